// libpng behind plain C functions: every libpng error longjmps back to a setjmp in this file and comes out
// as an error code, so that no longjmp ever crosses a Swift frame.
#ifndef ATOMICARCH_CPNG_SHIM_H
#define ATOMICARCH_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The outcome of a shim call.
enum {
    ATOMIC_PNG_OK = 0,
    ATOMIC_PNG_NOT_PNG = 1,      // the signature is missing
    ATOMIC_PNG_CORRUPT = 2,      // libpng reported an error (message filled in)
    ATOMIC_PNG_TRUNCATED = 3,    // the data ended before the image did
    ATOMIC_PNG_TOO_LARGE = 4,    // the header's size is over the caller's limits (width and height filled in)
    ATOMIC_PNG_NO_MEMORY = 5,    // an allocation failed
    ATOMIC_PNG_BAD_ARGUMENT = 6  // the caller passed parameters libpng cannot write
};

/// Reading state shared between the shim and libpng's callbacks; lives in memory, never in registers,
/// so it keeps its values across longjmp.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    int truncated;
    char *message;
    size_t messageCapacity;
    png_bytep *rows;
} atomic_png_reader;

static inline void atomic_png_copy_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text ? text : "");
}

static inline void atomic_png_on_error(png_structp png, png_const_charp text) {
    atomic_png_reader *reader = (atomic_png_reader *)png_get_error_ptr(png);
    if (reader != NULL) atomic_png_copy_message(reader->message, reader->messageCapacity, text);
    png_longjmp(png, 1);
}

static inline void atomic_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static inline void atomic_png_read_data(png_structp png, png_bytep out, size_t length) {
    atomic_png_reader *reader = (atomic_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        reader->truncated = 1;
        png_error(png, "the data ends before the image does");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

/// Asks libpng to hand over every pixel as 8-bit RGBA, whatever the file's colour type and depth: palettes and
/// grey expanded to RGB, tRNS to alpha, 16-bit samples stripped to 8, and an opaque alpha added where none is.
/// Called after png_read_info and before png_read_update_info.
static inline void atomic_png_expand_to_rgba(png_structp png, png_infop info) {
    int colorType = png_get_color_type(png, info);
    int bitDepth = png_get_bit_depth(png, info);
    if (colorType == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colorType == PNG_COLOR_TYPE_GRAY && bitDepth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bitDepth == 16) png_set_strip_16(png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
}

/// Starts a decode over `reader`: clears `*width`, `*height`, `*pixels` and the message, checks the signature,
/// and creates the read and info structs with the shim's error handlers, reading from `reader`. ATOMIC_PNG_OK, else
/// ATOMIC_PNG_NOT_PNG or ATOMIC_PNG_NO_MEMORY with nothing left allocated.
static inline int atomic_png_begin_read(atomic_png_reader *reader, uint32_t *width, uint32_t *height,
                                        uint8_t **pixels, png_structp *png, png_infop *info) {
    *width = 0;
    *height = 0;
    *pixels = NULL;
    atomic_png_copy_message(reader->message, reader->messageCapacity, "");
    if (reader->size < 8 || png_sig_cmp(reader->data, 0, 8) != 0) return ATOMIC_PNG_NOT_PNG;
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, atomic_png_on_error, atomic_png_on_warning);
    if (*png == NULL) return ATOMIC_PNG_NO_MEMORY;
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        return ATOMIC_PNG_NO_MEMORY;
    }
    png_set_read_fn(*png, reader, atomic_png_read_data);
    return ATOMIC_PNG_OK;
}

/// What a decode returns when libpng's error handler jumped back to it, after destroying its structs:
/// ATOMIC_PNG_TRUNCATED when the data ran out, else `status`.
static inline int atomic_png_failed_read(const atomic_png_reader *reader, png_structp *png, png_infop *info,
                                         int status) {
    png_destroy_read_struct(png, info, NULL);
    return reader->truncated ? ATOMIC_PNG_TRUNCATED : status;
}

/// Decodes the PNG in `data` to 8-bit RGBA (4 bytes a pixel, rows top to bottom, not premultiplied).
///
/// The header is read first: when the width is over `maxWidth` or the height over `maxHeight`, the call returns
/// ATOMIC_PNG_TOO_LARGE with `*width` and `*height` set and decodes nothing. On success `*pixels` is a buffer of
/// `*width * *height * 4` bytes from malloc that the caller frees. On failure `*pixels` is NULL and `message`
/// holds libpng's words.
static inline int atomic_png_decode_rgba(
    const uint8_t *data, size_t size, uint32_t maxWidth, uint32_t maxHeight,
    uint32_t *width, uint32_t *height, uint8_t **pixels, char *message, size_t messageCapacity
) {
    atomic_png_reader reader = {data, size, 0, 0, message, messageCapacity, NULL};
    png_structp png = NULL;
    png_infop info = NULL;
    int started = atomic_png_begin_read(&reader, width, height, pixels, &png, &info);
    if (started != ATOMIC_PNG_OK) return started;
    volatile int status = ATOMIC_PNG_CORRUPT;
    uint8_t *volatile output = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(reader.rows);
        free(output);
        return atomic_png_failed_read(&reader, &png, &info, status);
    }
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    *width = w;
    *height = h;
    if (w > maxWidth || h > maxHeight) {
        png_destroy_read_struct(&png, &info, NULL);
        return ATOMIC_PNG_TOO_LARGE;
    }
    atomic_png_expand_to_rgba(png, info);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "the pixel format could not be converted to RGBA");
    }
    output = (uint8_t *)malloc((size_t)w * h * 4);
    reader.rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (output == NULL || reader.rows == NULL) {
        status = ATOMIC_PNG_NO_MEMORY;
        png_error(png, "out of memory");
    }
    for (uint32_t y = 0; y < h; y++) reader.rows[y] = output + (size_t)y * w * 4;
    png_read_image(png, reader.rows);
    png_read_end(png, NULL);
    free(reader.rows);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = output;
    return ATOMIC_PNG_OK;
}

