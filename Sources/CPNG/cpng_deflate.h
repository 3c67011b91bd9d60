#ifndef CPNG_DEFLATE_H
#define CPNG_DEFLATE_H
/*
 * Tessera's own deflate for filtered PNG rows of rendered UI (the writer's fast mode).
 *
 * A rendered screen is mostly flat colour and repeated rows: a byte sequence seen one pixel back
 * (a run) or one row back (the row above), and otherwise text and icons repeated across the
 * image. So each position tries exactly those three candidates — one pixel back, one row back,
 * and the last position with the same four bytes (a small hash table) — and takes the longest,
 * greedily. A position inside a match costs one 8-byte compare per 8 bytes and no hashing, where
 * a general matcher (libdeflate's fastest level) hashes and inserts every byte it passes. Blocks
 * of up to 65,536 symbols get their own Huffman codes and are stored raw when that is smaller, so
 * the output is never much larger than the input. The same input always gives the same bytes.
 */
#include <stddef.h>
#include <stdint.h>

typedef struct cpng_deflater cpng_deflater;

/* About 400 KB of tables, kept by a writer between images; NULL when out of memory. */
cpng_deflater *cpng_deflater_create(void);
void cpng_deflater_destroy(cpng_deflater *deflater);

/* Compresses `size` bytes of `in` (PNG rows of `row_bytes` bytes each including the filter byte,
 * pixels of `pixel_bytes` bytes) as a zlib stream written into *buffer at `offset`, growing
 * *buffer (and *capacity) with realloc as needed and leaving at least `room_after` bytes of
 * capacity after the stream (for the caller's own trailer). Returns the zlib stream's length, or
 * 0 when out of memory or `size` is 0 or not below 2^31. */
size_t cpng_deflate_rows(cpng_deflater *deflater, const uint8_t *in, size_t size, size_t row_bytes, size_t pixel_bytes,
                         uint8_t **buffer, size_t *capacity, size_t offset, size_t room_after);

#endif
