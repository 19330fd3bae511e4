/// Turning a plan into a transcript: what goes to the store, what is shortened, what is summarized.
extension TranscriptTrimmer {
    struct Built {
        var transcript: Transcript
        var events: [TrimEvent]
        var tokenCount = 0
    }

    /// Applies a plan: saves what goes to the store, shortens outputs, writes the summary.
    func build(
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
            cache.turnMemoDescribesLastEntries = true
            events.append(.droppedTurns(turnCount: plan.evictedTurnCount, entryCount: removedCount, tokenCount: tokens, referenceIDs: ids))
        }
        if plan.evictedTurnCount == 0 {
            cache.lastTurnIDs = []
            cache.turnMemoDescribesLastEntries = true
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
        let shortener = ToolOutputShortener(entryTokens: measureEntry, headFraction: policy.headFraction, readerToolName: policy.referenceReaderName)
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
            let emptySummary = try await measureEntry(.summary(""))
            let result = try await RollingSummarizer(summarization: summarization).summarize(
                earlierSummaries: earlierSummaries, removed: removedEntries, maximumTokens: summaryTokens,
                textTokens: { text in try await measureEntry(.summary(text)) - emptySummary })
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
