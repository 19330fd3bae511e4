import Foundation
import Testing
@testable import Tokenizers

/// Templates render exactly what the models' Jinja templates render (Jinja2 in
/// Scripts/fixtures/make-tokenizer-fixtures.py), and their token counts equal the reference tokenizers'
/// counts of that text with control tokens parsed, except where a message itself types markup.
struct ChatTemplateTests {
    struct Fixture: Decodable {
        struct Message: Decodable { let role: String; let content: String }
        struct Case: Decodable {
            let template: String
            let conversation: Int
            let addGenerationPrompt: Bool
            let rendered: String
            let counts: [String: Int]
        }
        let conversations: [[Message]]
        let cases: [Case]
    }

    static func fixture() throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: ReferenceFixtures.directory.appendingPathComponent("templates.json")))
    }

    static func messages(_ raw: [Fixture.Message]) throws -> [ChatMessage] {
        try raw.map { ChatMessage(role: try #require(ChatMessage.Role(rawValue: $0.role)), content: $0.content) }
    }

    @Test func renderingMatchesTheJinjaTemplates() throws {
        let fixture = try Self.fixture()
        #expect(fixture.cases.count >= 24)
        for entry in fixture.cases {
            let template = try #require(ChatTemplates.named(entry.template))
            let rendered = template.render(try Self.messages(fixture.conversations[entry.conversation]), addGenerationPrompt: entry.addGenerationPrompt)
            #expect(rendered == entry.rendered, "\(entry.template) conversation \(entry.conversation)")
        }
    }

    @Test(.enabled(if: SentencePieceTokenizerTests.gemma != nil || ByteLevelBPETokenizerTests.qwen != nil, "no vocabulary fetched"))
    func tokenCountsAreExact() throws {
        let fixture = try Self.fixture()
        var tokenizers: [String: any Tokenizer] = [:]
        tokenizers["gemma"] = SentencePieceTokenizerTests.gemma
        tokenizers["qwen2"] = ByteLevelBPETokenizerTests.qwen
        tokenizers["cl100k"] = ByteLevelBPETokenizerTests.cl100k
        for entry in fixture.cases {
            let template = try #require(ChatTemplates.named(entry.template))
            let messages = try Self.messages(fixture.conversations[entry.conversation])
            for (vocabulary, tokenizer) in tokenizers {
                let expected = try #require(entry.counts[vocabulary])
                let counted = template.tokenCount(for: messages, addGenerationPrompt: entry.addGenerationPrompt, counter: tokenizer)
                // The reference parses control tokens anywhere in the rendered text; we keep markup
                // typed inside a message as text (no template injection), which costs more tokens.
                let typesMarkup = messages.contains { tokenizer.encode($0.content, parsingSpecialTokens: true) != tokenizer.encode($0.content) }
                if typesMarkup {
                    #expect(counted > expected, "\(entry.template) conversation \(entry.conversation) with \(vocabulary)")
                } else {
                    #expect(counted == expected, "\(entry.template) conversation \(entry.conversation) with \(vocabulary)")
                }
                #expect(counted == tokenizer.encode(template.segments(for: messages, addGenerationPrompt: entry.addGenerationPrompt)).count)
            }
        }
    }

    @Test(.enabled(if: SentencePieceTokenizerTests.gemma != nil, "Gemma GGUF not fetched"))
    func gemmaMarkupCostsAFewTokensPerTurn() throws {
        let tokenizer = try #require(SentencePieceTokenizerTests.gemma)
        let template = GemmaChatTemplate()
        let one = [ChatMessage(role: .user, content: "Hello there")]
        let two = one + [ChatMessage(role: .assistant, content: "Hi"), ChatMessage(role: .user, content: "Hello there")]
        let markupOne = template.tokenCount(for: one, addGenerationPrompt: false, counter: tokenizer) - tokenizer.count("Hello there")
        let markupThree = template.tokenCount(for: two, addGenerationPrompt: false, counter: tokenizer)
            - 2 * tokenizer.count("Hello there") - tokenizer.count("Hi")
        // <bos> + 5 per turn: <start_of_turn>, role, "\n", <end_of_turn>, "\n".
        #expect(markupOne == 1 + 5)
        #expect(markupThree == 1 + 3 * 5)
        // The estimator never counts less than the exact template.
        #expect(template.tokenCount(for: two, addGenerationPrompt: true, counter: TokenEstimator())
            >= template.tokenCount(for: two, addGenerationPrompt: true, counter: tokenizer))
    }

    @Test func jinjaTrimFollowsPythonStrip() {
        #expect(" \t\n x y \u{3000}\u{1C}".jinjaTrimmed == "x y")
        #expect("   ".jinjaTrimmed == "")
        #expect("\u{200B}x".jinjaTrimmed == "\u{200B}x")  // zero-width space is not whitespace
    }
}
