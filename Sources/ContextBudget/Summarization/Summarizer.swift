import Foundation
import Tokenizers

/// Summarizes documents of any length through a small context window by map-reduce:
/// summarize each chunk, merge the partial summaries in groups that fit until one call can
/// take them all, then reduce them to one summary.
///
/// Every prompt is measured with the model's own count before it is sent. Termination is
/// guaranteed: each collapse level must reduce the number of partial summaries, or the job
/// fails with a diagnosis instead of looping.
public struct Summarizer: Sendable {
    public var model: any LanguageModel
    public var budget: TokenBudget
    public var prompts: SummaryPrompts
    public var counter: any TokenCounter
    /// Model calls in flight at once.
    public var concurrency: Int

    /// - Throws: `ContextBudgetError.invalidConfiguration` when `concurrency` is below 1.
    public init(
        model: any LanguageModel, budget: TokenBudget, prompts: SummaryPrompts = .standard(),
        counter: any TokenCounter, concurrency: Int = 4
    ) throws {
        guard concurrency >= 1 else {
            throw ContextBudgetError.invalidConfiguration("concurrency must be at least 1 (got \(concurrency))")
        }
        self.model = model
        self.budget = budget
        self.prompts = prompts
        self.counter = counter
        self.concurrency = concurrency
    }

    var planner: SummaryPlanner { SummaryPlanner(model: model, budget: budget, prompts: prompts, counter: counter) }

    /// The chunker the summarizer uses for a given material capacity.
    public func chunker(materialCapacity: Int) throws -> some DocumentChunker {
        try ParagraphChunker(maximumTokens: materialCapacity, counter: counter)
    }

    /// What summarizing `document` will cost, without calling the model to generate.
    public func plan(_ document: String) async throws -> SummaryPlan {
        try await planner.plan(document, chunker: try chunker(materialCapacity: try await planner.materialCapacity()))
    }

    /// Summarizes `document`.
    /// - Throws: `GenerationError` from the model (with the level it happened at in the
    ///   message), `ContextBudgetError.budgetTooSmall` when the budget cannot hold the prompts,
    ///   `CancellationError` when cancelled.
    public func summarize(_ document: String) async throws -> Summary {
        let started = Date()
        var statistics = SummaryStatistics()
        let capacity = try await planner.materialCapacity()
        let options = GenerationOptions(maximumResponseTokens: budget.responseReserve)

        let whole = prompts.transcript(prompts.map, material: document)
        if try await model.tokenCount(for: whole) <= budget.promptCapacity {
            let text = try await call([whole], options: options, statistics: &statistics)[0]
            statistics.wallSeconds = Date().timeIntervalSince(started)
            return Summary(text: text, statistics: statistics)
        }

        let chunks = try chunker(materialCapacity: capacity).chunks(of: document)
        var partials = try await call(
            chunks.map { prompts.transcript(prompts.map, material: $0.text) }, options: options, statistics: &statistics)

        while true {
            let reduce = prompts.transcript(prompts.reduce, material: partials.joined(separator: "\n\n"))
            if try await model.tokenCount(for: reduce) <= budget.promptCapacity {
                let text = try await call([reduce], options: options, statistics: &statistics)[0]
                statistics.wallSeconds = Date().timeIntervalSince(started)
                return Summary(text: text, statistics: statistics)
            }
            let groups = try await group(partials, capacity: capacity)
            guard groups.count < partials.count else {
                throw ContextBudgetError.budgetTooSmall(
                    needed: (try? await model.tokenCount(for: reduce)) ?? 0, available: budget.promptCapacity,
                    detail: "partial summaries that no longer shrink at collapse level \(statistics.collapseDepth + 1)")
            }
            statistics.collapseDepth += 1
            partials = try await call(
                groups.map { prompts.transcript(prompts.reduce, material: $0.joined(separator: "\n\n")) },
                options: options, statistics: &statistics)
        }
    }

    /// Packs consecutive partial summaries into groups whose reduce prompt fits.
    private func group(_ partials: [String], capacity: Int) async throws -> [[String]] {
        var groups: [[String]] = []
        var current: [String] = []
        for partial in partials {
            let candidate = current + [partial]
            let prompt = prompts.transcript(prompts.reduce, material: candidate.joined(separator: "\n\n"))
            let fits = current.isEmpty ? true : try await model.tokenCount(for: prompt) <= budget.promptCapacity
            if fits {
                current = candidate
            } else {
                groups.append(current)
                current = [partial]
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }

    /// Runs one level of calls, `concurrency` at a time, results in input order.
    private func call(_ transcripts: [Transcript], options: GenerationOptions, statistics: inout SummaryStatistics) async throws -> [String] {
        for transcript in transcripts {
            let tokens = try await model.tokenCount(for: transcript)
            guard tokens <= budget.promptCapacity else {
                throw ContextBudgetError.budgetTooSmall(
                    needed: tokens, available: budget.promptCapacity, detail: "a summary prompt")
            }
            statistics.promptTokens += tokens
        }
        let model = self.model
        let limit = concurrency
        var results = [String](repeating: "", count: transcripts.count)
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var next = 0
            func launch() {
                let index = next
                let transcript = transcripts[index]
                group.addTask { (index, try await model.generate(transcript, options: options)) }
                next += 1
            }
            while next < min(limit, transcripts.count) { launch() }
            while let (index, text) = try await group.next() {
                results[index] = text
                if next < transcripts.count {
                    try Task.checkCancellation()
                    launch()
                }
            }
        }
        statistics.callsPerLevel.append(transcripts.count)
        statistics.responseTokens += results.reduce(0) { $0 + counter.count($1) }
        return results
    }
}
