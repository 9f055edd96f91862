/* bench/modq.py driver: ML-DSA's polynomial arithmetic (q = 8380417, n = 256, int32_t coefficients),
 * gen's emitted kernels against PQClean ML-DSA-65 `clean` and `avx2` (hand-written assembly), in one
 * process. The ML-KEM driver modq.c is its twin; this one differs in the coefficient type, the
 * functions and the round-trip check.
 *
 *   modq_mldsa [REPS [CALLS]]
 *
 * Linked with: for every ISA X in FOR_EACH_OURS, emitted/mldsa/X/mldsa.c and a variant with the NTT domain
 * in its native order (mldsa_native.c: `ntt_order = "native"`), partially linked with every global prefixed
 * `X_` (X_mldsa_ntt, ...); PQClean's clean objects; with -DHAVE_PQCLEAN_AVX2,
 * PQClean's avx2 objects. Compiled with -D'FOR_EACH_OURS(X)=X(c64) X(avx2) ...'.
 *
 * Every implementation is called through its own poly_* / polyvecl_* API on its own data layout: ours
 * and clean on the standard (FIPS 204 / PQClean clean: bit-reversed) NTT order; PQClean avx2 on its own
 * order (the one its poly_nttunpack produces from the standard order); our native variants on theirs
 * (mldsa_native_ntt_from_standard). Before timing: every function
 * of every implementation is compared mod q, elementwise, with clean's on random and extreme inputs
 * (the avx2 results after mapping its order back), and for every implementation
 * invntt_tomont(reduce(ntt(x))) = 2^32 x mod q (its own three functions); a mismatch prints an
 * "error" line, exit 1.
 *
 * Timed (TSC ticks per call): as modq.c. A sample is CALLS calls, each with its own output
 * polynomial (in-place functions get fresh inputs copied in before the sample, untimed; the products
 * read one of INPUT_SETS pairs of polyvecs, 2 x 2 x 5 KiB, so that a sample stays in L1 at CALLS = 16),
 * lfence; rdtsc; lfence around it, the median empty region subtracted, divided by CALLS; every
 * (function, implementation) once per round, the order rotating by one every round; the first tenth
 * of the rounds warms up; each figure is the median over REPS rounds. A vzeroupper precedes every
 * sample (untimed). Output: one JSON line {"ticks": [{"function": row, "impl": column, "ticks": t}, ...]}.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anchor_timing.h"

#define N 256
#define L 5 /* ML-DSA-65's polyvecl length */
#define Q 8380417
#define MONT_R 4193792 /* 2^32 mod q */
#define IN_BOUND (Q - 1) /* NTT-side inputs |x| <= q - 1: within every implementation's input bound */
#define WIDE_MIN (-2147483647 - 1) /* reduce/caddq inputs: PQClean's reduce32 bound, ours too */
#define WIDE_MAX 2143289343        /* 2^31 - 2^22 - 1 */
#define MAX_CALLS 16
#define INPUT_SETS 2
#define CHECKS 24 /* random inputs, then all +bound, then all -bound */

typedef void (*inplace_fn)(int32_t *r);
typedef void (*binary_fn)(int32_t *r, const int32_t *a, const int32_t *b);

/* ---- the implementations (PQClean's poly is int32_t[256], 32-byte aligned for avx2; polyvecl is L of them) */

#define PQ(impl, name) PQCLEAN_MLDSA65_##impl##_##name
#define DECLARE_PQCLEAN(impl)                                                          \
    void PQ(impl, poly_ntt)(int32_t *r);                                               \
    void PQ(impl, poly_invntt_tomont)(int32_t *r);                                     \
    void PQ(impl, poly_pointwise_montgomery)(int32_t *r, const int32_t *a, const int32_t *b); \
    void PQ(impl, polyvecl_pointwise_acc_montgomery)(int32_t *r, const int32_t *a, const int32_t *b); \
    void PQ(impl, poly_reduce)(int32_t *r);                                            \
    void PQ(impl, poly_caddq)(int32_t *r);
DECLARE_PQCLEAN(CLEAN)
#ifdef HAVE_PQCLEAN_AVX2
DECLARE_PQCLEAN(AVX2)
void PQCLEAN_MLDSA65_AVX2_poly_nttunpack(int32_t *r);
#endif

