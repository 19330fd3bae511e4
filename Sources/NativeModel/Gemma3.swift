/// Gemma 3, as llama.cpp's `gemma3` graph computes it: embeddings × √dim; per block
/// x += postNorm(attention(norm(x))), x += postNorm(ffn(norm(x))); q and k RMS-normed per head
/// before NEOX RoPE (base 10K on sliding layers, the file's base on the global ones; the first
/// `rope.dimension_count` dimensions of each head); queries
/// scaled by 1/√headDim; sliding window on layers il % 6 < 5; FFN down(gelu_tanh(gate) · up);
/// logits from the tied embedding, for the last position only.
extension Transformer {
    func gemma3Forward(_ tokens: [Int], wantLogits: Bool) {
        let c = config, s = state, n = tokens.count, p0 = position
        let dim = c.embeddingLength, qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim
        let ffn = c.feedForwardLength, x = s.residual
        embed(tokens, scale: Float(dim).squareRoot())

        for (l, layer) in weights.layers.enumerated() {
            // Attention.
            normInto(x, rows: n, n: dim, weight: layer.attentionNorm)
            matmul(layer.query, s.normed, s.query, outStride: qDim)
            matmul(layer.key, s.normed, s.key, outStride: kvDim)
            matmul(layer.value, s.normed, s.value, outStride: kvDim)
            let queryScale = 1 / Float(c.headDim).squareRoot()
            rmsNormRows(s.query, layer.queryNorm!, c.headDim, c.rmsEpsilon, s.query, rows: n * c.headCount)
            rmsNormRows(s.key, layer.keyNorm!, c.headDim, c.rmsEpsilon, s.key, rows: n * c.kvHeadCount)
            let rope = s.ropeTables[c.isSliding(l) ? 0 : 1]
            rope.fill(c.ropeAngles(layer: l, factors: nil), first: p0, count: n)
            for t in 0..<n {
                rope.rotate(s.query + t * qDim, heads: c.headCount, token: t, headDim: c.headDim, dimensionCount: c.ropeDimensionCount)
                rope.rotate(s.key + t * kvDim, heads: c.kvHeadCount, token: t, headDim: c.headDim, dimensionCount: c.ropeDimensionCount)
                for i in 0..<qDim { s.query[t * qDim + i] *= queryScale }
            }
            cacheKeysAndValues(layer: l, count: n, firstPosition: p0)
            // In the last layer only the last token's output matters (llama.cpp's inp_out_ids),
            // unless every row wants its logits (`forwardEach`).
            let last = l == c.layerCount - 1 && !s.normed.decodeRows
            let first = last ? n - 1 : 0, rows = n - first
            attend(layer: l, count: n, firstPosition: p0)
            if last, first > 0 {
                s.normed.floats.update(from: s.normed.floats + first * qDim, count: qDim)
                s.normed.reset(rows: 1, columns: qDim)
                (x).update(from: x + first * dim, count: dim)
            }
            matmul(layer.output, s.normed, s.projected, outStride: dim)
            rmsNormRows(s.projected, layer.attentionPostNorm!, dim, c.rmsEpsilon, s.projected, rows: rows)
            for i in 0..<(rows * dim) { x[i] += s.projected[i] }

            // Feed-forward.
            normInto(x, rows: rows, n: dim, weight: layer.ffnNorm)
            matmul(layer.gate, s.normed, s.gate, outStride: ffn)
            matmul(layer.up, s.normed, s.up, outStride: ffn)
            for t in 0..<rows { gegluGemma(s.gate + t * ffn, s.up + t * ffn, ffn, s.normed.floats + t * ffn) }
            s.normed.reset(rows: rows, columns: ffn)
            matmul(layer.down, s.normed, s.projected, outStride: dim)
            rmsNormRows(s.projected, layer.ffnPostNorm!, dim, c.rmsEpsilon, s.projected, rows: rows)
            for i in 0..<(rows * dim) { x[i] += s.projected[i] }
        }
        if wantLogits { s.normed.decodeRows ? computeEveryRowLogits(count: n) : computeLogits(row: 0) }
    }
}
