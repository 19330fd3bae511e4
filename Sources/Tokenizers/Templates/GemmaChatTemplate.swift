/// Gemma's chat format (Gemma 2 and 3), as its Hugging Face template renders it:
///
///     <bos><start_of_turn>user\n{system}\n\n{user, trimmed}<end_of_turn>\n<start_of_turn>model\n{…}<end_of_turn>\n
///
/// Gemma has no system role: a leading system message is prefixed, untrimmed and followed by a
/// blank line, to the first user turn, as the official template does. Later system messages are
/// rendered as user turns. `assistant` is `model`. Message contents are trimmed like Jinja's
/// `trim` (Python's `str.strip`).
///
/// Gemma has no official tool format either, so this is ContextBudget's convention, built from
/// the prompt Google documents for Gemma 3 function calling (ai.google.dev/gemma/docs/capabilities/function-calling,
/// its JSON variant) and the `tool_output` fence of Google's Gemma agent guides, chosen because
/// it is what a Gemma model is most likely to have seen:
///
/// - Tools: at the top of the first user turn (after the system text), Google's instruction and
///   the definitions as a JSON list, one `{"name": …, "description": …, "parameters": …}` a line:
///
///       You have access to functions. If you decide to invoke any of the function(s), you MUST put it in the format of
///       {"name": function name, "parameters": dictionary of argument name and its value}
///
///       You SHOULD NOT include any other text in the response if you call a function
///       [
///       {"name": "get_weather", "description": "…", "parameters": {…}}
///       ]
///
/// - Calls: the model turn is the call object, `{"name": "get_weather", "parameters": {"city": "Oslo"}}`,
///   one a line for parallel calls. The parser also accepts the object inside a ```` ``` ```` fence
///   (```` ```json ````, ```` ```tool_call ````, ```` ```tool_code ````) and `"arguments"` for `"parameters"`.
/// - Outputs: one user turn per group of consecutive outputs, each in a ```` ```tool_output ```` fence.
public struct GemmaChatTemplate: ToolCallingChatTemplate {
    /// `"gemma"`.
    public let name = "gemma"

    /// The template has no options.
    public init() {}

    /// `<end_of_turn>`.
    public var endOfTurnMarkers: [String] { ["<end_of_turn>"] }

    /// A JSON object `{"name": …, "parameters": {…}}`, bare or in a code fence.
    public var toolCallSyntax: ToolCallSyntax { .json(argumentsKey: "parameters", prefixes: []) }

    /// Google's instruction for JSON function calls, before the definitions.
    static let toolInstruction = "You have access to functions. If you decide to invoke any of the function(s), you MUST put it in the format of\n"
        + "{\"name\": function name, \"parameters\": dictionary of argument name and its value}\n\n"
        + "You SHOULD NOT include any other text in the response if you call a function\n"

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        segments(for: messages, tools: [], addGenerationPrompt: addGenerationPrompt)
    }

    /// - Complexity: O(n) in the total length of the messages and definitions.
    public func segments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = [.control("<bos>")]
        var remaining = messages[...]
        var firstUserPrefix = ""
        if let first = remaining.first, first.role == .system {
            firstUserPrefix = first.content + "\n\n"
            remaining = remaining.dropFirst()
        }
        if !tools.isEmpty {
            let definitions = tools.map { JSONLayout.python($0.plainJSON) }.joined(separator: ",\n")
            firstUserPrefix += Self.toolInstruction + "[\n" + definitions + "\n]\n\n"
        }
        func turn(_ role: String, _ content: String) {
            segments += [.control("<start_of_turn>"), .text(role + "\n" + content), .control("<end_of_turn>"), .text("\n")]
        }
        // The system text (and tools) go to the first turn written, whatever its role.
        var pendingPrefix = firstUserPrefix
        func prefixed(_ content: String) -> String {
            defer { pendingPrefix = "" }
            return pendingPrefix + content
        }
        var outputs: [String] = []
        for (offset, message) in remaining.enumerated() {
            switch message.role {
            case .tool:
                outputs.append("```tool_output\n" + message.content.jinjaTrimmed + "\n```")
                if remaining.dropFirst(offset + 1).first?.role != .tool {
                    turn("user", prefixed(outputs.joined(separator: "\n")))
                    outputs = []
                }
            case .assistant:
                let calls = message.toolCalls.map { "{\"name\": \"" + $0.name + "\", \"parameters\": " + $0.argumentsOrEmpty + "}" }
                let content = message.content.jinjaTrimmed
                turn("model", prefixed(([content].filter { !$0.isEmpty } + calls).joined(separator: "\n")))
            case .system, .user:
                turn("user", prefixed(message.content.jinjaTrimmed))
            }
        }
        // A conversation that is only a system message (or tools) still shows it to the model.
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
