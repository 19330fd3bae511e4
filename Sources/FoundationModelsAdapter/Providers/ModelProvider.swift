// Our engines as FoundationModels 27 model providers: `LanguageModelSession(model:)` over any
// `ContextBudget.LanguageModel` — the native Gemma engine, an OpenAI-compatible server, the
// extractive model. Generic over the backend, so this module depends on neither NativeModel nor
// HTTPModel: `ModelProvider(NativeLanguageModel(...))` in an app that links both.
#if !canImport(FoundationModels) || compiler(>=6.4)
import ContextBudget
import Foundation
import Tokenizers
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// One of our models as a FoundationModels `LanguageModel` (27.0+).
///
///     let session = LanguageModelSession(model: ModelProvider(try NativeLanguageModel(path: gguf)))
///     let answer = try await session.respond(to: "Summarize …")
///
/// It declares the capabilities its backend really has, and the framework refuses the others
/// itself ("the system will automatically throw an error instead of invoking" the executor):
/// tool calling when the backend is a `ToolCallingLanguageModel` (the session's enabled tools go
/// to it as our `ToolDefinition`s, its calls come back as tool-call events); guided generation
/// when the backend honours `GenerationOptions.responseSchema`, which it says by being a
/// `SchemaConstrainingLanguageModel` (the native engine constrains decoding to it,
/// OpenAI-compatible servers receive it as `response_format`); never reasoning. A
/// transcript that does not fit, with the response cap, is refused with
/// `LanguageModelError.contextSizeExceeded` carrying our count, never truncated. Consecutive
/// requests of a conversation reuse the backend's KV cache up to where their transcripts
/// diverge (see the executor). Of `request.contextOptions`, `includeSchemaInPrompt == true`
/// writes the schema into the newest prompt as well (it stays a constraint on decoding); the
/// reasoning level is not read, since no backend reasons apart from its answer.
@available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct ModelProvider<Backend: ContextBudget.LanguageModel>: FoundationModelsLanguageModel {
    public typealias Executor = ModelProviderExecutor<Backend>

    /// The model that answers.
    public let backend: Backend
    /// Whether `backend` makes its answers instances of `GenerationOptions.responseSchema`.
    public let honoursResponseSchema: Bool
    private let identity = Identity()

    /// `backend` as a model provider.
    /// - Parameter honoursResponseSchema: whether the backend constrains its answers to
    ///   `GenerationOptions.responseSchema` (`NativeLanguageModel`, `OpenAICompatibleModel` against a
    ///   server that supports `response_format`); the provider then declares guided generation.
    ///   `nil` (the default) asks the backend: true when it is a `SchemaConstrainingLanguageModel`.
    ///   Say `false` for a server known to ignore `response_format`.
    public init(_ backend: Backend, honoursResponseSchema: Bool? = nil) {
        self.backend = backend
        self.honoursResponseSchema = honoursResponseSchema ?? (backend is any SchemaConstrainingLanguageModel)
    }

    /// Tool calling for a tool-calling backend, guided generation when the backend honours
    /// schemas (see the type's documentation).
    public var capabilities: LanguageModelCapabilities {
        var capabilities: [LanguageModelCapabilities.Capability] = []
        if backend is any ToolCallingLanguageModel { capabilities.append(.toolCalling) }
        if honoursResponseSchema { capabilities.append(.guidedGeneration) }
        return LanguageModelCapabilities(capabilities)
    }

    /// The backend, for the framework to build the executor from.
    public var executorConfiguration: ModelProviderExecutor<Backend>.Configuration {
        .init(backend: backend, honoursResponseSchema: honoursResponseSchema, identity: identity)
    }

    /// Gives configurations of the same provider equal hashes (backends are not `Hashable`).
    final class Identity: Sendable {}
}

