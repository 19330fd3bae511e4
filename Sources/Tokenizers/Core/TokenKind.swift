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
