// nk_decode_q8_0 / q4_0 / q5_0 / q4_1 on x86-64, in ggml's AVX2 shape: one 32-value block per
// 256-bit register, |w| times sign(w)·a summed by 4 into 8 int32 lanes (`vpdpbusd` with VNNI,
// `vpmaddubsw` + `vpmaddwd` without), one fused multiply-add of the lanes with d_w · d_a per
// block, `hsum_float_8` at the end. Same lanes, same order of float operations as llama.cpp's
// `ggml_vec_dot_q8_0_q8_0` / `_q5_0_q8_0`, so the two variants give identical outputs.
#if defined(__x86_64__)
#include "Variants.h"
#include "X86.h"

static inline NK_TARGET_AVX2 __attribute__((always_inline)) float half_at(const uint8_t *p) {
    return _cvtsh_ss(nk_load_u16(p));
}

/// 32 signed bytes `w` · 32 signed bytes `x` -> 8 float lanes, lane j = Σ products 4j ... 4j+3.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256 products_avx2(__m256i w, __m256i x) {
    const __m256i pairs = _mm256_maddubs_epi16(_mm256_sign_epi8(w, w), _mm256_sign_epi8(x, w));
    return _mm256_cvtepi32_ps(_mm256_madd_epi16(pairs, _mm256_set1_epi16(1)));
}

static inline NK_TARGET_VNNI __attribute__((always_inline)) __m256 products_vnni(__m256i w, __m256i x) {
    return _mm256_cvtepi32_ps(_mm256_dpbusd_epi32(_mm256_setzero_si256(), _mm256_sign_epi8(w, w), _mm256_sign_epi8(x, w)));
}

/// Q4_0 block -> 32 signed bytes: nibble − 8 (ggml's bytes_from_nibbles_32 minus 8).
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256i q4_0_bytes(const uint8_t *block) {
    const __m128i packed = _mm_loadu_si128((const __m128i *)(block + 2));
    const __m256i nibbles = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), _mm256_set1_epi8(15));
    return _mm256_sub_epi8(nibbles, _mm256_set1_epi8(8));
}

/// Q5_0 block -> 32 signed bytes: nibble | (0xF0 where the fifth bit is clear), i.e. value − 16.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256i q5_0_bytes_avx2(const uint8_t *block) {
    const __m128i packed = _mm_loadu_si128((const __m128i *)(block + 6));
    const __m256i nibbles = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), _mm256_set1_epi8(15));
    // Byte i of the 32 high bits -> 0xFF where bit i is set (ggml's bytes_from_bits_32).
    const __m256i shuffle = _mm256_set_epi64x(0x0303030303030303, 0x0202020202020202, 0x0101010101010101, 0);
    __m256i bits = _mm256_shuffle_epi8(_mm256_set1_epi32((int)nk_load_u32(block + 2)), shuffle);
    bits = _mm256_cmpeq_epi8(_mm256_or_si256(bits, _mm256_set1_epi64x(0x7fbfdfeff7fbfdfe)), _mm256_set1_epi64x(-1));
    return _mm256_or_si256(nibbles, _mm256_andnot_si256(bits, _mm256_set1_epi8((char)0xF0)));
}

static inline NK_TARGET_VNNI __attribute__((always_inline)) __m256i q5_0_bytes_vnni(const uint8_t *block) {
    const __m128i packed = _mm_loadu_si128((const __m128i *)(block + 6));
    const __m256i nibbles = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), _mm256_set1_epi8(15));
    const __m256i bits = _mm256_movm_epi8((__mmask32)nk_load_u32(block + 2));
    return _mm256_or_si256(nibbles, _mm256_andnot_si256(bits, _mm256_set1_epi8((char)0xF0)));
}

#define NK_DECODE_BODY(blockBytes, weightBytes, products)                                         \
    for (int r = 0; r < count; r++) {                                                               \
        const uint8_t *row = base + (size_t)r * rowBytes;                                          \
        __m256 acc = _mm256_setzero_ps();                                                           \
        for (int b = 0; b < n / 32; b++) {                                                          \
            const uint8_t *block = row + (blockBytes) * b;                                          \
            const __m256 d = _mm256_set1_ps(half_at(block) * qscale[2 * b]);                            \
            const __m256i x = _mm256_loadu_si256((const __m256i *)(q + 32 * b));                    \
            acc = _mm256_fmadd_ps(d, products(weightBytes, x), acc);                                \
        }                                                                                           \
        y[r] = nk_hsum8(acc);                                                                   \
    }

