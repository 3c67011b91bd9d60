#include "CPUFeatures.h"

#if defined(__x86_64__)
#include <cpuid.h>

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

int tessera_cpu_has_avx2(void) {
    // -1 until the first call asks the CPU; relaxed is enough, every thread computes the same.
    static int avx2 = -1;
    int has = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (has < 0) {
        has = detect_avx2();
        __atomic_store_n(&avx2, has, __ATOMIC_RELAXED);
    }
    return has;
}
#endif
