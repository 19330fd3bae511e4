/// Makes a transcript fit a budget for a given model, measured with the model's own count
/// (chat template included), without ever separating a tool call from its outputs.
///
/// Instructions, tool definitions and the newest prompt are always kept; the oldest whole
/// turns go first; big tool outputs are shortened to head + tail with a reference to the full
/// text; removed turns can be replaced by a rolling summary (see `TrimPolicy`). Everything
/// removed is saved in `store` under content-derived reference ids, so nothing is lost, and the
/// same input always gives the same output.
///
///     let trimmer = TranscriptTrimmer(model: model, budget: .onDevice, policy: .window)
///     let result = try await trimmer.trim(transcript)
///     print(result.tokenCount, result.events)
public struct TranscriptTrimmer: Sendable {
    /// The model whose count the result must fit.
    public var model: any LanguageModel
    /// The budget whose prompt capacity the result must fit.
    public var budget: TokenBudget
    /// How room is made (see `TrimPolicy`).
    public var policy: TrimPolicy
    /// Receives the full text of shortened tool outputs and the entries of removed turns.
    public var store: any TranscriptStore

    /// A trimmer for `model` and `budget`; removed text goes to an in-memory store unless one is given.
    public init(
        model: any LanguageModel, budget: TokenBudget, policy: TrimPolicy = .window,
        store: any TranscriptStore = InMemoryTranscriptStore()
    ) {
        self.model = model
        self.budget = budget
        self.policy = policy
        self.store = store
    }

    /// Trims `transcript` to the budget's prompt capacity.
    /// - Throws: `ContextBudgetError.transcriptCannotFit` naming the parts that are always kept
    ///   and how far over they are (with a part "joining them" when only the model's whole count
    ///   of them is over, as with a chat template that costs more between entries); with a
    ///   summarizing policy, `GenerationError` from its model and `ContextBudgetError.budgetTooSmall`
    ///   when that model's context cannot hold the summary prompt; the store's errors.
    /// - Complexity: O(n log n) in the number of entries, plus the model counting each entry once.
    public func trim(_ transcript: Transcript) async throws -> TrimResult {
        var cache = EntryTokenCache()
        return try await trim(transcript, cache: &cache)
    }

    /// Trims `transcript`, reusing and updating per-entry counts in `cache`: trimming a
    /// conversation again after a turn was appended counts only the new entries.
    public func trim(_ transcript: Transcript, cache: inout EntryTokenCache) async throws -> TrimResult {
        try await trim(transcript, capacity: budget.promptCapacity, policy: policy, cache: &cache)
    }

