/// Scalar reference dequantization, one function per ggml type: readable, checked against the
/// `gguf` Python package by tests, and the twin that fast kernels elsewhere are compared with.
///
/// Each function reads `count / blockSize` whole blocks from `source` and writes `count` floats.
/// Block layouts are documented on `GGMLType`.
public enum Dequantize {
    /// Dequantizes `count` elements of `type` stored at `source` into `destination`.
    ///
    /// - Precondition: `type.canDequantize`, `count` is a multiple of the block size, `source`
    ///   holds at least the blocks' bytes, and `destination` holds at least `count` floats.
    /// - Complexity: O(count).
    public static func row(_ source: UnsafeRawBufferPointer, type: GGMLType, count: Int,
                           into destination: UnsafeMutableBufferPointer<Float>) {
        guard count > 0 else { return }
        guard let blockSize = type.blockSize, let blockBytes = type.blockBytes else {
            preconditionFailure("unknown ggml type \(type)")
        }
        precondition(count % blockSize == 0, "\(count) is not a multiple of the \(type) block size \(blockSize)")
        precondition(source.count >= count / blockSize * blockBytes && destination.count >= count)
        guard let src = source.baseAddress, let dst = destination.baseAddress else { return }
        for block in 0..<(count / blockSize) {
            let x = src + block * blockBytes
            let y = dst + block * blockSize
            switch type {
            case .f32: y[0] = x.loadUnaligned(as: Float.self)
            case .f16: y[0] = HalfFloat.float(fromHalf: x.loadUnaligned(as: UInt16.self))
            case .bf16: y[0] = HalfFloat.float(fromBFloat: x.loadUnaligned(as: UInt16.self))
            case .q4_0: q4_0(x, y)
            case .q4_1: q4_1(x, y)
            case .q5_0: q5_0(x, y)
            case .q8_0: q8_0(x, y)
            case .q4_K: q4_K(x, y)
            case .q5_K: q5_K(x, y)
            case .q6_K: q6_K(x, y)
            case .q8_K: q8_K(x, y)
            case .q5_1: q5_1(x, y)
            case .q2_K: q2_K(x, y)
            case .q3_K: q3_K(x, y)
            case .iq4_NL: iq4_NL(x, y)
            case .iq4_XS: iq4_XS(x, y)
            default: preconditionFailure("no dequantizer for \(type)")
            }
        }
    }

    @inline(__always) static func half(_ x: UnsafeRawPointer, _ offset: Int) -> Float {
        HalfFloat.float(fromHalf: x.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always) static func byte(_ x: UnsafeRawPointer, _ offset: Int) -> UInt8 {
        x.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// One Q4_0 block (32 values).
    static func q4_0(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0)
        for j in 0..<16 {
            let q = byte(x, 2 + j)
            y[j] = Float(Int(q & 0x0F) - 8) * d
            y[j + 16] = Float(Int(q >> 4) - 8) * d
        }
    }

    /// One Q4_1 block (32 values): `d · q + m` with a 4-bit `q` and no offset.
    static func q4_1(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0), m = half(x, 2)
        for j in 0..<16 {
            let q = byte(x, 4 + j)
            y[j] = d * Float(q & 0x0F) + m
            y[j + 16] = d * Float(q >> 4) + m
        }
    }

