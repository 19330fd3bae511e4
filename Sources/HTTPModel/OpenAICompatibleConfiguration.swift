import ContextBudget
import Foundation
import Tokenizers

/// Everything an `OpenAICompatibleModel` needs to reach its servers and behave under failure.
///
/// Defaults suit a fleet of local llama.cpp or vLLM servers: generous timeouts (small CPU
/// servers are slow), four attempts per call, endpoints that fail to connect are skipped for
/// five seconds and then probed again by the next request routed to them.
public struct OpenAICompatibleConfiguration: Sendable {
    /// Server base URLs, each `http://HOST:PORT` or `http://HOST:PORT/v1`; calls are spread
    /// round-robin over them.
    public var baseURLs: [URL]
    /// The `model` field of each request; `nil` sends the first id from `/v1/models`, or
    /// `"default"` when the server does not list any (llama.cpp serves one model whatever the name).
    public var modelName: String?
    /// Sent as `Authorization: Bearer …`; `nil` sends no header (local servers).
    public var apiKey: APIKey?
    /// Tokens of prompt and response together; `nil` asks the servers (`connect` only).
    public var contextSize: Int?
    /// Seconds to wait for a whole non-streaming response, or between two pieces of a stream.
    public var requestTimeoutSeconds: Double
    /// Seconds to wait for a connection to open.
    public var connectTimeoutSeconds: Double
    /// Attempts per call, the first included (1 disables retries).
    public var maximumAttempts: Int
    /// Backoff before retry `n` (1-based) is `initialBackoffSeconds * 2^(n-1)`, capped at
    /// `maximumBackoffSeconds`, then jittered down by up to half.
    public var initialBackoffSeconds: Double
    /// The cap on one backoff delay.
    public var maximumBackoffSeconds: Double
    /// A `Retry-After` longer than this fails the call instead of waiting.
    public var maximumRetryAfterSeconds: Double
    /// How long an endpoint that refused a connection is skipped before it is probed again;
    /// doubles with each consecutive failure, up to 12 times this value.
    public var deadEndpointProbeSeconds: Double
    /// Requests in flight at once across all endpoints (the rest wait their turn).
    public var maximumConcurrentRequests: Int
    /// `parallel_tool_calls` for requests with tools: `nil` leaves it to the server (OpenAI and
    /// llama.cpp allow several calls per reply). `false` suits small models that repeat a call
    /// until `max_tokens` cuts the last one, which llama-server then fails with HTTP 500.
    public var parallelToolCalls: Bool? = nil
    /// Fields added to every request body after ours, for a server's own options that have no
    /// place in `GenerationOptions`: llama-server's `id_slot` and `cache_prompt`, vLLM's
    /// `guided_json`, a hosted API's `user`. A field of the same name as one we write (`model`,
    /// `messages`, `temperature`, …) replaces ours, so a caller can also override a choice of ours.
    public var additionalBodyFields: [String: JSONValue] = [:]
    /// Counts text when the server has no `/tokenize`; `nil` uses `TokenEstimator` with `estimateMargin`.
    public var tokenCounter: (any TokenCounter)?
    /// Extra fraction added to counts that are estimates (0.1 = 10%). 0 by default: the estimator
    /// already over-counts, and budgets carry their own `safetyMargin`.
    public var estimateMargin: Double
    /// Ask the server's `/apply-template` + `/tokenize` (llama.cpp) for exact counts when it has them.
    public var usesServerTokenizer: Bool
    /// Keep connections open between requests (on by default). The socket client that carries
    /// `http://` on Linux reuses them with `TCP_NODELAY`. URLSession on Linux (FoundationNetworking)
    /// writes a request's headers and body separately without `TCP_NODELAY`, so on a reused
    /// connection Nagle's algorithm meets the server's delayed ACK and every request waits for the
    /// ACK timer (docs/http-and-batch.md, "What waiting costs"): turn it off there
    /// when requests are short and the server is near.
    public var reusesConnections: Bool
    /// How long the socket client keeps an idle connection for reuse (4 s by default, under
    /// llama.cpp's 5 s keep-alive, so a reused connection is rarely closed under a request).
    /// Raise it for servers that keep connections longer; a connection older than this is closed
    /// and the next request opens a fresh one.
    public var maximumIdleConnectionSeconds: Double
    /// Which client carries `http://` requests; `https://` always uses URLSession.
    public var httpClient: HTTPClientChoice

    /// The default for `reusesConnections`: true (it was false on Linux while every request went
    /// through URLSession; the socket client has no Nagle stall).
    public static var reusesConnectionsByDefault: Bool { true }

