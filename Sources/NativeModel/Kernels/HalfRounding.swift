import GGUF

/// Float → IEEE binary16 bits, rounding to nearest even (as ggml's `GGML_FP32_TO_FP16`).
@inline(__always)
func halfBits(from value: Float) -> UInt16 {
    let bits = value.bitPattern
    let sign = UInt16((bits >> 16) & 0x8000)
    let exponent = Int((bits >> 23) & 0xFF)
    var mantissa = bits & 0x7F_FFFF
    if exponent == 0xFF { return sign | 0x7C00 | (mantissa != 0 ? 0x200 : 0) }
    let e = exponent - 127 + 15
    if e >= 0x1F { return sign | 0x7C00 }
    if e <= 0 {
        if e < -10 { return sign }
        mantissa |= 0x80_0000
        let shift = UInt32(14 - e)
        var half = mantissa >> shift
        let rest = mantissa & ((1 << shift) - 1), halfway = UInt32(1) << (shift - 1)
        if rest > halfway || (rest == halfway && half & 1 == 1) { half += 1 }
        return sign | UInt16(half)
    }
    var half = UInt32(e) << 10 | (mantissa >> 13)
    let rest = mantissa & 0x1FFF
    if rest > 0x1000 || (rest == 0x1000 && half & 1 == 1) { half += 1 }  // may carry into the exponent: correct
    return sign | UInt16(half)
}

/// `value` rounded to the nearest binary16 and back: how ggml stores the KV cache and the
/// activations it multiplies with half-precision tensors.
///
/// In binary16's normal range (2^-14 ≤ |value| < 2^15) this rounds the float's own mantissa to
/// 10 bits in place (add just under half an ulp plus the kept lowest bit, clear the rest: round to
/// nearest even), a few integer operations instead of the conversion there and back; attention
/// rounds every query value and probability.
@inline(__always)
func roundedToHalf(_ value: Float) -> Float {
    let bits = value.bitPattern, exponent = (bits >> 23) & 0xFF
    if exponent >= 113 && exponent < 142 {
        return Float(bitPattern: (bits &+ 0x0FFF &+ ((bits >> 13) & 1)) & 0xFFFF_E000)
    }
    return HalfFloat.float(fromHalf: halfBits(from: value))
}
