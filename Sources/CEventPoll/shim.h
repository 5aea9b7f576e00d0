// Linux's readiness and timer descriptors (epoll, timerfd, eventfd), which Glibc's Swift module leaves out.
#ifndef ATOMIC_CEVENTPOLL_SHIM_H
#define ATOMIC_CEVENTPOLL_SHIM_H

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>

#endif
