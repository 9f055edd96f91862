/* bench/compare.py driver: n x n-word carryless products, ours vs tuned gf2x, in one process.
 *
 *   products [--reps R] [--warm SECONDS]
 *
 * compare.py passes -DCOMPARE_ISA='"<isa>"' and writes products_kernels.h (found through -I): it
 * includes one generated kernel header per size (ours<N>.h, `static inline void
 * ours<N>_clmul(c, a, b)`) and defines
 *   COMPARE_SIZES(X)    X(N) for every size N
 * The driver is compiled with the ISA's flags (-O2) and linked with gf2x's static library.
 *
 * Method (bench/anchors/anchor_timing.h, as the harness): lfence; rdtsc; lfence around a batch of
 * ANCHOR_BATCH independent calls; the median empty-region time is subtracted; the figure is the
 * median batch time / ANCHOR_BATCH (ticks per call, throughput). Every round times every
 * (size, implementation) once; the order of sizes rotates by one every round, and which of ours
 * and gf2x goes first alternates, so neither always runs on caches the other warmed.
 *
 * Every sample follows untimed batches of the same implementation and size for at least
 * ANCHOR_WARM_TICKS (anchor_timing.h: the 512-bit units power up; half a millisecond of gf2x_mul at
 * n = 277 lets them power down). The figures are steady-state throughput, for both implementations alike.
 *
 * Our kernels are called through a noinline, noipa wrapper: like gf2x_mul, every call is a
 * real call with the arguments in the ABI registers (no inlining into the timing loop).
 *
 * Before timing, every size's whole batch (random words, plus all-ones and single-bit inputs) is
 * multiplied by both and compared word for word; a mismatch prints an "error" line, exit 1.
 * Output: one JSON line per (size, implementation).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gf2x.h>

#include "anchor_timing.h"
#include "products_kernels.h"

#define NOCALL __attribute__((noinline, noipa))

struct size_case {
    long n;
    uint64_t *a, *b, *ro, *rg; /* [BATCH][n], [BATCH][n], ours [BATCH][2n], gf2x [BATCH][2n] */
    uint64_t *to, *tg;         /* samples [reps] */
    uint64_t (*time_ours)(struct size_case *);
};

#define OURS_WRAPPER(N)                                                                        \
    NOCALL static void ours_call_##N(uint64_t *c, const uint64_t *a, const uint64_t *b)        \
    {                                                                                          \
        ours##N##_clmul(c, a, b);                                                              \
    }                                                                                          \
    static uint64_t time_ours_##N(struct size_case *s)                                         \
    {                                                                                          \
        uint64_t t0, t1;                                                                       \
        int i = 0;                                                                             \
        ANCHOR_WARM_UP(ours_call_##N(s->ro + 2 * (N) * i, s->a + (N) * i, s->b + (N) * i);     \
                       i = (i + 1) % ANCHOR_BATCH);                                            \
        t0 = anchor_tsc();                                                                     \
        for (i = 0; i < ANCHOR_BATCH; i++) {                                                   \
            ours_call_##N(s->ro + 2 * (N) * i, s->a + (N) * i, s->b + (N) * i);                \
            __asm__ __volatile__("");                                                          \
        }                                                                                      \
        t1 = anchor_tsc();                                                                     \
        return t1 - t0;                                                                        \
    }
COMPARE_SIZES(OURS_WRAPPER)

static void call_gf2x(struct size_case *s, int i)
{
    const long n = s->n;
    gf2x_mul((unsigned long *)s->rg + 2 * n * i, (const unsigned long *)s->a + n * i, (unsigned long)n,
             (const unsigned long *)s->b + n * i, (unsigned long)n);
}

static uint64_t time_gf2x(struct size_case *s)
{
    uint64_t t0, t1;
    int i = 0;
    ANCHOR_WARM_UP(call_gf2x(s, i); i = (i + 1) % ANCHOR_BATCH);
    t0 = anchor_tsc();
    for (i = 0; i < ANCHOR_BATCH; i++) {
        call_gf2x(s, i);
        __asm__ __volatile__("");
    }
    t1 = anchor_tsc();
    return t1 - t0;
}

static void fill(struct size_case *s, uint64_t *seed)
{
    long i, n = s->n;
    for (i = 0; i < ANCHOR_BATCH * n; i++) {
        s->a[i] = anchor_xorshift(seed);
        s->b[i] = anchor_xorshift(seed);
    }
    /* pair 0: all ones; pair 1: top bit times top bit; pair 2: bit 0 times everything */
    for (i = 0; i < n; i++) {
        s->a[i] = s->b[i] = ~UINT64_C(0);
        s->a[n + i] = s->b[n + i] = 0;
        s->a[2 * n + i] = 0;
    }
    s->a[n + n - 1] = s->b[n + n - 1] = UINT64_C(1) << 63;
    s->a[2 * n] = 1;
}

