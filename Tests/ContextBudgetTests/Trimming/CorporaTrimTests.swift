import Foundation
import Testing
@testable import ContextBudget

/// The BFCL transcripts in Corpora: real tool schemas, parallel calls, two ~31K-character outputs.
@Suite struct CorporaTrimTests {
    let model = ExtractiveModel()

    @Test(arguments: TrimCorpora.names)
    func corporaTranscriptsFit32KWithTheirTools(name: String) async throws {
        let transcript = try TrimCorpora.load(name)
        for policy in [TrimPolicy.window, .summarize(with: model)] {
            let store = InMemoryTranscriptStore()
            let trimmer = TranscriptTrimmer(model: model, budget: .privateCloudCompute, policy: policy, store: store)
            let result = try await trimmer.trim(transcript)
            try await TrimInvariants(input: transcript, result: result, model: model, store: store, context: name).check()
            // The trimmed transcript survives the OpenAI round trip.
            let data = try result.transcript.encoded(as: .openAI)
            #expect(try Transcript.decode(data).0 == result.transcript)
        }
    }

    @Test(arguments: TrimCorpora.names)
    func at4KAnd2KTheDefaultsSelectToolsAndFit(name: String) async throws {
        let transcript = try TrimCorpora.load(name)
        for budget in [TokenBudget.onDevice, try TokenBudget.proportional(contextSize: 2048)] {
            for policy in [TrimPolicy.window, TrimPolicy.window.limitingToolOutputs(to: 300), .summarize(with: model, summaryTokenCount: 200)] {
                let store = InMemoryTranscriptStore()
                let result = try await TranscriptTrimmer(model: model, budget: budget, policy: policy, store: store).trim(transcript)
                try await TrimInvariants(input: transcript, result: result, model: model, store: store, context: "\(name) at \(budget.contextSize)").check()
                guard case let .selectedTools(_, _, omitted, tokens, original)? = result.events.first else {
                    Issue.record("\(name): no tool selection at \(budget.contextSize): \(result.events)")
                    continue
                }
                #expect(tokens <= budget.promptCapacity / 2 && tokens < original, "\(tokens) of \(original) at \(budget.contextSize), \(policy.summarization == nil ? "window" : "summarize")")
                #expect(omitted.count < transcript.tools.count)
            }
        }
    }

    /// At 2K (at 4K the long-context transcript's schemas fit: 2,347 Gemma tokens, estimated 3,093).
    @Test(arguments: TrimCorpora.names)
    func withEveryToolAt2KTheSchemasAloneAreTooBigAndTheErrorSaysSo(name: String) async throws {
        let transcript = try TrimCorpora.load(name)
        do {
            let budget = try TokenBudget.proportional(contextSize: 2048)
            let result = try await TranscriptTrimmer(model: ExtractiveModel(contextSize: 2048), budget: budget, policy: TrimPolicy.window.selectingTools(.all)).trim(transcript)
            Issue.record("\(name) fitted 2K with its tools (\(result.tokenCount)); update this test")
        } catch let ContextBudgetError.transcriptCannotFit(parts, capacity) {
            let tools = try #require(parts.first { $0.name == "tool definitions" })
            #expect(tools.tokenCount > capacity)
        }
    }

    @Test(arguments: TrimCorpora.names)
    func withoutToolSchemasTheyFit4K(name: String) async throws {
        var transcript = try TrimCorpora.load(name)
        transcript.tools = []
        for policy in [TrimPolicy.window, TrimPolicy.window.limitingToolOutputs(to: 300), .summarize(with: model, summaryTokenCount: 200)] {
            let store = InMemoryTranscriptStore()
            let result = try await TranscriptTrimmer(model: model, budget: .onDevice, policy: policy, store: store).trim(transcript)
            try await TrimInvariants(input: transcript, result: result, model: model, store: store, context: "\(name) at 4K").check()
        }
    }
}
