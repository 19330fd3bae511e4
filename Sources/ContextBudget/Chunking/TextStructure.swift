/// Where a text may be cut, and how strongly, plus the Markdown headings for heading paths.
///
/// Boundaries down to line level are found in one pass when the text is read
/// (`StructureScanner`). Finer ones are many more and needed only where a span with no coarser
/// boundary must still be cut (or an overlap started), so they are found there: sentences and
/// clauses by `SentenceScanner`, a stretch of whole lines at a time, each stretch scanned once
/// and kept; words by `wordBoundaries(inside:)` on the span itself. Grapheme and token
/// boundaries are only needed inside a word that alone is over the limit, and are found there too.
final class TextStructure {
    /// One Markdown ATX heading.
    struct Heading: Sendable, Hashable {
        /// Start of the heading's line.
        var byteOffset: Int
        /// 1 for `#` … 6 for `######`.
        var depth: Int
        var title: String
    }

    /// The text, as UTF-8.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Every boundary down to line level, ascending (all at line starts). Offset 0 and the end of
    /// the text are never boundaries.
    let offsets: [Int]
    /// `BoundaryLevel.rank` of each boundary in `offsets`.
    let ranks: [UInt8]
    /// For each rank r up to line level: the offsets of boundaries of rank ≤ r, ascending, so
    /// "the next paragraph-or-coarser boundary after x" is one binary search.
    let offsetsAtOrAbove: [[Int]]
    /// Markdown headings outside fenced code, in order.
    let headings: [Heading]
    /// `headingPaths[i]` is the heading path in force from `headings[i]` up to the next heading.
    let headingPaths: [[String]]
    /// Starts of the stretches of whole lines (about `stretchBytes` each) scanned for sentences
    /// and clauses; the first is 0.
    private let stretchStarts: [Int]
    /// The sentence and clause boundaries of each stretch, once scanned.
    private var stretches: [(offsets: [Int], ranks: [UInt8])?]
    private static let stretchBytes = 16_384

    init(bytes: UnsafeBufferPointer<UInt8>, offsets: [Int], ranks: [UInt8], headings: [Heading]) {
        self.bytes = bytes
        self.offsets = offsets
        self.ranks = ranks
        // Line level holds every stored boundary: that array is `offsets` itself, shared, not copied.
        let finest = BoundaryLevel.line.rank
        var levels = [[Int]](repeating: [], count: finest)
        for (offset, rank) in zip(offsets, ranks) where Int(rank) < finest {
            for level in Int(rank)..<finest { levels[level].append(offset) }
        }
        offsetsAtOrAbove = levels + [offsets]
        self.headings = headings
        var paths: [[String]] = []
        var stack: [(depth: Int, title: String)] = []
        for heading in headings {
            while let last = stack.last, last.depth >= heading.depth { stack.removeLast() }
            stack.append((heading.depth, heading.title))
            paths.append(stack.map(\.title))
        }
        headingPaths = paths
        var starts = [0]
        for offset in offsets where offset - starts[starts.count - 1] >= Self.stretchBytes { starts.append(offset) }
        stretchStarts = starts
        stretches = Array(repeating: nil, count: starts.count)
    }

    var byteCount: Int { bytes.count }

    /// The headings enclosing `byteOffset`: those whose line starts at or before it, outermost first.
    /// - Complexity: O(log h) in the number of headings.
    func headingPath(at byteOffset: Int) -> [String] {
        let index = headings.partitionPoint { $0.byteOffset > byteOffset } - 1
        return index >= 0 ? headingPaths[index] : []
    }

