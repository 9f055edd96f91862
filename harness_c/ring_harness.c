/* Harness driver for ring kernels (gen.ring): correctness dump and timing.
 *
 *   ring_harness check IN OUT    IN: u64 count, then count x (a[W], b[W], c[2W]) words.
 *                                OUT: count x (mul(a,b)[W], clmul(a,b)[2W], reduce(c)[W]).
 *                                The driver itself checks: mul in place (r = a, r = b), the
 *                                _scratch forms, mul == reduce(clmul), guard words around every
 *                                output, mul_sparse == mul with the positions set here;
 *                                Python compares OUT with an independent reference.
 *   ring_harness basis           every base kernel on all pairs of basis vectors: e_i * e_j must
 *                                be e_(i+j); with bilinearity this proves the compiled base kernels.
 *                                Two-lane kernels (c0 = a0*b0, c1 = a1*b1) are bilinear in (a0|a1,
 *                                b0|b1): all pairs of basis vectors of those, cross-lane ones included
 *                                (which must give zero), prove them.
 *   ring_harness bench [REPS]    JSON: median ticks per call of mul, clmul, reduce and mul_sparse
 *                                (SPARSE_WEIGHT positions).
 *
 * With -DHDRV_BARE_METAL (Cortex-M under qemu-system-arm) the C library is baremetal/libc.c: the
 * arguments come from the semihosting command line, IN and OUT are host files read and written
 * through semihosting, the exit status goes back through SYS_EXIT_EXTENDED; check and basis are
 * the same code, there is no bench (the emulator models no time).
 *
 * Compiled with -DGEN_NAME=<sym> -DGEN_MACRO=<SYM> -DGEN_HEADER="<path>/<sym>.h"
 * -DGEN_SOURCE="<the file with the function bodies>" (included, so the static base kernels are
 * reachable) and -DGEN_BASES(X)="X(s1) X(s2)" naming the base kernel sizes (GEN_DUAL_BASES(X)
 * likewise for the two-lane ones, if any).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include GEN_HEADER
#include GEN_SOURCE
#ifndef HDRV_BARE_METAL
#include "tsc.h"
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define FN(x) CAT(GEN_NAME, x)
#define K_WORDS CAT(GEN_MACRO, _WORDS)
#define K_CLMUL CAT(GEN_MACRO, _CLMUL_WORDS)
#define K_SCRATCH CAT(GEN_MACRO, _SCRATCH_WORDS)
#define GUARD UINT64_C(0xA5A5F00DC0DE5A5A)
#define NGUARD 4

static uint64_t *guarded(size_t words)
{
    uint64_t *p = malloc(sizeof(uint64_t) * (words + 2 * NGUARD));
    size_t i;
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    for (i = 0; i < words + 2 * NGUARD; i++)
        p[i] = GUARD;
    return p + NGUARD;
}

static int guards_ok(const uint64_t *p, size_t words)
{
    size_t i;
    for (i = 1; i <= NGUARD; i++)
        if (p[-(long)i] != GUARD || p[words + i - 1] != GUARD)
            return 0;
    return 1;
}

static int fail(const char *what, unsigned long k)
{
    fprintf(stderr, "ring harness: %s (pair %lu)\n", what, k);
    return 1;
}

/* mul_sparse(pos, b) must equal mul(s, b) for s with the bits at pos set here (a repeat cancels):
 * weights 0, 1, 2, the n/2 edge, and `weight` positions drawn from a; edges 0, 63, 64, n-1 first */