    /// One Q5_0 block (32 values).
    static func q5_0(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0)
        let high = x.loadUnaligned(fromByteOffset: 2, as: UInt32.self).littleEndian
        for j in 0..<16 {
            let q = byte(x, 6 + j)
            let low = Int(q & 0x0F) | Int((high >> UInt32(j)) & 1) << 4
            let top = Int(q >> 4) | Int((high >> UInt32(j + 16)) & 1) << 4
            y[j] = Float(low - 16) * d
            y[j + 16] = Float(top - 16) * d
        }
    }

    /// One Q8_0 block (32 values).
    static func q8_0(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0)
        for j in 0..<32 {
            y[j] = Float(x.load(fromByteOffset: 2 + j, as: Int8.self)) * d
        }
    }

    /// The 6-bit scale and min of sub-block `j` (0..<8) from the 12 packed bytes of a Q4_K or
    /// Q5_K block: sub-blocks 0–3 keep theirs in the low 6 bits of bytes j and j+4; sub-blocks
    /// 4–7 combine a nibble of byte j+4 with the top 2 bits of bytes j-4 and j.
    @inline(__always)
    public static func scaleAndMinK4(_ scales: UnsafeRawPointer, _ j: Int) -> (scale: UInt8, min: UInt8) {
        let q = scales.assumingMemoryBound(to: UInt8.self)
        if j < 4 {
            return (q[j] & 63, q[j + 4] & 63)
        }
        return ((q[j + 4] & 0x0F) | ((q[j - 4] >> 6) << 4), (q[j + 4] >> 4) | ((q[j] >> 6) << 4))
    }

    /// One Q4_K block (256 values).
    static func q4_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0), dmin = half(x, 2)
        let scales = x + 4, qs = x + 16
        for group in 0..<4 {
            let (sc1, m1) = scaleAndMinK4(scales, 2 * group)
            let (sc2, m2) = scaleAndMinK4(scales, 2 * group + 1)
            let d1 = d * Float(sc1), min1 = dmin * Float(m1)
            let d2 = d * Float(sc2), min2 = dmin * Float(m2)
            for l in 0..<32 {
                let q = byte(qs, group * 32 + l)
                y[group * 64 + l] = d1 * Float(q & 0x0F) - min1
                y[group * 64 + 32 + l] = d2 * Float(q >> 4) - min2
            }
        }
    }

    /// One Q5_K block (256 values).
    static func q5_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 0), dmin = half(x, 2)
        let scales = x + 4, qh = x + 16, qs = x + 48
        for group in 0..<4 {
            let (sc1, m1) = scaleAndMinK4(scales, 2 * group)
            let (sc2, m2) = scaleAndMinK4(scales, 2 * group + 1)
            let d1 = d * Float(sc1), min1 = dmin * Float(m1)
            let d2 = d * Float(sc2), min2 = dmin * Float(m2)
            let lowBit = UInt8(1) << (2 * group), highBit = UInt8(2) << (2 * group)
            for l in 0..<32 {
                let q = byte(qs, group * 32 + l), h = byte(qh, l)
                y[group * 64 + l] = d1 * Float(Int(q & 0x0F) + (h & lowBit != 0 ? 16 : 0)) - min1
                y[group * 64 + 32 + l] = d2 * Float(Int(q >> 4) + (h & highBit != 0 ? 16 : 0)) - min2
            }
        }
    }

    /// One Q6_K block (256 values).
    static func q6_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = half(x, 208)
        for half in 0..<2 {
            let ql = x + half * 64, qh = x + 128 + half * 32, sc = x + 192 + half * 8
            let out = y + half * 128
            for l in 0..<32 {
                let sub = l / 16
                let low = byte(ql, l), low2 = byte(ql, l + 32), h = byte(qh, l)
                let q1 = Int((low & 0x0F) | ((h >> 0) & 3) << 4) - 32
                let q2 = Int((low2 & 0x0F) | ((h >> 2) & 3) << 4) - 32
                let q3 = Int((low >> 4) | ((h >> 4) & 3) << 4) - 32
                let q4 = Int((low2 >> 4) | ((h >> 6) & 3) << 4) - 32
                out[l] = d * Float(sc.load(fromByteOffset: sub, as: Int8.self)) * Float(q1)
                out[l + 32] = d * Float(sc.load(fromByteOffset: sub + 2, as: Int8.self)) * Float(q2)
                out[l + 64] = d * Float(sc.load(fromByteOffset: sub + 4, as: Int8.self)) * Float(q3)
                out[l + 96] = d * Float(sc.load(fromByteOffset: sub + 6, as: Int8.self)) * Float(q4)
            }
        }
    }

    /// One Q8_K block (256 values).
    static func q8_K(_ x: UnsafeRawPointer, _ y: UnsafeMutablePointer<Float>) {
        let d = x.loadUnaligned(as: Float.self)
        for j in 0..<256 {
            y[j] = Float(x.load(fromByteOffset: 4 + j, as: Int8.self)) * d
        }
    }
}
