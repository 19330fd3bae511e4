// Prompt attention with an online softmax (flash-style): the tile's query tokens walk the cached
// keys and values in blocks of 32 positions aligned to absolute positions; each block's scores
// live in a small scratch (tokens × 32 × group floats, L1), each (token, head) keeps a running
// maximum and sum, and the output accumulator is rescaled by exp(m_old − m_new) before the
// block's p · V is added. No score row of the whole span, no softmax pass over it, no splats.
//
// A token's result depends only on its own positions: blocks start at multiples of 32 whatever
// the tile, and each token visits its blocks in ascending order, so a token computed alone
// (1-token tile) and in a tile of any size gives the same bits (the driver below is the only
// loop order; the per-ISA parts, FlashAttentionX86.c, are its score, exponential and weighted-sum
// steps).
#include <math.h>
#include "Variants.h"

/// x[i] = e^x[i], libm's `expf` (the portable variant).
void nk_exp_libm(float *x, int n) { for (int i = 0; i < n; i++) x[i] = expf(x[i]); }

void nk_flash_accumulate_generic(NK_FLASH_ACCUMULATE_ARGS) {
    for (int h = 0; h < group; h++) {
        float *o = out + (ptrdiff_t)h * outStride;
        if (fresh) for (int d = 0; d < headDim; d++) o[d] = 0;
        else if (rescale[h] != 1) for (int d = 0; d < headDim; d++) o[d] *= rescale[h];
        int slot = firstSlot;
        for (int j = 0; j < count; j++) {
            const float pj = p[j * group + h], *v = values + (ptrdiff_t)slot * kvStride;
            for (int d = 0; d < headDim; d++) o[d] += pj * v[d];
            if (++slot == slots) slot = 0;
        }
    }
}

/// The one loop order every variant shares (see the header comment).
void nk_flash_tile(nk_flash_scores_fn scoresFn, nk_flash_exp_fn expFn, nk_flash_accumulate_fn accumulateFn, NK_FLASH_ARGS) {
    float *blockScores = scratch;                                  // (tokens, 32, group)
    float *maxima = blockScores + (ptrdiff_t)tokens * NK_FLASH_BLOCK * group;  // (tokens, group)
    float *sums = maxima + tokens * group, *rescale = sums + tokens * group;  // (tokens, group) each
    const ptrdiff_t end = lasts[tokens - 1] + 1;
    for (ptrdiff_t block = firsts[0] - firsts[0] % NK_FLASH_BLOCK; block < end; block += NK_FLASH_BLOCK) {
        for (int t = 0; t < tokens; t++) {
            const ptrdiff_t lower = block > firsts[t] ? block : firsts[t];
            const ptrdiff_t upper = block + NK_FLASH_BLOCK < lasts[t] + 1 ? block + NK_FLASH_BLOCK : lasts[t] + 1;
            if (lower >= upper) continue;
            const int count = (int)(upper - lower), firstSlot = (int)(lower % slots), fresh = lower == firsts[t];
            float *s = blockScores + (ptrdiff_t)t * NK_FLASH_BLOCK * group, *m = maxima + t * group;
            float *total = sums + t * group, *alpha = rescale + t * group;
            scoresFn(q + t * qTokenStride, group, headDim, keys, kvStride, slots, firstSlot, count, s);
            for (int h = 0; h < group; h++) {
                float blockMaximum = -INFINITY;
                for (int j = 0; j < count; j++) blockMaximum = s[j * group + h] > blockMaximum ? s[j * group + h] : blockMaximum;
                const float previous = fresh ? -INFINITY : m[h];
                const float maximum = blockMaximum > previous ? blockMaximum : previous;
                alpha[h] = fresh ? 0 : (maximum == previous ? 1 : expf(previous - maximum));
                m[h] = maximum;
            }
            for (int j = 0; j < count; j++)
                for (int h = 0; h < group; h++) s[j * group + h] -= m[h];
            expFn(s, count * group);
            for (int h = 0; h < group; h++) {
                float blockSum = 0;
                for (int j = 0; j < count; j++) blockSum += s[j * group + h];
                total[h] = fresh ? blockSum : total[h] * alpha[h] + blockSum;
            }
            accumulateFn(values, kvStride, slots, firstSlot, count, group, headDim, s, alpha, fresh,
                         out + t * outTokenStride, outStride);
        }
    }
    for (int t = 0; t < tokens; t++)
        for (int h = 0; h < group; h++) {
            const float inverse = 1 / sums[t * group + h];
            float *o = out + t * outTokenStride + (ptrdiff_t)h * outStride;
            for (int d = 0; d < headDim; d++) o[d] *= inverse;
        }
}

void nk_flash_attention_generic(NK_FLASH_ARGS) {
    nk_flash_tile(nk_attention_scores_generic, nk_exp_libm, nk_flash_accumulate_generic, NK_FLASH_PASS);
}
