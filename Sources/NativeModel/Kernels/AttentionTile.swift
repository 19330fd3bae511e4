/// Attention of `tokens` consecutive query tokens that share one KV head: the prefill form of
/// `attendGroup`, with the same result bit for bit. The `exact` prompt attention (ggml's `-fa
/// off` order, `CONTEXTBUDGET_PROMPT_ATTENTION=exact`); `flashAttendTile` is the default.
///
/// Token t (0..<tokens) has queries q + t · qTokenStride, (group, headDim) at row stride
/// `headDim`, and attends positions `firsts[t]...lasts[t]` (both non-decreasing in t: causal,
/// optionally windowed). Its output goes to out + t · outTokenStride, (group, headDim) at row
/// stride `outStride`; its scratch is scores + t · scoreStride (5 × group × its position count).
///
/// Why: per token, `attendGroup` streams every cached key and value of its span; at 2,048
/// positions that is 4 MiB per token, more than L2 holds. Here each 32-position block of keys and
/// then of values is loaded once and used for every token of the tile while it sits in L1. Each
/// score is the same `dot4Rows` of the same operands, each softmax the same, and each output
/// element the same sequential sum over positions, so nothing changes but the loop order.
@inline(__always)
func attendTile(_ q: UnsafePointer<Float>, qTokenStride: Int, tokens: Int, group: Int, headDim: Int,
                _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>, kvStride: Int, slots: Int,
                firsts: UnsafePointer<Int>, lasts: UnsafePointer<Int>,
                scores: UnsafeMutablePointer<Float>, scoreStride: Int,
                out: UnsafeMutablePointer<Float>, outTokenStride: Int, outStride: Int, scoreScale: Float = 1) {
    withUnsafeTemporaryAllocation(of: Float.self, capacity: tokens * group * headDim) { halfQueries in
        let hq = halfQueries.baseAddress!
        for t in 0..<tokens {
            halfRoundedQuery(q + t * qTokenStride, group: group, qStride: headDim, headDim: headDim, into: hq + t * group * headDim)
        }
        // Scores, key block by key block.
        forEachBlockSpan(tokens: tokens, firsts: firsts, lasts: lasts) { t, span in
            attentionScores(hq + t * group * headDim, group: group, keys, kvStride: kvStride, slots: slots, first: firsts[t],
                            positions: span, headDim: headDim, scores: scores + t * scoreStride)
        }
    }
    for t in 0..<tokens {
        scaleScores(scores + t * scoreStride, group: group, count: lasts[t] - firsts[t] + 1, by: scoreScale)
        attentionSoftmax(scores + t * scoreStride, group: group, count: lasts[t] - firsts[t] + 1)
    }
    // Weighted sums, value block by value block; each token's sum runs over its positions in order.
    forEachBlockSpan(tokens: tokens, firsts: firsts, lasts: lasts) { t, span in
        attentionWeightedSum(values, kvStride: kvStride, slots: slots, first: firsts[t], positions: span, group: group, headDim: headDim,
                             scores: scores + t * scoreStride, count: lasts[t] - firsts[t] + 1, out: out + t * outTokenStride,
                             outStride: outStride, accumulating: span.lowerBound > 0)
    }
}

/// For each 32-position block of the tile's span, in order, and each token whose positions
/// meet it: `body(t, positions)`, the positions as offsets from the token's first.
@inline(__always)
func forEachBlockSpan(tokens: Int, firsts: UnsafePointer<Int>, lasts: UnsafePointer<Int>, _ body: (Int, Range<Int>) -> Void) {
    let end = lasts[tokens - 1] + 1, block = 32
    var jb = firsts[0]
    while jb < end {
        let blockEnd = min(end, jb + block)
        for t in 0..<tokens {
            let lower = max(jb, firsts[t]), upper = min(blockEnd, lasts[t] + 1)
            if lower < upper { body(t, (lower - firsts[t])..<(upper - firsts[t])) }
        }
        jb = blockEnd
    }
}
