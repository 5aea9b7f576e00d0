// Typed entry points into libcurl for Swift, which cannot call C variadic functions such as
// curl_easy_setopt and curl_easy_getinfo. Each wrapper passes exactly one argument of one type.
#ifndef ATOMIC_CCURL_SHIM_H
#define ATOMIC_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*atomic_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode atomic_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_ALL);
}

static inline CURLcode atomic_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_setopt_callback(CURL *handle, CURLoption option,
                                                   atomic_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode atomic_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode atomic_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode atomic_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

// libcurl's socket interface (curl_multi_socket_action), driven by an epoll loop of the caller's.
typedef int (*atomic_curl_socket_callback)(CURL *easy, curl_socket_t socket, int what, void *context,
                                           void *socketContext);
typedef int (*atomic_curl_timer_callback)(CURLM *multi, long timeoutMilliseconds, void *context);

static inline CURLMcode atomic_curl_multi_setopt_pointer(CURLM *multi, CURLMoption option, void *value) {
    return curl_multi_setopt(multi, option, value);
}

static inline CURLMcode atomic_curl_multi_setopt_socket_callback(CURLM *multi, atomic_curl_socket_callback value) {
    return curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, value);
}

static inline CURLMcode atomic_curl_multi_setopt_timer_callback(CURLM *multi, atomic_curl_timer_callback value) {
    return curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, value);
}

static inline CURLMcode atomic_curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int eventMask,
                                                        int *runningHandles) {
    return curl_multi_socket_action(multi, socket, eventMask, runningHandles);
}

static inline CURLMcode atomic_curl_multi_assign(CURLM *multi, curl_socket_t socket, void *socketContext) {
    return curl_multi_assign(multi, socket, socketContext);
}

#endif
