/// Weight row (unpacked int8 `wq`, per-16 `wscale`, `wmin`) · activation row (int8 `aq`, per-16
/// `ascale`, `asum`) -> Σ_i (wscale·wq_i − wmin)(ascale·aq_i). n % 32 == 0.
///
/// Products are formed in 16-bit lanes and paired into 32-bit lanes with shifts only, because
/// Swift's SIMD widening conversions (`init(truncatingIfNeeded:)`) compile to scalar loops on
/// x86_64 without a target CPU; int32 -> float uses the 1.5·2^23 trick (exact below 2^22).
@inline(__always)
func dotUnpacked(_ wq: UnsafePointer<Int8>, _ wscale: UnsafePointer<Float>, _ wmin: UnsafePointer<Float>, _ hasMinimum: Bool,
                 _ aq: UnsafePointer<Int8>, _ ascale: UnsafePointer<Float>, _ asum: UnsafePointer<Float>, _ n: Int) -> Float {
    let w = UnsafeRawPointer(wq), a = UnsafeRawPointer(aq)
    var acc = SIMD8<Float>()
    for b in 0..<(n / 32) {
        let s = pairDot32(w.loadUnaligned(fromByteOffset: 32 * b, as: SIMD16<Int16>.self),
                          a.loadUnaligned(fromByteOffset: 32 * b, as: SIMD16<Int16>.self))
        let c0 = wscale[2 * b] * ascale[2 * b], c1 = wscale[2 * b + 1] * ascale[2 * b + 1]
        acc += floatFromSmallInt(s) * SIMD8<Float>(c0, c0, c0, c0, c1, c1, c1, c1)
    }
    var total = acc.sum()
    if hasMinimum {
        var correction: Float = 0
        for g in 0..<(n / 16) { correction += wmin[g] * asum[g] }
        total -= correction
    }
    return total
}

/// 32 int8 pairs (read as 16 int16 lanes each) -> 8 int32 lanes, lanes 0-3 summing values 0-15
/// and lanes 4-7 values 16-31.
@inline(__always)
func pairDot32(_ w: SIMD16<Int16>, _ x: SIMD16<Int16>) -> SIMD8<Int32> {
    let p = ((w &<< 8) &>> 8) &* ((x &<< 8) &>> 8) &+ (w &>> 8) &* (x &>> 8)
    let p32 = unsafeBitCast(p, to: SIMD8<Int32>.self)
    return ((p32 &<< 16) &>> 16) &+ (p32 &>> 16)
}

/// Exact int32 -> float for |i| < 2^22.
@inline(__always)
func floatFromSmallInt(_ i: SIMD8<Int32>) -> SIMD8<Float> {
    unsafeBitCast(i &+ SIMD8<Int32>(repeating: 0x4B40_0000), to: SIMD8<Float>.self) - SIMD8<Float>(repeating: 12_582_912)
}

/// x (n,) · y (n,) -> Σ x_i y_i in float.
@inline(__always)
func dotFloat(_ x: UnsafePointer<Float>, _ y: UnsafePointer<Float>, _ n: Int) -> Float {
    let px = UnsafeRawPointer(x), py = UnsafeRawPointer(y)
    var acc = SIMD16<Float>()
    var i = 0
    while i + 16 <= n {
        acc += px.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self) * py.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self)
        i += 16
    }
    var total = acc.sum()
    while i < n { total += x[i] * y[i]; i += 1 }
    return total
}
