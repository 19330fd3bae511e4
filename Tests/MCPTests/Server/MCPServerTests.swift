import ContextBudget
import Foundation
import Testing
@testable import MCP

/// The server loop over an in-memory connection: the lifecycle, listing, calls, errors and
/// cancellation, each checked against the exact messages the server writes.
@Suite(.timeLimit(.minutes(15)))
struct MCPServerTests {
    /// A server running on its own task; `finish()` closes the input and waits for it to return.
    struct Running {
        let server: MCPServer
        let connection: MemoryServerConnection
        let task: Task<Void, Never>

        func finish() async {
            connection.closeInput()
            await task.value
            connection.closeOutput()
        }
    }

    static func echo() -> MCPServerTool {
        MCPServerTool(name: "echo", description: "Returns its text.",
                      inputSchema: ["type": "object", "properties": ["text": ["type": "string"]]]) { arguments in
            guard let text = try arguments.string("text") else { throw MCPToolArgumentError("echo needs 'text'") }
            return MCPServerToolResult(text: text, structuredContent: ["text": .string(text)])
        }
    }

    static func start(_ tools: [MCPServerTool] = [echo()], pageSize: Int? = nil, initialize: Bool = true) async throws -> Running {
        let server = MCPServer(info: .init(name: "test", version: "1.0", pageSize: pageSize), tools: tools)
        let connection = MemoryServerConnection()
        let task = Task { await server.serve(connection) }
        let running = Running(server: server, connection: connection, task: task)
        if initialize {
            connection.write(.request(id: .number(0), method: "initialize", params: [
                "protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"],
            ]))
            _ = try await connection.read()
            connection.write(.notification(method: "notifications/initialized", params: nil))
        }
        return running
    }

    static func call(_ id: Int, _ name: String, _ arguments: JSONValue = [:]) -> JSONRPCMessage {
        .request(id: .number(id), method: "tools/call", params: ["name": .string(name), "arguments": arguments])
    }

    static func errorCode(_ message: JSONRPCMessage?) -> Int? {
        if case let .error(_, error)? = message { return error.code }
        return nil
    }

    @Test func answersTheClientsVersionWhenSupportedAndItsLatestOtherwise() async throws {
        let running = try await Self.start(initialize: false)
        running.connection.write(.request(id: .number(1), method: "initialize", params: ["protocolVersion": "2025-03-26", "capabilities": [:]]))
        let first = try await running.connection.read()
        guard case let .response(.number(1), result)? = first else { Issue.record("expected a result, got \(String(describing: first))"); return }
        #expect(result["protocolVersion"] == "2025-03-26")
        #expect(result["capabilities"] == ["tools": ["listChanged": false]])
        #expect(result["serverInfo"] == ["name": "test", "version": "1.0"])

        running.connection.write(.request(id: .number(2), method: "initialize", params: ["protocolVersion": "1999-01-01"]))
        guard case let .response(_, second)? = try await running.connection.read() else { Issue.record("expected a result"); return }
        #expect(second["protocolVersion"] == .string(MCPProtocolVersion.latest))
        await running.finish()
    }

    @Test func refusesToolRequestsBeforeInitializeButAnswersPing() async throws {
        let running = try await Self.start(initialize: false)
        running.connection.write(.request(id: .number(1), method: "tools/list", params: nil))
        #expect(Self.errorCode(try await running.connection.read()) == JSONRPCErrorObject.invalidRequest)
        running.connection.write(.request(id: .number(2), method: "ping", params: nil))
        #expect(try await running.connection.read() == .response(id: .number(2), result: [:]))
        await running.finish()
    }

    @Test func aLineThatIsNotJSONGetsAParseErrorAndTheServerGoesOn() async throws {
        let running = try await Self.start()
        running.connection.write("this is not json {")
        let error = try await running.connection.read()
        #expect(error == .error(id: nil, JSONRPCErrorObject(code: JSONRPCErrorObject.parseError, message: "not JSON")))
        running.connection.write(#"{"jsonrpc":"1.0","id":7,"method":"ping"}"#)
        let invalid = try await running.connection.read()
        guard case let .error(id, object)? = invalid else { Issue.record("expected an error, got \(String(describing: invalid))"); return }
        #expect(id == .number(7))
        #expect(object.code == JSONRPCErrorObject.invalidRequest)
        running.connection.write(.request(id: .number(3), method: "ping", params: nil))
        #expect(try await running.connection.read() == .response(id: .number(3), result: [:]))
        await running.finish()
    }

    @Test func anUnknownMethodIsMethodNotFound() async throws {
        let running = try await Self.start()
        running.connection.write(.request(id: .string("r1"), method: "resources/list", params: nil))
        let answer = try await running.connection.read()
        guard case let .error(id, error)? = answer else { Issue.record("expected an error, got \(String(describing: answer))"); return }
        #expect(id == .string("r1"))
        #expect(error.code == JSONRPCErrorObject.methodNotFound)
        #expect(error.message.contains("resources/list"))
        await running.finish()
    }

    @Test func toolsListPagesWithItsCursor() async throws {
        let tools = (0..<5).map { index in
            MCPServerTool(name: "t\(index)", description: "tool \(index)", inputSchema: ["type": "object"]) { _ in MCPServerToolResult(text: "") }
        }
        let running = try await Self.start(tools, pageSize: 2)
        var names: [String] = [], cursor: JSONValue?, pages = 0
        repeat {
            running.connection.write(.request(id: .number(10 + pages), method: "tools/list", params: cursor.map { ["cursor": $0] }))
            guard case let .response(_, result)? = try await running.connection.read(), case let .array(entries)? = result["tools"] else {
                Issue.record("expected a page"); return
            }
            names += entries.compactMap { $0["name"]?.stringValue }
            cursor = result["nextCursor"]
            pages += 1
        } while cursor != nil && pages < 10
        #expect(names == ["t0", "t1", "t2", "t3", "t4"])
        #expect(pages == 3)
        running.connection.write(.request(id: .number(99), method: "tools/list", params: ["cursor": "not-a-cursor"]))
        #expect(Self.errorCode(try await running.connection.read()) == JSONRPCErrorObject.invalidParams)
        await running.finish()
    }

    @Test func aCallAnswersWithTextAndStructuredContent() async throws {
        let running = try await Self.start()
        running.connection.write(Self.call(1, "echo", ["text": "hi"]))
        let answer = try await running.connection.read()
        #expect(answer == .response(id: .number(1), result: [
            "content": [["type": "text", "text": "hi"]], "isError": false, "structuredContent": ["text": "hi"],
        ]))
        await running.finish()
    }

    @Test func aToolThatThrowsAnswersWithIsErrorAndItsMessage() async throws {
        let running = try await Self.start()
        running.connection.write(Self.call(1, "echo", ["text": 5]))
        guard case let .response(_, result)? = try await running.connection.read() else { Issue.record("expected a result"); return }
        #expect(result["isError"] == true)
        #expect(result["content"] == [["type": "text", "text": "'text' must be a string (got 5)"]])
        await running.finish()
    }

    @Test func anUnknownToolOrArgumentsThatAreNotAnObjectAreInvalidParams() async throws {
        let running = try await Self.start()
        running.connection.write(Self.call(1, "nope"))
        let unknown = try await running.connection.read()
        guard case let .error(.number(1), error)? = unknown else { Issue.record("expected an error, got \(String(describing: unknown))"); return }
        #expect(error.code == JSONRPCErrorObject.invalidParams)
        #expect(error.message.contains("echo"))  // it lists the tools there are
        running.connection.write(.request(id: .number(2), method: "tools/call", params: ["name": "echo", "arguments": [1, 2]]))
        #expect(Self.errorCode(try await running.connection.read()) == JSONRPCErrorObject.invalidParams)
        running.connection.write(.request(id: .number(3), method: "tools/call", params: ["arguments": [:]]))
        #expect(Self.errorCode(try await running.connection.read()) == JSONRPCErrorObject.invalidParams)
        await running.finish()
    }

    /// Two calls that each wait for the other to start: they finish only if the server runs them at once.
    @Test func callsRunConcurrently() async throws {
        let meeting = Meeting(expected: 2)
        let rendezvous = MCPServerTool(name: "meet", description: "waits for another call", inputSchema: ["type": "object"]) { arguments in
            await meeting.arrive()
            return MCPServerToolResult(text: try arguments.string("who") ?? "")
        }
        let running = try await Self.start([rendezvous])
        running.connection.write(Self.call(1, "meet", ["who": "a"]))
        running.connection.write(Self.call(2, "meet", ["who": "b"]))
        var answered: Set<JSONRPCID> = []
        for _ in 0..<2 {
            if case let .response(id, result)? = try await running.connection.read() {
                answered.insert(id)
                #expect(result["isError"] == false)
            }
        }
        #expect(answered == [.number(1), .number(2)])
        await running.finish()
    }

    @Test func aCancelledCallStopsAndSendsNoAnswer() async throws {
        let started = Meeting(expected: 1)
        let observed = CancellationRecord()
        let block = MCPServerTool(name: "block", description: "runs until cancelled", inputSchema: ["type": "object"]) { _ in
            await started.arrive()
            await observed.waitForCancellation()
            throw CancellationError()
        }
        let running = try await Self.start([block])
        running.connection.write(Self.call(5, "block"))
        await started.waitForAll()
        #expect(await running.server.runningCallCount == 1)
        running.connection.write(.notification(method: "notifications/cancelled", params: ["requestId": 5, "reason": "the user gave up"]))
        running.connection.write(.request(id: .number(6), method: "ping", params: nil))
        #expect(try await running.connection.read() == .response(id: .number(6), result: [:]))
        await running.finish()
        #expect(await observed.wasCancelled)
        #expect(try await running.connection.read() == nil)  // nothing for request 5, ever
        #expect(await running.server.runningCallCount == 0)
    }

    @Test func callsInFlightWhenTheInputEndsStillAnswer() async throws {
        let gate = Meeting(expected: 2)
        let waits = MCPServerTool(name: "wait", description: "waits for the test", inputSchema: ["type": "object"]) { _ in
            await gate.arrive()
            return MCPServerToolResult(text: "done")
        }
        let running = try await Self.start([waits])
        running.connection.write(Self.call(1, "wait"))
        running.connection.closeInput()
        await gate.arrive()  // the call cannot end before the input has
        await running.task.value
        running.connection.closeOutput()
        guard case let .response(id, result)? = try await running.connection.read() else { Issue.record("expected the answer"); return }
        #expect(id == .number(1))
        #expect(result["content"] == [["type": "text", "text": "done"]])
    }
}

/// Calls arrive; each waits until `expected` have arrived.
actor Meeting {
    let expected: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(expected: Int) { self.expected = expected }

    func arrive() async {
        arrived += 1
        await waitForAll()
    }

    func waitForAll() async {
        if arrived >= expected {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// Waits until the task it runs in is cancelled, and remembers that it was.
actor CancellationRecord {
    private(set) var wasCancelled = false

    func waitForCancellation() async {
        // An AsyncStream that never yields ends its iteration when the waiting task is cancelled.
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        for await _ in stream {}
        withExtendedLifetime(continuation) {}
        wasCancelled = Task.isCancelled
    }
}
