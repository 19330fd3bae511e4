/// The estimator's piece model: a cost per word piece and per punctuation run rather than per
/// character (see `TokenEstimator` for why, and docs/tokenizers.md for how close it comes).
///
/// Pieces follow the pre-tokenizers' idea of a word without their regexes: a run of ASCII letters,
/// split where a lowercase letter meets an uppercase one (`postTweet` → `post` `Tweet`) and before
/// the last capital of a capital run that starts a word (`JSONValue` → `JSON` `Value`), the way
/// `[A-Z]+(?![a-z])|[A-Z]?[a-z]+` splits it. A punctuation run is a run of ASCII punctuation
/// other than `_`.
///
/// A word piece that `Lexicon` knows costs what the vocabularies spend on it in its form
/// (lowercase or capitalized, after a space or not): one token or two; any other piece costs
/// `unknownPiece` plus `unknownPieceLetterPastSixth` a letter past the sixth.
///
/// The rates, in thousandths of a token, were fitted by a linear program
/// (Scripts/estimator/fit-estimator-rates.py): the smallest largest ratio to the highest of five
/// vocabularies over the tool definitions, tool lists and tool calls of
/// Tests/Fixtures/Tokenizers/tool-json.json, subject to no estimate under the highest count, on
/// those texts and on the fixture's one-line JSON tool outputs (whose words are mostly prose and
/// digits), then rounded up. What the fit says about the vocabularies: a word they learned costs
/// under a token (BPE merges a quote or `_` into it: `"name`, `_name`), a punctuation run of two
/// to four characters (`":"`, `"},{"`) about one and a half, a space before a digit more than
/// the digit.
extension TokenEstimator {
    static let knownPiece = 900, knownTwoTokenPiece = 1585
    static let unknownPiece = 1207, unknownPieceLetterPastSixth = 387
    static let spaceBeforePiece = 100
    static let singlePunctuation = 1081, singlePunctuationAfterSpace = 1081
    static let punctuationRuns = (two: 1429, three: 1429, four: 1429, five: 2780), punctuationPastFifth = 625
    static let underscore = 935, newline = 1500, whitespaceAfterWhitespace = 150
    static let digit = 1021, spaceBeforeDigit = 1258, punctuationAfterDigit = 0

    /// The piece model's cost of `bytes`, in thousandths of a token.
    /// - Complexity: O(n) in `bytes.count`, one pass, no allocation (a lexicon lookup per piece).
    static func pieceMilliTokens(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lexicon = Lexicon.shared
        var total = 0
        var pieceStart = 0           // byte offset of the open word piece
        var pieceLength = 0          // letters of the open word piece
        var pieceIsCapitals = false  // the open piece is all capitals so far
        var pieceAfterSpace = false  // a space comes right before the open piece
        var previousWasLower = false
        var punctuationLength = 0    // characters of the open punctuation run
        var punctuationAfterSpace = false
        var previous = Previous.start
        @inline(__always) func closePiece(length: Int) {
            guard length > 0 else { return }
            let capitalized = !pieceIsCapitals && bytes[pieceStart] <= 0x5A
            let form: Lexicon.Form? =
                pieceIsCapitals ? nil
                : capitalized ? (pieceAfterSpace ? .capitalizedAfterSpace : .capitalized)
                : (pieceAfterSpace ? .lowercaseAfterSpace : .lowercase)
            total += pieceCost(length: length, tokens: form.flatMap { lexicon.tokens(of: bytes, from: pieceStart, length: length, form: $0) })
        }
        @inline(__always) func closePunctuation() {
            guard punctuationLength > 0 else { return }
            total += punctuationCost(punctuationLength, afterSpace: punctuationAfterSpace)
            punctuationLength = 0
        }
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte >= 0x80 {
                closePiece(length: pieceLength)
                pieceLength = 0
                closePunctuation()
                let (milliTokens, length) = nonASCII(bytes, at: index)
                total += milliTokens
                index += length
                previous = .other
                continue
            }
            index += 1
            let isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
            if isUpper || isLower {
                closePunctuation()
                if pieceLength == 0 {
                    if previous == .space { total += spaceBeforePiece }
                    pieceStart = index - 1
                    pieceLength = 1
                    pieceIsCapitals = isUpper
                    pieceAfterSpace = previous == .space
                } else if isUpper && previousWasLower {
                    closePiece(length: pieceLength)  // postTweet: a capital after a lowercase letter
                    pieceStart = index - 1
                    pieceLength = 1
                    pieceIsCapitals = true
                    pieceAfterSpace = false
                } else if isLower && pieceIsCapitals && pieceLength >= 2 {
                    closePiece(length: pieceLength - 1)  // JSONValue: the last capital begins "Value"
                    pieceStart = index - 2
                    pieceLength = 2
                    pieceIsCapitals = false
                    pieceAfterSpace = false
                } else {
                    pieceLength += 1
                    if isLower { pieceIsCapitals = false }
                }
                previousWasLower = isLower
                previous = .letter
                continue
            }
            closePiece(length: pieceLength)
            pieceLength = 0
            previousWasLower = false
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                closePunctuation()
                total += digit + (previous == .space ? spaceBeforeDigit : 0)
                previous = .digit
            case 0x20:
                closePunctuation()
                if previous == .space || previous == .newline { total += whitespaceAfterWhitespace }
                previous = .space
            case 0x0A, 0x0D, 0x09:
                closePunctuation()
                total += previous == .space || previous == .newline ? whitespaceAfterWhitespace : newline
                previous = .newline
            case UInt8(ascii: "_"):
                closePunctuation()
                total += underscore
                previous = .other
            case 0x21...0x7E:
                if punctuationLength == 0 {
                    if previous == .digit { total += punctuationAfterDigit }
                    punctuationAfterSpace = previous == .space
                }
                punctuationLength += 1
                previous = .other
            default:  // control characters
                closePunctuation()
                total += singlePunctuation
                previous = .other
            }
        }
        closePiece(length: pieceLength)
        closePunctuation()
        return total
    }

    private enum Previous { case start, letter, digit, space, newline, other }

    /// A word piece of `length` letters that the vocabularies spend `tokens` on (nil: unknown, or
    /// three or more).
    @inline(__always)
    static func pieceCost(length: Int, tokens: Int?) -> Int {
        switch tokens {
        case 1?: knownPiece
        case 2?: knownTwoTokenPiece
        default: unknownPiece + unknownPieceLetterPastSixth * max(0, length - 6)
        }
    }

    @inline(__always)
    static func punctuationCost(_ characters: Int, afterSpace: Bool) -> Int {
        switch characters {
        case 1: afterSpace ? singlePunctuationAfterSpace : singlePunctuation
        case 2: punctuationRuns.two
        case 3: punctuationRuns.three
        case 4: punctuationRuns.four
        default: punctuationRuns.five + punctuationPastFifth * (characters - 5)
        }
    }

    /// The scalar model's rate of the scalar starting at `index` and its length in bytes; a stray
    /// or truncated byte costs one token and is one byte long.
    @inline(__always)
    static func nonASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (milliTokens: Int, length: Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (1000, 1) }
        var scalar = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (rate(ofNonASCII: scalar), length)
    }
}
