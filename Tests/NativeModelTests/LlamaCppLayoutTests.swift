import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Random-weight files in the layouts of Llama 3.2 (rope_freqs factor 32, tied), Llama 3.1
/// (rope_freqs factor 8, untied), Qwen2.5 (q/k/v biases, NEOX RoPE, tied) and SmolLM2 (tied, no
/// scaling) against llama.cpp itself (Scripts/fixtures/make-llamacpp-layout-fixtures.py): the logits of a
/// 300-token prompt at every position, fed one token at a time (the decode path, which past
/// position 256 splits a lone KV head's positions across the threads) and in pieces of 40 (the
/// prompt path), in exact and flash attention.
///
/// The bars come from llama.cpp's own spread on the same file (`spread`). Flash attention keeps
/// queries and probabilities in float, so only float order separates ours from llama.cpp's: held
/// to llama.cpp's gap between its batched and its one-token-per-batch runs with flash off (its
/// flash runs spread far wider among themselves, as its one-token flash kernel accumulates V in
/// binary16 and its tiled one, which ours follows, in float). Exact attention rounds each query
/// and probability to binary16 as ggml does, and one that sits within float noise of a rounding
/// boundary lands on either side depending on the float order; llama.cpp's runs share their
/// kernels' order, so their spread understates what a different order flips. Such flips are
/// parts of what binary16 rounding of queries and probabilities does in all, so exact attention
/// is held to llama.cpp's own exact-vs-flash gap. Each fixture also records how far llama.cpp's
/// logits move when the layout's feature is taken away (`feature_difference`: rope_freqs
/// removed, NEOX rotation replaced by adjacent pairs, another RoPE base), which must exceed 20
/// times either bar, so a match proves the feature is computed.
struct LlamaCppLayoutTests {
    struct Fixture: Decodable {
        let layout: String
        let tokens: [Int]
        let vocabulary: Int
        let rope_freqs: [Float]?
        let logits: [String: Data]
        let spread: [String: Float]
        let feature: String
        let feature_difference: Float

        /// llama.cpp's logits after token `position` with attention `mode` ("exact" or "flash").
        func row(_ mode: String, _ position: Int) -> [Float] {
            logits[mode]!.withUnsafeBytes { raw in
                Array(raw.bindMemory(to: Float.self)[(position * vocabulary)..<((position + 1) * vocabulary)])
            }
        }

        /// The bar for attention `mode` (see the type's comment).
        func tolerance(_ mode: String) -> Float { spread[mode == "flash" ? "exact vs exact -b 1 -ub 1" : "exact vs flash"]! }
    }

    static func load(_ layout: String) throws -> (GGUFFile, Fixture) {
        let file = try GGUFFile(contentsOf: TinyModelTests.folder.appendingPathComponent("layout-\(layout).gguf"))
        let data = try Data(contentsOf: TinyModelTests.folder.appendingPathComponent("layout-\(layout)-llamacpp.json"))
        return (file, try JSONDecoder().decode(Fixture.self, from: data))
    }

    static func worst(_ ours: UnsafeBufferPointer<Float>, _ theirs: [Float]) -> Float {
        zip(ours, theirs).map { abs($0 - $1) }.max()!
    }

    /// (layout, architecture, head width, query heads per KV head, tied output, has rope_freqs)
    static let layouts: [(String, ModelConfig.Architecture, Int, Int, Bool, Bool)] = [
        ("llama3.2", .llama, 64, 4, true, true), ("llama3.1", .llama, 128, 4, false, true),
        ("qwen2.5", .qwen2, 64, 7, true, false), ("smollm2", .llama, 64, 3, true, false),
    ]

    @Test(arguments: layouts)
    func logitsMatchLlamaCpp(layout: (String, ModelConfig.Architecture, Int, Int, Bool, Bool)) throws {
        let (name, architecture, headDim, group, tied, scaled) = layout
        let (file, fixture) = try Self.load(name)
        let model = try Transformer(file: file, contextSize: 512, maxBatch: 40)
        #expect(model.config.architecture == architecture)
        #expect(model.config.headDim == headDim && model.config.headCount / model.config.kvHeadCount == group)
        #expect((file.tensor(named: "output.weight") == nil) == tied)
        #expect((model.weights.output.base == model.weights.tokenEmbedding.base) == tied)
        if scaled {
            let factors = try #require(model.weights.ropeFrequencyFactors, "rope_freqs.weight not read")
            let expected = try #require(fixture.rope_freqs)
            #expect((0..<(headDim / 2)).map { factors[$0] } == expected)
        } else {
            #expect(model.weights.ropeFrequencyFactors == nil)
        }

        // One token at a time (the decode path), every position, and the prompt path in pieces of
        // 40 (each piece's last position), in both attentions against llama.cpp's run in the same.
        // A decoded token on the split path (past position 256) rounds as exact attention does
        // whatever the mode, so the flash run is compared before it only.
        var tokenByToken: [String: [Float]] = [:], prompt: [String: [Float]] = [:]
        for mode in ["exact", "flash"] {
            model.promptAttentionOverride = PromptAttention(rawValue: mode)
            model.reset()
            for (position, token) in fixture.tokens.enumerated() {
                let logits = try model.forward([token], prompt: false)
                if mode == "flash", model.splitsDecodeAttention(at: position) { continue }
                tokenByToken[mode, default: []].append(Self.worst(logits, fixture.row(mode, position)))
            }
            model.reset()
            for start in stride(from: 0, to: fixture.tokens.count, by: 40) {
                let end = min(fixture.tokens.count, start + 40)
                let logits = try model.forward(Array(fixture.tokens[start..<end]), prompt: true)
                prompt[mode, default: []].append(Self.worst(logits, fixture.row(mode, end - 1)))
            }
        }
        let worst = { (runs: [String: [Float]], mode: String) in runs[mode]!.max()! }
        print("\(name) (\(fixture.layout)): worst logit difference from llama.cpp, token by token exact \(worst(tokenByToken, "exact")) / flash \(worst(tokenByToken, "flash")), prompt exact \(worst(prompt, "exact")) / flash \(worst(prompt, "flash")); bars exact \(fixture.tolerance("exact")) / flash \(fixture.tolerance("flash")); llama.cpp's spread \(fixture.spread); \(fixture.feature) moves llama.cpp's logits by \(fixture.feature_difference)")
        #expect(tokenByToken["exact"]!.count == fixture.tokens.count && tokenByToken["flash"]!.count >= 256)
        for mode in ["exact", "flash"] {
            let tolerance = fixture.tolerance(mode)
            #expect(fixture.feature_difference > 20 * tolerance, "the fixture's feature must matter far more than llama.cpp's own spread")
            #expect(worst(tokenByToken, mode) < tolerance, "token by token, \(mode) attention: \(tokenByToken[mode]!)")
            #expect(worst(prompt, mode) < tolerance, "prompt, \(mode) attention: \(prompt[mode]!)")
        }
    }
}
