/// Why a request got no complete HTTP response: the connection failed, went quiet or the server
/// sent bytes that are not HTTP. Both transports throw it, so the retry loop sees one vocabulary.
struct TransportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        /// Nothing listens on the port.
        case refused
        /// The host name does not resolve.
        case unknownHost
        /// No bytes for longer than the idle timeout (or the connection did not open in time).
        case timedOut
        /// The connection closed or was reset before the response was complete.
        case dropped
        /// The server's bytes are not a well-formed HTTP/1.1 response, or exceed our limits.
        case malformed
        /// Anything else the operating system reported.
        case other
    }

    var kind: Kind
    /// Says what happened in words a user can act on (`connection refused`, `chunk size "zz" is not hexadecimal`).
    var detail: String

    var description: String { detail }

    static func refused(_ detail: String = "connection refused") -> TransportFailure { .init(kind: .refused, detail: detail) }
    static func timedOut(_ detail: String) -> TransportFailure { .init(kind: .timedOut, detail: detail) }
    static func dropped(_ detail: String) -> TransportFailure { .init(kind: .dropped, detail: detail) }
    static func malformed(_ detail: String) -> TransportFailure { .init(kind: .malformed, detail: "malformed HTTP response: \(detail)") }
}
