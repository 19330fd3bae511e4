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

/// q (n,) int8 -> split (2n,) int16: per 32 values, the 16 even-indexed values then the 16
/// odd-indexed ones, sign-extended (what `pairDot32` would otherwise redo for every weight row).
@inline(__always)
func splitEvenOdd(_ q: UnsafePointer<Int8>, _ n: Int, _ split: UnsafeMutablePointer<Int16>) {
    let pq = UnsafeRawPointer(q), ps = UnsafeMutableRawPointer(split)
    for b in 0..<(n / 32) {
        let v = pq.loadUnaligned(fromByteOffset: 32 * b, as: SIMD16<Int16>.self)
        ps.storeBytes(of: (v &<< 8) &>> 8, toByteOffset: 128 * b, as: SIMD16<Int16>.self)
        ps.storeBytes(of: v &>> 8, toByteOffset: 128 * b + 32, as: SIMD16<Int16>.self)
    }
}

/// 32 int8 weights (as 16 int16 lanes) · pre-split activations -> 8 int32 lanes (0-3: values
/// 0-15, 4-7: values 16-31).
@inline(__always)
func pairDotPreSplit(_ w: SIMD16<Int16>, _ even: SIMD16<Int16>, _ odd: SIMD16<Int16>) -> SIMD8<Int32> {
    let p = ((w &<< 8) &>> 8) &* even &+ (w &>> 8) &* odd
    let p32 = unsafeBitCast(p, to: SIMD8<Int32>.self)
    return ((p32 &<< 16) &>> 16) &+ (p32 &>> 16)
}

/// As `dotUnpacked`, with the activation given pre-split (see `splitEvenOdd`).
@inline(__always)
func dotPreSplit(_ wq: UnsafePointer<Int8>, _ wscale: UnsafePointer<Float>, _ wmin: UnsafePointer<Float>, _ hasMinimum: Bool,
                 _ split: UnsafePointer<Int16>, _ ascale: UnsafePointer<Float>, _ asum: UnsafePointer<Float>, _ n: Int) -> Float {
    let w = UnsafeRawPointer(wq), a = UnsafeRawPointer(split)
    var acc0 = SIMD8<Float>(), acc1 = SIMD8<Float>()
    var b = 0
    while b + 2 <= n / 32 {
        let s0 = pairDotPreSplit(w.loadUnaligned(fromByteOffset: 32 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 32, as: SIMD16<Int16>.self))
        let s1 = pairDotPreSplit(w.loadUnaligned(fromByteOffset: 32 * b + 32, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 128, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 160, as: SIMD16<Int16>.self))
        let c0 = wscale[2 * b] * ascale[2 * b], c1 = wscale[2 * b + 1] * ascale[2 * b + 1]
        let c2 = wscale[2 * b + 2] * ascale[2 * b + 2], c3 = wscale[2 * b + 3] * ascale[2 * b + 3]
        acc0 += floatFromSmallInt(s0) * SIMD8<Float>(c0, c0, c0, c0, c1, c1, c1, c1)
        acc1 += floatFromSmallInt(s1) * SIMD8<Float>(c2, c2, c2, c2, c3, c3, c3, c3)
        b += 2
    }
    if b < n / 32 {
        let s0 = pairDotPreSplit(w.loadUnaligned(fromByteOffset: 32 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 32, as: SIMD16<Int16>.self))
        let c0 = wscale[2 * b] * ascale[2 * b], c1 = wscale[2 * b + 1] * ascale[2 * b + 1]
        acc0 += floatFromSmallInt(s0) * SIMD8<Float>(c0, c0, c0, c0, c1, c1, c1, c1)
    }
    var total = (acc0 + acc1).sum()
    if hasMinimum {
        var correction: Float = 0
        for g in 0..<(n / 16) { correction += wmin[g] * asum[g] }
        total -= correction
    }
    return total
}

/// One Q8_0 weight row straight from the file (34-byte blocks: half d, 32 × int8) · pre-split
/// Q8_0 activations with per-16 `ascale` -> float. No unpacking pass: the biggest matrix
/// (Gemma's tied 262,144-row output) is Q8_0 and is read once per generated token.
@inline(__always)
func dotQ8_0Row(_ row: UnsafeRawPointer, _ split: UnsafePointer<Int16>, _ ascale: UnsafePointer<Float>, _ n: Int) -> Float {
    let a = UnsafeRawPointer(split), table = halfToFloatTable
    var acc0 = SIMD8<Float>(), acc1 = SIMD8<Float>()
    var b = 0
    while b + 2 <= n / 32 {
        let block0 = row + 34 * b, block1 = block0 + 34
        let s0 = pairDotPreSplit(block0.loadUnaligned(fromByteOffset: 2, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 32, as: SIMD16<Int16>.self))
        let s1 = pairDotPreSplit(block1.loadUnaligned(fromByteOffset: 2, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 128, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 160, as: SIMD16<Int16>.self))
        acc0 += floatFromSmallInt(s0) * (table[Int(block0.loadUnaligned(as: UInt16.self))] * ascale[2 * b])
        acc1 += floatFromSmallInt(s1) * (table[Int(block1.loadUnaligned(as: UInt16.self))] * ascale[2 * b + 2])
        b += 2
    }
    if b < n / 32 {
        let block0 = row + 34 * b
        let s0 = pairDotPreSplit(block0.loadUnaligned(fromByteOffset: 2, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b, as: SIMD16<Int16>.self),
                                 a.loadUnaligned(fromByteOffset: 128 * b + 32, as: SIMD16<Int16>.self))
        acc0 += floatFromSmallInt(s0) * (table[Int(block0.loadUnaligned(as: UInt16.self))] * ascale[2 * b])
    }
    return (acc0 + acc1).sum()
}