    func trim(_ transcript: Transcript, capacity: Int, policy: TrimPolicy, cache: inout EntryTokenCache) async throws -> TrimResult {
        cache.prepare(for: model)
        let model = self.model
        let entries = transcript.entries
        let layout = TranscriptLayout(entries)
        let fixedAll = try await fixedPart(of: transcript, layout: layout, selected: false, cache: &cache)
        let empty = fixedAll.emptyTokens
        let measureEntry: @Sendable (Transcript.Entry) async throws -> Int = { entry in
            max(0, try await model.tokenCount(for: Transcript(entries: [entry])) - empty)
        }
        let (entryTokens, sharedPrefix) = try await cache.costs(of: entries, measure: measureEntry)
        var working = transcript
        var fixed = fixedAll
        var selection: TrimEvent?
        if case let .relevant(share) = policy.toolSelection, !transcript.tools.isEmpty,
           let selected = try await selectTools(for: transcript, layout: layout, fixed: fixedAll, entryTokens: entryTokens,
                                                capacity: capacity, maximumShare: share, cache: &cache) {
            working.tools = selected.tools
            selection = selected.event
            fixed = try await fixedPart(of: working, layout: layout, selected: true, cache: &cache)
        }
        let isToolOutput = entries.map { $0.kind == .toolOutput }
        let isReadBack = entries.map { entry in
            if case let .toolOutput(output) = entry, let reader = policy.referenceReaderName { return output.toolName == reader }
            return false
        }
        let planner = TrimPlanner(
            fixedTokens: fixed.withToolsTokens,
            summaryOverheadTokens: try await cache.cost(of: .summary(""), measure: measureEntry),
            entryTokens: entryTokens, isToolOutput: isToolOutput, isReadBack: isReadBack, layout: layout,
            maximumToolOutputTokens: policy.maximumToolOutputTokens,
            minimumToolOutputTokens: policy.minimumToolOutputTokens,
            summaryTokenCount: policy.summarization?.summaryTokenCount)
        let originalTokens = fixedAll.withToolsTokens + entryTokens.reduce(0, +)

        // Plan from per-entry costs, build, measure the whole; counts are not additive, so when
        // the real count is over, plan again below the last plan's own estimate by the excess.
        // Each retry's plan is strictly smaller than the last (planning for a target 1 token
        // lower can keep the very same turns: the fuzzer found four identical retries), and the
        // last resort is the smallest plan, the parts that are always kept.
        let instructionsTokens = fixed.withoutToolsTokens - empty
        let mandatory = planner.mandatoryParts(emptyTokens: empty, instructionsTokens: instructionsTokens)
        let mandatoryTokens = mandatory.reduce(0) { $0 + $1.tokenCount }
        var target = capacity
        var round = 1
        while true {
            let plan: TrimPlanner.Plan
            do {
                plan = try planner.plan(capacity: target, emptyTokens: empty, instructionsTokens: instructionsTokens)
            } catch ContextBudgetError.transcriptCannotFit(let parts, _) {
                // The error names the capacity the caller set, not a retry's lowered target
                // (the trimmer fuzz target saw "630" reported for a capacity of 631).
                throw ContextBudgetError.transcriptCannotFit(parts: parts, capacity: capacity)
            }
            var built = try await build(working, layout: layout, plan: plan, policy: policy, entryTokens: entryTokens,
                                        sharedPrefix: sharedPrefix, measureEntry: measureEntry, cache: &cache)
            built.tokenCount = try await model.tokenCount(for: built.transcript)
            if built.tokenCount <= capacity {
                cache.prune(keeping: entries)
                return TrimResult(
                    transcript: built.transcript, tokenCount: built.tokenCount, capacity: capacity,
                    events: (selection.map { [$0] } ?? []) + built.events, originalTokenCount: originalTokens)
            }
            if target <= mandatoryTokens {
                // The smallest plan is over: what is always kept costs more as a whole than its
                // parts do one by one; the difference is named so that the parts add up.
                throw ContextBudgetError.transcriptCannotFit(
                    parts: mandatory + [TranscriptPart(name: "joining them", tokenCount: built.tokenCount - mandatoryTokens)],
                    capacity: capacity)
            }
            let lowered = min(target, plan.estimatedTokens) - (built.tokenCount - capacity)
            round += 1
            target = round == Self.maximumPlanRounds ? mandatoryTokens : max(mandatoryTokens, lowered)
        }
    }

    /// The most plans one trim builds and counts, the last being the smallest (the parts that are
    /// always kept): with chat templates one retry is the rule.
    static let maximumPlanRounds = 8

    /// Costs of the empty transcript and of the fixed entries with and without tools, cached
    /// while the instructions and tools stay the same.
    private func fixedPart(
        of transcript: Transcript, layout: TranscriptLayout, selected: Bool, cache: inout EntryTokenCache
    ) async throws -> FixedPartCost {
        let entries = layout.fixed.map { transcript.entries[$0] }
        if let cached = selected ? cache.selectedFixedPart : cache.fixedPart, cached.entries == entries, cached.tools == transcript.tools {
            return cached
        }
        let part = FixedPartCost(
            entries: entries, tools: transcript.tools,
            emptyTokens: try await model.tokenCount(for: Transcript()),
            withoutToolsTokens: try await model.tokenCount(for: Transcript(entries: entries)),
            withToolsTokens: try await model.tokenCount(for: Transcript(entries: entries, tools: transcript.tools)))
        if selected { cache.selectedFixedPart = part } else { cache.fixedPart = part }
        return part
    }
}
