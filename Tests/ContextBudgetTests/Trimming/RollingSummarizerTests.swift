import Foundation
import Testing
@testable import ContextBudget

@Suite struct RollingSummarizerTests {
    let model = ExtractiveModel()

    /// Everything the summarizing model was shown as material, in order.
    func material(_ log: RecordingModel.Log) -> String {
        log.all.compactMap(\.latestPrompt).joined(separator: "\n")
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func removedTurnsAreSummarizedIntoOneBoundedEntry(seed: UInt64) async throws {
        var generator = TranscriptGenerator(seed: seed)
        let transcript = generator.conversation(turns: 100, toolProbability: 0.3, outputCharacters: 20...600)
        let summarizer = RecordingModel(base: model)
        let store = InMemoryTranscriptStore()
        let budget = try TokenBudget.proportional(contextSize: 2048)
        let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: .summarize(with: summarizer, summaryTokenCount: 200), store: store)
        let result = try await trimmer.trim(transcript)
        try await TrimInvariants(input: transcript, result: result, model: model, store: store, context: "summarize seed \(seed)").check()

        let summaries = result.transcript.entries.filter { $0.kind == .summary }
        #expect(summaries.count == 1, "seed \(seed)")
        #expect(result.transcript.entries[1].kind == .summary, "the summary follows the instructions; seed \(seed)")
        guard case let .summary(text)? = summaries.first else { return }
        #expect(!text.isEmpty)
        #expect(model.tokenCount(of: text) <= 200, "seed \(seed)")

        // Nothing lost: every removed prompt and response was shown to the summarizing model.
        let shown = material(summarizer.log)
        let kept = Set(result.transcript.entries)
        for entry in transcript.entries where !kept.contains(entry) {
            switch entry {
            case let .prompt(text), let .response(text): #expect(shown.contains(text), "seed \(seed): removed text not summarized")
            case let .toolOutput(output) where output.text.count < 300: #expect(shown.contains(output.text), "seed \(seed)")
            default: break
            }
        }
        guard case let .summarized(entryCount, _, summaryTokens, calls)? = result.events.last else {
            Issue.record("no summarized event: \(result.events)")
            return
        }
        // Removed entries = input entries minus those still there (the new summary is not an input entry).
        #expect(entryCount == transcript.entries.count - (result.transcript.entries.count - 1), "seed \(seed)")
        #expect(summaryTokens <= 200 && calls == summarizer.log.all.count)
        // Every summary call fitted the summarizing model's window.
        for call in summarizer.log.all {
            #expect(try await model.tokenCount(for: call) + 200 <= model.contextSize)
        }
    }

