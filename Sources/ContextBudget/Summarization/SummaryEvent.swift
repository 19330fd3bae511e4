/// What a summarization job reports as it goes, in order: `planned`, `chunked`, one event per
/// finished call (`mapped`, `collapsed`, `refined`, `reduced`), `retrying`/`split` when a call
/// needs a second try, and `finished` last.
public enum SummaryEvent: Sendable {
    /// The plan is known; no model call has been made yet.
    case planned(SummaryPlan)
    /// The document was cut into `chunkCount` chunks (0 when it fits one call).
    case chunked(chunkCount: Int)
    /// A map call finished: `completed` of `total` at the map level.
    case mapped(completed: Int, total: Int)
    /// A collapse call finished at collapse level `level` (1 = first).
    case collapsed(level: Int, completed: Int, total: Int)
    /// A refine step finished.
    case refined(completed: Int, total: Int)
    /// The final call (reduce, or the whole document in one call) finished.
    case reduced
    /// A call failed with a transient error and will be tried again after `delaySeconds`.
    case retrying(stage: String, attempt: Int, delaySeconds: Double, error: GenerationError)
    /// An input was split in two because it did not fit (the backend's count disagreed with ours).
    case split(stage: String, reason: String)
    /// The job is done.
    case finished(Summary)

    /// True for the events that mark one finished call (for progress bars).
    public var isCallCompletion: Bool {
        switch self {
        case .mapped, .collapsed, .refined, .reduced: true
        default: false
        }
    }
}
