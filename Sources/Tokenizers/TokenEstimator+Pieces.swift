/// The estimator's piece model: a cost per word piece and per punctuation run rather than per
/// character (see `TokenEstimator` for the rates and why).
///
/// Pieces follow the pre-tokenizers' idea of a word without their regexes: a run of ASCII letters,
/// split where a lowercase letter meets an uppercase one (`postTweet` → `post` `Tweet`) and before
/// the last capital of a capital run that starts a word (`JSONValue` → `JSON` `Value`), the way
/// `[A-Z]+(?![a-z])|[A-Z]?[a-z]+` splits it. A punctuation run is a run of ASCII punctuation
/// other than `_`.
extension TokenEstimator {
    static let piece = 1120, pieceLetterPastSixth = 320
    static let singlePunctuation = 1400, punctuationRun = 1500, punctuationPastFifth = 1000
    static let underscore = 400, newline = 1500, whitespaceAfterWhitespace = 150
    static let digit = 1000, spaceBeforeDigit = 200, punctuationAfterDigit = 100

    /// The piece model's cost of `bytes`, in thousandths of a token.
    /// - Complexity: O(n) in `bytes.count`, one pass, no allocation.
    static func pieceMilliTokens(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var pieceLength = 0          // letters of the open word piece
        var pieceIsCapitals = false  // the open piece is all capitals so far
        var previousWasLower = false
        var punctuationLength = 0    // characters of the open punctuation run
        var previous = Previous.start
        @inline(__always) func closePiece() {
            guard pieceLength > 0 else { return }
            total += pieceCost(pieceLength)
            pieceLength = 0
        }
        @inline(__always) func closePunctuation() {
            guard punctuationLength > 0 else { return }
            total += punctuationCost(punctuationLength)
            punctuationLength = 0
        }
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte >= 0x80 {
                closePiece()
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
                    pieceLength = 1
                    pieceIsCapitals = isUpper
                } else if isUpper && previousWasLower {
                    closePiece()               // postTweet: a capital after a lowercase letter
                    pieceLength = 1
                    pieceIsCapitals = true
                } else if isLower && pieceIsCapitals && pieceLength >= 2 {
                    total += pieceCost(pieceLength - 1)  // JSONValue: the last capital begins "Value"
                    pieceLength = 2
                    pieceIsCapitals = false
                } else {
                    pieceLength += 1
                    if isLower { pieceIsCapitals = false }
                }
                previousWasLower = isLower
                previous = .letter
                continue
            }
            closePiece()
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
                if punctuationLength == 0, previous == .digit { total += punctuationAfterDigit }
                punctuationLength += 1
                previous = .other
            default:  // control characters
                closePunctuation()
                total += singlePunctuation
                previous = .other
            }
        }
        closePiece()
        closePunctuation()
        return total
    }

    private enum Previous { case start, letter, digit, space, newline, other }

    @inline(__always)
    static func pieceCost(_ letters: Int) -> Int {
        piece + pieceLetterPastSixth * max(0, letters - 6)
    }

    @inline(__always)
    static func punctuationCost(_ characters: Int) -> Int {
        characters == 1 ? singlePunctuation : punctuationRun + punctuationPastFifth * max(0, characters - 5)
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
