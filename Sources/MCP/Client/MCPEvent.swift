import ContextBudget

/// Something the server did outside the answers to requests, for hosts to show and sessions to act on.
public enum MCPEvent: Sendable, Equatable, CustomStringConvertible {
    /// `notifications/progress` for a request in flight.
    case progress(MCPProgress)
    /// `notifications/tools/list_changed`: list the tools again before the next turn.
    case toolListChanged
    /// Input that was not a message (see `MCPTransportEvent.unreadable`); the connection goes on.
    case unreadableInput(excerpt: String, reason: String)
    /// A message that is valid JSON-RPC but has nowhere to go (an error without an id, an answer
    /// to no request), or `notifications/message` from the server's logging.
    case serverMessage(String)
    /// The connection ended.
    case closed(MCPConnectionEnd)

    public var description: String {
        switch self {
        case let .progress(progress): "progress: \(progress)"
        case .toolListChanged: "the server's tool list changed"
        case let .unreadableInput(excerpt, reason): "unreadable input from the server (\(reason)): \(excerpt)"
        case let .serverMessage(text): "server: \(text)"
        case let .closed(end): "closed: \(end)"
        }
    }
}

/// One `notifications/progress`: how far a request has come.
public struct MCPProgress: Sendable, Equatable, CustomStringConvertible {
    /// The request it is about.
    public var requestID: JSONRPCID
    /// The method of that request.
    public var method: String
    public var progress: Double
    public var total: Double?
    public var message: String?

    public var description: String {
        "\(method) \(MCPError.format(progress))" + (total.map { "/\(MCPError.format($0))" } ?? "") + (message.map { ": \($0)" } ?? "")
    }
}
