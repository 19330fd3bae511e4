import Tokenizers

/// How a transcript is shown to a chat template.
///
/// Two renderings, chosen by the template and nothing else, so that counting and generation
/// always agree (`prompt(for:)` is what both use):
/// - a `ToolCallingChatTemplate` (Gemma, Llama 3.1, ChatML, Qwen 2.5) gets the tools and the
///   calls as structure and writes them in its family's format (`nativeChatMessages`, `chatTools`);
/// - any other template gets the generic rendering (`chatMessages`): tools listed as text in
///   the system message, calls as JSON text. The estimated template, the extractive model and
///   HTTP servers' local estimates use this one (servers render tools natively on their side).
extension Transcript {
    /// The transcript as role-tagged messages, ready for any `ChatTemplate`: the generic rendering.
    ///
    /// Tools are listed at the end of the instructions (a system message is added when there are
    /// tools but no instructions); tool calls are rendered as JSON text from the assistant;
    /// a summary is a system message that says what it is.
    public var chatMessages: [ChatMessage] {
        var messages: [ChatMessage] = []
        var toolsRendered = tools.isEmpty
        for entry in entries {
            switch entry {
            case let .instructions(text):
                var content = text
                if !toolsRendered {
                    content += "\n\n" + renderedTools
                    toolsRendered = true
                }
                messages.append(ChatMessage(role: .system, content: content))
            case let .toolCalls(calls):
                let rendered = calls.map { call in
                    "{\"id\":\(JSONValue.string(call.id).compactText),\"name\":\(JSONValue.string(call.name).compactText),\"arguments\":\(call.arguments)}"
                }
                messages.append(ChatMessage(role: .assistant, content: "[" + rendered.joined(separator: ",") + "]"))
            default:
                messages.append(Self.message(for: entry))
            }
        }
        if !toolsRendered {
            messages.insert(ChatMessage(role: .system, content: renderedTools), at: 0)
        }
        return messages
    }

    /// The transcript for a `ToolCallingChatTemplate`: the same messages as `chatMessages`, except
    /// that tool calls are structured (`ChatMessage.toolCalls`, for the template to write in its
    /// family's syntax) and the tool definitions are not in the text (they go to the template as
    /// `chatTools`).
    public var nativeChatMessages: [ChatMessage] {
        entries.map { entry in
            if case let .toolCalls(calls) = entry {
                return ChatMessage(role: .assistant, content: "", toolCalls: calls.map { ChatToolCall(name: $0.name, arguments: $0.arguments) })
            }
            return Self.message(for: entry)
        }
    }

    /// The tool definitions as templates take them: parameters as compact JSON with sorted keys.
    public var chatTools: [ChatTool] {
        tools.map { ChatTool(name: $0.name, description: $0.description, parameters: $0.parameters.compactText) }
    }

    /// The prompt as `template` renders this transcript, ending where the model's answer begins:
    /// the one rendering that both counting and generation use.
    /// - Complexity: O(n) in the transcript's length.
    public func prompt(for template: any ChatTemplate) -> [ChatSegment] {
        if let native = template as? any ToolCallingChatTemplate {
            return native.segments(for: nativeChatMessages, tools: chatTools, addGenerationPrompt: true)
        }
        return template.segments(for: chatMessages, addGenerationPrompt: true)
    }

    /// Tokens the prompt costs in `template` counted by `counter`: `counter.count(prompt(for:))`
    /// for templates with a tool format, the template's own count (which may be an estimate) of
    /// the generic rendering for the others.
    /// - Complexity: O(n) in the transcript's length, through the counter.
    public func tokenCount(in template: any ChatTemplate, counter: any TokenCounter) -> Int {
        if template is any ToolCallingChatTemplate {
            return counter.count(prompt(for: template))
        }
        return template.tokenCount(for: chatMessages, addGenerationPrompt: true, counter: counter)
    }

    /// The message of an entry other than tool calls (the same in both renderings).
    private static func message(for entry: Entry) -> ChatMessage {
        switch entry {
        case let .instructions(text): ChatMessage(role: .system, content: text)
        case let .summary(text): ChatMessage(role: .system, content: "Summary of the earlier conversation:\n" + text)
        case let .prompt(text): ChatMessage(role: .user, content: text)
        case let .response(text): ChatMessage(role: .assistant, content: text)
        case let .toolOutput(output): ChatMessage(role: .tool, content: output.text)
        case let .toolCalls(calls): ChatMessage(role: .assistant, content: calls.map(\.name).joined(separator: ", "))
        }
    }

    /// The tool list as the model reads it: one compact JSON object per line.
    var renderedTools: String {
        "You can call these tools:\n" + tools.map { tool in
            JSONValue.object([
                "name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters,
            ]).compactText
        }.joined(separator: "\n")
    }
}
