import Foundation
import Testing
@testable import Tokenizers

/// Unigram tokenizers from the committed fixtures (Scripts/fixtures/make-unigram-fixtures.py): small
/// SentencePiece unigram models trained on the Corpora, as vocab-only GGUF files and
/// tokenizer.json files, compared id for id on every Corpora document and every fuzz case with
/// - `sentencepiece` on the same model (GGUF), except on the texts the fixture lists as float32
///   near-ties, where sentencepiece's single-precision sums go the other way;
/// - the same Viterbi in double precision (Hugging Face's Unigram on sentencepiece's
///   normalization, as llama.cpp also sums) on every text (GGUF);
/// - Hugging Face `tokenizers` (tokenizer.json, including the `Precompiled` charsmap normalizer).
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
        #expect(shared.count == fixture.sharedFuzzCount, "fuzz.json changed: run Scripts/fixtures/make-unigram-fixtures.py")
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
        ("nfkc", "gguf", "sentencepiece"), ("nfkc", "gguf", "viterbi-f64"), ("nfkc", "tokenizer.json", "tokenizers"),
    ]

    @Test(arguments: references.indices)
    func matchesReference(_ index: Int) throws {
        let (model, file, reference) = Self.references[index]
        let fixture = try Self.fixture()
        let entry = try #require(fixture.models.first { $0.model == model && $0.file == file && $0.reference == reference })
        try check(entry, fixture)
    }

    @Test func specialTokensAreTextUnlessParsedExplicitly() throws {
        for file in ["gguf", "tokenizer.json"] {
            let tokenizer = try Self.tokenizer("bytes", file)
            let end = try #require(tokenizer.specialTokenID("</s>"))
            let typed = "Hello</s> world<s>"
            let plain = tokenizer.encode(typed)
            #expect(!plain.contains(end), "\(file): typed </s> must stay text")
            #expect(tokenizer.count(typed) == plain.count)
            let parsed = tokenizer.encode(typed, parsingSpecialTokens: true)
            #expect(parsed.contains(end))
            #expect(tokenizer.count(typed, parsingSpecialTokens: true) == parsed.count)
            #expect(try tokenizer.decode(parsed, skippingControlTokens: true).replacingOccurrences(of: " ", with: "") == "Helloworld")
            #expect(try tokenizer.piece(for: end) == "</s>")
            #expect(throws: TokenizerError.idOutOfRange(id: tokenizer.vocabularySize, vocabularySize: tokenizer.vocabularySize)) {
                try tokenizer.decode([tokenizer.vocabularySize])
            }
        }
    }

    @Test func unknownCharactersBecomeBytesOrOneUnknownToken() throws {
        let bytes = try Self.tokenizer("bytes", "gguf")
        let unknown = try Self.tokenizer("unk", "gguf")
        let text = "\u{10FFFD}\u{10FFFC}"
        #expect(try bytes.encode(text).map { try bytes.piece(for: $0) }.suffix(8) == ["<0xF4>", "<0x8F>", "<0xBF>", "<0xBD>", "<0xF4>", "<0x8F>", "<0xBF>", "<0xBC>"])
        #expect(try bytes.decode(bytes.encode(text)) == text)
        #expect(unknown.encode(text).filter { $0 == Int(unknown.unknownID) }.count == 1, "a run of unknown characters is one unknown token")
        #expect(bytes.usesByteFallback && !unknown.usesByteFallback)
        #expect(bytes.addsEndOfSequence && !bytes.addsBeginningOfSequence)
    }

    @Test func badFilesNameTheField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unigram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = Self.directory.appendingPathComponent("unk.tokenizer.json")
        func message(_ edit: (inout [String: Any]) -> Void) throws -> String {
            var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
            edit(&root)
            let url = directory.appendingPathComponent("\(UUID().uuidString).json")
            try JSONSerialization.data(withJSONObject: root).write(to: url)
            do { _ = try TokenizerJSONLoader.loadTokenizer(path: url.path) } catch { return "\(error)" }
            return "loaded"
        }
        #expect(try message { $0["normalizer"] = ["type": "Precompiled", "precompiled_charsmap": "AA"] }.contains("precompiled_charsmap"))
        #expect(try message { $0["normalizer"] = ["type": "BertNormalizer"] }.contains("'BertNormalizer' normalizer"))
        #expect(try message { $0["pre_tokenizer"] = ["type": "ByteLevel"] }.contains("'ByteLevel' pre-tokenizer"))
        #expect(try message { $0["decoder"] = ["type": "WordPiece"] }.contains("'WordPiece' decoder"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]
            model["unk_id"] = NSNull()
            root["model"] = model
        }.contains("unk_id"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]
            model["vocab"] = [["a", "not a score"]]
            root["model"] = model
        }.contains("vocab[0]"))
        #expect(try message { $0["normalizer"] = ["type": "Replace", "pattern": ["Regex": "\\s+"], "content": " "] }.contains("Regex"))
    }

    @Test func badGGUFNamesTheKey() throws {
        typealias Loading = TokenizerLoadingTests
        func t5(_ edit: (String, Loading.Value) -> (String, Loading.Value)?) throws -> String {
            let entries = Loading.tinyVocabulary().compactMap { key, value in
                key == "tokenizer.ggml.model" ? (key, .string("t5")) : edit(key, value)
            }
            let path = try Loading.temporaryFile("t5-\(UUID().uuidString).gguf", Data(Loading.gguf(entries)))
            return Loading.message { try GGUFTokenizerLoader.load(path: path) }
        }
        #expect(try t5 { key, value in (key, value) } == "no error")
        let noUnknown = try t5 { key, value in
            if key == "tokenizer.ggml.unknown_token_id" { return nil }
            if key == "tokenizer.ggml.token_type" { return (key, .int32s([3, 3, 3, 3, 3] + [Int32](repeating: 6, count: 256) + [1, 1, 1, 1, 1, 4])) }
            return (key, value)
        }
        #expect(noUnknown.contains("unknown_token_id"), "\(noUnknown)")
        let strings = try t5 { key, value in key == "general.architecture" ? ("tokenizer.ggml.precompiled_charsmap", .strings(["x"])) : (key, value) }
        #expect(strings.contains("precompiled_charsmap"), "\(strings)")

        // A charsmap whose double array claims more bytes than the blob has.
        var file = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent("nfkc.gguf")))
        let key = Array("tokenizer.ggml.precompiled_charsmap".utf8)
        let keyEnd = try #require((0...(file.count - key.count)).first { file[$0..<($0 + key.count)].elementsEqual(key) }) + key.count
        let blobStart = keyEnd + 4 + 4 + 8  // value type, element type, element count
        for offset in 0..<4 { file[blobStart + offset] = offset == 3 ? 0x7F : 0xF0 }
        let corrupt = try Loading.temporaryFile("charsmap-\(UUID().uuidString).gguf", Data(file))
        #expect(Loading.message { try GGUFTokenizerLoader.load(path: corrupt) }.contains("precompiled_charsmap"))
    }
}
