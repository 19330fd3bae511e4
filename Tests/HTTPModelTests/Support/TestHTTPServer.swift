import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A request as the test server saw it.
struct TestRequest: Sendable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data

    /// The body as JSON (or `nil`).
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}

/// What the test server does with a request.
enum TestResponse: Sendable {
    /// A complete response with `Content-Length`.
    case respond(status: Int, headers: [String: String] = [:], body: String)
    /// Status and headers, then each piece after its delay (seconds); the body ends when the
    /// connection closes (no `Content-Length`), as a streaming server's does.
    case stream(status: Int = 200, headers: [String: String] = ["Content-Type": "text/event-stream"], pieces: [(delaySeconds: Double, text: String)])
    /// Waits, then does the other thing.
    indirect case delayed(seconds: Double, then: TestResponse)
    /// Closes the connection without a word.
    case drop
    /// Exactly these bytes (each piece after its delay), then the connection closes: for
    /// malformed and hand-framed responses.
    case raw(pieces: [(delaySeconds: Double, text: String)])

    /// Sends nothing and waits until the client closes the connection (cancellation tests).
    case awaitClose
    /// Exactly `first`, then holds the rest until the test fires `signal` (at most
    /// `atMostSeconds`), then `then`, then closes: for proving a piece reached the consumer while
    /// the server still held the next one, without racing a clock (`releasedBySignal`).
    case rawHeld(first: String, until: TestSignal, atMostSeconds: Double, then: String)
    /// Holds the request until the test fires `signal` (at most `atMostSeconds`), then does the
    /// other thing: a test proves its client gave up (timed out, was cancelled, failed over)
    /// while the server still held, by `releasedBySignal` being empty when the client is done,
    /// and no machine's load can make that verdict wrong. Fire the signal afterwards.
    indirect case held(until: TestSignal, atMostSeconds: Double = 3600, then: TestResponse)
    /// A streaming response whose first pieces go at once and whose rest is held as `held` holds.
    case streamHeld(first: [String], until: TestSignal, atMostSeconds: Double = 3600, then: [String])

    /// `raw` with one piece sent at once.
    static func raw(_ text: String) -> TestResponse { .raw(pieces: [(0, text)]) }

    /// `respond` with a JSON body.
    static func json(_ status: Int = 200, _ body: String, headers: [String: String] = [:]) -> TestResponse {
        var all = headers
        all["Content-Type"] = "application/json"
        return .respond(status: status, headers: all, body: body)
    }
}

