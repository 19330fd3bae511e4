import Foundation

/// At most `limit` model calls in flight across every document of a batch, granted by priority.
///
/// Each document's summarizer runs as usual (its levels launch their calls in parallel); every
/// `generate` first takes a permit here. A freed permit goes to the waiting call of the earliest
/// document (lowest `priority`), then the earliest asker: the head of the batch finishes first,
/// so results come out in input order with little buffering, a document's reduce overtakes
/// later documents' maps as soon as its maps are done, and later documents fill the endpoints
/// whenever the head has fewer calls ready than permits.
///
/// Not chosen: FIFO permits (a document's reduce would queue behind every later document's
/// maps, delaying its output and holding more finished documents in memory for ordered
/// delivery), and one global queue of call items (it would duplicate the summarizer's levels).
final class CallPool: @unchecked Sendable {
    /// Permits: calls in flight at most.
    let limit: Int
    private let lock = NSLock()
    private var inFlight = 0
    private var peak = 0
    private var nextTicket: UInt64 = 0
    private var waiters: [Waiter] = []

    private struct Waiter {
        var priority: Int
        var ticket: UInt64
        var continuation: CheckedContinuation<Void, any Error>
    }

    init(limit: Int) {
        precondition(limit >= 1, "a call pool needs at least one permit")
        self.limit = limit
    }

    /// Calls in flight now.
    var callsInFlight: Int { lock.withLock { inFlight } }
    /// Most calls that were in flight at once.
    var peakCallsInFlight: Int { lock.withLock { peak } }
    /// Calls waiting for a permit now.
    var waiterCount: Int { lock.withLock { waiters.count } }

    /// Waits for a permit; pair with `release()`.
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    /// - Complexity: O(1) when a permit is free; the wait is O(waiters) per released permit.
    func acquire(priority: Int) async throws {
        let ticket = lock.withLock { () -> UInt64 in nextTicket += 1; return nextTicket }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if inFlight < limit {
                    inFlight += 1
                    peak = max(peak, inFlight)
                    lock.unlock()
                    continuation.resume()
                } else {
                    waiters.append(Waiter(priority: priority, ticket: ticket, continuation: continuation))
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            if let position = waiters.firstIndex(where: { $0.ticket == ticket }) {
                let waiter = waiters.remove(at: position)
                lock.unlock()
                waiter.continuation.resume(throwing: CancellationError())
            } else {
                lock.unlock()
            }
        }
    }

    /// Returns a permit: hands it to the best waiter, if any.
    func release() {
        lock.lock()
        guard let best = waiters.indices.min(by: {
            (waiters[$0].priority, waiters[$0].ticket) < (waiters[$1].priority, waiters[$1].ticket)
        }) else {
            inFlight -= 1
            lock.unlock()
            return
        }
        let waiter = waiters.remove(at: best)
        lock.unlock()
        waiter.continuation.resume()
    }
}

/// A model whose `generate` calls take a permit of a shared `CallPool`: how a batch bounds its
/// calls in flight without changing the summarizer. Identifier and counts pass through, so cache
/// keys are those of the model itself.
struct PooledLanguageModel: LanguageModel {
    let base: any LanguageModel
    let pool: CallPool
    /// The document's position in the batch: earlier documents get permits first.
    let priority: Int

    var contextSize: Int { base.contextSize }
    var identifier: String { base.identifier }

    func tokenCount(for transcript: Transcript) async throws -> Int {
        try await base.tokenCount(for: transcript)
    }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        try await pool.acquire(priority: priority)
        defer { pool.release() }
        return try await base.generate(transcript, options: options)
    }
}
