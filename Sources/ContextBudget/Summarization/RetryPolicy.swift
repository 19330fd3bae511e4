/// How transient failures (rate limits, dropped connections, a busy server) are retried:
/// exponential backoff, optionally jittered, and what a server's own wait hint means.
///
/// One policy serves every retry loop of the package: the summarizer's calls (no jitter, a
/// rate limit's hint capped at the longest pause) and the HTTP client's requests (equal jitter,
/// `Retry-After` as a floor, and a hint beyond a limit given up on at once).
public struct RetryPolicy: Sendable, Hashable, Codable {
    /// How a pause is spread around its nominal length.
    public enum Jitter: Sendable, Hashable, Codable {
        /// The nominal pause exactly: reproducible, right for one client.
        case none
        /// Uniformly in the upper half of the nominal pause, so a fleet of clients that failed
        /// together does not retry together, yet each still waits at least half of it.
        case equal
    }

    /// What a wait the server asked for (`Retry-After`, a rate limit's hint) does to the pause.
    public enum ServerHint: Sendable, Hashable, Codable {
        /// The hint replaces the backoff, but no pause is longer than `maximumDelaySeconds`.
        case cappedAtMaximumDelay
        /// The pause is at least the hint (never come back sooner than asked); a hint over
        /// `givingUpAboveSeconds` ends the retries at once, since waiting that long is worse
        /// than reporting the failure.
        case floor(givingUpAboveSeconds: Double)
    }

    /// Attempts per call, the first included; 1 means no retry.
    public var maximumAttempts: Int
    /// Nominal pause before the second attempt.
    public var initialDelaySeconds: Double
    /// Each further nominal pause is this many times the previous one.
    public var multiplier: Double
    /// No nominal pause is longer than this.
    public var maximumDelaySeconds: Double
    /// How pauses are spread.
    public var jitter: Jitter
    /// What a server's wait hint means.
    public var serverHint: ServerHint

    /// - Throws: `ContextBudgetError.invalidConfiguration` for fewer than 1 attempt, negative
    ///   delays or a multiplier below 1.
    public init(
        maximumAttempts: Int = 5, initialDelaySeconds: Double = 0.5, multiplier: Double = 2, maximumDelaySeconds: Double = 30,
        jitter: Jitter = .none, serverHint: ServerHint = .cappedAtMaximumDelay
    ) throws {
        var hintLimitIsValid = true
        if case let .floor(limit) = serverHint { hintLimitIsValid = limit >= 0 }
        guard maximumAttempts >= 1, initialDelaySeconds >= 0, multiplier >= 1, maximumDelaySeconds >= 0, hintLimitIsValid else {
            throw ContextBudgetError.invalidConfiguration(
                "retry policy needs at least 1 attempt, non-negative delays and a multiplier ≥ 1 (got \(maximumAttempts), \(initialDelaySeconds) s, ×\(multiplier), ≤ \(maximumDelaySeconds) s, server hint \(serverHint))")
        }
        self.init(
            unchecked: maximumAttempts, initialDelaySeconds: initialDelaySeconds, multiplier: multiplier,
            maximumDelaySeconds: maximumDelaySeconds, jitter: jitter, serverHint: serverHint)
    }

    /// A policy from values the caller has already validated (a configuration's own checks).
    package init(
        unchecked maximumAttempts: Int, initialDelaySeconds: Double, multiplier: Double, maximumDelaySeconds: Double,
        jitter: Jitter, serverHint: ServerHint
    ) {
        self.maximumAttempts = maximumAttempts
        self.initialDelaySeconds = initialDelaySeconds
        self.multiplier = multiplier
        self.maximumDelaySeconds = maximumDelaySeconds
        self.jitter = jitter
        self.serverHint = serverHint
    }

    /// Five attempts, pauses of 0.5, 1, 2 and 4 seconds.
    public static let standard = RetryPolicy(
        unchecked: 5, initialDelaySeconds: 0.5, multiplier: 2, maximumDelaySeconds: 30, jitter: .none, serverHint: .cappedAtMaximumDelay)

    /// One attempt: failures propagate at once.
    public static let none = RetryPolicy(
        unchecked: 1, initialDelaySeconds: 0, multiplier: 1, maximumDelaySeconds: 0, jitter: .none, serverHint: .cappedAtMaximumDelay)

    /// The pause before retry `retry` (1 for the first retry, which follows the first attempt),
    /// or nil when the policy gives up (a server hint past the floor's limit). Whether attempts
    /// remain is the caller's count against `maximumAttempts`.
    /// - Parameters:
    ///   - serverHintSeconds: the wait the server asked for, if any (negative values are ignored).
    ///   - unitRandom: a number in [0, 1) for the jitter; injectable so tests are deterministic.
    public func delaySeconds(beforeRetry retry: Int, serverHintSeconds: Double?, unitRandom: Double = Double.random(in: 0..<1)) -> Double? {
        precondition(retry >= 1, "retries are numbered from 1")
        let hint = serverHintSeconds.flatMap { $0 >= 0 ? $0 : nil }
        switch serverHint {
        case .cappedAtMaximumDelay:
            if let hint { return min(hint, maximumDelaySeconds) }
            return jittered(nominalDelaySeconds(beforeRetry: retry), unitRandom: unitRandom)
        case let .floor(limit):
            if let hint, hint > limit { return nil }
            return max(jittered(nominalDelaySeconds(beforeRetry: retry), unitRandom: unitRandom), hint ?? 0)
        }
    }

    /// `initialDelaySeconds * multiplier^(retry-1)`, capped at `maximumDelaySeconds`.
    /// - Complexity: O(retry), stopping early once the cap is reached.
    public func nominalDelaySeconds(beforeRetry retry: Int) -> Double {
        var delay = initialDelaySeconds
        var step = 1
        while step < retry, delay < maximumDelaySeconds {
            delay *= multiplier
            step += 1
        }
        return min(delay, maximumDelaySeconds)
    }

    private func jittered(_ nominal: Double, unitRandom: Double) -> Double {
        switch jitter {
        case .none: nominal
        case .equal: nominal / 2 + nominal / 2 * unitRandom
        }
    }
}