    /// The coarsest boundaries strictly inside `range`, searching from `rank` down to word level:
    /// their rank and offsets; nil when the range has no boundary at all at those levels.
    /// - Complexity: O(levels · log n + k) for k boundaries returned down to line level; below,
    ///   O(range) (and once per stretch of lines, the sentence scan).
    func cuts(inside range: Range<Int>, fromRank rank: Int) -> (rank: Int, offsets: ArraySlice<Int>)? {
        guard rank <= BoundaryLevel.finestStructuralRank else { return nil }
        var finer: (offsets: [Int], ranks: [UInt8])?
        for level in rank...BoundaryLevel.finestStructuralRank {
            if level <= BoundaryLevel.line.rank {
                let candidates = offsetsAtOrAbove[level]
                let first = candidates.partitionPoint { $0 > range.lowerBound }
                guard first < candidates.count, candidates[first] < range.upperBound else { continue }
                let end = candidates[first...].partitionPoint { $0 >= range.upperBound }
                return (level, candidates[first..<end])
            }
            if level == BoundaryLevel.word.rank {
                let all = boundaries(inside: range).offsets
                return all.isEmpty ? nil : (level, all[...])
            }
            if finer == nil { finer = boundaries(inside: range, words: false) }
            let cuts = zip(finer!.offsets, finer!.ranks).filter { Int($0.1) <= level }.map(\.0)
            if !cuts.isEmpty { return (level, cuts[...]) }
        }
        return nil
    }

    /// Every boundary strictly inside `range`, ascending, with its rank; words too unless `words`
    /// is false.
    /// - Complexity: O(k log k) for k boundaries, plus O(range) to find the words.
    func boundaries(inside range: Range<Int>, words: Bool = true) -> (offsets: [Int], ranks: [UInt8]) {
        let first = offsets.partitionPoint { $0 > range.lowerBound }
        let end = max(first, offsets[first...].partitionPoint { $0 >= range.upperBound })
        var found: [(offset: Int, rank: UInt8)] = zip(offsets[first..<end], ranks[first..<end]).map { ($0, $1) }
        found += sentenceBoundaries(inside: range)
        if words {
            let wordRank = UInt8(BoundaryLevel.word.rank)
            found += wordBoundaries(inside: range).map { ($0, wordRank) }
        }
        // Where two levels meet at one offset, the coarser one stands (as the eager scan merged them).
        found.sort { $0.offset != $1.offset ? $0.offset < $1.offset : $0.rank < $1.rank }
        var mergedOffsets: [Int] = []
        var mergedRanks: [UInt8] = []
        mergedOffsets.reserveCapacity(found.count)
        mergedRanks.reserveCapacity(found.count)
        for (offset, rank) in found where mergedOffsets.last != offset {
            mergedOffsets.append(offset)
            mergedRanks.append(rank)
        }
        return (mergedOffsets, mergedRanks)
    }

    /// Sentence and clause boundaries strictly inside `range`, ascending, scanning the stretches
    /// of lines it touches the first time they are asked for.
    /// - Complexity: O(log s + k) for k boundaries, once the stretches are scanned.
    func sentenceBoundaries(inside range: Range<Int>) -> [(offset: Int, rank: UInt8)] {
        var found: [(offset: Int, rank: UInt8)] = []
        var stretch = max(0, stretchStarts.partitionPoint { $0 > range.lowerBound } - 1)
        while stretch < stretchStarts.count, stretchStarts[stretch] < range.upperBound {
            if stretches[stretch] == nil {
                let end = stretch + 1 < stretchStarts.count ? stretchStarts[stretch + 1] : bytes.count
                stretches[stretch] = SentenceScanner.scan(bytes, lines: stretchStarts[stretch]..<end)
            }
            let (offsets, ranks) = stretches[stretch]!
            let first = offsets.partitionPoint { $0 > range.lowerBound }
            var index = first
            while index < offsets.count, offsets[index] < range.upperBound {
                found.append((offsets[index], ranks[index]))
                index += 1
            }
            stretch += 1
        }
        return found
    }

    /// Word boundaries strictly inside `range`, ascending: before a run of spaces or tabs (unless
    /// it follows a line break, where the line boundary is), and before each ideographic space.
    /// Some are also coarser boundaries (a space after a sentence); `boundaries(inside:)` merges.
    /// - Complexity: O(range).
    func wordBoundaries(inside range: Range<Int>) -> [Int] {
        var words: [Int] = []
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                let previous = bytes[index - 1]
                if previous != 0x20, previous != 0x09, previous != 0x0A, previous != 0x0D { words.append(index) }
            } else if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 {
                words.append(index)  // U+3000
            }
            index += 1
        }
        return words
    }
}

extension Collection {
    /// The first index whose element satisfies `predicate`, which must be false for a prefix of
    /// the collection and true for the rest (binary search).
    /// - Complexity: O(log n) predicate calls.
    func partitionPoint(where predicate: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
