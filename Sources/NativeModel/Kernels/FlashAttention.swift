import Foundation
import NativeKernels

/// Which prompt attention `Transformer.attend` runs for prefill tiles (and for lone tokens that
/// take the tile path: decoded tokens before position 256, lookup verification's tokens there).
///
/// `flash` (the default) is `flashAttendTile`: online softmax, unrounded probabilities, float
/// queries, llama.cpp's `-fa on` prompt arithmetic; it stores no score row, so its attention is the
/// cheaper of the two (figures: docs/engine.md). `exact` is ggml's non-flash order (`attendTile`: full score
/// rows, probabilities rounded to binary16, then the weighted sum), the order of the `-fa off`
/// fixtures. `CONTEXTBUDGET_PROMPT_ATTENTION=exact|flash` chooses when the process starts.
enum PromptAttention: String {
    case exact, flash
}

/// Positions per block of the flash kernel; blocks start at multiples of it.
let flashBlockPositions = 32

/// Floats of scratch `flashAttendTile` needs for a tile of `tokens` tokens and `group` heads.
func flashScratchCount(tokens: Int, group: Int) -> Int { tokens * group * (flashBlockPositions + 3) }

/// Flash-style attention of `tokens` consecutive query tokens sharing one KV head, with an
/// online softmax: the contract of `nk_flash_attention` (NativeKernels.h). Token t's queries
/// q + t · qTokenStride (group, headDim), positions firsts[t]...lasts[t] (non-decreasing in t),
/// output out + t · outTokenStride (group, headDim) at row stride `outStride`.
///
/// Why: `attendTile` writes every token's full score row and 4 splatted copies of its
/// probabilities (5 × 4 heads × 2,048 floats per token at pp2048), reads them back in a softmax
/// pass and in the weighted sum; here a block's scores stay in `scratch` (tokens × group × 35
/// floats) and go straight into the accumulator. A token's result does not depend on its tile:
/// blocks are aligned to absolute positions and each token visits its own in order.
@inline(__always)
func flashAttendTile(_ q: UnsafePointer<Float>, qTokenStride: Int, tokens: Int, group: Int, headDim: Int,
                     _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>, kvStride: Int, slots: Int,
                     firsts: UnsafePointer<Int>, lasts: UnsafePointer<Int>, scratch: UnsafeMutablePointer<Float>,
                     out: UnsafeMutablePointer<Float>, outTokenStride: Int, outStride: Int) {
    if let isa = KernelVariant.selected {
        nk_flash_attention(isa, q, qTokenStride, Int32(tokens), Int32(group), Int32(headDim), keys, values, kvStride, Int32(slots),
                           firsts, lasts, scratch, out, outTokenStride, outStride)
        return
    }
    flashAttendTileSwift(q, qTokenStride: qTokenStride, tokens: tokens, group: group, headDim: headDim, keys, values, kvStride: kvStride,
                         slots: slots, firsts: firsts, lasts: lasts, scratch: scratch, out: out, outTokenStride: outTokenStride,
                         outStride: outStride)
}

/// The Swift twin of `nk_flash_attention` (the `CONTEXTBUDGET_KERNELS=swift` route): the same
/// loop order as the C driver, Swift score and weighted-sum tiles.
func flashAttendTileSwift(_ q: UnsafePointer<Float>, qTokenStride: Int, tokens: Int, group: Int, headDim: Int,
                          _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>, kvStride: Int, slots: Int,
                          firsts: UnsafePointer<Int>, lasts: UnsafePointer<Int>, scratch: UnsafeMutablePointer<Float>,
                          out: UnsafeMutablePointer<Float>, outTokenStride: Int, outStride: Int) {
    let blockSize = flashBlockPositions
    let blockScores = scratch, maxima = scratch + tokens * blockSize * group     // (tokens, 32, group), (tokens, group)
    let sums = maxima + tokens * group, rescale = sums + tokens * group          // (tokens, group) each
    let end = lasts[tokens - 1] + 1
    var block = firsts[0] - firsts[0] % blockSize
    while block < end {
        for t in 0..<tokens {
            let lower = max(block, firsts[t]), upper = min(block + blockSize, lasts[t] + 1)
            guard lower < upper else { continue }
            let count = upper - lower, fresh = lower == firsts[t]
            let s = blockScores + t * blockSize * group, m = maxima + t * group, total = sums + t * group, alpha = rescale + t * group
            attentionScoresSwift(q + t * qTokenStride, group: group, keys, kvStride: kvStride, slots: slots, first: lower,
                                 positions: 0..<count, headDim: headDim, scores: s)
            for h in 0..<group {
                var blockMaximum = -Float.infinity
                for j in 0..<count { blockMaximum = s[j * group + h] > blockMaximum ? s[j * group + h] : blockMaximum }
                let previous = fresh ? -Float.infinity : m[h]
                let maximum = blockMaximum > previous ? blockMaximum : previous
                var blockSum: Float = 0
                for j in 0..<count {
                    let e = expf(s[j * group + h] - maximum)
                    s[j * group + h] = e
                    blockSum += e
                }
                alpha[h] = fresh ? 0 : (maximum == previous ? 1 : expf(previous - maximum))
                total[h] = fresh ? blockSum : total[h] * alpha[h] + blockSum
                m[h] = maximum
            }
            flashAccumulateSwift(values, kvStride: kvStride, slots: slots, first: lower, count: count, group: group, headDim: headDim,
                                 p: s, rescale: alpha, fresh: fresh, out: out + t * outTokenStride, outStride: outStride)
        }
        block += blockSize
    }
    for t in 0..<tokens {
        for h in 0..<group {
            let inverse = 1 / sums[t * group + h], o = out + t * outTokenStride + h * outStride
            for d in 0..<headDim { o[d] *= inverse }
        }
    }
}

