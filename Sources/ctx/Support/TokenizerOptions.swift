import Foundation
import NativeModel
import Tokenizers

/// `--tokenizer SPEC`: which token counter a command uses.
struct TokenizerOptions: OptionGroup {
    /// What `--tokenizer` names: the library's specification, and whether it was the word `gemma`
    /// (the fetched Gemma 3 file), whose absence the CLI explains with the script that fetches it.
    struct Choice: Sendable, Equatable {
        var specification: TokenizerSpecification
        var isFetchedGemma = false
    }

    @Option(.parsed(
        "tokenizer", "SPEC",
        "How to count tokens: estimate (default, conservative), gemma (the fetched Gemma 3 GGUF), gguf:PATH, json:PATH (tokenizer.json) or tiktoken:PATH.",
        TokenizerOptions.choice(parsing:)))
    var choice: Choice?

    /// `gemma` is the Gemma 3 270M file where `ModelLocator` finds it; the rest is the library's syntax.
    static func choice(parsing text: String) throws -> Choice {
        if text == "gemma" { return Choice(specification: .gguf(path: ModelLocator.gemma3_270m().path), isFetchedGemma: true) }
        do { return Choice(specification: try TokenizerSpecification(parsing: text)) } catch {
            throw OptionValueError("unknown tokenizer '\(text)': use estimate, gemma, gguf:PATH, json:PATH or tiktoken:PATH")
        }
    }

    /// The counter `--tokenizer` names (the estimate when absent).
    /// - Throws: `CLIError.failure` for a file that cannot be loaded.
    func counter() throws -> any TokenCounter {
        try Self.load(choice ?? Choice(specification: .estimate)) { try $0.loadCounter() }
    }

    /// The exact tokenizer `--tokenizer` names (required: `estimate` has no ids).
    /// - Throws: `CLIError.usage` for a missing or estimated specification, `CLIError.failure` for a file that cannot be loaded.
    func tokenizer() throws -> any Tokenizer {
        guard let choice else {
            throw CLIError.usage("--tokenizer is required (gemma, gguf:PATH, json:PATH or tiktoken:PATH)")
        }
        if choice.specification == .estimate {
            throw CLIError.usage("--tokenizer estimate has no token ids; pass gemma, gguf:PATH, json:PATH or tiktoken:PATH")
        }
        return try Self.load(choice) { try $0.loadTokenizer() }
    }

    /// Loads what `choice` names; a missing Gemma file gets the hint to fetch it.
    private static func load<Loaded>(_ choice: Choice, _ body: (TokenizerSpecification) throws -> Loaded) throws -> Loaded {
        do { return try body(choice.specification) } catch {
            if choice.isFetchedGemma, case let .gguf(path) = choice.specification, !FileManager.default.fileExists(atPath: path) {
                throw CLIError.failure("\(error): run Scripts/fetching/fetch-gemma.sh, or set CONTEXTBUDGET_GEMMA_GGUF")
            }
            throw CLIError.failure(String(describing: error))
        }
    }
}
