import Foundation

/// One query head over cached keys/values: q (headDim,), K/V rows `first...last` of a cache with
/// row stride `kvStride`, position p in slot p % slots (a ring for sliding layers) -> out (headDim,). Scores use the half-rounded query (ggml multiplies
/// with the binary16 cache); probabilities are rounded to half before weighting V, as ggml does
/// without flash attention. `scores` holds at least last - first + 1 floats.
@inline(__always)
func attendHead(_ q: UnsafePointer<Float>, _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>, kvStride: Int, slots: Int,
                first: Int, last: Int, headDim: Int, scores: UnsafeMutablePointer<Float>, out: UnsafeMutablePointer<Float>) {
    let count = last - first + 1
    var maximum = -Float.infinity
    withUnsafeTemporaryAllocation(of: Float.self, capacity: headDim) { halfQuery in
        for i in 0..<headDim { halfQuery[i] = roundedToHalf(q[i]) }
        for j in 0..<count {
            let s = dotFloat(halfQuery.baseAddress!, keys + ((first + j) % slots) * kvStride, headDim)
            scores[j] = s
            maximum = max(maximum, s)
        }
    }
    var total: Double = 0
    for j in 0..<count {
        let e = expf(scores[j] - maximum)
        scores[j] = e
        total += Double(e)
    }
    let inverse = Float(1 / total)
    for i in 0..<headDim { out[i] = 0 }
    let o = UnsafeMutableRawPointer(out)
    for j in 0..<count {
        let p = roundedToHalf(scores[j] * inverse)
        let row = values + ((first + j) % slots) * kvStride
        let v = UnsafeRawPointer(row)
        var i = 0
        while i + 16 <= headDim {
            let acc = o.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self) + v.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self) * p
            o.storeBytes(of: acc, toByteOffset: 4 * i, as: SIMD16<Float>.self)
            i += 16
        }
        while i < headDim { out[i] += row[i] * p; i += 1 }
    }
}
