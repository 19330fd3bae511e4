import ContextBudget
import Foundation
import NativeModel
import Testing

@Suite struct ChatCommandTests {
    @Test func answersEachLineAndSavesTheConversationAfterEveryTurnSoARerunResumes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-chat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("chat.json").path
        let first = try await Ctx.run(
            ["chat", "--transcript", file, "--instructions", "Be brief.", "--report"],
            input: "The Lisbon warehouse shipped 40 crates on Monday.\nPorto shipped 12 crates on \\\nTuesday.\n")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.split(separator: "\n").count == 2, "one answer per prompt: \(first.stdout)")
        #expect(first.stderr.contains("[model call 1:"))
        let (saved, _) = try Transcript.decode(Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(saved.entries.first == .instructions("Be brief."))
        #expect(saved.entries.filter { $0.kind == .prompt } == [
            .prompt("The Lisbon warehouse shipped 40 crates on Monday."), .prompt("Porto shipped 12 crates on \nTuesday."),
        ])
        #expect(saved.entries.last?.kind == .response)

        let second = try await Ctx.run(["chat", "--transcript", file], input: "Which shipped more?\n")
        #expect(second.status == 0, "\(second.stderr)")
        let (resumed, _) = try Transcript.decode(Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(resumed.entries.count == saved.entries.count + 2)
        #expect(Array(resumed.entries.prefix(saved.entries.count)) == saved.entries)
    }

    @Test func aLongConversationStaysInsideASmallBudget() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-chat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("chat.json").path
        let prompts = (0..<40).map { "Note \($0): the depot in town \($0 % 7) received \($0 * 13) parcels and sent \($0 * 5) back." }
        let run = try await Ctx.run(["chat", "--transcript", file, "--budget", "1k", "--report"], input: prompts.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("trim: dropped"), "the window filled and was trimmed")
        let (saved, _) = try Transcript.decode(Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(saved.latestPrompt == prompts.last)
        #expect(saved.entries.count < 80, "old turns were dropped from the saved session")
        let removed = try FileManager.default.contentsOfDirectory(atPath: file + ".removed").filter { $0.hasPrefix("turn-") }
        #expect(!removed.isEmpty, "dropped turns are kept beside the transcript")
        var keptPrompts = Set(saved.entries.compactMap { if case let .prompt(text) = $0 { text } else { nil } })
        for name in removed {
            let (turn, _) = try Transcript.decode(Data(contentsOf: URL(fileURLWithPath: file + ".removed/" + name)))
            for case let .prompt(text) in turn.entries { keptPrompts.insert(text) }
        }
        #expect(keptPrompts == Set(prompts), "every prompt is in the transcript or its store")
    }

    @Test func aBadTranscriptFileIsAOneLineError() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-chat-bad-\(UUID().uuidString).json")
        try Data("{\"entries\": [{\"type\": \"prompt\"}]}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await Ctx.run(["chat", "--transcript", file.path], input: "Hello.\n")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: file) == Data("{\"entries\": [{\"type\": \"prompt\"}]}".utf8), "the file is left as it was")
    }

    /// The bundled Gemma is a base model: `ctx chat` says so and writes the conversation as a
    /// plain-text dialogue, so the answer ends where the model would start the next user line.
    @Test(.enabled(if: NativeModel.ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func aBaseModelChatsAsAPlainDialogueAndSaysSo() async throws {
        let url = try #require(NativeModel.ModelLocator.gemma3_270mIfPresent())
        let run = try await Ctx.run(["chat", "--model", "gguf:\(url.path)", "--max-tokens", "24"], input: "What is the capital of France?\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("is a base model") && run.stderr.contains("plain-text dialogue"), "\(run.stderr)")
        #expect(!run.stderr.contains("--raw"), "ctx chat has no --raw to suggest: \(run.stderr)")
        #expect(!run.stdout.contains("\nUser:"), "\(run.stdout)")
    }

    /// `--schema FILE` constrains every answer of the session: each line of output is an instance.
    @Test(.enabled(if: NativeModel.ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func everyAnswerIsAnInstanceOfTheSchema() async throws {
        let url = try #require(NativeModel.ModelLocator.gemma3_270mIfPresent())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-chat-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("answer.json")
        try Data(#"{"type":"object","properties":{"answer":{"enum":["yes","no"]}},"required":["answer"]}"#.utf8).write(to: schema)
        let run = try await Ctx.run(
            ["chat", "--model", "gguf:\(url.path)", "--max-tokens", "24", "--schema", schema.path],
            input: "Is the sky blue?\nIs fire cold?\n")
        #expect(run.status == 0, "\(run.stderr)")
        let answers = run.stdout.split(separator: "\n")
        #expect(answers.count == 2, "\(run.stdout)")
        for answer in answers {
            let value = try JSONDecoder().decode([String: String].self, from: Data(answer.utf8))
            #expect(["yes", "no"].contains(value["answer"] ?? ""), "\(answer)")
        }
        let notJSON = folder.appendingPathComponent("broken.json")
        try Data("{".utf8).write(to: notJSON)
        let refused = try await Ctx.run(["chat", "--schema", notJSON.path], input: "Hi\n")
        #expect(refused.status == 64 && refused.stderr.contains("is not JSON"), "\(refused.stderr)")
    }
}
