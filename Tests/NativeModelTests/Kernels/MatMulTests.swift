import Foundation
import Testing
import GGUF
@testable import NativeModel

/// The decode path on the real Gemma 3 270M: the C block kernels (`nk_decode_*`) against
/// the route through unpacked int8 rows, which forms the same 8-bit activations and integer sums
/// differently, for every weight matrix of the model (all layers and the 262,144-row output).
///
/// Compared per product, not through the whole model: Gemma's decode with 8-bit activations is
/// chaotic (a 1e-7 difference that moves one activation across a rounding boundary grows to
/// ~0.5 logits within a step or two, measured here), so equal logits would need equal float
/// accumulation order as well, which the two routes deliberately do not share.
struct MatMulTests {
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func directDecodeKernelsMatchUnpackedRowsOnGemma() throws {
        let url = try GemmaFile.require()
        let model = try Transformer(file: GGUFFile(contentsOf: url), contextSize: 64, maxBatch: 1)
        var rng = SplitMix64(state: 17)
        var matrices = model.weights.layers.flatMap { [$0.query, $0.key, $0.value, $0.output, $0.gate, $0.up, $0.down] }
        matrices.append(model.weights.output)
        var worst = 0.0, types = Set<String>()
        for w in matrices {
            let n = w.inputs, batch = ActivationBatch(capacity: n)
            // Heavy-tailed inputs, as Gemma's activations are: mostly small, a few large.
            for i in 0..<n { batch.floats[i] = Float.random(in: -1...1, using: &rng) * (i % 97 == 0 ? 300 : 2) }
            batch.reset(rows: 1, columns: n)
            var direct = [Float](repeating: 0, count: w.outputs), unpacked = direct
            direct.withUnsafeMutableBufferPointer { matmul(w, batch, $0.baseAddress!, outStride: w.outputs) }
            batch.unpackedDecode = true
            unpacked.withUnsafeMutableBufferPointer { matmul(w, batch, $0.baseAddress!, outStride: w.outputs) }
            let scale = Double(unpacked.map { abs($0) }.max() ?? 1)
            var difference = 0.0
            for i in 0..<w.outputs { difference = max(difference, Double(abs(direct[i] - unpacked[i]))) }
            worst = max(worst, difference / max(scale, 1e-6))
            types.insert(w.type.description)
        }
        print("direct vs unpacked decode products on gemma3 (\(matrices.count) matrices, \(types.sorted())): worst difference \(worst) of the largest output")
        #expect(types.count >= 4)
        #expect(worst < 1e-5)
    }
}
