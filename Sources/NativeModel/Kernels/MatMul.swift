import Dispatch
import GGUF
import NativeKernels

/// A batch of activation rows, with their 8-bit quantized forms made on demand (once per
/// flavor) before a group of matmuls that share the input.
final class ActivationBatch: @unchecked Sendable {
    let capacity: Int            // rows * columns the buffers hold
    let floats: UnsafeMutablePointer<Float>
    private let q: UnsafeMutablePointer<Int8>
    private let scale: UnsafeMutablePointer<Float>
    private let sum: UnsafeMutablePointer<Float>
    private let blockSum: UnsafeMutablePointer<Int32>
    private let halfSum: UnsafeMutablePointer<Float>    // (rows, columns / 32): q8_1 sums, Q8_0 flavor only
    private let wide: UnsafeMutablePointer<Int16>   // 64-byte aligned, for integerGemm
    private let groupScale: UnsafeMutablePointer<Float>
    private let wideSum: UnsafeMutablePointer<Float>
    private var wideIsCurrent = false
    private let panelValues: UnsafeMutablePointer<Int16>   // (rows, columns): natural order, for panelGemm
    private let panelScale: UnsafeMutablePointer<Float>    // (rows, columns / 32)
    private let panelSum: UnsafeMutablePointer<Float>      // (rows, columns / 32)
    private var panelIsCurrent = false
    private(set) var rows = 0, columns = 0
    /// Take the batched (prefill) path even for one row: prompt tokens always do, so that a prompt's logits
    /// do not depend on how it was split into batches or how much of it was cached.
    var preferBatched = false
    /// The precision of batched (prompt) rows; `.llamaCpp` sends them through the 8-bit path.
    var promptActivations = PromptActivations.wide
    /// Decode through unpacked int8 rows (`unpackRow` + `dotUnpacked`) instead of the C block
    /// kernels (`nk_decode_*`), for the types `unpackRow` takes: the same integer sums by another
    /// route, which MatMulTests compares the C kernels with on the real model.
    var unpackedDecode = false
    /// Every row is a token computed exactly as decode computes a lone token (`Transformer.forwardEach`,
    /// speculative verification): the decode kernels and 8-bit activations whatever the number of
    /// rows, so each row's result is bit-identical to that token fed alone.
    var decodeRows = false
    private var flavor: ActivationFlavor?

