import ContextBudget
import Foundation
@testable import MCP
import Testing

/// The client against an in-process fake server: lifecycle, pagination, the fate of every
/// request (answer, error, timeout, cancellation, the connection's end) and notifications.
/// Waits are on messages, never on timers; timeouts that are not under test are 120 s guards.
struct MCPClientTests {
    private let guardSeconds = 120.0

    @Test func handshakeOffersTheLatestRevisionThenSendsInitialized() async throws {
        let transport = FakeTransport.server()
        let client = MCPClient(transport: transport)
        let answer = try await client.connect()
        #expect(answer.protocolVersion == MCPProtocolVersion.latest)
        #expect(answer.serverName == "fake" && answer.announcesToolListChanges)
        let initialized = await transport.waitForSent { $0.method == "notifications/initialized" }
        #expect(initialized == .notification(method: "notifications/initialized", params: nil))
        guard case let .request(_, "initialize", params?) = transport.messages.first else {
            Issue.record("the first message is not initialize: \(transport.messages)")
            return
        }
        #expect(params["protocolVersion"] == .string(MCPProtocolVersion.latest))
        #expect(params["clientInfo"]?["name"] == "ContextBudget")
        #expect(params["capabilities"] == .object([:]))
        await client.shutdown()
        #expect(transport.closeCount == 1)
    }

    @Test(arguments: ["2025-06-18", "2025-03-26", "2024-11-05"])
    func anOlderRevisionTheServerAnswersWithIsAccepted(version: String) async throws {
        let client = MCPClient(transport: FakeTransport.server(version: version))
        #expect(try await client.connect().protocolVersion == version)
        await client.shutdown()
    }

