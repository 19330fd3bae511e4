/// Finding how far a chunk can reach: guess with the scaled proxy, confirm with the counter,
/// correct, and stop as soon as the answer is known or the remaining gain is too small to pay
/// for another count.
extension ChunkingRun {
    /// Where the chunk whose text starts at `textStart` ends: the atom end at the coarsest
    /// boundary whose chunk has between `desired` and `maximum` tokens, else the furthest that
    /// fits; with its measured count. Nil when not even the front atom fits.
    ///
    /// The scaled proxy picks the candidate, the counter confirms it; a miss recalibrates the
    /// proxy and picks again (bisecting after three misses).
    /// - Complexity: usually one count of about one chunk of text; O(log k) counts for k atoms in
    ///   reach when the proxy is badly off.
    mutating func chooseEnd(textStart: Int) -> (index: Int, tokenCount: Int)? {
        let base = units(before: textStart)
        var best: (index: Int, tokenCount: Int)?
        var overflow = Int.max
        var index = pick(from: front, below: overflow, baseUnits: base, baseTokens: 0, caution: margin) ?? front
        var steps = 0
        while true {
            steps += 1
            // Never count a candidate the proxy puts far over the limit: that is how chunkers go
            // quadratic on a long section without boundaries.
            let tokens = isClearlyOver(textStart, atoms[index].end) ? maximum + 1 : measure(textStart, atoms[index].end)
            if tokens <= maximum {
                best = (index, tokens)
                if tokens >= desired { break }
                // Too small: reach further if the next atom fits.
                guard index + 1 < overflow, ensureAtom(index + 1), Double(maximum - tokens) >= extensionThreshold else { break }
                let step = tokensPerUnit * Double(atoms[index + 1].endUnits - atoms[index].endUnits)
                guard Double(tokens) + step <= Double(maximum) else { break }
                var next = pick(from: index + 1, below: overflow, baseUnits: atoms[index].endUnits, baseTokens: tokens, caution: margin / 2)
                    ?? (index + 1)
                if steps > 3, overflow != Int.max { next = (index + overflow) / 2 }
                index = max(index + 1, min(next, overflow - 1))
            } else {
                overflow = index
                let floor = best?.index ?? (front - 1)
                guard index - 1 > floor else { break }
                var next = pick(from: floor + 1, below: index, baseUnits: base, baseTokens: 0, caution: margin) ?? (floor + 1)
                if steps > 3 { next = (floor + index + 1) / 2 }
                index = max(floor + 1, min(next, index - 1))
            }
        }
        return best
    }

    /// Whether the scaled proxy puts `start..<end` so far over the maximum that counting it
    /// would be wasted work (the proxy is rarely off by half; when it is, the text is split
    /// finer than needed, never over the limit).
    func isClearlyOver(_ start: Int, _ end: Int) -> Bool {
        estimate(start, end) > Double(maximum) * max(1.5, 1 + 4 * errorAverage) + 8
    }

    /// The candidate atom in `from..<below` for a chunk: estimating each atom end as
    /// `baseTokens` plus the scaled proxy from `baseUnits`, the coarsest end (the furthest of
    /// those) estimated between `desired` and `maximum`, kept `caution` (a fraction) inside that
    /// window; else the furthest end estimated under the maximum; nil when `atoms[from]` is over.
    ///
    /// When whole atoms fall short of `desired` and the next one cannot fit, that one is opened
    /// up (split at its next finer level) before anything is counted, so the count that follows
    /// is of a chunk that can be kept.
    private mutating func pick(from: Int, below: Int, baseUnits: Int, baseTokens: Int, caution: Double) -> Int? {
        let high = Double(maximum) * (1 - caution)
        let low = min(Double(desired) * (1 + caution), high)
        var furthest: Int?
        var coarsest: Int?
        var index = from
        while index < below, ensureAtom(index) {
            let estimate = Double(baseTokens) + tokensPerUnit * Double(atoms[index].endUnits - baseUnits)
            if estimate > high {
                let reached = furthest.map { Double(baseTokens) + tokensPerUnit * Double(atoms[$0].endUnits - baseUnits) } ?? Double(baseTokens)
                // Open up the next atom only when it cannot fit at all and the chunk would fall
                // short without it (the same rule the walk applies after counting).
                if below == Int.max, estimate > Double(maximum), reached < Double(desired),
                   !atoms[index].indivisible, refine(at: index) { continue }
                break
            }
            furthest = index
            if estimate >= low, coarsest.map({ atoms[index].endRank <= atoms[$0].endRank }) ?? true {
                coarsest = index
            }
            index += 1
        }
        return coarsest ?? furthest
    }

    /// The furthest of `candidates` (ascending offsets after `textStart`) whose text from
    /// `textStart` fits, with its count; nil when the first one does not.
    /// - Complexity: O(log k) counts in the worst case.
    mutating func furthestFitting(textStart: Int, candidates: [Int]) -> (offset: Int, tokenCount: Int)? {
        guard !candidates.isEmpty else { return nil }
        let base = units(before: textStart)
        func guess(_ low: Int, _ high: Int) -> Int {
            // last candidate in (low, high) whose estimate is under the target
            let limit = Double(maximum) * (1 - margin)
            let slice = candidates[(low + 1)..<high]
            let firstOver = slice.partitionPoint { tokensPerUnit * Double(units(before: $0) - base) > limit }
            return max(low + 1, min(firstOver - 1, high - 1))
        }
        var low = -1, high = candidates.count
        var lowTokens = 0
        var index = guess(low, high)
        var steps = 0
        while low + 1 < high {
            steps += 1
            // The first candidate is always counted: when it does not fit, the caller cuts finer.
            let tokens = index > 0 && isClearlyOver(textStart, candidates[index]) ? maximum + 1 : measure(textStart, candidates[index])
            if tokens <= maximum {
                low = index
                lowTokens = tokens
            } else {
                high = index
            }
            guard low + 1 < high else { break }
            if low >= 0, Double(maximum - lowTokens) < extensionThreshold { break }  // full enough
            index = steps > 3 ? (low + high) / 2 : guess(low, high)
        }
        return low >= 0 ? (candidates[low], lowTokens) : nil
    }
}