    init(capacity: Int) {
        self.capacity = capacity
        floats = .allocate(capacity: capacity)
        q = .allocate(capacity: capacity)
        scale = .allocate(capacity: capacity / 16 + 1)
        sum = .allocate(capacity: capacity / 16 + 1)
        blockSum = .allocate(capacity: capacity / 32 + 1)
        halfSum = .allocate(capacity: capacity / 32 + 1)
        wide = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: 64).bindMemory(to: Int16.self, capacity: capacity)
        groupScale = .allocate(capacity: capacity / 32 + 1)
        wideSum = .allocate(capacity: capacity / 16 + 1)
        panelValues = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: 64).bindMemory(to: Int16.self, capacity: capacity)
        panelScale = .allocate(capacity: capacity / 32 + 1)
        panelSum = .allocate(capacity: capacity / 32 + 1)
    }

    deinit { floats.deallocate(); q.deallocate(); scale.deallocate(); sum.deallocate(); blockSum.deallocate(); halfSum.deallocate(); wide.deallocate(); groupScale.deallocate(); wideSum.deallocate()
        panelValues.deallocate(); panelScale.deallocate(); panelSum.deallocate() }

    /// Declares that `floats` now holds `rows` x `columns` new values.
    func reset(rows: Int, columns: Int) {
        precondition(rows * columns <= capacity)
        self.rows = rows
        self.columns = columns
        flavor = nil
        wideIsCurrent = false
        panelIsCurrent = false
    }

    /// The quantized rows for `flavor`, computing them if the last flavor differs.
    /// `blockSum` (rows, columns / 32) Σ q per 32 values; `halfSum`
    /// (rows, columns / 32) the q8_1 sums of `quantizeRowQ8_0` (Q8_0 flavor only).
    func quantized(_ wanted: ActivationFlavor) -> QuantizedActivations {
        if flavor != wanted {
            let n = columns
            let (floats, q, scale, sum, blockSum, halfSum) = (self.floats, self.q, self.scale, self.sum, self.blockSum, self.halfSum)
            parallelFor(rows, minimumPerTask: 8) { r in
                if wanted == .q8_0 {
                    quantizeRowQ8_0(floats + r * n, n, q + r * n, scale + r * n / 16, sum + r * n / 16, halfSum + r * n / 32)
                } else {
                    quantizeRowQ8_K(floats + r * n, n, q + r * n, scale + r * n / 16, sum + r * n / 16)
                }
                for b in 0..<(n / 32) {
                    var total: Int32 = 0
                    for i in 0..<32 { total &+= Int32(q[r * n + 32 * b + i]) }
                    blockSum[r * n / 32 + b] = total
                }
            }
            flavor = wanted
        }
        return (UnsafePointer(q), UnsafePointer(scale), UnsafePointer(sum), UnsafePointer(blockSum), UnsafePointer(halfSum))
    }

    /// What `quantized` returns.
    typealias QuantizedActivations = (q: UnsafePointer<Int8>, scale: UnsafePointer<Float>, sum: UnsafePointer<Float>,
                                      blockSum: UnsafePointer<Int32>, halfSum: UnsafePointer<Float>)

    /// The rows quantized to 14 bits per 32 values, the form `integerGemm` multiplies, computed
    /// once for the matmuls that share this input.
    func widened() -> WideActivations {
        if !wideIsCurrent {
            let n = columns, (floats, wide, groupScale, wideSum) = (self.floats, self.wide, self.groupScale, self.wideSum)
            parallelFor(rows, minimumPerTask: 8) { r in
                withUnsafeTemporaryAllocation(of: Int16.self, capacity: n) { natural in
                    quantizeRowWide(floats + r * n, n, natural.baseAddress!, groupScale + r * (n / 32), wideSum + r * (n / 16))
                    interleaveGroups(natural.baseAddress!, n, wide + r * n)
                }
            }
            wideIsCurrent = true
        }
        return WideActivations(values: UnsafePointer(wide), groupScale: UnsafePointer(groupScale), sum: UnsafePointer(wideSum))
    }
}

extension ActivationBatch {
    /// The rows quantized to 14 bits per 32 values (the same integers as `widened`) in natural
    /// order, the form `panelGemm` multiplies, computed once for the matmuls that share this input.
    func panelActivations() -> PanelActivations {
        if !panelIsCurrent {
            let n = columns, (floats, values, scale, sum) = (self.floats, panelValues, panelScale, panelSum)
            parallelFor(rows, minimumPerTask: 8) { r in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: n / 16) { sum16 in
                    quantizeRowWide(floats + r * n, n, values + r * n, scale + r * (n / 32), sum16.baseAddress!)
                }
                for g in 0..<(n / 32) {
                    var total: Int32 = 0
                    for i in 0..<32 { total &+= Int32(values[r * n + 32 * g + i]) }
                    sum[r * (n / 32) + g] = scale[r * (n / 32) + g] * Float(total)
                }
            }
            panelIsCurrent = true
        }
        return PanelActivations(values: UnsafePointer(panelValues), scale: UnsafePointer(panelScale), sum: UnsafePointer(panelSum))
    }
}

/// A weight matrix viewed in place in the mapped file: `outputs` rows of `inputs` values.
struct WeightMatrix: @unchecked Sendable {
    let name: String
    let type: GGMLType
    let inputs: Int
    let outputs: Int
    let base: UnsafeRawPointer
    let rowBytes: Int
    /// The repacked copy the prefill GEMM reads (`PanelMatrix`), made at load for layer weights.
    var panels: PanelMatrix? = nil

