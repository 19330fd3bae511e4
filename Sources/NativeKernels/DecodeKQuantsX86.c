// nk_decode_q4_K / q5_K / q6_K on x86-64: 32 values per 256-bit register, products summed by
// 4 into 8 int32 lanes (`vpdpbusd` with VNNI, `vpmaddubsw` + `vpmaddwd` without: the same lanes,
// so the two variants agree bit for bit), the sub-block scales multiplied into the lanes in
// int32, one conversion and fused multiply-add per 256-value block.
#if defined(__x86_64__)
#include "Variants.h"
#include "X86.h"

/// Unsigned bytes u · signed bytes s -> 8 int32 lanes of 4 products each.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) __m256i dot_avx2(__m256i u, __m256i s) {
    return _mm256_madd_epi16(_mm256_maddubs_epi16(u, s), _mm256_set1_epi16(1));
}
static inline NK_TARGET_VNNI __attribute__((always_inline)) __m256i dot_vnni(__m256i u, __m256i s) {
    return _mm256_dpbusd_epi32(_mm256_setzero_si256(), u, s);
}

/// Q4_K and Q5_K (`fifth` 1: Q4_K's layout with 32 bytes of fifth bits before the nibbles, bit j
/// of byte l the fifth bit of value l of sub-block j, so the unsigned values reach 31: pairs at
/// most 2 · 31 · 128 in `vpmaddubsw`, no saturation). With `fifth` 0 the bit terms fold away.
#define NK_K_NIBBLES_BODY(fifth, dot)                                                                         \
    const __m256i low4 = _mm256_set1_epi8(15), one = _mm256_set1_epi8(1);                                     \
    for (int r = 0; r < count; r++) {                                                                        \
        const uint8_t *row = base + (size_t)r * rowBytes;                                                    \
        __m256 acc = _mm256_setzero_ps();                                                                     \
        float minimum = 0;                                                                                    \
        for (int b = 0; b < n / 256; b++) {                                                                   \
            const uint8_t *block = row + (fifth ? 176 : 144) * b, *nibbles = block + (fifth ? 48 : 16);       \
            const int8_t *x = q + 256 * b;                                                                    \
            const __m256i high = fifth ? _mm256_loadu_si256((const __m256i *)(block + 16)) : _mm256_setzero_si256(); \
            __m256i sums = _mm256_setzero_si256();                                                           \
            int32_t minimumSum = 0;                                                                           \
            for (int g = 0; g < 4; g++) {                                                                     \
                int sc0, m0, sc1, m1;                                                                         \
                nk_scale_min_k4(block + 4, 2 * g, &sc0, &m0);                                                 \
                nk_scale_min_k4(block + 4, 2 * g + 1, &sc1, &m1);                                             \
                const __m256i bytes = _mm256_loadu_si256((const __m256i *)(nibbles + 32 * g));               \
                const __m256i bit0 = _mm256_and_si256(_mm256_srli_epi16(high, 2 * g), one);                   \
                const __m256i bit1 = _mm256_and_si256(_mm256_srli_epi16(high, 2 * g + 1), one);               \
                const __m256i lo = _mm256_or_si256(_mm256_and_si256(bytes, low4), _mm256_slli_epi16(bit0, 4)); \
                const __m256i hi = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(bytes, 4), low4), _mm256_slli_epi16(bit1, 4)); \
                const __m256i d0 = dot(lo, _mm256_loadu_si256((const __m256i *)(x + 64 * g)));                \
                const __m256i d1 = dot(hi, _mm256_loadu_si256((const __m256i *)(x + 64 * g + 32)));           \
                sums = _mm256_add_epi32(sums, _mm256_add_epi32(_mm256_mullo_epi32(d0, _mm256_set1_epi32(sc0)), \
                                                               _mm256_mullo_epi32(d1, _mm256_set1_epi32(sc1)))); \
                minimumSum += m0 * blockSum[8 * b + 2 * g] + m1 * blockSum[8 * b + 2 * g + 1];                \
            }                                                                                                 \
            const float da = qscale[16 * b];                                                                  \
            acc = _mm256_fmadd_ps(_mm256_set1_ps(_cvtsh_ss(nk_load_u16(block)) * da), _mm256_cvtepi32_ps(sums), acc); \
            minimum -= (_cvtsh_ss(nk_load_u16(block + 2)) * da) * (float)minimumSum;                          \
        }                                                                                                     \
        y[r] = nk_hsum8(acc) + minimum;                                                                          \
    }

