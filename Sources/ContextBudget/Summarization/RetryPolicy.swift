/// How transient failures (rate limits, dropped connections) are retried: exponential backoff,
/// honouring a server's `retryAfterSeconds` when it gives one.
public struct RetryPolicy: Sendable, Hashable, Codable {
    /// Attempts per call, the first included; 1 means no retry.
    public var maximumAttempts: Int
    /// Pause before the second attempt.
    public var initialDelaySeconds: Double
    /// Each further pause is this many times the previous one.
    public var multiplier: Double
    /// No pause is longer than this.
    public var maximumDelaySeconds: Double

    /// - Throws: `ContextBudgetError.invalidConfiguration` for fewer than 1 attempt or negative delays.
    public init(maximumAttempts: Int = 5, initialDelaySeconds: Double = 0.5, multiplier: Double = 2, maximumDelaySeconds: Double = 30) throws {
        guard maximumAttempts >= 1, initialDelaySeconds >= 0, multiplier >= 1, maximumDelaySeconds >= 0 else {
            throw ContextBudgetError.invalidConfiguration(
                "retry policy needs at least 1 attempt, non-negative delays and a multiplier ≥ 1 (got \(maximumAttempts), \(initialDelaySeconds) s, ×\(multiplier), ≤ \(maximumDelaySeconds) s)")
        }
        self.init(unchecked: maximumAttempts, initialDelaySeconds, multiplier, maximumDelaySeconds)
    }

    private init(unchecked attempts: Int, _ initial: Double, _ multiplier: Double, _ maximum: Double) {
        maximumAttempts = attempts
        initialDelaySeconds = initial
        self.multiplier = multiplier
        maximumDelaySeconds = maximum
    }

    /// Five attempts, pauses of 0.5, 1, 2 and 4 seconds.
    public static let standard = RetryPolicy(unchecked: 5, 0.5, 2, 30)

    /// One attempt: failures propagate at once.
    public static let none = RetryPolicy(unchecked: 1, 0, 1, 0)

    /// The pause after failed attempt `attempt` (1-based): the server's hint when given, else backoff.
    public func delaySeconds(afterAttempt attempt: Int, suggested: Double?) -> Double {
        if let suggested, suggested >= 0 { return min(suggested, maximumDelaySeconds) }
        var delay = initialDelaySeconds
        for _ in 1..<max(1, attempt) { delay *= multiplier }
        return min(delay, maximumDelaySeconds)
    }
}
