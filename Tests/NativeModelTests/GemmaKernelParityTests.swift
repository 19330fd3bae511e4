import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// Our kernels, one operation at a time, on llama.cpp's own input tensors (dumped from llama.cpp
/// b11434 evaluating the `capital` prompt: Scripts/fixtures/make-gemma-tensor-fixtures.py), against
/// llama.cpp's output tensors. This is where the engine can and must agree with llama.cpp to the
/// last bits: every weight type's matmul with 8-bit activations (Q5_0, Q8_0, Q4_K, Q6_K, and the
/// Q8_0 output layer), RMS norms, NEOX RoPE on a sliding and a global layer, attention over a
/// binary16 cache with half-rounded probabilities, and the binary16 GELU table. What remains is
/// the order of float additions (relative differences ~1e-7), which no two ggml builds share
/// either; GemmaLlamaCppTests measures what it does end to end.
struct GemmaKernelParityTests {
    struct Fixture: Decodable {
        let prompt: [Int]
        let rows: [Int]
        let top64_ids: [Int]
        let tensors: [String: Data]

        func values(_ key: String) throws -> [Float] {
            let data = try #require(tensors[key], "fixture has no tensor \(key)")
            return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        }
    }

    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NativeModel/gemma3-llamacpp-tensors.json")

    /// ‖ours − reference‖ / ‖reference‖.
    func relativeDifference(_ ours: UnsafePointer<Float>, _ reference: [Float]) -> Double {
        var difference: Double = 0, norm: Double = 0
        for i in reference.indices {
            let d = Double(ours[i]) - Double(reference[i])
            difference += d * d
            norm += Double(reference[i]) * Double(reference[i])
        }
        return (difference / max(norm, .leastNormalMagnitude)).squareRoot()
    }

    /// Values of `ours` bit-identical to `reference`'s, of all.
    func identical(_ ours: [Float], _ reference: [Float]) -> (Int, Int) {
        (zip(ours, reference).filter { $0 == $1 }.count, reference.count)
    }

