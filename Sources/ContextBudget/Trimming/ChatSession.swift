/// A conversation with any `LanguageModel` that never overflows its budget: before each call it
/// measures the transcript, trims it if needed (see `TranscriptTrimmer`), calls the model and
/// appends the answer.
///
/// A backend whose count disagrees with ours may still throw
/// `GenerationError.exceededContextWindowSize`; the session then compacts harder (lowering the
/// capacity by the reported excess and halving the tool-output limit) and retries once.
///
///     let session = ChatSession(model: model, instructions: "You are terse.", budget: .onDevice)
///     let answer = try await session.respond(to: "Summarize our discussion.")
///     for event in await session.trimEvents { print(event) }
public actor ChatSession {
    /// The model answered and counted with.
    public nonisolated let model: any LanguageModel
    /// The budget every call is trimmed to.
    public nonisolated let budget: TokenBudget
    /// The transcript as it will be sent next: instructions, summary, kept turns.
    public private(set) var transcript: Transcript
    /// Everything trimming did in this session, oldest first.
    public private(set) var trimEvents: [TrimEvent] = []
    /// Options for every response; the maximum defaults to the budget's response reserve.
    public var options: GenerationOptions
    private let trimmer: TranscriptTrimmer
    private var cache = EntryTokenCache()
    private var isResponding = false

    /// - Parameters:
    ///   - policy: how room is made; `.window` drops old turns, `.summarize(with:)` summarizes them.
    ///   - store: receives removed turns and full tool outputs; in memory unless given.
    public init(
        model: any LanguageModel, instructions: String? = nil, tools: [ToolDefinition] = [],
        budget: TokenBudget, policy: TrimPolicy = .window, store: any TranscriptStore = InMemoryTranscriptStore(),
        options: GenerationOptions? = nil
    ) {
        self.model = model
        self.budget = budget
        self.transcript = Transcript(entries: instructions.map { [.instructions($0)] } ?? [], tools: tools)
        self.trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy, store: store)
        self.options = options ?? GenerationOptions(maximumResponseTokens: budget.responseReserve)
    }

    /// The store that holds what trimming removed.
    public nonisolated var store: any TranscriptStore { trimmer.store }

    /// Adds entries the caller produced itself (tool calls it ran, their outputs) without calling the model.
    public func append(_ entries: [Transcript.Entry]) {
        transcript.entries += entries
    }

    /// Sends `prompt` with the conversation so far and returns the model's answer.
    ///
    /// On success the transcript becomes the (possibly trimmed) transcript plus the prompt and
    /// the answer; on failure it is left as it was.
    /// - Throws: `ContextBudgetError.transcriptCannotFit` when the instructions and prompt alone
    ///   are too big; `GenerationError` from the model (an overflow only after the one retry);
    ///   `ContextBudgetError.invalidConfiguration` when called again before an answer came back.
    public func respond(to prompt: String) async throws -> String {
        try await respond(appending: [.prompt(prompt)])
    }

    /// Answers the transcript as it stands: for a tool loop, after `append` added tool calls and
    /// their outputs to the newest turn (where big outputs are shortened rather than dropped).
    /// - Throws: as `respond(to:)`.
    public func respond() async throws -> String {
        try await respond(appending: [])
    }

    private func respond(appending entries: [Transcript.Entry]) async throws -> String {
        guard !isResponding else {
            throw ContextBudgetError.invalidConfiguration("respond(to:) was called while another response is in progress; await it first")
        }
        isResponding = true
        defer { isResponding = false }

        var next = transcript
        next.entries += entries
        // Actor state cannot be passed inout across an await; the guard above makes the copy safe.
        var cache = self.cache
        defer { self.cache = cache }
        var result = try await trimmer.trim(next, cache: &cache)
        do {
            let answer = try await model.generate(result.transcript, options: options)
            finish(result, answer: answer)
            return answer
        } catch let GenerationError.exceededContextWindowSize(needed, available) {
            let excess = max(needed - available, budget.safetyMargin, 1)
            let capacity = max(1, min(result.tokenCount, budget.promptCapacity) - excess)
            result = try await trimmer.trim(
                next, capacity: capacity, policy: trimmer.policy.harder(capacity: capacity), cache: &cache)
            let answer = try await model.generate(result.transcript, options: options)
            finish(result, answer: answer)
            return answer
        }
    }

    private func finish(_ result: TrimResult, answer: String) {
        trimEvents += result.events
        transcript = result.transcript
        transcript.entries.append(.response(answer))
    }
}
