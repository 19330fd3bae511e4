/// The Llama 3 pre-tokenizer (and, with `maximumDigits` 1, Qwen2's), as written in their
/// `tokenizer.json` files:
///
///     (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
///     Qwen2: the same with \p{N} instead of \p{N}{1,3}
struct LlamaScanner: PreTokenScanner {
    /// 3 for Llama 3 (`\p{N}{1,3}`), 1 for Qwen2 (`\p{N}`).
    let maximumDigits: Int

    @inline(__always)
    func end(startingAt start: Int, in reader: ClassReader) -> Int {
        let contraction = reader.contractionLength(at: start, caseInsensitive: true)
        if contraction > 0 { return start + contraction }
        let (bits, length) = reader.at(start)
        // `[^\r\n\p{L}\p{N}]?\p{L}+` (backing off the optional scalar cannot help: it is not a letter)
        if bits & ScalarClass.letter != 0 { return reader.runEnd(from: start, mask: ScalarClass.letter) }
        if bits & (ScalarClass.newline | ScalarClass.number) == 0, start + length < reader.count,
           reader.at(start + length).bits & ScalarClass.letter != 0 {
            return reader.runEnd(from: start + length, mask: ScalarClass.letter)
        }
        if bits & ScalarClass.number != 0 { return reader.numberRunEnd(from: start, limit: maximumDigits) }
        if let end = otherWithOptionalSpace(start: start, bits: bits, reader: reader) { return end }
        let runEnd = reader.runEnd(from: start, mask: ScalarClass.whitespace)
        // `\s*[\r\n]+`: greedy `\s*` backs off to the run's last newline; `[\r\n]+` takes just it.
        if let end = reader.endOfLastNewline(start: start, runEnd: runEnd) { return end }
        if runEnd == reader.count { return runEnd }          // `\s+(?!\S)` at the end of the text
        let lastStart = reader.startOfLastScalar(before: runEnd)
        if lastStart > start { return lastStart }            // `\s+(?!\S)`
        return runEnd                                        // `\s+`
    }
}
