/// What tool selection did with each tool of a trim, in ranking order: its relevance score,
/// whether a call names it (never left out), and whether it was sent whole, compacted or left out.
/// `ctx trim --report` prints it; a session can log it.
public struct ToolSelectionReport: Sendable, Hashable {
    /// What became of one tool's definition.
    public enum Disposition: String, Sendable, Hashable {
        case keptWhole = "kept whole"
        case compacted
        case leftOut = "left out"
    }

    /// One tool of the report.
    public struct Line: Sendable, Hashable {
        public var name: String
        /// Relevance to the recent conversation (`RankedTool.score`).
        public var score: Double
        /// A call in the transcript names it (or it is the reference reader): never left out.
        public var isPinned: Bool
        public var disposition: Disposition
    }

    /// Every tool, most relevant first.
    public var lines: [Line]

    /// The report of `result`'s tool selection, with scores and order from `ranking`
    /// (`TranscriptTrimmer.rankedTools(for:)` of the transcript that was trimmed); nil when the
    /// trim sent every definition as given (no `selectedTools` event).
    /// - Complexity: O(n) in the number of tools.
    public init?(ranking: [RankedTool], result: TrimResult) {
        guard let (compacted, omitted) = result.events.lazy.compactMap({ event -> (Set<String>, Set<String>)? in
            guard case let .selectedTools(_, compacted, omitted, _, _) = event else { return nil }
            return (Set(compacted), Set(omitted))
        }).first else { return nil }
        lines = ranking.map { tool in
            Line(name: tool.name, score: tool.score, isPinned: tool.isPinned,
                 disposition: omitted.contains(tool.name) ? .leftOut : compacted.contains(tool.name) ? .compacted : .keptWhole)
        }
    }
}
