import Foundation
import Testing
@testable import Tokenizers

/// Unigram tokenizers from the committed fixtures (Scripts/make-unigram-fixtures.py): small
/// SentencePiece unigram models trained on the Corpora, as vocab-only GGUF files and
/// tokenizer.json files, compared id for id on every Corpora document and every fuzz case with
/// - `sentencepiece` on the same model (GGUF), except on the texts the fixture lists as float32
///   near-ties, where sentencepiece's single-precision sums go the other way;
/// - the same Viterbi in double precision (Hugging Face's Unigram on sentencepiece's
///   normalization, as llama.cpp also sums) on every text (GGUF);
/// - Hugging Face `tokenizers` (tokenizer.json).
struct UnigramTokenizerTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let name: String
            let text: String
        }
        struct Model: Decodable {
            let model: String
            let reference: String
            let file: String
            let documents: [ReferenceFixtures.Summary]
            let fuzz: [ReferenceFixtures.Summary]
            let roundTrips: [String]
            /// Texts where sentencepiece's float32 path sums pick another near-tie than double precision.
            let float32NearTies: [String]?
        }
        let blockSize: Int
        let sharedFuzzCount: Int
        let extraCases: [Case]
        let models: [Model]
    }

    static let directory = ReferenceFixtures.directory.appendingPathComponent("Unigram")

    static func fixture() throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: directory.appendingPathComponent("unigram.json")))
    }

    static func tokenizer(_ model: String, _ file: String) throws -> UnigramTokenizer {
        let path = directory.appendingPathComponent("\(model).\(file)").path
        let loaded: any Tokenizer = file == "gguf" ? try GGUFTokenizerLoader.load(path: path) : try TokenizerJSONLoader.loadTokenizer(path: path)
        return try #require(loaded as? UnigramTokenizer, "\(path) did not load as a unigram tokenizer")
    }

    /// Cases where the reference matches control or byte pieces that the text spells; we never do.
    static let typedSpecialCases: Set<String> = ["typed-specials"]

    func check(_ entry: Fixture.Model, _ fixture: Fixture) throws {
        let tokenizer = try Self.tokenizer(entry.model, entry.file)
        let label = "\(entry.model).\(entry.file)"
        let corpora = try ReferenceFixtures.corpora()
        let roundTrips = Set(entry.roundTrips)
        let skipped = Set(entry.float32NearTies ?? [])
        if !skipped.isEmpty { print("\(label) vs \(entry.reference): float32 near-ties not compared: \(skipped.sorted())") }
        #expect(entry.documents.count == corpora.count)
        for document in entry.documents {
            let path = try #require(document.path)
            let text = try #require(corpora[path])
            if skipped.contains(path) { continue }
            let ids = tokenizer.encode(text)
            ReferenceFixtures.check(ids, against: document, blockSize: fixture.blockSize, label: "\(label) \(path)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(text) == ids.count)
            if roundTrips.contains(path) { #expect(try tokenizer.decode(ids) == text, "\(label) \(path): decode(encode(x)) != x") }
        }
        let shared = try ReferenceFixtures.fuzzCases()
        #expect(shared.count == fixture.sharedFuzzCount, "fuzz.json changed: run Scripts/make-unigram-fixtures.py")
        let cases = shared.map { ($0.name, $0.text) } + fixture.extraCases.map { ($0.name, $0.text) }
        #expect(cases.count == entry.fuzz.count)
        for ((name, text), expected) in zip(cases, entry.fuzz) {
            #expect(expected.name == name)
            let ids = tokenizer.encode(text)
            if entry.reference != "sentencepiece" && Self.typedSpecialCases.contains(name) {
                #expect(!ids.contains { tokenizer.kinds[$0] == .control }, "typed control tokens must stay text")
                #expect(try tokenizer.decode(ids) == (try tokenizer.decode(tokenizer.encode(text))))
                continue
            }
            if skipped.contains(name) { continue }
            ReferenceFixtures.check(ids, against: expected, blockSize: fixture.blockSize, label: "\(label) fuzz \(name)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(text) == ids.count)
            if roundTrips.contains(name) { #expect(try tokenizer.decode(ids) == text, "\(label) fuzz \(name): decode(encode(x)) != x") }
        }
    }

    static let references: [(model: String, file: String, reference: String)] = [
        ("bytes", "gguf", "sentencepiece"), ("bytes", "gguf", "viterbi-f64"), ("bytes", "tokenizer.json", "tokenizers"),
        ("unk", "gguf", "sentencepiece"), ("unk", "gguf", "viterbi-f64"), ("unk", "tokenizer.json", "tokenizers"),
        ("nfkc", "gguf", "sentencepiece"), ("nfkc", "gguf", "viterbi-f64"),
    ]

    @Test(arguments: references.indices)
    func matchesReference(_ index: Int) throws {
        let (model, file, reference) = Self.references[index]
        let fixture = try Self.fixture()
        let entry = try #require(fixture.models.first { $0.model == model && $0.file == file && $0.reference == reference })
        try check(entry, fixture)
    }
}
