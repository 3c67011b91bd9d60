#include <png.h>
#include "cpng.h"
int cpng_version_number(void) { return (int)png_access_version_number(); }
