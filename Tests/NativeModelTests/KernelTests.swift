import Foundation
import Testing
import GGUF
@testable import NativeModel

/// Fast kernels against scalar references on random inputs.
struct KernelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/GGUF/all-types.gguf")

    /// The matmul equals, up to float rounding, the exact product of the dequantized weights with
    /// the activations as the kernel sees them: quantized to 8 bits on the decode path (the
    /// approximation llama.cpp also makes; for Q5_1's minimum term the activations' q8_1 sum, as
    /// in llama.cpp), 14 bits on the integer prefill path, unquantized on the float path.
    /// One input row takes the int8 decode path; several take the prefill path, which for the
    /// types `unpackRow` does not take (Q5_1, Q2_K, Q3_K, IQ4_NL, IQ4_XS) is the float path.
    @Test(arguments: [GGMLType.q4_0, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K, .f32, .f16, .bf16, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS], [1, 3])
    func matmulMatchesScalarReference(type: GGMLType, rows: Int) throws {
        let file = try GGUFFile(contentsOf: Self.fixtures)
        let t = try file.requireTensor(type.description)
        let n = t.rowLength, outputs = t.rowCount
        let weights = try file.floats(of: t)
        let w = WeightMatrix(name: t.name, type: t.type, inputs: n, outputs: outputs, base: file.bytes(of: t).baseAddress!, rowBytes: t.rowBytes)
        var rng = SplitMix64(state: 42)
        let batch = ActivationBatch(capacity: rows * n)
        for i in 0..<(rows * n) { batch.floats[i] = Float.random(in: -2...2, using: &rng) }
        batch.reset(rows: rows, columns: n)
        var y = [Float](repeating: 0, count: rows * outputs)
        y.withUnsafeMutableBufferPointer { matmul(w, batch, $0.baseAddress!, outStride: outputs) }
        // The activations as the kernel sees them.
        var x = (0..<(rows * n)).map { Double(batch.floats[$0]) }
        if let flavor = w.flavor, rows < batchedMinimumRows {  // decode: 8-bit activations
            let a = batch.quantized(flavor)
            x = (0..<(rows * n)).map { Double(a.q[$0]) * Double(a.scale[$0 / 16]) }
        } else if w.isUnpackable {  // integer prefill: 14-bit activations
            x = wideQuantized(batch.floats, rows: rows, n: n)
        }
        var worst = 0.0
        for r in 0..<rows {
            for o in 0..<outputs {
                var exact = 0.0
                for i in 0..<n { exact += Double(weights[o * n + i]) * x[r * n + i] }
                if type == .q5_1, rows < batchedMinimumRows {
                    // The minimum m of each block meets the q8_1 sum binary16(δ · Σ q), not σ · Σ q.
                    let a = batch.quantized(.q8_0)
                    for b in 0..<(n / 32) {
                        let m = Double(halfAt(w.base + o * w.rowBytes + 24 * b, 2))
                        let carried = Double(a.scale[2 * b]) * Double((0..<32).reduce(0) { $0 + Int(a.q[32 * b + $1]) })
                        exact += m * (Double(a.halfSum[b]) - carried)
                    }
                }
                worst = max(worst, abs(Double(y[r * outputs + o]) - exact) / max(1, abs(exact)))
            }
        }
        #expect(worst < 1e-4, "\(type): worst relative error \(worst)")
    }

    /// The prefill GEMM (16-bit tiles, `pmaddwd`-shaped sums, 4 × 2 register tiles and their
    /// edges) against its scalar twin on the same integers, for every quantized type and token
    /// counts that exercise the odd-token and odd-row edges.
    @Test(arguments: [GGMLType.q4_0, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K], [1, 2, 5])
    func integerGemmMatchesItsScalarTwin(type: GGMLType, rows: Int) throws {
        let file = try GGUFFile(contentsOf: Self.fixtures)
        let t = try file.requireTensor(type.description)
        // 9 rows (two 4-row tiles and an edge row) of blocks drawn at random from the fixture's
        // rows; 17 groups of 32 (4 interleaved runs and a leftover group) or 3 blocks of 256.
        var rng = SplitMix64(state: 5)
        let blockSize = try #require(type.blockSize), blockBytes = try #require(type.blockBytes)
        let sourceBlocks = t.rowCount * t.rowLength / blockSize
        let n = blockSize == 32 ? 17 * 32 : 3 * 256, outputs = 9
        let source = file.bytes(of: t)
        var bytes = [UInt8]()
        for _ in 0..<(outputs * n / blockSize) {
            let b = Int.random(in: 0..<sourceBlocks, using: &rng)
            bytes += source[(b * blockBytes)..<((b + 1) * blockBytes)]
        }
        bytes.withUnsafeBytes { raw in
            let w = WeightMatrix(name: t.name, type: type, inputs: n, outputs: outputs, base: raw.baseAddress!, rowBytes: n / blockSize * blockBytes)
            let batch = ActivationBatch(capacity: rows * n)
            for i in 0..<(rows * n) { batch.floats[i] = Float.random(in: -3...3, using: &rng) }
            batch.reset(rows: rows, columns: n)
            let a = batch.widened()
            let exact = integerGemmScalar(w, a, rows: rows)
            // The exact product of the dequantized weights and the quantized activations.
            var weights = [Float](repeating: 0, count: outputs * n)
            weights.withUnsafeMutableBufferPointer { Dequantize.row(raw, type: type, count: outputs * n, into: $0) }
            let x = wideQuantized(batch.floats, rows: rows, n: n)
            for o in 0..<outputs {
                for r in 0..<rows {
                    var d = 0.0
                    for i in 0..<n { d += Double(weights[o * n + i]) * x[r * n + i] }
                    #expect(abs(d - exact[r * outputs + o]) <= 1e-4 * max(1, abs(d)), "\(type): twin \(exact[r * outputs + o]) vs \(d)")
                }
            }
            for tileRows in [16, 7] {  // 7: rows left over after the 4-row tiles
                var y = [Float](repeating: 0, count: rows * outputs)
                y.withUnsafeMutableBufferPointer { integerGemm(w, a, rows: rows, $0.baseAddress!, outStride: outputs, tileRows: tileRows) }
                var worst = 0.0
                for i in 0..<y.count { worst = max(worst, abs(Double(y[i]) - exact[i]) / max(1, abs(exact[i]))) }
                #expect(worst < 1e-5, "\(type) tile \(tileRows): worst relative error \(worst)")
                // A token's outputs do not depend on its neighbours in the batch.
                let single = ActivationBatch(capacity: n)
                for i in 0..<n { single.floats[i] = batch.floats[(rows - 1) * n + i] }
                single.reset(rows: 1, columns: n)
                var y1 = [Float](repeating: 0, count: outputs)
                y1.withUnsafeMutableBufferPointer { integerGemm(w, single.widened(), rows: 1, $0.baseAddress!, outStride: outputs, tileRows: tileRows) }
                #expect(Array(y[((rows - 1) * outputs)...]) == y1, "\(type): last token alone differs")
            }
        }
    }

    /// Rows of `floats` as the prefill GEMM sees them: 14-bit values per 32 times their step.
    func wideQuantized(_ floats: UnsafePointer<Float>, rows: Int, n: Int) -> [Double] {
        var values = [Int16](repeating: 0, count: n), scale = [Float](repeating: 0, count: n / 32), sum = [Float](repeating: 0, count: n / 16)
        var x: [Double] = []
        for r in 0..<rows {
            quantizeRowWide(floats + r * n, n, &values, &scale, &sum)
            x += (0..<n).map { Double(values[$0]) * Double(scale[$0 / 32]) }
        }
        return x
    }

    /// The activation quantizers reproduce their inputs to within half a step.
    @Test func activationQuantizationIsWithinHalfAStep() {
        var rng = SplitMix64(state: 7)
        let n = 512
        let x = (0..<n).map { _ in Float.random(in: -3...3, using: &rng) }
        for flavor in [ActivationFlavor.q8_0, .q8_K] {
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n { batch.floats[i] = x[i] }
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(flavor)
            for i in 0..<n {
                let step = a.scale[i / 16]  // negative for Q8_K when the block's extreme is positive
                #expect(abs(Float(a.q[i]) * step - x[i]) <= abs(step) * 0.5 + 1e-3 * abs(x[i]), "\(flavor) \(i)")
            }
            var total: Float = 0
            for i in 0..<16 { total += Float(a.q[i]) }
            #expect(abs(a.sum[0] - total * a.scale[0]) < 1e-4)
        }
        // The prefill's 14-bit form.
        var values = [Int16](repeating: 0, count: n), scale = [Float](repeating: 0, count: n / 32), sum = [Float](repeating: 0, count: n / 16)
        quantizeRowWide(x, n, &values, &scale, &sum)
        for i in 0..<n {
            let exact = (x[i] / scale[i / 32]).rounded(.toNearestOrEven)
            #expect(Float(values[i]) == exact && abs(values[i]) <= 8191, "14-bit \(i)")
        }
        for g in 0..<(n / 16) {
            let total = (0..<16).reduce(0) { $0 + Int(values[16 * g + $1]) }
            #expect(abs(sum[g] - Float(total) * scale[g / 2]) <= 1e-4 * max(1, abs(sum[g])))
        }
    }

    /// The int8 dot product of unpacked rows (the decode path of types without a direct kernel)
    /// against a scalar loop in Double, on random int8 values at the extremes too.
    @Test func int8DotProductsMatchAScalarLoop() {
        var rng = SplitMix64(state: 99)
        for n in [32, 64, 640, 2048] {
            let wq = (0..<n).map { _ in Int8.random(in: -128...127, using: &rng) }
            let aq = (0..<n).map { _ in Int8.random(in: -127...127, using: &rng) }
            let wscale = (0..<(n / 16)).map { _ in Float.random(in: -0.1...0.1, using: &rng) }
            let wmin = (0..<(n / 16)).map { _ in Float.random(in: 0...0.05, using: &rng) }
            let ascale = (0..<(n / 16)).map { _ in Float.random(in: 0.001...0.02, using: &rng) }
            let asum = (0..<(n / 16)).map { g in ascale[g] * Float((0..<16).reduce(0) { $0 + Int(aq[16 * g + $1]) }) }
            var exact = 0.0
            for i in 0..<n {
                exact += (Double(wscale[i / 16]) * Double(wq[i]) - Double(wmin[i / 16])) * Double(ascale[i / 16]) * Double(aq[i])
            }
            let twin = dotUnpacked(wq, wscale, wmin, true, aq, ascale, asum, n)
            #expect(abs(Double(twin) - exact) <= 1e-4 * max(1, abs(exact)), "n \(n): \(twin) vs \(exact)")
        }
    }

    /// The decode entry (`decodeRows`: the C kernels, blocks read from the file) on every variant
    /// this CPU runs against the scalar reference (the same integer block sums one value at a time,
    /// the rest in Double): equal up to float rounding (1e-5: float sums over up to 64 blocks), on
    /// random blocks of the fixture's rows and random activations of both flavours, with extreme
    /// activations (±127) included. Q5_1's two float sums nearly cancel (its weights d·q + m are
    /// centred), so it is held to the float-summation bound of its own terms (`Q4_1Bound`).
    @Test(arguments: [GGMLType.q4_0, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS])
    func decodeKernelsMatchTheScalarReference(type: GGMLType) throws {
        let file = try GGUFFile(contentsOf: Self.fixtures)
        let t = try file.requireTensor(type.description)
        var rng = SplitMix64(state: 11)
        let blockSize = try #require(type.blockSize), blockBytes = try #require(type.blockBytes)
        let sourceBlocks = t.rowCount * t.rowLength / blockSize, source = file.bytes(of: t)
        for n in blockSize == 32 ? [32, 64, 96, 640, 2048] : [256, 768, 2048] {
            var bytes = [UInt8]()
            for _ in 0..<(n / blockSize) {
                let b = Int.random(in: 0..<sourceBlocks, using: &rng)
                bytes += source[(b * blockBytes)..<((b + 1) * blockBytes)]
            }
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n { batch.floats[i] = Float.random(in: -3...3, using: &rng) }
            for i in stride(from: 0, to: n, by: 32) { batch.floats[i + 5] = i % 64 == 0 ? 40 : -40 }  // ±127 after quantizing
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(try #require(WeightMatrix(name: "", type: type, inputs: n, outputs: 1, base: UnsafeRawPointer(bitPattern: 1)!, rowBytes: 0).flavor))
            let twin = bytes.withUnsafeBytes { decodeDotScalar(type, $0.baseAddress!, q: a.q, scale: a.scale, n, halfSum: a.halfSum) }
            let bound = type == .q5_1 ? bytes.withUnsafeBytes { Q4_1Bound.decode($0.baseAddress!, type: type, q: a.q, scale: a.scale, halfSum: a.halfSum, n) }
                : 1e-5 * max(1, abs(twin))
            for isa in KernelVariant.supported {
                var fast: Float = .nan
                bytes.withUnsafeBytes { raw in
                    decodeRows(type, isa: isa, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), rowBytes: raw.count, count: 1, n: n, a, token: 0, &fast)
                }
                #expect(abs(Double(fast) - twin) <= bound, "\(type) n \(n) \(KernelVariant.name(isa)): \(fast) vs \(twin)")
            }
            var blockSums = true
            for b in 0..<(n / 32) { blockSums = blockSums && a.blockSum[b] == (0..<32).reduce(0) { $0 + Int32(a.q[32 * b + $1]) } }
            #expect(blockSums, "\(type) n \(n): block sums")
        }
    }
}

