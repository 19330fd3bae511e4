/// Decides what to remove, from per-entry token costs alone: no model calls, no text.
///
/// Order of sacrifice: tool outputs over the policy's limit are shortened; then the oldest whole
/// turns go; then, inside the newest turn, tool outputs are shortened to share the room that is
/// left (water-filling: small outputs stay whole, big ones get equal shares); then the oldest
/// tool-call units of the newest turn go. Instructions, tools and the newest prompt never go.
struct TrimPlanner {
    /// Cost of the fixed part: conversation markup, instructions and tool definitions.
    var fixedTokens: Int
    /// What a `summary` entry costs with empty text.
    var summaryOverheadTokens: Int
    /// Cost of each entry of the transcript, as it is (index-aligned; fixed entries are ignored).
    var entryTokens: [Int]
    /// Which entries are tool outputs (and so can be shortened).
    var isToolOutput: [Bool]
    /// Which entries are pages read back from the store: never shortened (they would lose what
    /// was just read), and the first thing dropped from the newest turn (the store still has them).
    var isReadBack: [Bool]
    var layout: TranscriptLayout
    var maximumToolOutputTokens: Int?
    var minimumToolOutputTokens: Int
    /// The policy's summary size; nil when removed turns are only dropped.
    var summaryTokenCount: Int?

    struct Plan: Equatable {
        /// Oldest turns removed.
        var evictedTurnCount = 0
        /// Units of the newest turn removed, oldest first.
        var droppedUnits: [[Int]] = []
        /// Tool outputs to shorten: entry index → the most tokens the shortened entry may cost.
        var outputTargets: [Int: Int] = [:]
        /// The summary's text budget when one is written.
        var summaryTokenCount: Int?
        /// True when earlier summaries are folded into a new one (or removed when there is no room).
        var replacesSummaries = false
        /// The cost the plan expects, from per-entry costs.
        var estimatedTokens = 0
    }

    /// The parts that can never be removed, for the error when they do not fit.
    func mandatoryParts(emptyTokens: Int, instructionsTokens: Int) -> [TranscriptPart] {
        var parts = [
            TranscriptPart(name: "chat template", tokenCount: emptyTokens),
            TranscriptPart(name: "instructions", tokenCount: instructionsTokens),
            TranscriptPart(name: "tool definitions", tokenCount: fixedTokens - emptyTokens - instructionsTokens),
        ]
        if summaryTokenCount == nil {
            parts.append(TranscriptPart(name: "earlier summary", tokenCount: layout.summaries.reduce(0) { $0 + entryTokens[$1] }))
        }
        parts.append(TranscriptPart(name: "newest prompt", tokenCount: layout.newestPrompt.map { entryTokens[$0] } ?? 0))
        return parts
    }

