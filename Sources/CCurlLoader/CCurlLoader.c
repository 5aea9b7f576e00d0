// Loads libcurl on first use; see include/CCurlLoader.h.
#include "CCurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The libcurl functions used, with their exact types; setopt, getinfo and multi_setopt are variadic and are
// called through variadic pointers, so each argument is passed as the C calling convention for `...` wants.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_socket_action)(CURLM *, curl_socket_t, int, int *);
    CURLMcode (*multi_assign)(CURLM *, curl_socket_t, void *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];

// One line: the reason with line breaks turned into spaces.
static void set_failure(const char *format, const char *detail) {
    snprintf(failure, sizeof failure, format, detail ? detail : "unknown error");
    for (char *c = failure; *c; c++) {
        if (*c == '\n' || *c == '\r') *c = ' ';
    }
}

static void load(void) {
    // RTLD_LAZY, as the dynamic loader binds a library linked the usual way: RTLD_NOW would bind every symbol
    // libcurl and its ~29 libraries import, 2.8 M more instructions for a run that sends requests (decision
    // 0008). The functions called here are all looked up below, so a libcurl that lacks one fails now.
    void *library = dlopen(ATOMIC_CURL_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        set_failure("%s", dlerror());
        return;
    }
    struct {
        const char *name;
        void **slot;
    } symbols[] = {
        {"curl_global_init", (void **)&curl.global_init},
        {"curl_easy_init", (void **)&curl.easy_init},
        {"curl_easy_cleanup", (void **)&curl.easy_cleanup},
        {"curl_easy_reset", (void **)&curl.easy_reset},
        {"curl_easy_strerror", (void **)&curl.easy_strerror},
        {"curl_easy_setopt", (void **)&curl.easy_setopt},
        {"curl_easy_getinfo", (void **)&curl.easy_getinfo},
        {"curl_slist_append", (void **)&curl.slist_append},
        {"curl_slist_free_all", (void **)&curl.slist_free_all},
        {"curl_multi_init", (void **)&curl.multi_init},
        {"curl_multi_cleanup", (void **)&curl.multi_cleanup},
        {"curl_multi_add_handle", (void **)&curl.multi_add_handle},
        {"curl_multi_remove_handle", (void **)&curl.multi_remove_handle},
        {"curl_multi_socket_action", (void **)&curl.multi_socket_action},
        {"curl_multi_assign", (void **)&curl.multi_assign},
        {"curl_multi_info_read", (void **)&curl.multi_info_read},
        {"curl_multi_setopt", (void **)&curl.multi_setopt},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (!*symbols[i].slot) {
            // Kept open: nothing was initialised, and closing a library is never required.
            set_failure(ATOMIC_CURL_LIBRARY " has no %s", symbols[i].name);
            return;
        }
    }
    CURLcode code = curl.global_init(CURL_GLOBAL_ALL);
    if (code != CURLE_OK) {
        set_failure("curl_global_init failed: %s", curl.easy_strerror(code));
        return;
    }
    loaded = 1;
}

const char *atomic_curl_load(void) {
    pthread_once(&load_once, load);
    return loaded ? NULL : failure;
}

int atomic_curl_try_open(const char *name, char *message, size_t capacity) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library) {
        dlclose(library);
        return 1;
    }
    if (capacity > 0) {
        const char *reason = dlerror();
        snprintf(message, capacity, "%s", reason ? reason : "unknown error");
    }
    return 0;
}

// Each wrapper loads libcurl first (pthread_once costs one atomic read after the first time).
static int ready(void) { return atomic_curl_load() == NULL; }

CURL *atomic_curl_easy_init(void) { return ready() ? curl.easy_init() : NULL; }

void atomic_curl_easy_cleanup(CURL *handle) {
    if (ready()) curl.easy_cleanup(handle);
}

void atomic_curl_easy_reset(CURL *handle) {
    if (ready()) curl.easy_reset(handle);
}

const char *atomic_curl_easy_strerror(CURLcode code) { return ready() ? curl.easy_strerror(code) : NULL; }

struct curl_slist *atomic_curl_slist_append(struct curl_slist *list, const char *line) {
    return ready() ? curl.slist_append(list, line) : NULL;
}

void atomic_curl_slist_free_all(struct curl_slist *list) {
    if (ready()) curl.slist_free_all(list);
}

CURLcode atomic_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_setopt_callback(CURL *handle, CURLoption option, atomic_curl_data_callback value) {
    return ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return ready() ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode atomic_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return ready() ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLM *atomic_curl_multi_init(void) { return ready() ? curl.multi_init() : NULL; }

CURLMcode atomic_curl_multi_cleanup(CURLM *multi) {
    return ready() ? curl.multi_cleanup(multi) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_add_handle(CURLM *multi, CURL *handle) {
    return ready() ? curl.multi_add_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return ready() ? curl.multi_remove_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMsg *atomic_curl_multi_info_read(CURLM *multi, int *queued) {
    return ready() ? curl.multi_info_read(multi, queued) : NULL;
}

CURLMcode atomic_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return ready() ? curl.multi_setopt(multi, option, value) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_setopt_pointer(CURLM *multi, CURLMoption option, void *value) {
    return ready() ? curl.multi_setopt(multi, option, value) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_setopt_socket_callback(CURLM *multi, atomic_curl_socket_callback value) {
    return ready() ? curl.multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, value) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_setopt_timer_callback(CURLM *multi, atomic_curl_timer_callback value) {
    return ready() ? curl.multi_setopt(multi, CURLMOPT_TIMERFUNCTION, value) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int eventMask, int *runningHandles) {
    return ready() ? curl.multi_socket_action(multi, socket, eventMask, runningHandles) : CURLM_INTERNAL_ERROR;
}

CURLMcode atomic_curl_multi_assign(CURLM *multi, curl_socket_t socket, void *socketContext) {
    return ready() ? curl.multi_assign(multi, socket, socketContext) : CURLM_INTERNAL_ERROR;
}
