import Tokenizers

/// Makes the chunker for a given chunk size in tokens; injected so that any `DocumentChunker` can be used.
public typealias ChunkerFactory = @Sendable (_ maximumTokens: Int) throws -> any DocumentChunker

/// Sizes a summary before any call: material capacity, chunk size, map calls, collapse depth with
/// the output cap of every level, and the tokens in and out.
///
/// The arithmetic: a call's prompt may hold `promptCapacity` tokens; instructions, template and
/// chat markup take `fixedPromptTokens`; the rest is the material capacity `C`. Chunks are cut
/// to `C`. A merge call takes partial summaries of at most `cap` tokens each plus a separator
/// `s`, so it takes `fanIn = ⌊C / (reserve + s)⌋` of them (at least 2), and each level's cap is
/// `min(reserve, ⌊C / m⌋ − s)` for the `m` inputs per call of the level above. Every collapse
/// level divides the number of partial summaries by the fan-in (≥ 2), which is why the job
/// always ends, in `⌈log_fanIn(chunks)⌉` levels.
public struct SummaryPlanner: Sendable {
    /// The model whose own count measures every prompt.
    public var model: any LanguageModel
    /// Context size, response reserve and margin of every call.
    public var budget: TokenBudget
    /// The templates of each stage; their fixed cost comes off every call's material capacity.
    public var prompts: SummaryPrompts
    /// Counts document text and responses; should match the model's tokenizer.
    public var counter: any TokenCounter
    /// Map-reduce or refine.
    public var strategy: SummaryStrategy
    /// Tokens the final summary may have (default: `defaultTargetTokenCount`, proportional to the document).
    public var targetTokenCount: Int?
    /// Makes the chunker for a chunk size.
    public var makeChunker: ChunkerFactory
    /// `extractThenRewrite`: the most tokens of selected sentences the final call's model reads
    /// (see `defaultRewriteSelectionTokens`); an input already this short is sent whole.
    public var rewriteSelectionTokens = SummaryPlanner.defaultRewriteSelectionTokens

    /// The selection `extractThenRewrite` rewrites by default (768 tokens): a quarter of a 4K
    /// chunk, one and a half times the 4K preset's response reserve, so that the rewrite has
    /// more to choose from than it may write. Only this size was measured, on Gemma 3 270M
    /// (docs/summarization.md, "Generative backends"); it is a parameter.
    public static let defaultRewriteSelectionTokens = 768

    /// Smallest material capacity and response cap worth planning with.
    static let minimumUsefulTokens = 16

    /// The default summary is this fraction of its document (1/5)...
    public static let defaultTargetDivisor = 5
    /// ...but at least this many tokens (64), unless that is over half the document.
    public static let minimumDefaultTargetTokens = 64

    /// The length a summary aims at when the caller gives none: a fifth of the document's
    /// tokens, at least 64 tokens (but never more than half the document), at most the response
    /// reserve.
    ///
    /// Why these numbers: a summary aiming at the whole reserve is no summary of a short
    /// document (the 340-token MIT licence got a 332-token one). A fifth is the compression of
    /// a classic extractive summary, and what `ExtractiveModel` already answers with when asked
    /// for no length; 64 tokens are two or three sentences, the least that says what a document
    /// is and what it concludes; half the document keeps a tiny input's summary shorter than the
    /// input; the reserve is what one call may write, so it bounds long documents (anything over
    /// 2,560 tokens at the 4K preset's 512).
    /// - Parameters:
    ///   - documentTokens: the document's tokens, counted with the summarizer's counter.
    ///   - reserve: the budget's response reserve.
    public static func defaultTargetTokenCount(documentTokens: Int, reserve: Int) -> Int {
        let floor = min(minimumDefaultTargetTokens, documentTokens / 2)
        return max(1, min(reserve, max(documentTokens / defaultTargetDivisor, floor)))
    }

    /// - Parameters:
    ///   - chunker: makes the chunker for a chunk size; `ParagraphChunker` by default.
    ///   - targetTokenCount: caps the final summary; `nil` allows the whole response reserve.
    public init(
        model: any LanguageModel, budget: TokenBudget, prompts: SummaryPrompts = .standard(),
        counter: any TokenCounter, strategy: SummaryStrategy = .mapReduce, targetTokenCount: Int? = nil,
        chunker: ChunkerFactory? = nil
    ) {
        self.model = model
        self.budget = budget
        self.prompts = prompts
        self.counter = counter
        self.strategy = strategy
        self.targetTokenCount = targetTokenCount
        self.makeChunker = chunker ?? { [counter] in try ParagraphChunker(maximumTokens: $0, counter: counter) }
    }

