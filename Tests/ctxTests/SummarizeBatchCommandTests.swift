import Foundation
import Testing

/// `ctx summarize` over folders as a pipeline runs it: kill -9 and resume, shards, the manifest.
@Suite(.serialized) struct SummarizeBatchCommandTests {
    struct Record: Decodable {
        var input: String
        var status: String
        var modelCalls: Int
        var calls: Int
        var output: String?
        var inputSHA256: String?
    }

    static func records(_ folder: URL, name: String = ".ctx-manifest.jsonl") throws -> [Record] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Record.self, from: Data($0.utf8)) }
    }

    /// `count` different slices of Genesis, `bytes` each, as files of a fresh folder.
    static func slices(_ count: Int, bytes: Int) throws -> URL {
        let folder = try Ctx.temporaryDirectory()
        let genesis = try String(contentsOf: Ctx.packageRoot.appendingPathComponent("Corpora/en/kjv-genesis.txt"), encoding: .utf8)
        let lines = genesis.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        for index in 0..<count {
            var text = ""
            while text.utf8.count < bytes, start < lines.count { text += lines[start] + "\n"; start += 1 }
            try text.write(to: folder.appendingPathComponent(String(format: "part-%02d.txt", index)), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func killNineThenResumeGivesTheUninterruptedOutputsAndRepeatsNoFinishedCall() async throws {
        // One call in flight: the pool serves the earliest document first, so outputs appear one
        // by one in input order. With calls in parallel a slow first document holds the later
        // ones back and they are all written in one burst, which can beat the kill below.
        let input = try Self.slices(32, bytes: 6_000)  // Genesis holds about 200 KB
        let reference = try Ctx.temporaryDirectory(), output = try Ctx.temporaryDirectory()
        defer { for folder in [input, reference, output] { try? FileManager.default.removeItem(at: folder) } }
        let options = ["--budget", "1k", "--jobs", "1"]
        let whole = try await Ctx.run(["summarize", input.path, "--out", reference.path] + options)
        #expect(whole.status == 0)
        let uninterruptedCalls = try Self.records(reference).map(\.modelCalls).reduce(0, +)

        let log = output.appendingPathComponent(".log")
        let process = try Ctx.start(["summarize", input.path, "--out", output.path] + options, output: log)
        await Ctx.kill(process, onceFolder: output, holds: 4)
        let survivors = Ctx.visibleFiles(in: output)
        #expect(survivors.count < 32, "killed part-way")
        let finishedCalls = try FileManager.default.subpathsOfDirectory(atPath: output.appendingPathComponent(".ctx-cache").path)
            .filter { $0.hasSuffix(".txt") }.count
        let before = (try? Self.records(output)) ?? []

        let resumed = try await Ctx.run(["summarize", input.path, "--out", output.path, "--resume"] + options)
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("[\(before.count + 1)/32]"), "numbering continues after the documents done before the kill")
        #expect(Ctx.visibleFiles(in: output) == Ctx.visibleFiles(in: reference))
        for name in Ctx.visibleFiles(in: reference) {
            #expect(try Data(contentsOf: output.appendingPathComponent(name)) == Data(contentsOf: reference.appendingPathComponent(name)), "\(name)")
        }
        let records = try Self.records(output)
        #expect(records.map(\.input).sorted() == Set(records.map(\.input)).sorted(), "no document recorded twice")
        #expect(records.count == 32 && records.allSatisfy { $0.status == "done" && $0.inputSHA256 != nil })
        let resumedCalls = records.dropFirst(before.count).map(\.modelCalls).reduce(0, +)
        #expect(resumedCalls == uninterruptedCalls - finishedCalls, "calls finished before the kill (\(finishedCalls)) are not asked again")
    }

    @Test func twoShardsSplitAFolderWithNoOverlap() async throws {
        let input = try Self.slices(10, bytes: 1_500)
        let output = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        var outputs: [[String]] = []
        for shard in ["1/2", "2/2"] {
            let result = try await Ctx.run(["summarize", input.path, "--out", output.path, "--shard", shard, "--budget", "2k"])
            #expect(result.status == 0)
            let name = ".ctx-manifest.shard-\(shard.replacingOccurrences(of: "/", with: "-of-")).jsonl"
            outputs.append(try Self.records(output, name: name).compactMap(\.output))
        }
        #expect(!outputs[0].isEmpty && !outputs[1].isEmpty)
        #expect(Set(outputs[0]).isDisjoint(with: outputs[1]))
        #expect(Ctx.visibleFiles(in: output) == (0..<10).map { String(format: "part-%02d.txt.summary.txt", $0) })
        #expect(try await Ctx.run(["summarize", input.path, "--shard", "3/2"]).status == 64)
    }

    @Test func theManifestRecordsWalkSkipsAndFailuresOnce() async throws {
        let input = try Self.slices(2, bytes: 1_500)
        let output = try Ctx.temporaryDirectory(), other = try Ctx.temporaryDirectory()
        defer { for folder in [input, output, other] { try? FileManager.default.removeItem(at: folder) } }
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 1]).write(to: input.appendingPathComponent("image.png"))
        let latin1 = other.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x61]).write(to: latin1)
        for _ in 0..<2 {
            let result = try await Ctx.run(["summarize", input.path, latin1.path, "--out", output.path, "--resume"])
            #expect(result.status == 1)
        }
        let records = try Self.records(output)
        #expect(records.filter { $0.status == "skipped" }.map(\.input) == ["\(input.path)/image.png"])
        #expect(records.filter { $0.status == "done" }.count == 2, "done documents are skipped by the second run, not recorded again")
        #expect(records.filter { $0.status == "failed" }.map(\.input) == [latin1.path, latin1.path], "a failure is retried and recorded per attempt")
    }
}
