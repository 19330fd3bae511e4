/// What is wrong with a model's answer to a summary call, as `ResponseGuard` found it.
public struct ResponseDefect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kinds of answers that are not summaries.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// No words at all (nothing, whitespace or punctuation only).
        case empty
        /// The prompt's own scaffolding: its instructions or delimiters (`<document>`) copied back.
        case echo
        /// The same words over and over: few distinct n-grams, a long span repeated, or one
        /// sentence written twice.
        case loop
        /// Mostly one verbatim span of the input when a shorter summary was asked.
        case copy
    }

    /// Which defect.
    public var kind: Kind
    /// The evidence, for logs: "only 0.12 of its 4-grams are not repeats (limit 0.50)", "copies \"<document>\" from the prompt".
    public var detail: String

    /// A defect of `kind`, with its evidence.
    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// "loop (only 0.12 of its 4-grams are not repeats (limit 0.50))".
    public var description: String { "\(kind.rawValue) (\(detail))" }
}
