/// ChatML as Qwen2 and Qwen2.5 render it: a default system message when the conversation has
/// none, and tool outputs gathered into one user turn of `<tool_response>` blocks.
///
///     <|im_start|>system\n{system or default}<|im_end|>\n<|im_start|>user\n{content}<|im_end|>\n…
///     <|im_start|>user\n<tool_response>\n{output}\n</tool_response>\n<tool_response>…<|im_end|>\n
///
/// Contents are not trimmed. Later system messages are ordinary turns.
public struct QwenChatTemplate: ChatTemplate {
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

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        var remaining = messages[...]
        if let first = remaining.first, first.role == .system {
            segments += ChatMLTemplate.turn("system", first.content)
            remaining = remaining.dropFirst()
        } else {
            segments += ChatMLTemplate.turn("system", defaultSystemPrompt)
        }
        var previous: ChatMessage.Role? = nil
        for (offset, message) in remaining.enumerated() {
            if message.role == .tool {
                if previous != .tool { segments += [.control("<|im_start|>"), .text("user")] }
                segments.append(.text("\n<tool_response>\n" + message.content + "\n</tool_response>"))
                let next = remaining.dropFirst(offset + 1).first
                if next?.role != .tool { segments += [.control("<|im_end|>"), .text("\n")] }
            } else {
                segments += ChatMLTemplate.turn(message.role.rawValue, message.content)
            }
            previous = message.role
        }
        if addGenerationPrompt { segments += [.control("<|im_start|>"), .text("assistant\n")] }
        return segments
    }
}
