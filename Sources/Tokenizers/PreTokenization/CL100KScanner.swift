/// tiktoken's `cl100k_base` pre-tokenizer (tiktoken 0.7 and later):
///
///     '(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s
///
/// It differs from the Llama 3 pattern (`LlamaScanner`) only in `\s++$`: whitespace that ends
/// the text is one pre-token even when it contains a newline.
struct CL100KScanner: PreTokenScanner {
    @inline(__always)
    func end(startingAt start: Int, in reader: ClassReader) -> Int {
        wordPatternEnd(startingAt: start, in: reader, maximumDigits: 3, trailingWhitespaceIsOneToken: true)
    }
}

/// The pattern cl100k, Llama 3 and Qwen2 share (see `CL100KScanner` and `LlamaScanner`):
///
///     (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,maximumDigits}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
///
/// and, with `trailingWhitespaceIsOneToken`, cl100k's `\s++$` before `\s*[\r\n]` (the one place
/// its pattern differs; its possessive quantifiers match the same as the greedy ones here).
@inline(__always)
func wordPatternEnd(startingAt start: Int, in reader: ClassReader, maximumDigits: Int, trailingWhitespaceIsOneToken: Bool) -> Int {
    let contraction = reader.contractionLength(at: start, caseInsensitive: true)
    if contraction > 0 { return start + contraction }
    let (bits, length) = reader.at(start)
    // `[^\r\n\p{L}\p{N}]?\p{L}+` (backing off the optional scalar cannot help: it is not a letter)
    if bits & ScalarClass.letter != 0 { return reader.runEnd(from: start, mask: ScalarClass.letter) }
    if bits & (ScalarClass.newline | ScalarClass.number) == 0, start + length < reader.count,
       reader.at(start + length).bits & ScalarClass.letter != 0 {
        return reader.runEnd(from: start + length, mask: ScalarClass.letter)
    }
    // `\p{N}{1,3}` (Qwen2: `\p{N}`)
    if bits & ScalarClass.number != 0 { return reader.numberRunEnd(from: start, limit: maximumDigits) }
    // ` ?[^\s\p{L}\p{N}]+[\r\n]*`
    if let end = otherWithOptionalSpace(start: start, bits: bits, reader: reader) { return end }
    // Whitespace alternatives.
    let runEnd = reader.runEnd(from: start, mask: ScalarClass.whitespace)
    if trailingWhitespaceIsOneToken, runEnd == reader.count { return runEnd }     // cl100k's `\s++$`
    // `\s*[\r\n]+`: greedy `\s*` backs off to the run's last newline; `[\r\n]+` takes just it.
    if let end = reader.endOfLastNewline(start: start, runEnd: runEnd) { return end }
    if runEnd == reader.count { return runEnd }                                   // `\s+(?!\S)` at the end of the text
    let lastStart = reader.startOfLastScalar(before: runEnd)
    if lastStart > start { return lastStart }                                     // `\s+(?!\S)`
    return runEnd                                                                 // `\s+` (cl100k's `\s`: a one-scalar run)
}

/// ` ?[^\s\p{L}\p{N}]+[\r\n]*`, shared by the cl100k, Llama 3 and Qwen2 patterns; nil when it does not match.
@inline(__always)
func otherWithOptionalSpace(start: Int, bits: UInt8, reader: ClassReader) -> Int? {
    let notOther = ScalarClass.whitespace | ScalarClass.letter | ScalarClass.number
    var otherStart = start
    if reader.bytes[start] == 0x20 {
        guard start + 1 < reader.count, reader.at(start + 1).bits & notOther == 0 else { return nil }
        otherStart = start + 1
    } else if bits & notOther != 0 {
        return nil
    }
    return reader.newlineRunEnd(from: reader.otherRunEnd(from: otherStart))
}
