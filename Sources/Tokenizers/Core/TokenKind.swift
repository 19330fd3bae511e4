/// What a vocabulary entry is, as far as encoding and decoding care.
enum TokenKind: UInt8, Sendable {
    /// No entry has this id (tiktoken vocabularies have holes).
    case missing
    /// An ordinary piece, produced by the model's merges or lookups.
    case normal
    /// A control token (BOS, EOS, `<start_of_turn>`, `<|im_end|>`): only produced when parsing special tokens.
    case control
    /// A literal token matched in plain text too (SentencePiece user-defined, Hugging Face non-special added tokens).
    case userDefined
    /// A byte-fallback token `<0xAB>`: decodes to one raw byte.
    case byte
    /// The unknown token.
    case unknown
    /// Reserved and never produced by encoding (SentencePiece UNUSED).
    case unused
}

extension Array where Element == TokenKind {
    /// Checks that `id` is an entry of the vocabulary these kinds describe (a `missing` id is a
    /// hole, not an entry), as `decode` and `piece(for:)` must before reading it.
    /// - Throws: `TokenizerError.idOutOfRange`.
    @inline(__always)
    func checkEntry(_ id: Int) throws {
        guard id >= 0, id < count, self[id] != .missing else {
            throw TokenizerError.idOutOfRange(id: id, vocabularySize: count)
        }
    }

    /// The text of `ids`: each id checked, its bytes written by `append` (given its kind), and
    /// the whole decoded as UTF-8 once, so that a character split over several byte tokens
    /// decodes whole (invalid UTF-8 becomes U+FFFD). Every tokenizer's `decode` is this loop.
    /// - Throws: `TokenizerError.idOutOfRange` for an id that is not an entry.
    /// - Complexity: O(n) in the ids and their bytes.
    @inline(__always)
    func decodeText(_ ids: [Int], _ append: (_ id: Int, _ kind: TokenKind, _ bytes: inout [UInt8]) -> Void) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ids.count * 4)
        for id in ids {
            try checkEntry(id)
            append(id, self[id], &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
