// Attention's two inner loops over cached keys and values, and the softmax between them, for a
// decoded token. AVX2 and AVX-512: a key row is loaded once per 8 or 16 dimensions for every head
// of a tile of up to 4, with two accumulators per head (8 independent chains for 4 heads hide
// the fused multiply-add latency); the weighted sum keeps a tile of heads × dimensions in
// registers (4 × 16 at AVX2, 4 × 64 at AVX-512) while it walks a block of positions.
#include <math.h>
#include "Variants.h"

void nk_attention_scores_generic(NK_SCORES_ARGS) {
    int slot = firstSlot % slots;
    for (int j = 0; j < count; j++) {
        const float *key = keys + (ptrdiff_t)slot * kvStride;
        for (int h = 0; h < group; h++) {
            float total = 0;
            for (int d = 0; d < headDim; d++) total += hq[h * headDim + d] * key[d];
            scores[j * group + h] = total;
        }
        if (++slot == slots) slot = 0;
    }
}

void nk_attention_weighted_sum_generic(NK_WEIGHTED_ARGS) {
    for (int h = 0; h < group; h++) {
        float *o = out + (ptrdiff_t)h * outStride;
        if (!accumulate) for (int d = 0; d < headDim; d++) o[d] = 0;
        int slot = firstSlot % slots;
        for (int j = 0; j < count; j++) {
            const float p = splat[4 * (j * group + h)], *v = values + (ptrdiff_t)slot * kvStride;
            for (int d = 0; d < headDim; d++) o[d] += p * v[d];
            if (++slot == slots) slot = 0;
        }
    }
}

float nk_rounded_to_half_value(float value) { return nk_rounded_to_half(value); }

void nk_attention_softmax(float *scores, int group, int count) {
    float *splat = scores + (size_t)group * count;
    for (int g = 0; g < group; g++) {
        float maximum = -INFINITY;
        for (int j = 0; j < count; j++) {
            const float s = scores[j * group + g];
            maximum = s >= maximum ? s : maximum;
        }
        // The exponentials first, then their sum in position order: the same additions, but the
        // sum no longer waits on (and is spilled across) each `expf` call.
        for (int j = 0; j < count; j++) scores[j * group + g] = expf(scores[j * group + g] - maximum);
        double total = 0;
        for (int j = 0; j < count; j++) total += (double)scores[j * group + g];
        const float inverse = (float)(1 / total);
        for (int j = 0; j < count; j++) {
            const float p = nk_rounded_to_half(scores[j * group + g] * inverse);
            float *out = splat + 4 * (j * group + g);
            out[0] = p; out[1] = p; out[2] = p; out[3] = p;
        }
    }
}

#if defined(__x86_64__)
#include "X86.h"
#include "AttentionX86.h"

NK_TARGET_AVX2 void nk_attention_scores_avx2(NK_SCORES_ARGS) {
    NK_ATTENTION_SCORES_BODY(__m256, 8, _mm256_setzero_ps, _mm256_loadu_ps, _mm256_fmadd_ps, _mm256_add_ps, nk_hsum8)
}

/// out[h + i][d ... d + 8W) for the H heads of a tile, over positions jb ..< blockEnd (the first at
/// ring slot `slot`): from zero when `fromZero`, else continuing from what `out` holds; one fused
/// multiply-add per position, head and 8 dimensions, positions in order. H (1 to 4) and W (1 or 2)
/// are literals at every call, so the H × W accumulators stay in registers.
NK_TARGET_AVX2 static inline __attribute__((always_inline)) void
nk_weighted_tile_avx2(const int H, const int W, const float *values, ptrdiff_t kvStride, int slots, int slot, int jb,
                      int blockEnd, int group, int h, int d, const float *splat, float *out, ptrdiff_t outStride, int fromZero) {
    __m256 acc[4][2];
    for (int i = 0; i < H; i++)
        for (int c = 0; c < W; c++)
            acc[i][c] = fromZero ? _mm256_setzero_ps() : _mm256_loadu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 8 * c);
    for (int j = jb; j < blockEnd; j++) {
        const float *v = values + (ptrdiff_t)slot * kvStride + d;
        __m256 row[2];
        for (int c = 0; c < W; c++) row[c] = _mm256_loadu_ps(v + 8 * c);
        for (int i = 0; i < H; i++) {
            const __m256 p = _mm256_broadcast_ss(splat + 4 * (j * group + h + i));
            for (int c = 0; c < W; c++) acc[i][c] = _mm256_fmadd_ps(p, row[c], acc[i][c]);
        }
        if (++slot == slots) slot = 0;
    }
    for (int i = 0; i < H; i++)
        for (int c = 0; c < W; c++) _mm256_storeu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 8 * c, acc[i][c]);
}

