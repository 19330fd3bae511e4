import Foundation
import Testing
@testable import GGUF
@testable import NativeModel

/// RoPE scaling as llama.cpp computes it, against the NumPy pass of
/// Scripts/fixtures/make-tiny-model-fixtures.py (`rope-scaling`): Llama 3.1-style per-dimension divisors
/// (`rope_freqs.weight`) with a linear factor, Qwen2's NEOX pairs with a linear factor, Gemma 3
/// with a linear factor on its global layers only. Each reference records how far its logits
/// would move if the scaling were ignored, so a match within 1e-3 is a match of the scaled angles.
///
/// Against the flash reference only (the engine's default prompt attention; its token-by-token
/// path rounds as it does): the `exact` reference rounds queries and probabilities to binary16,
/// where a value a hair from a rounding boundary lands on either side depending on the CPU's
/// float order, so its error moves with the weights and angles (0.0007-0.001 on these models)
/// while the scaling, which lives in the angles both modes share, is not what it measures.
/// `TinyModelTests` holds the exact mode to its bound on the unscaled twins of the same weights.
struct RopeScalingTests {
    struct Reference: Decodable {
        let tokens: [Int]
        let logits: [[Float]]
        let unscaled_difference: Float
    }

    @Test(arguments: [("tiny-llama-rope-freqs", Float(0.5), true), ("tiny-qwen2-rope-linear", 0.25, false), ("tiny-gemma3-rope-linear", 0.25, false)])
    func scaledLogitsMatchNumPy(model name: (String, Float, Bool)) throws {
        let (file, scale, hasFactors) = name
        let attention = "flash"
        let (model, data) = try TinyModelTests.load(file, attention: attention)
        let reference = try JSONDecoder().decode(Reference.self, from: data)
        #expect(model.config.ropeFrequencyScale == scale)
        #expect((model.weights.ropeFrequencyFactors != nil) == hasFactors)
        let (worst, worstBatched, _) = try TinyModelTests().worstDifferences(
            model, tokens: reference.tokens, tokenByToken: reference.logits, prompt: reference.logits.last!)
        print("\(file), \(attention) attention: worst \(worst) token by token, \(worstBatched) batched; ignoring the scaling would move \(reference.unscaled_difference)")
        #expect(reference.unscaled_difference > 0.1, "the fixture's scaling must matter")
        #expect(worst < 1e-3)
        #expect(worstBatched < 1e-3)
    }

    static func metadata(_ values: [String: GGUFValue]) -> GGUFMetadata {
        GGUFMetadata(path: "test.gguf", keys: values.keys.sorted(), values: values)
    }

