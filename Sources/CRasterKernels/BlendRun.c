#include "CRasterKernels.h"

// Every channel product t = channel × inverse + 128 fits 16 bits (255 × 255 + 128), and for any
// t below 2^16, (t + (t >> 8)) >> 8 == (t × 257) >> 16: the exact round(x / 255) of PixelMath,
// one unsigned high multiply per eight or sixteen channels. Even channels (R, B) and odd ones
// (G, A) each take a 16-bit lane; the premultiplied sums never carry out of their byte.

static inline uint32_t scale_pixel(uint32_t c, uint32_t a) {
    uint32_t rb = (c & 0x00FF00FFu) * a + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((c >> 8) & 0x00FF00FFu) * a + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static void blend_tail(uint32_t *dst, size_t from, size_t count, uint32_t color, uint32_t inverse) {
    for (size_t k = from; k < count; k++) dst[k] = color + scale_pixel(dst[k], inverse);
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

void tessera_blend_run_baseline(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    const __m128i f = _mm_set1_epi16((short)inverse), c = _mm_set1_epi32((int)color);
    const __m128i low = _mm_set1_epi16(0x00FF), half = _mm_set1_epi16(128), m257 = _mm_set1_epi16(257);
    size_t k = 0;
    for (; k + 4 <= count; k += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
        __m128i even = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, low), f), half), m257);
        __m128i odd = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(d, 8), f), half), m257);
        _mm_storeu_si128((__m128i *)(dst + k), _mm_add_epi8(_mm_or_si128(even, _mm_slli_epi16(odd, 8)), c));
    }
    blend_tail(dst, k, count, color, inverse);
}

__attribute__((target("avx2")))
static inline __m256i blend8_avx2(__m256i d, __m256i f, __m256i c) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257);
    __m256i even = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), f), half), m257);
    __m256i odd = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), f), half), m257);
    return _mm256_add_epi8(_mm256_or_si256(even, _mm256_slli_epi16(odd, 8)), c);
}

__attribute__((target("avx2")))
static void blend_run_avx2(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    const __m256i f = _mm256_set1_epi16((short)inverse), c = _mm256_set1_epi32((int)color);
    size_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), blend8_avx2(d, f, c));
    }
    if (k < count) {
        // The last 1-7 pixels in one masked step: lanes past the run are neither read nor written.
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - k)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i d = _mm256_maskload_epi32((const int *)(dst + k), mask);
        _mm256_maskstore_epi32((int *)(dst + k), mask, blend8_avx2(d, f, c));
    }
}

/// AVX2 needs the CPU's flag and the OS saving the YMM registers (XCR0 bits 1 and 2).
static int detect_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6 || __get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
}

void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    // -1 until the first call asks the CPU; relaxed is enough, every thread computes the same.
    static int avx2 = -1;
    int has = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (has < 0) {
        has = detect_avx2();
        __atomic_store_n(&avx2, has, __ATOMIC_RELAXED);
    }
    if (has) blend_run_avx2(dst, count, color, inverse);
    else tessera_blend_run_baseline(dst, count, color, inverse);
}

#else

void tessera_blend_run_baseline(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    blend_tail(dst, 0, count, color, inverse);
}

void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    tessera_blend_run_baseline(dst, count, color, inverse);
}

#endif
