// The native model's hot kernels in C, in one variant per instruction set, chosen once at load.
//
// Why C: Swift cannot give one function its own target features, so a portable Swift build is
// SSE2 on x86-64 (4-lane `pmaddwd`, no FMA). Clang's per-function `target` attribute compiles an
// AVX2 or AVX-512 VNNI body into an otherwise portable object without any build flag, and CPUID
// (`__builtin_cpu_supports`) picks the body at run time. Everything but these loops stays Swift.
//
// Every kernel has a Swift scalar twin in Sources/NativeModel/Kernels and a test that runs each
// variant this CPU supports against it (Tests/NativeModelTests/NativeKernelsTests.swift).
#ifndef NATIVE_KERNELS_H
#define NATIVE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Instruction-set variants of the kernels. `NK_ISA_GENERIC` is portable C (SSE2 on x86-64,
/// NEON on arm64 as the compiler vectorizes it); the others exist where their architecture does.
typedef enum {
    NK_ISA_GENERIC = 0,
    NK_ISA_AVX2 = 1,        // x86-64: AVX2 + FMA + F16C
    NK_ISA_AVX512VNNI = 2,  // x86-64: AVX-512 F/BW/VL + VNNI
    NK_ISA_NEON_DOTPROD = 3 // arm64: slot for NEON / dot-product kernels (generic bodies for now)
} nk_isa;

/// The fastest variant this CPU runs (CPUID, read once).
int nk_best_isa(void);
/// Whether this CPU and build can run `isa`.
int nk_isa_supported(int isa);
/// A short name for `isa` ("generic", "avx2", "avx512vnni", "neon").
const char *nk_isa_name(int isa);

/// Rows a weight panel holds: one 32-bit lane per row in a 512-bit register.
#define NK_PANEL_ROWS 16

/// Prefill GEMM over weights repacked into panels of 16 rows, with 14-bit activations.
///
/// Panel p covers weight rows 16p ..< 16p + 16. Its values (int8) are `n / 2` pairs of columns,
/// each 16 rows × 2 consecutive values: `values + p * 16 * n`, byte (2k + c) of row r at
/// offset 32k + 2r + c. Weight (r, i) = scale[g][r] * value − minimum[g][r] for its group
/// g = i / groupSize (16 or 32): `scales + p * 16 * (n / groupSize)`, (groups, 16) floats, and
/// `minimums` the same shape or NULL.
///
/// Activations: token t's n values `a + t * n` (int16, |a| ≤ 8191) with a float step per 32
/// (`ascale + t * n / 32`) and `asum` (same shape) = step × Σ of the group's values.
///
/// y[t * yStride + 16p + r] = Σ_g (Σ_{i in g} value·a) · (scale · step) − minimum · asum, the
/// groups in order, for panels `firstPanel ..< firstPanel + panelCount` and every token; rows at
/// or past `rows` are not written. Every output is the same float operations whatever the token
/// count, so a prompt's logits do not depend on how it was batched.
void nk_panel_gemm(int isa, const int8_t *values, const float *scales, const float *minimums, int n, int groupSize,
                   int firstPanel, int panelCount, int rows,
                   const int16_t *a, const float *ascale, const float *asum, int tokens, float *y, ptrdiff_t yStride);

/// The parameters every one-token decode entry point takes after `isa` (their meaning in
/// `nk_decode_q8_0`'s contract): `count` weight rows of n values from `base` at row stride
/// `rowBytes`, one token's 8-bit activations `q` with their steps `qscale`, the outputs `y`. The
/// K formats add the activations' integer sums per 32 (`blockSum`), Q4_1 and Q5_1 their q8_1
/// sums per 32 (`qsum`). The instruction-set bodies take the same lists.
#define NK_DECODE_ARGS const uint8_t *base, size_t rowBytes, int count, int n, const int8_t *q, const float *qscale, float *y
#define NK_DECODE_K_ARGS const uint8_t *base, size_t rowBytes, int count, int n, const int8_t *q, const float *qscale, \
    const int32_t *blockSum, float *y
#define NK_DECODE_Q4_1_ARGS const uint8_t *base, size_t rowBytes, int count, int n, const int8_t *q, const float *qscale, \
    const float *qsum, float *y

/// Decode: `count` Q8_0 rows (34-byte blocks: binary16 d, 32 int8) starting at `base`, row stride
/// `rowBytes`, each · one token's 8-bit activations `q` (n int8) with a float step per 16 values
/// (`qscale`, n / 16, as ActivationBatch keeps it: block b reads qscale[2b]) -> y[0 ..< count]. Float order: ggml's AVX2 kernel (8 lanes of 4 products
/// per block, one fused multiply-add per lane and block, `hsum_float_8`).
void nk_decode_q8_0(int isa, NK_DECODE_ARGS);

