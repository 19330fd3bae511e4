// The per-element steps between the matmuls (RMS norm, RoPE, GELU), each bit-identical to the
// Swift twin in Sources/NativeModel/Kernels (Norms.swift, Rope.swift) and so to llama.cpp's
// outputs on its own inputs (GemmaKernelParityTests).
#include <math.h>
#include "Variants.h"
#pragma clang fp contract(off)

void nk_rms_norm_generic(const float *x, const float *w, int n, float eps, float *out, int rows) {
    int r = 0;
    for (; r + 4 <= rows; r += 4) {
        const float *x0 = x + (size_t)r * n, *x1 = x0 + n, *x2 = x1 + n, *x3 = x2 + n;
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (int i = 0; i < n; i++) {
            s0 += (double)(x0[i] * x0[i]);
            s1 += (double)(x1[i] * x1[i]);
            s2 += (double)(x2[i] * x2[i]);
            s3 += (double)(x3[i] * x3[i]);
        }
        const double sums[4] = {s0, s1, s2, s3};
        for (int k = 0; k < 4; k++) {
            const float scale = 1.0f / sqrtf((float)(sums[k] / (double)n) + eps);
            const float *xr = x + (size_t)(r + k) * n;
            float *o = out + (size_t)(r + k) * n;
            for (int i = 0; i < n; i++) o[i] = xr[i] * scale * w[i];
        }
    }
    for (; r < rows; r++) {
        const float *xr = x + (size_t)r * n;
        double sum = 0;
        for (int i = 0; i < n; i++) sum += (double)(xr[i] * xr[i]);
        const float scale = 1.0f / sqrtf((float)(sum / (double)n) + eps);
        float *o = out + (size_t)r * n;
        for (int i = 0; i < n; i++) o[i] = xr[i] * scale * w[i];
    }
}

void nk_rope_neox_generic(float *x, int heads, int headDim, const float *cosines, const float *sines) {
    const int half = headDim / 2;
    for (int h = 0; h < heads; h++) {
        float *row = x + (size_t)h * headDim;
        for (int i = 0; i < half; i++) {
            const float a = row[i], b = row[i + half], c = cosines[i], s = sines[i];
            row[i] = fmaf(a, c, -(b * s));
            row[i + half] = fmaf(a, s, b * c);
        }
    }
}

void nk_geglu_half_generic(const float *gate, const float *up, int n, const float *table, float *out) {
    for (int i = 0; i < n; i++) {
        const float x = gate[i];
        out[i] = x <= -10 ? 0 : x >= 10 ? x * up[i] : table[nk_half_bits(x)] * up[i];
    }
}

#if defined(__x86_64__)
#include "X86.h"

NK_TARGET_AVX2 void nk_rope_neox_avx2(float *x, int heads, int headDim, const float *cosines, const float *sines) {
    const int half = headDim / 2;
    for (int h = 0; h < heads; h++) {
        float *row = x + (size_t)h * headDim;
        for (int i = 0; i < half; i += 8) {
            const __m256 a = _mm256_loadu_ps(row + i), b = _mm256_loadu_ps(row + i + half);
            const __m256 c = _mm256_loadu_ps(cosines + i), s = _mm256_loadu_ps(sines + i);
            _mm256_storeu_ps(row + i, _mm256_fmsub_ps(a, c, _mm256_mul_ps(b, s)));
            _mm256_storeu_ps(row + i + half, _mm256_fmadd_ps(a, s, _mm256_mul_ps(b, c)));
        }
    }
}

NK_TARGET_AVX512
void nk_geglu_half_avx512(const float *gate, const float *up, int n, const float *table, float *out) {
    int i = 0;
    const __m512 low = _mm512_set1_ps(-10), high = _mm512_set1_ps(10);
    for (; i + 16 <= n; i += 16) {
        const __m512 x = _mm512_loadu_ps(gate + i), u = _mm512_loadu_ps(up + i);
        const __m512i h = _mm512_cvtepu16_epi32(_mm512_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
        const __m512 g = _mm512_i32gather_ps(h, table, 4);
        __m512 r = _mm512_mul_ps(g, u);
        r = _mm512_mask_mul_ps(r, _mm512_cmp_ps_mask(x, high, _CMP_GE_OQ), x, u);
        r = _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(x, low, _CMP_NLE_UQ), r);
        _mm512_storeu_ps(out + i, r);
    }
    nk_geglu_half_generic(gate + i, up + i, n - i, table, out + i);
}
#endif
