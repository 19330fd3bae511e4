import Foundation
import Testing

/// Runs the built `ctx` binary, as a user would.
enum BuiltCTX {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `ctx` next to the test bundle (same configuration), else the newest build.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() { candidates.append(bundle.appendingPathComponent("ctx")) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ctx"))
        candidates += ["release", "debug"].map { repository.appendingPathComponent(".build/\($0)/ctx") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Starts `ctx` with output going to files (no pipe can fill up and block it).
    static func start(_ arguments: [String], output: URL) throws -> Process {
        let process = Process()
        process.executableURL = try #require(executable, "build ctx first: swift build -c release")
        process.arguments = arguments
        process.currentDirectoryURL = repository
        FileManager.default.createFile(atPath: output.path + ".out", contents: nil)
        FileManager.default.createFile(atPath: output.path + ".err", contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
        try process.run()
        return process
    }

    static func run(_ arguments: [String]) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-run-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(atPath: scratch.path + ".out")
            try? FileManager.default.removeItem(atPath: scratch.path + ".err")
        }
        let process = try start(arguments, output: scratch)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOfFile: scratch.path + ".out", encoding: .utf8),
            standardError: try String(contentsOfFile: scratch.path + ".err", encoding: .utf8))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Visible files under `folder`, relative paths, sorted.
    static func visibleFiles(in folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var files: [String] = []
        while let url = walker?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        return files.sorted()
    }
}

/// The plan of a file, as `ctx plan --json` prints it (so no test hard-codes what the chunker decides).
struct PrintedPlan: Decodable {
    var callsPerLevel: [Int]
    var chunkCount: Int
    var totalCalls: Int
    var strategy: String

    static func of(_ path: String, _ options: [String] = []) throws -> PrintedPlan {
        let result = try BuiltCTX.run(["plan", path, "--json"] + options)
        return try JSONDecoder().decode(PrintedPlan.self, from: Data(result.standardOutput.utf8))
    }
}

@Suite(.serialized) struct SummarizeCommandTests {
    @Test func oneFileWithoutOutPrintsTheSummaryOnStandardOutput() throws {
        let result = try BuiltCTX.run(["summarize", "Corpora/en/kjv-genesis.txt"])
        #expect(result.status == 0)
        let summary = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(summary.count > 200)
        #expect(!summary.contains("calls"), "statistics go to stderr, not into the summary")
        let plan = try PrintedPlan.of("Corpora/en/kjv-genesis.txt")
        #expect(plan.totalCalls > 1)
        #expect(result.standardError.contains(" \(plan.totalCalls) calls (per level: \(plan.callsPerLevel.map(String.init).joined(separator: "/"))"))
    }

    @Test func batchWritesEveryTextFileSkipsOthersAndReportsFailuresWithoutStopping() throws {
        let input = try BuiltCTX.temporaryFolder(), output = try BuiltCTX.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        let corpora = BuiltCTX.repository.appendingPathComponent("Corpora/en")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("bible"), withIntermediateDirectories: true)
        for name in ["kjv-ruth.txt", "kjv-jonah.txt"] {
            try FileManager.default.copyItem(at: corpora.appendingPathComponent(name), to: input.appendingPathComponent("bible/\(name)"))
        }
        try FileManager.default.copyItem(at: corpora.appendingPathComponent("kjv-mark.txt"), to: input.appendingPathComponent("mark.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 1]).write(to: input.appendingPathComponent("image.png"))
        let latin1 = input.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x61]).write(to: latin1)

