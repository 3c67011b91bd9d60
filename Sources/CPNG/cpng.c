#include <png.h>
#include <stdlib.h>
#include <string.h>
#include "cpng.h"

static void cpng_set_message(char *message, size_t message_size, const char *text) {
    if (message && message_size > 0) {
        strncpy(message, text ? text : "unknown libpng error", message_size - 1);
        message[message_size - 1] = 0;
    }
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

