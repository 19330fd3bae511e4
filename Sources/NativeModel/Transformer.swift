import GGUF

/// A loaded model ready to run: configuration, weights mapped from the file, buffers and KV
/// cache. Feed tokens with `forward`; the cache remembers them until `reset`.
///
/// Not thread-safe: one sequence at a time (the kernels inside use both cores).
public final class Transformer: @unchecked Sendable {
    /// The hyperparameters.
    public let config: ModelConfig
    /// Tokens the KV cache can hold (prompt and response together).
    public let contextSize: Int
    /// Tokens processed so far (the next token's position).
    public internal(set) var position = 0

    let weights: Weights

    /// Bytes of weights repacked at load for the prefill kernels, held beside the mapped file.
    public var repackedWeightBytes: Int { weights.repackedByteCount }
    let state: RunState

    /// What attention multiplies q·k by before the softmax, as ggml's `kq_scale`: 1/√headDim for
    /// llama and qwen2, whose queries reach attention unscaled, so the exact paths round the
    /// query to binary16 before the scale as ggml does when it multiplies q with the F16 cache
    /// (the two orders differ wherever 1/√headDim is not a power of two: head width 128);
    /// 1 for gemma3, whose graph scales its queries itself (ggml_scale before attention).
    let attentionScoreScale: Float

    /// This model's prompt attention when set (tests pin one); nil follows `KernelSettings.current`.
    var promptAttentionOverride: PromptAttention?
    var promptAttention: PromptAttention { promptAttentionOverride ?? KernelSettings.current.promptAttention }

    /// Loads `file` for inference with room for `contextSize` tokens.
    /// - Parameters:
    ///   - contextSize: capped at the trained context; default 4,096.
    ///   - maxBatch: tokens per prefill step; longer prompts are fed in pieces.
    ///   - promptActivations: the precision of prompt activations (see `PromptActivations`).
    /// - Throws: `NativeModelError` when the architecture or a weight is not supported.
    public init(file: GGUFFile, contextSize: Int = 4096, maxBatch: Int = 512, promptActivations: PromptActivations = .wide) throws {
        config = try ModelConfig(file: file)
        self.contextSize = max(1, min(contextSize, config.trainedContextLength))
        weights = try Weights(file: file, config: config)
        attentionScoreScale = config.architecture == .gemma3 ? 1 : 1 / Float(config.headDim).squareRoot()
        state = RunState(config: config, contextSize: self.contextSize, maxBatch: max(1, maxBatch))
        state.normed.promptActivations = promptActivations
    }

    /// Forgets every cached token.
    public func reset() { position = 0 }

    /// Rewinds the cache to `newPosition` tokens (to reuse a shared prompt prefix).
    /// - Precondition: `canRewind(to:)`.
    public func rewind(to newPosition: Int) {
        precondition(canRewind(to: newPosition), "cannot rewind from \(position) to \(newPosition)")
        position = newPosition
    }

    /// Whether the cache still holds everything positions after `newPosition` would attend to:
    /// sliding-window layers keep a ring of window + batch positions, so rewinding further than
    /// the ring's spare room would lose keys that were overwritten.
    public func canRewind(to newPosition: Int) -> Bool {
        guard newPosition >= 0, newPosition <= position else { return false }
        for layer in 0..<config.layerCount where config.isSliding(layer) {
            let slots = state.cacheSlots[layer]
            if slots < contextSize, position - newPosition > slots - config.slidingWindow { return false }
        }
        return true
    }

    /// Rewinds to `newPosition` if `canRewind(to:)`; returns whether it did.
    public func rewind(toReusablePosition newPosition: Int) -> Bool {
        guard canRewind(to: newPosition) else { return false }
        position = newPosition
        return true
    }

    /// Appends `tokens` to the sequence and returns the next-token logits after the last one.
    ///
    /// - Parameter prompt: prompt tokens take the batched path (14-bit activations, float
    ///   accuracy) whatever their number (see `ActivationBatch.preferBatched`); pass `false` for
    ///   tokens generated one at a time, which take the faster 8-bit path (the approximation
    ///   llama.cpp makes). Default: more than one token.
    /// - Throws: `NativeModelError.contextFull` or `.tokenOutOfRange`; nothing is appended then.
    /// - Complexity: O(tokens × weights), plus attention over the cached positions.
    @discardableResult
    public func forward(_ tokens: [Int], prompt: Bool? = nil) throws -> UnsafeBufferPointer<Float> {
        state.normed.preferBatched = prompt ?? (tokens.count > 1)
        state.normed.decodeRows = false
        precondition(!tokens.isEmpty, "forward needs at least one token")
        guard position + tokens.count <= contextSize else {
            throw NativeModelError.contextFull(needed: position + tokens.count, contextSize: contextSize)
        }
        if let bad = tokens.first(where: { $0 < 0 || $0 >= config.vocabularySize }) {
            throw NativeModelError.tokenOutOfRange(token: bad, vocabularySize: config.vocabularySize)
        }
        var start = 0
        while start < tokens.count {
            let end = min(tokens.count, start + state.maxBatch)
            let piece = Array(tokens[start..<end])
            switch config.architecture {
            case .gemma3: gemma3Forward(piece, wantLogits: end == tokens.count)
            case .llama, .qwen2: llamaForward(piece, wantLogits: end == tokens.count)
            }
            position += piece.count
            start = end
        }
        return UnsafeBufferPointer(start: state.logits, count: config.vocabularySize)
    }

