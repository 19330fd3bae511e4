import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// A model that counts like the extractive model and answers what `answer` says, recording the
/// options of every call.
private final class AnsweringModel: LanguageModel, @unchecked Sendable {
    let base: ExtractiveModel
    let answer: @Sendable (Transcript, GenerationOptions) async throws -> String
    private let lock = NSLock()
    private(set) var options: [GenerationOptions] = []
    var contextSize: Int { base.contextSize }
    var identifier: String { "answering" }

    init(contextSize: Int = 1024, answer: @escaping @Sendable (Transcript, GenerationOptions) async throws -> String) {
        base = ExtractiveModel(contextSize: contextSize)
        self.answer = answer
    }

    func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        lock.withLock { self.options.append(options) }
        return try await answer(transcript, options)
    }
}

/// Gemma 3 270M's reduce answer, shortened: the instructions, then `<document>` to the cap.
private let echoingAnswer = SummaryPrompts.standard().instructions + "\n\n" + String(repeating: "<document>\n", count: 80)

private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SummaryEvent] = []
    func append(_ event: SummaryEvent) { lock.withLock { stored.append(event) } }
    var all: [SummaryEvent] { lock.withLock { stored } }
}

@Suite struct SummarizerGuardTests {
    let budget = try! TokenBudget(contextSize: 1024, responseReserve: 128, safetyMargin: 16)

    func summarizer(_ model: any LanguageModel, cache: SummaryCache? = nil) throws -> Summarizer {
        try Summarizer(model: model, budget: budget, counter: TokenEstimator(), cache: cache, retryPolicy: try RetryPolicy(initialDelaySeconds: 0))
    }

    @Test func aModelThatAlwaysEchoesFallsBackToExtractiveOnEveryCall() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = AnsweringModel { _, _ in echoingAnswer }
        let events = EventLog()
        let summary = try await summarizer(model).summarize(document) { events.append($0) }
        let statistics = summary.statistics
        let calls = statistics.totalCalls
        #expect(calls > 2)
        #expect(statistics.guardRetries == calls)
        #expect(statistics.extractiveFallbacks == calls)
        #expect(statistics.echoedResponses == 2 * calls, "first answers and retries are both counted")
        #expect(statistics.modelCalls == 2 * calls)
        #expect(statistics.guardSummary == "\(calls) of \(calls) calls fell back to extractive (\(2 * calls) answers rejected: \(2 * calls) echoed; \(calls) retried)")
        for node in summary.tree.nodes {
            #expect(!node.text.contains("<document>") && !node.text.contains("You summarize"), "node \(node.id) holds the echo")
            #expect(!node.text.isEmpty)
        }
        #expect(TokenEstimator().count(summary.text) <= summary.tree.root?.tokenCount ?? 0)
        let rejected = events.all.filter { if case .answerRejected = $0 { true } else { false } }.count
        let fellBack = events.all.filter { if case .fellBackToExtractive = $0 { true } else { false } }.count
        #expect(rejected == calls && fellBack == calls)
        // The fallback is the extractive summary of each call's input: the reduce equals the
        // extractive model's answer over the partial summaries it was given.
        let root = try #require(summary.tree.root)
        let inputs = root.childIDs.map { summary.tree.nodes[$0].text }.joined(separator: "\n\n")
        let cap = try await summarizer(model).plan(document).summaryTokenCap
        #expect(root.text == ExtractiveModel(tokenCounter: TokenEstimator()).summarize(inputs, maximumTokens: cap))
    }

    @Test func aLoopCuredByTheSeededRetryIsKept() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = AnsweringModel { transcript, options in
            // Greedy loops; the sampled retry answers with one sentence naming its material's size.
            options.temperature == nil
                ? String(repeating: "and Ruth said and Ruth said ", count: 20)
                : "A fair summary of \(transcript.latestPrompt?.count ?? 0) characters about Ruth and Naomi."
        }
        let summary = try await summarizer(model).summarize(document)
        let statistics = summary.statistics
        #expect(statistics.guardRetries == statistics.totalCalls)
        #expect(statistics.extractiveFallbacks == 0)
        #expect(statistics.loopedResponses == statistics.totalCalls)
        #expect(summary.text.hasPrefix("A fair summary of"))
        let retries = model.options.filter { $0.temperature != nil }
        #expect(retries.count == statistics.totalCalls)
        #expect(retries.allSatisfy { $0.sampling == .topK(ResponseGuard.standard.retryTopK, seed: ResponseGuard.standard.retrySeed) })
        #expect(statistics.guardSummary?.hasPrefix("0 of \(statistics.totalCalls) calls fell back to extractive") == true)
    }

    @Test func withoutAGuardTheAnswerIsKeptAsItIs() async throws {
        let model = AnsweringModel { _, _ in echoingAnswer }
        var summarizer = try Summarizer(model: model, budget: budget, counter: TokenEstimator(), targetTokenCount: 128)
        summarizer.responseGuard = nil
        let summary = try await summarizer.summarize("A short document. It has two sentences.")
        #expect(summary.text.contains("<document>"))
        #expect(summary.statistics.guardRetries == 0 && summary.statistics.guardSummary == nil)
    }

    @Test func aRejectedAnswerInTheCacheIsRecomputed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guard-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = "The committee met on Tuesday. It approved the library by seven votes to two. Work starts in March."
        // A cache filled by a run without the guard holds the echo...
        func summarizer() throws -> Summarizer {
            try Summarizer(model: AnsweringModel { _, _ in echoingAnswer }, budget: budget, counter: TokenEstimator(),
                           targetTokenCount: 128, cache: try SummaryCache(directory: folder))
        }
        var unguarded = try summarizer()
        unguarded.responseGuard = nil
        #expect(try await unguarded.summarize(document).text.contains("<document>"))
        // ...which a guarded run does not reuse.
        let summary = try await summarizer().summarize(document)
        #expect(summary.statistics.cachedCalls == 0)
        #expect(summary.statistics.extractiveFallbacks == 1)
        #expect(!summary.text.contains("<document>"))
    }

    @Test func refineStepsAreGuardedAndFallBackOnTheCarriedSummaryAndTheNewPart() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let model = AnsweringModel { _, _ in "" }
        let summarizer = try Summarizer(model: model, budget: budget, counter: TokenEstimator(), strategy: .refine)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.emptyResponses == 2 * summary.statistics.totalCalls)
        #expect(summary.statistics.extractiveFallbacks == summary.statistics.totalCalls)
        #expect(!summary.text.isEmpty)
    }
}
