#include "BlendMath.h"

// The AVX-512 bodies of the blend kernels (F, BW and VL): the same arithmetic as the AVX2 ones
// (BlendMath.h), sixteen pixels per step in the run blend, and the ragged ends of every run in
// one step under an opmask register. AVX2's masked loads and stores (vpmaskmovd) are slow on
// AMD's cores, and most edge runs are 4-8 pixels long, so their ends are most of the work.

#if defined(__x86_64__)

#define AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))

AVX512 __attribute__((always_inline))
static inline __m512i blend16_avx512(__m512i d, __m512i f, __m512i c) {
    const __m512i low = _mm512_set1_epi16(0x00FF), half = _mm512_set1_epi16(128), m257 = _mm512_set1_epi16(257);
    __m512i even = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(d, low), f), half), m257);
    __m512i odd = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(d, 8), f), half), m257);
    return _mm512_add_epi8(_mm512_or_si512(even, _mm512_slli_epi16(odd, 8)), c);
}

AVX512
void tessera_blend_run_avx512(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    const __m512i f = _mm512_set1_epi16((short)inverse), c = _mm512_set1_epi32((int)color);
    size_t k = 0;
    for (; k + 16 <= count; k += 16) {
        __m512i d = _mm512_loadu_si512((const void *)(dst + k));
        _mm512_storeu_si512((void *)(dst + k), blend16_avx512(d, f, c));
    }
    if (k < count) {
        // The last 1-15 pixels: lanes past the run are neither read nor written.
        __mmask16 mask = (__mmask16)((1u << (count - k)) - 1);
        __m512i d = _mm512_maskz_loadu_epi32(mask, dst + k);
        _mm512_mask_storeu_epi32(dst + k, mask, blend16_avx512(d, f, c));
    }
}

AVX512
int32_t tessera_blend_cells_run_avx512(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd) {
    const __m256i even = _mm256_set1_epi32((int)(color & 0x00FF00FFu));
    const __m256i odd = _mm256_set1_epi32((int)((color >> 8) & 0x00FF00FFu));
    __m256i running = _mm256_set1_epi32(sum);
    size_t k = blend_cells_steps8_avx2(dst, cells, count, &running, even, odd, even_odd);
    if (k < count) {
        // The last 1-7 pixels: cells and pixels past the run are neither read nor written.
        __mmask8 mask = (__mmask8)((1u << (count - k)) - 1);
        __m256i c = cells_coverage8_avx2(_mm256_maskz_loadu_epi32(mask, cells + k), &running, even_odd);
        _mm256_mask_storeu_epi32(cells + k, mask, _mm256_setzero_si256());
        __m256i d = _mm256_maskz_loadu_epi32(mask, dst + k);
        _mm256_mask_storeu_epi32(dst + k, mask, blend_mask8_avx2(d, c, even, odd));
    }
    return _mm256_cvtsi256_si32(running);
}

#endif
