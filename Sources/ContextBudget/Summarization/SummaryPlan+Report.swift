extension SummaryPlan {
    /// The plan as labelled lines: what `ctx plan` prints in a column and the MCP `plan` tool
    /// returns as "label: value", so the two say the same thing in the same words.
    /// - Parameters:
    ///   - input: the document's name and kind as the reader knows them ("notes.txt, text").
    ///   - counter: the counter's name, when the reader should see which counted.
    ///   - model: the model's identifier.
    public func reportLines(input: String, counter: String?, model: String) -> [(label: String, value: String)] {
        let counted = counter.map { " (\($0))" } ?? ""
        var lines: [(label: String, value: String)] = [
            ("input", "\(input): \(documentTokens.grouped) tokens\(counted), \(documentByteCount.grouped) bytes"),
            ("budget", "\(budget)"),
            ("model", model),
        ]
        if fitsInOneCall {
            lines.append(("fits", "yes, in one call of \(singleCallTokens.grouped) tokens (\(headroom.grouped) to spare)"))
        } else {
            lines.append(("fits", "no: one call would need \(singleCallTokens.grouped) tokens, \(overflow.grouped) over the \(promptCapacity.grouped) available"))
            lines.append(("per call", "\(fixedPromptTokens.grouped) tokens of instructions and template, \(materialCapacity.grouped) for material"))
            lines.append(("chunks", "\(chunkCount.grouped) of at most \(chunkTokenLimit.grouped) tokens (\(strategy == .refine ? "refine" : "map-reduce"), fan-in \(fanIn))"))
            lines.append(("map calls", mapCalls.grouped))
            let perLevel = collapseDepth > 0 ? " (calls per level: \(collapseCallsPerLevel.map(\.grouped).joined(separator: ", ")))" : ""
            lines.append(("collapse depth", "\(collapseDepth)\(perLevel)"))
            lines.append(("reduce calls", "\(reduceCalls)"))
        }
        lines.append(("total calls", "\(totalCalls.grouped) (fewest possible with full chunks: \(minimumCalls.grouped))"))
        lines.append(("tokens", "at most \(expectedPromptTokens.grouped) in, \(expectedResponseTokens.grouped) out"))
        return lines
    }
}