/// out[h] = (fresh ? 0 : rescale[h] · out[h]) + Σ_j p[j · group + h] · V[slot(first + j)], j in
/// order: 4 heads × 8 dimensions per register tile, the rest one head at a time.
@inline(__always)
func flashAccumulateSwift(_ values: UnsafePointer<Float>, kvStride: Int, slots: Int, first: Int, count: Int, group: Int, headDim: Int,
                          p: UnsafePointer<Float>, rescale: UnsafePointer<Float>, fresh: Bool,
                          out: UnsafeMutablePointer<Float>, outStride: Int) {
    func column(_ h: Int, _ dimensions: Range<Int>) {
        guard !dimensions.isEmpty else { return }
        let o = out + h * outStride
        for d in dimensions { o[d] = fresh ? 0 : o[d] * rescale[h] }
        forEachSlot(first: first, count: count, slots: slots) { j, slot in
            let pj = p[j * group + h], v = values + slot * kvStride
            for d in dimensions { o[d] += pj * v[d] }
        }
    }
    var h = 0
    while h + 4 <= group {
        var d = 0
        while d + 8 <= headDim {
            let o = UnsafeMutableRawPointer(out + h * outStride + d)
            var a0 = SIMD8<Float>(), a1 = SIMD8<Float>(), a2 = SIMD8<Float>(), a3 = SIMD8<Float>()
            if !fresh {
                a0 = o.loadUnaligned(as: SIMD8<Float>.self) * rescale[h]
                a1 = o.loadUnaligned(fromByteOffset: 4 * outStride, as: SIMD8<Float>.self) * rescale[h + 1]
                a2 = o.loadUnaligned(fromByteOffset: 8 * outStride, as: SIMD8<Float>.self) * rescale[h + 2]
                a3 = o.loadUnaligned(fromByteOffset: 12 * outStride, as: SIMD8<Float>.self) * rescale[h + 3]
            }
            var slot = first % slots
            for j in 0..<count {
                let v = UnsafeRawPointer(values + (slot &* kvStride &+ d)).loadUnaligned(as: SIMD8<Float>.self)
                let pj = p + (j &* group &+ h)
                a0 += v * pj[0]
                a1 += v * pj[1]
                a2 += v * pj[2]
                a3 += v * pj[3]
                slot &+= 1
                if slot == slots { slot = 0 }
            }
            o.storeBytes(of: a0, as: SIMD8<Float>.self)
            o.storeBytes(of: a1, toByteOffset: 4 * outStride, as: SIMD8<Float>.self)
            o.storeBytes(of: a2, toByteOffset: 8 * outStride, as: SIMD8<Float>.self)
            o.storeBytes(of: a3, toByteOffset: 12 * outStride, as: SIMD8<Float>.self)
            d += 8
        }
        for i in h..<(h + 4) { column(i, d..<headDim) }
        h += 4
    }
    while h < group { column(h, 0..<headDim); h += 1 }
}

/// The mathematical result the flash kernels approximate, in Double: for each token t and head
/// h, softmax over positions firsts[t]...lasts[t] of q · key, times the values (float queries,
/// the binary16-rounded cache as stored). Slow; for tests.
func flashAttentionReference(_ q: UnsafePointer<Float>, qTokenStride: Int, tokens: Int, group: Int, headDim: Int,
                             _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>, kvStride: Int, slots: Int,
                             firsts: [Int], lasts: [Int]) -> [Double] {
    var out = [Double](repeating: 0, count: tokens * group * headDim)
    for t in 0..<tokens {
        for h in 0..<group {
            let query = q + t * qTokenStride + h * headDim
            let scores = (firsts[t]...lasts[t]).map { position in
                (0..<headDim).reduce(0.0) { $0 + Double(query[$1]) * Double(keys[(position % slots) * kvStride + $1]) }
            }
            let maximum = scores.max() ?? 0, exponentials = scores.map { Foundation.exp($0 - maximum) }
            let total = exponentials.reduce(0, +)
            for (j, position) in (firsts[t]...lasts[t]).enumerated() {
                let weight = exponentials[j] / total, value = values + (position % slots) * kvStride
                for d in 0..<headDim { out[(t * group + h) * headDim + d] += weight * Double(value[d]) }
            }
        }
    }
    return out
}
