import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// The prompt layouts, the per-family recipe table, and the `{words}` placeholder.
@Suite struct SummaryPromptLayoutTests {
    @Test func materialFirstSendsNoInstructionsNoTagsAndAsksLast() throws {
        let prompts = SummaryPromptLayout.materialFirst.prompts()
        let transcript = prompts.transcript(for: .map, material: "The council met on Tuesday.", words: 90)
        #expect(transcript.entries.count == 1, "no instructions entry: Gemma would fold it into the user turn")
        let prompt = try #require(transcript.latestPrompt)
        #expect(prompt == "The council met on Tuesday.\n\nSummarize the text above in about 90 words.")
        for stage in [SummaryNode.Stage.whole, .map, .collapse, .reduce, .refine] {
            #expect(!prompts.template(for: stage).contains("<"), "\(stage) has no tag the model could copy")
            #expect(prompts.template(for: stage).contains("{words}"))
        }
    }

    @Test func instructionFirstPutsTheMaterialLast() throws {
        let prompt = try #require(SummaryPromptLayout.instructionFirst.prompts(language: "English")
            .transcript(for: .reduce, material: "Part one.\n\nPart two.", words: 40).latestPrompt)
        #expect(prompt == "Summarize the following text in about 40 words. Write in English.\n\nPart one.\n\nPart two.")
    }

    @Test func taggedIsTheStandardLayout() {
        #expect(SummaryPromptLayout.tagged.prompts(language: "日本語") == SummaryPrompts.standard(language: "日本語"))
    }

    @Test func wordsArePlacedOnceAndAMaterialPlaceholderStaysLiteral() throws {
        let prompts = SummaryPromptLayout.materialFirst.prompts()
        let prompt = try #require(prompts.transcript(for: .map, material: "Write {words} and {summary} here.", words: 12).latestPrompt)
        #expect(prompt.hasPrefix("Write {words} and {summary} here."))
        #expect(prompt.hasSuffix("about 12 words."))
        // Without a number the placeholder stays: planners measure the template's fixed cost so.
        #expect(prompts.transcript(for: .map, material: "").latestPrompt?.contains("{words}") == true)
        #expect(SummaryPrompts.words(forTokens: 512) == 384)
        #expect(SummaryPrompts.words(forTokens: 1) == 1)
    }

    @Test func scaffoldingHasTheInstructionWithItsLengthAndNotTheMaterial() {
        let layout = SummaryPromptLayout.materialFirst.prompts()
        #expect(layout.scaffolding(for: .map, words: 30) == "\n\n\nSummarize the text above in about 30 words.")
        let standard = SummaryPrompts.standard()
        #expect(standard.scaffolding(for: .map).hasPrefix(standard.instructions + "\n"))
    }

    @Test(arguments: [
        ("gemma-3-270m-it-Q4_K_M", ModelFamily.gemma), ("openai-compatible:Qwen/Qwen2.5-7B-Instruct@gpu:8000", .qwen),
        ("meta-llama/Llama-3.2-1B-Instruct", .llama), ("llama.cpp/qwen2-0.5b", .qwen), ("extractive-v1/estimate", .extractive),
        ("openai-compatible:default@127.0.0.1:8080", .unknown), ("phi-3-mini", .unknown),
    ])
    func familiesAreReadFromReportedNames(name: String, family: ModelFamily) {
        #expect(ModelFamily(name: name) == family)
    }

    @Test func theExtractiveModelReportsItsFamilyAndKeepsTheTaggedLayout() {
        #expect(ExtractiveModel().family == .extractive)
        #expect(SummaryRecipe.recommended(for: .extractive) == SummaryRecipe(layout: .tagged, strategy: .mapReduce))
    }

    @Test func everyGenerativeFamilyGetsALayoutWithoutTagsOrSystemMessage() {
        for family in ModelFamily.allCases where family != .extractive {
            let recipe = SummaryRecipe.recommended(for: family)
            #expect(recipe.layout != .tagged, "\(family)")
            #expect(recipe.layout.prompts().instructions.isEmpty)
        }
    }

    @Test func aRecipesPenaltyDoesNotOverrideOneAlreadySet() {
        let recipe = SummaryRecipe(layout: .materialFirst, strategy: .mapReduce, repetitionPenalty: 1.3)
        #expect(recipe.options().repetitionPenalty == 1.3)
        #expect(recipe.options(GenerationOptions(repetitionPenalty: 1.1)).repetitionPenalty == 1.1)
        #expect(SummaryRecipe(layout: .materialFirst, strategy: .mapReduce).options().repetitionPenalty == nil)
    }
}
