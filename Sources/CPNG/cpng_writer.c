#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "cpng_deflate.h"
#include "cpng_rows.h"
#include "cpng_writer.h"

struct cpng_writer {
    struct libdeflate_compressor *compressors[13];
    cpng_deflater *deflater; /* Tessera's own, for CPNG_DEFLATE_RUNS_AND_ROWS */
    uint8_t *filtered; /* height rows of (filter byte + row bytes) */
    size_t filtered_capacity;
    uint8_t *rows; /* the previous and current straight rows, then four candidate filtered rows */
    size_t rows_capacity;
    uint8_t *out;
    size_t out_capacity;
};

/* Scratch above this is released at the thread's next encode rather than kept. */
static const size_t keep_bytes = (size_t)16 << 20;

static void set_message(char *message, size_t size, const char *text) {
    if (message && size > 0) {
        strncpy(message, text, size - 1);
        message[size - 1] = 0;
    }
}

static void release_buffers(cpng_writer *writer) {
    free(writer->filtered);
    free(writer->rows);
    free(writer->out);
    writer->filtered = writer->rows = writer->out = NULL;
    writer->filtered_capacity = writer->rows_capacity = writer->out_capacity = 0;
}

cpng_writer *cpng_writer_create(void) { return (cpng_writer *)calloc(1, sizeof(cpng_writer)); }

void cpng_writer_destroy(cpng_writer *writer) {
    if (!writer) return;
    for (int i = 0; i < 13; i++) libdeflate_free_compressor(writer->compressors[i]);
    cpng_deflater_destroy(writer->deflater);
    release_buffers(writer);
    free(writer);
}

static void destroy_writer(void *pointer) { cpng_writer_destroy((cpng_writer *)pointer); }

static pthread_key_t writer_key;
static pthread_once_t writer_key_once = PTHREAD_ONCE_INIT;
static void make_writer_key(void) { pthread_key_create(&writer_key, destroy_writer); }

/* The calling thread's writer, created on first use; NULL when out of memory. */
static cpng_writer *thread_writer(void) {
    pthread_once(&writer_key_once, make_writer_key);
    cpng_writer *writer = (cpng_writer *)pthread_getspecific(writer_key);
    if (!writer) {
        writer = cpng_writer_create();
        if (writer && pthread_setspecific(writer_key, writer) != 0) {
            free(writer);
            writer = NULL;
        }
    }
    return writer;
}

/* Grows *buffer to at least `size` bytes (contents not kept). */
static int reserve(uint8_t **buffer, size_t *capacity, size_t size) {
    if (*capacity >= size) return 0;
    free(*buffer);
    *buffer = (uint8_t *)malloc(size);
    *capacity = *buffer ? size : 0;
    return *buffer ? 0 : -1;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* Writes a chunk's length and type before `data_length` bytes already at p + 8, and its CRC
 * after them; returns the chunk's total size. */
static size_t finish_chunk(uint8_t *p, const char type[4], size_t data_length) {
    put32(p, (uint32_t)data_length);
    memcpy(p + 4, type, 4);
    put32(p + 8 + data_length, libdeflate_crc32(0, p + 4, data_length + 4));
    return data_length + 12;
}

/* One row of premultiplied RGBA as straight-alpha RGBA. Rounds to nearest, so opaque and fully
 * transparent pixels round-trip exactly. (Opaque images take `cpng_rgb_row`.) */
static void unpremultiply_row(const uint8_t *src, uint8_t *dst, int width) {
    for (int x = 0; x < width; x++) {
        const uint8_t *s = src + x * 4;
        uint8_t *d = dst + x * 4;
        uint32_t a = s[3];
        d[3] = (uint8_t)a;
        if (a == 255) {
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2];
        } else if (a == 0) {
            d[0] = d[1] = d[2] = 0;
        } else {
            for (int k = 0; k < 3; k++) {
                uint32_t c = (s[k] * 255u + a / 2) / a;
                d[k] = (uint8_t)(c > 255 ? 255 : c);
            }
        }
    }
}

static uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/* Filters `row` (previous row `prior`, NULL for the first) with `type` 1-4 into `out`; returns
 * the sum of the filtered bytes' absolute values as signed bytes (the adaptive heuristic). */
