import Testing
import TestSupport
@testable import Tokenizers

/// The fallback that validates UTF-8 below macOS 15 / iOS 18 agrees with the standard library's
/// `String(validating:as:)`, which is what runs on Linux and on newer Apple systems (so the tests
/// need that function's systems).
@Suite struct UTF8ValidationTests {
    /// Boundary cases of the UTF-8 grammar: overlong forms, surrogates, past U+10FFFF, truncated
    /// and stray continuation bytes, and a replacement character that was in the input.
    @Test(arguments: [
        [], [0x41], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBD],
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0x80], [0xC3], [0xE6, 0x97], [0x41, 0xFF, 0x42], [0xBF, 0xBD],
    ] as [[UInt8]])
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func fallbackAgreesOnTheGrammarsEdges(bytes: [UInt8]) {
        #expect(String.validatingUTF8BytesByRepair(bytes) == String(validating: bytes, as: UTF8.self))
    }

    @Test @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func fallbackAgreesOnRandomBytes() {
        let seed: UInt64 = 0x5EED_0030
        var random = SplitMix64(seed: seed)
        // Mostly valid text with a few bytes changed, so that both valid and invalid inputs occur.
        let text = Array("ContextBudget: 日本語のテキスト, emoji 😀, accents é ü.".utf8)
        for _ in 0..<2_000 {
            var bytes = Array(text.prefix(Int.random(in: 0...text.count, using: &random)))
            for _ in 0..<Int.random(in: 0...2, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String.validatingUTF8BytesByRepair(bytes) == expected, "seed \(seed), bytes \(bytes)")
            #expect(String.validatingUTF8BytesByRepair(bytes[...]) == expected, "seed \(seed), bytes \(bytes)")
        }
    }
}