    /// - Throws: `ContextBudgetError.transcriptCannotFit` when the parts that are always kept exceed `capacity`.
    /// - Complexity: O(n log n) in the number of entries.
    func plan(capacity: Int, emptyTokens: Int, instructionsTokens: Int) throws -> Plan {
        var plan = Plan()
        let parts = mandatoryParts(emptyTokens: emptyTokens, instructionsTokens: instructionsTokens)
        let mandatory = parts.reduce(0) { $0 + $1.tokenCount }
        guard mandatory <= capacity else {
            throw ContextBudgetError.transcriptCannotFit(parts: parts, capacity: capacity)
        }
        func effective(_ index: Int) -> Int {
            // Pages read back are sized by the reader and never shortened.
            guard isToolOutput[index], !isReadBack[index], let limit = maximumToolOutputTokens else { return entryTokens[index] }
            return min(entryTokens[index], limit)
        }
        let turnTokens = (0..<layout.turnCount).map { turn in
            layout.range(ofTurn: turn).reduce(0) { $0 + (layout.isTurnEntry[$1] ? effective($1) : 0) }
        }
        let oldSummaryTokens = layout.summaries.reduce(0) { $0 + entryTokens[$1] }

        var rest = turnTokens.reduce(0, +)
        var available = capacity - fixedTokens - oldSummaryTokens
        if rest > available, let policyTokens = summaryTokenCount {
            // Trimming is needed: earlier summaries are folded into a new one of bounded size.
            plan.replacesSummaries = true
            let room = capacity - mandatory
            let text = min(policyTokens, room / 2 - summaryOverheadTokens)
            plan.summaryTokenCount = text >= 16 ? text : nil
            available = capacity - fixedTokens - (plan.summaryTokenCount.map { $0 + summaryOverheadTokens } ?? 0)
        }
        while rest > available, plan.evictedTurnCount < layout.turnCount - 1 {
            rest -= turnTokens[plan.evictedTurnCount]
            plan.evictedTurnCount += 1
        }
        if maximumToolOutputTokens != nil, plan.evictedTurnCount < layout.turnCount {
            for index in layout.turnStarts[plan.evictedTurnCount]..<entryTokens.count
            where layout.isTurnEntry[index] && effective(index) < entryTokens[index] {
                plan.outputTargets[index] = effective(index)
            }
        }
        if rest > available, layout.turnCount > 0 {
            try fitNewestTurn(layout.units(ofTurn: layout.turnCount - 1), available: available, effective: effective, into: &plan)
            rest = available
        }
        plan.estimatedTokens = capacity - available + rest
        return plan
    }

    /// Makes the newest turn fit `available`: drop its oldest units until their smallest forms
    /// fit, then share the room among its tool outputs.
    private func fitNewestTurn(_ turn: [[Int]], available: Int, effective: (Int) -> Int, into plan: inout Plan) throws {
        let protected = { (unit: [Int]) in unit.contains { $0 == layout.newestPrompt } }
        let shrinkable = { (index: Int) in self.isToolOutput[index] && !self.isReadBack[index] }
        // A page read back is never shortened, so its smallest form is the whole page.
        func smallest(_ unit: [Int]) -> Int {
            unit.reduce(0) { $0 + (shrinkable($1) ? min(effective($1), minimumToolOutputTokens) : entryTokens[$1]) }
        }
        var kept = turn
        func readBack(_ unit: [Int]) -> Bool { unit.contains { isReadBack[$0] } }
        // Pages already read go first, oldest first, but never the newest unit (the page just read).
        var whole = kept.reduce(0) { $0 + $1.reduce(0) { $0 + effective($1) } }
        while whole > available, let victim = kept.dropLast().firstIndex(where: { readBack($0) && !protected($0) }) {
            whole -= kept[victim].reduce(0) { $0 + effective($1) }
            plan.droppedUnits.append(kept.remove(at: victim))
        }
        var minimum = kept.reduce(0) { $0 + smallest($1) }
        while minimum > available {
            guard let victim = kept.firstIndex(where: { !protected($0) }) else {
                // Only reachable when a prompt-less last turn has nothing left to drop.
                throw ContextBudgetError.budgetTooSmall(needed: minimum, available: available, detail: "the newest turn")
            }
            minimum -= smallest(kept[victim])
            plan.droppedUnits.append(kept.remove(at: victim))
        }
        let outputs = kept.flatMap { $0 }.filter(shrinkable).sorted()
        let fixed = kept.flatMap { $0 }.filter { !shrinkable($0) }.reduce(0) { $0 + entryTokens[$1] }
        let share = Self.waterLevel(costs: outputs.map(effective), room: available - fixed)
        for index in outputs where effective(index) > share {
            plan.outputTargets[index] = max(share, minimumToolOutputTokens)
        }
    }

    /// The largest `level` with `sum(min(cost, level)) <= room` (costs that fit whole stay whole).
    /// - Complexity: O(n log n).
    static func waterLevel(costs: [Int], room: Int) -> Int {
        let sorted = costs.sorted()
        var remaining = room
        for (position, cost) in sorted.enumerated() {
            let share = remaining / (sorted.count - position)
            if cost > share { return share }
            remaining -= cost
        }
        return Int.max
    }
}
