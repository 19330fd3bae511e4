/// What a batch reports as it goes: one stream for every document, each event with the batch's
/// progress at that moment.
///
/// Order: `batchStarted`; per document `documentStarted`, `documentPlanned`, its `summary`
/// events (one per finished call, retries, splits); `documentFinished` / `documentFailed` /
/// `documentSkipped` in input order (documents run in parallel, so the other events of several
/// documents interleave); `batchFinished` last.
public struct BatchEvent: Sendable {
    /// What happened.
    public enum Kind: Sendable {
        /// The documents of this run are known (`progress.documentCount`); no call made yet.
        case batchStarted
        /// A document is being read.
        case documentStarted
        /// A document's plan is known.
        case documentPlanned(SummaryPlan)
        /// An event of a document's summary job (calls finished, retries, splits).
        case summary(SummaryEvent)
        /// A document was summarized and delivered to the sink.
        case documentFinished(BatchDocumentResult)
        /// A document failed; the batch goes on.
        case documentFailed(BatchDocumentResult)
        /// A document was not summarized (already done, on resume).
        case documentSkipped(BatchDocumentResult)
        /// Every document is accounted for.
        case batchFinished
    }

    /// What happened.
    public var kind: Kind
    /// The document's position among this run's documents (0-based), nil for batch events.
    public var documentIndex: Int?
    /// The document, nil for batch events.
    public var document: BatchDocument?
    /// The batch's counters at this moment.
    public var progress: BatchProgress
}

/// A batch's counters: documents, calls, tokens, time.
public struct BatchProgress: Sendable, Hashable {
    /// Documents in this run (this shard's).
    public var documentCount = 0
    /// Documents delivered: finished, failed or skipped.
    public var documentsDone = 0
    /// Documents that failed.
    public var documentsFailed = 0
    /// Documents skipped as already done.
    public var documentsSkipped = 0
    /// Calls planned so far (documents are planned as they start, so this grows).
    public var callsPlanned = 0
    /// Calls finished (model or cache).
    public var callsDone = 0
    /// Model calls in flight now.
    public var callsInFlight = 0
    /// Tokens of the documents delivered.
    public var tokensIn = 0
    /// Tokens of their summaries.
    public var tokensOut = 0
    /// Seconds since the batch started.
    public var elapsedSeconds = 0.0
    /// Estimated seconds to the end, from the share of bytes done so far (nil until 1% is done).
    public var etaSeconds: Double?
}

/// What happened to one document.
public struct BatchDocumentResult: Sendable {
    /// How the document ended.
    public enum Status: Sendable, Hashable {
        /// Summarized and delivered.
        case done
        /// Failed; the message says why.
        case failed(String)
        /// Skipped by `resume`: its output exists and the manifest says it is done with these bytes.
        case alreadyDone
    }

    /// Position among the run's documents (0-based).
    public var index: Int
    /// The document.
    public var document: BatchDocument
    /// How it ended.
    public var status: Status
    /// SHA-256 of the input's bytes, nil when it could not be read.
    public var inputSHA256: String?
    /// What kind of material was summarized ("document", "transcript (N entries)").
    public var kind = "document"
    /// Tokens of the material, with the summarizer's counter.
    public var documentTokens = 0
    /// Tokens of the summary.
    public var summaryTokens = 0
    /// The job's counters, for done documents.
    public var statistics: SummaryStatistics?
    /// Where the sink put the output.
    public var outputLocation: String?
    /// Wall-clock seconds from the document's start to its summary.
    public var wallSeconds = 0.0
    /// The error of a failed document.
    public var error: (any Error)?

    /// True for `.failed`.
    public var isFailure: Bool { if case .failed = status { true } else { false } }
}

/// The end of a batch: every document's result, in input order.
public struct BatchReport: Sendable {
    /// This run's documents, in input order.
    public var results: [BatchDocumentResult]
    /// Documents left to other shards.
    public var otherShardCount: Int
    /// Most model calls that were in flight at once.
    public var peakCallsInFlight: Int
    /// The final counters.
    public var progress: BatchProgress
    /// True when a `BatchStopSignal` ended the batch before every document was delivered.
    public var stopped = false
    /// The documents not delivered because of the stop, in input order (empty otherwise).
    public var unfinished: [BatchDocument] = []
    /// Documents that failed.
    public var failureCount: Int { results.filter(\.isFailure).count }
}
