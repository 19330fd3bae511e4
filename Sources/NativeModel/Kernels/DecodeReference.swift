import GGUF

/// The scalar reference of the C decode kernels (`nk_decode_*`, `nk_decode_rows_*`), which every
/// body is tested against: the same block formulas, one value at a time, the integer sums in Int
/// and the rest in Double. Per 32-value block for Q4_0/Q5_0/Q8_0/IQ4_NL; per 256-value super-block
/// with the sub-block scales folded into the integers for Q4_K/Q5_K/Q6_K/Q2_K/Q3_K/IQ4_XS, and the
/// Q4_K/Q5_K/Q2_K minimum as Σ min_j · Σ activations_j. Q4_1 and Q5_1 read the q8_1 sums `halfSum`
/// (n/32, `quantizeRowQ8_0`) for their minimum term, as llama.cpp does.
/// The 16 values an IQ4 nibble stands for (as `Dequantize` reads IQ4_NL and IQ4_XS, ggml's `kvalues_iq4nl`).
private let iq4Values: [Int8] = [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113]

func decodeDotScalar(_ type: GGMLType, _ row: UnsafeRawPointer, q: UnsafePointer<Int8>, scale: UnsafePointer<Float>, _ n: Int,
                     halfSum: UnsafePointer<Float>? = nil) -> Double {
    func half(_ p: UnsafeRawPointer, _ offset: Int) -> Double { Double(HalfFloat.float(fromHalf: p.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)) }
    func byte(_ p: UnsafeRawPointer, _ offset: Int) -> Int { Int(p.load(fromByteOffset: offset, as: UInt8.self)) }
    /// Nibble i of a 32-value block whose 16 bytes of nibbles start at `offset` (low: i < 16).
    func nibble(_ block: UnsafeRawPointer, _ offset: Int, _ i: Int) -> Int { i < 16 ? byte(block, offset + i) & 15 : byte(block, offset + i - 16) >> 4 }
    /// The 2-bit value v of a Q2_K / Q3_K block whose 64 bytes of values start at `offset`.
    func twoBits(_ block: UnsafeRawPointer, _ offset: Int, _ v: Int) -> Int { (byte(block, offset + 32 * (v / 128) + v % 32) >> (2 * ((v % 128) / 32))) & 3 }
    var total = 0.0
    switch type {
    case .q8_0, .q5_0, .q4_0, .iq4_NL:
        let blockBytes = type == .q8_0 ? 34 : type == .q5_0 ? 22 : 18
        for b in 0..<(n / 32) {
            let block = row + blockBytes * b
            var sum = 0
            for i in 0..<32 {
                let w: Int
                switch type {
                case .q8_0: w = Int(block.load(fromByteOffset: 2 + i, as: Int8.self))
                case .q5_0:
                    let qh = Int(block.loadUnaligned(fromByteOffset: 2, as: UInt32.self).littleEndian)
                    w = (nibble(block, 6, i) | (((qh >> i) & 1) << 4)) - 16
                case .iq4_NL: w = Int(iq4Values[nibble(block, 2, i)])
                default: w = nibble(block, 2, i) - 8
                }
                sum += w * Int(q[32 * b + i])
            }
            total += half(block, 0) * Double(scale[2 * b]) * Double(sum)
        }
    case .q4_1, .q5_1:
        // Q5_1: Q4_1's block with 32 fifth bits (bit i: value i) before the nibbles.
        guard let halfSum else { preconditionFailure("decodeDotScalar: \(type) needs the q8_1 sums") }
        let (blockBytes, nibbles) = type == .q5_1 ? (24, 8) : (20, 4)
        for b in 0..<(n / 32) {
            let block = row + blockBytes * b
            let qh = type == .q5_1 ? Int(block.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian) : 0
            var sum = 0
            for i in 0..<32 { sum += (nibble(block, nibbles, i) | (((qh >> i) & 1) << 4)) * Int(q[32 * b + i]) }
            total += half(block, 0) * Double(scale[2 * b]) * Double(sum) + half(block, 2) * Double(halfSum[b])
        }
    case .q4_K, .q5_K:
        // Q5_K: Q4_K's block with 32 bytes of fifth bits (bit j of byte l: value l of sub-block j) before the nibbles.
        let (blockBytes, nibbles) = type == .q5_K ? (176, 48) : (144, 16)
        for b in 0..<(n / 256) {
            let block = row + blockBytes * b
            var sum = 0, minimumSum = 0
            for j in 0..<8 {
                let (sc, m) = scaleAndMinK4(block + 4, j)
                var sub = 0, activationSum = 0
                for i in 0..<32 {
                    let qbyte = byte(block, nibbles + 32 * (j / 2) + i)
                    let fifth = type == .q5_K ? ((byte(block, 16 + i) >> j) & 1) << 4 : 0
                    sub += ((j % 2 == 0 ? qbyte & 15 : qbyte >> 4) | fifth) * Int(q[256 * b + 32 * j + i])
                    activationSum += Int(q[256 * b + 32 * j + i])
                }
                sum += Int(sc) * sub
                minimumSum += Int(m) * activationSum
            }
            let da = Double(scale[16 * b])
            total += half(block, 0) * da * Double(sum) - half(block, 2) * da * Double(minimumSum)
        }
    case .q2_K:
        // 16 sub-blocks of 16: scale in the low, minimum in the high nibble of byte j.
        for b in 0..<(n / 256) {
            let block = row + 84 * b
            var sum = 0, minimumSum = 0
            for j in 0..<16 {
                var sub = 0, activationSum = 0
                for v in (16 * j)..<(16 * j + 16) {
                    sub += twoBits(block, 16, v) * Int(q[256 * b + v])
                    activationSum += Int(q[256 * b + v])
                }
                sum += (byte(block, j) & 15) * sub
                minimumSum += (byte(block, j) >> 4) * activationSum
            }
            let da = Double(scale[16 * b])
            total += half(block, 80) * da * Double(sum) - half(block, 82) * da * Double(minimumSum)
        }
    case .q3_K:
        for b in 0..<(n / 256) {
            let block = row + 110 * b
            var sum = 0
            for v in 0..<256 {
                let w = twoBits(block, 32, v) - ((byte(block, v % 32) >> (v / 32)) & 1 == 1 ? 0 : 4)
                sum += Dequantize.scale3K(block + 96, v / 16) * w * Int(q[256 * b + v])
            }
            total += half(block, 108) * Double(scale[16 * b]) * Double(sum)
        }
    case .iq4_XS:
        for b in 0..<(n / 256) {
            let block = row + 136 * b
            let high = Int(block.loadUnaligned(fromByteOffset: 2, as: UInt16.self).littleEndian)
            var sum = 0
            for s in 0..<8 {
                let sc = (((byte(block, 4 + s / 2) >> (4 * (s % 2))) & 15) | (((high >> (2 * s)) & 3) << 4)) - 32
                var sub = 0
                for i in 0..<32 { sub += Int(iq4Values[nibble(block, 8 + 16 * s, i)]) * Int(q[256 * b + 32 * s + i]) }
                sum += sc * sub
            }
            total += half(block, 0) * Double(scale[16 * b]) * Double(sum)
        }
    case .q6_K:
        for b in 0..<(n / 256) {
            let block = row + 210 * b
            var sum = 0
            for i in 0..<256 {
                let h = i / 128, k = (i % 128) / 32, l = i % 32
                let nib = k < 2 ? byte(block, 64 * h + 32 * k + l) & 15 : byte(block, 64 * h + 32 * (k - 2) + l) >> 4
                let high = (byte(block, 128 + 32 * h + l) >> (2 * k)) & 3
                let w = (nib | (high << 4)) - 32
                let sc = Int(block.load(fromByteOffset: 192 + i / 16, as: Int8.self))
                sum += sc * w * Int(q[256 * b + i])
            }
            total += half(block, 208) * Double(scale[16 * b]) * Double(sum)
        }
    default:
        preconditionFailure("decodeDotScalar: no decode kernel for \(type)")
    }
    return total
}
