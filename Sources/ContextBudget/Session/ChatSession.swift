/// A conversation with any `LanguageModel` that never overflows its budget, and runs tools.
///
/// Before each model call it measures the transcript and trims it if needed (see
/// `TranscriptTrimmer`). With tools and a `ToolCallingLanguageModel` it runs the loop: model →
/// tool calls (run in parallel when the model asks for several) → outputs appended → model
/// again, until a text answer or `configuration.maximumToolRounds`. A tool call and its outputs
/// stay one unit when trimming; big outputs are shortened to a reference the model can read back
/// with the built-in `read_reference` tool, offered once something has been removed.
///
/// When it must trim, it trims down to a low-water mark (`configuration.lowWaterFraction` of
/// the capacity), so the next turns append to an unchanged prefix and the backend's prompt
/// cache (the native engine's KV cache, llama-server's cached prompt) is reused.
///
/// A backend whose count disagrees with ours may still throw
/// `GenerationError.exceededContextWindowSize`; the session then compacts harder (lowering the
/// capacity by the reported excess and halving the tool-output limit) and retries once.
///
///     let session = try ChatSession(model: model, instructions: "You are terse.", tools: [weather], budget: .onDevice)
///     let answer = try await session.respond(to: "Is it raining in Oslo?")
///     for event in await session.events { print(event) }
public actor ChatSession {
    /// The model answered and counted with.
    public nonisolated let model: any LanguageModel
    /// The budget every call is trimmed to.
    public nonisolated let budget: TokenBudget
    /// Bounds and switches of the loop.
    public nonisolated let configuration: Configuration
    /// The transcript as it will be sent next: instructions, summary, kept turns (its `tools`
    /// are every definition offered; a trim may send fewer).
    public internal(set) var transcript: Transcript
    /// Everything trimming did in this session, oldest first.
    public internal(set) var trimEvents: [TrimEvent] = []
    /// Every model call, tool run and trim of this session, oldest first.
    public internal(set) var events: [SessionEvent] = []
    /// Options for every response; the maximum defaults to the budget's response reserve.
    public var options: GenerationOptions
    /// The tool choice of each prompt's first model call (later rounds of the loop use `.auto`).
    public var toolChoice: ToolChoice = .auto
    /// Called with each event as it happens (for live reports); the `events` list has them all too.
    public var eventHandler: (@Sendable (SessionEvent) -> Void)?
    let trimmer: TranscriptTrimmer
    let toolBox: ToolBox
    var cache = EntryTokenCache()
    var isResponding = false
    /// What trimming removed so far, for the reference tool's listing.
    var references: [(id: String, about: String)] = []
    /// The tool definitions the last selection sent, kept while they still fit and cover the
    /// prompt (nil when every definition was sent).
    var selectedTools: [ToolDefinition]?
    /// Searches the whole catalogue for `search_tools`.
    let toolSearch: ToolSearch
    /// What the last call's prompt cost, for sizing reference pages.
    var lastPromptTokens = 0
    /// Receives the answer's text as it is produced, during `respond(to:streamingInto:)`.
    var textHandler: (@Sendable (String) -> Void)?

    /// How the session runs its loop.
    public struct Configuration: Sendable {
        /// The most rounds of tool calls for one prompt; the next round throws
        /// `ContextBudgetError.toolRoundLimitReached` holding the transcript so far.
        public var maximumToolRounds: Int
        /// When trimming is needed, trim to this share of the prompt capacity (1 trims to the
        /// capacity itself, every turn; lower keeps the prefix stable for more turns).
        public var lowWaterFraction: Double
        /// Offers `read_reference` once something was removed, and names it in shortening markers.
        public var offersReferenceTool: Bool
        /// The largest page `read_reference` returns, in tokens (pages are also bounded by what
        /// is left of the budget).
        public var maximumPageTokens: Int
        /// Offers `search_tools` (`ToolSearch`) whenever selection leaves tools out of a call, and
        /// defines the tools a search finds in the next call.
        public var offersToolSearch: Bool

        /// - Precondition: `maximumToolRounds >= 1`, `lowWaterFraction` in 0.1...1, `maximumPageTokens >= 128`.
        public init(maximumToolRounds: Int = 8, lowWaterFraction: Double = 0.75, offersReferenceTool: Bool = true, maximumPageTokens: Int = 1024,
                    offersToolSearch: Bool = true) {
            precondition(maximumToolRounds >= 1, "maximumToolRounds must be at least 1")
            precondition(lowWaterFraction >= 0.1 && lowWaterFraction <= 1, "lowWaterFraction must be between 0.1 and 1")
            precondition(maximumPageTokens >= 128, "maximumPageTokens must be at least 128 (a page carries its footer)")
            self.maximumToolRounds = maximumToolRounds
            self.lowWaterFraction = lowWaterFraction
            self.offersReferenceTool = offersReferenceTool
            self.maximumPageTokens = maximumPageTokens
            self.offersToolSearch = offersToolSearch
        }
    }

    /// A session whose tool definitions the caller handles itself (with `append` and `respond()`).
    /// - Parameters:
    ///   - policy: how room is made; `.window` drops old turns, `.summarize(with:)` summarizes them.
    ///   - store: receives removed turns and full tool outputs; in memory unless given.
    public init(
        model: any LanguageModel, instructions: String? = nil, tools: [ToolDefinition] = [],
        budget: TokenBudget, policy: TrimPolicy = .window, store: any TranscriptStore = InMemoryTranscriptStore(),
        options: GenerationOptions? = nil, configuration: Configuration = Configuration()
    ) {
        // An empty box cannot fail validation.
        self.init(model: model, instructions: instructions, definitions: tools, toolBox: try! ToolBox([]),
                  budget: budget, policy: policy, store: store, options: options, configuration: configuration)
    }

    /// A session that runs `tools` itself when the model calls them.
    /// - Throws: `ContextBudgetError.invalidConfiguration` naming the tool and schema path at fault.
    public init(
        model: any LanguageModel, instructions: String? = nil, tools: [any Tool],
        budget: TokenBudget, policy: TrimPolicy = .window, store: any TranscriptStore = InMemoryTranscriptStore(),
        options: GenerationOptions? = nil, configuration: Configuration = Configuration()
    ) throws {
        let box = try ToolBox(tools)
        if configuration.offersReferenceTool, box.contains(ReferenceReader.name) {
            throw ContextBudgetError.invalidConfiguration("a tool is named \(ReferenceReader.name), which the session's reference tool uses; rename it or turn offersReferenceTool off")
        }
        if configuration.offersToolSearch, box.contains(ToolSearch.name) {
            throw ContextBudgetError.invalidConfiguration("a tool is named \(ToolSearch.name), which the session's tool search uses; rename it or turn offersToolSearch off")
        }
        self.init(model: model, instructions: instructions, definitions: box.definitions, toolBox: box,
                  budget: budget, policy: policy, store: store, options: options, configuration: configuration)
    }

    private init(
        model: any LanguageModel, instructions: String?, definitions: [ToolDefinition], toolBox: ToolBox,
        budget: TokenBudget, policy: TrimPolicy, store: any TranscriptStore, options: GenerationOptions?, configuration: Configuration
    ) {
        self.model = model
        self.budget = budget
        self.configuration = configuration
        self.toolBox = toolBox
        self.toolSearch = ToolSearch(catalogue: definitions)
        self.transcript = Transcript(entries: instructions.map { [.instructions($0)] } ?? [], tools: definitions)
        var policy = policy
        if configuration.offersReferenceTool { policy.referenceReaderName = ReferenceReader.name }
        self.trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy, store: store)
        self.options = options ?? GenerationOptions(maximumResponseTokens: budget.responseReserve)
    }

    /// The store that holds what trimming removed.
    public nonisolated var store: any TranscriptStore { trimmer.store }

    /// Sets the handler called with each event as it happens.
    public func setEventHandler(_ handler: (@Sendable (SessionEvent) -> Void)?) {
        eventHandler = handler
    }

    /// Sets the tool choice of each prompt's first model call.
    public func setToolChoice(_ choice: ToolChoice) {
        toolChoice = choice
    }

    /// Replaces the conversation (for example with one read back from a file), keeping the
    /// session's tool definitions.
    public func restore(_ saved: Transcript) {
        transcript.entries = saved.entries
    }

    /// Adds entries the caller produced itself (tool calls it ran, their outputs) without calling the model.
    public func append(_ entries: [Transcript.Entry]) {
        transcript.entries += entries
    }

    /// Sends `prompt` with the conversation so far and returns the model's text answer, running
    /// tool calls on the way.
    ///
    /// On success the transcript becomes the (possibly trimmed) transcript plus the prompt, the
    /// tool rounds and the answer. On failure it is left as it was, except that completed tool
    /// rounds are kept (their tools have run; a later `respond()` goes on from them).
    /// - Throws: `ContextBudgetError.transcriptCannotFit` when the instructions and prompt alone
    ///   are too big; `ContextBudgetError.toolRoundLimitReached` after too many tool rounds;
    ///   `GenerationError` from the model (an overflow only after the one retry);
    ///   `CancellationError`; `ContextBudgetError.invalidConfiguration` when called again before
    ///   an answer came back.
    public func respond(to prompt: String) async throws -> String {
        try await respond(appending: [.prompt(prompt)])
    }

    /// As `respond(to:)`, passing the text of the answer to `handler` as the model produces it
    /// (text of rounds that end in tool calls included, when the backend streams it).
    public func respond(to prompt: String, streamingInto handler: @escaping @Sendable (String) -> Void) async throws -> String {
        textHandler = handler
        defer { textHandler = nil }
        return try await respond(appending: [.prompt(prompt)])
    }

    /// Answers the transcript as it stands: after `append` added tool calls and their outputs
    /// to the newest turn (where big outputs are shortened rather than dropped).
    /// - Throws: as `respond(to:)`.
    public func respond() async throws -> String {
        try await respond(appending: [])
    }

    /// Appends `event`; `notifying: false` for one the handler already saw as it happened.
    func record(_ event: SessionEvent, notifying: Bool = true) {
        events.append(event)
        if case let .trimmed(trim) = event { trimEvents.append(trim) }
        if notifying { eventHandler?(event) }
    }
}
