import ContextBudget
import Tokenizers

/// Tool calling on the native engine: the chat template writes the tool definitions, calls and
/// outputs in its family's format (Qwen 2.5 / ChatML `<tool_call>` blocks, Llama 3.1 JSON calls
/// with the `ipython` role, ContextBudget's documented Gemma convention; the generic rendering
/// for other templates), the engine generates text, and `TextToolCalling` reads the calls back,
/// feeding a malformed call back to the model once.
///
/// The prompt is the same rendering `tokenCount(for:)` counts (`Transcript.prompt(for:)`), so a
/// transcript with tools costs exactly what its count says.
extension NativeLanguageModel: ToolCallingLanguageModel {
    /// How this model's template asks for calls.
    public var toolCallSyntax: ToolCallSyntax {
        (chatTemplate as? any ToolCallingChatTemplate)?.toolCallSyntax ?? TextToolCalling.generic
    }

    /// One reply: text, or the calls the model wrote in its template's syntax.
    ///
    /// With `.required` or `.named` and tools offered, the answer is made to begin with the
    /// start of a call (`ToolCallSyntax.opening(for:)`: `{"name": "`, or the named tool's name
    /// and arguments key), which the model completes; those tokens follow the counted prompt
    /// and come out of `maximumResponseTokens`.
    /// - Throws: `GenerationError.exceededContextWindowSize` when the prompt does not fit;
    ///   `CancellationError` when cancelled.
    public func respond(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) async throws -> ModelReply {
        let syntax = toolCallSyntax
        let opening = transcript.tools.isEmpty ? "" : syntax.opening(for: toolChoice) ?? ""
        return try await TextToolCalling(syntax: syntax).reply(to: transcript, toolChoice: toolChoice) { request in
            var text = opening
            for try await piece in streamResponse(to: request, options: options, opening: opening) { text += piece }
            return text
        }
    }
}
