import Foundation
import Tokenizers
@testable import ContextBudget

/// A model that answers after a delay and records how many calls were in flight at once, with
/// failures injected by a marker in the prompt and an optional hook on each call.
final class ProbeModel: LanguageModel, @unchecked Sendable {
    let contextSize: Int
    let delayNanoseconds: UInt64
    /// Prompts containing it fail with a non-transient error (so the summarizer does not retry).
    let failMarker: String?
    var identifier: String { "probe" }

    private let lock = NSLock()
    private var inFlight = 0
    private(set) var peakInFlight = 0
    /// Calls that returned an answer.
    private(set) var answered = 0
    /// Called with the number of answers so far after each answer (for example, to cancel a batch).
    var afterAnswer: (@Sendable (Int) -> Void)?

    init(contextSize: Int = 2048, delayMilliseconds: Int = 5, failMarker: String? = nil) {
        self.contextSize = contextSize
        self.delayNanoseconds = UInt64(delayMilliseconds) * 1_000_000
        self.failMarker = failMarker
    }

    func tokenCount(for transcript: Transcript) async throws -> Int {
        EstimatedChatTemplate().tokenCount(for: transcript.chatMessages, addGenerationPrompt: true, counter: TokenEstimator())
    }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        lock.withLock {
            inFlight += 1
            peakInFlight = max(peakInFlight, inFlight)
        }
        defer { lock.withLock { inFlight -= 1 } }
        let prompt = transcript.latestPrompt ?? ""
        if let failMarker, prompt.contains(failMarker) {
            throw GenerationError.invalidResponse("probe failure for the marked document")
        }
        try await Task.sleep(nanoseconds: delayNanoseconds)
        let count = lock.withLock { answered += 1; return answered }
        afterAnswer?(count)
        return "Summary \(SHA256.hexDigest(of: prompt).prefix(8)) of the part."
    }
}

/// Collects what a callback sink and the event stream receive.
final class BatchRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var delivered: [String] = []
    private(set) var events: [BatchEvent] = []

    func deliver(_ result: BatchDocumentResult) { lock.withLock { delivered.append(result.document.path) } }
    func record(_ event: BatchEvent) { lock.withLock { events.append(event) } }

    var sink: BatchCallbackSink { BatchCallbackSink { [self] result, _ in deliver(result) } }
}

enum BatchFixtures {
    /// `count` short documents ("doc-000.txt" …), each one call at a 2K budget.
    static func smallDocuments(_ count: Int, marker: (Int) -> String = { _ in "" }) -> [BatchDocument] {
        (0..<count).map { index in
            BatchDocument(
                name: String(format: "doc-%03d.txt", index),
                text: "Document \(index) \(marker(index)). It says one thing about topic \(index). Then it says another.")
        }
    }

    /// A batch engine over `model` with a 2K budget.
    static func engine(_ model: any LanguageModel, jobs: Int, cache: SummaryCache? = nil) throws -> BatchSummarizer {
        let summarizer = try Summarizer(
            model: model, budget: try TokenBudget(contextSize: 2048, responseReserve: 256, safetyMargin: 32),
            counter: TokenEstimator(), cache: cache)
        return try BatchSummarizer(summarizer: summarizer, jobs: jobs)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("batch-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
