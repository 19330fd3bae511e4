/// How a `TranscriptTrimmer` makes room, built up from small independent choices:
///
///     TrimPolicy.window                                        // drop oldest turns
///         .limitingToolOutputs(to: 400)                        // and shorten big tool outputs
///         .summarizing(with: model, summaryTokenCount: 256)    // and summarize what is dropped
///
/// Whatever the policy, instructions and the newest prompt are kept, a tool call travels with
/// its outputs, and everything removed goes to the trimmer's store.
public struct TrimPolicy: Sendable {
    /// Tool outputs costing more than this are always shortened to head + tail (nil: only when
    /// the transcript would not fit otherwise).
    public var maximumToolOutputTokens: Int?
    /// The smallest a tool output is shortened to when room is short, marker included; below
    /// this, whole tool-call units of the newest turn are dropped instead.
    public var minimumToolOutputTokens: Int
    /// Share of a shortened output's text kept from its head (the rest from its tail).
    public var headFraction: Double
    /// How removed turns are replaced: nil drops them (they stay in the store).
    public var summarization: Summarization?
    /// The tool that reads references back; when set, shortening markers name the exact call
    /// that reads on from the cut. `ChatSession` sets it when its reference tool is on.
    public var referenceReaderName: String?
    /// Which tool definitions are sent when they take too much of the budget (see `ToolSelection`).
    public var toolSelection: ToolSelection = .relevant

    /// A rolling summary of removed turns, written by a model.
    public struct Summarization: Sendable {
        /// The model that writes summaries (often the one being talked to).
        public var model: any LanguageModel
        /// The most tokens the summary text may have; it never grows past this, because the old
        /// summary and newly removed turns are summarized together again.
        public var summaryTokenCount: Int
        /// The words sent to the summarizing model.
        public var prompts: RollingSummaryPrompts

        /// - Precondition: `summaryTokenCount` is positive.
        public init(model: any LanguageModel, summaryTokenCount: Int = 256, prompts: RollingSummaryPrompts = .standard) {
            precondition(summaryTokenCount > 0, "summaryTokenCount must be positive")
            self.model = model
            self.summaryTokenCount = summaryTokenCount
            self.prompts = prompts
        }
    }

    /// A policy from its parts; the presets and the chained modifiers are usually clearer.
    /// - Precondition: `minimumToolOutputTokens >= 32`, `maximumToolOutputTokens >= minimumToolOutputTokens`,
    ///   `headFraction` in 0...1.
    public init(
        maximumToolOutputTokens: Int? = nil, minimumToolOutputTokens: Int = 64, headFraction: Double = 0.6,
        summarization: Summarization? = nil
    ) {
        precondition(minimumToolOutputTokens >= 32, "minimumToolOutputTokens must leave room for the elision marker (>= 32)")
        precondition(maximumToolOutputTokens.map { $0 >= minimumToolOutputTokens } ?? true,
                     "maximumToolOutputTokens must be at least minimumToolOutputTokens")
        precondition(headFraction >= 0 && headFraction <= 1, "headFraction must be between 0 and 1")
        self.maximumToolOutputTokens = maximumToolOutputTokens
        self.minimumToolOutputTokens = minimumToolOutputTokens
        self.headFraction = headFraction
        self.summarization = summarization
    }

    /// Drop the oldest whole turns; shorten tool outputs only when nothing else makes room.
    public static let window = TrimPolicy()

    /// Replace dropped turns with a rolling summary written by `model`.
    public static func summarize(with model: any LanguageModel, summaryTokenCount: Int = 256) -> TrimPolicy {
        TrimPolicy.window.summarizing(with: model, summaryTokenCount: summaryTokenCount)
    }

    /// This policy, also shortening every tool output over `tokenCount` tokens.
    public func limitingToolOutputs(to tokenCount: Int) -> TrimPolicy {
        var policy = self
        policy.maximumToolOutputTokens = max(tokenCount, minimumToolOutputTokens)
        return policy
    }

    /// This policy with another tool selection (`.all` sends every definition, or refuses).
    public func selectingTools(_ selection: ToolSelection) -> TrimPolicy {
        var policy = self
        policy.toolSelection = selection
        return policy
    }

    /// This policy, also summarizing removed turns with `model`.
    public func summarizing(
        with model: any LanguageModel, summaryTokenCount: Int = 256, prompts: RollingSummaryPrompts = .standard
    ) -> TrimPolicy {
        var policy = self
        policy.summarization = Summarization(model: model, summaryTokenCount: summaryTokenCount, prompts: prompts)
        return policy
    }

    /// A stricter version of this policy, for a retry after the backend said it overflowed:
    /// tool outputs limited to half their previous limit (or to 1/8 of `capacity`).
    func harder(capacity: Int) -> TrimPolicy {
        let current = maximumToolOutputTokens ?? max(minimumToolOutputTokens, capacity / 4)
        return limitingToolOutputs(to: max(minimumToolOutputTokens, current / 2))
    }
}

/// The words a rolling summary is written with. The material (old summary and removed turns)
/// goes between `<document>` tags so models, `ExtractiveModel` included, can tell it apart.
public struct RollingSummaryPrompts: Sendable, Hashable, Codable {
    /// Instructions for every summary call.
    public var instructions: String
    /// The request; `{document}` is replaced by the old summary and the removed turns.
    public var request: String

    /// Prompts of your own; keep `{document}` in `request`.
    public init(instructions: String, request: String) {
        self.instructions = instructions
        self.request = request
    }

    /// Asks for a faithful, compact record of facts, decisions and open questions.
    public static let standard = RollingSummaryPrompts(
        instructions: "You keep a running summary of a conversation between a user, an assistant and tools. Be faithful: no facts the conversation does not state.",
        request: "Update the summary with these earlier parts of the conversation. Keep names, numbers, decisions and open questions.\n\n<document>\n{document}\n</document>")

    func transcript(material: String) -> Transcript {
        Transcript(instructions: instructions, prompt: request.replacingOccurrences(of: "{document}", with: material))
    }
}
