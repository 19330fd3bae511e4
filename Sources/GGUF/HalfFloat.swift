/// Conversions from the 16-bit float formats that ggml stores (IEEE binary16 and bfloat16).
///
/// Written with integer operations so they build on every platform (`Float16` is unavailable
/// on macOS x86_64) and are exact for every input, subnormals, infinities and NaN included.
public enum HalfFloat {
    /// IEEE 754 binary16 bits to `Float`.
    @inlinable
    public static func float(fromHalf bits: UInt16) -> Float {
        let sign = UInt32(bits & 0x8000) << 16
        let exponent = UInt32(bits >> 10) & 0x1F
        let mantissa = UInt32(bits & 0x3FF)
        if exponent == 0x1F {  // infinity or NaN
            return Float(bitPattern: sign | 0x7F80_0000 | (mantissa << 13))
        }
        if exponent == 0 {
            // Zero or subnormal: mantissa * 2^-24, exact in Float.
            let magnitude = Float(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        }
        return Float(bitPattern: sign | ((exponent + 112) << 23) | (mantissa << 13))
    }

    /// bfloat16 bits (the top half of a `Float`) to `Float`.
    @inlinable
    public static func float(fromBFloat bits: UInt16) -> Float {
        Float(bitPattern: UInt32(bits) << 16)
    }
}
