import Foundation
import TestSupport
import Testing

/// `ctx count` and `ctx tokenize` with the committed unigram vocabularies
/// (Tests/Fixtures/Tokenizers/Unigram, from Scripts/fixtures/make-unigram-fixtures.py): the counts are the
/// reference tokenizers' (sentencepiece for the GGUF, Hugging Face tokenizers for tokenizer.json).
struct UnigramCountCommandTests {
    static let fixtures = "Tests/Fixtures/Tokenizers/Unigram"

    /// The reference's token count for one Corpora document, from the committed fixture.
    static func referenceCount(model: String, reference: String, document: String) throws -> Int {
        struct Fixture: Decodable {
            struct Summary: Decodable { let count: Int; let path: String? }
            struct Model: Decodable { let model: String; let reference: String; let documents: [Summary] }
            let models: [Model]
        }
        let url = Ctx.packageRoot.appendingPathComponent("\(fixtures)/unigram.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        let entry = try #require(fixture.models.first { $0.model == model && $0.reference == reference })
        return try #require(entry.documents.first { $0.path == document }).count
    }

    @Test(arguments: [("gguf", "bytes.gguf", "bytes", "sentencepiece"), ("gguf", "unk.gguf", "unk", "viterbi-f64"),
                      ("gguf", "nfkc.gguf", "nfkc", "sentencepiece"), ("json", "bytes.tokenizer.json", "bytes", "tokenizers"),
                      ("json", "unk.tokenizer.json", "unk", "tokenizers"), ("json", "nfkc.tokenizer.json", "nfkc", "tokenizers")])
    func countMatchesTheReference(_ kind: String, _ file: String, _ model: String, _ reference: String) async throws {
        struct Report: Decodable { let exact: Bool; let totalTokens: Int; let tokenizer: String }
        let document = "en/kjv-ruth.txt"
        let result = try await Ctx.run(["count", "--json", "--tokenizer", "\(kind):\(Self.fixtures)/\(file)", "Corpora/\(document)"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.exact)
        #expect(report.totalTokens == (try Self.referenceCount(model: model, reference: reference, document: document)))
    }

    @Test func tokenizeGivesTheTextBack() async throws {
        let url = URL(fileURLWithPath: try ScratchFolder.file(named: "unigram.txt", contents: Data("Hello  world, <s> is text here.\n".utf8)))
        struct Report: Decodable { let tokenCount: Int; let ids: [Int]; let pieces: [String] }
        let result = try await Ctx.run(["tokenize", url.path, "--tokenizer", "gguf:\(Self.fixtures)/bytes.gguf", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.tokenCount == report.ids.count && report.pieces.count == report.ids.count)
        #expect(!report.ids.contains(1), "typed <s> must stay text")
        let text = report.pieces.joined().replacingOccurrences(of: "\u{2581}", with: " ")
        #expect(text.contains("Hello  world"))
    }

    @Test func corruptCharsmapInTokenizerJSONIsNamed() async throws {
        let source = Ctx.packageRoot.appendingPathComponent("\(Self.fixtures)/unk.tokenizer.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        root["normalizer"] = ["type": "Precompiled", "precompiled_charsmap": "AAAA"]
        let url = URL(fileURLWithPath: try ScratchFolder.file(named: "precompiled.json", contents: JSONSerialization.data(withJSONObject: root)))
        let result = try await Ctx.run(["count", "--tokenizer", "json:\(url.path)", "Corpora/en/kjv-ruth.txt"])
        CLITests.expectOneLineError(result, status: 1, mentioning: "precompiled_charsmap")
    }
}