    @Test func theSummaryRollsAndNeverGrows() async throws {
        var generator = TranscriptGenerator(seed: 42)
        let summarizer = RecordingModel(base: model)
        let budget = try TokenBudget.proportional(contextSize: 1024)
        let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: .summarize(with: summarizer, summaryTokenCount: 120))
        var transcript = generator.conversation(turns: 30, toolProbability: 0)
        var previousSummary: String?
        for round in 0..<5 {
            let result = try await trimmer.trim(transcript)
            let summaries = result.transcript.entries.compactMap { entry -> String? in
                if case let .summary(text) = entry { text } else { nil }
            }
            #expect(summaries.count == 1, "round \(round)")
            #expect(model.tokenCount(of: summaries[0]) <= 120, "round \(round)")
            if let previousSummary {
                #expect(summarizer.log.all.contains { $0.latestPrompt?.contains("Earlier summary: \(previousSummary)") == true },
                        "round \(round): the earlier summary is summarized again with the new turns")
            }
            previousSummary = summaries[0]
            transcript = result.transcript
            transcript.entries += generator.conversation(turns: 10, instructions: nil, toolProbability: 0).entries
        }
    }

    @Test func materialLargerThanTheSummarizersWindowIsFedInBatches() async throws {
        var generator = TranscriptGenerator(seed: 8)
        let small = ExtractiveModel(contextSize: 1024)
        let summarizer = RecordingModel(base: small)
        let removed = generator.conversation(turns: 60, instructions: nil, toolProbability: 0.5, outputCharacters: 200...5000).entries
        let result = try await RollingSummarizer(summarization: .init(model: summarizer, summaryTokenCount: 100))
            .summarize(earlierSummaries: ["The user likes Porto."], removed: removed, maximumTokens: 100,
                       textTokens: { small.tokenCount(of: $0) })
        #expect(result.modelCalls > 1)
        #expect(result.modelCalls == summarizer.log.all.count)
        #expect(small.tokenCount(of: result.text) <= 100)
        #expect(result.material.first == "Earlier summary: The user likes Porto.")
        // The split lines still hold every removed character, in order.
        let joined = result.material.joined()
        for entry in removed {
            if case let .toolOutput(output) = entry { #expect(joined.contains(output.text.prefix(100))) }
        }
        for call in summarizer.log.all { #expect(try await small.tokenCount(for: call) + 100 <= 1024) }
    }
}

/// The rolling summary's answers go through the response guard like the summarizer's.
@Suite struct RollingSummarizerGuardTests {
    /// Answers with the prompt's own instructions and delimiters, greedy or not (as Gemma 3 270M does).
    struct EchoingModel: LanguageModel {
        let base = ExtractiveModel(contextSize: 2048)
        var contextSize: Int { base.contextSize }
        var identifier: String { "echoing" }
        func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }
        func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
            let instructions = transcript.entries.compactMap { if case let .instructions(text) = $0 { text } else { nil } }
            return instructions.joined(separator: "\n") + "\n<document>\n" + (transcript.latestPrompt ?? "")
        }
    }

    @Test func anEchoingSummarizerIsRetriedThenReplacedByTheExtractiveSummary() async throws {
        var generator = TranscriptGenerator(seed: 4)
        let removed = generator.conversation(turns: 12, instructions: nil, toolProbability: 0, outputCharacters: 20...200).entries
        let model = EchoingModel()
        let result = try await RollingSummarizer(summarization: .init(model: model, summaryTokenCount: 100))
            .summarize(earlierSummaries: [], removed: removed, maximumTokens: 100, textTokens: { model.base.tokenCount(of: $0) })
        #expect(!result.rejections.isEmpty)
        #expect(result.rejections.allSatisfy { $0.defect.kind == .echo && $0.fellBack })
        #expect(result.modelCalls == 2 * result.rejections.count, "one retry per rejected call")
        #expect(!result.text.contains("<document>") && !result.text.contains("You keep a running summary"))
        #expect(!result.text.isEmpty)
        #expect(model.base.tokenCount(of: result.text) <= 100)

        var unguarded = TrimPolicy.Summarization(model: model, summaryTokenCount: 100)
        unguarded.responseGuard = nil
        let raw = try await RollingSummarizer(summarization: unguarded)
            .summarize(earlierSummaries: [], removed: removed, maximumTokens: 100, textTokens: { model.base.tokenCount(of: $0) })
        #expect(raw.rejections.isEmpty && raw.text.contains("You keep"))
    }

    @Test func theTrimmerReportsEachRejectionBeforeTheSummary() async throws {
        var generator = TranscriptGenerator(seed: 5)
        let transcript = generator.conversation(turns: 80, toolProbability: 0, outputCharacters: 20...400)
        let target = ExtractiveModel()
        let budget = try TokenBudget.proportional(contextSize: 2048)
        let trimmer = TranscriptTrimmer(model: target, budget: budget, policy: .summarize(with: EchoingModel(), summaryTokenCount: 100), store: InMemoryTranscriptStore())
        let result = try await trimmer.trim(transcript)
        let rejections = result.events.filter { if case .rejectedSummaryAnswer = $0 { true } else { false } }
        #expect(!rejections.isEmpty)
        guard case .summarized? = result.events.last else {
            Issue.record("the summary event comes last: \(result.events)")
            return
        }
        #expect(rejections.first?.description.contains("extractive") == true)
        let json = String(decoding: try JSONEncoder().encode(rejections[0]), as: UTF8.self)
        #expect(json.contains("\"event\":\"rejectedSummaryAnswer\"") && json.contains("\"kind\":\"echo\"") && json.contains("\"fellBackToExtractive\":true"), "\(json)")
    }
}
