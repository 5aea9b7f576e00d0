#ifndef ATOMICARCH_CJQ_SHIM_H
#define ATOMICARCH_CJQ_SHIM_H
// The system libjq 1.6 (libjq-dev), which ships no pkg-config file: the module map links "jq" by name.
#include <jq.h>
#include <jv.h>

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>

// For the process that runs libjq apart: has the kernel send it SIGKILL when its parent ends, so that no filter
// outlives the atomic that started it. prctl is variadic, which Swift does not call; 0 when set, else -1.
static inline int atomic_jq_end_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
}
#endif
#endif
