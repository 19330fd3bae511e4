import ContextBudget
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The machinery behind `OpenAICompatibleModel`: requests, timeouts, retries with backoff,
/// failover between endpoints and the bound on requests in flight.
final class ChatClient: Sendable {
    let configuration: OpenAICompatibleConfiguration
    /// The socket client for `http://` (unless URLSession is chosen), `nil` when not used.
    let socketTransport: SocketTransport?
    /// URLSession for `https://` and whatever the socket client does not carry; `nil` when not needed.
    let sessionTransport: URLSessionTransport?
    let pool: EndpointPool
    let limiter: ConcurrencyLimiter
    let policy: RetryPolicy
    let state = ClientState()

    init(configuration: OpenAICompatibleConfiguration) {
        self.configuration = configuration
        let sockets = configuration.httpClient.usesSocketsForHTTP
        let schemes = Set(configuration.baseURLs.map { $0.scheme?.lowercased() ?? "" })
        socketTransport = sockets && schemes.contains("http")
            ? SocketTransport(
                connectTimeoutSeconds: configuration.connectTimeoutSeconds,
                maximumIdleConnectionsPerHost: configuration.maximumConcurrentRequests,
                maximumIdleSeconds: configuration.maximumIdleConnectionSeconds)
            : nil
        sessionTransport = !sockets || schemes.contains(where: { $0 != "http" })
            ? URLSessionTransport(
                idleTimeoutSeconds: configuration.requestTimeoutSeconds,
                connectionsPerHost: configuration.maximumConcurrentRequests)
            : nil
        pool = EndpointPool(baseURLs: configuration.baseURLs, probeSeconds: configuration.deadEndpointProbeSeconds)
        limiter = ConcurrencyLimiter(limit: configuration.maximumConcurrentRequests)
        policy = configuration.retryPolicy
    }

    // MARK: Requests

    /// A request to `path` under the endpoint's root, with JSON and auth headers.
    func request(_ endpoint: EndpointPool.Endpoint, path: String, json: JSONValue? = nil) -> HTTPRequest {
        var request = HTTPRequest(
            method: json == nil ? "GET" : "POST", url: endpoint.root.appendingPathComponent(path),
            headers: ["Accept": "application/json"], body: nil,
            idleTimeoutSeconds: configuration.requestTimeoutSeconds)
        if let json {
            request.body = ChatCompletionRequest.encode(json)
            request.headers["Content-Type"] = "application/json"
        }
        if !configuration.reusesConnections {
            request.headers["Connection"] = "close"
        }
        if let key = configuration.apiKey {
            request.headers["Authorization"] = "Bearer \(key.secret)"
        }
        return request
    }

    /// The transport that carries requests to `url`: the socket client for `http://` when it is
    /// in use, URLSession otherwise.
    func transport(for url: URL) -> any HTTPTransport {
        if url.scheme?.lowercased() == "http", let socketTransport { return socketTransport }
        if let sessionTransport { return sessionTransport }
        // Unreachable: a transport exists for every configured scheme; fall back rather than trap.
        return socketTransport ?? URLSessionTransport(idleTimeoutSeconds: configuration.requestTimeoutSeconds, connectionsPerHost: 1)
    }

