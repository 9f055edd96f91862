/* batch_bench.c - ticks per element of gen's batch kernels and of the anchors, in one process.
 *
 * Built by bench/batch.py with the kernel (GEN_NAME, GEN_HEADER, its .c), the family lists
 * (BATCH_MUL_FAMS, BATCH_CONST_FAMS as for harness_c/batch_harness.c), GEN_MCE (a file with
 * Classic McEliece's gf_mul shape, `mce_gf_mul`), and optionally HAVE_GFC (GF-Complete, w = m,
 * GF_MULT_DEFAULT for w = 4, 8, 16 and GF_MULT_TABLE otherwise; HAVE_GFC_REGION: its region multiply,
 * for w = 8 where one element is one byte) and HAVE_ISAL (ISA-L gf_vect_mul,
 * gf_vect_mad; GF(2^8) mod x^8+x^4+x^3+x^2+1 only).
 *   drv N1,N2,... REPS    one JSON line: median ticks per element per implementation and n.
 * Every implementation is checked against N_mul on the timed inputs first (exit 1 on a mismatch).
 * Rounds rotate the order of the implementations; each sample runs about 4096 elements, after untimed
 * calls of the same implementation for ANCHOR_WARM_TICKS (bench/anchors/anchor_timing.h: the 512-bit
 * units of Intel cores power down during the scalar implementations' samples).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anchor_timing.h"
#include "tsc.h"

#define BB_CAT_(a, b) a##b
#define BB_CAT(a, b) BB_CAT_(a, b)
#define BB_SYM(x) BB_CAT(GEN_NAME, x)
#define BB_STR_(x) #x
#define BB_STR(x) BB_STR_(x)

#include GEN_HEADER
#include GEN_MCE
#ifdef HAVE_GFC
#include <gf_complete.h>
#endif
#ifdef HAVE_ISAL
#include <isa-l.h>
#endif

typedef BB_SYM(_t) elem;
#define BB_M ((int)BB_CAT(GEN_MACRO, _M))
#define MAXN 65536

static elem A[MAXN] __attribute__((aligned(64))), B[MAXN] __attribute__((aligned(64)));
static elem C[MAXN] __attribute__((aligned(64))), W[MAXN] __attribute__((aligned(64)));
static elem K;
#ifdef HAVE_GFC
static gf_t gfc;
#endif
#ifdef HAVE_ISAL
static unsigned char isal_tbl[32];
#endif

typedef void (*impl_fn)(size_t n);
#define BB_MUL(fam) static void mul_n_##fam(size_t n) { BB_CAT(BB_SYM(_mul_n_), fam)(C, A, B, n); }
#define BB_CONST(fam)                                                                            \
    static void mul_const_##fam(size_t n) { BB_CAT(BB_SYM(_mul_const_), fam)(C, A, K, n); }    \
    static void muladd_const_##fam(size_t n) { BB_CAT(BB_SYM(_muladd_const_), fam)(C, A, K, n); }
BATCH_MUL_FAMS(BB_MUL)
BATCH_CONST_FAMS(BB_CONST)
static void mul_n_dispatch(size_t n) { BB_SYM(_mul_n)(C, A, B, n); }
static void mul_const_dispatch(size_t n) { BB_SYM(_mul_const)(C, A, K, n); }
static void muladd_const_dispatch(size_t n) { BB_SYM(_muladd_const)(C, A, K, n); }
static void mul_loop(size_t n) { size_t i; for (i = 0; i < n; i++) C[i] = BB_SYM(_mul)(A[i], B[i]); }
static void mceliece_loop(size_t n) { size_t i; for (i = 0; i < n; i++) C[i] = (elem)mce_gf_mul(A[i], B[i]); }
#ifdef HAVE_GFC
static void gfc_mul_loop(size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        C[i] = (elem)gfc.multiply.w32(&gfc, A[i], B[i]);
}
#ifdef HAVE_GFC_REGION
static void gfc_region_mul(size_t n) { gfc.multiply_region.w32(&gfc, A, C, K, (int)(n * sizeof(elem)), 0); }
static void gfc_region_mad(size_t n) { gfc.multiply_region.w32(&gfc, A, C, K, (int)(n * sizeof(elem)), 1); }
#endif
#endif
#ifdef HAVE_ISAL
static void isal_mul(size_t n) { gf_vect_mul((int)n, isal_tbl, A, C); }
static void isal_mad(size_t n) { gf_vect_mad((int)n, 1, 0, isal_tbl, (unsigned char *)A, (unsigned char *)C); }
#endif

/* kind: 0 = element-wise product (check C = A*B), 1 = times K, 2 = C ^= K*A; min_n/step: anchor limits */
typedef struct { const char *name; impl_fn f; int kind; size_t min_n, step; } impl_t;
#define BB_MUL_ROW(fam) {"mul_n_" #fam, mul_n_##fam, 0, 1, 1},
#define BB_CONST_ROW(fam) {"mul_const_" #fam, mul_const_##fam, 1, 1, 1}, {"muladd_const_" #fam, muladd_const_##fam, 2, 1, 1},
static const impl_t impls[] = {
    BATCH_MUL_FAMS(BB_MUL_ROW){"mul_n_dispatch", mul_n_dispatch, 0, 1, 1},
    {"mul_loop", mul_loop, 0, 1, 1},
    {"mceliece_loop", mceliece_loop, 0, 1, 1},
    BATCH_CONST_FAMS(BB_CONST_ROW){"mul_const_dispatch", mul_const_dispatch, 1, 1, 1},
    {"muladd_const_dispatch", muladd_const_dispatch, 2, 1, 1},
#ifdef HAVE_GFC
    {"gfcomplete_mul_loop", gfc_mul_loop, 0, 1, 1},
#ifdef HAVE_GFC_REGION
    {"gfcomplete_region_mul", gfc_region_mul, 1, 1, 1},
    {"gfcomplete_region_mad", gfc_region_mad, 2, 1, 1},
#endif
#endif
#ifdef HAVE_ISAL
    {"isal_gf_vect_mul", isal_mul, 1, 32, 32},
    {"isal_gf_vect_mad", isal_mad, 2, 64, 32},
#endif
};
#define NIMPL ((int)(sizeof impls / sizeof impls[0]))

