#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include "cpng_deflate.h"
#include "cpng_huffman.h"

enum {
    WINDOW = 32768,
    MAX_MATCH = 258,
    HASH_BITS = 15,
    /* Matches shorter than this have their inner places hashed. */
    SHORT_MATCH = 32,
    BLOCK_ITEMS = 1 << 16,
    LITLEN_SYMBOLS = 286,
    DIST_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    END_OF_BLOCK = 256,
    /* Room kept past the logical end for flush_bits's eight-byte stores. */
    SLACK = 16,
};

/* A block's symbols, one 32-bit item each: bits 0-8 the literal/length symbol; for a match
 * (symbol > 256) bits 9-13 the distance code, 14-18 the length's extra bits, 19-31 the
 * distance's. Counted as they are made, so a block's codes are built without a second pass. */
struct cpng_deflater {
    uint32_t hash[1 << HASH_BITS]; /* the last position + 1 with each 4-byte hash; 0 is none */
    uint32_t items[BLOCK_ITEMS];
    uint32_t litlen_freq[LITLEN_SYMBOLS];
    uint32_t dist_freq[DIST_SYMBOLS];
};

/* RFC 1951 §3.2.5. */
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                       33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/* The order the code length code's lengths are sent in (§3.2.7). */
static const uint8_t codelen_order[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

cpng_deflater *cpng_deflater_create(void) { return (cpng_deflater *)calloc(1, sizeof(cpng_deflater)); }

void cpng_deflater_destroy(cpng_deflater *deflater) { free(deflater); }

/* The hash table slot of the four bytes at p. */
static inline uint32_t hash4(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return (v * 0x9E3779B1u) >> (32 - HASH_BITS);
}

/* How many bytes from `a` equal those from `b`, at most `max`: eight at a time. */
static inline size_t common_length(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; i + 8 <= max; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        if (x != y) return i + ((size_t)__builtin_ctzll(x ^ y) >> 3);
    }
#endif
    while (i < max && a[i] == b[i]) i++;
    return i;
}

/* The index into length_base of a match length 3-258. */
static inline unsigned length_index(unsigned length) {
    if (length == MAX_MATCH) return 28;
    unsigned x = length - 3;
    if (x < 8) return x;
    unsigned n = 31u - (unsigned)__builtin_clz(x);
    return 4 * (n - 1) + ((x >> (n - 2)) & 3);
}

/* The distance code of a distance 1-32768. */
static inline unsigned dist_code(unsigned dist) {
    unsigned x = dist - 1;
    if (x < 4) return x;
    unsigned n = 31u - (unsigned)__builtin_clz(x);
    return 2 * n + ((x >> (n - 1)) & 1);
}

/* Canonical codes for `lengths`, bit-reversed: deflate sends Huffman codes most significant bit
 * first into a stream filled from the least significant bit. */
static void build_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    unsigned count[16] = {0}, next[16] = {0};
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    unsigned code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        int length = lengths[s];
        if (!length) continue;
        unsigned c = next[length]++, reversed = 0;
        for (int i = 0; i < length; i++) {
            reversed = (reversed << 1) | (c & 1);
            c >>= 1;
        }
        codes[s] = (uint16_t)reversed;
    }
}

/* Bits go in from the least significant end; `flush` stores eight bytes and advances by the
 * whole ones, so at most 56 bits may be put between flushes. */
typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
}

static inline void flush_bits(bit_writer *w) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(w->out, &w->bits, 8);
#else
    for (int i = 0; i < 8; i++) w->out[i] = (uint8_t)(w->bits >> (8 * i));
#endif
    unsigned bytes = w->count >> 3;
    w->out += bytes;
    w->bits >>= bytes * 8;
    w->count &= 7;
}

/* Makes room for `more` bytes after the writer's position (plus SLACK), moving the buffer. */
static int reserve_more(bit_writer *w, uint8_t **buffer, size_t *capacity, size_t more) {
    size_t used = (size_t)(w->out - *buffer);
    size_t need = used + more + SLACK;
    if (need <= *capacity) return 0;
    size_t grown = *capacity * 2 > need ? *capacity * 2 : need;
    uint8_t *moved = (uint8_t *)realloc(*buffer, grown);
    if (!moved) return -1;
    *buffer = moved;
    *capacity = grown;
    w->out = moved + used;
    return 0;
}

