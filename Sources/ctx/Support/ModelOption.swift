import ContextBudget
import Foundation
import NativeModel
import Tokenizers

/// `--model SPEC`: which backend answers.
enum ModelOption {
    static let option = OptionSpec.value(
        "model", "SPEC", "Model: extractive (default; weight-free, deterministic) or gguf:PATH (a local GGUF model run in-process).")

    /// The model for `spec`, sized to the budget's context window.
    static func parse(_ arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter) throws -> any LanguageModel {
        let spec = arguments.value("model") ?? "extractive"
        switch spec {
        case "extractive":
            return ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
        case let gguf where gguf.hasPrefix("gguf:"):
            let path = String(gguf.dropFirst("gguf:".count))
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.failure("no model at \(path): check the path or run Scripts/fetch-gemma.sh")
            }
            return try NativeLanguageModel(url: URL(fileURLWithPath: path), contextSize: budget.contextSize)
        default:
            throw CLIError.usage("unknown model '\(spec)': use extractive or gguf:PATH", command: arguments.commandName)
        }
    }
}
