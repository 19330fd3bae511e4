import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// The multi-token decode kernels (`nk_decode_rows_*`, speculative verification) equal the
/// one-token kernels called once per token, bit for bit, for every variant this CPU runs (the
/// test prints which): that is what keeps each verified row identical to decoding its token alone.
struct DecodeRowsKernelTests {
    /// Random activations for `tokens` rows of n values, quantized as decode quantizes them, with
    /// ±127 / −128 edges in some blocks.
    func activations(tokens: Int, n: Int, flavor: ActivationFlavor, seed: UInt64) -> ActivationBatch {
        var rng = SplitMix64(state: seed)
        let batch = ActivationBatch(capacity: tokens * n)
        for i in 0..<(tokens * n) { batch.floats[i] = Float.random(in: -3...3, using: &rng) }
        for i in stride(from: 0, to: tokens * n, by: 96) { batch.floats[i + 5] = i % 192 == 0 ? 40 : -40 }
        batch.reset(rows: tokens, columns: n)
        _ = batch.quantized(flavor)
        return batch
    }

    /// 1-16 tokens (one group, balanced groups of a tiled pass), row counts past one L2 tile of
    /// weight rows, each type at two widths; y written at a row stride wider than the outputs.
    @Test(arguments: [GGMLType.q8_0, .q5_0, .q4_1, .q4_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS])
    func multiRowDecodeEqualsOneTokenAtATime(type: GGMLType) throws {
        let helper = NativeKernelsTests()
        for n in type.blockSize == 256 ? [256, 2048] : [640, 2048] {
            let outputs = 150
            let (bytes, rowBytes) = try helper.randomMatrix(type, n: n, outputs: outputs, seed: UInt64(n) &+ 7)
            let batch = activations(tokens: 16, n: n, flavor: type.blockSize == 256 ? .q8_K : .q8_0, seed: UInt64(n))
            let a = batch.quantized(type.blockSize == 256 ? .q8_K : .q8_0)
            bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for isa in KernelVariant.supported {
                    // One token at a time: the reference.
                    var single = [Float](repeating: .nan, count: 16 * outputs)
                    single.withUnsafeMutableBufferPointer { out in
                        for t in 0..<16 {
                            let q = a.q + t * n, scale = a.scale + t * n / 16, sums = a.blockSum + t * n / 32, y = out.baseAddress! + t * outputs
                            let halfSums = a.halfSum + t * n / 32
                            switch type {
                            case .q8_0: nk_decode_q8_0(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, y)
                            case .q5_0: nk_decode_q5_0(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, y)
                            case .q4_1: nk_decode_q4_1(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, halfSums, y)
                            case .q4_K: nk_decode_q4_K(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, sums, y)
                            case .q5_1: nk_decode_q5_1(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, halfSums, y)
                            case .q2_K: nk_decode_q2_K(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, sums, y)
                            case .q3_K: nk_decode_q3_K(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, sums, y)
                            case .iq4_NL: nk_decode_iq4_nl(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, y)
                            case .iq4_XS: nk_decode_iq4_xs(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, sums, y)
                            default: nk_decode_q6_K(isa, base, rowBytes, Int32(outputs), Int32(n), q, scale, sums, y)
                            }
                        }
                    }
                    for tokens in [2, 3, 4, 5, 7, 8, 9, 13, 16] {
                        let stride = outputs + 3
                        var y = [Float](repeating: .nan, count: tokens * stride)
                        y.withUnsafeMutableBufferPointer { out in
                            let y = out.baseAddress!, count = Int32(outputs), width = Int32(n), rows = Int32(tokens)
                            switch type {
                            case .q8_0: nk_decode_rows_q8_0(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .q5_0: nk_decode_rows_q5_0(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .q4_1: nk_decode_rows_q4_1(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.halfSum, y, stride)
                            case .q4_K: nk_decode_rows_q4_K(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .q5_1: nk_decode_rows_q5_1(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.halfSum, y, stride)
                            case .q2_K: nk_decode_rows_q2_K(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .q3_K: nk_decode_rows_q3_K(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .iq4_NL: nk_decode_rows_iq4_nl(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            case .iq4_XS: nk_decode_rows_iq4_xs(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            default: nk_decode_rows_q6_K(isa, base, rowBytes, count, width, rows, a.q, a.scale, a.blockSum, y, stride)
                            }
                        }
                        var differing = 0
                        for t in 0..<tokens {
                            for o in 0..<outputs where y[t * stride + o].bitPattern != single[t * outputs + o].bitPattern { differing += 1 }
                            for o in outputs..<stride { #expect(y[t * stride + o].isNaN, "\(type) wrote past its outputs") }
                        }
                        #expect(differing == 0, "\(type) n \(n) \(KernelVariant.name(isa)), \(tokens) tokens: \(differing) outputs differ from one token at a time")
                    }
                    print("decode rows \(type) n \(n) on \(KernelVariant.name(isa)): 2-16 tokens bit-identical to one token at a time")
                }
            }
        }
    }

    /// The matmul's decode path gives each of several decoded rows exactly what that row alone
    /// gets, with the multi-row kernels on (the default) — the route `Transformer.forwardEach` takes.
    @Test(arguments: [GGMLType.q8_0, .q4_0, .q5_0, .q4_1, .q4_K, .q5_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS])
    func matmulDecodeRowsEqualOneRowEach(type: GGMLType) throws {
        let n = type.blockSize == 256 ? 512 : 640, outputs = 700, tokens = 9
        let (bytes, rowBytes) = try NativeKernelsTests().randomMatrix(type, n: n, outputs: outputs, seed: 99)
        let batch = activations(tokens: tokens, n: n, flavor: type.blockSize == 256 ? .q8_K : .q8_0, seed: 4)
        let one = ActivationBatch(capacity: n)
        bytes.withUnsafeBytes { raw in
            let w = WeightMatrix(name: "random \(type)", type: type, inputs: n, outputs: outputs, base: raw.baseAddress!, rowBytes: rowBytes)
            batch.decodeRows = true
            var y = [Float](repeating: .nan, count: tokens * outputs)
            y.withUnsafeMutableBufferPointer { matmul(w, batch, $0.baseAddress!, outStride: outputs) }
            for t in 0..<tokens {
                one.floats.update(from: batch.floats + t * n, count: n)
                one.reset(rows: 1, columns: n)
                var alone = [Float](repeating: .nan, count: outputs)
                alone.withUnsafeMutableBufferPointer { matmul(w, one, $0.baseAddress!, outStride: outputs) }
                let row = Array(y[(t * outputs)..<((t + 1) * outputs)])
                #expect(row.map(\.bitPattern) == alone.map(\.bitPattern), "\(type) row \(t) differs from the row alone")
            }
        }
    }
}
