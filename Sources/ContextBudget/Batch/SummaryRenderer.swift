import Foundation
import Tokenizers

/// How a summary is written out: plain text, a Markdown page, or a JSON report with its tree.
public enum SummaryFormat: String, Sendable, Hashable, CaseIterable {
    /// The summary and a newline.
    case text
    /// A heading (the relative path), the summary and a line of statistics.
    case markdown
    /// Path, model, budget, summary, statistics and the summary tree with source byte ranges.
    case json

    /// The output file's extension: txt, md or json.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .markdown: "md"
        case .json: "json"
        }
    }
}

/// The JSON document of one summary: what was summarized, with what, the result and its tree.
public struct SummaryReport: Encodable, Sendable {
    /// The input's path.
    public var path: String
    /// The model's identifier.
    public var model: String
    /// The budget every call fitted.
    public var budget: TokenBudget
    /// The summary text.
    public var summary: String
    /// Tokens of the summarized material.
    public var documentTokens: Int
    /// What the job cost.
    public var statistics: SummaryStatistics
    /// Every call's output over the source.
    public var tree: SummaryTree
}

/// Renders finished summaries in a `SummaryFormat`, naming the model and budget that made them.
public struct SummaryRenderer: Sendable {
    /// The format.
    public var format: SummaryFormat
    /// Named in Markdown and JSON outputs.
    public var modelIdentifier: String
    /// Named in Markdown and JSON outputs.
    public var budget: TokenBudget
    /// Counts the summary's tokens for the Markdown footer.
    public var counter: any TokenCounter

    /// A renderer for the summaries `summarizer` makes.
    public init(format: SummaryFormat, summarizer: Summarizer) {
        self.format = format
        modelIdentifier = summarizer.model.identifier
        budget = summarizer.budget
        counter = summarizer.counter
    }

    /// The output of `summary` of `document`. `compact` renders JSON on one line (JSON Lines).
    /// - Throws: an `EncodingError` if the report cannot be encoded (not expected).
    public func render(_ summary: Summary, of document: BatchDocument, documentTokens: Int, compact: Bool = false) throws -> String {
        let statistics = summary.statistics
        switch format {
        case .text:
            return summary.text + "\n"
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let report = SummaryReport(
                path: document.path, model: modelIdentifier, budget: budget, summary: summary.text,
                documentTokens: documentTokens, statistics: statistics, tree: summary.tree)
            return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
        case .markdown:
            let levels = statistics.callsPerLevel.map(String.init).joined(separator: "/")
            return "# \(document.relativePath)\n\n\(summary.text)\n\n---\n\n*\(documentTokens.grouped) tokens summarized in \(counter.count(summary.text).grouped) by \(modelIdentifier) in \(statistics.totalCalls) calls (per level \(levels), collapse depth \(statistics.collapseDepth)) within \(budget.contextSize)-token calls.*\n"
        }
    }
}
