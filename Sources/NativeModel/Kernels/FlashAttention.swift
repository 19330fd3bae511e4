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
    nk_flash_attention(KernelVariant.selected, q, qTokenStride, Int32(tokens), Int32(group), Int32(headDim), keys, values, kvStride, Int32(slots),
                       firsts, lasts, scratch, out, outTokenStride, outStride)
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
