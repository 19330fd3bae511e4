import Foundation
import NativeKernels

/// `group` query heads that share one KV head, over cached keys/values of positions
/// `first...last`: q (group, headDim) -> out (group, headDim) at row stride `outStride`.
/// K/V rows have stride `kvStride`; position p lives in slot p % slots (a ring for sliding
/// layers). Scores use the half-rounded query (ggml multiplies with the binary16 cache);
/// probabilities are rounded to half before weighting V, as ggml does without flash attention.
/// `scores` holds 5 × group × (last − first + 1) floats.
///
/// Register tiling: each key row is loaded once for 4 heads (`dot4Rows`); the weighted sum of V
/// runs over blocks of 32 positions (32 KiB of V, L1-resident) and 8 output dimensions at a time
/// for 4 heads, with the probabilities stored pre-broadcast (`splat`) so that every V load
/// feeds 4 multiply-adds without shuffles.
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

/// Scores of positions first + j for j in `positions` -> scores (j, group). Runs
/// `nk_attention_scores` (C, AVX-512 where the CPU has it) unless the Swift kernels are
/// selected; the Swift loop below is its twin.
@inline(__always)
func attentionScores(_ hq: UnsafePointer<Float>, group: Int, _ keys: UnsafePointer<Float>, kvStride: Int, slots: Int,
                     first: Int, positions: Range<Int>, headDim: Int, scores: UnsafeMutablePointer<Float>) {
    if let isa = KernelVariant.selected {
        nk_attention_scores(isa, hq, Int32(group), Int32(headDim), keys, kvStride, Int32(slots), Int32((first + positions.lowerBound) % slots),
                            Int32(positions.count), scores + positions.lowerBound * group)
        return
    }
    attentionScoresSwift(hq, group: group, keys, kvStride: kvStride, slots: slots, first: first, positions: positions, headDim: headDim,
                         scores: scores)
}

/// The Swift twin of `nk_attention_scores` (and the `CONTEXTBUDGET_KERNELS=swift` route).
@inline(__always)
func attentionScoresSwift(_ hq: UnsafePointer<Float>, group: Int, _ keys: UnsafePointer<Float>, kvStride: Int, slots: Int,
                          first: Int, positions: Range<Int>, headDim: Int, scores: UnsafeMutablePointer<Float>) {
    forEachSlot(first: first + positions.lowerBound, count: positions.count, slots: slots) { k, slot in
        let key = keys + slot * kvStride, s = scores + (positions.lowerBound + k) * group
        var g = 0
        while g + 4 <= group { dot4Rows(hq + g * headDim, headDim, key, s + g); g += 4 }
        while g < group { s[g] = dotFloat(hq + g * headDim, key, headDim); g += 1 }
    }
}

/// scores (count, group) -> probabilities per head, rounded to binary16 and stored 4 times each
/// (SIMD4 splats) after the scores: splat = scores + group × count, (count, group, 4). ggml sums
/// the exponentials in double.
@inline(__always)
func attentionSoftmax(_ scores: UnsafeMutablePointer<Float>, group: Int, count: Int) {
    if KernelVariant.selected != nil {
        nk_attention_softmax(scores, Int32(group), Int32(count))  // the same bits, ~3x faster (one portable body)
        return
    }
    attentionSoftmaxSwift(scores, group: group, count: count)
}

/// The Swift twin of `nk_attention_softmax` (and the `CONTEXTBUDGET_KERNELS=swift` route).
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

/// out[g] = Σ_{j in positions} p[j][g] · V[slot(first + j)] (C: `nk_attention_weighted_sum`,
/// 4 heads × 64 dimensions per register tile; Swift below: 4 heads × 8 dimensions per register
/// tile over blocks of 32 positions; `count` is the length the splats were laid out for. With
/// `accumulating`, the sum continues from `out` (the positions before were added already).
@inline(__always)
func attentionWeightedSum(_ values: UnsafePointer<Float>, kvStride: Int, slots: Int, first: Int, positions: Range<Int>,
                          group: Int, headDim: Int, scores: UnsafeMutablePointer<Float>, count: Int,
                          out: UnsafeMutablePointer<Float>, outStride: Int, accumulating: Bool = false) {
    let splat = scores + group * count
    if let isa = KernelVariant.selected {
        nk_attention_weighted_sum(isa, values, kvStride, Int32(slots), Int32((first + positions.lowerBound) % slots), Int32(positions.count),
                                  Int32(group), Int32(headDim), splat + 4 * positions.lowerBound * group, out, outStride, accumulating ? 1 : 0)
        return
    }
    let block = 32
    var jb = positions.lowerBound
    while jb < positions.upperBound {
        let blockCount = min(block, positions.upperBound - jb), firstBlock = jb == positions.lowerBound && !accumulating
        var g = 0
        while g + 4 <= group {
            var d = 0
            while d + 8 <= headDim {
                weightedSum4x8(values, kvStride: kvStride, slots: slots, firstSlot: (first + jb) % slots, count: blockCount,
                               splat + 4 * (jb * group + g), splatStride: 4 * group, dimension: d,
                               out + g * outStride + d, outStride: outStride, accumulate: !firstBlock)
                d += 8
            }
            for h in g..<(g + 4) { weightedSumScalar(values, kvStride, slots, first + jb, blockCount, splat + 4 * (jb * group + h), 4 * group, d..<headDim, out + h * outStride, !firstBlock) }
            g += 4
        }
        for h in g..<group { weightedSumScalar(values, kvStride, slots, first + jb, blockCount, splat + 4 * (jb * group + h), 4 * group, 0..<headDim, out + h * outStride, !firstBlock) }
        jb += block
    }
}

