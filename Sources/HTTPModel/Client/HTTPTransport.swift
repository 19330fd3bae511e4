import Foundation

/// How a `ChatClient` sends one request: the seam between the retry machinery and the bytes.
///
/// Two implementations: `SocketTransport` (HTTP/1.1 over POSIX sockets, for `http://`) and
/// `URLSessionTransport` (Foundation's URLSession, for `https://` and wherever it is chosen).
/// Both report transport problems as `TransportFailure` and cancellation as `CancellationError`,
/// so everything above this seam behaves the same on either path.
package protocol HTTPTransport: Sendable {
    /// Starts `request`; the stream yields its head, then its body as it arrives, and finishes
    /// when the body is complete or throws the `TransportFailure` that ended it. Cancelling the
    /// consumer (or dropping the stream) abandons the request and closes its connection.
    func events(for request: HTTPRequest) -> AsyncThrowingStream<HTTPEvent, any Error>
}

extension HTTPTransport {
    /// The whole response: status, headers and body.
    /// - Throws: `TransportFailure` for transport failures, `CancellationError` when cancelled.
    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
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

/// One request as the client means it, independent of the transport that carries it.
package struct HTTPRequest: Sendable {
    package var method: String
    package var url: URL
    /// Header fields by name as sent (`Host` and `Content-Length` are added by the transport).
    package var headers: [String: String]
    package var body: Data?
    /// How long the request may wait for its next bytes (connection, head, each piece of body).
    package var idleTimeoutSeconds: Double

    package init(method: String, url: URL, headers: [String: String], body: Data?, idleTimeoutSeconds: Double) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.idleTimeoutSeconds = idleTimeoutSeconds
    }

    /// The value of header `name`, matched case-insensitively.
    package func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// What a request produces, in order: one `head`, then body bytes as they arrive.
package enum HTTPEvent: Sendable {
    case head(status: Int, headers: [String: String])
    case body(Data)
}

/// A complete HTTP response. Header names are lowercased.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: [String: String]
    package var body: Data

    package var isSuccess: Bool { (200..<300).contains(status) }
}
