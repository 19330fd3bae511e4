import ContextBudget
import Foundation

/// The body of `POST /v1/chat/completions`, built from our transcript and options.
///
/// Greedy decoding is sent as `temperature: 0`; top-k goes in `top_k` (llama.cpp and vLLM
/// accept it; OpenAI ignores unknown fields), a seed in `seed`.
enum ChatCompletionRequest {
    /// The JSON body.
    static func body(
        for transcript: Transcript, options: GenerationOptions, modelName: String, stream: Bool
    ) -> JSONValue {
        guard case var .object(body) = transcript.openAIChat() else {
            preconditionFailure("Transcript.openAIChat() always returns an object")
        }
        body["model"] = .string(modelName)
        body["stream"] = .bool(stream)
        if stream {
            body["stream_options"] = .object(["include_usage": .bool(true)])
        }
        if let maximum = options.maximumResponseTokens {
            body["max_tokens"] = .number(Double(maximum))
        }
        if !options.stopSequences.isEmpty {
            body["stop"] = .array(options.stopSequences.map(JSONValue.string))
        }
        switch options.sampling {
        case .greedy:
            body["temperature"] = .number(0)
        case let .topK(k, seed):
            body["temperature"] = .number(options.temperature ?? 1)
            body["top_k"] = .number(Double(k))
            if let seed { body["seed"] = .number(Double(seed)) }
        case let .topP(p, seed):
            body["temperature"] = .number(options.temperature ?? 1)
            body["top_p"] = .number(p)
            if let seed { body["seed"] = .number(Double(seed)) }
        }
        return .object(body)
    }

    /// Compact JSON bytes of `value`.
    static func encode(_ value: JSONValue) -> Data {
        Data(value.compactText.utf8)
    }
}
