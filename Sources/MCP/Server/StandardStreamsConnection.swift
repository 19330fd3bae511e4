import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stdio transport seen from the server: messages are lines on this process's stdin and
/// stdout. Nothing else may write to stdout, so logs go to stderr.
///
/// Stdin is read by a thread of its own with blocking reads, so a slow client never holds one
/// of Swift's cooperative threads; writes go through one serial queue so each line is written
/// whole, in the order `send` was called.
public final class StandardStreamsConnection: MCPServerConnection, @unchecked Sendable {
    /// The longest line accepted; a longer one is dropped and answered as a parse error.
    public let maximumMessageBytes: Int
    private let input: Int32
    private let output: Int32
    private let writeQueue = DispatchQueue(label: "ContextBudget.MCP.StandardStreamsConnection.write")

    /// - Parameters:
    ///   - input, output: the descriptors to read and write (stdin and stdout by default).
    public init(maximumMessageBytes: Int = 64 << 20, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        precondition(maximumMessageBytes > 0, "maximumMessageBytes must be positive")
        self.maximumMessageBytes = maximumMessageBytes
        self.input = input
        self.output = output
    }

    public func incoming() -> AsyncStream<MCPIncomingLine> {
        let (stream, sink) = AsyncStream.makeStream(of: MCPIncomingLine.self, bufferingPolicy: .unbounded)
        let descriptor = input, limit = maximumMessageBytes
        Thread.detachNewThread {
            var framer = LineFramer(maximumLineBytes: limit)
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for piece in framer.append(buffer[..<count]) { sink.yield(Self.line(piece)) }
            }
            for piece in framer.finish() { sink.yield(Self.line(piece)) }
            sink.finish()
        }
        return stream
    }

    private static func line(_ piece: LineFramer.Piece) -> MCPIncomingLine {
        switch piece {
        case let .line(bytes): .line(Data(bytes))
        case let .overlong(prefix): .overlong(excerpt: String(decoding: prefix, as: UTF8.self))
        }
    }

    public func send(_ line: String) async {
        let bytes = Array((line + "\n").utf8)
        let descriptor = output
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            writeQueue.async {
                var offset = 0
                while offset < bytes.count {
                    let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { break }  // the client is gone; its input's end stops the server
                    offset += written
                }
                continuation.resume()
            }
        }
    }
}
