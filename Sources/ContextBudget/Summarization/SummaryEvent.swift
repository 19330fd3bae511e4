/// What a summarization job reports as it goes, in order: `planned`, `chunked`, one event per
/// finished call (`mapped`, `collapsed`, `refined`, `reduced`), `retrying`/`split` when a call
/// needs a second try, `answerRejected`/`fellBackToExtractive` when the guard rejects an answer, and `finished` last.
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
    /// The `ResponseGuard` rejected a call's answer; the call is asked again with `retryOptions`.
    case answerRejected(stage: String, defect: ResponseDefect)
    /// The retry's answer was rejected too (or the retry failed to fit): the call's output is the
    /// extractive summary of its input at the same cap.
    case fellBackToExtractive(stage: String, defect: ResponseDefect)
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
