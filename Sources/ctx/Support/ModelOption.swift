import ContextBudget
import Tokenizers

/// `--model SPEC`: which backend answers.
enum ModelOption {
    static let option = OptionSpec.value(
        "model", "SPEC", "Model: extractive (default; weight-free, deterministic).")

    /// The model for `spec`, sized to the budget's context window.
    static func parse(_ arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter) throws -> any LanguageModel {
        let spec = arguments.value("model") ?? "extractive"
        switch spec {
        case "extractive":
            return ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
        default:
            throw CLIError.usage("unknown model '\(spec)': use extractive", command: arguments.commandName)
        }
    }
}
