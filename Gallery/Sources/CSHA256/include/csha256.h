#ifndef CSHA256_H
#define CSHA256_H
/*
 * SHA-256's block function on the x86 SHA extensions, for the gallery's fingerprint of every
 * file it writes (`SHA256` in GalleryKit, which keeps the padding and the portable Swift block
 * function). The instructions are asked for once, at run time; without them nothing is done and
 * the caller compresses the blocks itself.
 */
#include <stddef.h>
#include <stdint.h>

/* The 64 round constants of FIPS 180-4 §4.2.2 (the Swift block function reads them too). */
extern const uint32_t csha256_round_constants[64];

/* Compresses `blocks` whole 64-byte blocks from `data` into `state` (a, b, ..., h) as FIPS 180-4
 * §6.2.2 does and returns 1, when the CPU has the SHA extensions (and SSE4.1); else returns 0
 * and leaves `state` untouched. */
int csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
