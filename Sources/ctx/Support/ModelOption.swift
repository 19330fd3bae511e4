import ContextBudget
import Foundation
import HTTPModel
import NativeModel
import Tokenizers

/// `--model SPEC` (and `--endpoint URL`, repeatable): which backend answers.
enum ModelOption {
    /// What `--model` names; a server's URL is checked when the model is made.
    enum Specification: Sendable, Equatable {
        case extractive
        case gguf(path: String)
        case server(String)

        var isGGUF: Bool { if case .gguf = self { true } else { false } }
    }

    static let model = TypedOption.parsed(
        "model", "SPEC",
        "Model: extractive (default; weight-free, deterministic), gguf:PATH (a local GGUF model run in-process), or http://HOST:PORT[/v1][#MODEL] for an OpenAI-compatible server (llama.cpp, vLLM, Ollama); the API key, if any, is read from $\(apiKeyVariable)."
    ) { text -> Specification in
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .server(text) }
        if text == "extractive" { return .extractive }
        if text.hasPrefix("gguf:") { return .gguf(path: String(text.dropFirst("gguf:".count))) }
        throw OptionValueError("unknown model '\(text)': use extractive, gguf:PATH or http://HOST:PORT")
    }

    /// More servers for `--model http://…`; calls are spread round-robin over all of them.
    static let endpoint = TypedOption.repeated(
        "endpoint", "URL", "Another OpenAI-compatible server to spread calls over (with --model http://…).")

    static var option: OptionSpec { model.spec }
    static var endpointOption: OptionSpec { endpoint.spec }

    /// The options of commands that call a model.
    static var options: [OptionSpec] { [model.spec, endpoint.spec, ChatTemplateOption.option] }

    /// The environment variable holding the bearer token for HTTP servers. Never printed.
    static let apiKeyVariable = "CONTEXTBUDGET_API_KEY"

    /// The model `--model`, `--endpoint` and `--chat-template` describe, sized to the budget's context window.
    /// - Throws: `CLIError.usage` for options that do not go together or a bad server URL,
    ///   `CLIError.failure` for a GGUF file that is missing or cannot be loaded.
    /// - Parameter basePrompting: how a GGUF file without a chat template is prompted (`ctx chat`
    ///   frames a base model's conversation as a plain-text dialogue).
    static func parse(
        _ arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter, basePrompting: BasePrompting = .familyTemplate
    ) throws -> any LanguageModel {
        let specification = try model.read(arguments) ?? .extractive
        let endpoints = try endpoint.read(arguments)
        let chatTemplate = try ChatTemplateOption.parse(arguments)
        let given = arguments.value(model.spec.name) ?? "extractive"
        if chatTemplate != nil, !specification.isGGUF {
            throw CLIError.usage("--chat-template applies to --model gguf:PATH only (got --model \(given))", command: arguments.commandName)
        }
        switch specification {
        case let .server(url):
            return try httpModel(url, endpoints: endpoints, arguments: arguments, budget: budget, counter: counter)
        case _ where !endpoints.isEmpty:
            throw CLIError.usage("--endpoint needs --model http://HOST:PORT (got --model \(given))", command: arguments.commandName)
        case .extractive:
            return ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
        case let .gguf(path):
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.failure("no model at \(path): check the path or run Scripts/fetch-gemma.sh")
            }
            return try NativeLanguageModel(
                url: URL(fileURLWithPath: path), contextSize: budget.contextSize, chatTemplate: chatTemplate, basePrompting: basePrompting)
        }
    }

    /// An `OpenAICompatibleModel` over `spec` and the `--endpoint`s (`OpenAICompatibleConfiguration(servers:)`
    /// reads a `#MODEL` fragment as the served model's name). The budget's context size is the configured context.
    static func httpModel(
        _ spec: String, endpoints: [String], arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OpenAICompatibleModel {
        do {
            var configuration = try OpenAICompatibleConfiguration(servers: [spec] + endpoints)
            configuration.apiKey = environment[apiKeyVariable].flatMap { $0.isEmpty ? nil : APIKey($0) }
            configuration.contextSize = budget.contextSize
            configuration.tokenCounter = counter.isExact ? counter : nil
            return try OpenAICompatibleModel(configuration: configuration)
        } catch let error as HTTPModelError {
            throw CLIError.usage(error.description, command: arguments.commandName)
        }
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
}
