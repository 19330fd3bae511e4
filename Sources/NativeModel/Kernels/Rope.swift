import Foundation

/// NEOX-style rotary embedding in place: x (headDim,) at position `pos`, pairs (i, i + d/2),
/// angle pos * base^(-2i/d), computed by repeated multiplication in float as ggml does, and each
/// rotated value with the one fused multiply-add GCC makes of ggml's `x0*cos - x1*sin` (bit-identical
/// to llama.cpp's output on its own inputs: GemmaKernelParityTests).
@inline(__always)
func ropeNeox(_ x: UnsafeMutablePointer<Float>, _ headDim: Int, _ pos: Int, _ base: Float) {
    let half = headDim / 2
    let thetaScale = powf(base, -2 / Float(headDim))
    var theta = Float(pos)
    for i in 0..<half {
        let c = cosf(theta), s = sinf(theta)
        let a = x[i], b = x[i + half]
        x[i] = rotatedFirst(a, b, c, s)
        x[i + half] = rotatedSecond(a, b, c, s)
        theta *= thetaScale
    }
}

/// Llama-style (adjacent pairs) rotary embedding in place.
@inline(__always)
func ropeNormal(_ x: UnsafeMutablePointer<Float>, _ headDim: Int, _ pos: Int, _ base: Float) {
    let thetaScale = powf(base, -2 / Float(headDim))
    var theta = Float(pos)
    for i in stride(from: 0, to: headDim, by: 2) {
        let c = cosf(theta), s = sinf(theta)
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
