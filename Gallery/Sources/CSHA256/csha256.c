#include "csha256.h"

const uint32_t csha256_round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/* The state lives in two registers as the instructions want it, (a, b, e, f) and (c, d, g, h);
 * each group of four rounds adds four words of the schedule and four constants and runs two
 * double rounds. Schedule group j ≥ 4 is msg2(msg1(X[j-4], X[j-3]) + (X[j-2], X[j-1]) shifted by
 * one word, X[j-1]): σ0 of W[t-15] and W[t-16] from msg1, W[t-7] from the shift, σ1 of W[t-2]
 * from msg2. */
__attribute__((target("sha,sse4.1")))
static void blocks_sha(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i x[4];
        for (int j = 0; j < 16; j++) {
            if (j < 4) {
                x[j] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * j)), byte_swap);
            } else {
                __m128i shifted = _mm_alignr_epi8(x[(j - 1) & 3], x[(j - 2) & 3], 4);
                x[j & 3] = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32(x[j & 3], x[(j - 3) & 3]), shifted),
                                                x[(j - 1) & 3]);
            }
            __m128i words = _mm_add_epi32(x[j & 3], _mm_loadu_si128((const __m128i *)&csha256_round_constants[4 * j]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, words);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(words, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

/* SHA (leaf 7, EBX bit 29), SSSE3 and SSE4.1 (leaf 1, ECX bits 9 and 19). */
static int detect_sha(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_SSSE3) || !(c & bit_SSE4_1) || __get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_SHA) != 0;
}

int csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    /* -1 until the first call asks the CPU; relaxed is enough, every thread computes the same. */
    static int has_sha = -1;
    int has = __atomic_load_n(&has_sha, __ATOMIC_RELAXED);
    if (has < 0) {
        has = detect_sha();
        __atomic_store_n(&has_sha, has, __ATOMIC_RELAXED);
    }
    if (has) blocks_sha(state, data, blocks);
    return has;
}
#else
int csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state; (void)data; (void)blocks;
    return 0;
}
#endif
