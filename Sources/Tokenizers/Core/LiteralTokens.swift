/// A vocabulary's literal tokens (user-defined pieces, added tokens, control tokens): the two
/// matchers that cut them out of text, and their ids by text.
///
/// Every tokenizer here has the same two sets: the tokens cut out of plain text, and those
/// plus the control tokens when the caller parses special tokens (a rendered chat template).
/// Which vocabulary entries go in which set is each tokenizer's own rule, given to `Builder`.
struct LiteralTokens: Sendable {
    /// Cut out of plain text (SentencePiece user-defined pieces, non-special added tokens).
    let plainText: LiteralTokenMatcher
    /// Cut out when parsing special tokens: every literal token.
    let special: LiteralTokenMatcher
    /// Every literal token's id by its text, for `Tokenizer.specialTokenID`.
    let idsByText: [String: Int]

    /// The matcher for one encode call.
    @inline(__always)
    func matcher(parsingSpecialTokens: Bool) -> LiteralTokenMatcher {
        parsingSpecialTokens ? special : plainText
    }

    /// Gathers literal tokens in vocabulary order (for equal bytes the matchers keep the first
    /// id, `idsByText` the last).
    struct Builder {
        private var plainText: [(bytes: [UInt8], id: Int)] = []
        private var special: [(bytes: [UInt8], id: Int)] = []
        private var idsByText: [String: Int] = [:]

        /// Adds a token that is matched when parsing special tokens and, with `inPlainText`,
        /// in plain text too.
        mutating func add(_ bytes: [UInt8], id: Int, inPlainText: Bool) {
            if inPlainText { plainText.append((bytes, id)) }
            special.append((bytes, id))
            idsByText[String(decoding: bytes, as: UTF8.self)] = id
        }

        /// The matchers over what was added.
        /// - Complexity: O(total bytes).
        func build() -> LiteralTokens {
            LiteralTokens(plainText: LiteralTokenMatcher(tokens: plainText), special: LiteralTokenMatcher(tokens: special),
                          idsByText: idsByText)
        }
    }
}
