#include "CPUFeatures.h"
#include "CRasterKernels.h"

#if defined(__x86_64__)
#include <cpuid.h>

static int detect_level(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return TESSERA_KERNELS_BASELINE;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6 || __get_cpuid_max(0, 0) < 7) return TESSERA_KERNELS_BASELINE;
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & bit_AVX2)) return TESSERA_KERNELS_BASELINE;
    // XCR0 bits 5-7: the opmask registers and both halves of ZMM0-31.
    const unsigned avx512 = bit_AVX512F | bit_AVX512BW | bit_AVX512VL;
    return (b & avx512) == avx512 && (lo & 0xE0) == 0xE0 ? TESSERA_KERNELS_AVX512 : TESSERA_KERNELS_AVX2;
}

int tessera_cpu_kernel_level(void) {
    // -1 until the first call asks the CPU; relaxed is enough, every thread computes the same.
    static int level = -1;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known < 0) {
        known = detect_level();
        __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    }
    return known;
}
#endif
