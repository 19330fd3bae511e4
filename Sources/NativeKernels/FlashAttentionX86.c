// The AVX2 and AVX-512 steps of the flash prompt attention (FlashAttention.c holds the loop
// order they plug into and the portable steps): scores, e^x of a block's shifted scores, and
// the rescaled weighted sum.
#include <math.h>
#include "Variants.h"

#if defined(__x86_64__)
#include "X86.h"
#include "AttentionX86.h"

// e^x for the block's shifted scores (x ≤ 0): x = n·ln 2 + r with n = round(x·log2 e) and r
// from a two-part ln 2 (|r| ≤ ln 2 / 2), e^r by its Taylor polynomial to r^7 (truncation below
// 6e-9 relative, so within ~1 ulp of libm), times 2^n. Results below FLT_MIN (x < −87.3) are 0
// in AVX2 and denormal in AVX-512 (`scalef`); probabilities that small change no float sum.
#define NK_LOG2E 1.44269504088896341f
#define NK_LN2_HI 0.693145751953125f
#define NK_LN2_LO 1.42860682030941723e-6f

// The polynomial's coefficients 1/k!, k = 7 down to 0, in the order Horner's rule takes them.
static const float nk_exp_taylor[8] = {1.0f / 5040, 1.0f / 720, 1.0f / 120, 1.0f / 24, 1.0f / 6, 0.5f, 1, 1};

NK_TARGET_AVX2 static inline __m256 nk_exp_poly8(__m256 r) {
    __m256 p = _mm256_set1_ps(nk_exp_taylor[0]);
    for (int k = 1; k < 8; k++) p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(nk_exp_taylor[k]));
    return p;
}

NK_TARGET_AVX512 static inline __m512 nk_exp_poly16(__m512 r) {
    __m512 p = _mm512_set1_ps(nk_exp_taylor[0]);
    for (int k = 1; k < 8; k++) p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(nk_exp_taylor[k]));
    return p;
}

NK_TARGET_AVX2 void nk_exp_avx2(float *x, int n) {
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m256 v = _mm256_loadu_ps(x + i);
        const __m256 k = _mm256_round_ps(_mm256_mul_ps(v, _mm256_set1_ps(NK_LOG2E)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(NK_LN2_HI), v);
        r = _mm256_fnmadd_ps(k, _mm256_set1_ps(NK_LN2_LO), r);
        const __m256 kc = _mm256_max_ps(k, _mm256_set1_ps(-126));
        const __m256i bits = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(kc), _mm256_set1_epi32(127)), 23);
        const __m256 e = _mm256_mul_ps(nk_exp_poly8(r), _mm256_castsi256_ps(bits));
        _mm256_storeu_ps(x + i, _mm256_and_ps(e, _mm256_cmp_ps(k, _mm256_set1_ps(-126), _CMP_GE_OQ)));
    }
    for (; i < n; i++) x[i] = expf(x[i]);
}

NK_TARGET_AVX512 void nk_exp_avx512(float *x, int n) {
    int i = 0;
    for (; i < n; i += 16) {
        const __mmask16 lanes = n - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (n - i)) - 1);
        const __m512 v = _mm512_maskz_loadu_ps(lanes, x + i);
        const __m512 k = _mm512_roundscale_ps(_mm512_mul_ps(v, _mm512_set1_ps(NK_LOG2E)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        __m512 r = _mm512_fnmadd_ps(k, _mm512_set1_ps(NK_LN2_HI), v);
        r = _mm512_fnmadd_ps(k, _mm512_set1_ps(NK_LN2_LO), r);
        _mm512_mask_storeu_ps(x + i, lanes, _mm512_scalef_ps(nk_exp_poly16(r), k));
    }
}


