/// Which adjacent pairs merge, and in which order: the one rule that distinguishes BPE flavours.
///
/// `merge` returns `rank << 32 | mergedID` for the pair of symbols covering `start ..< end`
/// of the word, or `PairMerger.noMerge`. Lower ranks merge first; among equal ranks the
/// leftmost pair merges first (tiktoken, Hugging Face and SentencePiece all agree on that).
protocol MergeRule {
    func merge(leftID: Int32, rightID: Int32, word: UnsafePointer<UInt8>, start: Int, end: Int) -> UInt64
}

/// The BPE merge loop shared by byte-level BPE (ranks) and SentencePiece BPE (scores turned into ranks).
///
/// Small words use tiktoken's linear scan (find the lowest-ranked pair, merge, update its two
/// neighbours): for the 1–20 symbols of an ordinary word it beats a heap because everything
/// stays in one or two cache lines. Long words (a 100 KB run without spaces, a CJK paragraph)
/// would make that quadratic, so above `linearLimit` symbols a doubly linked list and a binary
/// min-heap keyed by `(rank, left position)` take over: O(n log n). Stale heap entries are
/// detected by recomputing the pair's rank when popped, which is what Hugging Face does.
struct PairMerger {
    static let noMerge = UInt64.max
    /// Above this many symbols the heap is used. Measured: the crossover is between 32 and 96
    /// symbols on these machines; 48 keeps both sides fast.
    static let linearLimit = 48

    /// Symbol start offsets within the word; `starts[count]` is the word's end.
    var starts: [Int32] = []
    /// Symbol ids (-1: not a piece, SentencePiece only).
    var ids: [Int32] = []
    private var pairs: [UInt64] = []
    /// Heap path: next and previous alive symbol (see `runHeap`), and the heap's storage.
    private var links: [Int32] = []
    private var heapStorage: [UInt64] = []
    /// Number of symbols after `run`.
    private(set) var count = 0
    /// After `run`: which symbols are alive (heap path) — walk with `forEachSymbol`.
    private var usedHeap = false

    init() {}

    /// Starts a word: call `addSymbol` for every initial symbol, then `run`.
    @inline(__always)
    mutating func reset() {
        starts.removeAll(keepingCapacity: true)
        ids.removeAll(keepingCapacity: true)
        count = 0
    }

    @inline(__always)
    mutating func addSymbol(start: Int, id: Int32) {
        starts.append(Int32(start))
        ids.append(id)
        count += 1
    }

    /// Which merge loop `run` uses: by size (`automatic`), or one of them forced, so tests can
    /// check both against the reference on the same words.
    enum Path { case automatic, linear, heap }

    /// Merges until no pair merges. `wordLength` is the byte length of the word.
    mutating func run<Rule: MergeRule>(rule: Rule, word: UnsafePointer<UInt8>, wordLength: Int, path: Path = .automatic) {
        starts.append(Int32(wordLength))
        switch path {
        case .automatic: usedHeap = count > Self.linearLimit
        case .linear: usedHeap = false
        case .heap: usedHeap = true
        }
        if usedHeap { runHeap(rule: rule, word: word) } else { runLinear(rule: rule, word: word) }
    }

    private mutating func runLinear<Rule: MergeRule>(rule: Rule, word: UnsafePointer<UInt8>) {
        let initialCount = count
        if pairs.count < initialCount { pairs = [UInt64](repeating: 0, count: max(initialCount, Self.linearLimit)) }
        // Raw pointers for the loop: no bounds checks, no uniqueness checks, plain memmove to remove.
        count = starts.withUnsafeMutableBufferPointer { starts in
            ids.withUnsafeMutableBufferPointer { ids in
                pairs.withUnsafeMutableBufferPointer { pairs in
                    var symbolCount = initialCount
                    for index in 0..<max(symbolCount - 1, 0) {
                        pairs[index] = rule.merge(leftID: ids[index], rightID: ids[index + 1], word: word,
                                                  start: Int(starts[index]), end: Int(starts[index + 2]))
                    }
                    while symbolCount > 1 {
                        var best = 0
                        var bestRank = pairs[0] >> 32
                        var index = 1
                        while index < symbolCount - 1 {
                            let rank = pairs[index] >> 32
                            if rank < bestRank { bestRank = rank; best = index }
                            index += 1
                        }
                        if pairs[best] == Self.noMerge { break }
                        ids[best] = Int32(truncatingIfNeeded: pairs[best] & 0xFFFF_FFFF)
                        // Remove symbol best + 1 (starts keeps its end sentinel at symbolCount). The tails
                        // are a few elements: one plain loop beats three calls to memmove.
                        var moved = best + 1
                        while moved < symbolCount - 1 {
                            ids[moved] = ids[moved + 1]
                            pairs[moved - 1] = pairs[moved]
                            starts[moved] = starts[moved + 1]
                            moved += 1
                        }
                        starts[symbolCount - 1] = starts[symbolCount]
                        symbolCount -= 1
                        if best < symbolCount - 1 {
                            pairs[best] = rule.merge(leftID: ids[best], rightID: ids[best + 1], word: word,
                                                     start: Int(starts[best]), end: Int(starts[best + 2]))
                        }
                        if best > 0 {
                            pairs[best - 1] = rule.merge(leftID: ids[best - 1], rightID: ids[best], word: word,
                                                         start: Int(starts[best - 1]), end: Int(starts[best + 1]))
                        }
                    }
                    return symbolCount
                }
            }
        }
    }

