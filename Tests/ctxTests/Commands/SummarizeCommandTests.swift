import Foundation
import NativeModel
import Testing

/// The plan of a file, as `ctx plan --json` prints it (so no test hard-codes what the chunker decides).
struct PrintedPlan: Decodable {
    var callsPerLevel: [Int]
    var chunkCount: Int
    var totalCalls: Int
    var strategy: String

    static func of(_ path: String, _ options: [String] = []) async throws -> PrintedPlan {
        let result = try await Ctx.run(["plan", path, "--json"] + options)
        return try JSONDecoder().decode(PrintedPlan.self, from: Data(result.stdout.utf8))
    }
}

@Suite(.serialized) struct SummarizeCommandTests {
    @Test func oneFileWithoutOutPrintsTheSummaryOnStandardOutput() async throws {
        let result = try await Ctx.run(["summarize", "Corpora/en/kjv-genesis.txt"])
        #expect(result.status == 0)
        let summary = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(summary.count > 200)
        #expect(!summary.contains("calls"), "statistics go to stderr, not into the summary")
        let plan = try await PrintedPlan.of("Corpora/en/kjv-genesis.txt")
        #expect(plan.totalCalls > 1)
        #expect(result.stderr.contains(" \(plan.totalCalls) calls (per level: \(plan.callsPerLevel.map(String.init).joined(separator: "/"))"))
    }

    @Test func batchWritesEveryTextFileSkipsOthersAndReportsFailuresWithoutStopping() async throws {
        let input = try Ctx.temporaryDirectory(), output = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        let corpora = Ctx.packageRoot.appendingPathComponent("Corpora/en")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("bible"), withIntermediateDirectories: true)
        for name in ["kjv-ruth.txt", "kjv-jonah.txt"] {
            try FileManager.default.copyItem(at: corpora.appendingPathComponent(name), to: input.appendingPathComponent("bible/\(name)"))
        }
        try FileManager.default.copyItem(at: corpora.appendingPathComponent("kjv-mark.txt"), to: input.appendingPathComponent("mark.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 1]).write(to: input.appendingPathComponent("image.png"))
        let latin1 = input.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x61]).write(to: latin1)

