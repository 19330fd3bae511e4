import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// Q4_1 (value d·q + m) in the decode kernels: the scalar twin `decodeDotScalar` against the plain
/// product of the dequantized weights (`Dequantize`, checked against gguf-py) with the activations
/// as the kernel sees them. The C variants are held to the twin by NativeKernelsTests and
/// DecodeRowsKernelTests.
///
/// The twin is not the float product exactly, by design: like llama.cpp's `ggml_vec_dot_q4_1_q8_1`
/// it takes the minimum term m · Σ x from the activations' q8_1 sum binary16(δ · Σ q), δ the step
/// before rounding, where the float product has σ · Σ q with σ = binary16(δ), the step the values
/// carry. The two differ by at most two binary16 roundings of δ · Σ q per block (2^-11 relative
/// each, or 2^-25 absolute below binary16's normal range), times |m|; the dequantized weights
/// themselves carry one float rounding of d·q + m (2^-24 relative). The test's bound is the sum
/// of exactly those terms for the blocks at hand, not a fixed tolerance.
struct Q4_1KernelTests {
    @Test func scalarTwinIsTheDequantizedProductUpToTheQ8_1Sum() throws {
        let file = try GGUFFile(contentsOf: KernelTests.fixtures)
        let t = try file.requireTensor("Q4_1")
        let source = file.bytes(of: t), sourceBlocks = t.rowCount * t.rowLength / 32
        var rng = SplitMix64(state: 41)
        var checked = 0, worstShare = 0.0
        for n in [32, 576, 1536, 2048] {
            var bytes = [UInt8]()
            for _ in 0..<(n / 32) {
                let b = Int.random(in: 0..<sourceBlocks, using: &rng)
                bytes += source[(b * 20)..<((b + 1) * 20)]
            }
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n { batch.floats[i] = Float.random(in: -3...3, using: &rng) + (i % 97 == 0 ? 60 : 0) }
            // One block of tiny values: its step and q8_1 sum fall in binary16's subnormal range.
            if n >= 64 { for i in 32..<64 { batch.floats[i] = 3e-7 * Float(i - 48) } }
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(.q8_0)
            var weights = [Float](repeating: 0, count: n)
            bytes.withUnsafeBytes { raw in
                weights.withUnsafeMutableBufferPointer { Dequantize.row(raw, type: .q4_1, count: n, into: $0) }
                let twin = decodeDotScalar(.q4_1, raw.baseAddress!, q: a.q, scale: a.scale, n, halfSum: a.halfSum)
                var product = 0.0, bound = 0.0
                for b in 0..<(n / 32) {
                    let step = Double(a.scale[2 * b])
                    var sum = 0
                    for i in (32 * b)..<(32 * b + 32) {
                        let term = Double(weights[i]) * Double(a.q[i]) * step
                        product += term
                        bound += 0x1p-24 * abs(term)
                        sum += Int(a.q[i])
                    }
                    let m = Double(HalfFloat.float(fromHalf: raw.loadUnaligned(fromByteOffset: 20 * b + 2, as: UInt16.self)))
                    // binary16(float(δ Σq)) and σ = binary16(δ): |δ| ≤ |σ| (1 + 2^-11) + 2^-25.
                    let delta = abs(step) * (1 + 0x1p-11) + 0x1p-25, s = Double(abs(sum))
                    bound += abs(m) * ((0x1p-11 + 0x1p-23) * delta * s + 0x1p-25 + (0x1p-11 * delta + 0x1p-25) * s)
                }
                bound += 1e-12 * max(1, abs(product))   // the Double sums themselves
                #expect(abs(twin - product) <= bound, "n \(n): twin \(twin), dequantized product \(product), bound \(bound)")
                worstShare = max(worstShare, abs(twin - product) / bound)
            }
            checked += 1
        }
        print("Q4_1 twin vs dequantized product: \(checked) rows, worst difference \(worstShare) of its bound")
    }

