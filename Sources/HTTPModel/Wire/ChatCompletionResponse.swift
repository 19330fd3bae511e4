import Foundation
import ContextBudget

/// The parts of a chat completion (or one streamed chunk of it) that we read.
struct ChatCompletionResponse: Decodable, Sendable {
    var choices: [Choice]
    var usage: Usage?

    struct Choice: Decodable, Sendable {
        /// The whole answer (non-streaming).
        var message: Message?
        /// The next piece of the answer (streaming).
        var delta: Message?
        /// `stop`, `length`, `tool_calls`, … ; `nil` until the last chunk of a stream.
        var finishReason: String?
    }

    struct Message: Decodable, Sendable {
        var content: String?
        var toolCalls: [ToolCall]?
    }

    struct ToolCall: Decodable, Sendable {
        var id: String?
        var function: Function?
        struct Function: Decodable, Sendable {
            var name: String?
            var arguments: String?
        }
    }

    struct Usage: Decodable, Sendable {
        var promptTokens: Int?
        var completionTokens: Int?
    }

    static func decode(_ data: Data) throws -> ChatCompletionResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ChatCompletionResponse.self, from: data)
    }
}

extension ChatCompletionResponse.Message {
    /// The answer as text: the content, or the tool calls rendered as a compact JSON array
    /// (the same shape `Transcript.chatMessages` uses) when the model called tools.
    var text: String {
        if let calls = toolCalls, !calls.isEmpty, (content ?? "").isEmpty {
            let rendered = calls.map { call in
                let name = call.function?.name ?? ""
                let arguments = call.function?.arguments ?? "{}"
                return "{\"id\":\(JSONValue.string(call.id ?? "").compactText),\"name\":\(JSONValue.string(name).compactText),\"arguments\":\(arguments)}"
            }
            return "[" + rendered.joined(separator: ",") + "]"
        }
        return content ?? ""
    }
}
