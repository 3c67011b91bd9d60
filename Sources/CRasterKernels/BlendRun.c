#include "BlendMath.h"
#include "CPUFeatures.h"

// The baseline and AVX2 bodies of the blend kernels and their binding (the AVX-512 bodies are in
// BlendRunAVX512.c). The arithmetic is BlendMath.h's.

static void blend_tail(uint32_t *dst, size_t from, size_t count, uint32_t color, uint32_t inverse) {
    for (size_t k = from; k < count; k++) dst[k] = color + scale_pixel(dst[k], inverse);
}

int32_t tessera_blend_cells_run_portable(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd) {
    uint32_t running = (uint32_t)sum;
    for (size_t k = 0; k < count; k++) {
        running += (uint32_t)cells[k];
        cells[k] = 0;
        uint32_t s = scale_pixel(color, tessera_cell_coverage((int32_t)running, even_odd));
        dst[k] = s + scale_pixel(dst[k], 255u - (s >> 24));
    }
    return (int32_t)running;
}

#if defined(__x86_64__)

void tessera_blend_run_sse2(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
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
void tessera_blend_run_avx2(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
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

__attribute__((target("avx2")))
int32_t tessera_blend_cells_run_avx2(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd) {
    const __m256i even = _mm256_set1_epi32((int)(color & 0x00FF00FFu));
    const __m256i odd = _mm256_set1_epi32((int)((color >> 8) & 0x00FF00FFu));
    __m256i running = _mm256_set1_epi32(sum);
    size_t k = blend_cells_steps8_avx2(dst, cells, count, &running, even, odd, even_odd);
    if (k < count) {
        // The last 1-7 pixels: cells and pixels past the run are neither read nor written.
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - k)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i c = cells_coverage8_avx2(_mm256_maskload_epi32((const int *)(cells + k), mask), &running, even_odd);
        _mm256_maskstore_epi32((int *)(cells + k), mask, _mm256_setzero_si256());
        __m256i d = _mm256_maskload_epi32((const int *)(dst + k), mask);
        _mm256_maskstore_epi32((int *)(dst + k), mask, blend_mask8_avx2(d, c, even, odd));
    }
    return _mm256_cvtsi256_si32(running);
}

int tessera_kernel_level(void) { return tessera_cpu_kernel_level(); }

tessera_blend_run_fn tessera_blend_run_body(int level) {
    if (level > tessera_cpu_kernel_level()) level = tessera_cpu_kernel_level();
    return level >= TESSERA_KERNELS_AVX512 ? tessera_blend_run_avx512
         : level == TESSERA_KERNELS_AVX2 ? tessera_blend_run_avx2 : tessera_blend_run_sse2;
}

tessera_blend_cells_run_fn tessera_blend_cells_run_body(int level) {
    if (level > tessera_cpu_kernel_level()) level = tessera_cpu_kernel_level();
    return level >= TESSERA_KERNELS_AVX512 ? tessera_blend_cells_run_avx512
         : level == TESSERA_KERNELS_AVX2 ? tessera_blend_cells_run_avx2 : tessera_blend_cells_run_portable;
}

// The public kernels are GNU indirect functions: the dynamic loader asks the resolver once
// which body to bind, so a call costs no CPU check and no wrapper (scene 1 makes ~5 million
// calls per render; the check and wrappers were 0.1 G instructions of its 2.2 G).
static tessera_blend_run_fn resolve_blend_run(void) { return tessera_blend_run_body(TESSERA_KERNELS_AVX512); }
void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse)
    __attribute__((ifunc("resolve_blend_run")));

static tessera_blend_cells_run_fn resolve_blend_cells_run(void) { return tessera_blend_cells_run_body(TESSERA_KERNELS_AVX512); }
int32_t tessera_blend_cells_run(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd)
    __attribute__((ifunc("resolve_blend_cells_run")));

#else

static void blend_run_portable(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    blend_tail(dst, 0, count, color, inverse);
}

int tessera_kernel_level(void) { return TESSERA_KERNELS_BASELINE; }
tessera_blend_run_fn tessera_blend_run_body(int level) { (void)level; return blend_run_portable; }
tessera_blend_cells_run_fn tessera_blend_cells_run_body(int level) { (void)level; return tessera_blend_cells_run_portable; }

void tessera_blend_run(uint32_t *dst, size_t count, uint32_t color, uint32_t inverse) {
    blend_run_portable(dst, count, color, inverse);
}

int32_t tessera_blend_cells_run(uint32_t *dst, int32_t *cells, size_t count, int32_t sum, uint32_t color, int even_odd) {
    return tessera_blend_cells_run_portable(dst, cells, count, sum, color, even_odd);
}

#endif