    /// The logits of the last `forward`, copied.
    public var logits: [Float] { Array(UnsafeBufferPointer(start: state.logits, count: config.vocabularySize)) }

    // MARK: - Steps shared by the architectures

    /// Rows `tokens` of the embedding table, times `scale` -> residual (batch, dim).
    func embed(_ tokens: [Int], scale: Float) {
        let w = weights.tokenEmbedding, dim = config.embeddingLength, x = state.residual
        for (t, token) in tokens.enumerated() {
            let row = UnsafeMutableBufferPointer(start: x + t * dim, count: dim)
            Dequantize.row(UnsafeRawBufferPointer(start: w.base + token * w.rowBytes, count: w.rowBytes), type: w.type, count: dim, into: row)
            if scale != 1 { for i in 0..<dim { row[i] *= scale } }
        }
    }

    /// RMS-norms `count` rows of `source` (row length n) with `weight` into the matmul input batch.
    func normInto(_ source: UnsafePointer<Float>, rows count: Int, n: Int, weight: UnsafePointer<Float>) {
        let out = state.normed.floats, eps = config.rmsEpsilon
        rmsNormRows(source, weight, n, eps, out, rows: count)
        state.normed.reset(rows: count, columns: n)
    }

    /// Attention of `count` new tokens (queries (count, qDim), already roped) over the cache of
    /// `layer` -> normed batch (count, qDim). Keys/values of the new tokens must be cached first.
    /// `row`: the first token's row in the query and output buffers.
    func attend(layer: Int, count: Int, firstPosition: Int, row: Int = 0) {
        let c = config, s = state
        let qDim = c.headCount * c.headDim
        if s.normed.decodeRows, count > 1 {
            // Each token as decode attends for a lone token (`forwardEach`), the tokens spread over the threads.
            attendEachDecoded(layer: layer, count: count, firstPosition: firstPosition, row: row)
            s.normed.reset(rows: row + count, columns: qDim)
            return
        }
        let q = s.query + row * qDim, out = s.normed.floats + row * qDim
        // One token (decode): one task per KV head would leave threads idle, so the positions
        // are split across the threads instead (see `attendSplit`). Not for a prompt token: its
        // sums must be the tile's whether it arrives alone (the last token of a cached prompt)
        // or in a batch, or the same prompt would answer differently depending on what the cache held.
        if count == 1, !s.normed.preferBatched, splitsDecodeAttention(at: firstPosition) {
            attendSplit(layer: layer, position: firstPosition, q: q, out: out, scores: s.scores, scratchHeads: s.scoreTasks, parallel: true)
        } else {
            attendPrompt(cachedAttention(layer: layer), q, count: count, firstPosition: firstPosition, out: out, arithmetic: promptAttention,
                         scratch: AttentionScratch(scores: s.scores, tasks: s.scoreTasks, contextSize: contextSize))
        }
        s.normed.reset(rows: row + count, columns: qDim)
    }

    /// Layer `layer`'s cache as the attention kernels read it.
    func cachedAttention(layer: Int) -> CachedAttention {
        let c = config
        return CachedAttention(keys: state.keyCache[layer], values: state.valueCache[layer], slots: state.cacheSlots[layer],
                               kvHeads: c.kvHeadCount, group: c.headCount / c.kvHeadCount, headDim: c.headDim,
                               window: c.isSliding(layer) ? c.slidingWindow : Int.max, scoreScale: attentionScoreScale)
    }

    /// Stores keys/values (count, kvDim) of positions firstPosition… in the cache of `layer`,
    /// rounded to binary16 as ggml's cache stores them.
    func cacheKeysAndValues(layer: Int, count: Int, firstPosition: Int) {
        let kvDim = config.kvHeadCount * config.headDim, slots = state.cacheSlots[layer]
        for t in 0..<count {
            let slot = (firstPosition + t) % slots
            let k = state.keyCache[layer] + slot * kvDim, v = state.valueCache[layer] + slot * kvDim
            for i in 0..<kvDim {
                k[i] = roundedToHalf(state.key[t * kvDim + i])
                v[i] = roundedToHalf(state.value[t * kvDim + i])
            }
        }
    }

    /// Final norm of the residual row `row` and the output projection -> logits (vocab,).
    func computeLogits(row: Int) {
        let dim = config.embeddingLength
        normInto(state.residual + row * dim, rows: 1, n: dim, weight: weights.outputNorm)
        matmul(weights.output, state.normed, state.logits, outStride: config.vocabularySize)
    }
}
