#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
import Tokenizers
@testable import FoundationModelsAdapter

/// The provider path beyond text: tool calls through our tool-calling backends, schemas through
/// guided generation, and the capabilities it declares (options: ModelProviderOptionsTests).
@Suite struct ModelProviderToolAndSchemaTests {
    static let weatherParameters: JSONValue = .object([
        "type": "object", "properties": .object(["city": .object(["type": "string"])]), "required": .array(["city"]),
    ])

    /// Our weather tool as the session's tool; `cities` records the arguments it ran with.
    static func weatherTool(recording cities: CallLog) throws -> FrameworkTool {
        try FrameworkTool(FunctionTool(name: "get_weather", description: "Current weather for a city.", parameters: weatherParameters) { arguments in
            guard case let .object(fields) = arguments, case let .string(city)? = fields["city"] else { return "?" }
            cities.append(city)
            return "Sunny in \(city), 21 °C"
        })
    }

    @Test func aScriptedToolCallRunsInTheSessionAndItsOutputGoesBackToTheModel() async throws {
        let call = ContextBudget.ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)
        let scripted = ScriptedLanguageModel(replies: [.toolCalls([call]), .text("It is sunny in Oslo.")])
        let cities = CallLog()
        let session = LanguageModelSession(model: ModelProvider(scripted), tools: [try Self.weatherTool(recording: cities)], instructions: "Use the tools.")
        let response = try await session.respond(to: "Weather in Oslo?")

        #expect(response.content == "It is sunny in Oslo.")
        #expect(cities.values == ["Oslo"], "the session ran the tool once, with the call's arguments")
        // The session's transcript: instructions, prompt, the call, its output, the answer.
        let entries = Array(session.transcript)
        #expect(entries.count == 5)
        guard entries.count == 5, case let .toolCalls(calls) = entries[2], case let .toolOutput(output) = entries[3] else {
            Issue.record("expected a tool-calls entry and then a tool output, got \(entries)")
            return
        }
        #expect(calls.map(\.id) == ["call_1"])
        #expect(calls.map(\.toolName) == ["get_weather"])
        #expect(calls.first?.arguments.jsonString == #"{"city":"Oslo"}"#)
        #expect(output.id == "call_1" && output.toolName == "get_weather")
        #expect(TranscriptConversion.text(of: output.segments) == "Sunny in Oslo, 21 °C")
        #expect(response.transcriptEntries.count == 4, "the request added the prompt, the call, the output and the answer")