    /// - Parameter baseURLs: at least one server; see `baseURLs`.
    public init(
        baseURLs: [URL], modelName: String? = nil, apiKey: APIKey? = nil, contextSize: Int? = nil,
        requestTimeoutSeconds: Double = 300, connectTimeoutSeconds: Double = 10,
        maximumAttempts: Int = 4, initialBackoffSeconds: Double = 0.5, maximumBackoffSeconds: Double = 20,
        maximumRetryAfterSeconds: Double = 120, deadEndpointProbeSeconds: Double = 5,
        maximumConcurrentRequests: Int = 8, tokenCounter: (any TokenCounter)? = nil,
        estimateMargin: Double = 0, usesServerTokenizer: Bool = true,
        reusesConnections: Bool = OpenAICompatibleConfiguration.reusesConnectionsByDefault,
        maximumIdleConnectionSeconds: Double = 4,
        httpClient: HTTPClientChoice = .fromEnvironment()
    ) {
        self.baseURLs = baseURLs
        self.modelName = modelName
        self.apiKey = apiKey
        self.contextSize = contextSize
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.maximumAttempts = maximumAttempts
        self.initialBackoffSeconds = initialBackoffSeconds
        self.maximumBackoffSeconds = maximumBackoffSeconds
        self.maximumRetryAfterSeconds = maximumRetryAfterSeconds
        self.deadEndpointProbeSeconds = deadEndpointProbeSeconds
        self.maximumConcurrentRequests = maximumConcurrentRequests
        self.tokenCounter = tokenCounter
        self.estimateMargin = estimateMargin
        self.usesServerTokenizer = usesServerTokenizer
        self.reusesConnections = reusesConnections
        self.maximumIdleConnectionSeconds = maximumIdleConnectionSeconds
        self.httpClient = httpClient
    }

    /// Parses base URL strings, accepting `http://HOST:PORT`, a trailing `/v1` and a trailing slash.
    /// - Throws: `HTTPModelError.invalidBaseURL` naming the first bad one; `.noEndpoints` for none.
    public static func parseBaseURLs(_ texts: [String]) throws -> [URL] {
        guard !texts.isEmpty else { throw HTTPModelError.noEndpoints }
        return try texts.map { text in
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
            else { throw HTTPModelError.invalidBaseURL(text) }
            return url
        }
    }

    /// Checks every numeric setting.
    /// - Throws: `HTTPModelError.invalidSetting` naming the setting and its allowed range.
    /// The retry policy these settings describe: backoff doubling from `initialBackoffSeconds`
    /// up to `maximumBackoffSeconds` with equal jitter, `Retry-After` as a floor, and a
    /// `Retry-After` over `maximumRetryAfterSeconds` given up on at once.
    public var retryPolicy: RetryPolicy {
        RetryPolicy(
            unchecked: maximumAttempts, initialDelaySeconds: initialBackoffSeconds, multiplier: 2,
            maximumDelaySeconds: maximumBackoffSeconds, jitter: .equal,
            serverHint: .floor(givingUpAboveSeconds: maximumRetryAfterSeconds))
    }

    func validated() throws -> OpenAICompatibleConfiguration {
        guard !baseURLs.isEmpty else { throw HTTPModelError.noEndpoints }
        func check(_ ok: Bool, _ detail: String) throws {
            if !ok { throw HTTPModelError.invalidSetting(detail) }
        }
        try check(contextSize.map { $0 > 0 } ?? true, "contextSize must be positive (got \(contextSize ?? 0))")
        try check(requestTimeoutSeconds > 0, "requestTimeoutSeconds must be positive (got \(requestTimeoutSeconds))")
        try check(connectTimeoutSeconds > 0, "connectTimeoutSeconds must be positive (got \(connectTimeoutSeconds))")
        try check(maximumAttempts >= 1, "maximumAttempts must be at least 1 (got \(maximumAttempts))")
        try check(initialBackoffSeconds >= 0 && maximumBackoffSeconds >= initialBackoffSeconds,
                  "backoff must satisfy 0 <= initial <= maximum (got \(initialBackoffSeconds), \(maximumBackoffSeconds))")
        try check(maximumRetryAfterSeconds >= 0, "maximumRetryAfterSeconds cannot be negative")
        try check(deadEndpointProbeSeconds >= 0, "deadEndpointProbeSeconds cannot be negative")
        try check(maximumConcurrentRequests >= 1, "maximumConcurrentRequests must be at least 1 (got \(maximumConcurrentRequests))")
        try check(estimateMargin >= 0, "estimateMargin cannot be negative (got \(estimateMargin))")
        try check(maximumIdleConnectionSeconds >= 0,
                  "maximumIdleConnectionSeconds cannot be negative (got \(maximumIdleConnectionSeconds))")
        return self
    }
}