NK_TARGET_AVX2 void nk_decode_q8_0_avx2(NK_DECODE_ARGS) {
    NK_DECODE_BODY(34, _mm256_loadu_si256((const __m256i *)(block + 2)), products_avx2)
}

NK_TARGET_VNNI void nk_decode_q8_0_vnni(NK_DECODE_ARGS) {
    NK_DECODE_BODY(34, _mm256_loadu_si256((const __m256i *)(block + 2)), products_vnni)
}

NK_TARGET_AVX2 void nk_decode_q4_0_avx2(NK_DECODE_ARGS) {
    NK_DECODE_BODY(18, q4_0_bytes(block), products_avx2)
}

NK_TARGET_VNNI void nk_decode_q4_0_vnni(NK_DECODE_ARGS) {
    NK_DECODE_BODY(18, q4_0_bytes(block), products_vnni)
}

NK_TARGET_AVX2 void nk_decode_q5_0_avx2(NK_DECODE_ARGS) {
    NK_DECODE_BODY(22, q5_0_bytes_avx2(block), products_avx2)
}

NK_TARGET_VNNI void nk_decode_q5_0_vnni(NK_DECODE_ARGS) {
    NK_DECODE_BODY(22, q5_0_bytes_vnni(block), products_vnni)
}
// Q4_1: unsigned nibbles, so no sign trick: the nibbles are the unsigned operand of `vpmaddubsw`
// (pairs at most 2 · 15 · 128, no saturation) or `vpdpbusd`, the activations the signed one; the
// two give the same integers. As ggml's `ggml_vec_dot_q4_1_q8_1`: the block's lanes times d · d_a
// in one fused multiply-add, the minimum m · s (s the q8_1 sum) in a float summed in block order.

/// Q4_1 block -> 32 unsigned bytes 0 ... 15 (ggml's bytes_from_nibbles_32).
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256i q4_1_bytes(const uint8_t *block) {
    const __m128i packed = _mm_loadu_si128((const __m128i *)(block + 4));
    return _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), _mm256_set1_epi8(15));
}

/// 32 unsigned bytes `w` · 32 signed bytes `x` -> 8 float lanes, lane j = Σ products 4j ... 4j+3.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256 unsigned_products_avx2(__m256i w, __m256i x) {
    return _mm256_cvtepi32_ps(_mm256_madd_epi16(_mm256_maddubs_epi16(w, x), _mm256_set1_epi16(1)));
}

static inline NK_TARGET_VNNI __attribute__((always_inline)) __m256 unsigned_products_vnni(__m256i w, __m256i x) {
    return _mm256_cvtepi32_ps(_mm256_dpbusd_epi32(_mm256_setzero_si256(), w, x));
}

#define NK_DECODE_Q4_1_BODY(products)                                                               \
    for (int r = 0; r < count; r++) {                                                               \
        const uint8_t *row = base + (size_t)r * rowBytes;                                          \
        __m256 acc = _mm256_setzero_ps();                                                           \
        float minimum = 0;                                                                          \
        for (int b = 0; b < n / 32; b++) {                                                          \
            const uint8_t *block = row + 20 * b;                                                    \
            minimum += half_at(block + 2) * qsum[b];                                                \
            const __m256 d = _mm256_set1_ps(half_at(block) * qscale[2 * b]);                        \
            const __m256i x = _mm256_loadu_si256((const __m256i *)(q + 32 * b));                    \
            acc = _mm256_fmadd_ps(d, products(q4_1_bytes(block), x), acc);                          \
        }                                                                                           \
        y[r] = nk_hsum8(acc) + minimum;                                                         \
    }

NK_TARGET_AVX2 void nk_decode_q4_1_avx2(NK_DECODE_Q4_1_ARGS) { NK_DECODE_Q4_1_BODY(unsigned_products_avx2) }
NK_TARGET_VNNI void nk_decode_q4_1_vnni(NK_DECODE_Q4_1_ARGS) { NK_DECODE_Q4_1_BODY(unsigned_products_vnni) }

// Several tokens per weight block (nk_decode_rows_*): the block is loaded, its signs taken and
// its scale converted once, then each token's lanes are computed as NK_DECODE_BODY computes them.
#define NK_DECODE_ROWS_BODY(name, target, blockBytes, weightBytes, products)                       \
    static inline target __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS) { \
        (void)tokens; (void)blockSum;                                                               \
        NK_DECODE_ROWS_FRAME(32, blockBytes, 0,                                                     \
            const __m256i w = weightBytes, magnitude = _mm256_sign_epi8(w, w);                      \
            const float dw = half_at(block);                                                        \
            for (int t = 0; t < R; t++) {                                                           \
                const __m256i x = _mm256_loadu_si256((const __m256i *)(q + (size_t)t * n + 32 * b)); \
                const __m256 d = _mm256_set1_ps(dw * qscale[(size_t)t * (n / 16) + 2 * b]);         \
                acc[t] = _mm256_fmadd_ps(d, products(magnitude, _mm256_sign_epi8(x, w)), acc[t]);   \
            })                                                                                      \
    }

