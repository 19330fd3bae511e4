/// Which tool definitions a trimmer sends when they do not all fit their share of the budget.
///
/// `.relevant` (the default) keeps every tool that a call in the transcript names (and the
/// session's reference reader), then the tools most relevant to the newest prompt and the
/// recent turns (see `ToolRelevance`); it compacts schemas, least relevant first, before it
/// leaves a tool out (see `ToolCompaction`). `.all` sends every definition whole, and the
/// trimmer refuses, naming the parts, when they do not fit.
public enum ToolSelection: Sendable, Hashable {
    /// Send every definition as given.
    case all
    /// Select when the definitions cost more than `maximumShare` of the prompt capacity, or
    /// when they do not fit next to the parts that are always kept.
    case relevant(maximumShare: Double)

    /// Selection when the definitions exceed half the prompt capacity.
    public static let relevant = ToolSelection.relevant(maximumShare: 0.5)
}

/// Plans a selection from per-tool costs at each compaction level: no model calls.
struct ToolSelectionPlanner {
    /// The tools as offered, in their order.
    var tools: [ToolDefinition]
    /// Cost of each tool at each compaction level (index-aligned with `tools`; level 0 first).
    var costs: [[Int]]
    /// Tools that must stay (named by calls in the transcript, or the reference reader).
    var pinned: Set<String>
    /// Relevance of each tool (index-aligned).
    var scores: [Double]

    struct Plan: Equatable {
        /// Index of each tool sent, in the original order, and its compaction level.
        var levels: [Int: Int] = [:]
        var estimatedTokens = 0
    }

    /// Tools by relevance, ties in offered order: the order in which they keep their whole form
    /// (the least relevant are compacted first) and stay in. Pinned tools are never left out
    /// whatever their place, so they need not come first: ranked by score, a pinned tool the
    /// conversation has moved on from is compacted before a relevant one it has not called yet.
    var ranking: [Int] {
        tools.indices.sorted { a, b in
            if scores[a] != scores[b] { return scores[a] > scores[b] }
            return a < b
        }
    }

    /// The selection that fits `budget`: all whole if they fit; else compact from the least
    /// relevant up, one level at a time; else leave out the least relevant unpinned tools.
    /// Pinned tools are never left out (the result may then exceed the budget).
    /// - Complexity: O(n · levels) in the number of tools.
    func plan(budget: Int) -> Plan {
        let order = ranking
        var levels = [Int](repeating: 0, count: tools.count)
        var included = Set(tools.indices)
        var total = tools.indices.reduce(0) { $0 + costs[$1][0] }
        if total > budget {
            compaction: for level in 1...ToolCompaction.deepestLevel {
                for index in order.reversed() {
                    let saving = costs[index][levels[index]] - costs[index][level]
                    guard saving > 0 else { continue }
                    total -= saving
                    levels[index] = level
                    if total <= budget { break compaction }
                }
            }
        }
        for index in order.reversed() where total > budget && !pinned.contains(tools[index].name) {
            total -= costs[index][levels[index]]
            included.remove(index)
        }
        // A tool left out may have made room for a less compacted form of a better one.
        for index in order where included.contains(index) {
            while levels[index] > 0, total - costs[index][levels[index]] + costs[index][levels[index] - 1] <= budget {
                total += costs[index][levels[index] - 1] - costs[index][levels[index]]
                levels[index] -= 1
            }
        }
        var plan = Plan(estimatedTokens: total)
        for index in included { plan.levels[index] = levels[index] }
        return plan
    }
}
