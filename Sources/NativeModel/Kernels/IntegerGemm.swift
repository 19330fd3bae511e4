import GGUF

// Layer weights are repacked at load and multiplied by the C kernels (`PanelMatrix`,
// `nk_panel_gemm`); this Swift GEMM serves the quantized matrices that are not repacked.
//
// Prefill in integers: weights unpacked to 16-bit integers once per tile of rows (the k-quants'
// 6-bit sub-block scales folded in, as llama.cpp's AVX2 kernels fold them), activations quantized
// to 14 bits per 32 values (`quantizeRowWide`), products summed exactly in int32 by
// `multiplyAddPairs`, which LLVM lowers to one `pmaddwd` per 8 values even on plain SSE2 (8
// multiply-adds per instruction, twice the float path's rate).
//
// Why 14 bits and not llama.cpp's 8: the 16-bit lanes cost the same either way, and 14-bit
// activations keep the prompt pass within float accuracy (the float64 reference test), where
// 8-bit ones move log-probabilities by ~0.1 nats as they do in llama.cpp. Bounds: |weight| ≤
// 4096 (Q6_K: 32 × 128), |activation| ≤ 8191, so a 32-value group sums to < 2^30.
//
// Each run of 4 groups (128 values) is stored interleaved, 2 values of each group per 8-value
// chunk (`interleaveGroups`), so the 4 int32 lanes of the running sum are the 4 groups' sums and
// one conversion and one multiply by the 4 groups' scales serve 128 values.
//
// Every output is computed by the same sequence of float operations whatever the tile shape, so a
// prompt's logits do not depend on how it was split into batches.
//
// Offsets use wrapping arithmetic (`&+`, `&*`): overflow checks inside the loop make LLVM
// shuffle the operands around each `pmaddwd` and halve the speed.

/// A tile of weight rows unpacked for `integerGemm`: `rowCapacity` rows of `n` int16 values
/// (interleaved, see `interleaveGroups`), a float scale per 32 values, and (k-quants with a
/// minimum) `minimum` per 16 values, so that weight i of row r is
/// `scale[r][group(i)] * values[r][i] - minimum[r][i / 16]` (minimum indexed in original order).
final class WideWeightTile {
    let rowCapacity: Int, n: Int
    let values: UnsafeMutablePointer<Int16>
    let scale: UnsafeMutablePointer<Float>
    let minimum: UnsafeMutablePointer<Float>
    private let bytes: UnsafeMutablePointer<Int8>   // one row's int8 values during unpacking
    private let scale16: UnsafeMutablePointer<Float>
    private(set) var hasMinimum = false

    init(rows: Int, n: Int) {
        rowCapacity = rows
        self.n = n
        values = UnsafeMutableRawPointer.allocate(byteCount: 2 * rows * n, alignment: 64).bindMemory(to: Int16.self, capacity: rows * n)
        scale = .allocate(capacity: rows * (n / 32))
        minimum = .allocate(capacity: rows * (n / 16))
        bytes = .allocate(capacity: n)
        scale16 = .allocate(capacity: n / 16)
    }

    deinit { values.deallocate(); scale.deallocate(); minimum.deallocate(); bytes.deallocate(); scale16.deallocate() }

    /// Scale groups (of 32 values) per row.
    var groupCount: Int { n / 32 }

