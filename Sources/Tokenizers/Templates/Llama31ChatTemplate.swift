import Foundation

/// Llama 3.1, 3.2 and 3.3's chat format, as their Hugging Face template renders a conversation
/// without tool definitions:
///
///     <|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n
///     Cutting Knowledge Date: December 2023\nToday Date: {date}\n\n{system, trimmed}<|eot_id|>
///     <|start_header_id|>{role}<|end_header_id|>\n\n{content, trimmed}<|eot_id|>…
///
/// The system block is always there (with an empty system message when there is none). Tool
/// outputs use the `ipython` role and, as the template's `is iterable` test makes every string
/// do, are written as a JSON string literal. With tools, see `segments(for:tools:addGenerationPrompt:)`.
public struct Llama31ChatTemplate: ToolCallingChatTemplate {
    /// `"llama3.1"`.
    public let name = "llama3.1"
    /// The "Today Date" line's value, `26 Jul 2024` style. It changes the count by a token at most.
    public var dateString: String

    /// - Parameter dateString: defaults to today, as Hugging Face and llama.cpp render it.
    public init(dateString: String = Llama31ChatTemplate.today()) {
        self.dateString = dateString
    }

    /// Today in the template's `%d %b %Y` form, in UTC.
    public static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd MMM yyyy"
        return formatter.string(from: Date())
    }

    /// `<|eot_id|>` and `<|eom_id|>` (the end of a tool-calling message).
    public var endOfTurnMarkers: [String] { ["<|eot_id|>", "<|eom_id|>"] }

    /// A JSON object `{"name": …, "parameters": {…}}`, after `<|python_tag|>` when the model writes one.
    public var toolCallSyntax: ToolCallSyntax { .json(argumentsKey: "parameters", prefixes: ["<|python_tag|>"]) }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        segments(for: messages, tools: [], addGenerationPrompt: addGenerationPrompt)
    }

    /// Llama 3.1's JSON tool calling as its template renders it (`tools_in_user_message`, the
    /// default): `Environment: ipython` in the system block; the definitions, each as
    /// `{"type": "function", "function": {…}}` indented 4 spaces, at the top of the first user
    /// message after the instruction to answer with `{"name": …, "parameters": …}`; a call
    /// written back as that object in its own assistant turn (the template allows one call per
    /// message, so parallel calls become consecutive turns); outputs in the `ipython` role.
    /// - Complexity: O(n) in the total length of the messages and definitions.
    public func segments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) -> [ChatSegment] {
        var remaining = messages[...]
        var system = ""
        if let first = remaining.first, first.role == .system {
            system = first.content.jinjaTrimmed
            remaining = remaining.dropFirst()
        }
        var segments: [ChatSegment] = [.control("<|begin_of_text|>")]
        segments += Llama3ChatTemplate.header("system")
        let environment = tools.isEmpty ? "" : "Environment: ipython\n"
        segments += [.text(environment + "Cutting Knowledge Date: December 2023\nToday Date: " + dateString + "\n\n" + system), .control("<|eot_id|>")]
        if !tools.isEmpty {
            var firstUserMessage = ""
            if let first = remaining.first, first.role == .user {
                firstUserMessage = first.content.jinjaTrimmed
                remaining = remaining.dropFirst()
            }
            let definitions = tools.map { $0.functionJSON(indent: 4) + "\n\n" }.joined()
            segments += Llama3ChatTemplate.header("user")
            segments += [.text("Given the following functions, please respond with a JSON for a function call with its proper arguments that best answers the given prompt.\n\n"
                + "Respond in the format {\"name\": function name, \"parameters\": dictionary of argument name and its value}.Do not use variables.\n\n"
                + definitions + firstUserMessage), .control("<|eot_id|>")]
        }
        for message in remaining {
            if message.role == .tool {
                segments += Llama3ChatTemplate.header("ipython") + [.text(message.content.jsonStringLiteral), .control("<|eot_id|>")]
            } else if message.role == .assistant, !message.toolCalls.isEmpty {
                for call in message.toolCalls {
                    segments += Llama3ChatTemplate.header("assistant")
                    segments += [.text("{\"name\": \"" + call.name + "\", \"parameters\": " + call.argumentsOrEmpty + "}"), .control("<|eot_id|>")]
                }
            } else {
                segments += Llama3ChatTemplate.header(message.role.rawValue) + [.text(message.content.jinjaTrimmed), .control("<|eot_id|>")]
            }
        }
        if addGenerationPrompt { segments += Llama3ChatTemplate.header("assistant") }
        return segments
    }
}

extension String {
    /// The string as a JSON literal the way Hugging Face's `tojson` filter writes it
    /// (`json.dumps(…, ensure_ascii=False)`): quotes, backslashes and control characters escaped,
    /// everything else as is. Also the quoting of this package's JSON writers.
    /// - Complexity: O(n).
    public var jsonStringLiteral: String { JinjaJSON.quote(self, ensureASCII: false) }
}
