import ContextBudget
import Foundation
import Testing

/// `ctx tools list`: every tool with its cost in the model's own count, and the list against the
/// budget; the library's `ToolDefinitionCosts` measured independently must agree.
struct ToolsCommandTests {
    static let transcript = "Corpora/transcripts/bfcl-multi-turn-base-0.json"

    struct Report: Decodable {
        struct Entry: Decodable { var name: String; var tokens: Int }
        var tools: [Entry]
        var headerTokens: Int
        var totalTokens: Int
        var promptCapacity: Int
    }

    @Test func listGivesEveryToolItsCostAndTheTotalAgainstTheBudget() async throws {
        let result = try await Ctx.run(["tools", "list", "--transcript", Self.transcript, "--budget", "2048", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        let data = try Data(contentsOf: Ctx.packageRoot.appendingPathComponent(Self.transcript))
        let (transcript, _) = try Transcript.decode(data, source: Self.transcript)
        #expect(report.tools.map(\.name) == transcript.tools.map(\.name))
        #expect(report.promptCapacity == (try TokenBudget.proportional(contextSize: 2048)).promptCapacity)
        // The same measurement through the library, with the CLI's default model (extractive, estimated).
        let model = ExtractiveModel(contextSize: 2048)
        let empty = try await model.tokenCount(for: Transcript())
        #expect(report.totalTokens == (try await model.tokenCount(for: Transcript(tools: transcript.tools))) - empty)
        let first = try await model.tokenCount(for: Transcript(tools: [transcript.tools[0]])) - empty
        #expect(report.tools[0].tokens == first - report.headerTokens)
        // Costs and header add up to the whole list within a token or two per tool (counts of
        // concatenated text are not exactly additive).
        let sum = report.tools.reduce(report.headerTokens) { $0 + $1.tokens }
        #expect(abs(sum - report.totalTokens) <= 2 * report.tools.count)

        let table = try await Ctx.run(["tools", "list", "--transcript", Self.transcript, "--budget", "2048"])
        #expect(table.stdout.contains("over the prompt capacity"))
        let roomy = try await Ctx.run(["tools", "list", "--transcript", Self.transcript, "--budget", "32k"])
        #expect(roomy.stdout.contains("left for the conversation"))
    }

    @Test(arguments: [
        (["tools", "list"], "--transcript FILE"),
        (["tools", "call"], "needs the tool's NAME"),
        (["tools", "call", "cd", "[1]", "--transcript", "x.json"], "must be a JSON object"),
        (["tools", "remove", "--transcript", "x.json"], "unknown action 'remove'"),
    ])
    func usageErrors(arguments: [String], mentions: String) async throws {
        let result = try await Ctx.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
    }
}
