import Foundation
import Testing
import ContextBudget

/// The README's library example, verbatim in spirit: if an API it shows changes, this fails.
struct ReadmeExampleTests {
    @Test func libraryExampleRunsAsWritten() async throws {
        let longText = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Corpora/en/kjv-mark.txt"), encoding: .utf8)

        let model = ExtractiveModel()
        let budget = TokenBudget.onDevice

        let transcript = Transcript(instructions: "You are terse.", prompt: longText)
        let report = try await budget.measure(transcript, with: model)
        #expect(!report.fits)
        #expect(report.overflow == report.totalTokens - budget.promptCapacity)

        let summarizer = try Summarizer(model: model, budget: budget, counter: model.tokenCounter)
        let plan = try await summarizer.plan(longText)
        let summary = try await summarizer.summarize(longText)
        #expect(!summary.text.isEmpty)
        #expect(summary.statistics.totalCalls == plan.totalCalls)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
    }
}
