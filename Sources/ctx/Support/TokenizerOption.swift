import Tokenizers

/// `--tokenizer SPEC`: which token counter a command uses.
enum TokenizerOption {
    static let option = OptionSpec.value(
        "tokenizer", "SPEC",
        "How to count tokens: estimate (default, conservative), gemma (the fetched Gemma 3 GGUF), gguf:PATH, json:PATH (tokenizer.json) or tiktoken:PATH.")

    /// The specification given (default `estimate`).
    /// - Throws: `CLIError.usage` for a specification that cannot be parsed.
    static func specification(_ arguments: ParsedArguments, default fallback: String = "estimate") throws -> TokenizerSpecification {
        let text = arguments.value("tokenizer") ?? fallback
        do { return try TokenizerSpecification(parsing: text) } catch {
            throw CLIError.usage(String(describing: error), command: arguments.commandName)
        }
    }

    /// The counter for `--tokenizer`.
    /// - Throws: `CLIError.usage` for a bad specification, `CLIError.failure` for a file that cannot be loaded.
    static func parse(_ arguments: ParsedArguments) throws -> any TokenCounter {
        let specification = try specification(arguments)
        do { return try specification.loadCounter() } catch {
            throw CLIError.failure(String(describing: error))
        }
    }

    /// An exact tokenizer for `--tokenizer` (required: `estimate` has no ids).
    /// - Throws: `CLIError.usage` for a missing or bad specification, `CLIError.failure` for a file that cannot be loaded.
    static func parseTokenizer(_ arguments: ParsedArguments) throws -> any Tokenizer {
        guard arguments.value("tokenizer") != nil else {
            throw CLIError.usage("--tokenizer is required (gemma, gguf:PATH, json:PATH or tiktoken:PATH)", command: arguments.commandName)
        }
        let specification = try specification(arguments)
        if specification == .estimate {
            throw CLIError.usage("--tokenizer estimate has no token ids; pass gemma, gguf:PATH, json:PATH or tiktoken:PATH", command: arguments.commandName)
        }
        do { return try specification.loadTokenizer() } catch {
            throw CLIError.failure(String(describing: error))
        }
    }
}
