/// Several tokens in one pass, each computed as decode computes a lone token: the verification
/// step of speculative decoding (`PromptLookup`).
///
/// Why not the prompt path: prompt tokens take 14-bit activations through the integer GEMM,
/// generated tokens 8-bit activations through the decode kernels, so the same token's logits
/// differ in the last bits between the two, and greedy decoding is chaotic (a 1e-7 change has
/// moved a logit by 0.6 a few steps later). Verification through the prompt path would accept
/// drafts that plain greedy decoding would not have produced, near ties, and cache keys and
/// values plain decoding would not have cached. Here every row goes through the decode kernels
/// (`nk_decode_rows_*`: each weight block loaded and widened once for up to 8 tokens, each token's
/// float operations those of the one-token kernel), attention runs per token with the split a
/// lone token gets (`attendEachDecoded`), and the logits of every row are kept: row i is bit-identical to `forward([tokens[i]], prompt: false)` after
/// tokens[..<i], which the tests check.
extension Transformer {
    /// Most tokens one `forwardEach` call takes.
    public var maximumVerificationTokens: Int { state.verificationRows }

    /// Appends `tokens` and returns the logits after each of them, (tokens.count, vocabulary):
    /// row i exactly as `forward([tokens[i]], prompt: false)` would return it after tokens[..<i].
    ///
    /// The buffer is valid until the next `forward` or `forwardEach`. Rewind to drop tokens whose
    /// logits disagreed with a draft: later calls overwrite their cache slots.
    /// - Throws: `NativeModelError.contextFull` or `.tokenOutOfRange`; nothing is appended then.
    /// - Precondition: 1 ≤ tokens.count ≤ `maximumVerificationTokens`.
    /// - Complexity: one read of the weights, `tokens.count` decode computations, attention over
    ///   the cached positions for each token.
    public func forwardEach(_ tokens: [Int]) throws -> UnsafeBufferPointer<Float> {
        precondition(!tokens.isEmpty && tokens.count <= maximumVerificationTokens,
                     "forwardEach takes 1...\(maximumVerificationTokens) tokens, got \(tokens.count)")
        if tokens.count == 1 {
            let logits = try forward(tokens, prompt: false)
            state.rowLogits.update(from: logits.baseAddress!, count: logits.count)
            return UnsafeBufferPointer(start: state.rowLogits, count: logits.count)
        }
        guard position + tokens.count <= contextSize else {
            throw NativeModelError.contextFull(needed: position + tokens.count, contextSize: contextSize)
        }
        if let bad = tokens.first(where: { $0 < 0 || $0 >= config.vocabularySize }) {
            throw NativeModelError.tokenOutOfRange(token: bad, vocabularySize: config.vocabularySize)
        }
        state.normed.preferBatched = false
        state.normed.decodeRows = true
        defer { state.normed.decodeRows = false }
        switch config.architecture {
        case .gemma3: gemma3Forward(tokens, wantLogits: true)
        case .llama, .qwen2: llamaForward(tokens, wantLogits: true)
        }
        position += tokens.count
        return UnsafeBufferPointer(start: state.rowLogits, count: tokens.count * config.vocabularySize)
    }

    /// Final norm of the first `count` residual rows and the output projection -> every row's
    /// logits (count, vocab) in `rowLogits`.
    func computeEveryRowLogits(count: Int) {
        let dim = config.embeddingLength
        normInto(state.residual, rows: count, n: dim, weight: weights.outputNorm)
        matmul(weights.output, state.normed, state.rowLogits, outStride: config.vocabularySize)
    }
}
