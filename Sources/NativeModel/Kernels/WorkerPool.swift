import Foundation
#if canImport(Synchronization)
import Synchronization

/// Persistent worker threads for `parallelFor`: decoding one token runs ~150 small parallel
/// steps, and waking pooled threads through `DispatchQueue.concurrentPerform` for each costs
/// microseconds that add up. These workers spin on an atomic word for a while after each step
/// (the next one usually follows within microseconds), then sleep on a condition variable.
///
/// One step at a time: the caller publishes it, claims tasks beside the workers, and waits until
/// every task has finished. Another caller (a nested or concurrent `parallelFor`) finds the pool
/// busy and falls back to Dispatch.
///
/// The step word packs generation (bits 40...62), task count (bits 20...39) and next unclaimed task
/// (bits 0...19); tasks are claimed by compare-and-swap, so a worker that wakes late can never
/// claim a task of a later step with an earlier step's closure.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class WorkerPool: @unchecked Sendable {
    /// The pool the kernels share.
    static let shared = WorkerPool()

    private let step = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let busy = Atomic<Bool>(false)
    private let sleepers = Atomic<Int>(0)
    private let activeWorkers = Atomic<Int>(0)
    private var body: ((Int) -> Void)?     // written only while no step is published
    private var workerCount = 0             // changed only by the caller holding `busy`
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// Atomic loads a worker makes before it goes to sleep (tens of microseconds).
    private static let spinLimit = 20_000
    private static let countShift = 20, generationShift = 40
    private static let fieldMask = (1 << 20) - 1

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// Runs `body(t)` for t in 0..<tasks on `threads` threads (this one and threads − 1 workers).
    /// Returns false, having run nothing, when the pool is in use or `tasks` is too large.
    func run(tasks: Int, threads: Int, _ body: @escaping (Int) -> Void) -> Bool {
        guard tasks > 0, tasks <= Self.fieldMask, threads > 1 else { return false }
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return false }
        defer { busy.store(false, ordering: .releasing) }
        while workerCount < threads - 1 { startWorker(index: workerCount); workerCount += 1 }
        activeWorkers.store(threads - 1, ordering: .relaxed)

        self.body = body
        finished.store(0, ordering: .relaxed)
        let generation = (step.load(ordering: .relaxed) >> Self.generationShift) &+ 1
        step.store((generation & 0x7F_FFFF) << Self.generationShift | tasks << Self.countShift, ordering: .sequentiallyConsistent)
        if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
            pthread_mutex_lock(mutex)
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        claimAndRun()
        var spins = 0
        while finished.load(ordering: .acquiring) < tasks {
            spins += 1
            if spins > 1_000 { sched_yield() }  // a worker was descheduled mid-task: let it run
        }
        self.body = nil
        return true
    }

    /// Claims tasks of the published step until none is left.
    private func claimAndRun() {
        var word = step.load(ordering: .acquiring)
        while true {
            let index = word & Self.fieldMask, count = (word >> Self.countShift) & Self.fieldMask
            guard index < count else { return }
            let (exchanged, original) = step.compareExchange(expected: word, desired: word + 1, ordering: .acquiringAndReleasing)
            if exchanged {
                body!(index)
                finished.wrappingAdd(1, ordering: .releasing)
                word = step.load(ordering: .acquiring)
            } else {
                word = original
            }
        }
    }

    private func startWorker(index: Int) {
        let thread = Thread { [unowned self] in self.workerLoop(index: index) }
        thread.stackSize = 8 << 20
        thread.name = "NativeModel worker \(index)"
        thread.start()
    }

    private func workerLoop(index: Int) {
        var seen = step.load(ordering: .acquiring) >> Self.generationShift
        while true {
            var spins = 0
            while step.load(ordering: .acquiring) >> Self.generationShift == seen {
                spins += 1
                if spins >= Self.spinLimit {
                    pthread_mutex_lock(mutex)
                    sleepers.wrappingAdd(1, ordering: .sequentiallyConsistent)
                    while step.load(ordering: .sequentiallyConsistent) >> Self.generationShift == seen {
                        pthread_cond_wait(condition, mutex)
                    }
                    sleepers.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                    pthread_mutex_unlock(mutex)
                }
            }
            seen = step.load(ordering: .acquiring) >> Self.generationShift
            if index < activeWorkers.load(ordering: .relaxed) { claimAndRun() }
        }
    }
}
#endif
