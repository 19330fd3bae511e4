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

void nk_wide_q8_0(int isa, const uint8_t *base, size_t rowBytes, int count, int n, const int16_t *a, const float *ascale, float *y) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_wide_q8_0_avx512(base, rowBytes, count, n, a, ascale, y); return; }
    if (isa == NK_ISA_AVX2) { nk_wide_q8_0_avx2(base, rowBytes, count, n, a, ascale, y); return; }
#endif
    nk_wide_q8_0_generic(base, rowBytes, count, n, a, ascale, y);
}

void nk_attention_scores(int isa, const float *hq, int group, int headDim, const float *keys, ptrdiff_t kvStride,
                         int slots, int firstSlot, int count, float *scores) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI && headDim % 16 == 0) {
        nk_attention_scores_avx512(hq, group, headDim, keys, kvStride, slots, firstSlot, count, scores);
        return;
    }
    if ((isa == NK_ISA_AVX2 || isa == NK_ISA_AVX512VNNI) && headDim % 8 == 0) {
        nk_attention_scores_avx2(hq, group, headDim, keys, kvStride, slots, firstSlot, count, scores);
        return;
    }
#endif
    nk_attention_scores_generic(hq, group, headDim, keys, kvStride, slots, firstSlot, count, scores);
}

void nk_attention_weighted_sum(int isa, const float *values, ptrdiff_t kvStride, int slots, int firstSlot, int count,
                               int group, int headDim, const float *splat, float *out, ptrdiff_t outStride, int accumulate) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI && headDim % 64 == 0) {
        nk_attention_weighted_sum_avx512(values, kvStride, slots, firstSlot, count, group, headDim, splat, out, outStride, accumulate);
        return;
    }
    if ((isa == NK_ISA_AVX2 || isa == NK_ISA_AVX512VNNI) && headDim % 8 == 0) {
        nk_attention_weighted_sum_avx2(values, kvStride, slots, firstSlot, count, group, headDim, splat, out, outStride, accumulate);
        return;
    }
#endif
    nk_attention_weighted_sum_generic(values, kvStride, slots, firstSlot, count, group, headDim, splat, out, outStride, accumulate);
}

void nk_flash_attention(int isa, NK_FLASH_ARGS) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI && headDim % 16 == 0) { nk_flash_attention_avx512(NK_FLASH_PASS); return; }
    if ((isa == NK_ISA_AVX2 || isa == NK_ISA_AVX512VNNI) && headDim % 8 == 0) { nk_flash_attention_avx2(NK_FLASH_PASS); return; }
#endif
    nk_flash_attention_generic(NK_FLASH_PASS);
}

void nk_rope_neox(int isa, float *x, int heads, int headDim, const float *cosines, const float *sines) {
#if defined(__x86_64__)
    if ((isa == NK_ISA_AVX2 || isa == NK_ISA_AVX512VNNI) && headDim % 16 == 0) { nk_rope_neox_avx2(x, heads, headDim, cosines, sines); return; }
#endif
    nk_rope_neox_generic(x, heads, headDim, cosines, sines);
}

void nk_geglu_half(int isa, const float *gate, const float *up, int n, const float *table, float *out) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_geglu_half_avx512(gate, up, n, table, out); return; }
#endif
    nk_geglu_half_generic(gate, up, n, table, out);
}

void nk_rms_norm(int isa, const float *x, const float *w, int n, float eps, float *out, int rows) {
    (void)isa;  // one portable body: the double additions are sequential by definition
    nk_rms_norm_generic(x, w, n, eps, out, rows);
}

