/// Errors of this module's own making: bad budgets, bad transcripts, bad configurations.
///
/// Model failures use `GenerationError`, the vocabulary every backend shares.
public enum ContextBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One call of a multi-call job (a summary) failed; `stage` says which call, of which level,
    /// covering which source bytes, so that the failure can be traced and the job resumed.
    case generationFailed(stage: String, underlying: GenerationError)
    /// A multi-call job stopped shrinking its material and was stopped rather than looping;
    /// the text says where and what to change.
    case noProgress(String)
    /// A budget that cannot hold anything: negative numbers, or reserve + margin ≥ context.
    case invalidBudget(String)
    /// A transcript file that cannot be read; `detail` names the field at fault.
    case malformedTranscript(source: String, detail: String)
    /// An option out of range (chunk sizes, overlaps, concurrency…); the text says which and why.
    case invalidConfiguration(String)
    /// Fixed parts of a request (instructions, template) leave no room for anything else.
    case budgetTooSmall(needed: Int, available: Int, detail: String)

    public var description: String {
        switch self {
        case let .generationFailed(stage, underlying): "\(stage): \(underlying)"
        case let .noProgress(detail): "no progress: \(detail)"
        case let .invalidBudget(detail): "invalid budget: \(detail)"
        case let .malformedTranscript(source, detail): "\(source): \(detail)"
        case let .invalidConfiguration(detail): "invalid configuration: \(detail)"
        case let .budgetTooSmall(needed, available, detail):
            "the budget is too small: \(detail) needs \(needed) tokens but only \(available) are available; raise the budget or shorten the instructions"
        }
    }
}
