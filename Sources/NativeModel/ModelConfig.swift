import GGUF

/// Hyperparameters of a transformer, read from a GGUF file's metadata plus the constants an
/// architecture hard-codes (llama.cpp keeps the same ones in code, not in the file).
public struct ModelConfig: Sendable, Equatable {
    /// Model families this engine runs.
    public enum Architecture: String, Sendable { case gemma3, llama, qwen2 }

    /// The family, from `general.architecture`.
    public var architecture: Architecture
    /// Width of the residual stream (`embedding_length`).
    public var embeddingLength: Int
    /// Transformer blocks (`block_count`).
    public var layerCount: Int
    /// Hidden width of the feed-forward network.
    public var feedForwardLength: Int
    /// Query heads.
    public var headCount: Int
    /// Key/value heads; query heads are shared among them in groups (grouped-query attention).
    public var kvHeadCount: Int
    /// Per-head query/key width (`attention.key_length`, else embeddingLength / headCount).
    public var headDim: Int
    /// Entries in the vocabulary (rows of the embedding table).
    public var vocabularySize: Int
    /// The context the model was trained for (`context_length`).
    public var trainedContextLength: Int
    /// The epsilon inside every RMS norm.
    public var rmsEpsilon: Float
    /// RoPE base on global-attention layers.
    public var ropeBase: Float
    /// RoPE base on sliding-window layers (gemma3: 10,000).
    public var ropeBaseLocal: Float
    /// How the file stretches RoPE past its training context (`rope.scaling.*`: linear, YaRN).
    /// Per-dimension divisors (Llama 3.1's `rope_freqs.weight`) are weights, not hyperparameters.
    public var ropeScaling = RopeScaling()
    /// What every RoPE angle is multiplied by: `ropeScaling.frequencyScale`.
    public var ropeFrequencyScale: Float { ropeScaling.frequencyScale }
    /// Leading dimensions of each head that RoPE turns (`rope.dimension_count`, the head width
    /// when absent); the rest pass through unrotated, as ggml leaves them.
    public var ropeDimensionCount: Int
    /// Sliding-window length in tokens, 0 when every layer is global.
    public var slidingWindow: Int
    /// Layers `il` with `il % pattern < pattern - 1` use the sliding window (gemma3: 6).
    public var slidingWindowPattern: Int

    /// Whether layer `layer` attends only to the last `slidingWindow` positions.
    public func isSliding(_ layer: Int) -> Bool {
        slidingWindow > 0 && slidingWindowPattern > 0 && layer % slidingWindowPattern < slidingWindowPattern - 1
    }

    /// Reads the hyperparameters of `file`.
    /// - Throws: `NativeModelError` for an unsupported architecture or a missing key.
    public init(file: GGUFFile) throws {
        let m = file.metadata
        let name = file.architecture ?? "(none)"
        guard let architecture = Architecture(rawValue: name) else {
            throw NativeModelError.unsupportedArchitecture(path: file.path, architecture: name)
        }
        let keys = GGUFKey.Architecture(name)
        do {
            self.architecture = architecture
            embeddingLength = try m.int(keys.embeddingLength)
            layerCount = try m.int(keys.blockCount)
            feedForwardLength = try m.int(keys.feedForwardLength)
            headCount = try m.int(keys.headCount)
            kvHeadCount = m[keys.keyValueHeadCount]?.int ?? headCount
            headDim = m[keys.keyLength]?.int ?? embeddingLength / max(1, headCount)
            trainedContextLength = try m.int(keys.contextLength)
            rmsEpsilon = try m.float(keys.rmsEpsilon)
            ropeBase = m[keys.ropeFrequencyBase]?.float ?? 10_000
            ropeDimensionCount = m[keys.ropeDimensionCount]?.int ?? headDim
            vocabularySize = try m[keys.vocabularySize]?.int ?? m.stringArray(GGUFKey.Tokenizer.tokens).count
        } catch let error as GGUFError {
            throw NativeModelError.file(error)
        }
        switch architecture {
        case .gemma3:
            slidingWindow = m[keys.slidingWindow]?.int ?? 0
            slidingWindowPattern = 6
            ropeBaseLocal = m[keys.ropeFrequencyBaseLocal]?.float ?? 10_000
        case .llama, .qwen2:
            slidingWindow = 0
            slidingWindowPattern = 0
            ropeBaseLocal = ropeBase
        }
        let valueLength = m[keys.valueLength]?.int ?? headDim
        guard embeddingLength > 0, layerCount > 0, headCount > 0, kvHeadCount > 0, headCount % kvHeadCount == 0,
              headDim > 0, headDim % 2 == 0, valueLength == headDim, feedForwardLength > 0, vocabularySize > 0 else {
            throw NativeModelError.invalidModel(path: file.path, detail: "inconsistent hyperparameters: \(self)")
        }
        ropeScaling = try RopeScaling(m, architecture: name, trainedContextLength: trainedContextLength, path: file.path)
        try Self.checkRopeDimensionCount(ropeDimensionCount, m, architecture: architecture, headDim: headDim, path: file.path)
    }

    /// The angles of layer `layer`'s RoPE: its base (Gemma 3's local one on sliding layers), the
    /// rotated dimensions, the file's scaling (linear and YaRN on global layers only, as llama.cpp
    /// takes `freq_scale` 1 on sliding ones) and `factors` (`rope_freqs.weight`, nil for none).
    func ropeAngles(layer: Int, factors: UnsafePointer<Float>?) -> RopeAngles {
        let sliding = isSliding(layer), base = sliding ? ropeBaseLocal : ropeBase
        var angles = RopeAngles(base: base, dimensionCount: ropeDimensionCount, frequencyScale: sliding ? 1 : ropeScaling.frequencyScale,
                                factors: factors, magnitude: ropeScaling.attentionFactor)
        if let yarn = ropeScaling.yarn {
            angles.yarnRamp = RopeAngles.yarnRamp(dimensionCount: ropeDimensionCount, originalContextLength: yarn.originalContextLength,
                                                  base: base, betaFast: yarn.betaFast, betaSlow: yarn.betaSlow)
        }
        return angles
    }

    /// `rope.dimension_count` must be even and at most the head width; llama and qwen2 rotate
    /// the whole head (llama.cpp's graphs for them refuse anything else), gemma3 may rotate fewer
    /// dimensions, with one count on every layer.
    /// - Throws: `NativeModelError.invalidModel` naming the key and what it should be.
    static func checkRopeDimensionCount(_ count: Int, _ m: GGUFMetadata, architecture: Architecture, headDim: Int, path: String) throws {
        let keys = GGUFKey.Architecture(architecture.rawValue)
        guard count > 0, count % 2 == 0, count <= headDim else {
            throw NativeModelError.invalidModel(
                path: path, detail: "\(keys.ropeDimensionCount) is \(count): expected an even count of rotated dimensions, at most the head width \(headDim)")
        }
        if architecture != .gemma3, count != headDim {
            throw NativeModelError.invalidModel(
                path: path, detail: "\(keys.ropeDimensionCount) is \(count) but the head width is \(headDim): \(architecture.rawValue) rotates the whole head (llama.cpp refuses such a file too); partial rotary embedding is read for gemma3 only")
        }
        if let local = m[keys.ropeDimensionCountLocal]?.int, local != count {
            throw NativeModelError.invalidModel(
                path: path, detail: "\(keys.ropeDimensionCountLocal) is \(local) but \(keys.ropeDimensionCount) is \(count): one rotated width on every layer is supported")
        }
    }
}
