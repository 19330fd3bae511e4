/// Finding how far a chunk can reach: guess with the scaled proxy, confirm with the counter,
/// correct, and stop as soon as the answer is known or the remaining gain is too small to pay
/// for another count.
extension ChunkingRun {
    /// The furthest atom (from `front`) whose end still fits after `textStart`, with its
    /// measured count; nil when not even the front atom fits.
    /// - Complexity: usually one or two counts of about one chunk of text; at most O(log k) for
    ///   k atoms in reach when the proxy is badly off.
    mutating func furthestFit(textStart: Int) -> (index: Int, tokenCount: Int)? {
        let base = units(before: textStart)
        var best: (index: Int, tokenCount: Int)?
        var overflow = Int.max
        var index = furthestAtom(from: front, below: overflow, baseUnits: base, baseTokens: 0,
                                 limit: Double(maximum) * (1 - margin)) ?? front
        var steps = 0
        while true {
            steps += 1
            let tokens = measure(textStart, atoms[index].end)
            if tokens <= maximum {
                best = (index, tokens)
                guard index + 1 < overflow, ensureAtom(index + 1) else { break }
                guard Double(maximum - tokens) >= extensionThreshold else { break }
                let step = tokensPerUnit * Double(atoms[index + 1].endUnits - atoms[index].endUnits)
                guard Double(tokens) + step <= Double(maximum) else { break }
                var next = furthestAtom(
                    from: index + 1, below: overflow, baseUnits: atoms[index].endUnits, baseTokens: tokens,
                    limit: max(Double(maximum) * (1 - margin / 2), Double(tokens) + step)) ?? (index + 1)
                if steps > 3, overflow != Int.max { next = (index + overflow) / 2 }
                index = max(index + 1, min(next, overflow - 1))
            } else {
                overflow = index
                let floor = best?.index ?? (front - 1)
                guard index - 1 > floor else { break }
                var next = furthestAtom(from: floor + 1, below: index, baseUnits: base, baseTokens: 0,
                                        limit: Double(maximum) * (1 - margin)) ?? (floor + 1)
                if steps > 3 { next = (floor + index + 1) / 2 }
                index = max(floor + 1, min(next, index - 1))
            }
        }
        return best
    }

    /// The last atom index in `from..<below` whose estimated count, `baseTokens` plus the scaled
    /// proxy from `baseUnits` to its end, is at most `limit`; nil when `atoms[from]` is already over.
    private mutating func furthestAtom(from: Int, below: Int, baseUnits: Int, baseTokens: Int, limit: Double) -> Int? {
        var found: Int?
        var index = from
        while index < below, ensureAtom(index) {
            let estimate = Double(baseTokens) + tokensPerUnit * Double(atoms[index].endUnits - baseUnits)
            if estimate > limit { break }
            found = index
            index += 1
        }
        return found
    }

    /// With a desired size below the maximum: among the atom ends from `front` to `best` whose
    /// chunk would reach the desired size, the one at the coarsest boundary (the furthest of
    /// those), measured. Without, `best` itself.
    mutating func preferCoarse(textStart: Int, best: Int, tokens: Int) -> (index: Int, tokenCount: Int) {
        guard desired < maximum, best > front else { return (best, tokens) }
        var chosen = best
        var index = best - 1
        while index >= front {
            let estimate = Double(tokens) - tokensPerUnit * Double(atoms[best].endUnits - atoms[index].endUnits)
            if estimate < Double(desired) { break }
            if atoms[index].endRank < atoms[chosen].endRank { chosen = index }
            index -= 1
        }
        guard chosen != best else { return (best, tokens) }
        let chosenTokens = measure(textStart, atoms[chosen].end)
        return chosenTokens <= maximum ? (chosen, chosenTokens) : (best, tokens)
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
            let tokens = measure(textStart, candidates[index])
            if tokens <= maximum {
                low = index
                lowTokens = tokens
            } else {
                high = index
            }
            guard low + 1 < high else { break }
            if low >= 0, Double(maximum - lowTokens) < extensionThreshold,
               tokensPerUnit * Double(units(candidates[low], candidates[low + 1])) + Double(lowTokens) > Double(maximum) {
                break
            }
            index = steps > 3 ? (low + high) / 2 : guess(low, high)
        }
        return low >= 0 ? (candidates[low], lowTokens) : nil
    }
}
