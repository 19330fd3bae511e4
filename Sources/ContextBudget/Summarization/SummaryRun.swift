/// One summarization job in progress: runs the plan level by level and builds the summary tree.
struct SummaryRun {
    let plan: SummaryPlan
    let document: String
    let concurrency: Int
    let grouping: Summarizer.MergeGrouping
    let progress: @Sendable (SummaryEvent) -> Void
    var executor: SummaryCallExecutor
    var statistics = SummaryStatistics()
    var nodes: [SummaryNode] = []

    /// Response cap of the final call.
    var finalCap: Int { plan.summaryTokenCap }

    init(summarizer: Summarizer, plan: SummaryPlan, document: String, progress: @escaping @Sendable (SummaryEvent) -> Void) {
        self.plan = plan
        self.document = document
        self.concurrency = summarizer.concurrency
        self.grouping = summarizer.grouping
        self.progress = progress
        let reserve = plan.budget.responseReserve
        executor = SummaryCallExecutor(
            model: summarizer.model, prompts: summarizer.prompts, counter: summarizer.counter,
            promptCapacity: plan.promptCapacity, baseOptions: summarizer.generationOptions,
            retryPolicy: summarizer.retryPolicy, cache: summarizer.cache, strategy: plan.strategy,
            splitCap: max(1, min(reserve, plan.materialCapacity / 2 - plan.separatorTokens)),
            intermediateCap: reserve, progress: progress,
            responseGuard: summarizer.model is ExtractiveModel ? nil : summarizer.responseGuard)
        if plan.strategy == .extractThenRewrite { executor.selectionTokens = summarizer.planner.rewriteSelectionTokens }
    }

    /// The document in one call (it fits); merged further only if the backend made us split it.
    mutating func runWhole() async throws -> String {
        let item = CallItem(
            stage: .whole, inputs: [CallInput(text: document, byteRanges: [0..<document.utf8.count], nodeID: nil)],
            outputCap: finalCap, label: "the whole document (\(document.utf8.count) bytes)")
        let produced = try await runLevel([item], level: 0) { _, _ in .reduced }
        return try await merge(produced, fromLevel: 1)
    }

    /// Map every chunk, then merge.
    mutating func runMapReduce(_ chunks: [Chunk]) async throws -> String {
        let cap = plan.levels[0].outputTokenCap
        let items = chunks.enumerated().map { index, chunk in
            CallItem(
                stage: .map, inputs: [CallInput(chunk: chunk)],
                outputCap: cap, label: "map call \(index + 1) of \(chunks.count) (source bytes \(chunk.byteRange.lowerBound)..<\(chunk.byteRange.upperBound))")
        }
        let produced = try await runLevel(items, level: 0) { .mapped(completed: $0, total: $1) }
        if plan.levels.count == 1, produced.count == 1 { return nodes[produced[0]].text }
        return try await merge(produced, fromLevel: 1)
    }

    /// Collapse level after level until one reduce call takes every partial summary.
    ///
    /// Each level groups the partial summaries into `⌈n / fanIn⌉` balanced groups, exactly as
    /// `SummaryPlanner` planned, so the number of partial summaries falls by the fan-in (≥ 2) per
    /// level; a level that does not shrink (too many inputs split on overflow) stops the job.
    private mutating func merge(_ start: [Int], fromLevel firstLevel: Int) async throws -> String {
        var current = start
        var level = firstLevel
        defer { statistics.collapseDepth = Set(nodes.filter { $0.stage == .collapse }.map(\.level)).count }
        while current.count > 1 {
            let count = current.count
            let remaining = SummaryPlanner.levels(
                chunkCount: count, fanIn: plan.fanIn, capacity: plan.materialCapacity,
                reserve: plan.budget.responseReserve, separator: plan.separatorTokens, finalCap: finalCap)
            var next = remaining[1]
            var groups = SummaryPlanner.balancedGroups(count: count, groups: next.calls)
            if grouping == .packed {
                let packed = packedGroups(current)
                if packed.count < groups.count {
                    groups = packed
                    if packed.count == 1 { next = remaining[remaining.count - 1] }  // everything fits the reduce
                }
            }
            let isReduce = next.stage == .reduce
            let items = groups.enumerated().map { index, group in
                let inputs = group.map { position in
                    let node = nodes[current[position]]
                    return CallInput(text: node.text, byteRanges: node.sourceByteRanges, nodeID: node.id)
                }
                return CallItem(
                    stage: next.stage, inputs: inputs, outputCap: next.outputTokenCap,
                    label: isReduce ? "reduce of \(count) partial summaries"
                        : "collapse level \(level) call \(index + 1) of \(groups.count)")
            }
            let collapseLevel = level
            let produced = try await runLevel(items, level: level) {
                isReduce ? .reduced : .collapsed(level: collapseLevel, completed: $0, total: $1)
            }
            if isReduce, produced.count == 1 { return nodes[produced[0]].text }
            guard produced.count <= (count + 1) / 2 else {
                throw ContextBudgetError.noProgress(
                    "collapse level \(level) turned \(count) partial summaries into \(produced.count) (it must at least halve them): the backend rejected most merged inputs as too long; raise the safety margin (--margin) or use a model whose token count matches its backend")
            }
            if isReduce {
                // The reduce was split on overflow: its outputs are one more collapse level.
                for id in produced { nodes[id].stage = .collapse }
            }
            current = produced
            level += 1
        }
        // A single output: the final call's, or the only partial summary left.
        return nodes[current[0]].text
    }

