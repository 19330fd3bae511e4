import Tokenizers

/// Sizes a summary before any call: chunk size, map calls, collapse depth, tokens in and out.
public struct SummaryPlanner: Sendable {
    public var model: any LanguageModel
    public var budget: TokenBudget
    public var prompts: SummaryPrompts
    /// Counts document text; should match the model's tokenizer.
    public var counter: any TokenCounter

    public init(model: any LanguageModel, budget: TokenBudget, prompts: SummaryPrompts = .standard(), counter: any TokenCounter) {
        self.model = model
        self.budget = budget
        self.prompts = prompts
        self.counter = counter
    }

    /// Tokens each call may spend on material: prompt capacity minus the prompt's fixed parts.
    /// - Throws: `ContextBudgetError.budgetTooSmall` when instructions and template alone fill the budget.
    public func materialCapacity() async throws -> Int {
        let fixed = max(
            try await model.tokenCount(for: prompts.transcript(prompts.map, material: "")),
            try await model.tokenCount(for: prompts.transcript(prompts.reduce, material: "")))
        // One token of slack per call: material joined to the template may merge differently at its edges.
        let capacity = budget.promptCapacity - fixed - 2
        guard capacity >= 16 else {
            throw ContextBudgetError.budgetTooSmall(
                needed: fixed + 16, available: budget.promptCapacity, detail: "the summary instructions and prompt template")
        }
        return capacity
    }

    /// The plan for `document`, chunked by `chunker` (which must respect `materialCapacity()`).
    public func plan(_ document: String, chunker: some DocumentChunker) async throws -> SummaryPlan {
        let capacity = try await materialCapacity()
        let documentTokens = counter.count(document)
        let single = try await model.tokenCount(for: prompts.transcript(prompts.map, material: document))
        let response = budget.responseReserve
        // Partial summaries are joined by blank lines; charge each a couple of tokens for it.
        let fanIn = max(2, capacity / (response + 2))
        if single <= budget.promptCapacity {
            return SummaryPlan(
                documentTokens: documentTokens, materialCapacity: capacity, singleCallTokens: single,
                promptCapacity: budget.promptCapacity, chunkTokenLimit: chunker.maximumTokens, mapCalls: 1,
                responseTokensPerCall: response, fanIn: fanIn, collapseCallsPerLevel: [], reduceCalls: 0,
                expectedPromptTokens: single, expectedResponseTokens: response, budget: budget)
        }
        let chunks = try chunker.chunks(of: document)
        var levels: [Int] = []
        var partials = chunks.count
        while partials > fanIn {
            partials = (partials + fanIn - 1) / fanIn
            levels.append(partials)
        }
        let calls = chunks.count + levels.reduce(0, +) + 1
        let fixed = budget.promptCapacity - capacity
        return SummaryPlan(
            documentTokens: documentTokens, materialCapacity: capacity, singleCallTokens: single,
            promptCapacity: budget.promptCapacity, chunkTokenLimit: chunker.maximumTokens, mapCalls: chunks.count,
            responseTokensPerCall: response, fanIn: fanIn, collapseCallsPerLevel: levels, reduceCalls: 1,
            expectedPromptTokens: chunks.reduce(0) { $0 + $1.tokenCount } + calls * fixed
                + (calls - chunks.count) * min(capacity, fanIn * (response + 2)),
            expectedResponseTokens: calls * response, budget: budget)
    }
}
