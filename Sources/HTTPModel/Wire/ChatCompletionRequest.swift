import ContextBudget
import Foundation

/// The body of `POST /v1/chat/completions`, built from our transcript and options.
///
/// Greedy decoding is sent as `temperature: 0`; top-k goes in `top_k` (llama.cpp and vLLM
/// accept it; OpenAI ignores unknown fields), a seed in `seed`. The anti-repetition options go
/// under llama-server's names (`repeat_penalty`, `repeat_last_n`, `min_p`) and OpenAI's
/// (`frequency_penalty`, `presence_penalty`), each only when set; a response schema as OpenAI's
/// `response_format: {"type": "json_schema", …}` (llama-server and vLLM read it too). The transcript's tools go in
/// `tools` (`Transcript.openAIChat()`), and calls and outputs as native `tool_calls` / `tool`
/// messages.
enum ChatCompletionRequest {
    /// The JSON body.
    /// - Parameter toolChoice: sent as `tool_choice` when the transcript offers tools; `nil`
    ///   leaves the field out (the server's default, `auto`), as plain `generate` does.
    /// - Parameter parallelToolCalls: sent as `parallel_tool_calls` when the transcript offers
    ///   tools; `nil` leaves the field out.
    /// - Parameter additionalFields: written last, replacing any field of ours of the same name
    ///   (`OpenAICompatibleConfiguration.additionalBodyFields`).
    static func body(
        for transcript: Transcript, options: GenerationOptions, modelName: String, stream: Bool,
        toolChoice: ToolChoice? = nil, parallelToolCalls: Bool? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) -> JSONValue {
        guard case var .object(body) = transcript.openAIChat() else {
            preconditionFailure("Transcript.openAIChat() always returns an object")
        }
        body["model"] = .string(modelName)
        body["stream"] = .bool(stream)
        if stream {
            body["stream_options"] = .object(["include_usage": .bool(true)])
        }
        // OpenAI rejects `tool_choice` without `tools`: with no tools there is nothing to choose.
        if let toolChoice, !transcript.tools.isEmpty {
            body["tool_choice"] = wire(toolChoice)
        }
        if let parallelToolCalls, !transcript.tools.isEmpty {
            body["parallel_tool_calls"] = .bool(parallelToolCalls)
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
        addPenalties(options, to: &body)
        if let schema = options.responseSchema {
            body["response_format"] = .object([
                "type": "json_schema",
                "json_schema": .object(["name": "response", "strict": true, "schema": schema]),
            ])
        }
        body.merge(additionalFields) { _, theirs in theirs }
        return .object(body)
    }

    /// OpenAI's `tool_choice`: `"auto"`, `"none"`, `"required"`, or
    /// `{"type": "function", "function": {"name": …}}` for one named tool. (llama.cpp b11434
    /// reads only the three strings and takes the object as `auto`, with a warning in its log.)
    static func wire(_ choice: ToolChoice) -> JSONValue {
        switch choice {
        case .auto: .string("auto")
        case .none: .string("none")
        case .required: .string("required")
        case let .named(name): .object(["type": .string("function"), "function": .object(["name": .string(name)])])
        }
    }

    /// The anti-repetition fields and min-p, those that are set.
    private static func addPenalties(_ options: GenerationOptions, to body: inout [String: JSONValue]) {
        if let value = options.repetitionPenalty { body["repeat_penalty"] = .number(value) }
        if let value = options.penaltyWindow { body["repeat_last_n"] = .number(Double(value)) }
        if let value = options.frequencyPenalty { body["frequency_penalty"] = .number(value) }
        if let value = options.presencePenalty { body["presence_penalty"] = .number(value) }
        if let value = options.minP { body["min_p"] = .number(value) }
    }

    /// Compact JSON bytes of `value`.
    static func encode(_ value: JSONValue) -> Data {
        Data(value.compactText.utf8)
    }
}
