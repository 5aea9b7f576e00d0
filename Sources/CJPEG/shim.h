// libjpeg-turbo behind plain C functions: error_exit longjmps back to a setjmp in this file and comes out as an
// error code, so that no longjmp ever crosses a Swift frame.
#ifndef ATOMICARCH_CJPEG_SHIM_H
#define ATOMICARCH_CJPEG_SHIM_H

#include <limits.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// The outcome of a shim call.
enum {
    ATOMIC_JPEG_OK = 0,
    ATOMIC_JPEG_NOT_JPEG = 1,      // the SOI marker is missing
    ATOMIC_JPEG_CORRUPT = 2,       // libjpeg reported an error (message filled in)
    ATOMIC_JPEG_TRUNCATED = 3,     // the data ended before the image did
    ATOMIC_JPEG_TOO_LARGE = 4,     // the header's size is over the caller's limits (width and height filled in)
    ATOMIC_JPEG_NO_MEMORY = 5,     // an allocation failed
    ATOMIC_JPEG_UNSUPPORTED = 6,   // a colour space this shim does not convert (message filled in)
    ATOMIC_JPEG_BAD_ARGUMENT = 7   // the caller passed parameters libjpeg cannot write
};

/// libjpeg's error manager extended with the jump target and the shim's verdict; lives in memory, never in
/// registers, so it keeps its values across longjmp.
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int status;
    char *message;
    size_t messageCapacity;
    int maxScans;
} atomic_jpeg_errors;

/// libjpeg's progress manager; counts scans so that a progressive file of endless scans cannot hold the CPU.
typedef struct {
    struct jpeg_progress_mgr manager;
    j_decompress_ptr info;
} atomic_jpeg_progress;

static inline void atomic_jpeg_error_exit(j_common_ptr info) {
    atomic_jpeg_errors *errors = (atomic_jpeg_errors *)info->err;
    if (errors->message != NULL && errors->messageCapacity > 0) {
        char text[JMSG_LENGTH_MAX];
        errors->manager.format_message(info, text);
        snprintf(errors->message, errors->messageCapacity, "%s", text);
    }
    if (errors->status == ATOMIC_JPEG_OK) errors->status = ATOMIC_JPEG_CORRUPT;
    longjmp(errors->jump, 1);
}

/// Warnings about data that ends early are errors here: a truncated download must not pass as an image.
static inline void atomic_jpeg_emit_message(j_common_ptr info, int level) {
    atomic_jpeg_errors *errors = (atomic_jpeg_errors *)info->err;
    if (level >= 0) return;
    int code = errors->manager.msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER) {
        errors->status = ATOMIC_JPEG_TRUNCATED;
        atomic_jpeg_error_exit(info);
    }
    errors->manager.num_warnings++;
}

static inline void atomic_jpeg_output_message(j_common_ptr info) { (void)info; }

static inline void atomic_jpeg_count_scans(j_common_ptr common) {
    if (!common->is_decompressor) return;
    j_decompress_ptr info = (j_decompress_ptr)common;
    atomic_jpeg_errors *errors = (atomic_jpeg_errors *)info->err;
    if (errors->maxScans > 0 && info->input_scan_number > errors->maxScans) {
        if (errors->message != NULL && errors->messageCapacity > 0) {
            snprintf(errors->message, errors->messageCapacity, "more than %d scans", errors->maxScans);
        }
        errors->status = ATOMIC_JPEG_CORRUPT;
        longjmp(errors->jump, 1);
    }
}

static inline void atomic_jpeg_install(atomic_jpeg_errors *errors, char *message, size_t messageCapacity) {
    jpeg_std_error(&errors->manager);
    errors->manager.error_exit = atomic_jpeg_error_exit;
    errors->manager.emit_message = atomic_jpeg_emit_message;
    errors->manager.output_message = atomic_jpeg_output_message;
    errors->status = ATOMIC_JPEG_OK;
    errors->message = message;
    errors->messageCapacity = messageCapacity;
    errors->maxScans = 0;
    if (message != NULL && messageCapacity > 0) message[0] = 0;
}