// One column of 8 dimensions of one head's output over the block's positions (AVX2):
// out = (fresh ? 0 : out · rescale) + Σ_j p[j · group + head] · value_j[d ... d + 7], j in
// order, `column` the column's address in `out`. Both of nk_flash_accumulate_avx2's one-head
// loops run it: the last 8 dimensions of a 4-head tile and each head after the last 4.
#define NK_FLASH_COLUMN_AVX2(column, rescaleVector, head, d)                                            \
    do {                                                                                                \
        __m256 a = fresh ? _mm256_setzero_ps() : _mm256_mul_ps(_mm256_loadu_ps(column), rescaleVector); \
        int slot = firstSlot;                                                                           \
        for (int j = 0; j < count; j++) {                                                               \
            a = _mm256_fmadd_ps(_mm256_broadcast_ss(p + j * group + head), _mm256_loadu_ps(values + (ptrdiff_t)slot * kvStride + (d)), a); \
            if (++slot == slots) slot = 0;                                                              \
        }                                                                                               \
        _mm256_storeu_ps(column, a);                                                                    \
    } while (0)

/// 4 heads × 16 dimensions per register tile (8 accumulators of AVX2's 16 registers), headDim % 8 == 0.
NK_TARGET_AVX2 void nk_flash_accumulate_avx2(NK_FLASH_ACCUMULATE_ARGS) {
    int h = 0;
    for (; h + 4 <= group; h += 4) {
        float *o0 = out + (ptrdiff_t)h * outStride, *o1 = o0 + outStride, *o2 = o1 + outStride, *o3 = o2 + outStride;
        const __m256 r0 = _mm256_set1_ps(fresh ? 0 : rescale[h]), r1 = _mm256_set1_ps(fresh ? 0 : rescale[h + 1]);
        const __m256 r2 = _mm256_set1_ps(fresh ? 0 : rescale[h + 2]), r3 = _mm256_set1_ps(fresh ? 0 : rescale[h + 3]);
        int d = 0;
        for (; d + 16 <= headDim; d += 16) {
            __m256 a0, a1, b0, b1, c0, c1, e0, e1;
            if (fresh) { a0 = a1 = b0 = b1 = c0 = c1 = e0 = e1 = _mm256_setzero_ps(); }
            else {
                a0 = _mm256_mul_ps(_mm256_loadu_ps(o0 + d), r0); a1 = _mm256_mul_ps(_mm256_loadu_ps(o0 + d + 8), r0);
                b0 = _mm256_mul_ps(_mm256_loadu_ps(o1 + d), r1); b1 = _mm256_mul_ps(_mm256_loadu_ps(o1 + d + 8), r1);
                c0 = _mm256_mul_ps(_mm256_loadu_ps(o2 + d), r2); c1 = _mm256_mul_ps(_mm256_loadu_ps(o2 + d + 8), r2);
                e0 = _mm256_mul_ps(_mm256_loadu_ps(o3 + d), r3); e1 = _mm256_mul_ps(_mm256_loadu_ps(o3 + d + 8), r3);
            }
            int slot = firstSlot;
            for (int j = 0; j < count; j++) {
                const float *v = values + (ptrdiff_t)slot * kvStride + d, *pj = p + j * group + h;
                const __m256 v0 = _mm256_loadu_ps(v), v1 = _mm256_loadu_ps(v + 8);
                __m256 x = _mm256_broadcast_ss(pj);
                a0 = _mm256_fmadd_ps(x, v0, a0); a1 = _mm256_fmadd_ps(x, v1, a1);
                x = _mm256_broadcast_ss(pj + 1);
                b0 = _mm256_fmadd_ps(x, v0, b0); b1 = _mm256_fmadd_ps(x, v1, b1);
                x = _mm256_broadcast_ss(pj + 2);
                c0 = _mm256_fmadd_ps(x, v0, c0); c1 = _mm256_fmadd_ps(x, v1, c1);
                x = _mm256_broadcast_ss(pj + 3);
                e0 = _mm256_fmadd_ps(x, v0, e0); e1 = _mm256_fmadd_ps(x, v1, e1);
                if (++slot == slots) slot = 0;
            }
            _mm256_storeu_ps(o0 + d, a0); _mm256_storeu_ps(o0 + d + 8, a1);
            _mm256_storeu_ps(o1 + d, b0); _mm256_storeu_ps(o1 + d + 8, b1);
            _mm256_storeu_ps(o2 + d, c0); _mm256_storeu_ps(o2 + d + 8, c1);
            _mm256_storeu_ps(o3 + d, e0); _mm256_storeu_ps(o3 + d + 8, e1);
        }
        if (d < headDim) {  // headDim % 16 == 8: one more column of 8, each head on its own
            for (int i = 0; i < 4; i++) {
                float *o = out + (ptrdiff_t)(h + i) * outStride + d;
                NK_FLASH_COLUMN_AVX2(o, _mm256_set1_ps(rescale[h + i]), h + i, d);
            }
        }
    }
    for (; h < group; h++) {  // heads after the last 4
        float *o = out + (ptrdiff_t)h * outStride;
        const __m256 r = _mm256_set1_ps(fresh ? 0 : rescale[h]);
        for (int d = 0; d < headDim; d += 8) NK_FLASH_COLUMN_AVX2(o + d, r, h, d);
    }
}