    /// Tokens each call may spend on material: prompt capacity minus the prompt's fixed parts
    /// (and, for `refine`, minus the summary carried from call to call).
    /// - Throws: `ContextBudgetError.budgetTooSmall` when instructions and template alone fill the budget.
    public func materialCapacity() async throws -> Int {
        try await sizes().materialCapacity
    }

    /// The plan for `document`.
    /// - Throws: `ContextBudgetError.budgetTooSmall` when the budget cannot hold the prompts,
    ///   errors of the chunker and of the model's count.
    /// - Complexity: one chunking of the document and a few counts.
    public func plan(_ document: String) async throws -> SummaryPlan {
        try await prepare(document).plan
    }

    /// The plan for summarizing a conversation, rendered as `role: text` paragraphs.
    public func plan(_ transcript: Transcript) async throws -> SummaryPlan {
        try await plan(Self.document(from: transcript))
    }

    /// A transcript as a document: one `role: text` paragraph per message.
    public static func document(from transcript: Transcript) -> String {
        transcript.chatMessages.map { "\($0.role.rawValue): \($0.content)" }.joined(separator: "\n\n")
    }

    /// Fixed costs of the budget and prompts, independent of the document.
    struct Sizes {
        var fixedPromptTokens: Int
        var materialCapacity: Int
        var separatorTokens: Int
        /// The final summary's cap when the caller set a target; nil: proportional to the document.
        var finalCap: Int?

        /// The final summary's cap for a document of `documentTokens`.
        func finalCap(documentTokens: Int, reserve: Int) -> Int {
            finalCap ?? SummaryPlanner.defaultTargetTokenCount(documentTokens: documentTokens, reserve: reserve)
        }
    }

    func sizes() async throws -> Sizes {
        let reserve = budget.responseReserve
        guard reserve >= Self.minimumUsefulTokens else {
            throw ContextBudgetError.budgetTooSmall(
                needed: Self.minimumUsefulTokens, available: reserve, detail: "the response reserve of every summary call")
        }
        let separator = counter.count("\n\n") + 1
        var fixed = 0
        let stages: [SummaryNode.Stage] = strategy == .refine ? [.map, .refine] : [.map, .collapse, .reduce]
        for stage in stages {
            fixed = max(fixed, try await model.tokenCount(for: prompts.transcript(for: stage, material: "")))
        }
        // Two tokens of slack: material joined to the template may merge differently at its edges.
        var capacity = budget.promptCapacity - fixed - 2
        if strategy == .refine { capacity -= reserve + separator }
        guard capacity >= Self.minimumUsefulTokens else {
            let carried = strategy == .refine ? " and the summary carried between calls" : ""
            throw ContextBudgetError.budgetTooSmall(
                needed: budget.promptCapacity - capacity + Self.minimumUsefulTokens, available: budget.promptCapacity,
                detail: "the summary instructions, prompt template\(carried)")
        }
        let finalCap = targetTokenCount.map { max(1, min(reserve, $0)) }
        return Sizes(fixedPromptTokens: fixed, materialCapacity: capacity, separatorTokens: separator, finalCap: finalCap)
    }

