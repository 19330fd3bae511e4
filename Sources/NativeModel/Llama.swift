import Foundation

/// The Llama family (Llama 2/3, SmolLM, TinyLlama) and Qwen2 (the same block with q/k/v biases):
/// x += attention(norm(x)); x += down(silu(gate(norm(x))) · up(norm(x))); RoPE on adjacent pairs
/// for llama, NEOX-style for qwen2, with the file's RoPE scaling (a linear factor, Llama 3.1's
/// per-dimension `rope_freqs.weight`); untied or tied output.
extension Transformer {
    func llamaForward(_ tokens: [Int], wantLogits: Bool) {
        let c = config, s = state, n = tokens.count, p0 = position
        let dim = c.embeddingLength, qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim
        let ffn = c.feedForwardLength, x = s.residual
        embed(tokens, scale: 1)
        for (l, layer) in weights.layers.enumerated() {
            normInto(x, rows: n, n: dim, weight: layer.attentionNorm)
            matmul(layer.query, s.normed, s.query, outStride: qDim)
            matmul(layer.key, s.normed, s.key, outStride: kvDim)
            matmul(layer.value, s.normed, s.value, outStride: kvDim)
            // Queries stay unscaled: attention multiplies q·k by `attentionScoreScale` (ggml's kq_scale).
            for t in 0..<n {
                if let b = layer.queryBias { for i in 0..<qDim { s.query[t * qDim + i] += b[i] } }
                if let b = layer.keyBias { for i in 0..<kvDim { s.key[t * kvDim + i] += b[i] } }
                if let b = layer.valueBias { for i in 0..<kvDim { s.value[t * kvDim + i] += b[i] } }
                for h in 0..<c.headCount {
                    let head = s.query + t * qDim + h * c.headDim
                    rope(head, p0 + t)
                }
                for h in 0..<c.kvHeadCount { rope(s.key + t * kvDim + h * c.headDim, p0 + t) }
            }
            cacheKeysAndValues(layer: l, count: n, firstPosition: p0)
            attend(layer: l, count: n, firstPosition: p0)
            matmul(layer.output, s.normed, s.projected, outStride: dim)
            for i in 0..<(n * dim) { x[i] += s.projected[i] }
            normInto(x, rows: n, n: dim, weight: layer.ffnNorm)
            matmul(layer.gate, s.normed, s.gate, outStride: ffn)
            matmul(layer.up, s.normed, s.up, outStride: ffn)
            for i in 0..<(n * ffn) {
                let g = s.gate[i]
                s.normed.floats[i] = g / (1 + expf(-g)) * s.up[i]
            }
            s.normed.reset(rows: n, columns: ffn)
            matmul(layer.down, s.normed, s.projected, outStride: dim)
            for i in 0..<(n * dim) { x[i] += s.projected[i] }
        }
        if wantLogits { s.normed.decodeRows ? computeEveryRowLogits(count: n) : computeLogits(row: n - 1) }
    }

    private func rope(_ head: UnsafeMutablePointer<Float>, _ pos: Int) {
        let scale = config.ropeFrequencyScale, factors = weights.ropeFrequencyFactors
        if config.architecture == .qwen2 {
            ropeNeox(head, config.headDim, pos, config.ropeBase, scale: scale, factors: factors)
        } else {
            ropeNormal(head, config.headDim, pos, config.ropeBase, scale: scale, factors: factors)
        }
    }
}
