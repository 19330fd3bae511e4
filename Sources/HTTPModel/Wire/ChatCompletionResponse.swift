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

    /// A tool call as the wire has it: whole in a message, or one fragment of it in a delta
    /// (`index` says which call a fragment continues; `id` and `name` come in its first one).
    struct ToolCall: Decodable, Sendable {
        var index: Int?
        var id: String?
        var function: Function?

        struct Function: Decodable, Sendable {
            var name: String?
            /// The arguments text as the model wrote it (the JSON string's value, unchanged).
            /// Some servers send an object instead of a string; it is kept as compact JSON.
            var arguments: String?

            enum CodingKeys: String, CodingKey { case name, arguments }

            init(name: String?, arguments: String?) {
                self.name = name
                self.arguments = arguments
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decodeIfPresent(String.self, forKey: .name)
                if let text = try? container.decodeIfPresent(String.self, forKey: .arguments) {
                    arguments = text
                } else if let value = try container.decodeIfPresent(JSONValue.self, forKey: .arguments), value != .null {
                    arguments = value.compactText
                }
            }
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
