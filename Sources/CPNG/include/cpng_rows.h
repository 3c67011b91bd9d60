#ifndef CPNG_ROWS_H
#define CPNG_ROWS_H
/*
 * The writer's pass from premultiplied RGBA to the bytes PNG stores, for the rows of an opaque
 * image: the alpha dropped (RGB), each row checked for opacity in the same pass while it is in
 * cache. On x86-64 with SSSE3 (asked once, at run time) four pixels are shuffled at a time; the
 * plain path is kept for other CPUs and for the tests that hold the fast one to it.
 */
#include <stdint.h>

/* Writes the `width` pixels of `src` (bytes R, G, B, A) to `dst` as R, G, B, `3 * width` bytes,
 * and returns 1 when every one of them is opaque (alpha 255), else 0 (the bytes written are then
 * of no use: the image needs its alpha). */
int cpng_rgb_row(const uint8_t *src, uint8_t *dst, int width);

/* `cpng_rgb_row` one pixel at a time, on any CPU: the bytes the fast path must give. */
int cpng_rgb_row_plain(const uint8_t *src, uint8_t *dst, int width);

#endif
