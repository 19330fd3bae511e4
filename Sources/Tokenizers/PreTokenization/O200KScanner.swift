/// tiktoken's `o200k_base` pre-tokenizer (GPT-4o):
///
///     [^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?
///     |[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?
///     |\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
///
/// Call the two letter groups U (`[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`) and L (`[\p{Ll}\p{Lm}\p{Lo}\p{M}]`).
/// They overlap (Lm, Lo and marks are in both), so the first alternative backtracks: `U*` gives
/// back scalars until `L+` can start. Marks are not `\p{L}`, so a mark can also be the optional
/// leading scalar, and the engine retries without it when the letters then fail.
struct O200KScanner: PreTokenScanner {
    @inline(__always)
    func end(startingAt start: Int, in reader: ClassReader) -> Int {
        let (bits, length) = reader.at(start)
        let letterish = ScalarClass.upperGroup | ScalarClass.lowerGroup
        // First two alternatives, in the engine's order: each with the optional leading scalar
        // taken (when it can be one), then without it.
        let canLead = bits & (ScalarClass.newline | ScalarClass.letter | ScalarClass.number) == 0 && start + length < reader.count
        if canLead, let end = lowerWordEnd(from: start + length, in: reader) { return end }
        if bits & letterish != 0, let end = lowerWordEnd(from: start, in: reader) { return end }
        if canLead, let end = upperWordEnd(from: start + length, in: reader) { return end }
        if bits & letterish != 0, let end = upperWordEnd(from: start, in: reader) { return end }
        if bits & ScalarClass.number != 0 { return reader.numberRunEnd(from: start, limit: 3) }
        // ` ?[^\s\p{L}\p{N}]+[\r\n/]*`
        let notOther = ScalarClass.whitespace | ScalarClass.letter | ScalarClass.number
        var otherStart = -1
        if reader.bytes[start] == 0x20 {
            if start + 1 < reader.count && reader.at(start + 1).bits & notOther == 0 { otherStart = start + 1 }
        } else if bits & notOther == 0 {
            otherStart = start
        }
        if otherStart >= 0 {
            var position = reader.otherRunEnd(from: otherStart)
            while position < reader.count,
                  reader.bytes[position] == 0x0A || reader.bytes[position] == 0x0D || reader.bytes[position] == 0x2F {
                position += 1
            }
            return position
        }
        let runEnd = reader.runEnd(from: start, mask: ScalarClass.whitespace)
        if let end = reader.endOfLastNewline(start: start, runEnd: runEnd) { return end }  // `\s*[\r\n]+`
        if runEnd == reader.count { return runEnd }                                        // `\s+(?!\S)` at the end
        let lastStart = reader.startOfLastScalar(before: runEnd)
        if lastStart > start { return lastStart }                                          // `\s+(?!\S)`
        return runEnd                                                                      // `\s+`
    }

    /// `U*L+C?` from `start`: `U*` greedy, then backing off until `L+` matches; nil if it cannot.
    @inline(__always)
    private func lowerWordEnd(from start: Int, in reader: ClassReader) -> Int? {
        let upperEnd = reader.runEnd(from: start, mask: ScalarClass.upperGroup)
        var lowerStart = upperEnd
        while true {
            if lowerStart < reader.count, reader.at(lowerStart).bits & ScalarClass.lowerGroup != 0 {
                let end = reader.runEnd(from: lowerStart, mask: ScalarClass.lowerGroup)
                return end + reader.contractionLength(at: min(end, reader.count - 1), caseInsensitive: true, if: end < reader.count)
            }
            if lowerStart == start { return nil }
            lowerStart = reader.startOfLastScalar(before: lowerStart)
        }
    }

    /// `U+L*C?` from `start`: `U+` greedy; `L*` may be empty, so no back-off is needed.
    @inline(__always)
    private func upperWordEnd(from start: Int, in reader: ClassReader) -> Int? {
        let upperEnd = reader.runEnd(from: start, mask: ScalarClass.upperGroup)
        if upperEnd > start {
            let end = reader.runEnd(from: upperEnd, mask: ScalarClass.lowerGroup)
            return end + reader.contractionLength(at: min(end, reader.count - 1), caseInsensitive: true, if: end < reader.count)
        }
        return nil
    }
}

extension ClassReader {
    /// `contractionLength(at:caseInsensitive:)` when `condition` holds, else 0.
    @inline(__always)
    func contractionLength(at index: Int, caseInsensitive: Bool, if condition: Bool) -> Int {
        condition ? contractionLength(at: index, caseInsensitive: caseInsensitive) : 0
    }
}
