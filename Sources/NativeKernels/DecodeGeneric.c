// Every format's decode in portable C, one token (nk_decode_*_generic) and several
// (nk_decode_rows_*_generic): one always-inline body per format over NK_GENERIC_ROWS, in which a
// weight block is decoded once to integers, then for each token the integer block sums are formed
// exactly as llama.cpp's `ggml_vec_dot_*_q8_*` forms them, and turned to float once per block. The
// one-token entry is the same body with one token, so the rows kernels equal it bit for bit by
// construction. For Q5_1, Q2_K, Q3_K, IQ4_NL and IQ4_XS these are the only bodies (Dispatch.c).
#include "Variants.h"

/// The 16 values an IQ4 nibble stands for (ggml's `kvalues_iq4nl`).
static const int8_t nk_iq4_values[16] = {-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113};

/// Σ w[i] · x[i] over `count` values, exact in int32.
static inline __attribute__((always_inline)) int32_t nk_dot_i8(const int8_t *w, const int8_t *x, const int count) {
    int32_t sum = 0;
    for (int i = 0; i < count; i++) sum += w[i] * x[i];
    return sum;
}

/// Σ_g scale[g] · Σ_{i in group g} w[i] · x[i] over `groups` groups of `size` values, exact.
static inline __attribute__((always_inline)) int32_t nk_scaled_dot(const int8_t *w, const int *scale, const int8_t *x, const int groups,
                                                                   const int size) {
    int32_t sum = 0;
    for (int g = 0; g < groups; g++) sum += scale[g] * nk_dot_i8(w + size * g, x + size * g, size);
    return sum;
}

/// Σ w[i] · x[i] with 16-bit weights (Q6_K's scale · value), exact in int32.
static inline __attribute__((always_inline)) int32_t nk_dot_i16_i8(const int16_t *w, const int8_t *x, const int count) {
    int32_t sum = 0;
    for (int i = 0; i < count; i++) sum += w[i] * x[i];
    return sum;
}

/// Σ_g scale[g] · sums[g] (a K-quant's minimum term from the activation sums per 32), exact.
static inline __attribute__((always_inline)) int32_t nk_scaled_sum(const int *scale, const int32_t *sums, const int groups) {
    int32_t sum = 0;
    for (int g = 0; g < groups; g++) sum += scale[g] * sums[g];
    return sum;
}

/// Σ_g scale[g] · Σ_{i in group g} x[i] over `groups` groups of `size` (Q2_K's minimum term), exact.
static inline __attribute__((always_inline)) int32_t nk_scaled_sum_i8(const int *scale, const int8_t *x, const int groups, const int size) {
    int32_t sum = 0;
    for (int g = 0; g < groups; g++) {
        int32_t activationSum = 0;
        for (int i = 0; i < size; i++) activationSum += x[size * g + i];
        sum += scale[g] * activationSum;
    }
    return sum;
}

/// The loop of every body here, for R tokens: for each weight row o and block b (`values` weights
/// in `bytes` bytes at `block`), the statements `...` once (decoding the block into what the terms
/// read), then for each token t, with `x` its block's activations and `da` its step (qscale per 16
/// values): total[t] += term; with `hasMinimum`, minimum[t] += minimumTerm, kept apart and added
/// at the end (as the SIMD bodies add theirs). y[t · yStride + o] is the row's output for token t.
#define NK_GENERIC_ROWS(values, bytes, hasMinimum, term, minimumTerm, ...)                            \
    for (int o = 0; o < count; o++) {                                                                \
        const uint8_t *row = base + (size_t)o * rowBytes;                                           \
        float total[NK_DECODE_ROWS], minimum[NK_DECODE_ROWS];                                        \
        for (int t = 0; t < R; t++) { total[t] = 0; minimum[t] = 0; }                                \
        for (int b = 0; b < n / (values); b++) {                                                     \
            const uint8_t *block = row + (size_t)(bytes) * b;                                        \
            __VA_ARGS__                                                                              \
            for (int t = 0; t < R; t++) {                                                            \
                const int8_t *x = q + (size_t)t * n + (size_t)(values) * b;                          \
                const float da = qscale[(size_t)t * (n / 16) + (size_t)((values) / 16) * b];         \
                total[t] += term;                                                                    \
                if (hasMinimum) minimum[t] += minimumTerm;                                           \
            }                                                                                        \
        }                                                                                            \
        for (int t = 0; t < R; t++) y[t * yStride + o] = (hasMinimum) ? total[t] + minimum[t] : total[t]; \
    }