void nk_flash_attention_avx2(NK_FLASH_ARGS) { nk_flash_tile(nk_attention_scores_avx2, nk_exp_avx2, nk_flash_accumulate_avx2, NK_FLASH_PASS); }

/// nk_attention_scores for headDim % 16 == 0 in 4 keys × 4 heads register tiles: per 16
/// dimensions 4 key and 4 query loads feed 16 multiply-adds (the per-key kernel of the exact path
/// loads the 4 queries again for every key: 5 loads per 4). Every score is one chain over the
/// dimensions then one reduction, whether its key falls in a tile of 4 or in the tail.
NK_TARGET_AVX512 static void nk_flash_scores_avx512(NK_SCORES_ARGS) {
    int slot = firstSlot % slots, j = 0;
    for (; j < count; ) {
        const int keysHere = count - j >= 4 ? 4 : 1;
        const float *k[4];
        for (int kk = 0; kk < keysHere; kk++) {
            k[kk] = keys + (ptrdiff_t)slot * kvStride;
            if (++slot == slots) slot = 0;
        }
        int h = 0;
        for (; h + 4 <= group; h += 4) {
            const float *q = hq + h * headDim;
            if (keysHere == 4) {
                __m512 acc[4][4];
                for (int i = 0; i < 4; i++) for (int kk = 0; kk < 4; kk++) acc[i][kk] = _mm512_setzero_ps();
                for (int d = 0; d < headDim; d += 16) {
                    const __m512 k0 = _mm512_loadu_ps(k[0] + d), k1 = _mm512_loadu_ps(k[1] + d);
                    const __m512 k2 = _mm512_loadu_ps(k[2] + d), k3 = _mm512_loadu_ps(k[3] + d);
                    for (int i = 0; i < 4; i++) {
                        const __m512 qi = _mm512_loadu_ps(q + i * headDim + d);
                        acc[i][0] = _mm512_fmadd_ps(qi, k0, acc[i][0]);
                        acc[i][1] = _mm512_fmadd_ps(qi, k1, acc[i][1]);
                        acc[i][2] = _mm512_fmadd_ps(qi, k2, acc[i][2]);
                        acc[i][3] = _mm512_fmadd_ps(qi, k3, acc[i][3]);
                    }
                }
                for (int kk = 0; kk < 4; kk++)
                    for (int i = 0; i < 4; i++) scores[(j + kk) * group + h + i] = _mm512_reduce_add_ps(acc[i][kk]);
            } else {
                __m512 acc[4];
                for (int i = 0; i < 4; i++) acc[i] = _mm512_setzero_ps();
                for (int d = 0; d < headDim; d += 16) {
                    const __m512 k0 = _mm512_loadu_ps(k[0] + d);
                    for (int i = 0; i < 4; i++) acc[i] = _mm512_fmadd_ps(_mm512_loadu_ps(q + i * headDim + d), k0, acc[i]);
                }
                for (int i = 0; i < 4; i++) scores[j * group + h + i] = _mm512_reduce_add_ps(acc[i]);
            }
        }
        for (; h < group; h++)
            for (int kk = 0; kk < keysHere; kk++) {
                __m512 a = _mm512_setzero_ps();
                for (int d = 0; d < headDim; d += 16) a = _mm512_fmadd_ps(_mm512_loadu_ps(hq + h * headDim + d), _mm512_loadu_ps(k[kk] + d), a);
                scores[(j + kk) * group + h] = _mm512_reduce_add_ps(a);
            }
        j += keysHere;
    }
}

