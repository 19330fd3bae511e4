@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

@Suite struct RetryAfterTests {
    @Test func theConfigurationsPolicyJittersAndGivesUpOnALongRetryAfter() throws {
        let configuration = OpenAICompatibleConfiguration(
            baseURLs: [try #require(URL(string: "http://127.0.0.1:9"))], maximumAttempts: 3, initialBackoffSeconds: 0.25,
            maximumBackoffSeconds: 2, maximumRetryAfterSeconds: 30)
        let policy = configuration.retryPolicy
        #expect(policy.maximumAttempts == 3)
        #expect(policy.jitter == .equal)
        #expect(policy.delaySeconds(beforeRetry: 3, serverHintSeconds: nil, unitRandom: 0) == 0.5)
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 20) == 20)
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 31) == nil)
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
