/* batch_harness.c - checks and times the batch kernels of one element field (gen --batch).
 *
 * Build (gen/batch_check.py does this):
 *   cc -O2 -Wall -Wextra -Werror <isa flags> -DGEN_NAME=gf2_12 -DGEN_MACRO=GF2_12
 *      -DGEN_HEADER='"/abs/gf2_12.h"'
 *      '-DBATCH_MUL_FAMS(X)=X(scalar) X(clmul) X(bitsliced)'
 *      '-DBATCH_CONST_FAMS(X)=X(scalar) X(tables) X(bitsliced)'
 *      '-DBATCH_VEC_FORMS(X)=X(8, __m128i) X(16, __m256i)' -DBATCH_U64_LANES=4
 *      batch_harness.c [/abs/gf2_12.c] -o drv
 *
 *   drv check MODULUS [--max-exhaustive-m K]
 *       Every mul_n family and the dispatcher N_mul_n, against a bit-serial reference in this file:
 *       (1) exhaustive over all pairs for m <= K (default 16): row a = i against every b, b rotated
 *           by i so that each pair meets a different lane position; (2) basis pairs at every lane
 *           position of an array spanning two bitsliced blocks, a clmul block and a scalar tail:
 *           m^2 calls, call r puts pair (r + p) mod m^2 at position p; cross-lane pairs (x^s at
 *           position p of a, x^t at q != p of b: all-zero product) on a sample; (3) random n with
 *           misaligned pointers, c == a, c == b, guard elements after c. Every mul_const and
 *           muladd_const family and dispatcher: every k (m <= K) on basis vectors at every position,
 *           random n, misalignment, c == a. Lane forms: every pair (m <= K) cycling over the lanes,
 *           plus random words.
 *   drv bench N1,N2,... [--reps R]
 *       Median ticks per element of every family, the dispatchers, N_mul in a loop (and N_mul_n_aes on
 *       data in the AES basis where the GFNI family exists), for each n,
 *       interleaved (one JSON line).
 * Prints one JSON line; exit 0 = ok, 1 = a wrong result (described on stderr), 2 = usage.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/report.h"
#include "common/rng.h"
#include "common/timing.h"

#define BH_CAT_(a, b) a##b
#define BH_CAT(a, b) BH_CAT_(a, b)
#define BH_SYM(x) BH_CAT(GEN_NAME, x)
#define BH_MAC(x) BH_CAT(GEN_MACRO, x)
#define BH_STR_(x) #x
#define BH_STR(x) BH_STR_(x)

#include GEN_HEADER

typedef BH_SYM(_t) elem;
#define BH_M ((int)BH_MAC(_M))
#define BH_BLOCK ((size_t)BH_MAC(_BITSLICED_BLOCK))
#define BH_LANE_BITS ((int)(8 * sizeof(elem)))

static uint64_t g_f;  /* the modulus, from the command line */
#define xs hc_xorshift64 /* the draws: xorshift64 */
static const char *g_what = "";

/* the independent reference: shift-and-add with reduction bit by bit */
static elem ref_mul(elem a, elem b)
{
    uint64_t r = 0, x = a;
    int i;
    for (i = 0; i < BH_M; i++) {
        if (b >> i & 1)
            r ^= x;
        x <<= 1;
        if (x >> BH_M & 1)
            x ^= g_f;
    }
    return (elem)r;
}

static int fail(const char *what, size_t n, size_t pos, unsigned a, unsigned b, unsigned got, unsigned want)
{
    char error[128];
    fprintf(stderr, "%s: %s wrong at n=%zu position %zu: a=0x%x b=0x%x got 0x%x want 0x%x\n", g_what, what, n,
            pos, a, b, got, want);
    snprintf(error, sizeof error, "%s: %s wrong", g_what, what);
    hc_json_begin();
    hc_json_bool("ok", 0);
    hc_json_str("error", error);
    hc_json_end();
    return 1;
}

typedef void (*mul_fn)(elem *, const elem *, const elem *, size_t);
typedef void (*const_fn)(elem *, const elem *, elem, size_t);

#define BH_MUL_ENTRY(fam) {BH_STR(fam), BH_CAT(BH_SYM(_mul_n_), fam)},
#define BH_CONST_ENTRY(fam) {BH_STR(fam), BH_CAT(BH_SYM(_mul_const_), fam), BH_CAT(BH_SYM(_muladd_const_), fam)},
#ifdef BATCH_AES_BASIS
/* N_mul_n_aes between N_to_aes_basis and N_from_aes_basis, checked as one more mul_n family; b goes to
 * the AES basis in place and the product is taken in place (c == a), the aliasing the API allows */
