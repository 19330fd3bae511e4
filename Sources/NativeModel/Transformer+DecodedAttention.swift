/// Attention of decoded tokens: one token alone (plain decoding), and several tokens each
/// computed exactly as if alone (speculative verification, `forwardEach`).
///
/// A lone decoded token would leave threads idle with one task per KV head (all of them, with
/// one KV head; one in three with three KV heads on two threads), so its positions are split in
/// `KernelSettings.current.threadCount` parts: per KV head, scores per part, one softmax over all
/// of them, a partial weighted sum per part, the partials added in part order. Several decoded
/// tokens instead run one token per thread, each through the same parts one after the other: the
/// same operations on the same values in the same order, so every row is bit-identical to its
/// token decoded alone (`PromptLookupTests`), and a pass has one barrier per layer instead of
/// three per token, and no thread waits while another runs a softmax.
extension Transformer {
    /// Whether a lone decoded token at `position` takes the split path (`attendSplit`).
    func splitsDecodeAttention(at position: Int) -> Bool {
        KernelSettings.current.threadCount > 1 && position >= 256
    }

    /// One decoded token at `position` over the cache of `layer`: q (headCount, headDim) -> out
    /// (headCount, headDim), query heads k·group ..< (k + 1)·group on KV head k. `scores` is
    /// scratch for `scratchHeads` KV heads at a time (5 × group × positions each): the KV heads go
    /// through in waves of that many, every part of a wave on one task. The parts run on the worker
    /// threads when `parallel`, else one after the other; the result is the same bits either way,
    /// and whatever the wave size, since each KV head's sums are the same operations in the same order.
    func attendSplit(layer: Int, position pos: Int, q: UnsafePointer<Float>, out: UnsafeMutablePointer<Float>,
                     scores: UnsafeMutablePointer<Float>, scratchHeads: Int, parallel: Bool) {
        let c = config, s = state, kvHeads = c.kvHeadCount, group = c.headCount / kvHeads, headDim = c.headDim
        let kvDim = kvHeads * headDim, headSize = group * headDim
        let slots = s.cacheSlots[layer], keys = s.keyCache[layer], values = s.valueCache[layer]
        let window = c.isSliding(layer) ? c.slidingWindow : Int.max
        let first = window == Int.max ? 0 : max(0, pos - window + 1), positions = pos - first + 1
        let parts = KernelSettings.current.threadCount   // fixed: the parts decide the sums, whichever thread runs them
        let wave = max(1, min(kvHeads, scratchHeads)), headScratch = 5 * group * positions
        func part(_ p: Int) -> Range<Int> { (positions * p / parts)..<(positions * (p + 1) / parts) }
        func forEachPart(_ body: (Int) -> Void) {
            if parallel { parallelFor(parts, minimumPerTask: 1, body) } else { for p in 0..<parts { body(p) } }
        }
        // (wave, group, headDim) half-rounded queries, then (wave, parts, group, headDim) partial sums.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: (parts + 1) * wave * headSize) { buffer in
            let hq = buffer.baseAddress!, partials = hq + wave * headSize
            for lower in stride(from: 0, to: kvHeads, by: wave) {
                let heads = 0..<min(wave, kvHeads - lower)
                for k in heads {
                    halfRoundedQuery(q + (lower + k) * headSize, group: group, qStride: headDim, headDim: headDim, into: hq + k * headSize)
                }
                forEachPart { p in
                    for k in heads {
                        attentionScores(hq + k * headSize, group: group, keys + (lower + k) * headDim, kvStride: kvDim, slots: slots,
                                        first: first, positions: part(p), headDim: headDim, scores: scores + k * headScratch)
                    }
                }
                for k in heads {
                    scaleScores(scores + k * headScratch, group: group, count: positions, by: attentionScoreScale)
                    attentionSoftmax(scores + k * headScratch, group: group, count: positions)
                }
                forEachPart { p in
                    for k in heads {
                        attentionWeightedSum(values + (lower + k) * headDim, kvStride: kvDim, slots: slots, first: first, positions: part(p),
                                             group: group, headDim: headDim, scores: scores + k * headScratch, count: positions,
                                             out: partials + (k * parts + p) * headSize, outStride: headDim)
                    }
                }
                for k in heads {
                    let own = partials + k * parts * headSize, o = out + (lower + k) * headSize
                    for i in 0..<headSize {
                        var total: Float = 0
                        for p in 0..<parts { total += own[p * headSize + i] }
                        o[i] = total
                    }
                }
            }
        }
    }

    /// `count` decoded tokens at positions firstPosition… (queries at rows row…, keys and values
    /// cached), each exactly as `attend(layer:count: 1, …)` computes it alone.
    func attendEachDecoded(layer: Int, count: Int, firstPosition: Int, row: Int) {
        let s = state
        if splitsDecodeAttention(at: firstPosition), config.kvHeadCount == 1, KernelSettings.current.threadCount <= s.verificationParts,
           count <= s.verificationRows {
            attendSplitTogether(layer: layer, count: count, firstPosition: firstPosition, row: row)
            return
        }
        let c = config
        let qDim = c.headCount * c.headDim, group = c.headCount / c.kvHeadCount, headDim = c.headDim
        let cache = cachedAttention(layer: layer), arithmetic = promptAttention
        let scratchStride = 5 * group * contextSize, tasks = min(s.scoreTasks, count)
        // One token per task.
        parallelFor(tasks, minimumPerTask: 1) { task in
            let scratch = s.scores + task * scratchStride
            var t = task
            while t < count {
                let pos = firstPosition + t, q = s.query + (row + t) * qDim, out = s.normed.floats + (row + t) * qDim
                if splitsDecodeAttention(at: pos) {
                    attendSplit(layer: layer, position: pos, q: q, out: out, scores: scratch, scratchHeads: 1, parallel: false)
                } else {
                    // The prefill tile of one token, as `attend` runs it for a lone token near the start.
                    var first = cache.firstAttended(pos), last = pos
                    for kvHead in 0..<c.kvHeadCount {
                        let qOffset = kvHead * group * headDim
                        attendPromptTile(cache, kvHead: kvHead, q + qOffset, tokens: 1, firsts: &first, lasts: &last,
                                         arithmetic: arithmetic, scores: scratch, scoreStride: scratchStride, out: out + qOffset)
                    }
                }
                t += tasks
            }
        }
    }

    /// Every token on the split path (one KV head, positions past 256): `attendSplit` for all of
    /// them at once. Part p of every token runs on one task, walking the union of the tokens'
    /// part-p positions in blocks of 32 so each block of keys (then of values) is loaded once for
    /// all tokens; the softmaxes run one token per task between the two walks. Each score,
    /// softmax, partial sum and their total is the operation `attendSplit` performs, in its order.
    func attendSplitTogether(layer: Int, count: Int, firstPosition: Int, row: Int) {
        let c = config, s = state
        let qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim, group = c.headCount / c.kvHeadCount, headDim = c.headDim
        let slots = s.cacheSlots[layer], keys = s.keyCache[layer], values = s.valueCache[layer]
        let window = c.isSliding(layer) ? c.slidingWindow : Int.max
        let scratchStride = 5 * group * contextSize, parts = KernelSettings.current.threadCount
        let scratch = s.verificationScores, partials = s.verificationPartials, queries = s.query + row * qDim
        func firstAttended(_ t: Int) -> Int { window == Int.max ? 0 : max(0, firstPosition + t - window + 1) }
        func positions(_ t: Int) -> Int { firstPosition + t - firstAttended(t) + 1 }
        /// Token t's part-p positions, as offsets from its first attended position.
        func part(_ p: Int, of t: Int) -> Range<Int> { (positions(t) * p / parts)..<(positions(t) * (p + 1) / parts) }
        /// body(t, offsets) for each block of 32 absolute positions over part p of every token, in order.
        func forEachBlock(ofPart p: Int, _ body: (Int, Range<Int>) -> Void) {
            var lower = Int.max, upper = Int.min
            for t in 0..<count {
                let r = part(p, of: t), first = firstAttended(t)
                if !r.isEmpty { lower = min(lower, first + r.lowerBound); upper = max(upper, first + r.upperBound) }
            }
            var block = lower
            while block < upper {
                let blockEnd = min(upper, block + 32)
                for t in 0..<count {
                    let r = part(p, of: t), first = firstAttended(t)
                    let from = max(block, first + r.lowerBound), to = min(blockEnd, first + r.upperBound)
                    if from < to { body(t, (from - first)..<(to - first)) }
                }
                block = blockEnd
            }
        }
        // Half-rounded queries (group, headDim) of each token, in its partials' last part slot
        // until the weighted sums overwrite it: (count, parts, qDim) holds them.
        let hq = partials + (parts - 1) * qDim
        for t in 0..<count {
            halfRoundedQuery(queries + t * qDim, group: group, qStride: headDim, headDim: headDim, into: hq + t * parts * qDim)
        }
        parallelFor(parts, minimumPerTask: 1) { p in
            forEachBlock(ofPart: p) { t, offsets in
                attentionScores(hq + t * parts * qDim, group: group, keys, kvStride: kvDim, slots: slots, first: firstAttended(t),
                                positions: offsets, headDim: headDim, scores: scratch + t * scratchStride)
            }
        }
        let scale = attentionScoreScale
        parallelFor(count, minimumPerTask: 1) { t in
            scaleScores(scratch + t * scratchStride, group: group, count: positions(t), by: scale)
            attentionSoftmax(scratch + t * scratchStride, group: group, count: positions(t))
        }
        parallelFor(parts, minimumPerTask: 1) { p in
            forEachBlock(ofPart: p) { t, offsets in
                attentionWeightedSum(values, kvStride: kvDim, slots: slots, first: firstAttended(t), positions: offsets, group: group,
                                     headDim: headDim, scores: scratch + t * scratchStride, count: positions(t),
                                     out: partials + (t * parts + p) * qDim, outStride: headDim,
                                     accumulating: offsets.lowerBound > part(p, of: t).lowerBound)
            }
        }
        for t in 0..<count {
            let out = s.normed.floats + (row + t) * qDim, own = partials + t * parts * qDim
            for i in 0..<(group * headDim) {
                var total: Float = 0
                for p in 0..<parts { total += own[p * qDim + i] }
                out[i] = total
            }
        }
    }
}
