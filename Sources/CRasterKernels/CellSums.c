#include "CRasterKernels.h"
#include <math.h>

// The running sum and the coverage are the same IEEE single-precision operations, in the same
// order, as CoverageRasterizer's Swift definition; no fused multiply-add may change a rounding.
#pragma STDC FP_CONTRACT OFF

float tessera_sum_cells_nonzero(float *cells, size_t count, float sum, uint8_t *coverage) {
    for (size_t i = 0; i < count; i++) {
        sum += cells[i];
        cells[i] = 0;
        float v = fabsf(sum);
        if (v > 1) v = 1;
        coverage[i] = (uint8_t)(int)(v * 255 + 0.5f);
    }
    return sum;
}

float tessera_sum_cells_even_odd(float *cells, size_t count, float sum, uint8_t *coverage) {
    for (size_t i = 0; i < count; i++) {
        sum += cells[i];
        cells[i] = 0;
        float v = fabsf(sum);
        v -= 2 * floorf(v * 0.5f);
        if (v > 1) v = 2 - v;
        coverage[i] = (uint8_t)(int)(v * 255 + 0.5f);
    }
    return sum;
}
