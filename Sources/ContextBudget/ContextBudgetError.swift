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
    /// The parts of a transcript that a trimmer must keep (instructions, tool definitions, the
    /// newest prompt, template) need more than the prompt capacity on their own.
    case transcriptCannotFit(parts: [TranscriptPart], capacity: Int)
    /// A file or path that cannot be used: an input that is missing, a folder, empty, binary or
    /// not UTF-8, or an output that cannot be written; the text names the path and says what to do.
    case unusableFile(String)
    /// A `ChatSession` ran `rounds` rounds of tool calls and the model asked for more;
    /// `transcript` is the conversation so far (every completed round, with its outputs), and
    /// `pendingCalls` the calls that were not run.
    case toolRoundLimitReached(rounds: Int, transcript: Transcript, pendingCalls: [ToolCall])

    public var description: String {
        switch self {
        case let .generationFailed(stage, underlying): "\(stage): \(underlying)"
        case let .noProgress(detail): "no progress: \(detail)"
        case let .invalidBudget(detail): "invalid budget: \(detail)"
        case let .malformedTranscript(source, detail): "\(source): \(detail)"
        case let .invalidConfiguration(detail): "invalid configuration: \(detail)"
        case let .budgetTooSmall(needed, available, detail):
            "the budget is too small: \(detail) needs \(needed) tokens but only \(available) are available; raise the budget or shorten the instructions"
        case let .transcriptCannotFit(parts, capacity):
            Self.describeCannotFit(parts: parts, capacity: capacity)
        case let .unusableFile(detail): detail
        case let .toolRoundLimitReached(rounds, _, pending):
            "the model asked for tool calls \(rounds + 1) times in a row (\(pending.map(\.name).joined(separator: ", ")) not run); the limit is \(rounds) rounds: raise maximumToolRounds, or answer with respond() to continue from the transcript so far"
        }
    }
}

extension ContextBudgetError {
    /// "the transcript cannot fit: the parts that are always kept need 4,100 tokens but the prompt
    /// capacity is 3,520 (580 over): chat template 4 + instructions 4,000 + newest prompt 96;
    /// instructions alone: 4,000 tokens, 480 over; raise the budget, or shorten …"
    static func describeCannotFit(parts: [TranscriptPart], capacity: Int) -> String {
        let needed = parts.reduce(0) { $0 + $1.tokenCount }
        let listed = parts.filter { $0.tokenCount > 0 }.map { "\($0.name) \($0.tokenCount)" }.joined(separator: " + ")
        var text = "the transcript cannot fit: the parts that are always kept need \(needed) tokens but the prompt capacity is \(capacity) (\(needed - capacity) over): \(listed)"
        let alone = parts.filter { $0.tokenCount > capacity }
        for part in alone {
            text += "; \(part.name) alone: \(part.tokenCount) tokens, \(part.tokenCount - capacity) over"
        }
        return text + "; raise the budget, or shorten the instructions, the tool definitions or the prompt"
    }
}
