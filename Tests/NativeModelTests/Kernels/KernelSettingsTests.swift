import NativeKernels
@testable import NativeModel
import Testing

@Suite struct KernelSettingsTests {
    @Test func anEmptyEnvironmentGivesTheEnginesDefaults() {
        let settings = KernelSettings(environment: [:])
        #expect(settings.variant == nk_best_isa())
        #expect((1...8).contains(settings.threadCount))
        #expect(settings.usesWorkerPool && settings.decodesRowsTogether)
        #expect(!settings.floatPrefill && !settings.forceFloatMatmul)
        #expect(settings.promptAttention == .flash)
        #expect(settings.flashTileOverride == nil)
    }

    @Test func eachVariableTurnsItsOwnSwitch() {
        let settings = KernelSettings(environment: [
            "CONTEXTBUDGET_KERNELS": "generic", "CONTEXTBUDGET_DISPATCH": "1", "CONTEXTBUDGET_DECODE_ROWS": "1",
            "CONTEXTBUDGET_FLOAT_PREFILL": "", "CONTEXTBUDGET_FLOAT_MATMUL": "yes",
            "CONTEXTBUDGET_PROMPT_ATTENTION": "exact", "CONTEXTBUDGET_FLASH_TILE": "16",
        ])
        #expect(settings.variant == Int32(NK_ISA_GENERIC.rawValue), "generic selects the portable C bodies")
        #expect(!settings.usesWorkerPool && !settings.decodesRowsTogether)
        #expect(settings.floatPrefill && settings.forceFloatMatmul, "any value, even empty, turns these on")
        #expect(settings.promptAttention == .exact)
        #expect(settings.flashTileOverride == 16)
    }

    @Test func valuesOutsideTheirRangeFallBackToTheDefault() {
        let settings = KernelSettings(environment: [
            "CONTEXTBUDGET_KERNELS": "sse9", "CONTEXTBUDGET_DISPATCH": "0",
            "CONTEXTBUDGET_PROMPT_ATTENTION": "fast", "CONTEXTBUDGET_FLASH_TILE": "65",
        ])
        #expect(settings.variant == nk_best_isa(), "an unknown variant falls back to the best the CPU has")
        #expect(KernelSettings(environment: ["CONTEXTBUDGET_KERNELS": "swift"]).variant == nk_best_isa(),
                "the retired Swift kernels' name is an unknown variant now")
        #expect(settings.usesWorkerPool, "only 1 turns the worker pool off")
        #expect(settings.promptAttention == .flash)
        #expect(settings.flashTileOverride == nil)
        #expect(KernelSettings(environment: ["CONTEXTBUDGET_FLASH_TILE": "0"]).flashTileOverride == nil)
    }

    /// Read-only: other suites run models at the same time, and the thread count decides how
    /// decode attention is split, so no test here writes the process-wide value.
    @Test func thePublicSettingsReadTheOneValue() {
        #expect(NativeModelSettings.threadCount == KernelSettings.current.threadCount)
        #expect(NativeModelSettings.flashPromptAttention == (KernelSettings.current.promptAttention == .flash))
        #expect(NativeModelSettings.kernelVariant == KernelVariant.name(KernelSettings.current.variant))
    }
}
