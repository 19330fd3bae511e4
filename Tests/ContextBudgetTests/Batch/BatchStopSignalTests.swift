import Foundation
import Testing
@testable import ContextBudget

/// A stop (what Ctrl-C asks for) ends a batch with the report of what was delivered, unlike a
/// cancellation, which throws; a resumed batch then asks the model for no finished call again.
@Suite struct BatchStopSignalTests {
    @Test func aStopReturnsTheDeliveredDocumentsAndListsTheRest() async throws {
        let root = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = ProbeModel(delayMilliseconds: 2)
        let reference = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: reference) }
        let (wholeEngine, wholeSink) = try BatchResumeTests.folderEngine(whole, root: reference)
        _ = try await wholeEngine.run(BatchResumeTests.documents, sink: wholeSink)

        let first = ProbeModel(delayMilliseconds: 2)
        let stop = BatchStopSignal()
        first.afterAnswer = { _ in
            let written = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.filter { $0.hasSuffix(".summary.txt") }.count ?? 0
            if written >= 1 { stop.request() }
        }
        let (engine, sink) = try BatchResumeTests.folderEngine(first, root: root)
        let report = try await engine.run(BatchResumeTests.documents, sink: sink, stop: stop)
        #expect(report.stopped)
        #expect(report.results.count >= 1 && report.results.count < 6, "stopped part-way (\(report.results.count) of 6 delivered)")
        #expect(report.results.allSatisfy { $0.status == .done })
        #expect((report.results.map(\.document) + report.unfinished).map(\.path) == BatchResumeTests.documents.map(\.path),
                "delivered, then unfinished, in input order")
        let records = BatchManifest.records(at: root.appendingPathComponent(".ctx-manifest.jsonl"))
        #expect(records.map(\.input) == report.results.map(\.document.path), "only delivered documents are recorded")

        let second = ProbeModel(delayMilliseconds: 2)
        let (again, againSink) = try BatchResumeTests.folderEngine(second, root: root)
        let resumed = try await again.run(BatchResumeTests.documents, sink: againSink)
        #expect(!resumed.stopped && resumed.failureCount == 0)
        #expect(first.answered + second.answered == whole.answered, "no finished call asked again: \(first.answered) + \(second.answered) vs \(whole.answered)")
    }

    @Test func aStopRequestedBeforeTheRunDeliversNothing() async throws {
        let stop = BatchStopSignal()
        stop.request()
        let model = ProbeModel()
        let recorder = BatchRecorder()
        let report = try await BatchFixtures.engine(model, jobs: 2).run(BatchFixtures.smallDocuments(4), sink: recorder.sink, stop: stop)
        #expect(report.stopped && report.results.isEmpty && report.unfinished.count == 4)
        #expect(recorder.delivered.isEmpty)
    }

    @Test func cancellingTheCallerStillThrowsWhenAStopIsWatched() async throws {
        let model = ProbeModel(delayMilliseconds: 50)
        let engine = try BatchFixtures.engine(model, jobs: 1)
        let documents = BatchFixtures.smallDocuments(40)
        let task = Task { try await engine.run(documents, sink: BatchRecorder().sink, stop: BatchStopSignal()) }
        try await Task.sleep(nanoseconds: 100_000_000)
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }
}
