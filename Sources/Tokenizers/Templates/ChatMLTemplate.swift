/// ChatML (Qwen, many fine-tunes): `<|im_start|>{role}\n{content}<|im_end|>\n` per message and
/// `<|im_start|>assistant\n` as the generation prompt. Contents are not trimmed.
public struct ChatMLTemplate: ChatTemplate {
    /// `"chatml"`.
    public let name = "chatml"

    /// The template has no options.
    public init() {}

    /// `<|im_end|>`.
    public var endOfTurnMarkers: [String] { ["<|im_end|>"] }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        for message in messages {
            segments += Self.turn(message.role.rawValue, message.content)
        }
        if addGenerationPrompt { segments += [.control("<|im_start|>"), .text("assistant\n")] }
        return segments
    }

    /// `<|im_start|>{role}\n{content}<|im_end|>\n`.
    static func turn(_ role: String, _ content: String) -> [ChatSegment] {
        [.control("<|im_start|>"), .text(role + "\n" + content), .control("<|im_end|>"), .text("\n")]
    }
}
