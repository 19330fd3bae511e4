import Tokenizers

/// `--tokenizer SPEC`: which token counter a command uses.
enum TokenizerOption {
    static let option = OptionSpec.value(
        "tokenizer", "SPEC", "How to count tokens: estimate (default, conservative).")

    static func parse(_ arguments: ParsedArguments) throws -> any TokenCounter {
        let spec = arguments.value("tokenizer") ?? "estimate"
        switch spec {
        case "estimate": return TokenEstimator()
        default:
            throw CLIError.usage(TokenizerError.invalidSpecification(spec).description, command: arguments.commandName)
        }
    }
}
