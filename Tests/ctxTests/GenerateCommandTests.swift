import ContextBudget
import Foundation
import NativeModel
import Testing

/// `ctx generate` end to end through the built binary.
struct GenerateCommandTests {
    @Test func promptIsRequired() async throws {
        let result = try await Ctx.run(["generate", "--model", "/nonexistent.gguf"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--prompt"))
        #expect(try await Ctx.run(["generate", "--help"]).stdout.contains("USAGE: ctx generate"))
    }

    @Test func missingModelFails() async throws {
        let result = try await Ctx.run(["generate", "--model", "/nonexistent.gguf", "--prompt", "hi"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent.gguf"))
    }

    /// The bundled Gemma is a base model: `ctx generate` says so on stderr and prompts it as a
    /// plain-text dialogue, and what it prints is the library's answer to the same request on the
    /// same path (not a text measured on another machine), the same twice.
    @Test(.enabled(if: ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func greedyGenerationIsDeterministic() async throws {
        let url = try #require(ModelLocator.gemma3_270mIfPresent())
        let question = "What is the capital of France?"
        let arguments = ["generate", "--model", url.path, "--prompt", question, "--max-tokens", "6", "--context", "256"]
        let first = try await Ctx.run(arguments)
        let second = try await Ctx.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.contains("is a base model") && first.stderr.contains("--raw"), "\(first.stderr)")
        let model = try NativeLanguageModel(url: url, contextSize: 256, basePrompting: .plainDialogue)
        let expected = try await model.generate(Transcript(entries: [.prompt(question)]), options: GenerationOptions(maximumResponseTokens: 6))
        #expect(first.stdout == expected + "\n")
        let raw = try await Ctx.run(["generate", "--model", url.path, "--raw", "--prompt", "Q: 2+2?\nA:", "--max-tokens", "2", "--context", "64"])
        #expect(raw.status == 0 && !raw.stderr.contains("base model"), "--raw is the caller's own prompt: no note")
    }

    /// `--schema FILE` constrains the answer: it parses and has the schema's shape. A file that
    /// is not JSON is a usage error; a schema the engine cannot compile fails naming the keyword.
    @Test(.enabled(if: ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func schemaShapesTheAnswer() async throws {
        let url = try #require(ModelLocator.gemma3_270mIfPresent())
        let folder = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let schema = try file("city.json", #"{"type":"object","properties":{"city":{"type":"string","enum":["Paris","Lyon"]}},"required":["city"]}"#)
        let common = ["generate", "--model", url.path, "--max-tokens", "16", "--context", "256", "--prompt", "The capital of France, in JSON?"]
        let result = try await Ctx.run(common + ["--schema", schema])
        #expect(result.status == 0, "\(result.stderr)")
        let answer = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.trimmingCharacters(in: .newlines).utf8))
        guard case let .object(members) = answer, case let .string(city)? = members["city"] else {
            Issue.record("not the schema's shape: \(result.stdout)")
            return
        }
        #expect(["Paris", "Lyon"].contains(city) && members.count == 1, "\(result.stdout)")

        let notJSON = try await Ctx.run(common + ["--schema", try file("bad.json", "{type: object")])
        #expect(notJSON.status == 64 && notJSON.stderr.contains("--schema"), "\(notJSON.stderr)")
        let unsupported = try await Ctx.run(common + ["--schema", try file("pattern.json", #"{"type":"string","pattern":"a+"}"#)])
        #expect(unsupported.status == 1 && unsupported.stderr.contains("pattern"), "\(unsupported.stderr)")
    }

    /// The tiny random qwen2 and llama models run through the CLI, with their families' formats
    /// or an explicit one; an unknown template name is a usage error.
    @Test func otherArchitecturesAndExplicitTemplates() async throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/NativeModel")
        for (architecture, template) in [("qwen2", "chatml"), ("llama", nil), ("llama", "llama3")] as [(String, String?)] {
            var arguments = ["generate", "--model", fixtures.appendingPathComponent("tiny-\(architecture).gguf").path,
                             "--prompt", "Hi", "--max-tokens", "3", "--context", "64"]
            if let template { arguments += ["--chat-template", template] }
            let result = try await Ctx.run(arguments)
            #expect(result.status == 0, "\(architecture): \(result.stderr)")
        }
        let bad = try await Ctx.run(["generate", "--model", fixtures.appendingPathComponent("tiny-llama.gguf").path,
                                     "--prompt", "Hi", "--chat-template", "vicuna"])
        #expect(bad.status == 64 && bad.stderr.contains("vicuna"))
        let notLocal = try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--chat-template", "chatml", "--dry-run"])
        #expect(notLocal.status == 64 && notLocal.stderr.contains("--chat-template"))
    }

    /// The penalty and min-p flags reach the sampler (a strong repetition penalty changes the tiny
    /// model's greedy answer; the same flags give the same answer twice); bad values are usage errors.
    /// The tiny model's file names no instruct tuning, so it is asked in its family's format by
    /// name (the measured change is for that prompt).
    @Test func samplingFlags() async throws {
        let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/NativeModel/tiny-llama.gguf").path
        let base = ["generate", "--model", model, "--prompt", "Hi", "--max-tokens", "12", "--context", "64", "--chat-template", "llama3"]
        let plain = try await Ctx.run(base)
        let penalized = ["--repeat-penalty", "50", "--frequency-penalty", "2", "--presence-penalty", "2", "--repeat-last-n", "64"]
        let first = try await Ctx.run(base + penalized)
        let second = try await Ctx.run(base + penalized)
        #expect(plain.status == 0 && first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout != plain.stdout, "penalties left the greedy answer unchanged: \(plain.stdout)")
        let sampled = try await Ctx.run(base + ["--temperature", "0.8", "--min-p", "0.1", "--seed", "3"])
        #expect(sampled.status == 0, "\(sampled.stderr)")
        for (flag, value) in [("repeat-penalty", "0"), ("repeat-penalty", "x"), ("min-p", "1.5"), ("repeat-last-n", "-1"),
                              ("frequency-penalty", "nan")] {
            let result = try await Ctx.run(["generate", "--model", model, "--prompt", "Hi", "--\(flag)", value])
            #expect(result.status == 64 && result.stderr.contains("--\(flag)"), "--\(flag) \(value): \(result.stderr)")
        }
    }
}

/// `ctx generate --raw`: plain completion of the prompt as written, no chat template.
struct GenerateRawCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NativeModel")

    /// A raw prompt is continued as written: deterministic, and not the chat answer to the same words.
    @Test func aRawPromptIsContinuedWithoutTheTemplate() async throws {
        let model = Self.fixtures.appendingPathComponent("tiny-qwen2.gguf").path
        // The tiny model's trained context is 64 tokens: the ChatML turn leaves room for 3.
        let common = ["generate", "--model", model, "--max-tokens", "3", "--context", "64"]
        let chat = try await Ctx.run(common + ["--prompt", "Hi", "--chat-template", "chatml"])
        let raw = try await Ctx.run(common + ["--raw", "--prompt", "Hi"])
        let again = try await Ctx.run(common + ["--raw", "--prompt", "Hi"])
        #expect(chat.status == 0 && raw.status == 0, "\(chat.stderr) \(raw.stderr)")
        #expect(raw.stdout == again.stdout)
        #expect(raw.stdout != chat.stdout)
    }

    @Test func rawTakesNoChatTemplate() async throws {
        let model = Self.fixtures.appendingPathComponent("tiny-llama.gguf").path
        let result = try await Ctx.run(["generate", "--model", model, "--prompt", "Hi", "--raw", "--chat-template", "chatml"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--raw"))
    }

    /// Gemma's turn written out by hand, sent raw (its BOS added as llama.cpp does), answers as
    /// the chat in Gemma's format (asked for by name: the base model's default is the dialogue).
    @Test(.enabled(if: ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func gemmasRawTurnAnswersAsTheChat() async throws {
        let url = try #require(ModelLocator.gemma3_270mIfPresent())
        let common = ["generate", "--model", url.path, "--max-tokens", "6", "--context", "256"]
        let chat = try await Ctx.run(common + ["--chat-template", "gemma", "--prompt", "What is the capital of France?"])
        let raw = try await Ctx.run(common + ["--raw", "--prompt", "<start_of_turn>user\nWhat is the capital of France?<end_of_turn>\n<start_of_turn>model\n"])
        #expect(chat.status == 0 && raw.status == 0, "\(chat.stderr) \(raw.stderr)")
        #expect(raw.stdout == chat.stdout)
    }
}
