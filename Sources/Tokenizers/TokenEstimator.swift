/// A conservative token counter for when the backend's tokenizer is unknown.
///
/// It charges every Unicode scalar a rate by script, in thousandths of a token, and rounds the
/// sum up. The rates are chosen to *over*-count both SentencePiece (Gemma) and byte-level BPE
/// (cl100k) vocabularies: an estimate that is too high wastes a little context, one that is too
/// low makes the model throw. Checked against exact tokenizers on every Corpora document by
/// `TokenEstimatorTests` (never under; the ratios are in docs/tokenizers.md).
///
/// Why these rates:
/// - ASCII letters cost 0.32: English runs ~4 characters per token in both Gemma and cl100k.
/// - Digits cost 1: Gemma splits numbers into single digits.
/// - ASCII punctuation costs 0.8: code and markup merge some of it, prose rarely.
/// - A single space before a word is usually part of the next token (`▁word`, `Ġword`): 0.1.
/// - Kana, Han and Hangul cost 1: cl100k spends about one token per character; Gemma ~0.5.
/// - Latin letters with diacritics cost 1.5 (byte-level BPE often spends two tokens on one);
///   other alphabets cost 0.6–1; scalars outside the Basic Multilingual Plane (emoji) cost 2.
/// - Numbers are where both vocabularies are least kind: a space before a digit is a token of
///   its own (Gemma `▁` + `2`, cl100k ` ` + `234`), and so is the punctuation between digits
///   (`234.34,`). Without these two rules the estimate under-counts digit-heavy JSON (the BFCL
///   long-context transcript in Corpora); a space before a digit costs 1 and punctuation after a digit 1.
public struct TokenEstimator: TokenCounter {
    public let name = "estimate"
    public let isExact = false

    public init() {}

    /// - Complexity: O(n) in the UTF-8 length of `text`, one pass, no allocation.
    public func count(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            Self.milliTokens(in: bytes).roundedUpToTokens
        }
    }

    /// The estimate for raw UTF-8 bytes; invalid sequences cost a token per byte.
    /// - Complexity: O(n) in `bytes.count`.
    public func count(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Self.milliTokens(in: bytes).roundedUpToTokens
    }

    static func milliTokens(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var index = 0
        var previousWasWhitespace = false
        var previousWasSpace = false
        var previousWasDigit = false
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                let isWhitespace = lead == 0x20 || lead == 0x0A || lead == 0x09 || lead == 0x0D
                let isDigit = lead >= 0x30 && lead <= 0x39
                total += Self.asciiRate(lead, afterWhitespace: previousWasWhitespace)
                if isDigit && previousWasSpace { total += 900 }  // the space was charged 0.1: it is a token
                if previousWasDigit && lead >= 0x21 && lead <= 0x7E && !isDigit && !Self.isASCIILetter(lead) {
                    total += 200  // punctuation between digits is its own token: 1, not 0.8
                }
                previousWasWhitespace = isWhitespace
                previousWasSpace = lead == 0x20
                previousWasDigit = isDigit
                index += 1
                continue
            }
            previousWasWhitespace = false
            previousWasSpace = false
            previousWasDigit = false
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard length > 1, index + length <= end else {
                total += 1000  // a stray or truncated byte: byte fallback costs one token
                index += 1
                continue
            }
            var scalar = UInt32(lead) & (0xFF >> UInt32(length + 1))
            for offset in 1..<length {
                scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            total += Self.rate(ofNonASCII: scalar)
            index += length
        }
        return total
    }

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    @inline(__always)
    static func asciiRate(_ byte: UInt8, afterWhitespace: Bool) -> Int {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): 320
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1000
        case 0x20: afterWhitespace ? 150 : 100
        case 0x0A, 0x0D, 0x09: afterWhitespace ? 150 : 500
        case 0x21...0x7E: 800
        default: 1000  // control characters
        }
    }

    @inline(__always)
    static func rate(ofNonASCII scalar: UInt32) -> Int {
        switch scalar {
        case 0x00C0...0x024F, 0x1E00...0x1EFF: 1500         // Latin with diacritics (Polish: often 2 byte tokens)
        case 0x0300...0x036F: 500                            // combining marks
        case 0x0370...0x06FF: 600                            // Greek, Cyrillic, Armenian, Hebrew, Arabic
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF: 1000          // kana, Han, Hangul
        case 0x10000...: 2000                                // emoji and other astral scalars
        default: 1000                                        // everything else, punctuation included
        }
    }
}

extension Int {
    /// Thousandths of a token, rounded up to whole tokens.
    var roundedUpToTokens: Int { (self + 999) / 1000 }
}
