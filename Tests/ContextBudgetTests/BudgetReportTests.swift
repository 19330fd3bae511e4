import Testing
import Tokenizers
@testable import ContextBudget

struct BudgetReportTests {
    let model = ExtractiveModel()

    @Test func entriesAndOverheadAddUpToTheTotal() async throws {
        let transcript = Transcript(entries: [
            .instructions("You are terse."),
            .prompt("What is the capital of Portugal?"),
            .response("Lisbon."),
            .prompt("And of Spain?"),
        ])
        let report = try await TokenBudget.onDevice.measure(transcript, with: model)
        #expect(report.entries.count == 4)
        #expect(report.entries.map(\.kind) == [.instructions, .prompt, .response, .prompt])
        #expect(report.totalTokens == report.entries.reduce(0) { $0 + $1.tokenCount } + report.overheadTokens)
        #expect(report.totalTokens == (try await model.tokenCount(for: transcript)))
        // Each entry costs its text plus the template's per-message markup.
        let counter = TokenEstimator()
        #expect(report.entries[1].tokenCount == counter.count("What is the capital of Portugal?") + 6)
        #expect(report.fits)
        #expect(report.overflow == 0)
        #expect(report.headroom == TokenBudget.onDevice.promptCapacity - report.totalTokens)
    }

    @Test func overflowIsReportedByHowMuch() async throws {
        let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 600)
        let transcript = Transcript(instructions: "Summarize.", prompt: long)
        let budget = TokenBudget.onDevice
        let report = try await budget.measure(transcript, with: model)
        #expect(!report.fits)
        #expect(report.overflow == report.totalTokens - budget.promptCapacity)
        #expect(report.overflow > 0)
        #expect(report.headroom == 0)
    }

    @Test func toolDefinitionsAreCharged() async throws {
        let plain = Transcript(instructions: "Help.", prompt: "Weather?")
        var withTools = plain
        withTools.tools = [ToolDefinition(name: "get_weather", description: "Current weather for a city",
                                          parameters: .object(["type": .string("object")]))]
        let without = try await model.tokenCount(for: plain)
        let with = try await model.tokenCount(for: withTools)
        #expect(with > without + 10)
    }
}