    @Test func anUnknownRevisionIsRefusedAndTheConnectionClosed() async throws {
        let transport = FakeTransport.server(version: "2023-01-01")
        let client = MCPClient(transport: transport)
        await #expect(throws: MCPError.unsupportedProtocolVersion(offered: MCPProtocolVersion.latest, answered: "2023-01-01",
                                                                   supported: MCPProtocolVersion.supported)) {
            try await client.connect()
        }
        #expect(transport.closeCount == 1)
        await #expect(throws: MCPError.self) { try await client.ping() }
    }

    @Test func toolsAreListedAcrossPagesByCursor() async throws {
        let transport = FakeTransport.server { method, params, _, _ in
            guard method == "tools/list" else { return nil }
            func tool(_ name: String) -> JSONValue { ["name": .string(name), "description": "d", "inputSchema": ["type": "object"]] }
            switch params?["cursor"]?.stringValue {
            case nil: return ["tools": [tool("a"), tool("b")], "nextCursor": "page2"]
            case "page2": return ["tools": [tool("c"), ["description": "no name"]], "nextCursor": "page3"]
            case "page3": return ["tools": [tool("d")]]
            default: return ["tools": []]
            }
        }
        let client = MCPClient(transport: transport)
        try await client.connect()
        #expect(try await client.listTools().map(\.name) == ["a", "b", "c", "d"])
        let cursors = transport.messages.compactMap { message -> String? in
            guard case let .request(_, "tools/list", params) = message else { return nil }
            return params?["cursor"]?.stringValue ?? "(first)"
        }
        #expect(cursors == ["(first)", "page2", "page3"])
        #expect(try await client.listToolsPage(cursor: "page2").unreadableEntries.count == 1)
        await client.shutdown()
    }

    @Test func aCursorThatComesBackIsAnErrorNotALoop() async throws {
        let client = MCPClient(transport: FakeTransport.server { method, _, _, _ in
            method == "tools/list" ? ["tools": [], "nextCursor": "same"] : nil
        })
        try await client.connect()
        await #expect(throws: MCPError.self) { try await client.listTools() }
        await client.shutdown()
    }

    @Test func aCallPastItsTimeoutThrowsAndIsCancelledOnTheServer() async throws {
        let transport = FakeTransport.server()  // never answers tools/call
        let client = MCPClient(transport: transport)
        try await client.connect()
        await #expect(throws: MCPError.timedOut(method: "tools/call", seconds: 0.2)) {
            try await client.callTool("slow", timeoutSeconds: 0.2)
        }
        let call = transport.messages.first { $0.method == "tools/call" }
        guard case let .request(id, _, _)? = call else {
            Issue.record("no tools/call was sent")
            return
        }
        let cancelled = await transport.waitForCancellation()
        #expect(cancelled?["requestId"] == id.json)
        #expect(cancelled?["reason"]?.stringValue?.contains("timeout") == true)
        await client.shutdown()
    }

    @Test func cancellingTheCallersTaskCancelsTheRequestOnTheServer() async throws {
        let transport = FakeTransport.server()
        let client = MCPClient(transport: transport)
        try await client.connect()
        let call = Task { try await client.callTool("slow", timeoutSeconds: guardSeconds) }
        let request = await transport.waitForSent { $0.method == "tools/call" }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        guard case let .request(id, _, _) = request else { return }
        #expect(await transport.waitForCancellation()?["requestId"] == id.json)
        await client.shutdown()
    }

    @Test func theServersDeathFailsEveryPendingCallWithItsLastWords() async throws {
        let transport = FakeTransport.server()
        let client = MCPClient(transport: transport)
        try await client.connect()
        let first = Task { try await client.callTool("a", timeoutSeconds: guardSeconds) }
        let second = Task { try await client.callTool("b", timeoutSeconds: guardSeconds) }
        for name in ["a", "b"] {
            _ = await transport.waitForSent { if case let .request(_, "tools/call", params) = $0 { params?["name"] == .string(name) } else { false } }
        }
        let end = MCPConnectionEnd(reason: "the server exited with status 1", stderrTail: "Traceback: boom\n")
        transport.deliver(.closed(end))
        for call in [first, second] {
            await #expect(throws: MCPError.connectionClosed(end)) { try await call.value }
        }
        await #expect(throws: MCPError.connectionClosed(end)) { try await client.ping() }
        #expect(MCPError.connectionClosed(end).description.contains("Traceback: boom"))
        await client.shutdown()
    }

    @Test func unreadableInputIsReportedAndTheCallStillAnswers() async throws {
        let transport = FakeTransport.server { method, _, _, transport in
            guard method == "tools/call" else { return nil }
            transport.deliver(.unreadable(excerpt: "DEBUG: starting", reason: "not JSON"))
            return ["content": [["type": "text", "text": "fine"]]]
        }
        let client = MCPClient(transport: transport)
        try await client.connect()
        #expect(try await client.callTool("x").text == "fine")
        #expect(await client.unreadableInputCount == 1)
        var events = client.events.makeAsyncIterator()
        #expect(await events.next() == .unreadableInput(excerpt: "DEBUG: starting", reason: "not JSON"))
        await client.shutdown()
    }

    @Test func progressReachesTheCallAndTheEventsAndListChangesRaiseTheFlag() async throws {
        let transport = FakeTransport.server { method, params, id, transport in
            guard method == "tools/call", let token = params?["_meta"]?["progressToken"] else { return nil }
            for step in 1...3 {
                transport.deliver(.message(.notification(method: "notifications/progress",
                                                         params: ["progressToken": token, "progress": .number(Double(step)), "total": 3])))
            }
            transport.deliver(.message(.notification(method: "notifications/tools/list_changed", params: nil)))
            #expect(token == id.json)
            return ["content": [["type": "text", "text": "done"]]]
        }
        let client = MCPClient(transport: transport)
        try await client.connect()
        let seen = Steps()
        let result = try await client.callTool("p", onProgress: { seen.add($0.progress) })
        #expect(result.text == "done")
        #expect(seen.values == [1, 2, 3])
        #expect(await client.toolListChanged)
        var events = client.events.makeAsyncIterator()
        var kinds: [String] = []
        for _ in 0..<4 {
            switch await events.next() {
            case .progress?: kinds.append("progress")
            case .toolListChanged?: kinds.append("changed")
            case let other: kinds.append("\(String(describing: other))")
            }
        }
        #expect(kinds == ["progress", "progress", "progress", "changed"])
        await client.shutdown()
    }

    @Test func theServersRequestsAreAnswered() async throws {
        let transport = FakeTransport.server()
        let client = MCPClient(transport: transport)
        try await client.connect()
        transport.deliver(.message(.request(id: .string("s1"), method: "ping", params: nil)))
        transport.deliver(.message(.request(id: .string("s2"), method: "sampling/createMessage", params: [:])))
        #expect(await transport.waitForSent { if case .response(.string("s1"), _) = $0 { true } else { false } }
            == .response(id: .string("s1"), result: [:]))
        let refusal = await transport.waitForSent { if case .error(.string("s2")?, _) = $0 { true } else { false } }
        if case let .error(_, error) = refusal { #expect(error.code == JSONRPCErrorObject.methodNotFound) }
        await client.shutdown()
    }

    @Test func anErrorAnswerIsAServerError() async throws {
        let transport = FakeTransport { message, transport in
            guard case let .request(id, method, _) = message else { return }
            if method == "initialize" {
                transport.deliver(.message(.response(id: id, result: ["protocolVersion": "2025-06-18", "capabilities": [:], "serverInfo": ["name": "e", "version": "0"]])))
            } else {
                transport.deliver(.message(.error(id: id, JSONRPCErrorObject(code: -32602, message: "Unknown tool: nope"))))
            }
        }
        let client = MCPClient(transport: transport)
        try await client.connect()
        await #expect(throws: MCPError.server(method: "tools/call", JSONRPCErrorObject(code: -32602, message: "Unknown tool: nope"))) {
            try await client.callTool("nope")
        }
        await client.shutdown()
    }

    @Test func requestsBeforeConnectingAreRefused() async throws {
        let client = MCPClient(transport: FakeTransport.server())
        await #expect(throws: MCPError.notConnected(method: "tools/list")) { try await client.listTools() }
    }
}

/// Values collected from a callback on another thread.
final class Steps: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Double] = []
    func add(_ value: Double) { lock.withLock { collected.append(value) } }
    var values: [Double] { lock.withLock { collected } }
}
