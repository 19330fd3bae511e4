@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// `respond(to:generating:)` over HTTP: the schema goes out as `response_format` and in the last
/// user message, and the answer comes back in the shape vLLM's OpenAI-compatible server writes.
struct StructuredOutputWireTests {
    struct Capital: StructuredOutput, Equatable {
        var country: String
        var capital: String
        static let schema: JSONValue = [
            "type": "object",
            "properties": ["country": ["type": "string"], "capital": ["type": "string"]],
            "required": ["country", "capital"],
        ]
    }

    /// A non-streamed answer as vLLM 0.x writes it: its extra message fields (`reasoning_content`,
    /// `refusal`, an empty `tool_calls`), `stop_reason`, `prompt_logprobs` and the rest are present
    /// and null where vLLM leaves them null.
    static func vllmCompletion(_ content: String) -> String {
        let text = String(data: try! JSONEncoder().encode(content), encoding: .utf8)!
        return """
        {"id":"chatcmpl-5c1a","object":"chat.completion","created":1764979200,"model":"Qwen/Qwen2.5-0.5B-Instruct",\
        "choices":[{"index":0,"message":{"role":"assistant","reasoning_content":null,"content":\(text),"refusal":null,\
        "annotations":null,"audio":null,"function_call":null,"tool_calls":[]},"logprobs":null,"finish_reason":"stop",\
        "stop_reason":null}],"service_tier":null,"system_fingerprint":null,\
        "usage":{"prompt_tokens":61,"total_tokens":75,"completion_tokens":14,"prompt_tokens_details":null},\
        "prompt_logprobs":null,"kv_transfer_params":null}
        """
    }

    @Test func aVLLMShapedAnswerIsDecodedAndTheSchemaWentOutBothWays() async throws {
        let server = try TestHTTPServer(script: [.json(200, Self.vllmCompletion(#"{"country":"Norway","capital":"Oslo"}"#))])
        let model = try TestModels.make([server.url])
        let question = Transcript(instructions: "Answer briefly.", prompt: "What is the capital of Norway?")
        // Counted before the request: the answer's `usage` recalibrates the client's later estimates.
        let asSent = try await model.tokenCount(for: Transcript(
            instructions: "Answer briefly.", prompt: "What is the capital of Norway?" + ResponseSchemaPrompt.suffix(for: Capital.schema)))
        let answer = try await model.respond(to: question, generating: Capital.self, options: GenerationOptions(maximumResponseTokens: 32))
        #expect(answer.value == Capital(country: "Norway", capital: "Oslo"))
        #expect(answer.promptTokens == asSent)

        let json = try #require(server.receivedRequests.first?.json)
        let format = try #require(json["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let inner = try #require(format["json_schema"] as? [String: Any])
        #expect((inner["schema"] as? [String: Any])?["required"] as? [String] == ["country", "capital"])
        let messages = try #require(json["messages"] as? [[String: Any]])
        let last = try #require(messages.last?["content"] as? String)
        #expect(last.hasSuffix(ResponseSchemaPrompt.suffix(for: Capital.schema)))
    }

    /// A server that ignores `response_format` answers prose: the caller gets a typed error, not a
    /// value made up from it.
    @Test func aServerThatIgnoresTheSchemaIsCaught() async throws {
        let server = try TestHTTPServer(script: [.json(200, Self.vllmCompletion("The capital of Norway is Oslo."))])
        let model = try TestModels.make([server.url])
        await #expect {
            try await model.respond(to: Transcript(prompt: "Capital of Norway?"), generating: Capital.self)
        } throws: { error in
            guard case let .invalidResponse(detail)? = error as? GenerationError else { return false }
            return detail.contains("not one JSON value")
        }
    }
}
