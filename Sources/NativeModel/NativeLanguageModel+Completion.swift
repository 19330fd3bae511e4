import ContextBudget
import Tokenizers

/// Plain completion: text in, its continuation out, with no chat template (llama.cpp's
/// completion mode, `ctx generate --raw`).
///
/// Why: to see what a model does with a prompt laid out by hand (a base model, a template
/// variant, a summary prompt without the turn markers), and to compare with `llama-completion`
/// or llama-server's `/completion` on the same text. As llama.cpp does, the text is encoded with
/// its control tokens parsed (`<start_of_turn>` written in the prompt is the control token: the
/// caller writes the whole prompt, markup included), and the file's beginning-of-text token is
/// put first unless the text already starts with it.
extension NativeLanguageModel: CompletionLanguageModel {
    /// The token ids a completion of `text` starts from.
    /// - Complexity: O(n) in the length of `text`, through the tokenizer.
    public func completionTokens(for text: String) -> [Int] {
        let tokens = tokenizer.encode(text, parsingSpecialTokens: true)
        guard let beginningOfText, tokens.first != beginningOfText else { return tokens }
        return [beginningOfText] + tokens
    }

    /// The continuation of `text`, a piece per token as it is decoded. Stops at EOS, an
    /// end-of-turn token, a stop sequence (not emitted) or `maximumResponseTokens`.
    /// The stream throws `GenerationError.exceededContextWindowSize` when the text plus
    /// `maximumResponseTokens` exceed `contextSize`.
    public func streamCompletion(of text: String, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        stream(prompt: completionTokens(for: text), options: options)
    }

    /// The token ids a continuation of the plain text `text` starts from: the text encoded with
    /// markup typed in it kept as text (unlike `completionTokens(for:)`), after the
    /// beginning-of-text token.
    /// - Complexity: O(n) in the length of `text`, through the tokenizer.
    public func continuationTokens(for text: String) -> [Int] {
        let tokens = tokenizer.encode(text)
        guard let beginningOfText else { return tokens }
        return [beginningOfText] + tokens
    }

    /// Tokens of `continuationTokens(for:)`: what `streamContinuation(of:options:)` prefills.
    /// - Complexity: O(n) in the length of `text`, through the tokenizer.
    public func completionTokenCount(of text: String) -> Int {
        continuationTokens(for: text).count
    }

    /// The continuation of the plain text `text` (`continuationTokens(for:)`), a piece per token.
    /// Stops at EOS, a stop sequence of `options` (not emitted) or `maximumResponseTokens`;
    /// throws `GenerationError.exceededContextWindowSize` when the text plus
    /// `maximumResponseTokens` exceed `contextSize`.
    public func streamContinuation(of text: String, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        stream(prompt: continuationTokens(for: text), options: options)
    }
}