    /// A factor is read under both key names; `none` never scales; YaRN takes its original
    /// context from the file (the trained context when absent) and llama.cpp's magnitude; what
    /// the engine cannot compute (LongRoPE, an unknown type, an attention factor, a negative
    /// factor, YaRN without a factor or on gemma3, YaRN keys llama.cpp ignores here) is an error
    /// naming the key.
    @Test func scalingKeysAreReadAsLlamaCppReadsThem() throws {
        let read = { (values: [String: GGUFValue], architecture: String) in
            try RopeScaling(Self.metadata(values), architecture: architecture, trainedContextLength: 8192, path: "test.gguf")
        }
        let scale = { (values: [String: GGUFValue]) in try read(values, "llama").frequencyScale }
        #expect(try scale([:]) == 1)
        #expect(try scale(["llama.rope.scaling.factor": .float32(8)]) == 0.125)
        #expect(try scale(["llama.rope.scaling.type": .string("linear"), "llama.rope.scaling.factor": .float32(4)]) == 0.25)
        #expect(try scale(["llama.rope.scale_linear": .float32(2)]) == 0.5)
        #expect(try scale(["llama.rope.scaling.type": .string("none"), "llama.rope.scaling.factor": .float32(4)]) == 1)
        #expect(try read(["llama.rope.scaling.factor": .float32(4)], "llama").yarn == nil)

        let yarn = try read(["qwen2.rope.scaling.type": .string("yarn"), "qwen2.rope.scaling.factor": .float32(4),
                             "qwen2.rope.scaling.original_context_length": .uint32(32768)], "qwen2")
        #expect(yarn.frequencyScale == 0.25 && yarn.yarn == RopeScaling.Yarn(originalContextLength: 32768, betaFast: 32, betaSlow: 1))
        // 0.1 ln 4 + 1 divided by itself again, as llama_context computes it: 1 within an ulp.
        #expect(abs(yarn.attentionFactor - 1) <= Float.ulpOfOne)
        let implicit = try read(["qwen2.rope.scaling.type": .string("yarn"), "qwen2.rope.scaling.factor": .float32(2),
                                 "qwen2.rope.scaling.yarn_beta_fast": .float32(32)], "qwen2")
        #expect(implicit.yarn?.originalContextLength == 8192, "the trained context when the file gives no original one")

        for (values, architecture, key) in [
            (["llama.rope.scaling.type": GGUFValue.string("longrope")], "llama", "longrope"),
            (["llama.rope.scaling.type": .string("llama3")], "llama", "llama3"),
            (["llama.rope.scaling.attn_factor": .float32(1.2)], "llama", "attn_factor"),
            (["llama.rope.scaling.factor": .float32(-2)], "llama", "factor"),
            (["qwen2.rope.scaling.type": .string("yarn")], "qwen2", "qwen2.rope.scaling.factor is missing"),
            (["gemma3.rope.scaling.type": .string("yarn"), "gemma3.rope.scaling.factor": .float32(8)], "gemma3", "gemma3"),
            (["qwen2.rope.scaling.type": .string("yarn"), "qwen2.rope.scaling.factor": .float32(4),
              "qwen2.rope.scaling.yarn_beta_fast": .float32(16)], "qwen2", "qwen2.rope.scaling.yarn_beta_fast is 16"),
            (["qwen2.rope.scaling.type": .string("yarn"), "qwen2.rope.scaling.factor": .float32(4),
              "qwen2.rope.scaling.yarn_log_multiplier": .float32(0.1)], "qwen2", "yarn_log_multiplier"),
            (["qwen2.rope.scaling.type": .string("yarn"), "qwen2.rope.scaling.factor": .float32(4),
              "qwen2.rope.scaling.original_context_length": .int32(-1)], "qwen2", "original_context_length is -1"),
        ] as [([String: GGUFValue], String, String)] {
            #expect(throws: NativeModelError.self, "\(key)") { try read(values, architecture) }
            do { _ = try read(values, architecture) } catch { #expect("\(error)".contains(key), "\(error)") }
        }
    }

    /// YaRN's ramp for Qwen2.5 (64 rotated dimensions, base 1e6, 32,768 original positions):
    /// pairs below 11 turn more than 32 times over the original context and are extrapolated,
    /// pairs above 20 turn less than once and are interpolated (ggml_rope_yarn_corr_dims:
    /// 64 ln(32768 / (32 · 2π)) / (2 ln 1e6) = 11.8 floored, 64 ln(32768 / 2π) / (2 ln 1e6) =
    /// 19.8 ceiled); and the angles it gives: pair 0 unchanged, the last pair a quarter, both
    /// magnitudes 1 + 0.1 ln 4.
    @Test func yarnRampAndAnglesAreLlamaCpps() {
        let ramp = RopeAngles.yarnRamp(dimensionCount: 64, originalContextLength: 32768, base: 1_000_000, betaFast: 32, betaSlow: 1)
        #expect(ramp.low == 11 && ramp.high == 20)
        let position = 2000
        let plain = RopeAngles(base: 1_000_000, dimensionCount: 64)
        var yarn = plain
        yarn.frequencyScale = 0.25
        yarn.yarnRamp = ramp
        var cosines = [Float](repeating: 0, count: 32), sines = cosines, plainCosines = cosines, plainSines = cosines
        yarn.fill(position: position, cosines: &cosines, sines: &sines)
        plain.fill(position: position, cosines: &plainCosines, sines: &plainSines)
        let magnitude = 1 + 0.1 * logf(4)
        for i in [0, 5, 10, 11] {  // extrapolated: the unscaled angle, times the magnitude
            #expect(abs(cosines[i] - plainCosines[i] * magnitude) < 1e-6 && abs(sines[i] - plainSines[i] * magnitude) < 1e-6, "pair \(i)")
        }
        for i in [20, 25, 31] {  // interpolated: a quarter of the angle
            let angle = atan2f(sines[i], cosines[i]), plainAngle = atan2f(plainSines[i], plainCosines[i])
            #expect(abs(angle - plainAngle / 4) < 1e-5, "pair \(i): \(angle) vs \(plainAngle / 4)")
            #expect(abs((cosines[i] * cosines[i] + sines[i] * sines[i]).squareRoot() - magnitude) < 1e-6)
        }
        // Pair 15 is 4/9 of the way along the ramp: its angle is 5/9 extrapolated, 4/9 interpolated.
        let theta = Float(position) * powf(1_000_000, -30 / 64)
        let mixed = theta * (1 - 5.0 / 9) * 0.25 + theta * 5.0 / 9
        #expect(abs(atan2f(sines[15], cosines[15]) - atan2f(sinf(mixed), cosf(mixed))) < 1e-4)
    }

    /// `rope.dimension_count`: gemma3 may rotate fewer dimensions than its head width; llama and
    /// qwen2 rotate the whole head, as llama.cpp requires; an odd or too large count, or another
    /// count on the sliding layers, is an error naming the key.
    @Test func ropeDimensionCountIsCheckedAsLlamaCppChecksIt() throws {
        let check = { (count: Int, architecture: ModelConfig.Architecture, values: [String: GGUFValue]) in
            try ModelConfig.checkRopeDimensionCount(count, Self.metadata(values), architecture: architecture, headDim: 64, path: "test.gguf")
        }
        try check(64, .llama, [:])
        try check(32, .gemma3, [:])
        try check(32, .gemma3, ["gemma3.rope.dimension_count_swa": .uint32(32)])
        for (count, architecture, values, key) in [
            (32, ModelConfig.Architecture.llama, [String: GGUFValue](), "llama.rope.dimension_count is 32 but the head width is 64"),
            (32, .qwen2, [:], "qwen2.rope.dimension_count is 32"),
            (33, .gemma3, [:], "gemma3.rope.dimension_count is 33"),
            (128, .gemma3, [:], "at most the head width 64"),
            (32, .gemma3, ["gemma3.rope.dimension_count_swa": .uint32(64)], "gemma3.rope.dimension_count_swa is 64"),
        ] {
            #expect(throws: NativeModelError.self, "\(key)") { try check(count, architecture, values) }
            do { try check(count, architecture, values) } catch { #expect("\(error)".contains(key), "\(error)") }
        }
    }

    /// A `rope_freqs.weight` whose length is not half the rotated width (the Llama 3.2 layout's,
    /// its first dimension patched from 32 to 16 in the tensor table) is one error naming the
    /// tensor and the length it must have.
    @Test func ropeFactorsOfTheWrongLengthAreNamed() throws {
        var bytes = [UInt8](try Data(contentsOf: TinyModelTests.folder.appendingPathComponent("layout-llama3.2.gguf")))
        let name = Array("rope_freqs.weight".utf8)
        let found = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name })
        // name, then n_dims (u32 = 1), then ne0 (u64 = 32).
        let dimension = found + name.count + 4
        #expect(bytes[(dimension - 4)..<dimension] == [1, 0, 0, 0] && bytes[dimension] == 32)
        bytes[dimension] = 16
        let file = try GGUFFile(bytes: bytes, name: "patched.gguf")
        #expect(throws: NativeModelError.self) { try Transformer(file: file, contextSize: 64, maxBatch: 8) }
        do { _ = try Transformer(file: file, contextSize: 64, maxBatch: 8) } catch {
            #expect("\(error)".contains("tensor \"rope_freqs.weight\" is F32 [16], expected F32 [32]"), "\(error)")
        }
    }
}
