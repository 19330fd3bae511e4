import ContextBudget

/// How messages reach an MCP server and come back: the stdio transport (a child process) or,
/// later, Streamable HTTP. The client sees only this.
///
/// A transport never throws for what the server sends: unreadable input and the end of the
/// connection are events in the inbound stream, so one place (the client's reader) decides
/// what they mean for the calls waiting on them.
public protocol MCPTransport: Sendable {
    /// Connects (launches the server) and returns everything the server sends, in order; the
    /// stream's last event is `.closed`. Called once.
    /// - Throws: `MCPError.launchFailed` when the server cannot be started.
    func start() async throws -> AsyncStream<MCPTransportEvent>

    /// Sends one message.
    /// - Throws: `MCPError.connectionClosed` once the server is gone.
    func send(_ message: JSONRPCMessage) async throws

    /// Ends the connection in order (for a child: close its input, then terminate it if it does
    /// not exit by itself). Safe to call more than once.
    func close() async
}

/// Something that arrived from the server.
public enum MCPTransportEvent: Sendable {
    /// A well-formed JSON-RPC message.
    case message(JSONRPCMessage)
    /// Input that is not a message we accept (a server printing logs to stdout): `excerpt` is
    /// its beginning, `reason` what is wrong. The connection goes on.
    case unreadable(excerpt: String, reason: String)
    /// One request could not be delivered or answered (an HTTP POST that failed); the
    /// connection goes on, and the request fails with `error`.
    case requestFailed(id: JSONRPCID, error: MCPError)
    /// The connection ended; nothing follows.
    case closed(MCPConnectionEnd)
}

/// How and why a connection ended, with what the server said on the way out.
public struct MCPConnectionEnd: Sendable, Equatable, CustomStringConvertible {
    /// What happened, in a few words ("the server exited with status 1").
    public var reason: String
    /// The end of the server's stderr, when it has one; often the traceback that explains the exit.
    public var stderrTail: String

    public init(reason: String, stderrTail: String = "") {
        self.reason = reason
        self.stderrTail = stderrTail
    }

    public var description: String {
        let tail = stderrTail.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !tail.isEmpty else { return reason }
        let lines = tail.split(separator: "\n", omittingEmptySubsequences: false).suffix(8)
        return reason + "; its stderr ends with:\n" + lines.joined(separator: "\n")
    }
}
