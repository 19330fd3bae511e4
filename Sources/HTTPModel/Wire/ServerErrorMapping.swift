import ContextBudget
import Foundation

/// Turns a server's error response into a `GenerationError`.
///
/// Context overflows are recognized in the three shapes servers use:
/// - llama.cpp: `{"error": {"type": "exceed_context_size_error", "n_prompt_tokens": N, "n_ctx": C}}`
/// - OpenAI: `{"error": {"code": "context_length_exceeded", "message": "…maximum context length is C tokens. However, your messages resulted in N tokens…"}}`
/// - vLLM: `{"object": "error", "message": "This model's maximum context length is C tokens. However, you requested N tokens …"}`
enum ServerErrorMapping {
    /// The error for an HTTP failure status.
    /// - Parameters:
    ///   - status: the HTTP status (>= 400).
    ///   - body: the response body, often JSON.
    ///   - retryAfterSeconds: the parsed `Retry-After`, if any.
    ///   - contextSize: the model's configured context, used when the server does not say.
    static func error(status: Int, body: Data, retryAfterSeconds: Double?, contextSize: Int) -> GenerationError {
        let fields = ErrorFields(body: body)
        if let overflow = contextOverflow(fields, contextSize: contextSize) {
            return overflow
        }
        let detail = "HTTP \(status)" + (fields.message.map { ": \($0)" } ?? "")
        // llama-server started without Jinja answers 500 to any request with tools: a retry
        // cannot help, the server's flags must change.
        if let message = fields.message, message.contains("requires --jinja") {
            return .unavailable(reason: "\(detail) (tools need llama-server started with --jinja and a chat template that renders them)")
        }
        // llama-server fails a reply whose tool call it cannot parse, typically one that
        // `max_tokens` cut inside its arguments: under greedy decoding a retry writes the same.
        if let message = fields.message, message.contains("Failed to parse tool call") {
            return .backend(
                message: "\(detail) (the model's tool call was probably cut at max_tokens: raise maximumResponseTokens, or set parallelToolCalls to false for a model that repeats its call)",
                isTransient: false)
        }
        switch status {
        case 429:
            return .rateLimited(retryAfterSeconds: retryAfterSeconds)
        case 401, 403:
            return .unavailable(reason: "\(detail) (check the API key variable)")
        case 404:
            return .unavailable(reason: "\(detail) (wrong base URL or model name?)")
        case 408, 500...599:
            return .backend(message: detail, isTransient: true)
        default:
            return .backend(message: detail, isTransient: false)
        }
    }

    /// An overflow error when the body says the prompt did not fit.
    static func contextOverflow(_ fields: ErrorFields, contextSize: Int) -> GenerationError? {
        let message = fields.message ?? ""
        let isOverflow = fields.type == "exceed_context_size_error"
            || fields.code == "context_length_exceeded"
            || message.contains("maximum context length")
            || message.contains("exceeds the available context size")
        guard isOverflow else { return nil }
        let available = fields.contextTokens
            ?? number(after: "maximum context length is ", in: message)
            ?? contextSize
        let needed = fields.promptTokens
            ?? number(after: "resulted in ", in: message)
            ?? number(after: "you requested ", in: message)
            ?? (available < Int.max ? available + 1 : available)
        return .exceededContextWindowSize(needed: needed, available: available)
    }

    /// The integer that follows `marker` in `text` (`"… is 4096 tokens"` → 4096); nil past 2^31,
    /// which no context length or prompt comes near.
    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 <= Int(Int32.max) ? $0 : nil }
    }

    /// The fields of an error body, whichever of the common shapes it has.
    struct ErrorFields {
        var message: String?
        var type: String?
        var code: String?
        var promptTokens: Int?
        var contextTokens: Int?

        init(body: Data) {
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: body) else {
                let text = String(decoding: body.prefix(500), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                message = text.isEmpty ? nil : text
                return
            }
            var object: [String: JSONValue] = [:]
            if case let .object(top) = value {
                object = top
                if case let .object(inner)? = top["error"] { object = inner }
                if case let .string(text)? = top["error"] { message = text }
                if message == nil, case let .string(text)? = top["detail"] { message = text }
            }
            if case let .string(text)? = object["message"] { message = text }
            if case let .string(text)? = object["type"] { type = text }
            switch object["code"] {
            case let .string(text)?: code = text
            case let .number(number)?: code = Int(exactly: number).map(String.init) ?? JSONValue.number(number).compactText
            default: break
            }
            promptTokens = Self.tokenCount(object["n_prompt_tokens"])
            contextTokens = Self.tokenCount(object["n_ctx"])
        }

        /// A token count the server reported: a whole number from 0 to 2^31, else nil (a body
        /// such as `"n_ctx": 1e300` is the server's bug, not a reason to trap).
        static func tokenCount(_ value: JSONValue?) -> Int? {
            guard case let .number(number)? = value, number >= 0, number <= Double(Int32.max) else { return nil }
            return Int(exactly: number)
        }
    }
}
