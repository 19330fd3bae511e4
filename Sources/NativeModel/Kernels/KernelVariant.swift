import NativeKernels

/// Which instruction-set variant of the C kernels (Sources/NativeKernels) runs: chosen once by
/// CPUID, the widest this CPU has (AVX-512 VNNI, then AVX2 + FMA, then portable C).
///
/// `CONTEXTBUDGET_KERNELS` overrides it for benchmarks and tests: `generic`, `avx2`,
/// `avx512vnni` (`neon` on arm64), so the lower levels' bodies run on a machine that has a
/// higher one. A variant the CPU lacks, or a name it does not know, falls back to the best one it
/// has. (`swift`, which selected the Swift SIMD kernels the C bodies replaced, is retired with
/// them: it now means the best variant too.)
///
/// Every Swift call site passes this one value to the C entry point of its operation
/// (`nk_decode_*`, `nk_panel_gemm`, `nk_rms_norm`, …); the C dispatcher (Dispatch.c) picks the body.
enum KernelVariant {
    /// The C variant in use (`KernelSettings.current.variant`).
    static var selected: Int32 { KernelSettings.current.variant }

    /// Every variant this CPU and build can run (for the parity tests).
    static var supported: [Int32] {
        [NK_ISA_GENERIC, NK_ISA_AVX2, NK_ISA_AVX512VNNI, NK_ISA_NEON_DOTPROD].map { Int32($0.rawValue) }.filter { nk_isa_supported($0) != 0 }
    }

    /// The variant's short name.
    static func name(_ isa: Int32) -> String { String(cString: nk_isa_name(isa)) }

    static func choose(_ name: String?) -> Int32 {
        if let name, let isa = supported.first(where: { Self.name($0) == name }) { return isa }
        return nk_best_isa()
    }
}
