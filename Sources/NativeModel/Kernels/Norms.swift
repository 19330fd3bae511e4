import GGUF
import Foundation
import NativeKernels

/// x (n,) * w (n,) / rms(x) -> out (n,). Sum of squares in Double, as ggml does.
@inline(__always)
func rmsNorm(_ x: UnsafePointer<Float>, _ w: UnsafePointer<Float>, _ n: Int, _ eps: Float, _ out: UnsafeMutablePointer<Float>) {
    var sum: Double = 0
    for i in 0..<n { sum += Double(x[i] * x[i]) }
    let scale = 1 / (Float(sum / Double(n)) + eps).squareRoot()
    for i in 0..<n { out[i] = x[i] * scale * w[i] }
}

/// `rows` rows (x (rows, n) -> out (rows, n), in place allowed) of `rmsNorm` (its scalar
/// reference), through the C kernel (4 rows' double sums interleaved, the same bits).
func rmsNormRows(_ x: UnsafePointer<Float>, _ w: UnsafePointer<Float>, _ n: Int, _ eps: Float, _ out: UnsafeMutablePointer<Float>, rows: Int) {
    nk_rms_norm(KernelVariant.selected, x, w, Int32(n), eps, out, Int32(rows))
}

/// Gemma's GELU (tanh form) of `gate` times `up` -> out (n,), with ggml's binary16 lookup:
/// gelu is evaluated at the half-rounded input and rounded to half. The C kernel converts 16
/// values per F16C instruction and gathers from the same table (the same bits as the scalar
/// loop NativeKernelsTests holds it to).
@inline(__always)
func gegluGemma(_ gate: UnsafePointer<Float>, _ up: UnsafePointer<Float>, _ n: Int, _ out: UnsafeMutablePointer<Float>) {
    nk_geglu_half(KernelVariant.selected, gate, up, Int32(n), geluHalfTable, out)
}

/// GELU(tanh) of x, in float as ggml's `ggml_gelu_f32` computes it when built for a CPU with FMA
/// (GCC contracts `1 + a·x·x` into one fused multiply-add; without the fusion, 1 of the 8,192
/// values in GemmaKernelParityTests' layer 0 lands on the other side of a binary16 rounding tie).
@inline(__always)
func geluTanh(_ x: Float) -> Float {
    let inner = Float(1).addingProduct(0.044715 * x, x)
    return 0.5 * x * (1 + tanhf(0.797_884_560_802_865_4 * x * inner))
}

/// geluHalfTable[h] = half-rounded GELU of the binary16 value with bits h.
nonisolated(unsafe) let geluHalfTable: UnsafeMutablePointer<Float> = {
    let table = UnsafeMutablePointer<Float>.allocate(capacity: 65536)
    for bits in 0..<65536 {
        let x = HalfFloat.float(fromHalf: UInt16(bits))
        table[bits] = roundedToHalf(geluTanh(x))
    }
    return table
}()
