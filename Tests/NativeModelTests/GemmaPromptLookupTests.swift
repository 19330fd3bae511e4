import ContextBudget
import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Speculative greedy decoding on the real Gemma 3 270M file (skipped without it): verified rows
/// bit-identical to one-token decoding past the positions where decode attention splits across
/// threads (256) and the sliding window's ring wraps (1,024 slots), and the same answers with and
/// without prompt lookup on every prompt `PromptLookupBenchmark` times.
struct GemmaPromptLookupTests {
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func verifiedRowsAreDecodedRowsAtDepth() throws {
        let file = try GGUFFile(contentsOf: GemmaFile.require())
        let model = try Transformer(file: file, contextSize: 1200)
        let prompt = [2] + (0..<1090).map { ($0 * 7919 + 13) % 50_000 + 300 }
        let tokens = (0..<40).map { ($0 * 104_729 + 11) % 60_000 + 500 }
        let promptLogits = Array(try model.forward(prompt, prompt: true))
        var oneByOne: [[Float]] = []
        for token in tokens { oneByOne.append(Array(try model.forward([token], prompt: false))) }
        // A prompt's last token alone (its prefix cached) gets the logits it gets in the batch.
        let batched = promptLogits
        model.reset()
        try model.forward(Array(prompt.dropLast()), prompt: true)
        let alone = Array(try model.forward([prompt[prompt.count - 1]], prompt: true))
        #expect(alone == batched, "the last prompt token alone: worst \(zip(alone, batched).map { abs($0 - $1) }.max() ?? 0)")
        model.rewind(to: prompt.count)
        var start = 0, row = 0
        let v = model.config.vocabularySize
        for size in [5, 8, 1, 10, 16] {
            let logits = try model.forwardEach(Array(tokens[start..<(start + size)]))
            for r in 0..<size {
                let ours = Array(logits[(r * v)..<((r + 1) * v)])
                #expect(ours == oneByOne[row], "row \(row) (position \(prompt.count + row)): worst \(zip(ours, oneByOne[row]).map { abs($0 - $1) }.max() ?? 0)")
                row += 1
            }
            start += size
        }
    }

    /// The first map prompt of each `PromptLookupBenchmark` document, as the summarizer builds it.
    static func benchmarkPrompts(_ model: NativeLanguageModel) async throws -> [(name: String, transcript: Transcript, cap: Int)] {
        let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)
        var prompts: [(String, Transcript, Int)] = []
        for path in summarizationDocuments {
            let text = try String(contentsOf: NativeLanguageModelTests.repository.appendingPathComponent("Corpora").appendingPathComponent(path), encoding: .utf8)
            let (transcripts, cap) = try await summarizer.mapCalls(for: text)
            let first = try #require(transcripts.first, "\(path) fits one call: no map prompt")
            prompts.append((path, first, cap))
        }
        return prompts
    }

    /// Documents of each kind in Corpora (scripture, a science article, technical Markdown,
    /// Japanese, Chinese, Polish, a tool-use transcript); kept equal to PromptLookupBenchmark's list.
    static let summarizationDocuments = [
        "en/kjv-mark.txt", "en/ehp-pbde47-thyroid.md", "md/nodejs-errors.md", "ja/rust-by-example.ja.md",
        "zh/rust-by-example.zh.md", "parallel/libreoffice-help-math.pl.txt", "transcripts/bfcl-multi-turn-long-context-113.json",
    ]

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func promptLookupAnswersAsPlainGreedyDecoding() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 4096)
        var accepted = 0
        for (name, transcript, cap) in try await Self.benchmarkPrompts(model) {
            // The first 128 tokens of each answer (the benchmark itself checks the whole plan's
            // cap, `cap`, and stops if an answer differs): 14 answers of 512 tokens would make this
            // test a quarter of an hour on a shared machine.
            let options = GenerationOptions(maximumResponseTokens: min(cap, 128))
            model.promptLookup = nil
            let plain = try await model.generate(transcript, options: options)
            model.promptLookup = .standard
            let before = model.decodingStatisticsSinceLoad
            let speculative = try await model.generate(transcript, options: options)
            let statistics = model.decodingStatisticsSinceLoad
            accepted += statistics.accepted - before.accepted
            #expect(speculative == plain, "\(name): the answers part at character \(zip(speculative, plain).prefix { $0 == $1 }.count)")
        }
        #expect(accepted > 0, "prompt lookup never had a draft accepted")
    }
}
