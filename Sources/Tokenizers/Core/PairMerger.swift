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
    private var next: [Int32] = []
    private var previous: [Int32] = []
    private var heap: [UInt64] = []
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

    /// Merges until no pair merges. `wordLength` is the byte length of the word.
    mutating func run<Rule: MergeRule>(rule: Rule, word: UnsafePointer<UInt8>, wordLength: Int) {
        starts.append(Int32(wordLength))
        usedHeap = count > Self.linearLimit
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
        next.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        for index in 0..<symbolCount {
            next.append(index + 1 < symbolCount ? Int32(index + 1) : -1)
            previous.append(Int32(index - 1))
        }
        // `starts[i]` stays the start of symbol i; its end is the start of `next[i]` (or the word end).
        let wordEnd = Int(starts[symbolCount])
        @inline(__always) func end(_ index: Int) -> Int {
            let following = next[index]
            return following < 0 ? wordEnd : Int(starts[Int(following)])
        }
        @inline(__always) func pairValue(_ left: Int) -> UInt64 {
            let right = Int(next[left])
            return rule.merge(leftID: ids[left], rightID: ids[right], word: word,
                              start: Int(starts[left]), end: end(right))
        }
        for index in 0..<max(symbolCount - 1, 0) {
            let value = pairValue(index)
            if value != Self.noMerge { push((value >> 32) << 32 | UInt64(index)) }
        }
        var alive = symbolCount
        while !heap.isEmpty {
            let top = pop()
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
            if following >= 0 { previous[Int(following)] = Int32(left) }
            alive -= 1
            if following >= 0 {
                let merged = pairValue(left)
                if merged != Self.noMerge { push((merged >> 32) << 32 | UInt64(left)) }
            }
            let before = Int(previous[left])
            if before >= 0 {
                let merged = pairValue(before)
                if merged != Self.noMerge { push((merged >> 32) << 32 | UInt64(before)) }
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
            if index < 0 { break }
        }
        starts[write] = Int32(wordEnd)
        count = alive
    }

    @inline(__always)
    private mutating func push(_ value: UInt64) {
        heap.append(value)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] <= value { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = value
    }

    @inline(__always)
    private mutating func pop() -> UInt64 {
        let top = heap[0]
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        var parent = 0
        let size = heap.count
        while true {
            var child = 2 * parent + 1
            if child >= size { break }
            if child + 1 < size && heap[child + 1] < heap[child] { child += 1 }
            if heap[child] >= last { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }
}
