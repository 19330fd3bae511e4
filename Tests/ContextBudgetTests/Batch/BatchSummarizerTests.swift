import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

@Suite struct BatchSummarizerTests {
    @Test func callsInFlightAcrossDocumentsReachJobsAndNeverExceedIt() async throws {
        for jobs in [1, 3, 8] {
            let model = ProbeModel(delayMilliseconds: 20)
            let recorder = BatchRecorder()
            let report = try await BatchFixtures.engine(model, jobs: jobs).run(BatchFixtures.smallDocuments(32), sink: recorder.sink)
            #expect(report.failureCount == 0)
            #expect(model.answered == 32, "one call per small document")
            #expect(model.peakInFlight == jobs, "jobs \(jobs): \(model.peakInFlight) calls were in flight at most")
            #expect(report.peakCallsInFlight == jobs)
        }
    }

    @Test func aLongDocumentAndSmallOnesShareThePool() async throws {
        let long = BatchDocument(name: "mark.txt", text: try TestCorpus.text("en/kjv-mark.txt"))
        let model = ProbeModel(contextSize: 2048, delayMilliseconds: 2)
        let report = try await BatchFixtures.engine(model, jobs: 3).run([long] + BatchFixtures.smallDocuments(10), sink: BatchRecorder().sink)
        #expect(report.failureCount == 0)
        #expect(model.peakInFlight == 3)
        let mark = try #require(report.results.first?.statistics)
        #expect(mark.collapseDepth + 2 == mark.callsPerLevel.count, "map, collapse levels, reduce")
        #expect(model.answered == report.results.compactMap(\.statistics).map(\.modelCalls).reduce(0, +))
    }

    @Test func resultsAreDeliveredAndReportedInInputOrder() async throws {
        // Earlier documents are longer (more calls), so later ones would finish first.
        let documents = (0..<12).map { index in
            BatchDocument(name: "part-\(index).txt", text: String(repeating: "Sentence number \(index) of many words here. ", count: (12 - index) * 40))
        }
        let recorder = BatchRecorder()
        let report = try await BatchFixtures.engine(ProbeModel(delayMilliseconds: 3), jobs: 6).run(documents, sink: recorder.sink, events: recorder.record)
        #expect(report.results.map(\.document.path) == documents.map(\.path))
        #expect(recorder.delivered == documents.map(\.path))
        let finished = recorder.events.compactMap { event -> Int? in
            if case .documentFinished = event.kind { event.documentIndex } else { nil }
        }
        #expect(finished == Array(0..<12))
        #expect(report.results.first.flatMap(\.statistics).map { $0.totalCalls > 1 } == true, "the first document needs several calls")
    }

