import ContextBudget
import Foundation
import HTTPModel

/// The Streamable HTTP transport: every message is a POST to one endpoint; the server answers a
/// request with a JSON body or with a server-sent-event stream that carries the answer (and any
/// progress or requests before it); notifications and responses are acknowledged with 202.
///
/// The session id the server returns with `initialize` (`Mcp-Session-Id`) is sent on every later
/// POST, with the negotiated `MCP-Protocol-Version`; `close()` ends the session with a DELETE. A
/// request's POST runs in a task of its own, so a long SSE answer never holds back the next
/// message; a failed POST fails only its request (`.requestFailed`), except a 404 for a known
/// session, which means the server forgot it and ends the connection.
///
/// After `notifications/initialized` it opens the GET stream on which a server sends what belongs
/// to no request (`notifications/tools/list_changed`, its own requests); a server without one
/// answers 405 and nothing more is tried. Sending `notifications/initialized` returns once that
/// stream has its answer's head (or failed), so `MCPClient.connect()` returns with the stream
/// open: a server that drops what it has no open stream for (the Python SDK without an event
/// store does) loses nothing sent after `connect()`.
///
/// It reuses HTTPModel's clients: the socket client for `http://` (Linux's URLSession spins while
/// it waits, see docs/http-and-batch.md) and URLSession for `https://`.
public final class StreamableHTTPTransport: MCPTransport, @unchecked Sendable {
    /// The MCP endpoint (for the Python SDK, `http://HOST:PORT/mcp`).
    public let url: URL
    /// Added to every request (for example `Authorization`).
    public let headers: [String: String]
    /// How long a POST may wait for its next bytes; the client's per-request timeout is usually shorter.
    public let idleTimeoutSeconds: Double

    private let http: any HTTPTransport
    private let lock = NSLock()
    private var continuation: AsyncStream<MCPTransportEvent>.Continuation?
    private var sessionID: String?
    private var protocolVersion: String?
    private var posts: [JSONRPCID: Task<Void, Never>] = [:]
    private var listener: Task<Void, Never>?
    private var isClosed = false

    public init(url: URL, headers: [String: String] = [:], idleTimeoutSeconds: Double = 3600) {
        self.url = url
        self.headers = headers
        self.idleTimeoutSeconds = idleTimeoutSeconds
        if url.scheme?.lowercased() == "http" {
            http = SocketTransport(connectTimeoutSeconds: 30, maximumIdleConnectionsPerHost: 4, maximumIdleSeconds: 4)
        } else {
            http = URLSessionTransport(idleTimeoutSeconds: idleTimeoutSeconds, connectionsPerHost: 4)
        }
    }

    /// The session id the server assigned, once `initialize` was answered.
    public var currentSessionID: String? { lock.withLock { sessionID } }