/// Decode: `count` Q4_0 rows (18-byte blocks: binary16 d, 16 bytes of nibble pairs, value
/// d·(nibble − 8); values 0 ... 15 in the low nibbles, 16 ... 31 in the high) · one token's 8-bit
/// activations, as `nk_decode_q8_0` (ggml's AVX2 `ggml_vec_dot_q4_0_q8_0` float order).
void nk_decode_q4_0(int isa, NK_DECODE_ARGS);

/// Decode: `count` Q5_0 rows (22-byte blocks: binary16 d, 32 fifth bits, 16 bytes of nibble
/// pairs) · one token's 8-bit activations, as `nk_decode_q8_0`.
void nk_decode_q5_0(int isa, NK_DECODE_ARGS);

/// Decode: `count` Q4_1 rows (20-byte blocks: binary16 d, binary16 m, 16 bytes of nibble pairs;
/// value d·q + m, q in 0 ... 15) · one token's 8-bit activations `q` with the step per 16 values
/// `qscale` (block b reads qscale[2b]) and `qsum` (n / 32): per block, binary16(step · Σ q) with the
/// step before its binary16 rounding, llama.cpp's q8_1 `s` -> y[0 ..< count]. Float order: ggml's
/// AVX2 `ggml_vec_dot_q4_1_q8_1`: d · d_a times the block's 8 int32 lanes of 4 products, one fused
/// multiply-add per lane and block, `hsum_float_8`, plus Σ_b m_b · qsum_b summed in block order.
void nk_decode_q4_1(int isa, NK_DECODE_Q4_1_ARGS);

/// Decode: `count` Q4_K rows (144-byte blocks of 256: binary16 d, dmin, 12 bytes of 6-bit scales
/// and minimums, 128 bytes of nibbles) · one token's Q8_K activations (`q`, the step per 16
/// values `qscale` (block b reads qscale[16b]), `blockSum` Σ q per 32) -> y[0 ..< count]:
/// Σ_b d·d_a·Σ_j sc_j Σ q·a − dmin·d_a·Σ_j m_j Σ a, the integer sums exact.
void nk_decode_q4_K(int isa, NK_DECODE_K_ARGS);

/// Decode: `count` Q5_K rows (176-byte blocks of 256: binary16 d, dmin, 12 bytes of 6-bit scales
/// and minimums, 32 bytes of fifth bits (bit j of byte l: value l of sub-block j), 128 bytes of
/// nibbles) · Q8_K activations, as `nk_decode_q4_K` with values 0 ... 31.
void nk_decode_q5_K(int isa, NK_DECODE_K_ARGS);

/// Decode: `count` Q6_K rows (210-byte blocks of 256: 128 bytes of low nibbles, 64 of 2-bit
/// highs, 16 int8 scales, binary16 d; value d·sc·(q − 32)) · Q8_K activations, as `nk_decode_q4_K`.
void nk_decode_q6_K(int isa, NK_DECODE_K_ARGS);

/// Decode for the formats with a portable body only (DecodeGeneric.c; every `isa` runs it
/// until an instruction-set body exists): the integer sums of llama.cpp's generic
/// `ggml_vec_dot_*_q8_*`, one float multiply-add per block (and per minimum term).
/// Q5_1: 24-byte blocks of 32 (binary16 d, m, 32 fifth bits, 16 bytes of nibbles; value d·q + m),
/// with the q8_1 sums `qsum` as `nk_decode_q4_1`: Σ_b (d·d_a)·Σ q·a, plus Σ_b m·s_b summed apart.
void nk_decode_q5_1(int isa, NK_DECODE_Q4_1_ARGS);
/// Q2_K: 84-byte blocks of 256 (16 bytes of 4-bit scale / minimum pairs per 16 values, 64 bytes of
/// 2-bit values, binary16 d, dmin) · Q8_K activations: Σ_b (d_a·d)·Σ_j sc_j Σ q·a − (d_a·dmin)·Σ_j m_j Σ a,
/// the activation sums per 16 formed from `q` (`blockSum` is not read).
void nk_decode_q2_K(int isa, NK_DECODE_K_ARGS);
/// Q3_K: 110-byte blocks of 256 (32 bytes of high bits, 64 of 2-bit values, 12 of signed 6-bit
/// scales per 16, binary16 d) · Q8_K activations: Σ_b (d·d_a)·Σ_j sc_j Σ q·a (`blockSum` not read).
void nk_decode_q3_K(int isa, NK_DECODE_K_ARGS);
/// IQ4_NL: 18-byte blocks of 32 (binary16 d, nibbles as Q4_0's indexing ggml's 16 non-linear
/// values) · 8-bit activations as `nk_decode_q8_0`: Σ_b (d_a·d)·Σ value·a.
void nk_decode_iq4_nl(int isa, NK_DECODE_ARGS);
/// IQ4_XS: 136-byte blocks of 256 (binary16 d, 8 signed 6-bit scales per 32 in 2 + 4 bytes, 128
/// bytes of nibbles indexing the IQ4 values) · Q8_K activations: Σ_b (d·d_a)·Σ_s sc_s Σ value·a.
void nk_decode_iq4_xs(int isa, NK_DECODE_K_ARGS);

