/* A small C library for the harness drivers on bare metal (no newlib): formatted output, files
 * read from and written to the host and the console through Arm semihosting, a bump allocator,
 * string helpers.
 * Only what the drivers in harness_c call; no 64-bit division (clang has no Arm runtime library here), no
 * floating point. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "semihost.h"

/* ---- files --------------------------------------------------------------------------------- */
struct hdrv_file {
    int32_t handle; /* semihosting handle; -1 until opened */
    int in_use;
    long pos;
    const char *console; /* ":tt" opened in this mode: "w" stdout, "a" stderr */
    char buf[256];       /* output buffer (console streams) */
    size_t used;
};

#define HDRV_MAX_FILES 4
static struct hdrv_file hdrv_files[HDRV_MAX_FILES];
static struct hdrv_file hdrv_out = {-1, 1, 0, "w", {0}, 0}, hdrv_err = {-1, 1, 0, "a", {0}, 0};
FILE *const stdout = &hdrv_out;
FILE *const stderr = &hdrv_err;

static int32_t hdrv_sh_open(const char *path, uint32_t mode)
{
    const uint32_t block[3] = {(uint32_t)(uintptr_t)path, mode, (uint32_t)strlen(path)};
    return sh_call(SH_OPEN, block);
}

/* "rb" (read) or "wb" (create or truncate, write): the semihosting open modes 1 and 5 */
FILE *fopen(const char *path, const char *mode)
{
    int i;
    uint32_t sh_mode;
    if (strcmp(mode, "rb") == 0)
        sh_mode = 1;
    else if (strcmp(mode, "wb") == 0)
        sh_mode = 5;
    else
        return 0;
    for (i = 0; i < HDRV_MAX_FILES; i++) {
        if (!hdrv_files[i].in_use) {
            int32_t h = hdrv_sh_open(path, sh_mode);
            if (h < 0)
                return 0;
            hdrv_files[i].handle = h;
            hdrv_files[i].in_use = 1;
            hdrv_files[i].pos = 0;
            return &hdrv_files[i];
        }
    }
    return 0;
}

int fclose(FILE *f)
{
    const uint32_t block[1] = {(uint32_t)f->handle};
    int rc = sh_call(SH_CLOSE, block);
    f->in_use = 0;
    return rc == 0 ? 0 : EOF;
}

size_t fread(void *buf, size_t size, size_t count, FILE *f)
{
    size_t want = size * count, got;
    const uint32_t block[3] = {(uint32_t)f->handle, (uint32_t)(uintptr_t)buf, (uint32_t)want};
    int32_t left = sh_call(SH_READ, block); /* bytes NOT read */
    if (left < 0 || (size_t)left > want)
        return 0;
    got = want - (size_t)left;
    f->pos += (long)got;
    return size ? got / size : 0;
}

/* unbuffered: one SYS_WRITE per call (the drivers write whole records) */
size_t fwrite(const void *buf, size_t size, size_t count, FILE *f)
{
    size_t want = size * count;
    const uint32_t block[3] = {(uint32_t)f->handle, (uint32_t)(uintptr_t)buf, (uint32_t)want};
    int32_t left = sh_call(SH_WRITE, block); /* bytes NOT written */
    if (left < 0 || (size_t)left > want)
        return 0;
    f->pos += (long)(want - (size_t)left);
    return size ? (want - (size_t)left) / size : 0;
}

int fseek(FILE *f, long offset, int whence)
{
    uint32_t block[2] = {(uint32_t)f->handle, 0};
    if (whence == SEEK_END) {
        const uint32_t h[1] = {(uint32_t)f->handle};
        int32_t len = sh_call(SH_FLEN, h);
        if (len < 0)
            return -1;
        offset += len;
    } else if (whence != SEEK_SET) {
        return -1;
    }
    block[1] = (uint32_t)offset;
    if (sh_call(SH_SEEK, block) != 0)
        return -1;
    f->pos = offset;
    return 0;
}

