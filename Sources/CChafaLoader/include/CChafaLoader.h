// libchafa, loaded with dlopen on first use instead of linked into the program, so that a run that draws no
// avatar never loads libchafa and GLib (as libcurl is loaded, decision 0008).
//
// No chafa or GLib header is included: the few constants used are repeated below with chafa's values (a test
// compares them with chafa.h), and every entry point is a wrapper that loads the library first, once per
// process. When it cannot be loaded, the wrappers do nothing and return NULL or 0. The names start with
// atomic_chafa_, never chafa_, because the program exports its symbols and libchafa must keep its own.
#ifndef ATOMIC_CCHAFA_LOADER_H
#define ATOMIC_CCHAFA_LOADER_H

#include <stddef.h>
#include <stdint.h>

/// The file name of the libchafa loaded: the soname of libchafa 1.x (its install name on Apple platforms).
#ifdef __APPLE__
#define ATOMIC_CHAFA_LIBRARY "libchafa.0.dylib"
#else
#define ATOMIC_CHAFA_LIBRARY "libchafa.so.0"
#endif

/// ChafaPixelMode: how a canvas draws (symbols in cells, or an image protocol).
#define ATOMIC_CHAFA_PIXEL_MODE_SYMBOLS 0
#define ATOMIC_CHAFA_PIXEL_MODE_SIXELS 1
#define ATOMIC_CHAFA_PIXEL_MODE_KITTY 2

/// ChafaCanvasMode: the colours a symbol canvas uses.
#define ATOMIC_CHAFA_CANVAS_MODE_TRUECOLOR 0
#define ATOMIC_CHAFA_CANVAS_MODE_INDEXED_256 1
#define ATOMIC_CHAFA_CANVAS_MODE_FGBG 5

/// ChafaSymbolTags used for the symbol map.
#define ATOMIC_CHAFA_SYMBOL_TAG_SPACE (1u << 0)
#define ATOMIC_CHAFA_SYMBOL_TAG_SOLID (1u << 1)
#define ATOMIC_CHAFA_SYMBOL_TAG_BLOCK (1u << 3)
#define ATOMIC_CHAFA_SYMBOL_TAG_BORDER (1u << 4)
#define ATOMIC_CHAFA_SYMBOL_TAG_WIDE (1u << 18)
#define ATOMIC_CHAFA_SYMBOL_TAG_AMBIGUOUS (1u << 19)
#define ATOMIC_CHAFA_SYMBOL_TAG_UGLY (1u << 20)

/// ChafaPixelType CHAFA_PIXEL_RGBA8_UNASSOCIATED: 4 bytes a pixel, R G B A, alpha not multiplied in.
#define ATOMIC_CHAFA_PIXEL_RGBA8_UNASSOCIATED 4

/// A ChafaCanvas.
typedef struct atomic_chafa_canvas atomic_chafa_canvas;

/// Loads libchafa and sets it to one thread (chafa_set_n_threads(1)), once per process; later calls only read
/// the outcome. Returns NULL when libchafa is ready, or the reason it is not, such as dlerror's text (one
/// line, static storage valid for the whole process).
const char *atomic_chafa_load(void);

/// A canvas of `columns` × `rows` cells drawing in `pixel_mode`, with `canvas_mode`'s colours, cells of
/// `cell_width` × `cell_height` pixels, and (for symbols) the symbols tagged `symbol_tags` less those tagged
/// `excluded_tags`; `foreground` and `background` (packed 0xRRGGBB) are the colours the terminal is taken to show
/// (chafa_canvas_config_set_fg_color and set_bg_color), which a colourless canvas chooses between. NULL when
/// libchafa is not loaded or a size is below 1.
atomic_chafa_canvas *atomic_chafa_canvas_new(int pixel_mode, int canvas_mode, int columns, int rows,
                                             int cell_width, int cell_height, uint32_t symbol_tags,
                                             uint32_t excluded_tags, uint32_t foreground, uint32_t background);

/// chafa_canvas_draw_all_pixels with `width` × `height` RGBA8 pixels, unassociated alpha, rows packed.
void atomic_chafa_canvas_draw_rgba(atomic_chafa_canvas *canvas, const uint8_t *pixels, int width, int height);

/// chafa_canvas_get_char_at: the Unicode scalar of the cell at `x`, `y` (from 0); 0 outside the canvas.
uint32_t atomic_chafa_canvas_char_at(atomic_chafa_canvas *canvas, int x, int y);

/// chafa_canvas_get_raw_colors_at: the cell's colours in the canvas mode's own form (packed 0xRRGGBB in true
/// colour, a palette index in 256 colours), -1 for none.
void atomic_chafa_canvas_raw_colors_at(atomic_chafa_canvas *canvas, int x, int y, int *foreground,
                                       int *background);

/// chafa_canvas_print with chafa's fallback terminal: the bytes that draw the canvas (an image protocol's
/// sequence in a pixel mode), copied into `*bytes` (malloc'd; free it with free()). Returns their count, 0
/// (and NULL) on failure.
size_t atomic_chafa_canvas_print(atomic_chafa_canvas *canvas, uint8_t **bytes);

/// chafa_canvas_unref.
void atomic_chafa_canvas_free(atomic_chafa_canvas *canvas);

#endif
