import GGUF

/// One row of quantized weights unpacked to the form the prompt pass's integer GEMMs repack and
/// `dotUnpacked` multiplies (the types of `WeightMatrix.isUnpackable`): `q` (n) int8,
/// `scale` (n/16) and `minimum` (n/16) per 16-value group, so that weight i is
/// `scale[i/16] * q[i] - minimum[i/16]`. Unpacking once per row lets a batch of tokens reuse it.
///
/// W row (blocks of `type`) -> q (n,), scale (n/16,), minimum (n/16,); returns whether any
/// minimum is nonzero.
@inline(__always)
func unpackRow(_ type: GGMLType, _ row: UnsafeRawPointer, _ n: Int, _ q: UnsafeMutablePointer<Int8>,
               _ scale: UnsafeMutablePointer<Float>, _ minimum: UnsafeMutablePointer<Float>) -> Bool {
    let out = UnsafeMutableRawPointer(q)
    switch type {
    case .q8_0:
        for b in 0..<(n / 32) {
            let block = row + 34 * b
            let d = halfAt(block, 0)
            out.storeBytes(of: block.loadUnaligned(fromByteOffset: 2, as: SIMD16<UInt8>.self), toByteOffset: 32 * b, as: SIMD16<UInt8>.self)
            out.storeBytes(of: block.loadUnaligned(fromByteOffset: 18, as: SIMD16<UInt8>.self), toByteOffset: 32 * b + 16, as: SIMD16<UInt8>.self)
            scale[2 * b] = d; scale[2 * b + 1] = d
        }
        return false
    case .q4_0:
        for b in 0..<(n / 32) {
            let block = row + 18 * b
            let d = halfAt(block, 0)
            let qs = block.loadUnaligned(fromByteOffset: 2, as: SIMD16<UInt8>.self)
            let eight = SIMD16<UInt8>(repeating: 8)
            out.storeBytes(of: (qs & 0x0F) &- eight, toByteOffset: 32 * b, as: SIMD16<UInt8>.self)
            out.storeBytes(of: (qs &>> 4) &- eight, toByteOffset: 32 * b + 16, as: SIMD16<UInt8>.self)
            scale[2 * b] = d; scale[2 * b + 1] = d
        }
        return false
    case .q4_1:
        // d · q + m: the nibble unchanged, the minimum negated (weight = scale · q − minimum).
        for b in 0..<(n / 32) {
            let block = row + 20 * b
            let d = halfAt(block, 0), m = halfAt(block, 2)
            let qs = block.loadUnaligned(fromByteOffset: 4, as: SIMD16<UInt8>.self)
            out.storeBytes(of: qs & 0x0F, toByteOffset: 32 * b, as: SIMD16<UInt8>.self)
            out.storeBytes(of: qs &>> 4, toByteOffset: 32 * b + 16, as: SIMD16<UInt8>.self)
            scale[2 * b] = d; scale[2 * b + 1] = d
            minimum[2 * b] = -m; minimum[2 * b + 1] = -m
        }
        return true
    case .q5_0:
        for b in 0..<(n / 32) {
            let block = row + 22 * b
            let d = halfAt(block, 0)
            let qh = block.loadUnaligned(fromByteOffset: 2, as: UInt32.self).littleEndian
            let qs = block.loadUnaligned(fromByteOffset: 6, as: SIMD16<UInt8>.self)
            let high0 = highBitBytes(UInt16(truncatingIfNeeded: qh))
            let high1 = highBitBytes(UInt16(truncatingIfNeeded: qh >> 16))
            let sixteen = SIMD16<UInt8>(repeating: 16)
            out.storeBytes(of: ((qs & 0x0F) | high0) &- sixteen, toByteOffset: 32 * b, as: SIMD16<UInt8>.self)
            out.storeBytes(of: ((qs &>> 4) | high1) &- sixteen, toByteOffset: 32 * b + 16, as: SIMD16<UInt8>.self)
            scale[2 * b] = d; scale[2 * b + 1] = d
        }
        return false
    case .q4_K, .q5_K:
        // 128-bit vectors only: SIMD32<UInt8> arithmetic compiles to scalar code without a target CPU.
        let isQ5 = type == .q5_K
        let blockBytes = isQ5 ? 176 : 144
        for b in 0..<(n / 256) {
            let block = row + blockBytes * b
            let d = halfAt(block, 0), dmin = halfAt(block, 2)
            let qs = block + (isQ5 ? 48 : 16)
            for group in 0..<4 {
                for part in 0..<2 {
                    let bits = qs.loadUnaligned(fromByteOffset: 32 * group + 16 * part, as: SIMD16<UInt8>.self)
                    var low = bits & 0x0F, high = bits &>> 4
                    if isQ5 {
                        let qh = block.loadUnaligned(fromByteOffset: 16 + 16 * part, as: SIMD16<UInt8>.self)
                        low |= bitToSixteen(qh, 2 * group)
                        high |= bitToSixteen(qh, 2 * group + 1)
                    }
                    out.storeBytes(of: low, toByteOffset: 256 * b + 64 * group + 16 * part, as: SIMD16<UInt8>.self)
                    out.storeBytes(of: high, toByteOffset: 256 * b + 64 * group + 32 + 16 * part, as: SIMD16<UInt8>.self)
                }
                for half in 0..<2 {
                    let (sc, m) = scaleAndMinK4(block + 4, 2 * group + half)
                    let g = 16 * b + 4 * group + 2 * half
                    scale[g] = d * Float(sc); scale[g + 1] = d * Float(sc)
                    minimum[g] = dmin * Float(m); minimum[g + 1] = dmin * Float(m)
                }
            }
        }
        return true
    case .q6_K:
        for b in 0..<(n / 256) {
            let block = row + 210 * b
            let d = halfAt(block, 208)
            let thirtyTwo = SIMD16<UInt8>(repeating: 32)
            for half in 0..<2 {
                for part in 0..<2 {
                    let ql0 = block.loadUnaligned(fromByteOffset: 64 * half + 16 * part, as: SIMD16<UInt8>.self)
                    let ql1 = block.loadUnaligned(fromByteOffset: 64 * half + 32 + 16 * part, as: SIMD16<UInt8>.self)
                    let qh = block.loadUnaligned(fromByteOffset: 128 + 32 * half + 16 * part, as: SIMD16<UInt8>.self)
                    let base = 256 * b + 128 * half + 16 * part
                    out.storeBytes(of: ((ql0 & 0x0F) | ((qh & 3) &<< 4)) &- thirtyTwo, toByteOffset: base, as: SIMD16<UInt8>.self)
                    out.storeBytes(of: ((ql1 & 0x0F) | (((qh &>> 2) & 3) &<< 4)) &- thirtyTwo, toByteOffset: base + 32, as: SIMD16<UInt8>.self)
                    out.storeBytes(of: ((ql0 &>> 4) | (((qh &>> 4) & 3) &<< 4)) &- thirtyTwo, toByteOffset: base + 64, as: SIMD16<UInt8>.self)
                    out.storeBytes(of: ((ql1 &>> 4) | (((qh &>> 6) & 3) &<< 4)) &- thirtyTwo, toByteOffset: base + 96, as: SIMD16<UInt8>.self)
                }
            }
            for g in 0..<16 {
                scale[16 * b + g] = d * Float(block.load(fromByteOffset: 192 + g, as: Int8.self))
            }
        }
        return false
    default:
        preconditionFailure("unpackRow: \(type) is not a quantized type the kernels implement")
    }
}

