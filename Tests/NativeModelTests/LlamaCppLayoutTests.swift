import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Random-weight files in the layouts of Llama 3.2 (rope_freqs factor 32, tied), Llama 3.1
/// (rope_freqs factor 8, untied), Qwen2.5 (q/k/v biases, NEOX RoPE, tied), SmolLM2 (tied, no
/// scaling), Qwen2.5 with YaRN (factor 4 over 32,768 positions, a 4,096-token prompt) and Gemma 3
/// blocks that rotate half of each head (`rope.dimension_count` 32 of 64) against llama.cpp
/// itself (Scripts/fixtures/make-llamacpp-layout-fixtures.py): the logits of a 300-token prompt at every
/// position (of the long prompt: the first 64 and every 64th), fed one token at a time (the
/// decode path, which past position 256 splits a lone KV head's positions across the threads)
/// and in pieces of 40 (64 for the long prompt) (the prompt path), in exact and flash attention.
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
/// removed, NEOX rotation replaced by adjacent pairs, another RoPE base, YaRN removed or replaced
/// by linear interpolation or by its magnitude alone, every dimension rotated), which must exceed
/// 20 times either bar (each twin's), so a match proves the feature is computed.
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
        /// How far each twin moves llama.cpp's logits (`feature` is the closest), when recorded.
        let twins: [String: Float]?
        /// The positions whose logits are kept, in order; every position when absent.
        let positions: [Int]?

        /// llama.cpp's logits after token `position` with attention `mode` ("exact" or "flash"),
        /// nil for a position the fixture does not keep.
        func row(_ mode: String, _ position: Int) -> [Float]? {
            guard let index = positions == nil ? position : positions!.firstIndex(of: position) else { return nil }
            return logits[mode]!.withUnsafeBytes { raw in
                Array(raw.bindMemory(to: Float.self)[(index * vocabulary)..<((index + 1) * vocabulary)])
            }
        }

        /// The bar for attention `mode` (see the type's comment); the one-token run is on one
        /// thread for the long prompt (see the script).
        func tolerance(_ mode: String) -> Float {
            guard mode == "flash" else { return spread["exact vs flash"]! }
            return spread["exact vs exact -b 1 -ub 1"] ?? spread["exact vs exact -t 1 -b 1 -ub 1"]!
        }
    }

    static func load(_ layout: String) throws -> (GGUFFile, Fixture) {
        let file = try GGUFFile(contentsOf: TinyModelTests.folder.appendingPathComponent("layout-\(layout).gguf"))
        let data = try Data(contentsOf: TinyModelTests.folder.appendingPathComponent("layout-\(layout)-llamacpp.json"))
        return (file, try JSONDecoder().decode(Fixture.self, from: data))
    }

    static func worst(_ ours: UnsafeBufferPointer<Float>, _ theirs: [Float]) -> Float {
        zip(ours, theirs).map { abs($0 - $1) }.max()!
    }

    /// What a layout's file must be read as.
    struct Layout: Sendable, CustomTestStringConvertible {
        let name: String
        let architecture: ModelConfig.Architecture
        let headDim: Int, queryHeadsPerKVHead: Int
        let tied: Bool, hasRopeFactors: Bool
        /// YaRN's original context, nil without YaRN.
        var yarnOriginalContext: Int? = nil
        /// Rotated dimensions of each head when fewer than the head width.
        var rotatedDimensions: Int? = nil
        var testDescription: String { name }
    }

    static let layouts: [Layout] = [
        Layout(name: "llama3.2", architecture: .llama, headDim: 64, queryHeadsPerKVHead: 4, tied: true, hasRopeFactors: true),
        Layout(name: "llama3.1", architecture: .llama, headDim: 128, queryHeadsPerKVHead: 4, tied: false, hasRopeFactors: true),
        Layout(name: "qwen2.5", architecture: .qwen2, headDim: 64, queryHeadsPerKVHead: 7, tied: true, hasRopeFactors: false),
        Layout(name: "smollm2", architecture: .llama, headDim: 64, queryHeadsPerKVHead: 3, tied: true, hasRopeFactors: false),
        Layout(name: "qwen2.5-yarn", architecture: .qwen2, headDim: 64, queryHeadsPerKVHead: 7, tied: true, hasRopeFactors: false,
               yarnOriginalContext: 32768),
        Layout(name: "gemma3-partial", architecture: .gemma3, headDim: 64, queryHeadsPerKVHead: 4, tied: true, hasRopeFactors: false,
               rotatedDimensions: 32),
    ]

    @Test(arguments: layouts)
    func logitsMatchLlamaCpp(layout: Layout) throws {
        let name = layout.name, headDim = layout.headDim, tied = layout.tied, scaled = layout.hasRopeFactors
        let (file, fixture) = try Self.load(name)
        let model = try Transformer(file: file, contextSize: max(512, fixture.tokens.count), maxBatch: 40)
        #expect(model.config.architecture == layout.architecture)
        #expect(model.config.headDim == headDim && model.config.headCount / model.config.kvHeadCount == layout.queryHeadsPerKVHead)
        #expect(model.config.ropeScaling.yarn?.originalContextLength == layout.yarnOriginalContext)
        #expect(model.config.ropeFrequencyScale == (layout.yarnOriginalContext == nil ? 1 : 0.25))
        #expect(model.config.ropeDimensionCount == layout.rotatedDimensions ?? headDim)
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
        // 40 (each piece's last position; 64 for a fixture that keeps every 64th), in both
        // attentions against llama.cpp's run in the same.
        // A decoded token on the split path (past position 256) rounds as exact attention does
        // whatever the mode, so the flash run is compared before it only.
        var tokenByToken: [String: [Float]] = [:], prompt: [String: [Float]] = [:]
        let piece = fixture.positions == nil ? 40 : 64
        for mode in ["exact", "flash"] {
            model.promptAttentionOverride = PromptAttention(rawValue: mode)
            model.reset()
            for (position, token) in fixture.tokens.enumerated() {
                let logits = try model.forward([token], prompt: false)
                if mode == "flash", model.splitsDecodeAttention(at: position) { continue }
                guard let theirs = fixture.row(mode, position) else { continue }
                tokenByToken[mode, default: []].append(Self.worst(logits, theirs))
            }
            model.reset()
            for start in stride(from: 0, to: fixture.tokens.count, by: piece) {
                let end = min(fixture.tokens.count, start + piece)
                let logits = try model.forward(Array(fixture.tokens[start..<end]), prompt: true)
                let theirs = try #require(fixture.row(mode, end - 1), "the fixture keeps position \(end - 1)")
                prompt[mode, default: []].append(Self.worst(logits, theirs))
            }
        }
        let worst = { (runs: [String: [Float]], mode: String) in runs[mode]!.max()! }
        print("\(name) (\(fixture.layout)): worst logit difference from llama.cpp, token by token exact \(worst(tokenByToken, "exact")) / flash \(worst(tokenByToken, "flash")), prompt exact \(worst(prompt, "exact")) / flash \(worst(prompt, "flash")); bars exact \(fixture.tolerance("exact")) / flash \(fixture.tolerance("flash")); llama.cpp's spread \(fixture.spread); \(fixture.feature) moves llama.cpp's logits by \(fixture.feature_difference)\(fixture.twins.map { "; every twin: \($0)" } ?? "")")
        #expect(tokenByToken["exact"]!.count == (fixture.positions?.count ?? fixture.tokens.count) && tokenByToken["flash"]!.count >= (fixture.positions == nil ? 256 : 64))
        for mode in ["exact", "flash"] {
            let tolerance = fixture.tolerance(mode)
            #expect(fixture.feature_difference > 20 * tolerance, "the fixture's feature must matter far more than llama.cpp's own spread")
            #expect((fixture.twins?.values.min() ?? fixture.feature_difference) == fixture.feature_difference, "the feature named is the closest twin")
            #expect(worst(tokenByToken, mode) < tolerance, "token by token, \(mode) attention: \(tokenByToken[mode]!)")
            #expect(worst(prompt, mode) < tolerance, "prompt, \(mode) attention: \(prompt[mode]!)")
        }
    }
}
