import Tokenizers

/// One input of a summary call: a chunk of the source, or a partial summary, and what it covers.
struct CallInput: Sendable {
    var text: String
    /// Source bytes the input stands for.
    var byteRanges: [Range<Int>]
    /// The partial summary's node, or nil for source text.
    var nodeID: Int?
    /// Leading bytes of `text` repeated from before `byteRanges` (a chunk's overlap): sent to the
    /// model for context, but covered by the previous chunk in the provenance.
    var overlapByteCount = 0

    /// A chunk as a call input: the whole text, provenance without the overlap.
    init(chunk: Chunk) {
        let overlap = min(chunk.overlapByteCount, chunk.byteRange.count)
        self.init(text: chunk.text, byteRanges: [chunk.byteRange.lowerBound + overlap..<chunk.byteRange.upperBound], nodeID: nil, overlapByteCount: overlap)
    }

    init(text: String, byteRanges: [Range<Int>], nodeID: Int?, overlapByteCount: Int = 0) {
        self.text = text
        self.byteRanges = byteRanges
        self.nodeID = nodeID
        self.overlapByteCount = overlapByteCount
    }
}

/// One planned call: its stage, material and response cap, and a label for errors and events.
struct CallItem: Sendable {
    var stage: SummaryNode.Stage
    var inputs: [CallInput]
    /// The summary carried into a `refine` step.
    var carriedSummary = ""
    var outputCap: Int
    /// Says which call this is: "map call 12 of 159 (source bytes 40960..<44032)".
    var label: String
    /// How many times the planned input was halved to get this one.
    var splitDepth = 0

    /// Halvings allowed per planned input: an input cut to 1/64 of its planned size that the
    /// backend still rejects means its count is far from ours, and more splitting would only
    /// multiply calls.
    static let maximumSplitDepth = 6

    /// The material as the prompt shows it: inputs separated by blank lines.
    var material: String { inputs.map(\.text).joined(separator: "\n\n") }

    /// Source bytes the call covers.
    var byteRanges: [Range<Int>] { inputs.flatMap(\.byteRanges).coalesced() }

    /// Two calls that together cover this one's inputs, or nil when it is a single partial summary
    /// (which has no finer provenance to split along).
    func halves(splitCap: Int) -> (CallItem, CallItem)? {
        guard splitDepth < Self.maximumSplitDepth else { return nil }
        var first = self, second = self
        first.splitDepth += 1
        second.splitDepth += 1
        first.label += ", first half"
        second.label += ", second half"
        // Halves of a final call are intermediate: they still have to be merged.
        switch stage {
        case .whole: first.stage = .map; second.stage = .map; first.outputCap = splitCap; second.outputCap = splitCap
        case .reduce: first.stage = .collapse; second.stage = .collapse; first.outputCap = splitCap; second.outputCap = splitCap
        case .map, .refine, .collapse: break
        }
        if inputs.count >= 2 {
            let middle = inputs.count / 2
            first.inputs = Array(inputs[..<middle])
            second.inputs = Array(inputs[middle...])
            return (first, second)
        }
        guard let input = inputs.first, input.nodeID == nil, let range = input.byteRanges.first,
              input.byteRanges.count == 1, let (head, tail) = Self.splitText(input.text) else { return nil }
        // The overlap sits at the head of the text; the source range starts after it.
        let cut = min(range.upperBound, range.lowerBound + max(0, head.utf8.count - input.overlapByteCount))
        first.inputs = [CallInput(text: head, byteRanges: [range.lowerBound..<cut], nodeID: nil, overlapByteCount: min(input.overlapByteCount, head.utf8.count))]
        second.inputs = [CallInput(text: tail, byteRanges: [cut..<range.upperBound], nodeID: nil)]
        return (first, second)
    }

    /// Cuts source text in two near its middle, at a paragraph, line or word boundary when one is
    /// in the middle half; nil for text of fewer than two characters.
    /// - Complexity: O(n).
    static func splitText(_ text: String) -> (String, String)? {
        let characters = Array(text)
        guard characters.count >= 2 else { return nil }
        let middle = characters.count / 2
        let window = (characters.count / 4)...(characters.count * 3 / 4)
        func boundary(_ isBoundary: (Character) -> Bool) -> Int? {
            // The boundary nearest the middle, cutting after it.
            for distance in 0...(characters.count / 4) {
                for index in [middle - distance, middle + distance] where window.contains(index) && index > 0 && index < characters.count {
                    if isBoundary(characters[index - 1]) { return index }
                }
            }
            return nil
        }
        let cut = boundary(\.isNewline) ?? boundary(\.isWhitespace) ?? middle
        return (String(characters[..<cut]), String(characters[cut...]))
    }
}

/// What one call (and any splits it needed) produced, and what it cost: its outputs, and its
/// counters in the job's own type (`SummaryStatistics`), so a call's cost and the job's are
/// summed by one function. `report.modelCalls` reads and writes `report.counters.modelCalls`.
@dynamicMemberLookup
struct CallReport: Sendable {
    struct Output: Sendable {
        var stage: SummaryNode.Stage
        var text: String
        var tokenCount: Int
        var byteRanges: [Range<Int>]
        var childIDs: [Int]
        var isCached: Bool
    }

    var outputs: [Output] = []
    /// The per-call counters; the job-level fields (levels, depth, times) stay zero.
    var counters = SummaryStatistics()

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<SummaryStatistics, Value>) -> Value {
        get { counters[keyPath: keyPath] }
        set { counters[keyPath: keyPath] = newValue }
    }

    mutating func record(_ defect: ResponseDefect) { counters.record(defect.kind) }

    mutating func absorb(_ other: CallReport) {
        outputs += other.outputs
        counters.addCallCounters(of: other.counters)
    }
}

extension SummaryStatistics {
    mutating func absorb(_ report: CallReport) {
        addCallCounters(of: report.counters)
    }

    /// Adds what calls count (calls, retries, splits, tokens, the guard's rejections); the
    /// job-level fields (`callsPerLevel`, `collapseDepth`, the times) are the job's to set.
    mutating func addCallCounters(of other: SummaryStatistics) {
        modelCalls += other.modelCalls
        cachedCalls += other.cachedCalls
        transientRetries += other.transientRetries
        overflowSplits += other.overflowSplits
        truncatedResponses += other.truncatedResponses
        promptTokens += other.promptTokens
        responseTokens += other.responseTokens
        guardRetries += other.guardRetries
        extractiveFallbacks += other.extractiveFallbacks
        stoppedStreams += other.stoppedStreams
        emptyResponses += other.emptyResponses
        echoedResponses += other.echoedResponses
        loopedResponses += other.loopedResponses
        copiedResponses += other.copiedResponses
    }

    /// One rejected answer of `kind`.
    mutating func record(_ kind: ResponseDefect.Kind) {
        switch kind {
        case .empty: emptyResponses += 1
        case .echo: echoedResponses += 1
        case .loop: loopedResponses += 1
        case .copy: copiedResponses += 1
        }
    }
}
