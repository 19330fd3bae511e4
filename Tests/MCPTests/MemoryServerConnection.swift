import Foundation
@testable import MCP

/// An in-memory connection for `MCPServer`: the test writes the client's lines and reads the
/// server's, in order. Reading waits on the server's write itself, never on a timer.
final class MemoryServerConnection: MCPServerConnection, @unchecked Sendable {
    private let (input, inputSink) = AsyncStream.makeStream(of: MCPIncomingLine.self, bufferingPolicy: .unbounded)
    private let (output, outputSink) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
    private var reader: AsyncStream<String>.Iterator

    init() {
        reader = output.makeAsyncIterator()
    }

    func incoming() -> AsyncStream<MCPIncomingLine> { input }

    func send(_ line: String) async {
        precondition(!line.contains("\n"), "a message is one line")
        outputSink.yield(line)
    }

    /// The client sends one line of text (a message, or anything else).
    func write(_ text: String) {
        inputSink.yield(.line(Data(text.utf8)))
    }

    /// The client sends a message.
    func write(_ message: JSONRPCMessage) {
        write(message.text)
    }

    /// The client's input ends.
    func closeInput() {
        inputSink.finish()
    }

    /// The server is done: no more lines will come.
    func closeOutput() {
        outputSink.finish()
    }

    /// The server's next message, or nil once the output is closed.
    func read() async throws -> JSONRPCMessage? {
        guard let line = await reader.next() else { return nil }
        return try JSONRPCMessage(decoding: Data(line.utf8))
    }
}
