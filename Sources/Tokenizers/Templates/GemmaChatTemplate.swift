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

    /// - Complexity: O(n) in the total length of the messages.
    public func render(_ messages: [ChatMessage], addGenerationPrompt: Bool) -> String {
        var text = "<bos>"
        var remaining = messages[...]
        var firstUserPrefix = ""
        if let first = remaining.first, first.role == .system {
            firstUserPrefix = first.content + "\n\n"
            remaining = remaining.dropFirst()
        }
        var isFirst = true
        for message in remaining {
            let role = message.role == .assistant ? "model" : "user"
            text += "<start_of_turn>" + role + "\n"
            if isFirst { text += firstUserPrefix }
            text += message.content.jinjaTrimmed + "<end_of_turn>\n"
            isFirst = false
        }
        // A conversation that is only a system message still shows it to the model.
        if remaining.isEmpty && !firstUserPrefix.isEmpty {
            text += "<start_of_turn>user\n" + firstUserPrefix + "<end_of_turn>\n"
        }
        if addGenerationPrompt { text += "<start_of_turn>model\n" }
        return text
    }

    /// Exact when `counter` is an exact Gemma tokenizer (the control tokens count one each).
    /// - Complexity: O(n) in the total length of the messages.
    public func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int {
        counter.count(render(messages, addGenerationPrompt: addGenerationPrompt), parsingSpecialTokens: true)
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