/// products_avx2 with |w| and sign(w)·x already taken.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256 signed_products_avx2(__m256i magnitude, __m256i x) {
    return _mm256_cvtepi32_ps(_mm256_madd_epi16(_mm256_maddubs_epi16(magnitude, x), _mm256_set1_epi16(1)));
}

NK_DECODE_ROWS_BODY(q8_0_rows_avx2, NK_TARGET_AVX2, 34, _mm256_loadu_si256((const __m256i *)(block + 2)), signed_products_avx2)
NK_DECODE_ROWS_BODY(q5_0_rows_avx2, NK_TARGET_AVX2, 22, q5_0_bytes_avx2(block), signed_products_avx2)

// VNNI, fewer instructions per token: `vpdpbusd` takes the unsigned operand from the activations
// (x + 128, i.e. x ^ 0x80) and the signed one from the weights, starting from −128 · Σw per lane
// (once per block): lane j = −128 Σw + Σ (x + 128) w = Σ x·w, the integers the sign trick gives
// (|w| · sign(x, w) = x·w for every x ≠ −128; 8-bit decode activations lie in −127 ... 127), so
// the same float operations follow. No `vpsignb` and no zeroed accumulator per token, and the
// step d_w · d_x is one multiply with a broadcast operand.
#define NK_DECODE_ROWS_BODY_VNNI(name, blockBytes, weightBytes)                                     \
    static inline NK_TARGET_VNNI __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS) { \
        (void)tokens; (void)blockSum;                                                               \
        const __m256i flip = _mm256_set1_epi8((char)0x80);                                          \
        NK_DECODE_ROWS_FRAME(32, blockBytes, 0,                                                     \
            const __m256i w = weightBytes;                                                          \
            const __m256i offset = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_dpbusd_epi32(_mm256_setzero_si256(), flip, w)); \
            const __m256 dw = _mm256_set1_ps(half_at(block));                                       \
            for (int t = 0; t < R; t++) {                                                           \
                const __m256i x = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + (size_t)t * n + 32 * b)), flip); \
                const __m256 d = _mm256_mul_ps(dw, _mm256_set1_ps(qscale[(size_t)t * (n / 16) + 2 * b])); \
                acc[t] = _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(_mm256_dpbusd_epi32(offset, x, w)), acc[t]); \
            })                                                                                      \
    }

NK_DECODE_ROWS_BODY_VNNI(q8_0_rows_vnni, 34, _mm256_loadu_si256((const __m256i *)(block + 2)))
NK_DECODE_ROWS_BODY_VNNI(q5_0_rows_vnni, 22, q5_0_bytes_vnni(block))

// Q4_1 rows: the nibbles unpacked and the block's d and m converted once, then per token the
// statements of NK_DECODE_Q4_1_BODY; `blockSum` carries the float q8_1 sums (Variants.h).
#define NK_DECODE_ROWS_BODY_Q4_1(name, target, products)                                           \
    static inline target __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS) { \
        (void)tokens;                                                                               \
        const float *qsum = (const float *)blockSum;                                                \
        NK_DECODE_ROWS_FRAME(32, 20, 1,                                                             \
            const __m256i w = q4_1_bytes(block);                                                    \
            const float dw = half_at(block), m = half_at(block + 2);                                \
            for (int t = 0; t < R; t++) {                                                           \
                minimum[t] += m * qsum[(size_t)t * (n / 32) + b];                                   \
                const __m256i x = _mm256_loadu_si256((const __m256i *)(q + (size_t)t * n + 32 * b)); \
                const __m256 d = _mm256_set1_ps(dw * qscale[(size_t)t * (n / 16) + 2 * b]);         \
                acc[t] = _mm256_fmadd_ps(d, products(w, x), acc[t]);                                \
            })                                                                                      \
    }

NK_DECODE_ROWS_BODY_Q4_1(q4_1_rows_avx2, NK_TARGET_AVX2, unsigned_products_avx2)
NK_DECODE_ROWS_BODY_Q4_1(q4_1_rows_vnni, NK_TARGET_VNNI, unsigned_products_vnni)

NK_DECODE_ROWS_ENTRIES(q4_1)
NK_DECODE_ROWS_ENTRIES(q8_0)
NK_DECODE_ROWS_ENTRIES(q5_0)
#endif
