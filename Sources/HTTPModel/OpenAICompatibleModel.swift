import ContextBudget
import Foundation
import Tokenizers

/// A model behind any server that speaks OpenAI's `/v1/chat/completions`: llama.cpp's
/// `llama-server`, vLLM, Ollama, hosted APIs. The way out when one machine is not enough.
///
/// One HTTP client per model (HTTP/1.1 over sockets for `http://` on Linux, URLSession for
/// `https://`; see `HTTPClientChoice`); calls are spread round-robin over `baseURLs`, retried with
/// exponential backoff and jitter on 429, 5xx and connection failures (honouring `Retry-After`),
/// and at most `maximumConcurrentRequests` are in flight. Overflow errors from the server come
/// back as `GenerationError.exceededContextWindowSize`, never as a truncated answer. It calls
/// tools too (`ToolCallingLanguageModel`: OpenAI `tools`, `tool_choice` and `tool_calls`).
///
/// ```swift
/// let model = try await OpenAICompatibleModel.connect(
///     configuration: .init(baseURLs: [URL(string: "http://127.0.0.1:8080")!]))
/// let answer = try await model.generate(Transcript(prompt: "Hello"), options: .init())
/// ```
public struct OpenAICompatibleModel: LanguageModel, SchemaConstrainingLanguageModel {
    public let contextSize: Int
    let client: ChatClient

    /// A model whose context size is configured; makes no request.
    /// - Throws: `HTTPModelError` for an invalid configuration, or `.contextSizeUnknown` when
    ///   `configuration.contextSize` is `nil` (use `connect(configuration:)` to discover it).
    public init(configuration: OpenAICompatibleConfiguration) throws {
        let configuration = try configuration.validated()
        guard let contextSize = configuration.contextSize else {
            throw HTTPModelError.contextSizeUnknown(endpoints: configuration.baseURLs.map(\.absoluteString))
        }
        self.contextSize = contextSize
        client = ChatClient(configuration: configuration)
    }

    /// A model whose context size is the configured one, or else the smallest any endpoint reports
    /// (llama.cpp: `GET /props`; vLLM and others: `max_model_len` or `context_length` in `/v1/models`).
    /// - Throws: `HTTPModelError.contextSizeUnknown` when it is neither configured nor reported.
    public static func connect(configuration: OpenAICompatibleConfiguration) async throws -> OpenAICompatibleModel {
        var configuration = try configuration.validated()
        if configuration.contextSize == nil {
            let probe = ChatClient(configuration: configuration)
            guard let discovered = await ServerDiscovery.contextSize(using: probe) else {
                throw HTTPModelError.contextSizeUnknown(endpoints: configuration.baseURLs.map(\.absoluteString))
            }
            configuration.contextSize = discovered
        }
        return try OpenAICompatibleModel(configuration: configuration)
    }

    /// `openai-compatible:MODEL@HOST:PORT`, with `+N` for N more endpoints.
    public var identifier: String {
        let first = client.configuration.baseURLs[0]
        let host = (first.host ?? "?") + (first.port.map { ":\($0)" } ?? "")
        let more = client.configuration.baseURLs.count > 1 ? "+\(client.configuration.baseURLs.count - 1)" : ""
        return "openai-compatible:\(client.configuration.modelName ?? "default")@\(host)\(more)"
    }