#define BH_AES_CAP 65536
static void aes_basis_roundtrip(elem *c, const elem *a, const elem *b, size_t n)
{
    static elem ta[BH_AES_CAP], tb[BH_AES_CAP];
    if (n > BH_AES_CAP)
        abort();
    memcpy(tb, b, n * sizeof *b);
    BH_SYM(_to_aes_basis)(ta, a, n);
    BH_SYM(_to_aes_basis)(tb, tb, n);
    BH_SYM(_mul_n_aes)(ta, ta, tb, n);
    BH_SYM(_from_aes_basis)(c, ta, n);
}
#define BH_AES_ENTRY {"aes_basis", aes_basis_roundtrip},
#define BH_AES_EXTRA 1
#else
#define BH_AES_ENTRY
#define BH_AES_EXTRA 0
#endif
static const struct { const char *name; mul_fn f; } g_mul[] = {
    BATCH_MUL_FAMS(BH_MUL_ENTRY) BH_AES_ENTRY{"dispatch", BH_SYM(_mul_n)}};
static const struct { const char *name; const_fn f, fadd; } g_const[] = {
    BATCH_CONST_FAMS(BH_CONST_ENTRY){"dispatch", BH_SYM(_mul_const), BH_SYM(_muladd_const)}};
#define N_MUL ((int)(sizeof g_mul / sizeof g_mul[0]))
#define N_CONST ((int)(sizeof g_const / sizeof g_const[0]))

/* an array length that reaches two bitsliced blocks, a clmul block or two and a scalar tail */
#define BH_SPAN (2 * BH_BLOCK + 64 + 7)
#define BH_GUARD 40
#define BH_CAP (3 * BH_BLOCK + 4096 + 2 * BH_GUARD)

static elem gA[BH_CAP], gB[BH_CAP], gC[BH_CAP], gW[BH_CAP];

/* ---- mul_n ------------------------------------------------------------------------------ */
static int check_mul_exhaustive(mul_fn f, int *pairs_out)
{
    size_t q = (size_t)1 << BH_M, i, j;
    elem row[16];
    static elem B[1 << 16], C[1 << 16], A[1 << 16];
    for (i = 0; i < q; i++) {
        int t;
        for (t = 0; t < BH_M; t++)
            row[t] = ref_mul((elem)i, (elem)(1u << t));
        for (j = 0; j < q; j++) {
            A[j] = (elem)i;
            B[j] = (elem)((j + 7 * i) & (q - 1));
        }
        f(C, A, B, q);
        for (j = 0; j < q; j++) {
            elem want = 0, b = B[j];
            for (t = 0; t < BH_M; t++)
                if (b >> t & 1)
                    want ^= row[t];
            if (C[j] != want)
                return fail("exhaustive", q, j, (unsigned)i, b, C[j], want);
        }
    }
    *pairs_out = 1;
    return 0;
}

static int check_mul_basis(mul_fn f)
{
    size_t n = BH_SPAN, p;
    int r, mm = BH_M * BH_M;
    for (r = 0; r < mm; r++) {
        for (p = 0; p < n; p++) {
            int idx = (int)((r + p) % (size_t)mm);
            gA[p] = (elem)(1u << (idx / BH_M));
            gB[p] = (elem)(1u << (idx % BH_M));
        }
        f(gC, gA, gB, n);
        for (p = 0; p < n; p++) {
            elem want = ref_mul(gA[p], gB[p]);
            if (gC[p] != want)
                return fail("basis pair", n, p, gA[p], gB[p], gC[p], want);
        }
    }
    return 0;
}

static int check_mul_cross(mul_fn f, uint64_t *s)
{
    size_t n = BH_SPAN, p, q, k;
    int trial;
    for (trial = 0; trial < 2000; trial++) {
        memset(gA, 0, n * sizeof(elem));
        memset(gB, 0, n * sizeof(elem));
        p = (size_t)(xs(s) % n);
        q = (size_t)(xs(s) % n);
        if (p == q)
            q = (q + 1 + (size_t)(xs(s) % 63)) % n;
        gA[p] = (elem)(1u << (xs(s) % (uint64_t)BH_M));
        gB[q] = (elem)(1u << (xs(s) % (uint64_t)BH_M));
        f(gC, gA, gB, n);
        for (k = 0; k < n; k++)
            if (gC[k] != 0)
                return fail("cross-lane pair", n, k, gA[p], gB[q], gC[k], 0);
    }
    return 0;
}

