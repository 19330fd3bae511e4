import Tokenizers

/// How a transcript is shown to a chat template.
extension Transcript {
    /// The transcript as role-tagged messages, ready for a `ChatTemplate`.
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
            case let .summary(text):
                messages.append(ChatMessage(role: .system, content: "Summary of the earlier conversation:\n" + text))
            case let .prompt(text):
                messages.append(ChatMessage(role: .user, content: text))
            case let .response(text):
                messages.append(ChatMessage(role: .assistant, content: text))
            case let .toolCalls(calls):
                let rendered = calls.map { call in
                    "{\"id\":\(JSONValue.string(call.id).compactText),\"name\":\(JSONValue.string(call.name).compactText),\"arguments\":\(call.arguments)}"
                }
                messages.append(ChatMessage(role: .assistant, content: "[" + rendered.joined(separator: ",") + "]"))
            case let .toolOutput(output):
                messages.append(ChatMessage(role: .tool, content: output.text))
            }
        }
        if !toolsRendered {
            messages.insert(ChatMessage(role: .system, content: renderedTools), at: 0)
        }
        return messages
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
