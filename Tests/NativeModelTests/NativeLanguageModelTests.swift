import ContextBudget
import Foundation
import Testing
import GGUF
import Tokenizers
@testable import NativeModel

/// The model behind `LanguageModel`, on the real Gemma file (reported as skipped without it).
struct NativeLanguageModelTests {
    static let fixture = GemmaLlamaCppTests.fixture
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The prompts of Scripts/fixtures/make-gemma-fixtures.py, by case name.
    static func promptText(_ name: String) throws -> (text: String, chat: Bool) {
        switch name {
        case "capital": return ("What is the capital of France?", true)
        case "haiku": return ("Write a haiku about the sea.", true)
        case "plain": return ("The quick brown fox jumps over the lazy dog. Then the fox", false)
        case "code": return ("Write a Python function that reverses a string.", true)
        case "translate": return ("Translate to French: Good morning, how are you today?", true)
        case "colors": return ("List three colors of the rainbow.", true)
        case "arithmetic": return ("What is 12 times 7? Answer briefly.", true)
        case "story": return ("Tell a very short story about a cat.", true)
        case "define": return ("Define the word 'ephemeral'.", true)
        case "moon": return ("In 1969, the first humans landed on the Moon. The mission was called", false)
        case "email": return ("Write a polite email declining a meeting invitation.", true)
        case "long":
            let jonah = try String(contentsOf: repository.appendingPathComponent("Corpora/en/kjv-jonah.txt"), encoding: .utf8)
            return (String(jonah.unicodeScalars.prefix(6000)) + "\n\nSummarize the text above in three sentences.", true)
        default: throw GenerationError.invalidResponse("unknown case \(name)")
        }
    }

    static func model() throws -> NativeLanguageModel {
        try NativeLanguageModel(url: GemmaFile.require(), contextSize: 2048)
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func promptsTokenizeAsLlamaCppDoes() async throws {
        let model = try Self.model()
        let fixture = try JSONDecoder().decode(GemmaLlamaCppTests.Fixture.self, from: Data(contentsOf: Self.fixture))
        for c in fixture.cases {
            let (text, chat) = try Self.promptText(c.name)
            let ids = chat ? model.promptTokens(for: Transcript(entries: [.prompt(text)]))
                : [2] + model.tokenizer.encode(text)
            #expect(ids == c.prompt, "\(c.name): \(ids.count) ids vs llama.cpp's \(c.prompt.count)")
            let count = try await model.tokenCount(for: Transcript(entries: [.prompt(text)]))
            if chat { #expect(count == c.prompt.count) }
        }
    }

    /// Our greedy answer is llama.cpp's (the reference's fixture) where the reference's choice is
    /// not a near-tie: every compared step has its first choice at least 0.5 nats above the second
    /// in llama.cpp's own log-probabilities, far more than another CPU's or build's rounding moves
    /// a logit, so the comparison does not depend on the machine the fixture was made on.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func greedyGenerationIsLlamaCppsContinuation() async throws {
        let model = try Self.model()
        let fixture = try JSONDecoder().decode(GemmaLlamaCppTests.Fixture.self, from: Data(contentsOf: Self.fixture))
        let capital = try #require(fixture.cases.first { $0.name == "capital" })
        for (step, logprobs) in capital.top5_logprobs.prefix(6).enumerated() {
            try #require(logprobs[0] - logprobs[1] >= 0.5, "step \(step) of the fixture is a near-tie: compare fewer steps")
        }
        let transcript = Transcript(entries: [.prompt("What is the capital of France?")])
        let text = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 6))
        let expected = try model.tokenizer.decode(Array(capital.generated.prefix(6)))
        #expect(text == expected)
        // Streaming yields the same text in pieces; the KV cache prefix is reused between calls.
        var pieces: [String] = []
        for try await piece in model.streamResponse(to: transcript, options: GenerationOptions(maximumResponseTokens: 6)) { pieces.append(piece) }
        #expect(pieces.joined() == expected && pieces.count > 1)
        // A stop sequence ends the answer before it.
        let stopped = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 6, stopSequences: ["capital"]))
        #expect(stopped == String(expected[..<expected.range(of: "capital")!.lowerBound]))
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func seededSamplingIsReproducible() async throws {
        let model = try Self.model()
        let transcript = Transcript(entries: [.instructions("Answer briefly."), .prompt("Name a color.")])
        let options = GenerationOptions(maximumResponseTokens: 5, temperature: 0.9, sampling: .topP(0.95, seed: 7))
        let first = try await model.generate(transcript, options: options)
        let second = try await model.generate(transcript, options: options)
        #expect(first == second && !first.isEmpty)
    }

    /// On the real model, penalties change greedy decoding (a repeated token is pushed down) and
    /// stay reproducible; min-p keeps seeded sampling reproducible too.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func penaltiesAndMinPAreReproducible() async throws {
        let model = try Self.model()
        let transcript = Transcript(entries: [.prompt("Repeat the word 'yes' twenty times.")])
        let plain = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 24))
        let options = GenerationOptions(maximumResponseTokens: 24, repetitionPenalty: 1.5, presencePenalty: 1)
        let first = try await model.generate(transcript, options: options)
        let second = try await model.generate(transcript, options: options)
        #expect(first == second && !first.isEmpty)
        #expect(first != plain, "penalties left the greedy answer unchanged: \(plain)")
        let sampled = GenerationOptions(maximumResponseTokens: 8, temperature: 0.8, sampling: .topK(40, seed: 3), minP: 0.05)
        let a = try await model.generate(transcript, options: sampled)
        #expect(try await model.generate(transcript, options: sampled) == a)
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func overflowThrowsInsteadOfTruncating() async throws {
        let model = try Self.model()
        let transcript = Transcript(entries: [.prompt(String(repeating: "word ", count: 3000))])
        await #expect(throws: GenerationError.self) {
            _ = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 10))
        }
        #expect(try await model.tokenCount(for: transcript) > model.contextSize)
    }
}
