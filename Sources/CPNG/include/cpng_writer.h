#ifndef CPNG_WRITER_H
#define CPNG_WRITER_H
/*
 * Tessera's own PNG writer: signature, IHDR, one IDAT, IEND, each with its CRC (libdeflate's
 * crc32). The IDAT is deflated by libdeflate, which compresses a whole buffer at once, about twice
 * as fast as zlib at its default level with slightly smaller output on UI renders, or by
 * Tessera's own deflate for rendered UI (cpng_deflate.h), five times faster than libdeflate's
 * fastest level with smaller files (Benchmarks/README.md, "PNG encoding"). libpng's streaming
 * machinery has nothing to add for in-memory images.
 *
 * A writer keeps its scratch (the filtered rows, the output, one compressor per level, Tessera's deflate tables) between
 * images, so encoding in steady state allocates nothing; scratch past 16 MiB (a large image) is
 * released at the writer's next encode instead of being pinned for its life. `cpng_encode` uses
 * the calling thread's writer (thread-local, freed when the thread ends); a caller that encodes
 * image after image (a gallery worker) may own one instead (`cpng_writer_create`).
 */
#include <stddef.h>
#include <stdint.h>

/* PNG row filters (the filter type byte) and the adaptive choice per row. */
enum {
    CPNG_FILTER_NONE = 0,
    CPNG_FILTER_SUB = 1,
    CPNG_FILTER_UP = 2,
    CPNG_FILTER_AVERAGE = 3,
    CPNG_FILTER_PAETH = 4,
    /* Per row, the filter whose bytes have the smallest sum of absolute values (libpng's heuristic). */
    CPNG_FILTER_ADAPTIVE = 5
};

/* Which deflate compresses the rows. */
enum {
    /* libdeflate at the given level. */
    CPNG_DEFLATE_LIBDEFLATE = 0,
    /* Tessera's own: matches one pixel back, one row back and at the last place with the same
     * four bytes; the level is not used. */
    CPNG_DEFLATE_RUNS_AND_ROWS = 1
};

/* Encodes premultiplied RGBA8 pixels (bytes R, G, B, A; `stride` bytes per row) as an 8-bit PNG:
 * straight alpha, rounded to nearest, and RGB without alpha when every pixel is opaque.
 * `level` is libdeflate's 0-12, `deflater` one of CPNG_DEFLATE_*. Uses the calling thread's
 * writer. On success returns 0 and points *out at *out_size bytes inside that writer (valid until
 * the thread's next call); on failure returns -1 and writes the reason into `message`. */
int cpng_encode(const uint8_t *premultiplied, size_t stride, int width, int height, int level, int filter,
                int deflater, const uint8_t **out, size_t *out_size, char *message, size_t message_size);

typedef struct cpng_writer cpng_writer;

/* A writer of the caller's own (NULL when out of memory): use it from one thread at a time. */
cpng_writer *cpng_writer_create(void);
void cpng_writer_destroy(cpng_writer *writer);

/* As `cpng_encode`, with `writer`'s scratch; *out stays valid until the writer's next encode. */
int cpng_writer_encode(cpng_writer *writer, const uint8_t *premultiplied, size_t stride, int width, int height,
                       int level, int filter, int deflater, const uint8_t **out, size_t *out_size, char *message,
                       size_t message_size);

#endif
