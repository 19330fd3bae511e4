import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a request produces, in order: one `head`, then body bytes as they arrive.
enum HTTPEvent: Sendable {
    case head(status: Int, headers: [String: String])
    case body(Data)
}

/// One `URLSession` for one model, with its delegate turned into async streams.
///
/// Linux's FoundationNetworking has no `URLSession.bytes(for:)`, so streaming goes through a
/// data delegate: each task's callbacks feed an `AsyncThrowingStream` registered under the task's
/// identifier. Cancelling the consumer cancels the task.
final class HTTPTransport: Sendable {
    private let session: URLSession
    private let delegate: TransportDelegate

    /// - Parameters:
    ///   - idleTimeoutSeconds: how long a request may wait for its next bytes.
    ///   - connectionsPerHost: the most sockets open to one server at once.
    init(idleTimeoutSeconds: Double, connectionsPerHost: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idleTimeoutSeconds
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

    /// Starts `request`; the stream yields its head, then its body, and finishes when the body
    /// is complete or throws the `URLError` that ended it.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = session.dataTask(with: request)
            delegate.register(task.taskIdentifier, continuation)
            let box = TaskBox(task)
            continuation.onTermination = { termination in
                if case .cancelled = termination { box.cancel() }
            }
            task.resume()
        }
    }

    /// The whole response: status, headers and body.
    /// - Throws: `URLError` for transport failures, `CancellationError` when cancelled.
    func send(_ request: URLRequest) async throws -> HTTPResponse {
        var status = 0
        var headers: [String: String] = [:]
        var body = Data()
        for try await event in events(for: request) {
            switch event {
            case let .head(code, fields):
                status = code
                headers = fields
            case let .body(data):
                body.append(data)
            }
        }
        try Task.checkCancellation()
        return HTTPResponse(status: status, headers: headers, body: body)
    }
}

/// A complete HTTP response. Header names are lowercased.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    var isSuccess: Bool { (200..<300).contains(status) }
}

/// A `URLSessionTask` that can be cancelled from a `@Sendable` termination handler.
private final class TaskBox: @unchecked Sendable {
    private let task: URLSessionTask
    init(_ task: URLSessionTask) { self.task = task }
    func cancel() { task.cancel() }
}