/// Decodes the PNG in `data` to 8-bit RGBA reduced by a whole factor while the rows arrive, so the full image is
/// never held: the factor is the largest that keeps both sides at least twice `minWidth` × `minHeight` (1 when
/// either is 0), leaving the last, finer step to the caller's filter; each output pixel is the alpha-weighted mean
/// of its block of the source (factor or factor + 1 pixels a side, so every source pixel counts once). Only one
/// decoded row, one row of sums and the reduced image are in
/// memory; `*peakBytes` receives their total. An interlaced image (Adam7 needs every pass of every row) or a
/// factor of 1 is decoded whole by atomic_png_decode_rgba, and `*peakBytes` is then its buffers' size.
/// Statuses, limits and ownership of `*pixels` are as for atomic_png_decode_rgba.
static inline int atomic_png_decode_rgba_reduced(
    const uint8_t *data, size_t size, uint32_t maxWidth, uint32_t maxHeight, uint32_t minWidth, uint32_t minHeight,
    uint32_t *width, uint32_t *height, uint8_t **pixels, size_t *peakBytes, char *message, size_t messageCapacity
) {
    *peakBytes = 0;
    atomic_png_reader reader = {data, size, 0, 0, message, messageCapacity, NULL};
    png_structp png = NULL;
    png_infop info = NULL;
    int started = atomic_png_begin_read(&reader, width, height, pixels, &png, &info);
    if (started != ATOMIC_PNG_OK) return started;
    volatile int status = ATOMIC_PNG_CORRUPT;
    uint8_t *volatile output = NULL;
    uint8_t *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    uint32_t *volatile columns = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(output);
        free(row);
        free(sums);
        free(columns);
        return atomic_png_failed_read(&reader, &png, &info, status);
    }
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    uint32_t factor = 1;
    if (minWidth > 0 && minHeight > 0 && w >= minWidth && h >= minHeight) {
        uint32_t across = w / minWidth / 2;
        uint32_t down = h / minHeight / 2;
        factor = across < down ? across : down;
    }
    if (w > maxWidth || h > maxHeight || factor <= 1 ||
        png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        png_destroy_read_struct(&png, &info, NULL);
        int whole = atomic_png_decode_rgba(data, size, maxWidth, maxHeight, width, height, pixels, message,
                                           messageCapacity);
        if (whole == ATOMIC_PNG_OK) *peakBytes = (size_t)*width * *height * 4 + sizeof(png_bytep) * *height;
        return whole;
    }
    atomic_png_expand_to_rgba(png, info);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "the pixel format could not be converted to RGBA");
    }
    uint32_t ow = w / factor;
    uint32_t oh = h / factor;
    output = (uint8_t *)malloc((size_t)ow * oh * 4);
    row = (uint8_t *)malloc((size_t)w * 4);
    sums = (uint64_t *)calloc((size_t)ow * 4, sizeof(uint64_t));
    columns = (uint32_t *)calloc((size_t)ow, sizeof(uint32_t));
    if (output == NULL || row == NULL || sums == NULL || columns == NULL) {
        status = ATOMIC_PNG_NO_MEMORY;
        png_error(png, "out of memory");
    }
    // Source column x and row y belong to output column x * ow / w and row y * oh / h.
    for (uint32_t x = 0; x < w; x++) columns[(uint64_t)x * ow / w] += 1;
    uint64_t rows = 0;
    for (uint32_t y = 0; y < h; y++) {
        png_read_row(png, row, NULL);
        for (uint32_t x = 0; x < w; x++) {
            const uint8_t *pixel = row + (size_t)x * 4;
            uint64_t *sum = sums + (size_t)((uint64_t)x * ow / w) * 4;
            uint64_t alpha = pixel[3];
            sum[0] += pixel[0] * alpha;
            sum[1] += pixel[1] * alpha;
            sum[2] += pixel[2] * alpha;
            sum[3] += alpha;
        }
        rows += 1;
        uint32_t outY = (uint32_t)((uint64_t)y * oh / h);
        if (y + 1 < h && (uint64_t)(y + 1) * oh / h == outY) continue;
        uint8_t *out = output + (size_t)outY * ow * 4;
        for (uint32_t x = 0; x < ow; x++) {
            uint64_t *sum = sums + (size_t)x * 4;
            uint64_t block = rows * columns[x];
            for (int c = 0; c < 3; c++) out[x * 4 + c] = sum[3] ? (uint8_t)((sum[c] + sum[3] / 2) / sum[3]) : 0;
            out[x * 4 + 3] = (uint8_t)((sum[3] + block / 2) / block);
            sum[0] = sum[1] = sum[2] = sum[3] = 0;
        }
        rows = 0;
    }
    png_read_end(png, NULL);
    free(row);
    free(sums);
    free(columns);
    png_destroy_read_struct(&png, &info, NULL);
    *width = ow;
    *height = oh;
    *pixels = output;
    *peakBytes = (size_t)ow * oh * 4 + (size_t)w * 4 + (size_t)ow * (4 * sizeof(uint64_t) + sizeof(uint32_t));
    return ATOMIC_PNG_OK;
}

