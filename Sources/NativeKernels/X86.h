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

// Two int16 values as one int32, for a broadcast of a pair of activations (unaligned).
static inline int32_t nk_load_pair(const int16_t *p) { int32_t v; memcpy(&v, p, 4); return v; }

#endif
#endif
