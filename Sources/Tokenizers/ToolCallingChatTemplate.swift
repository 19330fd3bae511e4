/// A chat template that knows its model family's tool format: how tool definitions are
/// presented, how the assistant's calls and the tools' outputs are written back, and how the
/// model writes a call (`toolCallSyntax`, for the parser).
///
/// Without tools and tool calls the rendering is the plain `segments(for:addGenerationPrompt:)`,
/// so conversations without tools cost what they always did.
public protocol ToolCallingChatTemplate: ChatTemplate {
    /// The prompt with `tools` presented in the family's format; assistant messages' `toolCalls`
    /// are written in the family's call syntax and `tool` messages in its output format.
    /// - Complexity: O(n) in the total length of the messages and definitions.
    func segments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) -> [ChatSegment]

    /// How the model writes a call, as the prompt asks it to.
    var toolCallSyntax: ToolCallSyntax { get }
}

/// How a model family writes tool calls in its reply text.
public enum ToolCallSyntax: Sendable, Hashable {
    /// Each call is a JSON object `{"name": …, "arguments": {…}}` between `open` and `close`
    /// markers, anywhere in the reply; several blocks are parallel calls (Qwen 2.5, Hermes:
    /// `<tool_call>` … `</tool_call>`).
    case tagged(open: String, close: String)
    /// The reply is the call: a JSON object `{"name": …, "<argumentsKey>": {…}}`, several of them,
    /// or a list of them, optionally after one of `prefixes` (Llama 3.1's `<|python_tag|>`) or
    /// inside a Markdown code fence (the Gemma convention). A reply that starts otherwise is text.
    case json(argumentsKey: String, prefixes: [String])

    /// The call format as the prompt spells it, for error messages that ask the model to retry.
    public var formatDescription: String {
        switch self {
        case let .tagged(open, close):
            "\(open)\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n\(close)"
        case let .json(key, _):
            "{\"name\": function name, \"\(key)\": dictionary of argument name and its value}"
        }
    }
}
