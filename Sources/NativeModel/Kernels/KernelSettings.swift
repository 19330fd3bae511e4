import Foundation

/// Every switch of the kernels in one value, read from the environment once, when the process
/// first runs a kernel (`KernelSettings.current`).
///
/// The defaults are what the engine runs. The environment variables exist to compare two routes
/// in one sitting (benchmarks) and to pin a route in tests; `NativeModelSettings` is the public
/// face of the two that callers may change: the thread count and the prompt attention. Change
/// them between requests only: a prompt cached one way and continued another would not answer
/// as either would alone.
struct KernelSettings: Sendable, Equatable {
    /// The C kernels' instruction-set variant (`KernelVariant`).
    /// `CONTEXTBUDGET_KERNELS=generic|avx2|avx512vnni|neon`; default: the widest the CPU has.
    var variant: Int32
    /// Worker threads the kernels split work across: the active cores, at most 8.
    var threadCount: Int
    /// `parallelFor` runs on the spinning `WorkerPool` rather than Dispatch's
    /// `concurrentPerform`; `CONTEXTBUDGET_DISPATCH=1` turns it off.
    var usesWorkerPool: Bool
    /// Several decoded tokens (speculative verification) go through the multi-row kernels
    /// (`nk_decode_rows_*`) rather than one token at a time (the same bits);
    /// `CONTEXTBUDGET_DECODE_ROWS=1` turns it off.
    var decodesRowsTogether: Bool
    /// Prefill through the float path (dequantized weight rows, float activations), the
    /// engine's prefill before the integer GEMM; `CONTEXTBUDGET_FLOAT_PREFILL` (any value).
    var floatPrefill: Bool
    /// Every weight type multiplied in float, for debugging; `CONTEXTBUDGET_FLOAT_MATMUL` (any value).
    var forceFloatMatmul: Bool
    /// Prompt attention's arithmetic; `CONTEXTBUDGET_PROMPT_ATTENTION=exact|flash`, default flash.
    var promptAttention: PromptAttention
    /// The flash tile's token count when set (1...64; anything else is ignored);
    /// `CONTEXTBUDGET_FLASH_TILE=N`.
    var flashTileOverride: Int?

    /// The settings an environment describes.
    init(environment: [String: String]) {
        variant = KernelVariant.choose(environment["CONTEXTBUDGET_KERNELS"])
        threadCount = max(1, min(8, processorCount()))
        usesWorkerPool = environment["CONTEXTBUDGET_DISPATCH"] != "1"
        decodesRowsTogether = environment["CONTEXTBUDGET_DECODE_ROWS"] != "1"
        floatPrefill = environment["CONTEXTBUDGET_FLOAT_PREFILL"] != nil
        forceFloatMatmul = environment["CONTEXTBUDGET_FLOAT_MATMUL"] != nil
        promptAttention = PromptAttention(rawValue: environment["CONTEXTBUDGET_PROMPT_ATTENTION"] ?? "") ?? .flash
        flashTileOverride = environment["CONTEXTBUDGET_FLASH_TILE"].flatMap { Int($0) }.flatMap { (1...64).contains($0) ? $0 : nil }
    }

    /// The settings in use. Written only through `NativeModelSettings`, between requests; the
    /// kernels read it on every call, so it is a plain value rather than a lock.
    nonisolated(unsafe) static var current = KernelSettings(environment: ProcessInfo.processInfo.environment)
}
