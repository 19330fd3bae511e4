import Foundation
import Testing
@testable import ContextBudget

@Suite struct ToolProgressTests {
    /// A tool reports three steps; the handler sees them as they come, and `events` keeps them
    /// in order before the run's own event.
    @Test func reportsOfAToolInASessionBecomeEventsBeforeItsRun() async throws {
        let stepper = Stepper()
        let model = ScriptedLanguageModel(replies: [.toolCalls([call("s1", "stepper")]), .text("ok")])
        let session = try ChatSession(model: model, tools: [stepper], budget: .onDevice)
        let live = LiveEvents()
        await session.setEventHandler { live.add($0) }
        #expect(try await session.respond(to: "Go.") == "ok")
        let events = await session.events
        let progress = events.compactMap { event -> ToolProgress? in
            if case let .toolProgress("stepper", "s1", progress) = event { progress } else { nil }
        }
        #expect(progress.map(\.completed) == [1, 2, 3])
        #expect(progress.last?.description == "3/3: step 3")
        let kinds = events.map { event -> String in
            switch event {
            case .modelCalled: "model"
            case .toolProgress: "progress"
            case .toolRan: "ran"
            case .trimmed: "trim"
            }
        }
        #expect(kinds == ["model", "progress", "progress", "progress", "ran", "model"])
        #expect(live.descriptions == events.map(\.description), "the handler saw each event once, in the same order")
    }

    @Test func withoutAReporterTheToolRunsPlainAndAReportAfterTheRoundIsDropped() async throws {
        #expect(try await Stepper().call(arguments: [:]) == "done")
        let seen = LiveEvents()
        let log = ProgressLog(handler: { seen.add($0) })
        log.add(call("a", "t"), ToolProgress(completed: 1))
        #expect(log.close().count == 1)
        log.add(call("a", "t"), ToolProgress(completed: 2))
        #expect(seen.descriptions.count == 1, "a report after the round is over is not passed on")
        #expect(ToolProgress(completed: 0.5, total: nil, message: nil).description == "0.5")
    }
}

/// Reports three steps, then answers.
struct Stepper: ProgressReportingTool {
    let name = "stepper", description = "Works in steps."
    let parameters: JSONValue = ["type": "object", "properties": [:]]

    func call(arguments: JSONValue) async throws -> String {
        try await call(arguments: arguments, reportingProgress: { _ in })
    }

    func call(arguments: JSONValue, reportingProgress report: @escaping @Sendable (ToolProgress) -> Void) async throws -> String {
        for step in 1...3 { report(ToolProgress(completed: Double(step), total: 3, message: "step \(step)")) }
        return "done"
    }
}

/// Events a handler received, across tasks.
final class LiveEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []
    func add(_ event: SessionEvent) { lock.withLock { received.append(event.description) } }
    var descriptions: [String] { lock.withLock { received } }
}
