import ContextBudget
import Tokenizers

/// `ctx plan FILE`: does it fit, by how much, and what a summary of it would cost.
struct PlanCommand: Command {
    static let spec = CommandSpec(
        name: "plan",
        abstract: "Say whether a document fits a budget and plan its summary, without calling a model.",
        discussion: "Measures the document with the model's own count (instructions and chat template included) and prints: fits or not, by how much, the chunk size, map calls, collapse depth and tokens in and out of a map-reduce summary.",
        arguments: [ArgumentSpec(name: "FILE", help: "UTF-8 text file to plan for.")],
        options: BudgetOption.options + [TokenizerOption.option, ModelOption.option, .flag("json", "Print the plan as JSON.")],
        examples: ["ctx plan Corpora/en/kjv-genesis.txt --budget 4k", "ctx plan Corpora/en/kjv-mark.txt --budget 32k --json"])

    let path: String
    let budget: TokenBudget
    let counter: any TokenCounter
    let model: any LanguageModel
    let json: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        budget = try BudgetOption.parse(arguments)
        counter = try TokenizerOption.parse(arguments)
        model = try ModelOption.parse(arguments, budget: budget, counter: counter)
        json = arguments.flag("json")
    }

    func run() async throws -> Int32 {
        let document = try InputDocument.read(path)
        let summarizer = try Summarizer(model: model, budget: budget, counter: counter)
        let plan = try await summarizer.plan(document.text)
        if json {
            Output.standard(try JSONOutput.render(plan))
            return ExitCode.success
        }
        var lines = [
            "document        \(path): \(plan.documentTokens.grouped) tokens (\(counter.name))",
            "budget          \(budget)",
        ]
        if plan.fitsInOneCall {
            lines.append("fits            yes, in one call of \(plan.singleCallTokens.grouped) tokens (\(plan.headroom.grouped) to spare)")
        } else {
            lines.append("fits            no: one call would need \(plan.singleCallTokens.grouped) tokens, \(plan.overflow.grouped) over the \(plan.promptCapacity.grouped) available")
            lines.append("chunks          \(plan.mapCalls.grouped) of at most \(plan.chunkTokenLimit.grouped) tokens")
            lines.append("map calls       \(plan.mapCalls.grouped)")
            lines.append("collapse depth  \(plan.collapseDepth)" + (plan.collapseDepth > 0 ? " (calls per level: \(plan.collapseCallsPerLevel.map(\.grouped).joined(separator: ", ")))" : ""))
            lines.append("reduce calls    \(plan.reduceCalls)")
        }
        lines.append("total calls     \(plan.totalCalls.grouped)")
        lines.append("tokens          ≤ \(plan.expectedPromptTokens.grouped) in, ≤ \(plan.expectedResponseTokens.grouped) out (\(plan.responseTokensPerCall.grouped) per call)")
        Output.standard(lines.joined(separator: "\n") + "\n")
        return ExitCode.success
    }
}
