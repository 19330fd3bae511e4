import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import Tokenizers

/// One summary of one document, scored.
struct ScoredSummary: Sendable {
    var split: String
    /// F-measures of ROUGE-1, ROUGE-2, ROUGE-L and ROUGE-Lsum, in [0, 1].
    var rouge: [Double]
    var tokens: Int
    var calls = 0
    var retried = 0
    var fellBack = 0
    var looped = 0
    var echoed = 0
    /// The final summary itself echoes the prompt or loops (`ResponseGuard`, no copy check).
    var defective = false
    var seconds = 0.0

    /// Scores `text` against `document`'s reference; ROUGE-Lsum with one sentence per line on both sides.
    init(_ text: String, of document: DevelopmentDocument, counter: any TokenCounter, statistics: SummaryStatistics? = nil, seconds: Double = 0) {
        split = document.split
        let scores = RougeScorer.scores(
            reference: RougeScorer.sentencesOnLines(document.reference), candidate: RougeScorer.sentencesOnLines(text))
        rouge = [scores.rouge1.fMeasure, scores.rouge2.fMeasure, scores.rougeL.fMeasure, scores.rougeLsum.fMeasure]
        tokens = counter.count(text)
        if let statistics {
            calls = statistics.totalCalls
            retried = statistics.guardRetries
            fellBack = statistics.extractiveFallbacks
            looped = statistics.loopedResponses
            echoed = statistics.echoedResponses
        }
        let prompts = SummaryPrompts.standard()
        let scaffolding = ([prompts.instructions] + ([.whole, .map, .collapse, .reduce, .refine] as [SummaryNode.Stage]).map(prompts.template(for:)))
            .joined(separator: "\n").replacingOccurrences(of: "{document}", with: "\n").replacingOccurrences(of: "{summary}", with: "\n")
        let call = ResponseGuard.Call(scaffolding: scaffolding, material: document.text, compressionAsked: false)
        defective = ResponseGuard.standard.defect(in: text, for: call) != nil
        self.seconds = seconds
    }
}

/// The results of one configuration, by document id.
struct QualityRow {
    var name: String
    var results: [String: ScoredSummary] = [:]

    /// Means over the documents of `ids` that this row has, or nil when it has none of them.
    func aggregate(_ ids: [String]) -> [String]? {
        let chosen = ids.compactMap { results[$0] }
        guard !chosen.isEmpty else { return nil }
        let n = Double(chosen.count)
        func mean(_ index: Int) -> String { String(format: "%.1f", chosen.reduce(0) { $0 + $1.rouge[index] } / n * 100) }
        func sum(_ key: KeyPath<ScoredSummary, Int>) -> String { String(chosen.reduce(0) { $0 + $1[keyPath: key] }) }
        return [
            name, String(chosen.count), String(Int((Double(chosen.reduce(0) { $0 + $1.tokens }) / n).rounded())),
            mean(0), mean(1), mean(2), mean(3), sum(\.calls), sum(\.retried), sum(\.fellBack), sum(\.looped), sum(\.echoed),
            String(chosen.filter(\.defective).count), String(format: "%.1f", chosen.reduce(0) { $0 + $1.seconds }),
        ]
    }

    /// Mean F-measure (percent) of ROUGE `index` over the documents of `ids`.
    func mean(_ index: Int, over ids: [String]) -> Double? {
        let chosen = ids.compactMap { results[$0] }
        guard !chosen.isEmpty else { return nil }
        return chosen.reduce(0) { $0 + $1.rouge[index] } / Double(chosen.count) * 100
    }

    static let header = [
        "summary", "docs", "tokens", "R-1", "R-2", "R-L", "R-Lsum", "calls", "retried", "fell back", "looped", "echoed",
        "bad finals", "seconds",
    ]
}
