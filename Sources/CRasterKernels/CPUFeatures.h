#ifndef TESSERA_CPUFEATURES_H
#define TESSERA_CPUFEATURES_H

#if defined(__x86_64__)
/// Whether the kernels may take their AVX2 paths: the CPU has AVX2 and the OS saves the YMM
/// registers. Asked once, then remembered.
int tessera_cpu_has_avx2(void);
#endif

#endif
