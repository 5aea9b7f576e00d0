#ifndef ATOMICARCH_CYAML_SHIM_H
#define ATOMICARCH_CYAML_SHIM_H
#include <yaml.h>
#endif
