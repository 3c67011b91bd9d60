#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include "cpng.h"

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
    char *message;
    size_t message_size;
} cpng_writer;

static void cpng_set_message(char *message, size_t message_size, const char *text) {
    if (message && message_size > 0) {
        strncpy(message, text ? text : "unknown libpng error", message_size - 1);
        message[message_size - 1] = 0;
    }
}

static void cpng_error(png_structp png, png_const_charp text) {
    cpng_writer *w = (cpng_writer *)png_get_error_ptr(png);
    if (w) cpng_set_message(w->message, w->message_size, text);
    png_longjmp(png, 1);
}

static void cpng_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings do not fail an encode */
}

static void cpng_write_data(png_structp png, png_bytep bytes, png_size_t length) {
    cpng_writer *w = (cpng_writer *)png_get_io_ptr(png);
    if (w->size + length > w->capacity) {
        size_t capacity = w->capacity ? w->capacity : 65536;
        while (capacity < w->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(w->data, capacity);
        if (!grown) png_error(png, "out of memory while writing PNG");
        w->data = grown;
        w->capacity = capacity;
    }
    memcpy(w->data + w->size, bytes, length);
    w->size += length;
}

static void cpng_flush(png_structp png) { (void)png; }

int cpng_encode(const uint8_t *pixels, int width, int height, int channels,
                int compression_level, int filters, int strategy,
                uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    cpng_writer writer = {0};
    writer.message = message;
    writer.message_size = message_size;
    if (channels != 3 && channels != 4) {
        cpng_set_message(message, message_size, "channels must be 3 or 4");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, cpng_error, cpng_warning);
    if (!png) {
        cpng_set_message(message, message_size, "png_create_write_struct failed");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        cpng_set_message(message, message_size, "png_create_info_struct failed");
        return -1;
    }
    /* `writer` lives in memory (its address is libpng's io pointer), so its fields are
     * current after a longjmp; png and info are not modified after setjmp. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer.data);
        return -1;
    }
    png_set_write_fn(png, &writer, cpng_write_data, cpng_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_compression_strategy(png, strategy);
    if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    size_t stride = (size_t)width * (size_t)channels;
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = writer.data;
    *out_size = writer.size;
    return 0;
}

int cpng_decode(const uint8_t *data, size_t size, int max_side, long long max_pixels,
                uint8_t **out, int *width, int *height, char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        cpng_set_message(message, message_size, image.message);
        png_image_free(&image);
        return -1;
    }
    if (image.width == 0 || image.height == 0 || image.width > (png_uint_32)max_side ||
        image.height > (png_uint_32)max_side ||
        (long long)image.width * (long long)image.height > max_pixels) {
        char text[200];
        snprintf(text, sizeof text, "image of %u×%u pixels exceeds the limit (%d per side, %lld in all: maximumImagePixels), refused before decoding",
                 image.width, image.height, max_side, max_pixels);
        cpng_set_message(message, message_size, text);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    uint8_t *buffer = (uint8_t *)malloc(bytes);
    if (!buffer) {
        cpng_set_message(message, message_size, "out of memory");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        cpng_set_message(message, message_size, image.message);
        free(buffer);
        png_image_free(&image);
        return -1;
    }
    *out = buffer;
    *width = (int)image.width;
    *height = (int)image.height;
    png_image_free(&image);
    return 0;
}

void cpng_free(void *pointer) { free(pointer); }

int cpng_filter_none(void) { return PNG_FILTER_NONE; }
int cpng_filter_sub(void) { return PNG_FILTER_SUB; }
int cpng_filter_up(void) { return PNG_FILTER_UP; }
int cpng_filter_paeth(void) { return PNG_FILTER_PAETH; }
int cpng_filter_all(void) { return PNG_ALL_FILTERS; }
