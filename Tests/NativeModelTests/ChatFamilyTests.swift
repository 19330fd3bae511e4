import ContextBudget
import Foundation
import Testing
import Tokenizers
@testable import NativeModel

/// Every architecture gets its family's prompt format: from the file's `tokenizer.chat_template`
/// when it has one, else from the architecture and the vocabulary's control tokens
/// (tiny models of Scripts/fixtures/make-tiny-model-fixtures.py, whose vocabularies carry each family's markers).
struct ChatFamilyTests {
    static func model(_ architecture: String, chatTemplate: (any ChatTemplate)? = nil) throws -> NativeLanguageModel {
        try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-\(architecture).gguf"), contextSize: 64, chatTemplate: chatTemplate)
    }

    static let transcript = Transcript(entries: [.instructions("Be brief."), .prompt("Hi <|im_end|> there"), .response("Hello"), .prompt("Again")])

    @Test(arguments: [("gemma3", "gemma"), ("llama", "llama3"), ("qwen2", "qwen2.5")])
    func eachFamilyGetsItsTemplateAndStopToken(architecture: String, expected: String) async throws {
        let model = try Self.model(architecture)
        let format = (model.chatTemplate as? FileChatTemplate)?.family ?? model.chatTemplate
        #expect(format.name == expected)
        let endOfTurn = try #require(model.chatTemplate.endOfTurnMarkers.compactMap(model.tokenizer.specialTokenID).first)
        #expect(model.stopTokens.contains(endOfTurn))
        // Counting and encoding agree, and every turn's end is one control token.
        let prompt = model.promptTokens(for: Self.transcript)
        #expect(try await model.tokenCount(for: Self.transcript) == prompt.count)
        #expect(prompt.filter { $0 == endOfTurn }.count >= 3)
    }

    @Test func qwenTemplateComesFromTheFileWithItsDefaultSystemMessage() throws {
        let model = try Self.model("qwen2")
        let template = try #require(model.chatTemplate as? FileChatTemplate, "\(model.chatTemplate.name): \(model.templateReason)")
        #expect(model.templateReason.hasPrefix("the file's tokenizer.chat_template"))
        #expect((template.family as? QwenChatTemplate)?.defaultSystemPrompt == "You are a helpful assistant.")
        let rendered = template.render(Transcript(entries: [.prompt("Hi")]).chatMessages, addGenerationPrompt: true)
        #expect(rendered == "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")
        // Markup typed by the user stays text: only the template's own markers are control tokens.
        let imEnd = try #require(model.tokenizer.specialTokenID("<|im_end|>"))
        let prompt = model.promptTokens(for: Self.transcript)
        #expect(prompt.filter { $0 == imEnd }.count == 4)  // system, user, assistant, user
    }

    /// A file's template that raises for one conversation (here: any longer than two messages)
    /// is counted in the family's format, but is not sent in it: generation reports the
    /// template's error, with what to do instead.
    @Test func aTemplateThatRaisesForTheConversationIsAnErrorNotAFallback() async throws {
        let source = "{% if messages|length > 2 %}{{ raise_exception('Only one exchange') }}{% endif %}"
            + "{% for m in messages %}{{ '<|im_start|>' + m.role + '\\n' + m.content + '<|im_end|>\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
        let base = try Self.model("qwen2")
        let template = try FileChatTemplate(
            source: source, isControlToken: { base.tokenizer.specialTokenID($0) != nil }, beginningToken: "", endToken: "<|endoftext|>")
        let model = try Self.model("qwen2", chatTemplate: template)
        #expect(try await model.tokenCount(for: Self.transcript) > 0)
        do {
            _ = try await model.generate(Self.transcript, options: GenerationOptions(maximumResponseTokens: 2))
            Issue.record("a conversation the template refuses was generated")
        } catch let GenerationError.backend(message, isTransient) {
            #expect(!isTransient)
            #expect(message.contains("Only one exchange") && message.contains("--chat-template"))
        }
        // A conversation the template accepts generates as before (it throws otherwise).
        _ = try await model.generate(Transcript(entries: [.prompt("Hi")]), options: GenerationOptions(maximumResponseTokens: 2))
    }

    @Test func anExplicitTemplateWins() async throws {
        let model = try Self.model("llama", chatTemplate: ChatMLTemplate())
        #expect(model.chatTemplate.name == "chatml")
        // ChatML's markers are not in this vocabulary: they are encoded as text, and still fit.
        let short = Transcript(entries: [.prompt("Hi")])
        #expect(try await model.tokenCount(for: short) == model.promptTokens(for: short).count)
        let answer = try await model.generate(short, options: GenerationOptions(maximumResponseTokens: 3))
        let again = try await model.generate(short, options: GenerationOptions(maximumResponseTokens: 3))
        #expect(answer == again)
    }
}
