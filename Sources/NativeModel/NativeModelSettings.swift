/// Process-wide knobs of the native engine.
public enum NativeModelSettings {
    /// Worker threads the kernels split matmuls and attention across (default: active cores, at most 8).
    public static var threadCount: Int {
        get { kernelThreadCount }
        set { kernelThreadCount = max(1, newValue) }
    }
}
