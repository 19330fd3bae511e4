import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Foundation's Process exists on macOS and Linux; iOS, tvOS, watchOS and visionOS cannot start
// a server process, so there the stdio transport does not exist (StreamableHTTPTransport does).
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
/// The stdio transport: the server is a child process; messages are JSON lines on its stdin
/// and stdout; its stderr is kept (the last `stderrLimitBytes`) for error messages.
///
/// The child's stdin is one end of a socket pair rather than a pipe so that writing to a server
/// that died fails with `EPIPE` (`MSG_NOSIGNAL`) instead of raising `SIGPIPE`, which would kill
/// the host. Each stream is read by a thread of its own with blocking reads, so a server that
/// floods its output never waits on Swift's cooperative pool.
///
/// `close()` follows the protocol's shutdown: close the child's input, wait `closeGraceSeconds`
/// for it to exit, then `SIGTERM`, then `SIGKILL`. A transport released while its child runs
/// kills the child at once.
public final class StdioTransport: MCPTransport, @unchecked Sendable {
    /// Limits of one connection.
    public struct Configuration: Sendable {
        /// The longest line (one message) accepted; a longer one is dropped and reported.
        public var maximumMessageBytes: Int
        /// How much of the end of stderr is kept.
        public var stderrLimitBytes: Int
        /// How long `close()` waits for the child to exit by itself before terminating it.
        public var closeGraceSeconds: Double

        public init(maximumMessageBytes: Int = 64 << 20, stderrLimitBytes: Int = 64 << 10, closeGraceSeconds: Double = 2) {
            self.maximumMessageBytes = maximumMessageBytes
            self.stderrLimitBytes = stderrLimitBytes
            self.closeGraceSeconds = closeGraceSeconds
        }
    }

    /// The program, as given (a path, or a name searched on `PATH`).
    public let executable: String
    public let arguments: [String]
    /// The child's whole environment; nil inherits this process's.
    public let environment: [String: String]?
    public let currentDirectory: URL?
    public let configuration: Configuration

    private let lock = NSLock()
    private var process: Process?
    private var inputDescriptor: Int32 = -1
    private var isStarted = false
    private var isClosing = false
    private let exited = ExitLatch()
    private let stderr: StderrTail
    private let writeQueue = DispatchQueue(label: "ContextBudget.MCP.StdioTransport.write")

