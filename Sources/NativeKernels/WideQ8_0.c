// nk_wide_q8_0: Q8_0 rows read from the file · one token's 14-bit activations (prefill's output
// layer). Each 32-value block: int8 -> int16, `pmaddwd`-style pair sums (exact), one fused
// multiply-add with d · step per block into float lanes, lanes summed at the end.
#include "Variants.h"

void nk_wide_q8_0_generic(NK_WIDE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0;
        for (int b = 0; b < n / 32; b++) {
            const int8_t *w = (const int8_t *)(row + 34 * b + 2);
            int32_t sum = 0;
            for (int i = 0; i < 32; i++) sum += w[i] * a[32 * b + i];
            total += (float)sum * (nk_half_to_float(nk_load_u16(row + 34 * b)) * ascale[b]);
        }
        y[r] = total;
    }
}

#if defined(__x86_64__)
#include "X86.h"

/// One block's 32 int8 weights (after the binary16 d) · 32 int16 activations -> int32 lanes of
/// pair sums, exact: 8 lanes of 4 products (AVX2), 16 lanes of 2 (AVX-512).
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256i wide_products_avx2(const uint8_t *block, const int16_t *a) {
    const __m256i w0 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(block + 2)));
    const __m256i w1 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(block + 18)));
    return _mm256_add_epi32(_mm256_madd_epi16(w0, _mm256_loadu_si256((const __m256i *)a)),
                            _mm256_madd_epi16(w1, _mm256_loadu_si256((const __m256i *)(a + 16))));
}

static inline NK_TARGET_AVX512 __attribute__((always_inline)) __m512i wide_products_avx512(const uint8_t *block, const int16_t *a) {
    const __m512i w = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(block + 2)));
    return _mm512_madd_epi16(w, _mm512_loadu_si512((const void *)a));
}

/// The body of nk_wide_q8_0 in the float vector type `vec`: per row, each block's lanes
/// (`products`, converted by `cvt`) times d · step in one fused multiply-add, `reduce` at the end.
#define NK_WIDE_BODY(vec, zero, products, cvt, set1, fmadd, reduce)                                   \
    for (int r = 0; r < count; r++) {                                                               \
        const uint8_t *row = base + (size_t)r * rowBytes;                                          \
        vec f = zero();                                                                             \
        for (int b = 0; b < n / 32; b++) {                                                          \
            const uint8_t *block = row + 34 * b;                                                    \
            f = fmadd(cvt(products(block, a + 32 * b)), set1(_cvtsh_ss(nk_load_u16(block)) * ascale[b]), f); \
        }                                                                                           \
        y[r] = reduce(f);                                                                           \
    }

NK_TARGET_AVX2 void nk_wide_q8_0_avx2(NK_WIDE_ARGS) {
    NK_WIDE_BODY(__m256, _mm256_setzero_ps, wide_products_avx2, _mm256_cvtepi32_ps, _mm256_set1_ps, _mm256_fmadd_ps, nk_hsum8)
}

NK_TARGET_AVX512 void nk_wide_q8_0_avx512(NK_WIDE_ARGS) {
    NK_WIDE_BODY(__m512, _mm512_setzero_ps, wide_products_avx512, _mm512_cvtepi32_ps, _mm512_set1_ps, _mm512_fmadd_ps, _mm512_reduce_add_ps)
}
#endif