static int check_sparse(const uint64_t *a, const uint64_t *b, unsigned long k, uint64_t *r, uint64_t *r2,
                        uint64_t *s)
{
    static uint32_t pos[K_WORDS * 64];
    const uint32_t n = CAT(GEN_MACRO, _N);
    const size_t weights[] = {0, 1, 2, 7, 66, n / 2};
    size_t wi, i;
    for (wi = 0; wi < sizeof weights / sizeof weights[0]; wi++) {
        size_t weight = weights[wi] < n ? weights[wi] : n - 1;
        uint64_t x = a[k % K_WORDS] ^ (UINT64_C(0x9E3779B97F4A7C15) * (wi + 1));
        memset(s, 0, sizeof(uint64_t) * K_WORDS);
        for (i = 0; i < weight; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            pos[i] = i == 0 ? 0 : i == 1 ? n - 1 : i == 2 ? (63 < n ? 63 : 0) : i == 3 ? (64 < n ? 64 : 1)
                   : i == 4 ? pos[0] : (uint32_t)(x >> 32) % n; /* pos[4] repeats pos[0]: they cancel */
            s[pos[i] / 64] ^= UINT64_C(1) << (pos[i] % 64);
        }
        FN(_mul)(r, s, b);
        FN(_mul_sparse)(r2, pos, weight, b);
        if (!guards_ok(r2, K_WORDS) || memcmp(r, r2, sizeof(uint64_t) * K_WORDS))
            return fail("mul_sparse differs from mul on the expanded positions", k);
        memcpy(r2, b, sizeof(uint64_t) * K_WORDS);
        FN(_mul_sparse)(r2, pos, weight, r2);
        if (memcmp(r, r2, sizeof(uint64_t) * K_WORDS))
            return fail("mul_sparse with r aliasing b differs", k);
    }
    return 0;
}

static int check(const char *in_path, const char *out_path)
{
    FILE *in = fopen(in_path, "rb"), *out = fopen(out_path, "wb");
    uint64_t count, k;
    uint64_t *a = guarded(K_WORDS), *b = guarded(K_WORDS), *c = guarded(K_CLMUL);
    uint64_t *r = guarded(K_WORDS), *r2 = guarded(K_WORDS), *p = guarded(K_CLMUL), *p2 = guarded(K_CLMUL);
    uint64_t *red = guarded(K_WORDS), *t = guarded(K_WORDS), *scratch = guarded(K_SCRATCH);

    if (!in || !out || fread(&count, sizeof count, 1, in) != 1)
        return fail("cannot read the vectors", 0);
    for (k = 0; k < count; k++) {
        if (fread(a, sizeof(uint64_t), K_WORDS, in) != K_WORDS || fread(b, sizeof(uint64_t), K_WORDS, in) != K_WORDS
            || fread(c, sizeof(uint64_t), K_CLMUL, in) != K_CLMUL)
            return fail("short vector file", k);
        FN(_mul)(r, a, b);
        FN(_clmul)(p, a, b);
        FN(_reduce)(red, c);
        if (!guards_ok(r, K_WORDS) || !guards_ok(p, K_CLMUL) || !guards_ok(red, K_WORDS))
            return fail("an output guard word was overwritten", k);
        FN(_reduce)(r2, p);
        if (memcmp(r, r2, sizeof(uint64_t) * K_WORDS))
            return fail("mul != reduce(clmul)", k);
        FN(_mul_scratch)(r2, a, b, scratch);
        FN(_clmul_scratch)(p2, a, b, scratch);
        if (memcmp(r, r2, sizeof(uint64_t) * K_WORDS) || memcmp(p, p2, sizeof(uint64_t) * K_CLMUL))
            return fail("a _scratch form differs", k);
        if (!guards_ok(scratch, K_SCRATCH))
            return fail("the scratch guard words were overwritten", k);
        FN(_mul)(r2, a, a);
        FN(_sqr)(t, a);
        if (memcmp(r2, t, sizeof(uint64_t) * K_WORDS))
            return fail("sqr(a) != mul(a, a)", k);
        FN(_sqr)(t, t);
        FN(_mul)(r2, r2, r2);
        if (memcmp(r2, t, sizeof(uint64_t) * K_WORDS))
            return fail("sqr in place differs", k);
        memcpy(t, a, sizeof(uint64_t) * K_WORDS);
        FN(_mul)(t, t, b);
        if (memcmp(r, t, sizeof(uint64_t) * K_WORDS))
            return fail("mul with r aliasing a differs", k);
        memcpy(t, b, sizeof(uint64_t) * K_WORDS);
        FN(_mul)(t, a, t);
        if (memcmp(r, t, sizeof(uint64_t) * K_WORDS))
            return fail("mul with r aliasing b differs", k);
        memcpy(p2, c, sizeof(uint64_t) * K_CLMUL);
        FN(_reduce)(p2, p2);
        if (memcmp(red, p2, sizeof(uint64_t) * K_WORDS))
            return fail("reduce with r aliasing c differs", k);
        if (k < 8 && check_sparse(a, b, k, r2, t, p2))
            return 1;
        if (fwrite(r, sizeof(uint64_t), K_WORDS, out) != K_WORDS || fwrite(p, sizeof(uint64_t), K_CLMUL, out) != K_CLMUL
            || fwrite(red, sizeof(uint64_t), K_WORDS, out) != K_WORDS)
            return fail("cannot write the results", k);
    }
    fclose(in);
    if (fclose(out))
        return fail("cannot write the results", count);
    printf("{\"pairs\": %" PRIu64 ", \"words\": %d, \"n\": %d}\n", count, K_WORDS, CAT(GEN_MACRO, _N));
    return 0;
}