// The tile of `heads` heads (1 to 4) × 8W dimensions, with that count as a literal.
#define NK_WEIGHTED_TILES_AVX2(W)                                                                        \
    switch (heads) {                                                                                    \
    case 4: nk_weighted_tile_avx2(4, W, values, kvStride, slots, slot, jb, blockEnd, group, h, d, splat, out, outStride, fromZero); break; \
    case 3: nk_weighted_tile_avx2(3, W, values, kvStride, slots, slot, jb, blockEnd, group, h, d, splat, out, outStride, fromZero); break; \
    case 2: nk_weighted_tile_avx2(2, W, values, kvStride, slots, slot, jb, blockEnd, group, h, d, splat, out, outStride, fromZero); break; \
    default: nk_weighted_tile_avx2(1, W, values, kvStride, slots, slot, jb, blockEnd, group, h, d, splat, out, outStride, fromZero); break; \
    }

/// headDim % 8 == 0. Tiles of up to 4 heads × 16 dimensions (8 of AVX2's 16 registers hold the
/// sums, 2 the value row) walk blocks of 32 positions, which stay in L1 for the passes over the
/// dimensions; a last column of 8 when headDim % 16 == 8. Every output is the same chain of fused
/// multiply-adds in position order as the AVX-512 body's, so the two levels give the same bits.
NK_TARGET_AVX2 void nk_attention_weighted_sum_avx2(NK_WEIGHTED_ARGS) {
    for (int h = 0; h < group;) {
        const int heads = group - h >= 4 ? 4 : group - h;
        for (int jb = 0; jb < count; jb += 32) {
            const int blockEnd = jb + 32 < count ? jb + 32 : count, fromZero = !accumulate && jb == 0;
            const int slot = (firstSlot + jb) % slots;
            int d = 0;
            for (; d + 16 <= headDim; d += 16) NK_WEIGHTED_TILES_AVX2(2)
            if (d < headDim) NK_WEIGHTED_TILES_AVX2(1)
        }
        h += heads;
    }
}

NK_TARGET_AVX512 void nk_attention_scores_avx512(NK_SCORES_ARGS) {
    NK_ATTENTION_SCORES_BODY(__m512, 16, _mm512_setzero_ps, _mm512_loadu_ps, _mm512_fmadd_ps, _mm512_add_ps, _mm512_reduce_add_ps)
}

NK_TARGET_AVX512 void nk_attention_weighted_sum_avx512(NK_WEIGHTED_ARGS) {
    int h = 0;
    // Blocks of 32 positions (32 KiB of values for Gemma's 256 dimensions) stay in L1 for the
    // passes over the dimensions.
    for (; h + 4 <= group; h += 4) for (int jb = 0; jb < count; jb += 32) {
        const int blockEnd = jb + 32 < count ? jb + 32 : count, fromZero = !accumulate && jb == 0;
        for (int d = 0; d < headDim; d += 64) {
            __m512 acc[4][4];
            for (int i = 0; i < 4; i++)
                for (int c = 0; c < 4; c++)
                    acc[i][c] = fromZero ? _mm512_setzero_ps() : _mm512_loadu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 16 * c);
            int slot = (firstSlot + jb) % slots;
            for (int j = jb; j < blockEnd; j++) {
                NK_WEIGHTED_STEP_4X64(acc, values + (ptrdiff_t)slot * kvStride + d, splat + 4 * (j * group + h), 4);
                if (++slot == slots) slot = 0;
            }
            for (int i = 0; i < 4; i++)
                for (int c = 0; c < 4; c++) _mm512_storeu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 16 * c, acc[i][c]);
        }
    }
    for (; h < group; h++) {  // heads after the last 4
        float *o = out + (ptrdiff_t)h * outStride;
        if (!accumulate) for (int d = 0; d < headDim; d++) o[d] = 0;
        int slot = firstSlot % slots;
        for (int j = 0; j < count; j++) {
            const __m512 p = _mm512_set1_ps(splat[4 * (j * group + h)]);
            const float *v = values + (ptrdiff_t)slot * kvStride;
            for (int d = 0; d < headDim; d += 16) _mm512_storeu_ps(o + d, _mm512_fmadd_ps(p, _mm512_loadu_ps(v + d), _mm512_loadu_ps(o + d)));
            if (++slot == slots) slot = 0;
        }
    }
}
#endif
