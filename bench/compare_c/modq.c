/* bench/modq.py driver: ML-KEM's polynomial arithmetic (q = 3329, n = 256), gen's emitted kernels
 * against PQClean ML-KEM-768 `clean` and `avx2` (hand-written assembly), in one process.
 *
 *   modq [REPS [CALLS]]
 *
 * Linked with: for every ISA X in FOR_EACH_OURS, emitted/mlkem/X/mlkem.c, a `ntt_output = "lazy"`
 * variant (mlkem_lazy.c) and a lazy variant in the native NTT-domain order (mlkem_native.c:
 * `ntt_order = "native"`), partially linked with every global prefixed `X_` (X_mlkem_ntt, ...);
 * PQClean's clean objects; with -DHAVE_PQCLEAN_AVX2, PQClean's avx2 objects. Compiled with
 * -D'FOR_EACH_OURS(X)=X(c64) X(avx2) ...'.
 *
 * Every implementation is called through its own API on its own data layout: ours and clean on
 * the standard (FIPS 203 / PQClean clean) order; PQClean avx2 on its own coefficient order (the
 * order its poly_nttunpack produces); our native variants on theirs (mlkem_native_ntt_from_standard). Before timing, every function of every implementation is
 * compared mod q with clean's on random and extreme inputs (the avx2 results after mapping its order
 * back); a mismatch prints an "error" line, exit 1.
 *
 * Timed (TSC ticks per call): a sample is CALLS calls, each with its own output polynomial (in-place
 * functions get fresh inputs copied in before the sample, untimed, after untimed calls of the same
 * function for ANCHOR_WARM_TICKS (anchor_timing.h: the 512-bit units power up); the products read one of
 * INPUT_SETS pairs of inputs, so that everything stays in L1 at CALLS = 16), lfence; rdtsc; lfence around
 * it, the median empty region subtracted, divided by CALLS. A round times every (function,
 * implementation) once, in an order that rotates by one every round; the first tenth of the
 * rounds warms up; each figure is the median over REPS rounds. A vzeroupper precedes every sample
 * (untimed; see sample()). Output: one JSON line {"ticks": [{"function": row, "impl": column,
 * "ticks": ticks per call}, ...]}.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anchor_timing.h"

#define N 256
#define K 3 /* ML-KEM-768's polyvec length */
#define Q 3329
#define IN_BOUND 3328 /* inputs |x| <= q - 1: within every implementation's input bound */
#define MAX_CALLS 16
#define INPUT_SETS 4
#define CHECKS 24 /* random inputs, then all +IN_BOUND, then all -IN_BOUND */

typedef void (*inplace_fn)(int16_t *r);
typedef void (*binary_fn)(int16_t *r, const int16_t *a, const int16_t *b);

/* ---- the implementations (PQClean's poly and polyvec are int16_t arrays, 32-byte aligned for avx2) */

#define PQ(impl, name) PQCLEAN_MLKEM768_##impl##_##name
#define DECLARE_PQCLEAN(impl)                                                          \
    void PQ(impl, poly_ntt)(int16_t *r);                                               \
    void PQ(impl, poly_invntt_tomont)(int16_t *r);                                     \
    void PQ(impl, poly_basemul_montgomery)(int16_t *r, const int16_t *a, const int16_t *b); \
    void PQ(impl, polyvec_basemul_acc_montgomery)(int16_t *r, const int16_t *a, const int16_t *b); \
    void PQ(impl, poly_reduce)(int16_t *r);                                            \
    void PQ(impl, poly_tomont)(int16_t *r);
DECLARE_PQCLEAN(CLEAN)
#ifdef HAVE_PQCLEAN_AVX2
DECLARE_PQCLEAN(AVX2)
void PQCLEAN_MLKEM768_AVX2_poly_nttunpack(int16_t *r);

static void avx2_ntt_reduce(int16_t *r)
{
    PQCLEAN_MLKEM768_AVX2_poly_ntt(r);
    PQCLEAN_MLKEM768_AVX2_poly_reduce(r);
}

static void avx2_acc_reduce(int16_t *r, const int16_t *a, const int16_t *b)
{
    PQCLEAN_MLKEM768_AVX2_polyvec_basemul_acc_montgomery(r, a, b);
    PQCLEAN_MLKEM768_AVX2_poly_reduce(r);
}
#endif

