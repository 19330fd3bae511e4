/// A conversation written as plain text, for base (pretrained) models, which have no chat
/// format of their own and only continue text:
///
///     {system}\n\nUser: {user}\nAssistant: {assistant}\nUser: {user}\nAssistant:
///
/// A base model fed another family's turn markers (`<start_of_turn>user\n…`) has never seen them
/// used and mostly echoes the question back; the same question as a transcript of a dialogue is
/// text it can continue with an answer. The model's turn ends where it starts writing the next
/// `User:` line, so `stopSequences` carries that line's start (there is no end-of-turn token).
/// Contents are trimmed, as chat templates trim them; tool definitions, calls and outputs are
/// written by the generic rendering (`Transcript.chatMessages`).
public struct PlainDialogueTemplate: ChatTemplate {
    /// `"dialogue"`.
    public let name = "dialogue"
    /// The control token the prompt starts with (`<bos>` for Gemma), or nil for none.
    public let beginningMarker: String?

    /// - Parameter beginningMarker: the vocabulary's beginning-of-text token as written
    ///   (`<bos>`, `<s>`), put first as a control marker; nil when the model adds none.
    public init(beginningMarker: String? = nil) {
        self.beginningMarker = beginningMarker
    }

    /// None: a base model has no end-of-turn token; the turn ends at `stopSequences`.
    public var endOfTurnMarkers: [String] { [] }

    /// The start of the next user line, where the assistant's turn is over.
    public var stopSequences: [String] { ["\nUser:"] }

    /// - Complexity: O(n) in the total length of the messages.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = beginningMarker.map { [.control($0)] } ?? []
        var text = ""
        for (index, message) in messages.enumerated() {
            let content = message.content.jinjaTrimmed
            switch message.role {
            case .system where index == 0: text += content + "\n\n"
            case .assistant: text += "Assistant: " + content + "\n"
            case .tool: text += "Tool output: " + content + "\n"
            default: text += "User: " + content + "\n"
            }
        }
        if addGenerationPrompt { text += "Assistant:" }
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }
}
