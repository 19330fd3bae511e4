import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// The C kernels (Sources/NativeKernels) against their Swift scalar twins, for every variant this
/// CPU runs (the test prints which), on blocks drawn at random from the all-types fixture.
struct NativeKernelsTests {
    /// A weight matrix of `outputs` rows of random blocks of `type` from the fixture, and its bytes.
    func randomMatrix(_ type: GGMLType, n: Int, outputs: Int, seed: UInt64) throws -> (bytes: [UInt8], rowBytes: Int) {
        let file = try GGUFFile(contentsOf: KernelTests.fixtures)
        let t = try file.requireTensor(type.description)
        var rng = SplitMix64(state: seed)
        let blockSize = try #require(type.blockSize), blockBytes = try #require(type.blockBytes)
        let sourceBlocks = t.rowCount * t.rowLength / blockSize, source = file.bytes(of: t)
        var bytes = [UInt8]()
        for _ in 0..<(outputs * n / blockSize) {
            let b = Int.random(in: 0..<sourceBlocks, using: &rng)
            bytes += source[(b * blockBytes)..<((b + 1) * blockBytes)]
        }
        return (bytes, n / blockSize * blockBytes)
    }

    /// Repacking keeps every weight: the scalar twin over the panels equals the product of the
    /// dequantized weights and the quantized activations; and every variant's `panelGemm` equals
    /// the twin up to float rounding, AVX2 and AVX-512 bit for bit, and each token's outputs do
    /// not depend on how many tokens shared the call (13 tokens: an AVX-512 tile of 12 and an
    /// edge, AVX2 tiles of 3 and an edge; 21 rows: a full and a partial panel).
    @Test(arguments: [GGMLType.q4_0, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K])
    func panelGemmMatchesItsScalarTwin(type: GGMLType) throws {
        let blockSize = try #require(type.blockSize)
        let n = blockSize == 32 ? 9 * 32 : 2 * 256, outputs = 21, tokens = 13
        let (bytes, rowBytes) = try randomMatrix(type, n: n, outputs: outputs, seed: 3)
        var rng = SplitMix64(state: 8)
        let batch = ActivationBatch(capacity: tokens * n)
        for i in 0..<(tokens * n) { batch.floats[i] = Float.random(in: -3...3, using: &rng) * (i % 61 == 0 ? 50 : 1) }
        batch.reset(rows: tokens, columns: n)
        try bytes.withUnsafeBytes { raw in
            let w = WeightMatrix(name: "random \(type)", type: type, inputs: n, outputs: outputs, base: raw.baseAddress!, rowBytes: rowBytes)
            let panels = try #require(PanelMatrix(w))
            let a = batch.panelActivations()
            let twin = panelGemmScalar(panels, a, rows: tokens)
            var weights = [Float](repeating: 0, count: outputs * n)
            weights.withUnsafeMutableBufferPointer { Dequantize.row(raw, type: type, count: outputs * n, into: $0) }
            var repackWorst = 0.0
            for t in 0..<tokens {
                for o in 0..<outputs {
                    var exact = 0.0
                    for i in 0..<n { exact += Double(weights[o * n + i]) * Double(a.values[t * n + i]) * Double(a.scale[t * (n / 32) + i / 32]) }
                    repackWorst = max(repackWorst, abs(exact - twin[t * outputs + o]) / max(1, abs(exact)))
                }
            }
            #expect(repackWorst < 1e-6, "\(type): repacked twin vs dequantized weights \(repackWorst)")
            var results: [String: [Float]] = [:]
            for isa in KernelVariant.supported {
                var y = [Float](repeating: .nan, count: tokens * outputs)
                y.withUnsafeMutableBufferPointer { panelGemm(panels, a, rows: tokens, $0.baseAddress!, outStride: outputs, isa: isa) }
                // Relative to the largest output: float sums of 9-32 group products, some cancelling.
                let largest = max(1, twin.map(abs).max() ?? 1)
                var worst = 0.0
                for i in 0..<y.count { worst = max(worst, abs(Double(y[i]) - twin[i]) / largest) }
                print("panel GEMM \(type) on \(KernelVariant.name(isa)): worst difference from the scalar twin \(worst) of the largest output")
                #expect(worst < 1e-5, "\(type) \(KernelVariant.name(isa)): worst difference \(worst)")
                // Token 12 alone (the edge of the AVX-512 tile) and token 0 alone.
                for t in [0, tokens - 1] {
                    var single = [Float](repeating: .nan, count: outputs)
                    let one = PanelActivations(values: a.values + t * n, scale: a.scale + t * (n / 32), sum: a.sum + t * (n / 32))
                    single.withUnsafeMutableBufferPointer { panelGemm(panels, one, rows: 1, $0.baseAddress!, outStride: outputs, isa: isa) }
                    #expect(Array(y[(t * outputs)..<((t + 1) * outputs)]) == single, "\(type) \(KernelVariant.name(isa)): token \(t) alone differs")
                }
                results[KernelVariant.name(isa)] = y
            }
            if let avx2 = results["avx2"], let avx512 = results["avx512vnni"] { #expect(avx2 == avx512, "\(type): AVX2 and AVX-512 differ") }
        }
    }

    /// The C decode kernels (Q8_0, Q5_0) against `decodeDotScalar` and against the Swift kernels
    /// they replace, every variant; AVX2 and VNNI bit for bit.
    @Test(arguments: [GGMLType.q8_0, .q5_0])
    func decodeKernelsMatchTheirScalarTwin(type: GGMLType) throws {
        for n in [32, 640, 2048] {
            let outputs = 37
            let (bytes, rowBytes) = try randomMatrix(type, n: n, outputs: outputs, seed: UInt64(n))
            var rng = SplitMix64(state: 21)
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n { batch.floats[i] = Float.random(in: -3...3, using: &rng) }
            for i in stride(from: 0, to: n, by: 32) { batch.floats[i + 7] = i % 64 == 0 ? 40 : -40 }  // ±127 and −128 edge
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(.q8_0)
            try bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let twin = (0..<outputs).map { decodeDotScalar(type, raw.baseAddress! + $0 * rowBytes, q: a.q, scale: a.scale, n) }
                var results: [String: [Float]] = [:]
                for isa in KernelVariant.supported {
                    var y = [Float](repeating: .nan, count: outputs)
                    y.withUnsafeMutableBufferPointer { out in
                        if type == .q8_0 { nk_decode_q8_0(isa, base, rowBytes, Int32(outputs), Int32(n), a.q, a.scale, out.baseAddress!) }
                        else { nk_decode_q5_0(isa, base, rowBytes, Int32(outputs), Int32(n), a.q, a.scale, out.baseAddress!) }
                    }
                    var worst = 0.0
                    for o in 0..<outputs { worst = max(worst, abs(Double(y[o]) - twin[o]) / max(1, abs(twin[o]))) }
                    print("decode \(type) n \(n) on \(KernelVariant.name(isa)): worst relative difference from the scalar twin \(worst)")
                    #expect(worst < 1e-5, "\(type) n \(n) \(KernelVariant.name(isa)): \(worst)")
                    results[KernelVariant.name(isa)] = y
                }
                if let avx2 = results["avx2"], let vnni = results["avx512vnni"] { #expect(avx2 == vnni, "\(type) n \(n): AVX2 and VNNI differ") }
                _ = try #require(results["generic"])
            }
        }
    }

    /// The dispatcher picks the widest variant the CPU has, and says which.
    @Test func bestVariantIsSupported() {
        let best = nk_best_isa()
        print("native kernels: best variant on this CPU \(KernelVariant.name(best)); supported \(KernelVariant.supported.map(KernelVariant.name))")
        #expect(nk_isa_supported(best) != 0)
        #expect(KernelVariant.supported.contains(Int32(NK_ISA_GENERIC.rawValue)))
        #expect(KernelVariant.supported.max() == best || KernelVariant.supported.contains(Int32(NK_ISA_NEON_DOTPROD.rawValue)))
    }
}