    public func start() async throws -> AsyncStream<MCPTransportEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: MCPTransportEvent.self, bufferingPolicy: .unbounded)
        lock.withLock { self.continuation = continuation }
        return stream
    }

    public func send(_ message: JSONRPCMessage) async throws {
        let request = lock.withLock { () -> HTTPRequest? in
            guard !isClosed else { return nil }
            return makeRequest(method: "POST", body: Data(message.text.utf8))
        }
        guard let request else { throw MCPError.connectionClosed(MCPConnectionEnd(reason: "the connection was closed")) }
        if case let .notification("notifications/cancelled", params) = message,
           let id = params?["requestId"].flatMap(JSONRPCID.init) {
            lock.withLock { posts.removeValue(forKey: id) }?.cancel()  // its answer is no longer awaited
        }
        guard case let .request(id, method, _) = message else {
            // Notifications and responses: the server acknowledges with 202 and no body.
            let response: HTTPResponse
            do {
                response = try await http.send(request)
            } catch {
                throw MCPError.http(url: url.absoluteString, detail: String(describing: error))
            }
            guard response.isSuccess else {
                throw MCPError.http(url: url.absoluteString, detail: Self.statusDetail(response.status, response.body))
            }
            if message.method == "notifications/initialized", let opened = startListening() {
                for await _ in opened {}  // finishes at the GET stream's head, or when it fails
            }
            return
        }
        // Registered under the lock before the task can run, so its own removal always comes after.
        lock.withLock {
            posts[id] = Task { [weak self] in
                guard let self else { return }
                await self.exchange(request, id: id, isInitialize: method == "initialize")
            }
        }
    }

    public func close() async {
        let (sessionID, tasks, continuation) = lock.withLock { () -> (String?, [Task<Void, Never>], AsyncStream<MCPTransportEvent>.Continuation?) in
            guard !isClosed else { return (nil, [], nil) }
            isClosed = true
            defer { posts.removeAll(); listener = nil; self.continuation = nil }
            return (self.sessionID, Array(posts.values) + (listener.map { [$0] } ?? []), self.continuation)
        }
        for task in tasks { task.cancel() }
        if sessionID != nil {
            // Ends the session on the server; a server that does not allow it answers 405, which is fine.
            var request = lock.withLock { makeRequest(method: "DELETE", body: nil) }
            request.idleTimeoutSeconds = 10
            _ = try? await http.send(request)
        }
        continuation?.yield(.closed(MCPConnectionEnd(reason: "the connection was closed")))
        continuation?.finish()
    }

    /// Opens the GET stream once; what it carries is delivered like any answer. Returns a stream
    /// that finishes when the GET's head has come (or the GET failed); nil when already listening.
    private func startListening() -> AsyncStream<Void>? {
        lock.withLock {
            guard listener == nil, !isClosed else { return nil }
            var request = makeRequest(method: "GET", body: nil)
            request.headers["Accept"] = "text/event-stream"
            let (opened, openedSink) = AsyncStream.makeStream(of: Void.self)
            listener = Task { [weak self] in
                defer { openedSink.finish() }
                guard let self else { return }
                var events = ServerSentEventParser()
                var status = 0
                do {
                    for try await event in self.http.events(for: request) {
                        switch event {
                        case let .head(code, _):
                            status = code
                            openedSink.finish()
                        case let .body(data):
                            guard (200..<300).contains(status) else { continue }  // 405: the server has no such stream
                            for event in events.feed(data) { self.deliver(event: event, isInitialize: false) }
                        }
                    }
                } catch {
                    return  // the stream is optional: losing it loses only unsolicited messages
                }
            }
            return opened
        }
    }

    /// Must be called with the lock held.
    private func makeRequest(method: String, body: Data?) -> HTTPRequest {
        var fields = headers
        fields["Accept"] = "application/json, text/event-stream"
        if body != nil { fields["Content-Type"] = "application/json" }
        if let sessionID { fields["Mcp-Session-Id"] = sessionID }
        if let protocolVersion { fields["MCP-Protocol-Version"] = protocolVersion }
        return HTTPRequest(method: method, url: url, headers: fields, body: body, idleTimeoutSeconds: idleTimeoutSeconds)
    }

    /// One request's POST: reads its answer (JSON or events) and delivers every message in it.
    private func exchange(_ request: HTTPRequest, id: JSONRPCID, isInitialize: Bool) async {
        defer { _ = lock.withLock { posts.removeValue(forKey: id) } }
        var status = 0
        var isEventStream = false
        var body = Data()
        var events = ServerSentEventParser()
        do {
            for try await event in http.events(for: request) {
                switch event {
                case let .head(code, fields):
                    status = code
                    isEventStream = fields["content-type"]?.lowercased().hasPrefix("text/event-stream") == true
                    if isInitialize, let session = fields["mcp-session-id"], !session.isEmpty {
                        lock.withLock { sessionID = session }
                    }
                case let .body(data):
                    if isEventStream, (200..<300).contains(status) {
                        for event in events.feed(data) { deliver(event: event, isInitialize: isInitialize) }
                    } else {
                        body.append(data)
                    }
                }
            }
        } catch is CancellationError {
            return
        } catch {
            if Task.isCancelled { return }
            yield(.requestFailed(id: id, error: .http(url: url.absoluteString, detail: String(describing: error))))
            return
        }
        if isEventStream {
            if let last = events.finish() { deliver(event: last, isInitialize: isInitialize) }
            return
        }
        guard (200..<300).contains(status) else {
            if status == 404, lock.withLock({ sessionID != nil && !isInitialize }) {
                endConnection(MCPConnectionEnd(reason: "the server no longer knows this session (HTTP 404)"))
            } else {
                yield(.requestFailed(id: id, error: .http(url: url.absoluteString, detail: Self.statusDetail(status, body))))
            }
            return
        }
        deliver(json: body, isInitialize: isInitialize)
    }

    private func deliver(event: ServerSentEventParser.Event, isInitialize: Bool) {
        guard event.type == "message", !event.data.isEmpty else { return }
        deliver(json: Data(event.data.utf8), isInitialize: isInitialize)
    }

    private func deliver(json: Data, isInitialize: Bool) {
        do {
            let message = try JSONRPCMessage(decoding: json)
            if isInitialize, case let .response(_, result) = message, let version = result["protocolVersion"]?.stringValue {
                lock.withLock { protocolVersion = version }
            }
            yield(.message(message))
        } catch {
            yield(.unreadable(excerpt: LineExcerpt.of(Array(json.prefix(200))), reason: error.description))
        }
    }

    private func yield(_ event: MCPTransportEvent) {
        _ = lock.withLock { continuation }?.yield(event)
    }

    private func endConnection(_ end: MCPConnectionEnd) {
        let continuation = lock.withLock { () -> AsyncStream<MCPTransportEvent>.Continuation? in
            isClosed = true
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.yield(.closed(end))
        continuation?.finish()
    }

    private static func statusDetail(_ status: Int, _ body: Data) -> String {
        let text = String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return "HTTP \(status)" + (text.isEmpty ? "" : ": \(text)")
    }
}
