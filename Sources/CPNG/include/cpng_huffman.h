#ifndef CPNG_HUFFMAN_H
#define CPNG_HUFFMAN_H
/*
 * Length-limited Huffman code lengths for Tessera's deflate (cpng_deflate.c). Declared here, in
 * the module's public headers, so that tests can hold it to an optimal code and to the limit.
 */
#include <stdint.h>

enum { CPNG_HUFFMAN_MAX_SYMBOLS = 288 };

/* Code lengths of at most `limit` bits for `n` (2...288) symbols' frequencies (each below 2^23),
 * 0 for a symbol that does not occur: a complete code, optimal when the optimal code fits the
 * limit. One or no symbol in use gets two 1-bit codes (itself and symbol 0 or 1), which every
 * inflater accepts. */
void cpng_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths);

#endif
