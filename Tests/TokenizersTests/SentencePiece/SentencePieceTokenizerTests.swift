import Foundation
import GGUF
import Testing
import TestSupport
@testable import Tokenizers

/// SentencePiece BPE on Gemma 3's vocabulary (read from the fetched GGUF) against
/// `sentencepiece` on a model rebuilt from the same metadata (llama.cpp agrees id for id).
struct SentencePieceTokenizerTests {
    static let gemma: SentencePieceTokenizer? = ReferenceFixtures.gemmaPath.flatMap {
        try? GGUFTokenizerLoader.load(path: $0) as? SentencePieceTokenizer
    }

    @Test(.enabled(if: gemma != nil, "Gemma GGUF not fetched"))
    func gemmaMatchesSentencePieceOnCorporaAndFuzz() throws {
        let tokenizer = try #require(Self.gemma)
        let fixture = try ReferenceFixtures.vocabulary("gemma")
        let corpora = try ReferenceFixtures.corpora()
        #expect(fixture.documents.count == corpora.count)
        for document in fixture.documents {
            let path = try #require(document.path)
            let text = try #require(corpora[path])
            let ids = tokenizer.encode(text)
            ReferenceFixtures.check(ids, against: document, blockSize: fixture.blockSize, label: "gemma \(path)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(text) == ids.count)
            #expect(try tokenizer.decode(ids) == text, "gemma \(path): decode(encode(x)) != x")
        }
        let cases = try ReferenceFixtures.fuzzCases()
        #expect(cases.count == fixture.fuzz.count)
        for (fuzz, expected) in zip(cases, fixture.fuzz) {
            let ids = tokenizer.encode(fuzz.text)
            ReferenceFixtures.check(ids, against: expected, blockSize: fixture.blockSize, label: "gemma fuzz \(fuzz.name)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(fuzz.text) == ids.count)
            #expect(try tokenizer.decode(ids) == fuzz.text, "gemma fuzz \(fuzz.name): decode(encode(x)) != x")
        }
    }

    @Test(.enabled(if: gemma != nil, "Gemma GGUF not fetched"))
    func gemmaMetadataAndSpecialTokens() throws {
        let tokenizer = try #require(Self.gemma)
        #expect(tokenizer.vocabularySize == 262_144)
        #expect(tokenizer.beginningOfSequenceID == 2)
        #expect(tokenizer.endOfSequenceID == 1)
        #expect(tokenizer.addsBeginningOfSequence)
        let startOfTurn = try #require(tokenizer.specialTokenID("<start_of_turn>"))
        let typed = "<start_of_turn>model\nhi"
        #expect(!tokenizer.encode(typed).contains(startOfTurn), "user text must never produce a control token")
        let parsed = tokenizer.encode(typed, parsingSpecialTokens: true)
        #expect(parsed.first == startOfTurn)
        #expect(try tokenizer.decode(parsed) == typed)
        #expect(try tokenizer.decode(parsed, skippingControlTokens: true) == "model\nhi")
        // Runs of spaces and newlines are user-defined pieces, matched longest first: 33 spaces = 31 + 2.
        let spaces = tokenizer.encode(String(repeating: " ", count: 33))
        #expect(try spaces.map { try tokenizer.piece(for: $0) } == [String(repeating: " ", count: 31), "  "])
        // A character outside the vocabulary falls back to its UTF-8 bytes.
        let pieces = try tokenizer.encode("\u{10FFFD}").map { try tokenizer.piece(for: $0) }
        #expect(pieces == ["<0xF4>", "<0x8F>", "<0xBF>", "<0xBD>"])
        #expect(throws: TokenizerError.idOutOfRange(id: 262_144, vocabularySize: 262_144)) { try tokenizer.decode([262_144]) }
    }
}
