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

    @Test func matchesLlamaCppGreedyAndTop5() throws {
        guard let url = ModelLocator.gemma3_270mIfPresent() else {
            print("⚠️  SKIPPED GemmaLlamaCppTests: no model at \(ModelLocator.gemma3_270m().path); run Scripts/fetch-gemma.sh")
            return
        }
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.fixture))
        #expect(fixture.cases.count >= 5)
        #expect(fixture.cases.contains { $0.prompt.count > 1000 }, "one prompt must exceed the 512-token window")
        let model = try Transformer(file: GGUFFile(contentsOf: url), contextSize: 2048)
        var worstLogprob: Float = 0
        var orderSwaps = 0
        for c in fixture.cases {
            model.reset()
            var logits = try model.forward(c.prompt)
            for (step, expected) in c.top5.enumerated() {
                let ours = topK(logits, 5)
                let lse = logSumExp(logits)
                #expect(ours[0] == c.generated[step], "\(c.name) step \(step): argmax \(ours[0]) != llama.cpp \(c.generated[step])")
                #expect(Set(ours) == Set(expected), "\(c.name) step \(step): top-5 \(ours) != llama.cpp \(expected)")
                if ours != expected { orderSwaps += 1 }
                for (id, reference) in zip(expected, c.top5_logprobs[step]) {
                    worstLogprob = max(worstLogprob, abs(logits[id] - lse - reference))
                }
                if step + 1 < c.top5.count { logits = try model.forward([c.generated[step]]) }
            }
        }
        print("gemma3 vs llama.cpp: worst top-5 logprob difference \(worstLogprob), top-5 order differences \(orderSwaps)")
        #expect(worstLogprob < 0.1)
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
