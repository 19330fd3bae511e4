/// The first level of a map-reduce summary as the summarizer will send it, without calling the
/// model to generate: for benchmarks and tests that time or check the engine on the summarizer's
/// real prompts, and for callers who want to see them.
extension Summarizer {
    /// The map calls of `document`: one transcript per chunk, exactly as `summarize` builds them
    /// (the planner's chunks, `prompts.map` around each), and the response cap each is sent with.
    /// Empty when the document fits one call (the plan's `whole` stage) or the strategy is refine.
    /// - Throws: what `plan(_:)` throws.
    /// - Complexity: one chunking of the document and a few counts.
    public func mapCalls(for document: String) async throws -> (transcripts: [Transcript], maximumResponseTokens: Int) {
        let (plan, chunks) = try await planner.prepare(document)
        guard plan.strategy == .mapReduce, let first = plan.levels.first, first.stage == .map else { return ([], 0) }
        let items = chunks.map { CallItem(stage: .map, inputs: [CallInput(chunk: $0)], outputCap: first.outputTokenCap, label: "") }
        return (items.map { prompts.transcript(for: $0.stage, material: $0.material, summary: $0.carriedSummary) }, first.outputTokenCap)
    }
}
