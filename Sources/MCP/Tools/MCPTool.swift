import ContextBudget

/// One tool of an MCP server as a ContextBudget `Tool`, so a `ChatSession` offers and runs it
/// like any other.
///
/// Whatever goes wrong becomes an error the session turns into a tool output the model reads
/// ("error: NAME failed: …"): the tool's own failure (`isError`), a refused call, a timeout, a
/// server that died. Only cancellation propagates as such.
public struct MCPTool: ProgressReportingTool {
    /// The name the model sees: the server's name, with the registration's prefix.
    public let name: String
    public let description: String
    public let parameters: JSONValue
    /// What the server says the tool returns (MCP 2025-06-18 and later).
    public var outputSchema: JSONValue? { info.outputSchema }
    /// The tool as the server described it.
    public let info: MCPToolInfo
    /// Where its calls go: a client, or a reconnecting one.
    public let source: any MCPClientSource
    /// The per-call timeout; nil uses the client's.
    public let timeoutSeconds: Double?
    /// Receives the server's progress notifications for each call (besides the session's events).
    public let onProgress: (@Sendable (MCPProgress) -> Void)?

    /// - Parameter prefix: put before the server's name (`git_` + `log`), to keep tools of
    ///   several servers apart.
    public init(_ info: MCPToolInfo, client: any MCPClientSource, prefix: String = "", timeoutSeconds: Double? = nil,
                onProgress: (@Sendable (MCPProgress) -> Void)? = nil) {
        self.info = info
        self.source = client
        self.name = prefix + info.name
        self.description = info.description.isEmpty ? (info.title ?? "") : info.description
        self.parameters = info.inputSchema
        self.timeoutSeconds = timeoutSeconds
        self.onProgress = onProgress
    }

    /// Runs the call on the server; its progress notifications go to `onProgress`.
    public func call(arguments: JSONValue) async throws -> String {
        try await call(arguments: arguments, reporter: nil)
    }

    /// Runs the call on the server; its progress notifications go to `onProgress` and to `report`
    /// (inside a `ChatSession`, the session's events).
    public func call(arguments: JSONValue, reportingProgress report: @escaping @Sendable (ToolProgress) -> Void) async throws -> String {
        try await call(arguments: arguments, reporter: report)
    }

    private func call(arguments: JSONValue, reporter: (@Sendable (ToolProgress) -> Void)?) async throws -> String {
        let client = try await source.connectedClient()
        let forward = Self.progressForwarder(to: onProgress, and: reporter)
        let result = try await client.callTool(info.name, arguments: arguments, timeoutSeconds: timeoutSeconds, onProgress: forward)
        if result.isError { throw MCPToolFailure(text: result.text) }
        return result.text
    }
}

extension MCPTool {
    /// One callback for a call's notifications: the tool's own `onProgress`, then the session's
    /// reporter; nil when neither wants them.
    static func progressForwarder(
        to onProgress: (@Sendable (MCPProgress) -> Void)?, and reporter: (@Sendable (ToolProgress) -> Void)?
    ) -> (@Sendable (MCPProgress) -> Void)? {
        if onProgress == nil && reporter == nil { return nil }
        return { (progress: MCPProgress) in
            onProgress?(progress)
            reporter?(ToolProgress(completed: progress.progress, total: progress.total, message: progress.message))
        }
    }
}

/// A tool that ran and reported failure (`isError`): its text is the server's explanation.
public struct MCPToolFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var description: String { text.isEmpty ? "the tool reported an error without a message" : text }
}