@inline(__always)
func halfAt(_ pointer: UnsafeRawPointer, _ offset: Int) -> Float {
    HalfFloat.float(fromHalf: pointer.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)
}

/// Byte b -> eight bytes, byte i = 16 if bit i of b is set else 0 (Q5_0's fifth bit).
nonisolated(unsafe) let highBitTable: UnsafeMutablePointer<UInt64> = {
    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
    for b in 0..<256 {
        var entry: UInt64 = 0
        for i in 0..<8 where b & (1 << i) != 0 { entry |= 16 << (8 * UInt64(i)) }
        table[b] = entry
    }
    return table
}()

/// Sixteen bits -> sixteen bytes, byte i = 16 if bit i is set else 0.
@inline(__always)
func highBitBytes(_ bits: UInt16) -> SIMD16<UInt8> {
    let table = highBitTable
    let pair = SIMD2<UInt64>(table[Int(bits & 0xFF)], table[Int(bits >> 8)])
    return unsafeBitCast(pair, to: SIMD16<UInt8>.self)
}

/// The 6-bit scale and min of sub-block `j` of a Q4_K/Q5_K block (see `Dequantize.scaleAndMinK4`);
/// repeated here so it inlines into the unpacking loop.
@inline(__always)
func scaleAndMinK4(_ scales: UnsafeRawPointer, _ j: Int) -> (UInt8, UInt8) {
    let q = scales.assumingMemoryBound(to: UInt8.self)
    if j < 4 { return (q[j] & 63, q[j + 4] & 63) }
    return ((q[j + 4] & 0x0F) | ((q[j - 4] >> 6) << 4), (q[j + 4] >> 4) | ((q[j] >> 6) << 4))
}

/// Bit `bit` of each byte moved to value 16 (set) or 0. Literal shift counts: a variable count
/// makes the vector shift scalar.
@inline(__always)
func bitToSixteen(_ v: SIMD16<UInt8>, _ bit: Int) -> SIMD16<UInt8> {
    switch bit {
    case 0: (v & 1) &<< 4
    case 1: (v & 2) &<< 3
    case 2: (v & 4) &<< 2
    case 3: (v & 8) &<< 1
    case 4: v & 16
    case 5: (v & 32) &>> 1
    case 6: (v & 64) &>> 2
    default: (v & 128) &>> 3
    }
}