    /// The 8-bit activations the decode kernels multiply this type with (nil: float weights).
    var flavor: ActivationFlavor? {
        switch type {
        case .q4_0, .q4_1, .q5_0, .q5_1, .q8_0, .iq4_NL: .q8_0
        case .q4_K, .q5_K, .q6_K, .q2_K, .q3_K, .iq4_XS: .q8_K
        default: nil
        }
    }

    /// Whether `unpackRow` takes this type, and so the prompt pass's integer GEMMs (`PanelMatrix`,
    /// `integerGemm`) and the unpacked decode route; Q5_1, Q2_K, Q3_K, IQ4_NL and IQ4_XS prefill
    /// through the float path (their decode has C kernels).
    var isUnpackable: Bool {
        switch type {
        case .q4_0, .q4_1, .q5_0, .q8_0, .q4_K, .q5_K, .q6_K: true
        default: false
        }
    }
}

/// W (outputs, inputs) @ X (rows, inputs) -> Y (rows, outputs) with row stride `outStride`.
/// Parallel over weight rows; each weight row is unpacked once and used for every input row.
func matmul(_ w: WeightMatrix, _ x: ActivationBatch, _ y: UnsafeMutablePointer<Float>, outStride: Int) {
    precondition(x.columns == w.inputs, "\(w.name): input has \(x.columns) columns, weight expects \(w.inputs)")
    let rows = x.rows, n = w.inputs
    let settings = KernelSettings.current
    let batched = !x.decodeRows && (rows >= batchedMinimumRows || x.preferBatched) && x.promptActivations == .wide
    let integerPrefill = batched && !settings.forceFloatMatmul && !settings.floatPrefill
    let isa = settings.variant
    if integerPrefill, let panels = w.panels {
        // Prefill on weights repacked at load: the C kernels (AVX-512 VNNI / AVX2 / portable).
        panelGemm(panels, x.panelActivations(), rows: rows, y, outStride: outStride, isa: isa)
    } else if integerPrefill, w.type == .q8_0 {
        // Q8_0 rows not repacked (the output layer: prefill multiplies it with the last token
        // only), read from the file with the same 14-bit activations.
        let a = x.panelActivations()
        parallelFor(w.outputs, minimumPerTask: 64) { (range: Range<Int>) in
            let first = UnsafeRawPointer(w.base + range.lowerBound * w.rowBytes).assumingMemoryBound(to: UInt8.self)
            for r in 0..<rows {
                nk_wide_q8_0(isa, first, w.rowBytes, Int32(range.count), Int32(n), a.values + r * n, a.scale + r * (n / 32),
                             y + r * outStride + range.lowerBound)
            }
        }
    } else if integerPrefill, w.isUnpackable {
        // Prefill: 14-bit activations times 16-bit unpacked weight tiles, exact integer sums per
        // 32 values (see integerGemm).
        integerGemm(w, x.widened(), rows: rows, y, outStride: outStride)
    } else if batched || settings.forceFloatMatmul || w.flavor == nil {
        // Float weights (or the debugging switch): a chunk of weight rows is dequantized to float
        // once (cost O(chunk · n), amortized over every token) and multiplied with each token in
        // float; the chunk stays in L2 while the tokens stream past it.
        let floats = x.floats, chunk = 16
        parallelFor((w.outputs + chunk - 1) / chunk, minimumPerTask: 1) { range in
            let block = UnsafeMutablePointer<Float>.allocate(capacity: chunk * n)
            defer { block.deallocate() }
            for c in range {
                let first = c * chunk, count = min(chunk, w.outputs - first)
                Dequantize.row(UnsafeRawBufferPointer(start: w.base + first * w.rowBytes, count: count * w.rowBytes),
                               type: w.type, count: count * n, into: UnsafeMutableBufferPointer(start: block, count: count * n))
                for r in 0..<rows {
                    var k = 0
                    while k + 4 <= count {
                        dot4Rows(block + k * n, n, floats + r * n, y + r * outStride + first + k)
                        k += 4
                    }
                    while k < count {
                        y[r * outStride + first + k] = dotFloat(block + k * n, floats + r * n, n)
                        k += 1
                    }
                }
            }
        }
    } else if let flavor = w.flavor {
        // Decode: one token; weights are read once, straight from the file's blocks, with 8-bit
        // activations and ggml's integer block sums, by the C kernels (`nk_decode_*`: 32 values
        // per 256-bit register summed by 4 into int32 lanes, VNNI `vpdpbusd` where the CPU has it,
        // ggml's AVX2 block shape; their scalar reference is `decodeDotScalar`).
        let a = x.quantized(flavor)
        if hasDecodeKernel(w.type), !(x.unpackedDecode && w.isUnpackable) {
            let type = w.type
            parallelFor(w.outputs, minimumPerTask: 64) { (range: Range<Int>) in
                let row = UnsafeRawPointer(w.base + range.lowerBound * w.rowBytes).assumingMemoryBound(to: UInt8.self)
                let count = Int32(range.count)
                if rows > 1 && settings.decodesRowsTogether && hasDecodeRowsKernel(type) {
                    // Several tokens (speculative verification): each weight block loaded and
                    // widened once for up to NK_DECODE_ROWS of them, every token's outputs bit for
                    // bit the one-token kernel's.
                    let out = y + range.lowerBound, tokens = Int32(rows)
                    switch type {
                    case .q8_0: nk_decode_rows_q8_0(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .q5_0: nk_decode_rows_q5_0(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .q4_1: nk_decode_rows_q4_1(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.halfSum, out, outStride)
                    case .q4_K: nk_decode_rows_q4_K(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .q5_1: nk_decode_rows_q5_1(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.halfSum, out, outStride)
                    case .q2_K: nk_decode_rows_q2_K(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .q3_K: nk_decode_rows_q3_K(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .iq4_NL: nk_decode_rows_iq4_nl(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    case .iq4_XS: nk_decode_rows_iq4_xs(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    default: nk_decode_rows_q6_K(isa, row, w.rowBytes, count, Int32(n), tokens, a.q, a.scale, a.blockSum, out, outStride)
                    }
                    return
                }
                for r in 0..<rows {
                    decodeRows(type, isa: isa, row, rowBytes: w.rowBytes, count: count, n: n, a, token: r, y + r * outStride + range.lowerBound)
                }
            }
            return
        }
        // The unpacked route (`unpackedDecode`, unpackable types): each row unpacked to int8 first.
        parallelFor(w.outputs, minimumPerTask: 16) { range in
            withUnsafeTemporaryAllocation(of: Int8.self, capacity: n) { wq in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * (n / 16)) { s in
                    let wscale = s.baseAddress!, wmin = wscale + n / 16
                    for o in range {
                        let hasMin = unpackRow(w.type, w.base + o * w.rowBytes, n, wq.baseAddress!, wscale, wmin)
                        for r in 0..<rows {
                            y[r * outStride + o] = dotUnpacked(wq.baseAddress!, wscale, wmin, hasMin,
                                                               a.q + r * n, a.scale + r * n / 16, a.sum + r * n / 16, n)
                        }
                    }
                }
            }
        }
    }
}

/// Whether `decodeRows` has a C body for `type`.
func hasDecodeKernel(_ type: GGMLType) -> Bool {
    switch type {
    case .q8_0, .q4_0, .q5_0, .q4_1, .q4_K, .q5_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS: true
    default: false
    }
}

/// Whether `type` has multi-token decode bodies (`nk_decode_rows_*`); the others take
/// `decodeRows` once per token.
func hasDecodeRowsKernel(_ type: GGMLType) -> Bool {
    switch type {
    case .q8_0, .q5_0, .q4_1, .q4_K, .q6_K, .q5_1, .q2_K, .q3_K, .iq4_NL, .iq4_XS: true
    default: false
    }
}

/// `count` weight rows of `type` from `row` (stride `rowBytes`) · token `token` of the quantized
/// activations `a` (n columns) -> out[0 ..< count]: the one entry of the C decode kernels, whose
/// dispatcher runs `isa`'s body. - Precondition: `hasDecodeKernel(type)`.
@inline(__always)
func decodeRows(_ type: GGMLType, isa: Int32, _ row: UnsafePointer<UInt8>, rowBytes: Int, count: Int32, n: Int,
                _ a: ActivationBatch.QuantizedActivations, token r: Int, _ out: UnsafeMutablePointer<Float>) {
    let q = a.q + r * n, scale = a.scale + r * n / 16, blockSum = a.blockSum + r * n / 32, halfSum = a.halfSum + r * n / 32
    switch type {
    case .q8_0: nk_decode_q8_0(isa, row, rowBytes, count, Int32(n), q, scale, out)
    case .q4_0: nk_decode_q4_0(isa, row, rowBytes, count, Int32(n), q, scale, out)
    case .q5_0: nk_decode_q5_0(isa, row, rowBytes, count, Int32(n), q, scale, out)
    case .q4_1: nk_decode_q4_1(isa, row, rowBytes, count, Int32(n), q, scale, halfSum, out)
    case .q4_K: nk_decode_q4_K(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    case .q5_K: nk_decode_q5_K(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    case .q6_K: nk_decode_q6_K(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    case .q5_1: nk_decode_q5_1(isa, row, rowBytes, count, Int32(n), q, scale, halfSum, out)
    case .q2_K: nk_decode_q2_K(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    case .q3_K: nk_decode_q3_K(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    case .iq4_NL: nk_decode_iq4_nl(isa, row, rowBytes, count, Int32(n), q, scale, out)
    case .iq4_XS: nk_decode_iq4_xs(isa, row, rowBytes, count, Int32(n), q, scale, blockSum, out)
    default: preconditionFailure("decodeRows: no C decode body for \(type)")
    }
}

/// Runs `body` over contiguous sub-ranges of 0..<count on the worker threads (`WorkerPool`
/// where available, else Dispatch).
///
/// The kernels hand raw buffers to the workers; each task writes a disjoint part of them, which
/// is what makes sharing them sound, so the closure is passed on without a `Sendable` check.
func parallelFor(_ count: Int, minimumPerTask: Int, _ body: (Range<Int>) -> Void) {
    let threads = KernelSettings.current.threadCount
    let tasks = min(threads * 4, max(1, count / max(1, minimumPerTask)))
    if tasks <= 1 { body(0..<count); return }
    withoutActuallyEscaping(body) { escaping in
        let task: (Int) -> Void = { t in
            let start = count * t / tasks, end = count * (t + 1) / tasks
            if start < end { escaping(start..<end) }
        }
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), KernelSettings.current.usesWorkerPool,
           WorkerPool.shared.run(tasks: tasks, threads: threads, task) { return }
        #endif
        let shared = UncheckedSendable(task)
        DispatchQueue.concurrentPerform(iterations: tasks) { shared.value($0) }
    }
}

/// A value handed to worker threads without a `Sendable` check; see `parallelFor`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body` for every index in 0..<count on the worker threads.
func parallelFor(_ count: Int, minimumPerTask: Int, _ body: (Int) -> Void) {
    parallelFor(count, minimumPerTask: minimumPerTask) { (range: Range<Int>) in
        for i in range { body(i) }
    }
}

/// Batches of at least this many rows take the batched path (see `matmul`).
let batchedMinimumRows = 2

