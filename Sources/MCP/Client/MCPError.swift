/// Why an MCP operation failed. Each text says what happened and, where it helps, what to do;
/// the tool bridge passes it to the model as the tool's error.
public enum MCPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be started (`command` as given, `detail` from the system).
    case launchFailed(command: String, detail: String)
    /// The connection ended (or was never opened) before the answer came.
    case connectionClosed(MCPConnectionEnd)
    /// The server answered with a protocol revision this client does not speak.
    case unsupportedProtocolVersion(offered: String, answered: String, supported: [String])
    /// The server answered a request with a JSON-RPC error.
    case server(method: String, JSONRPCErrorObject)
    /// The server's answer does not have the shape the method's result needs.
    case invalidResult(method: String, detail: String)
    /// No answer within the call's timeout; the request was cancelled with `notifications/cancelled`.
    case timedOut(method: String, seconds: Double)
    /// An HTTP exchange with the server failed (unreachable, an error status, a body that is not a message).
    case http(url: String, detail: String)
    /// A request was made before `initialize` succeeded, or after `shutdown`.
    case notConnected(method: String)

    public var description: String {
        switch self {
        case let .launchFailed(command, detail):
            "could not start the MCP server \(command): \(detail)"
        case let .connectionClosed(end):
            "the MCP server's connection ended: \(end)"
        case let .unsupportedProtocolVersion(offered, answered, supported):
            "the MCP server speaks protocol \(answered), which this client does not (it offered \(offered) and supports \(supported.joined(separator: ", ")))"
        case let .server(method, error):
            "the MCP server refused \(method): \(error)"
        case let .invalidResult(method, detail):
            "the MCP server's answer to \(method) is not valid: \(detail)"
        case let .timedOut(method, seconds):
            "the MCP server did not answer \(method) within \(Self.format(seconds)) s; the request was cancelled"
        case let .http(url, detail):
            "the MCP server at \(url) failed: \(detail)"
        case let .notConnected(method):
            "cannot send \(method): the MCP client is not connected (call initialize first)"
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
