#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

/// What the provider makes of a request's options: the sampling mode by its kind, the
/// temperature and the cap (`ModelProviderExecutor.options(_:)`), and the context options'
/// `includeSchemaInPrompt`.
@Suite struct ModelProviderOptionsTests {
    typealias Options = FoundationModelsGenerationOptions

    static func mapped(_ options: Options) -> ContextBudget.GenerationOptions {
        ModelProviderExecutor<ExtractiveModel>.options(options)
    }

    @Test func eachSamplingKindBecomesOurSamplingWithItsParametersAndSeed() {
        // The documented factories make the documented kinds.
        #expect(Options.SamplingMode.greedy.kind == .greedy)
        #expect(Options.SamplingMode.random(top: 40, seed: 7).kind == .randomTopK(40, seed: 7))
        #expect(Options.SamplingMode.random(probabilityThreshold: 0.9).kind == .randomProbabilityThreshold(0.9, seed: nil))

        let topK = Self.mapped(Options(sampling: .random(top: 40, seed: 7), temperature: 0.7))
        #expect(topK.sampling == .topK(40, seed: 7))
        #expect(topK.temperature == 0.7)
        let topP = Self.mapped(Options(sampling: .random(probabilityThreshold: 0.9, seed: 3), temperature: 0.7))
        #expect(topP.sampling == .topP(0.9, seed: 3))
        // No seed: the backend picks one (the native engine a fresh one each call).
        #expect(Self.mapped(Options(sampling: .random(top: 5))).sampling == .topK(5, seed: nil))
    }

    @Test func greedyCarriesNoTemperatureAndATemperatureOfZeroIsGreedy() {
        // The native engine samples at a temperature above 0 even under `.greedy`: greedy must not pass one on.
        let greedy = Self.mapped(Options(sampling: .greedy, temperature: 0.8, maximumResponseTokens: 12))
        #expect(greedy.sampling == .greedy)
        #expect(greedy.temperature == nil)
        #expect(greedy.maximumResponseTokens == 12)
        #expect(Self.mapped(Options(sampling: .random(top: 40), temperature: 0)).sampling == .greedy)
        #expect(Self.mapped(Options(sampling: .random(probabilityThreshold: 0.5), temperature: 0)).temperature == nil)
    }

    @Test func noModeIsGreedyUnlessATemperatureAsksForSampling() {
        #expect(Self.mapped(Options()).sampling == .greedy)
        guard case let .topP(threshold, _) = Self.mapped(Options(temperature: 1.0)).sampling else {
            Issue.record("a temperature of 1 with no mode should sample as Sampling.standard does")
            return
        }
        #expect(threshold == 0.95)
        // A cap of 0 or less is no cap.
        #expect(Self.mapped(Options(maximumResponseTokens: 0)).maximumResponseTokens == nil)
        // The 27 property is the same value as 26's.
        var options = Options()
        options.samplingMode = .greedy
        #expect(options.sampling == .greedy)
    }

    @Test func theContextOptionsDefaultsAreTheDocumentedOnes() {
        let options = ContextOptions()
        #expect(options.includeSchemaInPrompt == nil)
        #expect(options.reasoningLevel == nil)
        #expect(ContextOptions(reasoningLevel: .custom("x")).reasoningLevel != .moderate)
    }

    /// `includeSchemaInPrompt` true: the schema is written after the newest prompt (and still
    /// constrains the answer); false: the prompt is the user's text alone.
    @Test func includeSchemaInPromptWritesTheSchemaIntoTheNewestPrompt() async throws {
        let schema = try TranscriptConversion.generationSchema(ModelProviderToolAndSchemaTests.weatherParameters, tool: "answer")
        for included in [true, false] {
            let backend = ScriptedLanguageModel(replies: [.text(#"{"city":"Oslo"}"#)])
            let session = LanguageModelSession(model: ModelProvider(backend, honoursResponseSchema: true))
            let response = try await session.respond(to: "Which city?", schema: schema, includeSchemaInPrompt: included)
            #expect(response.content.jsonString == #"{"city":"Oslo"}"#)
            let prompt = try #require(backend.requests.first?.transcript.latestPrompt)
            if included {
                #expect(prompt.hasPrefix("Which city?\n\n"))
                #expect(prompt.hasSuffix(ModelProviderToolAndSchemaTests.weatherParameters.compactText))
            } else {
                #expect(prompt == "Which city?")
            }
        }
    }
}
#endif
