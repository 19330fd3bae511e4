/// Shortens a tool output to head + elision marker + tail within a token target; the full
/// output goes to the store under a reference id the marker names.
struct ToolOutputShortener {
    /// Tokens an entry costs in the model, template share included.
    var entryTokens: (Transcript.Entry) async throws -> Int
    var headFraction: Double
    /// The tool that reads references back, named in the marker with the call that reads the
    /// removed part (nil: the marker only names the reference).
    var readerToolName: String? = nil

    /// The marker that replaces the middle: says how big the output was and where it is, and,
    /// when a reader tool is offered, the exact call that reads on from the cut.
    static func marker(originalTokens: Int, referenceID: String, resumeOffset: Int = 0, readerToolName: String? = nil) -> String {
        guard let reader = readerToolName else {
            return "\n[… \(originalTokens) tokens shortened; full output: \(referenceID) …]\n"
        }
        return "\n[… \(originalTokens) tokens shortened; read on with \(reader) {\"id\":\"\(referenceID)\",\"offset\":\(resumeOffset)} …]\n"
    }

    /// - Returns: the shortened entry, its cost, and the reference id of the full output.
    /// - Complexity: O(n log n) measuring work in the length of the kept text.
    func shorten(_ output: ToolOutput, originalTokens: Int, to targetTokens: Int) async throws -> ShortenedOutput {
        let referenceID = StableHash.referenceID(prefix: "output", for: [.toolOutput(output)])
        var empty = output
        empty.text = ""
        let overhead = try await entryTokens(.toolOutput(empty))
        let reader = readerToolName
        let marker = Self.marker(originalTokens: originalTokens, referenceID: referenceID, resumeOffset: 0, readerToolName: reader)
        let fitting = TextFitting { text in
            var piece = output
            piece.text = text
            return try await entryTokens(.toolOutput(piece)) - overhead
        }
        let characters = Array(output.text)
        var textBudget = targetTokens - overhead - (try await fitting.measure(marker))
        var best = ShortenedOutput(entry: .toolOutput(empty), tokenCount: overhead, referenceID: referenceID)
        for _ in 0..<4 {
            let headBudget = Int(Double(max(0, textBudget)) * headFraction)
            let headLength = try await fitting.prefix(of: characters, fitting: headBudget)
            let rest = Array(characters[headLength...])
            let tailLength = try await fitting.suffix(of: rest, fitting: max(0, textBudget) - headBudget)
            var shortened = output
            let cut = Self.marker(originalTokens: originalTokens, referenceID: referenceID, resumeOffset: headLength, readerToolName: reader)
            shortened.text = String(characters[..<headLength]) + cut + String(rest[(rest.count - tailLength)...])
            let cost = try await entryTokens(.toolOutput(shortened))
            best = ShortenedOutput(entry: .toolOutput(shortened), tokenCount: cost, referenceID: referenceID)
            if cost <= targetTokens || textBudget <= 0 { break }
            textBudget -= cost - targetTokens  // counts are not additive: give back the excess and retry
        }
        if best.tokenCount > targetTokens {
            // Not even the marker fits: keep the marker alone, which the planner's floor allows for.
            var markerOnly = output
            markerOnly.text = marker
            best = ShortenedOutput(entry: .toolOutput(markerOnly), tokenCount: try await entryTokens(.toolOutput(markerOnly)), referenceID: referenceID)
        }
        return best
    }
}
