/// Sentence and clause boundaries (see `BoundaryLevel` for the rules), found on demand in whole
/// lines: there are many more of them than of lines, and a chunk of a thousand tokens or more
/// rarely needs them, so `TextStructure` scans a stretch of lines only the first time a cut
/// inside it must go below line level.
///
/// Exact on any stretch that starts at a line start: nothing is pending across a line break.
struct SentenceScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var boundaries: BoundaryList

    /// What the last characters mean for a boundary at the next space (or, after CJK
    /// punctuation, at the next character).
    private enum Pending { case none, sentence, clause, sentenceNoSpace, clauseNoSpace }

    /// The sentence and clause boundaries of `bytes[range]` (valid UTF-8, `range` starting at a
    /// line start), ascending, with their ranks.
    /// - Complexity: O(range).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lines range: Range<Int>) -> (offsets: [Int], ranks: [UInt8]) {
        var scanner = SentenceScanner(bytes: bytes)
        scanner.run(from: range.lowerBound, to: range.upperBound)
        return (scanner.boundaries.offsets, scanner.boundaries.ranks)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        boundaries = BoundaryList(byteCount: bytes.count)
    }

    private mutating func emit(_ offset: Int, _ level: BoundaryLevel) { boundaries.emit(offset, level) }

    private mutating func run(from start: Int, to end: Int) {
        let count = end  // the stretch scanned, not the whole text
        var index = start
        var pending = Pending.none
        while index < count {
            if pending == .none {
                // Nothing pending: only a line break, a sentence or clause mark or some non-ASCII
                // scalars can start a boundary. Skip to the next one of those.
                index = nextNotable(from: index)
                if index >= count { break }
            }
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                // A line boundary (the coarse scan's): nothing is pending on the next line.
                index += 1
                pending = .none
                continue
            }
            if byte == 0x20 || byte == 0x09 {
                if pending != .none { emit(index, Self.level(for: pending)) }  // a word boundary is found on demand
                while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                pending = .none
                continue
            }
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                    pending = .sentence
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                    if pending != .sentence { pending = .clause }
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    break  // a closer keeps what came before it pending: `end." Next`
                default:
                    flushNoSpace(at: index, &pending)
                    pending = .none
                }
                index += 1
                continue
            }
            if (0xE4...0xE9).contains(byte) || (0xC3...0xDF).contains(byte) && byte != 0xD8 && byte != 0xDB {
                // CJK ideographs (U+4E00–U+9FFF) and 2-byte letters: never punctuation here.
                flushNoSpace(at: index, &pending)
                pending = .none
                index += byte >= 0xE0 ? 3 : 2
                continue
            }
            let (scalar, length) = decodeScalar(at: index)
            switch scalar {
            case 0x3002, 0xFF01, 0xFF1F, 0xFF0E, 0xFF61, 0x0964, 0x0965, 0x061F, 0x06D4, 0x1362, 0x203C, 0x2047, 0x2048, 0x2049:
                // 。！？．｡ । ॥ ؟ ۔ ። ‼ ⁇ ⁈ ⁉: sentence ends that need no space after them
                pending = .sentenceNoSpace
            case 0x2026:
                // … ends a sentence when a space follows
                if pending != .sentenceNoSpace { pending = .sentence }
            case 0x3001, 0xFF0C, 0xFF1B, 0xFF1A:
                // 、，；：
                if pending != .sentenceNoSpace { pending = .clauseNoSpace }
            case 0x3000:
                // ideographic space: a word gap (found on demand), or a sentence or clause end
                if pending != .none { emit(index, Self.level(for: pending)) }
                pending = .none
            case 0x201D, 0x2019, 0x00BB, 0x203A, 0x300D, 0x300F, 0xFF09, 0x3011, 0x300B, 0x3009, 0xFF3D, 0x3015:
                break  // closers ” ’ » › 」 』 ） 】 》 〉 ］ 〕 stay with the sentence
            default:
                flushNoSpace(at: index, &pending)
                pending = .none
            }
            index += length
        }
    }

    /// Whether `byte` can start a boundary while nothing is pending: a line break, `.!?,;:`, or
    /// the lead byte of the non-ASCII scalars the scan looks at (U+0600–U+06FF for `؟` `۔`,
    /// U+0800–U+3FFF for `…` `।` `።` `‼` and CJK punctuation, U+F000–U+FFFF for fullwidth forms).
    /// Other leads and continuation bytes are never notable, so a skip stops at scalar starts.
    /// Two 64-bit masks, not a table: no memory access, no reference counting in the hot loop.
    @inline(__always)
    static func isNotable(_ byte: UInt8) -> Bool {
        let ascii: UInt64 = 1 << 0x0A | 1 << 0x0D | 1 << 0x21 | 1 << 0x2C | 1 << 0x2E | 1 << 0x3A | 1 << 0x3B | 1 << 0x3F
        let leads: UInt64 = 1 << (0xD8 - 0xC0) | 1 << (0xDB - 0xC0) | 0xF << (0xE0 - 0xC0) | 1 << (0xEF - 0xC0)
        let mask = byte < 0x40 ? ascii : byte >= 0xC0 ? leads : 0
        return mask >> UInt64(byte & 0x3F) & 1 != 0
    }

    /// The first notable byte at or after `start` (or the end). Three-byte scalars whose lead is
    /// notable but whose block holds no punctuation the scan looks at (kana, box drawing,
    /// halfwidth forms: most of a Japanese text) are stepped over too.
    /// - Complexity: O(n): eight bytes per step over letters and spaces (`mayHoldNotable`), one
    ///   table lookup per byte near anything else.
    private func nextNotable(from start: Int) -> Int {
        do {
            var index = start
            let count = bytes.count
            let base = UnsafeRawPointer(bytes.baseAddress!)
            while true {
                while index + 8 <= count, !Self.mayHoldNotable(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                }
                let limit = min(index + 8, count)
                while index < limit {
                    let byte = bytes[index]
                    guard Self.isNotable(byte) else {
                        index += 1
                        continue
                    }
                    if byte >= 0xE2, index + 2 < count {
                        let second = bytes[index + 1]
                        let quiet = switch byte {
                        case 0xE2: second > 0x81  // U+2080 and up: no … ‼ ⁇ ⁈ ⁉
                        case 0xE3: second != 0x80  // U+3040 and up: kana, not CJK punctuation
                        case 0xEF: second != 0xBC && second != 0xBD  // not fullwidth punctuation
                        default: false
                        }
                        if quiet {
                            index += 3
                            continue
                        }
                    }
                    return index
                }
                if index >= count { return count }
            }
        }
    }

    /// Whether eight bytes may hold a notable one: any non-ASCII byte, line break, or byte in
    /// 0x21–0x3F (punctuation and digits; only `!,.:;?` of those are notable, but one range test
    /// is cheaper than six equality tests). Letters and spaces, most of a text, pass.
    @inline(__always)
    static func mayHoldNotable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low7 = word & (ones &* 0x7F)
        // A byte b with 0x20 < b < 0x40 (for bytes below 0x80; the others are caught anyway).
        let between = (ones &* (0x7F + 0x40) &- low7) & ~word & (low7 &+ ones &* (0x7F - 0x20)) & high
        let lineFeeds = word ^ (ones &* 0x0A), returns = word ^ (ones &* 0x0D)
        let breaks = ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & high  // a zero byte in either
        return (word & high) | between | breaks != 0
    }

    /// After CJK punctuation (and its closers) the next character starts a new piece.
    private mutating func flushNoSpace(at index: Int, _ pending: inout Pending) {
        switch pending {
        case .sentenceNoSpace: emit(index, .sentence)
        case .clauseNoSpace: emit(index, .clause)
        default: break
        }
    }

    private static func level(for pending: Pending) -> BoundaryLevel {
        switch pending {
        case .sentence, .sentenceNoSpace: .sentence
        case .clause, .clauseNoSpace: .clause
        case .none: .word
        }
    }

    /// The scalar starting at `index` and its length in bytes; a malformed sequence is one byte.
    @inline(__always)
    private func decodeScalar(at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (UInt32(lead), 1) }
        var scalar = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (scalar, length)
    }
}
