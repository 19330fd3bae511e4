/// W rows (4, n) in float · x (n,) -> y[0..<4]. Four accumulators share each load of x.
@inline(__always)
func dot4Rows(_ w: UnsafePointer<Float>, _ n: Int, _ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>) {
    let pw = UnsafeRawPointer(w), px = UnsafeRawPointer(x)
    var a0 = SIMD8<Float>(), a1 = SIMD8<Float>(), a2 = SIMD8<Float>(), a3 = SIMD8<Float>()
    var i = 0
    while i + 8 <= n {
        let xv = px.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<Float>.self)
        a0 += pw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<Float>.self) * xv
        a1 += pw.loadUnaligned(fromByteOffset: 4 * (n + i), as: SIMD8<Float>.self) * xv
        a2 += pw.loadUnaligned(fromByteOffset: 4 * (2 * n + i), as: SIMD8<Float>.self) * xv
        a3 += pw.loadUnaligned(fromByteOffset: 4 * (3 * n + i), as: SIMD8<Float>.self) * xv
        i += 8
    }
    var s0 = a0.sum(), s1 = a1.sum(), s2 = a2.sum(), s3 = a3.sum()
    while i < n {
        s0 += w[i] * x[i]; s1 += w[n + i] * x[i]; s2 += w[2 * n + i] * x[i]; s3 += w[3 * n + i] * x[i]
        i += 1
    }
    y[0] = s0; y[1] = s1; y[2] = s2; y[3] = s3
}
