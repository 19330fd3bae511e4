// nk_decode_q8_0 / nk_decode_q5_0 in portable C: integer block sums, one float multiply-add per block.
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
