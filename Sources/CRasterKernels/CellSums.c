#include "CRasterKernels.h"

// Written in C because Swift checks every integer overflow and conversion in the loop; the
// sums wrap (as unsigned), which only absurd winding counts reach.

int32_t tessera_sum_cells_nonzero(int32_t *cells, size_t count, int32_t sum, uint8_t *coverage) {
    uint32_t s = (uint32_t)sum;
    for (size_t i = 0; i < count; i++) {
        s += (uint32_t)cells[i];
        cells[i] = 0;
        coverage[i] = tessera_cell_coverage((int32_t)s, 0);
    }
    return (int32_t)s;
}

int32_t tessera_sum_cells_even_odd(int32_t *cells, size_t count, int32_t sum, uint8_t *coverage) {
    uint32_t s = (uint32_t)sum;
    for (size_t i = 0; i < count; i++) {
        s += (uint32_t)cells[i];
        cells[i] = 0;
        coverage[i] = tessera_cell_coverage((int32_t)s, 1);
    }
    return (int32_t)s;
}
