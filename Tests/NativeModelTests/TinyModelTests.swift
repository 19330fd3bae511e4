import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// Tiny random-weight models of each architecture against a NumPy forward pass
/// (Scripts/fixtures/make-tiny-model-fixtures.py): F32 weights within 1e-3 at every position; Q8_0/Q5_0/Q4_0
/// weights within 1e-3 of a NumPy pass that quantizes activations as ggml does (token by token)
/// and within 1% of the weights' own quantization error of the float64-activation pass (prompt).
/// Each in both prompt attentions, against the NumPy pass that rounds as that attention does:
/// `exact` (binary16 queries and probabilities, ggml's `-fa off`: tiny-<arch>.json) and `flash`
/// (float queries, unrounded probabilities, ggml's tiled `-fa on`: tiny-<arch>-flash.json).
struct TinyModelTests {
    struct Reference: Decodable {
        let tokens: [Int]
        let logits: [[Float]]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NativeModel")

    /// The model file and the reference JSON's name for `attention` ("exact" or "flash").
    static func load(_ name: String, attention: String) throws -> (Transformer, Data) {
        let file = try GGUFFile(contentsOf: folder.appendingPathComponent(name + ".gguf"))
        let model = try Transformer(file: file, contextSize: 64, maxBatch: 8)
        let mode = try #require(PromptAttention(rawValue: attention), "attention mode \(attention)")
        model.promptAttentionOverride = mode
        return (model, try Data(contentsOf: folder.appendingPathComponent(name + (attention == "flash" ? "-flash" : "") + ".json")))
    }

    @Test(arguments: ["gemma3", "llama", "qwen2"], ["exact", "flash"])
    func logitsMatchNumPy(architecture: String, attention: String) throws {
        let (model, data) = try Self.load("tiny-\(architecture)", attention: attention)
        let reference = try JSONDecoder().decode(Reference.self, from: data)
        #expect(model.config.architecture.rawValue == architecture)
        let (worst, worstBatched, _) = try worstDifferences(model, tokens: reference.tokens, tokenByToken: reference.logits, prompt: reference.logits.last!)
        print("tiny \(architecture), \(attention) attention: worst logit difference \(worst) token by token, \(worstBatched) batched")
        #expect(worst < 1e-3)
        #expect(worstBatched < 1e-3)
        #expect(model.position == reference.tokens.count)
    }

    /// Largest logit differences: feeding `tokens` one at a time (the single-token path) against
    /// `tokenByToken` at every position, then all at once in batches of 8 (the prompt path)
    /// against `prompt` at the last position.
    /// Also returns the worst difference at each position of the token-by-token run.
    func worstDifferences(_ model: Transformer, tokens: [Int], tokenByToken: [[Float]], prompt: [Float]) throws -> (Float, Float, [Float]) {
        model.reset()
        var perPosition: [Float] = []
        for (position, token) in tokens.enumerated() {
            let logits = try model.forward([token])
            perPosition.append(zip(logits, tokenByToken[position]).map { abs($0 - $1) }.max()!)
        }
        model.reset()
        let logits = try model.forward(tokens)
        var worstBatched: Float = 0
        for (ours, theirs) in zip(logits, prompt) { worstBatched = max(worstBatched, abs(ours - theirs)) }
        return (perPosition.max()!, worstBatched, perPosition)
    }

    struct QuantizedReference: Decodable {
        let tokens: [Int]
        let logits: [[Float]]
        let logits_8bit_activations: [[Float]]
        let weight_quantization_error: Float
        let types: [String]
    }

    @Test(arguments: ["gemma3", "llama", "qwen2"], ["exact", "flash"])
    func quantizedLogitsMatchNumPy(architecture: String, attention: String) throws {
        let (model, data) = try Self.load("tiny-\(architecture)-quantized", attention: attention)
        let reference = try JSONDecoder().decode(QuantizedReference.self, from: data)
        let (worst, worstBatched, perPosition) = try worstDifferences(model, tokens: reference.tokens,
                                                                      tokenByToken: reference.logits_8bit_activations, prompt: reference.logits.last!)
        let exactPositions = perPosition.filter { $0 < 1e-3 }.count
        print("tiny \(architecture) quantized, \(attention) attention, \(reference.types): worst logit difference \(worst) token by token (\(exactPositions)/\(perPosition.count) positions within 1e-3), \(worstBatched) batched; weight quantization error \(reference.weight_quantization_error)")
        #expect(Set(reference.types) == ["Q8_0", "Q5_0", "Q4_0"])
        // One token at a time: 8-bit activations as ggml quantizes them, so float rounding only …
        // except where a value lies within rounding of an 8-bit step boundary (our float32 sums
        // and NumPy's float64 ones may round it to neighbouring steps; one such flip moves the
        // later logits by a few hundredths). So most positions within 1e-3, all within 5% of the
        // weights' own quantization error.
        // Flash on tiny-llama is such a case with the portable C bodies (`CONTEXTBUDGET_KERNELS=generic`,
        // sequential float sums, as the retired Swift SIMD dot's order also did): at position 11 the
        // flash reference computes one activation times 127/amax at exactly k + 0.5 in float32
        // (distance 0 from the step boundary; the exact reference's nearest is 3e-5 away), so ours
        // rounds it to the other step and positions 11-17 sit 0.008-0.013 away (11/18 within 1e-3),
        // still within the 5% bound below (0.036). With the AVX2 and VNNI bodies (fused multiply-adds
        // in ggml's lane order) every position is within 1e-3. Recorded as a known issue on the
        // portable level only, not hidden: it must keep happening exactly there, or this fails and the note goes.
        if architecture == "llama", attention == "flash", KernelVariant.selected == Int32(NK_ISA_GENERIC.rawValue) {
            withKnownIssue("tie at an 8-bit step at position 11 of the flash reference") {
                #expect(exactPositions * 10 >= perPosition.count * 8, "positions within 1e-3: \(exactPositions)/\(perPosition.count)")
            }
            #expect(perPosition.prefix(11).allSatisfy { $0 < 1e-3 }, "positions before the tie within 1e-3: \(perPosition)")
        } else {
            #expect(exactPositions * 10 >= perPosition.count * 8, "positions within 1e-3: \(exactPositions)/\(perPosition.count)")
        }
        #expect(worst < 0.05 * reference.weight_quantization_error)
        // The prompt path's 14-bit activations against float64 ones: far inside the error the
        // weights' own quantization makes (measured 1/300-1/800 of it).
        #expect(worstBatched < 0.01 * reference.weight_quantization_error)
        #expect(worstBatched < 1e-2)
    }

    @Test func rejectsTokensOutsideTheVocabularyAndAFullContext() throws {
        let model = try Transformer(file: GGUFFile(contentsOf: Self.folder.appendingPathComponent("tiny-llama.gguf")), contextSize: 4)
        #expect(throws: NativeModelError.tokenOutOfRange(token: 96, vocabularySize: 96)) { try model.forward([96]) }
        try model.forward([1, 2, 3])
        #expect(throws: NativeModelError.contextFull(needed: 5, contextSize: 4)) { try model.forward([4, 5]) }
        #expect(model.position == 3)
    }
}