#define NK_BODY(name) static inline __attribute__((always_inline)) void name(const int R, NK_DECODE_ROWS_ARGS)
#define NK_HALF(offset) nk_half_to_float(nk_load_u16(block + (offset)))

/// Q8_0 (34-byte blocks: binary16 d, 32 int8): (d · d_a) · Σ w·a.
NK_BODY(q8_0_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(32, 34, 0, (d * da) * (float)nk_dot_i8(w, x, 32), 0,
                    const int8_t *w = (const int8_t *)(block + 2); const float d = NK_HALF(0);)
}

/// Q4_0 (18-byte blocks: binary16 d, nibbles − 8; low nibbles values 0 ... 15, high 16 ... 31).
NK_BODY(q4_0_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(32, 18, 0, (d * da) * (float)nk_dot_i8(w, x, 32), 0,
                    int8_t w[32];
                    for (int i = 0; i < 16; i++) { w[i] = (int8_t)((block[2 + i] & 15) - 8); w[i + 16] = (int8_t)((block[2 + i] >> 4) - 8); }
                    const float d = NK_HALF(0);)
}

/// Q5_0 (22-byte blocks: binary16 d, 32 fifth bits, nibbles; value − 16).
NK_BODY(q5_0_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(32, 22, 0, (d * da) * (float)nk_dot_i8(w, x, 32), 0,
                    int8_t w[32]; nk_unpack_nibbles_fifth(block + 6, nk_load_u32(block + 2), 16, w); const float d = NK_HALF(0);)
}

/// Q4_1 (20-byte blocks: binary16 d, m, nibbles) and Q5_1 (`fifth`: 24-byte blocks, 32 fifth bits
/// before the nibbles): value d·q + m; (d · d_a) · Σ q·a, and the minimum term m · s with the
/// activations' q8_1 sum s, which rides in the `blockSum` slot (see Variants.h).
static inline __attribute__((always_inline)) void q4_1_q5_1_rows(const int R, NK_DECODE_ROWS_ARGS, const int fifth) {
    (void)tokens;
    const float *qsum = (const float *)blockSum;
    NK_GENERIC_ROWS(32, fifth ? 24 : 20, 1, (d * da) * (float)nk_dot_i8(w, x, 32), m * qsum[(size_t)t * (n / 32) + b],
                    int8_t w[32]; nk_unpack_nibbles_fifth(block + (fifth ? 8 : 4), fifth ? nk_load_u32(block + 4) : 0, 0, w);
                    const float d = NK_HALF(0), m = NK_HALF(2);)
}
NK_BODY(q4_1_rows) { q4_1_q5_1_rows(R, NK_DECODE_ROWS_PASS, 0); }
NK_BODY(q5_1_rows) { q4_1_q5_1_rows(R, NK_DECODE_ROWS_PASS, 1); }

