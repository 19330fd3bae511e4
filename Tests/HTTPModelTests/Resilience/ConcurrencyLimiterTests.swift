@testable import HTTPModel
import Foundation
import Testing

@Suite struct ConcurrencyLimiterTests {
    @Test func neverMoreHoldersThanPermitsAndEveryWaiterServed() async {
        let limiter = ConcurrencyLimiter(limit: 3)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    await limiter.acquire()
                    gauge.enter()
                    try? await Task.sleep(for: .milliseconds(5))
                    gauge.leave()
                    await limiter.release()
                }
            }
        }
        #expect(gauge.maximum == 3)
        #expect(await limiter.permitsInUse == 0)
    }
}