    /// The plan and the chunks it was made from (the summarizer reuses them).
    func prepare(_ document: String) async throws -> (plan: SummaryPlan, chunks: [Chunk]) {
        let sizes = try await sizes()
        let capacity = sizes.materialCapacity
        let reserve = budget.responseReserve
        let separator = sizes.separatorTokens
        let documentTokens = counter.count(document)
        let finalCap = sizes.finalCap(documentTokens: documentTokens, reserve: reserve)
        let wholeTranscript = prompts.transcript(for: .whole, material: document)
        let single = try await model.tokenCount(for: wholeTranscript)
        let fanIn = max(2, capacity / (reserve + separator))
        var plan = SummaryPlan(
            strategy: strategy, documentTokens: documentTokens, documentByteCount: document.utf8.count,
            promptCapacity: budget.promptCapacity, fixedPromptTokens: sizes.fixedPromptTokens,
            materialCapacity: capacity, singleCallTokens: single, chunkTokenLimit: capacity, chunkCount: 0,
            separatorTokens: separator, fanIn: fanIn, levels: [], expectedPromptTokens: 0, expectedResponseTokens: 0,
            minimumCalls: 1, budget: budget, summaryTokenCap: finalCap)

        if single <= budget.promptCapacity {
            plan.levels = [.init(stage: .whole, calls: 1, maximumInputsPerCall: 1, outputTokenCap: finalCap)]
            plan.expectedPromptTokens = single
            plan.expectedResponseTokens = finalCap
            return (plan, [])
        }

        let chunks = try makeChunker(capacity).chunks(of: document)
        plan.chunkCount = chunks.count
        let chunkTokens = chunks.reduce(0) { $0 + $1.tokenCount }
        let mapFixed = try await model.tokenCount(for: prompts.transcript(for: .map, material: ""))
        let lowestChunkCount = max(1, (documentTokens + capacity - 1) / capacity)

        switch strategy {
        case .refine:
            let refineFixed = try await model.tokenCount(for: prompts.transcript(for: .refine, material: ""))
            plan.levels = [.init(stage: .refine, calls: chunks.count, maximumInputsPerCall: 2, outputTokenCap: reserve)]
            plan.expectedPromptTokens = chunkTokens + mapFixed + (chunks.count - 1) * (refineFixed + reserve + separator)
            plan.expectedResponseTokens = (chunks.count - 1) * reserve + finalCap
            plan.minimumCalls = lowestChunkCount
        case .mapReduce, .extractThenRewrite:
            // Extract-then-rewrite has the same tree; its map and collapse calls are extractive.
            plan.levels = Self.levels(chunkCount: chunks.count, fanIn: fanIn, capacity: capacity,
                                      reserve: reserve, separator: separator, finalCap: finalCap)
            var promptTokens = chunkTokens + chunks.count * mapFixed
            for (index, level) in plan.levels.enumerated() where index > 0 {
                let fixed = try await model.tokenCount(for: prompts.transcript(for: level.stage, material: ""))
                let inputs = plan.levels[index - 1].calls
                promptTokens += level.calls * fixed + inputs * (plan.levels[index - 1].outputTokenCap + separator)
            }
            plan.expectedPromptTokens = promptTokens
            plan.expectedResponseTokens = plan.levels.reduce(0) { $0 + $1.calls * $1.outputTokenCap }
            plan.minimumCalls = Self.levels(
                chunkCount: lowestChunkCount, fanIn: fanIn, capacity: capacity, reserve: reserve,
                separator: separator, finalCap: finalCap).reduce(0) { $0 + $1.calls }
        }
        return (plan, chunks)
    }

    /// The levels of a map-reduce tree over `chunkCount` chunks: map, collapses while more
    /// partial summaries remain than one call takes, then the reduce; each level's cap sized so
    /// that the next level's calls fit.
    /// - Complexity: O(log chunkCount).
    static func levels(chunkCount: Int, fanIn: Int, capacity: Int, reserve: Int, separator: Int, finalCap: Int) -> [SummaryPlan.Level] {
        guard chunkCount > 1 else {
            return [.init(stage: .map, calls: max(1, chunkCount), maximumInputsPerCall: 1, outputTokenCap: finalCap)]
        }
        var levels = [SummaryPlan.Level(stage: .map, calls: chunkCount, maximumInputsPerCall: 1, outputTokenCap: reserve)]
        var partials = chunkCount
        while partials > fanIn {
            let calls = (partials + fanIn - 1) / fanIn
            levels.append(.init(stage: .collapse, calls: calls, maximumInputsPerCall: (partials + calls - 1) / calls, outputTokenCap: reserve))
            partials = calls
        }
        levels.append(.init(stage: .reduce, calls: 1, maximumInputsPerCall: partials, outputTokenCap: finalCap))
        for index in levels.indices.dropLast() {
            let inputsAbove = levels[index + 1].maximumInputsPerCall
            levels[index].outputTokenCap = max(1, min(reserve, capacity / inputsAbove - separator))
        }
        return levels
    }

    /// Splits `count` consecutive items into `groups` runs whose sizes differ by at most one.
    /// - Complexity: O(groups).
    static func balancedGroups(count: Int, groups: Int) -> [Range<Int>] {
        precondition(groups >= 1 && groups <= max(1, count), "need 1…count groups")
        var ranges: [Range<Int>] = []
        var start = 0
        for group in 0..<groups {
            let size = count / groups + (group < count % groups ? 1 : 0)
            ranges.append(start..<start + size)
            start += size
        }
        return ranges
    }
}
