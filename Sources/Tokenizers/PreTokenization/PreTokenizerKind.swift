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
    /// llama.cpp's `smollm` (SmolLM, SmolLM2; llama.cpp gives `starcoder` and a few others the same): two
    /// passes, `\p{N}` first (every number scalar a pre-token of its own, the text between kept
    /// as pieces), then GPT-2's pattern inside each piece. Not one regex: a whitespace run right
    /// before a digit ends its piece, so `\s+(?!\S)` takes the whole run (`"a  1"` → `a`, `␣␣`, `1`).
    case smollm
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
        case .smollm: scanBetweenNumbers(bytes, GPT2Scanner(), body)
        }
    }

    /// Every `\p{N}` scalar alone, and `scanner` run on each piece between them as if it were the
    /// whole text (llama.cpp applies its pre-tokenizer regexes one after another to the pieces).
    @inline(__always)
    private func scanBetweenNumbers<Scanner: PreTokenScanner>(_ bytes: UnsafeBufferPointer<UInt8>, _ scanner: Scanner, _ body: (Int, Int) -> Void) {
        ScalarClass.basicPlane.withUnsafeBufferPointer { table in
            let whole = ClassReader(bytes: bytes, table: table.baseAddress!)
            var position = 0
            while position < bytes.count {
                let (bits, length) = whole.at(position)
                if bits & ScalarClass.number != 0 {
                    body(position, position + length)
                    position += length
                    continue
                }
                var pieceEnd = position + length
                while pieceEnd < bytes.count {
                    let (next, nextLength) = whole.at(pieceEnd)
                    if next & ScalarClass.number != 0 { break }
                    pieceEnd += nextLength
                }
                let piece = ClassReader(bytes: UnsafeBufferPointer(rebasing: bytes[position..<pieceEnd]), table: table.baseAddress!)
                Self.run(scanner, over: piece, from: position, body)
                position = pieceEnd
            }
        }
    }

    @inline(__always)
    private func scan<Scanner: PreTokenScanner>(_ bytes: UnsafeBufferPointer<UInt8>, _ scanner: Scanner, _ body: (Int, Int) -> Void) {
        ScalarClass.basicPlane.withUnsafeBufferPointer { table in
            Self.run(scanner, over: ClassReader(bytes: bytes, table: table.baseAddress!), from: 0, body)
        }
    }

    /// `scanner`'s pre-tokens over the whole of `reader`, reported at `base` + their offsets.
    @inline(__always)
    private static func run<Scanner: PreTokenScanner>(_ scanner: Scanner, over reader: ClassReader, from base: Int, _ body: (Int, Int) -> Void) {
        var offset = 0
        while offset < reader.count {
            let end = scanner.end(startingAt: offset, in: reader)
            body(base + offset, base + end)
            offset = end
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
