import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// A streaming model that writes `piece` up to `count` times, counting the pieces it was asked for.
private final class LoopingStreamModel: TokenStreamingLanguageModel, @unchecked Sendable {
    let base = ExtractiveModel(contextSize: 1024)
    let piece: String
    let count: Int
    private let lock = NSLock()
    private(set) var produced = 0
    var contextSize: Int { base.contextSize }
    var identifier: String { "looping-stream" }

    init(piece: String, count: Int) {
        self.piece = piece
        self.count = count
    }

    func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        var text = ""
        for try await part in streamResponse(to: transcript, options: options) { text += part }
        return text
    }

    func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        // Produced on demand, as a decoder does: a reader that stops reading stops the pieces.
        var remaining = count
        return AsyncThrowingStream(unfolding: { [self] in
            guard remaining > 0 else { return nil }
            remaining -= 1
            lock.withLock { produced += 1 }
            return piece
        })
    }
}

/// The early stop of a streamed answer that is an echo or a loop (`ResponseGuard+Streaming`).
@Suite struct ResponseGuardStreamingTests {
    let budget = try! TokenBudget(contextSize: 1024, responseReserve: 128, safetyMargin: 16)

    @Test func aLoopingStreamIsStoppedLongBeforeItsEndAndStillFallsBack() async throws {
        let model = LoopingStreamModel(piece: "and Ruth said unto Naomi ", count: 2_000)
        let summarizer = try Summarizer(model: model, budget: budget, counter: TokenEstimator(), targetTokenCount: 100)
        let summary = try await summarizer.summarize(try TestCorpus.text("en/kjv-ruth.txt").prefix(1500).description)
        #expect(summary.statistics.stoppedStreams == 2, "the answer and its retry")
        #expect(summary.statistics.loopedResponses == 2 && summary.statistics.extractiveFallbacks == 1)
        #expect(model.produced < 2 * 40, "each stream stops within a few checks (\(model.produced) pieces read of 4,000)")
        #expect(summary.statistics.guardSummary?.hasSuffix("1 retried, 2 stopped early)") == true)
    }

    @Test func withoutEarlyStopsTheWholeAnswerIsRead() async throws {
        let model = LoopingStreamModel(piece: "and Ruth said unto Naomi ", count: 200)
        var summarizer = try Summarizer(model: model, budget: budget, counter: TokenEstimator(), targetTokenCount: 100)
        summarizer.responseGuard?.stopsStreamsEarly = false
        let summary = try await summarizer.summarize(try TestCorpus.text("en/kjv-ruth.txt").prefix(1500).description)
        #expect(model.produced == 400)
        #expect(summary.statistics.stoppedStreams == 0 && summary.statistics.extractiveFallbacks == 1)
    }

    @Test func anEchoIsStoppedAtTheFirstCheck() {
        let prompts = SummaryPrompts.standard()
        let call = ResponseGuard.Call(scaffolding: prompts.scaffolding(for: .map), material: "The council met on Tuesday.", compressionAsked: false)
        let echo = prompts.instructions + "\n\n<document>\n<document>\n"
        #expect(ResponseGuard.standard.streamingDefect(in: echo, for: call)?.kind == .echo)
        // A copy or an empty start does not stop a stream: it may still become a summary.
        #expect(ResponseGuard.standard.streamingDefect(in: "  ", for: call) == nil)
    }

    /// No prefix of an extractive answer, at the cadence of the checks, is stopped: over the
    /// Corpora files under 64 KB at 4K (the long ones only add more of the same calls and make
    /// a debug run slow), every node of every summary tree.
    @Test func noPrefixOfAnyExtractiveAnswerOverCorporaIsStopped() async throws {
        let documents = ExtractiveCorporaSummaryTests.documents.filter { $0.text.utf8.count < 65_536 }
        try #require(documents.count >= 10)
        let model = ExtractiveModel(contextSize: 4096)
        let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)
        let responseGuard = ResponseGuard.standard
        let prompts = SummaryPrompts.standard()
        var checks = 0
        for (path, text) in documents {
            let summary = try await summarizer.summarize(text)
            let bytes = Array(text.utf8)
            for node in summary.tree.nodes {
                let material = node.childIDs.isEmpty
                    ? node.sourceByteRanges.map { String(decoding: bytes[$0], as: UTF8.self) }.joined()
                    : node.childIDs.map { summary.tree.nodes[$0].text }.joined(separator: "\n\n")
                let call = ResponseGuard.Call(scaffolding: prompts.scaffolding(for: node.stage), material: material, compressionAsked: node.childIDs.isEmpty)
                // The prefixes the summarizer would check: at each interval of bytes, cut at a character.
                let characters = Array(node.text)
                var prefix = "", next = responseGuard.streamCheckIntervalBytes
                for character in characters {
                    prefix.append(character)
                    guard prefix.utf8.count >= next else { continue }
                    next = prefix.utf8.count + responseGuard.streamCheckIntervalBytes
                    checks += 1
                    let defect = responseGuard.streamingDefect(in: prefix, for: call)
                    #expect(defect == nil, "\(path) \(node.stage) node \(node.id) stopped after \(prefix.utf8.count) bytes: \(defect.map(String.init(describing:)) ?? "")")
                }
            }
        }
        #expect(checks > 100, "enough prefixes were checked (\(checks); 118 over the Corpora files under 64 KB)")
    }
}
