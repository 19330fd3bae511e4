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
        wordPatternEnd(startingAt: start, in: reader, maximumDigits: maximumDigits, trailingWhitespaceIsOneToken: false)
    }
}
