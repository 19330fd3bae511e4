import Foundation
import Tokenizers

/// A deterministic tool-calling model that answers from a script: for tests of tool loops, of
/// code that uses this package, and for demonstrations that must not depend on a real model.
///
/// It counts and enforces its context window like any model (estimated or exact counts,
/// `GenerationError.exceededContextWindowSize` when the prompt plus the response cap do not
/// fit), and records every request it was sent.
///
///     let model = ScriptedLanguageModel(replies: [
///         .toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)]),
///         .text("It is sunny in Oslo."),
///     ])
public final class ScriptedLanguageModel: ToolCallingLanguageModel, TokenizedLanguageModel, @unchecked Sendable {
    /// What the script sees for each request.
    public struct Request: Sendable {
        /// The transcript as sent, after any trimming.
        public var transcript: Transcript
        /// The tool choice of the request.
        public var toolChoice: ToolChoice
        /// What the request costs in this model's count.
        public var promptTokens: Int
        /// The response cap the request asked for (`GenerationOptions.maximumResponseTokens`).
        public var maximumResponseTokens: Int?
        /// 0 for the first request this model answers, then 1, 2…
        public var index: Int
    }

    public let contextSize: Int
    public let tokenCounter: any TokenCounter
    public let chatTemplate: any ChatTemplate
    public let identifier: String
    /// Whether a text reply longer than the request's cap is cut to it, as real backends do;
    /// false stands in for a backend that ignores the cap.
    public let truncatesToResponseCap: Bool
    private let script: @Sendable (Request) throws -> ModelReply
    private let lock = NSLock()
    private var recorded: [Request] = []

    /// A model whose reply to each request is what `script` returns (or throws).
    public init(
        contextSize: Int = 4096, tokenCounter: any TokenCounter = TokenEstimator(),
        chatTemplate: any ChatTemplate = EstimatedChatTemplate(), identifier: String = "scripted",
        truncatesToResponseCap: Bool = true, script: @escaping @Sendable (Request) throws -> ModelReply
    ) {
        precondition(contextSize > 0, "contextSize must be positive")
        self.contextSize = contextSize
        self.tokenCounter = tokenCounter
        self.chatTemplate = chatTemplate
        self.identifier = identifier
        self.truncatesToResponseCap = truncatesToResponseCap
        self.script = script
    }

    /// A model that gives `replies` in order; a request after the last one throws
    /// `GenerationError.unavailable`.
    public convenience init(
        contextSize: Int = 4096, tokenCounter: any TokenCounter = TokenEstimator(),
        chatTemplate: any ChatTemplate = EstimatedChatTemplate(), replies: [ModelReply]
    ) {
        self.init(contextSize: contextSize, tokenCounter: tokenCounter, chatTemplate: chatTemplate) { request in
            guard request.index < replies.count else {
                throw GenerationError.unavailable(reason: "the script has \(replies.count) replies and request \(request.index + 1) came")
            }
            return replies[request.index]
        }
    }

    /// Every request answered or refused so far, oldest first.
    public var requests: [Request] { lock.withLock { recorded } }

    public func respond(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) async throws -> ModelReply {
        try Task.checkCancellation()
        let promptTokens = try await tokenCount(for: transcript)
        let requested = options.maximumResponseTokens ?? 0
        guard promptTokens + requested <= contextSize, promptTokens < contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: promptTokens + requested, available: contextSize)
        }
        let request = lock.withLock {
            let request = Request(
                transcript: transcript, toolChoice: toolChoice, promptTokens: promptTokens,
                maximumResponseTokens: options.maximumResponseTokens, index: recorded.count)
            recorded.append(request)
            return request
        }
        let reply = try script(request)
        if truncatesToResponseCap, case let .text(text) = reply, let cap = options.maximumResponseTokens, tokenCounter.count(text) > cap {
            let counter = tokenCounter
            let characters = Array(text)
            let length = try await TextFitting { counter.count($0) }.prefix(of: characters, fitting: cap)
            return .text(String(characters[..<length]))
        }
        return reply
    }

    /// The text of the scripted reply; tool calls are rendered as they would be in a transcript.
    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        switch try await respond(to: transcript, toolChoice: .none, options: options) {
        case let .text(text): return text
        case let .toolCalls(calls): return Transcript(entries: [.toolCalls(calls)]).chatMessages.last?.content ?? ""
        }
    }
}
