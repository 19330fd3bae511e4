import Foundation

/// An incremental HTTP/1.1 response parser: feed it bytes as they arrive, get the head, body
/// pieces and the end. Nothing the server sends can make it trap: every limit is checked and
/// every malformed field becomes a `TransportFailure` naming it.
///
/// Body framing follows RFC 9112 §6.3 for a client that never sends `HEAD`: no body for 1xx,
/// 204 and 304; `Transfer-Encoding` ending in `chunked` is decoded; any other transfer coding,
/// or no `Content-Length`, reads until the server closes; otherwise exactly `Content-Length`
/// bytes. Interim 1xx responses (100 Continue) are skipped.
struct HTTPResponseParser {
    enum Output: Sendable, Equatable {
        case head(status: Int, headers: [String: String])
        case body(Data)
        case end
    }

    /// Bounds on what a server may send; a response past one fails as malformed.
    struct Limits: Sendable {
        /// Status line and header fields together (and trailers).
        var maximumHeadBytes = 64 * 1024
        var maximumHeaderCount = 256
        /// The whole body, whatever its framing: no chat answer comes near it.
        var maximumBodyBytes = 256 * 1024 * 1024
    }

    private enum State {
        case head
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case untilClose
        case done
    }

    private let limits: Limits
    private var state = State.head
    /// The line being collected (head, chunk size and trailer lines).
    private var line: [UInt8] = []
    private var headBytes = 0
    private var status: Int?
    private var httpMinorVersion = 1
    private var headers: [String: String] = [:]
    private var lastHeaderName: String?
    private var headerCount = 0
    private var bodyBytes = 0
    private var keepAlive = false
    private var bytesAfterEnd = false

    /// True once any byte of a response arrived (a kept-alive connection that closed before
    /// this can be retried on a fresh one).
    private(set) var receivedAnyBytes = false

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The response ended (its last body byte, or the end of its head when it has no body).
    var isComplete: Bool {
        if case .done = state { return true }
        return false
    }

    /// The connection may carry another request: the response is complete, framed by length or
    /// chunks, the server did not ask to close, and nothing followed it.
    var connectionIsReusable: Bool { isComplete && keepAlive && !bytesAfterEnd }

