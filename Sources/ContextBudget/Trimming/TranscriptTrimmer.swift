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
    ///   and how far over they are; `GenerationError` from a summarizing model; the store's errors.
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
        let fixed = try await fixedPart(of: transcript, layout: layout, cache: &cache)
        let empty = fixed.emptyTokens
        let measureEntry: @Sendable (Transcript.Entry) async throws -> Int = { entry in
            max(0, try await model.tokenCount(for: Transcript(entries: [entry])) - empty)
        }
        let (entryTokens, sharedPrefix) = try await cache.costs(of: entries, measure: measureEntry)
        let isToolOutput = entries.map { $0.kind == .toolOutput }
        let planner = TrimPlanner(
            fixedTokens: fixed.withToolsTokens,
            summaryOverheadTokens: try await cache.cost(of: .summary(""), measure: measureEntry),
            entryTokens: entryTokens, isToolOutput: isToolOutput, layout: layout,
            maximumToolOutputTokens: policy.maximumToolOutputTokens,
            minimumToolOutputTokens: policy.minimumToolOutputTokens,
            summaryTokenCount: policy.summarization?.summaryTokenCount)
        let originalTokens = fixed.withToolsTokens + entryTokens.reduce(0, +)

        // Plan from per-entry costs, build, measure the whole; counts are not additive, so when
        // the real count is over, plan again for a capacity lowered by the excess.
        var target = capacity
        for _ in 0..<4 {
            let plan = try planner.plan(
                capacity: target, emptyTokens: empty, instructionsTokens: fixed.withoutToolsTokens - empty)
            var built = try await build(transcript, layout: layout, plan: plan, policy: policy, entryTokens: entryTokens,
                                        sharedPrefix: sharedPrefix, measureEntry: measureEntry, cache: &cache)
            built.tokenCount = try await model.tokenCount(for: built.transcript)
            if built.tokenCount <= capacity {
                cache.prune(keeping: entries)
                return TrimResult(
                    transcript: built.transcript, tokenCount: built.tokenCount, capacity: capacity,
                    events: built.events, originalTokenCount: originalTokens)
            }
            target -= built.tokenCount - capacity
        }
        throw ContextBudgetError.budgetTooSmall(
            needed: originalTokens, available: capacity,
            detail: "the trimmed transcript (the model's counts kept disagreeing with per-entry counts)")
    }

    /// Costs of the empty transcript and of the fixed entries with and without tools, cached
    /// while the instructions and tools stay the same.
    private func fixedPart(of transcript: Transcript, layout: TranscriptLayout, cache: inout EntryTokenCache) async throws -> FixedPartCost {
        let entries = layout.fixed.map { transcript.entries[$0] }
        if let cached = cache.fixedPart, cached.entries == entries, cached.tools == transcript.tools { return cached }
        let part = FixedPartCost(
            entries: entries, tools: transcript.tools,
            emptyTokens: try await model.tokenCount(for: Transcript()),
            withoutToolsTokens: try await model.tokenCount(for: Transcript(entries: entries)),
            withToolsTokens: try await model.tokenCount(for: Transcript(entries: entries, tools: transcript.tools)))
        cache.fixedPart = part
        return part
    }

    private struct Built {
        var transcript: Transcript
        var events: [TrimEvent]
        var tokenCount = 0
    }

    /// Applies a plan: saves what goes to the store, shortens outputs, writes the summary.
    private func build(
        _ transcript: Transcript, layout: TranscriptLayout, plan: TrimPlanner.Plan, policy: TrimPolicy,
        entryTokens: [Int], sharedPrefix: Int, measureEntry: @escaping @Sendable (Transcript.Entry) async throws -> Int,
        cache: inout EntryTokenCache
    ) async throws -> Built {
        let entries = transcript.entries
        var events: [TrimEvent] = []
        var removed = [Bool](repeating: false, count: entries.count)
        var removedCount = 0
        func remove(_ index: Int) {
            if !removed[index] { removed[index] = true; removedCount += 1 }
        }

        // Oldest turns, one reference per turn.
        var removedEntries: [Transcript.Entry] = []
        if plan.evictedTurnCount > 0 {
            var ids: [String] = []
            var tokens = 0
            var turnIDs: [TurnMemo] = []
            turnIDs.reserveCapacity(plan.evictedTurnCount)
            let summarizing = plan.summaryTokenCount != nil
            for turn in 0..<plan.evictedTurnCount {
                let range = layout.range(ofTurn: turn)
                let first = range.lowerBound
                let last = range.last { layout.isTurnEntry[$0] } ?? first
                var id: String
                if turn < cache.lastTurnIDs.count, cache.lastTurnIDs[turn].firstIndex == first,
                   cache.lastTurnIDs[turn].lastIndex == last, last < sharedPrefix {
                    id = cache.lastTurnIDs[turn].referenceID  // the same turn as last time, already saved
                    if summarizing { removedEntries += layout.entries(ofTurn: turn).map { entries[$0] } }
                } else {
                    let turnEntries = layout.entries(ofTurn: turn).map { entries[$0] }
                    let key = TurnKey(entries: turnEntries)
                    if let saved = cache.savedTurns[key] {
                        id = saved
                    } else {
                        id = StableHash.referenceID(prefix: "turn", for: turnEntries)
                        try await store.save(turnEntries, as: id)
                        cache.savedTurns[key] = id
                    }
                    removedEntries += turnEntries
                }
                turnIDs.append(TurnMemo(firstIndex: first, lastIndex: last, referenceID: id))
                ids.append(id)
                for index in range where layout.isTurnEntry[index] {
                    tokens += entryTokens[index]
                    remove(index)
                }
            }
            cache.lastTurnIDs = turnIDs
            events.append(.droppedTurns(turnCount: plan.evictedTurnCount, entryCount: removedCount, tokenCount: tokens, referenceIDs: ids))
        }
        // Units of the newest turn.
        for unit in plan.droppedUnits {
            let unitEntries = unit.map { entries[$0] }
            let id = StableHash.referenceID(prefix: "calls", for: unitEntries)
            try await store.save(unitEntries, as: id)
            var callIDs: [String] = []
            for entry in unitEntries {
                switch entry {
                case let .toolCalls(calls): callIDs += calls.map(\.id)
                case let .toolOutput(output) where callIDs.isEmpty: callIDs.append(output.callID)
                default: break
                }
            }
            if callIDs.isEmpty { callIDs = unitEntries.map { "\($0.kind.rawValue) entry" } }
            events.append(.droppedToolCalls(callIDs: callIDs, tokenCount: unit.reduce(0) { $0 + entryTokens[$1] }, referenceID: id))
            unit.forEach(remove)
            removedEntries += unitEntries
        }
        // Earlier summaries folded into the new one.
        var earlierSummaries: [String] = []
        if plan.replacesSummaries {
            for index in layout.summaries {
                guard case let .summary(text) = entries[index] else { continue }
                earlierSummaries.append(text)
                try await store.save([entries[index]], as: StableHash.referenceID(prefix: "summary", for: [entries[index]]))
                remove(index)
            }
        }
        // Shortened tool outputs, in transcript order.
        var replacements: [Int: Transcript.Entry] = [:]
        let shortener = ToolOutputShortener(entryTokens: measureEntry, headFraction: policy.headFraction)
        for (index, target) in plan.outputTargets.sorted(by: { $0.key < $1.key }) where !removed[index] {
            guard case let .toolOutput(output) = entries[index] else { continue }
            let key = ShortenedKey(entry: EntryKey(entries[index]), targetTokens: target)
            let shortened: ShortenedOutput
            if let cached = cache.shortened[key] {
                shortened = cached
            } else {
                shortened = try await shortener.shorten(output, originalTokens: entryTokens[index], to: target)
                cache.shortened[key] = shortened
            }
            try await store.save([entries[index]], as: shortened.referenceID)
            replacements[index] = shortened.entry
            events.append(.truncatedToolOutput(
                callID: output.callID, originalTokenCount: entryTokens[index],
                keptTokenCount: shortened.tokenCount, referenceID: shortened.referenceID))
        }
        // The rolling summary.
        var summary: Transcript.Entry?
        if let summaryTokens = plan.summaryTokenCount, let summarization = policy.summarization,
           !removedEntries.isEmpty || !earlierSummaries.isEmpty {
            let model = self.model
            let emptySummary = try await measureEntry(.summary(""))
            let result = try await RollingSummarizer(summarization: summarization).summarize(
                earlierSummaries: earlierSummaries, removed: removedEntries, maximumTokens: summaryTokens,
                textTokens: { text in
                    max(0, try await model.tokenCount(for: Transcript(entries: [.summary(text)])) - (try await model.tokenCount(for: Transcript())) - emptySummary)
                })
            summary = .summary(result.text)
            events.append(.summarized(
                entryCount: removedEntries.count + earlierSummaries.count, inputTokenCount: result.inputTokens,
                summaryTokenCount: try await measureEntry(.summary(result.text)) - emptySummary, modelCalls: result.modelCalls))
        }

        var kept: [Transcript.Entry] = []
        kept.reserveCapacity(entries.count - removedCount + 1)
        for (index, entry) in entries.enumerated() where !removed[index] {
            if let pending = summary, entry.kind != .instructions {
                kept.append(pending)
                summary = nil
            }
            kept.append(replacements[index] ?? entry)
        }
        if let pending = summary { kept.append(pending) }
        return Built(transcript: Transcript(entries: kept, tools: transcript.tools), events: events)
    }
}
