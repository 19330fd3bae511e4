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
}
