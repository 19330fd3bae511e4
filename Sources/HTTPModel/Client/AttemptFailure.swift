import ContextBudget

/// Why one attempt of a call failed, with what the retry loop needs to decide what to do next.
struct AttemptFailure: Error, Sendable {
    /// What the caller sees if no retry succeeds.
    var error: GenerationError
    /// The connection itself failed (refused, reset, timed out): the endpoint is skipped for a while.
    var unreachable: Bool = false
    /// The server's `Retry-After`, in seconds.
    var retryAfterSeconds: Double? = nil

    /// The same failure, marked as not worth retrying (for example once part of a stream was
    /// already handed to the caller, so a retry would repeat it).
    var final: AttemptFailure {
        var copy = self
        if case let .backend(message, _) = error { copy.error = .backend(message: message, isTransient: false) }
        if case .rateLimited = error { copy.error = .backend(message: error.description, isTransient: false) }
        return copy
    }
}

/// The server does not implement an optional endpoint (`/tokenize`, `/props`, …).
struct EndpointNotImplemented: Error, Sendable {}