/// Q4_K (144-byte blocks of 256: binary16 d, dmin, 12 bytes of 6-bit scales and minimums, 128 of
/// nibbles) and Q5_K (`fifth`: 176 bytes, 32 bytes of fifth bits before the nibbles, bit j of byte
/// l for value l of sub-block j): (d · d_a) · Σ_j sc_j Σ q·a − (dmin · d_a) · Σ_j m_j Σ a, the
/// activation sums per 32 from `blockSum`.
static inline __attribute__((always_inline)) void k_nibbles_rows(const int R, NK_DECODE_ROWS_ARGS, const int fifth) {
    (void)tokens;
    NK_GENERIC_ROWS(256, fifth ? 176 : 144, 1, (d * da) * (float)nk_scaled_dot(w, sc, x, 8, 32),
                    (dmin * -da) * (float)nk_scaled_sum(m, blockSum + (size_t)t * (n / 32) + 8 * b, 8),
                    int sc[8], m[8];
                    for (int j = 0; j < 8; j++) nk_scale_min_k4(block + 4, j, &sc[j], &m[j]);
                    int8_t w[256];
                    for (int j = 0; j < 8; j++) {
                        for (int l = 0; l < 32; l++) {
                            const uint8_t byte = block[(fifth ? 48 : 16) + 32 * (j / 2) + l];
                            const int high = fifth ? ((block[16 + l] >> j) & 1) << 4 : 0;
                            w[32 * j + l] = (int8_t)((j % 2 == 0 ? byte & 15 : byte >> 4) | high);
                        }
                    }
                    const float d = NK_HALF(0), dmin = NK_HALF(2);)
}
NK_BODY(q4_K_rows) { k_nibbles_rows(R, NK_DECODE_ROWS_PASS, 0); }
NK_BODY(q5_K_rows) { k_nibbles_rows(R, NK_DECODE_ROWS_PASS, 1); }

/// Q6_K (210-byte blocks of 256: 128 bytes of low nibbles, 64 of 2-bit highs, 16 int8 scales,
/// binary16 d; value d·sc·(q − 32)): (d · d_a) · Σ sc·(q − 32)·a.
NK_BODY(q6_K_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(256, 210, 0, (d * da) * (float)nk_dot_i16_i8(w, x, 256), 0,
                    int16_t w[256];  // scale · (value − 32), at most 128 · 32 in magnitude
                    for (int i = 0; i < 256; i++) {
                        const int h = i / 128, k = (i % 128) / 32, l = i % 32;
                        const int nib = k < 2 ? block[64 * h + 32 * k + l] & 15 : block[64 * h + 32 * (k - 2) + l] >> 4;
                        const int high = (block[128 + 32 * h + l] >> (2 * k)) & 3;
                        w[i] = (int16_t)((int8_t)block[192 + i / 16] * ((nib | (high << 4)) - 32));
                    }
                    const float d = NK_HALF(208);)
}

/// Q2_K (84-byte blocks of 256: 16 bytes of 4-bit scale / 4-bit minimum pairs per 16 values, 64
/// bytes of 2-bit values, binary16 d, dmin): (d_a · d) · Σ_j sc_j Σ q·a − (d_a · dmin) · Σ_j m_j Σ a,
/// one statement as `ggml_vec_dot_q2_K_q8_K` (the activation sums per 16 formed here from `q`).
NK_BODY(q2_K_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(256, 84, 0, (da * d) * (float)nk_scaled_dot(w, sc, x, 16, 16) - (da * dmin) * (float)nk_scaled_sum_i8(m, x, 16, 16), 0,
                    int sc[16], m[16];
                    for (int j = 0; j < 16; j++) { sc[j] = block[j] & 15; m[j] = block[j] >> 4; }
                    int8_t w[256]; nk_unpack_two_bits(block + 16, w);
                    const float d = NK_HALF(80), dmin = NK_HALF(82);)
}

/// Q3_K (110-byte blocks of 256: 32 bytes of high bits, 64 of 2-bit values, 12 of signed 6-bit
/// scales per 16, binary16 d; value d·sc·(q − 4 unless its high bit is set)): (d · d_a) · Σ_j sc_j Σ q·a,
/// the integers of `ggml_vec_dot_q3_K_q8_K`.
NK_BODY(q3_K_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(256, 110, 0, (d * da) * (float)nk_scaled_dot(w, sc, x, 16, 16), 0,
                    int8_t w[256]; nk_unpack_two_bits(block + 32, w);
                    for (int v = 0; v < 256; v++) w[v] = (int8_t)(w[v] - (((block[v % 32] >> (v / 32)) & 1) ? 0 : 4));
                    int sc[16];
                    for (int j = 0; j < 16; j++) sc[j] = nk_scale_q3_K(block + 96, j);
                    const float d = NK_HALF(108);)
}

