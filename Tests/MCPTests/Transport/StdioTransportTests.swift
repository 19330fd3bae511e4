import ContextBudget
import Foundation
@testable import MCP
import Testing

/// The stdio transport with `/bin/sh` children (no Python): framing, junk on stdout, the exit
/// status and stderr in the end event, a missing program, and children killed on release.
struct StdioTransportTests {
    private func collect(_ stream: AsyncStream<MCPTransportEvent>) async -> [MCPTransportEvent] {
        var events: [MCPTransportEvent] = []
        for await event in stream { events.append(event) }
        return events
    }

    @Test func junkIsReportedMessagesDecodeAndTheEndCarriesStatusAndStderr() async throws {
        let script = #"""
        echo 'Server starting...'
        printf '%s\n' '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}'
        echo 'oops: something broke' >&2
        exit 3
        """#
        let transport = StdioTransport(executable: "/bin/sh", arguments: ["-c", script])
        let events = await collect(try await transport.start())
        guard events.count == 3 else {
            Issue.record("expected junk, a message and the end, got \(events)")
            return
        }
        if case let .unreadable(excerpt, reason) = events[0] {
            #expect(excerpt == "Server starting..." && reason == "not JSON")
        } else { Issue.record("\(events[0])") }
        if case let .message(message) = events[1] {
            #expect(message == .notification(method: "notifications/tools/list_changed", params: nil))
        } else { Issue.record("\(events[1])") }
        if case let .closed(end) = events[2] {
            #expect(end.reason == "the server exited with status 3")
            #expect(end.stderrTail.contains("oops: something broke"))
        } else { Issue.record("\(events[2])") }
        await transport.close()
    }

    @Test func whatIsSentArrivesAsOneLine() async throws {
        // `head -n 1` echoes the first line it reads back to stdout, then exits.
        let transport = StdioTransport(executable: "head", arguments: ["-n", "1"])
        let stream = try await transport.start()
        let message = JSONRPCMessage.request(id: .number(1), method: "tools/call", params: ["arguments": ["text": "two\nlines"]])
        try await transport.send(message)
        let events = await collect(stream)
        #expect(events.count == 2)
        if case let .message(echoed)? = events.first { #expect(echoed == message) } else { Issue.record("\(events)") }
        await #expect(throws: MCPError.self) {
            try await transport.send(message)  // the child is gone: an error, not SIGPIPE
        }
        await transport.close()
    }

    @Test func aMissingProgramFailsToLaunchByName() async throws {
        let transport = StdioTransport(executable: "no-such-mcp-server-\(UUID().uuidString)")
        await #expect(throws: MCPError.self) { _ = try await transport.start() }
        do {
            _ = try await StdioTransport(executable: "/nonexistent/server").start()
        } catch let MCPError.launchFailed(command, detail) {
            #expect(command == "/nonexistent/server" && detail.contains("not an executable"))
        }
    }

    @Test func closeEndsAChildThatIgnoresEndOfInput() async throws {
        let transport = StdioTransport(executable: "/bin/sh", arguments: ["-c", "exec sleep 600"],
                                       configuration: .init(closeGraceSeconds: 0.5))
        let stream = try await transport.start()
        let pid = try #require(transport.processIdentifier)
        await transport.close()
        #expect(transport.processIdentifier == nil)
        #expect(kill(pid, 0) == -1, "the child is gone after close()")
        let events = await collect(stream)
        if case let .closed(end)? = events.last { #expect(end.reason == "the connection was closed") } else { Issue.record("\(events)") }
    }

    @Test func releasingTheTransportKillsItsChild() async throws {
        var transport: StdioTransport? = StdioTransport(executable: "/bin/sh", arguments: ["-c", "exec sleep 600"])
        let stream = try await transport!.start()
        let pid = try #require(transport!.processIdentifier)
        transport = nil
        let events = await collect(stream)  // ends because the child was killed
        #expect(events.count == 1)
        #expect(kill(pid, 0) == -1)
    }
}
