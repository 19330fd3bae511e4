// nk_panel_gemm for AVX-512 VNNI: one 512-bit register per panel (16 rows × 2 values as int16
// lanes, sign-extended from the int8 panel by one `vpmovsxbw`), `vpdpwssd` against each token's
// pair of activations broadcast from memory (32 products per instruction, summed into int32
// exactly), a tile of up to 12 tokens per panel: 12 integer and 12 float accumulators, the
// weight register and the scales fit the 32 registers.
//
// Per 32-value group: int32 -> float, times scale · step, added with one fused multiply-add
// (and the minimum term with another), the same operations for every tile width, so an output
// does not depend on how many tokens shared its tile.
#if defined(__x86_64__)
#include "Panel.h"
#include "X86.h"
#define NK_AVX512_TOKENS 12

static inline NK_TARGET_AVX512 __attribute__((always_inline))
void panel_tile(nk_panel panel, int n, int groups, int pairsPerGroup,
                const int16_t *a, const float *ascale, const float *asum, float *y, ptrdiff_t yStride, __mmask16 mask, const int T) {
    const int activationGroups = n / 32;
    __m512 f[NK_AVX512_TOKENS];
    for (int t = 0; t < T; t++) f[t] = _mm512_setzero_ps();
    for (int g = 0; g < groups; g++) {
        __m512i acc[NK_AVX512_TOKENS];
        for (int t = 0; t < T; t++) acc[t] = _mm512_setzero_si512();
        const int8_t *wg = panel.values + 32 * pairsPerGroup * g;
        const int16_t *ag = a + 2 * pairsPerGroup * g;
        for (int k = 0; k < pairsPerGroup; k++) {
            const __m512i wv = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(wg + 32 * k)));
            for (int t = 0; t < T; t++)
                acc[t] = _mm512_dpwssd_epi32(acc[t], wv, _mm512_set1_epi32(nk_load_pair(ag + (size_t)t * n + 2 * k)));
        }
        const int ai = g * pairsPerGroup / 16;
        const __m512 s = _mm512_loadu_ps(panel.scales + NK_PANEL_ROWS * g);
        for (int t = 0; t < T; t++)
            f[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(acc[t]), _mm512_mul_ps(s, _mm512_set1_ps(ascale[t * activationGroups + ai])), f[t]);
        if (panel.minimums) {
            const __m512 m = _mm512_loadu_ps(panel.minimums + NK_PANEL_ROWS * g);
            for (int t = 0; t < T; t++) f[t] = _mm512_fnmadd_ps(m, _mm512_set1_ps(asum[t * activationGroups + ai]), f[t]);
        }
    }
    for (int t = 0; t < T; t++) _mm512_mask_storeu_ps(y + (ptrdiff_t)t * yStride, mask, f[t]);
}

#define NK_TILE_CASE(T) case T: panel_tile(panel, n, groups, pairsPerGroup, at, as, am, yt, yStride, mask, T); break;

NK_TARGET_AVX512 void nk_panel_gemm_avx512(NK_PANEL_GEMM_ARGS) {
    const int groups = n / groupSize, pairsPerGroup = groupSize / 2, activationGroups = n / 32;
    for (int p = firstPanel; p < firstPanel + panelCount; p++) {
        const nk_panel panel = nk_panel_at(values, scales, minimums, n, groups, rows, p);
        const __mmask16 mask = (__mmask16)((1u << panel.valid) - 1);
        for (int t0 = 0; t0 < tokens; t0 += NK_AVX512_TOKENS) {
            const int16_t *at = a + (size_t)t0 * n;
            const float *as = ascale + (size_t)t0 * activationGroups, *am = asum + (size_t)t0 * activationGroups;
            float *yt = y + (ptrdiff_t)t0 * yStride + NK_PANEL_ROWS * p;
            const int count = tokens - t0 < NK_AVX512_TOKENS ? tokens - t0 : NK_AVX512_TOKENS;
            switch (count) {
                NK_TILE_CASE(1) NK_TILE_CASE(2) NK_TILE_CASE(3) NK_TILE_CASE(4) NK_TILE_CASE(5) NK_TILE_CASE(6)
                NK_TILE_CASE(7) NK_TILE_CASE(8) NK_TILE_CASE(9) NK_TILE_CASE(10) NK_TILE_CASE(11) NK_TILE_CASE(12)
            }
        }
    }
}
#endif
