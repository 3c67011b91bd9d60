#ifndef TESSERA_CRASTERKERNELS_H
#define TESSERA_CRASTERKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Source-over of one premultiplied color over a run of premultiplied RGBA8 pixels (packed
/// little-endian, R in the low byte): every channel becomes
/// color + round(channel × inverse / 255), with inverse = 255 − the color's alpha. The rounding
/// is TesseraRaster's PixelMath.scale exactly, so the bytes equal its per-pixel blend.
///
/// Written in C because Swift cannot compile one function for a wider instruction set than the
/// module's baseline: this uses AVX-512 (sixteen pixels per instruction) or AVX2 (eight) where
/// the CPU and OS have them, SSE2 (four) on other x86-64, plain C elsewhere.
void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);

/// One unit of coverage in the accumulation cells: a pixel's covered area in 1/256 × 1/512
/// pixel² (x and y in 1/256 pixel, the area doubled so halves stay integers).
#define TESSERA_CELL_ONE 131072

/// The accumulation cells of a region whose top-left pixel is (0, 0): `stride` int32 cells per
/// row (width + 2), and per row `row_words` 64-bit words with one "touched" bit per 4 cells.
typedef struct {
    int32_t *cells;
    uint64_t *touched;
    intptr_t stride, row_words;
    int32_t width, height;
} tessera_cells;

/// Deposits the signed area of the segment (ax, ay)–(bx, by) (region pixels) in the cells it
/// crosses and marks their blocks touched. Rows outside the region are clipped off in doubles;
/// parts left of it count as a vertical edge left of column 0 (they cover everything to their
/// right), parts right of it are dropped. Then in fixed point (1/256 pixel): a DDA finds where
/// the segment leaves each row, and each cell gets its exact integer area, so cell sums do not
/// depend on the order segments arrive in.
void tessera_cells_add_line(const tessera_cells *cells, double ax, double ay, double bx, double by);

/// Prefix-sums `count` accumulation cells onto `sum`, zeroing each cell behind it, and writes
/// each pixel's 8-bit coverage: |sum| clamped to TESSERA_CELL_ONE (non-zero rule, `even_odd` 0)
/// or folded modulo 2 × TESSERA_CELL_ONE (even-odd), scaled to 255 and rounded half up.
/// Returns the sum after the last cell. Integer arithmetic that wraps, so no input can trap.
int32_t tessera_sum_cells(int32_t *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage);

/// The coverage (0...255) of one accumulated sum, as the sums above compute it.
static inline uint8_t tessera_cell_coverage(int32_t sum, int even_odd) {
    uint32_t v = sum < 0 ? 0u - (uint32_t)sum : (uint32_t)sum;
    if (even_odd) {
        v &= 2 * TESSERA_CELL_ONE - 1;
        if (v > TESSERA_CELL_ONE) v = 2 * TESSERA_CELL_ONE - v;
    } else if (v > TESSERA_CELL_ONE) {
        v = TESSERA_CELL_ONE;
    }
    return (uint8_t)((v * 255 + TESSERA_CELL_ONE / 2) >> 17);
}

/// tessera_sum_cells and a source-over of the color scaled by each pixel's coverage in one pass,
/// without the coverage bytes in between: each pixel's coverage is the running sum of the cells
/// (zeroed behind it) from `sum`; returns the sum after the last cell. The bytes equal the two
/// steps'. AVX2 (a prefix sum in registers) where the CPU has it, its ragged end under an
/// AVX-512 opmask where the CPU has that.
int32_t tessera_blend_cells_run(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd);

/// The instruction-set levels the blend kernels have bodies for: baseline (SSE2 on x86-64,
/// plain C elsewhere), AVX2, AVX-512 (F, BW, VL).
enum { TESSERA_KERNELS_BASELINE = 0, TESSERA_KERNELS_AVX2 = 1, TESSERA_KERNELS_AVX512 = 2 };

/// The highest level this CPU and OS run: the bodies the kernels above are bound to.
int tessera_kernel_level(void);

typedef void (*tessera_blend_run_fn)(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);
typedef int32_t (*tessera_blend_cells_run_fn)(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color,
                                              int even_odd);

/// Each kernel's body for `level` (at most tessera_kernel_level()), so tests can hold every
/// body this machine runs to the definition, not only the one bound.
tessera_blend_run_fn tessera_blend_run_body(int level);
tessera_blend_cells_run_fn tessera_blend_cells_run_body(int level);

/// Asks the CPU to bring `bytes` of memory from `address` into its caches for writing, one
/// request per 64-byte line, without waiting. A hint only: it changes no memory.
static inline void tessera_prefetch_for_write(const void *address, size_t bytes) {
    const char *p = (const char *)address;
    for (size_t offset = 0; offset < bytes; offset += 64) __builtin_prefetch(p + offset, 1, 3);
}

#endif
