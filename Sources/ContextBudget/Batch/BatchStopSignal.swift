import Foundation

/// Asks a running batch to stop early and still report what it finished: what `ctx summarize`
/// does on Ctrl-C.
///
/// Cancelling the batch's task makes `BatchSummarizer.run` throw `CancellationError` and report
/// nothing; a stop instead cancels the calls in flight, delivers no further document, and returns
/// the report of the documents delivered so far with `stopped` set and the rest listed as
/// `unfinished`. Every call that had finished is in the summarizer's cache, so a resumed batch
/// asks the model for none of them again.
///
/// Thread-safe; `request()` may be called from any thread (not from inside a signal handler:
/// install one with `DispatchSource.makeSignalSource` and call it from there).
public final class BatchStopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var handlers: [@Sendable () -> Void] = []

    /// A signal not yet requested.
    public init() {}

    /// True once `request()` was called.
    public var isRequested: Bool { lock.withLock { requested } }

    /// Stops the batches watching this signal (idempotent).
    public func request() {
        let pending = lock.withLock { () -> [@Sendable () -> Void] in
            requested = true
            defer { handlers = [] }
            return handlers
        }
        for handler in pending { handler() }
    }

    /// Runs `handler` once the stop is requested (at once when it already was).
    func onRequest(_ handler: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if requested { return true }
            handlers.append(handler)
            return false
        }
        if runNow { handler() }
    }
}