// The one-token decode entries: the VNNI or AVX2 body where the format has one, else the portable
// body (Q5_1, Q2_K, Q3_K, IQ4_NL, IQ4_XS have only that, see Variants.h).
#define NK_DECODE_PASS base, rowBytes, count, n, q, qscale, y
#define NK_DECODE_K_PASS base, rowBytes, count, n, q, qscale, blockSum, y
#define NK_DECODE_Q4_1_PASS base, rowBytes, count, n, q, qscale, qsum, y
#define NK_DECODE_PORTABLE_ENTRY(type, args, pass) void nk_decode_##type(int isa, args) { (void)isa; nk_decode_##type##_generic(pass); }
#if defined(__x86_64__)
#define NK_DECODE_ENTRY(type, args, pass)                                                    \
    void nk_decode_##type(int isa, args) {                                                   \
        if (isa == NK_ISA_AVX512VNNI) { nk_decode_##type##_vnni(pass); return; }             \
        if (isa == NK_ISA_AVX2) { nk_decode_##type##_avx2(pass); return; }                   \
        nk_decode_##type##_generic(pass);                                                    \
    }
#else
#define NK_DECODE_ENTRY(type, args, pass) NK_DECODE_PORTABLE_ENTRY(type, args, pass)
#endif
NK_DECODE_ENTRY(q8_0, NK_DECODE_ARGS, NK_DECODE_PASS)
NK_DECODE_ENTRY(q4_0, NK_DECODE_ARGS, NK_DECODE_PASS)
NK_DECODE_ENTRY(q5_0, NK_DECODE_ARGS, NK_DECODE_PASS)
NK_DECODE_ENTRY(q4_1, NK_DECODE_Q4_1_ARGS, NK_DECODE_Q4_1_PASS)
NK_DECODE_ENTRY(q4_K, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)
NK_DECODE_ENTRY(q5_K, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)
NK_DECODE_ENTRY(q6_K, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)
NK_DECODE_PORTABLE_ENTRY(q5_1, NK_DECODE_Q4_1_ARGS, NK_DECODE_Q4_1_PASS)
NK_DECODE_PORTABLE_ENTRY(q2_K, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)
NK_DECODE_PORTABLE_ENTRY(q3_K, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)
NK_DECODE_PORTABLE_ENTRY(iq4_nl, NK_DECODE_ARGS, NK_DECODE_PASS)
NK_DECODE_PORTABLE_ENTRY(iq4_xs, NK_DECODE_K_ARGS, NK_DECODE_K_PASS)

typedef void (*nk_decode_rows_body)(NK_DECODE_ROWS_ARGS);

/// Up to NK_DECODE_ROWS tokens in one pass over the weights; more in balanced groups over tiles
/// of weight rows (~256 KiB) that stay in L2 while each group passes over them.
static void nk_decode_rows_tiled(nk_decode_rows_body body, NK_DECODE_ROWS_ARGS) {
    if (tokens <= NK_DECODE_ROWS) { body(NK_DECODE_ROWS_PASS); return; }
    const int groups = (tokens + NK_DECODE_ROWS - 1) / NK_DECODE_ROWS;
    const int tile = rowBytes >= 256 * 1024 ? 1 : (int)(256 * 1024 / rowBytes);
    for (int o = 0; o < count; o += tile) {
        const int rows = count - o < tile ? count - o : tile;
        for (int g = 0; g < groups; g++) {
            const int t0 = tokens * g / groups, t1 = tokens * (g + 1) / groups;
            body(base + (size_t)o * rowBytes, rowBytes, rows, n, t1 - t0, q + (size_t)t0 * n, qscale + (size_t)t0 * (n / 16),
                 blockSum ? blockSum + (size_t)t0 * (n / 32) : NULL, y + t0 * yStride + o, yStride);
        }
    }
}

// The generic body tiled, whatever the level: every architecture's entry for the formats with
// a portable body only (see Variants.h), and every format's off x86-64.
#define NK_DECODE_ROWS_PORTABLE_ENTRY(type)                                                          \
    void nk_decode_rows_##type(int isa, NK_DECODE_ROWS_ARGS) {                                       \
        (void)isa;                                                                                   \
        if (tokens < 1) return;                                                                      \
        nk_decode_rows_tiled(nk_decode_rows_##type##_generic, NK_DECODE_ROWS_PASS);                  \
    }
#if defined(__x86_64__)
#define NK_DECODE_ROWS_ENTRY(type)                                                                   \
    void nk_decode_rows_##type(int isa, NK_DECODE_ROWS_ARGS) {                                       \
        if (tokens < 1) return;                                                                      \
        nk_decode_rows_body body = isa == NK_ISA_AVX512VNNI ? nk_decode_rows_##type##_vnni          \
            : isa == NK_ISA_AVX2 ? nk_decode_rows_##type##_avx2 : nk_decode_rows_##type##_generic;   \
        nk_decode_rows_tiled(body, NK_DECODE_ROWS_PASS);                                             \
    }
#else
#define NK_DECODE_ROWS_ENTRY(type) NK_DECODE_ROWS_PORTABLE_ENTRY(type)
#endif
NK_DECODE_ROWS_ENTRY(q8_0)
NK_DECODE_ROWS_ENTRY(q5_0)
NK_DECODE_ROWS_ENTRY(q4_K)

// Q4_1's float q8_1 sums ride in the rows bodies' `blockSum` slot (same count per token, see Variants.h).
void nk_decode_rows_q4_1(int isa, NK_DECODE_ROWS_Q4_1_ARGS) {
    if (tokens < 1) return;
    nk_decode_rows_body body = nk_decode_rows_q4_1_generic;
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) body = nk_decode_rows_q4_1_vnni;
    else if (isa == NK_ISA_AVX2) body = nk_decode_rows_q4_1_avx2;
#else
    (void)isa;
#endif
    nk_decode_rows_tiled(body, base, rowBytes, count, n, tokens, q, qscale, (const int32_t *)qsum, y, yStride);
}
NK_DECODE_ROWS_ENTRY(q6_K)

NK_DECODE_ROWS_PORTABLE_ENTRY(q2_K)
NK_DECODE_ROWS_PORTABLE_ENTRY(q3_K)
NK_DECODE_ROWS_PORTABLE_ENTRY(iq4_nl)
NK_DECODE_ROWS_PORTABLE_ENTRY(iq4_xs)

void nk_decode_rows_q5_1(int isa, NK_DECODE_ROWS_Q4_1_ARGS) {
    (void)isa;
    if (tokens < 1) return;
    nk_decode_rows_tiled(nk_decode_rows_q5_1_generic, base, rowBytes, count, n, tokens, q, qscale, (const int32_t *)qsum, y, yStride);
}

void nk_flash_exp(int isa, float *x, int n) {
#if defined(__x86_64__)
    if (isa == NK_ISA_AVX512VNNI) { nk_exp_avx512(x, n); return; }
    if (isa == NK_ISA_AVX2) { nk_exp_avx2(x, n); return; }
#endif
    nk_exp_libm(x, n);
}
