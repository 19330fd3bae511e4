import ContextBudget
import Foundation
import HTTPModel
import NativeModel
import Tokenizers

/// `--model SPEC`, `--endpoint URL` (repeatable) and `--chat-template NAME`: which backend answers.
struct ModelOptions: OptionGroup {
    /// What `--model` names; a server's URL is checked when the model is made.
    enum Specification: Sendable, Equatable, CustomStringConvertible {
        case extractive
        case gguf(path: String)
        case server(String)

        var isGGUF: Bool { if case .gguf = self { true } else { false } }

        /// As it is written on the command line.
        var description: String {
            switch self {
            case .extractive: "extractive"
            case let .gguf(path): "gguf:\(path)"
            case let .server(url): url
            }
        }

        static func parsing(_ text: String) throws -> Specification {
            let lowered = text.lowercased()
            if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .server(text) }
            if text == "extractive" { return .extractive }
            if text.hasPrefix("gguf:") { return .gguf(path: String(text.dropFirst("gguf:".count))) }
            throw OptionValueError("unknown model '\(text)': use extractive, gguf:PATH or http://HOST:PORT")
        }
    }

    @Option(.parsed(
        "model", "SPEC",
        "Model: extractive (default; weight-free, deterministic), gguf:PATH (a local GGUF model run in-process), or http://HOST:PORT[/v1][#MODEL] for an OpenAI-compatible server (llama.cpp, vLLM, Ollama); the API key, if any, is read from $\(ModelOptions.apiKeyVariable).",
        Specification.parsing))
    var specification: Specification?

    /// More servers for `--model http://…`; calls are spread round-robin over all of them.
    @Option(.repeated("endpoint", "URL", "Another OpenAI-compatible server to spread calls over (with --model http://…)."))
    var endpoints: [String]

    let chatTemplate = ChatTemplateOptions()

    /// The environment variable holding the bearer token for HTTP servers. Never printed.
    static let apiKeyVariable = "CONTEXTBUDGET_API_KEY"

    /// The model the options describe, sized to the budget's context window.
    /// - Throws: `CLIError.usage` for options that do not go together or a bad server URL,
    ///   `CLIError.failure` for a GGUF file that is missing or cannot be loaded.
    /// - Parameter basePrompting: how a GGUF file without a chat template is prompted (`ctx chat`
    ///   frames a base model's conversation as a plain-text dialogue).
    func languageModel(budget: TokenBudget, counter: any TokenCounter, basePrompting: BasePrompting = .familyTemplate) throws -> any LanguageModel {
        try checkCombination()
        switch specification ?? .extractive {
        case let .server(url):
            return try Self.httpModel(url, endpoints: endpoints, budget: budget, counter: counter)
        case .extractive:
            return ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
        case let .gguf(path):
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.failure("no model at \(path): check the path, or fetch one with Scripts/fetching/fetch-smollm2.sh (instruct) or Scripts/fetching/fetch-gemma.sh (base)")
            }
            return try NativeLanguageModel(
                url: URL(fileURLWithPath: path), contextSize: budget.contextSize, chatTemplate: chatTemplate.template, basePrompting: basePrompting)
        }
    }

    /// The model the options describe with the counter `tokenizer` names, which it is given.
    /// - Throws: as `TokenizerOptions.counter()` and `languageModel(budget:counter:basePrompting:)`.
    func languageModel(budget: TokenBudget, tokenizer: TokenizerOptions, basePrompting: BasePrompting = .familyTemplate) throws -> ChosenModel {
        let counter = try tokenizer.counter()
        let model = try languageModel(budget: budget, counter: counter, basePrompting: basePrompting)
        return ChosenModel(model: model, counter: counter, counterIsChosen: tokenizer.choice != nil)
    }

    /// `--chat-template` only with a GGUF file, `--endpoint` only with a server.
    /// - Throws: `CLIError.usage` naming the options that do not go together.
    func checkCombination() throws {
        let specification = specification ?? .extractive
        if chatTemplate.template != nil, !specification.isGGUF {
            throw CLIError.usage("--chat-template applies to --model gguf:PATH only (got --model \(specification))")
        }
        if case .server = specification {} else if !endpoints.isEmpty {
            throw CLIError.usage("--endpoint needs --model http://HOST:PORT (got --model \(specification))")
        }
    }

    /// An `OpenAICompatibleModel` over `spec` and the `--endpoint`s (`OpenAICompatibleConfiguration(servers:)`
    /// reads a `#MODEL` fragment as the served model's name). The budget's context size is the configured context.
    static func httpModel(
        _ spec: String, endpoints: [String], budget: TokenBudget, counter: any TokenCounter,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OpenAICompatibleModel {
        do {
            var configuration = try OpenAICompatibleConfiguration(servers: [spec] + endpoints)
            configuration.apiKey = environment[apiKeyVariable].flatMap { $0.isEmpty ? nil : APIKey($0) }
            configuration.contextSize = budget.contextSize
            configuration.tokenCounter = counter.isExact ? counter : nil
            return try OpenAICompatibleModel(configuration: configuration)
        } catch let error as HTTPModelError {
            throw CLIError.usage(error.description)
        }
    }

    /// The stderr note for a native model whose file's template ignores tools (SmolLM2's), so the
    /// tools go out in its family's hand-written format; nil for every other model.
    static func toolHandOffNote(for model: any LanguageModel) -> String? {
        guard let native = model as? NativeLanguageModel, let handOff = (native.chatTemplate as? FileChatTemplate)?.toolHandOff else { return nil }
        return "note: \(native.identifier): \(handOff)."
    }

    /// The stderr note for a native base model prompted as a plain-text dialogue, or nil when the
    /// model is not one (an instruct model, a server, the extractive default, a template given).
    /// - Parameter alternatives: what the command offers instead (`--raw`, `--chat-template`).
    static func basePromptingNote(for model: any LanguageModel, alternatives: String) -> String? {
        // The dialogue is only ever chosen for a base model (NativeLanguageModel's init).
        guard let native = model as? NativeLanguageModel, native.chatTemplate is PlainDialogueTemplate else { return nil }
        return "note: \(native.identifier) is a base model (\(native.identity.evidence)); it continues text, so the "
            + "conversation is written as a plain-text dialogue (User: … / Assistant:) for it to continue. " + alternatives
    }

    /// The stderr note for a summarizer that sends a base model plain text to continue (its
    /// recipe's completion layout, `CompletionPromptedModel`), or nil for any other model.
    static func completionPromptingNote(for summarizer: Summarizer) -> String? {
        guard let completing = summarizer.model as? CompletionPromptedModel else { return nil }
        let evidence = (completing.base as? NativeLanguageModel).map { " (\($0.identity.evidence))" } ?? ""
        return "note: \(completing.base.identifier) is a base model\(evidence); it continues text, so summaries are prompted as "
            + "plain text ending with a cue (TL;DR:), not as chat turns. Use --chat-template NAME for a chat format."
    }
}
