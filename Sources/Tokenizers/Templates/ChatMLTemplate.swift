/// ChatML (Qwen, many fine-tunes): `<|im_start|>{role}\n{content}<|im_end|>\n` per message and
/// `<|im_start|>assistant\n` as the generation prompt. Contents are not trimmed.
///
/// Tools use Qwen 2.5's layout (the Hermes convention most ChatML fine-tunes follow): the
/// definitions in the system message inside `<tools></tools>`, calls as `<tool_call>` blocks,
/// outputs as `<tool_response>` blocks gathered into one user turn. See `QwenChatTemplate`.
public struct ChatMLTemplate: ToolCallingChatTemplate {
    /// `"chatml"`.
    public let name = "chatml"

    /// The template has no options.
    public init() {}

    /// `<|im_end|>`.
    public var endOfTurnMarkers: [String] { ["<|im_end|>"] }

    /// `<tool_call>` … `</tool_call>` blocks.
    public var toolCallSyntax: ToolCallSyntax { .tagged(open: "<tool_call>", close: "</tool_call>") }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        segments(for: messages, tools: [], addGenerationPrompt: addGenerationPrompt)
    }

    /// - Complexity: O(n) in the total length of the messages and definitions.
    public func segments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) -> [ChatSegment] {
        Self.hermesSegments(for: messages, tools: tools, defaultSystemPrompt: nil, addGenerationPrompt: addGenerationPrompt)
    }

    /// `<|im_start|>{role}\n{content}<|im_end|>\n`.
    static func turn(_ role: String, _ content: String) -> [ChatSegment] {
        [.control("<|im_start|>"), .text(role + "\n" + content), .control("<|im_end|>"), .text("\n")]
    }

    /// ChatML with Qwen 2.5's tool layout, as its Jinja template renders it. With a
    /// `defaultSystemPrompt` (Qwen), a conversation without a system message gets that one.
    static func hermesSegments(
        for messages: [ChatMessage], tools: [ChatTool], defaultSystemPrompt: String?, addGenerationPrompt: Bool
    ) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        var remaining = messages[...]
        var system = defaultSystemPrompt
        if let first = remaining.first, first.role == .system, defaultSystemPrompt != nil || !tools.isEmpty {
            system = first.content
            remaining = remaining.dropFirst()
        }
        if !tools.isEmpty {
            let intro = system.map { $0 + "\n\n" } ?? ""
            let definitions = tools.map { "\n" + $0.functionJSON() }.joined()
            segments += [.control("<|im_start|>")]
            segments += markup("system\n" + intro + "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
                + "You are provided with function signatures within <tools></tools> XML tags:\n<tools>" + definitions
                + "\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
                + "<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>")
            segments += [.control("<|im_end|>"), .text("\n")]
        } else if let system {
            segments += turn("system", system)
        }
        for (offset, message) in remaining.enumerated() {
            switch message.role {
            case .tool:
                let previous = offset > 0 ? remaining.dropFirst(offset - 1).first?.role : nil
                if previous != .tool { segments += [.control("<|im_start|>"), .text("user")] }
                segments += [.text("\n"), .control("<tool_response>"), .text("\n" + message.content + "\n"), .control("</tool_response>")]
                if remaining.dropFirst(offset + 1).first?.role != .tool { segments += [.control("<|im_end|>"), .text("\n")] }
            case .assistant where !message.toolCalls.isEmpty:
                segments += [.control("<|im_start|>"), .text("assistant" + (message.content.isEmpty ? "" : "\n" + message.content))]
                for call in message.toolCalls {
                    segments += [.text("\n"), .control("<tool_call>"), .text("\n{\"name\": \"" + call.name + "\", \"arguments\": " + call.argumentsOrEmpty + "}\n"), .control("</tool_call>")]
                }
                segments += [.control("<|im_end|>"), .text("\n")]
            default:
                segments += turn(message.role.rawValue, message.content)
            }
        }
        if addGenerationPrompt { segments += [.control("<|im_start|>"), .text("assistant\n")] }
        return segments
    }

    /// Template-authored text with Qwen's tool markers as control segments, so a vocabulary
    /// that has them as control tokens encodes them as one token, as Hugging Face does.
    static func markup(_ text: String) -> [ChatSegment] {
        ChatSegment.splitting(text, at: ["<tool_call>", "</tool_call>"])
    }
}

extension ChatToolCall {
    /// The arguments, or `{}` when the call has none.
    var argumentsOrEmpty: String {
        arguments.allSatisfy(\.isWhitespace) ? "{}" : arguments
    }
}
