/// Whether and which tool the model must call on this request (OpenAI's `tool_choice`).
public enum ToolChoice: Sendable, Hashable, Codable {
    /// The model decides between answering and calling tools (the default).
    case auto
    /// The model must answer with text; the tool definitions still describe what exists.
    case none
    /// The model must call at least one tool.
    case required
    /// The model must call this tool.
    case named(String)
}
