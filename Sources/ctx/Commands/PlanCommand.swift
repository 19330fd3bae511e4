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
        var lines = [
            "input           \(path), \(kind): \(plan.documentTokens.grouped) tokens (\(chosen.counter.name)), \(plan.documentByteCount.grouped) bytes",
            "budget          \(budget)",
            "model           \(chosen.model.identifier)",
        ]
        if plan.fitsInOneCall {
            lines.append("fits            yes, in one call of \(plan.singleCallTokens.grouped) tokens (\(plan.headroom.grouped) to spare)")
        } else {
            lines.append("fits            no: one call would need \(plan.singleCallTokens.grouped) tokens, \(plan.overflow.grouped) over the \(plan.promptCapacity.grouped) available")
            lines.append("per call        \(plan.fixedPromptTokens.grouped) tokens of instructions and template, \(plan.materialCapacity.grouped) for material")
            lines.append("chunks          \(plan.chunkCount.grouped) of at most \(plan.chunkTokenLimit.grouped) tokens (\(plan.strategy == .refine ? "refine" : "map-reduce"), fan-in \(plan.fanIn))")
            lines.append("map calls       \(plan.mapCalls.grouped)")
            lines.append("collapse depth  \(plan.collapseDepth)" + (plan.collapseDepth > 0 ? " (calls per level: \(plan.collapseCallsPerLevel.map(\.grouped).joined(separator: ", ")))" : ""))
            lines.append("reduce calls    \(plan.reduceCalls)")
        }
        lines.append("total calls     \(plan.totalCalls.grouped) (fewest possible with full chunks: \(plan.minimumCalls.grouped))")
        lines.append("tokens          ≤ \(plan.expectedPromptTokens.grouped) in, ≤ \(plan.expectedResponseTokens.grouped) out")
        var table = TextTable(header: ["level", "stage", "calls", "inputs per call", "response cap"])
        for (index, level) in plan.levels.enumerated() {
            table.rows.append([String(index), level.stage.rawValue, level.calls.grouped, String(level.maximumInputsPerCall), level.outputTokenCap.grouped])
        }
        Output.standard(lines.joined(separator: "\n") + "\n\n" + table.rendered())
        return ExitCode.success
    }
}
