import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// A small window makes deep trees out of short documents, so every path runs fast.
private let smallBudget = try! TokenBudget(contextSize: 1024, responseReserve: 128, safetyMargin: 16)

private func summarizer(_ model: any LanguageModel, budget: TokenBudget = smallBudget, strategy: SummaryStrategy = .mapReduce,
                        cache: SummaryCache? = nil, retry: RetryPolicy = try! RetryPolicy(initialDelaySeconds: 0), prompts: SummaryPrompts = .standard()) throws -> Summarizer {
    try Summarizer(model: model, budget: budget, prompts: prompts, counter: TokenEstimator(), strategy: strategy,
                   cache: cache, retryPolicy: retry)
}

/// Every level's nodes cover the source exactly once: sorted, disjoint, gap-free, 0..<byteCount.
private func expectExactCover(_ tree: SummaryTree, byteCount: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    for level in 0...tree.height {
        let ranges = tree.nodes(atLevel: level).flatMap(\.sourceByteRanges).sorted { $0.lowerBound < $1.lowerBound }
        var position = 0
        for range in ranges {
            #expect(range.lowerBound == position, "level \(level): gap or overlap at byte \(position)", sourceLocation: sourceLocation)
            position = range.upperBound
        }
        #expect(position == byteCount, "level \(level) covers \(position) of \(byteCount) bytes", sourceLocation: sourceLocation)
    }
}

@Suite struct SummarizerTests {
    @Test(arguments: ["en/kjv-genesis.txt", "en/ehp-pbde47-thyroid.md", "md/nodejs-errors.md", "zh/rust-by-example.zh.md"])
    func extractiveModelMakesExactlyThePlannedCalls(path: String) async throws {
        let document = try TestCorpus.text(path)
        let model = ExtractiveModel(contextSize: smallBudget.contextSize)
        let summarizer = try summarizer(model)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
        #expect(summary.statistics.collapseDepth == plan.collapseDepth)
        #expect(summary.statistics.modelCalls == plan.totalCalls)
        #expect(summary.statistics.overflowSplits == 0, "the extractive model enforces its window: no prompt was over it")
        #expect(!summary.text.isEmpty)
        #expect(TokenEstimator().count(summary.text) <= smallBudget.responseReserve)
        expectExactCover(summary.tree, byteCount: document.utf8.count)
        #expect(summary.tree.root?.sourceByteRanges == [0..<document.utf8.count])
    }

