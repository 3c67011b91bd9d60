#ifndef TESSERA_CPUFEATURES_H
#define TESSERA_CPUFEATURES_H

#if defined(__x86_64__)
/// The highest kernel level (TESSERA_KERNELS_*) this CPU and OS run: AVX2 needs the CPU's flag
/// and the OS saving the YMM registers, AVX-512 (F, BW, VL) the ZMM and mask registers too.
/// Asked once, then remembered.
int tessera_cpu_kernel_level(void);
#endif

#endif