static int check(struct size_case *s)
{
    memset(s->ro, 0xA5, sizeof(uint64_t) * 2 * s->n * ANCHOR_BATCH);
    memset(s->rg, 0x5A, sizeof(uint64_t) * 2 * s->n * ANCHOR_BATCH);
    (void)s->time_ours(s);
    (void)time_gf2x(s);
    return memcmp(s->ro, s->rg, sizeof(uint64_t) * 2 * s->n * ANCHOR_BATCH) != 0;
}

static void emit(const char *impl, long n, uint64_t *v, int reps, uint64_t om)
{
    uint64_t med = anchor_median(v, reps); /* sorts v: min and p25 below */
    printf("{\"isa\":\"%s\",\"n\":%ld,\"impl\":\"%s\",\"ticks\":%.3f,\"min\":%.3f,\"p25\":%.3f,"
           "\"reps\":%d,\"overhead\":%" PRIu64 "}\n",
           COMPARE_ISA, n, impl, anchor_per_call(med, om), anchor_per_call(v[0], om),
           anchor_per_call(v[reps / 4], om), reps, om);
}

int main(int argc, char **argv)
{
    int reps = ANCHOR_DEFAULT_REPS, nc = 0, r, k, j, warm, ai;
    double warm_s = 0.3, t_end;
    uint64_t seed = UINT64_C(0x9E3779B97F4A7C15), *ov;
    struct size_case cs[64];

    for (ai = 1; ai < argc; ai++) {
        if (!strcmp(argv[ai], "--reps") && ai + 1 < argc)
            reps = atoi(argv[++ai]);
        else if (!strcmp(argv[ai], "--warm") && ai + 1 < argc)
            warm_s = atof(argv[++ai]);
        else {
            fprintf(stderr, "usage: products [--reps R] [--warm SECONDS]\n");
            return 2;
        }
    }
    if (reps < 101)
        reps = 101;

#define ADD_CASE(N)                                                                            \
    cs[nc].n = (N);                                                                            \
    cs[nc].time_ours = time_ours_##N;                                                          \
    nc++;
    COMPARE_SIZES(ADD_CASE)

    ov = malloc(sizeof *ov * (size_t)reps);
    for (k = 0; k < nc; k++) {
        long n = cs[k].n;
        cs[k].a = malloc(sizeof(uint64_t) * ANCHOR_BATCH * n);
        cs[k].b = malloc(sizeof(uint64_t) * ANCHOR_BATCH * n);
        cs[k].ro = malloc(sizeof(uint64_t) * ANCHOR_BATCH * 2 * n);
        cs[k].rg = malloc(sizeof(uint64_t) * ANCHOR_BATCH * 2 * n);
        cs[k].to = malloc(sizeof(uint64_t) * (size_t)reps);
        cs[k].tg = malloc(sizeof(uint64_t) * (size_t)reps);
        if (!ov || !cs[k].a || !cs[k].b || !cs[k].ro || !cs[k].rg || !cs[k].to || !cs[k].tg) {
            fprintf(stderr, "out of memory\n");
            return 2;
        }
        fill(&cs[k], &seed);
        if (check(&cs[k])) {
            printf("{\"isa\":\"%s\",\"n\":%ld,\"error\":\"ours and gf2x_mul differ\"}\n",
                   COMPARE_ISA, n);
            return 1;
        }
    }

    /* warm-up: at least 50 rounds and warm_s seconds */
    t_end = anchor_now_s() + warm_s;
    for (warm = 0; warm < 50 || anchor_now_s() < t_end; warm++) {
        (void)anchor_empty();
        for (k = 0; k < nc; k++) {
            (void)cs[k].time_ours(&cs[k]);
            (void)time_gf2x(&cs[k]);
        }
        if (warm > 1000000)
            break;
    }
    for (r = 0; r < reps; r++) {
        ov[r] = anchor_empty();
        for (j = 0; j < nc; j++) {
            struct size_case *s = &cs[(j + r) % nc]; /* sizes rotate every round */
            if (r & 1) {                             /* ours / gf2x first, alternately */
                s->tg[r] = time_gf2x(s);
                s->to[r] = s->time_ours(s);
            } else {
                s->to[r] = s->time_ours(s);
                s->tg[r] = time_gf2x(s);
            }
        }
    }
    {
        uint64_t om = anchor_median(ov, reps);
        for (k = 0; k < nc; k++) {
            emit("ours", cs[k].n, cs[k].to, reps, om);
            emit("gf2x", cs[k].n, cs[k].tg, reps, om);
        }
    }
    for (k = 0; k < nc; k++) /* results stay live */
        if (cs[k].ro[0] != cs[k].rg[0])
            return 3;
    return 0;
}