    @Test func extractiveRefineMakesOneCallPerChunk() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let summarizer = try summarizer(ExtractiveModel(contextSize: smallBudget.contextSize), strategy: .refine)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
        #expect(summary.statistics.overflowSplits == 0)
        #expect(summary.tree.root?.sourceByteRanges == [0..<document.utf8.count])
    }

    @Test func scriptedModelNeverSeesAPromptOverTheBudget() async throws {
        let document = try TestCorpus.text("en/kjv-genesis.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize)
        let summarizer = try summarizer(model)
        let plan = try await summarizer.plan(document)
        #expect(plan.collapseDepth >= 2, "the test needs a deep tree")
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
        #expect(summary.statistics.collapseDepth == plan.collapseDepth)
        #expect(model.attempts == plan.totalCalls)
        #expect(model.accepted.allSatisfy { $0.promptTokens <= smallBudget.promptCapacity })
        #expect(model.accepted.allSatisfy { $0.promptTokens + $0.cap <= smallBudget.contextSize })
        #expect(summary.statistics.promptTokens <= plan.expectedPromptTokens)
        #expect(summary.statistics.responseTokens <= plan.expectedResponseTokens)
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func overflowOnTheThirdCallSplitsThatInputAndCarriesOn() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize, failures: [3: .overflow])
        let summarizer = try summarizer(model)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.overflowSplits == 1)
        #expect(summary.statistics.callsPerLevel[0] == plan.mapCalls + 1, "the rejected chunk became two map calls")
        #expect(model.attempts == summary.statistics.modelCalls + 1)
        #expect(model.accepted.allSatisfy { $0.promptTokens <= smallBudget.promptCapacity })
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func rateLimitedTwiceIsRetriedWithoutChangingThePlan() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize, failures: [2: .rateLimited, 3: .rateLimited])
        let summarizer = try summarizer(model)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.transientRetries == 2)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
        #expect(model.attempts == plan.totalCalls + 2)
    }

    @Test func persistentFailuresNameTheCallAndLevel() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let failures = Dictionary(uniqueKeysWithValues: (1...200).map { ($0, FillerSummaryModel.Failure.rateLimited) })
        let retry = try RetryPolicy(maximumAttempts: 3, initialDelaySeconds: 0)
        let limited = try summarizer(FillerSummaryModel(contextSize: 1024, failures: failures), retry: retry)
        await #expect {
            _ = try await limited.summarize(document)
        } throws: { error in
            guard case let .generationFailed(stage, .rateLimited) = error as? ContextBudgetError else { return false }
            return stage.contains("map call") && stage.contains("source bytes") && stage.contains("after 3 attempts")
        }
        let down = try summarizer(FillerSummaryModel(contextSize: 1024, failures: [1: .unavailable]), retry: retry)
        let mapOnly = try await down.plan(document)
        await #expect {
            _ = try await down.summarize(document)
        } throws: { error in
            guard case let .generationFailed(stage, .unavailable) = error as? ContextBudgetError else { return false }
            return stage.contains("of \(mapOnly.mapCalls)")
        }
    }

    @Test func cancellationMidMapStopsStartingCalls() async throws {
        let document = try TestCorpus.text("en/kjv-genesis.txt")
        final class Box: @unchecked Sendable { var task: Task<Summary, any Error>? }
        let box = Box()
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize, failures: [5: .hook({ box.task?.cancel() })])
        let summarizer = try summarizer(model)
        let plan = try await summarizer.plan(document)
        let task = Task { try await summarizer.summarize(document) }
        box.task = task
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        // Calls already in flight may finish; no new one starts after the cancellation.
        #expect(model.attempts <= 5 + summarizer.concurrency)
        #expect(model.attempts < plan.mapCalls)
    }

    @Test func backendCountingTenPercentMoreThanItsTokenCountStillFinishesWithinItsWindow() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize, countScale: 0.9)
        // The model's count and the counter the chunks are cut with both say 10% less than the backend enforces.
        let summarizer = try Summarizer(
            model: model, budget: smallBudget, counter: ScaledCounter(scale: 0.9), retryPolicy: try RetryPolicy(initialDelaySeconds: 0))
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.overflowSplits > 0)
        #expect(model.accepted.allSatisfy { $0.promptTokens + $0.cap <= smallBudget.contextSize })
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func responsesOverTheirCapAreCutBackSoLevelsStillFit() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: 4096, replyFill: 3)
        let budget = try TokenBudget(contextSize: 4096, responseReserve: 128, safetyMargin: 16)
        let summarizer = try summarizer(model, budget: budget)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.truncatedResponses == summary.statistics.modelCalls)
        #expect(summary.statistics.callsPerLevel == plan.callsPerLevel)
        #expect(summary.tree.nodes.allSatisfy { $0.tokenCount <= 128 })
    }

    @Test func packedGroupingMakesFewerMergeCallsWhenRepliesAreShort() async throws {
        let document = try TestCorpus.text("en/kjv-genesis.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize, replyFill: 0.3)
        var summarizer = try summarizer(model)
        summarizer.grouping = .packed
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel[0] == plan.mapCalls)
        #expect(summary.statistics.totalCalls < plan.totalCalls)
        #expect(summary.statistics.collapseDepth < plan.collapseDepth)
        #expect(model.accepted.allSatisfy { $0.promptTokens <= smallBudget.promptCapacity })
        #expect(summary.statistics.overflowSplits == 0)
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func refineCarriesTheSummaryThroughEveryChunk() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: smallBudget.contextSize)
        let summarizer = try summarizer(model, strategy: .refine)
        let plan = try await summarizer.plan(document)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel == [plan.chunkCount])
        #expect(plan.callsPerLevel == [plan.chunkCount])
        #expect(model.accepted.allSatisfy { $0.promptTokens <= smallBudget.promptCapacity })
        // Each step's prompt holds the previous step's reply.
        for (index, prompt) in model.prompts.enumerated().dropFirst() {
            #expect(prompt.contains(summary.tree.nodes[index - 1].text))
        }
        #expect(summary.tree.root?.sourceByteRanges == [0..<document.utf8.count])
    }

    @Test func documentThatFitsTakesOneCall() async throws {
        let document = try TestCorpus.text("en/kjv-jonah.txt")
        let summarizer = try summarizer(ExtractiveModel(), budget: .onDevice)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.callsPerLevel == [1])
        #expect(summary.tree.nodes.map(\.stage) == [.whole])
    }

    @Test func wholeDocumentRejectedByTheBackendIsSplitAndMerged() async throws {
        let document = try TestCorpus.text("en/kjv-jonah.txt")
        let model = FillerSummaryModel(contextSize: 4096, failures: [1: .overflow])
        let summary = try await summarizer(model, budget: .onDevice).summarize(document)
        #expect(summary.statistics.callsPerLevel == [2, 1])
        #expect(summary.tree.nodes.map(\.stage) == [.map, .map, .reduce])
        #expect(summary.statistics.overflowSplits == 1)
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func overlappingChunksStillCoverTheSourceOncePerLevel() async throws {
        /// Paragraph chunks, each repeating the last 40 characters of the previous one.
        struct OverlappingChunker: DocumentChunker {
            let base: ParagraphChunker
            var maximumTokens: Int { base.maximumTokens }
            func chunks(of text: String) throws -> [Chunk] {
                let plain = try base.chunks(of: text)
                return plain.enumerated().map { index, chunk in
                    guard index > 0 else { return chunk }
                    let overlap = String(plain[index - 1].text.suffix(40))
                    let bytes = overlap.utf8.count
                    return Chunk(index: index, text: overlap + chunk.text, byteRange: chunk.byteRange.lowerBound - bytes..<chunk.byteRange.upperBound,
                                 characterRange: chunk.characterRange, tokenCount: chunk.tokenCount, overlapByteCount: bytes)
                }
            }
        }
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let model = FillerSummaryModel(contextSize: 1024, failures: [2: .overflow])
        let summarizer = try Summarizer(
            model: model, budget: smallBudget, counter: TokenEstimator(),
            chunker: { OverlappingChunker(base: try ParagraphChunker(maximumTokens: $0 - 40, counter: TokenEstimator())) },
            retryPolicy: .none)
        let summary = try await summarizer.summarize(document)
        #expect(summary.statistics.overflowSplits == 1)
        expectExactCover(summary.tree, byteCount: document.utf8.count)
    }

    @Test func backendThatRejectsEverythingStopsWithADiagnosisInsteadOfSplittingForever() async throws {
        let document = try TestCorpus.text("en/kjv-ruth.txt")
        let failures = Dictionary(uniqueKeysWithValues: (1...10_000).map { ($0, FillerSummaryModel.Failure.overflow) })
        let model = FillerSummaryModel(contextSize: 1024, failures: failures)
        await #expect {
            _ = try await summarizer(model).summarize(document)
        } throws: { error in
            guard case let .noProgress(detail) = error as? ContextBudgetError else { return false }
            return detail.contains("1/64") && detail.contains("--margin")
        }
        // Each input in flight goes down its first halves only: 1 + 6 attempts, then the job stops.
        #expect(model.attempts <= 4 * (1 + CallItem.maximumSplitDepth))
    }

    @Test func eventsArriveInOrderAndEndWithTheSummary() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let summarizer = try summarizer(ExtractiveModel(contextSize: 1024))
        let plan = try await summarizer.plan(document)
        var events: [SummaryEvent] = []
        for try await event in summarizer.events(for: document) { events.append(event) }
        guard case .planned = events.first, case let .finished(summary) = events.last else {
            Issue.record("expected planned first and finished last")
            return
        }
        let mapped = events.compactMap { if case let .mapped(done, total) = $0 { (done, total) } else { nil } }
        #expect(mapped.map(\.0) == Array(1...plan.mapCalls))
        #expect(events.filter(\.isCallCompletion).count == plan.totalCalls)
        #expect(summary.statistics.totalCalls == plan.totalCalls)
    }

    @Test func rerunWithCacheRecomputesOnlyWhatChanged() async throws {
        let document = try TestCorpus.text("en/kjv-mark.txt")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("summary-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SummaryCache(directory: folder)
        let first = try await summarizer(FillerSummaryModel(contextSize: 1024), cache: cache).summarize(document)
        #expect(cache.entryCount() == first.statistics.totalCalls)

        let again = FillerSummaryModel(contextSize: 1024)
        let second = try await summarizer(again, cache: cache).summarize(document)
        #expect(again.attempts == 0)
        #expect(second.statistics.cachedCalls == first.statistics.totalCalls)
        #expect(second.text == first.text)

        var prompts = SummaryPrompts.standard()
        prompts.reduce = "Write one summary of these summaries.\n\n<document>\n{document}\n</document>"
        let changed = FillerSummaryModel(contextSize: 1024)
        let third = try await summarizer(changed, cache: cache, prompts: prompts).summarize(document)
        #expect(changed.attempts == 1, "only the reduce call is recomputed")
        #expect(third.statistics.cachedCalls == first.statistics.totalCalls - 1)
    }

    @Test func splitTextCutsAtBoundariesAndKeepsEveryByte() throws {
        let text = "One line here.\nAnother line there.\nA third one, longer than the rest of them."
        let (head, tail) = try #require(CallItem.splitText(text))
        #expect(head + tail == text)
        #expect(head.hasSuffix("\n"))
        #expect(CallItem.splitText("x") == nil)
    }

    @Test func cutKeepsWholeSentencesWithinTheCap() {
        let counter = TokenEstimator()
        let text = String(repeating: "The cat sat on the mat. ", count: 50)
        let cut = SummaryCallExecutor.cut(text, toTokens: 40, counter: counter)
        #expect(counter.count(cut) <= 40)
        #expect(cut.hasSuffix("."))
        #expect(SummaryCallExecutor.cut("short", toTokens: 40, counter: counter) == "short")
    }
}