    /// Unpacks `count` rows of `w` starting at row `first`.
    func load(_ w: WeightMatrix, first: Int, count: Int) {
        precondition(count <= rowCapacity && w.inputs == n)
        let groups = n / 32
        for r in 0..<count {
            let row = w.base + (first + r) * w.rowBytes
            hasMinimum = unpackRow(w.type, row, n, bytes, scale16, minimum + r * (n / 16))
            let source = UnsafeRawPointer(bytes)
            withUnsafeTemporaryAllocation(of: Int16.self, capacity: n) { natural in
            let out = UnsafeMutableRawPointer(natural.baseAddress!)
            switch w.type {
            case .q4_K, .q5_K:
                // Sub-block j (32 values) of each 256: its 6-bit scale multiplies the values.
                let blockBytes = w.type == .q5_K ? 176 : 144
                for b in 0..<(n / 256) {
                    let block = row + blockBytes * b
                    for j in 0..<8 {
                        let sc = Int16(scaleAndMinK4(block + 4, j).0)
                        widen(source, 256 * b + 32 * j, by: sc, into: out)
                    }
                    for j in 0..<8 { scale[r * groups + 8 * b + j] = halfAt(block, 0) }
                }
            case .q6_K:
                for b in 0..<(n / 256) {
                    let block = row + 210 * b
                    for j in 0..<16 {
                        let sc = Int16(block.load(fromByteOffset: 192 + j, as: Int8.self))
                        widen16(source, 256 * b + 16 * j, by: sc, into: out)
                    }
                    for j in 0..<8 { scale[r * groups + 8 * b + j] = halfAt(block, 208) }
                }
            default:
                for b in 0..<groups {
                    widen(source, 32 * b, by: 1, into: out)
                    scale[r * groups + b] = scale16[2 * b]
                }
            }
            interleaveGroups(natural.baseAddress!, n, values + r * n)
            }
        }
    }

    /// int8 values offset..<offset+32 -> int16, times `factor`.
    @inline(__always)
    private func widen(_ source: UnsafeRawPointer, _ offset: Int, by factor: Int16, into out: UnsafeMutableRawPointer) {
        widen16(source, offset, by: factor, into: out)
        widen16(source, offset + 16, by: factor, into: out)
    }

    @inline(__always)
    private func widen16(_ source: UnsafeRawPointer, _ offset: Int, by factor: Int16, into out: UnsafeMutableRawPointer) {
        let v = SIMD16<Int16>(truncatingIfNeeded: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<Int8>.self))
        out.storeBytes(of: v &* SIMD16<Int16>(repeating: factor), toByteOffset: 2 * offset, as: SIMD16<Int16>.self)
    }
}

/// Activations for `integerGemm`: `values` (rows, n) 14-bit integers in int16 lanes (64-byte
/// aligned, interleaved as `interleaveGroups` does), the float step per 32 values `groupScale`
/// (rows, n / 32) and `sum` (rows, n / 16), step × Σ values of each 16 (original order), for
/// weights with a minimum.
struct WideActivations {
    let values: UnsafePointer<Int16>
    let groupScale: UnsafePointer<Float>
    let sum: UnsafePointer<Float>
}

/// The largest activation magnitude `quantizeRowWide` produces (14 bits).
let wideActivationLimit: Float = 8191

/// x (n,) -> values (n,) in -8191...8191 with a float step per 32 (`scale`, n / 32) and
/// `sum` (n / 16) = step × Σ values of each 16. n % 32 == 0. Values in original order.
func quantizeRowWide(_ x: UnsafePointer<Float>, _ n: Int, _ values: UnsafeMutablePointer<Int16>,
                     _ scale: UnsafeMutablePointer<Float>, _ sum: UnsafeMutablePointer<Float>) {
    for g in 0..<(n / 32) {
        var top: Float = 0
        for i in (32 * g)..<(32 * g + 32) { top = max(top, abs(x[i])) }
        let step = top / wideActivationLimit, inverse: Float = top > 0 ? wideActivationLimit / top : 0
        // Round to nearest even by adding 1.5 · 2^23 (exact for |v| < 2^22), then read the
        // integer from the float's low bits: no per-lane rounding call on plain SSE2.
        let magic = SIMD8<Float>(repeating: 12_582_912)
        let source = UnsafeRawPointer(x + 32 * g), out = UnsafeMutableRawPointer(values + 32 * g)
        for half in 0..<2 {
            var total = SIMD8<Int32>()
            for part in 0..<2 {
                let v = source.loadUnaligned(fromByteOffset: 64 * half + 32 * part, as: SIMD8<Float>.self) * inverse + magic
                let i = unsafeBitCast(v, to: SIMD8<Int32>.self) &- 0x4B40_0000
                total &+= i
                out.storeBytes(of: SIMD8<Int16>(truncatingIfNeeded: i), toByteOffset: 32 * half + 16 * part, as: SIMD8<Int16>.self)
            }
            sum[2 * g + half] = step * Float(total.wrappedSum())
        }
        scale[g] = step
    }
}

