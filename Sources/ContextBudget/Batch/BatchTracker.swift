import Foundation

/// The batch's counters, updated from every document's task (hence the lock), and the ETA.
///
/// The ETA weighs documents by bytes: a delivered document counts whole, a running one by its
/// share of planned calls done, a skipped one leaves the total. Calls alone would mislead while
/// later documents are not planned yet; bytes are known for every document up front.
final class BatchTracker: @unchecked Sendable {
    private let lock = NSLock()
    private let pool: CallPool
    private let started = DispatchTime.now().uptimeNanoseconds
    private var progress = BatchProgress()
    private var bytes: [Int]
    private var totalBytes: Int
    private var doneBytes = 0
    private var planned: [Int: Int] = [:]
    private var finishedCalls: [Int: Int] = [:]

    init(byteCounts: [Int], pool: CallPool) {
        self.pool = pool
        bytes = byteCounts
        totalBytes = byteCounts.reduce(0, +)
        progress.documentCount = byteCounts.count
    }

    /// Document `index` has a plan of `calls` calls.
    func planned(_ index: Int, calls: Int) -> BatchProgress {
        lock.withLock {
            planned[index] = calls
            progress.callsPlanned += calls
            return snapshotLocked()
        }
    }

    /// One call of document `index` finished.
    func callFinished(_ index: Int) -> BatchProgress {
        lock.withLock {
            finishedCalls[index, default: 0] += 1
            progress.callsDone += 1
            return snapshotLocked()
        }
    }

    /// Document `index` was delivered with `result`; its planned calls become its actual ones.
    func delivered(_ result: BatchDocumentResult) -> BatchProgress {
        lock.withLock {
            let index = result.index
            let done = finishedCalls.removeValue(forKey: index) ?? 0
            let plan = planned.removeValue(forKey: index) ?? 0
            progress.callsPlanned += done - plan
            progress.documentsDone += 1
            let size = bytes.indices.contains(index) ? bytes[index] : 0
            switch result.status {
            case .done:
                progress.tokensIn += result.documentTokens
                progress.tokensOut += result.summaryTokens
                doneBytes += size
            case .failed:
                progress.documentsFailed += 1
                doneBytes += size
            case .alreadyDone:
                progress.documentsSkipped += 1
                totalBytes -= size
            }
            return snapshotLocked()
        }
    }

    /// The counters now.
    func snapshot() -> BatchProgress { lock.withLock { snapshotLocked() } }

    private func snapshotLocked() -> BatchProgress {
        var copy = progress
        copy.callsInFlight = pool.callsInFlight
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        copy.elapsedSeconds = elapsed
        var running = 0.0
        for (index, calls) in planned where calls > 0 && bytes.indices.contains(index) {
            running += Double(bytes[index]) * min(1, Double(finishedCalls[index] ?? 0) / Double(calls))
        }
        let fraction = totalBytes > 0 ? min(1, (Double(doneBytes) + running) / Double(totalBytes)) : 1
        copy.etaSeconds = fraction >= 0.01 ? max(0, elapsed / fraction - elapsed) : nil
        return copy
    }
}
