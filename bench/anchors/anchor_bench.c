/* gf2x anchor: ticks per n x n-word carryless product gf2x_mul(r, a, n, b, n).
 *
 *   anchor_gf2x [--reps R] N [N ...]      (N may also be a comma-separated list)
 *
 * One JSON line per N: {"anchor":LABEL,"n":N,"ticks":T,"min":..,"p25":..,"reps":R,"overhead":O}
 * (ticks = median; min and p25 help on a loaded host).
 * LABEL is fixed at compile time (-DANCHOR_LABEL="gf2x-tuned" or "gf2x-debian-binary"), so
 * one source serves both the tuned library built from Debian's source package and Debian's
 * binary libgf2x. Throughput over ANCHOR_BATCH independent pairs per size; all sizes are
 * timed interleaved, repetition by repetition. Each size's first product is checked against
 * a bit-by-bit schoolbook product first (exit 1 on a mismatch).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gf2x.h>

#include "anchor_timing.h"

#ifndef ANCHOR_LABEL
#define ANCHOR_LABEL "gf2x"
#endif

struct size_case {
    long n;
    unsigned long *a, *b, *r; /* [BATCH][n], [BATCH][n], [BATCH][2n] */
    uint64_t *t;              /* [reps] */
};

static void fill(struct size_case *c, uint64_t *seed)
{
    long i;
    for (i = 0; i < ANCHOR_BATCH * c->n; i++) {
        c->a[i] = (unsigned long)anchor_xorshift(seed);
        c->b[i] = (unsigned long)anchor_xorshift(seed);
    }
}

static uint64_t time_batch(struct size_case *c)
{
    const long n = c->n;
    uint64_t t0 = anchor_tsc(), t1;
    int i;
    for (i = 0; i < ANCHOR_BATCH; i++) {
        gf2x_mul(c->r + 2 * n * i, c->a + n * i, n, c->b + n * i, n);
        __asm__ __volatile__("");
    }
    t1 = anchor_tsc();
    return t1 - t0;
}

/* r = a * b, carryless, bit by bit (reference) */
static int check_one(const struct size_case *c)
{
    const long n = c->n;
    unsigned long *ref = calloc((size_t)(2 * n), sizeof *ref);
    long i, j;
    int k, bad;
    if (!ref)
        return 1;
    for (i = 0; i < n; i++)
        for (k = 0; k < 64; k++)
            if ((c->a[i] >> k) & 1UL)
                for (j = 0; j < n; j++) {
                    unsigned long w = c->b[j];
                    ref[i + j] ^= w << k;
                    if (k)
                        ref[i + j + 1] ^= w >> (64 - k);
                }
    bad = memcmp(ref, c->r, (size_t)(2 * n) * sizeof *ref) != 0;
    free(ref);
    return bad;
}

static int usage(void)
{
    fprintf(stderr, "usage: anchor_gf2x [--reps R] N [N ...]\n");
    return 2;
}

int main(int argc, char **argv)
{
    struct size_case *cs;
    int nc = 0, cap = 16, reps = ANCHOR_DEFAULT_REPS, ai, r, k, warm;
    uint64_t seed = UINT64_C(0x9E3779B97F4A7C15), *ov;
    double t_end;

    cs = calloc((size_t)cap, sizeof *cs);
    for (ai = 1; ai < argc; ai++) {
        char *tok, *save = NULL;
        if (!strcmp(argv[ai], "--reps")) {
            if (++ai >= argc)
                return usage();
            reps = atoi(argv[ai]);
            if (reps < ANCHOR_MIN_REPS)
                reps = ANCHOR_MIN_REPS;
            continue;
        }
        for (tok = strtok_r(argv[ai], ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
            long n = strtol(tok, NULL, 10);
            if (n < 1 || n > 100000)
                return usage();
            if (nc == cap) {
                cap *= 2;
                cs = realloc(cs, (size_t)cap * sizeof *cs);
            }
            memset(&cs[nc], 0, sizeof cs[nc]);
            cs[nc].n = n;
            cs[nc].a = malloc((size_t)(ANCHOR_BATCH * n) * sizeof(unsigned long));
            cs[nc].b = malloc((size_t)(ANCHOR_BATCH * n) * sizeof(unsigned long));
            cs[nc].r = malloc((size_t)(ANCHOR_BATCH * 2 * n) * sizeof(unsigned long));
            cs[nc].t = malloc((size_t)reps * sizeof(uint64_t));
            if (!cs[nc].a || !cs[nc].b || !cs[nc].r || !cs[nc].t) {
                fprintf(stderr, "out of memory\n");
                return 2;
            }
            nc++;
        }
    }
    if (nc == 0)
        return usage();
    ov = malloc((size_t)reps * sizeof *ov);

    for (k = 0; k < nc; k++) {
        fill(&cs[k], &seed);
        time_batch(&cs[k]);
        if (check_one(&cs[k])) {
            printf("{\"anchor\":\"%s\",\"n\":%ld,\"error\":\"wrong product\"}\n", ANCHOR_LABEL,
                   cs[k].n);
            return 1;
        }
    }
    /* warm-up: at least 50 rounds and 0.3 s */
    t_end = anchor_now_s() + 0.3;
    for (warm = 0; warm < 50 || anchor_now_s() < t_end; warm++) {
        (void)anchor_empty();
        for (k = 0; k < nc; k++)
            (void)time_batch(&cs[k]);
        if (warm > 100000)
            break;
    }
    for (r = 0; r < reps; r++) {
        ov[r] = anchor_empty();
        for (k = 0; k < nc; k++)
            cs[k].t[r] = time_batch(&cs[k]);
    }
    {
        uint64_t om = anchor_median(ov, reps);
        for (k = 0; k < nc; k++) {
            uint64_t m = anchor_median(cs[k].t, reps); /* sorts: min and p25 below */
            printf("{\"anchor\":\"%s\",\"n\":%ld,\"ticks\":%.2f,\"min\":%.2f,\"p25\":%.2f,"
                   "\"reps\":%d,\"overhead\":%" PRIu64 "}\n",
                   ANCHOR_LABEL, cs[k].n, anchor_per_call(m, om), anchor_per_call(cs[k].t[0], om),
                   anchor_per_call(cs[k].t[reps / 4], om), reps, om);
        }
    }
    {
        static volatile unsigned long sink;
        unsigned long s = 0;
        for (k = 0; k < nc; k++)
            s ^= cs[k].r[0] ^ cs[k].r[2 * cs[k].n * ANCHOR_BATCH - 1];
        sink = s;
        (void)sink;
    }
    return 0;
}
