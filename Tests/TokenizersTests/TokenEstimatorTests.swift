import Foundation
import Testing
@testable import Tokenizers

/// The estimator's promise is to over-count, never under-count. The references here are the
/// cl100k_base counts recorded in Corpora/MANIFEST.json (made with tiktoken when the corpora
/// were assembled); exact-tokenizer comparisons live with the exact tokenizers.
struct TokenEstimatorTests {
    struct ManifestEntry: Decodable {
        let path: String
        let bytes: Int
        let tokens_cl100k: Int
    }

    static let corpora: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora")

    static func manifest() throws -> [ManifestEntry] {
        try JSONDecoder().decode([ManifestEntry].self, from: Data(contentsOf: corpora.appendingPathComponent("MANIFEST.json")))
    }

    @Test func overCountsCl100kOnEveryCorporaDocument() throws {
        let estimator = TokenEstimator()
        let entries = try Self.manifest()
        #expect(entries.count >= 18)
        for entry in entries {
            let text = try String(contentsOf: Self.corpora.appendingPathComponent(entry.path), encoding: .utf8)
            let estimate = estimator.count(text)
            let ratio = Double(estimate) / Double(entry.tokens_cl100k)
            print("estimate/cl100k \(entry.path): \(String(format: "%.3f", ratio))")
            #expect(estimate >= entry.tokens_cl100k, "\(entry.path): estimate \(estimate) under-counts cl100k \(entry.tokens_cl100k)")
            #expect(ratio < 1.6, "\(entry.path): estimate \(estimate) is \(ratio)x cl100k; too wasteful")
        }
    }

    @Test func emptyTextCostsNothing() {
        #expect(TokenEstimator().count("") == 0)
    }

    @Test func scriptsAreChargedDifferently() {
        let estimator = TokenEstimator()
        // 100 characters each: ASCII letters are cheapest, digits and CJK cost a token apiece.
        let latin = String(repeating: "a", count: 100)
        let digits = String(repeating: "7", count: 100)
        let kanji = String(repeating: "語", count: 100)
        #expect(estimator.count(latin) == 32)
        #expect(estimator.count(digits) == 100)
        #expect(estimator.count(kanji) == 100)
        #expect(estimator.count("😀") == 2)
    }

    @Test func malformedBytesCostATokenEach() {
        let bytes: [UInt8] = [0xFF, 0xC3, 0x41]  // invalid lead, truncated sequence, "A"
        let count = bytes.withUnsafeBufferPointer { TokenEstimator().count(utf8: $0) }
        #expect(count == 3)  // 1 + 1 + 0.32, rounded up
    }

    @Test func countGrowsWithText() {
        let estimator = TokenEstimator()
        var text = ""
        var previous = 0
        for word in ["Lorem", " ipsum", " dolor", " sit", " amet", ",", " 2024", " 東京"] {
            text += word
            let count = estimator.count(text)
            #expect(count >= previous)
            previous = count
        }
    }
}

/// The estimator against Gemma 3's exact count (SentencePiece from the fetched GGUF) on every
/// Corpora document: it must never under-count; the ratios are printed for the README.
struct TokenEstimatorGemmaTests {
    @Test(.enabled(if: SentencePieceTokenizerTests.gemma != nil, "Gemma GGUF not fetched"))
    func neverUnderCountsGemma() throws {
        let gemma = try #require(SentencePieceTokenizerTests.gemma)
        let estimator = TokenEstimator()
        let corpora = try ReferenceFixtures.corpora()
        #expect(corpora.count >= 18)
        var ratios: [Double] = []
        for (path, text) in corpora.sorted(by: { $0.key < $1.key }) {
            let exact = gemma.count(text)
            let estimate = estimator.count(text)
            let ratio = Double(estimate) / Double(exact)
            ratios.append(ratio)
            print("estimate/gemma \(path): \(estimate) / \(exact) = \(String(format: "%.3f", ratio))")
            #expect(estimate >= exact, "\(path): estimate \(estimate) under-counts Gemma's \(exact)")
        }
        print("estimate/gemma range: \(String(format: "%.2f", ratios.min() ?? 0))x – \(String(format: "%.2f", ratios.max() ?? 0))x")
    }
}
