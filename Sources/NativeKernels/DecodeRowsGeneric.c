// nk_decode_rows_* in portable C: each weight block decoded once to integers, then for every
// token the integer block sum and the float statement of the one-token kernel (DecodeGeneric.c),
// written the same way so the compiler rounds (and contracts) it the same way.
#include "Variants.h"

static inline __attribute__((always_inline)) void q8_0_rows(const int R, NK_DECODE_ROWS_ARGS) {
    (void)tokens; (void)blockSum;
    for (int o = 0; o < count; o++) {
        const uint8_t *row = base + (size_t)o * rowBytes;
        float total[NK_DECODE_ROWS];
        for (int t = 0; t < R; t++) total[t] = 0;
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 34 * b;
            const int8_t *w = (const int8_t *)(block + 2);
            const float d = nk_half_to_float(nk_load_u16(block));
            for (int t = 0; t < R; t++) {
                const int8_t *x = q + (size_t)t * n + 32 * b;
                int32_t sum = 0;
                for (int i = 0; i < 32; i++) sum += w[i] * x[i];
                total[t] += (d * qscale[(size_t)t * (n / 16) + 2 * b]) * (float)sum;
            }
        }
        for (int t = 0; t < R; t++) y[t * yStride + o] = total[t];
    }
}

static inline __attribute__((always_inline)) void q5_0_rows(const int R, NK_DECODE_ROWS_ARGS) {
    (void)tokens; (void)blockSum;
    for (int o = 0; o < count; o++) {
        const uint8_t *row = base + (size_t)o * rowBytes;
        float total[NK_DECODE_ROWS];
        for (int t = 0; t < R; t++) total[t] = 0;
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 22 * b;
            const uint32_t high = nk_load_u32(block + 2);
            int8_t w[32];
            for (int i = 0; i < 16; i++) {
                w[i] = (int8_t)(((block[6 + i] & 15) | (((high >> i) & 1) << 4)) - 16);
                w[i + 16] = (int8_t)(((block[6 + i] >> 4) | (((high >> (i + 16)) & 1) << 4)) - 16);
            }
            const float d = nk_half_to_float(nk_load_u16(block));
            for (int t = 0; t < R; t++) {
                const int8_t *x = q + (size_t)t * n + 32 * b;
                int32_t sum = 0;
                for (int i = 0; i < 32; i++) sum += w[i] * x[i];
                total[t] += (d * qscale[(size_t)t * (n / 16) + 2 * b]) * (float)sum;
            }
        }
        for (int t = 0; t < R; t++) y[t * yStride + o] = total[t];
    }
}

static inline __attribute__((always_inline)) void q4_1_rows(const int R, NK_DECODE_ROWS_ARGS) {
    (void)tokens;
    const float *qsum = (const float *)blockSum;  // see Variants.h
    for (int o = 0; o < count; o++) {
        const uint8_t *row = base + (size_t)o * rowBytes;
        float total[NK_DECODE_ROWS], minimum[NK_DECODE_ROWS];
        for (int t = 0; t < R; t++) { total[t] = 0; minimum[t] = 0; }
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 20 * b;
            int8_t w[32];
            for (int i = 0; i < 16; i++) { w[i] = (int8_t)(block[4 + i] & 15); w[i + 16] = (int8_t)(block[4 + i] >> 4); }
            const float d = nk_half_to_float(nk_load_u16(block)), m = nk_half_to_float(nk_load_u16(block + 2));
            for (int t = 0; t < R; t++) {
                const int8_t *x = q + (size_t)t * n + 32 * b;
                int32_t sum = 0;
                for (int i = 0; i < 16; i++) sum += w[i] * x[i] + w[i + 16] * x[i + 16];
                minimum[t] += m * qsum[(size_t)t * (n / 32) + b];
                total[t] += (d * qscale[(size_t)t * (n / 16) + 2 * b]) * (float)sum;
            }
        }
        for (int t = 0; t < R; t++) y[t * yStride + o] = total[t] + minimum[t];
    }
}

