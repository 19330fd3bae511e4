import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Prompt lookup drafts, and speculative greedy decoding on the tiny models: verified rows are
/// bit-identical to one-token decoding, and any draft (right, wrong, partly right) gives the
/// plain loop's tokens and cache.
struct PromptLookupTests {
    @Test func draftsWhatFollowedTheLongestMatchingTail() {
        let lookup = PromptLookup(longestMatch: 3, shortestMatch: 1, draftLength: 8)
        // [4, 1, 2] never occurred before; [1, 2] did, at 0.
        #expect(lookup.draft(after: [1, 2, 3, 4, 1, 2], limit: 10) == [3, 4, 1, 2])
        #expect(lookup.draft(after: [1, 2, 3, 4, 1, 2], limit: 2) == [3, 4])
        // The longer match wins over a more recent shorter one.
        #expect(lookup.draft(after: [7, 8, 9, 5, 8, 9, 6, 7, 8, 9], limit: 3) == [5, 8, 9])
        // Of equal matches, the most recent.
        #expect(lookup.draft(after: [5, 1, 9, 1, 7, 1], limit: 4) == [7, 1])
        #expect(lookup.draft(after: [1, 2, 3], limit: 4) == [])
        #expect(lookup.draft(after: [], limit: 4) == [])
        #expect(lookup.draft(after: [3, 3], limit: 0) == [])
        #expect(PromptLookup(draftLength: 2).draft(after: [1, 2, 3, 4, 1], limit: 10) == [2, 3])
        #expect(PromptLookup(shortestMatch: 2).draft(after: [5, 1, 9, 1], limit: 4) == [])
    }

    @Test func settingsAreClamped() {
        let odd = PromptLookup(longestMatch: 0, shortestMatch: 5, draftLength: -1)
        #expect(odd.longestMatch == 1 && odd.shortestMatch == 1 && odd.draftLength == 1)
    }

    static let tinyModels = ["gemma3", "llama", "qwen2", "gemma3-quantized", "llama-quantized", "qwen2-quantized"]

    static func tiny(_ name: String) throws -> Transformer {
        let file = try GGUFFile(contentsOf: TinyModelTests.folder.appendingPathComponent("tiny-\(name).gguf"))
        return try Transformer(file: file, contextSize: 64, maxBatch: 8)
    }

    @Test(arguments: tinyModels)
    func everyVerifiedRowIsTheDecodedTokensLogits(name: String) throws {
        let model = try Self.tiny(name)
        let prompt = [1, 5, 9, 2, 7], tokens = (0..<20).map { ($0 * 7 + 3) % model.config.vocabularySize }
        try model.forward(prompt, prompt: true)
        var oneByOne: [[Float]] = []
        for token in tokens { oneByOne.append(Array(try model.forward([token], prompt: false))) }

        model.reset()
        try model.forward(prompt, prompt: true)
        var rows: [[Float]] = []
        var start = 0
        for size in [1, 3, 8, 2, 6] {
            let logits = try model.forwardEach(Array(tokens[start..<(start + size)]))
            let v = model.config.vocabularySize
            for r in 0..<size { rows.append(Array(logits[(r * v)..<((r + 1) * v)])) }
            start += size
        }
        #expect(model.position == prompt.count + tokens.count)
        for (i, (a, b)) in zip(rows, oneByOne).enumerated() {
            #expect(a == b, "\(name): row \(i) differs from the token decoded alone (worst \(zip(a, b).map { abs($0 - $1) }.max() ?? 0))")
        }
    }

    /// Plain greedy tokens from `prompt`, and the logits after feeding one more token.
    static func decode(_ model: Transformer, prompt: [Int], count: Int,
                       drafter: ((_ history: [Int], _ limit: Int) -> [Int])?) throws -> (tokens: [Int], position: Int, after: [Float], statistics: DecodingStatistics) {
        model.reset()
        let logits = try model.forward(prompt, prompt: true)
        var decoder = TokenDecoder(transformer: model, sampler: Sampler(strategy: .greedy), drafter: drafter, prompt: prompt)
        var tokens: [Int] = []
        try decoder.run(after: logits, remaining: count, isCancelled: { false }) { token in
            tokens.append(token)
            return tokens.count < count
        }
        let position = model.position
        let after = Array(try model.forward([3], prompt: false))
        return (tokens, position, after, decoder.statistics)
    }

    @Test(arguments: tinyModels)
    func anyDraftGivesThePlainTokensAndCache(name: String) throws {
        let model = try Self.tiny(name)
        let prompt = [1, 5, 9, 2, 7, 5, 9], count = 30
        let plain = try Self.decode(model, prompt: prompt, count: count, drafter: nil)
        #expect(plain.position == prompt.count + count - 1)
        let truth: ([Int], Int) -> [Int] = { history, limit in
            let done = history.count - prompt.count
            return Array(plain.tokens.dropFirst(done).prefix(limit))
        }
        var seed: UInt64 = 7
        let drafters: [(String, ([Int], Int) -> [Int])] = [
            ("right", truth),
            ("wrong", { _, limit in Array(repeating: (plain.tokens.max() ?? 0) + 1, count: limit) }),
            ("partly right", { history, limit in
                var draft = truth(history, limit)
                if draft.count > 2 { draft[2] = (draft[2] + 1) % model.config.vocabularySize }
                return draft
            }),
            ("random", { _, limit in
                (0..<Int.random(in: 0...limit, using: &seed)).map { _ in Int.random(in: 0..<model.config.vocabularySize) }
            }),
            ("prompt lookup", { PromptLookup.standard.draft(after: $0, limit: $1) }),
        ]
        for (kind, drafter) in drafters {
            let speculative = try Self.decode(model, prompt: prompt, count: count, drafter: drafter)
            #expect(speculative.tokens == plain.tokens, "\(name), \(kind) drafts")
            #expect(speculative.position == plain.position, "\(name), \(kind) drafts")
            #expect(speculative.after == plain.after, "\(name), \(kind) drafts: the cache differs after decoding")
            if kind == "right" {
                #expect(speculative.statistics.passes < count / 3, "\(name): \(speculative.statistics)")
                #expect(speculative.statistics.accepted == speculative.statistics.drafted)
            }
        }
    }
}

extension Int {
    /// A uniform value from a seeded generator (tests' random drafts).
    static func random(in range: ClosedRange<Int>, using seed: inout UInt64) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
    }
    static func random(in range: Range<Int>, using seed: inout UInt64) -> Int {
        random(in: range.lowerBound...(range.upperBound - 1), using: &seed)
    }
}