        // The backend saw the enabled tool on both requests, and the follow-up carried the output.
        #expect(scripted.requests.count == 2)
        #expect(scripted.requests.allSatisfy { $0.transcript.tools.map(\.name) == ["get_weather"] })
        #expect(scripted.requests.first?.transcript.tools.first?.parameters == Self.weatherParameters)
        let followUp = try #require(scripted.requests.last).transcript.entries
        #expect(followUp.suffix(3) == [
            .prompt("Weather in Oslo?"), .toolCalls([call]),
            .toolOutput(ContextBudget.ToolOutput(callID: "call_1", toolName: "get_weather", text: "Sunny in Oslo, 21 °C")),
        ])
    }

    @Test func capabilitiesAreWhatTheBackendHas() {
        let scripted = ModelProvider(ScriptedLanguageModel(replies: []))
        #expect(scripted.capabilities.contains(.toolCalling))
        #expect(!scripted.capabilities.contains(.guidedGeneration))
        let extractive = ModelProvider(ExtractiveModel())
        #expect(!extractive.capabilities.contains(.toolCalling))
        #expect(!extractive.capabilities.contains(.guidedGeneration))
        let constrained = ModelProvider(ExtractiveModel(), honoursResponseSchema: true)
        #expect(constrained.capabilities.contains(.guidedGeneration))
        #expect(!constrained.capabilities.contains(.toolCalling))
        #expect(!scripted.capabilities.contains(.reasoning) && !extractive.capabilities.contains(.reasoning))
    }

    @Test func aSchemaIsRefusedWhenTheProviderDoesNotDeclareGuidedGeneration() async throws {
        let session = LanguageModelSession(model: ModelProvider(ExtractiveModel()))
        let schema = try TranscriptConversion.generationSchema(Self.weatherParameters, tool: "answer")
        await #expect {
            try await session.respond(to: "Which city?", schema: schema)
        } throws: { error in
            guard case let .unsupportedCapability(details)? = error as? LanguageModelError else { return false }
            return details.capability == .guidedGeneration
        }
        #expect(session.transcript.isEmpty, "a refused request must not be recorded")
    }

    @Test func aSchemaReachesTheBackendAsItsJSONSchemaAndTheAnswerIsStructured() async throws {
        let backend = OptionsRecordingModel(answer: #"{"city":"Oslo"}"#)
        let session = LanguageModelSession(model: ModelProvider(backend, honoursResponseSchema: true))
        let schema = try TranscriptConversion.generationSchema(Self.weatherParameters, tool: "answer")
        let response = try await session.respond(to: "Which city?", schema: schema, options: .init(maximumResponseTokens: 30))
        #expect(response.content.jsonString == #"{"city":"Oslo"}"#)
        let options = try #require(backend.options.first)
        #expect(options.responseSchema == Self.weatherParameters)
        #expect(options.maximumResponseTokens == 30)
        guard case let .response(answer)? = session.transcript.last, case .structure? = answer.segments.first else {
            Issue.record("the answer should be a structured response entry: \(String(describing: session.transcript.last))")
            return
        }
    }

    /// The stand-in assembles tool-call events as the documentation describes: events without an
    /// entry id coalesce into one entry, a call's argument fragments are appended in order, and
    /// a retracted call is dropped.
    @Test func toolCallEventsCoalesceFragmentsJoinAndARetractedCallIsDropped() async throws {
        let cities = CallLog()
        let session = LanguageModelSession(model: ChannelScriptModel.twoCallsOneRetracted, tools: [try Self.weatherTool(recording: cities)])
        let response = try await session.respond(to: "Weather?")
        #expect(response.content == "Done.")
        #expect(cities.values == ["Oslo"], "only the call that was not retracted ran")
        let entries = Array(session.transcript)
        let callEntries = entries.compactMap { entry -> FoundationModelsTranscript.ToolCalls? in
            if case let .toolCalls(calls) = entry { return calls } else { return nil }
        }
        #expect(callEntries.count == 1, "consecutive events without an entry id are one entry")
        #expect(callEntries.first?.map(\.id) == ["a"])
        #expect(callEntries.first?.first?.arguments.jsonString == #"{"city":"Oslo"}"#)
    }
}

/// Values appended from tool bodies, read back by the test.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func append(_ value: String) { lock.withLock { recorded.append(value) } }
    var values: [String] { lock.withLock { recorded } }
}

/// A backend that answers one fixed text and records the options of every request.
final class OptionsRecordingModel: ContextBudget.LanguageModel, @unchecked Sendable {
    let answer: String
    private let lock = NSLock()
    private var recorded: [ContextBudget.GenerationOptions] = []
    init(answer: String) { self.answer = answer }

    var contextSize: Int { 4096 }
    var identifier: String { "options-recording" }
    var options: [ContextBudget.GenerationOptions] { lock.withLock { recorded } }

    func tokenCount(for transcript: ContextBudget.Transcript) async throws -> Int {
        transcript.tokenCount(in: EstimatedChatTemplate(), counter: TokenEstimator())
    }

    func generate(_ transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions) async throws -> String {
        lock.withLock { recorded.append(options) }
        return answer
    }
}

extension ChannelScriptModel {
    /// On the first request two calls without an entry id (the first's arguments in two
    /// fragments) and the retraction of the second; on the next, the answer.
    static var twoCallsOneRetracted: ChannelScriptModel {
        ChannelScriptModel(capabilities: LanguageModelCapabilities([.toolCalling])) { request, channel in
            let answered = request.transcript.contains { if case .toolOutput = $0 { return true } else { return false } }
            if answered {
                await channel.send(.response(action: .appendText("Done.", tokenCount: 2)))
                return
            }
            await channel.send(.toolCalls(action: .toolCall(id: "a", name: "get_weather", action: .appendArguments(#"{"city":"#, tokenCount: 3))))
            await channel.send(.toolCalls(action: .toolCall(id: "b", name: "get_weather", action: .appendArguments(#"{"city":"Bergen"}"#, tokenCount: 5))))
            await channel.send(.toolCalls(action: .toolCall(id: "a", name: "get_weather", action: .appendArguments(#""Oslo"}"#, tokenCount: 2))))
            await channel.send(.toolCalls(action: .removeToolCall(id: "b")))
        }
    }
}
#endif