NK_TARGET_AVX2 void nk_decode_q4_K_avx2(NK_DECODE_K_ARGS) { NK_K_NIBBLES_BODY(0, dot_avx2) }
NK_TARGET_VNNI void nk_decode_q4_K_vnni(NK_DECODE_K_ARGS) { NK_K_NIBBLES_BODY(0, dot_vnni) }
NK_TARGET_AVX2 void nk_decode_q5_K_avx2(NK_DECODE_K_ARGS) { NK_K_NIBBLES_BODY(1, dot_avx2) }
NK_TARGET_VNNI void nk_decode_q5_K_vnni(NK_DECODE_K_ARGS) { NK_K_NIBBLES_BODY(1, dot_vnni) }

/// Half h (128 values) of a Q6_K block as 4 × 32 unsigned 6-bit values, each a low nibble topped
/// by 2 high bits (the value plus 32): w[k] holds values 128h + 32k ... + 31.
static inline NK_TARGET_AVX2 __attribute__((always_inline)) void q6_K_values(const uint8_t *block, int h, __m256i w[4]) {
    const __m256i low4 = _mm256_set1_epi8(15), two = _mm256_set1_epi8(3);
    const __m256i ql0 = _mm256_loadu_si256((const __m256i *)(block + 64 * h));
    const __m256i ql1 = _mm256_loadu_si256((const __m256i *)(block + 64 * h + 32));
    const __m256i qh = _mm256_loadu_si256((const __m256i *)(block + 128 + 32 * h));
    w[0] = _mm256_or_si256(_mm256_and_si256(ql0, low4), _mm256_slli_epi16(_mm256_and_si256(qh, two), 4));
    w[1] = _mm256_or_si256(_mm256_and_si256(ql1, low4), _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2), two), 4));
    w[2] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql0, 4), low4), _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 4), two), 4));
    w[3] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql1, 4), low4), _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 6), two), 4));
}

/// Q6_K: the 6-bit values minus 32 (signed), |w| times sign(w)·a; lanes 0-3 belong to the first
/// 16 values (scale sc_a), lanes 4-7 to the next 16 (sc_b).
#define NK_Q6_K_BODY(dot)                                                                                     \
    (void)blockSum;                                                                                           \
    const __m256i offset = _mm256_set1_epi8(32);                                                              \
    for (int r = 0; r < count; r++) {                                                                        \
        const uint8_t *row = base + (size_t)r * rowBytes;                                                    \
        __m256 acc = _mm256_setzero_ps();                                                                     \
        for (int b = 0; b < n / 256; b++) {                                                                   \
            const uint8_t *block = row + 210 * b;                                                             \
            const int8_t *x = q + 256 * b, *sc = (const int8_t *)(block + 192);                              \
            __m256i sums = _mm256_setzero_si256();                                                           \
            for (int h = 0; h < 2; h++) {                                                                     \
                __m256i w[4];                                                                                 \
                q6_K_values(block, h, w);                                                                     \
                for (int k = 0; k < 4; k++) {                                                                 \
                    const __m256i v = _mm256_sub_epi8(w[k], offset);                                          \
                    const __m256i a = _mm256_loadu_si256((const __m256i *)(x + 128 * h + 32 * k));            \
                    const __m256i d = dot(_mm256_sign_epi8(v, v), _mm256_sign_epi8(a, v));                    \
                    const int s0 = sc[8 * h + 2 * k], s1 = sc[8 * h + 2 * k + 1];                            \
                    const __m256i scales = _mm256_set_epi32(s1, s1, s1, s1, s0, s0, s0, s0);                  \
                    sums = _mm256_add_epi32(sums, _mm256_mullo_epi32(d, scales));                             \
                }                                                                                             \
            }                                                                                                 \
            acc = _mm256_fmadd_ps(_mm256_set1_ps(_cvtsh_ss(nk_load_u16(block + 208)) * qscale[16 * b]), _mm256_cvtepi32_ps(sums), acc); \
        }                                                                                                     \
        y[r] = nk_hsum8(acc);                                                                                    \
    }

