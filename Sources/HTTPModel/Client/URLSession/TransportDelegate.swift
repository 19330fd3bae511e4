import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Routes a session's delegate callbacks to the stream of the task they belong to.
///
/// Callbacks arrive on the session's serial delegate queue; the lock guards the table against
/// `register`, which runs on the caller's thread.
final class TransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [Int: AsyncThrowingStream<HTTPEvent, any Error>.Continuation] = [:]

    func register(_ taskIdentifier: Int, _ continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation) {
        lock.lock()
        streams[taskIdentifier] = continuation
        lock.unlock()
    }

    private func stream(for task: URLSessionTask, remove: Bool = false) -> AsyncThrowingStream<HTTPEvent, any Error>.Continuation? {
        lock.lock()
        defer { lock.unlock() }
        return remove ? streams.removeValue(forKey: task.taskIdentifier) : streams[task.taskIdentifier]
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse {
            var headers: [String: String] = [:]
            for (key, value) in http.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
            }
            stream(for: dataTask)?.yield(.head(status: http.statusCode, headers: headers))
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        stream(for: dataTask)?.yield(.body(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let continuation = stream(for: task, remove: true) else { return }
        if let error = error as? URLError {
            continuation.finish(throwing: URLSessionTransport.failure(for: error))
        } else if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.finish()
        }
    }
}
