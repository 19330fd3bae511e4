import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection to a server, non-blocking, with `TCP_NODELAY`: every wait is a `poll` on
/// the socket and the request's `WakeSignal` with a real timeout, so a waiting request sleeps in
/// the kernel (no busy loop) and cancellation wakes it at once.
///
/// Owned by one thread at a time (the request using it, or the idle pool); only `close` ends it.
final class SocketConnection: @unchecked Sendable {
    let fd: Int32
    /// `host:port`, the idle pool's key.
    let endpointKey: String
    /// When the connection went back to the idle pool.
    var idleSince = ContinuousClock.now

    private init(fd: Int32, endpointKey: String) {
        self.fd = fd
        self.endpointKey = endpointKey
    }

    /// Resolves `host` and connects to the first address that accepts, each within `timeoutSeconds`.
    /// - Throws: `TransportFailure` (unknown host, refused, timed out), `CancellationError`.
    static func open(host: String, port: Int, timeoutSeconds: Double, signal: WakeSignal) throws -> SocketConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        hints.ai_protocol = Int32(IPPROTO_TCP)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw TransportFailure(kind: .unknownHost, detail: "unknown host \(host) (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(first) }
        var lastFailure = TransportFailure.refused()
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            do {
                let fd = try connect(info.pointee, timeoutSeconds: timeoutSeconds, signal: signal, what: "\(host):\(port)")
                return SocketConnection(fd: fd, endpointKey: "\(host):\(port)")
            } catch let failure as TransportFailure {
                lastFailure = failure
            }
        }
        throw lastFailure
    }

    private static func connect(_ info: addrinfo, timeoutSeconds: Double, signal: WakeSignal, what: String) throws -> Int32 {
        let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
        guard fd >= 0 else { throw TransportFailure(kind: .other, detail: "cannot open a socket (\(errorText(errno)))") }
        var connected = false
        defer { if !connected { _ = closeDescriptor(fd) } }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if systemConnect(fd, info.ai_addr, info.ai_addrlen) != 0 {
            let code = errno
            guard code == EINPROGRESS || code == EINTR else { throw connectFailure(code) }
            try wait(fd, for: Int16(POLLOUT), timeoutSeconds: timeoutSeconds, signal: signal) {
                "timed out connecting to \(what) (\(ChatClient.seconds(timeoutSeconds)) s)"
            }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { throw connectFailure(errno) }
            if error != 0 { throw connectFailure(error) }
        }
        connected = true
        return fd
    }

    private static func connectFailure(_ code: Int32) -> TransportFailure {
        switch code {
        case ECONNREFUSED: .refused()
        case ETIMEDOUT: .timedOut("connection timed out")
        default: TransportFailure(kind: .other, detail: "cannot connect (\(errorText(code)))")
        }
    }

    /// Sends all of `bytes`, waiting at most `timeoutSeconds` each time the socket is full.
    /// - Throws: `TransportFailure` (dropped, timed out), `CancellationError`.
    func send(_ bytes: [UInt8], timeoutSeconds: Double, signal: WakeSignal) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemSend(fd, base + offset, buffer.count - offset, Self.sendFlags)
            }
            if sent > 0 {
                offset += sent
                continue
            }
            let code = errno
            if sent < 0, code == EAGAIN || code == EWOULDBLOCK {
                try Self.wait(fd, for: Int16(POLLOUT), timeoutSeconds: timeoutSeconds, signal: signal) {
                    "timed out sending the request (the server read nothing for \(ChatClient.seconds(timeoutSeconds)) s)"
                }
            } else if sent < 0, code == EINTR {
                continue
            } else {
                throw TransportFailure.dropped("connection dropped while sending the request (\(Self.errorText(code)))")
            }
        }
    }

    /// Reads what has arrived into `buffer`, waiting at most `timeoutSeconds` for the first byte.
    /// - Returns: the byte count; 0 when the server closed the connection.
    /// - Throws: `TransportFailure` (dropped, timed out), `CancellationError`.
    func receive(into buffer: UnsafeMutableRawBufferPointer, timeoutSeconds: Double, signal: WakeSignal) throws -> Int {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { acknowledgeNow() }
            if count >= 0 { return count }
            let code = errno
            switch code {
            case EAGAIN, EWOULDBLOCK:
                try Self.wait(fd, for: Int16(POLLIN), timeoutSeconds: timeoutSeconds, signal: signal) {
                    "timed out: no bytes from the server for \(ChatClient.seconds(timeoutSeconds)) s"
                }
            case EINTR:
                continue
            case ECONNRESET:
                throw TransportFailure.dropped("connection reset by the server")
            default:
                throw TransportFailure.dropped("connection dropped (\(Self.errorText(code)))")
            }
        }
    }

    /// Acknowledges what arrived at once instead of after Linux's delayed-ACK timer (40 ms).
    ///
    /// Many servers write a response's head and body in two `send`s without `TCP_NODELAY`
    /// (Python's `http.server`; cpp-httplib, inside llama-server, leaves Nagle on by default):
    /// Nagle's algorithm then holds the body until the head is acknowledged, and on a kept-alive
    /// connection the kernel delays that ACK, so every request would wait for the timer (the
    /// figures are in docs/http-and-batch.md). Quick-ACK mode is not sticky, so it is set again
    /// after every read that returned bytes.
    private func acknowledgeNow() {
        #if os(Linux)
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), Int32(TCP_QUICKACK), &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// True when the idle connection has nothing to read: a closed (or chattering) one is not reused.
    var isQuietAndOpen: Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 0
    }

    func close() {
        _ = Self.closeDescriptor(fd)
    }

    // MARK: Waiting

    /// Waits until `fd` is ready for `events` (or reports an error or hang-up, which the next
    /// call then sees), for at most `timeoutSeconds`.
    /// - Throws: `CancellationError` when `signal` fires, `TransportFailure.timedOut` on timeout.
    static func wait(
        _ fd: Int32, for events: Int16, timeoutSeconds: Double, signal: WakeSignal, timeoutDetail: () -> String
    ) throws {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64((timeoutSeconds * 1000).rounded(.up))))
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            let milliseconds = max(0, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            var entries = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: signal.readFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&entries, 2, Int32(clamping: milliseconds))
            if ready < 0 {
                if errno == EINTR { continue }
                throw TransportFailure(kind: .other, detail: "poll failed (\(errorText(errno)))")
            }
            if entries[1].revents != 0 || signal.isFired { throw CancellationError() }
            if entries[0].revents != 0 { return }
            if ContinuousClock.now >= deadline { throw TransportFailure.timedOut(timeoutDetail()) }
        }
    }

    // MARK: Platform

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code)) + " (errno \(code))"
    }

    #if canImport(Darwin)
    private static let streamSocketType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #else
    private static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    static func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #elseif canImport(Musl)
        Musl.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }

    private static func systemConnect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(fd, address, length)
        #elseif canImport(Musl)
        Musl.connect(fd, address, length)
        #else
        Darwin.connect(fd, address, length)
        #endif
    }

    private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
        Glibc.send(fd, bytes, count, flags)
        #elseif canImport(Musl)
        Musl.send(fd, bytes, count, flags)
        #else
        Darwin.send(fd, bytes, count, flags)
        #endif
    }
}