/// Decodes the JPEG in `data` to 8-bit RGBA (4 bytes a pixel, alpha 255, rows top to bottom).
///
/// Grey, YCbCr and RGB images are converted by libjpeg-turbo; CMYK and YCCK images (Adobe's inverted CMYK when
/// an Adobe marker is present, plain CMYK otherwise) are converted here. `scaleDenominator` (1, 2, 4 or 8) asks
/// libjpeg to decode at 1/N size through its DCT scaling, rounding up. The header is read first: when the width
/// is over `maxWidth` or the height over `maxHeight`, the call returns ATOMIC_JPEG_TOO_LARGE with `*width` and
/// `*height` set to the full size and decodes nothing. On success `*pixels` is a malloc'd buffer of
/// `*width * *height * 4` bytes (the decoded size) that the caller frees. A file of more than `maxScans` scans
/// (progressive JPEG) is refused as corrupt, and libjpeg may use at most `maxMemory` bytes of working memory
/// (beyond it, the decode fails: there is no backing store), so no input can hold the CPU or memory unboundedly.
static inline int atomic_jpeg_decode_rgba(
    const uint8_t *data, size_t size, uint32_t maxWidth, uint32_t maxHeight, unsigned int scaleDenominator,
    int maxScans, long maxMemory, uint32_t *width, uint32_t *height, uint8_t **pixels, char *message, size_t messageCapacity
) {
    *width = 0;
    *height = 0;
    *pixels = NULL;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) return ATOMIC_JPEG_NOT_JPEG;
    if (size > (size_t)ULONG_MAX) return ATOMIC_JPEG_TOO_LARGE;
    struct jpeg_decompress_struct info;
    atomic_jpeg_errors errors;
    atomic_jpeg_progress progress;
    uint8_t *volatile output = NULL;
    info.err = &errors.manager;
    atomic_jpeg_install(&errors, message, messageCapacity);
    errors.maxScans = maxScans;
    if (setjmp(errors.jump)) {
        free(output);
        jpeg_destroy_decompress(&info);
        return errors.status;
    }
    jpeg_create_decompress(&info);
    if (maxMemory > 0) info.mem->max_memory_to_use = maxMemory;
    progress.manager.progress_monitor = atomic_jpeg_count_scans;
    progress.info = &info;
    info.progress = &progress.manager;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if (info.image_width > maxWidth || info.image_height > maxHeight) {
        jpeg_destroy_decompress(&info);
        return ATOMIC_JPEG_TOO_LARGE;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    int inverted = cmyk && info.saw_Adobe_marker;
    if (cmyk) {
        info.out_color_space = JCS_CMYK;
    } else if (info.jpeg_color_space == JCS_GRAYSCALE || info.jpeg_color_space == JCS_YCbCr ||
               info.jpeg_color_space == JCS_RGB) {
        info.out_color_space = JCS_EXT_RGBA;
    } else {
        errors.status = ATOMIC_JPEG_UNSUPPORTED;
        if (message != NULL && messageCapacity > 0) {
            snprintf(message, messageCapacity, "colour space %d is not supported", (int)info.jpeg_color_space);
        }
        longjmp(errors.jump, 1);
    }
    if (scaleDenominator == 2 || scaleDenominator == 4 || scaleDenominator == 8) {
        info.scale_num = 1;
        info.scale_denom = scaleDenominator;
    }
    jpeg_start_decompress(&info);
    uint32_t w = info.output_width;
    uint32_t h = info.output_height;
    if (info.output_components != 4) {
        errors.status = ATOMIC_JPEG_UNSUPPORTED;
        ERREXIT(&info, JERR_CONVERSION_NOTIMPL);
    }
    output = (uint8_t *)malloc((size_t)w * h * 4);
    if (output == NULL) {
        errors.status = ATOMIC_JPEG_NO_MEMORY;
        ERREXIT1(&info, JERR_OUT_OF_MEMORY, 0);
    }
    while (info.output_scanline < h) {
        JSAMPROW row = output + (size_t)info.output_scanline * w * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (cmyk) {
        for (size_t i = 0; i < (size_t)w * h; i++) {
            uint8_t *p = output + i * 4;
            unsigned c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) {
                c = 255 - c;
                m = 255 - m;
                y = 255 - y;
                k = 255 - k;
            }
            p[0] = (uint8_t)((c * k + 127) / 255);
            p[1] = (uint8_t)((m * k + 127) / 255);
            p[2] = (uint8_t)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    *width = w;
    *height = h;
    *pixels = output;
    return ATOMIC_JPEG_OK;
}

/// Encodes `height` rows of `width * components` bytes (components 1 = grey, 3 = RGB, 4 = CMYK as stored)
/// as a baseline or progressive JPEG of `quality` (1–100). CMYK input is written with an Adobe marker, as
/// libjpeg does. On success `*bytes` is a malloc'd buffer of `*count` bytes that the caller frees.
static inline int atomic_jpeg_encode(
    const uint8_t *pixels, uint32_t width, uint32_t height, int components, int quality, int progressive,
    uint8_t **bytes, size_t *count, char *message, size_t messageCapacity
) {
    *bytes = NULL;
    *count = 0;
    if (width == 0 || height == 0 || pixels == NULL) return ATOMIC_JPEG_BAD_ARGUMENT;
    if (components != 1 && components != 3 && components != 4) return ATOMIC_JPEG_BAD_ARGUMENT;
    struct jpeg_compress_struct info;
    atomic_jpeg_errors errors;
    unsigned char *volatile buffer = NULL;
    unsigned long volatile length = 0;
    info.err = &errors.manager;
    atomic_jpeg_install(&errors, message, messageCapacity);
    if (setjmp(errors.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return errors.status == ATOMIC_JPEG_CORRUPT ? ATOMIC_JPEG_BAD_ARGUMENT : errors.status;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = components;
    info.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * width * components);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *bytes = (uint8_t *)buffer;
    *count = (size_t)length;
    return ATOMIC_JPEG_OK;
}

#endif
