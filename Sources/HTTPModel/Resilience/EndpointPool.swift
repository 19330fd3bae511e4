import Foundation

/// The servers a model spreads its calls over: round-robin among the healthy ones, skipping an
/// endpoint that failed until its back-off ends, then letting the next request probe it.
///
/// No background health checks: the first request routed to a recovering endpoint is the probe,
/// and a failed probe doubles the time it is skipped (up to 12 times the base interval).
actor EndpointPool {
    struct Endpoint: Sendable, Hashable {
        /// Position in the configuration, for reports.
        let index: Int
        /// The base URL with any trailing `/v1` and slash removed: paths are appended to it.
        let root: URL
    }

    private struct Health {
        var unavailableUntil: ContinuousClock.Instant?
        var consecutiveFailures = 0
    }

    nonisolated let endpoints: [Endpoint]
    private var health: [Health]
    private var cursor = 0
    private let probeSeconds: Double
    private let clock = ContinuousClock()

    init(baseURLs: [URL], probeSeconds: Double) {
        precondition(!baseURLs.isEmpty, "an endpoint pool needs at least one URL")
        endpoints = baseURLs.enumerated().map { Endpoint(index: $0.offset, root: Self.root(of: $0.element)) }
        health = Array(repeating: Health(), count: baseURLs.count)
        self.probeSeconds = probeSeconds
    }

    /// The endpoint for the next request: the next available one in round-robin order, or, when
    /// all are backing off, the one whose back-off ends first (it becomes the probe).
    /// - Complexity: O(number of endpoints).
    func next() -> Endpoint {
        let now = clock.now
        for step in 0..<endpoints.count {
            let index = (cursor + step) % endpoints.count
            if health[index].unavailableUntil.map({ $0 <= now }) ?? true {
                cursor = (index + 1) % endpoints.count
                return endpoints[index]
            }
        }
        let soonest = health.indices.min { (health[$0].unavailableUntil ?? now) < (health[$1].unavailableUntil ?? now) } ?? 0
        cursor = (soonest + 1) % endpoints.count
        return endpoints[soonest]
    }

    /// True when some endpoint other than `endpoint` can take a request now (so a retry can fail
    /// over at once instead of waiting out a backoff).
    func hasAvailableEndpoint(otherThan endpoint: Endpoint) -> Bool {
        let now = clock.now
        return health.indices.contains { index in
            index != endpoint.index && (health[index].unavailableUntil.map { $0 <= now } ?? true)
        }
    }

    /// Records a success: the endpoint is healthy again.
    func recordSuccess(_ endpoint: Endpoint) {
        health[endpoint.index] = Health()
    }

    /// Records a transient failure and how long to skip the endpoint.
    /// - Parameters:
    ///   - unreachable: the connection failed (refused, reset, timed out): skip for the probe
    ///     interval, doubled per consecutive failure.
    ///   - skipSeconds: a minimum skip, such as the server's `Retry-After` or the backoff delay.
    func recordFailure(_ endpoint: Endpoint, unreachable: Bool, skipSeconds: Double) {
        var state = health[endpoint.index]
        state.consecutiveFailures += 1
        var seconds = skipSeconds
        if unreachable {
            let doublings = min(state.consecutiveFailures - 1, 3)  // 1, 2, 4, 8 … capped below 12x
            seconds = max(seconds, min(probeSeconds * Double(1 << doublings), probeSeconds * 12))
        }
        state.unavailableUntil = clock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
        health[endpoint.index] = state
    }

    /// Seconds until `endpoint` is available again (0 when it is).
    func secondsUntilAvailable(_ endpoint: Endpoint) -> Double {
        guard let until = health[endpoint.index].unavailableUntil else { return 0 }
        let remaining = clock.now.duration(to: until)
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) * 1e-18
        return max(0, seconds)
    }

    /// `http://h:p/v1/` → `http://h:p`: the server root that `/v1/chat/completions`, `/props`
    /// and `/tokenize` hang from.
    static func root(of url: URL) -> URL {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix("/v1") { text.removeLast(3) }
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text) ?? url
    }
}
