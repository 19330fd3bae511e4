import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// The extractive default over every file of Corpora (as `ctx summarize Corpora` reads them), at
/// 4K and 2K: no summary repeats a sentence, the guard accepts the answer of every call (an
/// extractive summary copies sentences by design, and must not be mistaken for a copy or a
/// loop; the summarizer does not guard the extractive model, so the check is made here on every
/// node of every tree), and every summary is shorter than its document.
@Suite struct ExtractiveCorporaSummaryTests {
    /// Every file under Corpora/, transcripts rendered as `role: text` paragraphs like the CLI does.
    static let documents: [(path: String, text: String)] = {
        let root = ChunkerTestSupport.repositoryRoot.appendingPathComponent("Corpora")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var documents: [(String, String)] = []
        for case let url as URL in walker where !url.hasDirectoryPath {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            if path.hasSuffix(".json"), let (transcript, _) = try? Transcript.decode(Data(text.utf8), source: path) {
                documents.append((path, SummaryPlanner.document(from: transcript)))
            } else {
                documents.append((path, text))
            }
        }
        return documents.sorted { $0.0 < $1.0 }
    }()

    @Test(arguments: [4096, 2048])
    func noSummaryRepeatsASentenceAndNoCallIsRejected(contextSize: Int) async throws {
        try #require(Self.documents.count >= 25, "Corpora/ holds the 25 files the issue counted")
        let budget = contextSize == 4096 ? TokenBudget.onDevice : try TokenBudget.proportional(contextSize: contextSize)
        let model = ExtractiveModel(contextSize: contextSize)
        let summarizer = try Summarizer(model: model, budget: budget, counter: model.tokenCounter)
        let responseGuard = ResponseGuard.standard
        var closest = Margins()
        for (path, text) in Self.documents {
            let summary = try await summarizer.summarize(text)

            let sentences = SentenceSplitter.sentences(in: summary.text)
            let repeats = NearDuplicateFilter.repeats(in: sentences)
            #expect(repeats.isEmpty, "\(path) at \(contextSize): \(repeats.count) of \(sentences.count) sentences repeat an earlier one, first: \"\(repeats.first.map { sentences[$0.1].prefix(80) } ?? "")\"")
            // And independently of the term sets: no sentence twice up to whitespace and case.
            let normalized = sentences.map { $0.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            #expect(Set(normalized).count == normalized.count, "\(path) at \(contextSize): a sentence occurs twice verbatim")

            let documentTokens = model.tokenCounter.count(text)
            let summaryTokens = model.tokenCounter.count(summary.text)
            #expect(summaryTokens <= SummaryPlanner.defaultTargetTokenCount(documentTokens: documentTokens, reserve: budget.responseReserve),
                    "\(path) at \(contextSize): \(summaryTokens) summary tokens for \(documentTokens)")
            #expect(summaryTokens < documentTokens || documentTokens == 0, "\(path): the summary is shorter than its document")

            let before = closest.rejected.count
            closest.record(summary.tree, source: text, counter: model.tokenCounter, guard: responseGuard)
            #expect(closest.rejected.count == before, "\(path) at \(contextSize): \(closest.rejected.dropFirst(before).first ?? "")")
        }
        // How close the extractive answers come to each threshold (reported, and checked again here).
        print("extractive answers at \(contextSize) over \(Self.documents.count) files, \(closest.answers) calls: lowest share of non-repeated 4-grams \(closest.lowestDistinct) (limit \(responseGuard.minimumDistinctGramRatio)), highest repeated-span fraction \(closest.highestRepeated) (limit \(responseGuard.maximumRepeatedSpanFraction)), \(closest.mostlyOneSpan) answers of source text mostly (≥ \(responseGuard.maximumCopiedFraction)) one span copied from the input's first sentence on: longest \(closest.longestSpan) words (limit \(responseGuard.minimumCopiedWords)), largest share of its input (bytes) \(closest.largestShare) (limit \(responseGuard.minimumCopiedMaterialFraction)); repeated sentences \(closest.repeatedSentences), echoes \(closest.echoes)")
        #expect(closest.lowestDistinct >= responseGuard.minimumDistinctGramRatio)
        #expect(closest.highestRepeated < responseGuard.maximumRepeatedSpanFraction)
        #expect(closest.longestSpan < responseGuard.minimumCopiedWords)
        #expect(closest.largestShare < responseGuard.minimumCopiedMaterialFraction)
        #expect(closest.repeatedSentences == 0)
        #expect(closest.echoes == 0)
        #expect(closest.rejected.isEmpty, "\(closest.rejected.count) extractive answers rejected, first: \(closest.rejected.first ?? "")")
    }

    /// The measurements nearest to the guard's thresholds over many calls.
    struct Margins {
        var answers = 0
        var lowestDistinct = 1.0
        var highestRepeated = 0.0
        /// Answers of map and whole calls made mostly of one span copied from their input's start
        /// across two sentences or more, the longest such span and the largest share of its input.
        var mostlyOneSpan = 0
        var longestSpan = 0
        var largestShare = 0.0
        var repeatedSentences = 0
        var echoes = 0
        /// Answers the guard would reject (the summarizer does not guard the extractive model:
        /// this is where its answers are checked).
        var rejected: [String] = []

        mutating func record(_ tree: SummaryTree, source: String, counter: any TokenCounter, guard responseGuard: ResponseGuard) {
            let bytes = Array(source.utf8)
            let prompts = SummaryPrompts.standard()
            for node in tree.nodes {
                let material = node.childIDs.isEmpty
                    ? node.sourceByteRanges.map { String(decoding: bytes[$0], as: UTF8.self) }.joined()
                    : node.childIDs.map { tree.nodes[$0].text }.joined(separator: "\n\n")
                let scaffolding = prompts.instructions + "\n" + prompts.template(for: node.stage).replacingOccurrences(of: "{document}", with: "\n")
                // The summarizer checks copies in calls over source text whose input exceeds the cap;
                // the answer's own length stands in for the cap here, which checks more calls, not fewer.
                let call = ResponseGuard.Call(scaffolding: scaffolding, material: material, compressionAsked: node.childIDs.isEmpty && counter.count(material) > node.tokenCount)
                let measured = responseGuard.measure(node.text, for: call)
                answers += 1
                if let defect = responseGuard.defect(in: node.text, for: call) {
                    rejected.append("\(node.stage) node \(node.id): \(defect)")
                }
                if let ratio = measured.distinctGramRatio { lowestDistinct = min(lowestDistinct, ratio) }
                if let fraction = measured.repeatedSpanFraction { highestRepeated = max(highestRepeated, fraction) }
                // Answers that meet every condition of a transcription but its length: how long they get.
                if call.compressionAsked, measured.wordCount >= responseGuard.minimumWordsForCopyCheck,
                   measured.copiedFraction >= responseGuard.maximumCopiedFraction, measured.copyStartsTheInput,
                   measured.copiedSentences >= responseGuard.minimumCopiedSentences {
                    mostlyOneSpan += 1
                    longestSpan = max(longestSpan, measured.copiedSpanWords)
                    largestShare = max(largestShare, measured.copiedShareOfMaterial)
                }
                if measured.repeatedSentence != nil { repeatedSentences += 1 }
                if measured.echoedTag != nil || measured.echoedRun != nil { echoes += 1 }
            }
        }
    }
}