static uint64_t filter_row(int type, const uint8_t *row, const uint8_t *prior, size_t length, int bpp, uint8_t *out) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) {
        int a = i >= (size_t)bpp ? row[i - bpp] : 0;
        int b = prior ? prior[i] : 0;
        int c = prior && i >= (size_t)bpp ? prior[i - bpp] : 0;
        uint8_t predicted = type == CPNG_FILTER_SUB ? (uint8_t)a
                          : type == CPNG_FILTER_UP ? (uint8_t)b
                          : type == CPNG_FILTER_AVERAGE ? (uint8_t)((a + b) >> 1)
                          : paeth(a, b, c);
        uint8_t v = (uint8_t)(row[i] - predicted);
        out[i] = v;
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

/* Writes the rows as straight-alpha bytes with `channels`, each after its filter byte, into
 * writer->filtered (reserved by the caller). With 3 channels each row is checked as it is
 * converted (`cpng_rgb_row`), instead of in a pass of its own over the whole image; returns 1 at
 * the first row that is not opaque (the caller starts again with 4), else 0. */
static int filter_rows(cpng_writer *writer, const uint8_t *premultiplied, size_t stride, int width, int height,
                       int channels, int filter) {
    size_t length = (size_t)width * (size_t)channels;
    uint8_t *prior = NULL, *current = writer->rows, *spare = writer->rows + length;
    uint8_t *candidates = writer->rows + 2 * length;
    for (int y = 0; y < height; y++) {
        uint8_t *line = writer->filtered + (size_t)y * (length + 1);
        const uint8_t *src = premultiplied + (size_t)y * stride;
        uint8_t *straight = filter == CPNG_FILTER_NONE ? line + 1 : current;
        if (channels == 4) unpremultiply_row(src, straight, width);
        else if (!cpng_rgb_row(src, straight, width)) return 1;
        if (filter == CPNG_FILTER_NONE) {
            line[0] = 0;
            continue;
        }
        int chosen = filter;
        if (filter == CPNG_FILTER_ADAPTIVE) {
            uint64_t best = 0;
            for (size_t i = 0; i < length; i++) best += current[i] < 128 ? current[i] : 256 - current[i];
            chosen = CPNG_FILTER_NONE;
            for (int type = CPNG_FILTER_SUB; type <= CPNG_FILTER_PAETH; type++) {
                uint64_t sum = filter_row(type, current, prior, length, channels, candidates + (size_t)(type - 1) * length);
                if (sum < best) { best = sum; chosen = type; }
            }
            if (chosen == CPNG_FILTER_NONE) memcpy(line + 1, current, length);
            else memcpy(line + 1, candidates + (size_t)(chosen - 1) * length, length);
        } else {
            filter_row(chosen, current, prior, length, channels, line + 1);
        }
        line[0] = (uint8_t)chosen;
        prior = current;
        current = spare;
        spare = prior;
    }
    return 0;
}

/* PNG signature, IHDR chunk and the IDAT chunk's length and type come before the compressed
 * rows; the IDAT's CRC and the IEND chunk after them. */
enum { BEFORE_IDAT_DATA = 8 + 25 + 8, AFTER_IDAT_DATA = 4 + 12 };

/* libdeflate at `level` into writer->out after the PNG header; 0 when out of memory. */
static size_t deflate_libdeflate(cpng_writer *writer, size_t filtered_size, int level) {
    if (!writer->compressors[level]) writer->compressors[level] = libdeflate_alloc_compressor(level);
    struct libdeflate_compressor *compressor = writer->compressors[level];
    if (!compressor) return 0;
    /* UI renders deflate to a few percent of their size, so the output first gets room for a
     * quarter of the rows (which keeps a large image's peak memory at what libpng needed) and
     * only an image that does not fit is compressed again into the worst-case bound. */
    size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
    size_t room = filtered_size / 4 + 4096 < bound ? filtered_size / 4 + 4096 : bound;
    size_t compressed = 0;
    for (int attempt = 0; attempt < 2 && compressed == 0; attempt++) {
        size_t capacity = attempt == 0 ? room : bound;
        if (reserve(&writer->out, &writer->out_capacity, BEFORE_IDAT_DATA + capacity + AFTER_IDAT_DATA)) return 0;
        compressed = libdeflate_zlib_compress(compressor, writer->filtered, filtered_size, writer->out + BEFORE_IDAT_DATA,
                                              writer->out_capacity - (BEFORE_IDAT_DATA + AFTER_IDAT_DATA));
    }
    return compressed;
}

/* Tessera's own deflate (cpng_deflate.h) into writer->out after the PNG header, which it grows
 * as the stream needs; 0 when out of memory. */
static size_t deflate_runs_and_rows(cpng_writer *writer, size_t filtered_size, size_t row_bytes, size_t pixel_bytes) {
    if (!writer->deflater) writer->deflater = cpng_deflater_create();
    if (!writer->deflater) return 0;
    /* A start of a sixteenth of the rows fits most UI renders; realloc keeps what is written. */
    if (reserve(&writer->out, &writer->out_capacity, BEFORE_IDAT_DATA + filtered_size / 16 + 4096)) return 0;
    return cpng_deflate_rows(writer->deflater, writer->filtered, filtered_size, row_bytes, pixel_bytes, &writer->out,
                             &writer->out_capacity, BEFORE_IDAT_DATA, AFTER_IDAT_DATA);
}

/* Filters and deflates into the writer's buffers. */
static int encode(cpng_writer *writer, const uint8_t *premultiplied, size_t stride, int width, int height, int level,
                  int filter, int deflater, const uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    if (width <= 0 || height <= 0 || level < 0 || level > 12 || filter < 0 || filter > CPNG_FILTER_ADAPTIVE ||
        (deflater != CPNG_DEFLATE_LIBDEFLATE && deflater != CPNG_DEFLATE_RUNS_AND_ROWS) || stride < (size_t)width * 4) {
        set_message(message, message_size, "invalid size, level, filter or deflater for PNG encoding");
        return -1;
    }
    /* RGB unless a row turns out not to be opaque; then once more as RGBA. */
    int channels = 3;
    size_t length, filtered_size;
    for (;;) {
        length = (size_t)width * (size_t)channels;
        filtered_size = (length + 1) * (size_t)height;
        if (reserve(&writer->filtered, &writer->filtered_capacity, filtered_size) ||
            reserve(&writer->rows, &writer->rows_capacity, length * 6)) {
            set_message(message, message_size, "out of memory while encoding PNG");
            return -1;
        }
        if (filter_rows(writer, premultiplied, stride, width, height, channels, filter) == 0) break;
        channels = 4;
    }

    size_t compressed = deflater == CPNG_DEFLATE_RUNS_AND_ROWS
                            ? deflate_runs_and_rows(writer, filtered_size, length + 1, (size_t)channels)
                            : deflate_libdeflate(writer, filtered_size, level);
    if (compressed == 0 || compressed > 0x7fffffff) {
        set_message(message, message_size, "out of memory while compressing the PNG's pixels");
        return -1;
    }
    uint8_t *p = writer->out;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(p, signature, 8);
    size_t size = 8;
    uint8_t *ihdr = p + size + 8;
    put32(ihdr, (uint32_t)width);
    put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8;                     /* bit depth */
    ihdr[9] = channels == 4 ? 6 : 2; /* truecolor with alpha, or truecolor */
    ihdr[10] = ihdr[11] = ihdr[12] = 0; /* deflate, adaptive filtering, no interlace */
    size += finish_chunk(p + size, "IHDR", 13);
    size += finish_chunk(p + size, "IDAT", compressed);
    size += finish_chunk(p + size, "IEND", 0);
    *out = p;
    *out_size = size;
    return 0;
}

int cpng_encode(const uint8_t *premultiplied, size_t stride, int width, int height, int level, int filter,
                int deflater, const uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    cpng_writer *writer = thread_writer();
    if (!writer) {
        set_message(message, message_size, "out of memory while encoding PNG");
        return -1;
    }
    return cpng_writer_encode(writer, premultiplied, stride, width, height, level, filter, deflater, out, out_size,
                              message, message_size);
}

int cpng_writer_encode(cpng_writer *writer, const uint8_t *premultiplied, size_t stride, int width, int height,
                       int level, int filter, int deflater, const uint8_t **out, size_t *out_size, char *message,
                       size_t message_size) {
    if (!writer) {
        set_message(message, message_size, "no PNG writer (out of memory when it was created)");
        return -1;
    }
    /* The previous image's scratch was too large to keep: its output has been copied by now. */
    if (writer->filtered_capacity + writer->rows_capacity + writer->out_capacity > keep_bytes) release_buffers(writer);
    int status = encode(writer, premultiplied, stride, width, height, level, filter, deflater, out, out_size, message,
                        message_size);
    /* The filtered rows are done with once deflated (the output is what the caller reads): rows
     * too large to keep are freed now rather than held while the thread draws its next image
     * (the gallery's heap peak was two workers each drawing a large image beside the last one's
     * rows). */
    if (writer->filtered_capacity + writer->rows_capacity > keep_bytes) {
        free(writer->filtered);
        free(writer->rows);
        writer->filtered = writer->rows = NULL;
        writer->filtered_capacity = writer->rows_capacity = 0;
    }
    return status;
}
