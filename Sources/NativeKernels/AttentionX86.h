// The attention loops the exact path's x86-64 bodies (Attention.c) and the flash kernel's
// (FlashAttentionX86.c) share (private to this target): the scores loop, which the exact path's
// AVX-512 body and the flash kernel's AVX2 scores run at 16 and 8 float lanes, and the weighted
// sum's step over one position for a tile of 4 heads × 64 dimensions.
#ifndef NATIVE_KERNELS_ATTENTION_X86_H
#define NATIVE_KERNELS_ATTENTION_X86_H

/// The body of a function taking NK_SCORES_ARGS, for headDim % lanes == 0, in the vector type
/// `vec` of `lanes` floats with its `zero`, `load` (unaligned), `fmadd`, `add` and `reduce`
/// (lanes -> float). Per key row, 4 heads at a time with two accumulators each (the even and the
/// odd runs of `lanes` dimensions: 8 independent fused multiply-add chains hide their latency),
/// a last odd run into the first, then the two added and reduced; each head after the last 4 in
/// one chain.
#define NK_ATTENTION_SCORES_BODY(vec, lanes, zero, load, fmadd, add, reduce)                          \
    int slot = firstSlot % slots;                                                                       \
    for (int j = 0; j < count; j++) {                                                                   \
        const float *key = keys + (ptrdiff_t)slot * kvStride;                                           \
        int h = 0;                                                                                      \
        for (; h + 4 <= group; h += 4) {                                                                \
            const float *q = hq + h * headDim;                                                          \
            vec a0 = zero(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;             \
            int d = 0;                                                                                  \
            for (; d + 2 * (lanes) <= headDim; d += 2 * (lanes)) {                                      \
                const vec k0 = load(key + d), k1 = load(key + d + (lanes));                             \
                a0 = fmadd(load(q + d), k0, a0);                                                        \
                a1 = fmadd(load(q + headDim + d), k0, a1);                                              \
                a2 = fmadd(load(q + 2 * headDim + d), k0, a2);                                          \
                a3 = fmadd(load(q + 3 * headDim + d), k0, a3);                                          \
                b0 = fmadd(load(q + d + (lanes)), k1, b0);                                              \
                b1 = fmadd(load(q + headDim + d + (lanes)), k1, b1);                                    \
                b2 = fmadd(load(q + 2 * headDim + d + (lanes)), k1, b2);                                \
                b3 = fmadd(load(q + 3 * headDim + d + (lanes)), k1, b3);                                \
            }                                                                                           \
            if (d < headDim) { /* headDim % (2 · lanes) == lanes */                                     \
                const vec k0 = load(key + d);                                                           \
                a0 = fmadd(load(q + d), k0, a0);                                                        \
                a1 = fmadd(load(q + headDim + d), k0, a1);                                              \
                a2 = fmadd(load(q + 2 * headDim + d), k0, a2);                                          \
                a3 = fmadd(load(q + 3 * headDim + d), k0, a3);                                          \
            }                                                                                           \
            float *s = scores + j * group + h;                                                          \
            s[0] = reduce(add(a0, b0));                                                                 \
            s[1] = reduce(add(a1, b1));                                                                 \
            s[2] = reduce(add(a2, b2));                                                                 \
            s[3] = reduce(add(a3, b3));                                                                 \
        }                                                                                               \
        for (; h < group; h++) {                                                                        \
            vec a = zero();                                                                             \
            for (int d = 0; d < headDim; d += (lanes)) a = fmadd(load(hq + h * headDim + d), load(key + d), a); \
            scores[j * group + h] = reduce(a);                                                          \
        }                                                                                               \
        if (++slot == slots) slot = 0;                                                                  \
    }

/// acc[i][c] += p[i · headStride] · v[16c ... 16c + 15] for the 4 heads i of a tile and the 64
/// dimensions at `values` (one position's), one fused multiply-add each; `acc` is (4, 4) __m512.
/// A macro rather than an inline function so that the probabilities' address is formed after the
/// value loads, as the bodies did when each wrote this step out (the same object code).
#define NK_WEIGHTED_STEP_4X64(acc, values, probabilities, headStride)                                   \
    do {                                                                                                \
        const float *v_ = (values);                                                                     \
        const __m512 v0 = _mm512_loadu_ps(v_), v1 = _mm512_loadu_ps(v_ + 16);                           \
        const __m512 v2 = _mm512_loadu_ps(v_ + 32), v3 = _mm512_loadu_ps(v_ + 48);                      \
        const float *p_ = (probabilities);                                                              \
        for (int i = 0; i < 4; i++) {                                                                   \
            const __m512 x = _mm512_set1_ps(p_[i * (headStride)]);                                      \
            acc[i][0] = _mm512_fmadd_ps(x, v0, acc[i][0]);                                              \
            acc[i][1] = _mm512_fmadd_ps(x, v1, acc[i][1]);                                              \
            acc[i][2] = _mm512_fmadd_ps(x, v2, acc[i][2]);                                              \
            acc[i][3] = _mm512_fmadd_ps(x, v3, acc[i][3]);                                              \
        }                                                                                               \
    } while (0)
#endif
