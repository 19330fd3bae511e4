import ContextBudget
import Foundation
import HTTPModel
import NativeModel
import Tokenizers

/// `--model SPEC` (and `--endpoint URL`, repeatable): which backend answers.
enum ModelOption {
    static let option = OptionSpec.value(
        "model", "SPEC",
        "Model: extractive (default; weight-free, deterministic), gguf:PATH (a local GGUF model run in-process), or http://HOST:PORT[/v1][#MODEL] for an OpenAI-compatible server (llama.cpp, vLLM, Ollama); the API key, if any, is read from $\(apiKeyVariable).")

    /// More servers for `--model http://…`; calls are spread round-robin over all of them.
    static let endpointOption = OptionSpec.value(
        "endpoint", "URL", "Another OpenAI-compatible server to spread calls over (with --model http://…).", repeatable: true)

    /// The options of commands that call a model.
    static let options = [option, endpointOption, ChatTemplateOption.option]

    /// The environment variable holding the bearer token for HTTP servers. Never printed.
    static let apiKeyVariable = "CONTEXTBUDGET_API_KEY"

    /// The model for `spec`, sized to the budget's context window.
    static func parse(_ arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter) throws -> any LanguageModel {
        let spec = arguments.value("model") ?? "extractive"
        let endpoints = arguments.allValues("endpoint")
        let lowered = spec.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return try httpModel(spec, endpoints: endpoints, arguments: arguments, budget: budget, counter: counter)
        }
        if arguments.value("chat-template") != nil, !spec.hasPrefix("gguf:") {
            throw CLIError.usage("--chat-template applies to --model gguf:PATH only (got --model \(spec))", command: arguments.commandName)
        }
        guard endpoints.isEmpty else {
            throw CLIError.usage("--endpoint needs --model http://HOST:PORT (got --model \(spec))", command: arguments.commandName)
        }
        switch spec {
        case "extractive":
            return ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
        case let gguf where gguf.hasPrefix("gguf:"):
            let path = String(gguf.dropFirst("gguf:".count))
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.failure("no model at \(path): check the path or run Scripts/fetch-gemma.sh")
            }
            return try NativeLanguageModel(
                url: URL(fileURLWithPath: path), contextSize: budget.contextSize, chatTemplate: ChatTemplateOption.parse(arguments))
        default:
            throw CLIError.usage("unknown model '\(spec)': use extractive, gguf:PATH or http://HOST:PORT", command: arguments.commandName)
        }
    }

    /// An `OpenAICompatibleModel` over `spec` and the `--endpoint`s. The budget's context size is
    /// the configured context; a URL fragment names the served model (`http://h:8000/v1#Qwen2.5-7B`).
    static func httpModel(
        _ spec: String, endpoints: [String], arguments: ParsedArguments, budget: TokenBudget, counter: any TokenCounter,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OpenAICompatibleModel {
        var modelName: String?
        var texts: [String] = []
        for text in [spec] + endpoints {
            var url = text
            if let hash = text.firstIndex(of: "#") {
                let name = String(text[text.index(after: hash)...])
                if !name.isEmpty { modelName = modelName ?? name }
                url = String(text[..<hash])
            }
            texts.append(url)
        }
        do {
            let apiKey = environment[apiKeyVariable].flatMap { $0.isEmpty ? nil : APIKey($0) }
            let configuration = OpenAICompatibleConfiguration(
                baseURLs: try OpenAICompatibleConfiguration.parseBaseURLs(texts), modelName: modelName, apiKey: apiKey,
                contextSize: budget.contextSize, tokenCounter: counter.isExact ? counter : nil)
            return try OpenAICompatibleModel(configuration: configuration)
        } catch let error as HTTPModelError {
            throw CLIError.usage(error.description, command: arguments.commandName)
        }
    }
}
