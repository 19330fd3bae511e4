import Foundation

/// `group` query heads that share one KV head, over cached keys/values of positions
/// `first...last`: q (group, headDim) -> out (group, headDim) at row stride `outStride`.
/// K/V rows have stride `kvStride`; position p lives in slot p % slots (a ring for sliding
/// layers). Each key and value row is read once for the whole group. Scores use the half-rounded
/// query (ggml multiplies with the binary16 cache); probabilities are rounded to half before
/// weighting V, as ggml does without flash attention. `scores` holds group × (last − first + 1).
@inline(__always)
func attendGroup(_ q: UnsafePointer<Float>, group: Int, qStride: Int, _ keys: UnsafePointer<Float>, _ values: UnsafePointer<Float>,
                 kvStride: Int, slots: Int, first: Int, last: Int, headDim: Int,
                 scores: UnsafeMutablePointer<Float>, out: UnsafeMutablePointer<Float>, outStride: Int) {
    let count = last - first + 1
    withUnsafeTemporaryAllocation(of: Float.self, capacity: group * headDim) { halfQuery in
        let hq = halfQuery.baseAddress!
        for g in 0..<group { for i in 0..<headDim { hq[g * headDim + i] = roundedToHalf(q[g * qStride + i]) } }
        var slot = first % slots
        for j in 0..<count {
            let key = keys + slot * kvStride
            for g in 0..<group { scores[g * count + j] = dotFloat(hq + g * headDim, key, headDim) }
            slot += 1
            if slot == slots { slot = 0 }
        }
    }
    for g in 0..<group {
        let s = scores + g * count
        var maximum = -Float.infinity
        for j in 0..<count { maximum = max(maximum, s[j]) }
        var total: Double = 0
        for j in 0..<count {
            let e = expf(s[j] - maximum)
            s[j] = e
            total += Double(e)
        }
        let inverse = Float(1 / total)
        for j in 0..<count { s[j] = roundedToHalf(s[j] * inverse) }
        let o = out + g * outStride
        for i in 0..<headDim { o[i] = 0 }
    }
    var slot = first % slots
    for j in 0..<count {
        let v = UnsafeRawPointer(values + slot * kvStride)
        for g in 0..<group {
            let p = scores[g * count + j]
            let o = UnsafeMutableRawPointer(out + g * outStride)
            var i = 0
            while i + 16 <= headDim {
                let acc = o.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self) + v.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self) * p
                o.storeBytes(of: acc, toByteOffset: 4 * i, as: SIMD16<Float>.self)
                i += 16
            }
            while i < headDim {
                out[g * outStride + i] += values[slot * kvStride + i] * p
                i += 1
            }
        }
        slot += 1
        if slot == slots { slot = 0 }
    }
}
