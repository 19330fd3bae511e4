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

    /// A factor is read under both key names; `none` never scales; what the engine cannot compute
    /// (YaRN, LongRoPE, an attention factor, a negative factor) is an error naming the key.
    @Test func scalingKeysAreReadAsLlamaCppReadsThem() throws {
        let scale = { (values: [String: GGUFValue]) in try ModelConfig.ropeFrequencyScale(Self.metadata(values), architecture: "llama", path: "test.gguf") }
        #expect(try scale([:]) == 1)
        #expect(try scale(["llama.rope.scaling.factor": .float32(8)]) == 0.125)
        #expect(try scale(["llama.rope.scaling.type": .string("linear"), "llama.rope.scaling.factor": .float32(4)]) == 0.25)
        #expect(try scale(["llama.rope.scale_linear": .float32(2)]) == 0.5)
        #expect(try scale(["llama.rope.scaling.type": .string("none"), "llama.rope.scaling.factor": .float32(4)]) == 1)
        for (values, key) in [
            (["llama.rope.scaling.type": GGUFValue.string("yarn"), "llama.rope.scaling.factor": .float32(4)], "yarn"),
            (["llama.rope.scaling.type": .string("longrope")], "longrope"),
            (["llama.rope.scaling.attn_factor": .float32(1.2)], "attn_factor"),
            (["llama.rope.scaling.factor": .float32(-2)], "factor"),
        ] as [([String: GGUFValue], String)] {
            #expect(throws: NativeModelError.self, "\(key)") { try scale(values) }
            do { _ = try scale(values) } catch { #expect("\(error)".contains(key), "\(error)") }
        }
    }
}
