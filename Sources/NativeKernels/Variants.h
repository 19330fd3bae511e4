// The per-ISA bodies behind NativeKernels.h's entry points (private to this target); the decode
// parameter lists (NK_DECODE_ARGS and its siblings) are the public header's.
#ifndef NATIVE_KERNELS_VARIANTS_H
#define NATIVE_KERNELS_VARIANTS_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "NativeKernels.h"

#define NK_PANEL_GEMM_ARGS const int8_t *values, const float *scales, const float *minimums, int n, int groupSize, \
    int firstPanel, int panelCount, int rows, const int16_t *a, const float *ascale, const float *asum, int tokens, float *y, ptrdiff_t yStride

void nk_panel_gemm_generic(NK_PANEL_GEMM_ARGS);
void nk_decode_q8_0_generic(NK_DECODE_ARGS);
void nk_decode_q4_0_generic(NK_DECODE_ARGS);
void nk_decode_q5_0_generic(NK_DECODE_ARGS);
void nk_decode_q4_K_generic(NK_DECODE_K_ARGS);
void nk_decode_q5_K_generic(NK_DECODE_K_ARGS);
// Q4_1: the activations' q8_1 sums (float, n / 32) where the K types take integer block sums.
void nk_decode_q4_1_generic(NK_DECODE_Q4_1_ARGS);
void nk_decode_q6_K_generic(NK_DECODE_K_ARGS);
// One group of 1 ... NK_DECODE_ROWS tokens (the entry points tile larger counts).
void nk_decode_rows_q8_0_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q5_0_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q4_K_generic(NK_DECODE_ROWS_ARGS);
// Q4_1's rows bodies share the tiling of the others: their `blockSum` slot carries the float q8_1
// sums (`qsum`, the same n / 32 entries per token), cast back to float inside the body.
void nk_decode_rows_q4_1_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q6_K_generic(NK_DECODE_ROWS_ARGS);
// Q5_1, Q2_K, Q3_K, IQ4_NL, IQ4_XS (DecodeGeneric.c too): portable bodies only, which every level
// runs until an instruction-set body exists. Q5_1 takes Q4_1's q8_1 sums, the same way.
void nk_decode_q5_1_generic(NK_DECODE_Q4_1_ARGS);
void nk_decode_q2_K_generic(NK_DECODE_K_ARGS);
void nk_decode_q3_K_generic(NK_DECODE_K_ARGS);
void nk_decode_iq4_nl_generic(NK_DECODE_ARGS);
void nk_decode_iq4_xs_generic(NK_DECODE_K_ARGS);
void nk_decode_rows_q5_1_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q2_K_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q3_K_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_iq4_nl_generic(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_iq4_xs_generic(NK_DECODE_ROWS_ARGS);
#define NK_WIDE_ARGS const uint8_t *base, size_t rowBytes, int count, int n, const int16_t *a, const float *ascale, float *y
void nk_wide_q8_0_generic(NK_WIDE_ARGS);
#define NK_SCORES_ARGS const float *hq, int group, int headDim, const float *keys, ptrdiff_t kvStride, int slots, int firstSlot, int count, float *scores
#define NK_WEIGHTED_ARGS const float *values, ptrdiff_t kvStride, int slots, int firstSlot, int count, int group, int headDim, \
    const float *splat, float *out, ptrdiff_t outStride, int accumulate
void nk_attention_scores_generic(NK_SCORES_ARGS);
void nk_attention_weighted_sum_generic(NK_WEIGHTED_ARGS);
// Flash attention (FlashAttention.c): one tile of query tokens, and its per-block weighted sum.
#define NK_FLASH_ARGS const float *q, ptrdiff_t qTokenStride, int tokens, int group, int headDim, const float *keys, \
    const float *values, ptrdiff_t kvStride, int slots, const ptrdiff_t *firsts, const ptrdiff_t *lasts, float *scratch, \
    float *out, ptrdiff_t outTokenStride, ptrdiff_t outStride
#define NK_FLASH_PASS q, qTokenStride, tokens, group, headDim, keys, values, kvStride, slots, firsts, lasts, scratch, out, \
    outTokenStride, outStride
// out[h] = (fresh ? 0 : rescale[h] · out[h]) + Σ_j p[j · group + h] · value_j, value j at ring slot
// (firstSlot + j) mod slots, j in order.
#define NK_FLASH_ACCUMULATE_ARGS const float *values, ptrdiff_t kvStride, int slots, int firstSlot, int count, int group, \
    int headDim, const float *p, const float *rescale, int fresh, float *out, ptrdiff_t outStride
void nk_flash_attention_generic(NK_FLASH_ARGS);
void nk_flash_accumulate_generic(NK_FLASH_ACCUMULATE_ARGS);
#define NK_FLASH_BLOCK 32  // positions per block; blocks start at multiples of it
typedef void (*nk_flash_scores_fn)(NK_SCORES_ARGS);
typedef void (*nk_flash_accumulate_fn)(NK_FLASH_ACCUMULATE_ARGS);
typedef void (*nk_flash_exp_fn)(float *x, int n);  // x[i] = e^x[i] in place
// The tile loop every variant runs, with its score, exponential and weighted-sum steps.
void nk_flash_tile(nk_flash_scores_fn scoresFn, nk_flash_exp_fn expFn, nk_flash_accumulate_fn accumulateFn, NK_FLASH_ARGS);
void nk_exp_libm(float *x, int n);
void nk_rms_norm_generic(const float *x, const float *w, int n, float eps, float *out, int rows);
void nk_rope_neox_generic(float *x, int heads, int headDim, const float *cosines, const float *sines);
void nk_geglu_half_generic(const float *gate, const float *up, int n, const float *table, float *out);
#if defined(__x86_64__)
void nk_panel_gemm_avx2(NK_PANEL_GEMM_ARGS);
void nk_panel_gemm_avx512(NK_PANEL_GEMM_ARGS);
void nk_decode_q8_0_avx2(NK_DECODE_ARGS);
void nk_decode_q8_0_vnni(NK_DECODE_ARGS);
void nk_decode_q4_0_avx2(NK_DECODE_ARGS);
void nk_decode_q4_0_vnni(NK_DECODE_ARGS);
void nk_decode_q5_0_avx2(NK_DECODE_ARGS);
void nk_decode_q5_0_vnni(NK_DECODE_ARGS);
void nk_decode_q4_1_avx2(NK_DECODE_Q4_1_ARGS);
void nk_decode_q4_1_vnni(NK_DECODE_Q4_1_ARGS);
void nk_decode_q4_K_avx2(NK_DECODE_K_ARGS);
void nk_decode_q4_K_vnni(NK_DECODE_K_ARGS);
void nk_decode_q5_K_avx2(NK_DECODE_K_ARGS);
void nk_decode_q5_K_vnni(NK_DECODE_K_ARGS);
void nk_decode_q6_K_avx2(NK_DECODE_K_ARGS);
void nk_decode_q6_K_vnni(NK_DECODE_K_ARGS);
void nk_decode_rows_q8_0_avx2(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q8_0_vnni(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q5_0_avx2(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q5_0_vnni(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q4_1_avx2(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q4_1_vnni(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q4_K_avx2(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q4_K_vnni(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q6_K_avx2(NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q6_K_vnni(NK_DECODE_ROWS_ARGS);
void nk_wide_q8_0_avx2(NK_WIDE_ARGS);
void nk_wide_q8_0_avx512(NK_WIDE_ARGS);
void nk_attention_scores_avx2(NK_SCORES_ARGS);
void nk_attention_weighted_sum_avx2(NK_WEIGHTED_ARGS);
void nk_attention_scores_avx512(NK_SCORES_ARGS);
void nk_attention_weighted_sum_avx512(NK_WEIGHTED_ARGS);
void nk_flash_attention_avx2(NK_FLASH_ARGS);
void nk_flash_attention_avx512(NK_FLASH_ARGS);
void nk_exp_avx2(float *x, int n);
void nk_exp_avx512(float *x, int n);
void nk_rope_neox_avx2(float *x, int heads, int headDim, const float *cosines, const float *sines);
void nk_geglu_half_avx512(const float *gate, const float *up, int n, const float *table, float *out);
#endif

/// Calls `body(R, …)` with the literal R equal to `tokens` (1 ... NK_DECODE_ROWS), so that an
/// always-inline body's loops over the tokens unroll and its accumulators stay in registers.
#define NK_FOR_TOKEN_COUNT(tokens, body, ...) \
    switch (tokens) { \
    case 1: body(1, __VA_ARGS__); break; case 2: body(2, __VA_ARGS__); break; \
    case 3: body(3, __VA_ARGS__); break; case 4: body(4, __VA_ARGS__); break; \
    case 5: body(5, __VA_ARGS__); break; case 6: body(6, __VA_ARGS__); break; \
    case 7: body(7, __VA_ARGS__); break; case 8: body(8, __VA_ARGS__); break; \
    default: break; }
#define NK_DECODE_ROWS_PASS base, rowBytes, count, n, tokens, q, qscale, blockSum, y, yStride

/// IEEE binary16 bits -> float, portable (the x86 variants use F16C).
static inline float nk_half_to_float(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF, bits;
    if (exponent == 0) {
        if (mantissa == 0) bits = sign;
        else {  // subnormal: normalize
            exponent = 127 - 15 + 1;
            while (!(mantissa & 0x400)) { mantissa <<= 1; exponent--; }
            bits = sign | (exponent << 23) | ((mantissa & 0x3FF) << 13);
        }
    } else if (exponent == 31) bits = sign | 0x7F800000 | (mantissa << 13);
    else bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/// The 6-bit scale and minimum of sub-block j of a Q4_K block's 12 scale bytes.
static inline void nk_scale_min_k4(const uint8_t *q, int j, int *scale, int *minimum) {
    if (j < 4) { *scale = q[j] & 63; *minimum = q[j + 4] & 63; }
    else { *scale = (q[j + 4] & 0x0F) | ((q[j - 4] >> 6) << 4); *minimum = (q[j + 4] >> 4) | ((q[j] >> 6) << 4); }
}

/// Float -> binary16 bits, round to nearest even (as `halfBits(from:)`).
static inline uint16_t nk_half_bits(float value) {
    uint32_t bits;
    memcpy(&bits, &value, 4);
    const uint16_t sign = (uint16_t)((bits >> 16) & 0x8000);
    const int exponent = (int)((bits >> 23) & 0xFF);
    uint32_t mantissa = bits & 0x7FFFFF;
    if (exponent == 0xFF) return sign | 0x7C00 | (mantissa ? 0x200 : 0);
    const int e = exponent - 127 + 15;
    if (e >= 0x1F) return sign | 0x7C00;
    if (e <= 0) {
        if (e < -10) return sign;
        mantissa |= 0x800000;
        const uint32_t shift = (uint32_t)(14 - e);
        uint32_t half = mantissa >> shift;
        const uint32_t rest = mantissa & ((1u << shift) - 1), halfway = 1u << (shift - 1);
        if (rest > halfway || (rest == halfway && (half & 1))) half++;
        return sign | (uint16_t)half;
    }
    uint32_t half = ((uint32_t)e << 10) | (mantissa >> 13);
    const uint32_t rest = mantissa & 0x1FFF;
    if (rest > 0x1000 || (rest == 0x1000 && (half & 1))) half++;
    return sign | (uint16_t)half;
}

/// `value` rounded to the nearest binary16 and back (as `roundedToHalf`): in binary16's normal
/// range the float's mantissa is rounded in place, elsewhere through the conversion.
///
/// Below binary16's normal range (|value| < 2^-14: most of a long softmax's probabilities) the
/// half values are the multiples of 2^-24, and adding 0.5 (whose float spacing is 2^-24) rounds
/// |value| to the nearest of them, ties to even, exactly as the conversion does; subtracting
/// 0.5 again is exact. That replaces the conversion's bit loop (~10% of a verification pass's
/// CPU time in the softmax) with two additions (which IEEE arithmetic, without fast-math, keeps).
static inline float nk_rounded_to_half(float value) {
    uint32_t bits;
    memcpy(&bits, &value, 4);
    const uint32_t exponent = (bits >> 23) & 0xFF;
    if (exponent >= 113 && exponent < 142) {
        bits = (bits + 0x0FFF + ((bits >> 13) & 1)) & 0xFFFFE000u;
        float rounded;
        memcpy(&rounded, &bits, 4);
        return rounded;
    }
    if (exponent < 113) {
        const float magnitude = (bits >> 31) ? -value : value, rounded = (magnitude + 0.5f) - 0.5f;
        return (bits >> 31) ? -rounded : rounded;
    }
    return nk_half_to_float(nk_half_bits(value));
}

static inline uint16_t nk_load_u16(const uint8_t *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static inline uint32_t nk_load_u32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

/// A Q5_0 / Q5_1 block's 32 values: nibble i of `qs` (low: value i, high: value i + 16) topped by
/// bit i (i + 16) of `high` as the fifth bit, minus `offset` (16 for Q5_0, 0 for Q5_1).
static inline __attribute__((always_inline)) void nk_unpack_nibbles_fifth(const uint8_t *qs, uint32_t high, int offset, int8_t *w) {
    for (int i = 0; i < 16; i++) {
        w[i] = (int8_t)(((qs[i] & 15) | (((high >> i) & 1) << 4)) - offset);
        w[i + 16] = (int8_t)(((qs[i] >> 4) | (((high >> (i + 16)) & 1) << 4)) - offset);
    }
}

/// The 256 2-bit values of a Q2_K / Q3_K block's 64 bytes `qs`: value v is bits 2·((v % 128) / 32)
/// of byte 32·(v / 128) + v % 32.
static inline __attribute__((always_inline)) void nk_unpack_two_bits(const uint8_t *qs, int8_t *w) {
    for (int v = 0; v < 256; v++) w[v] = (int8_t)((qs[32 * (v / 128) + v % 32] >> (2 * ((v % 128) / 32))) & 3);
}

/// Signed 6-bit scale j (0 ... 15) of a Q3_K block's 12 scale bytes: the low 4 bits from a nibble
/// of bytes 0-7 (byte j, or the high nibble of byte j − 8), the top 2 from bits 2·(j / 4) of byte
/// 8 + j % 4, minus 32 (as `Dequantize.scale3K`).
static inline int nk_scale_q3_K(const uint8_t *scales, int j) {
    const int low = j < 8 ? scales[j] & 15 : scales[j - 8] >> 4, high = (scales[8 + j % 4] >> (2 * (j / 4))) & 3;
    return (low | (high << 4)) - 32;
}
#endif
