/// What a transcript costs against a budget, entry by entry: the answer to "does it fit, and by how much?"
public struct BudgetReport: Sendable, Hashable, Encodable {
    /// One entry's cost.
    public struct EntryUsage: Sendable, Hashable, Encodable {
        /// Position in the transcript.
        public var index: Int
        public var kind: Transcript.Entry.Kind
        /// Tokens this entry adds, its share of the chat template included.
        public var tokenCount: Int
    }

    public var entries: [EntryUsage]
    /// Tokens the whole transcript costs, as the model counts it.
    public var totalTokens: Int
    /// Tokens not attributable to one entry: start of conversation, tool list, generation prompt.
    public var overheadTokens: Int
    /// Tokens the budget allows for the prompt (context − reserve − margin).
    public var capacity: Int
    public var budget: TokenBudget

    /// True when the transcript fits the prompt capacity.
    public var fits: Bool { totalTokens <= capacity }
    /// Tokens over capacity (0 when it fits).
    public var overflow: Int { max(0, totalTokens - capacity) }
    /// Tokens still free (0 when it does not fit).
    public var headroom: Int { max(0, capacity - totalTokens) }
}

extension TokenBudget {
    /// Measures a transcript with a model's own counts.
    ///
    /// Each entry is charged what it costs alone (with the tool list, if any, already paid);
    /// the total is the model's count of the whole transcript, and whatever the entries do not
    /// explain is reported as overhead. Entries are counted one by one, so the cost is one
    /// count of the transcript plus one per entry.
    /// - Complexity: O(total length of the transcript) model counting work, twice.
    public func measure(_ transcript: Transcript, with model: some LanguageModel) async throws -> BudgetReport {
        let empty = Transcript(entries: [], tools: transcript.tools)
        let base = try await model.tokenCount(for: empty)
        var usages: [BudgetReport.EntryUsage] = []
        usages.reserveCapacity(transcript.entries.count)
        for (index, entry) in transcript.entries.enumerated() {
            var single = empty
            single.entries = [entry]
            let tokens = try await model.tokenCount(for: single) - base
            usages.append(.init(index: index, kind: entry.kind, tokenCount: max(0, tokens)))
        }
        let total = try await model.tokenCount(for: transcript)
        return BudgetReport(
            entries: usages, totalTokens: total,
            overheadTokens: total - usages.reduce(0) { $0 + $1.tokenCount },
            capacity: promptCapacity, budget: self)
    }
}
