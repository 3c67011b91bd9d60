#include "CRasterKernels.h"

// Written in C because Swift checks every integer overflow and conversion in the loop; the
// sums wrap (as unsigned), which only absurd winding counts reach. The rule is the same for
// the whole run, so the compiler hoists its test out of the loop.

int32_t tessera_sum_cells(int32_t *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
    uint32_t s = (uint32_t)sum;
    for (size_t i = 0; i < count; i++) {
        s += (uint32_t)cells[i];
        cells[i] = 0;
        coverage[i] = tessera_cell_coverage((int32_t)s, even_odd);
    }
    return (int32_t)s;
}
