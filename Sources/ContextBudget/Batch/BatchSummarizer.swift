import Foundation

/// Summarizes many documents on one pool of model calls: what `ctx summarize DIR` does, as a library.
///
/// - **One pool**: at most `jobs` model calls are in flight across the whole batch (`CallPool`),
///   so a folder of one-call documents keeps every endpoint busy, and a document's reduce starts
///   as soon as its maps are done. Up to `documentsInFlight` documents run at once; earlier
///   documents get freed permits first.
/// - **Input order**: results are delivered to the sink, recorded in the manifest and reported in
///   input order, whatever order they finish in.
/// - **Failure isolation**: a document that cannot be read, or whose model calls fail after their
///   retries, or whose relative path an earlier document has (their outputs would collide), is
///   recorded as failed and the batch goes on. Cancellation stops the batch.
/// - **Resume**: with `resume`, a document whose output exists and whose latest manifest record is
///   done with the same input SHA-256 is skipped; anything else runs again, and the summarizer's
///   cache answers every call that had finished, so nothing finished is asked of the model twice.
/// - **Shards**: with `shard`, only the documents of that shard run (`BatchShard`).
/// - **Manifest**: with `manifestURL`, one JSON line per document attempt (`BatchManifest`).
public struct BatchSummarizer: Sendable {
    /// Makes each document's summary; its model, budget, prompts and cache are the batch's.
    /// Its `concurrency` is replaced by `jobs`.
    public var summarizer: Summarizer
    /// Model calls in flight at most, across every document.
    public var jobs: Int
    /// Documents started and not yet delivered, at most: bounds memory, since each holds its text
    /// and finished documents wait for earlier ones to be delivered in order.
    public var documentsInFlight: Int
    /// Skip documents already done (see the type's documentation).
    public var resume = false
    /// Where the manifest goes; nil writes none.
    public var manifestURL: URL?
    /// Run only this shard's documents; nil runs all.
    public var shard: BatchShard?

    /// - Parameters:
    ///   - jobs: model calls in flight at most, across the batch.
    ///   - documentsInFlight: documents running at once (default: twice `jobs`, at least 8).
    /// - Throws: `ContextBudgetError.invalidConfiguration` when `jobs` or `documentsInFlight` is below 1.
    public init(summarizer: Summarizer, jobs: Int = 4, documentsInFlight: Int? = nil) throws {
        guard jobs >= 1 else {
            throw ContextBudgetError.invalidConfiguration("jobs must be at least 1 (got \(jobs))")
        }
        // Saturating: `ctx summarize --jobs 9223372036854775807` is a valid Int and must not trap.
        let window = documentsInFlight ?? max(8, jobs > Int.max / 2 ? Int.max : 2 * jobs)
        guard window >= 1 else {
            throw ContextBudgetError.invalidConfiguration("documents in flight must be at least 1 (got \(window))")
        }
        self.summarizer = summarizer
        self.jobs = jobs
        self.documentsInFlight = window
    }

    /// Summarizes `documents` (this shard's), delivering each summary to `sink` in input order.
    /// - Parameters:
    ///   - skipped: files a folder walk left out, recorded in the manifest with their reason.
    ///   - events: called from any task with every event of the batch.
    ///   - stop: ends the batch early with a report of what was delivered (see `BatchStopSignal`).
    /// - Returns: every document's result, in input order; failures are results, not errors.
    ///   After a stop, the results of the documents delivered before it, `stopped` set.
    /// - Throws: `CancellationError` when cancelled; `ContextBudgetError.unusableFile` when the
    ///   manifest cannot be written (the batch cannot keep its record: read-only folder, full disk).
    public func run(
        _ documents: [BatchDocument], skipped: [DocumentCollection.Skipped] = [], sink: any BatchSink,
        events: @escaping @Sendable (BatchEvent) -> Void = { _ in }, stop: BatchStopSignal? = nil
    ) async throws -> BatchReport {
        let selected = shard.map { shard in documents.filter(shard.contains) } ?? documents
        let manifestExisted = manifestURL.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
        let previous = manifestURL.map(BatchManifest.latestRecords) ?? [:]
        let manifest = try manifestURL.map(BatchManifest.init)
        try sink.begin()
        defer { sink.end() }
        for file in skipped where shard?.contains(BatchDocument(path: file.path, relativePath: file.relativePath)) ?? true {
            if let last = previous[file.relativePath], last.status == .skipped, last.reason == file.reason { continue }
            var record = BatchManifestRecord(input: file.path, relativePath: file.relativePath, inputSHA256: nil, status: .skipped)
            record.reason = file.reason
            record.shard = shard?.description
            try manifest?.append(record)
        }

        let pool = CallPool(limit: jobs)
        let tracker = BatchTracker(byteCounts: selected.map(\.byteCountHint), pool: pool)
        events(BatchEvent(kind: .batchStarted, progress: tracker.snapshot()))
        var firstWithPath: [String: String] = [:]
        var collisions: [Int: String] = [:]
        for (index, document) in selected.enumerated() {
            if let earlier = firstWithPath[document.relativePath] {
                collisions[index] = "\(document.path) has the same relative path (\(document.relativePath)) as \(earlier), so their outputs would overwrite each other: summarize them in separate runs or pass their common parent folder"
            } else {
                firstWithPath[document.relativePath] = document.path
            }
        }
        let context = DocumentContext(
            summarizer: summarizer, jobs: jobs, resume: resume, sink: sink, previous: previous, collisions: collisions,
            manifestExisted: manifestExisted, pool: pool, tracker: tracker, events: events)
        let (results, stopped) = try await Self.stoppable(by: stop) { [self] in
            try await deliverInOrder(selected, context: context, sink: sink, manifest: manifest, tracker: tracker, events: events, stop: stop)
        }
        var report = BatchReport(
            results: results, otherShardCount: documents.count - selected.count,
            peakCallsInFlight: pool.peakCallsInFlight, progress: tracker.snapshot())
        if stopped {
            report.stopped = true
            report.unfinished = Array(selected.dropFirst(results.count))
        }
        events(BatchEvent(kind: .batchFinished, progress: report.progress))
        return report
    }

