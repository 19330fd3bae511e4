/// Process-wide knobs of the native engine.
public enum NativeModelSettings {
    /// Worker threads the kernels split matmuls and attention across (default: active cores, at most 8).
    public static var threadCount: Int {
        get { kernelThreadCount }
        set { kernelThreadCount = max(1, newValue) }
    }

    /// The instruction-set variant of the C kernels in use ("avx512vnni", "avx2", "generic",
    /// "neon"), or "swift" for the Swift kernels (`CONTEXTBUDGET_KERNELS=swift`); chosen by CPUID
    /// when the process starts. Benchmarks print it beside their figures.
    public static var kernelVariant: String { KernelVariant.name(KernelVariant.selected) }
}