/// The executor of a `ModelProvider`: converts the request, checks the budget, streams the
/// backend's text into the channel and reports usage (27.0+).
@available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct ModelProviderExecutor<Backend: ContextBudget.LanguageModel>: LanguageModelExecutor {
    public typealias Model = ModelProvider<Backend>

    /// The backend of one provider; equal when it is the same provider.
    public struct Configuration: Hashable, Sendable {
        let backend: Backend
        let honoursResponseSchema: Bool
        let identity: ModelProvider<Backend>.Identity

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
    }

    /// The backend that answers.
    public let backend: Backend
    /// Whether the backend honours `GenerationOptions.responseSchema`.
    public let honoursResponseSchema: Bool

    public init(configuration: Configuration) throws {
        backend = configuration.backend
        honoursResponseSchema = configuration.honoursResponseSchema
    }

    /// Answers `request`: text appended as the backend streams it, or the backend's tool calls as
    /// tool-call events (each call's id, tool name and JSON arguments, one entry), then the usage.
    /// The request's enabled tools go to a `ToolCallingLanguageModel` as our `ToolDefinition`s
    /// (tool choice `.auto`: the request carries none); its schema goes to the backend as
    /// `GenerationOptions.responseSchema` (the `GenerationSchema`'s JSON Schema form), and into the
    /// newest prompt too when `contextOptions.includeSchemaInPrompt` is true; its sampling
    /// mode, temperature and response cap as `options(_:)` maps them. The backend keeps its own KV
    /// cache (the native engine computes only what follows the longest prefix it holds, as Apple's
    /// executor guidance asks), and a `PromptCachingLanguageModel` says how much of the transcript
    /// that was: the usage's `cachedTokenCount`, 0 for other backends. Our protocol does not return
    /// token ids, so output counts are the text (and arguments) counted again in the backend's
    /// vocabulary (or estimated): a re-count, which can differ by a token or so from what was
    /// generated (the tiny Gemma fixture's 8 generated tokens re-count as 9).
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the transcript and the response
    ///   cap do not fit the backend's context size; `LanguageModelError.unsupportedCapability` for
    ///   tools or a schema the provider does not declare (the framework refuses those before it
    ///   calls the executor; this is the executor's own check); the backend's other errors as they are.
    #if compiler(>=6.2)
    nonisolated(nonsending) public func respond(
        to request: LanguageModelExecutorGenerationRequest, model: ModelProvider<Backend>,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        try await answer(request, into: channel)
    }
    #else
    public func respond(
        to request: LanguageModelExecutorGenerationRequest, model: ModelProvider<Backend>,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        try await answer(request, into: channel)
    }
    #endif

    private func answer(_ request: LanguageModelExecutorGenerationRequest, into channel: LanguageModelExecutorGenerationChannel) async throws {
        let toolCalling = backend as? any ToolCallingLanguageModel
        if !request.enabledToolDefinitions.isEmpty, toolCalling == nil {
            throw Self.unsupported(.toolCalling, "\(backend.identifier) cannot call tools: give the session no tools, or a backend that is a ToolCallingLanguageModel")
        }
        var options = Self.options(request.generationOptions)
        if let schema = request.schema {
            guard honoursResponseSchema else {
                throw Self.unsupported(.guidedGeneration, "\(backend.identifier) does not constrain answers to a schema: create the ModelProvider with honoursResponseSchema: true only for a backend that does")
            }
            options.responseSchema = TranscriptConversion.jsonSchema(of: schema)
        }
        var entries = TranscriptConversion.transcript(from: request.transcript).transcript.entries
        if let schema = options.responseSchema, request.contextOptions.includeSchemaInPrompt == true {
            entries = ResponseSchemaPrompt.entries(entries, describing: schema)
        }
        let transcript = ContextBudget.Transcript(entries: entries, tools: request.enabledToolDefinitions.map(TranscriptConversion.toolDefinition))
        let promptTokens = try await backend.tokenCount(for: transcript)
        let requested = options.maximumResponseTokens ?? 0
        guard promptTokens + requested <= backend.contextSize, promptTokens < backend.contextSize else {
            throw FoundationModelsErrorMapping.frameworkError(for: GenerationError.exceededContextWindowSize(
                needed: promptTokens + requested, available: backend.contextSize))
        }
        // Asked before the request runs: the tokens the backend's cache serves it from.
        let cachedTokens = try await (backend as? any PromptCachingLanguageModel)?.reusablePromptTokenCount(for: transcript) ?? 0
        let entryID = request.id.uuidString
        // Usage counts the whole text and each call's arguments once, as the chat template would
        // carry them (per-piece counts add up to more: BPE counts are not additive).
        var text = ""
        var argumentTokens = 0
        do {
            if let toolCalling, !transcript.tools.isEmpty {
                for try await piece in toolCalling.streamReply(to: transcript, toolChoice: .auto, options: options) {
                    switch piece {
                    case let .text(piece) where !piece.isEmpty:
                        text += piece
                        await channel.send(.response(entryID: entryID, action: .appendText(piece, tokenCount: count(piece))))
                    case let .toolCalls(calls):
                        for (index, call) in calls.enumerated() {
                            // Events are routed by id: a call without one gets one of its own.
                            let id = call.id.isEmpty ? "\(entryID)-call-\(index)" : call.id
                            argumentTokens += count(call.arguments)
                            await channel.send(.toolCalls(action: .toolCall(
                                id: id, name: call.name, action: .appendArguments(call.arguments, tokenCount: count(call.arguments)))))
                        }
                    default:
                        break
                    }
                }
            } else {
                for try await piece in backend.streamResponse(to: transcript, options: options) where !piece.isEmpty {
                    text += piece
                    await channel.send(.response(entryID: entryID, action: .appendText(piece, tokenCount: count(piece))))
                }
            }
        } catch {
            throw FoundationModelsErrorMapping.frameworkError(for: error)
        }
        await channel.send(.response(entryID: entryID, action: .updateUsage(
            input: .init(totalTokenCount: promptTokens, cachedTokenCount: cachedTokens),
            output: .init(totalTokenCount: count(text) + argumentTokens, reasoningTokenCount: 0))))
    }

    /// The framework's options in our terms. The response cap as it is (0 or less: none). The
    /// sampling mode by its 27 `kind`: `greedy` is our greedy decoding, `randomTopK(k, seed:)`
    /// our `.topK(k, seed:)`, `randomProbabilityThreshold(p, seed:)` our `.topP(p, seed:)` (a
    /// nil seed: the backend picks one), each at the request's temperature; no mode (the
    /// system's default) is greedy unless a temperature above 0 asks for sampling, then our
    /// `Sampling.standard`. A temperature of 0 is greedy under any mode, and greedy decoding
    /// carries no temperature: the native engine would sample at one.
    static func options(_ options: FoundationModelsGenerationOptions) -> ContextBudget.GenerationOptions {
        var temperature = options.temperature
        var sampling = Self.sampling(options.samplingMode, temperature: temperature)
        if temperature == 0 { sampling = .greedy }
        if sampling == .greedy { temperature = nil }
        return ContextBudget.GenerationOptions(
            maximumResponseTokens: options.maximumResponseTokens.flatMap { $0 > 0 ? $0 : nil },
            temperature: temperature, sampling: sampling)
    }

    /// Our sampling for a framework sampling mode (see `options(_:)`).
    static func sampling(_ mode: FoundationModelsGenerationOptions.SamplingMode?, temperature: Double?) -> ContextBudget.GenerationOptions.Sampling {
        guard let mode else {
            guard let temperature, temperature > 0 else { return .greedy }
            return .standard(temperature: temperature, seed: UInt64.random(in: .min ... .max))
        }
        switch mode.kind {
        case .greedy: return .greedy
        case let .randomTopK(k, seed): return .topK(k, seed: seed)
        case let .randomProbabilityThreshold(threshold, seed): return .topP(threshold, seed: seed)
        @unknown default: return .standard(temperature: temperature ?? 1, seed: UInt64.random(in: .min ... .max))
        }
    }

    static func unsupported(_ capability: LanguageModelCapabilities.Capability, _ detail: String) -> LanguageModelError {
        .unsupportedCapability(.init(capability: capability, debugDescription: detail))
    }

    /// Tokens of `text` in the backend's vocabulary where it has one, else the estimate.
    private func count(_ text: String) -> Int {
        if let tokenized = backend as? any TokenizedLanguageModel { return tokenized.tokenCounter.count(text) }
        return TokenEstimator().count(text)
    }
}
#endif