static void rand_fill(elem *x, size_t n, uint64_t *s)
{
    size_t i;
    for (i = 0; i < n; i++)
        x[i] = (elem)(xs(s) & (((uint64_t)1 << BH_M) - 1));
}

static int check_mul_random(mul_fn f, uint64_t *s, int trials)
{
    int t;
    for (t = 0; t < trials; t++) {
        size_t n = (size_t)(xs(s) % (3 * BH_BLOCK + 200)), oa = xs(s) % 33, ob = xs(s) % 33, oc = xs(s) % 33, i;
        int mode = (int)(xs(s) % 3); /* 0: separate, 1: c == a, 2: c == b */
        elem *A = gA + oa, *B = gB + ob, *C = mode == 1 ? A : mode == 2 ? B : gC + oc;
        rand_fill(gA, BH_CAP, s);
        rand_fill(gB, BH_CAP, s);
        rand_fill(gC, BH_CAP, s);
        for (i = 0; i < n; i++)
            gW[i] = ref_mul(A[i], B[i]);
        {
            elem guard[BH_GUARD];
            memcpy(guard, C + n, sizeof guard);
            f(C, A, B, n);
            if (memcmp(guard, C + n, sizeof guard) != 0)
                return fail("guard after c", n, n, 0, 0, 0, 0);
        }
        for (i = 0; i < n; i++)
            if (C[i] != gW[i])
                return fail(mode == 1 ? "random (c == a)" : mode == 2 ? "random (c == b)" : "random", n, i, 0, 0,
                            C[i], gW[i]);
    }
    return 0;
}

/* ---- mul_const / muladd_const -------------------------------------------------------------- */
static int check_const_all_k(const_fn f, int add, uint64_t kmax)
{
    size_t n = BH_SPAN, p;
    uint64_t k;
    uint64_t s = 0x1234567;
    for (k = 0; k < kmax; k++) {
        for (p = 0; p < n; p++) {
            gA[p] = (elem)(1u << ((p + k) % (uint64_t)BH_M));
            gC[p] = (elem)(xs(&s) & (((uint64_t)1 << BH_M) - 1));
            gW[p] = (elem)((add ? gC[p] : 0) ^ ref_mul(gA[p], (elem)k));
        }
        f(gC, gA, (elem)k, n);
        for (p = 0; p < n; p++)
            if (gC[p] != gW[p])
                return fail(add ? "muladd_const basis" : "mul_const basis", n, p, gA[p], (unsigned)k, gC[p], gW[p]);
    }
    return 0;
}

static int check_const_random(const_fn f, int add, uint64_t *s, int trials)
{
    int t;
    for (t = 0; t < trials; t++) {
        size_t n = (size_t)(xs(s) % (3 * BH_BLOCK + 200)), oa = xs(s) % 33, oc = xs(s) % 33, i;
        int inplace = (int)(xs(s) & 1);
        elem k = (elem)(xs(s) & (((uint64_t)1 << BH_M) - 1));
        elem *A = gA + oa, *C = inplace ? A : gC + oc;
        rand_fill(gA, BH_CAP, s);
        rand_fill(gC, BH_CAP, s);
        for (i = 0; i < n; i++)
            gW[i] = (elem)((add ? C[i] : 0) ^ ref_mul(A[i], k));
        {
            elem guard[BH_GUARD];
            memcpy(guard, C + n, sizeof guard);
            f(C, A, k, n);
            if (memcmp(guard, C + n, sizeof guard) != 0)
                return fail("guard after c", n, n, 0, k, 0, 0);
        }
        for (i = 0; i < n; i++)
            if (C[i] != gW[i])
                return fail(inplace ? "random const (c == a)" : "random const", n, i, A[i], k, C[i], gW[i]);
    }
    return 0;
}

/* ---- lane forms ---------------------------------------------------------------------------- */
#define BH_LANES_U64 (64 / BH_LANE_BITS)

