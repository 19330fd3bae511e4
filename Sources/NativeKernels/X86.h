// What every x86-64 body shares (private to this target): the two instruction-set levels'
// target attributes, so that each is spelled once, and the small helpers several bodies use.
// Each body file includes it inside its `#if defined(__x86_64__)`.
#ifndef NATIVE_KERNELS_X86_H
#define NATIVE_KERNELS_X86_H
#if defined(__x86_64__)
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

// AVX2 with FMA and F16C: the `avx2` variant.
#define NK_TARGET_AVX2 __attribute__((target("avx2,fma,f16c")))
// AVX-512 (F, BW, VL) with VNNI: the `avx512vnni` variant; the 256-bit VNNI forms of the decode
// bodies (`NK_TARGET_VNNI`) and the 512-bit bodies (`NK_TARGET_AVX512`) need the same features.
#define NK_TARGET_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni,avx2,fma,f16c")))
#define NK_TARGET_VNNI NK_TARGET_AVX512

// The sum of 8 float lanes, in ggml's `hsum_float_8` order: high half plus low half, then pairs,
// then the last two (addition is commutative, so either operand order gives the same bits).
static inline NK_TARGET_AVX2 __attribute__((always_inline)) float nk_hsum8(__m256 x) {
    __m128 r = _mm_add_ps(_mm256_extractf128_ps(x, 1), _mm256_castps256_ps128(x));
    r = _mm_add_ps(r, _mm_movehl_ps(r, r));
    r = _mm_add_ss(r, _mm_movehdup_ps(r));
    return _mm_cvtss_f32(r);
}

// The loop every several-token decode body (nk_decode_rows_*) runs inside a function taking
// NK_DECODE_ROWS_ARGS and the literal token count R: for each of `count` weight rows, R tokens'
// 8 float lanes `acc` (and, with `minimumTerm` 1, their float minimum terms `minimum`) start at
// zero; the statements after the arguments run once per block of `blockValues` values (`block`
// points at its `blockBytes` bytes, `b` is its index) and add to them; token t's output is its
// lanes summed (`hsum_float_8`), plus its minimum term.
#define NK_DECODE_ROWS_FRAME(blockValues, blockBytes, minimumTerm, ...)                           \
    for (int o = 0; o < count; o++) {                                                               \
        const uint8_t *row = base + (size_t)o * rowBytes;                                          \
        __m256 acc[NK_DECODE_ROWS];                                                                 \
        float minimum[NK_DECODE_ROWS];                                                              \
        for (int t = 0; t < R; t++) { acc[t] = _mm256_setzero_ps(); minimum[t] = 0; }               \
        for (int b = 0; b < n / (blockValues); b++) {                                               \
            const uint8_t *block = row + (blockBytes) * b;                                          \
            __VA_ARGS__                                                                             \
        }                                                                                           \
        for (int t = 0; t < R; t++) y[t * yStride + o] = (minimumTerm) ? nk_hsum8(acc[t]) + minimum[t] : nk_hsum8(acc[t]); \
    }

// The AVX2 and VNNI entry points nk_decode_rows_<type>_avx2 / _vnni of the rows bodies
// <type>_rows_avx2 / _vnni (defined with NK_DECODE_ROWS_FRAME), each called with its literal R.
#define NK_DECODE_ROWS_ENTRIES(type)                                                                \
    NK_TARGET_AVX2 void nk_decode_rows_##type##_avx2(NK_DECODE_ROWS_ARGS) {                         \
        NK_FOR_TOKEN_COUNT(tokens, type##_rows_avx2, NK_DECODE_ROWS_PASS)                           \
    }                                                                                               \
    NK_TARGET_VNNI void nk_decode_rows_##type##_vnni(NK_DECODE_ROWS_ARGS) {                         \
        NK_FOR_TOKEN_COUNT(tokens, type##_rows_vnni, NK_DECODE_ROWS_PASS)                           \
    }

// Two int16 values as one int32, for a broadcast of a pair of activations (unaligned).
static inline int32_t nk_load_pair(const int16_t *p) { int32_t v; memcpy(&v, p, 4); return v; }

#endif
#endif