    /// Loads the model (the tests that call this are enabled only when it is present) and the fixture.
    func loadModel() throws -> (Transformer, Fixture) {
        let url = try GemmaFile.require()
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.fixtureURL))
        return (try Transformer(file: GGUFFile(contentsOf: url), contextSize: 64), fixture)
    }

    /// `weight` times each row of `input` through the single-token (8-bit activation) path.
    func multiply(_ model: Transformer, _ weight: WeightMatrix, _ input: [Float]) -> [Float] {
        let s = model.state, rows = input.count / weight.inputs
        var output = [Float](repeating: 0, count: rows * weight.outputs)
        for r in 0..<rows {
            s.normed.floats.update(from: Array(input[(r * weight.inputs)..<((r + 1) * weight.inputs)]), count: weight.inputs)
            s.normed.reset(rows: 1, columns: weight.inputs)
            s.normed.preferBatched = false
            matmul(weight, s.normed, s.projected, outStride: weight.outputs)
            for o in 0..<weight.outputs { output[r * weight.outputs + o] = s.projected[o] }
        }
        return output
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched), arguments: [0, 5]) func matmulsOfEveryWeightTypeMatchLlamaCpp(layer: Int) throws {
        let (model, fixture) = try loadModel()
        let weights = model.weights.layers[layer], p = "\(layer)."
        let cases: [(String, WeightMatrix, String, String)] = [
            ("attn_q", weights.query, "attn_norm", "q"), ("attn_k", weights.key, "attn_norm", "k"),
            ("attn_v", weights.value, "attn_norm", "v"), ("attn_output", weights.output, "kqv_out", "attn_projection"),
            ("ffn_gate", weights.gate, "ffn_norm", "ffn_gate"), ("ffn_up", weights.up, "ffn_norm", "ffn_up"),
            ("ffn_down", weights.down, "ffn_geglu", "ffn_out"),
        ]
        var types = Set<GGMLType>()
        for (name, weight, input, output) in cases {
            let ours = multiply(model, weight, try fixture.values(p + input))
            let reference = try fixture.values(p + output)
            let difference = ours.withUnsafeBufferPointer { relativeDifference($0.baseAddress!, reference) }
            print("layer \(layer) \(name) (\(weight.type)): relative difference \(difference)")
            #expect(difference < 2e-6, "layer \(layer) \(name) (\(weight.type))")
            types.insert(weight.type)
        }
        if layer == 0 { #expect(types == [.q5_0, .q8_0, .q4_K, .q6_K], "layer 0 covers every weight type of the file") }
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched), arguments: [0, 5]) func normsRopeAndGeluMatchLlamaCpp(layer: Int) throws {
        let (model, fixture) = try loadModel()
        let c = model.config, w = model.weights.layers[layer], p = "\(layer).", dim = c.embeddingLength, headDim = c.headDim
        let positions = fixture.rows[0]..<fixture.rows[1]

        // Per-head RMS norm of q and k, then RoPE at each row's position, then q's 1/√headDim.
        var q = try fixture.values(p + "q"), k = try fixture.values(p + "k")
        let base = c.isSliding(layer) ? c.ropeBaseLocal : c.ropeBase
        q.withUnsafeMutableBufferPointer { q in
            for head in 0..<(q.count / headDim) { rmsNorm(q.baseAddress! + head * headDim, w.queryNorm!, headDim, c.rmsEpsilon, q.baseAddress! + head * headDim) }
        }
        k.withUnsafeMutableBufferPointer { k in
            for head in 0..<(k.count / headDim) { rmsNorm(k.baseAddress! + head * headDim, w.keyNorm!, headDim, c.rmsEpsilon, k.baseAddress! + head * headDim) }
        }
        #expect(identical(q, try fixture.values(p + "q_normed")) == (q.count, q.count), "per-head q norm")
        #expect(identical(k, try fixture.values(p + "k_normed")) == (k.count, k.count), "per-head k norm")
        var qRoped = try fixture.values(p + "q_normed"), kRoped = try fixture.values(p + "k_normed")
        let qHeads = qRoped.count / positions.count / headDim, kHeads = kRoped.count / positions.count / headDim
        qRoped.withUnsafeMutableBufferPointer { q in
            for (r, position) in positions.enumerated() {
                for h in 0..<qHeads { ropeNeox(q.baseAddress! + (r * qHeads + h) * headDim, headDim, position, base) }
            }
        }
        kRoped.withUnsafeMutableBufferPointer { k in
            for (r, position) in positions.enumerated() {
                for h in 0..<kHeads { ropeNeox(k.baseAddress! + (r * kHeads + h) * headDim, headDim, position, base) }
            }
        }
        let ropeIdentical = identical(qRoped, try fixture.values(p + "q_roped"))
        print("layer \(layer) rope (base \(base)): \(ropeIdentical.0)/\(ropeIdentical.1) values of q bit-identical")
        #expect(ropeIdentical == (qRoped.count, qRoped.count), "RoPE of q")
        #expect(identical(kRoped, try fixture.values(p + "k_roped")) == (kRoped.count, kRoped.count), "RoPE of k")
        let scale = 1 / Float(headDim).squareRoot()
        #expect(identical(qRoped.map { $0 * scale }, try fixture.values(p + "q_scaled")) == (qRoped.count, qRoped.count), "q scale")

        // Post-attention norm, FFN norm, GELU(tanh) gate through the binary16 table, post-FFN norm.
        func normed(_ input: [Float], _ weight: UnsafePointer<Float>) -> [Float] {
            var out = input
            input.withUnsafeBufferPointer { x in
                out.withUnsafeMutableBufferPointer { o in
                    for r in 0..<(input.count / dim) { rmsNorm(x.baseAddress! + r * dim, weight, dim, c.rmsEpsilon, o.baseAddress! + r * dim) }
                }
            }
            return out
        }
        for (input, weight, output) in [("attn_projection", w.attentionPostNorm!, "attn_post_norm"), ("sa_out", w.ffnNorm, "ffn_norm"),
                                        ("ffn_out", w.ffnPostNorm!, "ffn_post_norm")] {
            let ours = normed(try fixture.values(p + input), weight), reference = try fixture.values(p + output)
            #expect(identical(ours, reference) == (ours.count, ours.count), "RMS norm \(output)")
        }
        let gate = try fixture.values(p + "ffn_gate"), up = try fixture.values(p + "ffn_up"), reference = try fixture.values(p + "ffn_geglu")
        var geglu = [Float](repeating: 0, count: gate.count)
        gegluGemma(gate, up, gate.count, &geglu)
        let exact = identical(geglu, reference).0

        print("layer \(layer) geglu: \(exact)/\(reference.count) values bit-identical")
        #expect(exact == reference.count, "the binary16 GELU table gives llama.cpp's exact values")
    }

    /// The exact prompt attention (`attendTile`, ggml's `-fa off` order) against llama.cpp's
    /// `-fa off` output. The flash kernel has its own reference below.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched), arguments: [0, 5]) func attentionMatchesLlamaCpp(layer: Int) throws {
        let (model, fixture) = try loadModel()
        model.promptAttentionOverride = .exact
        let c = model.config, s = model.state, p = "\(layer)."
        let q = try fixture.values(p + "q_scaled.all"), k = try fixture.values(p + "k_roped.all"), v = try fixture.values(p + "v.all")
        let tokens = fixture.prompt.count, qDim = c.headCount * c.headDim
        #expect(q.count == tokens * qDim)
        s.query.update(from: q, count: q.count)
        s.key.update(from: k, count: k.count)
        s.value.update(from: v, count: v.count)
        model.cacheKeysAndValues(layer: layer, count: tokens, firstPosition: 0)
        model.attend(layer: layer, count: tokens, firstPosition: 0)
        let difference = relativeDifference(s.normed.floats, try fixture.values(p + "kqv_out.all"))
        print("layer \(layer) attention: relative difference \(difference)")
        // A probability a last-bit exp difference rounds to the neighbouring binary16 moves one
        // output row by ~1e-4 relative; more than that would be a real disagreement.
        #expect(difference < 1e-4)
    }

    /// The `-fa on` fixture: queries and outputs of `rows`, keys and values of every prompt position.
    struct FlashFixture: Decodable {
        let prompt: [Int]
        let rows: [Int]
        let tensors: [String: Data]

        func values(_ key: String) throws -> [Float] {
            let data = try #require(tensors[key], "fixture has no tensor \(key)")
            return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        }
    }

    static let flashFixtureURL = fixtureURL.deletingLastPathComponent().appendingPathComponent("gemma3-llamacpp-flash.json")

    /// The flash kernel (`flashAttendTile`: every C variant and the Swift twin) on llama.cpp's
    /// own queries, keys and values against llama.cpp's flash-attention output (`-fa on`, its
    /// tiled CPU kernel: float queries, online softmax, unrounded probabilities;
    /// Scripts/fixtures/make-gemma-flash-fixtures.py): rows 80-95 of a 96-token prompt. Without binary16
    /// probabilities only the order of float additions and ggml's vectorized `expf` differ
    /// (llama.cpp's output is 5e-7 / 1e-6 from a float64 evaluation of the same inputs); against
    /// the `-fa off` fixture above the flash kernel is 2.6-2.9e-4 away, the size of the rounding.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched), arguments: [0, 5]) func flashAttentionMatchesLlamaCppsFlashPath(layer: Int) throws {
        let fixture = try JSONDecoder().decode(FlashFixture.self, from: Data(contentsOf: Self.flashFixtureURL))
        let model = try Transformer(file: GGUFFile(contentsOf: try GemmaFile.require()), contextSize: 128)
        let c = model.config, s = model.state, p = "\(layer).", group = c.headCount / c.kvHeadCount, qDim = c.headCount * c.headDim
        let q = try fixture.values(p + "q_scaled.rows"), k = try fixture.values(p + "k_roped.all"), v = try fixture.values(p + "v.all")
        let reference = try fixture.values(p + "fattn.rows"), positions = fixture.prompt.count, rows = fixture.rows[1] - fixture.rows[0]
        #expect(k.count == positions * c.headDim && q.count == rows * qDim && reference.count == q.count)
        s.key.update(from: k, count: k.count)
        s.value.update(from: v, count: v.count)
        model.cacheKeysAndValues(layer: layer, count: positions, firstPosition: 0)
        let lasts = Array(fixture.rows[0]..<fixture.rows[1])
        let window = c.isSliding(layer) ? c.slidingWindow : Int.max, firsts = lasts.map { window == Int.max ? 0 : max(0, $0 - window + 1) }
        var scratch = [Float](repeating: 0, count: flashScratchCount(tokens: rows, group: group)), out = [Float](repeating: .nan, count: q.count)
        for isa in KernelVariant.supported {
            nk_flash_attention(isa, q, qDim, Int32(rows), Int32(group), Int32(c.headDim), s.keyCache[layer], s.valueCache[layer], c.headDim,
                               Int32(s.cacheSlots[layer]), firsts, lasts, &scratch, &out, qDim, c.headDim)
            let difference = relativeDifference(out, reference)
            print("layer \(layer) flash attention on \(KernelVariant.name(isa)): relative difference from llama.cpp -fa on \(difference)")
            #expect(difference < 5e-6, "\(KernelVariant.name(isa))")
        }
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func outputLayerMatchesLlamaCpp() throws {
        let (model, fixture) = try loadModel()
        let logits = multiply(model, model.weights.output, try fixture.values("result_norm"))
        let reference = try fixture.values("result_output.top64")
        let ours = fixture.top64_ids.map { logits[$0] }
        let difference = ours.withUnsafeBufferPointer { relativeDifference($0.baseAddress!, reference) }
        print("output layer (\(model.weights.output.type)): relative difference over llama.cpp's top 64 logits \(difference)")
        #expect(difference < 2e-6)
        let top5 = logits.indices.sorted { logits[$0] > logits[$1] }.prefix(5)
        #expect(Array(top5) == Array(fixture.top64_ids.prefix(5)), "same top-5 ids, in order, from the same input")
    }
}
