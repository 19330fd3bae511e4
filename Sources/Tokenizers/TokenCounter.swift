/// Something that can say how many tokens a text costs.
///
/// Every budget decision in ContextBudget goes through this one method. Exact tokenizers
/// (SentencePiece, byte-level BPE) conform through `Tokenizer`; where no tokenizer is known,
/// `TokenEstimator` gives a conservative upper estimate.
public protocol TokenCounter: Sendable {
    /// A short human-readable name for reports, such as `"gemma3 (GGUF)"` or `"estimate"`.
    var name: String { get }

    /// True when `count(_:)` equals the backend's own tokenizer, false for estimates.
    var isExact: Bool { get }

    /// The number of tokens `text` costs when encoded as plain text (no special tokens, no BOS).
    ///
    /// Counts are not additive: `count(a + b)` may differ from `count(a) + count(b)`, so
    /// measure the text you will send, not its pieces.
    /// - Complexity: O(n) in the length of `text` for every conforming type in this package.
    func count(_ text: String) -> Int

    /// The number of tokens of `text`; with `parsingSpecialTokens`, control tokens written
    /// literally (`<start_of_turn>`, `<|im_end|>`) cost one token each, as in a rendered chat
    /// template. Never use that on user text: it is how prompt-template injection happens.
    ///
    /// The default ignores the flag and counts the markup as text, which over-counts: right
    /// for estimates, and every exact tokenizer here overrides it.
    /// - Complexity: O(n) in the length of `text`.
    func count(_ text: String, parsingSpecialTokens: Bool) -> Int
}

extension TokenCounter {
    public func count(_ text: String, parsingSpecialTokens: Bool) -> Int { count(text) }
}

/// A token counter that can also produce and read token ids.
public protocol Tokenizer: TokenCounter {
    /// Number of entries in the vocabulary; every id from `encode` is below it.
    var vocabularySize: Int { get }

    /// Encodes `text` as text: a user who types a control token such as `<start_of_turn>`
    /// gets the pieces of those characters, never the control token itself.
    /// - Complexity: O(n log n) or better in the length of `text`.
    func encode(_ text: String) -> [Int]

    /// Encodes `text`; with `parsingSpecialTokens`, control tokens written literally become their
    /// ids. Only for text the program wrote itself (a rendered chat template), never for user input.
    /// - Complexity: O(n log n) or better in the length of `text`.
    func encode(_ text: String, parsingSpecialTokens: Bool) -> [Int]

    /// Turns ids back into text.
    /// - Throws: `TokenizerError.idOutOfRange` for an id not in the vocabulary.
    func decode(_ ids: [Int]) throws -> String

    /// Turns ids back into text, leaving out control tokens (BOS, `<end_of_turn>`, …) when
    /// `skippingControlTokens` is true and writing them literally otherwise.
    /// - Throws: `TokenizerError.idOutOfRange` for an id not in the vocabulary.
    func decode(_ ids: [Int], skippingControlTokens: Bool) throws -> String

    /// The vocabulary's spelling of one token (`▁the`, `Ġthe`, `<0x0A>`, `<start_of_turn>`).
    /// - Throws: `TokenizerError.idOutOfRange` for an id not in the vocabulary.
    func piece(for id: Int) throws -> String

    /// The id of a special (control or added) token written exactly so, or nil.
    func specialTokenID(_ text: String) -> Int?
}

extension Tokenizer {
    public func encode(_ text: String, parsingSpecialTokens: Bool) -> [Int] { encode(text) }
    public func decode(_ ids: [Int], skippingControlTokens: Bool) throws -> String { try decode(ids) }
    public func piece(for id: Int) throws -> String { try decode([id]) }
    public func specialTokenID(_ text: String) -> Int? { nil }
    public func count(_ text: String, parsingSpecialTokens: Bool) -> Int {
        parsingSpecialTokens ? encode(text, parsingSpecialTokens: true).count : count(text)
    }
}