long ftell(FILE *f) { return f->pos; }

/* ---- console output -------------------------------------------------------------------------- */
static void hdrv_flush(FILE *f)
{
    uint32_t block[3];
    if (!f->used)
        return;
    if (f->handle < 0)
        f->handle = hdrv_sh_open(":tt", f->console[0] == 'a' ? 8u : 4u);
    block[0] = (uint32_t)f->handle;
    block[1] = (uint32_t)(uintptr_t)f->buf;
    block[2] = (uint32_t)f->used;
    sh_call(SH_WRITE, block);
    f->used = 0;
}

void hdrv_flush_stdio(void)
{
    hdrv_flush(stdout);
    hdrv_flush(stderr);
}

static void hdrv_put(FILE *f, char c)
{
    if (f->used == sizeof f->buf)
        hdrv_flush(f);
    f->buf[f->used++] = c;
    if (c == '\n')
        hdrv_flush(f);
}

int fputs(const char *s, FILE *f)
{
    for (; *s; s++)
        hdrv_put(f, *s);
    return 0;
}

int putchar(int c)
{
    hdrv_put(stdout, (char)c);
    return c;
}

/* ---- formatting: %[-0][width][.prec](hh|h|l|ll|z)(d|i|u|x|X|c|s|%) -------------------------- */
typedef struct {
    char *buf;
    size_t size, len;
} hdrv_sink_t;

static void hdrv_emit(hdrv_sink_t *s, char c)
{
    if (s->len + 1 < s->size)
        s->buf[s->len] = c;
    s->len++;
}

/* v / 10 and v % 10 for a 64-bit v with 32-bit divisions only (16-bit limbs) */
static unsigned hdrv_divmod10(uint64_t *v)
{
    uint32_t limb[4] = {(uint32_t)(*v >> 48), (uint32_t)(*v >> 32) & 0xffffu, (uint32_t)(*v >> 16) & 0xffffu,
                        (uint32_t)*v & 0xffffu};
    uint32_t rem = 0;
    uint64_t q = 0;
    int i;
    for (i = 0; i < 4; i++) {
        uint32_t cur = (rem << 16) | limb[i];
        q = (q << 16) | (cur / 10u);
        rem = cur % 10u;
    }
    *v = q;
    return rem;
}

static void hdrv_emit_number(hdrv_sink_t *s, uint64_t v, int negative, unsigned base, int upper, int width,
                             int zero_pad, int left)
{
    char digits[24];
    const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    int n = 0, total;
    do {
        if (base == 16) {
            digits[n++] = set[v & 15u];
            v >>= 4;
        } else {
            digits[n++] = set[hdrv_divmod10(&v)];
        }
    } while (v);
    total = n + negative;
    if (negative && zero_pad)
        hdrv_emit(s, '-');
    for (; !left && total < width; width--)
        hdrv_emit(s, zero_pad ? '0' : ' ');
    if (negative && !zero_pad)
        hdrv_emit(s, '-');
    while (n)
        hdrv_emit(s, digits[--n]);
    for (; left && total < width; width--)
        hdrv_emit(s, ' ');
}

