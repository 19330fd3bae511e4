import NativeKernels

/// Which instruction-set variant of the C kernels (Sources/NativeKernels) runs: chosen once by
/// CPUID, the widest this CPU has (AVX-512 VNNI, then AVX2 + FMA, then portable C).
///
/// `CONTEXTBUDGET_KERNELS` overrides it for benchmarks and tests: `generic`, `avx2`,
/// `avx512vnni`, or `swift` for the Swift kernels the C ones replaced (to compare in one
/// sitting). A variant the CPU lacks falls back to the best one it has.
enum KernelVariant {
    /// The C variant in use, or nil for the Swift kernels (`KernelSettings.current.variant`).
    static var selected: Int32? { KernelSettings.current.variant }

    /// Every variant this CPU and build can run (for the parity tests).
    static var supported: [Int32] {
        [NK_ISA_GENERIC, NK_ISA_AVX2, NK_ISA_AVX512VNNI, NK_ISA_NEON_DOTPROD].map { Int32($0.rawValue) }.filter { nk_isa_supported($0) != 0 }
    }

    /// The variant's short name.
    static func name(_ isa: Int32?) -> String { isa.map { String(cString: nk_isa_name($0)) } ?? "swift" }

    static func choose(_ name: String?) -> Int32? {
        if name == "swift" { return nil }
        if let name, let isa = supported.first(where: { Self.name($0) == name }) { return isa }
        return nk_best_isa()
    }
}
