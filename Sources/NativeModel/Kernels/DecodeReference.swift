import GGUF

/// The scalar reference of the C decode kernels (`nk_decode_*`, `nk_decode_rows_*`), which every
/// body is tested against: the same block formulas, one value at a time, the integer sums in Int
/// and the rest in Double. Per 32-value block for Q4_0/Q5_0/Q8_0; per 256-value super-block with
/// the 6/8-bit sub-block scales folded into the integers for Q4_K/Q5_K/Q6_K, and the Q4_K/Q5_K minimum as
/// Σ min_j · Σ activations_j. Q4_1 reads the q8_1 sums `halfSum` (n/32, `quantizeRowQ8_0`) for
/// its minimum term, as llama.cpp does.
func decodeDotScalar(_ type: GGMLType, _ row: UnsafeRawPointer, q: UnsafePointer<Int8>, scale: UnsafePointer<Float>, _ n: Int,
                     halfSum: UnsafePointer<Float>? = nil) -> Double {
    func half(_ p: UnsafeRawPointer, _ offset: Int) -> Double { Double(HalfFloat.float(fromHalf: p.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)) }
    func byte(_ p: UnsafeRawPointer, _ offset: Int) -> Int { Int(p.load(fromByteOffset: offset, as: UInt8.self)) }
    var total = 0.0
    switch type {
    case .q8_0, .q5_0, .q4_0:
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
                    let nib = i < 16 ? byte(block, 6 + i) & 15 : byte(block, 6 + i - 16) >> 4
                    w = (nib | (((qh >> i) & 1) << 4)) - 16
                default: w = (i < 16 ? byte(block, 2 + i) & 15 : byte(block, 2 + i - 16) >> 4) - 8
                }
                sum += w * Int(q[32 * b + i])
            }
            total += half(block, 0) * Double(scale[2 * b]) * Double(sum)
        }
    case .q4_1:
        guard let halfSum else { preconditionFailure("decodeDotScalar: Q4_1 needs the q8_1 sums") }
        for b in 0..<(n / 32) {
            let block = row + 20 * b
            var sum = 0
            for i in 0..<32 {
                sum += (i < 16 ? byte(block, 4 + i) & 15 : byte(block, 4 + i - 16) >> 4) * Int(q[32 * b + i])
            }
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