/* A block's literal/length and distance codes, and the run-length coded lengths that describe them. */
typedef struct {
    uint8_t litlen_lengths[LITLEN_SYMBOLS], dist_lengths[DIST_SYMBOLS], codelen_lengths[CODELEN_SYMBOLS];
    uint16_t litlen_codes[LITLEN_SYMBOLS], dist_codes[DIST_SYMBOLS], codelen_codes[CODELEN_SYMBOLS];
    uint16_t tokens[LITLEN_SYMBOLS + DIST_SYMBOLS]; /* symbol | extra value << 5 */
    int token_count, litlen_count, dist_count, codelen_count;
} block_codes;

static void append_token(block_codes *c, uint32_t *freq, unsigned symbol, unsigned extra) {
    c->tokens[c->token_count++] = (uint16_t)(symbol | extra << 5);
    freq[symbol]++;
}

/* Builds the block's codes and returns its size in bits as a dynamic Huffman block. */
static uint64_t plan_dynamic_block(const cpng_deflater *d, block_codes *c) {
    cpng_huffman_lengths(d->litlen_freq, LITLEN_SYMBOLS, 15, c->litlen_lengths);
    cpng_huffman_lengths(d->dist_freq, DIST_SYMBOLS, 15, c->dist_lengths);
    build_codes(c->litlen_lengths, LITLEN_SYMBOLS, c->litlen_codes);
    build_codes(c->dist_lengths, DIST_SYMBOLS, c->dist_codes);
    c->litlen_count = LITLEN_SYMBOLS;
    while (c->litlen_count > 257 && !c->litlen_lengths[c->litlen_count - 1]) c->litlen_count--;
    c->dist_count = DIST_SYMBOLS;
    while (c->dist_count > 1 && !c->dist_lengths[c->dist_count - 1]) c->dist_count--;

    /* The lengths of both codes as one sequence, run-length coded with 16 (repeat the previous
     * 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros); runs may cross from one code to the other. */
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int total = c->litlen_count + c->dist_count;
    memcpy(all, c->litlen_lengths, (size_t)c->litlen_count);
    memcpy(all + c->litlen_count, c->dist_lengths, (size_t)c->dist_count);
    uint32_t codelen_freq[CODELEN_SYMBOLS] = {0};
    c->token_count = 0;
    for (int i = 0; i < total;) {
        unsigned value = all[i];
        int run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            for (; run >= 11; run -= run < 138 ? run : 138) append_token(c, codelen_freq, 18, (unsigned)(run < 138 ? run : 138) - 11);
            if (run >= 3) {
                append_token(c, codelen_freq, 17, (unsigned)run - 3);
                run = 0;
            }
        } else {
            append_token(c, codelen_freq, value, 0);
            run--;
            for (; run >= 3; run -= run < 6 ? run : 6) append_token(c, codelen_freq, 16, (unsigned)(run < 6 ? run : 6) - 3);
        }
        for (; run > 0; run--) append_token(c, codelen_freq, value, 0);
    }
    cpng_huffman_lengths(codelen_freq, CODELEN_SYMBOLS, 7, c->codelen_lengths);
    build_codes(c->codelen_lengths, CODELEN_SYMBOLS, c->codelen_codes);
    c->codelen_count = CODELEN_SYMBOLS;
    while (c->codelen_count > 4 && !c->codelen_lengths[codelen_order[c->codelen_count - 1]]) c->codelen_count--;

    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)c->codelen_count;
    for (int s = 0; s < CODELEN_SYMBOLS; s++) bits += (uint64_t)codelen_freq[s] * c->codelen_lengths[s];
    bits += 2 * (uint64_t)codelen_freq[16] + 3 * (uint64_t)codelen_freq[17] + 7 * (uint64_t)codelen_freq[18];
    for (int s = 0; s < LITLEN_SYMBOLS; s++) bits += (uint64_t)d->litlen_freq[s] * c->litlen_lengths[s];
    for (int i = 0; i < 29; i++) bits += (uint64_t)d->litlen_freq[257 + i] * length_extra[i];
    for (int s = 0; s < DIST_SYMBOLS; s++) bits += (uint64_t)d->dist_freq[s] * (c->dist_lengths[s] + dist_extra[s]);
    return bits;
}

