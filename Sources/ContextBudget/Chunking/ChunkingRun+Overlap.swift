/// Overlap: where a chunk's text starts before its new content, so that it repeats up to
/// `overlap` tokens from the end of the previous chunk.
extension ChunkingRun {
    /// The earliest start in `notBefore..<contentStart` whose text up to `contentStart` has at most
    /// `overlap` tokens: at a word boundary or coarser when one is in reach (the strongest one
    /// that keeps at least half the overlap), else at a grapheme boundary; `contentStart` itself
    /// when nothing fits.
    /// - Complexity: one count of about `overlap` tokens of text, O(log k) when the guess is over.
    mutating func overlapStart(before contentStart: Int, notBefore floor: Int) -> Int {
        let target = Double(overlap) * (1 - margin)
        let endUnits = units(before: contentStart)
        func estimate(_ offset: Int) -> Double { tokensPerUnit * Double(endUnits - units(before: offset)) }

        let (offsets, boundaryRanks) = structure.boundaries(inside: floor..<contentStart)
        let firstInReach = offsets.partitionPoint { estimate($0) <= target }
        var candidates = Array(offsets[firstInReach...])
        // Prefer a stronger start (a sentence or a line rather than a word) when it still
        // carries at least half the overlap: drop the weaker candidates before it.
        let halfReach = offsets[firstInReach...].partitionPoint { estimate($0) < target / 2 }
        if halfReach > firstInReach {
            let ranks = boundaryRanks[firstInReach..<halfReach].map(Int.init)
            if let strongest = ranks.min(), let position = ranks.firstIndex(of: strongest), strongest < BoundaryLevel.word.rank {
                candidates.removeFirst(position)
            }
        }
        if candidates.isEmpty {
            candidates = graphemeStarts(before: contentStart, notBefore: max(floor, offsets.last ?? floor)) { estimate($0) <= target }
        }
        // Candidates ascend; the first is the longest overlap. Take the longest that really fits.
        var low = 0, high = candidates.count  // candidates[high...] fit, known or assumed
        var found: Int?
        var steps = 0
        while low < high, steps < 12 {
            steps += 1
            let middle = steps == 1 ? low : (low + high) / 2
            if measure(candidates[middle], contentStart) <= overlap {
                found = candidates[middle]
                high = middle
            } else {
                low = middle + 1
            }
        }
        return found ?? contentStart
    }

    /// Grapheme cluster starts walking back from `end` while `accept` holds and they stay after
    /// `floor`, ascending. Clusters are those of `bytes[floor..<end]` on its own, so a chunk that
    /// starts inside a cluster (after a token cut) is handled like any other.
    private func graphemeStarts(before end: Int, notBefore floor: Int, accept: (Int) -> Bool) -> [Int] {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[floor..<end]), as: UTF8.self)
        var index = text.endIndex
        var starts: [Int] = []
        while index > text.startIndex {
            text.formIndex(before: &index)
            let offset = floor + text.utf8.distance(from: text.startIndex, to: index)
            guard offset > floor, accept(offset) else { break }
            starts.append(offset)
        }
        return starts.reversed()
    }
}
