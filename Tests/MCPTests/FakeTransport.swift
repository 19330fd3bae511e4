import ContextBudget
import Foundation
@testable import MCP

/// An in-process transport: the test plays the server. Every message the client sends is
/// recorded and handed to `respond`, whose answers (and any events the test delivers) reach the
/// client in order. Waiting for a sent message wakes on the send itself, never on a timer.
final class FakeTransport: MCPTransport, @unchecked Sendable {
    typealias Responder = @Sendable (JSONRPCMessage, FakeTransport) -> Void

    private let lock = NSLock()
    private var sent: [JSONRPCMessage] = []
    private var waiters: [(predicate: @Sendable (JSONRPCMessage) -> Bool, continuation: CheckedContinuation<JSONRPCMessage, Never>)] = []
    private var continuation: AsyncStream<MCPTransportEvent>.Continuation?
    private(set) var closeCount = 0
    let respond: Responder

    init(respond: @escaping Responder) {
        self.respond = respond
    }

    /// A server that answers `initialize` with `version` and everything else through `handler`
    /// (a nil result from it sends nothing: the request stays unanswered).
    static func server(version: String = MCPProtocolVersion.latest,
                       capabilities: JSONValue = ["tools": ["listChanged": true]],
                       handler: @escaping @Sendable (_ method: String, _ params: JSONValue?, _ id: JSONRPCID, _ transport: FakeTransport) -> JSONValue? = { _, _, _, _ in nil })
        -> FakeTransport {
        FakeTransport { message, transport in
            guard case let .request(id, method, params) = message else { return }
            if method == "initialize" {
                transport.deliver(.message(.response(id: id, result: [
                    "protocolVersion": .string(version), "capabilities": capabilities,
                    "serverInfo": ["name": "fake", "version": "1.0"],
                ])))
            } else if let result = handler(method, params, id, transport) {
                transport.deliver(.message(.response(id: id, result: result)))
            }
        }
    }

    func start() async throws -> AsyncStream<MCPTransportEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: MCPTransportEvent.self)
        lock.withLock { self.continuation = continuation }
        return stream
    }

    func send(_ message: JSONRPCMessage) async throws {
        let ready: [CheckedContinuation<JSONRPCMessage, Never>] = lock.withLock {
            sent.append(message)
            var woken: [CheckedContinuation<JSONRPCMessage, Never>] = []
            waiters.removeAll { waiter in
                guard waiter.predicate(message) else { return false }
                woken.append(waiter.continuation)
                return true
            }
            return woken
        }
        for continuation in ready { continuation.resume(returning: message) }
        respond(message, self)
    }

    func close() async {
        lock.withLock { closeCount += 1 }
        deliver(.closed(MCPConnectionEnd(reason: "the connection was closed")))
    }

    /// Something from the "server"; after `.closed` nothing more is delivered.
    func deliver(_ event: MCPTransportEvent) {
        let continuation = lock.withLock { self.continuation }
        continuation?.yield(event)
        if case .closed = event {
            continuation?.finish()
            lock.withLock { self.continuation = nil }
        }
    }

    var messages: [JSONRPCMessage] { lock.withLock { sent } }

    /// The first message sent (already or later) that matches.
    func waitForSent(_ predicate: @escaping @Sendable (JSONRPCMessage) -> Bool) async -> JSONRPCMessage {
        await withCheckedContinuation { continuation in
            let found: JSONRPCMessage? = lock.withLock {
                if let message = sent.first(where: predicate) { return message }
                waiters.append((predicate, continuation))
                return nil
            }
            if let found { continuation.resume(returning: found) }
        }
    }

    /// The first `notifications/cancelled` sent.
    func waitForCancellation() async -> JSONValue? {
        let message = await waitForSent { $0.method == "notifications/cancelled" }
        if case let .notification(_, params) = message { return params }
        return nil
    }
}
