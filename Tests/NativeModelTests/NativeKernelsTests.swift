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
    @Test(arguments: [GGMLType.q4_0, .q4_1, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K])
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
            if type == .q4_1 {
                // The twin's minimum term reads the activations' float sums (step × Σ values, one
                // float rounding each) times a minimum as large as the weights themselves: held to
                // that rounding, 2^-24 · |minimum| · |sum| per group, plus the float weights' own.
                for t in 0..<tokens {
                    for o in 0..<outputs {
                        var exact = 0.0, bound = 1e-12
                        for i in 0..<n {
                            let term = Double(weights[o * n + i]) * Double(a.values[t * n + i]) * Double(a.scale[t * (n / 32) + i / 32])
                            exact += term
                            bound += 0x1p-24 * abs(term)
                        }
                        for g in 0..<(n / 32) {
                            let m = Double(HalfFloat.float(fromHalf: raw.loadUnaligned(fromByteOffset: o * rowBytes + 20 * g + 2, as: UInt16.self)))
                            bound += 0x1p-24 * abs(m) * abs(Double(a.sum[t * (n / 32) + g]))
                        }
                        #expect(abs(exact - twin[t * outputs + o]) <= bound, "Q4_1 token \(t) row \(o): \(twin[t * outputs + o]) vs \(exact), bound \(bound)")
                    }
                }
            } else {
                #expect(repackWorst < 1e-6, "\(type): repacked twin vs dequantized weights \(repackWorst)")
            }
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

    /// The C decode kernels (Q8_0, Q4_0, Q5_0, Q4_1, Q4_K, Q5_K, Q6_K, and the portable-only Q5_1,
    /// Q2_K, Q3_K, IQ4_NL, IQ4_XS) against their scalar reference `decodeDotScalar`, every
    /// variant; AVX2 and VNNI bit for bit.
    @Test(arguments: [GGMLType.q8_0, .q4_0, .q5_0, .q4_1, .q4_K, .q5_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS])
    func decodeKernelsMatchTheirScalarTwin(type: GGMLType) throws {
        for n in type.blockSize == 256 ? [256, 1024, 2048] : [32, 640, 2048] {
            let outputs = 37
            let (bytes, rowBytes) = try randomMatrix(type, n: n, outputs: outputs, seed: UInt64(n))
            var rng = SplitMix64(state: 21)
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n { batch.floats[i] = Float.random(in: -3...3, using: &rng) }
            for i in stride(from: 0, to: n, by: 32) { batch.floats[i + 7] = i % 64 == 0 ? 40 : -40 }  // ±127 and −128 edge
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(type.blockSize == 256 ? .q8_K : .q8_0)
            try bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let twin = (0..<outputs).map { decodeDotScalar(type, raw.baseAddress! + $0 * rowBytes, q: a.q, scale: a.scale, n, halfSum: a.halfSum) }
                var results: [String: [Float]] = [:]
                for isa in KernelVariant.supported {
                    var y = [Float](repeating: .nan, count: outputs)
                    y.withUnsafeMutableBufferPointer { out in
                        let y = out.baseAddress!, rows = Int32(outputs)
                        switch type {
                        case .q8_0: nk_decode_q8_0(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, y)
                        case .q4_0: nk_decode_q4_0(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, y)
                        case .q5_0: nk_decode_q5_0(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, y)
                        case .q4_1: nk_decode_q4_1(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.halfSum, y)
                        case .q4_K: nk_decode_q4_K(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        case .q5_K: nk_decode_q5_K(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        case .q5_1: nk_decode_q5_1(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.halfSum, y)
                        case .q2_K: nk_decode_q2_K(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        case .q3_K: nk_decode_q3_K(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        case .iq4_NL: nk_decode_iq4_nl(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, y)
                        case .iq4_XS: nk_decode_iq4_xs(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        default: nk_decode_q6_K(isa, base, rowBytes, rows, Int32(n), a.q, a.scale, a.blockSum, y)
                        }
                    }
                    var worst = 0.0
                    for o in 0..<outputs { worst = max(worst, abs(Double(y[o]) - twin[o]) / max(1, abs(twin[o]))) }
                    print("decode \(type) n \(n) on \(KernelVariant.name(isa)): worst relative difference from the scalar twin \(worst)")
                    if type == .q4_1 || type == .q5_1 {
                        // Q4_1's two float sums (d·d_a·Σ q·a and m·s) nearly cancel, as the weights
                        // d·q + m are centred, so a relative bar does not apply: each output is held
                        // to the float-summation bound of its own terms (Q4_1Bound).
                        for o in 0..<outputs {
                            let bound = Q4_1Bound.decode(raw.baseAddress! + o * rowBytes, type: type, q: a.q, scale: a.scale, halfSum: a.halfSum, n)
                            #expect(abs(Double(y[o]) - twin[o]) <= bound, "\(type) n \(n) \(KernelVariant.name(isa)) row \(o): \(y[o]) vs \(twin[o]), bound \(bound)")
                        }
                    } else {
                        #expect(worst < 1e-5, "\(type) n \(n) \(KernelVariant.name(isa)): \(worst)")
                    }
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

extension NativeKernelsTests {
    /// RMS norm, RoPE and GELU in C equal their Swift twins bit for bit, every variant (the Swift
    /// ones are bit-identical to llama.cpp on its own tensors: GemmaKernelParityTests).
    @Test func elementwiseKernelsEqualTheirSwiftTwins() {
        var rng = SplitMix64(state: 77)
        let n = 256, rows = 7
        let x = (0..<(rows * n)).map { i in Float.random(in: -4...4, using: &rng) * (i % 53 == 0 ? 300 : 1) }
        let w = (0..<n).map { _ in Float.random(in: 0.5...1.5, using: &rng) }
        var twinNorm = [Float](repeating: 0, count: rows * n)
        for r in 0..<rows { rmsNorm(x.withUnsafeBufferPointer { $0.baseAddress! } + r * n, w, n, 1e-6, twinNorm.withUnsafeMutableBufferPointer { $0.baseAddress! } + r * n) }
        let table = RopeTable(positions: 3, headDim: n)
        table.fill(base: 10_000, first: 1234, count: 3)
        var twinRope = x
        twinRope.withUnsafeMutableBufferPointer { p in
            for h in 0..<rows { ropeNeox(p.baseAddress! + h * n, n, 1234 + 2, 10_000) }
        }
        let gate = (0..<(rows * n)).map { i in i % 97 == 0 ? Float(i % 2 == 0 ? -12 : 11) : Float.random(in: -6...6, using: &rng) }
        var twinGelu = [Float](repeating: 0, count: rows * n)
        for i in 0..<(rows * n) {
            let g = gate[i]
            twinGelu[i] = g <= -10 ? 0 : g >= 10 ? g * x[i] : geluHalfTable[Int(halfBits(from: g))] * x[i]
        }
        for isa in KernelVariant.supported {
            let name = KernelVariant.name(isa)
            var norm = [Float](repeating: 0, count: rows * n)
            nk_rms_norm(isa, x, w, Int32(n), 1e-6, &norm, Int32(rows))
            #expect(norm == twinNorm, "rms norm on \(name)")
            var rope = x
            rope.withUnsafeMutableBufferPointer { p in
                nk_rope_neox(isa, p.baseAddress!, Int32(rows), Int32(n), table.cosines + 2 * table.half, table.sines + 2 * table.half)
            }
            #expect(rope == twinRope, "rope on \(name)")
            var gelu = [Float](repeating: 0, count: rows * n)
            nk_geglu_half(isa, gate, x, Int32(rows * n), geluHalfTable, &gelu)
            #expect(gelu == twinGelu, "geglu on \(name)")
            print("elementwise kernels on \(name): norm, rope, geglu bit-identical to the Swift twins: \(norm == twinNorm), \(rope == twinRope), \(gelu == twinGelu)")
        }
    }

    /// The C softmax equals the Swift one bit for bit (exponentials, binary16 probabilities,
    /// splats), with ties at the maximum and scores far below it.
    @Test func attentionSoftmaxEqualsItsSwiftTwin() {
        var rng = SplitMix64(state: 19)
        for (group, count) in [(4, 45), (6, 1), (3, 300)] {
            var scores = (0..<(count * group)).map { i in i % 17 == 0 ? 3 : Float.random(in: -30...3, using: &rng) }
            scores += [Float](repeating: 0, count: 4 * count * group)
            var twin = scores
            scores.withUnsafeMutableBufferPointer { nk_attention_softmax($0.baseAddress!, Int32(group), Int32(count)) }
            twin.withUnsafeMutableBufferPointer { attentionSoftmaxSwift($0.baseAddress!, group: group, count: count) }
            #expect(scores == twin, "group \(group) count \(count)")
        }
    }

    /// Attention's score and weighted-sum kernels against a scalar loop in Double, every variant,
    /// wrapping around a ring of slots: 4 heads, tiles of 4 and 2, of 4 and 1 with a last column of
    /// 8 dimensions and several blocks of 32 positions, one head alone, and a width no SIMD body takes.
    @Test(arguments: [(group: 4, headDim: 256, count: 45), (group: 6, headDim: 64, count: 33), (group: 5, headDim: 40, count: 70),
                      (group: 1, headDim: 64, count: 40), (group: 3, headDim: 20, count: 9)])
    func attentionKernelsMatchAScalarLoop(group: Int, headDim: Int, count: Int) {
        var rng = SplitMix64(state: 5)
        let slots = count + 7, firstSlot = 11, kvStride = headDim + 16
        let keys = (0..<(slots * kvStride)).map { _ in Float.random(in: -2...2, using: &rng) }
        let values = (0..<(slots * kvStride)).map { _ in Float.random(in: -2...2, using: &rng) }
        let q = (0..<(group * headDim)).map { _ in Float.random(in: -2...2, using: &rng) }
        let p = (0..<(count * group)).map { _ in Float.random(in: 0...0.1, using: &rng) }
        let splat = p.flatMap { [$0, $0, $0, $0] }
        for isa in KernelVariant.supported {
            var scores = [Float](repeating: 0, count: count * group)
            nk_attention_scores(isa, q, Int32(group), Int32(headDim), keys, kvStride, Int32(slots), Int32(firstSlot), Int32(count), &scores)
            var out = [Float](repeating: 1, count: group * headDim)
            nk_attention_weighted_sum(isa, values, kvStride, Int32(slots), Int32(firstSlot), Int32(count), Int32(group), Int32(headDim), splat, &out, headDim, 0)
            var worstScore = 0.0, worstSum = 0.0
            for j in 0..<count {
                let slot = (firstSlot + j) % slots
                for h in 0..<group {
                    var exact = 0.0
                    for d in 0..<headDim { exact += Double(q[h * headDim + d]) * Double(keys[slot * kvStride + d]) }
                    worstScore = max(worstScore, abs(exact - Double(scores[j * group + h])) / max(1, abs(exact)))
                }
            }
            for h in 0..<group {
                for d in 0..<headDim {
                    var exact = 0.0
                    for j in 0..<count { exact += Double(p[j * group + h]) * Double(values[((firstSlot + j) % slots) * kvStride + d]) }
                    worstSum = max(worstSum, abs(exact - Double(out[h * headDim + d])) / max(1, abs(exact)))
                }
            }
            print("attention kernels on \(KernelVariant.name(isa)), group \(group) headDim \(headDim): worst score \(worstScore), weighted sum \(worstSum)")
            #expect(worstScore < 1e-5 && worstSum < 1e-5, "\(KernelVariant.name(isa)): \(worstScore) \(worstSum)")
        }
    }
}

extension NativeKernelsTests {
    /// The C rounding to binary16 equals the Swift conversion (`roundedToHalf`) bit for bit, in
    /// particular below binary16's normal range, where C adds and subtracts 0.5 instead of
    /// converting: random values of every small exponent, both signs, zeros, float subnormals,
    /// and the exact ties between two half subnormals (k + ½) · 2^-24 and around 2^-14.
    @Test func halfRoundingEqualsTheSwiftConversion() {
        var rng = SplitMix64(state: 123)
        var values: [Float] = [0, -0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p-14, 0x1p-15, 0x1p-24, 0x1p-25, 0x1.8p-25]
        for k in 0..<1100 {
            values.append((Float(k) + 0.5) * 0x1p-24)
            values.append(-(Float(k) + 0.5) * 0x1p-24)
            values.append(Float(k) * 0x1p-24)
        }
        for _ in 0..<400_000 {
            let bits = UInt32.random(in: 0..<(113 << 23), using: &rng) | (Bool.random(using: &rng) ? 0x8000_0000 : 0)
            values.append(Float(bitPattern: bits))
        }
        for _ in 0..<100_000 { values.append(Float.random(in: -70_000...70_000, using: &rng) * (Bool.random(using: &rng) ? 1 : 1e-3)) }
        values += [.infinity, -.infinity, 65504, 65520, 70000]
        var differing: [Float] = []
        for v in values where nk_rounded_to_half_value(v).bitPattern != roundedToHalf(v).bitPattern { differing.append(v) }
        #expect(differing.isEmpty, "\(differing.count) of \(values.count) values round differently, first \(differing.prefix(5))")
    }

    /// A long softmax (3,500 positions, 4 heads: a global layer deep in a map prompt) whose
    /// probabilities mostly fall below binary16's normal range equals the Swift twin bit for bit.
    @Test func longAttentionSoftmaxEqualsItsSwiftTwin() {
        var rng = SplitMix64(state: 29)
        let group = 4, count = 3500
        var scores = (0..<(count * group)).map { i in i % 211 == 0 ? 8 : Float.random(in: -60...8, using: &rng) }
        scores += [Float](repeating: 0, count: 4 * count * group)
        var twin = scores
        scores.withUnsafeMutableBufferPointer { nk_attention_softmax($0.baseAddress!, Int32(group), Int32(count)) }
        twin.withUnsafeMutableBufferPointer { attentionSoftmaxSwift($0.baseAddress!, group: group, count: count) }
        #expect(scores.map(\.bitPattern) == twin.map(\.bitPattern))
    }

    /// The weighted sum over positions split in two calls, the second `accumulating`, equals one
    /// call bit for bit (the split decode path adds its parts this way), and every SIMD level gives
    /// the AVX2 body's bits: each output is one chain of fused multiply-adds in position order.
    @Test(arguments: [(group: 4, headDim: 256), (group: 3, headDim: 64), (group: 6, headDim: 128)])
    func weightedSumContinuesASplitAndAgreesAcrossLevels(group: Int, headDim: Int) {
        var rng = SplitMix64(state: 41)
        let count = 77, slots = 90, firstSlot = 60, split = 29, kvStride = headDim
        let values = (0..<(slots * kvStride)).map { _ in Float.random(in: -2...2, using: &rng) }
        let splat = (0..<(count * group)).flatMap { _ in [Float](repeating: Float.random(in: 0...0.1, using: &rng), count: 4) }
        func weightedSum(_ isa: Int32, split: Int?) -> [UInt32] {
            var out = [Float](repeating: 0, count: group * headDim)
            let parts = split.map { [0..<$0, $0..<count] } ?? [0..<count]
            for (index, part) in parts.enumerated() {
                let offset = 4 * part.lowerBound * group
                splat.withUnsafeBufferPointer { s in
                    nk_attention_weighted_sum(isa, values, kvStride, Int32(slots), Int32((firstSlot + part.lowerBound) % slots), Int32(part.count),
                                              Int32(group), Int32(headDim), s.baseAddress! + offset, &out, headDim, index > 0 ? 1 : 0)
                }
            }
            return out.map(\.bitPattern)
        }
        for isa in KernelVariant.supported {
            #expect(weightedSum(isa, split: split) == weightedSum(isa, split: nil), "\(KernelVariant.name(isa))")
        }
        let simd = KernelVariant.supported.filter { $0 == Int32(NK_ISA_AVX2.rawValue) || $0 == Int32(NK_ISA_AVX512VNNI.rawValue) }
        for isa in simd { #expect(weightedSum(isa, split: nil) == weightedSum(simd[0], split: nil), "\(KernelVariant.name(isa))") }
    }
}
