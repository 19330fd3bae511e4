import Foundation
import Testing
@testable import ContextBudget

@Suite struct ChatSessionToolLoopTests {
    @Test func aToolCallRunsAndTheModelAnswersWithItsOutput() async throws {
        let model = ScriptedLanguageModel(replies: [
            .toolCalls([call("c1", "get_weather", #"{"city":"Oslo"}"#)]),
            .text("It is sunny in Oslo."),
        ])
        let session = try ChatSession(model: model, instructions: "Use tools.", tools: [TestTools.weather], budget: .onDevice)
        let answer = try await session.respond(to: "Weather in Oslo?")
        #expect(answer == "It is sunny in Oslo.")
        let entries = await session.transcript.entries
        #expect(entries == [
            .instructions("Use tools."), .prompt("Weather in Oslo?"), .toolCalls([call("c1", "get_weather", #"{"city":"Oslo"}"#)]),
            .toolOutput(ToolOutput(callID: "c1", toolName: "get_weather", text: "Sunny in Oslo, 21 °C.")), .response("It is sunny in Oslo."),
        ])
        let second = try #require(model.requests.last)
        #expect(second.transcript.entries.last == .toolOutput(ToolOutput(callID: "c1", toolName: "get_weather", text: "Sunny in Oslo, 21 °C.")))
        #expect(second.transcript.tools.map(\.name) == ["get_weather"], "no reference tool while nothing was removed")
        let events = await session.events
        #expect(events.count == 3)
        guard case .toolRan("get_weather", "c1", _, _, nil) = events[1] else {
            Issue.record("expected a successful tool run, got \(events[1])")
            return
        }
    }

    @Test func parallelCallsRunTogetherAndOutputsKeepTheCallOrder() async throws {
        let probe = ConcurrencyProbe()
        let tools = ["a", "b", "c"].map { probe.tool(name: $0) }
        let model = ScriptedLanguageModel(replies: [
            .toolCalls([call("1", "c"), call("2", "a"), call("3", "b")]), .text("All done."),
        ])
        let session = try ChatSession(model: model, tools: tools, budget: .onDevice)
        _ = try await session.respond(to: "Run everything.")
        #expect(probe.maximum == 3)
        let outputs = await session.transcript.entries.compactMap { entry -> String? in
            if case let .toolOutput(output) = entry { return output.callID } else { return nil }
        }
        #expect(outputs == ["1", "2", "3"])
    }

    @Test func badCallsBecomeOutputsTheModelReadsAndTheSessionGoesOn() async throws {
        let model = ScriptedLanguageModel(replies: [
            .toolCalls([
                call("u", "get_wether", #"{"city":"Oslo"}"#), call("m", "get_weather", #"{"city": "Oslo""#),
                call("i", "get_weather", #"{"city": 7, "country": "NO"}"#), call("f", "flaky"),
            ]),
            .text("Sorry."),
        ])
        let session = try ChatSession(model: model, tools: [TestTools.weather, TestTools.failing], budget: .onDevice)
        #expect(try await session.respond(to: "Weather?") == "Sorry.")
        var texts: [String: String] = [:]
        for case let .toolOutput(output) in await session.transcript.entries { texts[output.callID] = output.text }
        #expect(texts["u"]?.contains(#"no tool named "get_wether""#) == true)
        #expect(texts["u"]?.contains("get_weather, flaky") == true)
        #expect(texts["m"]?.contains("not valid JSON") == true)
        #expect(texts["i"]?.contains("arguments.city: expected string, got 7") == true)
        #expect(texts["i"]?.contains(#"unknown property "country""#) == true)
        #expect(texts["f"] == "error: flaky failed: disk quota exceeded")
        let failures = await session.events.filter { if case .toolRan(_, _, _, _, .some) = $0 { true } else { false } }
        #expect(failures.count == 4)
    }

    @Test func theRoundLimitIsATypedErrorHoldingTheTranscriptSoFar() async throws {
        let model = ScriptedLanguageModel { request in .toolCalls([call("c\(request.index)", "get_weather", #"{"city":"Rome"}"#)]) }
        let session = try ChatSession(model: model, tools: [TestTools.weather], budget: .onDevice,
                                      configuration: .init(maximumToolRounds: 3))
        do {
            _ = try await session.respond(to: "Loop forever.")
            Issue.record("expected the round limit")
        } catch let ContextBudgetError.toolRoundLimitReached(rounds, transcript, pending) {
            #expect(rounds == 3)
            #expect(pending == [call("c3", "get_weather", #"{"city":"Rome"}"#)])
            #expect(transcript.toolUnitsAreWhole)
            #expect(transcript.entries.filter { $0.kind == .toolOutput }.count == 3)
            #expect(await session.transcript == transcript, "completed rounds stay in the session")
        }
        #expect(model.requests.count == 4)
    }

    /// The test cancels once the tool has started (the tool says so), not after a fixed sleep:
    /// on a loaded machine 100 ms could pass before the session even asked the model.
    @Test func cancellationStopsALongToolRun() async throws {
        let (started, didStart) = AsyncStream<Void>.makeStream()
        let slow = FunctionTool(name: "slow", description: "Takes two minutes.") { _ in
            didStart.yield()
            try await Task.sleep(for: .seconds(120))
            return "late"
        }
        let model = ScriptedLanguageModel(replies: [.toolCalls([call("s", "slow")]), .text("never")])
        let session = try ChatSession(model: model, tools: [slow], budget: .onDevice)
        let task = Task { try await session.respond(to: "Wait.") }
        var startSignals = started.makeAsyncIterator()
        _ = await startSignals.next()
        task.cancel()
        let start = ContinuousClock.now
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        // Well before the tool would have finished: a loaded machine may delay the cancelled
        // task for seconds, but not the 100 s that separate a cancelled run from a finished one.
        #expect(ContinuousClock.now - start < .seconds(100))
        #expect(model.requests.count == 1)
    }

    @Test func registrationNamesWhatIsWrongWithASchema() throws {
        let broken = FunctionTool(name: "broken", description: "x",
                                  parameters: ["type": "object", "properties": ["n": ["type": "integr"]], "required": ["m"]]) { _ in "" }
        #expect {
            _ = try ChatSession(model: ExtractiveModel(), tools: [broken], budget: .onDevice)
        } throws: { error in
            let text = String(describing: error)
            return text.contains(#"parameters.properties.n.type: unknown type "integr""#) && text.contains(#""m" is not one of the properties"#)
        }
        let clash = FunctionTool(name: "read_reference", description: "mine") { _ in "" }
        #expect(throws: ContextBudgetError.self) { _ = try ChatSession(model: ExtractiveModel(), tools: [clash], budget: .onDevice) }
    }

    @Test func aModelWithoutToolCallingStillAnswers() async throws {
        let session = try ChatSession(model: ExtractiveModel(), tools: [TestTools.weather], budget: .onDevice)
        let answer = try await session.respond(to: "The weather in Oslo is sunny today. Rome is warm.")
        #expect(!answer.isEmpty)
    }
}

/// With more tools than fit, the session keeps its selection (and so the prompt prefix a backend
/// cached) while it covers the prompt, and selects again when a prompt needs other tools.
@Suite struct ChatSessionToolSelectionTests {
    @Test func theSelectionStaysWhileItCoversThePromptAndFollowsANewNeed() async throws {
        let corpus = try TrimCorpora.load("bfcl-multi-turn-base-0.json")
        let tools: [any Tool] = corpus.tools.map { definition in
            FunctionTool(name: definition.name, description: definition.description, parameters: definition.parameters) { _ in "ok" }
        }
        let model = ScriptedLanguageModel(contextSize: 4096) { _ in .text("Done.") }
        let session = try ChatSession(model: model, instructions: "Use the tools.", tools: tools, budget: .onDevice)
        _ = try await session.respond(to: "Post a tweet saying hello to my followers.")
        _ = try await session.respond(to: "Now post another tweet saying goodbye.")
        _ = try await session.respond(to: "List the files in the current directory and sort them.")
        let sent = model.requests.map { Set($0.transcript.tools.map(\.name)) }
        #expect(sent.allSatisfy { $0.count < corpus.tools.count }, "a selection was made")
        #expect(sent[0].contains("post_tweet"))
        #expect(sent[1] == sent[0], "the second prompt is covered by the first selection")
        #expect(sent[2].contains("ls") && sent[2].contains("sort"), "a new need brings its tools: \(sent[2].sorted())")
        for request in model.requests { #expect(request.promptTokens <= TokenBudget.onDevice.promptCapacity) }
    }
}
