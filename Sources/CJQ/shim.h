#ifndef ATOMICARCH_CJQ_SHIM_H
#define ATOMICARCH_CJQ_SHIM_H
// The system libjq 1.6 (libjq-dev), which ships no pkg-config file: the module map links "jq" by name.
#include <jq.h>
#include <jv.h>
#endif
