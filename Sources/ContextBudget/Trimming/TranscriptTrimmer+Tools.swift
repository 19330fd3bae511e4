/// Choosing the tool definitions to send when they take too much of the budget.
extension TranscriptTrimmer {
    struct SelectedTools {
        var tools: [ToolDefinition]
        var event: TrimEvent
    }

    /// The definitions to send, or nil when all of them fit their share (see `ToolSelection`).
    /// - Complexity: counts each distinct tool at each compaction level once per cache.
    func selectTools(
        for transcript: Transcript, layout: TranscriptLayout, fixed: FixedPartCost, entryTokens: [Int], capacity: Int,
        maximumShare: Double, cache: inout EntryTokenCache
    ) async throws -> SelectedTools? {
        let tools = transcript.tools
        let toolTokens = fixed.withToolsTokens - fixed.withoutToolsTokens
        let newestPromptTokens = layout.newestPrompt.map { entryTokens[$0] } ?? 0
        let keptSummaries = policy.summarization == nil ? layout.summaries.reduce(0) { $0 + entryTokens[$1] } : 0
        let alwaysKept = fixed.withoutToolsTokens + newestPromptTokens + keptSummaries
        var budget = max(0, min(Int(Double(capacity) * maximumShare), capacity - alwaysKept))
        guard toolTokens > budget else { return nil }

        let model = self.model
        let base = fixed.entries
        let without = fixed.withoutToolsTokens
        let shared = ToolCompaction.sharedSentences(in: tools)
        // A one-tool list pays the list's header; each tool's cost is counted without it.
        let header = try await ToolDefinitionCosts.listHeaderTokens(of: tools) { list in
            try await model.tokenCount(for: Transcript(entries: base, tools: list)) - without
        }
        var costs: [[Int]] = []
        var forms: [[ToolDefinition]] = []
        for tool in tools {
            var toolForms: [ToolDefinition] = []
            var toolCosts: [Int] = []
            for level in 0...ToolCompaction.deepestLevel {
                let form = ToolCompaction.compact(tool, level: level, sharedSentences: shared)
                toolForms.append(form)
                if let known = cache.toolCosts[form] {
                    toolCosts.append(known)
                } else {
                    let cost = max(1, try await model.tokenCount(for: Transcript(entries: base, tools: [form])) - without - header)
                    cache.toolCosts[form] = cost
                    toolCosts.append(cost)
                }
            }
            forms.append(toolForms)
            costs.append(toolCosts)
        }
        let pinned = pinnedToolNames(of: transcript)
        let scores = cache.relevance(of: tools).scores(for: .recentConversation(of: transcript))
        let planner = ToolSelectionPlanner(tools: tools, costs: costs, pinned: pinned, scores: scores)

        // Counts are not additive: measure the chosen list whole and tighten until it fits.
        var plan = planner.plan(budget: budget)
        var chosen = tools.indices.compactMap { index in plan.levels[index].map { forms[index][$0] } }
        var chosenTokens = try await model.tokenCount(for: Transcript(entries: base, tools: chosen)) - without
        let limit = budget
        var planned = budget
        for attempt in 1...8 where chosenTokens > limit && planned > 0 {
            // Plan for less by the excess, and by more each time the plan comes back the same.
            planned = max(0, planned - max(chosenTokens - limit, 8 * attempt))
            budget = planned
            plan = planner.plan(budget: budget)
            chosen = tools.indices.compactMap { index in plan.levels[index].map { forms[index][$0] } }
            chosenTokens = try await model.tokenCount(for: Transcript(entries: base, tools: chosen)) - without
        }
        let kept = tools.indices.filter { plan.levels[$0] == 0 }.map { tools[$0].name }
        let compacted = tools.indices.filter { (plan.levels[$0] ?? 0) > 0 }.map { tools[$0].name }
        let omitted = tools.indices.filter { plan.levels[$0] == nil }.map { tools[$0].name }
        return SelectedTools(tools: chosen, event: .selectedTools(
            kept: kept, compacted: compacted, omitted: omitted, tokenCount: chosenTokens, originalTokenCount: toolTokens))
    }

    /// Tools selection never leaves out: those that calls in the transcript name, and the reader.
    func pinnedToolNames(of transcript: Transcript) -> Set<String> {
        var pinned = transcript.calledToolNames
        if let reader = policy.referenceReaderName { pinned.insert(reader) }
        return pinned
    }

    /// The transcript's tools in the order selection keeps them: by relevance to the recent
    /// conversation (`score`), ties in the offered order; `isPinned` marks those it never leaves out.
    /// Deterministic: the same transcript gives the same scores to the bit.
    /// - Complexity: O(tools · (tool text + query terms)), plus the query's part of the transcript.
    public func rankedTools(for transcript: Transcript) -> [RankedTool] {
        var cache = EntryTokenCache()
        return rankedTools(for: transcript, cache: &cache)
    }

    /// `rankedTools(for:)` with the relevance index of the tool list kept in `cache`, so that
    /// ranking the same tools again (the next turn of a session) only scores the new query.
    /// - Complexity: O(tools · query terms) when `cache` holds the same tool list.
    public func rankedTools(for transcript: Transcript, cache: inout EntryTokenCache) -> [RankedTool] {
        let tools = transcript.tools
        let pinned = pinnedToolNames(of: transcript)
        let scores = cache.relevance(of: tools).scores(for: .recentConversation(of: transcript))
        let planner = ToolSelectionPlanner(tools: tools, costs: [], pinned: pinned, scores: scores)
        return planner.ranking.map { RankedTool(name: tools[$0].name, score: scores[$0], isPinned: pinned.contains(tools[$0].name)) }
    }
}

/// One tool definition as tool selection ranks it (`TranscriptTrimmer.rankedTools(for:)`).
public struct RankedTool: Sendable, Hashable {
    /// The tool's name.
    public var name: String
    /// Its relevance to the recent conversation (higher is more relevant; 0 when nothing matches).
    public var score: Double
    /// Whether selection never leaves it out (a call in the transcript names it, or it is the reader).
    public var isPinned: Bool
}

extension Transcript {
    /// Names of the tools that the calls in this transcript name.
    var calledToolNames: Set<String> {
        var names: Set<String> = []
        for case let .toolCalls(calls) in entries { names.formUnion(calls.map(\.name)) }
        return names
    }
}
