@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A tool round trip through the real `llama-server` (llama.cpp b11434, Gemma 3 270M) that
/// `Scripts/start-llama-server.sh` starts: `--jinja` with `Scripts/templates/gemma3-tools.jinja`,
/// from which llama.cpp derives its tool-call parser. Runs when `CONTEXTBUDGET_LLAMA_SERVER_URL`
/// is set (see `LlamaServerTests`).
///
/// Measured with greedy decoding: asked for the weather in Paris with the instructions below,
/// the model first repeats the start of its prompt, then writes the call block; llama.cpp
/// returns `get_weather {"city": "Paris"}` for `auto`, `required` and a named choice alike
/// (the repeated text beside it is dropped: a reply is calls or text).
@Suite struct LlamaServerToolCallingTests {
    static var isUp: Bool { LlamaServerTests.isUp }

    static let weather = FunctionTool(
        name: "get_weather", description: "Current weather for a city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string", "description": "City name"]], "required": ["city"]]
    ) { arguments in
        guard case let .string(city)? = arguments["city"] else { return "unknown city" }
        return "Sunny, 21 C in \(city)"
    }

    static let question = Transcript(
        entries: [.instructions("You are a helpful assistant with tools."), .prompt("What is the weather in Paris?")],
        tools: [weather.definition])

    /// One call per reply (`parallel_tool_calls: false`): with several allowed, Gemma 3 270M
    /// sometimes repeats its call until `max_tokens` cuts the last one inside its arguments,
    /// and llama-server answers that with HTTP 500 "Failed to parse tool call arguments as JSON"
    /// (measured; whether it repeats depends on the server's batching and prompt cache).
    private func model() async throws -> OpenAICompatibleModel {
        var configuration = OpenAICompatibleConfiguration(
            baseURLs: [try #require(LlamaServerTests.serverURL)], requestTimeoutSeconds: 120)
        configuration.parallelToolCalls = false
        return try await OpenAICompatibleModel.connect(configuration: configuration)
    }

    /// The server's chat template, from llama.cpp's `GET /props`.
    private func serverTemplate() async throws -> String {
        let url = try #require(LlamaServerTests.serverURL).appendingPathComponent("props")
        let (data, _) = try await URLSession.shared.data(from: url)
        let props = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case let .string(template)? = props["chat_template"] else { return "" }
        return template
    }

    /// `usage.prompt_tokens` of a one-token completion sent by hand.
    private func servedPromptTokens(_ transcript: Transcript) async throws -> Int {
        guard case var .object(body) = transcript.openAIChat() else { return -1 }
        body["max_tokens"] = 1
        body["temperature"] = 0
        var request = URLRequest(url: try #require(LlamaServerTests.serverURL).appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(JSONValue.object(body).compactText.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        return try #require(try ChatCompletionResponse.decode(data).usage?.promptTokens)
    }

    @Test(.enabled(if: isUp, LlamaServerTests.notRunning)) func requiredCallComesBackWithValidArgumentsAndTheRoundTripIsCountedExactly() async throws {
        let template = try await serverTemplate()
        try #require(template.contains("```tool_code"),
                     "the server does not run Scripts/templates/gemma3-tools.jinja: start it with Scripts/start-llama-server.sh")
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
        #expect(run.output.text == "Sunny, 21 C in Paris")

        // The round trip: the call and its output go back as native messages, llama.cpp renders
        // them through the template, and our count of that prompt is the server's.
        var transcript = Self.question
        transcript.entries += [.toolCalls([call]), .toolOutput(run.output)]
        let counted = try await model.tokenCount(for: transcript)
        #expect(counted == (try await servedPromptTokens(transcript)))
        #expect(await model.client.state.serverTokenizer == .supported)
        let next = try await model.respond(to: transcript, toolChoice: .auto, options: options)
        switch next {
        case let .text(text): #expect(!text.isEmpty)
        case let .toolCalls(more): #expect(more.allSatisfy { $0.name == "get_weather" })
        }
    }

    @Test(.enabled(if: isUp, LlamaServerTests.notRunning)) func autoAndNamedChoicesAreAcceptedAndParsed() async throws {
        let model = try await model()
        let options = GenerationOptions(maximumResponseTokens: 96)
        for choice in [ToolChoice.auto, .named("get_weather"), .none] {
            let reply = try await model.respond(to: Self.question, toolChoice: choice, options: options)
            switch reply {
            case let .text(text):
                #expect(!text.isEmpty, "\(choice)")
            case let .toolCalls(calls):
                #expect(choice != .none, "tool_choice none must not come back as calls")
                #expect(calls.allSatisfy { $0.name == "get_weather" }, "\(choice): \(calls)")
            }
        }
    }

    @Test(.enabled(if: isUp, LlamaServerTests.notRunning)) func streamedReplyReassemblesTheSameCall() async throws {
        let model = try await model()
        let options = GenerationOptions(maximumResponseTokens: 96)
        let whole = try await model.respond(to: Self.question, toolChoice: .required, options: options)
        var pieces: [ModelReplyPiece] = []
        for try await piece in model.streamReply(to: Self.question, toolChoice: .required, options: options) { pieces.append(piece) }
        let streamed = ModelReplyPiece.reply(from: pieces)
        // Greedy, yet not always the same tokens: llama-server batches this request with the
        // other suites' on its two slots and reuses cached prompts, and a different batch rounds
        // differently (measured, with parallel calls allowed: one call streamed where the whole
        // reply repeated it three times). So the first call
        // must agree, and every call must be one the ToolBox runs. llama.cpp draws a fresh
        // random id for every call: compare names and arguments.
        guard case let .toolCalls(wholeCalls) = whole, case let .toolCalls(streamedCalls) = streamed else {
            Issue.record("expected tool calls both ways, got \(whole) and \(streamed)")
            return
        }
        #expect(streamedCalls.first?.name == wholeCalls.first?.name)
        // The same arguments as JSON (spacing may differ between two generations), when both
        // replies finished their first call (a reply cut by the token cap may not have).
        if let streamedArguments = streamedCalls.first?.arguments, let wholeArguments = wholeCalls.first?.arguments,
           let a = try? JSONDecoder().decode(JSONValue.self, from: Data(streamedArguments.utf8)),
           let b = try? JSONDecoder().decode(JSONValue.self, from: Data(wholeArguments.utf8)) {
            #expect(a == b, "\(streamedArguments) against \(wholeArguments)")
        }
        let box = try ToolBox([Self.weather])
        for call in streamedCalls {
            #expect(try await box.run(call).failure == nil, "\(call.arguments)")
        }
        #expect(pieces.last.map { if case .toolCalls = $0 { true } else { false } } == true, "the calls come last, whole")
        #expect(pieces.dropLast().allSatisfy { if case .text = $0 { true } else { false } }, "text before them, in pieces")
    }

    /// The whole loop on the real server: `ChatSession` trims, asks with `required`, runs the
    /// call, sends the output back and asks again with `auto`. Gemma 3 270M then repeats the
    /// output block as text (measured), which ends the loop; a model that called again would
    /// hit the round bound, which is also a correct ending of the loop.
    @Test(.enabled(if: isUp, LlamaServerTests.notRunning)) func chatSessionRunsTheToolLoopThroughTheServer() async throws {
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
        #expect(outputs.first == "Sunny, 21 C in Paris")
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
}
