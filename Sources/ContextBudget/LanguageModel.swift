import Tokenizers

/// Any backend that can answer a transcript: the one protocol every model call goes through.
///
/// Minimal on purpose, so that a new backend is a small type. Backends throw
/// `GenerationError.exceededContextWindowSize` instead of silently truncating.
public protocol LanguageModel: Sendable {
    /// Tokens the model attends to, prompt and response together (4,096 on device).
    var contextSize: Int { get }

    /// An identifier for caches and reports, such as `"extractive"` or a model file's name.
    var identifier: String { get }

    /// The family the backend reports, which picks the prompt layouts tuned to it. The default
    /// reads it from `identifier` (`ModelFamily(name:)`); backends that know better (a GGUF
    /// file's architecture) say so.
    var family: ModelFamily { get }

    /// How the model wants to be prompted: `.chat` (the default: turns in its chat template) or
    /// `.completion` (a base model, which continues text; such a backend conforms to
    /// `CompletionLanguageModel` so that callers can send it plain text).
    var promptStyle: PromptStyle { get }

    /// Exact tokens this transcript costs in this model, chat template and generation prompt included.
    func tokenCount(for transcript: Transcript) async throws -> Int

    /// One completion of the transcript.
    /// - Throws: `GenerationError`, or `CancellationError` when the task is cancelled.
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String

    /// The completion as it is produced, in pieces. The default yields the whole answer once.
    func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error>
}

extension LanguageModel {
    public var family: ModelFamily { ModelFamily(name: identifier) }

    public var promptStyle: PromptStyle { .chat }

    public func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    continuation.yield(try await generate(transcript, options: options))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A model whose token counts come from a known tokenizer and chat template.
///
/// Conforming gives `tokenCount(for:)` for free: render the transcript through the template and
/// count (`Transcript.tokenCount(in:counter:)`, the rendering a backend also generates from).
public protocol TokenizedLanguageModel: LanguageModel {
    /// Counts text the way this model's tokenizer does (or estimates it conservatively).
    var tokenCounter: any TokenCounter { get }
    /// The model's prompt format.
    var chatTemplate: any ChatTemplate { get }
}

extension TokenizedLanguageModel {
    public func tokenCount(for transcript: Transcript) async throws -> Int {
        transcript.tokenCount(in: chatTemplate, counter: tokenCounter)
    }

    /// Tokens of plain text in this model's vocabulary (no template).
    public func tokenCount(of text: String) -> Int {
        tokenCounter.count(text)
    }
}

extension LanguageModel {
    /// The counter to measure text for this model with when the caller names none: the model's own
    /// tokenizer when it has one (exact chunks and responses), otherwise `fallback`.
    public func preferredTokenCounter(otherwise fallback: any TokenCounter) -> any TokenCounter {
        (self as? any TokenizedLanguageModel)?.tokenCounter ?? fallback
    }
}