int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
    hdrv_sink_t s = {buf, size, 0};
    for (; *fmt; fmt++) {
        int zero_pad = 0, left = 0, width = 0, prec = -1, lng = 0;
        if (*fmt != '%') {
            hdrv_emit(&s, *fmt);
            continue;
        }
        for (fmt++; *fmt == '0' || *fmt == '-'; fmt++)
            *fmt == '0' ? (zero_pad = 1) : (left = 1);
        for (; *fmt >= '0' && *fmt <= '9'; fmt++)
            width = 10 * width + (*fmt - '0');
        if (*fmt == '.')
            for (prec = 0, fmt++; *fmt >= '0' && *fmt <= '9'; fmt++)
                prec = 10 * prec + (*fmt - '0');
        for (; *fmt == 'l' || *fmt == 'h' || *fmt == 'z'; fmt++)
            lng += *fmt == 'l';
        switch (*fmt) {
        case 'd':
        case 'i': {
            long long v = lng >= 2 ? va_arg(ap, long long) : lng ? va_arg(ap, long) : va_arg(ap, int);
            hdrv_emit_number(&s, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0, 10, 0, width, zero_pad, left);
            break;
        }
        case 'u':
        case 'x':
        case 'X': {
            uint64_t v = lng >= 2 ? va_arg(ap, unsigned long long)
                                  : lng ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
            hdrv_emit_number(&s, v, 0, *fmt == 'u' ? 10 : 16, *fmt == 'X', width, zero_pad, left);
            break;
        }
        case 'c':
            hdrv_emit(&s, (char)va_arg(ap, int));
            break;
        case 's': {
            const char *str = va_arg(ap, const char *);
            int n = 0;
            for (; str[n] && (prec < 0 || n < prec); n++)
                ;
            for (; !left && n < width; width--)
                hdrv_emit(&s, ' ');
            for (int i = 0; i < n; i++)
                hdrv_emit(&s, str[i]);
            for (; left && n < width; width--)
                hdrv_emit(&s, ' ');
            break;
        }
        case '%':
            hdrv_emit(&s, '%');
            break;
        default: /* unsupported conversion: show it, so a test notices */
            hdrv_emit(&s, '?');
            if (!*fmt)
                fmt--;
        }
    }
    if (size)
        buf[s.len < size ? s.len : size - 1] = '\0';
    return (int)s.len;
}

int snprintf(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

int fprintf(FILE *f, const char *fmt, ...)
{
    static char line[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fputs(line, f);
    return n;
}

/* ---- memory and strings ---------------------------------------------------------------------- */
extern char _sheap, _eheap;
static char *hdrv_brk = &_sheap;

void *malloc(size_t size)
{
    char *p = hdrv_brk;
    size = (size + 7u) & ~(size_t)7u;
    if (size > (size_t)(&_eheap - p))
        return 0;
    hdrv_brk = p + size;
    return p;
}

void free(void *p) { (void)p; } /* the drivers allocate once per run */

void exit(int status) { sh_exit(status); }

void *memcpy(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--)
        *d++ = *s++;
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    while (n--)
        *d++ = (unsigned char)c;
    return dst;
}

/* The Arm EABI helpers compilers call for block moves and clears (clang: __aeabi_memclr8 for a large
 * zero-initialised local array); note __aeabi_memset's argument order (dest, n, c). */
void __aeabi_memcpy(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memcpy4(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memcpy8(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memset(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memset4(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memset8(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memclr(void *dst, size_t n) { memset(dst, 0, n); }
void __aeabi_memclr4(void *dst, size_t n) { memset(dst, 0, n); }
void __aeabi_memclr8(void *dst, size_t n) { memset(dst, 0, n); }

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (; n; n--, x++, y++)
        if (*x != *y)
            return *x < *y ? -1 : 1;
    return 0;
}

int strcmp(const char *a, const char *b)
{
    for (; *a && *a == *b; a++, b++)
        ;
    return (unsigned char)*a - (unsigned char)*b;
}

size_t strlen(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

long strtol(const char *s, char **end, int base)
{
    long v = 0;
    int neg = *s == '-';
    (void)base; /* decimal only */
    if (neg || *s == '+')
        s++;
    for (; *s >= '0' && *s <= '9'; s++)
        v = 10 * v + (*s - '0');
    if (end)
        *end = (char *)s;
    return neg ? -v : v;
}

int clock_gettime(int clock, struct timespec *ts)
{
    int32_t cs = sh_call(SH_CLOCK, 0); /* centiseconds since the program started */
    (void)clock;
    ts->tv_sec = cs / 100;
    ts->tv_nsec = (cs % 100) * 10000000L;
    return 0;
}
