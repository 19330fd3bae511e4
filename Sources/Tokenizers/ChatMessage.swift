/// One message of a chat, as a chat template sees it: a role and its text.
///
/// This is deliberately smaller than `ContextBudget.Transcript`: templates only need to know
/// who speaks and what is said. Tool calls arrive here already rendered as text.
public struct ChatMessage: Sendable, Hashable {
    /// Who speaks. `tool` carries a tool's output back to the model.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case system, user, assistant, tool
    }

    public var role: Role
    public var content: String

    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }
}
