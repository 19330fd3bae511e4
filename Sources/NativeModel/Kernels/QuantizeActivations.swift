/// Activations quantized to 8 bits the way llama.cpp quantizes them before a quantized matmul,
/// so that our logits track llama.cpp's closely. Layout per row of `n` values: `q` (n) int8,
/// `scale` (n/16) the float step of each 16-value group, `sum` (n/16) `scale * Σ q` of the group
/// (needed by weight types with a per-block minimum).
enum ActivationFlavor {
    /// Blocks of 32 with a binary16 step: what Q4_0, Q4_1, Q5_0 and Q8_0 weights are multiplied with.
    case q8_0
    /// Blocks of 256 with a float step: what Q4_K, Q5_K and Q6_K weights are multiplied with.
    case q8_K
}

/// x (n,) -> Q8_0-style q (n,), scale (n/16,), sum (n/16,), and `halfSum` (n/32,): per block
/// binary16(d · Σ q) with the step d before its binary16 rounding, the `s` of llama.cpp's q8_1
/// blocks (the minimum term of Q4_1 weights reads it). n % 32 == 0.
func quantizeRowQ8_0(_ x: UnsafePointer<Float>, _ n: Int, _ q: UnsafeMutablePointer<Int8>,
                     _ scale: UnsafeMutablePointer<Float>, _ sum: UnsafeMutablePointer<Float>,
                     _ halfSum: UnsafeMutablePointer<Float>) {
    for block in 0..<(n / 32) {
        let xb = x + 32 * block
        var amax: Float = 0
        for i in 0..<32 { amax = max(amax, abs(xb[i])) }
        let d = amax / 127
        let inverse: Float = amax != 0 ? 127 / amax : 0  // as ggml's x86 path computes it
        let dHalf = roundedToHalf(d)
        var blockTotal = 0
        for group in 0..<2 {
            var total = 0
            for i in (16 * group)..<(16 * group + 16) {
                let v = Int8((xb[i] * inverse).rounded(.toNearestOrEven))
                q[32 * block + i] = v
                total += Int(v)
            }
            scale[2 * block + group] = dHalf
            sum[2 * block + group] = dHalf * Float(total)
            blockTotal += total
        }
        halfSum[block] = roundedToHalf(d * Float(blockTotal))
    }
}

/// x (n,) -> Q8_K-style q (n,), scale (n/16,), sum (n/16,). n % 256 == 0.
func quantizeRowQ8_K(_ x: UnsafePointer<Float>, _ n: Int, _ q: UnsafeMutablePointer<Int8>,
                     _ scale: UnsafeMutablePointer<Float>, _ sum: UnsafeMutablePointer<Float>) {
    for block in 0..<(n / 256) {
        let xb = x + 256 * block
        var amax: Float = 0, extreme: Float = 0
        for i in 0..<256 where abs(xb[i]) > amax {
            amax = abs(xb[i])
            extreme = xb[i]
        }
        let groups = 16 * block
        guard amax != 0 else {
            for i in 0..<256 { q[256 * block + i] = 0 }
            for g in 0..<16 { scale[groups + g] = 0; sum[groups + g] = 0 }
            continue
        }
        let inverseScale = -127 / extreme
        let d = 1 / inverseScale
        for g in 0..<16 {
            var total = 0
            for i in (16 * g)..<(16 * g + 16) {
                let v = Int8(min(127, (inverseScale * xb[i]).rounded(.toNearestOrEven)))
                q[256 * block + i] = v
                total += Int(v)
            }
            scale[groups + g] = d
            sum[groups + g] = d * Float(total)
        }
    }
}