#define DECLARE_OURS(isa)                                                              \
    void isa##_mlkem_ntt(int16_t *r);                                                  \
    void isa##_mlkem_lazy_ntt(int16_t *r);                                             \
    void isa##_mlkem_native_ntt(int16_t *r);                                           \
    void isa##_mlkem_native_invntt_tomont(int16_t *r);                                 \
    void isa##_mlkem_native_basemul_acc3_montgomery(int16_t *r, const int16_t *a, const int16_t *b); \
    void isa##_mlkem_native_ntt_to_standard(int16_t *r);                               \
    void isa##_mlkem_native_ntt_from_standard(int16_t *r);                             \
    void isa##_mlkem_invntt_tomont(int16_t *r);                                        \
    void isa##_mlkem_basemul_montgomery(int16_t *r, const int16_t *a, const int16_t *b); \
    void isa##_mlkem_basemul_acc3_montgomery(int16_t *r, const int16_t *a, const int16_t *b); \
    void isa##_mlkem_reduce(int16_t *r);                                               \
    void isa##_mlkem_tomont(int16_t *r);
FOR_EACH_OURS(DECLARE_OURS)

/* ---- what is timed */

enum op { NTT, INVNTT, BASEMUL, ACC, REDUCE, TOMONT };
enum inputs { SMALL, ANY };            /* |x| <= IN_BOUND, or any int16_t */
enum layout { STANDARD, AVX2_ORDER, NATIVE };  /* the NTT domain's coefficient order */

struct entry {
    const char *function, *impl; /* the row and the column of the table */
    enum op op;                  /* what it computes: checked against clean's function for op */
    enum inputs inputs;
    enum layout layout;
    inplace_fn inplace;          /* NTT, INVNTT, REDUCE, TOMONT: r in place */
    binary_fn binary;            /* BASEMUL, ACC: r = f(a, b) (ACC: a, b of K polynomials) */
    inplace_fn to_standard, from_standard; /* NATIVE: the kernel's own permutations of the NTT domain */
};