/// 4 heads × 64 dimensions per register tile (16 accumulators), then 4 heads × 16 for a
/// remainder of headDim % 64; headDim % 16 == 0.
NK_TARGET_AVX512 void nk_flash_accumulate_avx512(NK_FLASH_ACCUMULATE_ARGS) {
    int h = 0;
    for (; h + 4 <= group; h += 4) {
        __m512 r[4];
        for (int i = 0; i < 4; i++) r[i] = _mm512_set1_ps(fresh ? 0 : rescale[h + i]);
        int d = 0;
        for (; d + 64 <= headDim; d += 64) {
            __m512 acc[4][4];
            for (int i = 0; i < 4; i++)
                for (int c = 0; c < 4; c++)
                    acc[i][c] = fresh ? _mm512_setzero_ps() : _mm512_mul_ps(_mm512_loadu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 16 * c), r[i]);
            int slot = firstSlot;
            for (int j = 0; j < count; j++) {
                NK_WEIGHTED_STEP_4X64(acc, values + (ptrdiff_t)slot * kvStride + d, p + j * group + h, 1);
                if (++slot == slots) slot = 0;
            }
            for (int i = 0; i < 4; i++)
                for (int c = 0; c < 4; c++) _mm512_storeu_ps(out + (ptrdiff_t)(h + i) * outStride + d + 16 * c, acc[i][c]);
        }
        for (; d < headDim; d += 16) {
            __m512 acc[4];
            for (int i = 0; i < 4; i++)
                acc[i] = fresh ? _mm512_setzero_ps() : _mm512_mul_ps(_mm512_loadu_ps(out + (ptrdiff_t)(h + i) * outStride + d), r[i]);
            int slot = firstSlot;
            for (int j = 0; j < count; j++) {
                const __m512 v = _mm512_loadu_ps(values + (ptrdiff_t)slot * kvStride + d);
                for (int i = 0; i < 4; i++) acc[i] = _mm512_fmadd_ps(_mm512_set1_ps(p[j * group + h + i]), v, acc[i]);
                if (++slot == slots) slot = 0;
            }
            for (int i = 0; i < 4; i++) _mm512_storeu_ps(out + (ptrdiff_t)(h + i) * outStride + d, acc[i]);
        }
    }
    for (; h < group; h++) {  // heads after the last 4
        float *o = out + (ptrdiff_t)h * outStride;
        const __m512 r1 = _mm512_set1_ps(fresh ? 0 : rescale[h]);
        for (int d = 0; d < headDim; d += 16) {
            __m512 a = fresh ? _mm512_setzero_ps() : _mm512_mul_ps(_mm512_loadu_ps(o + d), r1);
            int slot = firstSlot;
            for (int j = 0; j < count; j++) {
                a = _mm512_fmadd_ps(_mm512_set1_ps(p[j * group + h]), _mm512_loadu_ps(values + (ptrdiff_t)slot * kvStride + d), a);
                if (++slot == slots) slot = 0;
            }
            _mm512_storeu_ps(o + d, a);
        }
    }
}

void nk_flash_attention_avx512(NK_FLASH_ARGS) { nk_flash_tile(nk_flash_scores_avx512, nk_exp_avx512, nk_flash_accumulate_avx512, NK_FLASH_PASS); }
#endif
