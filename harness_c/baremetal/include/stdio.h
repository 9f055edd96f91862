/* The part of <stdio.h> the harness drivers use, for bare metal: files and the console go
 * through Arm semihosting (harness_c/baremetal/libc.c). */
#ifndef HDRV_BM_STDIO_H
#define HDRV_BM_STDIO_H

#include <stdarg.h>
#include <stddef.h>

typedef struct hdrv_file FILE;
extern FILE *const stdout, *const stderr;

#define SEEK_SET 0
#define SEEK_END 2
#define EOF (-1)

FILE *fopen(const char *path, const char *mode);
int fclose(FILE *f);
size_t fread(void *buf, size_t size, size_t count, FILE *f);
size_t fwrite(const void *buf, size_t size, size_t count, FILE *f);
int fseek(FILE *f, long offset, int whence);
long ftell(FILE *f);
int fputs(const char *s, FILE *f);
int putchar(int c);
int fprintf(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int snprintf(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap) __attribute__((format(printf, 3, 0)));
void hdrv_flush_stdio(void);
#define printf(...) fprintf(stdout, __VA_ARGS__)

#endif
