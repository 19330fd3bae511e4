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

NK_TARGET_AVX2 void nk_wide_q8_0_avx2(NK_WIDE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        __m256 f = _mm256_setzero_ps();
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 34 * b;
            const __m256i w0 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(block + 2)));
            const __m256i w1 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(block + 18)));
            const __m256i s = _mm256_add_epi32(_mm256_madd_epi16(w0, _mm256_loadu_si256((const __m256i *)(a + 32 * b))),
                                               _mm256_madd_epi16(w1, _mm256_loadu_si256((const __m256i *)(a + 32 * b + 16))));
            f = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_set1_ps(_cvtsh_ss(nk_load_u16(block)) * ascale[b]), f);
        }
        __m128 h = _mm_add_ps(_mm256_extractf128_ps(f, 1), _mm256_castps256_ps128(f));
        h = _mm_add_ps(h, _mm_movehl_ps(h, h));
        y[r] = _mm_cvtss_f32(_mm_add_ss(h, _mm_movehdup_ps(h)));
    }
}

NK_TARGET_AVX512 void nk_wide_q8_0_avx512(NK_WIDE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        __m512 f = _mm512_setzero_ps();
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 34 * b;
            const __m512i w = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(block + 2)));
            const __m512i s = _mm512_madd_epi16(w, _mm512_loadu_si512((const void *)(a + 32 * b)));
            f = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_set1_ps(_cvtsh_ss(nk_load_u16(block)) * ascale[b]), f);
        }
        y[r] = _mm512_reduce_add_ps(f);
    }
}
#endif