    /// The settings this model was built with (the API key stays redacted when printed).
    public var configuration: OpenAICompatibleConfiguration { client.configuration }

    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        let answer = try await complete(transcript, options: options, toolChoice: nil)
        // A server that called tools anyway (no `tool_choice` is sent here, so the server's
        // default `auto` applies) answers with the calls as text.
        if !answer.toolCalls.isEmpty, answer.text.isEmpty { return answer.toolCalls.renderedAsText }
        return answer.text
    }

    public func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let outcome = try await stream(transcript, options: options, toolChoice: nil) { continuation.yield($0) }
                    if !outcome.toolCalls.isEmpty, !outcome.yieldedText { continuation.yield(outcome.toolCalls.renderedAsText) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One non-streamed completion, retried and failed over: its text and its tool calls.
    /// - Parameter toolChoice: sent as `tool_choice` when the transcript has tools; `nil` sends none.
    func complete(
        _ transcript: Transcript, options: GenerationOptions, toolChoice: ToolChoice?
    ) async throws -> (text: String, toolCalls: [ToolCall]) {
        try Task.checkCancellation()
        let modelName = await ServerDiscovery.modelName(using: client)
        let body = ChatCompletionRequest.body(
            for: transcript, options: options, modelName: modelName, stream: false, toolChoice: toolChoice,
            parallelToolCalls: client.configuration.parallelToolCalls,
            additionalFields: client.configuration.additionalBodyFields)
        let client = self.client
        let contextSize = self.contextSize
        let completion = try await client.withRetries { endpoint in
            let response = try await client.perform(client.request(endpoint, path: "v1/chat/completions", json: body))
            guard response.isSuccess else { throw client.failure(for: response, contextSize: contextSize) }
            let decoded: ChatCompletionResponse
            do {
                decoded = try ChatCompletionResponse.decode(response.body)
            } catch {
                let start = String(decoding: response.body.prefix(200), as: UTF8.self)
                throw GenerationError.invalidResponse("the server's answer is not a chat completion: \(start)")
            }
            guard let choice = decoded.choices.first else {
                throw GenerationError.invalidResponse("the server's answer has no choices")
            }
            var calls = ToolCallAssembler()
            calls.addWhole(choice.message?.toolCalls ?? [])
            return (choice.message?.content ?? "", calls, choice.finishReason, decoded.usage?.promptTokens)
        }
        let (text, assembler, finishReason, promptTokens) = completion
        let toolCalls = try assembler.calls(requestText: body.compactText)
        if finishReason == "length", text.isEmpty, toolCalls.isEmpty {
            throw Self.silentTruncation(maximumResponseTokens: options.maximumResponseTokens)
        }
        if let promptTokens {
            try await checkNotTruncated(transcript, promptTokens: promptTokens)
            await calibrate(transcript, promptTokens: promptTokens)
        }
        return (text, toolCalls)
    }

    /// One streamed completion, retried and failed over while no text has been handed to
    /// `onText`: text pieces go to `onText` as they arrive, the tool calls come back whole.
    func stream(
        _ transcript: Transcript, options: GenerationOptions, toolChoice: ToolChoice?,
        onText: @escaping @Sendable (String) -> Void
    ) async throws -> (toolCalls: [ToolCall], yieldedText: Bool) {
        let client = self.client
        let contextSize = self.contextSize
        let modelName = await ServerDiscovery.modelName(using: client)
        let body = ChatCompletionRequest.body(
            for: transcript, options: options, modelName: modelName, stream: true, toolChoice: toolChoice,
            parallelToolCalls: client.configuration.parallelToolCalls,
            additionalFields: client.configuration.additionalBodyFields)
        let outcome = try await client.withRetries { endpoint in
            try await ChatStream.run(
                client: client, endpoint: endpoint, body: body, contextSize: contextSize,
                maximumResponseTokens: options.maximumResponseTokens, yield: onText)
        }
        if let promptTokens = outcome.promptTokens { try await checkNotTruncated(transcript, promptTokens: promptTokens) }
        return (outcome.toolCalls, outcome.yieldedText)
    }

    /// Throws when the server reports far fewer prompt tokens than the transcript can possibly
    /// cost: some servers (llama.cpp among them) cut an oversized prompt down silently and answer
    /// anyway. No vocabulary spends more than 64 bytes of text per token, so fewer tokens than
    /// bytes / 64 means text was dropped. The error is the overflow, with our count as `needed`.
    func checkNotTruncated(_ transcript: Transcript, promptTokens: Int) async throws {
        let contentBytes = transcript.chatMessages.reduce(0) { $0 + $1.content.utf8.count }
        guard promptTokens * 64 < contentBytes else { return }
        let needed = (try? await tokenCount(for: transcript)) ?? contentBytes / 64
        if needed > contextSize {
            throw GenerationError.exceededContextWindowSize(needed: needed, available: contextSize)
        }
        throw GenerationError.invalidResponse(
            "the server reports \(promptTokens) prompt tokens for \(contentBytes) bytes of text: it truncated the prompt silently; trim the input")
    }

    /// The error for `finish_reason: "length"` with nothing written.
    static func silentTruncation(maximumResponseTokens: Int?) -> GenerationError {
        .invalidResponse(
            "the server stopped at its length limit before writing anything (finish_reason \"length\", empty answer"
                + (maximumResponseTokens.map { ", max_tokens \($0)" } ?? "")
                + "): the prompt probably filled the server's context window and was silently truncated; trim the input or raise the server's context size")
    }
}
