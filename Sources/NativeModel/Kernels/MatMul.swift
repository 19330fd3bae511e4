import Dispatch
import GGUF

/// A batch of activation rows, with their 8-bit quantized forms made on demand (once per
/// flavor) before a group of matmuls that share the input.
final class ActivationBatch: @unchecked Sendable {
    let capacity: Int            // rows * columns the buffers hold
    let floats: UnsafeMutablePointer<Float>
    private let q: UnsafeMutablePointer<Int8>
    private let scale: UnsafeMutablePointer<Float>
    private let sum: UnsafeMutablePointer<Float>
    private(set) var rows = 0, columns = 0
    private var flavor: ActivationFlavor?

    init(capacity: Int) {
        self.capacity = capacity
        floats = .allocate(capacity: capacity)
        q = .allocate(capacity: capacity)
        scale = .allocate(capacity: capacity / 16 + 1)
        sum = .allocate(capacity: capacity / 16 + 1)
    }

    deinit { floats.deallocate(); q.deallocate(); scale.deallocate(); sum.deallocate() }

    /// Declares that `floats` now holds `rows` x `columns` new values.
    func reset(rows: Int, columns: Int) {
        precondition(rows * columns <= capacity)
        self.rows = rows
        self.columns = columns
        flavor = nil
    }

    /// The quantized rows for `flavor`, computing them if the last flavor differs.
    func quantized(_ wanted: ActivationFlavor) -> (q: UnsafePointer<Int8>, scale: UnsafePointer<Float>, sum: UnsafePointer<Float>) {
        if flavor != wanted {
            let n = columns
            let quantize = wanted == .q8_0 ? quantizeRowQ8_0 : quantizeRowQ8_K
            let (floats, q, scale, sum) = (self.floats, self.q, self.scale, self.sum)
            parallelFor(rows, minimumPerTask: 8) { r in
                quantize(floats + r * n, n, q + r * n, scale + r * n / 16, sum + r * n / 16)
            }
            flavor = wanted
        }
        return (UnsafePointer(q), UnsafePointer(scale), UnsafePointer(sum))
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

    var flavor: ActivationFlavor? {
        switch type {
        case .q4_0, .q5_0, .q8_0: .q8_0
        case .q4_K, .q5_K, .q6_K: .q8_K
        default: nil
        }
    }
}

/// W (outputs, inputs) @ X (rows, inputs) -> Y (rows, outputs) with row stride `outStride`.
/// Parallel over weight rows; each weight row is unpacked once and used for every input row.
func matmul(_ w: WeightMatrix, _ x: ActivationBatch, _ y: UnsafeMutablePointer<Float>, outStride: Int) {
    precondition(x.columns == w.inputs, "\(w.name): input has \(x.columns) columns, weight expects \(w.inputs)")
    let rows = x.rows, n = w.inputs
    if let flavor = w.flavor, !forceFloatMatmul {
        let a = x.quantized(flavor)
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
    } else {
        let floats = x.floats
        parallelFor(w.outputs, minimumPerTask: 16) { range in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: n) { row in
                for o in range {
                    Dequantize.row(UnsafeRawBufferPointer(start: w.base + o * w.rowBytes, count: w.rowBytes),
                                   type: w.type, count: n, into: row)
                    for r in 0..<rows {
                        y[r * outStride + o] = dotFloat(row.baseAddress!, floats + r * n, n)
                    }
                }
            }
        }
    }
}

/// The number of worker threads kernels split work across (both cores here).
nonisolated(unsafe) var kernelThreadCount = max(1, min(8, ProcessInfo_activeProcessorCount()))

/// Runs `body` over contiguous sub-ranges of 0..<count on the worker threads.
///
/// The kernels hand raw buffers to the workers; each task writes a disjoint part of them, which
/// is what makes sharing them sound, so the closure is passed on without a `Sendable` check.
func parallelFor(_ count: Int, minimumPerTask: Int, _ body: (Range<Int>) -> Void) {
    let tasks = min(kernelThreadCount * 4, max(1, count / max(1, minimumPerTask)))
    if tasks <= 1 { body(0..<count); return }
    withoutActuallyEscaping(body) { escaping in
        let shared = UncheckedSendable(escaping)
        DispatchQueue.concurrentPerform(iterations: tasks) { t in
            let start = count * t / tasks, end = count * (t + 1) / tasks
            if start < end { shared.value(start..<end) }
        }
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

/// Debugging switch: multiply every weight type in float (dequantized rows, unquantized inputs).
nonisolated(unsafe) var forceFloatMatmul = ProcessInfo_environment("CONTEXTBUDGET_FLOAT_MATMUL") != nil