    /// Runs the documents, delivering each in input order; after a stop, delivers no more and
    /// returns what was delivered, the flag set.
    private func deliverInOrder(
        _ selected: [BatchDocument], context: DocumentContext, sink: any BatchSink, manifest: BatchManifest?,
        tracker: BatchTracker, events: @escaping @Sendable (BatchEvent) -> Void, stop: BatchStopSignal?
    ) async throws -> (results: [BatchDocumentResult], stopped: Bool) {
        var results: [BatchDocumentResult] = []
        results.reserveCapacity(selected.count)
        return try await withThrowingTaskGroup(of: (Int, DocumentOutcome).self) { group in
            var next = 0
            var waiting: [Int: DocumentOutcome] = [:]
            func launch() {
                while next < selected.count, next - results.count < documentsInFlight {
                    let index = next, document = selected[index]
                    group.addTask { (index, try await context.process(document, at: index)) }
                    next += 1
                }
            }
            launch()
            do {
                while let (index, outcome) = try await group.next() {
                    // A document that finished as the stop came is not delivered: the stop is "now".
                    if stop?.isRequested == true { return (results, true) }
                    waiting[index] = outcome
                    while let ready = waiting.removeValue(forKey: results.count) {
                        results.append(try await deliver(ready, sink: sink, manifest: manifest, tracker: tracker, events: events))
                    }
                    launch()
                }
            } catch is CancellationError where stop?.isRequested == true {
                return (results, true)
            }
            return (results, stop?.isRequested == true && results.count < selected.count)
        }
    }

    /// Runs `body` in a task of its own that `stop` cancels; cancelling the caller cancels it too.
    private static func stoppable<T: Sendable>(
        by stop: BatchStopSignal?, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard let stop else { return try await body() }
        let task = Task { try await body() }
        stop.onRequest { task.cancel() }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    /// The batch as an asynchronous sequence of events, ending after `batchFinished` (or with the
    /// error `run` throws). Stopping the iteration cancels the batch.
    public func events(
        for documents: [BatchDocument], skipped: [DocumentCollection.Skipped] = [], sink: any BatchSink
    ) -> AsyncThrowingStream<BatchEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    _ = try await run(documents, skipped: skipped, sink: sink) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The plan of every document, without a generate call (`ctx summarize --dry-run`).
    /// - Returns: per document, its plan or why it has none.
    public func plans(for documents: [BatchDocument]) async -> [(document: BatchDocument, plan: Result<SummaryPlan, any Error>)] {
        var plans: [(BatchDocument, Result<SummaryPlan, any Error>)] = []
        for document in documents {
            do {
                plans.append((document, .success(try await summarizer.plan(try document.load().text))))
            } catch {
                plans.append((document, .failure(error)))
            }
        }
        return plans
    }

    /// Hands a finished document to the sink, records it and reports it; a sink that fails turns
    /// the document into a failure.
    private func deliver(
        _ outcome: DocumentOutcome, sink: any BatchSink, manifest: BatchManifest?, tracker: BatchTracker,
        events: @Sendable (BatchEvent) -> Void
    ) async throws -> BatchDocumentResult {
        var result = outcome.result
        if let summary = outcome.summary {
            do {
                try await sink.deliver(result, summary: summary)
            } catch is CancellationError where Task.isCancelled {
                throw CancellationError()
            } catch {
                result.status = .failed(String(describing: error))
                result.error = error
            }
        }
        if result.status != .alreadyDone { try manifest?.append(record(of: result)) }
        let progress = tracker.delivered(result)
        let kind: BatchEvent.Kind = switch result.status {
        case .done: .documentFinished(result)
        case .failed: .documentFailed(result)
        case .alreadyDone: .documentSkipped(result)
        }
        events(BatchEvent(kind: kind, documentIndex: result.index, document: result.document, progress: progress))
        return result
    }

    private func record(of result: BatchDocumentResult) -> BatchManifestRecord {
        var record = BatchManifestRecord(
            input: result.document.path, relativePath: result.document.relativePath,
            inputSHA256: result.inputSHA256, status: result.isFailure ? .failed : .done)
        if case let .failed(message) = result.status { record.error = message }
        if let statistics = result.statistics, !result.isFailure {
            record.tokensIn = result.documentTokens
            record.tokensOut = result.summaryTokens
            record.calls = statistics.totalCalls
            record.modelCalls = statistics.modelCalls
            record.cachedCalls = statistics.cachedCalls
            record.depth = statistics.collapseDepth
            record.fallbacks = statistics.extractiveFallbacks
            record.output = result.outputLocation
        }
        record.wallSeconds = result.wallSeconds
        record.shard = shard?.description
        return record
    }
}
