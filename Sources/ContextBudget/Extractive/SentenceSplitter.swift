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
            if character.isNewlineFast {
                newlineRun += 1
                if newlineRun >= 2 || pendingTerminator { flush() } else { current.append(" ") }
                continue
            }
            if newlineRun == 1, character.isNumberFast || character == "#" || character == "-" || character == "*" {
                flush()  // a new numbered verse, heading or list item starts on this line
            }
            newlineRun = 0
            if character.isWhitespaceFast {
                if pendingTerminator { flush() } else if !current.isEmpty { current.append(" ") }
                continue
            }
            if pendingTerminator, !Self.isCloser(character) {
                pendingTerminator = false
            }
            current.append(character)
            if Self.isCJKTerminator(character) {
                flush()
            } else if Self.isLatinTerminator(character) {
                pendingTerminator = true
            }
        }
        flush()
        return sentences
    }

    /// True when `sentence` ends with a terminator, possibly followed by closing quotes or
    /// brackets ("… he said.\"" yes; "The MIT License (Expat)" no).
    static func endsSentence(_ sentence: String) -> Bool {
        guard let last = sentence.last(where: { !isCloser($0) }) else { return false }
        return isLatinTerminator(last) || isCJKTerminator(last)
    }

    // Set lookups hash the Character; ASCII characters (most of them) are compared directly.
    private static func isLatinTerminator(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii == UInt8(ascii: ".") || ascii == UInt8(ascii: "!") || ascii == UInt8(ascii: "?")
    }

    private static func isCJKTerminator(_ character: Character) -> Bool {
        character.asciiValue == nil && cjkTerminators.contains(character)
    }

    private static func isCloser(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == UInt8(ascii: "\"") || ascii == UInt8(ascii: "'") || ascii == UInt8(ascii: ")") || ascii == UInt8(ascii: "]")
        }
        return closers.contains(character)
    }

    private static let cjkTerminators: Set<Character> = ["。", "！", "？", "｡"]
    private static let closers: Set<Character> = ["\"", "'", ")", "]", "”", "’", "」", "』", "）"]
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespaceFast }),
              let last = lastIndex(where: { !$0.isWhitespaceFast }) else { return "" }
        return String(self[first...last])
    }
}