    /// - Parameters:
    ///   - executable: a path, or a program name looked up on `PATH` (of `environment` when given).
    ///   - environment: the child's whole environment; nil inherits this process's.
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                currentDirectory: URL? = nil, configuration: Configuration = Configuration()) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.configuration = configuration
        self.stderr = StderrTail(limit: configuration.stderrLimitBytes)
    }

    /// The command as one line, for messages.
    public var commandLine: String { ([executable] + arguments).joined(separator: " ") }

    /// The end of what the server wrote to stderr so far.
    public var stderrText: String { stderr.text }

    /// The child's process id while it runs.
    public var processIdentifier: Int32? {
        lock.lock()
        defer { lock.unlock() }
        guard let process, !exited.opened else { return nil }
        return process.processIdentifier
    }

    public func start() async throws -> AsyncStream<MCPTransportEvent> {
        try launch()
    }

    private func launch() throws -> AsyncStream<MCPTransportEvent> {
        lock.lock()
        defer { lock.unlock() }
        precondition(!isStarted, "StdioTransport.start() is called once")
        isStarted = true
        let searchPath = environment?["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
        guard let resolved = ExecutableLookup.resolve(executable, path: searchPath) else {
            throw MCPError.launchFailed(command: commandLine, detail: "\(executable) is not an executable file or a program on PATH")
        }
        var channels: [ChildChannel] = []
        func closeAll() { for channel in channels { channel.closeParentEnd(); channel.closeChildEnd() } }
        do {
            for _ in 0..<3 { channels.append(try ChildChannel()) }
        } catch {
            closeAll()
            throw MCPError.launchFailed(command: commandLine, detail: String(describing: error))
        }
        let (input, output, errors) = (channels[0], channels[1], channels[2])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: resolved)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardInput = input.childHandle
        process.standardOutput = output.childHandle
        process.standardError = errors.childHandle
        let exited = self.exited
        process.terminationHandler = { _ in exited.open() }
        do {
            try process.run()
        } catch {
            closeAll()
            throw MCPError.launchFailed(command: commandLine, detail: String(describing: error))
        }
        for channel in channels { channel.closeChildEnd() }  // the child has its copies
        self.process = process
        inputDescriptor = input.parentEnd

        let (stream, continuation) = AsyncStream.makeStream(of: MCPTransportEvent.self, bufferingPolicy: .unbounded)
        let stderrDone = ExitLatch()
        let tail = stderr
        Thread {
            Self.readAll(errors.parentEnd) { tail.append($0) }
            errors.closeParentEnd()
            stderrDone.open()
        }.start()
        let limit = configuration.maximumMessageBytes
        Thread { [weak self] in
            var framer = LineFramer(maximumLineBytes: limit)
            Self.readAll(output.parentEnd) { chunk in
                for piece in framer.append(chunk) { continuation.yield(Self.event(for: piece)) }
            }
            for piece in framer.finish() { continuation.yield(Self.event(for: piece)) }
            // Stdout ends when the child exits; its status and last words explain why. The
            // bounds matter only for a child that closed stdout and lives on, or left a
            // grandchild holding stderr; a loaded machine may take seconds to report an exit.
            exited.wait(seconds: 30)
            stderrDone.wait(seconds: 5)
            let closing = self?.closingRequested ?? true
            continuation.yield(.closed(MCPConnectionEnd(reason: Self.endReason(of: process, exited: exited.opened, closing: closing),
                                                        stderrTail: tail.text)))
            continuation.finish()
            output.closeParentEnd()
        }.start()
        return stream
    }

    public func send(_ message: JSONRPCMessage) async throws {
        let bytes = Array((message.text + "\n").utf8)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeQueue.async { [self] in
                continuation.resume(with: writeAll(bytes))
            }
        }
    }

    public func close() async {
        let (descriptor, process, alreadyClosing) = lock.withLock {
            defer { isClosing = true }
            return (inputDescriptor, self.process, isClosing)
        }
        guard !alreadyClosing, let process else { return }
        // End of input is the server's signal to exit; shutdown also wakes a write blocked on a full buffer.
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        writeQueue.async { [self] in
            lock.withLock { inputDescriptor = -1 }
            closeDescriptor(descriptor)
        }
        let exited = self.exited, grace = configuration.closeGraceSeconds
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                if !exited.wait(seconds: grace) {
                    kill(process.processIdentifier, SIGTERM)
                    if !exited.wait(seconds: 2) {
                        kill(process.processIdentifier, SIGKILL)
                        exited.wait(seconds: 10)
                    }
                }
                continuation.resume()
            }.start()
        }
    }

    deinit {
        if let process, !exited.opened {
            kill(process.processIdentifier, SIGKILL)
        }
        if inputDescriptor >= 0 {
            _ = shutdown(inputDescriptor, Int32(SHUT_RDWR))
            closeDescriptor(inputDescriptor)
        }
    }

    private var closingRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isClosing
    }

    private func writeAll(_ bytes: [UInt8]) -> Result<Void, any Error> {
        lock.lock()
        let descriptor = inputDescriptor
        lock.unlock()
        guard descriptor >= 0 else { return .failure(closedError("the connection was closed")) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(closedError("writing to the server failed (\(String(cString: strerror(errno))))"))
            }
            offset += written
        }
        return .success(())
    }

    private func closedError(_ reason: String) -> MCPError {
        let reason = exited.opened ? Self.endReason(of: process, exited: true, closing: closingRequested) : reason
        return .connectionClosed(MCPConnectionEnd(reason: reason, stderrTail: stderr.text))
    }

    private static func readAll(_ descriptor: Int32, _ body: (ArraySlice<UInt8>) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            body(buffer[0..<count])
        }
    }

    private static func event(for piece: LineFramer.Piece) -> MCPTransportEvent {
        switch piece {
        case let .line(bytes):
            do {
                return .message(try JSONRPCMessage(decoding: Data(bytes)))
            } catch {
                return .unreadable(excerpt: LineExcerpt.of(bytes), reason: error.description)
            }
        case let .overlong(prefix):
            return .unreadable(excerpt: LineExcerpt.of(prefix), reason: "a message longer than the transport's limit was dropped")
        }
    }

    private static func endReason(of process: Process?, exited: Bool, closing: Bool) -> String {
        if closing { return "the connection was closed" }
        guard let process, exited, !process.isRunning else { return "the server closed its stdout" }
        switch process.terminationReason {
        case .uncaughtSignal: return "the server was killed by signal \(process.terminationStatus)"
        case .exit: return "the server exited with status \(process.terminationStatus)"
        @unknown default: return "the server exited"
        }
    }
}
#endif
