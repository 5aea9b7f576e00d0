// The system libjpeg-turbo as a module, found through pkg-config; the C target CJPEG wraps it.
#ifndef ATOMICARCH_LIBJPEG_H
#define ATOMICARCH_LIBJPEG_H
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#endif
