import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// Holds the task a model's hook cancels.
final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<BatchReport, any Error>?
    func set(_ task: Task<BatchReport, any Error>) { lock.withLock { self.task = task } }
    func cancel() { lock.withLock { task }?.cancel() }
}

@Suite struct BatchResumeTests {
    /// Six documents of several calls each, every sentence unique (so no two calls share a prompt).
    static let documents = (0..<6).map { index in
        BatchDocument(name: "book-\(index).txt", text: (0..<600).map { "Book \(index) line \($0) tells of thing \($0 * 7 + index). " }.joined())
    }

    static func folderEngine(_ model: ProbeModel, root: URL) throws -> (BatchSummarizer, SummaryFolderSink) {
        var engine = try BatchFixtures.engine(model, jobs: 3, cache: try SummaryCache(directory: root.appendingPathComponent(".ctx-cache")))
        engine.manifestURL = root.appendingPathComponent(".ctx-manifest.jsonl")
        engine.resume = true
        return (engine, SummaryFolderSink(root: root, renderer: SummaryRenderer(format: .text, summarizer: engine.summarizer)))
    }

    @Test func aCancelledBatchResumesWithoutRepeatingAFinishedCall() async throws {
        let reference = try BatchFixtures.temporaryFolder(), resumed = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: reference); try? FileManager.default.removeItem(at: resumed) }
        let whole = ProbeModel(delayMilliseconds: 2)
        let (wholeEngine, wholeSink) = try Self.folderEngine(whole, root: reference)
        let uninterrupted = try await wholeEngine.run(Self.documents, sink: wholeSink)
        #expect(uninterrupted.failureCount == 0)
        #expect(whole.answered >= 36, "several calls per document")

        // First attempt: cancelled at the first answer after a summary is written (each document
        // needs several calls, so most of the batch is still ahead).
        let first = ProbeModel(delayMilliseconds: 2)
        let box = TaskBox()
        first.afterAnswer = { _ in
            let written = (try? FileManager.default.contentsOfDirectory(atPath: resumed.path))?.filter { $0.hasSuffix(".summary.txt") }.count ?? 0
            if written >= 1 { box.cancel() }
        }
        let (firstEngine, firstSink) = try Self.folderEngine(first, root: resumed)
        let task = Task { try await firstEngine.run(Self.documents, sink: firstSink) }
        box.set(task)
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        let writtenBefore = try FileManager.default.contentsOfDirectory(atPath: resumed.path).filter { $0.hasSuffix(".summary.txt") }
        #expect(writtenBefore.count > 0 && writtenBefore.count < 6, "the first attempt stopped part-way (\(writtenBefore.count) of 6 written)")
        #expect(first.answered < whole.answered)

        // Resume: done documents skipped, every call answered before the cancel comes from the cache.
        let second = ProbeModel(delayMilliseconds: 2)
        let (secondEngine, secondSink) = try Self.folderEngine(second, root: resumed)
        let recorder = BatchRecorder()
        let report = try await secondEngine.run(Self.documents, sink: secondSink, events: recorder.record)
        #expect(report.failureCount == 0)
        #expect(first.answered + second.answered == whole.answered, "\(first.answered) + \(second.answered) calls; uninterrupted: \(whole.answered)")
        #expect(report.results.filter { $0.status == .alreadyDone }.count == writtenBefore.count)
        let firstRun = recorder.events.compactMap { event -> Int? in
            if case .documentFinished = event.kind { event.documentIndex } else { nil }
        }.first
        #expect(firstRun == writtenBefore.count, "the first document summarized again is numbered after the skipped ones")
        for document in Self.documents {
            let name = document.relativePath + ".summary.txt"
            #expect(try Data(contentsOf: resumed.appendingPathComponent(name)) == Data(contentsOf: reference.appendingPathComponent(name)), "\(name)")
        }
        let records = BatchManifest.records(at: resumed.appendingPathComponent(".ctx-manifest.jsonl"))
        let lines = try String(contentsOf: resumed.appendingPathComponent(".ctx-manifest.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(records.count == lines.count, "every line is a whole record")
        #expect(records.map(\.input) == Self.documents.map(\.path), "each document recorded once, in input order")
        #expect(records.allSatisfy { $0.status == .done && $0.inputSHA256 != nil && $0.output != nil })
    }

    @Test func aResumedBatchRedoesADocumentWhoseInputChanged() async throws {
        let root = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (engine, sink) = try Self.folderEngine(ProbeModel(delayMilliseconds: 1), root: root)
        _ = try await engine.run(Self.documents, sink: sink)
        var changed = Self.documents
        changed[4] = BatchDocument(name: "book-4.txt", text: "A different book 4. It is short now.")
        let model = ProbeModel(delayMilliseconds: 1)
        let (again, againSink) = try Self.folderEngine(model, root: root)
        let report = try await again.run(changed, sink: againSink)
        #expect(report.results.map { $0.status == .alreadyDone } == [true, true, true, true, false, true])
        #expect(model.answered == 1)
        let records = BatchManifest.records(at: root.appendingPathComponent(".ctx-manifest.jsonl"))
        #expect(records.count == 7)
        #expect(records.last?.input == "book-4.txt")
    }
}
