#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

@Suite struct SystemLanguageModelAdapterTests {
    /// Records what the stand-in system model was asked.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [FoundationModelsTranscript] = []
        func record(_ transcript: FoundationModelsTranscript) { lock.withLock { seen.append(transcript) } }
        var transcripts: [FoundationModelsTranscript] { lock.withLock { seen } }
    }

    static func model(contextSize: Int = 4096, answer: String = "It is sunny. STOP and more", recorder: Recorder = Recorder()) -> SystemLanguageModel {
        SystemLanguageModel(contextSize: contextSize, counter: { AdapterTestSupport.standInCount($0) }) { transcript, _ in
            recorder.record(transcript)
            return answer
        }
    }

    @Test func theDefaultModelIsUnavailableOnLinuxAndSaysWhatToDo() async {
        let adapter = SystemLanguageModelAdapter()
        await #expect {
            _ = try await adapter.generate(ContextBudget.Transcript(prompt: "Hi"), options: .init())
        } throws: { error in
            guard case let GenerationError.unavailable(reason)? = error as? GenerationError else { return false }
            return reason.contains("Apple Intelligence")
        }
    }

    /// A response schema goes to the framework's guided generation (`respond(to:schema:)`), not
    /// as a text request: the JSON comes back whole (no stop-sequence cut), streamed as one piece,
    /// and an answer that is not JSON fails as decoding under a schema fails, where the same
    /// answer to a text request is returned as it is.
    @Test func aResponseSchemaIsAskedThroughGuidedGeneration() async throws {
        let schema: JSONValue = ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]]
        let json = SystemLanguageModelAdapter(systemModel: Self.model(answer: #"{"city":"Oslo STOP"}"#))
        let options = ContextBudget.GenerationOptions(stopSequences: ["STOP"], responseSchema: schema)
        #expect(try await json.generate(ContextBudget.Transcript(prompt: "Where?"), options: options) == #"{"city":"Oslo STOP"}"#)
        var streamed: [String] = []
        for try await piece in json.streamResponse(to: ContextBudget.Transcript(prompt: "Where?"), options: options) { streamed.append(piece) }
        #expect(streamed == [#"{"city":"Oslo STOP"}"#])
        let prose = SystemLanguageModelAdapter(systemModel: Self.model(answer: "Oslo, I think"))
        #expect(try await prose.generate(ContextBudget.Transcript(prompt: "Where?"), options: .init()) == "Oslo, I think")
        await #expect(throws: (any Error).self) {
            _ = try await prose.generate(ContextBudget.Transcript(prompt: "Where?"), options: options)
        }
    }

    @Test func contextSizeAndExactCountsComeFromTheSystemModel() async throws {
        let adapter = SystemLanguageModelAdapter(systemModel: Self.model(contextSize: 8192))
        #expect(adapter.contextSize == 8192)
        let transcript = TranscriptConversionTests.everyKind
        let request = try SessionRequest(transcript)
        let count = try await adapter.tokenCount(for: transcript)
        #expect(count == AdapterTestSupport.standInCount(request.allEntries))
    }

    @Test func generateSendsTheHistoryAsEntriesAndCutsStopSequences() async throws {
        let recorder = Recorder()
        let adapter = SystemLanguageModelAdapter(systemModel: Self.model(recorder: recorder))
        var transcript = TranscriptConversionTests.everyKind
        transcript.entries.removeLast()  // end on the tool turn: its calls and outputs follow the newest prompt
        transcript.entries.removeLast()
        let answer = try await adapter.generate(transcript, options: .init(stopSequences: [" STOP"]))
        #expect(answer == "It is sunny.")
        let sent = try #require(recorder.transcripts.first)
        // instructions (with tools) and the summary as entries, then the prompt with this turn's calls folded in.
        #expect(sent.count == 3)
        guard case let .instructions(first) = sent[0], case let .prompt(prompt) = sent[2] else { Issue.record("unexpected shape"); return }
        #expect(first.toolDefinitions.map(\.name) == ["get_weather"])
        let promptText = TranscriptConversion.text(of: prompt.segments)
        #expect(promptText.hasPrefix("Weather in Oslo and Bergen?"))
        #expect(promptText.contains("Sunny, 21°C") && promptText.contains("get_weather"))
    }

    @Test func anOverflowIsOursWithTheCount() async throws {
        let adapter = SystemLanguageModelAdapter(systemModel: Self.model(contextSize: 64))
        let long = ContextBudget.Transcript(prompt: String(repeating: "A long sentence about the weather in Oslo. ", count: 40))
        let needed = try await adapter.tokenCount(for: long)
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: needed, available: 64)) {
            _ = try await adapter.generate(long, options: .init())
        }
    }

    @Test func streamingHandsOutTheAnswer() async throws {
        let adapter = SystemLanguageModelAdapter(systemModel: Self.model(answer: "Sunny in Oslo."))
        var pieces: [String] = []
        for try await piece in adapter.streamResponse(to: ContextBudget.Transcript(prompt: "Weather?"), options: .init()) {
            pieces.append(piece)
        }
        #expect(pieces.joined() == "Sunny in Oslo.")
    }
}
#endif
