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
/// It declares no capabilities: the executor streams text only, so the framework refuses tool
/// calling, guided generation and reasoning requests itself ("the system will automatically
/// throw an error instead of invoking" the executor). A transcript that does not fit, with the
/// response cap, is refused with `LanguageModelError.contextSizeExceeded` carrying our count,
/// never truncated. Consecutive requests of a conversation reuse the backend's KV cache up to
/// where their transcripts diverge (see the executor). `request.contextOptions` is read for nothing: its reasoning level and
/// schema-in-prompt setting mean nothing to a backend without reasoning or guided generation.
@available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct ModelProvider<Backend: ContextBudget.LanguageModel>: FoundationModelsLanguageModel {
    public typealias Executor = ModelProviderExecutor<Backend>

    /// The model that answers.
    public let backend: Backend
    private let identity = Identity()

    /// `backend` as a model provider.
    public init(_ backend: Backend) {
        self.backend = backend
    }

    /// None: text only (see the type's documentation).
    public var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([]) }

    /// The backend, for the framework to build the executor from.
    public var executorConfiguration: ModelProviderExecutor<Backend>.Configuration {
        .init(backend: backend, identity: identity)
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
        let identity: ModelProvider<Backend>.Identity

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
    }

    /// The backend that answers.
    public let backend: Backend

    public init(configuration: Configuration) throws {
        backend = configuration.backend
    }

    /// Answers `request`: text appended as the backend streams it, then the usage. The backend
    /// keeps its own KV cache (the native engine computes only what follows the longest prefix it
    /// holds, as Apple's executor guidance asks), and a `PromptCachingLanguageModel` says how much
    /// of the transcript that was: the usage's `cachedTokenCount`, 0 for other backends. Our protocol
    /// does not return token ids, so output counts are the text counted again in the backend's
    /// vocabulary (or estimated): a re-count, which can differ by a token or so from what was
    /// generated (the tiny Gemma fixture's 8 generated tokens re-count as 9).
    /// - Throws: `LanguageModelError.contextSizeExceeded` when the transcript and the response
    ///   cap do not fit the backend's context size; the backend's other errors as they are.
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
        let transcript = ContextBudget.Transcript(entries: TranscriptConversion.transcript(from: request.transcript).transcript.entries)
        let options = Self.options(request.generationOptions)
        let promptTokens = try await backend.tokenCount(for: transcript)
        let requested = options.maximumResponseTokens ?? 0
        guard promptTokens + requested <= backend.contextSize, promptTokens < backend.contextSize else {
            throw FoundationModelsErrorMapping.frameworkError(for: GenerationError.exceededContextWindowSize(
                needed: promptTokens + requested, available: backend.contextSize))
        }
        // Asked before the request runs: the tokens the backend's cache serves it from.
        let cachedTokens = try await (backend as? any PromptCachingLanguageModel)?.reusablePromptTokenCount(for: transcript) ?? 0
        let entryID = request.id.uuidString
        var text = ""
        do {
            for try await piece in backend.streamResponse(to: transcript, options: options) where !piece.isEmpty {
                text += piece
                await channel.send(.response(entryID: entryID, action: .appendText(piece, tokenCount: count(piece))))
            }
        } catch {
            throw FoundationModelsErrorMapping.frameworkError(for: error)
        }
        await channel.send(.response(entryID: entryID, action: .updateUsage(
            input: .init(totalTokenCount: promptTokens, cachedTokenCount: cachedTokens),
            output: .init(totalTokenCount: count(text), reasoningTokenCount: 0))))
    }

    /// The framework's options in our terms: the response cap and the temperature. Sampling modes
    /// are not mapped (the real `SamplingMode` is opaque): a temperature of 0 or none is greedy,
    /// as our backends read it.
    static func options(_ options: FoundationModelsGenerationOptions) -> ContextBudget.GenerationOptions {
        ContextBudget.GenerationOptions(
            maximumResponseTokens: options.maximumResponseTokens.flatMap { $0 > 0 ? $0 : nil },
            temperature: options.temperature)
    }

    /// Tokens of `text` in the backend's vocabulary where it has one, else the estimate.
    private func count(_ text: String) -> Int {
        if let tokenized = backend as? any TokenizedLanguageModel { return tokenized.tokenCounter.count(text) }
        return TokenEstimator().count(text)
    }
}
#endif