/// IQ4_NL (18-byte blocks of 32: binary16 d, nibbles as Q4_0's indexing `nk_iq4_values`):
/// (d_a · d) · Σ value·a, as `ggml_vec_dot_iq4_nl_q8_0`.
NK_BODY(iq4_nl_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(32, 18, 0, (da * d) * (float)nk_dot_i8(w, x, 32), 0,
                    int8_t w[32];
                    for (int i = 0; i < 16; i++) { w[i] = nk_iq4_values[block[2 + i] & 15]; w[i + 16] = nk_iq4_values[block[2 + i] >> 4]; }
                    const float d = NK_HALF(0);)
}

/// IQ4_XS (136-byte blocks of 256: binary16 d, 16 bits of scale tops, 4 bytes of scale nibbles,
/// 128 bytes of value nibbles; 8 sub-blocks of 32, value d·(ls − 32)·iq4(nibble)): (d · d_a) ·
/// Σ_s (ls_s − 32) Σ value·a, the sub-block scales folded into the integers as ggml's x86 body
/// folds them (its generic body forms the same sub-block sums).
NK_BODY(iq4_xs_rows) {
    (void)tokens; (void)blockSum;
    NK_GENERIC_ROWS(256, 136, 0, (d * da) * (float)nk_scaled_dot(w, sc, x, 8, 32), 0,
                    const uint16_t high = nk_load_u16(block + 2);
                    int8_t w[256];
                    int sc[8];
                    for (int s = 0; s < 8; s++) {
                        sc[s] = (((block[4 + s / 2] >> (4 * (s % 2))) & 15) | (((high >> (2 * s)) & 3) << 4)) - 32;
                        for (int l = 0; l < 16; l++) {
                            w[32 * s + l] = nk_iq4_values[block[8 + 16 * s + l] & 15];
                            w[32 * s + 16 + l] = nk_iq4_values[block[8 + 16 * s + l] >> 4];
                        }
                    }
                    const float d = NK_HALF(0);)
}

// The entries: one token, which is the same body with one token (y at stride 1), and several
// (1 ... NK_DECODE_ROWS, unrolled per count) for the formats whose every level has a rows body
// (Q4_0 and Q5_K have none: their x86 one-token bodies differ from these in float order).
#define NK_GENERIC_ONE_TOKEN(type, oneTokenArgs, sums) \
    void nk_decode_##type##_generic(oneTokenArgs) { type##_rows(1, base, rowBytes, count, n, 1, q, qscale, sums, y, 1); }
#define NK_GENERIC_ROWS_ENTRY(type) \
    void nk_decode_rows_##type##_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, type##_rows, NK_DECODE_ROWS_PASS) }
NK_GENERIC_ONE_TOKEN(q8_0, NK_DECODE_ARGS, NULL)
NK_GENERIC_ONE_TOKEN(q4_0, NK_DECODE_ARGS, NULL)
NK_GENERIC_ONE_TOKEN(q5_0, NK_DECODE_ARGS, NULL)
NK_GENERIC_ONE_TOKEN(q4_1, NK_DECODE_Q4_1_ARGS, (const int32_t *)qsum)
NK_GENERIC_ONE_TOKEN(q5_1, NK_DECODE_Q4_1_ARGS, (const int32_t *)qsum)
NK_GENERIC_ONE_TOKEN(q4_K, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ONE_TOKEN(q5_K, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ONE_TOKEN(q6_K, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ONE_TOKEN(q2_K, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ONE_TOKEN(q3_K, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ONE_TOKEN(iq4_nl, NK_DECODE_ARGS, NULL)
NK_GENERIC_ONE_TOKEN(iq4_xs, NK_DECODE_K_ARGS, blockSum)
NK_GENERIC_ROWS_ENTRY(q8_0)
NK_GENERIC_ROWS_ENTRY(q5_0)
NK_GENERIC_ROWS_ENTRY(q4_1)
NK_GENERIC_ROWS_ENTRY(q5_1)
NK_GENERIC_ROWS_ENTRY(q4_K)
NK_GENERIC_ROWS_ENTRY(q6_K)
NK_GENERIC_ROWS_ENTRY(q2_K)
NK_GENERIC_ROWS_ENTRY(q3_K)
NK_GENERIC_ROWS_ENTRY(iq4_nl)
NK_GENERIC_ROWS_ENTRY(iq4_xs)
