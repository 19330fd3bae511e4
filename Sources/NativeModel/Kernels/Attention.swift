import Foundation
import NativeKernels

/// `group` query heads that share one KV head, over cached keys/values of positions
/// `first...last`: q (group, headDim) -> out (group, headDim) at row stride `outStride`.
/// K/V rows have stride `kvStride`; position p lives in slot p % slots (a ring for sliding
/// layers). Scores use the half-rounded query (ggml multiplies with the binary16 cache);
/// probabilities are rounded to half before weighting V, as ggml does without flash attention.
/// `scores` holds 5 × group × (last − first + 1) floats.
///
/// The three steps are the C kernels `nk_attention_scores`, `nk_attention_softmax` and
/// `nk_attention_weighted_sum` (Attention.c); the probabilities are stored pre-broadcast
/// (`splat`) so that every V load feeds 4 multiply-adds without shuffles.
@inline(__always)
func attendGroup(_ q: UnsafePointer<Float>, group: Int, qStride: Int, _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>,
                 kvStride: Int, slots: Int, first: Int, last: Int, headDim: Int,
                 scores: UnsafeMutablePointer<Float>, out: UnsafeMutablePointer<Float>, outStride: Int) {
    let count = last - first + 1
    withUnsafeTemporaryAllocation(of: Float.self, capacity: group * headDim) { halfQuery in
        let hq = halfQuery.baseAddress!
        halfRoundedQuery(q, group: group, qStride: qStride, headDim: headDim, into: hq)
        attentionScores(hq, group: group, keys, kvStride: kvStride, slots: slots, first: first, positions: 0..<count,
                        headDim: headDim, scores: scores)
    }
    attentionSoftmax(scores, group: group, count: count)
    attentionWeightedSum(values, kvStride: kvStride, slots: slots, first: first, positions: 0..<count, group: group,
                         headDim: headDim, scores: scores, count: count, out: out, outStride: outStride)
}

/// scores (count, group) *= scale, ggml's `kq_scale` applied to q·k before the softmax as its
/// soft_max_ext applies it (one float multiply per score); nothing when scale is 1.
@inline(__always)
func scaleScores(_ scores: UnsafeMutablePointer<Float>, group: Int, count: Int, by scale: Float) {
    guard scale != 1 else { return }
    for i in 0..<(group * count) { scores[i] *= scale }
}

/// q (group, headDim) at row stride `qStride` -> hq (group, headDim) rounded to binary16.
@inline(__always)
func halfRoundedQuery(_ q: UnsafePointer<Float>, group: Int, qStride: Int, headDim: Int, into hq: UnsafeMutablePointer<Float>) {
    for g in 0..<group { for i in 0..<headDim { hq[g * headDim + i] = roundedToHalf(q[g * qStride + i]) } }
}

/// Scores of positions first + j for j in `positions` -> scores (j, group), through
/// `nk_attention_scores` (C, AVX-512 where the CPU has it).
@inline(__always)
func attentionScores(_ hq: UnsafePointer<Float>, group: Int, _ keys: UnsafePointer<Float>, kvStride: Int, slots: Int,
                     first: Int, positions: Range<Int>, headDim: Int, scores: UnsafeMutablePointer<Float>) {
    nk_attention_scores(KernelVariant.selected, hq, Int32(group), Int32(headDim), keys, kvStride, Int32(slots),
                        Int32((first + positions.lowerBound) % slots), Int32(positions.count), scores + positions.lowerBound * group)
}

/// scores (count, group) -> probabilities per head, rounded to binary16 and stored 4 times each
/// (SIMD4 splats) after the scores: splat = scores + group × count, (count, group, 4). ggml sums
/// the exponentials in double.
@inline(__always)
func attentionSoftmax(_ scores: UnsafeMutablePointer<Float>, group: Int, count: Int) {
    nk_attention_softmax(scores, Int32(group), Int32(count))  // one portable body, the same bits as the reference below
}

/// The scalar reference of `nk_attention_softmax`, which the tests hold it to bit for bit.
@inline(__always)
func attentionSoftmaxSwift(_ scores: UnsafeMutablePointer<Float>, group: Int, count: Int) {
    let splat = scores + group * count
    for g in 0..<group {
        var maximum = -Float.infinity
        for j in 0..<count { maximum = max(maximum, scores[j * group + g]) }
        var total: Double = 0
        for j in 0..<count {
            let e = expf(scores[j * group + g] - maximum)
            scores[j * group + g] = e
            total += Double(e)
        }
        let inverse = Float(1 / total)
        for j in 0..<count {
            let p = roundedToHalf(scores[j * group + g] * inverse)
            UnsafeMutableRawPointer(splat + 4 * (j * group + g)).storeBytes(of: SIMD4<Float>(repeating: p), as: SIMD4<Float>.self)
        }
    }
}

/// out[g] = Σ_{j in positions} p[j][g] · V[slot(first + j)] through `nk_attention_weighted_sum`
/// (4 heads × 64 dimensions per register tile); `count` is the length the splats were laid out
/// for. With `accumulating`, the sum continues from `out` (the positions before were added already).
@inline(__always)
func attentionWeightedSum(_ values: UnsafePointer<Float>, kvStride: Int, slots: Int, first: Int, positions: Range<Int>,
                          group: Int, headDim: Int, scores: UnsafeMutablePointer<Float>, count: Int,
                          out: UnsafeMutablePointer<Float>, outStride: Int, accumulating: Bool = false) {
    let splat = scores + group * count
    nk_attention_weighted_sum(KernelVariant.selected, values, kvStride, Int32(slots), Int32((first + positions.lowerBound) % slots),
                              Int32(positions.count), Int32(group), Int32(headDim), splat + 4 * positions.lowerBound * group, out, outStride,
                              accumulating ? 1 : 0)
}
