#ifndef TESSERA_BLENDMATH_H
#define TESSERA_BLENDMATH_H

#include "CRasterKernels.h"

// The blend arithmetic every kernel body shares, so the AVX2 and AVX-512 bodies compute the
// same bytes by construction.
//
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

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"), always_inline))
static inline __m256i blend8_avx2(__m256i d, __m256i f, __m256i c) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257);
    __m256i even = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), f), half), m257);
    __m256i odd = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), f), half), m257);
    return _mm256_add_epi8(_mm256_or_si256(even, _mm256_slli_epi16(odd, 8)), c);
}

/// Eight pixels of tessera_blend_cells_run: the color scaled by each pixel's coverage (spread to
/// both 16-bit lanes of its 32-bit lane), then blended with that pixel's own inverse alpha.
__attribute__((target("avx2"), always_inline))
static inline __m256i blend_mask8_avx2(__m256i d, __m256i coverage32, __m256i even, __m256i odd) {
    const __m256i half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257);
    __m256i a = _mm256_or_si256(coverage32, _mm256_slli_epi32(coverage32, 16));
    __m256i se = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(even, a), half), m257);
    __m256i so = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(odd, a), half), m257);
    __m256i s = _mm256_or_si256(se, _mm256_slli_epi16(so, 8));
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(so, 16));
    return blend8_avx2(d, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16)), s);
}

/// Eight pixels' coverage from eight cells: their prefix sum (within each 128-bit half, then
/// the low half's total carried into the high half) plus `running`, which becomes the last
/// lane's sum; then tessera_cell_coverage per lane. Integer sums, so any order gives the
/// serial loop's values.
__attribute__((target("avx2"), always_inline))
static inline __m256i cells_coverage8_avx2(__m256i x, __m256i *running, int even_odd) {
    const __m256i one = _mm256_set1_epi32(TESSERA_CELL_ONE);
    x = _mm256_add_epi32(x, _mm256_slli_si256(x, 4));
    x = _mm256_add_epi32(x, _mm256_slli_si256(x, 8));
    __m256i low_total = _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 0, 0, 0, 3, 3, 3, 3));
    x = _mm256_add_epi32(x, _mm256_blend_epi32(_mm256_setzero_si256(), low_total, 0xF0));
    x = _mm256_add_epi32(x, *running);
    *running = _mm256_permutevar8x32_epi32(x, _mm256_set1_epi32(7));
    __m256i v = _mm256_abs_epi32(x);
    if (even_odd) {
        v = _mm256_and_si256(v, _mm256_set1_epi32(2 * TESSERA_CELL_ONE - 1));
        v = _mm256_min_epu32(v, _mm256_sub_epi32(_mm256_set1_epi32(2 * TESSERA_CELL_ONE), v));
    } else {
        v = _mm256_min_epu32(v, one);
    }
    v = _mm256_sub_epi32(_mm256_slli_epi32(v, 8), v);
    return _mm256_srli_epi32(_mm256_add_epi32(v, _mm256_set1_epi32(TESSERA_CELL_ONE / 2)), 17);
}

/// The whole eight-pixel steps of tessera_blend_cells_run, AVX2 and AVX-512 bodies alike;
/// returns how many pixels they blended (count rounded down to eight), the rest for the body's tail.
__attribute__((target("avx2"), always_inline))
static inline size_t blend_cells_steps8_avx2(uint32_t *dst, int32_t *cells, size_t count, __m256i *running, __m256i even,
                                             __m256i odd, int even_odd) {
    size_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i c = cells_coverage8_avx2(_mm256_loadu_si256((const __m256i *)(cells + k)), running, even_odd);
        _mm256_storeu_si256((__m256i *)(cells + k), _mm256_setzero_si256());
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), blend_mask8_avx2(d, c, even, odd));
    }
    return k;
}

/// The blend bodies each instruction-set level has (BlendRun.c, BlendRunAVX512.c).
void tessera_blend_run_sse2(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);
void tessera_blend_run_avx2(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);
void tessera_blend_run_avx512(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse);
int32_t tessera_blend_cells_run_avx2(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd);
int32_t tessera_blend_cells_run_avx512(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd);
#endif

int32_t tessera_blend_cells_run_portable(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd);

#endif
