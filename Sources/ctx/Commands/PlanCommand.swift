import ContextBudget
import Foundation
import Tokenizers

/// `ctx plan FILE`: does it fit, by how much, and what a summary of it would cost, level by level.
struct PlanCommand: Command {
    static let about = CommandAbout(
        name: "plan",
        abstract: "Say whether a document fits a budget and plan its summary, without calling a model.",
        discussion: "Measures the document (or a transcript JSON file, as role: text paragraphs) with the model's own count, instructions and chat template included, and prints: fits or not and by how much, the material capacity per call, the chunk size, then each level of calls (map, collapse levels, reduce) with its fan-in and response cap, and the prompt and response tokens to expect.",
        examples: ["ctx plan Corpora/en/kjv-genesis.txt --budget 4k", "ctx plan Corpora/en/kjv-mark.txt --budget 32k --json"])

    @Argument("FILE", "UTF-8 text file, or transcript JSON, to plan for.")
    var path: String

    let budget = BudgetOptions()
    let tokenizer = TokenizerOptions()
    let model = ModelOptions()
    let summary = SummaryOptions()

    @Option(.flag("json", "Print the plan as JSON."))
    var json: Bool

    func validate() throws {
        _ = try budget.resolve()
        try model.checkCombination()
    }

    func run() async throws -> Int32 {
        let budget = try budget.resolve()
        let chosen = try model.languageModel(budget: budget, tokenizer: tokenizer)
        let summarizer = try summary.summarizer(for: chosen, budget: budget)
        let (text, kind) = try SummaryOptions.material(of: path)
        let plan = try await summarizer.plan(text)
        if json {
            Output.standard(try JSONOutput.render(plan))
            return ExitCode.success
        }
        let width = 16
        let lines = plan.reportLines(input: "\(path), \(kind)", counter: chosen.counter.name, model: chosen.model.identifier)
            .map { $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + $0.value }
        var table = TextTable(header: ["level", "stage", "calls", "inputs per call", "response cap"])
        for (index, level) in plan.levels.enumerated() {
            table.rows.append([String(index), level.stage.rawValue, level.calls.grouped, String(level.maximumInputsPerCall), level.outputTokenCap.grouped])
        }
        Output.standard(lines.joined(separator: "\n") + "\n\n" + table.rendered())
        return ExitCode.success
    }
}
