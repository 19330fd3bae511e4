/// Splits prose into sentences for extractive summarization.
///
/// Boundaries: `.`, `!` or `?` followed by whitespace (closing quotes and brackets stay with
/// their sentence); the CJK terminators `。！？` (and their fullwidth forms); blank lines; and
/// numbered verse or list lines. A period followed by a space and then a lowercase letter or an
/// opening bracket, or a digit after a word of at most three letters, does not end a sentence:
/// that is an abbreviation inside one ("Smith et al. (2019) show", "Law et al. 2003", "e.g. the",
/// "Vol. 3"; "the same. 2. Synonym" still splits before "2.", which stays with its item), and
/// scientific text is full of them: cutting there handed the summarizer fragments such as
/// "2007)." to quote. Good enough to pick sentences; the chunker has its own, stricter boundary
/// rules. Public for ROUGE-Lsum (`ContextBudgetEvaluation`), which must split the way we do.
public enum SentenceSplitter {
    /// The sentences of `text`, trimmed, in order, each with its position.
    /// - Complexity: O(n) in the number of characters.
    public static func sentences(in text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var pendingTerminator = false  // a terminator, maybe followed by closers, just appended
        var terminator: Character = "."
        var wordLetters = 0  // letters of the word being read, up to the character just appended
        var lettersBeforeTerminator = 0
        var boundaryAfterSpace = false  // a terminator then whitespace: the next character decides
        var newlineRun = 0

        func flush() {
            let trimmed = current.trimmingWhitespace()
            if !trimmed.isEmpty { sentences.append(trimmed) }
            current = ""
            pendingTerminator = false
            boundaryAfterSpace = false
        }

        for character in text {
            if character.isNewlineFast {
                newlineRun += 1
                wordLetters = 0
                if newlineRun >= 2 || pendingTerminator || boundaryAfterSpace { flush() } else { current.append(" ") }
                continue
            }
            if newlineRun == 1, character.isNumberFast || character == "#" || character == "-" || character == "*" {
                flush()  // a new numbered verse, heading or list item starts on this line
            }
            newlineRun = 0
            if character.isWhitespaceFast {
                wordLetters = 0
                if pendingTerminator {
                    pendingTerminator = false
                    boundaryAfterSpace = true
                } else if !current.isEmpty, !boundaryAfterSpace {
                    current.append(" ")
                }
                continue
            }
            if boundaryAfterSpace {
                if terminator == ".", Self.continuesSentence(character, afterWordOf: lettersBeforeTerminator)
                    || Self.isEnumerationMarker(current) {
                    boundaryAfterSpace = false
                    current.append(" ")
                } else {
                    flush()
                }
            }
            if pendingTerminator, !Self.isCloser(character) {
                pendingTerminator = false
            }
            current.append(character)
            if Self.isCJKTerminator(character) {
                flush()
            } else if Self.isLatinTerminator(character) {
                pendingTerminator = true
                terminator = character
                lettersBeforeTerminator = wordLetters
            }
            wordLetters = character.isLetterFast ? wordLetters + 1 : 0
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

    /// True for what cannot start a sentence after a period and a space: a lowercase letter, an
    /// opening bracket, punctuation that continues a clause, or a digit after an abbreviation of
    /// at most three letters ("al. 2003", "Vol. 3", "pp. 28"; not "the same. 2. Synonym").
    private static func continuesSentence(_ character: Character, afterWordOf letters: Int) -> Bool {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return (1...3).contains(letters)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "%"): return true
            default: return false
            }
        }
        return character.isLowercase
    }

    /// "2." or "12." alone: the number of an item ("2. Synonym for poll"), not a sentence.
    private static func isEnumerationMarker(_ sentence: String) -> Bool {
        // Checked at every sentence end: rule out a real sentence before copying it to trim.
        guard sentence.utf8.count <= 8 else { return false }
        let trimmed = sentence.trimmingWhitespace()
        guard trimmed.count >= 2, trimmed.count <= 3, trimmed.last == "." else { return false }
        return trimmed.dropLast().allSatisfy(\.isNumberFast)
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