#define E_INPLACE(fn, impl, op, f, in, lay) {fn, impl, op, in, lay, f, NULL, NULL, NULL}
#define E_BINARY(fn, impl, op, f, lay) {fn, impl, op, SMALL, lay, NULL, f, NULL, NULL}
#define NATIVE_ORDER(isa) isa##_mlkem_native_ntt_to_standard, isa##_mlkem_native_ntt_from_standard
#define OURS_ENTRIES(isa)                                                                         \
    E_INPLACE("poly_ntt", #isa, NTT, isa##_mlkem_ntt, SMALL, STANDARD),                           \
    E_INPLACE("poly_ntt (lazy)", #isa, NTT, isa##_mlkem_lazy_ntt, SMALL, STANDARD),               \
    {"poly_ntt (native, lazy)", #isa, NTT, SMALL, NATIVE, isa##_mlkem_native_ntt, NULL, NATIVE_ORDER(isa)}, \
    {"poly_invntt_tomont (native)", #isa, INVNTT, SMALL, NATIVE, isa##_mlkem_native_invntt_tomont, NULL,   \
     NATIVE_ORDER(isa)},                                                                          \
    {"polyvec_basemul_acc_montgomery (native)", #isa, ACC, SMALL, NATIVE, NULL,                     \
     isa##_mlkem_native_basemul_acc3_montgomery, NATIVE_ORDER(isa)},                              \
    E_INPLACE("poly_invntt_tomont", #isa, INVNTT, isa##_mlkem_invntt_tomont, SMALL, STANDARD),    \
    E_BINARY("poly_basemul_montgomery", #isa, BASEMUL, isa##_mlkem_basemul_montgomery, STANDARD), \
    E_BINARY("polyvec_basemul_acc_montgomery", #isa, ACC, isa##_mlkem_basemul_acc3_montgomery, STANDARD), \
    E_INPLACE("poly_reduce", #isa, REDUCE, isa##_mlkem_reduce, ANY, STANDARD),                    \
    E_INPLACE("poly_tomont", #isa, TOMONT, isa##_mlkem_tomont, ANY, STANDARD),
#define PQCLEAN_ENTRIES(impl, label, lay)                                                         \
    E_INPLACE("poly_ntt", label, NTT, PQ(impl, poly_ntt), SMALL, lay),                            \
    E_INPLACE("poly_invntt_tomont", label, INVNTT, PQ(impl, poly_invntt_tomont), SMALL, lay),     \
    E_BINARY("poly_basemul_montgomery", label, BASEMUL, PQ(impl, poly_basemul_montgomery), lay),  \
    E_BINARY("polyvec_basemul_acc_montgomery", label, ACC, PQ(impl, polyvec_basemul_acc_montgomery), lay), \
    E_INPLACE("poly_reduce", label, REDUCE, PQ(impl, poly_reduce), ANY, lay),                     \
    E_INPLACE("poly_tomont", label, TOMONT, PQ(impl, poly_tomont), ANY, lay),

static const struct entry entries[] = {
    PQCLEAN_ENTRIES(CLEAN, "clean", STANDARD) /* first: the references */
    FOR_EACH_OURS(OURS_ENTRIES)
#ifdef HAVE_PQCLEAN_AVX2
    PQCLEAN_ENTRIES(AVX2, "avx2-asm", AVX2_ORDER)
    E_INPLACE("poly_ntt+poly_reduce", "avx2-asm", NTT, avx2_ntt_reduce, SMALL, AVX2_ORDER),
    E_BINARY("polyvec_basemul_acc_montgomery+poly_reduce", "avx2-asm", ACC, avx2_acc_reduce, AVX2_ORDER),
#endif
};
#define ENTRIES ((int)(sizeof entries / sizeof entries[0]))

/* ---- data */

static _Alignas(64) int16_t src_small[MAX_CALLS][N], src_any[MAX_CALLS][N];
static _Alignas(64) int16_t work_a[INPUT_SETS][K * N], work_b[INPUT_SETS][K * N], work_r[MAX_CALLS][N];

static void fill(int16_t *x, int count, enum inputs inputs, uint64_t *seed)
{
    int i;
    for (i = 0; i < count; i++) {
        const uint64_t v = anchor_xorshift(seed);
        x[i] = inputs == ANY ? (int16_t)(uint16_t)v : (int16_t)((int64_t)(v % (2 * IN_BOUND + 1)) - IN_BOUND);
    }
}

static void run(const struct entry *e, int16_t *r, const int16_t *a, const int16_t *b)
{
    if (e->inplace)
        e->inplace(r);
    else
        e->binary(r, a, b);
}

/* ---- the check against clean, mod q */

static int perm[N]; /* the avx2 order: its position j holds the standard position perm[j] */

/* NTT-domain data into an entry's order: inputs of the inverse and the products */
static void to_layout(int16_t *dst, const int16_t *src, const struct entry *e)
{
    const int permute = e->layout != STANDARD && (e->op == INVNTT || e->op == BASEMUL || e->op == ACC);
    int p, j;
    for (p = 0; p < K; p++) {
        for (j = 0; j < N; j++)
            dst[p * N + j] = src[p * N + (permute && e->layout == AVX2_ORDER ? perm[j] : j)];
        if (permute && e->layout == NATIVE)
            e->from_standard(dst + p * N);
    }
}

/* an entry's result in the standard order: outputs of the forward transform and the products */
static void from_layout(int16_t *dst, const int16_t *src, const struct entry *e)
{
    const int permute = e->layout != STANDARD && (e->op == NTT || e->op == BASEMUL || e->op == ACC);
    int j;
    for (j = 0; j < N; j++)
        dst[permute && e->layout == AVX2_ORDER ? perm[j] : j] = src[j];
    if (permute && e->layout == NATIVE)
        e->to_standard(dst);
}

static int congruent(const int16_t *x, const int16_t *y)
{
    int j;
    for (j = 0; j < N; j++)
        if (((int)x[j] - (int)y[j]) % Q != 0)
            return 0;
    return 1;
}

static const struct entry *reference(enum op op)
{
    int i;
    for (i = 0; i < ENTRIES; i++)
        if (entries[i].op == op && !strcmp(entries[i].impl, "clean"))
            return &entries[i];
    return NULL;
}

static int check(void)
{
    static _Alignas(64) int16_t a[K * N], b[K * N], ta[K * N], tb[K * N], r[N], want[N], got[N];
    uint64_t seed;
    int t, i, j;
#ifdef HAVE_PQCLEAN_AVX2
    for (j = 0; j < N; j++)
        r[j] = (int16_t)j;
    PQCLEAN_MLKEM768_AVX2_poly_nttunpack(r);
    for (j = 0; j < N; j++)
        perm[j] = r[j];
#else
    for (j = 0; j < N; j++)
        perm[j] = j;
#endif
    for (t = 0; t < CHECKS; t++) {
        for (i = 0; i < ENTRIES; i++) {
            const struct entry *e = &entries[i], *ref = reference(e->op);
            if (ref == e)
                continue;
            seed = 0x9e3779b97f4a7c15u + (uint64_t)t * 0x100000001b3u;
            fill(a, K * N, e->inputs, &seed);
            fill(b, K * N, e->inputs, &seed);
            if (t >= CHECKS - 2)
                for (j = 0; j < K * N; j++)
                    a[j] = b[j] = (int16_t)(t == CHECKS - 2 ? IN_BOUND : -IN_BOUND);
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
            memcpy(work_r[c], e->inputs == ANY ? src_any[c] : src_small[c], sizeof work_r[c]);
#ifdef HAVE_PQCLEAN_AVX2
    /* PQClean's assembly returns with the upper halves of the ymm registers dirty (no vzeroupper);
     * legacy-SSE code after it (ours for c64 and clean, both auto-vectorised with SSE at -O2/-O3)
     * then runs about 3.5x slower on Zen 5 until the next vzeroupper */
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
        fill(src_any[c], N, ANY, &seed);
    }
    for (c = 0; c < INPUT_SETS; c++) {
        fill(work_a[c], K * N, SMALL, &seed);
        fill(work_b[c], K * N, SMALL, &seed);
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
