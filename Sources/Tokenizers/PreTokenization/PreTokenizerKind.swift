/// The pre-tokenizer families a byte-level BPE vocabulary may use: each is a hand-written scanner.
public enum PreTokenizerKind: String, Sendable, CaseIterable {
    /// GPT-2, r50k/p50k (`'s|'t|… ?\p{L}+| ?\p{N}+|…`).
    case gpt2
    /// tiktoken `cl100k_base` (GPT-3.5/4).
    case cl100k
    /// Llama 3's `tokenizer.json` pattern (cl100k's, without `\s++$`).
    case llama3
    /// Qwen2's pattern (Llama 3's with single digits).
    case qwen2
    /// tiktoken `o200k_base` (GPT-4o): letter-case aware words, digits in threes.
    case o200k
}

extension PreTokenizerKind {
    /// Splits `bytes` (valid UTF-8) into pre-tokens, calling `body(start, end)` for each in order.
    @inline(__always)
    func forEachPreToken(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        switch self {
        case .gpt2: scan(bytes, GPT2Scanner(), body)
        case .cl100k: scan(bytes, CL100KScanner(), body)
        case .llama3: scan(bytes, LlamaScanner(maximumDigits: 3), body)
        case .qwen2: scan(bytes, LlamaScanner(maximumDigits: 1), body)
        case .o200k: scan(bytes, O200KScanner(), body)
        }
    }

    @inline(__always)
    private func scan<Scanner: PreTokenScanner>(_ bytes: UnsafeBufferPointer<UInt8>, _ scanner: Scanner, _ body: (Int, Int) -> Void) {
        ScalarClass.basicPlane.withUnsafeBufferPointer { table in
            let reader = ClassReader(bytes: bytes, table: table.baseAddress!)
            var position = 0
            while position < bytes.count {
                let end = scanner.end(startingAt: position, in: reader)
                body(position, end)
                position = end
            }
        }
    }

    /// The pre-tokens of `text` as strings (for tests and `ctx tokenize`).
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public func split(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [String] = []
            forEachPreToken(bytes) { start, end in
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return result
        }
    }
}
