#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import HTTPModel
import NativeModel
import Testing
@testable import FoundationModelsAdapter

/// Our real engines behind `ModelProvider`: the native transformer (a tiny Gemma 3 GGUF from the
/// fixtures, greedy, so its answer is reproducible) and the OpenAI-compatible client.
@Suite struct EngineProviderTests {
    static let tinyGemma = AdapterTestSupport.repositoryRoot.appendingPathComponent("Tests/Fixtures/NativeModel/tiny-gemma3.gguf")
    static var hasTinyGemma: Bool { FileManager.default.fileExists(atPath: tinyGemma.path) }
    static let gemma270M = ModelLocator.gemma3_270mIfPresent()

    @Test(.enabled(if: hasTinyGemma, "Tests/Fixtures/NativeModel/tiny-gemma3.gguf is missing"))
    func theNativeEngineAnswersASessionAsItAnswersUs() async throws {
        let gemma = try NativeLanguageModel(url: Self.tinyGemma, contextSize: 64)
        let direct = try await gemma.generate(.init(prompt: "hello"), options: .init(maximumResponseTokens: 8))
        let session = LanguageModelSession(model: ModelProvider(gemma))
        let response = try await session.respond(to: "hello", options: .init(maximumResponseTokens: 8))
        #expect(response.content == direct)
        #expect(response.usage.input.totalTokenCount == (try await gemma.tokenCount(for: .init(prompt: "hello"))))
        // Usage counts the answer's text again in the engine's vocabulary: the 8 generated tokens
        // may re-tokenize to a different number (they do here), so the report is a re-count.
        #expect(response.usage.output.totalTokenCount == gemma.tokenCounter.count(response.content))
    }

    /// Apple's executor guidance: keep the cache up to where consecutive transcripts diverge.
    /// The second turn's transcript starts with the first's prompt, so the engine computes only
    /// what follows it, and the usage says how much was served from the cache.
    @Test(.enabled(if: hasTinyGemma, "Tests/Fixtures/NativeModel/tiny-gemma3.gguf is missing"))
    func aConversationsSecondTurnComputesOnlyWhatFollowsTheCachedPrefix() async throws {
        let gemma = try NativeLanguageModel(url: Self.tinyGemma, contextSize: 64)
        let session = LanguageModelSession(model: ModelProvider(gemma))
        let first = try await session.respond(to: "hello", options: .init(maximumResponseTokens: 4))
        #expect(first.usage.input.cachedTokenCount == 0, "nothing was cached before the first turn")
        #expect(gemma.prefilledTokenCount == first.usage.input.totalTokenCount)
        let before = gemma.prefilledTokenCount
        let second = try await session.respond(to: "again", options: .init(maximumResponseTokens: 4))
        let total = second.usage.input.totalTokenCount, cached = second.usage.input.cachedTokenCount
        #expect(cached >= first.usage.input.totalTokenCount, "the whole first prompt is reused (\(cached) cached)")
        #expect(cached < total)
        #expect(gemma.prefilledTokenCount - before == total - cached, "only the tokens after the cached prefix are computed")
    }