    /// One attempt: sends `request` and waits for the whole response, at most `timeoutSeconds`.
    /// - Throws: `AttemptFailure` (unreachable) for transport errors and timeouts; `CancellationError`.
    func perform(_ request: HTTPRequest, timeoutSeconds: Double? = nil) async throws -> HTTPResponse {
        let timeout = timeoutSeconds ?? configuration.requestTimeoutSeconds
        let transport = transport(for: request.url)
        let where_ = request.url.absoluteString
        do {
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask { try await transport.send(request) }
                group.addTask {
                    try await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw AttemptFailure(
                        error: .backend(message: "no response from \(where_) within \(Self.seconds(timeout)) s", isTransient: true),
                        unreachable: true)
                }
                return response
            }
        } catch let error as TransportFailure {
            throw Self.failure(for: error, url: where_)
        }
    }

    /// The failure for a transport error: connection problems (and bytes that are not HTTP) are
    /// transient and mark the endpoint.
    static func failure(for error: TransportFailure, url: String) -> AttemptFailure {
        let message = error.kind == .malformed ? "\(url) answered with a \(error.detail)" : "cannot reach \(url): \(error.detail)"
        return AttemptFailure(error: .backend(message: message, isTransient: true), unreachable: true)
    }

    /// The failure for an HTTP error status.
    func failure(for response: HTTPResponse, contextSize: Int) -> AttemptFailure {
        let retryAfter = RetryAfter.seconds(from: response.headers["retry-after"])
        let error = ServerErrorMapping.error(
            status: response.status, body: response.body, retryAfterSeconds: retryAfter, contextSize: contextSize)
        return AttemptFailure(error: error, unreachable: false, retryAfterSeconds: retryAfter)
    }

    // MARK: Retries

    /// Runs `attempt` against an endpoint from the pool, retrying transient failures with
    /// backoff; a retry goes to the next available endpoint at once when there is one.
    /// - Throws: the last `GenerationError`, or whatever non-`AttemptFailure` error `attempt` threw.
    /// - Parameter maximumAttempts: overrides the configured attempts (token counting tries once:
    ///   it has a local fallback and must not stall a caller for a backoff).
    func withRetries<T: Sendable>(
        maximumAttempts: Int? = nil, _ attempt: @Sendable (EndpointPool.Endpoint) async throws -> T
    ) async throws -> T {
        let attempts = maximumAttempts ?? policy.maximumAttempts
        var retry = 0
        while true {
            try Task.checkCancellation()
            let endpoint = await pool.next()
            await limiter.acquire()
            let outcome: Result<T, any Error>
            do {
                outcome = .success(try await attempt(endpoint))
            } catch {
                outcome = .failure(error)
            }
            await limiter.release()
            switch outcome {
            case let .success(value):
                await pool.recordSuccess(endpoint)
                return value
            case let .failure(error as AttemptFailure):
                guard error.error.isTransient else { throw error.error }
                retry += 1
                guard let delay = policy.delaySeconds(beforeRetry: retry, serverHintSeconds: error.retryAfterSeconds) else {
                    throw error.error
                }
                await pool.recordFailure(
                    endpoint, unreachable: error.unreachable,
                    skipSeconds: error.retryAfterSeconds ?? (error.unreachable ? 0 : delay))
                guard retry < attempts else {
                    throw Self.exhausted(error.error, attempts: retry)
                }
                if await !pool.hasAvailableEndpoint(otherThan: endpoint) {
                    try await Task.sleep(for: .milliseconds(Int64(delay * 1000)))
                }
            case let .failure(error):
                throw error
            }
        }
    }

    private static func exhausted(_ error: GenerationError, attempts: Int) -> GenerationError {
        switch error {
        case let .backend(message, isTransient):
            .backend(message: "\(message) (gave up after \(attempts) attempts)", isTransient: isTransient)
        default: error
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}

/// What a client learns about its servers as it goes.
actor ClientState {
    enum Support: Sendable { case unknown, supported, unsupported }

    /// Whether the servers have llama.cpp's `/apply-template` and `/tokenize`.
    var serverTokenizer: Support = .unknown
    /// The `model` name to send, once resolved.
    var modelName: String?
    /// Template markup tokens per message, learned from `usage.prompt_tokens`; `nil` until then.
    var calibratedTokensPerMessage: Int?
    /// The most tokens a server's rendering of tools cost beyond our count of their JSON, and the
    /// most per token of that JSON, learned from answers to requests with tools; `nil` until then.
    var calibratedToolOverhead: (tokens: Int, perToolToken: Double)?

    func setServerTokenizer(_ support: Support) { serverTokenizer = support }
    func setModelName(_ name: String) { modelName = name }

    /// Keeps the largest per-message overhead seen: counts must not under-estimate.
    func calibrate(tokensPerMessage: Int) {
        calibratedTokensPerMessage = max(calibratedTokensPerMessage ?? 0, tokensPerMessage)
    }

    /// Keeps the largest tool overhead seen, in total and per tool: counts must not under-estimate.
    func calibrate(toolOverhead tokens: Int, toolTokens: Int) {
        let perToolToken = Double(tokens) / Double(max(1, toolTokens))
        let known = calibratedToolOverhead ?? (0, 0)
        calibratedToolOverhead = (max(known.tokens, tokens), max(known.perToolToken, perToolToken))
    }
}
