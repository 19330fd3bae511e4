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
    /// With `.required` or `.named` and tools offered, the call is decoded under a grammar
    /// (`ToolCallConstraint`): one call, to a tool offered, with arguments that are an instance
    /// of that tool's parameter schema, whatever the model would have written. Its tokens follow
    /// the counted prompt (after the template's open marker, for tagged syntaxes) and come out of
    /// `maximumResponseTokens`. A tool whose schema the grammar core does not support (`pattern`,
    /// `not`…) makes the call unconstrained: the answer is then made to begin with the start of a
    /// call (`ToolCallSyntax.opening(for:)`), which the model completes and `TextToolCalling`
    /// reads, feeding a malformed call back once.
    ///
    /// With `.auto` the reply stays free text, but where the model starts a call (after the open
    /// marker of a tagged syntax; at the start of a JSON syntax's reply, after its prefix or a code
    /// fence, or right after another call) the call is decoded under the same grammar as
    /// `.required`, one call at a time, so each call the model chooses to make is valid.
    /// - Throws: `GenerationError.exceededContextWindowSize` when the prompt does not fit;
    ///   `GenerationError.structuredResponseIncomplete` when `maximumResponseTokens` cuts a
    ///   constrained call; `CancellationError` when cancelled.
    public func respond(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) async throws -> ModelReply {
        let syntax = toolCallSyntax
        let constrains = constrainsToolCalls
        if constrains, options.responseSchema == nil, let constraint = toolCallConstraint(for: transcript, toolChoice: toolChoice) {
            let opening: String
            if case let .tagged(open, _) = syntax { opening = open + "\n" } else { opening = "" }
            var answer = ""
            for try await piece in streamResponse(to: transcript, options: options, opening: opening, grammar: constraint.grammar) {
                answer += piece
            }
            if let call = constraint.call(from: answer) {
                return .toolCalls(TextToolCalling.identified([call], in: transcript))
            }
            // Unreachable for a complete constrained answer; kept as text rather than lost.
            return .text(answer)
        }
        let opening = transcript.tools.isEmpty ? "" : syntax.opening(for: toolChoice) ?? ""
        // Under `.auto` the reply is free text whose calls, where the model starts one, are
        // decoded under the call grammar (`ToolCallTrigger`); parallel calls as the syntax has them.
        let auto = constrains && toolChoice == .auto && options.responseSchema == nil
            ? toolCallConstraint(for: transcript, toolChoice: .required) : nil
        let trigger = auto.map { _ in ToolCallTrigger(syntax: syntax, tokenizer: tokenizer) }
        return try await TextToolCalling(syntax: syntax).reply(to: transcript, toolChoice: toolChoice) { request in
            var text = opening
            for try await piece in streamResponse(to: request, options: options, opening: opening, grammar: auto?.grammar, trigger: trigger) {
                text += piece
            }
            return text
        }
    }

    /// The grammar a call under `toolChoice` is decoded with, nil when the model may answer text
    /// or a tool's schema is outside what `Guidance` compiles.
    func toolCallConstraint(for transcript: Transcript, toolChoice: ToolChoice) -> ToolCallConstraint? {
        let argumentsKey: String
        switch toolCallSyntax {
        case .tagged: argumentsKey = "arguments"
        case let .json(key, _): argumentsKey = key
        }
        return ToolCallConstraint(tools: transcript.tools, toolChoice: toolChoice, argumentsKey: argumentsKey)
    }
}