NK_TARGET_AVX2 void nk_decode_q6_K_avx2(NK_DECODE_K_ARGS) { NK_Q6_K_BODY(dot_avx2) }
NK_TARGET_VNNI void nk_decode_q6_K_vnni(NK_DECODE_K_ARGS) { NK_Q6_K_BODY(dot_vnni) }
// Several tokens per weight block (nk_decode_rows_*): the nibbles, 6-bit values and sub-block
// scales are unpacked once per block, then each token's int32 lanes, fused multiply-add and
// minimum term are computed as the one-token bodies above compute them.
#define NK_Q4_K_ROWS_BODY(name, target, dot)                                                                  \
    static inline target __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS) {         \
        (void)tokens;                                                                                         \
        const __m256i low4 = _mm256_set1_epi8(15);                                                            \
        NK_DECODE_ROWS_FRAME(256, 144, 1,                                                                     \
            __m256i sums[NK_DECODE_ROWS];                                                                     \
            int32_t minimumSum[NK_DECODE_ROWS];                                                               \
            for (int t = 0; t < R; t++) { sums[t] = _mm256_setzero_si256(); minimumSum[t] = 0; }              \
            for (int g = 0; g < 4; g++) {                                                                     \
                int sc0, m0, sc1, m1;                                                                         \
                nk_scale_min_k4(block + 4, 2 * g, &sc0, &m0);                                                 \
                nk_scale_min_k4(block + 4, 2 * g + 1, &sc1, &m1);                                             \
                const __m256i bytes = _mm256_loadu_si256((const __m256i *)(block + 16 + 32 * g));            \
                const __m256i lo = _mm256_and_si256(bytes, low4), hi = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), low4); \
                const __m256i s0 = _mm256_set1_epi32(sc0), s1 = _mm256_set1_epi32(sc1);                       \
                for (int t = 0; t < R; t++) {                                                                 \
                    const int8_t *x = q + (size_t)t * n + 256 * b;                                            \
                    const int32_t *bs = blockSum + (size_t)t * (n / 32) + 8 * b;                              \
                    const __m256i d0 = dot(lo, _mm256_loadu_si256((const __m256i *)(x + 64 * g)));            \
                    const __m256i d1 = dot(hi, _mm256_loadu_si256((const __m256i *)(x + 64 * g + 32)));       \
                    sums[t] = _mm256_add_epi32(sums[t], _mm256_add_epi32(_mm256_mullo_epi32(d0, s0), _mm256_mullo_epi32(d1, s1))); \
                    minimumSum[t] += m0 * bs[2 * g] + m1 * bs[2 * g + 1];                                     \
                }                                                                                             \
            }                                                                                                 \
            const float d = _cvtsh_ss(nk_load_u16(block)), dmin = _cvtsh_ss(nk_load_u16(block + 2));          \
            for (int t = 0; t < R; t++) {                                                                     \
                const float da = qscale[(size_t)t * (n / 16) + 16 * b];                                       \
                acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * da), _mm256_cvtepi32_ps(sums[t]), acc[t]);        \
                minimum[t] -= (dmin * da) * (float)minimumSum[t];                                             \
            })                                                                                                \
    }

#define NK_Q6_K_ROWS_BODY(name, target, dot)                                                                  \
    static inline target __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS) {         \
        (void)tokens; (void)blockSum;                                                                         \
        const __m256i offset = _mm256_set1_epi8(32);                                                          \
        NK_DECODE_ROWS_FRAME(256, 210, 0,                                                                     \
            const int8_t *sc = (const int8_t *)(block + 192);                                                 \
            __m256i sums[NK_DECODE_ROWS];                                                                     \
            for (int t = 0; t < R; t++) sums[t] = _mm256_setzero_si256();                                     \
            for (int h = 0; h < 2; h++) {                                                                     \
                __m256i w[4];                                                                                 \
                q6_K_values(block, h, w);                                                                     \
                for (int k = 0; k < 4; k++) {                                                                 \
                    const __m256i v = _mm256_sub_epi8(w[k], offset), magnitude = _mm256_sign_epi8(v, v);     \
                    const int s0 = sc[8 * h + 2 * k], s1 = sc[8 * h + 2 * k + 1];                            \
                    const __m256i scales = _mm256_set_epi32(s1, s1, s1, s1, s0, s0, s0, s0);                  \
                    for (int t = 0; t < R; t++) {                                                             \
                        const __m256i a = _mm256_loadu_si256((const __m256i *)(q + (size_t)t * n + 256 * b + 128 * h + 32 * k)); \
                        const __m256i d = dot(magnitude, _mm256_sign_epi8(a, v));                             \
                        sums[t] = _mm256_add_epi32(sums[t], _mm256_mullo_epi32(d, scales));                   \
                    }                                                                                         \
                }                                                                                             \
            }                                                                                                 \
            const float d = _cvtsh_ss(nk_load_u16(block + 208));                                              \
            for (int t = 0; t < R; t++)                                                                       \
                acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * qscale[(size_t)t * (n / 16) + 16 * b]), _mm256_cvtepi32_ps(sums[t]), acc[t]); \
        )                                                                                                     \
    }

// A rows body at both levels (`vpmaddubsw` + `vpmaddwd`, `vpdpbusd`), with their entry points.
#define NK_K_ROWS_LEVELS(type, body)                                                                          \
    body(type##_rows_avx2, NK_TARGET_AVX2, dot_avx2)                                                          \
    body(type##_rows_vnni, NK_TARGET_VNNI, dot_vnni)                                                          \
    NK_DECODE_ROWS_ENTRIES(type)

NK_K_ROWS_LEVELS(q4_K, NK_Q4_K_ROWS_BODY)
NK_K_ROWS_LEVELS(q6_K, NK_Q6_K_ROWS_BODY)
#endif
