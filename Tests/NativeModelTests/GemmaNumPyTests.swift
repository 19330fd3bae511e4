import Foundation
import Testing
import GGUF
@testable import NativeModel

/// The real Gemma 3 270M against a float64 NumPy forward pass over the same dequantized weights
/// (Scripts/fixtures/make-gemma-numpy-fixtures.py): the log-probabilities of the reference's top 10 at the
/// last prompt position, for a chat prompt, plain text and a 1,648-token prompt that crosses the
/// 512-token sliding window. Unlike the llama.cpp comparison, this reference has no quantization
/// noise of its own, so a wrong norm, RoPE base, window or scale shows as whole nats.
struct GemmaNumPyTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let name: String
            let prompt: [Int]
            let top10: [Int]
            let top10_logprobs: [Float]
        }
        let cases: [Case]
    }

    /// Measured: within 0.004 nats (float prompt pass, f32 accumulation); llama.cpp, which
    /// quantizes activations to 8 bits in every matrix product, sits 0.10 from this reference at
    /// the top token of `capital`. A semantic bug costs whole nats.
    static let tolerance: Float = 0.02

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func logProbabilitiesMatchFloat64Reference() throws {
        let url = try GemmaFile.require()
        let path = TinyModelTests.folder.appendingPathComponent("gemma3-numpy.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: path))
        #expect(fixture.cases.count == 3 && fixture.cases.contains { $0.prompt.count > 1000 })
        let model = try Transformer(file: GGUFFile(contentsOf: url), contextSize: 2048)
        for c in fixture.cases {
            model.reset()
            let logits = try model.forward(c.prompt)
            let m = logits.max() ?? 0
            var sum: Double = 0
            for v in logits { sum += Double(expf(v - m)) }
            let lse = m + Float(log(sum))
            var worst: Float = 0
            for (id, reference) in zip(c.top10, c.top10_logprobs) {
                worst = max(worst, abs(logits[id] - lse - reference))
            }
            print("gemma3 vs float64 NumPy \(c.name) (\(c.prompt.count) tokens): worst top-10 log-prob difference \(worst)")
            #expect(worst < Self.tolerance, "\(c.name)")
            // The reference's argmax is ours unless its lead is within the tolerance.
            let ours = logits.indices.max { logits[$0] < logits[$1] }!
            if c.top10_logprobs[0] - c.top10_logprobs[1] > Self.tolerance { #expect(ours == c.top10[0], "\(c.name)") }
        }
    }
}
