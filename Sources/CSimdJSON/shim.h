#ifndef ATOMICARCH_CSIMDJSON_SHIM_H
#define ATOMICARCH_CSIMDJSON_SHIM_H
// The system simdjson 3 (libsimdjson-dev), a C++ library; the module map links "simdjson" by name. Only the C++ shim
// CSimdJSONShim includes it; Swift reads JSON through that shim's C functions.
#include <simdjson.h>
#endif
