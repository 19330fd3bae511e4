/// How a long document is summarized.
public enum SummaryStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Summarize chunks in parallel, merge the partial summaries level by level, reduce once.
    /// Parallel, and the depth grows with the logarithm of the length.
    case mapReduce
    /// Summarize the first chunk, then update that summary with each next chunk in turn
    /// (Apple's TN3193 recipe). Sequential, one call per chunk; later parts weigh more.
    case refine
    /// Map-reduce whose map and collapse calls are answered by the extractive model (the
    /// salient sentences of each chunk, then of each group), and whose final call sends the
    /// model only a selection of the merged sentences, `SummaryPlanner.rewriteSelectionTokens`
    /// long, to rewrite as the summary. Why: a small model (Gemma 3 270M) copies and loops on a
    /// 3,000-token chunk, and every generative call is one more chance to; a few hundred tokens of
    /// chosen sentences, once per document, is what it handles best (docs/summarization.md,
    /// "Generative backends"). A rejected rewrite falls back to the extractive reduce.
    case extractThenRewrite
}

/// What summarizing a document will cost, computed before any model call.
///
/// The summarizer follows the plan: with a model that answers within its caps and counts as it
/// is measured, the calls made equal `callsPerLevel` exactly. An input the backend rejects as too
/// long (its count disagreed) is split and costs one extra call, reported in the statistics.
public struct SummaryPlan: Sendable, Hashable, Encodable {
    /// One level of calls: map, a collapse level, the reduce, or the refine chain.
    public struct Level: Sendable, Hashable, Encodable {
        /// What the level's calls do.
        public var stage: SummaryNode.Stage
        /// Calls at this level.
        public var calls: Int
        /// The most inputs one call takes: 1 chunk for map, up to the fan-in partial summaries above.
        public var maximumInputsPerCall: Int
        /// Response tokens each call may produce, chosen so that the next level's calls fit.
        public var outputTokenCap: Int
    }

    /// Map-reduce or refine.
    public var strategy: SummaryStrategy
    /// Tokens of the document on its own, by the summarizer's counter.
    public var documentTokens: Int
    /// UTF-8 bytes of the document.
    public var documentByteCount: Int
    /// Prompt tokens the budget allows per call (context − reserve − margin).
    public var promptCapacity: Int
    /// Tokens of a call without material: instructions, template and chat markup (the largest stage).
    public var fixedPromptTokens: Int
    /// Tokens one call's prompt may spend on material, after instructions, template and reserve.
    public var materialCapacity: Int
    /// Tokens the whole document would cost as one call (instructions and template included).
    public var singleCallTokens: Int
    /// True when the document fits one call: no chunking, no reduce.
    public var fitsInOneCall: Bool { singleCallTokens <= promptCapacity }
    /// Tokens over a single call's capacity (0 when it fits).
    public var overflow: Int { max(0, singleCallTokens - promptCapacity) }
    /// Tokens still free in a single call (0 when it does not fit).
    public var headroom: Int { max(0, promptCapacity - singleCallTokens) }
    /// The largest chunk allowed, in tokens (the chunker's limit).
    public var chunkTokenLimit: Int
    /// Chunks the chunker produced (0 when the document fits one call).
    public var chunkCount: Int
    /// Tokens charged per partial summary for the blank line that joins it to the next.
    public var separatorTokens: Int
    /// The most partial summaries one collapse or reduce call takes.
    public var fanIn: Int
    /// The calls, level by level, in the order they run.
    public var levels: [Level]
    /// Upper bound on the prompt tokens sent over the whole job.
    public var expectedPromptTokens: Int
    /// Upper bound on the response tokens received over the whole job.
    public var expectedResponseTokens: Int
    /// The fewest calls any chunker could achieve: chunks filled to `materialCapacity` exactly.
    public var minimumCalls: Int
    /// The budget the plan was made for.
    public var budget: TokenBudget
    /// Tokens the final summary may have: the caller's target, else `SummaryPlanner.defaultTargetTokenCount`
    /// (about a fifth of the document, between a floor and the response reserve).
    public var summaryTokenCap: Int = 0

    /// Calls at each level, as `SummaryStatistics.callsPerLevel` will report them.
    public var callsPerLevel: [Int] { levels.map(\.calls) }
    /// Map (or refine) calls: the first level.
    public var mapCalls: Int { levels.first?.calls ?? 0 }
    /// Collapse calls at each level, from the first level up (empty when the reduce fits at once).
    public var collapseCallsPerLevel: [Int] { levels.filter { $0.stage == .collapse }.map(\.calls) }
    /// Levels of collapse needed before the final reduce fits.
    public var collapseDepth: Int { collapseCallsPerLevel.count }
    /// Final reduce calls (0 or 1).
    public var reduceCalls: Int { levels.filter { $0.stage == .reduce }.reduce(0) { $0 + $1.calls } }
    /// Every call the summary will make.
    public var totalCalls: Int { levels.reduce(0) { $0 + $1.calls } }
    /// Response tokens each map call may produce.
    public var responseTokensPerCall: Int { levels.first?.outputTokenCap ?? 0 }

    private enum CodingKeys: String, CodingKey {
        case strategy, documentTokens, documentByteCount, promptCapacity, fixedPromptTokens, materialCapacity
        case singleCallTokens, fitsInOneCall, overflow, chunkTokenLimit, chunkCount, separatorTokens, fanIn, levels
        case callsPerLevel, collapseDepth, totalCalls, minimumCalls, expectedPromptTokens, expectedResponseTokens, budget
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(documentTokens, forKey: .documentTokens)
        try container.encode(documentByteCount, forKey: .documentByteCount)
        try container.encode(promptCapacity, forKey: .promptCapacity)
        try container.encode(fixedPromptTokens, forKey: .fixedPromptTokens)
        try container.encode(materialCapacity, forKey: .materialCapacity)
        try container.encode(singleCallTokens, forKey: .singleCallTokens)
        try container.encode(fitsInOneCall, forKey: .fitsInOneCall)
        try container.encode(overflow, forKey: .overflow)
        try container.encode(chunkTokenLimit, forKey: .chunkTokenLimit)
        try container.encode(chunkCount, forKey: .chunkCount)
        try container.encode(separatorTokens, forKey: .separatorTokens)
        try container.encode(fanIn, forKey: .fanIn)
        try container.encode(levels, forKey: .levels)
        try container.encode(callsPerLevel, forKey: .callsPerLevel)
        try container.encode(collapseDepth, forKey: .collapseDepth)
        try container.encode(totalCalls, forKey: .totalCalls)
        try container.encode(minimumCalls, forKey: .minimumCalls)
        try container.encode(expectedPromptTokens, forKey: .expectedPromptTokens)
        try container.encode(expectedResponseTokens, forKey: .expectedResponseTokens)
        try container.encode(budget, forKey: .budget)
    }
}
