/// Process-wide knobs of the native engine.
public enum NativeModelSettings {
    /// Worker threads the kernels split matmuls and attention across (default: active cores, at most 8).
    public static var threadCount: Int {
        get { KernelSettings.current.threadCount }
        set { KernelSettings.current.threadCount = max(1, newValue) }
    }

    /// The instruction-set variant of the C kernels in use ("avx512vnni", "avx2", "generic",
    /// "neon"); chosen by CPUID when the process starts (`CONTEXTBUDGET_KERNELS` forces a lower
    /// one). Benchmarks print it beside their figures.
    public static var kernelVariant: String { KernelVariant.name(KernelSettings.current.variant) }

    /// Whether prompt attention runs the flash kernel (online softmax over 32-position blocks,
    /// llama.cpp's `-fa on` arithmetic; the default: faster prefill) instead of ggml's
    /// non-flash order with binary16 probabilities (`-fa off`). Set by
    /// `CONTEXTBUDGET_PROMPT_ATTENTION=flash|exact` when the process starts; benchmarks flip it to
    /// compare the two in one run. Change it only
    /// between requests: a cached prompt computed one way and continued the other would not
    /// answer as either would alone.
    public static var flashPromptAttention: Bool {
        get { KernelSettings.current.promptAttention == .flash }
        set { KernelSettings.current.promptAttention = newValue ? .flash : .exact }
    }
}
