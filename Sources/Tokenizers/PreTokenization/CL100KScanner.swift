/// tiktoken's `cl100k_base` pre-tokenizer (tiktoken 0.7 and later):
///
///     '(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s
///
/// It differs from the Llama 3 pattern (`LlamaScanner`) only in `\s++$`: whitespace that ends
/// the text is one pre-token even when it contains a newline.
struct CL100KScanner: PreTokenScanner {
    @inline(__always)
    func end(startingAt start: Int, in reader: ClassReader) -> Int {
        let contraction = reader.contractionLength(at: start, caseInsensitive: true)
        if contraction > 0 { return start + contraction }
        let (bits, length) = reader.at(start)
        // `[^\r\n\p{L}\p{N}]?+\p{L}++`
        if bits & ScalarClass.letter != 0 { return reader.runEnd(from: start, mask: ScalarClass.letter) }
        if bits & (ScalarClass.newline | ScalarClass.number) == 0, start + length < reader.count,
           reader.at(start + length).bits & ScalarClass.letter != 0 {
            return reader.runEnd(from: start + length, mask: ScalarClass.letter)
        }
        // `\p{N}{1,3}+`
        if bits & ScalarClass.number != 0 { return reader.numberRunEnd(from: start, limit: 3) }
        // ` ?[^\s\p{L}\p{N}]++[\r\n]*+`
        if let end = otherWithOptionalSpace(start: start, bits: bits, reader: reader) { return end }
        // Whitespace alternatives.
        let runEnd = reader.runEnd(from: start, mask: ScalarClass.whitespace)
        if runEnd == reader.count { return runEnd }                                           // `\s++$`
        if let end = reader.endOfLastNewline(start: start, runEnd: runEnd) { return end }  // `\s*[\r\n]`
        let lastStart = reader.startOfLastScalar(before: runEnd)
        if lastStart > start { return lastStart }                                           // `\s+(?!\S)`
        return start + length                                                               // `\s`
    }
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
