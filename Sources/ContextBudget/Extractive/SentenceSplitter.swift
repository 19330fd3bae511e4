/// Splits prose into sentences for extractive summarization.
///
/// Boundaries: `.`, `!` or `?` followed by whitespace (closing quotes and brackets stay with
/// their sentence); the CJK terminators `。！？` (and their fullwidth forms); blank lines; and
/// numbered verse or list lines. Good enough to pick sentences; the chunker has its own,
/// stricter boundary rules.
enum SentenceSplitter {
    /// The sentences of `text`, trimmed, in order, each with its position.
    /// - Complexity: O(n) in the number of characters.
    static func sentences(in text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var pendingTerminator = false
        var newlineRun = 0

        func flush() {
            let trimmed = current.trimmingWhitespace()
            if !trimmed.isEmpty { sentences.append(trimmed) }
            current = ""
            pendingTerminator = false
        }

        for character in text {
            if character.isNewline {
                newlineRun += 1
                if newlineRun >= 2 || pendingTerminator { flush() } else { current.append(" ") }
                continue
            }
            if newlineRun == 1, character.isNumber || character == "#" || character == "-" || character == "*" {
                flush()  // a new numbered verse, heading or list item starts on this line
            }
            newlineRun = 0
            if character.isWhitespace {
                if pendingTerminator { flush() } else if !current.isEmpty { current.append(" ") }
                continue
            }
            if pendingTerminator, !Self.closers.contains(character) {
                pendingTerminator = false
            }
            current.append(character)
            if Self.cjkTerminators.contains(character) {
                flush()
            } else if Self.latinTerminators.contains(character) {
                pendingTerminator = true
            }
        }
        flush()
        return sentences
    }

    private static let latinTerminators: Set<Character> = [".", "!", "?"]
    private static let cjkTerminators: Set<Character> = ["。", "！", "？", "｡"]
    private static let closers: Set<Character> = ["\"", "'", ")", "]", "”", "’", "」", "』", "）"]
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
