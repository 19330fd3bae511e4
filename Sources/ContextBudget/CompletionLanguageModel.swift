/// A model that can also continue plain text, with no chat template around it: the path a base
/// model is prompted through (`PromptStyle.completion`).
///
/// The text is the whole prompt: nothing is added but the model's beginning-of-text token, and
/// markup typed in the text stays text (a document quoting `<start_of_turn>` is not a turn).
public protocol CompletionLanguageModel: LanguageModel {
    /// Tokens the prompt `text` costs, beginning-of-text token included: what
    /// `streamContinuation(of:options:)` prefills.
    /// - Complexity: O(n) in the length of `text`, through the tokenizer.
    func completionTokenCount(of text: String) async throws -> Int

    /// The continuation of `text`, in pieces as it is decoded. Stops at the end-of-text token, a
    /// stop sequence of `options` (not emitted) or `maximumResponseTokens`.
    /// The stream throws `GenerationError.exceededContextWindowSize` when the text plus
    /// `maximumResponseTokens` exceed `contextSize`.
    func streamContinuation(of text: String, options: GenerationOptions) -> AsyncThrowingStream<String, any Error>
}

/// A `CompletionLanguageModel` behind the transcript protocol, with every transcript sent as
/// plain text: its entries' texts joined by blank lines, no turn markers, no generation prompt.
///
/// What the summarizer calls when its recipe lays prompts out for completion
/// (`SummaryRecipe.model(toCall:)`): the planner counts what is actually sent
/// (`completionTokenCount(of:)` of that text), and each call continues the text. Tools and tool
/// calls are written as text, as the generic rendering writes them (`Transcript.chatMessages`).
public struct CompletionPromptedModel: LanguageModel, TokenStreamingLanguageModel {
    /// The model whose plain-text path every call takes.
    public let base: any CompletionLanguageModel

    /// - Parameter base: the model to send plain text to.
    public init(_ base: any CompletionLanguageModel) {
        self.base = base
    }

    public var contextSize: Int { base.contextSize }
    /// The base model's identifier with `+completion`, so cached answers of the two renderings
    /// of one transcript never mix.
    public var identifier: String { base.identifier + "+completion" }
    public var family: ModelFamily { base.family }
    /// `.completion`.
    public var promptStyle: PromptStyle { .completion }

    /// The text a transcript is sent as: the contents of its entries in order, separated by a
    /// blank line (a summary call has one prompt entry: the text is that prompt).
    /// - Complexity: O(n) in the transcript's length.
    public static func text(of transcript: Transcript) -> String {
        transcript.chatMessages.map(\.content).joined(separator: "\n\n")
    }

    public func tokenCount(for transcript: Transcript) async throws -> Int {
        try await base.completionTokenCount(of: Self.text(of: transcript))
    }

    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        var text = ""
        for try await piece in streamResponse(to: transcript, options: options) { text += piece }
        return text
    }

    public func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        base.streamContinuation(of: Self.text(of: transcript), options: options)
    }
}
