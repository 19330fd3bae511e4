/// Llama 3's chat format, as its Hugging Face template renders it:
///
///     <|begin_of_text|><|start_header_id|>{role}<|end_header_id|>\n\n{content, trimmed}<|eot_id|>…
///
/// and, for the generation prompt, `<|start_header_id|>assistant<|end_header_id|>\n\n`.
/// Tool outputs use the `ipython` role, as Llama 3.1 does.
public struct Llama3ChatTemplate: ChatTemplate {
    /// `"llama3"`.
    public let name = "llama3"

    /// The template has no options.
    public init() {}

    /// `<|eot_id|>`.
    public var endOfTurnMarkers: [String] { ["<|eot_id|>"] }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        for (index, message) in messages.enumerated() {
            if index == 0 { segments.append(.control("<|begin_of_text|>")) }
            let role = message.role == .tool ? "ipython" : message.role.rawValue
            segments += Self.header(role) + [.text(message.content.jinjaTrimmed), .control("<|eot_id|>")]
        }
        if addGenerationPrompt { segments += Self.header("assistant") }
        return segments
    }

    /// `<|start_header_id|>{role}<|end_header_id|>\n\n`.
    static func header(_ role: String) -> [ChatSegment] {
        [.control("<|start_header_id|>"), .text(role), .control("<|end_header_id|>"), .text("\n\n")]
    }
}
