/// A finished summary and what it cost.
public struct Summary: Sendable, Hashable, Encodable {
    /// The summary text.
    public var text: String
    /// What the job cost.
    public var statistics: SummaryStatistics
}

/// Counters of a summarization job.
public struct SummaryStatistics: Sendable, Hashable, Encodable {
    /// Model calls at each level: map first, then each collapse level, then the reduce.
    public var callsPerLevel: [Int] = []
    /// Prompt tokens sent, as the model counts them.
    public var promptTokens = 0
    /// Response tokens received, as the summarizer's counter counts them.
    public var responseTokens = 0
    /// Collapse levels used before the reduce.
    public var collapseDepth = 0
    /// Wall-clock time of the job.
    public var wallSeconds = 0.0
    /// Every call made.
    public var totalCalls: Int { callsPerLevel.reduce(0, +) }
}
