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
 * and GEN_QUAD_BASES(X) likewise for the two- and four-lane ones, if any).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include GEN_HEADER
#include GEN_SOURCE
#include "common/guard.h"
#include "common/report.h"
#include "common/rng.h"
#ifndef HDRV_BARE_METAL
#include "common/timing.h"
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define FN(x) CAT(GEN_NAME, x)
#define K_WORDS CAT(GEN_MACRO, _WORDS)
#define K_CLMUL CAT(GEN_MACRO, _CLMUL_WORDS)
#define K_SCRATCH CAT(GEN_MACRO, _SCRATCH_WORDS)

static const uint64_t guard_word = UINT64_C(0xA5A5F00DC0DE5A5A);
static const hc_guard_t G = {sizeof guard_word, 4, &guard_word}; /* 4 guard words on each side */
#define fail(what, k) hc_fail("ring harness", what, "pair", (long)(k))

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
            hc_xorshift64(&x);
            pos[i] = i == 0 ? 0 : i == 1 ? n - 1 : i == 2 ? (63 < n ? 63 : 0) : i == 3 ? (64 < n ? 64 : 1)
                   : i == 4 ? pos[0] : (uint32_t)(x >> 32) % n; /* pos[4] repeats pos[0]: they cancel */
            s[pos[i] / 64] ^= UINT64_C(1) << (pos[i] % 64);
        }
        FN(_mul)(r, s, b);
        FN(_mul_sparse)(r2, pos, weight, b);
        if (!hc_guards_ok(&G, r2, K_WORDS) || memcmp(r, r2, sizeof(uint64_t) * K_WORDS))
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
    uint64_t *a = hc_guarded(&G, K_WORDS), *b = hc_guarded(&G, K_WORDS), *c = hc_guarded(&G, K_CLMUL);
    uint64_t *r = hc_guarded(&G, K_WORDS), *r2 = hc_guarded(&G, K_WORDS);
    uint64_t *p = hc_guarded(&G, K_CLMUL), *p2 = hc_guarded(&G, K_CLMUL);
    uint64_t *red = hc_guarded(&G, K_WORDS), *t = hc_guarded(&G, K_WORDS), *scratch = hc_guarded(&G, K_SCRATCH);

    if (!in || !out || fread(&count, sizeof count, 1, in) != 1)
        return fail("cannot read the vectors", 0);
    for (k = 0; k < count; k++) {
        if (fread(a, sizeof(uint64_t), K_WORDS, in) != K_WORDS || fread(b, sizeof(uint64_t), K_WORDS, in) != K_WORDS
            || fread(c, sizeof(uint64_t), K_CLMUL, in) != K_CLMUL)
            return fail("short vector file", k);
        FN(_mul)(r, a, b);
        FN(_clmul)(p, a, b);
        FN(_reduce)(red, c);
        if (!hc_guards_ok(&G, r, K_WORDS) || !hc_guards_ok(&G, p, K_CLMUL) || !hc_guards_ok(&G, red, K_WORDS))
            return fail("an output guard word was overwritten", k);
        FN(_reduce)(r2, p);
        if (memcmp(r, r2, sizeof(uint64_t) * K_WORDS))
            return fail("mul != reduce(clmul)", k);
        FN(_mul_scratch)(r2, a, b, scratch);
        FN(_clmul_scratch)(p2, a, b, scratch);
        if (memcmp(r, r2, sizeof(uint64_t) * K_WORDS) || memcmp(p, p2, sizeof(uint64_t) * K_CLMUL))
            return fail("a _scratch form differs", k);
        if (!hc_guards_ok(&G, scratch, K_SCRATCH))
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
    hc_json_begin();
    hc_json_kv("pairs", "%" PRIu64, count);
    hc_json_kv("words", "%d", K_WORDS);
    hc_json_kv("n", "%d", CAT(GEN_MACRO, _N));
    hc_json_end();
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

#ifndef GEN_QUAD_BASES
#define GEN_QUAD_BASES(X)
#endif

/* carryless 64x64 -> 128 product, bit by bit: the reference of the four-lane probes */
__attribute__((unused)) static void clmul_ref(uint64_t x, uint64_t y, uint64_t *lo, uint64_t *hi)
{
    int t;
    *lo = *hi = 0;
    for (t = 0; t < 64; t++)
        if (x >> t & 1) {
            *lo ^= y << t;
            if (t)
                *hi ^= y >> (64 - t);
        }
}

/* every word pair (i, j) of the four-lane size-s kernel, in every lane: lane k gets the pair
 * (p + k * s * s / 4) mod s*s of call p, a random word at a_k[i] and at b_k[j], all other words zero,
 * and must give their product at c_k[i + j], c_k[i + j + 1] and zero elsewhere (so a word that leaks
 * across lanes shows); two rounds of fresh random words. The program itself is proved on all basis
 * pairs of the four products' operands (gen.prove.vector_proof). Returns the number of failures. */
#define QUAD_PROBE_CHECK(S)                                                                     \
    static long quad_probe_##S(uint64_t *seed)                                                  \
    {                                                                                           \
        uint64_t a[4][S], b[4][S], c[4][2 * (S)];                                               \
        long bad = 0;                                                                           \
        int p, k, w, round;                                                                     \
        memset(a, 0, sizeof a);                                                                 \
        memset(b, 0, sizeof b);                                                                 \
        for (round = 0; round < 2; round++)                                                     \
            for (p = 0; p < (S) * (S); p++) {                                                   \
                int q[4];                                                                       \
                uint64_t x[4], y[4], lo, hi;                                                    \
                for (k = 0; k < 4; k++) {                                                       \
                    q[k] = (p + k * ((S) * (S) / 4)) % ((S) * (S));                             \
                    x[k] = hc_xorshift64(seed);                                                 \
                    y[k] = hc_xorshift64(seed);                                                 \
                    a[k][q[k] / (S)] = x[k];                                                    \
                    b[k][q[k] % (S)] = y[k];                                                    \
                }                                                                               \
                CAT(GEN_NAME, CAT(_priv_qb, S))(c[0], c[1], c[2], c[3], a[0], b[0], a[1], b[1], \
                                                a[2], b[2], a[3], b[3]);                        \
                for (k = 0; k < 4; k++) {                                                       \
                    int e = q[k] / (S) + q[k] % (S);                                            \
                    clmul_ref(x[k], y[k], &lo, &hi);                                            \
                    for (w = 0; w < 2 * (S); w++)                                               \
                        bad += c[k][w] != (w == e ? lo : w == e + 1 ? hi : 0);                  \
                }                                                                               \
                for (k = 0; k < 4; k++) {                                                       \
                    a[k][q[k] / (S)] = 0;                                                       \
                    b[k][q[k] % (S)] = 0;                                                       \
                }                                                                               \
            }                                                                                   \
        return bad;                                                                             \
    }
GEN_QUAD_BASES(QUAD_PROBE_CHECK)

/* the result of one basis check: 0 and its pairs counted, or 1 and the failures on stderr */
static int basis_result(long bad, const char *kind, int words, long covered, long *pairs)
{
    if (bad) {
        fprintf(stderr, "ring harness: %sbase kernel of %d words is wrong on %ld basis pairs\n", kind, words, bad);
        return 1;
    }
    *pairs += covered;
    return 0;
}
#define BASIS_RUN(S) if (basis_result(basis_##S(), "", S, 64L * 64 * (S) * (S), &pairs)) return 1;
#define DUAL_BASIS_RUN(S) if (basis_result(dual_basis_##S(), "two-lane ", S, 128L * 128 * (S) * (S), &pairs)) return 1;

#define QUAD_PROBE_RUN(S)                                                                       \
    if (quad_probe_##S(&seed)) {                                                                \
        fprintf(stderr, "ring harness: four-lane base kernel of %d words is wrong on a word pair\n", S); \
        return 1;                                                                               \
    }                                                                                           \
    probes += 2L * (S) * (S);

static int basis(void)
{
    long pairs = 0, probes = 0;
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    GEN_BASES(BASIS_RUN)
    GEN_DUAL_BASES(DUAL_BASIS_RUN)
    GEN_QUAD_BASES(QUAD_PROBE_RUN)
    (void)seed;
    hc_json_begin();
    hc_json_kv("basis_pairs", "%ld", pairs);
    hc_json_kv("quad_word_probes", "%ld", probes);
    hc_json_end();
    return 0;
}

#ifndef HDRV_BARE_METAL
#define BATCH 4
#define NBUF 8 /* independent operand sets, cycled: calls do not depend on each other */
#define SPARSE_WEIGHT 66 /* HQC-128's omega */

static int bench(int reps)
{
    static uint64_t a[NBUF][K_WORDS], b[NBUF][K_WORDS], c[NBUF][K_CLMUL], r[NBUF][K_WORDS];
    static uint32_t pos[NBUF][SPARSE_WEIGHT];
    const uint64_t top = (CAT(GEN_MACRO, _N) % 64) ? (UINT64_C(1) << (CAT(GEN_MACRO, _N) % 64)) - 1 : ~UINT64_C(0);
    static const char *const names[4] = {"mul", "clmul", "reduce", "mul_sparse"};
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15);
    hc_timing_t tm;
    int i, j;

    for (i = 0; i < NBUF; i++)
        for (j = 0; j < K_WORDS; j++) {
            a[i][j] = hc_xorshift64(&x);
            b[i][j] = hc_xorshift64(&x);
        }
    for (i = 0; i < NBUF; i++) { /* reduced inputs, and products to reduce */
        a[i][K_WORDS - 1] &= top;
        b[i][K_WORDS - 1] &= top;
        FN(_clmul)(c[i], a[i], b[i]);
        for (j = 0; j < SPARSE_WEIGHT; j++)
            pos[i][j] = (uint32_t)(hc_xorshift64(&x) % CAT(GEN_MACRO, _N));
    }
    HC_ROUNDS(&tm, 4, reps) {
        HC_LAP(&tm, 0, BATCH, FN(_mul)(r[i], a[i], b[i]));
        HC_LAP(&tm, 1, BATCH, FN(_clmul)(c[i], a[i], b[i]));
        HC_LAP(&tm, 2, BATCH, FN(_reduce)(r[i], c[i]));
        HC_LAP(&tm, 3, BATCH, FN(_mul_sparse)(r[i], pos[i], SPARSE_WEIGHT, b[i]));
    }
    hc_json_begin();
    hc_json_medians(&tm, names, BATCH, 1);
    hc_json_kv("sparse_weight", "%d", SPARSE_WEIGHT);
    hc_json_end();
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
        return bench(hc_reps_arg(argc > 2 ? argv[2] : NULL, 101));
#endif
    return hc_usage(argc, argv, "ring_harness", "check IN OUT | basis" HC_BENCH_USAGE);
}