/// A growing output buffer for the encoder.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    int failed;
} atomic_png_output;

static inline void atomic_png_write_data(png_structp png, png_bytep bytes, size_t length) {
    atomic_png_output *out = (atomic_png_output *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->count) {
        out->failed = 1;
        png_error(png, "the output is too large");
    }
    if (out->count + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (capacity < out->count + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(out->bytes, capacity);
        if (grown == NULL) {
            out->failed = 1;
            png_error(png, "out of memory");
        }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, bytes, length);
    out->count += length;
}

static inline void atomic_png_flush(png_structp png) { (void)png; }

/// Encodes `height` rows of `rowBytes` bytes each, laid out as libpng expects for `colorType` and `bitDepth`
/// (16-bit samples big-endian), into a PNG with default compression and no time stamp, so that the same
/// input always gives the same bytes.
///
/// `palette` holds `paletteCount` RGB triples (palette images only); `alpha` holds `alphaCount` tRNS values
/// (palette images only, else pass 0). `interlaced` chooses Adam7. On success `*bytes` is a malloc'd buffer of
/// `*count` bytes that the caller frees.
static inline int atomic_png_encode(
    const uint8_t *rows, uint32_t width, uint32_t height, size_t rowBytes, int colorType, int bitDepth,
    const uint8_t *palette, int paletteCount, const uint8_t *alpha, int alphaCount, int interlaced,
    uint8_t **bytes, size_t *count, char *message, size_t messageCapacity
) {
    *bytes = NULL;
    *count = 0;
    atomic_png_copy_message(message, messageCapacity, "");
    if (width == 0 || height == 0 || rows == NULL) return ATOMIC_PNG_BAD_ARGUMENT;
    atomic_png_reader errors = {NULL, 0, 0, 0, message, messageCapacity, NULL};
    atomic_png_output out = {NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, atomic_png_on_error,
                                              atomic_png_on_warning);
    if (png == NULL) return ATOMIC_PNG_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return ATOMIC_PNG_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(out.bytes);
        png_destroy_write_struct(&png, &info);
        return out.failed ? ATOMIC_PNG_NO_MEMORY : ATOMIC_PNG_BAD_ARGUMENT;
    }
    png_set_write_fn(png, &out, atomic_png_write_data, atomic_png_flush);
    png_set_IHDR(png, info, width, height, bitDepth, colorType,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (colorType == PNG_COLOR_TYPE_PALETTE) {
        png_color entries[256];
        if (palette == NULL || paletteCount < 1 || paletteCount > 256) png_error(png, "a palette is required");
        for (int i = 0; i < paletteCount; i++) {
            entries[i].red = palette[i * 3];
            entries[i].green = palette[i * 3 + 1];
            entries[i].blue = palette[i * 3 + 2];
        }
        png_set_PLTE(png, info, entries, paletteCount);
        if (alpha != NULL && alphaCount > 0) png_set_tRNS(png, info, alpha, alphaCount, NULL);
    }
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_write_row(png, rows + (size_t)y * rowBytes);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *bytes = out.bytes;
    *count = out.count;
    return ATOMIC_PNG_OK;
}

#endif
