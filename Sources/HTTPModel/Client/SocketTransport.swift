import Foundation

/// HTTP/1.1 over POSIX sockets, for `http://`: the transport that waits without spending CPU.
///
/// Each request runs on its own thread, which blocks in `poll` with the request's idle timeout
/// (connect, send, every read), so a request waiting for a slow server costs no CPU at all;
/// the alternative, one shared event loop, would save a thread per request in flight, and there
/// are at most `maximumConcurrentRequests` (8 by default) of those. Connections are kept alive
/// and reused (with `TCP_NODELAY` and the request written in one `send`, so Nagle's algorithm
/// never holds it back); bodies are framed by `Content-Length`, chunks or the end of the
/// connection; server-sent events reach the caller as the bytes arrive. Cancelling the stream
/// wakes the thread through its `WakeSignal` and closes the socket.
final class SocketTransport: HTTPTransport {
    private let connectTimeoutSeconds: Double
    private let idle: IdleConnections

    /// - Parameters:
    ///   - connectTimeoutSeconds: how long opening a connection may take.
    ///   - maximumIdleConnectionsPerHost: kept-alive connections held per server between requests.
    ///   - maximumIdleSeconds: an idle connection older than this is closed rather than reused
    ///     (servers drop idle ones after a few seconds: llama.cpp after 5).
    init(connectTimeoutSeconds: Double, maximumIdleConnectionsPerHost: Int, maximumIdleSeconds: Double = 4) {
        self.connectTimeoutSeconds = connectTimeoutSeconds
        idle = IdleConnections(maximumPerEndpoint: maximumIdleConnectionsPerHost, maximumIdleSeconds: maximumIdleSeconds)
    }

    deinit {
        idle.closeAll()
    }

    func events(for request: HTTPRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
        AsyncThrowingStream { continuation in
            let exchange: SocketExchange
            do {
                exchange = try SocketExchange(
                    request: request, idle: idle, connectTimeoutSeconds: connectTimeoutSeconds, continuation: continuation)
            } catch {
                continuation.finish(throwing: error)
                return
            }
            continuation.onTermination = { termination in
                if case .cancelled = termination { exchange.cancel() }
            }
            let thread = Thread { exchange.run() }
            thread.name = "HTTPModel.socket"
            thread.start()
        }
    }

    /// Kept-alive connections currently idle (for tests).
    var idleConnectionCount: Int { idle.count }
}

/// Kept-alive connections waiting for their next request, per `host:port`, newest last.
final class IdleConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var connections: [String: [SocketConnection]] = [:]
    private let maximumPerEndpoint: Int
    private let maximumIdleSeconds: Double

    init(maximumPerEndpoint: Int, maximumIdleSeconds: Double) {
        self.maximumPerEndpoint = max(1, maximumPerEndpoint)
        self.maximumIdleSeconds = maximumIdleSeconds
    }

    /// A request that finished after its transport went away still hands its connection back
    /// here; the last reference closes it.
    deinit {
        closeAll()
    }

    /// The most recently used connection to `key` that is still open and not too old, if any.
    func take(_ key: String) -> SocketConnection? {
        lock.lock(); defer { lock.unlock() }
        let limit = Duration.milliseconds(Int64(maximumIdleSeconds * 1000))
        while let connection = connections[key]?.popLast() {
            if ContinuousClock.now - connection.idleSince < limit, connection.isQuietAndOpen { return connection }
            connection.close()
        }
        return nil
    }

    /// Keeps `connection` for the next request, or closes it when enough are kept.
    func put(_ connection: SocketConnection) {
        connection.idleSince = ContinuousClock.now
        lock.lock(); defer { lock.unlock() }
        if connections[connection.endpointKey, default: []].count < maximumPerEndpoint {
            connections[connection.endpointKey, default: []].append(connection)
        } else {
            connection.close()
        }
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return connections.values.reduce(0) { $0 + $1.count }
    }

    func closeAll() {
        lock.lock(); defer { lock.unlock() }
        for list in connections.values { list.forEach { $0.close() } }
        connections = [:]
    }
}

