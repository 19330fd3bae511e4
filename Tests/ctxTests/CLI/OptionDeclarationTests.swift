import Foundation
import Testing
@testable import ctx

/// The commands' declarations are their parser, help and storage at once: a value given on the
/// command line reaches the property that declares it, an absent one its default, help lists the
/// options in the order they are written, and a shared group's error names the command.
struct OptionDeclarationTests {
    private func parse<C: Command>(_ type: C.Type, _ words: [String]) throws -> C {
        try C.parse(ParsedArguments(words, spec: C.spec))
    }

    @Test func givenValuesReachTheirProperties() throws {
        let chunk = try parse(ChunkCommand.self, ["notes.md", "--max-tokens", "500", "--min-tokens", "400", "--overlap", "3", "--format", "plain", "--jsonl"])
        #expect(chunk.path == "notes.md")
        #expect(chunk.maximumTokens == 500)
        #expect(chunk.desiredTokens == 400)
        #expect(chunk.overlap == 3)
        #expect(chunk.format == .plainText)
        #expect(chunk.jsonl)
    }

    @Test func absentOptionsTakeTheirDefaults() throws {
        let chunk = try parse(ChunkCommand.self, ["notes.md", "--max-tokens", "9"])
        #expect(chunk.overlap == 0)
        #expect(chunk.desiredTokens == nil)
        #expect(chunk.format == nil)
        #expect(!chunk.jsonl)
        #expect(chunk.tokenizer.choice == nil)
    }

    @Test func groupsAndVariadicArgumentsAreRead() throws {
        let summarize = try parse(SummarizeCommand.self, ["a.txt", "b.txt", "--budget", "32k", "--reserve", "1000", "--strategy", "refine", "--jobs", "2"])
        #expect(summarize.paths == ["a.txt", "b.txt"])
        let budget = try summarize.budget.resolve()
        #expect(budget.contextSize == 32768)
        #expect(budget.responseReserve == 1000)
        #expect(summarize.summary.strategy == .refine)
        #expect(summarize.jobs == 2)
        #expect(summarize.model.endpoints.isEmpty)
        // --strategy absent: nil, so the model family's recipe chooses.
        #expect(try parse(SummarizeCommand.self, ["a.txt"]).summary.strategy == nil)
    }

    @Test func helpListsOptionsInTheOrderTheyAreDeclared() {
        #expect(SummarizeCommand.spec.arguments.map(\.name) == ["PATH"])
        #expect(SummarizeCommand.spec.arguments.first?.isVariadic == true)
        #expect(SummarizeCommand.spec.options.map(\.name) == [
            "budget", "reserve", "margin", "model", "endpoint", "chat-template", "tokenizer",
            "strategy", "target-tokens", "language", "grouping",
            "jobs", "out", "format", "json", "resume", "dry-run", "cache", "shard",
        ])
        #expect(SummarizeCommand.spec.options.first { $0.name == "endpoint" }?.isRepeatable == true)
    }

    @Test func everyCommandDeclaresEachOptionOnce() {
        for spec in [ChatCommand.spec, CountCommand.spec, ChunkCommand.spec, GenerateCommand.spec, PlanCommand.spec,
                     SummarizeCommand.spec, TokenizeCommand.spec, TrimCommand.spec] {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "ctx \(spec.name) declares an option twice: \(names)")
            #expect(!names.contains("help"), "ctx \(spec.name) declares --help, which every command has")
        }
    }

    @Test func aGroupsUsageErrorNamesTheCommand() {
        // A reserve larger than the window fails in BudgetOptions, which knows no command.
        #expect {
            _ = try parse(TrimCommand.self, ["chat.json", "--budget", "4k", "--reserve", "5000"])
        } throws: { error in
            guard case let CLIError.usage(_, command) = error else { return false }
            return command == "trim"
        }
        #expect {
            _ = try parse(PlanCommand.self, ["doc.txt", "--endpoint", "http://127.0.0.1:1"])
        } throws: { error in
            guard case let CLIError.usage(message, command) = error else { return false }
            return command == "plan" && message.contains("--endpoint needs --model http://")
        }
    }
}
