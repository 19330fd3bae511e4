/// What summarizing a document will cost, computed before any model call.
public struct SummaryPlan: Sendable, Hashable, Encodable {
    /// Tokens of the document on its own.
    public var documentTokens: Int
    /// Tokens one call's prompt may spend on material, after instructions, template and reserve.
    public var materialCapacity: Int
    /// Tokens the whole document would cost as one call (instructions and template included).
    public var singleCallTokens: Int
    /// Prompt tokens the budget allows per call.
    public var promptCapacity: Int
    /// True when the document fits one call: no chunking, no reduce.
    public var fitsInOneCall: Bool { singleCallTokens <= promptCapacity }
    /// Tokens over a single call's capacity (0 when it fits).
    public var overflow: Int { max(0, singleCallTokens - promptCapacity) }
    /// Tokens still free in a single call (0 when it does not fit).
    public var headroom: Int { max(0, promptCapacity - singleCallTokens) }
    /// The largest chunk, in tokens.
    public var chunkTokenLimit: Int
    /// Chunks, hence map calls (1 when the document fits one call).
    public var mapCalls: Int
    /// Response tokens allowed per call; the fan-in below follows from it.
    public var responseTokensPerCall: Int
    /// Partial summaries one collapse or reduce call can take.
    public var fanIn: Int
    /// Collapse calls at each level, from the first level up (empty when the reduce fits at once).
    public var collapseCallsPerLevel: [Int]
    /// Levels of collapse needed before the final reduce fits.
    public var collapseDepth: Int { collapseCallsPerLevel.count }
    /// Final reduce calls (0 or 1).
    public var reduceCalls: Int
    /// Every call the summary will make.
    public var totalCalls: Int { mapCalls + collapseCallsPerLevel.reduce(0, +) + reduceCalls }
    /// Upper bounds on the tokens sent and received over the whole job.
    public var expectedPromptTokens: Int
    public var expectedResponseTokens: Int
    public var budget: TokenBudget
}
