/* gemm driver of bench/linalg.py: the gemm kernels of one config in several variants (ISAs and forced
 * methods, each generated with its own prefix), timed interleaved in this process (common/timing.h: every
 * round runs each variant once; medians of the kept rounds, TSC ticks).
 *
 * Compiled with -DGEMM_TABLE="<file>": written by bench/linalg.py, it includes the variants' headers and
 * defines `variants` (their names) and `shapes` (per shape: name, A, B, C bytes, one function per variant).
 *
 *   gemm_bench SHAPE REPS    one shape (its index): A, B, C random; every variant's C ^= A*B compared with
 *                            the first variant's, then timed. Prints one JSON line: ticks per call per variant.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/report.h"
#include "common/rng.h"
#include "common/timing.h"

typedef void (*gemm_fn)(uint8_t *c, const uint8_t *a, const uint8_t *b);

typedef struct {
    const char *name;
    size_t na, nb, nc;
    gemm_fn fn[HC_MAX_SECTIONS];
} shape_t;

#include GEMM_TABLE
#define NV ((int)(sizeof variants / sizeof variants[0]))
#define NS ((int)(sizeof shapes / sizeof shapes[0]))

static uint64_t rng = UINT64_C(0x2545F4914F6CDD1D);

static uint8_t *buffer(size_t n)
{
    uint8_t *p = malloc(n + 64);
    size_t i;
    if (!p)
        exit(2);
    for (i = 0; i < n; i++)
        p[i] = (uint8_t)(hc_xorshift64(&rng) >> 24);
    return p;
}

int main(int argc, char **argv)
{
    const shape_t *s;
    uint8_t *a, *b, *c0, *c[HC_MAX_SECTIONS];
    hc_timing_t tm;
    int v, reps, calls;
    if (argc != 3 || atoi(argv[1]) < 0 || atoi(argv[1]) >= NS) {
        fprintf(stderr, "usage: gemm_bench SHAPE(0..%d) REPS\n", NS - 1);
        return 2;
    }
    s = &shapes[atoi(argv[1])];
    reps = atoi(argv[2]);
    a = buffer(s->na), b = buffer(s->nb), c0 = buffer(s->nc);
    for (v = 0; v < NV; v++) {
        c[v] = buffer(s->nc);
        memcpy(c[v], c0, s->nc);
        s->fn[v](c[v], a, b);
        if (v && memcmp(c[v], c[0], s->nc)) {
            fprintf(stderr, "gemm %s: %s differs from %s\n", s->name, variants[v], variants[0]);
            return 1;
        }
    }
    calls = s->nc < 256 ? 64 : 1; /* small shapes: several calls per lap */
    HC_ROUNDS(&tm, NV, reps) {
        for (v = 0; v < NV; v++)
            HC_LAP(&tm, v, calls, s->fn[v](c[v], a, b));
    }
    hc_json_begin();
    hc_json_medians(&tm, variants, calls, 2);
    hc_json_end();
    return 0;
}
