import GGUF

// The C kernels (Sources/NativeKernels, `nk_decode_*`) run these products for Q8_0, Q5_0, Q4_K
// and Q6_K (and Q4_1, which has no Swift kernel here: `CONTEXTBUDGET_KERNELS=swift` takes it through
// `unpackRow` + `dotUnpacked`) on every CPU unless `CONTEXTBUDGET_KERNELS=swift`; the Swift kernels below stay as the
// SSE2-shaped route for the other types and for A/B runs.
//
// Decode dot products read straight from the file's blocks: one weight row · one token's 8-bit
// activations, with ggml's integer sums (per 32-value block for Q4_0/Q5_0/Q8_0; per 256-value
// super-block with the 6/8-bit sub-block scales folded into the integers for Q4_K/Q6_K, and the
// Q4_K minimum as Σ min_j · Σ activations_j) and one float multiply per block.
//
// Shape on plain SSE2: 16 weight bytes are read as 8 int16 lanes; the even bytes
// (`(w << 8) >> 8`) and odd bytes (`w >> 8`) meet the activations pre-split into even and odd
// values (`SplitActivations`) in `pairProductSums`, one `pmaddwd` per 8 values. Lane j of a
// block's sum holds values 4j...4j+3 and 16+4j...16+4j+3; the lanes are added only at the end.
// Offsets use wrapping arithmetic (`&+`, `&*`) so no overflow checks sit in the loops.

/// One token's activations in the form the decode dots read, per 32-value block b at
/// `split + 32 * b` (int16): even-indexed values 0, 2, … 14, then 16, … 30, then the odd-indexed
/// ones 1 … 15 and 17 … 31; `scale` the float step per 16 values; `blockSum` Σ of the 32 int8
/// values of each block (for weights with a minimum).
///
/// `byteShift` (8) and `nibbleMask` (15) are lane constants read from memory at run time: given
/// literal constants, LLVM knows the shifted/masked lanes fit in 8 or 4 bits, narrows them, and
/// rebuilds the 16-bit `pmaddwd` operands with unpack/pack sequences (2-3x the instructions on
/// SSE2, seen in the assembly); opaque constants keep the plain `psllw`/`psraw`/`pand` forms.
struct SplitActivations {
    let split: UnsafePointer<Int16>
    let scale: UnsafePointer<Float>
    let blockSum: UnsafePointer<Int32>
    let byteShift: Int16
    let nibbleMask: Int16
}

/// q (n,) int8 -> split (n,) int16 in the `SplitActivations` layout and blockSum (n/32,).
@inline(__always)
func splitActivations(_ q: UnsafePointer<Int8>, _ n: Int, _ split: UnsafeMutablePointer<Int16>, _ blockSum: UnsafeMutablePointer<Int32>) {
    let pq = UnsafeRawPointer(q), ps = UnsafeMutableRawPointer(split)
    for b in 0..<(n / 32) {
        var total = SIMD4<Int32>()
        for half in 0..<2 {
            let v = pq.loadUnaligned(fromByteOffset: 32 &* b &+ 16 &* half, as: SIMD8<Int16>.self)
            let even = (v &<< 8) &>> 8, odd = v &>> 8
            ps.storeBytes(of: even, toByteOffset: 64 &* b &+ 16 &* half, as: SIMD8<Int16>.self)
            ps.storeBytes(of: odd, toByteOffset: 64 &* b &+ 32 &+ 16 &* half, as: SIMD8<Int16>.self)
            total &+= pairProductSums(even &+ odd, SIMD8<Int16>(repeating: 1))
        }
        blockSum[b] = total.wrappedSum()
    }
}

/// 16 int8 weights (as 8 int16 lanes, natural order) of block `b` half `half` · the matching split
/// activations -> 4 int32 lanes.
/// 16 bytes at `offset` as 8 int16 lanes. Loaded as bytes: a 16-bit vector load feeding the
/// shifts of `dotSixteen` is split by LLVM into two 8-byte loads and re-joined.
@inline(__always)
func wordsAt(_ p: UnsafeRawPointer, _ offset: Int) -> SIMD8<Int16> {
    unsafeBitCast(p.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), to: SIMD8<Int16>.self)
}

