import Foundation
import NativeKernels

/// One application of rotary embedding, as llama.cpp's `ggml_rope_ext` takes it: the base, how
/// many leading dimensions of a head turn (`rope.dimension_count`; the rest pass through), and
/// the file's scaling — Llama 3's per-dimension divisors, a linear factor, YaRN's ramp between
/// extrapolated and interpolated pairs, and a magnitude multiplying every cos and sin.
struct RopeAngles: Equatable {
    /// RoPE base (`rope.freq_base`, or Gemma 3's local base on its sliding layers).
    var base: Float
    /// Leading dimensions of each head that turn, even (`n_dims` / `n_rot`).
    var dimensionCount: Int
    /// What the interpolated angle is multiplied by (`freq_scale`, 1 / `rope.scaling.factor`).
    var frequencyScale: Float = 1
    /// `rope_freqs.weight` (dimensionCount / 2 divisors), nil for none.
    var factors: UnsafePointer<Float>? = nil
    /// What every cos and sin is multiplied by before YaRN's own correction (`attn_factor`).
    var magnitude: Float = 1
    /// YaRN's ramp: pairs below `low` keep the extrapolated angle, pairs above `high` take the
    /// interpolated one, those between a linear mix (`corr_dims`); nil when YaRN is off
    /// (`ext_factor` 0).
    var yarnRamp: (low: Float, high: Float)? = nil

    static func == (a: RopeAngles, b: RopeAngles) -> Bool {
        a.base == b.base && a.dimensionCount == b.dimensionCount && a.frequencyScale == b.frequencyScale
            && a.factors == b.factors && a.magnitude == b.magnitude
            && a.yarnRamp?.low == b.yarnRamp?.low && a.yarnRamp?.high == b.yarnRamp?.high
    }

    /// YaRN's ramp for `dimensionCount` rotated dimensions: ggml's `ggml_rope_yarn_corr_dims`,
    /// the pairs whose wavelength makes `betaFast` and `betaSlow` turns over the original context.
    static func yarnRamp(dimensionCount: Int, originalContextLength: Int, base: Float, betaFast: Float, betaSlow: Float) -> (low: Float, high: Float) {
        // The pair that turns `rotations` times over the original context:
        // dims · ln(context / (rotations · 2π)) / (2 ln base).
        func pair(turning rotations: Float) -> Float {
            Float(dimensionCount) * logf(Float(originalContextLength) / (rotations * 2 * Float.pi)) / (2 * logf(base))
        }
        return (max(0, floorf(pair(turning: betaFast))), min(Float(dimensionCount - 1), ceilf(pair(turning: betaSlow))))
    }

    /// cos and sin of pair i's angle at `position`, i in 0 ..< dimensionCount / 2, into
    /// `cosines` / `sines`: ggml's `ggml_rope_cache_init` and `rope_yarn` — θ = position ·
    /// base^(−2i/d) (the power by repeated multiplication in float) / factors[i]; interpolated
    /// θ·frequencyScale, mixed with the extrapolated θ on YaRN's ramp; both times the magnitude
    /// (times 1 + 0.1 ln(1 / frequencyScale) under YaRN). Magnitude 1 and no YaRN leave the bits
    /// of cos and sin as without scaling.
    func fill(position: Int, cosines: UnsafeMutablePointer<Float>, sines: UnsafeMutablePointer<Float>) {
        let thetaScale = powf(base, -2 / Float(dimensionCount))
        var theta = Float(position)
        var scale = magnitude
        if yarnRamp != nil { scale *= 1 + 0.1 * logf(1 / frequencyScale) }
        for i in 0..<(dimensionCount / 2) {
            let extrapolated = theta / (factors?[i] ?? 1)
            var angle = frequencyScale * extrapolated
            if let (low, high) = yarnRamp {
                let y = (Float(i) - low) / max(0.001, high - low)
                let mix = 1 - min(1, max(0, y))
                angle = angle * (1 - mix) + extrapolated * mix
            }
            cosines[i] = cosf(angle) * scale
            sines[i] = sinf(angle) * scale
            theta *= thetaScale
        }
    }
}

