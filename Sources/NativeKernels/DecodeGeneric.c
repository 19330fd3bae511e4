// nk_decode_q8_0 / q4_0 / q5_0 / q4_1 / q4_K / q5_K / q6_K in portable C: integer block sums, one float multiply-add per block.
#include "Variants.h"

void nk_decode_q8_0_generic(NK_DECODE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0;
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 34 * b;
            const int8_t *w = (const int8_t *)(block + 2), *x = q + 32 * b;
            int32_t sum = 0;
            for (int i = 0; i < 32; i++) sum += w[i] * x[i];
            total += (nk_half_to_float(nk_load_u16(block)) * qscale[2 * b]) * (float)sum;
        }
        y[r] = total;
    }
}

void nk_decode_q4_0_generic(NK_DECODE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0;
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 18 * b;
            const int8_t *x = q + 32 * b;
            int32_t sum = 0;
            for (int i = 0; i < 16; i++) sum += ((block[2 + i] & 15) - 8) * x[i] + ((block[2 + i] >> 4) - 8) * x[i + 16];
            total += (nk_half_to_float(nk_load_u16(block)) * qscale[2 * b]) * (float)sum;
        }
        y[r] = total;
    }
}

void nk_decode_q5_0_generic(NK_DECODE_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0;
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 22 * b;
            const uint32_t high = nk_load_u32(block + 2);
            const int8_t *x = q + 32 * b;
            int32_t sum = 0;
            for (int i = 0; i < 16; i++) {
                const int low = (block[6 + i] & 15) | (((high >> i) & 1) << 4);
                const int up = (block[6 + i] >> 4) | (((high >> (i + 16)) & 1) << 4);
                sum += (low - 16) * x[i] + (up - 16) * x[i + 16];
            }
            total += (nk_half_to_float(nk_load_u16(block)) * qscale[2 * b]) * (float)sum;
        }
        y[r] = total;
    }
}

void nk_decode_q4_1_generic(NK_DECODE_Q4_1_ARGS) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0, minimum = 0;  // the minimum term apart, added at the end (as ggml)
        for (int b = 0; b < n / 32; b++) {
            const uint8_t *block = row + 20 * b;
            const int8_t *x = q + 32 * b;
            int32_t sum = 0;
            for (int i = 0; i < 16; i++) sum += (block[4 + i] & 15) * x[i] + (block[4 + i] >> 4) * x[i + 16];
            minimum += nk_half_to_float(nk_load_u16(block + 2)) * qsum[b];
            total += (nk_half_to_float(nk_load_u16(block)) * qscale[2 * b]) * (float)sum;
        }
        y[r] = total + minimum;
    }
}

/// Q4_K and Q5_K (`fifth` 1: 32 bytes of fifth bits before the nibbles, bit j of byte l for
/// value l of sub-block j).
static inline __attribute__((always_inline)) void nk_decode_k_nibbles(NK_DECODE_K_ARGS, const int fifth) {
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0, minimum = 0;  // the minimum term apart, added at the end (as the SIMD variants)
        for (int b = 0; b < n / 256; b++) {
            const uint8_t *block = row + (fifth ? 176 : 144) * b, *nibbles = block + (fifth ? 48 : 16);
            const int8_t *x = q + 256 * b;
            int32_t sum = 0, minimumSum = 0;
            for (int j = 0; j < 8; j++) {
                int sc, m;
                nk_scale_min_k4(block + 4, j, &sc, &m);
                int32_t sub = 0;
                for (int l = 0; l < 32; l++) {
                    const uint8_t byte = nibbles[32 * (j / 2) + l];
                    const int high = fifth ? ((block[16 + l] >> j) & 1) << 4 : 0;
                    sub += ((j % 2 == 0 ? byte & 15 : byte >> 4) | high) * x[32 * j + l];
                }
                sum += sc * sub;
                minimumSum += m * blockSum[8 * b + j];
            }
            const float da = qscale[16 * b];
            total += (nk_half_to_float(nk_load_u16(block)) * da) * (float)sum;
            minimum -= (nk_half_to_float(nk_load_u16(block + 2)) * da) * (float)minimumSum;
        }
        y[r] = total + minimum;
    }
}

void nk_decode_q4_K_generic(NK_DECODE_K_ARGS) { nk_decode_k_nibbles(base, rowBytes, count, n, q, qscale, blockSum, y, 0); }
void nk_decode_q5_K_generic(NK_DECODE_K_ARGS) { nk_decode_k_nibbles(base, rowBytes, count, n, q, qscale, blockSum, y, 1); }

void nk_decode_q6_K_generic(NK_DECODE_K_ARGS) {
    (void)blockSum;
    for (int r = 0; r < count; r++) {
        const uint8_t *row = base + (size_t)r * rowBytes;
        float total = 0;
        for (int b = 0; b < n / 256; b++) {
            const uint8_t *block = row + 210 * b;
            const int8_t *x = q + 256 * b;
            int32_t sum = 0;
            for (int i = 0; i < 256; i++) {
                const int h = i / 128, k = (i % 128) / 32, l = i % 32;
                const int nib = k < 2 ? block[64 * h + 32 * k + l] & 15 : block[64 * h + 32 * (k - 2) + l] >> 4;
                const int high = (block[128 + 32 * h + l] >> (2 * k)) & 3;
                sum += (int8_t)block[192 + i / 16] * ((nib | (high << 4)) - 32) * x[i];
            }
            total += (nk_half_to_float(nk_load_u16(block + 208)) * qscale[16 * b]) * (float)sum;
        }
        y[r] = total;
    }
}
