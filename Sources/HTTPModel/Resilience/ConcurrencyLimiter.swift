/// A counting semaphore for async code: at most `limit` holders at once, the rest wait in FIFO
/// order. Keeps a model from opening more connections than its servers have slots.
/// A task cancelled while waiting keeps waiting for its permit (then its request sees the
/// cancellation at once); permits are held for one attempt, never across a backoff sleep.
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

    /// Permits currently held (for tests and reports).
    var permitsInUse: Int { inUse }
}