static int applies(const impl_t *im, size_t n) { return n >= im->min_n && n % im->step == 0; }

static int verify(const impl_t *im, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        C[i] = W[i] = (elem)(i * 7 & ((1u << BB_M) - 1));
    im->f(n);
    for (i = 0; i < n; i++) {
        elem want = im->kind == 0 ? BB_SYM(_mul)(A[i], B[i]) : BB_SYM(_mul)(A[i], K);
        if (im->kind == 2)
            want ^= W[i];
        if (C[i] != want) {
            fprintf(stderr, "ERROR: WRONG RESULT from %s at n=%zu, i=%zu\n", im->name, n, i);
            return 1;
        }
    }
    return 0;
}

static int cmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

int main(int argc, char **argv)
{
    size_t ns[32];
    int nn = 0, reps, r, i, j;
    uint64_t s = 0x9E3779B97F4A7C15ULL;
    static double samples[32][64][1001];
    const char *p;
    if (argc != 3)
        return 2;
    for (p = argv[1]; *p && nn < 32;) {
        ns[nn++] = (size_t)strtoull(p, (char **)&p, 10);
        if (*p == ',')
            p++;
    }
    reps = atoi(argv[2]);
    if (reps < 5 || reps > 1001 || NIMPL > 64)
        return 2;
    for (i = 0; i < MAXN; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        A[i] = (elem)(s & ((1u << BB_M) - 1));
        B[i] = (elem)((s >> 20) & ((1u << BB_M) - 1));
    }
    K = (elem)(0x35 & ((1u << BB_M) - 1));
#ifdef HAVE_GFC
    if (!gf_init_hard(&gfc, BB_M, (BB_M == 4 || BB_M == 8 || BB_M == 16) ? GF_MULT_DEFAULT : GF_MULT_TABLE,
                      GF_REGION_DEFAULT, GF_DIVIDE_DEFAULT, GFC_POLY, 0, 0, NULL, NULL)) {
        fprintf(stderr, "gf_init_hard failed\n");
        return 2;
    }
#endif
#ifdef HAVE_ISAL
    gf_vect_mul_init((unsigned char)K, isal_tbl);
#endif
    for (j = 0; j < nn; j++)
        for (i = 0; i < NIMPL; i++)
            if (applies(&impls[i], ns[j]) && verify(&impls[i], ns[j]))
                return 1;
    for (r = -10; r < reps; r++)
        for (j = 0; j < nn; j++) {
            size_t n = ns[j];
            int calls = (int)(4096 / n) + 1, c;
            for (i = 0; i < NIMPL; i++) {
                int k = (i + r + 20) % NIMPL;
                uint64_t t0;
                if (!applies(&impls[k], n))
                    continue;
                ANCHOR_WARM_UP(impls[k].f(n));
                t0 = tsc_read();
                for (c = 0; c < calls; c++)
                    impls[k].f(n);
                if (r >= 0)
                    samples[j][k][r] = (double)(tsc_read() - t0) / ((double)calls * (double)n);
            }
        }
    printf("{\"unit\": \"%s\", \"n\": [", TSC_UNIT);
    for (j = 0; j < nn; j++)
        printf("%s%zu", j ? ", " : "", ns[j]);
    printf("], \"per_element\": {");
    for (i = 0; i < NIMPL; i++) {
        printf("%s\"%s\": [", i ? ", " : "", impls[i].name);
        for (j = 0; j < nn; j++) {
            if (!applies(&impls[i], ns[j])) {
                printf("%snull", j ? ", " : "");
                continue;
            }
            qsort(samples[j][i], (size_t)reps, sizeof(double), cmp);
            printf("%s%.4f", j ? ", " : "", samples[j][i][reps / 2]);
        }
        printf("]");
    }
    printf("}, \"check\": %u}\n", (unsigned)C[1]);
    return 0;
}
