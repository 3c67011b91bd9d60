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

#endif
