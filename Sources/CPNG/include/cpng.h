#ifndef CPNG_H
#define CPNG_H
/*
 * Small C helpers around libpng for TesseraRaster. libpng reports errors with longjmp, which
 * Swift cannot survive; these functions keep every setjmp/longjmp inside C and return an error
 * code plus libpng's message instead.
 */
#include <stddef.h>
#include <stdint.h>

/* Encodes 8-bit RGB (channels 3) or RGBA (channels 4, straight alpha) rows to PNG in memory.
 * `compression_level` 0-9 (zlib), `filters` a PNG_FILTER_* mask (0 = libpng's default choice),
 * `strategy` a zlib strategy (Z_DEFAULT_STRATEGY = 0, Z_FILTERED = 1, Z_RLE = 3...).
 * On success returns 0 and sets *out (free with cpng_free) and *out_size; on failure returns
 * -1 and writes libpng's message into `message`. */
int cpng_encode(const uint8_t *pixels, int width, int height, int channels,
                int compression_level, int filters, int strategy,
                uint8_t **out, size_t *out_size, char *message, size_t message_size);

/* Decodes any PNG libpng reads (palette, gray, 16-bit, interlaced, with or without alpha) to
 * 8-bit straight-alpha RGBA. Images wider or taller than `max_side` or with more than
 * `max_pixels` pixels are refused before any pixel memory is allocated. On success returns 0
 * and sets *out (free with cpng_free), *width and *height; on failure returns -1 and writes the
 * reason (libpng's message when it has one) into `message`. */
int cpng_decode(const uint8_t *data, size_t size, int max_side, long long max_pixels,
                uint8_t **out, int *width, int *height, char *message, size_t message_size);

void cpng_free(void *pointer);

/* The filter masks, re-exported for Swift (libpng's macros do not import). */
int cpng_filter_none(void);
int cpng_filter_sub(void);
int cpng_filter_up(void);
int cpng_filter_paeth(void);
int cpng_filter_all(void);

#endif