#define DECLARE_OURS(isa)                                                              \
    void isa##_mldsa_ntt(int32_t *r);                                                  \
    void isa##_mldsa_invntt_tomont(int32_t *r);                                        \
    void isa##_mldsa_basemul_montgomery(int32_t *r, const int32_t *a, const int32_t *b); \
    void isa##_mldsa_basemul_acc5_montgomery(int32_t *r, const int32_t *a, const int32_t *b); \
    void isa##_mldsa_reduce(int32_t *r);                                               \
    void isa##_mldsa_caddq(int32_t *r);                                                \
    void isa##_mldsa_native_ntt(int32_t *r);                                           \
    void isa##_mldsa_native_invntt_tomont(int32_t *r);                                 \
    void isa##_mldsa_native_ntt_to_standard(int32_t *r);                               \
    void isa##_mldsa_native_ntt_from_standard(int32_t *r);
FOR_EACH_OURS(DECLARE_OURS)

/* ---- what is timed */

enum op { NTT, INVNTT, BASEMUL, ACC, REDUCE, CADDQ };
enum inputs { SMALL, WIDE };           /* |x| <= IN_BOUND, or WIDE_MIN..WIDE_MAX */
enum layout { STANDARD, AVX2_ORDER, NATIVE };  /* the NTT domain's coefficient order */

struct entry {
    const char *function, *impl; /* the row and the column of the table */
    enum op op;                  /* what it computes: checked against clean's function for op */
    enum inputs inputs;
    enum layout layout;
    inplace_fn inplace;          /* NTT, INVNTT, REDUCE, CADDQ: r in place */
    binary_fn binary;            /* BASEMUL, ACC: r = f(a, b) (ACC: a, b of L polynomials) */
    inplace_fn to_standard, from_standard; /* NATIVE: the kernel's own permutations of the NTT domain */
};