    /// The twin's own formula: with the q8_1 sums replaced by σ · Σ q (what the values carry), it is
    /// the dequantized product to Double rounding, so the bound above is only the q8_1 sum's.
    @Test func scalarTwinWithTheValuesOwnSumsIsTheDequantizedProduct() throws {
        let file = try GGUFFile(contentsOf: KernelTests.fixtures)
        let t = try file.requireTensor("Q4_1")
        let n = 512
        let raw = file.bytes(of: t)
        var rng = SplitMix64(state: 9)
        let batch = ActivationBatch(capacity: n)
        for i in 0..<n { batch.floats[i] = Float.random(in: -2...2, using: &rng) }
        batch.reset(rows: 1, columns: n)
        let a = batch.quantized(.q8_0)
        var carried = [Float](repeating: 0, count: n / 32)
        for b in 0..<(n / 32) { carried[b] = a.scale[2 * b] * Float((0..<32).reduce(0) { $0 + Int(a.q[32 * b + $1]) }) }
        var weights = [Float](repeating: 0, count: n)
        weights.withUnsafeMutableBufferPointer { Dequantize.row(UnsafeRawBufferPointer(rebasing: raw[0..<(n / 32 * 20)]), type: .q4_1, count: n, into: $0) }
        let twin = carried.withUnsafeBufferPointer { decodeDotScalar(.q4_1, raw.baseAddress!, q: a.q, scale: a.scale, n, halfSum: $0.baseAddress!) }
        var product = 0.0, magnitude = 0.0
        for i in 0..<n {
            let term = Double(weights[i]) * Double(a.q[i]) * Double(a.scale[i / 16])
            product += term
            magnitude += abs(term)
        }
        // σ · Σ q in float is exact (|Σ q| ≤ 4064 < 2^12, σ an 11-bit binary16); the weights' one rounding each.
        #expect(abs(twin - product) <= 0x1p-24 * magnitude + 1e-12, "twin \(twin) vs product \(product)")
    }
}

/// The float-summation bound a Q4_1 (or Q5_1) decode output is held to against the Double twin: the C bodies
/// add n/32 block terms per lane (8 lanes, then 3 additions across them, or one sequential sum in
/// the portable body), each term rounded once or twice (d · d_a, then the multiply-add), and the
/// n/32 minimum terms m · s in one float; recursive summation of k terms errs by at most
/// (k − 1) · 2^-24 · Σ |term|, so n/32 + 5 roundings of the terms' magnitudes bound every body.
enum Q4_1Bound {
    static func decode(_ row: UnsafeRawPointer, type: GGMLType = .q4_1, q: UnsafePointer<Int8>, scale: UnsafePointer<Float>,
                       halfSum: UnsafePointer<Float>, _ n: Int) -> Double {
        // Q5_1: 24-byte blocks, the fifth bits (bit i: value i) before the nibbles.
        let (blockBytes, nibbles) = type == .q5_1 ? (24, 8) : (20, 4)
        var magnitude = 0.0
        for b in 0..<(n / 32) {
            let block = row + blockBytes * b
            let d = Double(HalfFloat.float(fromHalf: block.loadUnaligned(as: UInt16.self)))
            let m = Double(HalfFloat.float(fromHalf: block.loadUnaligned(fromByteOffset: 2, as: UInt16.self)))
            var products = 0
            let high = type == .q5_1 ? Int(block.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian) : 0
            for i in 0..<32 {
                let nibble = Int(block.load(fromByteOffset: nibbles + i % 16, as: UInt8.self))
                products += ((i < 16 ? nibble & 15 : nibble >> 4) | (((high >> i) & 1) << 4)) * abs(Int(q[32 * b + i]))
            }
            magnitude += abs(d * Double(scale[2 * b])) * Double(products) + abs(m * Double(halfSum[b]))
        }
        return Double(n / 32 + 5) * 0x1p-24 * magnitude + 1e-12
    }
}
