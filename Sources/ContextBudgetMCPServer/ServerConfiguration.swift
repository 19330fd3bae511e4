import ContextBudget
import Tokenizers

/// What `ctx mcp` was started with: the roots, the counter and model its tools use, the limits.
public struct ServerConfiguration: Sendable {
    /// Makes the model for a call's budget (the context window changes with it).
    public typealias ModelFactory = @Sendable (TokenBudget, any TokenCounter) throws -> any LanguageModel

    /// The only folders files are read from.
    public var roots: FileRoots
    /// The counter used when a call names none (`--tokenizer`, else the estimate).
    public var counter: any TokenCounter
    /// True when `counter` was chosen (`--tokenizer`); otherwise a model with a tokenizer of its
    /// own counts for the summarizer, as in `ctx summarize`.
    public var counterWasNamed: Bool
    /// The model that summarizes and counts transcripts (`--model`; the extractive one by default).
    public var makeModel: ModelFactory
    public var limits: ServerLimits

    public init(roots: FileRoots, counter: any TokenCounter = TokenEstimator(), counterWasNamed: Bool = false,
                limits: ServerLimits = ServerLimits(),
                makeModel: @escaping ModelFactory = { budget, counter in ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter) }) {
        self.roots = roots
        self.counter = counter
        self.counterWasNamed = counterWasNamed
        self.makeModel = makeModel
        self.limits = limits
    }
}