#define E_INPLACE(fn, impl, op, f, in, lay) {fn, impl, op, in, lay, f, NULL, NULL, NULL}
#define E_BINARY(fn, impl, op, f, lay) {fn, impl, op, SMALL, lay, NULL, f, NULL, NULL}
#define NATIVE_ORDER(isa) isa##_mldsa_native_ntt_to_standard, isa##_mldsa_native_ntt_from_standard
#define OURS_ENTRIES(isa)                                                                          \
    E_INPLACE("poly_ntt", #isa, NTT, isa##_mldsa_ntt, SMALL, STANDARD),                            \
    E_INPLACE("poly_invntt_tomont", #isa, INVNTT, isa##_mldsa_invntt_tomont, SMALL, STANDARD),     \
    E_BINARY("poly_pointwise_montgomery", #isa, BASEMUL, isa##_mldsa_basemul_montgomery, STANDARD), \
    E_BINARY("polyvecl_pointwise_acc_montgomery", #isa, ACC, isa##_mldsa_basemul_acc5_montgomery, STANDARD), \
    E_INPLACE("poly_reduce", #isa, REDUCE, isa##_mldsa_reduce, WIDE, STANDARD),                    \
    E_INPLACE("poly_caddq", #isa, CADDQ, isa##_mldsa_caddq, WIDE, STANDARD),                      \
    {"poly_ntt (native)", #isa, NTT, SMALL, NATIVE, isa##_mldsa_native_ntt, NULL, NATIVE_ORDER(isa)}, \
    {"poly_invntt_tomont (native)", #isa, INVNTT, SMALL, NATIVE, isa##_mldsa_native_invntt_tomont, NULL, \
     NATIVE_ORDER(isa)},
#define PQCLEAN_ENTRIES(impl, label, lay)                                                          \
    E_INPLACE("poly_ntt", label, NTT, PQ(impl, poly_ntt), SMALL, lay),                             \
    E_INPLACE("poly_invntt_tomont", label, INVNTT, PQ(impl, poly_invntt_tomont), SMALL, lay),      \
    E_BINARY("poly_pointwise_montgomery", label, BASEMUL, PQ(impl, poly_pointwise_montgomery), lay), \
    E_BINARY("polyvecl_pointwise_acc_montgomery", label, ACC, PQ(impl, polyvecl_pointwise_acc_montgomery), lay), \
    E_INPLACE("poly_reduce", label, REDUCE, PQ(impl, poly_reduce), WIDE, lay),                     \
    E_INPLACE("poly_caddq", label, CADDQ, PQ(impl, poly_caddq), WIDE, lay),

static const struct entry entries[] = {
    PQCLEAN_ENTRIES(CLEAN, "clean", STANDARD) /* first: the references */
    FOR_EACH_OURS(OURS_ENTRIES)
#ifdef HAVE_PQCLEAN_AVX2
    PQCLEAN_ENTRIES(AVX2, "avx2-asm", AVX2_ORDER)
#endif
};
#define ENTRIES ((int)(sizeof entries / sizeof entries[0]))

/* ---- data */

static _Alignas(64) int32_t src_small[MAX_CALLS][N], src_wide[MAX_CALLS][N];
static _Alignas(64) int32_t work_a[INPUT_SETS][L * N], work_b[INPUT_SETS][L * N], work_r[MAX_CALLS][N];

static void fill(int32_t *x, int count, enum inputs inputs, uint64_t *seed)
{
    int i;
    for (i = 0; i < count; i++) {
        const uint64_t v = anchor_xorshift(seed);
        x[i] = inputs == WIDE ? (int32_t)((int64_t)(v % ((uint64_t)WIDE_MAX - WIDE_MIN + 1)) + WIDE_MIN)
                              : (int32_t)((int64_t)(v % (2 * IN_BOUND + 1)) - IN_BOUND);
    }
}

static void run(const struct entry *e, int32_t *r, const int32_t *a, const int32_t *b)
{
    if (e->inplace)
        e->inplace(r);
    else
        e->binary(r, a, b);
}

/* ---- the checks, mod q */

static int perm[N]; /* the avx2 order: its position j holds the standard position perm[j] */

/* NTT-domain data into an entry's order: inputs of the inverse and the products */
static void to_layout(int32_t *dst, const int32_t *src, const struct entry *e)
{
    const int permute = e->layout != STANDARD && (e->op == INVNTT || e->op == BASEMUL || e->op == ACC);
    int p, j;
    for (p = 0; p < L; p++) {
        for (j = 0; j < N; j++)
            dst[p * N + j] = src[p * N + (permute && e->layout == AVX2_ORDER ? perm[j] : j)];
        if (permute && e->layout == NATIVE)
            e->from_standard(dst + p * N);
    }
}

/* an entry's result in the standard order: outputs of the forward transform and the products */
static void from_layout(int32_t *dst, const int32_t *src, const struct entry *e)
{
    const int permute = e->layout != STANDARD && (e->op == NTT || e->op == BASEMUL || e->op == ACC);
    int j;
    for (j = 0; j < N; j++)
        dst[permute && e->layout == AVX2_ORDER ? perm[j] : j] = src[j];
    if (permute && e->layout == NATIVE)
        e->to_standard(dst);
}

static int congruent(const int32_t *x, const int32_t *y)
{
    int j;
    for (j = 0; j < N; j++)
        if (((int64_t)x[j] - (int64_t)y[j]) % Q != 0)
            return 0;
    return 1;
}

static const struct entry *find(enum op op, const char *impl)
{
    int i;
    for (i = 0; i < ENTRIES; i++)
        if (entries[i].op == op && !strcmp(entries[i].impl, impl))
            return &entries[i];
    return NULL;
}

/* invntt_tomont(reduce(ntt(x))) = 2^32 x mod q with the implementation's own functions (its own order
 * in between); reduce first because the NTTs are lazy (out bound above the inverse's in bound q - 1) */
static int roundtrip(const char *impl, const int32_t *x)
{
    static _Alignas(64) int32_t r[N];
    const struct entry *ntt = find(NTT, impl), *red = find(REDUCE, impl), *inv = find(INVNTT, impl);
    int j;
    memcpy(r, x, sizeof r);
    run(ntt, r, NULL, NULL);
    run(red, r, NULL, NULL);
    run(inv, r, NULL, NULL);
    for (j = 0; j < N; j++)
        if ((((int64_t)r[j] - (int64_t)x[j] * MONT_R) % Q) != 0)
            return 0;
    return 1;
}

static int check(void)
{
    static _Alignas(64) int32_t a[L * N], b[L * N], ta[L * N], tb[L * N], r[N], want[N], got[N];
    uint64_t seed;
    int t, i, j;
#ifdef HAVE_PQCLEAN_AVX2
    for (j = 0; j < N; j++)
        r[j] = j;
    PQCLEAN_MLDSA65_AVX2_poly_nttunpack(r);
    for (j = 0; j < N; j++)
        perm[j] = r[j];
#else
    for (j = 0; j < N; j++)
        perm[j] = j;
#endif
    for (t = 0; t < CHECKS; t++) {
        for (i = 0; i < ENTRIES; i++) {
            const struct entry *e = &entries[i], *ref = find(e->op, "clean");
            const int32_t hi = e->inputs == WIDE ? WIDE_MAX : IN_BOUND, lo = e->inputs == WIDE ? WIDE_MIN : -IN_BOUND;
            seed = 0x9e3779b97f4a7c15u + (uint64_t)t * 0x100000001b3u;
            fill(a, L * N, e->inputs, &seed);
            fill(b, L * N, e->inputs, &seed);
            if (t >= CHECKS - 2)
                for (j = 0; j < L * N; j++)
                    a[j] = b[j] = t == CHECKS - 2 ? hi : lo;
            if (e->op == NTT && !roundtrip(e->impl, a)) {
                printf("{\"error\": \"%s invntt_tomont(reduce(ntt(x))) != 2^32 x mod q on input %d\"}\n", e->impl, t);
                return 1;
            }
            if (ref == e)
                continue;
            memcpy(r, a, sizeof r);
            run(ref, r, a, b);
            memcpy(want, r, sizeof want);
            to_layout(ta, a, e);
            to_layout(tb, b, e);
            memcpy(r, ta, sizeof r);
            run(e, r, ta, tb);
            from_layout(got, r, e);
            if (!congruent(got, want)) {
                printf("{\"error\": \"%s %s differs from clean mod q on input %d\"}\n", e->impl, e->function, t);
                return 1;
            }
        }
    }
    return 0;
}

/* ---- timing */

static uint64_t sample(const struct entry *e, int calls)
{
    uint64_t t0, t1;
    int c;
    ANCHOR_WARM_UP(run(e, work_r[0], work_a[0], work_b[0])); /* the in-place inputs are copied afresh below */
    if (e->inplace)
        for (c = 0; c < calls; c++)
            memcpy(work_r[c], e->inputs == WIDE ? src_wide[c] : src_small[c], sizeof work_r[c]);
#ifdef HAVE_PQCLEAN_AVX2
    /* PQClean's assembly returns with the upper halves of the ymm registers dirty (see modq.c) */
    __asm__ __volatile__("vzeroupper");
#endif
    t0 = anchor_tsc();
    for (c = 0; c < calls; c++)
        run(e, work_r[c], work_a[c % INPUT_SETS], work_b[c % INPUT_SETS]);
    t1 = anchor_tsc();
    return t1 - t0;
}

int main(int argc, char **argv)
{
    const int reps = argc > 1 ? atoi(argv[1]) : 1001;
    const int calls = argc > 2 ? atoi(argv[2]) : MAX_CALLS;
    uint64_t *t[ENTRIES], *empty, seed = 42;
    int rep, i, c;
    if (reps < 11 || calls < 1 || calls > MAX_CALLS) {
        fprintf(stderr, "usage: %s [REPS >= 11 [CALLS in 1..%d]]\n", argv[0], MAX_CALLS);
        return 2;
    }
    if (check())
        return 1;
    for (c = 0; c < MAX_CALLS; c++) {
        fill(src_small[c], N, SMALL, &seed);
        fill(src_wide[c], N, WIDE, &seed);
    }
    for (c = 0; c < INPUT_SETS; c++) {
        fill(work_a[c], L * N, SMALL, &seed);
        fill(work_b[c], L * N, SMALL, &seed);
    }
    for (i = 0; i < ENTRIES; i++)
        t[i] = malloc(sizeof(uint64_t) * (size_t)reps);
    empty = malloc(sizeof(uint64_t) * (size_t)reps);
    for (rep = -reps / 10; rep < reps; rep++) {
        for (i = 0; i < ENTRIES; i++) {
            const int which = (i + rep + reps) % ENTRIES;
            const uint64_t ticks = sample(&entries[which], calls);
            if (rep >= 0)
                t[which][rep] = ticks;
        }
        if (rep >= 0)
            empty[rep] = anchor_empty();
    }
    {
        const uint64_t e = anchor_median(empty, reps);
        printf("{\"ticks\": [");
        for (i = 0; i < ENTRIES; i++) {
            const uint64_t m = anchor_median(t[i], reps);
            printf("%s{\"function\": \"%s\", \"impl\": \"%s\", \"ticks\": %.2f}", i ? ", " : "",
                   entries[i].function, entries[i].impl, m > e ? (double)(m - e) / calls : 0.0);
        }
        printf("]}\n");
    }
    return 0;
}