/// Calls `body(j, slot)` for j in 0..<count, slot = (first + j) % slots, without a division per step.
@inline(__always)
func forEachSlot(first: Int, count: Int, slots: Int, _ body: (Int, Int) -> Void) {
    var slot = first % slots
    for j in 0..<count {
        body(j, slot)
        slot += 1
        if slot == slots { slot = 0 }
    }
}

/// out[h][d..<d+8] (+)= Σ_j p[j][h] · V[slot(j)][d..<d+8] for 4 heads h; p[j][h] is the SIMD4 splat
/// at `splat + j * splatStride + 4h`.
@inline(__always)
func weightedSum4x8(_ values: UnsafePointer<Float>, kvStride: Int, slots: Int, firstSlot: Int, count: Int,
                    _ splat: UnsafePointer<Float>, splatStride: Int, dimension d: Int,
                    _ out: UnsafeMutablePointer<Float>, outStride: Int, accumulate: Bool) {
    let o = UnsafeMutableRawPointer(out)
    var a0 = SIMD8<Float>(), a1 = SIMD8<Float>(), a2 = SIMD8<Float>(), a3 = SIMD8<Float>()
    if accumulate {
        a0 = o.loadUnaligned(as: SIMD8<Float>.self)
        a1 = o.loadUnaligned(fromByteOffset: 4 * outStride, as: SIMD8<Float>.self)
        a2 = o.loadUnaligned(fromByteOffset: 8 * outStride, as: SIMD8<Float>.self)
        a3 = o.loadUnaligned(fromByteOffset: 12 * outStride, as: SIMD8<Float>.self)
    }
    var slot = firstSlot
    for j in 0..<count {
        let v = UnsafeRawPointer(values + (slot &* kvStride &+ d)).loadUnaligned(as: SIMD8<Float>.self)
        let p = UnsafeRawPointer(splat + (j &* splatStride))
        let p0 = p.load(as: SIMD4<Float>.self), p1 = p.load(fromByteOffset: 16, as: SIMD4<Float>.self)
        let p2 = p.load(fromByteOffset: 32, as: SIMD4<Float>.self), p3 = p.load(fromByteOffset: 48, as: SIMD4<Float>.self)
        a0 += v * SIMD8(lowHalf: p0, highHalf: p0)
        a1 += v * SIMD8(lowHalf: p1, highHalf: p1)
        a2 += v * SIMD8(lowHalf: p2, highHalf: p2)
        a3 += v * SIMD8(lowHalf: p3, highHalf: p3)
        slot &+= 1
        if slot == slots { slot = 0 }
    }
    o.storeBytes(of: a0, as: SIMD8<Float>.self)
    o.storeBytes(of: a1, toByteOffset: 4 * outStride, as: SIMD8<Float>.self)
    o.storeBytes(of: a2, toByteOffset: 8 * outStride, as: SIMD8<Float>.self)
    o.storeBytes(of: a3, toByteOffset: 12 * outStride, as: SIMD8<Float>.self)
}

/// One head's weighted sum over `dimensions`, for head counts and dimensions the 4 × 8 tile leaves.
@inline(__always)
func weightedSumScalar(_ values: UnsafePointer<Float>, _ kvStride: Int, _ slots: Int, _ firstPosition: Int, _ count: Int,
                       _ splat: UnsafePointer<Float>, _ splatStride: Int, _ dimensions: Range<Int>,
                       _ out: UnsafeMutablePointer<Float>, _ accumulate: Bool) {
    guard !dimensions.isEmpty else { return }
    if !accumulate { for i in dimensions { out[i] = 0 } }
    forEachSlot(first: firstPosition, count: count, slots: slots) { j, slot in
        let p = splat[j * splatStride]
        for i in dimensions { out[i] += values[slot * kvStride + i] * p }
    }
}
