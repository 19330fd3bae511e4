import Foundation
import Testing
import GGUF
import NativeKernels
@testable import NativeModel

/// Every decode kernel (`decodeRows`, each variant this CPU runs) against its scalar twin
/// `decodeDotScalar` on blocks no quantizer writes: random bytes, so every quant, scale and
/// minimum value occurs, extreme ones included (all bits set, all clear), with the binary16 block
/// scales drawn from zeros, subnormals and normals of both signs; and activations with ±127 at
/// block edges, all-zero blocks and blocks of tiny values. What this catches is an integer
/// overflow, a sign or table slip, a wrong bit of a packed field: errors of whole values, which the
/// bar (float summation, 1e-5 of the terms' magnitude) is far below.
struct KernelAdversarialBlockTests {
    /// Byte offsets of the binary16 scales (and minimums) in one block of `type`.
    static func halfOffsets(_ type: GGMLType) -> [Int] {
        switch type {
        case .q4_1, .q5_1, .q4_K, .q5_K: [0, 2]
        case .q6_K: [208]
        case .q2_K: [80, 82]
        case .q3_K: [108]
        default: [0]   // Q8_0, Q4_0, Q5_0, IQ4_NL, IQ4_XS
        }
    }

    /// A random finite binary16: zero, subnormal or normal up to 2^2, either sign.
    static func randomHalf(using rng: inout SplitMix64) -> UInt16 {
        let sign: UInt16 = Bool.random(using: &rng) ? 0x8000 : 0
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return sign
        case 1, 2: return sign | UInt16.random(in: 1...0x3FF, using: &rng)                // subnormal
        default: return sign | UInt16.random(in: 0x0400...0x43FF, using: &rng)           // 2^-14 ... < 2^2
        }
    }

    /// For Q4_K, Q5_K and Q2_K: Σ |d·d_a·sc·q·a| + |dmin·d_a·m·a|, the twin over the row with d's
    /// sign cleared, dmin's set and the activations' made positive.
    static func minimumFormatMagnitude(_ type: GGMLType, _ row: UnsafeRawPointer, blockBytes: Int,
                                       _ a: ActivationBatch.QuantizedActivations, _ n: Int) -> Double {
        var bytes = [UInt8](UnsafeRawBufferPointer(start: row, count: n / 256 * blockBytes))
        let (d, dmin) = type == .q2_K ? (80, 82) : (0, 2)
        for b in 0..<(n / 256) {
            bytes[b * blockBytes + d + 1] &= 0x7F
            bytes[b * blockBytes + dmin + 1] |= 0x80
        }
        let q = (0..<n).map { Int8(abs(Int(a.q[$0]))) }, scale = (0..<(n / 16)).map { abs(a.scale[$0]) }
        return bytes.withUnsafeBytes { decodeDotScalar(type, $0.baseAddress!, q: q, scale: scale, n) }
    }

    @Test(arguments: [GGMLType.q8_0, .q4_0, .q5_0, .q4_1, .q4_K, .q5_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS])
    func decodeKernelsMatchTheTwinOnAdversarialBlocks(type: GGMLType) throws {
        let blockSize = try #require(type.blockSize), blockBytes = try #require(type.blockBytes)
        var rng = SplitMix64(state: 2027)
        for n in blockSize == 32 ? [32, 160, 1024] : [256, 1024] {
            let blocks = n / blockSize, outputs = 24, rowBytes = blocks * blockBytes
            var bytes = (0..<(outputs * rowBytes)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            for b in 0..<(outputs * blocks) {
                // A few blocks of extreme quants: every bit set, or every bit clear.
                if b % 7 == 3 { for i in 0..<blockBytes { bytes[b * blockBytes + i] = b % 2 == 0 ? 0xFF : 0 } }
                for offset in Self.halfOffsets(type) {
                    let half = Self.randomHalf(using: &rng)
                    bytes[b * blockBytes + offset] = UInt8(half & 0xFF)
                    bytes[b * blockBytes + offset + 1] = UInt8(half >> 8)
                }
            }
            let batch = ActivationBatch(capacity: n)
            for i in 0..<n {
                switch (i / 32) % 4 {
                case 1: batch.floats[i] = 0                                              // an all-zero block
                case 2: batch.floats[i] = 1e-30 * Float.random(in: -1...1, using: &rng)  // tiny values
                default: batch.floats[i] = Float.random(in: -3...3, using: &rng)
                }
            }
            for i in stride(from: 0, to: n, by: 128) { batch.floats[i] = 50; batch.floats[i + 31] = -50 }  // ±127 at the edges
            batch.reset(rows: 1, columns: n)
            let a = batch.quantized(try #require(WeightMatrix(name: "", type: type, inputs: n, outputs: 1, base: UnsafeRawPointer(bitPattern: 1)!, rowBytes: 0).flavor))
            bytes.withUnsafeBytes { raw in
                var weights = [Float](repeating: 0, count: outputs * n)
                weights.withUnsafeMutableBufferPointer { Dequantize.row(raw, type: type, count: outputs * n, into: $0) }
                for o in 0..<outputs {
                    let row = raw.baseAddress! + o * rowBytes
                    let twin = decodeDotScalar(type, row, q: a.q, scale: a.scale, n, halfSum: a.halfSum)
                    // The terms' magnitude: |weight| · |activation|, and for the formats with a
                    // minimum (whose two float sums may cancel) the Q4_1 bound's own terms.
                    var magnitude = 0.0
                    for i in 0..<n { magnitude += abs(Double(weights[o * n + i])) * abs(Double(a.q[i]) * Double(a.scale[i / 16])) }
                    if type == .q4_K || type == .q5_K || type == .q2_K {
                        // d·da·Σ sc·q·a − dmin·da·Σ m·a with every factor's sign made positive
                        // (|d|, −|dmin|, |a|) sums the two terms' magnitudes.
                        magnitude = max(magnitude, Self.minimumFormatMagnitude(type, row, blockBytes: blockBytes, a, n))
                    }
                    var bound = 1e-5 * max(1e-30, abs(twin), magnitude)
                    if type == .q4_1 || type == .q5_1 {
                        bound = max(bound, Q4_1Bound.decode(row, type: type, q: a.q, scale: a.scale, halfSum: a.halfSum, n))
                    }
                    for isa in KernelVariant.supported {
                        var fast: Float = .nan
                        decodeRows(type, isa: isa, row.assumingMemoryBound(to: UInt8.self), rowBytes: rowBytes, count: 1, n: n, a, token: 0, &fast)
                        #expect(abs(Double(fast) - twin) <= bound, "\(type) n \(n) row \(o) \(KernelVariant.name(isa)): \(fast) vs twin \(twin), bound \(bound)")
                    }
                }
            }
        }
    }
}
