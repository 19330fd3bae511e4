import Foundation

/// The progress reports of one round of tool calls: handed to the session's event handler as
/// they come (from whatever task the tool reports on), and kept in order for the session's
/// `events`, which the actor appends once the round is over. Reports after `close` are dropped:
/// a tool that reports after returning is not running any more.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private let handler: (@Sendable (SessionEvent) -> Void)?
    private var events: [SessionEvent] = []
    private var isClosed = false

    init(handler: (@Sendable (SessionEvent) -> Void)?) {
        self.handler = handler
    }

    func add(_ call: ToolCall, _ progress: ToolProgress) {
        let event = SessionEvent.toolProgress(name: call.name, callID: call.id, progress: progress)
        let accepted = lock.withLock {
            guard !isClosed else { return false }
            events.append(event)
            return true
        }
        if accepted { handler?(event) }
    }

    /// The reports so far, oldest first; later ones are dropped.
    func close() -> [SessionEvent] {
        lock.withLock {
            isClosed = true
            return events
        }
    }
}
