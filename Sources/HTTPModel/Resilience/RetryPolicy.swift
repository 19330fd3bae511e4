/// When to try a failed call again, and how long to wait first.
///
/// Exponential backoff with "equal jitter": the delay before retry `n` is drawn uniformly from
/// the upper half of `min(cap, initial * 2^(n-1))`, so a fleet of clients that failed together
/// does not retry together, yet every client still waits at least half the nominal delay.
/// A server's `Retry-After` is a floor: we never come back sooner than it asked.
struct RetryPolicy: Sendable {
    var maximumAttempts: Int
    var initialBackoffSeconds: Double
    var maximumBackoffSeconds: Double
    var maximumRetryAfterSeconds: Double

    /// Seconds to wait before retry number `retry` (1 for the first retry).
    /// - Parameters:
    ///   - retryAfterSeconds: the server's `Retry-After`, if any.
    ///   - unitRandom: a number in [0, 1); injectable so tests are deterministic.
    func delaySeconds(beforeRetry retry: Int, retryAfterSeconds: Double?, unitRandom: Double = Double.random(in: 0..<1)) -> Double {
        precondition(retry >= 1, "retries are numbered from 1")
        let exponent = Double(min(retry - 1, 30))
        let nominal = min(maximumBackoffSeconds, initialBackoffSeconds * pow2(exponent))
        let jittered = nominal / 2 + nominal / 2 * unitRandom
        return max(jittered, retryAfterSeconds ?? 0)
    }

    private func pow2(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<Int(exponent) { value *= 2 }
        return value
    }
}