/// Most tokens one pass of `nk_decode_rows_*` multiplies per weight block (more are taken in
/// groups of this many over tiles of weight rows that stay in L2).
#define NK_DECODE_ROWS 8

/// The parameters of the several-token decode entry points after `isa` (their meaning in
/// `nk_decode_rows_q8_0`'s contract): the one-token lists with the token count `tokens` and the
/// outputs' token stride `yStride`; Q4_1 and Q5_1 take `qsum` in place of `blockSum`.
#define NK_DECODE_ROWS_ARGS const uint8_t *base, size_t rowBytes, int count, int n, int tokens, \
    const int8_t *q, const float *qscale, const int32_t *blockSum, float *y, ptrdiff_t yStride
#define NK_DECODE_ROWS_Q4_1_ARGS const uint8_t *base, size_t rowBytes, int count, int n, int tokens, \
    const int8_t *q, const float *qscale, const float *qsum, float *y, ptrdiff_t yStride

/// Decode of several tokens at once (speculative verification): `count` weight rows of the
/// decode types above · `tokens` tokens' 8-bit activations laid out as ActivationBatch keeps
/// them (token t: `q + t·n`, `qscale + t·(n/16)`, `blockSum + t·(n/32)`, the last read by Q4_K
/// only) -> y[t · yStride + o]. Each weight block is loaded and widened once for up to
/// NK_DECODE_ROWS tokens; token t's outputs are bit for bit those of `nk_decode_q8_0(isa, …,
/// q + t·n, …)` (and its siblings): the same integer lanes and float operations in the same order.
/// The activations lie in −127 ... 127, as ActivationBatch quantizes them (the one-token
/// kernels' sign trick and the VNNI bodies' x ^ 0x80 both rely on it).
void nk_decode_rows_q8_0(int isa, NK_DECODE_ROWS_ARGS);
/// Q5_0 rows, as `nk_decode_rows_q8_0` (bit for bit `nk_decode_q5_0` per token).
void nk_decode_rows_q5_0(int isa, NK_DECODE_ROWS_ARGS);
/// Q4_1 rows, as `nk_decode_rows_q8_0` with the q8_1 sums `qsum + t·(n/32)` in place of the
/// integer block sums (bit for bit `nk_decode_q4_1` per token).
void nk_decode_rows_q4_1(int isa, NK_DECODE_ROWS_Q4_1_ARGS);
/// Q4_K rows, as `nk_decode_rows_q8_0` (bit for bit `nk_decode_q4_K` per token).
void nk_decode_rows_q4_K(int isa, NK_DECODE_ROWS_ARGS);
/// Q6_K rows, as `nk_decode_rows_q8_0` (bit for bit `nk_decode_q6_K` per token).
void nk_decode_rows_q6_K(int isa, NK_DECODE_ROWS_ARGS);
/// Q5_1 rows, as `nk_decode_rows_q4_1` (bit for bit `nk_decode_q5_1` per token).
void nk_decode_rows_q5_1(int isa, NK_DECODE_ROWS_Q4_1_ARGS);
/// Q2_K, Q3_K, IQ4_NL and IQ4_XS rows, as `nk_decode_rows_q8_0` (bit for bit their one-token
/// kernels per token).
void nk_decode_rows_q2_K(int isa, NK_DECODE_ROWS_ARGS);
void nk_decode_rows_q3_K(int isa, NK_DECODE_ROWS_ARGS);
void nk_decode_rows_iq4_nl(int isa, NK_DECODE_ROWS_ARGS);
void nk_decode_rows_iq4_xs(int isa, NK_DECODE_ROWS_ARGS);

/// Prefill's output layer: `count` Q8_0 rows (as `nk_decode_q8_0`) · one token's 14-bit activations
/// (`a`, n int16, |a| ≤ 8191, float step per 32 `ascale`) -> y[0 ..< count]:
/// Σ_b (d_b · step_b) · Σ_i w·a with exact integer block sums. Prefill multiplies the 262,144-row
/// output of Gemma 3 with the last token only, so its weights are read from the file, not repacked.
void nk_wide_q8_0(int isa, const uint8_t *base, size_t rowBytes, int count, int n,
                  const int16_t *a, const float *ascale, float *y);

