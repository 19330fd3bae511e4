import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One `URLSession` for one model, with its delegate turned into async streams: the transport
/// for `https://` (and for `http://` when `HTTPClientChoice.urlSession` is chosen).
///
/// Linux's FoundationNetworking has no `URLSession.bytes(for:)`, so streaming goes through a
/// data delegate: each task's callbacks feed an `AsyncThrowingStream` registered under the task's
/// identifier. Cancelling the consumer cancels the task.
///
/// Measured on Linux (swift 6.3, FoundationNetworking over libcurl): while a request waits for
/// its answer the process burns most of a core. strace shows the loop: libdispatch keeps the
/// socket registered for `EPOLLOUT`, an idle socket is always writable, so `epoll_wait` returns
/// at once, curl's `poll(fd, 0)` finds nothing to read, and around it goes (~3,000
/// `epoll_wait`/`poll`/`read`/`write` per second-long request; 0.66 s user + 2.7 s system for 12
/// requests answered after 0.4 s). That is why `http://` goes through `SocketTransport`.
package final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: TransportDelegate

    /// - Parameters:
    ///   - idleTimeoutSeconds: how long a request may wait for its next bytes.
    ///   - connectionsPerHost: the most sockets open to one server at once.
    package init(idleTimeoutSeconds: Double, connectionsPerHost: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.wholeSeconds(idleTimeoutSeconds)
        configuration.httpMaximumConnectionsPerHost = connectionsPerHost
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        delegate = TransportDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "HTTPModel.transport"
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    package func events(for request: HTTPRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = session.dataTask(with: Self.urlRequest(for: request))
            delegate.register(task.taskIdentifier, continuation)
            let box = TaskBox(task)
            continuation.onTermination = { termination in
                if case .cancelled = termination { box.cancel() }
            }
            task.resume()
        }
    }

    static func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        // FoundationNetworking truncates the idle timeout to whole seconds (0.5 becomes "at once"),
        // so round up; `ChatClient.perform` enforces the exact deadline itself.
        urlRequest.timeoutInterval = wholeSeconds(request.idleTimeoutSeconds)
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    private static func wholeSeconds(_ seconds: Double) -> Double { max(1, seconds.rounded(.up)) }

    /// The transport failure for a `URLError`, or `CancellationError` for a cancelled task.
    static func failure(for error: URLError) -> any Error {
        switch error.code {
        case .cancelled: return CancellationError()
        case .timedOut: return TransportFailure.timedOut("timed out")
        case .cannotConnectToHost: return TransportFailure.refused()
        case .networkConnectionLost: return TransportFailure.dropped("connection dropped")
        case .badServerResponse: return TransportFailure(kind: .malformed, detail: "connection dropped or malformed HTTP")
        case .cannotFindHost, .dnsLookupFailed: return TransportFailure(kind: .unknownHost, detail: "unknown host")
        default: return TransportFailure(kind: .other, detail: "URLError \(error.code.rawValue)")
        }
    }
}

/// A `URLSessionTask` that can be cancelled from a `@Sendable` termination handler.
private final class TaskBox: @unchecked Sendable {
    private let task: URLSessionTask
    init(_ task: URLSessionTask) { self.task = task }
    func cancel() { task.cancel() }
}
