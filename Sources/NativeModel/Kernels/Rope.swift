import Foundation

/// NEOX-style rotary embedding in place: x (headDim,) at position `pos`, pairs (i, i + d/2),
/// angle pos * base^(-2i/d), computed by repeated multiplication in float as ggml does.
@inline(__always)
func ropeNeox(_ x: UnsafeMutablePointer<Float>, _ headDim: Int, _ pos: Int, _ base: Float) {
    let half = headDim / 2
    let thetaScale = powf(base, -2 / Float(headDim))
    var theta = Float(pos)
    for i in 0..<half {
        let c = cosf(theta), s = sinf(theta)
        let a = x[i], b = x[i + half]
        x[i] = a * c - b * s
        x[i + half] = a * s + b * c
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
        x[i] = a * c - b * s
        x[i + 1] = a * s + b * c
        theta *= thetaScale
    }
}
