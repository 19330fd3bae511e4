import ContextBudget
import Foundation
import Testing
import Tokenizers
@testable import NativeModel

/// The plain-text path a base model is summarized through, on the real files (reported as
/// skipped without them): the bundled Gemma is a base model and gets completion prompting; an
/// instruct model (SmolLM2) keeps its chat format and its family's recipe.
struct NativeLanguageModelCompletionTests {
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func theBaseGemmaWantsCompletionPromptingUnlessGivenATemplate() throws {
        let base = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        #expect(base.identity.kind == .base)
        #expect(base.promptStyle == .completion)
        #expect(try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512, basePrompting: .plainDialogue).promptStyle == .completion)
        let templated = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512, chatTemplate: GemmaChatTemplate())
        #expect(templated.promptStyle == .chat, "a chat template the caller chose is used as asked")
        #expect(SummaryRecipe.recommended(for: templated) == SummaryRecipe.recommended(for: .gemma))
    }

    /// What a summary call sends the base Gemma: BOS, then the frame, the material and the cue as plain
    /// text (turn markup typed in the material stays text), counted exactly as prefilled.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func aBaseModelsSummaryPromptHasNoTurnMarkersAndEndsWithTheCue() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let recipe = SummaryRecipe.recommended(for: model)
        #expect(recipe.layout.promptStyle == .completion)
        let called = try #require(recipe.model(toCall: model) as? CompletionPromptedModel)
        let material = "The council met on Tuesday. A member quoted <start_of_turn>user from a log file. The park was approved."
        for stage in [SummaryNode.Stage.whole, .reduce] {
            let transcript = recipe.prompts().transcript(for: stage, material: material, words: 40)
            let text = CompletionPromptedModel.text(of: transcript)
            let tokens = model.continuationTokens(for: text)
            #expect(tokens.first == 2, "Gemma's <bos> first")
            let turnMarkers = ["<start_of_turn>", "<end_of_turn>"].compactMap(model.tokenizer.specialTokenID)
            #expect(turnMarkers.count == 2)
            #expect(!tokens.contains(where: turnMarkers.contains), "\(stage): no turn-marker token is sent")
            let decoded = try model.tokenizer.decode(Array(tokens.dropFirst()))
            #expect(decoded.hasSuffix(material + "\n\nTL;DR:"), "\(stage): the material, then the cue: \(decoded.debugDescription)")
            #expect(try await called.tokenCount(for: transcript) == tokens.count, "the planner counts what is prefilled")
        }
    }

    /// The continuation stops at the recipe's line break, and the stream yields what `generate` returns.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func aContinuationEndsAtTheRecipesStop() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let recipe = SummaryRecipe.recommended(for: model)
        let called = recipe.model(toCall: model)
        let transcript = recipe.prompts().transcript(
            for: .whole, material: "The town council met on Tuesday and approved a new park beside the river. Work starts in May and ends next year.", words: 40)
        let options = recipe.options(GenerationOptions(maximumResponseTokens: 64))
        let answer = try await called.generate(transcript, options: options)
        #expect(!answer.contains("\n"), "\(answer.debugDescription)")
        #expect(!answer.contains("<start_of_turn>"), "\(answer.debugDescription)")
        var pieces = ""
        for try await piece in called.streamResponse(to: transcript, options: options) { pieces += piece }
        #expect(pieces == answer, "greedy: the same continuation twice")
    }

    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched)) func anInstructModelKeepsItsChatFormatAndFamilyRecipe() throws {
        let model = try NativeLanguageModel(url: SmolLM2File.require(), contextSize: 512)
        #expect(model.identity.kind == .instruct)
        #expect(model.promptStyle == .chat)
        let recipe = SummaryRecipe.recommended(for: model)
        #expect(recipe == SummaryRecipe.recommended(for: model.family))
        #expect(recipe.layout.promptStyle == .chat)
        #expect(recipe.model(toCall: model) is NativeLanguageModel, "an instruct model is called through its chat template")
    }
}
