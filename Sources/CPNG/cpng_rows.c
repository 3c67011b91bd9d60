#include "cpng_rows.h"

int cpng_rgb_row_plain(const uint8_t *src, uint8_t *dst, int width) {
    uint8_t alpha = 255;
    for (int x = 0; x < width; x++) {
        dst[x * 3] = src[x * 4];
        dst[x * 3 + 1] = src[x * 4 + 1];
        dst[x * 3 + 2] = src[x * 4 + 2];
        alpha &= src[x * 4 + 3];
    }
    return alpha == 255;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>

/* Four pixels per step: one shuffle keeps bytes R, G, B of each (12 of 16) and the AND of every
 * pixel gathers the alpha. A step stores 16 bytes for its 12, so it stops while six pixels are
 * left (18 bytes), which keeps that store inside the row; the rest go one at a time. */
__attribute__((target("ssse3")))
static int rgb_row_ssse3(const uint8_t *src, uint8_t *dst, int width) {
    const __m128i keep_rgb = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi8(-1);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(src + 4 * x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)(dst + 3 * x), _mm_shuffle_epi8(pixels, keep_rgb));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    uint32_t alpha = (lanes[0] & lanes[1] & lanes[2] & lanes[3]) >> 24;
    return cpng_rgb_row_plain(src + 4 * x, dst + 3 * x, width - x) && alpha == 255;
}

typedef int (*rgb_row_fn)(const uint8_t *, uint8_t *, int);

static rgb_row_fn choose_rgb_row(void) {
    unsigned a, b, c, d;
    return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? rgb_row_ssse3 : cpng_rgb_row_plain;
}

int cpng_rgb_row(const uint8_t *src, uint8_t *dst, int width) {
    /* Chosen at the first call; relaxed is enough, every thread chooses the same. */
    static rgb_row_fn chosen = NULL;
    rgb_row_fn row = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    if (!row) {
        row = choose_rgb_row();
        __atomic_store_n(&chosen, row, __ATOMIC_RELAXED);
    }
    return row(src, dst, width);
}
#else
int cpng_rgb_row(const uint8_t *src, uint8_t *dst, int width) { return cpng_rgb_row_plain(src, dst, width); }
#endif