/// The attention kernel (4-head register tiles, 32-position V blocks, ring slots) against a plain
/// scalar softmax-attention in Double on random inputs, with and without wrapping around the ring.
@Test(arguments: [(group: 4, headDim: 256, first: 0, last: 44, slots: 64), (group: 4, headDim: 256, first: 30, last: 99, slots: 80),
                  (group: 6, headDim: 20, first: 3, last: 40, slots: 41), (group: 1, headDim: 64, first: 0, last: 0, slots: 8),
                  (group: 4, headDim: 256, first: 0, last: 1647, slots: 2048), (group: 4, headDim: 256, first: 1136, last: 1647, slots: 1024)])
func attentionMatchesAScalarSoftmax(group: Int, headDim: Int, first: Int, last: Int, slots: Int) {
    var rng = SplitMix64(state: 11)
    let q = (0..<(group * headDim)).map { _ in Float.random(in: -1...1, using: &rng) }
    let keys = (0..<(slots * headDim)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
    let values = (0..<(slots * headDim)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
    let count = last - first + 1
    var scores = [Float](repeating: 0, count: 5 * group * count)
    var out = [Float](repeating: .nan, count: group * headDim)
    attendGroup(q, group: group, qStride: headDim, keys, values, kvStride: headDim, slots: slots, first: first, last: last,
                headDim: headDim, scores: &scores, out: &out, outStride: headDim)
    var worst = 0.0
    for g in 0..<group {
        let s = (first...last).map { p in
            (0..<headDim).reduce(0.0) { $0 + Double(roundedToHalf(q[g * headDim + $1])) * Double(keys[(p % slots) * headDim + $1]) }
        }
        let m = s.max()!, e = s.map { Foundation.exp($0 - m) }, total = e.reduce(0, +)
        for i in 0..<headDim {
            var o = 0.0
            for (j, p) in (first...last).enumerated() { o += e[j] / total * Double(values[(p % slots) * headDim + i]) }
            worst = max(worst, abs(o - Double(out[g * headDim + i])))
        }
    }
    #expect(worst < 2e-3, "worst difference \(worst)")  // probabilities are rounded to binary16, as ggml rounds them
}

/// The query-tiled prefill attention against `attendGroup` token by token: bit-identical outputs
/// for causal spans, sliding windows (spans that start at different positions) and ring slots.
@Test(arguments: [(tokens: 4, window: Int.max, firstPosition: 0, slots: 64), (tokens: 5, window: Int.max, firstPosition: 37, slots: 128),
                  (tokens: 4, window: 40, firstPosition: 90, slots: 72), (tokens: 3, window: 512, firstPosition: 1400, slots: 1024),
                  (tokens: 1, window: Int.max, firstPosition: 5, slots: 8)])
func tiledAttentionEqualsAttentionPerToken(tokens: Int, window: Int, firstPosition: Int, slots: Int) {
    let group = 4, headDim = 256
    var rng = SplitMix64(state: 17)
    let q = (0..<(tokens * group * headDim)).map { _ in Float.random(in: -2...2, using: &rng) }
    let keys = (0..<(slots * headDim)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
    let values = (0..<(slots * headDim)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
    let lasts = (0..<tokens).map { firstPosition + $0 }
    let firsts = lasts.map { window == Int.max ? 0 : max(0, $0 - window + 1) }
    let scoreStride = 5 * group * (lasts.last! + 1)
    var scores = [Float](repeating: 0, count: tokens * scoreStride)
    var tiled = [Float](repeating: .nan, count: tokens * group * headDim)
    attendTile(q, qTokenStride: group * headDim, tokens: tokens, group: group, headDim: headDim, keys, values, kvStride: headDim,
               slots: slots, firsts: firsts, lasts: lasts, scores: &scores, scoreStride: scoreStride,
               out: &tiled, outTokenStride: group * headDim, outStride: headDim)
    for t in 0..<tokens {
        var single = [Float](repeating: .nan, count: group * headDim)
        q.withUnsafeBufferPointer { q in
            attendGroup(q.baseAddress! + t * group * headDim, group: group, qStride: headDim, keys, values, kvStride: headDim, slots: slots,
                        first: firsts[t], last: lasts[t], headDim: headDim, scores: &scores, out: &single, outStride: headDim)
        }
        let mismatches = (0..<(group * headDim)).filter { single[$0].bitPattern != tiled[t * group * headDim + $0].bitPattern }.count
        #expect(mismatches == 0, "token \(t): \(mismatches) values differ")
    }
}

/// The in-place rounding of `roundedToHalf` against the conversion to binary16 bits and back, on
/// random floats of every magnitude (normal, subnormal and overflowing halves) and ties.
@Test func roundedToHalfMatchesTheConversion() {
    var rng = SplitMix64(state: 3)
    var samples: [Float] = (0..<200_000).map { _ in
        Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0x7FFF_FFFF | (Bool.random(using: &rng) ? 0x8000_0000 : 0))
    }
    samples += [0.5 + 1.0 / 4096, 1 + 1.0 / 2048, 1 + 3.0 / 2048, 65504, 65519, 65520, 6.1035156e-05, 6.1e-05]  // ties and edges
    for x in samples where x.isFinite {
        let expected = HalfFloat.float(fromHalf: halfBits(from: x))
        #expect(roundedToHalf(x).bitPattern == expected.bitPattern || (roundedToHalf(x).isNaN && expected.isNaN), "\(x)")
    }
}
