#ifndef CPNG_H
#define CPNG_H
/* Placeholder: the raster issue adds the libpng helpers (setjmp stays in C). */
int cpng_version_number(void);
#endif
