/// Where a text may be cut, and how strongly: every boundary down to word level, found in one
/// pass over the UTF-8 bytes, plus the Markdown headings for heading paths.
///
/// Grapheme and token boundaries are not stored: they are only needed inside a word that alone
/// is over the limit, and are found there on demand.
struct TextStructure: Sendable {
    /// One Markdown ATX heading.
    struct Heading: Sendable, Hashable {
        /// Start of the heading's line.
        var byteOffset: Int
        /// 1 for `#` … 6 for `######`.
        var depth: Int
        var title: String
    }

    /// Bytes in the text.
    let byteCount: Int
    /// Every boundary, ascending. Offset 0 and the end of the text are never boundaries.
    let offsets: [Int]
    /// `BoundaryLevel.rank` of each boundary in `offsets`.
    let ranks: [UInt8]
    /// For each rank r up to word level: the offsets of boundaries of rank ≤ r, ascending, so
    /// "the next paragraph-or-coarser boundary after x" is one binary search.
    let offsetsAtOrAbove: [[Int]]
    /// Markdown headings outside fenced code, in order.
    let headings: [Heading]
    /// `headingPaths[i]` is the heading path in force from `headings[i]` up to the next heading.
    let headingPaths: [[String]]

    init(byteCount: Int, offsets: [Int], ranks: [UInt8], headings: [Heading]) {
        self.byteCount = byteCount
        self.offsets = offsets
        self.ranks = ranks
        // Word level holds every boundary: that array is `offsets` itself, shared, not copied.
        let finest = BoundaryLevel.finestStructuralRank
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

    /// The headings enclosing `byteOffset`: those whose line starts at or before it, outermost first.
    /// - Complexity: O(log h) in the number of headings.
    func headingPath(at byteOffset: Int) -> [String] {
        let index = headings.partitionPoint { $0.byteOffset > byteOffset } - 1
        return index >= 0 ? headingPaths[index] : []
    }

    /// The rank of the boundary at `byteOffset`, or nil when there is none there.
    /// - Complexity: O(log n).
    func rank(at byteOffset: Int) -> Int? {
        let index = offsets.partitionPoint { $0 >= byteOffset }
        return index < offsets.count && offsets[index] == byteOffset ? Int(ranks[index]) : nil
    }

    /// The coarsest boundaries strictly inside `range`, searching from `rank` down to word level:
    /// their rank and offsets; nil when the range has no boundary at all at those levels.
    /// - Complexity: O(levels · log n + k) for k boundaries returned.
    func cuts(inside range: Range<Int>, fromRank rank: Int) -> (rank: Int, offsets: ArraySlice<Int>)? {
        guard rank <= BoundaryLevel.finestStructuralRank else { return nil }
        for level in rank...BoundaryLevel.finestStructuralRank {
            let candidates = offsetsAtOrAbove[level]
            let first = candidates.partitionPoint { $0 > range.lowerBound }
            guard first < candidates.count, candidates[first] < range.upperBound else { continue }
            let end = candidates[first...].partitionPoint { $0 >= range.upperBound }
            return (level, candidates[first..<end])
        }
        return nil
    }

    /// Indices into `offsets` of the boundaries strictly inside `range`.
    /// - Complexity: O(log n).
    func boundaryIndices(inside range: Range<Int>) -> Range<Int> {
        let first = offsets.partitionPoint { $0 > range.lowerBound }
        let end = offsets[first...].partitionPoint { $0 >= range.upperBound }
        return first..<max(first, end)
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