/// NEOX-style rotary embedding in place: x (headDim,) at position `pos`, pairs (i, i + d/2),
/// angle scale * (pos * base^(-2i/d) / factors[i]) (ggml's order: the divisor of
/// `rope_freqs.weight`, then linear scaling; both 1 leave the angle's bits unchanged), the power
/// by repeated multiplication in float as ggml does, and each
/// rotated value with the one fused multiply-add GCC makes of ggml's `x0*cos - x1*sin` (bit-identical
/// to llama.cpp's output on its own inputs: GemmaKernelParityTests). The scalar twin of
/// `RopeTable` with `RopeAngles` of the same base, scale and factors.
@inline(__always)
func ropeNeox(
    _ x: UnsafeMutablePointer<Float>, _ headDim: Int, _ pos: Int, _ base: Float,
    scale: Float = 1, factors: UnsafePointer<Float>? = nil
) {
    let half = headDim / 2
    let thetaScale = powf(base, -2 / Float(headDim))
    var theta = Float(pos)
    for i in 0..<half {
        let angle = scale * (theta / (factors?[i] ?? 1))
        let c = cosf(angle), s = sinf(angle)
        let a = x[i], b = x[i + half]
        x[i] = rotatedFirst(a, b, c, s)
        x[i + half] = rotatedSecond(a, b, c, s)
        theta *= thetaScale
    }
}

/// a·cos − b·sin with the first product fused, as ggml's compiled rotation rounds it.
@inline(__always)
func rotatedFirst(_ a: Float, _ b: Float, _ cos: Float, _ sin: Float) -> Float { (-(b * sin)).addingProduct(a, cos) }

/// a·sin + b·cos with the first product fused, as ggml's compiled rotation rounds it.
@inline(__always)
func rotatedSecond(_ a: Float, _ b: Float, _ cos: Float, _ sin: Float) -> Float { (b * cos).addingProduct(a, sin) }

/// cos and sin of RoPE's angles for a run of positions, computed once per forward for every
/// head and layer that shares the angles (ggml recomputes them per row; the values are the same:
/// `RopeAngles.fill`), and the two rotations that use them.
final class RopeTable: @unchecked Sendable {
    let capacity: Int, half: Int
    let cosines: UnsafeMutablePointer<Float>   // (capacity, half)
    let sines: UnsafeMutablePointer<Float>     // (capacity, half)
    private var key: (angles: RopeAngles, first: Int, count: Int)?

    init(positions: Int, headDim: Int) {
        capacity = positions
        half = headDim / 2
        cosines = .allocate(capacity: max(1, positions * half))
        sines = .allocate(capacity: max(1, positions * half))
    }

    deinit { cosines.deallocate(); sines.deallocate() }

    /// Fills the table for positions first ..< first + count with `angles` unless it holds them.
    func fill(_ angles: RopeAngles, first: Int, count: Int) {
        precondition(count <= capacity && angles.dimensionCount <= 2 * half)
        if let key, key.angles == angles, key.first == first, key.count >= count { return }
        for t in 0..<count { angles.fill(position: first + t, cosines: cosines + t * half, sines: sines + t * half) }
        key = (angles, first, count)
    }

    /// Fills the table for NEOX angles of the whole head width with `base` and the linear `scale`.
    func fill(base: Float, scale: Float = 1, first: Int, count: Int) {
        fill(RopeAngles(base: base, dimensionCount: 2 * half, frequencyScale: scale), first: first, count: count)
    }

    /// NEOX rotation of `heads` heads (`headDim` floats each, contiguous) of token `t` of the
    /// filled run: pairs (i, i + n/2) of each head's first n = `dimensionCount` dimensions; the
    /// rest pass through, as ggml leaves them.
    func rotate(_ x: UnsafeMutablePointer<Float>, heads: Int, token t: Int, headDim: Int, dimensionCount: Int) {
        let c = cosines + t * half, s = sines + t * half
        if dimensionCount == headDim {
            nk_rope_neox(KernelVariant.selected, x, Int32(heads), Int32(headDim), c, s)
        } else {
            for h in 0..<heads { nk_rope_neox(KernelVariant.selected, x + h * headDim, 1, Int32(dimensionCount), c, s) }
        }
    }

    /// NEOX rotation of whole heads (`2 * half` floats each) of token `t` of the filled run.
    func rotate(_ x: UnsafeMutablePointer<Float>, heads: Int, token t: Int) {
        rotate(x, heads: heads, token: t, headDim: 2 * half, dimensionCount: 2 * half)
    }

    /// Llama-style (adjacent pairs (2i, 2i + 1)) rotation of `heads` heads of `headDim` floats of
    /// token `t` of the filled run, over each head's first `dimensionCount` dimensions, rounded
    /// as `ropeNeox`'s rotation.
    func rotateAdjacent(_ x: UnsafeMutablePointer<Float>, heads: Int, token t: Int, headDim: Int, dimensionCount: Int) {
        let c = cosines + t * half, s = sines + t * half
        for h in 0..<heads {
            let row = x + h * headDim
            for i in 0..<(dimensionCount / 2) {
                let a = row[2 * i], b = row[2 * i + 1]
                row[2 * i] = rotatedFirst(a, b, c[i], s[i])
                row[2 * i + 1] = rotatedSecond(a, b, c[i], s[i])
            }
        }
    }
}
