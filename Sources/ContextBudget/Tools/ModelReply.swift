/// What a tool-calling model answers: text, or one or more tool calls (parallel calls share one reply).
public enum ModelReply: Sendable, Hashable {
    /// A text answer that ends the model's turn.
    case text(String)
    /// Calls the model wants run before it answers; each has an id its output repeats.
    case toolCalls([ToolCall])

    /// The entry this reply adds to a transcript.
    public var entry: Transcript.Entry {
        switch self {
        case let .text(text): .response(text)
        case let .toolCalls(calls): .toolCalls(calls)
        }
    }
}

/// A piece of a streamed reply: text as it is produced, tool calls once they are complete.
public enum ModelReplyPiece: Sendable, Hashable {
    /// More text of the answer.
    case text(String)
    /// The reply's tool calls, whole (streamed argument fragments are reassembled first).
    case toolCalls([ToolCall])
}
