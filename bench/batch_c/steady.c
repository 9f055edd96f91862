/* steady.c - ticks per element of a GF(2^8) kernel's gfni mul_n entry points in a steady loop.
 *
 * Built by bench/batch.py for fields with the gfni family (GEN_NAME, GEN_HEADER and its .c):
 * N_mul_n_gfni (standard basis: three affine maps and one gf2p8mulb per vector) and N_mul_n_aes (AES
 * basis: one gf2p8mulb per vector).
 *   steady N1,N2,... REPS   one JSON line: {"n": [...], "mul_n_gfni": [...], "mul_n_aes": [...]}
 * A sample is SAMPLE_ELEMENTS / n back-to-back calls on the same 64-byte aligned arrays (L1/L2-resident,
 * as for a caller looping over one buffer; no rotating inputs as in batch_bench.c), after ANCHOR_WARM_UP;
 * the figure is the median over REPS samples, per element. Both functions are checked first: mul_n_gfni
 * against N_mul per element, mul_n_aes through N_to_aes_basis / N_from_aes_basis (exit 1 on a
 * mismatch).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anchor_timing.h"
#include "common/rng.h"
#include "common/timing.h"

#define ST_CAT_(a, b) a##b
#define ST_CAT(a, b) ST_CAT_(a, b)
#define ST_SYM(x) ST_CAT(GEN_NAME, x)

#include GEN_HEADER

typedef ST_SYM(_t) elem;
typedef void (*mul_n_fn)(elem *c, const elem *a, const elem *b, size_t n);

#define MAX_N 65536
#define MAX_NS 16
#define SAMPLE_ELEMENTS 262144 /* elements per sample: the TSC reads cost under 1% of it */

#define ST_ALIGNED __attribute__((aligned(64)))
static elem A[MAX_N] ST_ALIGNED, B[MAX_N] ST_ALIGNED, C[MAX_N] ST_ALIGNED, MA[MAX_N] ST_ALIGNED, MB[MAX_N] ST_ALIGNED;

static double median_ticks(mul_n_fn f, const elem *a, const elem *b, size_t n, int reps, uint64_t *samples)
{
    const size_t calls = n >= SAMPLE_ELEMENTS ? 1 : SAMPLE_ELEMENTS / n;
    ANCHOR_WARM_UP(f(C, a, b, n));
    for (int r = 0; r < reps; r++) {
        const uint64_t t0 = anchor_tsc();
        for (size_t k = 0; k < calls; k++)
            f(C, a, b, n);
        samples[r] = anchor_tsc() - t0;
    }
    return (double)hc_median_u64(samples, reps) / ((double)calls * (double)n);
}

static void check(size_t n)
{
    ST_SYM(_mul_n_gfni)(C, A, B, n);
    for (size_t i = 0; i < n; i++)
        if (C[i] != ST_SYM(_mul)(A[i], B[i])) {
            fprintf(stderr, "mul_n_gfni wrong at %zu\n", i);
            exit(1);
        }
    ST_SYM(_mul_n_aes)(C, MA, MB, n);
    ST_SYM(_from_aes_basis)(C, C, n);
    for (size_t i = 0; i < n; i++)
        if (C[i] != ST_SYM(_mul)(A[i], B[i])) {
            fprintf(stderr, "mul_n_aes wrong at %zu\n", i);
            exit(1);
        }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: steady N1,N2,... REPS\n");
        return 2;
    }
    size_t ns[MAX_NS];
    int count = 0;
    for (char *p = strtok(argv[1], ","); p && count < MAX_NS; p = strtok(NULL, ","))
        ns[count++] = (size_t)strtoul(p, NULL, 10);
    const int reps = atoi(argv[2]);
    uint64_t *samples = malloc(sizeof *samples * (size_t)(reps > 0 ? reps : 1));
    if (!samples || reps < 1)
        return 2;
    uint64_t s = 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i < MAX_N; i++) {
        const uint64_t x = hc_xorshift64(&s);
        A[i] = (elem)x, B[i] = (elem)(x >> 8);
    }
    ST_SYM(_to_aes_basis)(MA, A, MAX_N);
    ST_SYM(_to_aes_basis)(MB, B, MAX_N);
    double gfni[MAX_NS], aes[MAX_NS];
    for (int j = 0; j < count; j++) {
        if (ns[j] < 1 || ns[j] > MAX_N)
            return 2;
        check(ns[j]);
        gfni[j] = median_ticks(ST_SYM(_mul_n_gfni), A, B, ns[j], reps, samples);
        aes[j] = median_ticks(ST_SYM(_mul_n_aes), MA, MB, ns[j], reps, samples);
    }
    printf("{\"n\": [");
    for (int j = 0; j < count; j++)
        printf("%s%zu", j ? ", " : "", ns[j]);
    printf("], \"mul_n_gfni\": [");
    for (int j = 0; j < count; j++)
        printf("%s%.5f", j ? ", " : "", gfni[j]);
    printf("], \"mul_n_aes\": [");
    for (int j = 0; j < count; j++)
        printf("%s%.5f", j ? ", " : "", aes[j]);
    printf("]}\n");
    free(samples);
    return 0;
}
