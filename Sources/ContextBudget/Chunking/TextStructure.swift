/// Where a text may be cut, and how strongly: every boundary down to clause level, found in one
/// pass over the UTF-8 bytes (`StructureScanner`), plus the Markdown headings for heading paths.
///
/// Word boundaries are not stored: there is one every few bytes, and they are only needed inside
/// a span with no coarser boundary that must still be cut, or to start an overlap; they are
/// found there, in that span (`wordBoundaries(inside:)`). Grapheme and token boundaries are only
/// needed inside a word that alone is over the limit, and are found there too.
struct TextStructure {
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
    /// Every boundary down to clause level, ascending. Offset 0 and the end of the text are never boundaries.
    let offsets: [Int]
    /// `BoundaryLevel.rank` of each boundary in `offsets`.
    let ranks: [UInt8]
    /// For each rank r up to clause level: the offsets of boundaries of rank ≤ r, ascending, so
    /// "the next paragraph-or-coarser boundary after x" is one binary search.
    let offsetsAtOrAbove: [[Int]]
    /// Markdown headings outside fenced code, in order.
    let headings: [Heading]
    /// `headingPaths[i]` is the heading path in force from `headings[i]` up to the next heading.
    let headingPaths: [[String]]

    init(bytes: UnsafeBufferPointer<UInt8>, offsets: [Int], ranks: [UInt8], headings: [Heading]) {
        self.bytes = bytes
        self.offsets = offsets
        self.ranks = ranks
        // Clause level holds every stored boundary: that array is `offsets` itself, shared, not copied.
        let finest = BoundaryLevel.clause.rank
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
    /// - Complexity: O(levels · log n + k) for k boundaries returned; O(range) at word level.
    func cuts(inside range: Range<Int>, fromRank rank: Int) -> (rank: Int, offsets: ArraySlice<Int>)? {
        guard rank <= BoundaryLevel.finestStructuralRank else { return nil }
        for level in rank...BoundaryLevel.finestStructuralRank {
            guard level < BoundaryLevel.word.rank else {
                let all = boundaries(inside: range).offsets
                return all.isEmpty ? nil : (level, all[...])
            }
            let candidates = offsetsAtOrAbove[level]
            let first = candidates.partitionPoint { $0 > range.lowerBound }
            guard first < candidates.count, candidates[first] < range.upperBound else { continue }
            let end = candidates[first...].partitionPoint { $0 >= range.upperBound }
            return (level, candidates[first..<end])
        }
        return nil
    }

    /// Every boundary strictly inside `range`, word level included, ascending, with its rank.
    /// - Complexity: O(log n) plus O(range) to find the words.
    func boundaries(inside range: Range<Int>) -> (offsets: [Int], ranks: [UInt8]) {
        let first = offsets.partitionPoint { $0 > range.lowerBound }
        let end = max(first, offsets[first...].partitionPoint { $0 >= range.upperBound })
        let words = wordBoundaries(inside: range)
        var mergedOffsets: [Int] = []
        var mergedRanks: [UInt8] = []
        mergedOffsets.reserveCapacity(end - first + words.count)
        mergedRanks.reserveCapacity(end - first + words.count)
        var stored = first
        let wordRank = UInt8(BoundaryLevel.word.rank)
        for word in words {
            while stored < end, offsets[stored] < word {
                mergedOffsets.append(offsets[stored])
                mergedRanks.append(ranks[stored])
                stored += 1
            }
            if stored < end, offsets[stored] == word { continue }  // a coarser boundary is already there
            mergedOffsets.append(word)
            mergedRanks.append(wordRank)
        }
        mergedOffsets += offsets[stored..<end]
        mergedRanks += ranks[stored..<end]
        return (mergedOffsets, mergedRanks)
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