    /// The same over a scripted 30-turn session on Gemma 3 270M: the tokens the engine prefills,
    /// against what re-prefilling every request's whole transcript would cost (the sum of the
    /// requests' input counts). Each turn computes only its new prompt and the last answer.
    @Test(.enabled(if: gemma270M != nil, "Gemma 3 270M is not in ~/.cache/contextbudget/models (Scripts fetch it)"))
    func aThirtyTurnSessionPrefillsAFractionOfItsTranscripts() async throws {
        let gemma = try NativeLanguageModel(url: try #require(Self.gemma270M), contextSize: 2048)
        let session = LanguageModelSession(model: ModelProvider(gemma))
        var requested = 0
        for turn in 1...30 {
            let response = try await session.respond(to: "Note \(turn): the meeting moved to room \(100 + turn).", options: .init(maximumResponseTokens: 4))
            requested += response.usage.input.totalTokenCount
            #expect(response.usage.input.cachedTokenCount > 0 || turn == 1, "turn \(turn) reused nothing")
        }
        let ratio = Double(requested) / Double(gemma.prefilledTokenCount)
        print("30 turns through ModelProvider on Gemma 3 270M: \(requested) input tokens requested, \(gemma.prefilledTokenCount) prefilled (\(String(format: "%.1f", ratio))x fewer)")
        #expect(ratio >= 3, "the provider must keep the cache across requests")
    }

    /// A random sampling mode's top-k and seed reach the engine: the session's answer is the one
    /// the engine samples directly with the same top-k, temperature and seed (two engines, so
    /// neither answer comes from a cache the other filled).
    @Test(.enabled(if: hasTinyGemma, "Tests/Fixtures/NativeModel/tiny-gemma3.gguf is missing"))
    func aSeededTopKModeSamplesAsTheEngineDoesWithThatSeed() async throws {
        let direct = try await NativeLanguageModel(url: Self.tinyGemma, contextSize: 64).generate(
            .init(prompt: "hello"), options: .init(maximumResponseTokens: 8, temperature: 1.5, sampling: .topK(20, seed: 42)))
        let session = LanguageModelSession(model: ModelProvider(try NativeLanguageModel(url: Self.tinyGemma, contextSize: 64)))
        let response = try await session.respond(
            to: "hello", options: .init(sampling: .random(top: 20, seed: 42), temperature: 1.5, maximumResponseTokens: 8))
        #expect(response.content == direct)
    }

    @Test(.enabled(if: hasTinyGemma, "Tests/Fixtures/NativeModel/tiny-gemma3.gguf is missing"))
    func theNativeEngineRefusesWhatDoesNotFitItsWindow() async throws {
        let gemma = try NativeLanguageModel(url: Self.tinyGemma, contextSize: 64)
        let session = LanguageModelSession(model: ModelProvider(gemma))
        await #expect {
            try await session.respond(to: String(repeating: "a long prompt ", count: 40), options: .init(maximumResponseTokens: 8))
        } throws: { error in
            guard case let .contextSizeExceeded(details)? = error as? LanguageModelError else { return false }
            return details.contextSize == 64 && details.tokenCount > 64
        }
    }

    /// Guided generation through the provider, on Gemma 3 270M (the tiny fixture's vocabulary
    /// cannot spell JSON): the request's schema reaches the engine as `responseSchema`, so the
    /// answer is an instance of it, and it is the answer the engine gives us directly with the
    /// same schema (greedy, so reproducible; the schema is not written into the prompt, so the
    /// prompts are the same).
    @Test(.enabled(if: gemma270M != nil, "Gemma 3 270M is not in ~/.cache/contextbudget/models (Scripts fetch it)"))
    func gemmaAnswersASchemaThroughTheProviderWithAnInstanceOfIt() async throws {
        let schema: JSONValue = .object([
            "type": "object",
            "properties": .object(["capital": .object(["type": "string", "enum": .array(["Paris", "Lyon", "Marseille"])])]),
            "required": .array(["capital"]),
        ])
        let prompt = "What is the capital of France? Answer in JSON."
        let gemma = try NativeLanguageModel(url: try #require(Self.gemma270M), contextSize: 512)
        let direct = try await gemma.generate(.init(prompt: prompt), options: .init(maximumResponseTokens: 48, responseSchema: schema))
        let session = LanguageModelSession(model: ModelProvider(gemma, honoursResponseSchema: true))
        let response = try await session.respond(
            to: prompt, schema: try TranscriptConversion.generationSchema(schema, tool: "answer"), includeSchemaInPrompt: false,
            options: .init(maximumResponseTokens: 48))
        #expect(response.content.jsonString == direct)
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(response.content.jsonString.utf8))
        guard case let .object(fields) = value, case let .string(capital)? = fields["capital"] else {
            Issue.record("not an instance of the schema: \(response.content.jsonString)")
            return
        }
        #expect(["Paris", "Lyon", "Marseille"].contains(capital))
    }

    @Test func anHTTPBackendsFailurePassesThroughAsOurs() async throws {
        // Nothing listens on port 9 of loopback: the request fails fast, and the session sees our
        // error (retries are the client's business, not the provider's).
        let configuration = OpenAICompatibleConfiguration(
            baseURLs: [URL(string: "http://127.0.0.1:9")!], contextSize: 4096, maximumAttempts: 1,
            usesServerTokenizer: false)
        let server = try OpenAICompatibleModel(configuration: configuration)
        let session = LanguageModelSession(model: ModelProvider(server))
        await #expect(throws: GenerationError.self) { try await session.respond(to: "hello") }
    }
}
#endif