/// `shift` is 8 (see `SplitActivations.byteShift`).
@inline(__always)
func dotSixteen(_ w: SIMD8<Int16>, _ a: UnsafeRawPointer, block b: Int, half: Int, shift: Int16) -> SIMD4<Int32> {
    dotSixteenSplit((w &<< shift) &>> shift, w &>> shift, a, block: b, half: half)
}

/// Even and odd values (int16, 8 lanes each) of 16 weights · the split activations of block `b`
/// half `half` -> 4 int32 lanes.
@inline(__always)
func dotSixteenSplit(_ even: SIMD8<Int16>, _ odd: SIMD8<Int16>, _ a: UnsafeRawPointer, block b: Int, half: Int) -> SIMD4<Int32> {
    let offset = 64 &* b &+ 16 &* half
    return pairProductSums(even, a.load(fromByteOffset: offset, as: SIMD8<Int16>.self))
        &+ pairProductSums(odd, a.load(fromByteOffset: offset &+ 32, as: SIMD8<Int16>.self))
}

/// 8 int16 pairs -> 4 int32 lanes, lane j = a[2j]·b[2j] + a[2j+1]·b[2j+1]: one `pmaddwd`, as
/// `multiplyAddPairs`. Widened with `init(clamping:)` (a no-op clamp here) rather than
/// `init(truncatingIfNeeded:)`: each generic specialization is emitted in one file of the module
/// and called out of line from the others, so sharing `multiplyAddPairs`' initializer with the
/// prefill GEMM would leave one of the two kernels calling it per 8 values.
@inline(__always)
func pairProductSums(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD4<Int32> {
    let p = SIMD8<Int32>(clamping: a) &* SIMD8<Int32>(clamping: b)
    return p.evenHalf &+ p.oddHalf
}

/// Exact int32 -> float for |i| < 2^22 (every lane sum here: at most 32 products of 8-bit values per
/// block or sub-block) by the 1.5 · 2^23 trick, not `SIMD4<Float>(_:)`, for the reason given at
/// `pairProductSums`: the prefill GEMM converts with that initializer.
@inline(__always)
func floatLanes(_ i: SIMD4<Int32>) -> SIMD4<Float> {
    unsafeBitCast(i &+ SIMD4<Int32>(repeating: 0x4B40_0000), to: SIMD4<Float>.self) - SIMD4<Float>(repeating: 12_582_912)
}

/// ggml's `hsum_float_8` of lanes `low` (0...3) and `high` (4...7): (high + low), then
/// (r0 + r2) + (r1 + r3).
@inline(__always)
func horizontalSum(_ low: SIMD4<Float>, _ high: SIMD4<Float>) -> Float {
    horizontalSum(high + low)
}

/// (r0 + r2) + (r1 + r3), ggml's `movehl` / `movehdup` reduction of 4 lanes.
@inline(__always)
func horizontalSum(_ r: SIMD4<Float>) -> Float {
    (r[0] + r[2]) + (r[1] + r[3])
}

// The float side follows ggml's AVX2 `ggml_vec_dot_*` kernels: 8 lanes per block (lane j sums
// values 4j...4j+3 of the 32, as `dotSixteen` of each half gives them), the block's integer lanes
// times d_weight · d_activation added to one accumulator per lane, `hsum_float_8` at the end. Only
// the fused multiply-add differs (SSE2 has none): Gemma's 8-bit decode is chaotic enough that
// rounding differences grow to tenths of a logit within a few tokens, so the order matters.

/// Q8_0 row (34-byte blocks: half d, 32 int8) · activations -> Σ_b d_b · d_a(b) · Σ q·a.
@inline(__always)
func decodeDotQ8_0(_ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    let a = UnsafeRawPointer(x.split), table = halfToFloatTable
    var low = SIMD4<Float>(), high = SIMD4<Float>()
    for b in 0..<(n / 32) {
        let block = row + 34 &* b
        let d = table[Int(block.loadUnaligned(as: UInt16.self))] * x.scale[2 &* b]
        low += floatLanes(dotSixteen(wordsAt(block, 2), a, block: b, half: 0, shift: x.byteShift)) * d
        high += floatLanes(dotSixteen(wordsAt(block, 18), a, block: b, half: 1, shift: x.byteShift)) * d
    }
    return horizontalSum(low, high)
}

/// Q5_0 row (22-byte blocks: half d, 32 high bits, 16 bytes of nibble pairs) · activations.
///
/// The nibbles are taken as int16 lanes (even values 0, 2 … 14 in one vector, odd in another,
/// then 16 … 31 the same way), so no sign extension is needed; the fifth bit of each lane comes
/// from the 16 high bits broadcast to every lane, masked with the lane's bit and compared:
/// value = nibble − 16 where the bit is clear.
@inline(__always)
func decodeDotQ5_0(_ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    let a = UnsafeRawPointer(x.split), table = halfToFloatTable
    let nibble = SIMD8<Int16>(repeating: x.nibbleMask), shift = x.byteShift
    let evenBits = SIMD8<Int16>(1, 4, 16, 64, 256, 1024, 4096, 16384)
    let oddBits = SIMD8<Int16>(2, 8, 32, 128, 512, 2048, 8192, -32768)
    var low = SIMD4<Float>(), high = SIMD4<Float>()
    for b in 0..<(n / 32) {
        let block = row + 22 &* b
        let qh = block.loadUnaligned(fromByteOffset: 2, as: UInt32.self).littleEndian
        let w = wordsAt(block, 6)
        let bits0 = SIMD8<Int16>(repeating: Int16(truncatingIfNeeded: qh)), bits1 = SIMD8<Int16>(repeating: Int16(truncatingIfNeeded: qh >> 16))
        // -16 in the lanes whose bit is clear.
        @inline(__always) func minusSixteen(_ bits: SIMD8<Int16>, _ mask: SIMD8<Int16>) -> SIMD8<Int16> {
            unsafeBitCast((bits & mask) .== SIMD8<Int16>(), to: SIMD8<Int16>.self) &<< 4
        }
        let d = table[Int(block.loadUnaligned(as: UInt16.self))] * x.scale[2 &* b]
        low += floatLanes(dotSixteenSplit((w & nibble) &+ minusSixteen(bits0, evenBits),
                                          ((w &>> shift) & nibble) &+ minusSixteen(bits0, oddBits), a, block: b, half: 0)) * d
        high += floatLanes(dotSixteenSplit(((w &>> 4) & nibble) &+ minusSixteen(bits1, evenBits),
                                           ((w &>> 12) & nibble) &+ minusSixteen(bits1, oddBits), a, block: b, half: 1)) * d
    }
    return horizontalSum(low, high)
}

/// Q4_0 row (18-byte blocks: half d, 16 bytes of nibble pairs, value = nibble − 8) · activations.
@inline(__always)
func decodeDotQ4_0(_ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    let a = UnsafeRawPointer(x.split), table = halfToFloatTable
    var low = SIMD4<Float>(), high = SIMD4<Float>()
    for b in 0..<(n / 32) {
        let block = row + 18 &* b
        let qs = block.loadUnaligned(fromByteOffset: 2, as: SIMD16<UInt8>.self)
        let eight = SIMD16<UInt8>(repeating: 8)
        let d = table[Int(block.loadUnaligned(as: UInt16.self))] * x.scale[2 &* b]
        low += floatLanes(dotSixteen(unsafeBitCast((qs & 0x0F) &- eight, to: SIMD8<Int16>.self), a, block: b, half: 0, shift: x.byteShift)) * d
        high += floatLanes(dotSixteen(unsafeBitCast((qs &>> 4) &- eight, to: SIMD8<Int16>.self), a, block: b, half: 1, shift: x.byteShift)) * d
    }
    return horizontalSum(low, high)
}

/// Q4_K row (144-byte blocks of 256: half d, half dmin, 12 bytes of 6-bit scales and mins, 128
/// bytes of nibbles; sub-block j of 32 = d·sc_j·q − dmin·m_j) · Q8_K activations:
/// Σ_blocks d·d_a·Σ_j sc_j Σ q·a − dmin·d_a·Σ_j m_j Σ a (ggml keeps the minimum term in 4 lanes,
/// sub-blocks 2g and 2g + 1 in lane g; one integer here: building the lanes cost more than the
/// kernel saved).
///
/// The 6-bit scales multiply the nibbles in 16 bits (≤ 945) before `pmaddwd`, as ggml's madd
/// with the scales does; a lane's block sum stays below 2^22 (8 × 4 × 945 × 127).
@inline(__always)
func decodeDotQ4_K(_ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    let a = UnsafeRawPointer(x.split)
    var low = SIMD4<Float>(), high = SIMD4<Float>(), minimum: Float = 0
    let nibble = SIMD8<Int16>(repeating: x.nibbleMask), shift = x.byteShift
    for b in 0..<(n / 256) {
        let block = row + 144 &* b
        var sumLow = SIMD4<Int32>(), sumHigh = SIMD4<Int32>()
        var minimumSum: Int32 = 0
        for group in 0..<4 {
            let (sc0, m0) = scaleAndMinK4(block + 4, 2 &* group)
            let (sc1, m1) = scaleAndMinK4(block + 4, 2 &* group &+ 1)
            let scale0 = SIMD8<Int16>(repeating: Int16(sc0)), scale1 = SIMD8<Int16>(repeating: Int16(sc1))
            let j = 8 &* b &+ 2 &* group   // the 32-value activation block of the low nibbles
            let w0 = wordsAt(block, 16 &+ 32 &* group), w1 = wordsAt(block, 32 &+ 32 &* group)
            sumLow &+= dotSixteenSplit((w0 & nibble) &* scale0, ((w0 &>> shift) & nibble) &* scale0, a, block: j, half: 0)
                &+ dotSixteenSplit(((w0 &>> 4) & nibble) &* scale1, ((w0 &>> 12) & nibble) &* scale1, a, block: j &+ 1, half: 0)
            sumHigh &+= dotSixteenSplit((w1 & nibble) &* scale0, ((w1 &>> shift) & nibble) &* scale0, a, block: j, half: 1)
                &+ dotSixteenSplit(((w1 &>> 4) & nibble) &* scale1, ((w1 &>> 12) & nibble) &* scale1, a, block: j &+ 1, half: 1)
            minimumSum &+= Int32(m0) &* x.blockSum[j] &+ Int32(m1) &* x.blockSum[j &+ 1]
        }
        let da = x.scale[16 &* b], d = da * halfAt(block, 0)
        low += floatLanes(sumLow) * d
        high += floatLanes(sumHigh) * d
        minimum += -da * halfAt(block, 2) * Float(minimumSum)
    }
    return horizontalSum(low, high) + minimum
}

/// Q6_K row (210-byte blocks of 256: 128 bytes low nibbles, 64 bytes of 2-bit highs, 16 int8
/// scales, half d; value = d·sc_(i/16)·(q − 32)) · Q8_K activations: Σ_blocks d·d_a·Σ_g sc_g Σ q·a
/// (the scale products in float lanes, as in `decodeDotQ4_K`).
@inline(__always)
func decodeDotQ6_K(_ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    let a = UnsafeRawPointer(x.split)
    var low = SIMD4<Float>(), high = SIMD4<Float>()
    let thirtyTwo = SIMD16<UInt8>(repeating: 32)
    for b in 0..<(n / 256) {
        let block = row + 210 &* b
        var sumLow = SIMD4<Float>(), sumHigh = SIMD4<Float>()   // values 0-15, 16-31 of each 32
        for half in 0..<2 {
            for part in 0..<2 {
                let ql0 = block.loadUnaligned(fromByteOffset: 64 &* half &+ 16 &* part, as: SIMD16<UInt8>.self)
                let ql1 = block.loadUnaligned(fromByteOffset: 64 &* half &+ 32 &+ 16 &* part, as: SIMD16<UInt8>.self)
                let qh = block.loadUnaligned(fromByteOffset: 128 &+ 32 &* half &+ 16 &* part, as: SIMD16<UInt8>.self)
                let q = (((ql0 & 0x0F) | ((qh & 3) &<< 4)) &- thirtyTwo,
                         ((ql1 & 0x0F) | (((qh &>> 2) & 3) &<< 4)) &- thirtyTwo,
                         ((ql0 &>> 4) | (((qh &>> 4) & 3) &<< 4)) &- thirtyTwo,
                         ((ql1 &>> 4) | (((qh &>> 6) & 3) &<< 4)) &- thirtyTwo)
                // q.k holds values 128·half + 32·k + 16·part ..< +16: activation block 8b + 4·half + k.
                func add(_ v: SIMD16<UInt8>, _ k: Int) {
                    let s = dotSixteen(unsafeBitCast(v, to: SIMD8<Int16>.self), a, block: 8 &* b &+ 4 &* half &+ k, half: part, shift: x.byteShift)
                    let product = floatLanes(s) * Float(block.load(fromByteOffset: 192 &+ 8 &* half &+ 2 &* k &+ part, as: Int8.self))
                    if part == 0 { sumLow += product } else { sumHigh += product }
                }
                add(q.0, 0); add(q.1, 1); add(q.2, 2); add(q.3, 3)
            }
        }
        let d = x.scale[16 &* b] * halfAt(block, 208)
        low += sumLow * d
        high += sumHigh * d
    }
    return horizontalSum(low, high)
}

/// Whether `decodeDot` reads `type` directly.
func hasDecodeDot(_ type: GGMLType) -> Bool {
    switch type {
    case .q4_0, .q5_0, .q8_0, .q4_K, .q6_K: true
    default: false
    }
}

/// One weight row of `type` · one token's split activations. - Precondition: `hasDecodeDot(type)`.
@inline(__always)
func decodeDot(_ type: GGMLType, _ row: UnsafeRawPointer, _ x: SplitActivations, _ n: Int) -> Float {
    switch type {
    case .q8_0: decodeDotQ8_0(row, x, n)
    case .q5_0: decodeDotQ5_0(row, x, n)
    case .q4_0: decodeDotQ4_0(row, x, n)
    case .q4_K: decodeDotQ4_K(row, x, n)
    case .q6_K: decodeDotQ6_K(row, x, n)
    default: preconditionFailure("decodeDot: no direct kernel for \(type)")
    }
}

/// The scalar twin of `decodeDot` and of the C decode kernels for tests: the same block formulas,
/// one value at a time, the integer sums in Int and the rest in Double. Q4_1 reads the q8_1 sums
/// `halfSum` (n/32, `quantizeRowQ8_0`) for its minimum term, as llama.cpp does.
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
    case .q4_K:
        for b in 0..<(n / 256) {
            let block = row + 144 * b
            var sum = 0, minimumSum = 0
            for j in 0..<8 {
                let (sc, m) = scaleAndMinK4(block + 4, j)
                var sub = 0, activationSum = 0
                for i in 0..<32 {
                    let qbyte = byte(block, 16 + 32 * (j / 2) + i)
                    let w = j % 2 == 0 ? qbyte & 15 : qbyte >> 4
                    sub += w * Int(q[256 * b + 32 * j + i])
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
        preconditionFailure("decodeDotScalar: no direct kernel for \(type)")
    }
    return total
}
