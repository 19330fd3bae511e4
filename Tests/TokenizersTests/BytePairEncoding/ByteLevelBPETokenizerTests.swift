import Foundation
import Testing
@testable import Tokenizers

/// Byte-level BPE against tiktoken (cl100k_base) and Hugging Face `tokenizers` (Qwen2.5's
/// tokenizer.json): ids identical on every Corpora document and the fuzz set, and
/// `decode(encode(x)) == x`.
struct ByteLevelBPETokenizerTests {
    static let cl100k: ByteLevelBPETokenizer? = ReferenceFixtures.cl100kPath.flatMap { try? TiktokenLoader.load(path: $0) }
    static let qwen: ByteLevelBPETokenizer? = ReferenceFixtures.qwenPath.flatMap { try? TokenizerJSONLoader.load(path: $0) }

    static func checkExactness(_ tokenizer: ByteLevelBPETokenizer, fixture name: String) throws {
        let fixture = try ReferenceFixtures.vocabulary(name)
        let corpora = try ReferenceFixtures.corpora()
        #expect(fixture.documents.count == corpora.count)
        for document in fixture.documents {
            let path = try #require(document.path)
            let text = try #require(corpora[path])
            let ids = tokenizer.encode(text)
            ReferenceFixtures.check(ids, against: document, blockSize: fixture.blockSize, label: "\(name) \(path)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(text) == ids.count, "\(name) \(path): count differs from encode")
            #expect(try tokenizer.decode(ids) == text.precomposedIfNFC(tokenizer), "\(name) \(path): decode(encode(x)) != x")
        }
        let cases = try ReferenceFixtures.fuzzCases()
        #expect(cases.count == fixture.fuzz.count)
        for (fuzz, expected) in zip(cases, fixture.fuzz) {
            let ids = tokenizer.encode(fuzz.text)
            ReferenceFixtures.check(ids, against: expected, blockSize: fixture.blockSize, label: "\(name) fuzz \(fuzz.name)") {
                (try? tokenizer.decode($0)) ?? ""
            }
            #expect(tokenizer.count(fuzz.text) == ids.count)
            #expect(try tokenizer.decode(ids) == fuzz.text.precomposedIfNFC(tokenizer), "\(name) fuzz \(fuzz.name): decode(encode(x)) != x")
        }
    }

    @Test(.enabled(if: cl100k != nil, "cl100k_base.tiktoken not fetched"))
    func cl100kMatchesTiktoken() throws {
        try Self.checkExactness(try #require(Self.cl100k), fixture: "cl100k")
    }

    @Test(.enabled(if: qwen != nil, "Qwen2 tokenizer.json not fetched"))
    func qwen2MatchesHuggingFaceTokenizers() throws {
        try Self.checkExactness(try #require(Self.qwen), fixture: "qwen2")
    }

    @Test(.enabled(if: cl100k != nil, "cl100k_base.tiktoken not fetched"))
    func controlTokensAreTextUnlessParsedExplicitly() throws {
        let tokenizer = try #require(Self.cl100k)
        let text = "a<|endoftext|>b"
        let endOfText = try #require(tokenizer.specialTokenID("<|endoftext|>"))
        #expect(endOfText == 100257)
        #expect(!tokenizer.encode(text).contains(endOfText))
        #expect(tokenizer.encode(text, parsingSpecialTokens: true).contains(endOfText))
        #expect(tokenizer.count(text, parsingSpecialTokens: true) == tokenizer.encode(text, parsingSpecialTokens: true).count)
        let parsed = tokenizer.encode(text, parsingSpecialTokens: true)
        #expect(try tokenizer.decode(parsed) == text)
        #expect(try tokenizer.decode(parsed, skippingControlTokens: true) == "ab")
    }

    @Test(.enabled(if: qwen != nil, "Qwen2 tokenizer.json not fetched"))
    func qwenSpecialTokensAndPieces() throws {
        let tokenizer = try #require(Self.qwen)
        let imEnd = try #require(tokenizer.specialTokenID("<|im_end|>"))
        #expect(!tokenizer.encode("x<|im_end|>").contains(imEnd))
        #expect(tokenizer.encode("x<|im_end|>", parsingSpecialTokens: true).last == imEnd)
        let hello = tokenizer.encode(" hello")
        #expect(hello.count == 1)
        #expect(try tokenizer.piece(for: hello[0]) == "Ġhello")
    }

    @Test(.enabled(if: cl100k != nil, "cl100k_base.tiktoken not fetched"))
    func decodeRejectsIdsOutsideTheVocabulary() throws {
        let tokenizer = try #require(Self.cl100k)
        #expect(throws: TokenizerError.idOutOfRange(id: -1, vocabularySize: tokenizer.vocabularySize)) { try tokenizer.decode([-1]) }
        #expect(throws: TokenizerError.idOutOfRange(id: 100256, vocabularySize: tokenizer.vocabularySize)) { try tokenizer.decode([100256]) }
        #expect(throws: TokenizerError.self) { try tokenizer.decode([1 << 40]) }
    }
}

extension String {
    /// What a tokenizer that normalizes to NFC decodes this text back to.
    func precomposedIfNFC(_ tokenizer: ByteLevelBPETokenizer) -> String {
        tokenizer.normalization == .nfc ? precomposedStringWithCanonicalMapping : self
    }
}
