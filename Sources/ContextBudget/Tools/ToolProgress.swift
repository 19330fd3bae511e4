/// How far a running tool has got, as it reports it: a `ChatSession` records each report as
/// `SessionEvent.toolProgress` (and hands it to its event handler at once, for live displays).
///
/// A tool reports from inside `call(arguments:)` with `ToolProgress.report(_:)`. Work that
/// reports from another task (a server's notifications arriving on a connection's reader) reads
/// `ToolProgress.reporter` when the call starts and reports through it. Outside a session,
/// reports go nowhere.
public struct ToolProgress: Sendable, Equatable, CustomStringConvertible {
    /// Work done so far, in the tool's own units (MCP's `progress`).
    public var completed: Double
    /// The work in all, when the tool knows it.
    public var total: Double?
    /// A short note on what it is doing.
    public var message: String?

    public init(completed: Double, total: Double? = nil, message: String? = nil) {
        self.completed = completed
        self.total = total
        self.message = message
    }

    /// Where the current task's tool call reports; a `ChatSession` sets it around each call.
    @TaskLocal public static var reporter: (@Sendable (ToolProgress) -> Void)?

    /// Reports progress of the tool call the current task runs.
    public static func report(_ progress: ToolProgress) {
        reporter?(progress)
    }

    public var description: String {
        Self.format(completed) + (total.map { "/" + Self.format($0) } ?? "") + (message.map { ": \($0)" } ?? "")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
