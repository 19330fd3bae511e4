import Foundation
import NativeKernels

/// NEOX-style rotary embedding in place: x (headDim,) at position `pos`, pairs (i, i + d/2),
/// angle scale * (pos * base^(-2i/d) / factors[i]) (ggml's order: the divisor of
/// `rope_freqs.weight`, then linear scaling; both 1 leave the angle's bits unchanged), the power
/// by repeated multiplication in float as ggml does, and each
/// rotated value with the one fused multiply-add GCC makes of ggml's `x0*cos - x1*sin` (bit-identical
/// to llama.cpp's output on its own inputs: GemmaKernelParityTests).
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

/// Llama-style (adjacent pairs) rotary embedding in place; angles as `ropeNeox`'s.
@inline(__always)
func ropeNormal(
    _ x: UnsafeMutablePointer<Float>, _ headDim: Int, _ pos: Int, _ base: Float,
    scale: Float = 1, factors: UnsafePointer<Float>? = nil
) {
    let thetaScale = powf(base, -2 / Float(headDim))
    var theta = Float(pos)
    for i in stride(from: 0, to: headDim, by: 2) {
        let angle = scale * (theta / (factors?[i / 2] ?? 1))
        let c = cosf(angle), s = sinf(angle)
        let a = x[i], b = x[i + 1]
        x[i] = rotatedFirst(a, b, c, s)
        x[i + 1] = rotatedSecond(a, b, c, s)
        theta *= thetaScale
    }
}

/// a·cos − b·sin with the first product fused, as ggml's compiled rotation rounds it.
@inline(__always)
func rotatedFirst(_ a: Float, _ b: Float, _ cos: Float, _ sin: Float) -> Float { (-(b * sin)).addingProduct(a, cos) }

/// a·sin + b·cos with the first product fused, as ggml's compiled rotation rounds it.
@inline(__always)
func rotatedSecond(_ a: Float, _ b: Float, _ cos: Float, _ sin: Float) -> Float { (b * cos).addingProduct(a, sin) }

/// cos and sin of NEOX RoPE's angles for a run of positions, computed once per forward for every
/// head and layer that shares the base (ggml recomputes them per row; the values are the same:
/// the angle by repeated multiplication in float, then `cosf` / `sinf`).
final class RopeTable: @unchecked Sendable {
    let capacity: Int, half: Int
    let cosines: UnsafeMutablePointer<Float>   // (capacity, half)
    let sines: UnsafeMutablePointer<Float>     // (capacity, half)
    private var key: (base: Float, scale: Float, first: Int, count: Int)?

    init(positions: Int, headDim: Int) {
        capacity = positions
        half = headDim / 2
        cosines = .allocate(capacity: max(1, positions * half))
        sines = .allocate(capacity: max(1, positions * half))
    }

    deinit { cosines.deallocate(); sines.deallocate() }

    /// Fills the table for positions first ..< first + count with `base` and the linear
    /// `scale` (angles as `ropeNeox`'s) unless it holds them.
    func fill(base: Float, scale: Float = 1, first: Int, count: Int) {
        precondition(count <= capacity)
        if let key, key.base == base, key.scale == scale, key.first == first, key.count >= count { return }
        let thetaScale = powf(base, -2 / Float(2 * half))
        for t in 0..<count {
            var theta = Float(first + t)
            for i in 0..<half {
                let angle = scale * theta
                cosines[t * half + i] = cosf(angle)
                sines[t * half + i] = sinf(angle)
                theta *= thetaScale
            }
        }
        key = (base, scale, first, count)
    }

    /// Rotates `heads` heads (headDim floats each, contiguous) of token `t` of the filled run.
    func rotate(_ x: UnsafeMutablePointer<Float>, heads: Int, token t: Int) {
        let c = cosines + t * half, s = sines + t * half
        nk_rope_neox(KernelVariant.selected, x, Int32(heads), Int32(2 * half), c, s)
    }
}