static int check_lanes_u64(uint64_t *s, int exhaustive)
{
    uint64_t q = (uint64_t)1 << BH_M, idx = 0, total = exhaustive ? q * q : 200000;
    while (idx < total) {
        uint64_t a = 0, b = 0, r;
        elem ea[8], eb[8];
        int l;
        for (l = 0; l < BH_LANES_U64; l++, idx++) {
            uint64_t pa = exhaustive ? (idx / q) : (xs(s) % q), pb = exhaustive ? (idx % q) : (xs(s) % q);
            ea[l] = (elem)pa;
            eb[l] = (elem)pb;
            a |= pa << (BH_LANE_BITS * l);
            b |= pb << (BH_LANE_BITS * l);
        }
        r = BH_SYM(BH_CAT(_mul_x, BATCH_U64_LANES))(a, b);
        for (l = 0; l < BH_LANES_U64; l++) {
            elem got = (elem)(r >> (BH_LANE_BITS * l)), want = ref_mul(ea[l], eb[l]);
            if (got != want)
                return fail("lane form (uint64_t)", (size_t)BH_LANES_U64, (size_t)l, ea[l], eb[l], got, want);
        }
    }
    return 0;
}

#define BH_VEC_CHECK(K, T)                                                                       \
    static int check_vec_##K(uint64_t *s, int exhaustive)                                        \
    {                                                                                            \
        uint64_t q = (uint64_t)1 << BH_M, idx = 0, total = exhaustive ? q * q : 200000;         \
        while (idx < total) {                                                                    \
            elem ea[K], eb[K], er[K];                                                            \
            T va, vb, vr;                                                                        \
            int l;                                                                               \
            for (l = 0; l < K; l++, idx++) {                                                     \
                ea[l] = (elem)(exhaustive ? (idx / q) % q : xs(s) % q);                          \
                eb[l] = (elem)(exhaustive ? idx % q : xs(s) % q);                                \
            }                                                                                    \
            memcpy(&va, ea, sizeof va);                                                          \
            memcpy(&vb, eb, sizeof vb);                                                          \
            vr = BH_SYM(_mul_x##K)(va, vb);                                                      \
            memcpy(er, &vr, sizeof vr);                                                          \
            for (l = 0; l < K; l++)                                                              \
                if (er[l] != ref_mul(ea[l], eb[l]))                                              \
                    return fail("lane form x" #K, K, (size_t)l, ea[l], eb[l], er[l], ref_mul(ea[l], eb[l])); \
        }                                                                                        \
        return 0;                                                                                \
    }
#ifdef BATCH_VEC_FORMS
BATCH_VEC_FORMS(BH_VEC_CHECK)
#endif

static int cmd_check(int max_exh)
{
    uint64_t s = UINT64_C(0x9E3779B97F4A7C15);
    int i, exh = BH_M <= max_exh, dummy = 0;
    for (i = 0; i < N_MUL; i++) {
        g_what = g_mul[i].name;
        if ((exh && check_mul_exhaustive(g_mul[i].f, &dummy)) || check_mul_basis(g_mul[i].f) ||
            check_mul_cross(g_mul[i].f, &s) || check_mul_random(g_mul[i].f, &s, 400))
            return 1;
    }
    for (i = 0; i < N_CONST; i++) {
        uint64_t kmax = exh ? ((uint64_t)1 << BH_M) : 4096;
        g_what = g_const[i].name;
        if (check_const_all_k(g_const[i].f, 0, kmax) || check_const_all_k(g_const[i].fadd, 1, kmax) ||
            check_const_random(g_const[i].f, 0, &s, 300) || check_const_random(g_const[i].fadd, 1, &s, 300))
            return 1;
    }
    g_what = "lanes";
    if (check_lanes_u64(&s, exh))
        return 1;
#ifdef BATCH_VEC_FORMS
#define BH_VEC_RUN(K, T) if (check_vec_##K(&s, exh)) return 1;
    BATCH_VEC_FORMS(BH_VEC_RUN)
#endif
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_kv("m", "%d", BH_M);
    hc_json_bool("exhaustive", exh);
    hc_json_kv("mul_families", "%d", N_MUL);
    hc_json_kv("const_families", "%d", N_CONST);
    hc_json_kv("block", "%zu", BH_BLOCK);
    hc_json_kv("span", "%zu", (size_t)BH_SPAN);
    hc_json_kv("basis_calls", "%d", BH_M * BH_M);
    hc_json_end();
    return 0;
}

/* ---- bench -------------------------------------------------------------------------------- */
static void scalar_loop(elem *c, const elem *a, const elem *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        c[i] = BH_SYM(_mul)(a[i], b[i]);
}

#define BH_MAXN 65536
static elem bA[BH_MAXN + 64], bB[BH_MAXN + 64], bC[BH_MAXN + 64];

static int cmd_bench(const char *list, int reps)
{
    size_t ns[64];
    int nn = 0, fi, r, ni;
    const char *p = list;
    uint64_t s = 0x5DEECE66DULL;
    int nf = N_MUL + 1 + 2 * N_CONST + BH_AES_EXTRA; /* the last: N_mul_n_aes alone, data already mapped */
    static uint64_t samples[64][40][401];
    while (*p && nn < 64) {
        ns[nn] = (size_t)strtoull(p, (char **)&p, 10);
        if (ns[nn] == 0 || ns[nn] > BH_MAXN)
            return 2;
        nn++;
        if (*p == ',')
            p++;
    }
    if (reps > 401 || nf > 40)
        return 2;
    rand_fill(bA, BH_MAXN, &s);
    rand_fill(bB, BH_MAXN, &s);
    for (r = -20; r < reps; r++) {
        for (ni = 0; ni < nn; ni++) {
            size_t n = ns[ni];
            int calls = (int)(4096 / n) + 1;
            for (fi = 0; fi < nf; fi++) {
                int f = (fi + r + 40) % nf, c;
                uint64_t t0 = tsc_read();
                for (c = 0; c < calls; c++) {
                    if (f < N_MUL)
                        g_mul[f].f(bC, bA, bB, n);
#ifdef BATCH_AES_BASIS
                    else if (f == nf - 1)
                        BH_SYM(_mul_n_aes)(bC, bA, bB, n);
#endif
                    else if (f == N_MUL)
                        scalar_loop(bC, bA, bB, n);
                    else if ((f - N_MUL - 1) % 2 == 0)
                        g_const[(f - N_MUL - 1) / 2].f(bC, bA, bA[c & 63], n);
                    else
                        g_const[(f - N_MUL - 1) / 2].fadd(bC, bA, bA[c & 63], n);
                }
                if (r >= 0)
                    samples[ni][f][r] = (tsc_read() - t0) * 1000 / ((uint64_t)calls * n);
            }
        }
    }
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_str("unit", TSC_UNIT);
    hc_json_kv("m", "%d", BH_M);
    hc_json_key("n");
    printf("[");
    for (ni = 0; ni < nn; ni++)
        printf("%s%zu", ni ? ", " : "", ns[ni]);
    printf("]");
    hc_json_object("per_element"); /* "mul_n_FAM": [the median at each n], ... */
    for (fi = 0; fi < nf; fi++) {
        const char *pre = fi < N_MUL ? "mul_n_" : fi == N_MUL ? "" : ((fi - N_MUL - 1) % 2 ? "muladd_const_" : "mul_const_");
        const char *nm = fi < N_MUL ? g_mul[fi].name : fi == N_MUL ? "mul_loop" : g_const[(fi - N_MUL - 1) / 2].name;
        if (BH_AES_EXTRA && fi == nf - 1)
            pre = "", nm = "mul_n_aes"; /* N_mul_n_aes on data in the AES basis, no basis change */
        char key[64];
        snprintf(key, sizeof key, "%s%s", pre, nm);
        hc_json_key(key);
        printf("[");
        for (ni = 0; ni < nn; ni++)
            printf("%s%.4f", ni ? ", " : "", (double)hc_median_u64(samples[ni][fi], reps) / 1000.0);
        printf("]");
    }
    hc_json_end();
    hc_json_kv("checksum", "%u", (unsigned)bC[0]);
    hc_json_end();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "check") == 0) {
        int max_exh = 16;
        g_f = strtoull(argv[2], NULL, 0);
        if (argc >= 5 && strcmp(argv[3], "--max-exhaustive-m") == 0)
            max_exh = atoi(argv[4]);
        if (g_f >> BH_M != 1) {
            fprintf(stderr, "modulus does not have degree m\n");
            return 2;
        }
        return cmd_check(max_exh);
    }
    if (argc >= 3 && strcmp(argv[1], "bench") == 0) {
        int reps = 101;
        if (argc >= 5 && strcmp(argv[3], "--reps") == 0)
            reps = atoi(argv[4]);
        if (reps < 5)
            return 2;
        return cmd_bench(argv[2], reps);
    }
    fprintf(stderr, "usage: drv check MODULUS [--max-exhaustive-m K] | drv bench N1,N2,... [--reps R]\n");
    return 2;
}
