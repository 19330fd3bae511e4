import Dispatch
import Foundation

/// Runs async work to completion for a synchronous caller, on a serial queue of its own.
///
/// FoundationModels' `historyTransform(_:)` takes a synchronous closure, while our trimmer is
/// async (exact counts come from `SystemLanguageModel.tokenCount(for:)`, summaries from a model,
/// removed entries go to an actor store). The caller's thread waits on a semaphore while the
/// work runs in a task whose executor preference (SE-0417) is this bridge's queue: nonisolated
/// async code, child tasks and default actors all run there, so the work never needs a thread of
/// the cooperative pool, which the waiting caller may be holding (a test saturates the pool to
/// show it). What can still deadlock: work that needs the caller's own actor, such as a
/// summarizing model isolated to the main actor while the session runs there. Don't do that.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class BlockingBridge: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// The result of `body`, waiting for it. Never call this from the bridge's own queue.
    func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task(executorPreference: self) {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            semaphore.signal()
        }
        semaphore.wait()
        return box.result ?? .failure(CancellationError())
    }
}

/// A result handed from the worker to the waiting caller; the semaphore orders the accesses.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