/* all (64s)^2 basis pairs of the size-s base kernel; returns the number of failures */
#define BASIS_CHECK(S)                                                                          \
    static long basis_##S(void)                                                                 \
    {                                                                                           \
        uint64_t a[S] = {0}, b[S] = {0}, c[2 * (S)];                                            \
        long bad = 0;                                                                           \
        int i, j, w;                                                                            \
        for (i = 0; i < 64 * (S); i++) {                                                        \
            a[i / 64] = UINT64_C(1) << (i % 64);                                                \
            for (j = 0; j < 64 * (S); j++) {                                                    \
                b[j / 64] = UINT64_C(1) << (j % 64);                                            \
                CAT(GEN_NAME, CAT(_priv_b, S))(c, a, b);                                        \
                for (w = 0; w < 2 * (S); w++)                                                   \
                    bad += c[w] != (w == (i + j) / 64 ? UINT64_C(1) << ((i + j) % 64) : 0);     \
                b[j / 64] = 0;                                                                  \
            }                                                                                   \
            a[i / 64] = 0;                                                                      \
        }                                                                                       \
        return bad;                                                                             \
    }
GEN_BASES(BASIS_CHECK)

#ifndef GEN_DUAL_BASES
#define GEN_DUAL_BASES(X)
#endif

/* all (128s)^2 basis pairs of the two-lane size-s kernel: bit i of a0|a1 times bit j of b0|b1 */
#define DUAL_BASIS_CHECK(S)                                                                     \
    static long dual_basis_##S(void)                                                            \
    {                                                                                           \
        uint64_t a[2][S], b[2][S], c[2][2 * (S)];                                               \
        long bad = 0;                                                                           \
        int i, j, w, la, lb;                                                                    \
        memset(a, 0, sizeof a);                                                                 \
        memset(b, 0, sizeof b);                                                                 \
        for (i = 0; i < 128 * (S); i++) {                                                       \
            la = i / (64 * (S));                                                                \
            a[la][(i % (64 * (S))) / 64] = UINT64_C(1) << (i % 64);                             \
            for (j = 0; j < 128 * (S); j++) {                                                   \
                int e = i % (64 * (S)) + j % (64 * (S));                                        \
                lb = j / (64 * (S));                                                            \
                b[lb][(j % (64 * (S))) / 64] = UINT64_C(1) << (j % 64);                         \
                CAT(GEN_NAME, CAT(_priv_db, S))(c[0], c[1], a[0], b[0], a[1], b[1]);            \
                for (w = 0; w < 4 * (S); w++) {                                                 \
                    int lane = w / (2 * (S)), word = w % (2 * (S));                             \
                    uint64_t want = la == lb && lane == la && word == e / 64 ? UINT64_C(1) << (e % 64) : 0; \
                    bad += c[lane][word] != want;                                               \
                }                                                                               \
                b[lb][(j % (64 * (S))) / 64] = 0;                                               \
            }                                                                                   \
            a[la][(i % (64 * (S))) / 64] = 0;                                                   \
        }                                                                                       \
        return bad;                                                                             \
    }
GEN_DUAL_BASES(DUAL_BASIS_CHECK)

