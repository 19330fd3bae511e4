/// The last chunk: when it is a crumb (under half the desired size), the last two chunks are
/// cut again near the middle of their combined text, so both carry a fair share.
extension ChunkingRun {
    mutating func rebalanceTail(_ pieces: inout [Piece]) {
        guard pieces.count >= 2 else { return }
        let last = pieces[pieces.count - 1], previous = pieces[pieces.count - 2]
        guard 2 * last.tokenCount < desired,
              previous.endRank <= BoundaryLevel.finestStructuralRank else { return }
        // The atoms between the previous chunk's content start and the end of the text.
        guard let first = atoms.firstIndex(where: { $0.start == previous.contentStart }),
              atoms.last?.end == byteCount, first < atoms.count - 1 else { return }
        let base = units(before: previous.textStart)
        let total = Double(previous.tokenCount + last.tokenCount)
        // Atom ends before the last, ordered by how close their estimate is to half the total.
        // Only ends inside the span: a fine cut that took a whole word leaves that atom empty
        // (its start moved to its end), and its end at the previous chunk's content start would
        // give that chunk nothing new (the chunker fuzz target found it after 156,620 inputs).
        var candidates = (first..<(atoms.count - 1)).filter { atoms[$0].end > previous.contentStart && atoms[$0].end < byteCount }
        candidates.sort {
            abs(tokensPerUnit * Double(atoms[$0].endUnits - base) - total / 2)
                < abs(tokensPerUnit * Double(atoms[$1].endUnits - base) - total / 2)
        }
        for index in candidates.prefix(3) {
            let cut = atoms[index].end
            let firstTokens = count(previous.textStart, cut)
            guard firstTokens <= maximum else { continue }
            let textStart = overlap > 0 ? overlapStart(before: cut, notBefore: previous.contentStart) : cut
            let lastTokens = count(textStart, byteCount)
            guard lastTokens <= maximum, min(firstTokens, lastTokens) > last.tokenCount else { continue }
            pieces[pieces.count - 2].end = cut
            pieces[pieces.count - 2].tokenCount = firstTokens
            pieces[pieces.count - 2].endRank = atoms[index].endRank
            pieces[pieces.count - 1] = Piece(textStart: textStart, contentStart: cut, end: byteCount, tokenCount: lastTokens, endRank: -1)
            return
        }
    }
}
