/* common/guard.h - output buffers fenced by guard elements, to catch a kernel writing past its result.
 *
 *     static const uint64_t word = UINT64_C(0xA5A5F00DC0DE5A5A);
 *     static const hc_guard_t G = {sizeof word, 4, &word};    4 copies of word on each side
 *     uint64_t *r = hc_guarded(&G, n);                         n elements between the guards
 *     ... kernel(r, ...) ...
 *     if (!hc_guards_ok(&G, r, n)) ...                         every copy still intact?
 *
 * An element is G.size bytes and the guard one such element (compared byte for byte), so one code
 * serves word, element and byte buffers. A buffer is allocated once per run and never freed; if
 * malloc fails the driver stops with "out of memory" on stderr and exit status 2.
 */
#ifndef GEN_HARNESS_COMMON_GUARD_H
#define GEN_HARNESS_COMMON_GUARD_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    size_t size;       /* bytes of an element */
    size_t nguard;     /* guard elements on each side */
    const void *guard; /* the guard element */
} hc_guard_t;

/* n elements with g->nguard guard elements before and after them; returns the first element (the n
 * elements hold the guard value too until written) */
static inline void *hc_guarded(const hc_guard_t *g, size_t n)
{
    unsigned char *p = malloc(g->size * (n + 2 * g->nguard));
    size_t i;
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    for (i = 0; i < n + 2 * g->nguard; i++)
        memcpy(p + i * g->size, g->guard, g->size);
    return p + g->nguard * g->size;
}

/* 1 if the guard elements on each side of p[0..n) are intact */
static inline int hc_guards_ok(const hc_guard_t *g, const void *p, size_t n)
{
    const unsigned char *q = p;
    size_t i;
    for (i = 1; i <= g->nguard; i++)
        if (memcmp(q - i * g->size, g->guard, g->size) != 0 ||
            memcmp(q + (n + i - 1) * g->size, g->guard, g->size) != 0)
            return 0;
    return 1;
}

#endif /* GEN_HARNESS_COMMON_GUARD_H */