#define BASIS_RUN(S)                                                                            \
    if ((bad = basis_##S()) != 0) {                                                             \
        fprintf(stderr, "ring harness: base kernel of %d words is wrong on %ld basis pairs\n", S, bad); \
        return 1;                                                                               \
    }                                                                                           \
    pairs += 64L * 64 * (S) * (S);

#define DUAL_BASIS_RUN(S)                                                                       \
    if ((bad = dual_basis_##S()) != 0) {                                                        \
        fprintf(stderr, "ring harness: two-lane base kernel of %d words is wrong on %ld basis pairs\n", S, bad); \
        return 1;                                                                               \
    }                                                                                           \
    pairs += 128L * 128 * (S) * (S);

static int basis(void)
{
    long bad, pairs = 0;
    GEN_BASES(BASIS_RUN)
    GEN_DUAL_BASES(DUAL_BASIS_RUN)
    printf("{\"basis_pairs\": %ld}\n", pairs);
    return 0;
}

#ifndef HDRV_BARE_METAL
static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

#define BATCH 4
#define NBUF 8 /* independent operand sets, cycled: calls do not depend on each other */
#define SPARSE_WEIGHT 66 /* HQC-128's omega */

static int bench(int reps)
{
    static uint64_t a[NBUF][K_WORDS], b[NBUF][K_WORDS], c[NBUF][K_CLMUL], r[NBUF][K_WORDS];
    static uint32_t pos[NBUF][SPARSE_WEIGHT];
    uint64_t *samples[4], x = UINT64_C(0x9E3779B97F4A7C15);
    int rep, i, j, f;

    for (i = 0; i < NBUF; i++)
        for (j = 0; j < K_WORDS; j++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            a[i][j] = x;
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            b[i][j] = x;
        }
    for (i = 0; i < NBUF; i++) { /* reduced inputs, and products to reduce */
        a[i][K_WORDS - 1] &= (CAT(GEN_MACRO, _N) % 64) ? (UINT64_C(1) << (CAT(GEN_MACRO, _N) % 64)) - 1 : ~UINT64_C(0);
        b[i][K_WORDS - 1] &= (CAT(GEN_MACRO, _N) % 64) ? (UINT64_C(1) << (CAT(GEN_MACRO, _N) % 64)) - 1 : ~UINT64_C(0);
        FN(_clmul)(c[i], a[i], b[i]);
        for (j = 0; j < SPARSE_WEIGHT; j++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            pos[i][j] = (uint32_t)(x % CAT(GEN_MACRO, _N));
        }
    }
    for (f = 0; f < 4; f++)
        samples[f] = malloc(sizeof(uint64_t) * (size_t)reps);
    for (rep = -reps / 10 - 1; rep < reps; rep++) { /* the first tenth warms up */
        uint64_t t0, t1, t2, t3, t4;
        t0 = tsc_read();
        for (i = 0; i < BATCH; i++)
            FN(_mul)(r[i], a[i], b[i]);
        t1 = tsc_read();
        for (i = 0; i < BATCH; i++)
            FN(_clmul)(c[i], a[i], b[i]);
        t2 = tsc_read();
        for (i = 0; i < BATCH; i++)
            FN(_reduce)(r[i], c[i]);
        t3 = tsc_read();
        for (i = 0; i < BATCH; i++)
            FN(_mul_sparse)(r[i], pos[i], SPARSE_WEIGHT, b[i]);
        t4 = tsc_read();
        if (rep >= 0) {
            samples[0][rep] = t1 - t0;
            samples[1][rep] = t2 - t1;
            samples[2][rep] = t3 - t2;
            samples[3][rep] = t4 - t3;
        }
    }
    for (f = 0; f < 4; f++)
        qsort(samples[f], (size_t)reps, sizeof(uint64_t), cmp_u64);
    printf("{\"unit\": \"%s\", \"reps\": %d, \"mul\": %.1f, \"clmul\": %.1f, \"reduce\": %.1f, "
           "\"mul_sparse\": %.1f, \"sparse_weight\": %d}\n", TSC_UNIT, reps,
           (double)samples[0][reps / 2] / BATCH, (double)samples[1][reps / 2] / BATCH,
           (double)samples[2][reps / 2] / BATCH, (double)samples[3][reps / 2] / BATCH, SPARSE_WEIGHT);
    return 0;
}
#endif /* HDRV_BARE_METAL */

int main(int argc, char **argv)
{
    if (argc == 4 && !strcmp(argv[1], "check"))
        return check(argv[2], argv[3]);
    if (argc == 2 && !strcmp(argv[1], "basis"))
        return basis();
#ifndef HDRV_BARE_METAL
    if (argc >= 2 && !strcmp(argv[1], "bench"))
        return bench(argc > 2 && atoi(argv[2]) > 0 ? atoi(argv[2]) : 101);
    fprintf(stderr, "usage: %s check IN OUT | basis | bench [REPS]\n", argv[0]);
#else
    fprintf(stderr, "usage: %s check IN OUT | basis (bare metal: no bench)\n", argc ? argv[0] : "ring_harness");
#endif
    return 2;
}
