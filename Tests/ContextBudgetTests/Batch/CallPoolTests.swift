import Foundation
import Testing
@testable import ContextBudget

final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var order: [Int] = []
    func append(_ value: Int) { lock.withLock { order.append(value) } }
}

@Suite struct CallPoolTests {
    /// Waits until `pool` has `count` waiters queued (the tasks below start asynchronously).
    static func waitForWaiters(_ pool: CallPool, _ count: Int) async throws {
        for _ in 0..<2_000 where pool.waiterCount < count { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(pool.waiterCount == count)
    }

    @Test func aFreedPermitGoesToTheEarliestDocumentThenTheEarliestAsker() async throws {
        let pool = CallPool(limit: 1)
        try await pool.acquire(priority: 0)
        let log = OrderLog()
        var tasks: [Task<Void, any Error>] = []
        for (position, priority) in [5, 1, 3, 1].enumerated() {
            tasks.append(Task {
                try await pool.acquire(priority: priority)
                log.append(position)
                pool.release()
            })
            try await Self.waitForWaiters(pool, position + 1)
        }
        pool.release()
        for task in tasks { try await task.value }
        #expect(log.order == [1, 3, 2, 0], "priority 1 (first asker, then second), then 3, then 5")
        #expect(pool.peakCallsInFlight == 1 && pool.callsInFlight == 0)
    }

    @Test func aCancelledWaiterLeavesTheQueueWithoutTakingAPermit() async throws {
        let pool = CallPool(limit: 1)
        try await pool.acquire(priority: 0)
        let waiter = Task { try await pool.acquire(priority: 0) }
        try await Self.waitForWaiters(pool, 1)
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(pool.waiterCount == 0)
        pool.release()
        #expect(pool.callsInFlight == 0)
        try await pool.acquire(priority: 0)  // the permit is free again
        #expect(pool.callsInFlight == 1)
    }
}
