import ContextBudget
import Testing

@Suite struct RetryPolicyTests {
    @Test func withoutJitterDelaysDoubleUpToTheCapAndAHintIsCapped() throws {
        let policy = try RetryPolicy(maximumAttempts: 6, initialDelaySeconds: 0.5, multiplier: 2, maximumDelaySeconds: 3)
        #expect((1...5).map { policy.delaySeconds(beforeRetry: $0, serverHintSeconds: nil) } == [0.5, 1, 2, 3, 3])
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 2.5) == 2.5)
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 60) == 3)
        #expect(policy.delaySeconds(beforeRetry: 2, serverHintSeconds: -1) == 1, "a negative hint is ignored")
    }

    @Test func equalJitterStaysInTheUpperHalfOfTheNominalDelay() throws {
        let policy = try RetryPolicy(
            maximumAttempts: 5, initialDelaySeconds: 0.5, maximumDelaySeconds: 4, jitter: .equal,
            serverHint: .floor(givingUpAboveSeconds: 60))
        for retry in 1...8 {
            let nominal = min(4, 0.5 * Double(1 << (retry - 1)))
            #expect(policy.nominalDelaySeconds(beforeRetry: retry) == nominal)
            #expect(policy.delaySeconds(beforeRetry: retry, serverHintSeconds: nil, unitRandom: 0) == nominal / 2)
            let highest = try #require(policy.delaySeconds(beforeRetry: retry, serverHintSeconds: nil, unitRandom: 0.999))
            #expect(highest <= nominal && highest > nominal * 0.99)
        }
        let spread = Set((0..<50).compactMap { _ in policy.delaySeconds(beforeRetry: 3, serverHintSeconds: nil) })
        #expect(spread.count > 40, "random jitter spreads the delays")
        #expect(spread.allSatisfy { $0 >= 1 && $0 <= 2 })
    }

    @Test func aFloorHintIsWaitedForAndOneBeyondItsLimitGivesUp() throws {
        let policy = try RetryPolicy(
            maximumAttempts: 5, initialDelaySeconds: 0.5, maximumDelaySeconds: 4, jitter: .equal,
            serverHint: .floor(givingUpAboveSeconds: 60))
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 7, unitRandom: 0.5) == 7, "never sooner than asked")
        #expect(policy.delaySeconds(beforeRetry: 4, serverHintSeconds: 0.1, unitRandom: 0) == 2, "backoff when it is longer")
        #expect(policy.delaySeconds(beforeRetry: 1, serverHintSeconds: 61) == nil)
    }

    @Test func badSettingsAreRefusedWithWhatWasGiven() {
        #expect(throws: ContextBudgetError.self) { try RetryPolicy(maximumAttempts: 0) }
        #expect(throws: ContextBudgetError.self) { try RetryPolicy(multiplier: 0.5) }
        #expect(throws: ContextBudgetError.self) { try RetryPolicy(serverHint: .floor(givingUpAboveSeconds: -1)) }
        #expect(RetryPolicy.none.maximumAttempts == 1)
        #expect(RetryPolicy.standard.delaySeconds(beforeRetry: 4, serverHintSeconds: nil) == 4)
    }
}
