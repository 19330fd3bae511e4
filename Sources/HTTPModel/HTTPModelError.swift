/// Why an `OpenAICompatibleModel` could not be set up. Failures of a model call are
/// `GenerationError`s; this type covers configuration and discovery, before any generation.
public enum HTTPModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A base URL is not an `http://` or `https://` URL with a host.
    case invalidBaseURL(String)
    /// No base URL was given.
    case noEndpoints
    /// The API-key variable was named but is not set in the environment.
    case missingAPIKey(variable: String)
    /// A numeric setting is out of range; `detail` names the setting and the allowed range.
    case invalidSetting(String)
    /// No context size was configured and no endpoint reported one.
    case contextSizeUnknown(endpoints: [String])
    /// Two server URLs name different models in their `#MODEL` fragments.
    case conflictingModelNames(String, String)

    public var description: String {
        switch self {
        case let .invalidBaseURL(text):
            "'\(text)' is not a server URL: use http://HOST:PORT or http://HOST:PORT/v1"
        case .noEndpoints:
            "no server URL given: pass at least one base URL (for example http://127.0.0.1:8080)"
        case let .missingAPIKey(variable):
            "the environment variable \(variable) that should hold the API key is not set: export it, or do not name it for a server without keys"
        case let .invalidSetting(detail):
            detail
        case let .conflictingModelNames(first, second):
            "the server URLs name two models (#\(first) and #\(second)): every request carries one model name, so name it once or use the same name"
        case let .contextSizeUnknown(endpoints):
            "none of \(endpoints.joined(separator: ", ")) reports its context size (no /props, no max_model_len in /v1/models): configure it (ctx: --budget N)"
        }
    }
}
