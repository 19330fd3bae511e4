import Foundation

/// A document's result, with its summary until the sink has it.
struct DocumentOutcome: Sendable {
    var result: BatchDocumentResult
    var summary: Summary?
}

/// What every document's task shares: the summarizer, the pool, the counters and the resume facts.
struct DocumentContext: Sendable {
    let summarizer: Summarizer
    let jobs: Int
    let resume: Bool
    let sink: any BatchSink
    let previous: [String: BatchManifestRecord]
    /// Documents whose relative path an earlier document of the batch already has, and the message.
    let collisions: [Int: String]
    let manifestExisted: Bool
    let pool: CallPool
    let tracker: BatchTracker
    let events: @Sendable (BatchEvent) -> Void

    /// Reads, checks resume, summarizes: everything about one document but its delivery.
    /// - Throws: only `CancellationError` when the batch is cancelled; other errors are results.
    func process(_ document: BatchDocument, at index: Int) async throws -> DocumentOutcome {
        let started = DispatchTime.now().uptimeNanoseconds
        events(BatchEvent(kind: .documentStarted, documentIndex: index, document: document, progress: tracker.snapshot()))
        var result = BatchDocumentResult(index: index, document: document, status: .done, outputLocation: sink.outputLocation(for: document))
        if let collision = collisions[index] {
            result.status = .failed(collision)
            result.error = ContextBudgetError.unusableFile(collision)
            return DocumentOutcome(result: result)
        }
        do {
            let loaded = try document.load()
            result.inputSHA256 = loaded.inputSHA256
            result.kind = loaded.kind
            if resume, sink.hasOutput(for: document) {
                let last = previous[document.relativePath]
                if !manifestExisted || (last?.status == .done && last?.inputSHA256 == loaded.inputSHA256) {
                    result.status = .alreadyDone
                    return DocumentOutcome(result: result)
                }
            }
            var summarizer = self.summarizer
            summarizer.planner.model = PooledLanguageModel(base: summarizer.model, pool: pool, priority: index)
            summarizer.concurrency = jobs
            let (tracker, events) = (self.tracker, self.events)
            let summary = try await summarizer.summarize(loaded.text) { event in
                let kind: BatchEvent.Kind
                let progress: BatchProgress
                switch event {
                case let .planned(plan):
                    progress = tracker.planned(index, calls: plan.totalCalls)
                    kind = .documentPlanned(plan)
                case .finished:
                    return
                default:
                    progress = event.isCallCompletion ? tracker.callFinished(index) : tracker.snapshot()
                    kind = .summary(event)
                }
                events(BatchEvent(kind: kind, documentIndex: index, document: document, progress: progress))
            }
            result.documentTokens = summarizer.counter.count(loaded.text)
            result.summaryTokens = summarizer.counter.count(summary.text)
            result.statistics = summary.statistics
            result.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            return DocumentOutcome(result: result, summary: summary)
        } catch is CancellationError where Task.isCancelled {
            throw CancellationError()
        } catch {
            result.status = .failed(String(describing: error))
            result.error = error
            result.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            return DocumentOutcome(result: result)
        }
    }
}