        let result = try BuiltCTX.run(["summarize", input.path, latin1.path, "--out", output.path, "--budget", "2k"])
        #expect(result.status == 1, "latin1.txt, named explicitly, fails")
        #expect(result.standardError.contains("skipped \(input.path)/image.png: binary"))
        #expect(result.standardError.contains("latin1.txt is not valid UTF-8"))
        #expect(BuiltCTX.visibleFiles(in: output) == [
            "bible/kjv-jonah.txt.summary.txt", "bible/kjv-ruth.txt.summary.txt", "mark.txt.summary.txt",
        ])
        #expect(result.standardOutput.contains("failed"))
        #expect(result.standardOutput.split(separator: "\n").filter { $0.contains(" ok ") }.count == 3)
    }

    @Test func resumedBatchRecomputesNothing() throws {
        let output = try BuiltCTX.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let paths = ["Corpora/en/kjv-mark.txt", "Corpora/en/kjv-ruth.txt"]
        let first = try BuiltCTX.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k"])
        #expect(first.status == 0)
        let mark = output.appendingPathComponent("kjv-mark.txt.summary.json")
        let written = try Data(contentsOf: mark)

        let again = try BuiltCTX.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k", "--resume"])
        #expect(again.status == 0)
        #expect(again.standardOutput.components(separatedBy: "done earlier").count == 3)
        #expect(try Data(contentsOf: mark) == written)

        // A lost output is rebuilt from the cache alone: no model call.
        try FileManager.default.removeItem(at: mark)
        let rebuilt = try BuiltCTX.run(["summarize"] + paths + ["--out", output.path, "--format", "json", "--budget", "2k", "--resume"])
        #expect(rebuilt.status == 0)
        struct Report: Decodable { struct Statistics: Decodable { var modelCalls: Int; var cachedCalls: Int; var callsPerLevel: [Int] }; var statistics: Statistics; var summary: String }
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: mark))
        let original = try JSONDecoder().decode(Report.self, from: written)
        #expect(report.statistics.modelCalls == 0)
        #expect(report.statistics.cachedCalls == report.statistics.callsPerLevel.reduce(0, +))
        #expect(report.summary == original.summary)
    }

    @Test func killedBatchLeavesNoPartialOutputFile() async throws {
        let input = try BuiltCTX.temporaryFolder(), output = try BuiltCTX.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        let genesis = try Data(contentsOf: BuiltCTX.repository.appendingPathComponent("Corpora/en/kjv-genesis.txt"))
        for index in 0..<12 { try genesis.write(to: input.appendingPathComponent("genesis-\(index).txt")) }
        let log = output.appendingPathComponent(".log")
        let process = try BuiltCTX.start(
            ["summarize", input.path, "--out", output.path, "--format", "json", "--budget", "1k", "--jobs", "1"], output: log)
        // Kill it once it is under way: some outputs written, others not yet.
        let deadline = Date().addingTimeInterval(60)
        while BuiltCTX.visibleFiles(in: output).count < 2, process.isRunning, Date() < deadline {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let survivors = BuiltCTX.visibleFiles(in: output)
        #expect(survivors.count < 12, "the batch was killed before the end")
        for name in survivors {
            let data = try Data(contentsOf: output.appendingPathComponent(name))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is a whole JSON document")
        }
        let resumed = try BuiltCTX.run(["summarize", input.path, "--out", output.path, "--format", "json", "--budget", "1k", "--resume"])
        #expect(resumed.status == 0)
        #expect(BuiltCTX.visibleFiles(in: output).count == 12)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".ctx-partial").path))
    }

    @Test func severalJSONReportsOnStandardOutputAreJSONLines() throws {
        let result = try BuiltCTX.run(["summarize", "Corpora/en/kjv-ruth.txt", "Corpora/en/kjv-jonah.txt", "--format", "json", "--grouping", "packed"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["summary"] as? String)?.isEmpty == false)
            #expect(object["tree"] != nil)
        }
    }

    @Test func dryRunPrintsThePlanWithoutSummarizing() throws {
        let result = try BuiltCTX.run(["summarize", "Corpora/en/kjv-genesis.txt", "Corpora/en/kjv-mark.txt", "--dry-run"])
        #expect(result.status == 0)
        let genesis = try PrintedPlan.of("Corpora/en/kjv-genesis.txt")
        #expect(result.standardOutput.contains(genesis.callsPerLevel.map(String.init).joined(separator: "/")))
        #expect(result.standardOutput.contains("calls per level"))
        let glob = try BuiltCTX.run(["summarize", "Corpora/en/kjv-j*.txt", "--dry-run"])
        #expect(glob.status == 0)
        #expect(glob.standardOutput.contains("kjv-jonah.txt"))
        #expect(!glob.standardOutput.contains("kjv-mark.txt"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try BuiltCTX.run(["summarize", "Corpora/en/kjv-ruth.txt", "--resume"]).status == 64)
        #expect(try BuiltCTX.run(["summarize", "Corpora/en/kjv-ruth.txt", "--strategy", "fast"]).status == 64)
        #expect(try BuiltCTX.run(["summarize", "Corpora/en/kjv-ruth.txt", "--format", "pdf"]).status == 64)
        let missing = try BuiltCTX.run(["summarize", "Corpora/en/no-such-*.txt"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no file matches"))
    }

    @Test func planPrintsLevelsAndJSON() throws {
        let table = try BuiltCTX.run(["plan", "Corpora/en/kjv-genesis.txt"])
        #expect(table.status == 0)
        #expect(table.standardOutput.contains("collapse"))
        let transcript = try BuiltCTX.run(["plan", "Corpora/transcripts/bfcl-multi-turn-base-0.json"])
        #expect(transcript.status == 0)
        #expect(transcript.standardOutput.contains("transcript ("))
        let summary = try BuiltCTX.run(["summarize", "Corpora/transcripts/bfcl-multi-turn-base-0.json"])
        #expect(summary.status == 0)
        #expect(!summary.standardOutput.contains("\"entries\""), "the messages are summarized, not the JSON syntax")
        let json = try BuiltCTX.run(["plan", "Corpora/en/kjv-genesis.txt", "--json", "--strategy", "refine"])
        #expect(json.status == 0)
        let plan = try JSONDecoder().decode(PrintedPlan.self, from: Data(json.standardOutput.utf8))
        #expect(plan.strategy == "refine")
        #expect(plan.callsPerLevel == [plan.chunkCount])
        #expect(plan.totalCalls == plan.chunkCount)
    }
}
