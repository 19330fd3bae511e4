import Foundation
import Testing
import Tokenizers
@testable import ContextBudget
import ContextBudgetEvaluation

/// A model that counts like the extractive model, records every prompt and answers with `answer`.
private final class RewriteRecordingModel: LanguageModel, @unchecked Sendable {
    let base = ExtractiveModel(contextSize: 1024)
    let answer: @Sendable (String) -> String
    private let lock = NSLock()
    private(set) var prompts: [String] = []
    var contextSize: Int { base.contextSize }
    var identifier: String { "recording" }

    init(answer: @escaping @Sendable (String) -> String) { self.answer = answer }

    func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        let prompt = transcript.latestPrompt ?? ""
        lock.withLock { prompts.append(prompt) }
        return answer(prompt)
    }
}

/// `SummaryStrategy.extractThenRewrite`: extractive map and merges, one rewrite of a selection.
@Suite struct ExtractThenRewriteTests {
    let budget = try! TokenBudget(contextSize: 1024, responseReserve: 128, safetyMargin: 16)
    let prompts = SummaryPromptLayout.materialFirst.prompts()

    func summarizer(_ model: any LanguageModel, selection: Int = 200) throws -> Summarizer {
        var summarizer = try Summarizer(
            model: model, budget: budget, prompts: prompts, counter: TokenEstimator(), strategy: .extractThenRewrite,
            retryPolicy: try RetryPolicy(initialDelaySeconds: 0))
        summarizer.planner.rewriteSelectionTokens = selection
        return summarizer
    }

    @Test func theModelIsCalledOnceWithASelectionOfTheMergedSentences() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = RewriteRecordingModel { _ in "Naomi returns to Bethlehem with Ruth, who marries Boaz; their son Obed is the grandfather of David." }
        let summary = try await summarizer(model).summarize(document)
        let plan = try await summarizer(model).plan(document)
        #expect(plan.chunkCount > 2, "the document needs several map calls")
        #expect(model.prompts.count == 1, "only the final call reaches the model")
        #expect(summary.text.hasPrefix("Naomi returns"))
        #expect(summary.statistics.totalCalls == plan.levels.reduce(0) { $0 + $1.calls }, "the tree is the map-reduce plan")

        // The final call read at most the selection, chosen from the partial summaries it merges.
        let prompt = try #require(model.prompts.first)
        let material = try #require(prompt.components(separatedBy: "\n\nSummarize the text above").first)
        #expect(TokenEstimator().count(material) <= 200)
        let root = try #require(summary.tree.root)
        let inputs = root.childIDs.map { summary.tree.nodes[$0].text }.joined(separator: "\n\n")
        #expect(material == ExtractiveModel(tokenCounter: TokenEstimator()).summarize(inputs, maximumTokens: 200))
        // Every map node is made of its chunk's words (the extractive model's sentences), never the model's.
        let bytes = Array(document.utf8)
        for node in summary.tree.nodes where node.stage == .map {
            let input = Set(RougeScorer.tokens(node.sourceByteRanges.map { String(decoding: bytes[$0], as: UTF8.self) }.joined()))
            #expect(!node.text.isEmpty && !node.text.contains("Naomi returns"))
            let foreign = RougeScorer.tokens(node.text).filter { !input.contains($0) }
            #expect(foreign.isEmpty, "map node \(node.id) has words not in its chunk: \(foreign.prefix(5))")
        }
    }

    @Test func aShortDocumentIsRewrittenWholeWhenItFitsTheSelection() async throws {
        let document = "The council met on Tuesday. It approved the new library by seven votes to two. Work starts in March."
        let model = RewriteRecordingModel { _ in "Library approved." }
        let summary = try await summarizer(model).summarize(document)
        #expect(model.prompts == [document + "\n\nSummarize the text above in about \(SummaryPrompts.words(forTokens: try await summarizer(model).plan(document).summaryTokenCap)) words."])
        #expect(summary.text == "Library approved.")
    }

    @Test func aRewriteThatEchoesFallsBackToTheExtractiveReduce() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = RewriteRecordingModel { _ in String(repeating: "Summarize the text above in about 96 words. ", count: 12) }
        let summary = try await summarizer(model).summarize(document)
        #expect(model.prompts.count == 2, "the rewrite and its retry")
        #expect(summary.statistics.extractiveFallbacks == 1)
        #expect(!summary.text.contains("Summarize the text above"))
        let root = try #require(summary.tree.root)
        let inputs = root.childIDs.map { summary.tree.nodes[$0].text }.joined(separator: "\n\n")
        let cap = try await summarizer(model).plan(document).summaryTokenCap
        #expect(summary.text == ExtractiveModel(tokenCounter: TokenEstimator()).summarize(inputs, maximumTokens: cap))
    }
}
