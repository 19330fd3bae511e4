#if !canImport(FoundationModels)
/// Stand-in only: the one body behind `LanguageModelSession.Usage` and
/// `LanguageModelExecutorGenerationChannel.Usage`, each a typealias of it.
///
/// The framework declares two structs with the same members (input and output token counts,
/// `init(input:output:)`, and nested `Input` and `Output` with the same initializers). `Owner`
/// is the type that declares each in the framework; it stores nothing, but it keeps the two
/// apart here as they are there: code that passes a channel's usage where a session's is
/// expected does not compile against the stand-in either. The adapter never names this type,
/// only the two typealiases, so it compiles against the real framework unchanged.
public struct StandInUsage<Owner>: Sendable, Equatable {
    /// "The input token counts from the transcript."
    public var input: Input
    /// The output token counts.
    public var output: Output

    /// `init(input:output:metadata:)` without `metadata` (the channel's; the session's has no
    /// metadata).
    public init(input: Input, output: Output) {
        self.input = input
        self.output = output
    }

    /// `struct Input`: `init(totalTokenCount: Int, cachedTokenCount: Int)`.
    public struct Input: Sendable, Equatable {
        /// "The total number of input tokens from the transcript."
        public var totalTokenCount: Int
        /// "The number of input tokens served from a cache."
        public var cachedTokenCount: Int
        public init(totalTokenCount: Int, cachedTokenCount: Int) {
            self.totalTokenCount = totalTokenCount
            self.cachedTokenCount = cachedTokenCount
        }
    }

    /// `struct Output`: `init(totalTokenCount: Int, reasoningTokenCount: Int)`.
    public struct Output: Sendable, Equatable {
        /// "The total number of output tokens."
        public var totalTokenCount: Int
        /// "The number of output tokens that were part of the model's reasoning output."
        public var reasoningTokenCount: Int
        public init(totalTokenCount: Int, reasoningTokenCount: Int) {
            self.totalTokenCount = totalTokenCount
            self.reasoningTokenCount = reasoningTokenCount
        }
    }

    /// Stand-in only: what a response reports when its backend reported nothing.
    static var zero: Self {
        Self(input: .init(totalTokenCount: 0, cachedTokenCount: 0), output: .init(totalTokenCount: 0, reasoningTokenCount: 0))
    }

    /// Stand-in only: the same totals under the other owner (a provider's channel usage as the
    /// session's), field by field.
    init<Other>(_ reported: StandInUsage<Other>) {
        self.init(input: .init(totalTokenCount: reported.input.totalTokenCount, cachedTokenCount: reported.input.cachedTokenCount),
                  output: .init(totalTokenCount: reported.output.totalTokenCount, reasoningTokenCount: reported.output.reasoningTokenCount))
    }
}
#endif
