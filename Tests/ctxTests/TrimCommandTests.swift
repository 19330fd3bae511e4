import ContextBudget
import Foundation
import Testing

/// Runs the built `ctx` binary, as a user would.
private enum TrimCLI {
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// `ctx` next to the test bundle (the products directory), else in `.build`.
    static var executable: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent(),
                          root.appendingPathComponent(".build/release"), root.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("ctx") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the ctx binary was not found next to the tests or in .build; run swift build first" }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let executable else { throw NotBuilt() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-trim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite struct TrimCommandTests {
    let longContext = "Corpora/transcripts/bfcl-multi-turn-long-context-113.json"

    @Test func trimsTheLongContextTranscriptTo32KAndStoresWhatItRemoved() async throws {
        let directory = try TrimCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("trimmed.json")
        let run = try TrimCLI.run(["trim", longContext, "--budget", "32k", "--out", out.path, "--report"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let (trimmed, format) = try Transcript.decode(Data(contentsOf: out))
        #expect(format == .openAI, "the output keeps the input's format")
        #expect(try await ExtractiveModel(contextSize: 32768).tokenCount(for: trimmed) <= TokenBudget.privateCloudCompute.promptCapacity)
        // Every reference the report names is a file in the store, and decodes.
        let store = DirectoryTranscriptStore(directory: URL(fileURLWithPath: out.path + ".removed"))
        let ids = run.stderr.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
            .filter { $0.hasPrefix("output-") || $0.hasPrefix("turn-") }
        #expect(!ids.isEmpty, "\(run.stderr)")
        for id in ids { #expect(try await store.entries(for: String(id)) != nil, "\(id) not stored") }
        #expect(run.stderr.contains("shortened the output of call_3"))
    }

    @Test func summarizePolicyWritesOurFormatToStdout() throws {
        var entries: [Transcript.Entry] = [.instructions("Be brief.")]
        for turn in 0..<200 {
            entries += [.prompt("Question \(turn): what is the weather in Lisbon and in Porto today?"),
                        .response("Answer \(turn): it is sunny in Lisbon and raining in Porto, about 18 degrees.")]
        }
        let directory = try TrimCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("chat.json")
        try Transcript(entries: entries).encoded(as: .contextBudget).write(to: input)
        let run = try TrimCLI.run(["trim", input.path, "--budget", "2048", "--policy", "summarize", "--summary-tokens", "100",
                                   "--store", directory.appendingPathComponent("store").path])
        #expect(run.status == 0, "\(run.stderr)")
        let (trimmed, format) = try Transcript.decode(Data(run.stdout.utf8))
        #expect(format == .contextBudget)
        #expect(trimmed.entries.first == .instructions("Be brief."))
        #expect(trimmed.entries[1].kind == .summary)
        #expect(trimmed.latestPrompt == "Question 199: what is the weather in Lisbon and in Porto today?")
    }

    @Test func failsWithTheReasonWhenTheFixedPartsCannotFit() throws {
        let run = try TrimCLI.run(["trim", longContext, "--budget", "4k"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: the transcript cannot fit"))
        #expect(run.stderr.contains("tool definitions alone:"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func rejectsBadOptionsWithUsageStatus() throws {
        for arguments in [["trim", longContext, "--policy", "bogus"], ["trim", longContext, "--max-tool-output", "3"],
                          ["trim", longContext, "--format", "xml"], ["trim"]] {
            let run = try TrimCLI.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: "))
        }
        let missing = try TrimCLI.run(["trim", "no-such-file.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no-such-file.json: no such file"))
    }

    @Test func convertsToOpenAIMessagesAndKeepsAFittingTranscriptWhole() throws {
        let directory = try TrimCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("small.json")
        let transcript = Transcript(entries: [.instructions("Be brief."), .prompt("Hi."), .response("Hello.")])
        try transcript.encoded(as: .contextBudget).write(to: input)
        let run = try TrimCLI.run(["trim", input.path, "--format", "openai", "--report"])
        #expect(run.status == 0, "\(run.stderr)")
        let (trimmed, format) = try Transcript.decode(Data(run.stdout.utf8))
        #expect(format == .openAI)
        #expect(trimmed == transcript)
        #expect(run.stderr.contains("nothing to do"))
    }
}
