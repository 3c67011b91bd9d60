#ifndef CPNG_H
#define CPNG_H
/*
 * PNG decoding through libpng's simplified API for TesseraRaster, which reports errors as a
 * return code and message instead of libpng's longjmp (which Swift cannot survive). Encoding is
 * Tessera's own writer (cpng_writer.h).
 */
#include <stddef.h>
#include <stdint.h>

/* Decodes any PNG libpng reads (palette, gray, 16-bit, interlaced, with or without alpha) to
 * 8-bit straight-alpha RGBA. Images wider or taller than `max_side` or with more than
 * `max_pixels` pixels are refused before any pixel memory is allocated. On success returns 0
 * and sets *out (free with cpng_free), *width and *height; on failure returns -1 and writes the
 * reason (libpng's message when it has one) into `message`. */
int cpng_decode(const uint8_t *data, size_t size, int max_side, long long max_pixels,
                uint8_t **out, int *width, int *height, char *message, size_t message_size);

void cpng_free(void *pointer);

#endif
