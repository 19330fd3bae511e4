/// Atoms: the document split top-down, level by level, only where a span does not fit.
///
/// Whether a span fits is judged by the scaled proxy alone, so building atoms counts nothing; a
/// wrong guess is corrected when a chunk's real count shows that an atom does not fit
/// (`refine(at:)` opens it up one level finer).
extension ChunkingRun {
    /// Makes sure `atoms[index]` exists, pulling atoms from the pending units; false at the end.
    mutating func ensureAtom(_ index: Int) -> Bool {
        guard atoms.count <= index else { return true }
        var stack: [Unit] = []
        swap(&stack, &pendingUnits)  // moved out, not copied, so `nextAtom` can mutate self
        defer { swap(&stack, &pendingUnits) }
        while atoms.count <= index {
            guard let atom = nextAtom(from: &stack, trustFit: true) else { return false }
            atoms.append(atom)
        }
        return true
    }

    /// The next atom of a depth-first walk over `stack` (last element first).
    /// With `trustFit` false the first unit is split even if it seems to fit.
    mutating func nextAtom(from stack: inout [Unit], trustFit: Bool) -> Atom? {
        var splitRegardless = !trustFit
        while let unit = stack.popLast() {
            if !splitRegardless, fits(unit) {
                return atom(unit, indivisible: false)
            }
            splitRegardless = false
            guard let (rank, cuts) = structure.cuts(inside: unit.start..<unit.end, fromRank: unit.splitRank) else {
                return atom(unit, indivisible: true)
            }
            Self.push(unit.start..<unit.end, endRank: unit.endRank, cutAt: cuts, rank: rank, onto: &stack)
        }
        return nil
    }

    private func atom(_ unit: Unit, indivisible: Bool) -> Atom {
        Atom(start: unit.start, end: unit.end, innerRank: unit.splitRank, endRank: unit.endRank,
             endUnits: units(before: unit.end), indivisible: indivisible)
    }

    /// Whether a unit fits the atom limit, by the scaled proxy alone. Counting here would count
    /// most of the document a second time; a wrong guess costs little: a unit wrongly kept whole
    /// is opened up when a chunk's real count shows it does not fit (`refine(at:)`), a unit wrongly
    /// split is near the limit, and its end is still the coarsest boundary for a chunk to end at.
    private func fits(_ unit: Unit) -> Bool {
        estimate(unit.start, unit.end) <= Double(atomLimit)
    }

    /// Replaces `atoms[index]`, which does not fit (or must be opened to fill a chunk), by the
    /// atoms it splits into; false when it has no boundary inside.
    @discardableResult
    mutating func refine(at index: Int) -> Bool {
        let atom = atoms[index]
        guard let (rank, cuts) = structure.cuts(inside: atom.start..<atom.end, fromRank: atom.innerRank) else {
            return false
        }
        var stack: [Unit] = []
        Self.push(atom.start..<atom.end, endRank: atom.endRank, cutAt: cuts, rank: rank, onto: &stack)
        var replacement: [Atom] = []
        while let next = nextAtom(from: &stack, trustFit: true) { replacement.append(next) }
        atoms.replaceSubrange(index...index, with: replacement)
        return true
    }

    /// Pushes the units `span` splits into at `cuts` (boundaries of `rank`) onto `stack`, last
    /// first, so that popping walks them in document order; each is split next one level finer,
    /// and ends at a boundary of `rank` except the last, which keeps `endRank`.
    private static func push(_ span: Range<Int>, endRank: Int, cutAt cuts: ArraySlice<Int>, rank: Int, onto stack: inout [Unit]) {
        var end = span.upperBound
        var endRank = endRank
        for cut in cuts.reversed() {
            stack.append(Unit(start: cut, end: end, splitRank: rank + 1, endRank: endRank))
            end = cut
            endRank = rank
        }
        stack.append(Unit(start: span.lowerBound, end: end, splitRank: rank + 1, endRank: endRank))
    }
}
