import NativeKernels

/// A quantized weight matrix repacked once at load into the panels `nk_panel_gemm` reads (see
/// NativeKernels.h): 16 rows × 2 consecutive values per 32 bytes, int8, with a float scale (and
/// minimum, for k-quants that have one) per group of 16 or 32 values and row.
///
/// Why: prefill multiplies every weight with hundreds of tokens, and unpacking the file's 4-6-bit
/// blocks per call (what `integerGemm` does per 16-row tile) cost as much as the products. The
/// mapped file stays the source and the decode path keeps reading it (one token reads every
/// weight once; the file's blocks are 1.6-3.6x smaller than these bytes). Memory: one byte per
/// weight plus 4 (or 8) bytes per group and row, about 1.25 bytes per weight for Gemma 3 270M's
/// layers (~127 MB).
///
/// The values are the file's quantized integers unchanged (k-quants' sub-block scales go into
/// the float scale: d · sc is exact in float), so the integer sums are those `integerGemm` forms.
final class PanelMatrix: @unchecked Sendable {
    let rows: Int, n: Int, groupSize: Int, panelCount: Int
    let values: UnsafeMutablePointer<Int8>       // (panels, n / 2, 16, 2)
    let scales: UnsafeMutablePointer<Float>      // (panels, groups, 16)
    let minimums: UnsafeMutablePointer<Float>?   // (panels, groups, 16), k-quants with a minimum

    /// Bytes held by the repacked copy.
    var byteCount: Int { panelCount * NativeKernelsPanelRows * (n + (n / groupSize) * 4 * (minimums == nil ? 1 : 2)) }

    /// Repacks `w`, or returns nil for a type the panels do not take (float weights, and the
    /// quantized types `unpackRow` does not unpack: see `WeightMatrix.isUnpackable`).
    init?(_ w: WeightMatrix) {
        guard w.isUnpackable, w.inputs % 32 == 0 else { return nil }
        let n = w.inputs, panelRows = NativeKernelsPanelRows
        rows = w.outputs
        self.n = n
        groupSize = w.type == .q6_K ? 16 : 32   // Q6_K has a scale per 16 values
        panelCount = (rows + panelRows - 1) / panelRows
        let groups = n / groupSize
        values = UnsafeMutableRawPointer.allocate(byteCount: panelCount * panelRows * n, alignment: 64)
            .bindMemory(to: Int8.self, capacity: panelCount * panelRows * n)
        values.initialize(repeating: 0, count: panelCount * panelRows * n)
        scales = .allocate(capacity: panelCount * panelRows * groups)
        scales.initialize(repeating: 0, count: panelCount * panelRows * groups)
        let mins = UnsafeMutablePointer<Float>.allocate(capacity: panelCount * panelRows * groups)
        mins.initialize(repeating: 0, count: panelCount * panelRows * groups)
        var anyMinimum = false
        let q = UnsafeMutablePointer<Int8>.allocate(capacity: n), scale16 = UnsafeMutablePointer<Float>.allocate(capacity: n / 16)
        let minimum16 = UnsafeMutablePointer<Float>.allocate(capacity: n / 16)
        defer { q.deallocate(); scale16.deallocate(); minimum16.deallocate() }
        for r in 0..<rows {
            minimum16.initialize(repeating: 0, count: n / 16)
            anyMinimum = unpackRow(w.type, w.base + r * w.rowBytes, n, q, scale16, minimum16) || anyMinimum
            let panel = r / panelRows, lane = r % panelRows
            let panelValues = values + panel * panelRows * n
            for k in 0..<(n / 2) {
                panelValues[32 * k + 2 * lane] = q[2 * k]
                panelValues[32 * k + 2 * lane + 1] = q[2 * k + 1]
            }
            for g in 0..<groups {
                // Per 16 values unpackRow repeats a 32-value group's scale and minimum twice.
                scales[(panel * groups + g) * panelRows + lane] = scale16[g * groupSize / 16]
                mins[(panel * groups + g) * panelRows + lane] = minimum16[g * groupSize / 16]
            }
        }
        precondition(!anyMinimum || groupSize == 32, "\(w.name): a minimum per 16 values is not supported by the panels")
        if anyMinimum { minimums = mins } else { minimums = nil; mins.deallocate() }
    }

    deinit { values.deallocate(); scales.deallocate(); minimums?.deallocate() }
}

/// Rows per panel (NK_PANEL_ROWS).
let NativeKernelsPanelRows = Int(NK_PANEL_ROWS)

/// Prompt activations for `panelGemm`: `values` (rows, n) int16 in natural order, |v| ≤ 8191
/// (`quantizeRowWide`), `scale` (rows, n / 32) the step per 32 values, `sum` (rows, n / 32) step ×
/// Σ of the group's values.
struct PanelActivations {
    let values: UnsafePointer<Int16>
    let scale: UnsafePointer<Float>
    let sum: UnsafePointer<Float>
}

/// W (repacked) @ X (rows, n) -> Y (rows, outputs) at `outStride`, parallel over panels, with the
/// C variant `isa`.
/// - Complexity: O(rows × outputs × n).
func panelGemm(_ w: PanelMatrix, _ a: PanelActivations, rows: Int, _ y: UnsafeMutablePointer<Float>, outStride: Int, isa: Int32) {
    parallelFor(w.panelCount, minimumPerTask: 1) { (range: Range<Int>) in
        nk_panel_gemm(isa, w.values, w.scales, w.minimums, Int32(w.n), Int32(w.groupSize), Int32(range.lowerBound), Int32(range.count),
                      Int32(w.rows), a.values, a.scale, a.sum, Int32(rows), y, outStride)
    }
}

/// The scalar twin of `panelGemm` for tests: the same panels and activations, one product at a
/// time, summed in Double.
func panelGemmScalar(_ w: PanelMatrix, _ a: PanelActivations, rows: Int) -> [Double] {
    let n = w.n, groups = n / w.groupSize, panelRows = NativeKernelsPanelRows
    var y = [Double](repeating: 0, count: rows * w.rows)
    for o in 0..<w.rows {
        let panel = o / panelRows, lane = o % panelRows
        for t in 0..<rows {
            var total = 0.0
            for i in 0..<n {
                let g = i / w.groupSize, value = Double(w.values[panel * panelRows * n + 32 * (i / 2) + 2 * lane + i % 2])
                let weight = Double(w.scales[(panel * groups + g) * panelRows + lane]) * value
                total += weight * Double(a.scale[t * (n / 32) + i / 32]) * Double(a.values[t * n + i])
            }
            if let minimums = w.minimums {
                for g in 0..<groups { total -= Double(minimums[(panel * groups + g) * panelRows + lane]) * Double(a.sum[t * (n / 32) + g]) }
            }
            y[t * w.rows + o] = total
        }
    }
    return y
}
