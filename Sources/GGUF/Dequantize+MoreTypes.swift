/// The dequantization of Q5_1, the 2- and 3-bit K-quants and the non-linear 4-bit IQ4 types. The
/// engine decodes these blocks with integer kernels of their own (portable C only) and multiplies
/// rows dequantized here in float in its prompt pass; the float operations follow gguf-py's
/// reference order, so the values equal it.
extension Dequantize {
    /// One Q5_1 block (32 values): `d · q + m` with a 5-bit `q` (fifth bit from `qh`) and no offset.
    static func q5_1(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0), m = half(x, 2)
        let high = x.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
        for j in 0..<16 {
            let q = byte(x, 8 + j)
            let low = UInt32(q & 0x0F) | ((high >> UInt32(j)) & 1) << 4
            let top = UInt32(q >> 4) | ((high >> UInt32(j + 16)) & 1) << 4
            y[j] = d * Float(low) + m
            y[j + 16] = d * Float(top) + m
        }
    }

    /// One Q2_K block (256 values): sixteen sub-blocks of 16, each with a 4-bit scale and a 4-bit
    /// minimum in one byte of `scales`; value `d · sc · q − dmin · m` with a 2-bit `q`.
    static func q2_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let scales = x, qs = x + 16
        let d = half(x, 80), dmin = half(x, 82)
        for v in 0..<256 {
            let (part, shift, lane) = (v / 128, (v % 128) / 32, v % 32)
            let q = (byte(qs, part * 32 + lane) >> UInt8(2 * shift)) & 3
            let packed = byte(scales, v / 16)
            let scale = d * Float(packed & 0x0F), minimum = dmin * Float(packed >> 4)
            y[v] = scale * Float(q) - minimum
        }
    }

    /// One Q3_K block (256 values): sixteen sub-blocks of 16 with signed 6-bit scales (`scale3K`);
    /// a 2-bit `q` from `qs` and a high bit from `hmask` that, when clear, subtracts 4.
    static func q3_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let hmask = x, qs = x + 32, scales = x + 96
        let d = half(x, 108)
        for v in 0..<256 {
            let (part, shift, lane) = (v / 128, (v % 128) / 32, v % 32)
            let low = Int((byte(qs, part * 32 + lane) >> UInt8(2 * shift)) & 3)
            let highBitSet = (byte(hmask, lane) >> UInt8(v / 32)) & 1 == 1
            let scale = d * Float(scale3K(scales, v / 16))
            y[v] = scale * Float(low - (highBitSet ? 0 : 4))
        }
    }

    /// Scale `i` (0..<16) of a Q3_K block: the low 4 bits from a nibble of bytes 0-7 (byte `i` for
    /// `i < 8`, the high nibble of byte `i - 8` after), the top 2 bits from bytes 8-11 (byte
    /// `8 + i % 4`, bits `2 · (i / 4)`), minus 32.
    public static func scale3K(_ scales: UnsafeRawPointer, _ i: Int) -> Int {
        let low = i < 8 ? byte(scales, i) & 0x0F : byte(scales, i - 8) >> 4
        let high = (byte(scales, 8 + i % 4) >> UInt8(2 * (i / 4))) & 3
        return Int(low | high << 4) - 32
    }

    /// The 16 values a non-linear 4-bit index stands for (IQ4_NL and IQ4_XS).
    static let iq4Values: [Int8] = [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113]

    /// One IQ4_NL block (32 values): `d · iq4Values[q]`, nibbles as Q4_0.
    static func iq4_NL(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0)
        for j in 0..<16 {
            let q = byte(x, 2 + j)
            y[j] = d * Float(iq4Values[Int(q & 0x0F)])
            y[j + 16] = d * Float(iq4Values[Int(q >> 4)])
        }
    }

    /// One IQ4_XS block (256 values): eight sub-blocks of 32 with signed 6-bit scales (low 4 bits
    /// from `scales_l`, top 2 from `scales_h`, minus 32); value `d · scale · iq4Values[q]`.
    static func iq4_XS(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0)
        let scalesHigh = x.loadUnaligned(fromByteOffset: 2, as: UInt16.self).littleEndian
        let scalesLow = x + 4, qs = x + 8
        for sub in 0..<8 {
            let low = (byte(scalesLow, sub / 2) >> UInt8(4 * (sub % 2))) & 0x0F
            let high = UInt8((scalesHigh >> UInt16(2 * sub)) & 3)
            let scale = d * Float(Int(low | high << 4) - 32)
            for l in 0..<16 {
                let q = byte(qs, sub * 16 + l)
                y[sub * 32 + l] = scale * Float(iq4Values[Int(q & 0x0F)])
                y[sub * 32 + 16 + l] = scale * Float(iq4Values[Int(q >> 4)])
            }
        }
    }
}
