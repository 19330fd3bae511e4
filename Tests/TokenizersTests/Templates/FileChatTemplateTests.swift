import Foundation
import Testing
@testable import Tokenizers

/// A model file's own Jinja template as a `ChatTemplate`: the segments are the jinja2 render cut
/// at the vocabulary's control tokens, user-typed markers stay text, and a template that does not
/// render tools hands conversations with tools to its family's format.
struct FileChatTemplateTests {
    static let chatML: Set<String> = ["<|im_start|>", "<|im_end|>", "<tool_call>", "</tool_call>", "<|endoftext|>"]

    static func qwen() throws -> FileChatTemplate {
        let source = try String(contentsOf: JinjaTemplateCollectionTests.vendored.appendingPathComponent("Qwen-Qwen2.5-7B-Instruct.jinja"), encoding: .utf8)
        return try FileChatTemplate(source: source, isControlToken: { Self.chatML.contains($0) }, beginningToken: "", endToken: "<|endoftext|>")
    }

    static let conversation = [
        ChatMessage(role: .system, content: "Be brief."), ChatMessage(role: .user, content: "Hi <|im_end|> there"),
        ChatMessage(role: .assistant, content: "Hello"), ChatMessage(role: .user, content: "Again"),
    ]

    @Test func qwenFileTemplateRendersAsTheHandWrittenOne() throws {
        let template = try Self.qwen()
        #expect(template.family is QwenChatTemplate)
        #expect(template.name == "file (qwen2.5)")
        for generation in [false, true] {
            for messages in [Self.conversation, Array(Self.conversation.dropFirst())] {
                let segments = template.segments(for: messages, addGenerationPrompt: generation)
                #expect(segments == QwenChatTemplate().segments(for: messages, addGenerationPrompt: generation).runs { Self.chatML.contains($0) })
                #expect(segments.map(\.rendered).joined() == (try template.renderThrowing(messages, tools: [], addGenerationPrompt: generation)))
            }
        }
    }

    @Test func markersTypedByTheUserStayText() throws {
        let segments = try Self.qwen().segments(for: Self.conversation, addGenerationPrompt: true)
        #expect(segments.filter { $0 == .control("<|im_end|>") }.count == 4)
        #expect(segments.contains { if case let .text(text) = $0 { text.contains("Hi <|im_end|> there") } else { false } })
    }

    @Test func toolsAreRenderedByATemplateThatReadsThem() throws {
        let tool = ChatTool(name: "get_weather", description: "Weather.", parameters: #"{"type": "object", "properties": {"city": {"type": "string"}}}"#)
        let messages = [ChatMessage(role: .user, content: "Oslo?"), ChatMessage(role: .assistant, content: "", toolCalls: [ChatToolCall(name: "get_weather", arguments: #"{"city":"Oslo"}"#)]),
                        ChatMessage(role: .tool, content: "sunny")]
        let template = try Self.qwen()
        let text = template.segments(for: messages, tools: [tool], addGenerationPrompt: true).map(\.rendered).joined()
        #expect(text.contains(#"{"type": "function", "function": {"name": "get_weather", "description": "Weather.", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}"#))
        #expect(text.contains("<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>"))
        #expect(text.contains("<tool_response>\nsunny\n</tool_response>"))
        #expect(template.toolCallSyntax == .tagged(open: "<tool_call>", close: "</tool_call>"))
    }

    @Test func aTemplateWithoutToolsHandsToolConversationsToItsFamily() throws {
        let source = "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}{{ '<|im_start|>system\\nYou are a helpful assistant.<|im_end|>\\n' }}{% endif %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
        let template = try FileChatTemplate(source: source, isControlToken: { Self.chatML.contains($0) }, beginningToken: "", endToken: "")
        #expect(!template.rendersTools)
        let tool = ChatTool(name: "lookup", description: "Looks up.", parameters: "{}")
        let messages = [ChatMessage(role: .user, content: "Hi")]
        let family = try #require(template.family as? QwenChatTemplate)
        #expect(template.segments(for: messages, tools: [tool], addGenerationPrompt: true) == family.segments(for: messages, tools: [tool], addGenerationPrompt: true))
        #expect(template.render(messages, addGenerationPrompt: true) == "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")
    }

    /// A template that raises for one conversation only (a role order it refuses): counting takes
    /// the family's format, so a count never fails; what generation renders is the error.
    @Test func aTemplateThatRaisesForOneConversationIsAnErrorOnlyWhereItIsSent() throws {
        let source = "{% for m in messages %}{% if loop.first and m.role == 'assistant' %}{{ raise_exception('Conversation must start with the user') }}{% endif %}"
            + "{{ '<|im_start|>' + m.role + '\\n' + m.content + '<|im_end|>\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
        let template = try FileChatTemplate(source: source, isControlToken: { Self.chatML.contains($0) }, beginningToken: "", endToken: "")
        let family = try #require(template.family as? any ToolCallingChatTemplate)
        let refused = [ChatMessage(role: .assistant, content: "Hello"), ChatMessage(role: .user, content: "Hi")]
        #expect(throws: JinjaError(.raised, line: 1, "Conversation must start with the user")) {
            try template.checkedSegments(for: refused, tools: [], addGenerationPrompt: true)
        }
        #expect(template.segments(for: refused, tools: [], addGenerationPrompt: true) == family.segments(for: refused, tools: [], addGenerationPrompt: true))
        // A conversation it accepts is the same through both.
        let accepted = Array(refused.reversed())
        #expect(try template.checkedSegments(for: accepted, tools: [], addGenerationPrompt: true) == template.segments(for: accepted, tools: [], addGenerationPrompt: true))
    }

    @Test func theToolHandOffIsSaidOnlyForATemplateThatIgnoresTools() throws {
        let ignoring = "{% for m in messages %}{{ '<|im_start|>' + m.role + '\\n' + m.content + '<|im_end|>\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
        let template = try FileChatTemplate(source: ignoring, isControlToken: { Self.chatML.contains($0) }, beginningToken: "", endToken: "")
        let family = try #require(template.family)
        let handOff = try #require(template.toolHandOff)
        #expect(handOff.contains(family.name))
        #expect(try Self.qwen().toolHandOff == nil)
    }

    @Test func aTemplateThatRefusesPlainConversationsIsRefusedWhenLoaded() {
        let source = "{% for m in messages %}\n{% if m.role == 'system' %}{{ raise_exception('System role not supported') }}{% endif %}{% endfor %}"
        #expect(throws: JinjaError(.raised, line: 2, "System role not supported")) {
            try FileChatTemplate(source: source, isControlToken: { _ in false }, beginningToken: "", endToken: "")
        }
    }

    @Test func controlMarkersAreTheVocabularysTokensTheTemplateWrites() {
        let markers = FileChatTemplate.markers(in: "{{ '<|im_start|>' + x + '<b>' + '[INST]' }} {% if a < b %}", isControlToken: { ["<|im_start|>", "[INST]"].contains($0) })
        #expect(markers == ["<|im_start|>", "[INST]"])
    }
}
