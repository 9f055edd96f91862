/* The part of <string.h> the harness drivers use, for bare metal (harness_c/baremetal/libc.c). */
#ifndef HDRV_BM_STRING_H
#define HDRV_BM_STRING_H

#include <stddef.h>

void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
int strcmp(const char *a, const char *b);
size_t strlen(const char *s);

#endif