    /// What `bytes` complete.
    /// - Throws: `TransportFailure` (malformed) for bytes that are not HTTP or exceed `limits`.
    /// - Complexity: O(n) in `bytes.count`.
    mutating func feed(_ bytes: ArraySlice<UInt8>) throws -> [Output] {
        if !bytes.isEmpty { receivedAnyBytes = true }
        var outputs: [Output] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch state {
            case .head, .chunkSize, .chunkDataEnd, .trailers:
                let newline = bytes[index...].firstIndex(of: 0x0A)
                let end = newline ?? bytes.endIndex
                try appendToLine(bytes[index..<end])
                index = newline.map { $0 + 1 } ?? bytes.endIndex
                if newline != nil {
                    if line.last == 0x0D { line.removeLast() }
                    let complete = line
                    line.removeAll(keepingCapacity: true)
                    try handleLine(complete, into: &outputs)
                }
            case let .fixedBody(remaining):
                let taken = min(remaining, bytes.endIndex - index)
                try emitBody(bytes[index..<index + taken], into: &outputs)
                index += taken
                if remaining == taken {
                    finishResponse(into: &outputs)
                } else {
                    state = .fixedBody(remaining: remaining - taken)
                }
            case let .chunkData(remaining):
                let taken = min(remaining, bytes.endIndex - index)
                try emitBody(bytes[index..<index + taken], into: &outputs)
                index += taken
                state = remaining == taken ? .chunkDataEnd : .chunkData(remaining: remaining - taken)
            case .untilClose:
                try emitBody(bytes[index...], into: &outputs)
                index = bytes.endIndex
            case .done:
                bytesAfterEnd = true
                index = bytes.endIndex
            }
        }
        return outputs
    }

    /// What the end of the connection completes.
    /// - Throws: `TransportFailure` (dropped) when the response was not complete.
    mutating func finish() throws -> [Output] {
        switch state {
        case .done:
            return []
        case .untilClose:
            state = .done
            return [.end]
        case .head:
            if !receivedAnyBytes { throw TransportFailure.dropped("the server closed the connection without a response") }
            throw TransportFailure.dropped("the connection closed in the middle of the response head")
        case let .fixedBody(remaining):
            throw TransportFailure.dropped("the connection closed after \(bodyBytes) of \(bodyBytes + remaining) body bytes")
        case .chunkSize, .chunkData, .chunkDataEnd, .trailers:
            throw TransportFailure.dropped("the connection closed in the middle of a chunked body (after \(bodyBytes) bytes)")
        }
    }

    // MARK: Lines

    private mutating func appendToLine(_ bytes: ArraySlice<UInt8>) throws {
        line.append(contentsOf: bytes)
        switch state {
        case .head, .trailers:
            headBytes += bytes.count
            if headBytes > limits.maximumHeadBytes {
                throw TransportFailure.malformed("the response head is larger than \(limits.maximumHeadBytes / 1024) KiB")
            }
        default:
            if line.count > 4096 {
                throw TransportFailure.malformed("a chunk-size line is longer than 4 KiB")
            }
        }
    }

    private mutating func handleLine(_ line: [UInt8], into outputs: inout [Output]) throws {
        switch state {
        case .head:
            try handleHeadLine(line, into: &outputs)
        case .chunkSize:
            let size = try Self.chunkSize(line)
            if size > limits.maximumBodyBytes - bodyBytes {
                throw TransportFailure.malformed("a chunk of \(size) bytes would take the body past \(limits.maximumBodyBytes >> 20) MiB")
            }
            state = size == 0 ? .trailers : .chunkData(remaining: size)
        case .chunkDataEnd:
            guard line.isEmpty else {
                throw TransportFailure.malformed("a chunk's data is not followed by CRLF (got \(Self.quoted(line)))")
            }
            state = .chunkSize
        case .trailers:
            if line.isEmpty { finishResponse(into: &outputs) }  // trailer fields are ignored
        case .fixedBody, .chunkData, .untilClose, .done:
            break
        }
    }

    private mutating func handleHeadLine(_ line: [UInt8], into outputs: inout [Output]) throws {
        guard let status else {
            if line.isEmpty { return }  // RFC 9112 §2.2: tolerate empty lines before the status line
            try parseStatusLine(line)
            return
        }
        if line.isEmpty {
            if (100..<200).contains(status) {
                guard status != 101 else { throw TransportFailure.malformed("the server switched protocols (101), which this client does not ask for") }
                resetHead()  // an interim response: the real one follows
                return
            }
            try startBody(status: status, into: &outputs)
            return
        }
        if line.first == 0x20 || line.first == 0x09 {
            // Obsolete line folding: a continuation of the previous field's value.
            guard let name = lastHeaderName else { throw TransportFailure.malformed("the first header line starts with whitespace") }
            headers[name, default: ""] += " " + Self.trimmed(line[...])
            return
        }
        guard let colon = line.firstIndex(of: 0x3A), colon > 0 else {
            throw TransportFailure.malformed("header line \(Self.quoted(line)) has no name and colon")
        }
        let nameBytes = line[..<colon]
        guard !nameBytes.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else {
            throw TransportFailure.malformed("header name \(Self.quoted(Array(nameBytes))) is not a token")
        }
        headerCount += 1
        guard headerCount <= limits.maximumHeaderCount else {
            throw TransportFailure.malformed("the response has more than \(limits.maximumHeaderCount) header fields")
        }
        let name = String(decoding: nameBytes, as: UTF8.self).lowercased()
        let value = Self.trimmed(line[(colon + 1)...])
        if let existing = headers[name] {
            headers[name] = existing + ", " + value
        } else {
            headers[name] = value
        }
        lastHeaderName = name
    }

    /// `HTTP/1.1 200 OK`: the version must be 1.x, the code three digits.
    private mutating func parseStatusLine(_ line: [UInt8]) throws {
        let prefix = Array("HTTP/1.".utf8)
        guard line.count >= 12, line.starts(with: prefix), let minor = Self.digit(line[7]), line[8] == 0x20,
              let hundreds = Self.digit(line[9]), let tens = Self.digit(line[10]), let ones = Self.digit(line[11]),
              line.count == 12 || line[12] == 0x20, hundreds >= 1
        else {
            throw TransportFailure.malformed("the status line \(Self.quoted(line)) is not HTTP/1.x (is this an HTTP server?)")
        }
        httpMinorVersion = minor
        status = hundreds * 100 + tens * 10 + ones
    }

    private mutating func resetHead() {
        status = nil
        headers = [:]
        lastHeaderName = nil
        headerCount = 0
    }

    private mutating func startBody(status: Int, into outputs: inout [Output]) throws {
        let connection = Set((headers["connection"] ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        keepAlive = httpMinorVersion >= 1 ? !connection.contains("close") : connection.contains("keep-alive")
        outputs.append(.head(status: status, headers: headers))
        if status == 204 || status == 304 {
            finishResponse(into: &outputs)
        } else if let encoding = headers["transfer-encoding"] {
            let codings = encoding.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if codings.last == "chunked" {
                state = .chunkSize
            } else {
                keepAlive = false
                state = .untilClose
            }
        } else if let text = headers["content-length"] {
            // Repeated fields arrive joined by ", "; they must agree.
            let values = Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            guard values.count == 1, let value = values.first, !value.isEmpty, value.count <= 18,
                  value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(value)
            else { throw TransportFailure.malformed("Content-Length \"\(text.prefix(40))\" is not a byte count") }
            guard length <= limits.maximumBodyBytes else {
                throw TransportFailure.malformed("the body's Content-Length (\(length) bytes) is over the \(limits.maximumBodyBytes >> 20) MiB limit")
            }
            if length == 0 { finishResponse(into: &outputs) } else { state = .fixedBody(remaining: length) }
        } else {
            keepAlive = false
            state = .untilClose
        }
    }

    private mutating func emitBody(_ bytes: ArraySlice<UInt8>, into outputs: inout [Output]) throws {
        guard !bytes.isEmpty else { return }
        bodyBytes += bytes.count
        guard bodyBytes <= limits.maximumBodyBytes else {
            throw TransportFailure.malformed("the body is larger than \(limits.maximumBodyBytes >> 20) MiB")
        }
        if case var .body(data)? = outputs.last {
            outputs.removeLast()
            data.append(contentsOf: bytes)
            outputs.append(.body(data))
        } else {
            outputs.append(.body(Data(bytes)))
        }
    }

    private mutating func finishResponse(into outputs: inout [Output]) {
        state = .done
        outputs.append(.end)
    }

    // MARK: Fields

    /// A chunk-size line: hexadecimal digits, then optional `;extensions` (ignored).
    static func chunkSize(_ line: [UInt8]) throws -> Int {
        let digits = line.prefix { $0 != 0x3B }.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        guard !digits.isEmpty, digits.count <= 15 else {
            throw TransportFailure.malformed("chunk size \(quoted(line)) is not a hexadecimal byte count")
        }
        var size = 0
        for byte in digits {
            guard let value = hexDigit(byte) else {
                throw TransportFailure.malformed("chunk size \(quoted(line)) is not hexadecimal")
            }
            size = size * 16 + value  // at most 15 digits: cannot overflow
        }
        return size
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let value = bytes.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        return String(decoding: Array(value), as: UTF8.self)
    }

    /// A line quoted for an error message: at most 60 bytes, control bytes escaped.
    static func quoted(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes.prefix(60) {
            if byte >= 0x20 && byte < 0x7F, byte != 0x22 { text.append(Character(UnicodeScalar(byte))) } else { text += String(format: "\\x%02X", byte) }
        }
        return "\"" + text + (bytes.count > 60 ? "…" : "") + "\""
    }
}
