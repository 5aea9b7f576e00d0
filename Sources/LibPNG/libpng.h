// The system libpng as a module, found through pkg-config; the C target CPNG wraps it.
#ifndef ATOMICARCH_LIBPNG_H
#define ATOMICARCH_LIBPNG_H
#include <png.h>
#endif
