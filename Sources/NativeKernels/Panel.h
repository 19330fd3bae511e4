// What every nk_panel_gemm body shares (private to this target): where panel p of the repacked
// weights starts and how many of its rows are outputs (layout in NativeKernels.h).
#ifndef NATIVE_KERNELS_PANEL_H
#define NATIVE_KERNELS_PANEL_H
#include "Variants.h"

/// Panel p of a weight matrix repacked into panels of NK_PANEL_ROWS rows.
typedef struct {
    const int8_t *values;   // (n / 2, NK_PANEL_ROWS, 2) int8
    const float *scales;    // (groups, NK_PANEL_ROWS)
    const float *minimums;  // (groups, NK_PANEL_ROWS), or NULL for a format without minimums
    int valid;              // rows of the panel below `rows`: NK_PANEL_ROWS but in the last panel
} nk_panel;

/// Panel p of `values` / `scales` / `minimums` (NULL stays NULL), n values and `groups` scale
/// groups per row, `rows` weight rows in all.
static inline __attribute__((always_inline)) nk_panel nk_panel_at(const int8_t *values, const float *scales,
                                                                  const float *minimums, int n, int groups, int rows, int p) {
    nk_panel panel;
    panel.values = values + (size_t)p * NK_PANEL_ROWS * n;
    panel.scales = scales + (size_t)p * NK_PANEL_ROWS * groups;
    panel.minimums = minimums ? minimums + (size_t)p * NK_PANEL_ROWS * groups : NULL;
    panel.valid = rows - NK_PANEL_ROWS * p;
    if (panel.valid > NK_PANEL_ROWS) panel.valid = NK_PANEL_ROWS;
    return panel;
}
#endif
