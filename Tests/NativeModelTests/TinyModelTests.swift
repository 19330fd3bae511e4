import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Tiny random-weight F32 models of each architecture against a NumPy forward pass
/// (Scripts/make-tiny-model-fixtures.py): logits at every position within 1e-3.
struct TinyModelTests {
    struct Reference: Decodable {
        let tokens: [Int]
        let logits: [[Float]]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NativeModel")

    @Test(arguments: ["gemma3", "llama", "qwen2"])
    func logitsMatchNumPy(architecture: String) throws {
        let file = try GGUFFile(contentsOf: Self.folder.appendingPathComponent("tiny-\(architecture).gguf"))
        let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: Self.folder.appendingPathComponent("tiny-\(architecture).json")))
        let model = try Transformer(file: file, contextSize: 64, maxBatch: 8)
        #expect(model.config.architecture.rawValue == architecture)
        // Token by token (decode) …
        var worst: Float = 0
        for (position, token) in reference.tokens.enumerated() {
            let logits = try model.forward([token])
            for (ours, theirs) in zip(logits, reference.logits[position]) { worst = max(worst, abs(ours - theirs)) }
        }
        // … and the whole prompt at once, in batches of 8 (prefill), compared at the last position.
        model.reset()
        let logits = try model.forward(reference.tokens)
        var worstBatched: Float = 0
        for (ours, theirs) in zip(logits, reference.logits[reference.tokens.count - 1]) { worstBatched = max(worstBatched, abs(ours - theirs)) }
        print("tiny \(architecture): worst logit difference \(worst) token by token, \(worstBatched) batched")
        #expect(worst < 1e-3)
        #expect(worstBatched < 1e-3)
        #expect(model.position == reference.tokens.count)
    }

    @Test func rejectsTokensOutsideTheVocabularyAndAFullContext() throws {
        let model = try Transformer(file: GGUFFile(contentsOf: Self.folder.appendingPathComponent("tiny-llama.gguf")), contextSize: 4)
        #expect(throws: NativeModelError.tokenOutOfRange(token: 96, vocabularySize: 96)) { try model.forward([96]) }
        try model.forward([1, 2, 3])
        #expect(throws: NativeModelError.contextFull(needed: 5, contextSize: 4)) { try model.forward([4, 5]) }
        #expect(model.position == 3)
    }
}
