/// ChatML as Qwen2 and Qwen2.5 render it: a default system message when the conversation has
/// none, and tool outputs gathered into one user turn of `<tool_response>` blocks.
///
///     <|im_start|>system\n{system or default}<|im_end|>\n<|im_start|>user\n{content}<|im_end|>\n…
///     <|im_start|>user\n<tool_response>\n{output}\n</tool_response>\n<tool_response>…<|im_end|>\n
///
/// With tools, the system message gains Qwen's `# Tools` section: one definition per line as
/// `{"type": "function", "function": {…}}` inside `<tools></tools>`, and the instruction to
/// answer with `<tool_call>\n{"name": …, "arguments": …}\n</tool_call>` blocks; an assistant
/// message's calls are written back the same way after its text. Contents are not trimmed.
/// Later system messages are ordinary turns.
public struct QwenChatTemplate: ToolCallingChatTemplate {
    /// `"qwen2.5"`.
    public let name = "qwen2.5"
    /// The system message used when the conversation does not start with one.
    public var defaultSystemPrompt: String

    /// Qwen2.5's default system message.
    public static let qwen25SystemPrompt = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."

    /// - Parameter defaultSystemPrompt: Qwen2.5's by default; Qwen2's is "You are a helpful assistant."
    public init(defaultSystemPrompt: String = QwenChatTemplate.qwen25SystemPrompt) {
        self.defaultSystemPrompt = defaultSystemPrompt
    }

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
        ChatMLTemplate.hermesSegments(
            for: messages, tools: tools, defaultSystemPrompt: defaultSystemPrompt, addGenerationPrompt: addGenerationPrompt)
    }
}
