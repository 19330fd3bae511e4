import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// A base-model stand-in: its plain-text path records the text and answers `answer`; its chat
/// path (which a summary for it must never take) records the text inside Gemma-like turn markers.
private final class BaseModelStandIn: CompletionLanguageModel, @unchecked Sendable {
    let contextSize = 2048
    let identifier = "base-stand-in"
    let answer: String
    let counter = TokenEstimator()
    private let lock = NSLock()
    private var texts: [String] = []
    /// Every prompt sent, in order, as the model read it.
    var sent: [String] { lock.withLock { texts } }
    var promptStyle: PromptStyle { .completion }

    init(answer: String) { self.answer = answer }

    func completionTokenCount(of text: String) -> Int { 1 + counter.count(text) }

    func streamContinuation(of text: String, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        lock.withLock { texts.append(text) }
        let answer = answer
        return AsyncThrowingStream { $0.yield(answer); $0.finish() }
    }

    func tokenCount(for transcript: Transcript) async throws -> Int {
        transcript.tokenCount(in: GemmaChatTemplate(), counter: counter)
    }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        lock.withLock { texts.append(transcript.prompt(for: GemmaChatTemplate()).map(\.rendered).joined()) }
        return answer
    }
}

/// A chat model's stand-in: the default `promptStyle` (`.chat`), a Gemma-like name.
private struct ChatModelStandIn: LanguageModel {
    let contextSize = 2048
    let identifier = "gemma-3-1b-it"
    func tokenCount(for transcript: Transcript) async throws -> Int { transcript.tokenCount(in: GemmaChatTemplate(), counter: TokenEstimator()) }
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String { "" }
}

/// Base models are summarized through completion prompting: plain text ending with a cue, no
/// turn markers, counted as sent; chat models keep their family's recipe.
@Suite struct CompletionPromptingTests {
    @Test func aCompletionModelGetsTheCompletionRecipeAndItsPlainTextPath() throws {
        let model = BaseModelStandIn(answer: "A summary.")
        let recipe = SummaryRecipe.recommended(for: model)
        #expect(recipe == .completion)
        #expect(recipe.layout.promptStyle == .completion)
        #expect(recipe.options().stopSequences == ["\n"], "the answer ends where the model starts its next line")
        let called = try #require(recipe.model(toCall: model) as? CompletionPromptedModel)
        #expect(called.identifier == "base-stand-in+completion")
        #expect(called.promptStyle == .completion)
        #expect(recipe.model(toCall: called) is CompletionPromptedModel, "wrapping twice is wrapping once")
    }

    @Test func aChatModelsRecipeIsItsFamilysUnchanged() {
        let model = ChatModelStandIn()
        #expect(model.promptStyle == .chat)
        #expect(SummaryRecipe.recommended(for: model) == SummaryRecipe.recommended(for: .gemma))
        #expect(SummaryRecipe.recommended(for: .gemma) == SummaryRecipe(layout: .materialFirst, strategy: .extractThenRewrite))
        #expect(SummaryRecipe.recommended(for: .gemma).options().stopSequences.isEmpty)
        #expect(SummaryRecipe.recommended(for: model).model(toCall: model) is ChatModelStandIn)
        #expect(SummaryRecipe.recommended(for: ExtractiveModel()) == SummaryRecipe(layout: .tagged, strategy: .mapReduce))
    }

    @Test(arguments: [SummaryPromptLayout.completionCue, .completionFewShot])
    func completionLayoutsEndWithTheCueAndCarryNoInstructionsOrMarkup(layout: SummaryPromptLayout) throws {
        let prompts = layout.prompts()
        for stage in [SummaryNode.Stage.whole, .map, .collapse, .reduce, .refine] {
            let transcript = prompts.transcript(for: stage, material: "The council met on Tuesday.", summary: "Earlier parts.", words: 50)
            #expect(transcript.entries.count == 1, "\(layout) \(stage): one prompt, no instructions")
            let prompt = try #require(transcript.latestPrompt)
            #expect(prompt.hasSuffix("\n\nTL;DR:"), "\(layout) \(stage): \(prompt)")
            #expect(prompt.contains("The council met on Tuesday."))
            #expect(!prompt.contains("<"), "\(layout) \(stage) has no tag or turn marker")
        }
        #expect(try #require(layout.prompts(language: "English").transcript(for: .map, material: "x").latestPrompt).hasSuffix("TL;DR (in English):"))
    }

    @Test func theFewShotFrameShowsOneExampleBeforeTheMaterial() throws {
        let prompt = try #require(SummaryPromptLayout.completionFewShot.prompts().transcript(for: .map, material: "MATERIAL").latestPrompt)
        #expect(prompt.hasPrefix("Article:\n" + SummaryPromptLayout.exampleArticle + "\n\nTL;DR: " + SummaryPromptLayout.exampleSummary + "\n\n"))
        #expect(prompt.hasSuffix("Article:\nMATERIAL\n\nTL;DR:"))
        #expect(prompt.components(separatedBy: "TL;DR:").count == 3, "the example's cue and the material's")
    }

    @Test func aTranscriptIsSentAsItsEntriesTextsCountedAsSent() async throws {
        let model = BaseModelStandIn(answer: "Short.")
        let called = CompletionPromptedModel(model)
        let transcript = Transcript(instructions: "First.", prompt: "Second.\n\nTL;DR:")
        #expect(CompletionPromptedModel.text(of: transcript) == "First.\n\nSecond.\n\nTL;DR:")
        #expect(try await called.tokenCount(for: transcript) == model.completionTokenCount(of: "First.\n\nSecond.\n\nTL;DR:"))
        #expect(try await called.generate(transcript, options: GenerationOptions()) == "Short.")
        #expect(model.sent == ["First.\n\nSecond.\n\nTL;DR:"])
    }

    @Test func aSummaryOfABaseModelSendsPlainTextEndingWithTheCue() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = BaseModelStandIn(answer: "Ruth stays with Naomi, gleans in the fields of Boaz, and marries him.")
        let recipe = SummaryRecipe.recommended(for: model)
        let budget = try TokenBudget(contextSize: 2048, responseReserve: 256, safetyMargin: 16)
        let summarizer = try Summarizer(
            model: recipe.model(toCall: model), budget: budget, prompts: recipe.prompts(), counter: TokenEstimator(),
            strategy: recipe.strategy, retryPolicy: try RetryPolicy(initialDelaySeconds: 0), generationOptions: recipe.options())
        let summary = try await summarizer.summarize(document)
        #expect(summary.text == model.answer)
        let sent = model.sent
        #expect(!sent.isEmpty)
        for text in sent {
            #expect(!text.contains("<start_of_turn>") && !text.contains("<end_of_turn>"), "no turn markers: \(text.prefix(80))")
            #expect(text.hasSuffix("\n\nTL;DR:"), "ends with the cue: …\(text.suffix(80))")
        }
    }
}
