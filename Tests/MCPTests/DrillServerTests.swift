import ContextBudget
import Foundation
@testable import MCP
import Testing

/// Failure drills against a real server written with the `mcp` SDK (Tests/Fixtures/MCP/
/// drill_server.py): a call past its timeout, a cancelled call, a server that exits or is killed
/// mid-call, progress, a list change, a 10 MB answer and junk on stdout. Every wait is on a
/// message (an answer, a progress notification, the connection's end); the 120 s request
/// timeout is only a guard against a hang. Serialized so a loaded machine runs one Python
/// server at a time.
@Suite(.serialized, .enabled(if: MCPPython.isPresent, MCPPython.missing))
struct DrillServerTests {
    @Test func aCallPastItsTimeoutIsCancelledOnTheServer() async throws {
        let (client, _) = try await MCPPython.drillServer()
        #expect(try await client.callTool("echo", arguments: ["text": "warm"]).text == "warm")
        let slow = MCPTool(MCPToolInfo(name: "slow", inputSchema: ["type": "object"]), client: client, timeoutSeconds: 8)
        let run = try await ToolBox([slow]).run(ToolCall(id: "1", name: "slow", arguments: #"{"seconds":600}"#))
        #expect(run.output.text.contains("did not answer tools/call within 8 s; the request was cancelled"), "\(run.output.text)")
        // The server saw notifications/cancelled: its sleeping call was cancelled.
        #expect(try await client.callTool("was_cancelled").text == "cancelled")
        #expect(try await client.callTool("echo", arguments: ["text": "still here"]).text == "still here")
        await client.shutdown()
    }

    @Test func cancellingTheTaskCancelsTheCallOnTheServer() async throws {
        let (client, _) = try await MCPPython.drillServer()
        let started = Signal()
        let call = Task { try await client.callTool("hang", onProgress: { _ in started.fire() }) }
        await started.wait()  // the server reported that the call runs
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(try await client.callTool("was_cancelled").text == "cancelled")
        await client.shutdown()
    }

    @Test func aServerThatExitsMidCallFailsTheCallWithItsStatusAndStderr() async throws {
        let (client, transport) = try await MCPPython.drillServer()
        let crash = MCPTool(MCPToolInfo(name: "crash", inputSchema: ["type": "object"]), client: client)
        let run = try await ToolBox([crash]).run(ToolCall(id: "1", name: "crash", arguments: "{}"))
        #expect(run.output.text.contains("the server exited with status 7"), "\(run.output.text)")
        #expect(run.output.text.contains("crashing on purpose"), "\(run.output.text)")
        await #expect(throws: MCPError.self) { try await client.ping() }
        #expect(transport.processIdentifier == nil)
        await client.shutdown()
    }

    @Test func aServerKilledMidCallFailsTheCallAtOnce() async throws {
        let (client, transport) = try await MCPPython.drillServer()
        let pid = try #require(transport.processIdentifier)
        let started = Signal()
        let call = Task { try await client.callTool("hang", onProgress: { _ in started.fire() }) }
        await started.wait()
        kill(pid, SIGKILL)
        do {
            _ = try await call.value
            Issue.record("the call of a killed server returned")
        } catch let MCPError.connectionClosed(end) {
            #expect(end.reason == "the server was killed by signal 9", "\(end)")
        }
        await client.shutdown()
    }

    @Test func progressIsReportedAsTheCallRuns() async throws {
        let (client, _) = try await MCPPython.drillServer()
        let steps = Steps()
        let result = try await client.callTool("progress", arguments: ["steps": 3], onProgress: { steps.add($0.progress) })
        #expect(result.text == "done")
        #expect(steps.values == [1, 2, 3])
        await client.shutdown()
    }

    /// Inside a `ChatSession` the same notifications become session events, before the run's.
    @Test func progressOfAToolInASessionBecomesSessionEvents() async throws {
        let (client, _) = try await MCPPython.drillServer()
        let registration = try await MCPToolRegistration.load(from: client)
        let model = ScriptedLanguageModel(replies: [
            .toolCalls([ToolCall(id: "p1", name: "progress", arguments: #"{"steps":3}"#)]), .text("finished"),
        ])
        let session = try ChatSession(model: model, tools: registration.tools, budget: .onDevice)
        #expect(try await session.respond(to: "Run the steps.") == "finished")
        let events = await session.events
        let reported = events.compactMap { event -> Double? in
            if case let .toolProgress("progress", "p1", progress) = event { progress.completed } else { nil }
        }
        #expect(reported == [1, 2, 3])
        let ran = try #require(events.firstIndex { if case .toolRan("progress", "p1", _, _, nil) = $0 { true } else { false } })
        let lastReport = try #require(events.lastIndex { if case .toolProgress = $0 { true } else { false } })
        #expect(lastReport < ran, "progress comes before the run's event")
        await client.shutdown()
    }

    @Test func aListChangeRaisesTheFlagAndTheNewToolIsListed() async throws {
        let (client, _) = try await MCPPython.drillServer()
        #expect(!(try await client.listTools().map(\.name).contains("added")))
        #expect(try await client.callTool("add_tool").text == "added")
        // The notification precedes the answer on the server's stdout, so the flag is set by now.
        #expect(await client.toolListChanged)
        #expect(try await client.listTools().map(\.name).contains("added"))
        #expect(!(await client.toolListChanged))
        #expect(try await client.callTool("added").text == "added ran")
        await client.shutdown()
    }

    @Test func aTenMegabyteAnswerArrivesWhole() async throws {
        let (client, _) = try await MCPPython.drillServer()
        let result = try await client.callTool("big", arguments: ["megabytes": 10])
        #expect(result.text.utf8.count == 10 * 1024 * 1024)
        #expect(result.text.hasPrefix("0123456789abcdef"))
        await client.shutdown()
    }

    @Test func junkOnStdoutIsReportedAndTheSessionGoesOn() async throws {
        let (client, _) = try await MCPPython.connect([MCPPython.drillServerPath, "--banner"])
        // The banner came before the answer to initialize.
        #expect(await client.unreadableInputCount == 1)
        var events = client.events.makeAsyncIterator()
        #expect(await events.next() == .unreadableInput(excerpt: "drill server starting (this line is not JSON)", reason: "not JSON"))
        #expect(try await client.callTool("echo", arguments: ["text": "after"]).text == "after")
        await client.shutdown()
    }

    @Test func shutdownEndsTheServerProcess() async throws {
        let (client, transport) = try await MCPPython.drillServer()
        let pid = try #require(transport.processIdentifier)
        try await client.ping()
        await client.shutdown()
        #expect(transport.processIdentifier == nil)
        #expect(kill(pid, 0) == -1)
    }
}

/// A one-shot signal a test awaits instead of sleeping.
final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func fire() {
        let waiting: [CheckedContinuation<Void, Never>] = lock.withLock {
            fired = true
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in waiting { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let now: Bool = lock.withLock {
                if fired { return true }
                waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}

/// A reconnecting client starts the server again after it died; the call in flight still fails.
@Suite(.serialized, .enabled(if: MCPPython.isPresent, MCPPython.missing))
struct MCPReconnectTests {
    @Test func theCallAfterACrashReconnects() async throws {
        let source = MCPReconnectingClient(configuration: .init(requestTimeoutSeconds: 120)) {
            StdioTransport(executable: MCPPython.path!, arguments: [MCPPython.drillServerPath])
        }
        let registration = try await MCPToolRegistration.load(from: source)
        let box = try ToolBox(registration.tools)
        let crash = try await box.run(ToolCall(id: "1", name: "crash", arguments: "{}"))
        #expect(crash.output.text.contains("exited with status 7"), "\(crash.output.text)")
        let echo = try await box.run(ToolCall(id: "2", name: "echo", arguments: #"{"text":"back"}"#))
        #expect(echo.failure == nil && echo.output.text == "back", "\(echo.output.text)")
        #expect(await source.connectionCount == 2)
        await source.shutdown()
    }
}
