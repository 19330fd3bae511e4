// Attention's two inner loops over cached keys and values (the softmax between them stays in
// Swift). AVX-512: a key row is loaded once per 16 dimensions for every head of the group, two
// keys at a time (8 independent accumulators for 4 heads hide the fused multiply-add latency);
// the weighted sum keeps 4 heads × 64 dimensions in 16 registers while it walks the positions.
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
