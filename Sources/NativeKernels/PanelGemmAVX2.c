// nk_panel_gemm for AVX2: a panel is two 256-bit registers (rows 0-7 and 8-15, 2 values each as
// int16 lanes), `vpmaddwd` + `vpaddd` against each token's broadcast pair, tiles of 3 tokens
// (12 accumulators of the 16 registers). The float side is the AVX-512 variant's, lane for lane,
// so both give the same outputs.
#if defined(__x86_64__)
#include "Panel.h"
#include "X86.h"
#define NK_AVX2_TOKENS 3

static inline NK_TARGET_AVX2 __attribute__((always_inline))
void panel_tile(nk_panel panel, int n, int groups, int pairsPerGroup,
                const int16_t *a, const float *ascale, const float *asum, float *y, ptrdiff_t yStride, const int T) {
    const int activationGroups = n / 32;
    __m256 f0[NK_AVX2_TOKENS], f1[NK_AVX2_TOKENS];
    for (int t = 0; t < T; t++) { f0[t] = _mm256_setzero_ps(); f1[t] = _mm256_setzero_ps(); }
    for (int g = 0; g < groups; g++) {
        __m256i c0[NK_AVX2_TOKENS], c1[NK_AVX2_TOKENS];
        for (int t = 0; t < T; t++) { c0[t] = _mm256_setzero_si256(); c1[t] = _mm256_setzero_si256(); }
        const int8_t *wg = panel.values + 32 * pairsPerGroup * g;
        const int16_t *ag = a + 2 * pairsPerGroup * g;
        for (int k = 0; k < pairsPerGroup; k++) {
            const __m256i w0 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(wg + 32 * k)));
            const __m256i w1 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(wg + 32 * k + 16)));
            for (int t = 0; t < T; t++) {
                const __m256i b = _mm256_set1_epi32(nk_load_pair(ag + (size_t)t * n + 2 * k));
                c0[t] = _mm256_add_epi32(c0[t], _mm256_madd_epi16(w0, b));
                c1[t] = _mm256_add_epi32(c1[t], _mm256_madd_epi16(w1, b));
            }
        }
        const int ai = g * pairsPerGroup / 16;
        const __m256 s0 = _mm256_loadu_ps(panel.scales + NK_PANEL_ROWS * g), s1 = _mm256_loadu_ps(panel.scales + NK_PANEL_ROWS * g + 8);
        for (int t = 0; t < T; t++) {
            const __m256 step = _mm256_set1_ps(ascale[t * activationGroups + ai]);
            f0[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(c0[t]), _mm256_mul_ps(s0, step), f0[t]);
            f1[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(c1[t]), _mm256_mul_ps(s1, step), f1[t]);
        }
        if (panel.minimums) {
            const __m256 m0 = _mm256_loadu_ps(panel.minimums + NK_PANEL_ROWS * g), m1 = _mm256_loadu_ps(panel.minimums + NK_PANEL_ROWS * g + 8);
            for (int t = 0; t < T; t++) {
                const __m256 sum = _mm256_set1_ps(asum[t * activationGroups + ai]);
                f0[t] = _mm256_fnmadd_ps(m0, sum, f0[t]);
                f1[t] = _mm256_fnmadd_ps(m1, sum, f1[t]);
            }
        }
    }
    for (int t = 0; t < T; t++) {
        float *yt = y + (ptrdiff_t)t * yStride;
        if (panel.valid == NK_PANEL_ROWS) {
            _mm256_storeu_ps(yt, f0[t]);
            _mm256_storeu_ps(yt + 8, f1[t]);
        } else {
            float lanes[NK_PANEL_ROWS];
            _mm256_storeu_ps(lanes, f0[t]);
            _mm256_storeu_ps(lanes + 8, f1[t]);
            for (int r = 0; r < panel.valid; r++) yt[r] = lanes[r];
        }
    }
}

NK_TARGET_AVX2 void nk_panel_gemm_avx2(NK_PANEL_GEMM_ARGS) {
    const int groups = n / groupSize, pairsPerGroup = groupSize / 2, activationGroups = n / 32;
    for (int p = firstPanel; p < firstPanel + panelCount; p++) {
        const nk_panel panel = nk_panel_at(values, scales, minimums, n, groups, rows, p);
        for (int t0 = 0; t0 < tokens; t0 += NK_AVX2_TOKENS) {
            const int16_t *at = a + (size_t)t0 * n;
            const float *as = ascale + (size_t)t0 * activationGroups, *am = asum + (size_t)t0 * activationGroups;
            float *yt = y + (ptrdiff_t)t0 * yStride + NK_PANEL_ROWS * p;
            switch (tokens - t0 < NK_AVX2_TOKENS ? tokens - t0 : NK_AVX2_TOKENS) {
            case 1: panel_tile(panel, n, groups, pairsPerGroup, at, as, am, yt, yStride, 1); break;
            case 2: panel_tile(panel, n, groups, pairsPerGroup, at, as, am, yt, yStride, 2); break;
            default: panel_tile(panel, n, groups, pairsPerGroup, at, as, am, yt, yStride, 3); break;
            }
        }
    }
}
#endif