/// A tiny HTTP/1.1 server on 127.0.0.1 for failure tests: one thread per connection; every
/// response closes its connection unless the server keeps connections alive (then `respond`
/// answers leave it open for the next request). Written with plain sockets so the tests depend on nothing.
final class TestHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let listenFD: Int32
    private let handler: @Sendable (TestRequest, Int) -> TestResponse
    private let keepsAlive: Bool
    private let lock = NSLock()
    private var requests: [TestRequest] = []
    private var connections = 0
    private var closedConnections = 0
    private var stopped = false

    /// For each `rawHeld`, `held` and `streamHeld` response whose hold ended, in order: true when the test's signal released the rest,
    /// false when the server gave up waiting for it.
    var releasedBySignal: [Bool] {
        lock.lock(); defer { lock.unlock() }
        return releases
    }
    private var releases: [Bool] = []


    /// The base URL, `http://127.0.0.1:PORT`.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Requests received so far, oldest first.
    var receivedRequests: [TestRequest] {
        lock.lock(); defer { lock.unlock() }
        return requests
    }

    /// Connections accepted so far.
    var acceptedConnections: Int {
        lock.lock(); defer { lock.unlock() }
        return connections
    }

    /// Connections the client closed (or that ended) so far.
    var finishedConnections: Int {
        lock.lock(); defer { lock.unlock() }
        return closedConnections
    }

    /// Requests received for `path`.
    func count(path: String) -> Int { receivedRequests.filter { $0.path == path }.count }

    /// Starts listening on a free port. `handler` gets each request and its 0-based index.
    init(keepsAlive: Bool = false, handler: @escaping @Sendable (TestRequest, Int) -> TestResponse) throws {
        self.handler = handler
        self.keepsAlive = keepsAlive
        #if canImport(Darwin)
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listenFD = fd
        port = UInt16(bigEndian: actual.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// A server whose handler is a fixed script: response `i` for request `i`, the last one repeated.
    convenience init(keepsAlive: Bool = false, script: [TestResponse]) throws {
        precondition(!script.isEmpty)
        try self.init(keepsAlive: keepsAlive) { _, index in script[min(index, script.count - 1)] }
    }

    /// A port on which nothing listens (bound, then closed).
    static func deadURL() throws -> URL {
        let server = try TestHTTPServer { _, _ in .drop }
        let url = server.url
        server.stop()
        return url
    }

    deinit { stop() }

    /// Stops accepting connections.
    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        // Only shut the socket down: the accept thread closes it when it leaves, so its number
        // cannot be reused by another server's socket while that thread might still call accept.
        if !wasStopped { shutdown(listenFD, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        defer { close(listenFD) }
        while true {
            let client = accept(listenFD, nil, nil)
            if client < 0 {
                lock.lock(); let done = stopped; lock.unlock()
                if done { return }
                continue
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        lock.lock()
        connections += 1
        lock.unlock()
        defer {
            close(fd)
            lock.lock()
            closedConnections += 1
            lock.unlock()
        }
        while let request = readRequest(fd) {
            lock.lock()
            let index = requests.count
            requests.append(request)
            lock.unlock()
            let clientCloses = request.headers["connection"]?.lowercased() == "close"
            guard perform(handler(request, index), on: fd, keepAlive: keepsAlive && !clientCloses) else { return }
        }
    }

    /// Writes `pieces` after their delays; stops at a failed write.
    private func writePieces(_ pieces: [(delaySeconds: Double, text: String)], to fd: Int32) {
        for piece in pieces {
            if piece.delaySeconds > 0 { Thread.sleep(forTimeInterval: piece.delaySeconds) }
            guard write(fd, piece.text) else { return }
        }
    }

    /// Waits for the test's signal (at most `seconds`) and records whether it came (`releasedBySignal`).
    private func hold(until signal: TestSignal, atMostSeconds seconds: Double) {
        let released = signal.wait(atMostSeconds: seconds)
        lock.lock(); releases.append(released); lock.unlock()
    }

    /// The status line and headers of a streaming response, which ends when the connection closes.
    private static func streamHead(status: Int, headers: [String: String]) -> String {
        var head = "HTTP/1.1 \(status) \(reason(status))\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return head + "\r\n"
    }

    /// Sends `response`; returns true when the connection stays open for another request.
    @discardableResult
    private func perform(_ response: TestResponse, on fd: Int32, keepAlive: Bool) -> Bool {
        switch response {
        case let .respond(status, headers, body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.utf8.count)\r\n"
            if !keepAlive { head += "Connection: close\r\n" }
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            return write(fd, head + "\r\n" + body) && keepAlive
        case let .stream(status, headers, pieces):
            write(fd, Self.streamHead(status: status, headers: headers))
            writePieces(pieces, to: fd)
            return false
        case let .raw(pieces):
            writePieces(pieces, to: fd)
            return false
        case let .delayed(seconds, then):
            Thread.sleep(forTimeInterval: seconds)
            return perform(then, on: fd, keepAlive: keepAlive)
        case .drop:
            return false
        case let .held(signal, seconds, then):
            hold(until: signal, atMostSeconds: seconds)
            return perform(then, on: fd, keepAlive: keepAlive)
        case let .streamHeld(first, signal, seconds, then):
            write(fd, Self.streamHead(status: 200, headers: ["Content-Type": "text/event-stream"]))
            for piece in first { guard write(fd, piece) else { return false } }
            hold(until: signal, atMostSeconds: seconds)
            for piece in then { guard write(fd, piece) else { return false } }
            return false
        case let .rawHeld(first, signal, seconds, then):
            guard write(fd, first) else { return false }
            hold(until: signal, atMostSeconds: seconds)
            write(fd, then)
            return false
        case .awaitClose:
            var byte: UInt8 = 0
            while recv(fd, &byte, 1, 0) > 0 {}
            return false
        }
    }

    @discardableResult
    private func write(_ fd: Int32, _ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        // A client that hung up must not kill the test process with SIGPIPE.
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while offset < bytes.count {
            let sent = bytes.withUnsafeMutableBytes { buffer in
                send(fd, buffer.baseAddress! + offset, buffer.count - offset, flags)
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    private func readRequest(_ fd: Int32) -> TestRequest? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            data += buffer[0..<count]
            headerEnd = Self.find([13, 10, 13, 10], in: data)
        }
        let head = String(decoding: data[0..<headerEnd!], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        var body = Array(data[(headerEnd! + 4)...])
        while body.count < length {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            body += buffer[0..<count]
        }
        return TestRequest(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: Data(body))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// Canned OpenAI-style bodies.
enum Canned {
    /// A non-streaming completion.
    static func completion(_ text: String, finishReason: String = "stop", promptTokens: Int = 10) -> String {
        let escaped = String(data: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), encoding: .utf8)!.dropFirst().dropLast()
        return """
        {"id":"c1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":\(escaped)},"finish_reason":"\(finishReason)"}],"usage":{"prompt_tokens":\(promptTokens),"completion_tokens":3,"total_tokens":\(promptTokens + 3)}}
        """
    }

    /// One streamed chunk as an SSE event.
    static func chunk(_ text: String, finishReason: String? = nil) -> String {
        let escaped = String(data: try! JSONSerialization.data(withJSONObject: [text], options: []), encoding: .utf8)!.dropFirst().dropLast()
        let finish = finishReason.map { "\"\($0)\"" } ?? "null"
        return "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\(escaped)},\"finish_reason\":\(finish)}]}\n\n"
    }

    static let done = "data: [DONE]\n\n"
}

/// A one-shot signal from a test to the server's connection thread.
final class TestSignal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Releases the waiting server (once).
    func fire() { semaphore.signal() }

    /// Waits for `fire()`; false when `seconds` passed first.
    func wait(atMostSeconds seconds: Double) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}
