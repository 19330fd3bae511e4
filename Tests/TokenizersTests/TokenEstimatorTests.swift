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
/// Corpora document: it must never under-count; the ratios are printed for docs/tokenizers.md.
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

/// The estimator on what tool use is made of: every tool definition, tool list and tool-call
/// message of the BFCL tasks 0-99 and the Corpora transcripts, as the generic rendering writes
/// them, against the exact counts of five vocabularies (Tests/Fixtures/Tokenizers/tool-json.json,
/// written by Scripts/fixtures/make-tool-json-fixtures.py). Never below any of them; at most
/// `TokenEstimatorToolJSONTests.largestRatio` times the highest.
struct TokenEstimatorToolJSONTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let kind: String
            let source: String
            let text: String
            let counts: [String: Int]
        }
        let references: [String]
        let cases: [Case]
    }

    /// The largest estimate / highest-count ratio allowed on definitions, lists and calls: the
    /// estimator may waste at most 15% of what the most expensive of the five vocabularies spends.
    static let largestRatio = 1.15

    static func fixture() throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: ReferenceFixtures.directory.appendingPathComponent("tool-json.json")))
    }

    static func describe(_ ratios: [Double]) -> String {
        let sorted = ratios.sorted()
        return String(format: "%.2f/%.2f/%.2f", sorted.first ?? 0, sorted[sorted.count / 2], sorted.last ?? 0)
    }

    @Test func definitionsAndCallsAreNeverUnderAndRarelyWasteful() throws {
        let fixture = try Self.fixture()
        let estimator = TokenEstimator()
        #expect(fixture.references.count == 5)
        for kind in ["tool", "tools", "call"] {
            let cases = fixture.cases.filter { $0.kind == kind }
            #expect(cases.count >= 6, "\(kind): only \(cases.count) cases")
            var toHighest: [Double] = []
            var byReference: [String: [Double]] = [:]
            for item in cases {
                let estimate = estimator.count(item.text)
                let highest = item.counts.values.max() ?? 0
                for (reference, exact) in item.counts {
                    #expect(estimate >= exact, "\(kind) \(item.source): estimate \(estimate) under-counts \(reference)'s \(exact)")
                    byReference[reference, default: []].append(Double(estimate) / Double(max(1, exact)))
                }
                let ratio = Double(estimate) / Double(max(1, highest))
                toHighest.append(ratio)
                #expect(ratio <= Self.largestRatio, "\(kind) \(item.source): estimate \(estimate) is \(ratio)x the highest count \(highest)")
            }
            let perReference = fixture.references.map { "\($0) \(Self.describe(byReference[$0] ?? [0]))" }.joined(separator: ", ")
            print("estimate/exact \(kind) (\(cases.count)), min/median/max: highest \(Self.describe(toHighest)); \(perReference)")
        }
    }

    /// Tool outputs are free text and JSON of every shape: no one-line JSON output that the
    /// scalar model alone does not under-count is under-counted (the piece model's rates are
    /// fitted with them as floors); the figures are printed.
    @Test func outputsAreNotUnderCountedByThePieceModel() throws {
        let fixture = try Self.fixture()
        let estimator = TokenEstimator()
        let outputs = fixture.cases.filter { $0.kind == "output" }
        var ratios: [Double] = []
        for item in outputs {
            let estimate = estimator.count(item.text)
            let highest = item.counts.values.max() ?? 0
            ratios.append(Double(estimate) / Double(max(1, highest)))
            if estimate < highest {
                var text = item.text
                let scalar = text.withUTF8 { TokenEstimator.scalarMilliTokens(in: $0).roundedUpToTokens }
                #expect(scalar < highest, "output \(item.source): estimate \(estimate) under the highest count \(highest), the scalar model's \(scalar) is not")
                print("⚠️  output \(item.source): estimate \(estimate) under the highest count \(highest) (\(item.counts))")
            }
        }
        print("estimate/highest output (\(outputs.count)), min/median/max: \(Self.describe(ratios))")
    }

    /// The piece model's splits (camelCase, capital runs, `_`, punctuation runs) and its word list.
    @Test func pieceModelCountsPiecesAndRuns() {
        func pieces(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { TokenEstimator.pieceMilliTokens(in: $0) }
        }
        let known = TokenEstimator.knownPiece, unknown = TokenEstimator.unknownPiece
        #expect(pieces("description") == known)
        #expect(pieces("postTweet") == 2 * known)
        #expect(pieces("JSONValue") == unknown + known)  // capitals are not looked up; "Value" is
        #expect(pieces("file_name") == 2 * known + TokenEstimator.underscore)
        #expect(pieces("zqxjvk") == unknown)
        #expect(pieces("zqxjvkwpqz") == unknown + 4 * TokenEstimator.unknownPieceLetterPastSixth)
        #expect(pieces("\":\"") == TokenEstimator.punctuationRuns.three)
        #expect(pieces(",") == TokenEstimator.singlePunctuation)
        #expect(pieces(" \"") == TokenEstimator.singlePunctuationAfterSpace)
        #expect(pieces("a 12") == unknown + 2 * TokenEstimator.digit + TokenEstimator.spaceBeforeDigit)
        #expect(pieces("the weather") == 2 * known + TokenEstimator.spaceBeforePiece)
        // 6 tokens in cl100k ({" name ":" get _weather "}); the scalar model charges 11.
        let json = "{\"name\":\"get_weather\"}"
        #expect(TokenEstimator().count(json) == 8)
        var copy = json
        #expect(copy.withUTF8 { TokenEstimator.scalarMilliTokens(in: $0).roundedUpToTokens } == 11)
    }

    /// The word list: every word once, looked up by its letters whatever their case, in the form
    /// asked; a word it does not hold is nil.
    @Test func lexiconLooksWordsUpByForm() {
        let lexicon = TokenEstimator.Lexicon.shared
        #expect(lexicon.count > 30_000)
        func tokens(_ word: String, _ form: TokenEstimator.Lexicon.Form) -> Int? {
            var word = word
            return word.withUTF8 { lexicon.tokens(of: $0, from: 0, length: $0.count, form: form) }
        }
        #expect(tokens("weather", .lowercase) == 1)
        #expect(tokens("Weather", .capitalizedAfterSpace) == 1)
        #expect(tokens("zqxjvk", .lowercase) == nil)
        #expect(tokens("a", .lowercase) == nil)  // one letter: never listed
        let small = TokenEstimator.Lexicon(text: "1223 alpha beta\n3331 gamma\n")
        #expect(small.count == 3)
        var alpha = "Alpha", gamma = "gamma"
        #expect(alpha.withUTF8 { small.tokens(of: $0, from: 0, length: $0.count, form: .capitalized) } == 2)
        #expect(alpha.withUTF8 { small.tokens(of: $0, from: 0, length: $0.count, form: .capitalizedAfterSpace) } == nil)
        #expect(gamma.withUTF8 { small.tokens(of: $0, from: 0, length: $0.count, form: .lowercase) } == nil)
        #expect(gamma.withUTF8 { small.tokens(of: $0, from: 0, length: $0.count, form: .capitalizedAfterSpace) } == 1)
    }
}
