import Foundation

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
