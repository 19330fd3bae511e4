import Foundation

/// Where a server's messages come from and go to: stdin and stdout for `ctx mcp`, an in-memory
/// pair in tests. The server sees only this.
public protocol MCPServerConnection: Sendable {
    /// Everything the client sends, framed into lines, until its input ends. Called once.
    func incoming() -> AsyncStream<MCPIncomingLine>

    /// Writes one message as one whole line (the newline added here); lines written from
    /// concurrent calls never interleave.
    func send(_ line: String) async
}

/// One framed piece of a client's input.
public enum MCPIncomingLine: Sendable, Equatable {
    /// A line without its newline: one message, if it parses.
    case line(Data)
    /// A line longer than the connection accepts was dropped; `excerpt` is its beginning.
    case overlong(excerpt: String)
}