    /// Consecutive partial summaries packed while their measured tokens (and separators) fit one
    /// call's material capacity. Never more groups than the balanced plan: each partial is within
    /// its cap, and fan-in partials at the cap fit by construction.
    private func packedGroups(_ ids: [Int]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = 0, used = 0
        for (position, id) in ids.enumerated() {
            let cost = nodes[id].tokenCount + plan.separatorTokens
            if position > start, used + cost > plan.materialCapacity {
                groups.append(start..<position)
                start = position
                used = 0
            }
            used += cost
        }
        groups.append(start..<ids.count)
        return groups
    }

    /// Summarize the first chunk, then refine that summary with each next chunk, in order.
    mutating func runRefine(_ chunks: [Chunk]) async throws -> String {
        var carried = ""
        var covered: [Range<Int>] = []
        var previous: Int? = nil
        for (index, chunk) in chunks.enumerated() {
            try Task.checkCancellation()
            let isLast = index == chunks.count - 1
            let item = CallItem(
                stage: index == 0 ? .map : .refine,
                inputs: [CallInput(chunk: chunk)],
                carriedSummary: carried, outputCap: isLast ? finalCap : plan.budget.responseReserve,
                label: "refine step \(index + 1) of \(chunks.count) (source bytes \(chunk.byteRange.lowerBound)..<\(chunk.byteRange.upperBound))")
            let report = try await executor.execute(item)
            statistics.absorb(report)
            for output in report.outputs {
                covered = (covered + output.byteRanges).coalesced()
                let id = nodes.count
                nodes.append(SummaryNode(
                    id: id, stage: output.stage, level: 0, sourceByteRanges: covered,
                    childIDs: previous.map { [$0] } ?? [], text: output.text, tokenCount: output.tokenCount,
                    isCached: output.isCached))
                previous = id
                carried = output.text
            }
            progress(.refined(completed: index + 1, total: chunks.count))
        }
        statistics.callsPerLevel = [nodes.count]
        return carried
    }

    /// Runs one level's calls, `concurrency` at a time; appends their nodes in input order and
    /// returns the new nodes' ids. Cancellation is checked before each call is started.
    private mutating func runLevel(
        _ items: [CallItem], level: Int, event: (_ completed: Int, _ total: Int) -> SummaryEvent
    ) async throws -> [Int] {
        let executor = self.executor
        let limit = concurrency
        let progress = self.progress
        var reports = [CallReport?](repeating: nil, count: items.count)
        try await withThrowingTaskGroup(of: (Int, CallReport).self) { group in
            var next = 0
            var completed = 0
            func launch() throws {
                try Task.checkCancellation()
                let index = next
                let item = items[index]
                group.addTask { (index, try await executor.execute(item)) }
                next += 1
            }
            while next < min(limit, items.count) { try launch() }
            while let (index, report) = try await group.next() {
                reports[index] = report
                completed += 1
                progress(event(completed, items.count))
                if next < items.count { try launch() }
            }
        }
        var ids: [Int] = []
        for report in reports {
            guard let report else { continue }
            statistics.absorb(report)
            for output in report.outputs {
                let id = nodes.count
                nodes.append(SummaryNode(
                    id: id, stage: output.stage, level: level, sourceByteRanges: output.byteRanges.coalesced(),
                    childIDs: output.childIDs, text: output.text, tokenCount: output.tokenCount, isCached: output.isCached))
                ids.append(id)
            }
        }
        statistics.callsPerLevel.append(ids.count)
        return ids
    }
}