    @Test func oneDocumentsModelErrorDoesNotStopTheOthersAndIsInTheManifest() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = BatchFixtures.smallDocuments(6) { $0 == 2 ? "POISON" : "" }
        var engine = try BatchFixtures.engine(ProbeModel(failMarker: "POISON"), jobs: 4)
        engine.manifestURL = folder.appendingPathComponent("manifest.jsonl")
        let recorder = BatchRecorder()
        let report = try await engine.run(documents, sink: recorder.sink)
        #expect(report.failureCount == 1)
        #expect(report.results[2].isFailure)
        #expect(recorder.delivered == documents.map(\.path).filter { $0 != "doc-002.txt" })
        let records = BatchManifest.records(at: engine.manifestURL!)
        #expect(records.map(\.input) == documents.map(\.path))
        let failed = try #require(records.first { $0.status == .failed })
        #expect(failed.input == "doc-002.txt")
        #expect(failed.error?.contains("probe failure") == true)
        #expect(records.filter { $0.status == .done }.count == 5)
    }

    @Test func unreadableFileFailsAloneWithItsReason() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: bad)
        let documents = [BatchDocument(path: bad.path)] + BatchFixtures.smallDocuments(2)
        let report = try await BatchFixtures.engine(ProbeModel(), jobs: 2).run(documents, sink: BatchRecorder().sink)
        #expect(report.results.map(\.isFailure) == [true, false, false])
        if case let .failed(message) = report.results[0].status { #expect(message.contains("is not valid UTF-8")) }
    }

    @Test func cancellationStopsTheBatch() async throws {
        let model = ProbeModel(delayMilliseconds: 10)
        let engine = try BatchFixtures.engine(model, jobs: 2)
        let task = Task { try await engine.run(BatchFixtures.smallDocuments(200), sink: BatchRecorder().sink) }
        try await Task.sleep(nanoseconds: 60_000_000)
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        #expect(model.answered < 200)
    }

    @Test func plansEveryDocumentWithoutGenerating() async throws {
        let model = ProbeModel()
        let plans = try await BatchFixtures.engine(model, jobs: 2).plans(for: BatchFixtures.smallDocuments(3) + [BatchDocument(path: "/no/such/file.txt")])
        #expect(plans.count == 4)
        #expect(plans.prefix(3).allSatisfy { (try? $0.plan.get().totalCalls) == 1 })
        #expect((try? plans[3].plan.get()) == nil)
        #expect(model.answered == 0)
    }

    /// Found by the cli-arguments fuzz target (Scripts/reliability/fuzz.sh): `--jobs 8446744073709551615`
    /// trapped in the default window, twice `jobs`.
    @Test func theLargestJobsCountIsAcceptedWithoutOverflow() throws {
        let model = ExtractiveModel()
        let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)
        #expect(try BatchSummarizer(summarizer: summarizer, jobs: Int.max).documentsInFlight == Int.max)
        #expect(try BatchSummarizer(summarizer: summarizer, jobs: Int.max / 2 + 1).documentsInFlight == Int.max)
        #expect(try BatchSummarizer(summarizer: summarizer, jobs: 3).documentsInFlight == 8)
    }

    @Test func readmeBatchExampleRunsAsWritten() async throws {
        let out = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let model = ExtractiveModel()
        let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)
        let root = TestCorpus.root.path
        var batch = try BatchSummarizer(summarizer: summarizer, jobs: 8)
        batch.manifestURL = out.appendingPathComponent("manifest.jsonl")
        let report = try await batch.run(try DocumentCollection(paths: [root + "/Corpora/md"]).documents,
                                         sink: SummaryFolderSink(root: out, renderer: SummaryRenderer(format: .text, summarizer: summarizer)))
        #expect(report.failureCount == 0)
        #expect(report.peakCallsInFlight >= 1 && report.peakCallsInFlight <= 8)
        let records = BatchManifest.records(at: batch.manifestURL!)
        #expect(records.count == report.results.count && records.allSatisfy { $0.status == .done })
        for record in records { #expect(FileManager.default.fileExists(atPath: record.output ?? "")) }
    }

    @Test func theEventStreamCoversTheBatchWithProgress() async throws {
        let engine = try BatchFixtures.engine(ProbeModel(delayMilliseconds: 2), jobs: 4)
        var planned = 0, finished = 0, lastProgress: BatchProgress?
        var first: String?, last: String?
        for try await event in engine.events(for: BatchFixtures.smallDocuments(10), sink: BatchRecorder().sink) {
            switch event.kind {
            case .batchStarted: first = first ?? "started"
            case .documentPlanned: planned += 1
            case .documentFinished: finished += 1
            case .batchFinished: last = "finished"
            default: break
            }
            lastProgress = event.progress
        }
        #expect(first == "started" && last == "finished")
        #expect(planned == 10 && finished == 10)
        let progress = try #require(lastProgress)
        #expect(progress.documentsDone == 10 && progress.callsDone == 10 && progress.callsPlanned == 10)
        #expect(progress.tokensIn > 0 && progress.tokensOut > 0)
        #expect(progress.etaSeconds == 0)
    }
}
