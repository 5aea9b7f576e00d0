// Loads libchafa on first use; see include/CChafaLoader.h.
#include "CChafaLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The part of GLib's GString that chafa_canvas_print returns: its text and length come first.
typedef struct {
    char *str;
    size_t len;
    size_t allocated_len;
} atomic_gstring;

// The libchafa functions used, with their C types (GLib's gint is int, guint32 uint32_t, gunichar uint32_t,
// gboolean int, and an enum is passed as int).
static struct {
    void (*set_n_threads)(int);
    void *(*symbol_map_new)(void);
    void (*symbol_map_add_by_tags)(void *, uint32_t);
    void (*symbol_map_remove_by_tags)(void *, uint32_t);
    void (*symbol_map_unref)(void *);
    void *(*config_new)(void);
    void (*config_unref)(void *);
    void (*config_set_geometry)(void *, int, int);
    void (*config_set_cell_geometry)(void *, int, int);
    void (*config_set_canvas_mode)(void *, int);
    void (*config_set_pixel_mode)(void *, int);
    void (*config_set_symbol_map)(void *, const void *);
    void (*config_set_fg_color)(void *, uint32_t);
    void (*config_set_bg_color)(void *, uint32_t);
    void *(*canvas_new)(const void *);
    void (*canvas_unref)(void *);
    void (*canvas_draw_all_pixels)(void *, int, const uint8_t *, int, int, int);
    uint32_t (*canvas_get_char_at)(void *, int, int);
    void (*canvas_get_raw_colors_at)(void *, int, int, int *, int *);
    atomic_gstring *(*canvas_print)(void *, void *);
    char *(*g_string_free)(atomic_gstring *, int);
} chafa;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];

static void set_failure(const char *format, const char *detail) {
    snprintf(failure, sizeof failure, format, detail ? detail : "unknown error");
    for (char *c = failure; *c; c++) {
        if (*c == '\n' || *c == '\r') *c = ' ';
    }
}

static void load(void) {
    void *library = dlopen(ATOMIC_CHAFA_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        set_failure("%s", dlerror());
        return;
    }
    struct {
        const char *name;
        void **slot;
    } symbols[] = {
        {"chafa_set_n_threads", (void **)&chafa.set_n_threads},
        {"chafa_symbol_map_new", (void **)&chafa.symbol_map_new},
        {"chafa_symbol_map_add_by_tags", (void **)&chafa.symbol_map_add_by_tags},
        {"chafa_symbol_map_remove_by_tags", (void **)&chafa.symbol_map_remove_by_tags},
        {"chafa_symbol_map_unref", (void **)&chafa.symbol_map_unref},
        {"chafa_canvas_config_new", (void **)&chafa.config_new},
        {"chafa_canvas_config_unref", (void **)&chafa.config_unref},
        {"chafa_canvas_config_set_geometry", (void **)&chafa.config_set_geometry},
        {"chafa_canvas_config_set_cell_geometry", (void **)&chafa.config_set_cell_geometry},
        {"chafa_canvas_config_set_canvas_mode", (void **)&chafa.config_set_canvas_mode},
        {"chafa_canvas_config_set_pixel_mode", (void **)&chafa.config_set_pixel_mode},
        {"chafa_canvas_config_set_symbol_map", (void **)&chafa.config_set_symbol_map},
        {"chafa_canvas_config_set_fg_color", (void **)&chafa.config_set_fg_color},
        {"chafa_canvas_config_set_bg_color", (void **)&chafa.config_set_bg_color},
        {"chafa_canvas_new", (void **)&chafa.canvas_new},
        {"chafa_canvas_unref", (void **)&chafa.canvas_unref},
        {"chafa_canvas_draw_all_pixels", (void **)&chafa.canvas_draw_all_pixels},
        {"chafa_canvas_get_char_at", (void **)&chafa.canvas_get_char_at},
        {"chafa_canvas_get_raw_colors_at", (void **)&chafa.canvas_get_raw_colors_at},
        {"chafa_canvas_print", (void **)&chafa.canvas_print},
        // GLib, which libchafa links: dlsym searches a library's dependencies too.
        {"g_string_free", (void **)&chafa.g_string_free},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (!*symbols[i].slot) {
            set_failure(ATOMIC_CHAFA_LIBRARY " has no %s", symbols[i].name);
            return;
        }
    }
    // One thread: chafa's worker pool would only add threads for pictures this small.
    chafa.set_n_threads(1);
    loaded = 1;
}

const char *atomic_chafa_load(void) {
    pthread_once(&load_once, load);
    return loaded ? NULL : failure;
}

static int ready(void) { return atomic_chafa_load() == NULL; }

atomic_chafa_canvas *atomic_chafa_canvas_new(int pixel_mode, int canvas_mode, int columns, int rows,
                                             int cell_width, int cell_height, uint32_t symbol_tags,
                                             uint32_t excluded_tags, uint32_t foreground, uint32_t background) {
    if (!ready() || columns < 1 || rows < 1 || cell_width < 1 || cell_height < 1) return NULL;
    void *map = chafa.symbol_map_new();
    chafa.symbol_map_add_by_tags(map, symbol_tags);
    chafa.symbol_map_remove_by_tags(map, excluded_tags);
    void *config = chafa.config_new();
    chafa.config_set_geometry(config, columns, rows);
    chafa.config_set_cell_geometry(config, cell_width, cell_height);
    chafa.config_set_canvas_mode(config, canvas_mode);
    chafa.config_set_pixel_mode(config, pixel_mode);
    chafa.config_set_symbol_map(config, map);
    chafa.config_set_fg_color(config, foreground & 0xFFFFFF);
    chafa.config_set_bg_color(config, background & 0xFFFFFF);
    void *canvas = chafa.canvas_new(config);
    chafa.config_unref(config);
    chafa.symbol_map_unref(map);
    return canvas;
}

void atomic_chafa_canvas_draw_rgba(atomic_chafa_canvas *canvas, const uint8_t *pixels, int width, int height) {
    if (!ready() || !canvas || !pixels || width < 1 || height < 1) return;
    chafa.canvas_draw_all_pixels(canvas, ATOMIC_CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4);
}

uint32_t atomic_chafa_canvas_char_at(atomic_chafa_canvas *canvas, int x, int y) {
    return ready() && canvas ? chafa.canvas_get_char_at(canvas, x, y) : 0;
}

void atomic_chafa_canvas_raw_colors_at(atomic_chafa_canvas *canvas, int x, int y, int *foreground,
                                       int *background) {
    *foreground = -1;
    *background = -1;
    if (ready() && canvas) chafa.canvas_get_raw_colors_at(canvas, x, y, foreground, background);
}

size_t atomic_chafa_canvas_print(atomic_chafa_canvas *canvas, uint8_t **bytes) {
    *bytes = NULL;
    if (!ready() || !canvas) return 0;
    atomic_gstring *printed = chafa.canvas_print(canvas, NULL);
    if (!printed) return 0;
    size_t length = printed->len;
    uint8_t *copy = length > 0 ? malloc(length) : NULL;
    if (copy) memcpy(copy, printed->str, length);
    chafa.g_string_free(printed, 1);
    if (!copy) return 0;
    *bytes = copy;
    return length;
}

void atomic_chafa_canvas_free(atomic_chafa_canvas *canvas) {
    if (ready() && canvas) chafa.canvas_unref(canvas);
}
