@testable import HTTPModel
import ContextBudget
import Foundation

/// Models wired for fast failure tests: tiny backoffs and timeouts, no discovery requests.
/// The HTTP client is `$CONTEXTBUDGET_HTTP_CLIENT`'s (the socket client by default on Linux), so
/// `CONTEXTBUDGET_HTTP_CLIENT=urlsession swift test --filter HTTPModelTests` runs every test on URLSession.
enum TestModels {
    static func make(
        _ urls: [URL], maximumAttempts: Int = 4, requestTimeoutSeconds: Double = 5,
        probeSeconds: Double = 5, maximumConcurrentRequests: Int = 8, maximumRetryAfterSeconds: Double = 10,
        apiKey: APIKey? = nil, serverTokenizer: Bool = false, modelName: String? = "test-model",
        httpClient: HTTPClientChoice = .fromEnvironment(), maximumIdleConnectionSeconds: Double = 4
    ) throws -> OpenAICompatibleModel {
        try OpenAICompatibleModel(configuration: OpenAICompatibleConfiguration(
            baseURLs: urls, modelName: modelName, apiKey: apiKey, contextSize: 4096,
            requestTimeoutSeconds: requestTimeoutSeconds, connectTimeoutSeconds: 2,
            maximumAttempts: maximumAttempts, initialBackoffSeconds: 0.01, maximumBackoffSeconds: 0.05,
            maximumRetryAfterSeconds: maximumRetryAfterSeconds, deadEndpointProbeSeconds: probeSeconds,
            maximumConcurrentRequests: maximumConcurrentRequests, usesServerTokenizer: serverTokenizer,
            maximumIdleConnectionSeconds: maximumIdleConnectionSeconds, httpClient: httpClient))
    }

    static let question = Transcript(instructions: "Answer briefly.", prompt: "What is 2 + 2?")

    /// Collects a stream, with the time each piece arrived.
    static func collect(_ stream: AsyncThrowingStream<String, any Error>) async throws -> [(piece: String, seconds: Double)] {
        let start = ContinuousClock.now
        var pieces: [(String, Double)] = []
        for try await piece in stream {
            let elapsed = ContinuousClock.now - start
            pieces.append((piece, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18))
        }
        return pieces
    }
}

/// Seconds taken by `body`.
func secondsTaken(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}