/// One request on its own thread: connect (or reuse), send, read and hand events to the stream.
private final class SocketExchange: @unchecked Sendable {
    private let request: HTTPRequest
    private let target: SocketTarget
    private let idle: IdleConnections
    private let connectTimeoutSeconds: Double
    private let continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation
    private let signal: WakeSignal

    init(
        request: HTTPRequest, idle: IdleConnections, connectTimeoutSeconds: Double,
        continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation
    ) throws {
        self.request = request
        target = try SocketTarget(request.url)
        self.idle = idle
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.continuation = continuation
        signal = try WakeSignal()
    }

    func cancel() { signal.fire() }

    func run() {
        defer { signal.close() }
        do {
            let bytes = target.encode(request)
            let keepAlive = request.header("Connection")?.lowercased() != "close"
            while true {
                let pooled = keepAlive ? idle.take(target.endpointKey) : nil
                let connection = try pooled ?? SocketConnection.open(
                    host: target.host, port: target.port, timeoutSeconds: connectTimeoutSeconds, signal: signal)
                var parser = HTTPResponseParser()
                do {
                    try exchange(bytes, on: connection, parser: &parser)
                } catch let failure as TransportFailure where pooled != nil && !parser.receivedAnyBytes && failure.kind == .dropped {
                    // The server closed the kept-alive connection while it sat idle: send once more
                    // on another (a fresh one at the latest), as browsers and curl do.
                    connection.close()
                    continue
                } catch {
                    connection.close()
                    throw error
                }
                if keepAlive, parser.connectionIsReusable, !signal.isFired {
                    idle.put(connection)
                } else {
                    connection.close()
                }
                continuation.finish()
                return
            }
        } catch {
            continuation.finish(throwing: error)
        }
    }

    private func exchange(_ bytes: [UInt8], on connection: SocketConnection, parser: inout HTTPResponseParser) throws {
        let timeout = request.idleTimeoutSeconds
        try connection.send(bytes, timeoutSeconds: timeout, signal: signal)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !parser.isComplete {
            let count = try buffer.withUnsafeMutableBytes {
                try connection.receive(into: $0, timeoutSeconds: timeout, signal: signal)
            }
            let outputs = count == 0 ? try parser.finish() : try parser.feed(buffer[0..<count])
            for output in outputs {
                switch output {
                case let .head(status, headers): continuation.yield(.head(status: status, headers: headers))
                case let .body(data): continuation.yield(.body(data))
                case .end: break
                }
            }
            if signal.isFired { throw CancellationError() }
        }
    }
}

/// Where an `http://` request goes and how its head is written.
struct SocketTarget: Sendable {
    let host: String
    let port: Int
    /// Path and query, percent-encoded, as the request line carries them.
    let target: String
    /// The `Host` header: the host (bracketed when IPv6) and any non-default port.
    let hostHeader: String

    var endpointKey: String { "\(host):\(port)" }

    /// - Throws: `TransportFailure` when `url` is not `http://` with a host.
    init(_ url: URL) throws {
        guard url.scheme?.lowercased() == "http", let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = components.host, !host.isEmpty
        else { throw TransportFailure(kind: .other, detail: "the socket client sends only http:// URLs, not \(url.absoluteString)") }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.host = bare
        port = components.port ?? 80
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let shownHost = bare.contains(":") ? "[\(bare)]" : bare
        hostHeader = shownHost + (components.port.map { ":\($0)" } ?? "")
    }

    /// The request head and body in one buffer, sent with one `send`.
    func encode(_ request: HTTPRequest) -> [UInt8] {
        var head = "\(request.method) \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
        where name.lowercased() != "host" && name.lowercased() != "content-length" {
            head += "\(name): \(Self.clean(value))\r\n"
        }
        if let body = request.body {
            head += "Content-Length: \(body.count)\r\n"
        } else if request.method == "POST" || request.method == "PUT" {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if let body = request.body { bytes.append(contentsOf: body) }
        return bytes
    }

    /// A header value with any CR or LF removed, so no value can split the head.
    private static func clean(_ value: String) -> String {
        value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) ? value.filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" } : value
    }
}
