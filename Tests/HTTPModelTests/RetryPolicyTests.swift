@testable import HTTPModel
import Foundation
import Testing

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(maximumAttempts: 5, initialBackoffSeconds: 0.5, maximumBackoffSeconds: 4, maximumRetryAfterSeconds: 60)

    @Test func delaysDoubleWithinTheUpperHalfAndStopAtTheCap() {
        for retry in 1...8 {
            let nominal = min(4, 0.5 * Double(1 << (retry - 1)))
            #expect(policy.delaySeconds(beforeRetry: retry, retryAfterSeconds: nil, unitRandom: 0) == nominal / 2)
            #expect(policy.delaySeconds(beforeRetry: retry, retryAfterSeconds: nil, unitRandom: 0.999) <= nominal)
        }
    }

    @Test func jitterSpreadsDelays() {
        let delays = Set((0..<50).map { _ in policy.delaySeconds(beforeRetry: 3, retryAfterSeconds: nil) })
        #expect(delays.count > 40)
        #expect(delays.allSatisfy { $0 >= 1 && $0 <= 2 })
    }

    @Test func retryAfterIsAFloor() {
        #expect(policy.delaySeconds(beforeRetry: 1, retryAfterSeconds: 7, unitRandom: 0.5) == 7)
        #expect(policy.delaySeconds(beforeRetry: 4, retryAfterSeconds: 0.1, unitRandom: 0) == 2)
    }

    @Test func retryAfterHeaderForms() {
        let now = Date(timeIntervalSince1970: 1_445_412_450)  // Wed, 21 Oct 2015 07:27:30 GMT
        #expect(RetryAfter.seconds(from: "120", now: now) == 120)
        #expect(RetryAfter.seconds(from: " 1.5 ", now: now) == 1.5)
        #expect(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 30)
        #expect(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
        #expect(RetryAfter.seconds(from: "-3", now: now) == nil)
        #expect(RetryAfter.seconds(from: "soon", now: now) == nil)
        #expect(RetryAfter.seconds(from: nil, now: now) == nil)
    }
}
