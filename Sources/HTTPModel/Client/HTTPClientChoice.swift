/// Which HTTP client carries `http://` requests. `https://` always goes through URLSession
/// (the socket client speaks no TLS).
///
/// The socket client exists because FoundationNetworking's URLSession spins while it waits on
/// Linux, burning a core while a request waits on a slow model (see `URLSessionTransport`, and
/// docs/http-and-batch.md for the figures).
public enum HTTPClientChoice: String, Sendable, CaseIterable {
    /// The socket client where URLSession is FoundationNetworking (Linux), URLSession elsewhere.
    case automatic
    /// HTTP/1.1 over POSIX sockets for every `http://` endpoint.
    case sockets
    /// URLSession for everything (the client before the socket one; kept for comparison and for
    /// setups that need URLSession's proxies).
    case urlSession = "urlsession"

    /// The choice named by `$CONTEXTBUDGET_HTTP_CLIENT` (`automatic`, `sockets` or `urlsession`),
    /// else `.automatic`. Lets a whole test run or a `ctx` invocation switch paths.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfoEnvironment.current) -> HTTPClientChoice {
        environment["CONTEXTBUDGET_HTTP_CLIENT"].flatMap { HTTPClientChoice(rawValue: $0.lowercased()) } ?? .automatic
    }

    /// Whether `http://` requests go through the socket client.
    var usesSocketsForHTTP: Bool {
        switch self {
        case .sockets: true
        case .urlSession: false
        case .automatic:
            #if canImport(FoundationNetworking)
            true
            #else
            false
            #endif
        }
    }
}