static inline __attribute__((always_inline)) void q4_K_rows(const int R, NK_DECODE_ROWS_ARGS) {
    (void)tokens;
    for (int o = 0; o < count; o++) {
        const uint8_t *row = base + (size_t)o * rowBytes;
        float total[NK_DECODE_ROWS], minimum[NK_DECODE_ROWS];
        for (int t = 0; t < R; t++) { total[t] = 0; minimum[t] = 0; }
        for (int b = 0; b < n / 256; b++) {
            const uint8_t *block = row + 144 * b;
            int sc[8], m[8];
            for (int j = 0; j < 8; j++) nk_scale_min_k4(block + 4, j, &sc[j], &m[j]);
            const float d = nk_half_to_float(nk_load_u16(block)), dmin = nk_half_to_float(nk_load_u16(block + 2));
            for (int t = 0; t < R; t++) {
                const int8_t *x = q + (size_t)t * n + 256 * b;
                const int32_t *bs = blockSum + (size_t)t * (n / 32) + 8 * b;
                int32_t sum = 0, minimumSum = 0;
                for (int j = 0; j < 8; j++) {
                    int32_t sub = 0;
                    for (int l = 0; l < 32; l++) {
                        const uint8_t byte = block[16 + 32 * (j / 2) + l];
                        sub += (j % 2 == 0 ? byte & 15 : byte >> 4) * x[32 * j + l];
                    }
                    sum += sc[j] * sub;
                    minimumSum += m[j] * bs[j];
                }
                const float da = qscale[(size_t)t * (n / 16) + 16 * b];
                total[t] += (d * da) * (float)sum;
                minimum[t] -= (dmin * da) * (float)minimumSum;
            }
        }
        for (int t = 0; t < R; t++) y[t * yStride + o] = total[t] + minimum[t];
    }
}

static inline __attribute__((always_inline)) void q6_K_rows(const int R, NK_DECODE_ROWS_ARGS) {
    (void)tokens; (void)blockSum;
    for (int o = 0; o < count; o++) {
        const uint8_t *row = base + (size_t)o * rowBytes;
        float total[NK_DECODE_ROWS];
        for (int t = 0; t < R; t++) total[t] = 0;
        for (int b = 0; b < n / 256; b++) {
            const uint8_t *block = row + 210 * b;
            int16_t w[256];  // scale · (value − 32), at most 128 · 32 in magnitude
            for (int i = 0; i < 256; i++) {
                const int h = i / 128, k = (i % 128) / 32, l = i % 32;
                const int nib = k < 2 ? block[64 * h + 32 * k + l] & 15 : block[64 * h + 32 * (k - 2) + l] >> 4;
                const int high = (block[128 + 32 * h + l] >> (2 * k)) & 3;
                w[i] = (int16_t)((int8_t)block[192 + i / 16] * ((nib | (high << 4)) - 32));
            }
            const float d = nk_half_to_float(nk_load_u16(block + 208));
            for (int t = 0; t < R; t++) {
                const int8_t *x = q + (size_t)t * n + 256 * b;
                int32_t sum = 0;
                for (int i = 0; i < 256; i++) sum += w[i] * x[i];
                total[t] += (d * qscale[(size_t)t * (n / 16) + 16 * b]) * (float)sum;
            }
        }
        for (int t = 0; t < R; t++) y[t * yStride + o] = total[t];
    }
}

void nk_decode_rows_q8_0_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, q8_0_rows, NK_DECODE_ROWS_PASS) }
void nk_decode_rows_q5_0_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, q5_0_rows, NK_DECODE_ROWS_PASS) }
void nk_decode_rows_q4_1_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, q4_1_rows, NK_DECODE_ROWS_PASS) }
void nk_decode_rows_q4_K_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, q4_K_rows, NK_DECODE_ROWS_PASS) }
void nk_decode_rows_q6_K_generic(NK_DECODE_ROWS_ARGS) { NK_FOR_TOKEN_COUNT(tokens, q6_K_rows, NK_DECODE_ROWS_PASS) }
