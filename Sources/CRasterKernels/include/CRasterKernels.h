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
/// module's baseline: this uses AVX2 (eight pixels per instruction) where the CPU and OS have
/// it, SSE2 (four) on other x86-64, plain C elsewhere.
void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);

/// The portable kernel tessera_blend_run falls back to, exposed so tests can hold the
/// dispatched one to it on machines that take the AVX2 path.
void tessera_blend_run_baseline(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);

/// Source-over of one premultiplied color, scaled per pixel by `coverage` (0...255), over a
/// run of premultiplied RGBA8 pixels: every pixel becomes s + d × (255 − αs) / 255 with
/// s = color × coverage / 255, each product rounded as PixelMath.scale, so the bytes equal
/// PixelMath.sourceOver(PixelMath.scale(color, c), d) per pixel (coverage 0 leaves a pixel as it
/// is). The edge pixels of a solid fill: AVX2 where the CPU has it, else per pixel in C.
void tessera_blend_mask_run(uint32_t *dst, const uint8_t *coverage, size_t count, uint32_t color);

/// The portable per-pixel form of tessera_blend_mask_run, for tests.
void tessera_blend_mask_run_baseline(uint32_t *dst, const uint8_t *coverage, size_t count, uint32_t color);

/// Prefix-sums `count` accumulation cells onto `sum`, zeroing each cell behind it, and writes
/// each pixel's 8-bit coverage: |sum| clamped to 1 (non-zero rule) or folded modulo 2
/// (even-odd), times 255, rounded half up. Returns the sum after the last cell. The single-
/// precision operations are CoverageRasterizer's, in its order, so the bytes are its bytes; in C
/// because Swift checks every float-to-integer conversion (8 of the loop's 23 instructions).
float tessera_sum_cells_nonzero(float *cells, size_t count, float sum, uint8_t *coverage);
float tessera_sum_cells_even_odd(float *cells, size_t count, float sum, uint8_t *coverage);

/// Asks the CPU to bring `bytes` of memory from `address` into its caches for writing, one
/// request per 64-byte line, without waiting. A hint only: it changes no memory.
static inline void tessera_prefetch_for_write(const void *address, size_t bytes) {
    const char *p = (const char *)address;
    for (size_t offset = 0; offset < bytes; offset += 64) __builtin_prefetch(p + offset, 1, 3);
}

#endif
