import Foundation
import Testing
@testable import Tokenizers

/// Each hand-written scanner against its regex, run by the Python `regex` module
/// (Scripts/fixtures/make-tokenizer-fixtures.py): the same pre-token boundaries on every Corpora
/// document and the fuzz set. GPT-2, Llama 3 and o200k have no vocabulary under test, so this
/// is their exactness test; cl100k and Qwen2 are also covered through their ids.
struct PreTokenizerScannerTests {
    struct Fixture: Decodable {
        let documents: [ReferenceFixtures.Summary]
        let fuzz: [ReferenceFixtures.Summary]
    }

    static func ends(_ kind: PreTokenizerKind, _ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var ends: [Int] = []
            kind.forEachPreToken(bytes) { _, end in ends.append(end) }
            return ends
        }
    }

    @Test(arguments: PreTokenizerKind.allCases)
    func scannerMatchesItsRegex(_ kind: PreTokenizerKind) throws {
        let all = try JSONDecoder().decode([String: Fixture].self, from: Data(
            contentsOf: ReferenceFixtures.directory.appendingPathComponent("pretokenizers.json")))
        let fixture = try #require(all[kind.rawValue])
        let corpora = try ReferenceFixtures.corpora()
        for document in fixture.documents {
            let path = try #require(document.path)
            let text = try #require(corpora[path])
            ReferenceFixtures.check(Self.ends(kind, text), against: document, blockSize: 1024, label: "\(kind) \(path)") {
                "boundaries \($0.prefix(8))…"
            }
        }
        let cases = try ReferenceFixtures.fuzzCases()
        for (fuzz, expected) in zip(cases, fixture.fuzz) {
            ReferenceFixtures.check(Self.ends(kind, fuzz.text), against: expected, blockSize: 1024, label: "\(kind) fuzz \(fuzz.name)") { _ in
                kind.split(fuzz.text).prefix(40).debugDescription
            }
        }
    }

    @Test func splitsCoverTheText() {
        let text = "Hello, world! It's 2024:\n\n  東京 👩🏽‍💻 ÀÉÎ   "
        for kind in PreTokenizerKind.allCases {
            let pieces = kind.split(text)
            #expect(pieces.joined() == text, "\(kind)")
            #expect(!pieces.contains(""), "\(kind)")
        }
    }

    @Test func digitsAndContractionsPerFamily() {
        #expect(PreTokenizerKind.cl100k.split("12345 it's") == ["123", "45", " it", "'s"])
        #expect(PreTokenizerKind.qwen2.split("12345") == ["1", "2", "3", "4", "5"])
        #expect(PreTokenizerKind.gpt2.split("12345 IT'S") == ["12345", " IT", "'", "S"])
        #expect(PreTokenizerKind.o200k.split("HelloWorld's") == ["Hello", "World's"])
        // cl100k keeps trailing whitespace with a newline together; Llama 3 splits after the newline.
        #expect(PreTokenizerKind.cl100k.split("a \n  ") == ["a", " \n  "])
        #expect(PreTokenizerKind.llama3.split("a \n  ") == ["a", " \n", "  "])
    }
}
