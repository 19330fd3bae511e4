import Foundation
import NativeModel
import Tokenizers

/// `--tokenizer SPEC`: which token counter a command uses.
enum TokenizerOption {
    /// What `--tokenizer` names: the library's specification, and whether it was the word `gemma`
    /// (the fetched Gemma 3 file), whose absence the CLI explains with the script that fetches it.
    struct Choice: Sendable, Equatable {
        var specification: TokenizerSpecification
        var isFetchedGemma = false
    }

    static let tokenizer = TypedOption.parsed(
        "tokenizer", "SPEC",
        "How to count tokens: estimate (default, conservative), gemma (the fetched Gemma 3 GGUF), gguf:PATH, json:PATH (tokenizer.json) or tiktoken:PATH.",
        TokenizerOption.choice(parsing:))

    static var option: OptionSpec { tokenizer.spec }

    /// `gemma` is the Gemma 3 270M file where `ModelLocator` finds it; the rest is the library's syntax.
    static func choice(parsing text: String) throws -> Choice {
        if text == "gemma" { return Choice(specification: .gguf(path: ModelLocator.gemma3_270m().path), isFetchedGemma: true) }
        do { return Choice(specification: try TokenizerSpecification(parsing: text)) } catch {
            throw OptionValueError("unknown tokenizer '\(text)': use estimate, gemma, gguf:PATH, json:PATH or tiktoken:PATH")
        }
    }

    /// The counter for `--tokenizer` (the estimate when absent).
    /// - Throws: `CLIError.usage` for a bad specification, `CLIError.failure` for a file that cannot be loaded.
    static func parse(_ arguments: ParsedArguments) throws -> any TokenCounter {
        let choice = try tokenizer.read(arguments) ?? Choice(specification: .estimate)
        return try load(choice) { try $0.loadCounter() }
    }

    /// An exact tokenizer for `--tokenizer` (required: `estimate` has no ids).
    /// - Throws: `CLIError.usage` for a missing or bad specification, `CLIError.failure` for a file that cannot be loaded.
    static func parseTokenizer(_ arguments: ParsedArguments) throws -> any Tokenizer {
        guard let choice = try tokenizer.read(arguments) else {
            throw CLIError.usage("--tokenizer is required (gemma, gguf:PATH, json:PATH or tiktoken:PATH)", command: arguments.commandName)
        }
        if choice.specification == .estimate {
            throw CLIError.usage("--tokenizer estimate has no token ids; pass gemma, gguf:PATH, json:PATH or tiktoken:PATH", command: arguments.commandName)
        }
        return try load(choice) { try $0.loadTokenizer() }
    }

    /// Loads what `choice` names; a missing Gemma file gets the hint to fetch it.
    private static func load<Loaded>(_ choice: Choice, _ body: (TokenizerSpecification) throws -> Loaded) throws -> Loaded {
        do { return try body(choice.specification) } catch {
            if choice.isFetchedGemma, case let .gguf(path) = choice.specification, !FileManager.default.fileExists(atPath: path) {
                throw CLIError.failure("\(error): run Scripts/fetch-gemma.sh, or set CONTEXTBUDGET_GEMMA_GGUF")
            }
            throw CLIError.failure(String(describing: error))
        }
    }
}
