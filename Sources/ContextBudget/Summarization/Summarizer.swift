import Foundation
import Tokenizers

/// Summarizes documents of any length through a small context window, by map-reduce or refine.
///
/// Map-reduce: summarize each chunk (`concurrency` calls in flight), merge the partial summaries
/// in balanced groups level by level until one call can take them all, then reduce them to one
/// summary. The shape of the tree is the `SummaryPlan`, known before the first call.
///
/// Guarantees:
/// - every prompt is measured with the model's own count before it is sent, and never exceeds
///   the budget's prompt capacity; each response is capped so that the next level fits;
/// - the job ends: every level divides the number of partial summaries by at least 2 (an input
///   the backend still rejects is split, a response over its cap is cut back), otherwise it
///   stops with `ContextBudgetError.noProgress` and a diagnosis;
/// - every answer passes the `responseGuard` or is replaced (retry, then extractive fallback),
///   so a model that loops or echoes its prompt never feeds garbage to the next level;
/// - transient failures are retried with backoff; other failures name the call, level and
///   source bytes they happened at; cancellation is honoured between calls;
/// - with a `cache`, every finished call is kept, so a rerun recomputes only what changed.
public struct Summarizer: Sendable {
    /// Budget, prompts, counter, strategy, target length and chunker.
    public var planner: SummaryPlanner
    /// Model calls in flight at once (map and collapse levels).
    public var concurrency: Int
    /// How transient failures are retried.
    public var retryPolicy: RetryPolicy
    /// Where finished calls are kept; `nil` keeps nothing.
    public var cache: SummaryCache?
    /// Sampling options for every call; `maximumResponseTokens` is set per call from the plan.
    public var generationOptions: GenerationOptions
    /// How partial summaries are grouped for merging.
    public var grouping: MergeGrouping = .planned
    /// Checks every answer of a generative model (empty, echoed prompt, loop, verbatim copy); a
    /// rejected answer is retried once, then replaced by the extractive summary of the call's
    /// input. `nil` accepts whatever the model says. Not applied when the model is
    /// `ExtractiveModel`: its answers are sentences of the input by construction (tests check
    /// that the guard accepts every one of them over Corpora), and it is the fallback itself.
    public var responseGuard: ResponseGuard? = .standard

    /// How partial summaries are grouped into collapse and reduce calls.
    public enum MergeGrouping: String, Sendable, Hashable, Codable {
        /// ⌈n / fan-in⌉ balanced groups, as planned: the calls equal the plan whatever the
        /// responses' lengths. Best when responses fill their caps (extractive models, tests).
        case planned
        /// As many consecutive partial summaries per call as their measured tokens allow: fewer
        /// calls (never more than planned) when the model answers shorter than its cap, as
        /// generative models usually do. The plan becomes an upper bound.
        case packed
    }

    /// The model every call goes to.
    public var model: any LanguageModel { planner.model }
    /// The budget every call fits.
    public var budget: TokenBudget { planner.budget }
    /// The templates of each stage.
    public var prompts: SummaryPrompts { planner.prompts }
    /// Counts document text and responses.
    public var counter: any TokenCounter { planner.counter }

    /// - Parameters:
    ///   - counter: counts document text and responses; should match the model's tokenizer.
    ///   - chunker: makes the chunker for a chunk size; `ParagraphChunker` when nil.
    ///   - targetTokenCount: caps the final summary; nil aims at `SummaryPlanner.defaultTargetTokenCount`
    ///     (about a fifth of the document, within the response reserve).
    /// - Throws: `ContextBudgetError.invalidConfiguration` when `concurrency` is below 1 or the
    ///   target length is not positive.
    public init(
        model: any LanguageModel, budget: TokenBudget, prompts: SummaryPrompts = .standard(),
        counter: any TokenCounter, concurrency: Int = 4, strategy: SummaryStrategy = .mapReduce,
        targetTokenCount: Int? = nil, chunker: ChunkerFactory? = nil, cache: SummaryCache? = nil,
        retryPolicy: RetryPolicy = .standard, generationOptions: GenerationOptions = GenerationOptions()
    ) throws {
        guard concurrency >= 1 else {
            throw ContextBudgetError.invalidConfiguration("concurrency must be at least 1 (got \(concurrency))")
        }
        if let targetTokenCount, targetTokenCount < 1 {
            throw ContextBudgetError.invalidConfiguration("the target length must be at least 1 token (got \(targetTokenCount))")
        }
        planner = SummaryPlanner(
            model: model, budget: budget, prompts: prompts, counter: counter, strategy: strategy,
            targetTokenCount: targetTokenCount, chunker: chunker)
        self.concurrency = concurrency
        self.retryPolicy = retryPolicy
        self.cache = cache
        self.generationOptions = generationOptions
    }

    /// What summarizing `document` will cost, without calling the model to generate.
    public func plan(_ document: String) async throws -> SummaryPlan {
        try await planner.plan(document)
    }

    /// Summarizes `document`.
    /// - Throws: `ContextBudgetError.generationFailed` (with the call, level and source bytes)
    ///   for model failures that retries did not cure, `ContextBudgetError.budgetTooSmall` when the
    ///   budget cannot hold the prompts, `ContextBudgetError.noProgress` when a level stops
    ///   shrinking, `CancellationError` when cancelled.
    public func summarize(_ document: String) async throws -> Summary {
        try await summarize(document, progress: { _ in })
    }

    /// Summarizes `document`, reporting each step to `progress` (called from any task).
    public func summarize(_ document: String, progress: @escaping @Sendable (SummaryEvent) -> Void) async throws -> Summary {
        let started = DispatchTime.now().uptimeNanoseconds
        let (plan, chunks) = try await planner.prepare(document)
        let planned = DispatchTime.now().uptimeNanoseconds
        progress(.planned(plan))
        progress(.chunked(chunkCount: chunks.count))
        var run = SummaryRun(summarizer: self, plan: plan, document: document, progress: progress)
        let text: String
        if plan.fitsInOneCall {
            text = try await run.runWhole()
        } else if plan.strategy == .refine {
            text = try await run.runRefine(chunks)
        } else {
            text = try await run.runMapReduce(chunks)
        }
        run.statistics.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        run.statistics.planningSeconds = Double(planned - started) / 1e9
        let summary = Summary(text: text, statistics: run.statistics, tree: SummaryTree(nodes: run.nodes))
        progress(.finished(summary))
        return summary
    }

    /// The job as an asynchronous sequence of events, ending with `.finished(summary)`.
    /// Stopping the iteration cancels the job.
    public func events(for document: String) -> AsyncThrowingStream<SummaryEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    _ = try await summarize(document) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
