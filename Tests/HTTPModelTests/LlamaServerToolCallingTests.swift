@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A tool round trip through the real `llama-server` (llama.cpp b11434, Gemma 3 270M) that
/// `Scripts/llama.cpp/start-llama-server.sh` starts: `--jinja` with `Scripts/llama.cpp/templates/gemma3-tools.jinja`,
/// from which llama.cpp derives its tool-call parser, and under `required` the grammar that
/// makes the reply a call. Runs when `CONTEXTBUDGET_LLAMA_SERVER_URL` is set; serialized with
/// the other real-server suites (`RealLlamaServer`).
///
/// What is asserted is what our client is responsible for: the request is accepted, the reply
/// parses into calls of an offered tool whose arguments the `ToolBox` accepts, the round trip
/// is counted as the server counts it, and two pinned requests stream and return the same call.
/// Which city the model writes, or what text it answers with, is the model's business.
extension RealLlamaServer { @Suite struct LlamaServerToolCallingTests {
    static var isUp: Bool { RealLlamaServer.isUp }
    static var notRunning: Comment { RealLlamaServer.notRunning }

    static let weather = FunctionTool(
        name: "get_weather", description: "Current weather for a city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string", "description": "City name"]], "required": ["city"]]
    ) { arguments in
        guard case let .string(city)? = arguments["city"] else { return "unknown city" }
        return "Sunny, 21 C in \(city)"
    }

    /// What the weather tool answers for a call that names a city (any city the model chose).
    static let answerPrefix = "Sunny, 21 C in "

    static let question = Transcript(
        entries: [.instructions("You are a helpful assistant with tools."), .prompt("What is the weather in Paris?")],
        tools: [weather.definition])

    /// One call per reply (`parallel_tool_calls: false`): with several allowed, Gemma 3 270M
    /// sometimes repeats its call until `max_tokens` cuts the last one inside its arguments,
    /// and llama-server answers that with HTTP 500 "Failed to parse tool call arguments as JSON".
    private func model(pinned: Bool = false) async throws -> OpenAICompatibleModel {
        try await RealLlamaServer.model(pinned: pinned, parallelToolCalls: false)
    }

    /// The server's chat template, from llama.cpp's `GET /props`.
    private func serverTemplate() async throws -> String {
        guard case let .string(template)? = try await RealLlamaServer.get("props")["chat_template"] else { return "" }
        return template
    }

    @Test(.enabled(if: isUp, notRunning)) func requiredCallComesBackWithValidArgumentsAndTheRoundTripIsCountedExactly() async throws {
        let template = try await serverTemplate()
        try #require(template.contains("```tool_code"),
                     "the server does not run Scripts/llama.cpp/templates/gemma3-tools.jinja: start it with Scripts/llama.cpp/start-llama-server.sh")
        let model = try await model()
        let options = GenerationOptions(maximumResponseTokens: 96)
        let reply = try await model.respond(to: Self.question, toolChoice: .required, options: options)
        guard case let .toolCalls(calls) = reply else {
            Issue.record("expected a tool call, got \(reply)")
            return
        }
        let call = try #require(calls.first)
        #expect(call.name == "get_weather")
        #expect(!call.id.isEmpty)
        let run = try await ToolBox([Self.weather]).run(call)
        #expect(run.failure == nil, "the arguments \(call.arguments) fit the schema")
        #expect(run.output.text.hasPrefix(Self.answerPrefix) && run.output.text.count > Self.answerPrefix.count, "\(run.output.text)")

        // The round trip: the call and its output go back as native messages, llama.cpp renders
        // them through the template, and our count of that prompt is the server's.
        var transcript = Self.question
        transcript.entries += [.toolCalls([call]), .toolOutput(run.output)]
        let counted = try await model.tokenCount(for: transcript)
        #expect(counted == (try await RealLlamaServer.servedPromptTokens(transcript)))
        #expect(await model.client.state.serverTokenizer == .supported)
        let next = try await model.respond(to: transcript, toolChoice: .auto, options: options)
        switch next {
        case .text: break
        case let .toolCalls(more): #expect(more.allSatisfy { $0.name == "get_weather" })
        }
    }

    @Test(.enabled(if: isUp, notRunning)) func autoAndNamedChoicesAreAcceptedAndParsed() async throws {
        let model = try await model()
        let options = GenerationOptions(maximumResponseTokens: 96)
        for choice in [ToolChoice.auto, .named("get_weather"), .none] {
            let reply = try await model.respond(to: Self.question, toolChoice: choice, options: options)
            switch reply {
            case .text:
                break  // whatever the model wrote; a reply that did not parse would have thrown
            case let .toolCalls(calls):
                #expect(choice != .none, "tool_choice none must not come back as calls")
                #expect(calls.allSatisfy { $0.name == "get_weather" }, "\(choice): \(calls)")
            }
        }
    }

    /// Pinned (slot 0, no prompt cache, nothing else in flight), the whole reply and the stream
    /// are the same computation: the streamed calls must be the whole reply's calls, name and
    /// arguments (llama.cpp draws a fresh random id for every call, so ids are not compared).
    @Test(.enabled(if: isUp, notRunning)) func streamedReplyReassemblesTheSameCall() async throws {
        let model = try await model(pinned: true)
        let options = GenerationOptions(maximumResponseTokens: 96)
        let whole = try await model.respond(to: Self.question, toolChoice: .required, options: options)
        var pieces: [ModelReplyPiece] = []
        for try await piece in model.streamReply(to: Self.question, toolChoice: .required, options: options) { pieces.append(piece) }
        let streamed = ModelReplyPiece.reply(from: pieces)
        guard case let .toolCalls(wholeCalls) = whole, case let .toolCalls(streamedCalls) = streamed else {
            Issue.record("expected tool calls both ways, got \(whole) and \(streamed)")
            return
        }
        #expect(streamedCalls.map(\.name) == wholeCalls.map(\.name))
        let asJSON = { (text: String) in try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        #expect(streamedCalls.map { asJSON($0.arguments) } == wholeCalls.map { asJSON($0.arguments) },
                "\(streamedCalls.map(\.arguments)) against \(wholeCalls.map(\.arguments))")
        let box = try ToolBox([Self.weather])
        for call in streamedCalls {
            #expect(try await box.run(call).failure == nil, "\(call.arguments)")
        }
        #expect(pieces.last.map { if case .toolCalls = $0 { true } else { false } } == true, "the calls come last, whole")
        #expect(pieces.dropLast().allSatisfy { if case .text = $0 { true } else { false } }, "text before them, in pieces")
    }

    /// The whole loop on the real server: `ChatSession` trims, asks with `required`, runs the
    /// call, sends the output back and asks again with `auto`. A reply in text ends the loop; a
    /// model that called again would hit the round bound, which is also a correct ending.
    @Test(.enabled(if: isUp, notRunning)) func chatSessionRunsTheToolLoopThroughTheServer() async throws {
        let model = try await model()
        let budget = try TokenBudget(contextSize: model.contextSize, responseReserve: 96, safetyMargin: 16)
        let session = try ChatSession(
            model: model, instructions: "You are a helpful assistant with tools.", tools: [Self.weather], budget: budget,
            options: GenerationOptions(maximumResponseTokens: 96), configuration: .init(maximumToolRounds: 3))
        await session.setToolChoice(.required)
        var finalTranscript: Transcript
        do {
            let answer = try await session.respond(to: "What is the weather in Paris?")
            #expect(!answer.isEmpty)
            finalTranscript = await session.transcript
        } catch let ContextBudgetError.toolRoundLimitReached(rounds, transcript, _) {
            #expect(rounds == 3)
            finalTranscript = transcript
        }
        let events = await session.events
        let runs = events.compactMap { event -> String? in
            if case let .toolRan(name, _, _, _, failure) = event, failure == nil { return name }
            return nil
        }
        #expect(runs.first == "get_weather", "\(events.map(\.description))")
        guard case let .modelCalled(round, promptTokens, callCount)? = events.first(where: { if case .modelCalled = $0 { true } else { false } }) else {
            Issue.record("no model call recorded")
            return
        }
        #expect(round == 0 && callCount >= 1 && promptTokens > 0)
        let outputs = finalTranscript.entries.compactMap { entry -> String? in
            if case let .toolOutput(output) = entry { return output.text }
            return nil
        }
        #expect(outputs.first?.hasPrefix(Self.answerPrefix) == true, "\(outputs)")
        // Every output answers a call of the transcript.
        let callIDs = Set(finalTranscript.entries.flatMap { entry -> [String] in
            if case let .toolCalls(calls) = entry { return calls.map(\.id) }
            return []
        })
        #expect(finalTranscript.entries.allSatisfy { entry in
            if case let .toolOutput(output) = entry { return callIDs.contains(output.callID) }
            return true
        })
    }
} }
