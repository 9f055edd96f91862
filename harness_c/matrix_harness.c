/* Harness driver for GF(16) matrix kernels (gen.matrix): checks and timing of N_gf16m_mul.
 *
 *   matrix_harness check VEC   VEC: u64 l, count; the GF(16) product table T[16*x + y] = x*y
 *                              (256 bytes, from Python); then count x (a[LL], b[LL], a*b[LL]).
 *                              Checks, against T only (the index logic here is independent of
 *                              the generator's plan):
 *                              1. every pair of basis vectors (bit p of byte u of a, bit q of byte
 *                                 v of b): c is x^p*x^q at (i, j) when u = (i, k), v = (k, j), else 0;
 *                              2. every value pair in every lane and step: a all x with row k0 of b
 *                                 all y, and column k0 of a all x with b all y (c = x*y everywhere);
 *                              3. the random/structured records (high nibbles may be set), c
 *                                 aliasing a, c aliasing b, guard bytes around c; and the table
 *                                 triple loop baseline on the same records (low nibbles).
 *   matrix_harness bench VEC [REPS]  JSON: median ticks per call of N_gf16m_mul and of the baseline
 *                              (its table mt4b from VEC), interleaved in this process (64 independent
 *                              calls per sample).
 *
 * Compiled with -DGEN_NAME=<sym> -DGEN_MACRO=<SYM> -DGEN_HEADER="<path>/<sym>.h" and
 * -DGEN_SOURCE="<file with the body>" (the .c, or the header for --header-only).
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
#include "common/timing.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define KMUL CAT(GEN_NAME, _gf16m_mul)
#define L ((int)CAT(GEN_MACRO, _L))
#define LL ((int)CAT(GEN_MACRO, _LL))

static uint8_t T[256];
static uint8_t mt4b[256]; /* the baseline's table, as SNOVA's reference keeps it */

/* The table-lookup triple loop of SNOVA's reference implementation (written for this harness):
 * c[i][j] = sum_k mt4b[(a[i][k] << 4) ^ b[k][j]], accumulated in c. Inputs must be < 16. */
static void baseline_mul(const uint8_t *a, const uint8_t *b, uint8_t *c)
{
    int i, j, k;
    for (i = 0; i < L; i++)
        for (j = 0; j < L; j++) {
            c[i * L + j] = mt4b[(a[i * L] << 4) ^ b[j]];
            for (k = 1; k < L; k++)
                c[i * L + j] ^= mt4b[(a[i * L + k] << 4) ^ b[k * L + j]];
        }
}

static const uint8_t guard_byte = 0xA5u;
static const hc_guard_t G = {1, 16, &guard_byte}; /* 16 guard bytes on each side */
#define fail(what, k) hc_fail("matrix harness", what, "case", (long)(k))

static int all_equal(const uint8_t *c, uint8_t v)
{
    int i;
    for (i = 0; i < LL; i++)
        if (c[i] != v)
            return 0;
    return 1;
}

static int check_basis(uint8_t *a, uint8_t *b, uint8_t *c, long *cases)
{
    int u, v, i, j;
    uint8_t want[64];
    for (u = 0; u < 4 * LL; u++)
        for (v = 0; v < 4 * LL; v++, (*cases)++) {
            int ia = u / 4 / L, ka = u / 4 % L, kb = v / 4 / L, jb = v / 4 % L;
            memset(a, 0, LL);
            memset(b, 0, LL);
            a[u / 4] = (uint8_t)(1u << (u % 4));
            b[v / 4] = (uint8_t)(1u << (v % 4));
            memset(want, 0, sizeof want);
            if (ka == kb)
                want[ia * L + jb] = T[16 * a[u / 4] + b[v / 4]];
            KMUL(a, b, c);
            for (i = 0; i < L; i++)
                for (j = 0; j < L; j++)
                    if (c[i * L + j] != want[i * L + j])
                        return fail("wrong on a pair of basis vectors", *cases);
        }
    return 0;
}