static void write_dynamic_block(const cpng_deflater *d, const block_codes *c, unsigned item_count, int final,
                                bit_writer *w) {
    put_bits(w, (unsigned)final, 1);
    put_bits(w, 2, 2);
    put_bits(w, (unsigned)c->litlen_count - 257, 5);
    put_bits(w, (unsigned)c->dist_count - 1, 5);
    put_bits(w, (unsigned)c->codelen_count - 4, 4);
    flush_bits(w);
    for (int i = 0; i < c->codelen_count; i++) {
        put_bits(w, c->codelen_lengths[codelen_order[i]], 3);
        flush_bits(w);
    }
    static const uint8_t repeat_bits[3] = {2, 3, 7};
    for (int i = 0; i < c->token_count; i++) {
        unsigned symbol = c->tokens[i] & 31, extra = c->tokens[i] >> 5;
        put_bits(w, c->codelen_codes[symbol], c->codelen_lengths[symbol]);
        if (symbol >= 16) put_bits(w, extra, repeat_bits[symbol - 16]);
        flush_bits(w);
    }
    for (unsigned i = 0; i < item_count; i++) {
        uint32_t item = d->items[i];
        unsigned symbol = item & 511;
        put_bits(w, c->litlen_codes[symbol], c->litlen_lengths[symbol]);
        if (symbol > END_OF_BLOCK) {
            unsigned code = (item >> 9) & 31;
            put_bits(w, (item >> 14) & 31, length_extra[symbol - 257]);
            put_bits(w, c->dist_codes[code], c->dist_lengths[code]);
            put_bits(w, item >> 19, dist_extra[code]);
        }
        flush_bits(w);
    }
    put_bits(w, c->litlen_codes[END_OF_BLOCK], c->litlen_lengths[END_OF_BLOCK]);
    flush_bits(w);
}

/* Stored blocks of at most 65,535 bytes: what an incompressible stretch costs least as. */
static void write_stored_blocks(const uint8_t *in, size_t size, int final, bit_writer *w) {
    do {
        size_t length = size < 65535 ? size : 65535;
        put_bits(w, final && length == size, 1);
        put_bits(w, 0, 2);
        w->count = (w->count + 7) & ~7u; /* pad to a byte boundary */
        flush_bits(w);
        w->out[0] = (uint8_t)length;
        w->out[1] = (uint8_t)(length >> 8);
        w->out[2] = (uint8_t)~length;
        w->out[3] = (uint8_t)(~length >> 8);
        memcpy(w->out + 4, in, length);
        w->out += 4 + length;
        in += length;
        size -= length;
    } while (size > 0);
}

static uint64_t stored_bits(size_t size) {
    size_t blocks = size / 65535 + (size % 65535 != 0);
    return (uint64_t)blocks * (3 + 7 + 32) + 8 * (uint64_t)size;
}

/* Ends the block of `item_count` items made from in[0..<size]: dynamic Huffman, or stored when
 * that is smaller. Resets the frequencies for the next block. */
static int finish_block(cpng_deflater *d, unsigned item_count, const uint8_t *in, size_t size, int final,
                        bit_writer *w, uint8_t **buffer, size_t *capacity) {
    d->litlen_freq[END_OF_BLOCK]++;
    block_codes codes;
    uint64_t dynamic = plan_dynamic_block(d, &codes), stored = stored_bits(size);
    uint64_t bits = dynamic < stored ? dynamic : stored;
    if (reserve_more(w, buffer, capacity, (size_t)(bits / 8) + 8)) return -1;
    if (dynamic < stored) write_dynamic_block(d, &codes, item_count, final, w);
    else write_stored_blocks(in, size, final, w);
    memset(d->litlen_freq, 0, sizeof d->litlen_freq);
    memset(d->dist_freq, 0, sizeof d->dist_freq);
    return 0;
}

