/// A conservative token counter for when the backend's tokenizer is unknown.
///
/// Two models, each meant to over-count every vocabulary we know:
/// - the **scalar model** (`scalarMilliTokens`) charges every Unicode scalar a rate by script;
///   it fits prose and CJK, and counts every line;
/// - the **piece model** (`pieceMilliTokens`) charges what byte-level BPE and SentencePiece
///   vocabularies actually spend tokens on: a word piece (letters, split at camelCase changes)
///   about one token however long, a run of punctuation about one token (`":"`, `","`, `":{"`
///   are single tokens in all of them), `_` and digits apart; it fits JSON schemas, tool calls
///   and identifiers, where the scalar model charges 1.8x.
/// A line that opens with `{` or `[` (a tool definition, a call, a JSON output: JSON lines as the
/// generic rendering writes them) costs the smaller of the two. Only those lines: elsewhere the
/// piece model is sometimes cheaper on prose too, and the smaller of two models over two spans
/// costs more than the sum of the spans' smaller ones, so chunk counts would stop adding up to
/// roughly the document's (the summarizer's plans rely on that). Thousandths of a token, rounded up once. The rates are chosen to *over*-count both SentencePiece (Gemma) and byte-level BPE
/// (cl100k) vocabularies: an estimate that is too high wastes a little context, one that is too
/// low makes the model throw. Checked against exact tokenizers on every Corpora document by
/// `TokenEstimatorTests` (never under; the ratios are in docs/tokenizers.md).
///
/// Why the scalar model's rates:
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
/// Why the piece model's rates: a word the vocabularies learned is about one token however long
/// (`description`, `navigating`), a rare or misspelt one two or three, so the piece model looks
/// each word piece up in `Lexicon` (the letter tokens of cl100k_base, counted in five vocabularies)
/// and charges an unknown one by its length; JSON's `":"` and `"},{"` are one token, `"}}]` two or
/// three, so a punctuation run costs by its length; `_` is a token of its own in Gemma
/// (`file` `_` `name`). The rates were fitted by a linear program on the tool JSON fixture
/// (Tests/Fixtures/Tokenizers/tool-json.json; see `TokenEstimator+Pieces.swift`).
/// Rejected: a table of the punctuation runs all five vocabularies share, matched longest first
/// (BPE merges are not longest-match, so the table's pieces under-count and their rate must rise);
/// a piece model without the word list (every word charged as possibly rare: the fit could not
/// come within the bound); and the piece model alone (it charges Rust-by-Example's code in Japanese and
/// Chinese more than the scalar model does).
public struct TokenEstimator: TokenCounter {
    public let name = "estimate"
    public let isExact = false

    public init() {}

    /// - Complexity: O(n) in the UTF-8 length of `text`, one pass, no allocation.
    public func count(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in count(utf8: bytes) }
    }

    /// The estimate for raw UTF-8 bytes; invalid sequences cost a token per byte.
    /// - Complexity: O(n) in `bytes.count`; JSON lines are read twice; no allocation.
    public func count(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Self.milliTokens(in: bytes, jsonLines: true).roundedUpToTokens
    }

    /// The scalar model alone: a rate per Unicode scalar by script, in thousandths of a token.
    static func scalarMilliTokens(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        milliTokens(in: bytes, jsonLines: false)
    }

    /// The scalar model over `bytes`; with `jsonLines`, a line opening with `{` or `[` costs the
    /// smaller of its scalar cost (in this pass) and its piece cost.
    static func milliTokens(in bytes: UnsafeBufferPointer<UInt8>, jsonLines: Bool) -> Int {
        var lineStart = 0, totalAtLineStart = 0
        var lineOpened = false, lineIsJSON = false
        var total = 0
        var index = 0
        var previousWasWhitespace = false
        var previousWasSpace = false
        var previousWasDigit = false
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if jsonLines, !lineOpened, lead != 0x20, lead != 0x09 {
                lineOpened = true
                lineIsJSON = lead == UInt8(ascii: "{") || lead == UInt8(ascii: "[")
            }
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
                if jsonLines, lead == 0x0A || index == end {
                    if lineIsJSON {
                        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
                        total = totalAtLineStart + min(total - totalAtLineStart, pieceMilliTokens(in: line))
                    }
                    lineStart = index
                    totalAtLineStart = total
                    lineOpened = false
                    lineIsJSON = false
                }
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
        if jsonLines, lineIsJSON, lineStart < end {  // a last line that ends in a non-ASCII scalar
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<end])
            total = totalAtLineStart + min(total - totalAtLineStart, pieceMilliTokens(in: line))
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
