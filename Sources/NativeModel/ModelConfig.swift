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
    /// What every RoPE angle is multiplied by: `1 / rope.scaling.factor` (linear position
    /// interpolation, as llama.cpp reads it when `rope.scaling.type` is absent or `linear`), 1
    /// without a factor or with type `none`. Gemma 3 applies it on its global layers only, as llama.cpp does.
    /// Per-dimension divisors (Llama 3.1's `rope_freqs.weight`) are weights, not hyperparameters.
    public var ropeFrequencyScale: Float = 1
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
            ropeFrequencyScale = try Self.ropeFrequencyScale(m, architecture: name, path: file.path)
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
    }

    /// `1 / rope.scaling.factor` (or the older `rope.scale_linear`), 1 when absent or 0.
    /// - Throws: `NativeModelError.invalidModel` for a scaling this engine does not compute
    ///   (YaRN, LongRoPE, an attention factor), rather than run the model with the wrong angles.
    static func ropeFrequencyScale(_ m: GGUFMetadata, architecture name: String, path: String) throws -> Float {
        let keys = GGUFKey.Architecture(name)
        let type = m[keys.ropeScalingType]?.string ?? "linear"
        guard ["linear", "none"].contains(type) else {
            throw NativeModelError.invalidModel(
                path: path, detail: "\(keys.ropeScalingType) is \"\(type)\": this engine computes linear RoPE scaling and Llama 3's per-dimension factors (rope_freqs.weight), not \(type)")
        }
        if let attention = m[keys.ropeScalingAttentionFactor]?.float, attention != 1 {
            throw NativeModelError.invalidModel(
                path: path, detail: "\(keys.ropeScalingAttentionFactor) is \(attention): RoPE attention scaling is not supported")
        }
        if type == "none" { return 1 }  // llama.cpp never scales then, whatever the factor says
        let factor = m[keys.ropeScalingFactor]?.float ?? m[keys.ropeScaleLinear]?.float ?? 0
        guard factor.isFinite, factor >= 0 else {
            throw NativeModelError.invalidModel(path: path, detail: "\(name).rope.scaling.factor is \(factor): expected a positive number")
        }
        return factor == 0 ? 1 : 1 / factor
    }
}
