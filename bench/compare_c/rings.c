/* bench/rings.py driver: one ring product a*b mod (x^n - 1), ours vs tuned gf2x, in one process.
 *
 *   rings [REPS]
 *
 * Compiled with -DRING=<sym> (the emitted kernel's symbol prefix, e.g. hqc128_ring),
 * -DRING_H="<path>/<sym>.h", -DRING_N=<n>, -DRING_W=<words> and the ISA's flags, linked with the
 * emitted <sym>.c (its own object) and gf2x's static library.
 *
 * Timed (TSC ticks per call, median over REPS rounds; the order of the three rotates every round; each
 * sample follows untimed calls of the same one for ANCHOR_WARM_TICKS, as in products.c):
 *   ours        <sym>_mul(r, a, b): product and cyclic fold
 *   gf2x        gf2x_mul(c, a, W, b, W): the product alone, before any fold
 *   gf2x+fold   gf2x_mul then the cyclic fold below (what a scheme built on gf2x must do)
 * Before timing, 64 random pairs plus all-ones and single-bit pairs are multiplied by ours and by
 * gf2x+fold and compared word for word; a mismatch prints an "error" line, exit 1.
 * Output: one JSON line.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gf2x.h>

#include "anchor_timing.h"
#include RING_H

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define OURS_MUL CAT(RING, _mul)
#define W RING_W
#define NOCALL __attribute__((noinline, noipa))

/* r = c mod (x^n - 1) for a product c of 2W words (degree <= 2n - 2): r = low n bits ^ (c >> n). */
NOCALL static void fold(uint64_t r[W], const uint64_t c[2 * W])
{
    const unsigned q = RING_N / 64, s = RING_N % 64;
    unsigned i;
    for (i = 0; i < W; i++) {
        uint64_t hi = c[q + i] >> s;
        if (s && q + i + 1 < 2 * W)
            hi |= c[q + i + 1] << (64 - s);
        r[i] = c[i] ^ hi;
    }
    if (s)
        r[W - 1] &= (UINT64_C(1) << s) - 1;
    /* bits of c[q + W ..] above 2n - 2 are zero, so nothing else folds */
}

NOCALL static void gf2x_ring(uint64_t r[W], uint64_t c[2 * W], const uint64_t *a, const uint64_t *b)
{
    gf2x_mul((unsigned long *)c, (const unsigned long *)a, W, (const unsigned long *)b, W);
    fold(r, c);
}

static void random_element(uint64_t x[W], uint64_t *seed)
{
    int i;
    for (i = 0; i < W; i++)
        x[i] = anchor_xorshift(seed);
    if (RING_N % 64)
        x[W - 1] &= (UINT64_C(1) << (RING_N % 64)) - 1;
}

static uint64_t a[W], b[W], ro[W], rg[W], c[2 * W];

/* one call of the implementation `which`: 0 ours, 1 gf2x_mul alone, 2 gf2x_mul and the fold */
static void call(int which)
{
    if (which == 0)
        OURS_MUL(ro, a, b);
    else if (which == 1)
        gf2x_mul((unsigned long *)c, (const unsigned long *)a, W, (const unsigned long *)b, W);
    else
        gf2x_ring(rg, c, a, b);
}

static int check(void)
{
    uint64_t seed = 0x9e3779b97f4a7c15u;
    int k;
    for (k = 0; k < 64 + 3; k++) {
        random_element(a, &seed);
        random_element(b, &seed);
        if (k == 64) { /* all ones */
            memset(a, 0xff, sizeof a);
            memset(b, 0xff, sizeof b);
            a[W - 1] = b[W - 1] = (RING_N % 64) ? (UINT64_C(1) << (RING_N % 64)) - 1 : ~UINT64_C(0);
        } else if (k > 64) { /* top bit times top bit, top bit times a random element */
            memset(a, 0, sizeof a);
            a[(RING_N - 1) / 64] = UINT64_C(1) << ((RING_N - 1) % 64);
            if (k == 65)
                memcpy(b, a, sizeof a);
        }
        OURS_MUL(ro, a, b);
        gf2x_ring(rg, c, a, b);
        if (memcmp(ro, rg, sizeof ro)) {
            printf("{\"error\": \"ours differs from gf2x+fold on pair %d\"}\n", k);
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    const int reps = argc > 1 ? atoi(argv[1]) : 301;
    uint64_t *t[3], *empty, seed = 42;
    int rep, j;
    if (reps < 11 || check())
        return 1;
    for (j = 0; j < 3; j++)
        t[j] = malloc(sizeof(uint64_t) * (size_t)reps);
    empty = malloc(sizeof(uint64_t) * (size_t)reps);
    random_element(a, &seed);
    random_element(b, &seed);
    for (rep = -reps / 10; rep < reps; rep++) { /* the first tenth warms up */
        for (j = 0; j < 3; j++) {
            const int which = (j + rep + reps) % 3;
            uint64_t t0, t1;
            ANCHOR_WARM_UP(call(which)); /* anchor_timing.h: the 512-bit units power up */
            t0 = anchor_tsc();
            call(which);
            t1 = anchor_tsc();
            if (rep >= 0)
                t[which][rep] = t1 - t0;
        }
        if (rep >= 0)
            empty[rep] = anchor_empty();
        a[0] ^= ro[0] & 1; /* inputs depend on the last result: nothing is hoisted */
    }
    {
        const uint64_t e = anchor_median(empty, reps);
        uint64_t m[3];
        for (j = 0; j < 3; j++) {
            m[j] = anchor_median(t[j], reps);
            m[j] = m[j] > e ? m[j] - e : 0;
        }
        printf("{\"ours\": %" PRIu64 ", \"gf2x\": %" PRIu64 ", \"gf2x_fold\": %" PRIu64 "}\n", m[0], m[1], m[2]);
    }
    return 0;
}
