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
package final class SocketTransport: HTTPTransport {
    private let connectTimeoutSeconds: Double
    private let idle: IdleConnections

    /// - Parameters:
    ///   - connectTimeoutSeconds: how long opening a connection may take.
    ///   - maximumIdleConnectionsPerHost: kept-alive connections held per server between requests.
    ///   - maximumIdleSeconds: an idle connection older than this is closed rather than reused
    ///     (servers drop idle ones after a few seconds: llama.cpp after 5).
    package init(connectTimeoutSeconds: Double, maximumIdleConnectionsPerHost: Int, maximumIdleSeconds: Double) {
        self.connectTimeoutSeconds = connectTimeoutSeconds
        idle = IdleConnections(maximumPerEndpoint: maximumIdleConnectionsPerHost, maximumIdleSeconds: maximumIdleSeconds)
    }

    deinit {
        idle.closeAll()
    }

    package func events(for request: HTTPRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
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
