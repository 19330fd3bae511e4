import Testing
@testable import Tokenizers

/// `GraphemeClusters` must agree exactly with `String.count` and `String`'s own cluster
/// boundaries: checked scalar by scalar for the "never joins" claim it rests on, and on seeded
/// random text (valid and not) for the counts. A failure prints its seed.
@Suite struct GraphemeClustersTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Scalars that join or sit next to joiners: combining marks, ZWJ and emoji, regional
    /// indicators, Hangul jamo, Indic conjuncts, prepend marks, CR LF, plus the common scripts.
    static let palette: [String] = [
        "a", "Z", "7", " ", "\t", "\n", "\r", "\r\n", ".", "\u{0}", "\u{7F}", "é", "ł", "ß", "Ω", "ж", "ʰ", "\u{2FF}",
        "\u{301}", "\u{300}", "\u{36F}", "\u{483}", "\u{200C}", "\u{200D}", "\u{FE0F}", "\u{20E3}", "\u{1F3FB}",
        "👩", "❤", "©", "\u{203C}", "\u{3030}", "\u{1F1F5}", "\u{1F1F9}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}",
        "क", "\u{94D}", "ष", "\u{93F}", "\u{903}", "\u{600}", "\u{110BD}", "\u{D4E}", "ก", "\u{E33}",
        "日", "本", "。", "、", "\u{3000}", "\u{302A}", "か", "\u{3099}", "ー", "！", "ｶ", "\u{FF9E}", "\u{4DC0}", "—", "…",
        "\u{AD}", "\u{2028}", "\u{FFFD}", "𝔸",
    ]

    static func text(seed: UInt64) -> String {
        var generator = Generator(state: seed)
        var text = ""
        for _ in 0..<generator.below(120) { text += palette[generator.below(palette.count)] }
        return text
    }

    /// Byte offsets at which `text`'s clusters start.
    static func clusterStarts(_ text: String) -> [Int] {
        var starts: [Int] = []
        var index = text.startIndex
        while index < text.endIndex {
            starts.append(text.utf8.distance(from: text.utf8.startIndex, to: index))
            text.formIndex(after: &index)
        }
        return starts
    }

    static func count(_ bytes: [UInt8]) -> Int { bytes.withUnsafeBufferPointer { GraphemeClusters.count($0) } }

    @Test func neverJoiningScalarsBreakFromEverything() {
        // What `neverJoins` claims: the scalar's break property is Other, Control or LF. Each probe
        // would stay one cluster for one of the other properties (Extend, SpacingMark, ZWJ: after
        // "a"; Prepend: before "a"; regional indicator, jamo L, V, T: doubled; LV, LVT: before
        // V or T; CR: before LF).
        var failures: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF where GraphemeClusters.neverJoins(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            let text = String(scalar)
            for probe in ["a" + text, text + "a", text + text, text + "\u{1161}", text + "\u{11A8}", text + "\n"] where probe.count != 2 {
                failures.append(String(value, radix: 16))
                break
            }
        }
        #expect(checked > 20_000)
        #expect(failures.isEmpty, "scalars that join: \(failures.prefix(20))")
    }

    @Test(arguments: 0..<300)
    func countsEqualStringCount(seed: Int) {
        let text = Self.text(seed: UInt64(seed))
        let bytes = Array(text.utf8)
        #expect(Self.count(bytes) == text.count, "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        // Slices between any two scalars, counted on their own.
        var generator = Generator(state: UInt64(seed) &* 31)
        let scalarStarts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count]
        for _ in 0..<20 {
            let a = scalarStarts[generator.below(scalarStarts.count)], b = scalarStarts[generator.below(scalarStarts.count)]
            let slice = Array(bytes[min(a, b)..<max(a, b)])
            #expect(Self.count(slice) == String(decoding: slice, as: UTF8.self).count, "seed \(seed) slice \(min(a, b))..<\(max(a, b))")
        }
    }

    @Test(arguments: 0..<200)
    func countsEqualStringCountOnMalformedBytes(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 1_000_003)
        var bytes = Array(Self.text(seed: UInt64(seed) &+ 77).utf8)
        for _ in 0..<(1 + generator.below(8)) where !bytes.isEmpty {
            // Flip, drop or insert bytes, to break sequences in every way.
            let position = generator.below(bytes.count)
            switch generator.below(3) {
            case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
            case 1: bytes.remove(at: position)
            default: bytes.insert([0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF][generator.below(10)], at: position)
            }
        }
        #expect(Self.count(bytes) == String(decoding: bytes, as: UTF8.self).count, "seed \(seed): \(bytes)")
    }

    @Test(arguments: 0..<300)
    func clusterCountsMatchStringBoundaries(seed: Int) {
        let text = Self.text(seed: UInt64(seed) &+ 5_000)
        let bytes = Array(text.utf8)
        let starts = Self.clusterStarts(text)
        let offsets = Array(0...(bytes.count + 1))  // every byte offset, inside scalars too, and past the end
        let counts = bytes.withUnsafeBufferPointer { GraphemeClusters.clusterCounts($0, before: offsets) }
        let expected = offsets.map { offset in starts.filter { $0 < offset }.count }
        #expect(counts == expected, "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: 0..<200)
    func certainBreaksAreBreaksOfTheTextAndOfItsPieces(seed: Int) {
        // At a certain break the text's clusters are those of the two sides counted apart.
        let text = Self.text(seed: UInt64(seed) &+ 9_000)
        let bytes = Array(text.utf8)
        let starts = Set(Self.clusterStarts(text))
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...buffer.count where GraphemeClusters.isCertainBreak(buffer, at: offset) {
                #expect(offset == buffer.count || starts.contains(offset), "seed \(seed): \(offset) is not a cluster start")
                let left = Array(bytes[..<offset]), right = Array(bytes[offset...])
                #expect(Self.count(left) + Self.count(right) == text.count, "seed \(seed): counts do not add at \(offset)")
            }
        }
    }

    @Test func longRunsOfEveryKind() {
        // Eight-byte steps over ASCII, stopping at CR and at non-ASCII in every position.
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1000] {
            for insert in ["", "\r", "\r\n", "é", "\u{301}", "日"] {
                for position in [0, length / 2, length] {
                    var text = String(repeating: "ab", count: length).prefix(length) + ""
                    text.insert(contentsOf: insert, at: text.index(text.startIndex, offsetBy: position))
                    #expect(Self.count(Array(text.utf8)) == text.count, "\(length) \(insert.unicodeScalars.map(\.value)) at \(position)")
                }
            }
        }
        let accents = String(repeating: "e\u{301}", count: 5_000)  // no certain break at all
        #expect(Self.count(Array(accents.utf8)) == 5_000)
    }
}
