/// One layer's key/value cache as the attention kernels read it: position p at ring slot
/// p % `slots`, `kvHeads` heads of `headDim` floats per slot (binary16-rounded, as ggml's cache
/// stores them), `group` query heads sharing each KV head, and the positions a query attends:
/// the last `window` (Int.max for a global layer); `scoreScale` is what q·k is multiplied by
/// before the softmax (ggml's `kq_scale`: 1/√headDim for llama and qwen2, 1 for gemma3, which
/// scales its queries itself).
struct CachedAttention {
    let keys: UnsafePointer<Float>      // (slots, kvHeads × headDim)
    let values: UnsafePointer<Float>    // (slots, kvHeads × headDim)
    let slots: Int
    let kvHeads: Int
    let group: Int
    let headDim: Int
    let window: Int
    let scoreScale: Float

    /// Floats per cache slot.
    var kvDim: Int { kvHeads * headDim }
    /// Floats of one token's queries (and of its attention output).
    var qDim: Int { kvHeads * group * headDim }

    /// The first position a query at `position` attends.
    func firstAttended(_ position: Int) -> Int { window == Int.max ? 0 : max(0, position - window + 1) }
}

/// The exact attention's score scratch: `tasks` spans of 5 × group × `contextSize` floats per
/// token (RunState.scores).
struct AttentionScratch {
    let scores: UnsafeMutablePointer<Float>
    let tasks: Int
    let contextSize: Int
}

/// Query tokens per flash attention tile: each block of keys and values is loaded once for
/// this many tokens (the scratch is 35 floats per token and head, so it is not the limit).
var flashTileTokens: Int { KernelSettings.current.flashTileOverride ?? 8 }

/// Prompt attention of `count` consecutive tokens at positions firstPosition… over `cache`:
/// queries q (count, qDim) -> out (count, qDim). One task item per tile of consecutive tokens and
/// KV head, spread over the worker threads; a tile's tokens share every block of keys and values
/// it loads (see `attendTile`, `flashAttendTile`). The exact arithmetic takes `scratch.tasks /
/// tile` tiles at once (each of its tokens needs a score span), the flash one `scratch.tasks`.
func attendPrompt(_ cache: CachedAttention, _ q: UnsafePointer<Float>, count: Int, firstPosition: Int,
                  out: UnsafeMutablePointer<Float>, arithmetic: PromptAttention, scratch: AttentionScratch) {
    let flash = arithmetic == .flash
    let tile = flash ? flashTileTokens : min(4, scratch.tasks), tiles = (count + tile - 1) / tile
    let pairs = tiles * cache.kvHeads
    let tasks = min(flash ? scratch.tasks : scratch.tasks / tile, pairs)
    let scoreStride = 5 * cache.group * scratch.contextSize
    parallelFor(tasks, minimumPerTask: 1) { task in
        let scores = flash ? scratch.scores : scratch.scores + task * tile * scoreStride  // the exact tiles' score rows
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * tile) { spans in
            let firsts = spans.baseAddress!, lasts = firsts + tile
            var pair = task
            while pair < pairs {
                let t0 = (pair / cache.kvHeads) * tile, kvHead = pair % cache.kvHeads
                let tokens = min(tile, count - t0)
                for t in 0..<tokens {
                    lasts[t] = firstPosition + t0 + t
                    firsts[t] = cache.firstAttended(lasts[t])
                }
                let qOffset = t0 * cache.qDim + kvHead * cache.group * cache.headDim
                attendPromptTile(cache, kvHead: kvHead, q + qOffset, tokens: tokens, firsts: firsts, lasts: lasts,
                                 arithmetic: arithmetic, scores: scores, scoreStride: scoreStride, out: out + qOffset)
                pair += tasks
            }
        }
    }
}

/// Attention of one tile of `tokens` consecutive tokens on KV head `kvHead` (queries q at token
/// stride qDim, outputs in the same layout), by `arithmetic`: `attendTile` with `scores` its
/// scratch (`scoreStride` floats per token), or `flashAttendTile` with a few KiB of stack. Every
/// prompt tile and every lone token that does not take the split decode attention comes here, so
/// a token's bits are the same wherever it runs.
func attendPromptTile(_ cache: CachedAttention, kvHead: Int, _ q: UnsafePointer<Float>, tokens: Int,
                      firsts: UnsafePointer<Int>, lasts: UnsafePointer<Int>, arithmetic: PromptAttention,
                      scores: UnsafeMutablePointer<Float>, scoreStride: Int, out: UnsafeMutablePointer<Float>) {
    let keys = cache.keys + kvHead * cache.headDim, values = cache.values + kvHead * cache.headDim
    guard arithmetic == .flash else {
        attendTile(q, qTokenStride: cache.qDim, tokens: tokens, group: cache.group, headDim: cache.headDim, keys, values,
                   kvStride: cache.kvDim, slots: cache.slots, firsts: firsts, lasts: lasts, scores: scores, scoreStride: scoreStride,
                   out: out, outTokenStride: cache.qDim, outStride: cache.headDim, scoreScale: cache.scoreScale)
        return
    }
    func flash(_ q: UnsafePointer<Float>, qTokenStride: Int) {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: flashScratchCount(tokens: tokens, group: cache.group)) { flashScratch in
            flashAttendTile(q, qTokenStride: qTokenStride, tokens: tokens, group: cache.group, headDim: cache.headDim, keys, values,
                            kvStride: cache.kvDim, slots: cache.slots, firsts: firsts, lasts: lasts, scratch: flashScratch.baseAddress!,
                            out: out, outTokenStride: cache.qDim, outStride: cache.headDim)
        }
    }
    guard cache.scoreScale != 1 else { return flash(q, qTokenStride: cache.qDim) }
    // The flash kernel takes float queries: scaled first, as ggml's tiled kernel scales q·k in float.
    let width = cache.group * cache.headDim
    withUnsafeTemporaryAllocation(of: Float.self, capacity: tokens * width) { scaled in
        let sq = scaled.baseAddress!
        for t in 0..<tokens { for i in 0..<width { sq[t * width + i] = q[t * cache.qDim + i] * cache.scoreScale } }
        flash(sq, qTokenStride: width)
    }
}
