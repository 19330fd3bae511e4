import Tokenizers

/// Tool calling for a backend that only generates text (the native engine): the template has
/// already written the tools into the prompt; this reads the calls back out of the answer.
///
/// - `toolChoice == .none`, or a transcript without tools: the answer is text, never parsed.
/// - Text with no call in the template's syntax is a text reply; calls become a `.toolCalls`
///   reply with fresh ids (`call_1`, `call_2`… not used elsewhere in the transcript).
/// - A malformed call (bad JSON, no name, an unknown tool, arguments that are not an object, a
///   tool other than the one `.named` asks for) is fed back once: the model's answer and an
///   error message saying what is wrong and what the format is are appended, and the model
///   answers again. If that answer is still malformed, or the retry does not fit the context
///   window, the reply is the answer's text.
///
/// `.required` and `.named` are asked of the model, not forced: a model that answers text gets
/// a text reply, and the caller decides what to do with it.
public struct TextToolCalling: Sendable {
    /// How the model was asked to write calls.
    public var syntax: ToolCallSyntax

    public init(syntax: ToolCallSyntax) {
        self.syntax = syntax
    }

    /// The syntax of the generic rendering (`Transcript.chatMessages`), for templates without a
    /// tool format of their own: a JSON list of `{"name": …, "arguments": …}` objects.
    public static let generic = ToolCallSyntax.json(argumentsKey: "arguments", prefixes: [])

    /// The reply to `transcript`, from at most two calls of `generate`.
    /// - Parameter generate: one text answer to a transcript (the backend's own `generate`).
    /// - Throws: what `generate` throws, except that a retry which does not fit the context
    ///   window gives the first answer as text.
    public func reply(
        to transcript: Transcript, toolChoice: ToolChoice,
        generate: (Transcript) async throws -> String
    ) async throws -> ModelReply {
        let answer = try await generate(transcript)
        guard toolChoice != .none, !transcript.tools.isEmpty else { return .text(answer) }
        let parser = ToolCallParser(syntax: syntax, toolNames: transcript.tools.map(\.name))
        switch outcome(of: answer, parser: parser, toolChoice: toolChoice) {
        case let .text(text): return .text(text)
        case let .calls(calls): return .toolCalls(Self.identified(calls, in: transcript))
        case let .malformed(reason):
            var retry = transcript
            retry.entries += [.response(answer), .prompt(Self.feedback(reason: reason, syntax: syntax))]
            let second: String
            do {
                second = try await generate(retry)
            } catch GenerationError.exceededContextWindowSize {
                return .text(answer)
            }
            if case let .calls(calls) = outcome(of: second, parser: parser, toolChoice: toolChoice) {
                return .toolCalls(Self.identified(calls, in: transcript))
            }
            return .text(second)
        }
    }

    private func outcome(of answer: String, parser: ToolCallParser, toolChoice: ToolChoice) -> ToolCallParser.Outcome {
        let outcome = parser.parse(answer)
        if case let .named(name) = toolChoice, case let .calls(calls) = outcome, let other = calls.first(where: { $0.name != name }) {
            return .malformed(reason: "this answer must call \(name), not \(other.name)")
        }
        return outcome
    }

    /// What the model reads after a malformed call: what is wrong, and the format again.
    static func feedback(reason: String, syntax: ToolCallSyntax) -> String {
        "error: your tool call could not be used: \(reason). To call a tool, answer with only the call, in this format:\n"
            + syntax.formatDescription + "\nOtherwise answer in plain text."
    }

    /// The calls with ids `call_N`, numbered after the calls already in the transcript and
    /// skipping any id it already uses.
    public static func identified(_ calls: [ChatToolCall], in transcript: Transcript) -> [ToolCall] {
        var used: Set<String> = []
        for case let .toolCalls(existing) in transcript.entries { used.formUnion(existing.map(\.id)) }
        var next = used.count + 1
        return calls.map { call in
            while used.contains("call_\(next)") { next += 1 }
            let id = "call_\(next)"
            used.insert(id)
            return ToolCall(id: id, name: call.name, arguments: call.arguments)
        }
    }
}

extension ToolCallSyntax {
    /// The start of a call, for a generator to write at the beginning of the answer when the
    /// model must call a tool: `{"name": "` for `.required` (after the open marker for tagged
    /// syntaxes), and for `.named` the whole name and the arguments key. A small model that
    /// ignores an instruction still completes a call that has begun. Nil for `.auto` and `.none`.
    public func opening(for toolChoice: ToolChoice) -> String? {
        let (start, key): (String, String)
        switch self {
        case let .tagged(open, _): (start, key) = (open + "\n{\"name\": \"", "arguments")
        case let .json(argumentsKey, _): (start, key) = ("{\"name\": \"", argumentsKey)
        }
        switch toolChoice {
        case .required: return start
        case let .named(name): return start + name + "\", \"" + key + "\": "
        case .auto, .none: return nil
        }
    }
}