/// Attention scores: `group` query heads `hq` (group, headDim) against `count` cached keys, key j
/// at ring slot (firstSlot + j) % slots of `keys` (row stride `kvStride` floats) ->
/// scores[j * group + h] = Σ_d hq[h][d] · key[d].
void nk_attention_scores(int isa, const float *hq, int group, int headDim, const float *keys, ptrdiff_t kvStride,
                         int slots, int firstSlot, int count, float *scores);

/// Attention's softmax: scores (count, group) -> per head the exponentials (in place) and the
/// probabilities rounded to binary16, each stored 4 times after the scores (splat = scores +
/// group × count, (count, group, 4)), as `attentionSoftmax`: max, expf, the sum in double in
/// position order, one reciprocal (the same bits).
void nk_attention_softmax(float *scores, int group, int count);

/// Attention's weighted sum: out[h * outStride + d] (+)= Σ_j p[j][h] · value_j[d] over `count`
/// cached values (ring slots as `nk_attention_scores`), p[j][h] = splat[4 · (j · group + h)]
/// (the probabilities stored 4 times each by the softmax). With `accumulate` the sums continue
/// from `out`; each output is a sequential sum over j in order.
void nk_attention_weighted_sum(int isa, const float *values, ptrdiff_t kvStride, int slots, int firstSlot, int count,
                               int group, int headDim, const float *splat, float *out, ptrdiff_t outStride, int accumulate);

/// Flash-style prompt attention of `tokens` consecutive query tokens sharing one KV head, with an
/// online softmax. Token t has queries q + t · qTokenStride, (group, headDim) at row stride
/// headDim, used as they are (not rounded to binary16: llama.cpp's flash path multiplies float
/// queries with the cache converted to float), and attends positions firsts[t] ... lasts[t]
/// (non-decreasing in t), position p at ring slot p % slots of `keys` / `values` (row stride
/// `kvStride`). Its output goes to out + t · outTokenStride, (group, headDim) at row stride
/// `outStride`: Σ_p softmax(s)_p · value_p with s_p = q · key_p, probabilities unrounded.
/// Positions are taken in blocks of 32 aligned to multiples of 32, each token's in ascending
/// order, so a token's bits do not depend on the tile it shares. `scratch` holds
/// tokens × group × (32 + 3) floats. AVX2 needs headDim % 8 == 0 and AVX-512 headDim % 16 == 0
/// (else the portable body runs).
void nk_flash_attention(int isa, const float *q, ptrdiff_t qTokenStride, int tokens, int group, int headDim,
                        const float *keys, const float *values, ptrdiff_t kvStride, int slots,
                        const ptrdiff_t *firsts, const ptrdiff_t *lasts, float *scratch,
                        float *out, ptrdiff_t outTokenStride, ptrdiff_t outStride);

/// x[i] = e^x[i] for the flash kernel's shifted scores (x ≤ 0), as `isa`'s flash body computes
/// it: libm `expf` (portable), or a degree-7 polynomial after ln 2 range reduction (AVX2,
/// AVX-512; within a few ulp of libm, 0 or denormal below FLT_MIN). Exposed for its test.
void nk_flash_exp(int isa, float *x, int n);

/// RMS norm of `rows` rows of n floats in place or into `out` (row stride n both):
/// out = x · w / √(mean(x²) + eps), the sum of squares in double, sequential per row, as ggml
/// computes it (bit-identical); rows are interleaved 4 at a time so the double additions of
/// different rows overlap.
void nk_rms_norm(int isa, const float *x, const float *w, int n, float eps, float *out, int rows);

/// NEOX rotary embedding in place of `heads` heads of `headDim` floats at `x` (row stride
/// headDim): pairs (i, i + headDim/2) rotated by cos/sin[i] (headDim / 2 each) with ggml's fused
/// rounding, x0·cos − x1·sin and x0·sin + x1·cos each with the first product fused.
void nk_rope_neox(int isa, float *x, int heads, int headDim, const float *cosines, const float *sines);

/// Gemma's GELU(gate) · up with ggml's binary16 table: out[i] = table[half(gate[i])] · up[i]
/// (0 for gate ≤ −10, gate · up for gate ≥ 10), `table` the 65,536 half-rounded GELU values.
void nk_geglu_half(int isa, const float *gate, const float *up, int n, const float *table, float *out);

/// `value` rounded to the nearest binary16 and back, as the softmax rounds probabilities (for
/// the tests that check it against the Swift conversion).
float nk_rounded_to_half_value(float value);

#endif
