#ifndef CALLOCATOR_H
#define CALLOCATOR_H
/* glibc's malloc tuning, which Swift's Glibc module does not import (malloc.h); see
 * TesseraRaster's ImageMemory for why. */

/* Keeps blocks up to `mmap_threshold` bytes on the heap instead of mapping each one, and up to
 * `trim_threshold` bytes of free heap top mapped. Does nothing on other C libraries. */
void callocator_keep_freed_memory(int mmap_threshold, int trim_threshold);

#endif
