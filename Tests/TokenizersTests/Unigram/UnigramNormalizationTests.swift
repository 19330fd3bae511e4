import Foundation
import Testing
import TestSupport
@testable import Tokenizers

/// Properties of the normalization steps on seeded random text (the exact outputs are checked
/// end to end against Hugging Face and sentencepiece by UnigramTokenizerTests).
struct UnigramNormalizationTests {
    static let alphabet: [Character] = [" ", " ", "\t", "\n", "\u{3000}", "a", "B", "é", "e\u{301}", "ﬁ", "Ａ", "▁", "x"]

    static func texts(count: Int) -> [String] {
        var random = SplitMix64(seed: 31)
        return (0..<count).map { _ in
            String((0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
    }

    static func applying(_ step: TextNormalizationStep, _ text: String) -> String {
        var bytes = Array(text.utf8)
        step.apply(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func stepsKeepTheirPromises() {
        for text in Self.texts(count: 300) {
            let collapsed = Self.applying(.collapseSpaces(content: Array(" ".utf8)), text)
            #expect(!collapsed.contains("  ") && collapsed.replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
            let stripped = Self.applying(.strip(left: true, right: true), text)
            #expect(stripped.unicodeScalars.first.map { !$0.properties.isWhitespace } ?? true)
            #expect(stripped.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? true)
            #expect(stripped.isEmpty || text.contains(stripped))
            let replaced = Self.applying(.replace(pattern: Array(" ".utf8), content: Array("▁".utf8)), text)
            #expect(!replaced.contains(" ") && replaced.count == text.count)
            let nfkc = Self.applying(.nfkc, text)
            #expect(Self.applying(.nfkc, nfkc) == nfkc && nfkc == text.precomposedStringWithCompatibilityMapping)
            let split = Self.applying(.whitespaceSplit, text)
            #expect(split.split(separator: " ", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty } || split.isEmpty)
            #expect(Self.applying(.prepend(Array("▁".utf8)), text) == (text.isEmpty ? "" : "▁" + text))
        }
    }

    @Test func metaspacePrefixesByScheme() {
        for text in Self.texts(count: 200) where !text.isEmpty {
            for scheme in [Metaspace.PrependScheme.always, .first, .never] {
                for isFirst in [true, false] {
                    var bytes = Array(text.utf8)
                    Metaspace(prependScheme: scheme, splits: true).apply(&bytes, isFirst: isFirst)
                    let result = String(decoding: bytes, as: UTF8.self)
                    let replaced = text.replacingOccurrences(of: " ", with: "▁")
                    let prefixes = (scheme == .always || (scheme == .first && isFirst)) && !replaced.hasPrefix("▁")
                    #expect(result == (prefixes ? "▁" + replaced : replaced))
                }
            }
        }
    }

    @Test func sentencePieceNormalizerRemovesExtraWhitespace() {
        let normalizer = SentencePieceNormalizer(addsDummyPrefix: true, removesExtraWhitespaces: true, charsmap: nil, userDefined: LiteralTokenMatcher())
        // A literal ▁ at the end would be trimmed too (SentencePiece trims the symbol, not the space).
        for text in Self.texts(count: 300).map({ $0.replacingOccurrences(of: "▁", with: "x") }) {
            var output: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { normalizer.normalize($0, into: &output) }
            let result = String(decoding: output, as: UTF8.self)
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            #expect(result == (words.isEmpty ? "" : "▁" + words.joined(separator: "▁")), "\(text.debugDescription)")
        }
    }
}
