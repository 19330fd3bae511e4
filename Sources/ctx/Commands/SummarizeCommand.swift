import ContextBudget
import Foundation
import Tokenizers

/// `ctx summarize FILE`: a map-reduce summary that fits the budget at every call.
struct SummarizeCommand: Command {
    static let spec = CommandSpec(
        name: "summarize",
        abstract: "Summarize a document of any length through a small context window.",
        discussion: "Chunks the document so every call fits the budget, summarizes the chunks, merges the partial summaries until one call can take them all, and prints the summary on stdout and statistics on stderr.",
        arguments: [ArgumentSpec(name: "FILE", help: "UTF-8 text file to summarize.")],
        options: BudgetOption.options + [
            ModelOption.option, TokenizerOption.option,
            .value("jobs", "N", "Model calls in flight at once (default 4)."),
            .flag("json", "Print the summary and its statistics as JSON."),
        ],
        examples: ["ctx summarize Corpora/en/kjv-genesis.txt", "ctx summarize Corpora/md/nodejs-errors.md --budget 32k"])

    let path: String
    let budget: TokenBudget
    let counter: any TokenCounter
    let model: any LanguageModel
    let jobs: Int
    let json: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        budget = try BudgetOption.parse(arguments)
        counter = try TokenizerOption.parse(arguments)
        model = try ModelOption.parse(arguments, budget: budget, counter: counter)
        jobs = try arguments.integer("jobs", atLeast: 1) ?? 4
        json = arguments.flag("json")
    }

    struct Report: Encodable {
        var path: String
        var summary: String
        var statistics: SummaryStatistics
    }

    func run() async throws -> Int32 {
        let document = try InputDocument.read(path)
        let summarizer = try Summarizer(model: model, budget: budget, counter: counter, concurrency: jobs)
        let summary = try await summarizer.summarize(document.text)
        if json {
            Output.standard(try JSONOutput.render(Report(path: path, summary: summary.text, statistics: summary.statistics)))
        } else {
            Output.standard(summary.text + "\n")
            let stats = summary.statistics
            let perLevel = stats.callsPerLevel.map(String.init).joined(separator: "/")
            let seconds = String(format: "%.2f", stats.wallSeconds)
            Output.note(
                "\(path): \(counter.count(document.text).grouped) tokens -> \(counter.count(summary.text).grouped) tokens"
                    + " in \(stats.totalCalls) calls (per level: \(perLevel)), collapse depth \(stats.collapseDepth), \(seconds) s")
        }
        return ExitCode.success
    }
}
