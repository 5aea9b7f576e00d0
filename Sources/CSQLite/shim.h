#ifndef ATOMICARCH_CSQLITE_SHIM_H
#define ATOMICARCH_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
