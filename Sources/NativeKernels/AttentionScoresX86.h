// The attention-scores loop both x86-64 widths run (private to this target): the exact path's
// AVX-512 body (`nk_attention_scores_avx512`, Attention.c) and the flash kernel's AVX2 scores
// (`nk_flash_scores_avx2`, FlashAttentionX86.c) are this body at 16 and 8 float lanes.
#ifndef NATIVE_KERNELS_ATTENTION_SCORES_X86_H
#define NATIVE_KERNELS_ATTENTION_SCORES_X86_H

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
#endif
