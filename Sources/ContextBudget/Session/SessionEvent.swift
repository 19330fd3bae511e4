/// Something a `ChatSession` did while answering: each model call, each tool run (with its
/// duration and the progress it reported) and each trim, in order, for logs, progress displays and tests.
public enum SessionEvent: Sendable, CustomStringConvertible {
    /// The model was called with a transcript of `promptTokens` tokens (round 0 answers the
    /// prompt; each later round follows a round of tool calls) and replied with text or calls.
    case modelCalled(round: Int, promptTokens: Int, toolCallCount: Int)
    /// A tool ran: `failure` is the error the model was shown, nil when the tool returned.
    case toolRan(name: String, callID: String, duration: Duration, outputCharacters: Int, failure: String?)
    /// The transcript was trimmed before a call (see `TrimEvent`).
    case trimmed(TrimEvent)
    /// A tool reported how far it has got while running (see `ToolProgress`); recorded before
    /// the round's `toolRan` events, in the order the reports came.
    case toolProgress(name: String, callID: String, progress: ToolProgress)

    public var description: String {
        switch self {
        case let .modelCalled(round, tokens, calls):
            "model call \(round + 1): \(tokens) prompt tokens -> " + (calls == 0 ? "text" : "\(calls) tool call(s)")
        case let .toolRan(name, callID, duration, characters, failure):
            "tool \(name) (\(callID)) ran in \(Self.milliseconds(duration)) ms: "
                + (failure.map { "failed: \($0)" } ?? "\(characters) characters")
        case let .trimmed(event):
            "trim: \(event)"
        case let .toolProgress(name, callID, progress):
            "tool \(name) (\(callID)) progress \(progress)"
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
