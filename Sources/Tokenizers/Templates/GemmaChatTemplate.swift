/// Gemma's chat format (Gemma 2 and 3), as its Hugging Face template renders it:
///
///     <bos><start_of_turn>user\n{system}\n\n{user, trimmed}<end_of_turn>\n<start_of_turn>model\n{…}<end_of_turn>\n
///
/// Gemma has no system role: a leading system message is prefixed, untrimmed and followed by a
/// blank line, to the first user turn, as the official template does. Gemma has no tool role
/// either: tool outputs and later system messages are rendered as user turns. `assistant` is
/// `model`. Message contents are trimmed like Jinja's `trim` (Python's `str.strip`).
public struct GemmaChatTemplate: ChatTemplate {
    /// `"gemma"`.
    public let name = "gemma"

    /// The template has no options.
    public init() {}

    /// `<end_of_turn>`.
    public var endOfTurnMarkers: [String] { ["<end_of_turn>"] }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = [.control("<bos>")]
        var remaining = messages[...]
        var firstUserPrefix = ""
        if let first = remaining.first, first.role == .system {
            firstUserPrefix = first.content + "\n\n"
            remaining = remaining.dropFirst()
        }
        func turn(_ role: String, _ content: String) {
            segments += [.control("<start_of_turn>"), .text(role + "\n" + content), .control("<end_of_turn>"), .text("\n")]
        }
        var isFirst = true
        for message in remaining {
            turn(message.role == .assistant ? "model" : "user", (isFirst ? firstUserPrefix : "") + message.content.jinjaTrimmed)
            isFirst = false
        }
        // A conversation that is only a system message still shows it to the model.
        if remaining.isEmpty && !firstUserPrefix.isEmpty { turn("user", firstUserPrefix) }
        if addGenerationPrompt { segments += [.control("<start_of_turn>"), .text("model\n")] }
        return segments
    }
}

extension String {
    /// The text without leading and trailing whitespace as Python's `str.strip()` sees it
    /// (Jinja's `trim`): Unicode White_Space plus the ASCII separators U+001C…U+001F.
    var jinjaTrimmed: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }
}
