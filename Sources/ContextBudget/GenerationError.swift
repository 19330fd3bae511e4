/// Why a model could not produce a response. Cancellation is reported as `CancellationError`.
public enum GenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The transcript plus the response would not fit the model's context window.
    /// Callers trim or split and try again; `needed` and `available` are in tokens.
    case exceededContextWindowSize(needed: Int, available: Int)
    /// The model cannot be used now (not downloaded, not supported, server down).
    case unavailable(reason: String)
    /// The model produced something that is not a usable answer.
    case invalidResponse(String)
    /// The backend asked us to slow down; retry after the given number of seconds, if known.
    case rateLimited(retryAfterSeconds: Double?)
    /// The backend failed; `isTransient` says a retry may succeed (dropped connection, 5xx).
    case backend(message: String, isTransient: Bool)
    /// A response asked to be an instance of a schema (`GenerationOptions.responseSchema`) ran out
    /// of tokens before its value was complete: `partial` is what was written, a valid prefix.
    case structuredResponseIncomplete(partial: String, tokenCount: Int)
    /// The backend cannot do what the request asks (a structured answer from the extractive
    /// model); the text says what to use instead. Retrying does not help.
    case unsupported(String)

    /// True for failures worth retrying with backoff.
    public var isTransient: Bool {
        switch self {
        case .rateLimited: true
        case let .backend(_, isTransient): isTransient
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .exceededContextWindowSize(needed, available):
            "the input needs \(needed) tokens but the model's context window has \(available): trim or split it"
        case let .unavailable(reason): "the model is unavailable: \(reason)"
        case let .invalidResponse(detail): "the model's response is unusable: \(detail)"
        case let .rateLimited(seconds):
            "the backend is rate-limiting requests" + (seconds.map { "; retry after \($0) s" } ?? "")
        case let .backend(message, _): "the backend failed: \(message)"
        case let .structuredResponseIncomplete(partial, tokenCount):
            "the structured response was cut at \(tokenCount) tokens before its value was complete "
                + "(\(partial.prefix(80).debugDescription)…): raise maximumResponseTokens or allow a shorter value in the schema"
        case let .unsupported(detail): "the backend cannot do this: \(detail)"
        }
    }
}
