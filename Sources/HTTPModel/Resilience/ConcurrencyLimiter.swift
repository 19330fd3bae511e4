/// A counting semaphore for async code: at most `limit` holders at once, the rest wait in FIFO
/// order. Keeps a model from opening more connections than its servers have slots.
actor ConcurrencyLimiter {
    private let limit: Int
    private var inUse = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        precondition(limit >= 1, "a limiter needs at least one permit")
        self.limit = limit
    }

    /// Waits for a permit. Pair every call with one `release()`.
    func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns a permit, handing it straight to the longest waiter if there is one.
    func release() {
        if waiters.isEmpty {
            inUse -= 1
        } else {
            waiters.removeFirst().resume()
        }
    }

    /// Runs `body` holding a permit.
    func withPermit<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    /// Permits currently held (for tests and reports).
    var permitsInUse: Int { inUse }
}