/* The longest match at `p` among one pixel back, one row back and the hash table's last position
 * with the same four bytes (which becomes p): its length (0 or below 3 for none) and *dist. */
static inline size_t find_match(cpng_deflater *d, const uint8_t *in, size_t size, size_t p, size_t row, size_t pixel,
                                size_t *dist) {
    size_t max = size - p < MAX_MATCH ? size - p : MAX_MATCH, best = 0;
    if (max < 3) return 0;
    if (p >= pixel) {
        best = common_length(in + p, in + p - pixel, max);
        *dist = pixel;
    }
    if (best < max && row && p >= row) {
        size_t length = common_length(in + p, in + p - row, max);
        if (length > best) {
            best = length;
            *dist = row;
        }
    }
    if (best < max && max >= 4) {
        uint32_t *slot = d->hash + hash4(in + p);
        size_t back = *slot ? p - (*slot - 1) : 0;
        *slot = (uint32_t)p + 1;
        if (back && back <= WINDOW && back != *dist) {
            size_t length = common_length(in + p, in + p - back, max);
            if (length > best && length >= 4) {
                best = length;
                *dist = back;
            }
        }
    }
    return best;
}

size_t cpng_deflate_rows(cpng_deflater *d, const uint8_t *in, size_t size, size_t row_bytes, size_t pixel_bytes,
                         uint8_t **buffer, size_t *capacity, size_t offset, size_t room_after) {
    if (!d || size == 0 || size >= ((size_t)1 << 31) || pixel_bytes == 0) return 0;
    memset(d->hash, 0, sizeof d->hash);
    memset(d->litlen_freq, 0, sizeof d->litlen_freq);
    memset(d->dist_freq, 0, sizeof d->dist_freq);
    if (*capacity < offset + 2 + SLACK) {
        uint8_t *moved = (uint8_t *)realloc(*buffer, offset + 2 + SLACK);
        if (!moved) return 0;
        *buffer = moved;
        *capacity = offset + 2 + SLACK;
    }
    (*buffer)[offset] = 0x78; /* deflate, 32 KiB window */
    (*buffer)[offset + 1] = 0x01; /* no dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0 */
    bit_writer w = {*buffer + offset + 2, 0, 0};
    size_t row = row_bytes <= WINDOW ? row_bytes : 0, pixel = pixel_bytes;
    size_t p = 0, block_start = 0;
    unsigned items = 0;
    while (p < size) {
        size_t dist = 0, best = find_match(d, in, size, p, row, pixel, &dist);
        uint32_t item;
        if (best >= 3) {
            unsigned index = length_index((unsigned)best), code = dist_code((unsigned)dist);
            item = (257 + index) | code << 9 | ((unsigned)best - length_base[index]) << 14 |
                   ((unsigned)dist - dist_base[code]) << 19;
            d->litlen_freq[257 + index]++;
            d->dist_freq[code]++;
            /* The places inside a short match (a glyph's edge) go into the table too: text
             * repeats in short pieces. Long matches (runs, rows) are skipped unhashed. */
            if (best < SHORT_MATCH && p + best + 4 <= size)
                for (size_t q = p + 1; q < p + best; q++) d->hash[hash4(in + q)] = (uint32_t)q + 1;
            p += best;
        } else {
            item = in[p];
            d->litlen_freq[in[p]]++;
            p++;
        }
        d->items[items++] = item;
        if (items == BLOCK_ITEMS || p == size) {
            if (finish_block(d, items, in + block_start, p - block_start, p == size, &w, buffer, capacity)) return 0;
            block_start = p;
            items = 0;
        }
    }
    if (w.count) w.count = 8;
    flush_bits(&w);
    if (reserve_more(&w, buffer, capacity, 4 + room_after)) return 0;
    uint32_t adler = libdeflate_adler32(1, in, size);
    w.out[0] = (uint8_t)(adler >> 24);
    w.out[1] = (uint8_t)(adler >> 16);
    w.out[2] = (uint8_t)(adler >> 8);
    w.out[3] = (uint8_t)adler;
    w.out += 4;
    return (size_t)(w.out - (*buffer + offset));
}
