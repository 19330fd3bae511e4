/// How many tokens a chunk should and may have: a range, so that the chunker can end a chunk at
/// a stronger boundary a little before the maximum, and so that the last chunk is not a crumb.
public struct ChunkCapacity: Sendable, Hashable, Codable {
    /// Chunks aim for at least this many tokens. A piece that fits is kept whole while the chunk
    /// before it has reached `desired`, and opened up (split at the next finer level) to fill the
    /// chunk when it has not; between `desired` and `maximum` the chunk ends at the coarsest
    /// boundary available. A last chunk below half of it is rebalanced with the one before it.
    public let desired: Int
    /// No chunk has more tokens than this, overlap included, measured on the chunk's own text.
    public let maximum: Int

    /// - Throws: `ContextBudgetError.invalidConfiguration` unless 1 ≤ `desired` ≤ `maximum`.
    public init(desired: Int, maximum: Int) throws {
        guard maximum >= 1 else {
            throw ContextBudgetError.invalidConfiguration("the maximum chunk size must be at least 1 token (got \(maximum))")
        }
        guard (1...maximum).contains(desired) else {
            throw ContextBudgetError.invalidConfiguration(
                "the desired chunk size must be between 1 and the maximum, \(maximum) tokens (got \(desired)); lower it or raise the maximum")
        }
        self.desired = desired
        self.maximum = maximum
    }

    /// Chunks of at least 90% of `maximum` where the text allows, ending at the coarsest
    /// boundary in that last tenth.
    /// - Throws: `ContextBudgetError.invalidConfiguration` when `maximum` is below 1.
    public init(maximum: Int) throws {
        try self.init(desired: max(1, maximum - maximum / 10), maximum: maximum)
    }
}
