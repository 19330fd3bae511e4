// The attention loops the exact path's x86-64 bodies (Attention.c) and the flash kernel's
// (FlashAttentionX86.c) share (private to this target): the scores loop, which the exact path's
// AVX-512 and AVX2 bodies run at 16 and 8 float lanes (the flash kernel's AVX2 level calls the
// latter), and the AVX-512 weighted sum's step over one position for 4 heads × 64 dimensions.
#ifndef NATIVE_KERNELS_ATTENTION_X86_H
#define NATIVE_KERNELS_ATTENTION_X86_H

/// Scores of the `H` heads from `h` on against the key row `key` (position j), in the vector type
/// `vec` of `lanes` floats: two accumulators per head (the even and the odd runs of `lanes`
/// dimensions, so 2·H independent fused multiply-add chains hide their latency), a last odd run
/// into the first, then the two added and reduced. H is a literal, so the tile lives in registers.
#define NK_SCORES_TILE(H, vec, lanes, zero, load, fmadd, add, reduce)                                 \
    do {                                                                                                \
        const float *q = hq + h * headDim;                                                              \
        vec a[H], b[H];                                                                                 \
        for (int i = 0; i < (H); i++) { a[i] = zero(); b[i] = a[i]; }                                   \
        int d = 0;                                                                                      \
        for (; d + 2 * (lanes) <= headDim; d += 2 * (lanes)) {                                          \
            const vec k0 = load(key + d), k1 = load(key + d + (lanes));                                 \
            for (int i = 0; i < (H); i++) a[i] = fmadd(load(q + i * headDim + d), k0, a[i]);            \
            for (int i = 0; i < (H); i++) b[i] = fmadd(load(q + i * headDim + d + (lanes)), k1, b[i]);  \
        }                                                                                               \
        if (d < headDim) { /* headDim % (2 · lanes) == lanes */                                         \
            const vec k0 = load(key + d);                                                               \
            for (int i = 0; i < (H); i++) a[i] = fmadd(load(q + i * headDim + d), k0, a[i]);            \
        }                                                                                               \
        for (int i = 0; i < (H); i++) scores[j * group + h + i] = reduce(add(a[i], b[i]));              \
        h += (H);                                                                                       \
    } while (0)

/// The body of a function taking NK_SCORES_ARGS, for headDim % lanes == 0, in the vector type
/// `vec` of `lanes` floats with its `zero`, `load` (unaligned), `fmadd`, `add` and `reduce`
/// (lanes -> float): per key row, tiles of 4 heads, then one tile of the 1 to 3 heads left
/// (`NK_SCORES_TILE`), so every score is the same two chains whatever the group size.
#define NK_ATTENTION_SCORES_BODY(vec, lanes, zero, load, fmadd, add, reduce)                          \
    int slot = firstSlot % slots;                                                                       \
    for (int j = 0; j < count; j++) {                                                                   \
        const float *key = keys + (ptrdiff_t)slot * kvStride;                                           \
        int h = 0;                                                                                      \
        while (h + 4 <= group) NK_SCORES_TILE(4, vec, lanes, zero, load, fmadd, add, reduce);          \
        switch (group - h) {                                                                            \
        case 3: NK_SCORES_TILE(3, vec, lanes, zero, load, fmadd, add, reduce); break;                  \
        case 2: NK_SCORES_TILE(2, vec, lanes, zero, load, fmadd, add, reduce); break;                  \
        case 1: NK_SCORES_TILE(1, vec, lanes, zero, load, fmadd, add, reduce); break;                  \
        default: break;                                                                                 \
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
