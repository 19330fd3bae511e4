// Apple's on-device model behind our `LanguageModel` protocol. Compiled everywhere: against
// FoundationModels on Apple platforms, against `FoundationModelsStandIn` elsewhere (where the
// tests drive it with a stand-in system model).
import ContextBudget
import Foundation
import Tokenizers
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// The system language model (4,096 tokens on device) as a `ContextBudget.LanguageModel`.
///
/// Every call builds a fresh `LanguageModelSession` from our transcript, so the session's own
/// history never grows behind the budget's back: what we measured is what the model reads.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public struct SystemLanguageModelAdapter: ContextBudget.LanguageModel, ContextBudget.SchemaConstrainingLanguageModel {
    /// The FoundationModels model that answers.
    public let systemModel: SystemLanguageModel

    public init(systemModel: SystemLanguageModel = .default) {
        self.systemModel = systemModel
    }

    /// The model's context size (back-deployed to 26.0; 4,096 on device today).
    public var contextSize: Int { systemModel.contextSize }

    public var identifier: String { "apple-system-language-model" }

    /// Exact on 26.4 and later (`SystemLanguageModel.tokenCount(for:)` over the entries the
    /// session will read, prompt included); before that, the estimator with a generic template,
    /// which over-counts.
    public func tokenCount(for transcript: ContextBudget.Transcript) async throws -> Int {
        #if !canImport(FoundationModels) || compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, tvOS 26.4, visionOS 26.4, watchOS 27.0, *) {
            let request = try SessionRequest(transcript)
            do {
                return try await systemModel.tokenCount(for: request.allEntries)
            } catch {
                throw FoundationModelsErrorMapping.map(error, neededTokens: nil, contextSize: contextSize)
            }
        }
        #endif
        return EstimatedChatTemplate().tokenCount(
            for: transcript.chatMessages, addGenerationPrompt: true, counter: TokenEstimator())
    }

    public func generate(_ transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions) async throws -> String {
        try Task.checkCancellation()
        try checkAvailability()
        let request = try SessionRequest(transcript)
        let session = LanguageModelSession(model: systemModel, tools: [], transcript: request.history)
        do {
            if let schema = options.responseSchema {
                // Guided generation: the framework constrains the answer; the JSON comes back whole.
                // The framework is not asked to write the schema into the prompt: text it adds
                // would never have been counted. A caller that wants the model to read the schema
                // writes it into the transcript (`respond(to:generating:)` does, through
                // `ResponseSchemaPrompt`), where `tokenCount(for:)` sees it.
                let generation = try TranscriptConversion.generationSchema(schema, tool: "responseSchema")
                let response = try await session.respond(
                    to: request.promptText, schema: generation, includeSchemaInPrompt: false, options: SessionRequest.options(options))
                return response.content.jsonString
            }
            let response = try await session.respond(to: request.promptText, options: SessionRequest.options(options))
            return SessionRequest.cut(response.content, at: options.stopSequences)
        } catch {
            throw await mapped(error, transcript)
        }
    }

    public func streamResponse(
        to transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions
    ) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    if options.responseSchema != nil {
                        // A structured answer is one value: decoded under the schema, then handed out whole.
                        continuation.yield(try await generate(transcript, options: options))
                        continuation.finish()
                        return
                    }
                    try checkAvailability()
                    let request = try SessionRequest(transcript)
                    let session = LanguageModelSession(model: systemModel, tools: [], transcript: request.history)
                    // Snapshots carry the whole answer so far; hand out only what is new.
                    var previous = ""
                    for try await snapshot in session.streamResponse(to: request.promptText, options: SessionRequest.options(options)) {
                        let content = snapshot.content
                        if content.hasPrefix(previous), content.count > previous.count {
                            continuation.yield(String(content.dropFirst(previous.count)))
                        }
                        previous = content
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: await mapped(error, transcript))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func checkAvailability() throws {
        if case let .unavailable(reason) = systemModel.availability {
            throw GenerationError.unavailable(reason: "the system language model is unavailable (\(reason)); check Settings > Apple Intelligence, or use another backend")
        }
    }

    private func mapped(_ error: any Error, _ transcript: ContextBudget.Transcript) async -> any Error {
        if error is GenerationError || error is ContextBudgetError || error is CancellationError { return error }
        let needed = try? await tokenCount(for: transcript)
        return FoundationModelsErrorMapping.map(error, neededTokens: needed, contextSize: contextSize)
    }
}
