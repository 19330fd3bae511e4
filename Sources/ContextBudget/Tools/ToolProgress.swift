/// How far a running tool has got, as it reports it: a `ChatSession` records each report of a
/// `ProgressReportingTool` as `SessionEvent.toolProgress` (and hands it to its event handler at
/// once, for live displays).
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

    public var description: String {
        Self.format(completed) + (total.map { "/" + Self.format($0) } ?? "") + (message.map { ": \($0)" } ?? "")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A tool that reports progress while it runs. The session passes a reporter to each call; the
/// reporter may be called from any task (a server's notifications arrive on a connection's
/// reader), until the call returns. `call(arguments:)` is the same call without reports.
///
/// The reporter is an argument rather than a task-local value on purpose: binding a task-local
/// inside each child task of the session's tool round crashed Swift 6.3's runtime in release
/// builds (`swift_task_localValuePush`).
public protocol ProgressReportingTool: Tool where Arguments == JSONValue {
    /// Runs the tool, calling `report` as it gets on.
    /// - Throws: anything; the session turns the error into a tool output the model reads.
    func call(arguments: JSONValue, reportingProgress report: @escaping @Sendable (ToolProgress) -> Void) async throws -> String
}
