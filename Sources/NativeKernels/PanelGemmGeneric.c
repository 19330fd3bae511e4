// nk_panel_gemm in portable C (see NativeKernels.h for the layout): the loops are written so the
// compiler can vectorize the 16 rows of a panel (SSE2 `pmaddwd` on x86-64, NEON on arm64).
#include "Panel.h"

void nk_panel_gemm_generic(NK_PANEL_GEMM_ARGS) {
    const int groups = n / groupSize, pairsPerGroup = groupSize / 2, activationGroups = n / 32;
    for (int p = firstPanel; p < firstPanel + panelCount; p++) {
        const nk_panel panel = nk_panel_at(values, scales, minimums, n, groups, rows, p);
        for (int t = 0; t < tokens; t++) {
            const int16_t *at = a + (size_t)t * n;
            float f[NK_PANEL_ROWS] = {0};
            for (int g = 0; g < groups; g++) {
                int32_t acc[NK_PANEL_ROWS] = {0};
                for (int k = g * pairsPerGroup; k < (g + 1) * pairsPerGroup; k++) {
                    const int32_t a0 = at[2 * k], a1 = at[2 * k + 1];
                    const int8_t *wk = panel.values + 32 * k;
                    for (int r = 0; r < NK_PANEL_ROWS; r++) acc[r] += wk[2 * r] * a0 + wk[2 * r + 1] * a1;
                }
                const int ag = t * activationGroups + g * groupSize / 32;
                const float step = ascale[ag];
                for (int r = 0; r < NK_PANEL_ROWS; r++) f[r] += (float)acc[r] * (panel.scales[NK_PANEL_ROWS * g + r] * step);
                if (panel.minimums) {
                    const float sum = asum[ag];
                    for (int r = 0; r < NK_PANEL_ROWS; r++) f[r] -= panel.minimums[NK_PANEL_ROWS * g + r] * sum;
                }
            }
            for (int r = 0; r < panel.valid; r++) y[(ptrdiff_t)t * yStride + NK_PANEL_ROWS * p + r] = f[r];
        }
    }
}