    private mutating func runHeap<Rule: MergeRule>(rule: Rule, word: UnsafePointer<UInt8>) {
        let symbolCount = count
        // Sized once, then raw pointers: the loop has no bounds checks, appends or uniqueness
        // checks (they were a third of this function's time on CJK runs). `links[i]` is the next
        // alive symbol after i, `links[symbolCount + i]` the previous one (-1: none). A word of
        // n symbols pushes at most n - 1 + 2 (n - 1) pairs, so 3n heap slots always suffice.
        if links.count < 2 * symbolCount { links = [Int32](repeating: 0, count: 2 * symbolCount) }
        if heapStorage.count < 3 * symbolCount { heapStorage = [UInt64](repeating: 0, count: 3 * symbolCount) }
        count = starts.withUnsafeMutableBufferPointer { starts in
            ids.withUnsafeMutableBufferPointer { ids in
                links.withUnsafeMutableBufferPointer { links in
                    heapStorage.withUnsafeMutableBufferPointer { storage in
                        let next = links.baseAddress!
                        let previous = next + symbolCount
                        for index in 0..<symbolCount {
                            next[index] = index + 1 < symbolCount ? Int32(index + 1) : -1
                            previous[index] = Int32(index - 1)
                        }
                        // `starts[i]` stays the start of symbol i; its end is the start of `next[i]` (or the word end).
                        let wordEnd = Int(starts[symbolCount])
                        @inline(__always) func pairValue(_ left: Int) -> UInt64 {
                            let right = Int(next[left])
                            let following = next[right]
                            let end = following < 0 ? wordEnd : Int(starts[Int(following)])
                            return rule.merge(leftID: ids[left], rightID: ids[right], word: word, start: Int(starts[left]), end: end)
                        }
                        var heap = MinHeap(storage: storage.baseAddress!)
                        for index in 0..<max(symbolCount - 1, 0) {
                            let value = pairValue(index)
                            if value != Self.noMerge { heap.push((value >> 32) << 32 | UInt64(index)) }
                        }
                        var alive = symbolCount
                        while heap.count > 0 {
                            let top = heap.pop()
                            let left = Int(top & 0xFFFF_FFFF)
                            let rank = top >> 32
                            // Stale: the left symbol was absorbed, or it has no right neighbour any more, or the
                            // pair there now merges differently.
                            guard ids[left] != Int32.min, next[left] >= 0 else { continue }
                            let value = pairValue(left)
                            guard value >> 32 == rank else { continue }
                            let right = Int(next[left])
                            ids[left] = Int32(truncatingIfNeeded: value & 0xFFFF_FFFF)
                            ids[right] = Int32.min  // absorbed
                            let following = next[right]
                            next[left] = following
                            alive -= 1
                            if following >= 0 {
                                previous[Int(following)] = Int32(left)
                                let merged = pairValue(left)
                                if merged != Self.noMerge { heap.push((merged >> 32) << 32 | UInt64(left)) }
                            }
                            let before = Int(previous[left])
                            if before >= 0 {
                                let merged = pairValue(before)
                                if merged != Self.noMerge { heap.push((merged >> 32) << 32 | UInt64(before)) }
                            }
                        }
                        // Compact the surviving symbols to the front, so both paths leave the same layout.
                        var write = 0
                        var index = 0
                        while index >= 0 && index < symbolCount {
                            starts[write] = starts[index]
                            ids[write] = ids[index]
                            write += 1
                            index = Int(next[index])
                        }
                        starts[write] = Int32(wordEnd)
                        return alive
                    }
                }
            }
        }
    }
}
