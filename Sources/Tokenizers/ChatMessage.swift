/// One message of a chat, as a chat template sees it: a role, its text and, for an assistant
/// message, the tool calls it makes.
///
/// This is deliberately smaller than `ContextBudget.Transcript`: templates only need to know
/// who speaks and what is said. Templates that know a tool format (`ToolCallingChatTemplate`)
/// write `toolCalls` in their family's syntax; the generic rendering passes them already
/// written into `content` and leaves `toolCalls` empty.
public struct ChatMessage: Sendable, Hashable {
    /// Who speaks. `tool` carries a tool's output back to the model.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case system, user, assistant, tool
    }

    public var role: Role
    public var content: String
    /// The calls of an assistant message, in order (parallel calls are one message).
    public var toolCalls: [ChatToolCall]

    public init(role: Role, content: String, toolCalls: [ChatToolCall] = []) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
    }
}

/// A tool call as a template writes it: the tool's name and its arguments as JSON text.
public struct ChatToolCall: Sendable, Hashable {
    /// The tool's name.
    public var name: String
    /// The arguments as a JSON object's text, written into the prompt exactly as given (so a
    /// call re-rendered from the model's own words costs what the model generated).
    public var arguments: String

    public init(name: String, arguments: String) {
        self.name = name
        self.arguments = arguments
    }
}

/// A tool definition as a template writes it: name, description and the parameters' JSON Schema
/// as JSON text (compact; each template lays it out the way its family's template does).
public struct ChatTool: Sendable, Hashable {
    public var name: String
    public var description: String
    /// The JSON Schema of the arguments as JSON text.
    public var parameters: String

    public init(name: String, description: String, parameters: String) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}
