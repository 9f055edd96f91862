/* The part of <stdlib.h> the harness drivers use, for bare metal (harness_c/baremetal/libc.c). */
#ifndef HDRV_BM_STDLIB_H
#define HDRV_BM_STDLIB_H

#include <stddef.h>

void *malloc(size_t size);
void free(void *p);
__attribute__((noreturn)) void exit(int status);
long strtol(const char *s, char **end, int base);

#endif
