import Foundation

/// The Llama family (Llama 2/3, SmolLM, TinyLlama) and Qwen2 (the same block with q/k/v biases):
/// x += attention(norm(x)); x += down(silu(gate(norm(x))) · up(norm(x))); RoPE on adjacent pairs
/// for llama, NEOX-style for qwen2, with the file's RoPE scaling (a linear factor, YaRN, Llama
/// 3.1's per-dimension `rope_freqs.weight`); untied or tied output.
extension Transformer {
    func llamaForward(_ tokens: [Int], wantLogits: Bool) {
        let c = config, s = state, n = tokens.count, p0 = position
        let dim = c.embeddingLength, qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim
        let ffn = c.feedForwardLength, x = s.residual
        embed(tokens, scale: 1)
        // Every layer shares the angles: the table is filled once per forward.
        let rope = s.ropeTables[1], rotated = c.ropeDimensionCount, neox = c.architecture == .qwen2
        rope.fill(c.ropeAngles(layer: 0, factors: weights.ropeFrequencyFactors), first: p0, count: n)
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
                if neox {
                    rope.rotate(s.query + t * qDim, heads: c.headCount, token: t, headDim: c.headDim, dimensionCount: rotated)
                    rope.rotate(s.key + t * kvDim, heads: c.kvHeadCount, token: t, headDim: c.headDim, dimensionCount: rotated)
                } else {
                    rope.rotateAdjacent(s.query + t * qDim, heads: c.headCount, token: t, headDim: c.headDim, dimensionCount: rotated)
                    rope.rotateAdjacent(s.key + t * kvDim, heads: c.kvHeadCount, token: t, headDim: c.headDim, dimensionCount: rotated)
                }
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
}