        let result = try await Ctx.run(["summarize", input.path, latin1.path, "--out", output.path, "--budget", "2k"])
        #expect(result.status == 1, "latin1.txt, named explicitly, fails")
        #expect(result.stderr.contains("skipped \(input.path)/image.png: binary"))
        #expect(result.stderr.contains("latin1.txt is not valid UTF-8"))
        #expect(Ctx.visibleFiles(in: output) == [
            "bible/kjv-jonah.txt.summary.txt", "bible/kjv-ruth.txt.summary.txt", "mark.txt.summary.txt",
        ])
        #expect(result.stdout.contains("failed"))
        #expect(result.stdout.split(separator: "\n").filter { $0.contains(" ok ") }.count == 3)
    }

    @Test func resumedBatchRecomputesNothing() async throws {
        let output = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let paths = ["Corpora/en/kjv-mark.txt", "Corpora/en/kjv-ruth.txt"]
        let first = try await Ctx.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k"])
        #expect(first.status == 0)
        let mark = output.appendingPathComponent("kjv-mark.txt.summary.json")
        let written = try Data(contentsOf: mark)

        let again = try await Ctx.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k", "--resume"])
        #expect(again.status == 0)
        #expect(again.stdout.components(separatedBy: "done earlier").count == 3)
        #expect(try Data(contentsOf: mark) == written)

        // A lost output is rebuilt from the cache alone: no model call.
        try FileManager.default.removeItem(at: mark)
        let rebuilt = try await Ctx.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k", "--resume"])
        #expect(rebuilt.status == 0)
        struct Report: Decodable { struct Statistics: Decodable { var modelCalls: Int; var cachedCalls: Int; var callsPerLevel: [Int] }; var statistics: Statistics; var summary: String }
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: mark))
        let original = try JSONDecoder().decode(Report.self, from: written)
        #expect(report.statistics.modelCalls == 0)
        #expect(report.statistics.cachedCalls == report.statistics.callsPerLevel.reduce(0, +))
        #expect(report.summary == original.summary)
    }

    @Test func killedBatchLeavesNoPartialOutputFile() async throws {
        let input = try Ctx.temporaryDirectory(), output = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        let genesis = try Data(contentsOf: Ctx.packageRoot.appendingPathComponent("Corpora/en/kjv-genesis.txt"))
        for index in 0..<12 { try genesis.write(to: input.appendingPathComponent("genesis-\(index).txt")) }
        let log = output.appendingPathComponent(".log")
        let process = try Ctx.start(
            ["summarize", input.path, "--out", output.path, "--format", "json", "--budget", "1k", "--jobs", "1"], output: log)
        // Kill it once it is under way: some outputs written, others not yet.
        await Ctx.kill(process, onceFolder: output, holds: 2)
        let survivors = Ctx.visibleFiles(in: output)
        #expect(survivors.count < 12, "the batch was killed before the end")
        for name in survivors {
            let data = try Data(contentsOf: output.appendingPathComponent(name))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is a whole JSON document")
        }
        let resumed = try await Ctx.run(["summarize", input.path, "--out", output.path, "--format", "json", "--budget", "1k", "--resume"])
        #expect(resumed.status == 0)
        #expect(Ctx.visibleFiles(in: output).count == 12)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".ctx-partial").path))
    }

    @Test func severalJSONReportsOnStandardOutputAreJSONLines() async throws {
        let result = try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "Corpora/en/kjv-jonah.txt", "--format", "json", "--grouping", "packed"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["summary"] as? String)?.isEmpty == false)
            #expect(object["tree"] != nil)
        }
    }

    @Test func dryRunPrintsThePlanWithoutSummarizing() async throws {
        let result = try await Ctx.run(["summarize", "Corpora/en/kjv-genesis.txt", "Corpora/en/kjv-mark.txt", "--dry-run"])
        #expect(result.status == 0)
        let genesis = try await PrintedPlan.of("Corpora/en/kjv-genesis.txt")
        #expect(result.stdout.contains(genesis.callsPerLevel.map(String.init).joined(separator: "/")))
        #expect(result.stdout.contains("calls per level"))
        let glob = try await Ctx.run(["summarize", "Corpora/en/kjv-j*.txt", "--dry-run"])
        #expect(glob.status == 0)
        #expect(glob.stdout.contains("kjv-jonah.txt"))
        #expect(!glob.stdout.contains("kjv-mark.txt"))
    }

    @Test func usageErrorsExit64() async throws {
        #expect(try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--resume"]).status == 64)
        #expect(try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--strategy", "fast"]).status == 64)
        #expect(try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--format", "pdf"]).status == 64)
        let missing = try await Ctx.run(["summarize", "Corpora/en/no-such-*.txt"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no file matches"))
    }

    @Test func planPrintsLevelsAndJSON() async throws {
        let table = try await Ctx.run(["plan", "Corpora/en/kjv-genesis.txt"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("collapse"))
        let transcript = try await Ctx.run(["plan", "Corpora/transcripts/bfcl-multi-turn-base-0.json"])
        #expect(transcript.status == 0)
        #expect(transcript.stdout.contains("transcript ("))
        let summary = try await Ctx.run(["summarize", "Corpora/transcripts/bfcl-multi-turn-base-0.json"])
        #expect(summary.status == 0)
        #expect(!summary.stdout.contains("\"entries\""), "the messages are summarized, not the JSON syntax")
        let json = try await Ctx.run(["plan", "Corpora/en/kjv-genesis.txt", "--json", "--strategy", "refine"])
        #expect(json.status == 0)
        let plan = try JSONDecoder().decode(PrintedPlan.self, from: Data(json.stdout.utf8))
        #expect(plan.strategy == "refine")
        #expect(plan.callsPerLevel == [plan.chunkCount])
        #expect(plan.totalCalls == plan.chunkCount)
    }

    /// The bundled Gemma is a base model: `ctx summarize` says so and sends it plain text ending
    /// with the cue, whose answer carries no turn markup; a chat template given keeps chat turns.
    @Test(.enabled(if: NativeModel.ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func aBaseModelIsSummarizedThroughCompletionPromptingAndSaysSo() async throws {
        let url = try #require(NativeModel.ModelLocator.gemma3_270mIfPresent())
        let base = try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--model", "gguf:\(url.path)", "--target-tokens", "96"])
        #expect(base.status == 0, "\(base.stderr)")
        #expect(base.stderr.contains("is a base model") && base.stderr.contains("TL;DR:"), "\(base.stderr)")
        #expect(!base.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(!base.stdout.contains("<start_of_turn>"), "\(base.stdout)")
        let templated = try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--model", "gguf:\(url.path)", "--chat-template", "gemma", "--dry-run"])
        #expect(templated.status == 0, "\(templated.stderr)")
        #expect(!templated.stderr.contains("is a base model"), "\(templated.stderr)")
    }
}
