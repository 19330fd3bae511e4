import Foundation
import Testing
@testable import Tokenizers

/// The GPT-2, o200k and Llama 3 scanners on their real vocabularies: ids identical to tiktoken
/// (r50k_base, o200k_base) and Hugging Face `tokenizers` (Llama 3.2's tokenizer.json) on every
/// Corpora document and the fuzz set, and `decode(encode(x)) == x`. Fixtures from
/// Scripts/fixtures/make-bytelevel-fixtures.py; vocabularies from Scripts/fetching/fetch-tokenizers.sh.
struct ByteLevelVocabularyTests {
    static let r50k: ByteLevelBPETokenizer? = vocabulary("r50k_base.tiktoken").flatMap { try? TiktokenLoader.load(path: $0) }
    static let o200k: ByteLevelBPETokenizer? = vocabulary("o200k_base.tiktoken").flatMap { try? TiktokenLoader.load(path: $0) }
    static let llama3: ByteLevelBPETokenizer? = vocabulary("llama3/tokenizer.json").flatMap { try? TokenizerJSONLoader.load(path: $0) }

    /// The cached file, or nil after saying loudly which tests do not run.
    static func vocabulary(_ name: String) -> String? {
        let path = ReferenceFixtures.cache.appendingPathComponent("tokenizers").appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) { return path }
        print("⚠️  NOT RUN: \(path) is missing; run Scripts/fetching/fetch-tokenizers.sh to run the exactness tests that need it")
        return nil
    }

    @Test(.enabled(if: r50k != nil, "r50k_base.tiktoken not fetched"))
    func gpt2MatchesTiktoken() throws {
        let tokenizer = try #require(Self.r50k)
        #expect(tokenizer.vocabularySize == 50257)
        try ByteLevelBPETokenizerTests.checkExactness(tokenizer, fixture: "r50k")
        #expect(tokenizer.encode("<|endoftext|>").count > 1, "typed special tokens stay text")
        #expect(tokenizer.encode("<|endoftext|>", parsingSpecialTokens: true) == [50256])
    }

    @Test(.enabled(if: o200k != nil, "o200k_base.tiktoken not fetched"))
    func o200kMatchesTiktoken() throws {
        let tokenizer = try #require(Self.o200k)
        try ByteLevelBPETokenizerTests.checkExactness(tokenizer, fixture: "o200k")
        #expect(tokenizer.encode("<|endoftext|>", parsingSpecialTokens: true) == [199999])
        #expect(throws: TokenizerError.self) { try tokenizer.decode([tokenizer.vocabularySize]) }
    }

    @Test(.enabled(if: llama3 != nil, "Llama 3 tokenizer.json not fetched"))
    func llama3MatchesHuggingFaceTokenizers() throws {
        let tokenizer = try #require(Self.llama3)
        try ByteLevelBPETokenizerTests.checkExactness(tokenizer, fixture: "llama3")
        let header = "<|start_header_id|>user<|end_header_id|>"
        #expect(tokenizer.encode(header, parsingSpecialTokens: true).count == 3)
        #expect(tokenizer.encode(header).count > 3, "typed special tokens stay text")
        #expect(tokenizer.specialTokenID("<|begin_of_text|>") == 128000)
    }
}