/// A row of n int16 in 32-value groups -> the same values with each run of 4 groups interleaved:
/// chunk k (8 values) of a run holds values 2k, 2k+1 of groups 0, 1, 2, 3. Groups after the last
/// full run stay in order.
@inline(__always)
func interleaveGroups(_ source: UnsafePointer<Int16>, _ n: Int, _ out: UnsafeMutablePointer<Int16>) {
    let s = UnsafeRawPointer(source), o = UnsafeMutableRawPointer(out)
    let runs = n / 128
    for run in 0..<runs {
        for k in 0..<16 {
            for j in 0..<4 {
                o.storeBytes(of: s.load(fromByteOffset: 256 * run + 64 * j + 4 * k, as: UInt32.self),
                             toByteOffset: 256 * run + 16 * k + 4 * j, as: UInt32.self)
            }
        }
    }
    for i in (128 * runs)..<n { out[i] = source[i] }
}

/// 8 int16 pairs -> 4 int32 lanes, lane j = a[2j]·b[2j] + a[2j+1]·b[2j+1]: one `pmaddwd`.
@inline(__always)
func multiplyAddPairs(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD4<Int32> {
    let p = SIMD8<Int32>(truncatingIfNeeded: a) &* SIMD8<Int32>(truncatingIfNeeded: b)
    return p.evenHalf &+ p.oddHalf
}

/// For 32-value groups (interleaved by 4): weight rows r0..<r0+4 of `tile` · activation rows
/// t, t+1 -> y[t][o...o+3], y[t+1][o...o+3]. The 4 × 2 register tile: each loaded 8-value chunk
/// of a weight row serves two tokens and each token chunk four rows; lane j of every sum belongs
/// to group j of the run, so one conversion and one scale multiply serve 128 values.
@inline(__always)
func integerTile4x2(_ tile: WideWeightTile, row r0: Int, _ a: WideActivations, token t: Int,
                 _ y: UnsafeMutablePointer<Float>, outStride: Int, column o: Int) {
    let n = tile.n, rowBytes = 2 &* n, groups = tile.groupCount
    let w = UnsafeRawPointer(tile.values + r0 &* n), x = UnsafeRawPointer(a.values + t &* n)
    let ws = UnsafeRawPointer(tile.scale + r0 &* groups), groupBytes = 4 &* groups
    let as0 = UnsafeRawPointer(a.groupScale + t &* groups), as1 = as0 + groupBytes
    var f00 = SIMD4<Float>(), f01 = SIMD4<Float>(), f10 = SIMD4<Float>(), f11 = SIMD4<Float>()
    var f20 = SIMD4<Float>(), f21 = SIMD4<Float>(), f30 = SIMD4<Float>(), f31 = SIMD4<Float>()
    for run in 0..<(n / 128) {
        var i00 = SIMD4<Int32>(), i01 = SIMD4<Int32>(), i10 = SIMD4<Int32>(), i11 = SIMD4<Int32>()
        var i20 = SIMD4<Int32>(), i21 = SIMD4<Int32>(), i30 = SIMD4<Int32>(), i31 = SIMD4<Int32>()
        var offset = 256 &* run
        for _ in 0..<16 {
            let a0 = x.load(fromByteOffset: offset, as: SIMD8<Int16>.self)
            let a1 = x.load(fromByteOffset: rowBytes &+ offset, as: SIMD8<Int16>.self)
            let w0 = w.load(fromByteOffset: offset, as: SIMD8<Int16>.self)
            i00 &+= multiplyAddPairs(w0, a0); i01 &+= multiplyAddPairs(w0, a1)
            let w1 = w.load(fromByteOffset: rowBytes &+ offset, as: SIMD8<Int16>.self)
            i10 &+= multiplyAddPairs(w1, a0); i11 &+= multiplyAddPairs(w1, a1)
            let w2 = w.load(fromByteOffset: 2 &* rowBytes &+ offset, as: SIMD8<Int16>.self)
            i20 &+= multiplyAddPairs(w2, a0); i21 &+= multiplyAddPairs(w2, a1)
            let w3 = w.load(fromByteOffset: 3 &* rowBytes &+ offset, as: SIMD8<Int16>.self)
            i30 &+= multiplyAddPairs(w3, a0); i31 &+= multiplyAddPairs(w3, a1)
            offset &+= 16
        }
        let g = 16 &* run
        let s0 = as0.loadUnaligned(fromByteOffset: g, as: SIMD4<Float>.self), s1 = as1.loadUnaligned(fromByteOffset: g, as: SIMD4<Float>.self)
        let c0 = ws.loadUnaligned(fromByteOffset: g, as: SIMD4<Float>.self)
        let c1 = ws.loadUnaligned(fromByteOffset: groupBytes &+ g, as: SIMD4<Float>.self)
        let c2 = ws.loadUnaligned(fromByteOffset: 2 &* groupBytes &+ g, as: SIMD4<Float>.self)
        let c3 = ws.loadUnaligned(fromByteOffset: 3 &* groupBytes &+ g, as: SIMD4<Float>.self)
        f00 += SIMD4<Float>(i00) * (c0 * s0); f01 += SIMD4<Float>(i01) * (c0 * s1)
        f10 += SIMD4<Float>(i10) * (c1 * s0); f11 += SIMD4<Float>(i11) * (c1 * s1)
        f20 += SIMD4<Float>(i20) * (c2 * s0); f21 += SIMD4<Float>(i21) * (c2 * s1)
        f30 += SIMD4<Float>(i30) * (c3 * s0); f31 += SIMD4<Float>(i31) * (c3 * s1)
    }
    let y0 = y + (t &* outStride &+ o), y1 = y0 + outStride
    y0[0] = finishGroups(f00, tile, r0, a, t); y1[0] = finishGroups(f01, tile, r0, a, t + 1)
    y0[1] = finishGroups(f10, tile, r0 + 1, a, t); y1[1] = finishGroups(f11, tile, r0 + 1, a, t + 1)
    y0[2] = finishGroups(f20, tile, r0 + 2, a, t); y1[2] = finishGroups(f21, tile, r0 + 2, a, t + 1)
    y0[3] = finishGroups(f30, tile, r0 + 3, a, t); y1[3] = finishGroups(f31, tile, r0 + 3, a, t + 1)
}

/// One weight row · one activation row of a 32-group tile, for the edges of the tiling; the same
/// float operations as `integerTile4x2` for each output.
@inline(__always)
func integerTile1x1(_ tile: WideWeightTile, row r: Int, _ a: WideActivations, token t: Int) -> Float {
    let n = tile.n, groups = tile.groupCount
    let w = UnsafeRawPointer(tile.values + r &* n), x = UnsafeRawPointer(a.values + t &* n)
    let ws = UnsafeRawPointer(tile.scale + r &* groups), asc = UnsafeRawPointer(a.groupScale + t &* groups)
    var f = SIMD4<Float>()
    for run in 0..<(n / 128) {
        var i = SIMD4<Int32>()
        var offset = 256 &* run
        for _ in 0..<16 {
            i &+= multiplyAddPairs(w.load(fromByteOffset: offset, as: SIMD8<Int16>.self), x.load(fromByteOffset: offset, as: SIMD8<Int16>.self))
            offset &+= 16
        }
        let g = 16 &* run
        f += SIMD4<Float>(i) * (ws.loadUnaligned(fromByteOffset: g, as: SIMD4<Float>.self) * asc.loadUnaligned(fromByteOffset: g, as: SIMD4<Float>.self))
    }
    return finishGroups(f, tile, r, a, t)
}

/// Sums the lanes, adds the groups after the last run of 4 one at a time, and subtracts the
/// minimum term Σ_g minimum[g] · sum[g] of k-quants with a minimum.
@inline(__always)
func finishGroups(_ f: SIMD4<Float>, _ tile: WideWeightTile, _ r: Int, _ a: WideActivations, _ t: Int) -> Float {
    var total = f.sum()
    let n = tile.n, groups = tile.groupCount
    for g in (4 * (n / 128))..<groups {
        var i: Int32 = 0
        for v in (32 * g)..<(32 * g + 32) { i &+= Int32(tile.values[r * n + v]) &* Int32(a.values[t * n + v]) }
        total += Float(i) * (tile.scale[r * groups + g] * a.groupScale[t * groups + g])
    }
    guard tile.hasMinimum else { return total }
    let groups16 = n / 16
    return total - dotFloat(tile.minimum + r * groups16, a.sum + t * groups16, groups16)
}

/// W (outputs, inputs) quantized @ X (rows, inputs) -> Y (rows, outputs) at `outStride`, through
/// tiles of `tileRows` weight rows unpacked once and multiplied with every token.
/// - Complexity: O(rows × outputs × inputs), parallel over weight tiles.
func integerGemm(_ w: WeightMatrix, _ a: WideActivations, rows: Int, _ y: UnsafeMutablePointer<Float>, outStride: Int, tileRows: Int = 16) {
    let tiles = (w.outputs + tileRows - 1) / tileRows
    parallelFor(tiles, minimumPerTask: 1) { range in
        let tile = WideWeightTile(rows: tileRows, n: w.inputs)
        func single(_ r: Int, _ t: Int) -> Float { integerTile1x1(tile, row: r, a, token: t) }
        for c in range {
            let first = c * tileRows, count = min(tileRows, w.outputs - first)
            tile.load(w, first: first, count: count)
            var t = 0
            while t + 2 <= rows {
                var r = 0
                while r + 4 <= count {
                    integerTile4x2(tile, row: r, a, token: t, y, outStride: outStride, column: first + r)
                    r += 4
                }
                while r < count {
                    y[t * outStride + first + r] = single(r, t)
                    y[(t + 1) * outStride + first + r] = single(r, t + 1)
                    r += 1
                }
                t += 2
            }
            if t < rows {
                for r in 0..<count { y[t * outStride + first + r] = single(r, t) }
            }
        }
    }
}

/// The scalar twin of `integerGemm` for tests: the same unpacked integers and scales, summed in
/// Double one value at a time.
func integerGemmScalar(_ w: WeightMatrix, _ a: WideActivations, rows: Int) -> [Double] {
    let n = w.inputs, tile = WideWeightTile(rows: 1, n: n)
    var y = [Double](repeating: 0, count: rows * w.outputs)
    for o in 0..<w.outputs {
        tile.load(w, first: o, count: 1)
        for t in 0..<rows {
            var total = 0.0
            for i in 0..<n {
                let g = originalGroup(i, n: n)
                let weight = Double(tile.scale[g]) * Double(tile.values[i])
                total += weight * Double(a.groupScale[t * (n / 32) + g]) * Double(a.values[t * n + i])
            }
            if tile.hasMinimum {
                for g in 0..<(n / 16) { total -= Double(tile.minimum[g]) * Double(a.sum[t * (n / 16) + g]) }
            }
            y[t * w.outputs + o] = total
        }
    }
    return y
}

/// The scale group of stored position i (see `interleaveGroups`): in an interleaved run, each
/// 8-value chunk holds 2 values of each of the run's 4 groups.
func originalGroup(_ i: Int, n: Int) -> Int {
    guard i < 128 * (n / 128) else { return i / 32 }
    return 4 * (i / 128) + (i % 8) / 2
}
