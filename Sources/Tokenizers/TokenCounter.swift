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
}

/// A token counter that can also produce and read token ids.
public protocol Tokenizer: TokenCounter {
    /// Number of entries in the vocabulary; every id from `encode` is below it.
    var vocabularySize: Int { get }

    /// Encodes `text` as text: a user who types a control token such as `<start_of_turn>`
    /// gets the pieces of those characters, never the control token itself.
    /// - Complexity: O(n log n) or better in the length of `text`.
    func encode(_ text: String) -> [Int]

    /// Turns ids back into text.
    /// - Throws: `TokenizerError.idOutOfRange` for an id not in the vocabulary.
    func decode(_ ids: [Int]) throws -> String
}
