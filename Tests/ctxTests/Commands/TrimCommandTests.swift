import ContextBudget
import Foundation
import Testing

@Suite struct TrimCommandTests {
    let longContext = "Corpora/transcripts/bfcl-multi-turn-long-context-113.json"

    @Test func trimsTheLongContextTranscriptTo32KAndStoresWhatItRemoved() async throws {
        let directory = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("trimmed.json")
        let run = try await Ctx.run(["trim", longContext, "--budget", "32k", "--out", out.path, "--report"])
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

    /// At 2K the report lists every tool by relevance with its score and what selection did to it.
    @Test func reportListsEveryToolWithItsScoreAndState() async throws {
        let path = "Corpora/transcripts/bfcl-multi-turn-base-0.json"
        let run = try await Ctx.run(["trim", path, "--budget", "2k", "--report"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("by relevance (score;") }, "\(run.stderr)")
        let (transcript, _) = try Transcript.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        let rows = lines[(start + 1)...].prefix(transcript.tools.count)
        #expect(Set(rows.compactMap { $0.split(separator: " ").first { !$0.isEmpty && $0 != "*" }.map(String.init) }) == Set(transcript.tools.map(\.name)))
        #expect(rows.allSatisfy { $0.hasSuffix("kept whole") || $0.hasSuffix("compacted") || $0.hasSuffix("left out") }, "\(rows)")
    }

    @Test func summarizePolicyWritesOurFormatToStdout() async throws {
        var entries: [Transcript.Entry] = [.instructions("Be brief.")]
        for turn in 0..<200 {
            entries += [.prompt("Question \(turn): what is the weather in Lisbon and in Porto today?"),
                        .response("Answer \(turn): it is sunny in Lisbon and raining in Porto, about 18 degrees.")]
        }
        let directory = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("chat.json")
        try Transcript(entries: entries).encoded(as: .contextBudget).write(to: input)
        let run = try await Ctx.run(["trim", input.path, "--budget", "2048", "--policy", "summarize", "--summary-tokens", "100",
                                   "--store", directory.appendingPathComponent("store").path])
        #expect(run.status == 0, "\(run.stderr)")
        let (trimmed, format) = try Transcript.decode(Data(run.stdout.utf8))
        #expect(format == .contextBudget)
        #expect(trimmed.entries.first == .instructions("Be brief."))
        #expect(trimmed.entries[1].kind == .summary)
        #expect(trimmed.latestPrompt == "Question 199: what is the weather in Lisbon and in Porto today?")
    }

    @Test func failsWithTheReasonWhenTheFixedPartsCannotFit() async throws {
        // At 2K: at 4K the schemas fit (2,347 Gemma tokens, estimated 3,093 of 3,520).
        let run = try await Ctx.run(["trim", longContext, "--budget", "2k", "--tools", "all"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: the transcript cannot fit"))
        #expect(run.stderr.contains("tool definitions alone:"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func rejectsBadOptionsWithUsageStatus() async throws {
        for arguments in [["trim", longContext, "--policy", "bogus"], ["trim", longContext, "--max-tool-output", "3"],
                          ["trim", longContext, "--format", "xml"], ["trim"]] {
            let run = try await Ctx.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: "))
        }
        let missing = try await Ctx.run(["trim", "no-such-file.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no-such-file.json: no such file"))
    }

    @Test func convertsToOpenAIMessagesAndKeepsAFittingTranscriptWhole() async throws {
        let directory = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("small.json")
        let transcript = Transcript(entries: [.instructions("Be brief."), .prompt("Hi."), .response("Hello.")])
        try transcript.encoded(as: .contextBudget).write(to: input)
        let run = try await Ctx.run(["trim", input.path, "--format", "openai", "--report"])
        #expect(run.status == 0, "\(run.stderr)")
        let (trimmed, format) = try Transcript.decode(Data(run.stdout.utf8))
        #expect(format == .openAI)
        #expect(trimmed == transcript)
        #expect(run.stderr.contains("nothing to do"))
    }
}
