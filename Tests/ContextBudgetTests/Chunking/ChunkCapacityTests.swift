import Testing
import Tokenizers
@testable import ContextBudget

/// Configuration is validated when the chunker is built, with messages that name the value.
@Suite struct ChunkCapacityTests {
    @Test func defaultDesiredIsNinetyPercent() throws {
        #expect(try ChunkCapacity(maximum: 1000).desired == 900)
        #expect(try ChunkCapacity(maximum: 1).desired == 1)
    }

    @Test func invalidCapacitiesThrow() {
        #expect(throws: ContextBudgetError.self) { try ChunkCapacity(maximum: 0) }
        #expect(throws: ContextBudgetError.self) { try ChunkCapacity(desired: 200, maximum: 100) }
        #expect(throws: ContextBudgetError.self) { try ChunkCapacity(desired: 0, maximum: 100) }
    }

    @Test func overlapMustBeBelowDesired() throws {
        let capacity = try ChunkCapacity(desired: 50, maximum: 100)
        #expect(throws: ContextBudgetError.self) { try TextChunker(capacity: capacity, overlapTokens: 50, counter: TokenEstimator()) }
        #expect(throws: ContextBudgetError.self) { try TextChunker(capacity: capacity, overlapTokens: -1, counter: TokenEstimator()) }
        do {
            _ = try TextChunker(capacity: capacity, overlapTokens: 60, counter: TokenEstimator())
            Issue.record("an overlap of 60 with a desired size of 50 was accepted")
        } catch let error as ContextBudgetError {
            #expect(error.description.contains("60") && error.description.contains("50"))
        }
        #expect(try TextChunker(capacity: capacity, overlapTokens: 49, counter: TokenEstimator()).overlapTokens == 49)
    }
}
