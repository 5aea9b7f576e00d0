// CJPEG is a C target rather than a system library so that the build tracks shim.h: this file includes it, so an
// edit of the header recompiles this file, and every Swift module that imports CJPEG is compiled again after it.
// The functions themselves are the header's static inline ones.
#include "shim.h"