static int check_lanes(uint8_t *a, uint8_t *b, uint8_t *c, long *cases)
{
    int k0, x, y, i;
    for (k0 = 0; k0 < L; k0++)
        for (x = 0; x < 16; x++)
            for (y = 0; y < 16; y++, *cases += 2) {
                memset(a, x, LL); /* a all x, row k0 of b all y */
                memset(b, 0, LL);
                memset(b + k0 * L, y, L);
                KMUL(a, b, c);
                if (!all_equal(c, T[16 * x + y]))
                    return fail("wrong with a full matrix times a row matrix", *cases);
                memset(a, 0, LL); /* column k0 of a all x, b all y */
                for (i = 0; i < L; i++)
                    a[i * L + k0] = (uint8_t)x;
                memset(b, y, LL);
                KMUL(a, b, c);
                if (!all_equal(c, T[16 * x + y]))
                    return fail("wrong with a column matrix times a full matrix", *cases);
            }
    return 0;
}

/* the header and the product table of a vector file; the open file, or NULL */
static FILE *read_table(const char *path, uint64_t head[2])
{
    FILE *in = fopen(path, "rb");
    if (!in || fread(head, sizeof(uint64_t), 2, in) != 2 || fread(T, 1, 256, in) != 256 || head[0] != (uint64_t)L)
        return NULL;
    memcpy(mt4b, T, sizeof mt4b);
    return in;
}

static int check(const char *path)
{
    uint64_t head[2];
    FILE *in = read_table(path, head);
    uint8_t *a = hc_guarded(&G, LL), *b = hc_guarded(&G, LL), *c = hc_guarded(&G, LL), *t = hc_guarded(&G, LL);
    uint8_t rec[3 * 64], lo_a[64], lo_b[64];
    long cases = 0;
    uint64_t r;
    int i;
    if (!in)
        return fail("cannot read the vectors (or they are for another matrix size)", 0);
    if (check_basis(a, b, c, &cases) || check_lanes(a, b, c, &cases))
        return 1;
    for (r = 0; r < head[1]; r++, cases++) {
        if (fread(rec, 1, 3 * LL, in) != (size_t)(3 * LL))
            return fail("short vector file", (long)r);
        memcpy(a, rec, LL);
        memcpy(b, rec + LL, LL);
        KMUL(a, b, c);
        if (memcmp(c, rec + 2 * LL, LL))
            return fail("differs from the reference on a random or structured pair", (long)r);
        memcpy(t, a, LL);
        KMUL(t, b, t);
        if (memcmp(t, rec + 2 * LL, LL))
            return fail("c aliasing a differs", (long)r);
        memcpy(t, b, LL);
        KMUL(a, t, t);
        if (memcmp(t, rec + 2 * LL, LL))
            return fail("c aliasing b differs", (long)r);
        for (i = 0; i < LL; i++) {
            lo_a[i] = a[i] & 15;
            lo_b[i] = b[i] & 15;
        }
        baseline_mul(lo_a, lo_b, t);
        if (memcmp(t, rec + 2 * LL, LL))
            return fail("the table baseline differs from the reference", (long)r);
        if (!hc_guards_ok(&G, c, LL) || !hc_guards_ok(&G, t, LL) || !hc_guards_ok(&G, a, LL) ||
            !hc_guards_ok(&G, b, LL))
            return fail("a guard byte was overwritten", (long)r);
    }
    fclose(in);
    hc_json_begin();
    hc_json_kv("basis_pairs", "%d", 16 * LL * LL);
    hc_json_kv("lane_cases", "%d", 2 * L * 256);
    hc_json_kv("random_pairs", "%" PRIu64, head[1]);
    hc_json_kv("cases", "%ld", cases);
    hc_json_end();
    return 0;
}

#define NBUF 64

static int bench(const char *path, int reps)
{
    static uint8_t a[NBUF][64], b[NBUF][64], c[NBUF][64];
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15), head[2];
    int i, j;
    FILE *in = read_table(path, head);
    if (!in)
        return fail("cannot read the vectors", 0);
    fclose(in);
    for (i = 0; i < NBUF; i++)
        for (j = 0; j < LL; j++) {
            hc_xorshift64(&x);
            a[i][j] = (uint8_t)(x & 15);
            b[i][j] = (uint8_t)((x >> 32) & 15);
        }
    HC_BENCH_VS_BASELINE(reps, NBUF, 2, KMUL(a[i], b[i], c[i]), baseline_mul(a[i], b[i], c[i]));
    return 0;
}

int main(int argc, char **argv)
{
    return hc_vector_main(argc, argv, "matrix_harness", check, bench, 1001);
}
