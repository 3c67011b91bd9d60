#ifndef CALLOCATOR_H
#define CALLOCATOR_H
/* glibc's malloc tuning, which Swift's Glibc module does not import (malloc.h); see
 * TesseraRaster's ImageMemory for why. Both do nothing on other C libraries. */

/* One arena for all threads, blocks up to `mmap_threshold` bytes on the heap instead of a
 * mapping each, and up to `trim_threshold` bytes of free heap top kept mapped. */
void callocator_keep_freed_memory(int mmap_threshold, int trim_threshold);

/* Returns every free page of every arena to the kernel (malloc_trim). */
void callocator_release_free_memory(void);

#endif
