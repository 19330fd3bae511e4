import Foundation
import Testing
@testable import ContextBudget

@Suite struct BatchManifestTests {
    @Test func aTornLastLineIsEndedAndSkippedAndNewRecordsStayWhole() throws {
        let folder = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("manifest.jsonl")
        try Data("{\"input\":\"half a rec".utf8).write(to: url)
        let manifest = try BatchManifest(url: url)
        try manifest.append(BatchManifestRecord(input: "a.txt", relativePath: "a.txt", inputSHA256: "00", status: .done))
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(BatchManifest.records(at: url).map(\.input) == ["a.txt"])
    }

    @Test func theLatestRecordOfAnInputWins() throws {
        let folder = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("manifest.jsonl")
        let manifest = try BatchManifest(url: url)
        var failed = BatchManifestRecord(input: "a.txt", relativePath: "a.txt", inputSHA256: "00", status: .failed)
        failed.error = "the model is unavailable"
        try manifest.append(failed)
        try manifest.append(BatchManifestRecord(input: "a.txt", relativePath: "a.txt", inputSHA256: "00", status: .done))
        #expect(BatchManifest.latestRecords(at: url)["a.txt"]?.status == .done)
        #expect(BatchManifest.records(at: url).count == 2)
    }

    @Test func walkSkipsAreRecordedOnceAcrossRuns() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var engine = try BatchFixtures.engine(ProbeModel(delayMilliseconds: 1), jobs: 2)
        engine.manifestURL = folder.appendingPathComponent("manifest.jsonl")
        let skipped = [DocumentCollection.Skipped(path: "in/image.png", relativePath: "image.png", reason: "binary (NUL bytes)")]
        for _ in 0..<2 { _ = try await engine.run(BatchFixtures.smallDocuments(2), skipped: skipped, sink: BatchRecorder().sink) }
        let records = BatchManifest.records(at: engine.manifestURL!)
        #expect(records.filter { $0.status == .skipped }.map(\.reason) == ["binary (NUL bytes)"])
        #expect(records.filter { $0.status == .done }.count == 4, "a callback sink keeps nothing, so both runs summarize")
    }
}

@Suite struct BatchCollisionTests {
    @Test func twoInputsWithOneRelativePathDoNotOverwriteEachOther() async throws {
        let documents = [BatchDocument(name: "x.txt", text: "One text. It is short."), BatchDocument(name: "other.txt", text: "Other. Text."),
                         BatchDocument(name: "x.txt", text: "A second text with the same name.")]
        let recorder = BatchRecorder()
        let report = try await BatchFixtures.engine(ProbeModel(delayMilliseconds: 1), jobs: 2).run(documents, sink: recorder.sink)
        #expect(report.results.map(\.isFailure) == [false, false, true])
        if case let .failed(message) = report.results[2].status { #expect(message.contains("same relative path (x.txt)")) }
        #expect(recorder.delivered == ["x.txt", "other.txt"])
    }
}
