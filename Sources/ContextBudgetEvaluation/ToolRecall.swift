import ContextBudget

/// Tool recall: of the tools a conversation's next step needs, the share whose definitions are
/// still in the transcript after trimming. A trimmer that drops a needed definition leaves the
/// model unable to make the right call, however well the rest fits; one that refuses to trim
/// leaves it nothing to call at all, so a refusal counts as recall 0.
///
///     let cases = try ToolSelectionCase.cases(fromJSONLines: data)
///     let report = try await ToolRecall.measure(cases, trimmer: TranscriptTrimmer(model: model, budget: .onDevice))
///     print(report.meanRecall, report.refusals)
public enum ToolRecall {
    /// The share of `needed` names that `kept` defines; 1 when nothing is needed.
    /// - Complexity: O(n + m).
    public static func recall(needed: [String], kept: [ToolDefinition]) -> Double {
        let names = Set(needed)
        guard !names.isEmpty else { return 1 }
        let keptNames = Set(kept.map(\.name))
        return Double(names.intersection(keptNames).count) / Double(names.count)
    }

    /// Trims every case's transcript with `trimmer` and scores what survives.
    /// - Throws: whatever the trimmer throws other than `ContextBudgetError` (a failing store or
    ///   summarizing model is a broken setup, not a refusal); `ContextBudgetError`s are refusals.
    /// - Complexity: one trim per case, plus two counts of each case's tool definitions.
    public static func measure(_ cases: [ToolSelectionCase], trimmer: TranscriptTrimmer) async throws -> ToolRecallReport {
        let model = trimmer.model
        let emptyTokens = try await model.tokenCount(for: Transcript())
        func toolTokens(_ tools: [ToolDefinition]) async throws -> Int {
            try await model.tokenCount(for: Transcript(tools: tools)) - emptyTokens
        }
        var outcomes: [ToolRecallOutcome] = []
        for item in cases {
            let before = try await toolTokens(item.transcript.tools)
            do {
                let result = try await trimmer.trim(item.transcript)
                outcomes.append(ToolRecallOutcome(
                    caseID: item.id, category: item.category,
                    recall: recall(needed: item.neededToolNames, kept: result.transcript.tools),
                    nextCallKept: result.transcript.tools.contains { $0.name == item.nextCall.name },
                    refusal: nil, toolTokensBefore: before, toolTokensAfter: try await toolTokens(result.transcript.tools)))
            } catch let error as ContextBudgetError {
                outcomes.append(ToolRecallOutcome(
                    caseID: item.id, category: item.category, recall: 0, nextCallKept: false,
                    refusal: refusalReason(error), toolTokensBefore: before, toolTokensAfter: nil))
            }
        }
        return ToolRecallReport(outcomes: outcomes)
    }

    /// A short reason for a refusal, the same for every case refused the same way, so that a
    /// report can count them: the error's kind, and whether the tool definitions alone are over.
    public static func refusalReason(_ error: ContextBudgetError) -> String {
        switch error {
        case let .transcriptCannotFit(parts, capacity):
            let toolsAlone = parts.contains { $0.name == "tool definitions" && $0.tokenCount > capacity }
            return "the parts that are always kept need more than the prompt capacity"
                + (toolsAlone ? " (the tool definitions alone do)" : "")
        case .budgetTooSmall: return "the budget is too small"
        case .malformedTranscript: return "malformed transcript"
        case .invalidBudget: return "invalid budget"
        case .invalidConfiguration: return "invalid configuration"
        case .generationFailed: return "a summarizing call failed"
        case .noProgress: return "no progress"
        case .toolRoundLimitReached: return "too many tool rounds"
        case .unusableFile: return "unusable file"
        }
    }
}

/// What trimming did to one case's needed tools.
public struct ToolRecallOutcome: Sendable, Hashable {
    /// The case's id (`multi_turn_base_0/turn2`).
    public var caseID: String
    /// The case's group, for per-group figures.
    public var category: String
    /// The share of the needed tools still defined (0 when refused).
    public var recall: Double
    /// Whether the reference's next call's tool is still defined.
    public var nextCallKept: Bool
    /// Why the trimmer refused (`ToolRecall.refusalReason`), nil when it fitted the transcript.
    public var refusal: String?
    /// What the case's tool definitions cost in the trimmer's model before trimming.
    public var toolTokensBefore: Int
    /// What the kept tool definitions cost after trimming; nil when refused.
    public var toolTokensAfter: Int?

    /// An outcome from its parts.
    public init(caseID: String, category: String, recall: Double, nextCallKept: Bool, refusal: String?,
                toolTokensBefore: Int, toolTokensAfter: Int?) {
        self.caseID = caseID
        self.category = category
        self.recall = recall
        self.nextCallKept = nextCallKept
        self.refusal = refusal
        self.toolTokensBefore = toolTokensBefore
        self.toolTokensAfter = toolTokensAfter
    }
}

/// Tool recall over a set of cases: the figures a benchmark prints and a test holds to a threshold.
public struct ToolRecallReport: Sendable, Hashable {
    /// One outcome per case, in the cases' order.
    public var outcomes: [ToolRecallOutcome]

    /// A report over `outcomes` (filter them to report on a subset, such as one category).
    public init(outcomes: [ToolRecallOutcome]) { self.outcomes = outcomes }

    /// How many cases were trimmed or refused.
    public var caseCount: Int { outcomes.count }
    /// Cases the trimmer fitted to the budget.
    public var fittedCount: Int { outcomes.count { $0.refusal == nil } }
    /// Refused cases by reason, most frequent first (ties by reason).
    public var refusals: [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        for outcome in outcomes { if let reason = outcome.refusal { counts[reason, default: 0] += 1 } }
        return counts.map { (reason: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.reason < $1.reason }
    }
    /// Mean recall, refusals counted as 0; 0 for no cases.
    public var meanRecall: Double { mean(outcomes.map(\.recall)) ?? 0 }
    /// The lowest recall of any case, refusals counted as 0; 0 for no cases.
    public var minimumRecall: Double { outcomes.map(\.recall).min() ?? 0 }
    /// The share of cases whose next call's tool is still defined (refusals count as not kept).
    public var nextCallRecall: Double { mean(outcomes.map { $0.nextCallKept ? 1 : 0 }) ?? 0 }
    /// Mean cost of the tool definitions before trimming, over every case.
    public var meanToolTokensBefore: Double? { mean(outcomes.map { Double($0.toolTokensBefore) }) }
    /// Mean cost of the tool definitions before trimming, over the fitted cases only.
    public var meanFittedToolTokensBefore: Double? {
        mean(outcomes.filter { $0.refusal == nil }.map { Double($0.toolTokensBefore) })
    }
    /// Mean cost of the kept tool definitions, over the fitted cases; nil when none fitted.
    public var meanToolTokensAfter: Double? { mean(outcomes.compactMap { $0.toolTokensAfter.map(Double.init) }) }

    private func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
