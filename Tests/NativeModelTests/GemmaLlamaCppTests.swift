import Foundation
import Testing
import GGUF
@testable import NativeModel

/// The real Gemma 3 270M against llama.cpp (Scripts/make-gemma-fixtures.py): the same prompt ids,
/// then llama.cpp's greedy tokens fed back one by one; at every step our argmax must be
/// llama.cpp's token and our top 5 its top 5.
struct GemmaLlamaCppTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let name: String
            let prompt: [Int]
            let generated: [Int]
            let top5: [[Int]]
            let top5_logprobs: [[Float]]
        }
        let cases: [Case]
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NativeModel/gemma3-llamacpp.json")

    /// llama.cpp does not agree with itself to better than ~0.2 nats on this model: the same
    /// prompt gives top log-probs differing by up to 0.2 between flash attention on and off,
    /// weight repacking on and off, or an f32 instead of f16 KV cache (measured with b11434).
    /// And it quantizes every activation to 8 bits, which puts it ~0.1 nats from a float64
    /// reference at a confident token and further at uncertain ones, while our prompt pass is
    /// within 0.005 nats of that reference (GemmaNumPyTests). At high-entropy steps the two
    /// engines then disagree by up to ~0.45 nats per token (code step 9: the float and the
    /// 14-bit prefill both flip llama.cpp's 0.56-nat lead; long step 3 flips its 0.34 lead with
    /// every prefill except the original float one). So a greedy step is required to match only
    /// where llama.cpp's margin between its first and second choice exceeds 0.6 nats; top-5 sets
    /// must share 3 ids always and 4 in 90% of steps, and 95% of greedy steps must match.
    static let llamaCppNoise: Float = 0.6

    @Test func matchesLlamaCppGreedyAndTop5() throws {
        guard let url = ModelLocator.gemma3_270mIfPresent() else {
            print("⚠️  SKIPPED GemmaLlamaCppTests: no model at \(ModelLocator.gemma3_270m().path); run Scripts/fetch-gemma.sh")
            return
        }
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.fixture))
        #expect(fixture.cases.count >= 5)
        #expect(fixture.cases.contains { $0.prompt.count > 1000 }, "one prompt must exceed the 512-token window")
        let model = try Transformer(file: GGUFFile(contentsOf: url), contextSize: 2048)
        var steps = 0, sameArgmax = 0, sameTop5 = 0, sameTop5Set = 0, mostlySameTop5 = 0
        var worstLogprob: Float = 0, totalLogprob: Float = 0, logprobCount = 0
        for c in fixture.cases {
            model.reset()
            var logits = try model.forward(c.prompt)
            var continuationMatches = true
            for (step, expected) in c.top5.enumerated() {
                let ours = topK(logits, 5)
                let lse = logSumExp(logits)
                let reference = c.top5_logprobs[step]
                steps += 1
                if ours[0] == c.generated[step] { sameArgmax += 1 } else {
                    continuationMatches = false
                    #expect(reference[0] - reference[1] < Self.llamaCppNoise,
                            "\(c.name) step \(step): argmax \(ours[0]) but llama.cpp chose \(c.generated[step]) by a margin of \(reference[0] - reference[1])")
                }
                if ours == expected { sameTop5 += 1 }
                let shared = Set(ours).intersection(expected).count
                if shared == 5 { sameTop5Set += 1 }
                if shared >= 4 { mostlySameTop5 += 1 }
                #expect(shared >= 3, "\(c.name) step \(step): top-5 \(ours) vs llama.cpp \(expected)")
                var stepWorst: Float = 0
                for (id, value) in zip(expected, reference) {
                    let difference = abs(logits[id] - lse - value)
                    stepWorst = max(stepWorst, difference)
                    totalLogprob += difference
                    logprobCount += 1
                }
                worstLogprob = max(worstLogprob, stepWorst)
                if ProcessInfo.processInfo.environment["GEMMA_TRACE"] != nil {
                    print("\(c.name) step \(step): worst logprob difference \(stepWorst) ours \(expected.map { logits[$0] - lse })")
                }
                if step + 1 < c.top5.count { logits = try model.forward([c.generated[step]]) }
            }
            print("gemma3 vs llama.cpp \(c.name) (\(c.prompt.count) prompt tokens): greedy continuation \(continuationMatches ? "identical" : "differs")")
        }
        let mean = totalLogprob / Float(max(1, logprobCount))
        print("gemma3 vs llama.cpp: \(sameArgmax)/\(steps) greedy steps identical, top-5 identical \(sameTop5)/\(steps) (same set \(sameTop5Set)/\(steps)), top-5 log-prob difference mean \(mean) worst \(worstLogprob)")
        #expect(Double(sameArgmax) >= 0.95 * Double(steps))
        #expect(mean < 0.2)
        #expect(Double(mostlySameTop5) >= 0.9 * Double(steps), "top-5 sets sharing 4+ ids: \(mostlySameTop5)/\(steps)")
    }

    func topK(_ logits: UnsafeBufferPointer<Float>, _ k: Int) -> [Int] {
        var best: [(Float, Int)] = []
        for (i, v) in logits.enumerated() where best.count < k || v > best[best.count - 1].0 {
            best.append((v, i))
            best.sort { $0.0 > $1.0 }
            if best.count > k { best.removeLast() }
        }
        return best.map(\.1)
    }

    func logSumExp(_ logits: UnsafeBufferPointer<Float>) -> Float {
        let m = logits.max() ?? 0
        var s: Double = 0
        for v in logits { s += Double(expf(v - m)) }
        return m + Float(log(s))
    }
}
