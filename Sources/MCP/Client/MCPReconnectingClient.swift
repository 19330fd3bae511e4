import ContextBudget

/// Where a tool finds a connected client: a fixed `MCPClient`, or an `MCPReconnectingClient`
/// that starts the server again after it died.
public protocol MCPClientSource: Sendable {
    /// A connected client to send the next request to.
    /// - Throws: what connecting throws.
    func connectedClient() async throws -> MCPClient
}

extension MCPClient: MCPClientSource {
    /// This client, whatever its state: a client is one connection, and a request on a closed
    /// one fails with `MCPError.connectionClosed`.
    public func connectedClient() async throws -> MCPClient { self }
}

/// A server connection that comes back: when the last connection has ended (the server exited,
/// was killed, or forgot the session), the next request starts a new transport and handshake.
///
/// A call that was in flight when the server died still fails (its tool may have had effects,
/// so it is never re-sent); the call after it reconnects. Concurrent callers share one attempt.
public actor MCPReconnectingClient: MCPClientSource {
    private let makeTransport: @Sendable () throws -> any MCPTransport
    public nonisolated let configuration: MCPClient.Configuration
    private var current: MCPClient?
    private var connecting: Task<MCPClient, any Error>?
    /// How many connections were opened (1 after the first request, 2 after one reconnect…).
    public private(set) var connectionCount = 0

    /// - Parameter makeTransport: a new, unstarted transport for each connection.
    public init(configuration: MCPClient.Configuration = .init(), makeTransport: @escaping @Sendable () throws -> any MCPTransport) {
        self.configuration = configuration
        self.makeTransport = makeTransport
    }

    public func connectedClient() async throws -> MCPClient {
        if let current, await current.connectionEnd == nil { return current }
        if let connecting { return try await connecting.value }
        let makeTransport = self.makeTransport, configuration = self.configuration
        let attempt = Task {
            let client = MCPClient(transport: try makeTransport(), configuration: configuration)
            try await client.connect()
            return client
        }
        connecting = attempt
        defer { connecting = nil }
        let previous = current
        let client = try await attempt.value
        await previous?.shutdown()
        current = client
        connectionCount += 1
        return client
    }

    /// Ends the current connection, if any; the next request opens a new one.
    public func shutdown() async {
        await current?.shutdown()
        current = nil
    }
}
