/// GPT-2's pre-tokenizer (Hugging Face `ByteLevel` with `use_regex`, tiktoken `r50k_base`/`p50k_base`):
///
///     's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
///
/// (tiktoken writes it with possessive quantifiers and `\s++$|\s+(?!\S)|\s`; the matches are the same.)
struct GPT2Scanner: PreTokenScanner {
    @inline(__always)
    func end(startingAt start: Int, in reader: ClassReader) -> Int {
        let contraction = reader.contractionLength(at: start, caseInsensitive: false)
        if contraction > 0 { return start + contraction }
        let (bits, length) = reader.at(start)
        // ` ?X+` for X in letters, numbers, other: an optional leading space, then a run of one class.
        var classStart = start
        var classBits = bits
        if reader.bytes[start] == 0x20, start + 1 < reader.count {
            let following = reader.at(start + 1).bits
            if following & ScalarClass.whitespace == 0 {
                classStart = start + 1
                classBits = following
            }
        }
        if classStart > start || bits & ScalarClass.whitespace == 0 {
            if classBits & ScalarClass.letter != 0 { return reader.runEnd(from: classStart, mask: ScalarClass.letter) }
            if classBits & ScalarClass.number != 0 { return reader.runEnd(from: classStart, mask: ScalarClass.number) }
            return reader.otherRunEnd(from: classStart)
        }
        // Whitespace: `\s+(?!\S)` keeps the run's last scalar for the next token unless the run ends the text.
        let runEnd = reader.runEnd(from: start, mask: ScalarClass.whitespace)
        if runEnd == reader.count { return runEnd }
        let lastStart = reader.startOfLastScalar(before: runEnd)
        if lastStart > start { return lastStart }
        return start + length  // `\s+` on a one-scalar run
    }
}
