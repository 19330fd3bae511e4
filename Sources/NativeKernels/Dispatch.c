// CPUID once, then every call goes to the variant the caller chose (normally nk_best_isa()).
#include "NativeKernels.h"
#include "Variants.h"

int nk_isa_supported(int isa) {
    switch (isa) {
    case NK_ISA_GENERIC: return 1;
#if defined(__x86_64__)
    case NK_ISA_AVX2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
    case NK_ISA_AVX512VNNI:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
            && __builtin_cpu_supports("avx512vnni") && nk_isa_supported(NK_ISA_AVX2);
#endif
#if defined(__aarch64__)
    case NK_ISA_NEON_DOTPROD: return 1;  // NEON is baseline on arm64; dot-product bodies not written yet
#endif
    default: return 0;
    }
}

int nk_best_isa(void) {
    static int best = -1;
    if (best < 0) {
        int choice = NK_ISA_GENERIC;
        if (nk_isa_supported(NK_ISA_AVX512VNNI)) choice = NK_ISA_AVX512VNNI;
        else if (nk_isa_supported(NK_ISA_AVX2)) choice = NK_ISA_AVX2;
        else if (nk_isa_supported(NK_ISA_NEON_DOTPROD)) choice = NK_ISA_NEON_DOTPROD;
        best = choice;  // the same value from every thread: a benign race
    }
    return best;
}

const char *nk_isa_name(int isa) {
    switch (isa) {
    case NK_ISA_GENERIC: return "generic";
    case NK_ISA_AVX2: return "avx2";
    case NK_ISA_AVX512VNNI: return "avx512vnni";
    case NK_ISA_NEON_DOTPROD: return "neon";
    default: return "unknown";
    }
}

void nk_panel_gemm(int isa, const int8_t *values, const float *scales, const float *minimums, int n, int groupSize,
                   int firstPanel, int panelCount, int rows,
                   const int16_t *a, const float *ascale, const float *asum, int tokens, float *y, ptrdiff_t yStride) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) {
        nk_panel_gemm_avx512(values, scales, minimums, n, groupSize, firstPanel, panelCount, rows, a, ascale, asum, tokens, y, yStride);
        return;
    }
    if (isa == NK_ISA_AVX2) {
        nk_panel_gemm_avx2(values, scales, minimums, n, groupSize, firstPanel, panelCount, rows, a, ascale, asum, tokens, y, yStride);
        return;
    }
#endif
    nk_panel_gemm_generic(values, scales, minimums, n, groupSize, firstPanel, panelCount, rows, a, ascale, asum, tokens, y, yStride);
}

void nk_decode_q8_0(int isa, const uint8_t *base, size_t rowBytes, int count, int n, const int8_t *q, const float *qscale, float *y) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_decode_q8_0_vnni(base, rowBytes, count, n, q, qscale, y); return; }
    if (isa == NK_ISA_AVX2) { nk_decode_q8_0_avx2(base, rowBytes, count, n, q, qscale, y); return; }
#endif
    nk_decode_q8_0_generic(base, rowBytes, count, n, q, qscale, y);
}

void nk_decode_q5_0(int isa, const uint8_t *base, size_t rowBytes, int count, int n, const int8_t *q, const float *qscale, float *y) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_decode_q5_0_vnni(base, rowBytes, count, n, q, qscale, y); return; }
    if (isa == NK_ISA_AVX2) { nk_decode_q5_0_avx2(base, rowBytes, count, n, q, qscale, y); return; }
#endif
    nk_decode_q5_0_generic(base, rowBytes, count, n, q, qscale, y);
}

void nk_wide_q8_0(int isa, const uint8_t *base, size_t rowBytes, int count, int n, const int16_t *a, const float *ascale, float *y) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_wide_q8_0_avx512(base, rowBytes, count, n, a, ascale, y); return; }
    if (isa == NK_ISA_AVX2) { nk_wide_q8_0_avx2(base, rowBytes, count, n, a, ascale, y); return; }
#endif
    nk_wide_q8_0_generic(base, rowBytes, count, n, a, ascale, y);
}
