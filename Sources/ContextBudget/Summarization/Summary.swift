/// A finished summary, what it cost, and which part of the source each partial summary covers.
public struct Summary: Sendable, Hashable, Encodable {
    /// The summary text.
    public var text: String
    /// What the job cost.
    public var statistics: SummaryStatistics
    /// Every call's output as a tree over the source: leaves are chunks, the root is `text`.
    public var tree: SummaryTree
}

/// Counters of a summarization job.
public struct SummaryStatistics: Sendable, Hashable, Encodable {
    /// Calls at each level (map, each collapse level, then the reduce), one per node of the
    /// summary tree, whether answered by the model or the cache. `refine` has one level.
    public var callsPerLevel: [Int] = []
    /// Calls the model actually answered (cache hits and failed attempts excluded).
    public var modelCalls = 0
    /// Calls answered from the cache.
    public var cachedCalls = 0
    /// Attempts that failed with a transient error and were retried after a pause.
    public var transientRetries = 0
    /// Inputs split in two because the backend said they did not fit (its count disagreed with ours).
    public var overflowSplits = 0
    /// Responses longer than their cap, cut back at a sentence or word boundary.
    public var truncatedResponses = 0
    /// Prompt tokens sent to the model, as the model counts them.
    public var promptTokens = 0
    /// Response tokens of the outputs kept (cut to their caps; a rejected answer's replacement
    /// counts, the rejected answer does not), as the summarizer's counter counts them.
    public var responseTokens = 0
    /// Collapse levels used before the reduce.
    public var collapseDepth = 0
    /// Wall-clock time of the job.
    public var wallSeconds = 0.0
    /// Part of `wallSeconds` spent before the first call: counting and chunking the document.
    public var planningSeconds = 0.0
    /// Calls whose answer the `ResponseGuard` rejected and that were asked again (once each).
    public var guardRetries = 0
    /// Calls whose answers were rejected twice and replaced by the extractive summary of their input.
    public var extractiveFallbacks = 0
    /// Answers rejected as empty (first answers and retries alike).
    public var emptyResponses = 0
    /// Answers rejected for echoing the prompt's instructions or delimiters.
    public var echoedResponses = 0
    /// Answers rejected as loops.
    public var loopedResponses = 0
    /// Answers rejected as verbatim copies of their input.
    public var copiedResponses = 0
    /// Rejected answers whose decoding was stopped as soon as they were an echo or a loop
    /// (`ResponseGuard.stopsStreamsEarly`), instead of running to their cap.
    public var stoppedStreams = 0
    /// Every call of the tree.
    public var totalCalls: Int { callsPerLevel.reduce(0, +) }

    /// What the guard did, for a report line: "3 of 14 calls fell back to extractive (5 answers
    /// rejected: 4 looped, 1 echoed; 5 retried)", or nil when it rejected nothing.
    public var guardSummary: String? {
        let rejected = emptyResponses + echoedResponses + loopedResponses + copiedResponses
        guard rejected > 0 else { return nil }
        let kinds = [(loopedResponses, "looped"), (echoedResponses, "echoed"), (copiedResponses, "copied"), (emptyResponses, "empty")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let answers = rejected == 1 ? "answer" : "answers"
        let stopped = stoppedStreams > 0 ? ", \(stoppedStreams) stopped early" : ""
        return "\(extractiveFallbacks) of \(totalCalls) calls fell back to extractive (\(rejected) \(answers) rejected: \(kinds); \(guardRetries) retried\(stopped))"
    }

    /// Zero counters.
    public init() {}
}

/// The summary tree: every call's output and the source bytes it stands for.
public struct SummaryTree: Sendable, Hashable, Encodable {
    /// All nodes, level by level, in source order within a level; the last one is the root.
    public var nodes: [SummaryNode] = []

    /// A tree of `nodes`, leaves first.
    public init(nodes: [SummaryNode] = []) { self.nodes = nodes }

    /// The final summary's node.
    public var root: SummaryNode? { nodes.last }

    /// Nodes of one level (0 = map or refine steps).
    public func nodes(atLevel level: Int) -> [SummaryNode] { nodes.filter { $0.level == level } }

    /// The deepest level.
    public var height: Int { nodes.map(\.level).max() ?? 0 }
}

/// One call's output in the summary tree.
public struct SummaryNode: Sendable, Hashable, Encodable {
    /// What produced the node.
    public enum Stage: String, Sendable, Hashable, Codable {
        /// The whole document in one call.
        case whole
        /// One chunk summarized.
        case map
        /// Partial summaries merged into a shorter one.
        case collapse
        /// The final merge.
        case reduce
        /// One step of `refine`: the previous summary updated with the next chunk.
        case refine
    }

    /// Position in `SummaryTree.nodes`.
    public var id: Int
    /// What produced the node.
    public var stage: Stage
    /// 0 for map (and refine) nodes, then one more per collapse level; the reduce is the highest.
    public var level: Int
    /// UTF-8 byte ranges of the source the node summarizes, sorted and merged.
    public var sourceByteRanges: [Range<Int>]
    /// Ids of the nodes whose outputs were this call's material (empty for leaves).
    public var childIDs: [Int]
    /// The call's output.
    public var text: String
    /// Response tokens, counted with the summarizer's counter.
    public var tokenCount: Int
    /// True when the cache answered instead of the model.
    public var isCached: Bool
}

extension Array where Element == Range<Int> {
    /// The ranges sorted and merged where they touch or overlap.
    /// - Complexity: O(n log n).
    func coalesced() -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
