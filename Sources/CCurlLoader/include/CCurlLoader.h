// libcurl for the Linux transport, loaded with dlopen on first use instead of linked into the program, so
// that a run that never makes a request never loads libcurl and its ~29 libraries (decision 0008).
//
// curl/curl.h is included for its types and constants only; nothing here calls a libcurl function
// directly. Every entry point is a non-variadic wrapper (Swift cannot call curl_easy_setopt and
// curl_easy_getinfo, which are variadic) that loads the library first, once per process. When it cannot be
// loaded, the wrappers fail without calling anything: NULL, CURLE_FAILED_INIT or CURLM_INTERNAL_ERROR. The
// names start with atomic_curl_, never curl_, because the program exports its symbols and libcurl must keep
// its own.
#ifndef ATOMIC_CCURL_LOADER_H
#define ATOMIC_CCURL_LOADER_H

#include <stddef.h>
#include <curl/curl.h>

/// The file name of the libcurl loaded: the soname of libcurl 7 and 8.
#define ATOMIC_CURL_LIBRARY "libcurl.so.4"

typedef size_t (*atomic_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// Loads libcurl and runs curl_global_init, once per process (later calls only read the outcome).
/// Returns NULL when libcurl is ready, or the reason it is not, such as dlerror's text (one line, static
/// storage valid for the whole process).
const char *atomic_curl_load(void);

/// Opens the library `name` and closes it again, without touching the state of atomic_curl_load; for
/// tests of the failure text. Returns 1 when it opened; otherwise 0 with dlerror's text in `message`.
int atomic_curl_try_open(const char *name, char *message, size_t capacity);

CURL *atomic_curl_easy_init(void);
void atomic_curl_easy_cleanup(CURL *handle);
/// curl_easy_reset: every option of `handle` back to its default; its connections and caches stay.
void atomic_curl_easy_reset(CURL *handle);
const char *atomic_curl_easy_strerror(CURLcode code);
struct curl_slist *atomic_curl_slist_append(struct curl_slist *list, const char *line);
void atomic_curl_slist_free_all(struct curl_slist *list);

CURLcode atomic_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode atomic_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode atomic_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode atomic_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode atomic_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode atomic_curl_setopt_callback(CURL *handle, CURLoption option, atomic_curl_data_callback value);
CURLcode atomic_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode atomic_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);

CURLM *atomic_curl_multi_init(void);
CURLMcode atomic_curl_multi_cleanup(CURLM *multi);
CURLMcode atomic_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode atomic_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMsg *atomic_curl_multi_info_read(CURLM *multi, int *queued);
CURLMcode atomic_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

// libcurl's socket interface (curl_multi_socket_action), driven by the transport's own epoll loop.
typedef int (*atomic_curl_socket_callback)(CURL *easy, curl_socket_t socket, int what, void *context,
                                           void *socketContext);
typedef int (*atomic_curl_timer_callback)(CURLM *multi, long timeoutMilliseconds, void *context);

CURLMcode atomic_curl_multi_setopt_pointer(CURLM *multi, CURLMoption option, void *value);
CURLMcode atomic_curl_multi_setopt_socket_callback(CURLM *multi, atomic_curl_socket_callback value);
CURLMcode atomic_curl_multi_setopt_timer_callback(CURLM *multi, atomic_curl_timer_callback value);
CURLMcode atomic_curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int eventMask, int *runningHandles);
CURLMcode atomic_curl_multi_assign(CURLM *multi, curl_socket_t socket, void *socketContext);

#endif
