/* Harness driver for small-field linear-algebra kernels (gen.families.linalg): N_axpy, N_axpy2, N_ec_encode.
 *
 *   linalg_harness check VEC   VEC (little-endian u64s and bytes, written by Python):
 *                              m; the byte product table T[256 * s + x] (what every kernel does to data
 *                              byte x for scalar byte s, from gen.spec.poly); count; then count records:
 *                              type 0 axpy: len, off, s, x[len], y[len], want[len]
 *                              type 1 axpy2: len, off, s0, s1, x0, x1, y, want
 *                              type 2 ec_encode: len, k, p, coding[p*k], data[k*len], want[p*len]
 *                              Checks, against T only (the loops here are independent of the generator):
 *                              1. every scalar x every byte value at every position of a 256-byte buffer
 *                                 (axpy; axpy2 with both terms; ec_encode with k = p = 1);
 *                              2. basis inputs: axpy and each term of axpy2 on every (scalar bit, data
 *                                 bit at every position) at lengths 173 and 205; ec_encode on every pair of
 *                                 a coding-matrix bit and a data bit at k = 2, p = 3, len = 77, and at
 *                                 k = 35, p = 11, len = 45 every data bit with a random coding matrix and
 *                                 every coding bit with random data (groups of rows, chunks of sources, tails);
 *                              3. the records (Python's reference) at misaligned offsets with guard bytes,
 *                                 y aliasing x for axpy.
 *   linalg_harness bench VEC [REPS]  JSON: multiply-adds per tick of axpy and axpy2 at 4096 bytes and
 *                              of ec_encode 10+4 over 4 KiB buffers (median ticks, interleaved).
 *
 * Compiled with -DGEN_NAME=<sym> -DGEN_MACRO=<SYM> -DGEN_HEADER="<path>/<sym>.h", -DGEN_SOURCE="<.c or .h>"
 * and -DLINALG_AXPY / -DLINALG_AXPY2 / -DLINALG_EC_ENCODE for the kernels the file has.
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
#define KAXPY CAT(GEN_NAME, _axpy)
#define KAXPY2 CAT(GEN_NAME, _axpy2)
#define KEC CAT(GEN_NAME, _ec_encode)
#define PER_BYTE ((int)CAT(GEN_MACRO, _ELEMS_PER_BYTE))

static uint8_t T[256 * 256];
#define MUL(s, x) T[256 * (unsigned)(s) + (unsigned)(x)]
#define fail(what, k) hc_fail("linalg harness", what, "case", (long)(k))

static const uint8_t guard_byte = 0xA5u;
static const hc_guard_t G = {1, 64, &guard_byte}; /* 64 guard bytes on each side */
static uint64_t rng = UINT64_C(0x9E3779B97F4A7C15);

static uint8_t rbyte(void)
{
    return (uint8_t)(hc_xorshift64(&rng) >> 24);
}

static void rfill(uint8_t *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        p[i] = rbyte();
}

/* ---- 1. every scalar x every byte at every position --------------------------------------------- */
static int exhaustive(long *cases)
{
    static uint8_t x[256], x1[256], y[256], r[256];
    unsigned s, rot, i;
    for (s = 0; s < 256; s++)
        for (rot = 0; rot < 256; rot++) {
            const unsigned s1 = (s * 7 + 3) & 255;
            for (i = 0; i < 256; i++) {
                x[i] = (uint8_t)(i + rot);
                x1[i] = (uint8_t)(255 - i + rot);
            }
            rfill(r, 256);
            (void)s1;
#if defined(LINALG_AXPY)
            memcpy(y, r, 256);
            KAXPY(y, x, (uint8_t)s, 256);
            for (i = 0; i < 256; i++, (*cases)++)
                if (y[i] != (r[i] ^ MUL(s, x[i])))
                    return fail("axpy: a scalar times a byte", *cases);
#endif
#if defined(LINALG_AXPY2)
            memcpy(y, r, 256);
            KAXPY2(y, x, (uint8_t)s, x1, (uint8_t)s1, 256);
            for (i = 0; i < 256; i++, (*cases)++)
                if (y[i] != (r[i] ^ MUL(s, x[i]) ^ MUL(s1, x1[i])))
                    return fail("axpy2: a scalar times a byte", *cases);
#endif
#if defined(LINALG_EC_ENCODE)
            {
                uint8_t coding = (uint8_t)s, *d[1] = {x}, *p[1] = {y};
                KEC(256, 1, 1, &coding, d, p);
                for (i = 0; i < 256; i++, (*cases)++)
                    if (y[i] != MUL(s, x[i]))
                        return fail("ec_encode: a scalar times a byte", *cases);
            }
#endif
        }
    return 0;
}

/* ---- 2. basis inputs ------------------------------------------------------------------------------- */
#if defined(LINALG_AXPY) || defined(LINALG_AXPY2)
/* y = 0 ^ (1 << t) * (bit b at byte u), for one term: term 0 = axpy or axpy2's first, 1 = axpy2's second */
static int basis_axpy(size_t len, int two, int term, long *cases)
{
    uint8_t *x = hc_guarded(&G, len), *z = hc_guarded(&G, len), *y = hc_guarded(&G, len);
    size_t u, i;
    int t, b, bad = 0;
    memset(z, 0, len);
    for (t = 0; t < 8 && !bad; t++)
        for (u = 0; u < len && !bad; u++)
            for (b = 0; b < 8 && !bad; b++, (*cases)++) {
                const uint8_t s = (uint8_t)(1u << t), other = rbyte();
                memset(x, 0, len);
                x[u] = (uint8_t)(1u << b);
                memset(y, 0, len);
                (void)two;
                (void)other;
#if defined(LINALG_AXPY2)
                if (two) {
                    if (term == 0)
                        KAXPY2(y, x, s, z, other, len);
                    else
                        KAXPY2(y, z, other, x, s, len);
                }
#endif
#if defined(LINALG_AXPY)
                if (!two)
                    KAXPY(y, x, s, len);
#endif
                for (i = 0; i < len; i++)
                    if (y[i] != (i == u ? MUL(s, x[u]) : 0))
                        bad = 1;
                if (!hc_guards_ok(&G, y, len))
                    bad = 1;
            }
    free(x - G.nguard);
    free(z - G.nguard);
    free(y - G.nguard);
    return bad ? fail(two ? "axpy2 on a basis input" : "axpy on a basis input", *cases) : 0;
}
#endif

#if defined(LINALG_EC_ENCODE)
typedef struct {
    size_t len, k, p;
    uint8_t *coding, **data, **parity, *want;
} ec_shape_t;

static void ec_alloc(ec_shape_t *e, size_t len, size_t k, size_t p)
{
    size_t i;
    e->len = len, e->k = k, e->p = p;
    e->coding = malloc(k * p);
    e->want = malloc(p * len + 1);
    e->data = malloc(sizeof *e->data * k);
    e->parity = malloc(sizeof *e->parity * p);
    for (i = 0; i < k; i++)
        e->data[i] = hc_guarded(&G, len);
    for (i = 0; i < p; i++)
        e->parity[i] = hc_guarded(&G, len);
}

static void ec_free(ec_shape_t *e)
{
    size_t i;
    for (i = 0; i < e->k; i++)
        free(e->data[i] - G.nguard);
    for (i = 0; i < e->p; i++)
        free(e->parity[i] - G.nguard);
    free(e->coding), free(e->want), free(e->data), free(e->parity);
}

/* the reference: want[j*len + i] = sum_l coding[j*k + l] * data[l][i] */
static void ec_reference(ec_shape_t *e)
{
    size_t j, l, i;
    for (j = 0; j < e->p; j++)
        for (i = 0; i < e->len; i++) {
            uint8_t acc = 0;
            for (l = 0; l < e->k; l++)
                acc ^= MUL(e->coding[j * e->k + l], e->data[l][i]);
            e->want[j * e->len + i] = acc;
        }
}

/* run the kernel (parity garbage first: it must be overwritten) and compare with the reference */
static int ec_run(ec_shape_t *e)
{
    size_t j;
    for (j = 0; j < e->p; j++)
        rfill(e->parity[j], e->len);
    KEC(e->len, e->k, e->p, e->coding, e->data, e->parity);
    ec_reference(e);
    for (j = 0; j < e->p; j++)
        if (memcmp(e->parity[j], e->want + j * e->len, e->len) || !hc_guards_ok(&G, e->parity[j], e->len))
            return 1;
    for (j = 0; j < e->k; j++)
        if (!hc_guards_ok(&G, e->data[j], e->len))
            return 1;
    return 0;
}

/* data[l] = 0 except bit b of byte u of source l0 */
static void ec_data_bit(ec_shape_t *e, size_t l0, size_t u, int b)
{
    size_t l;
    for (l = 0; l < e->k; l++)
        memset(e->data[l], 0, e->len);
    e->data[l0][u] = (uint8_t)(1u << b);
}

static int basis_ec(long *cases)
{
    ec_shape_t e;
    size_t c, l, u;
    int t, b, bad = 0;
    ec_alloc(&e, 77, 2, 3); /* every (coding bit, data bit) pair */
    for (c = 0; c < e.k * e.p && !bad; c++)
        for (t = 0; t < 8 && !bad; t++)
            for (l = 0; l < e.k && !bad; l++)
                for (u = 0; u < e.len && !bad; u++)
                    for (b = 0; b < 8 && !bad; b++, (*cases)++) {
                        memset(e.coding, 0, e.k * e.p);
                        e.coding[c] = (uint8_t)(1u << t);
                        ec_data_bit(&e, l, u, b);
                        bad = ec_run(&e);
                    }
    ec_free(&e);
    if (bad)
        return fail("ec_encode on a basis pair (k=2, p=3, len=77)", *cases);
    ec_alloc(&e, 45, 35, 11); /* data bits x a random matrix; coding bits x random data */
    rfill(e.coding, e.k * e.p);
    for (l = 0; l < e.k && !bad; l++)
        for (u = 0; u < e.len && !bad; u++)
            for (b = 0; b < 8 && !bad; b++, (*cases)++) {
                ec_data_bit(&e, l, u, b);
                bad = ec_run(&e);
            }
    for (l = 0; l < e.k; l++)
        rfill(e.data[l], e.len);
    for (c = 0; c < e.k * e.p && !bad; c++)
        for (t = 0; t < 8 && !bad; t++, (*cases)++) {
            memset(e.coding, 0, e.k * e.p);
            e.coding[c] = (uint8_t)(1u << t);
            bad = ec_run(&e);
        }
    ec_free(&e);
    return bad ? fail("ec_encode on a basis input (k=35, p=11, len=45)", *cases) : 0;
}
#endif

/* ---- 3. the records ---------------------------------------------------------------------------------- */
static uint64_t rd_u64(FILE *in)
{
    uint8_t b[8];
    uint64_t v = 0;
    int i;
    if (fread(b, 1, 8, in) != 8)
        return UINT64_MAX;
    for (i = 7; i >= 0; i--)
        v = v << 8 | b[i];
    return v;
}

static int rd(FILE *in, void *p, size_t n)
{
    return fread(p, 1, n, in) == n;
}

static int axpy_record(FILE *in, int two, long rec)
{
    const size_t len = (size_t)rd_u64(in), off = (size_t)rd_u64(in);
    uint8_t s[2] = {0, 0};
    uint8_t *x0 = malloc(len + 64), *x1 = malloc(len + 64), *want = malloc(len + 1), *y = hc_guarded(&G, len + 64);
    int ok = rd(in, s, two ? 2 : 1) && rd(in, x0 + off, len) && (!two || rd(in, x1 + off, len)) &&
             rd(in, y + off, len) && rd(in, want, len);
    if (!ok)
        return fail("short vector file", rec);
    (void)x1;
#if defined(LINALG_AXPY2)
    if (two)
        KAXPY2(y + off, x0 + off, s[0], x1 + off, s[1], len);
#endif
#if defined(LINALG_AXPY)
    if (!two)
        KAXPY(y + off, x0 + off, s[0], len);
#endif
    ok = !memcmp(y + off, want, len) && hc_guards_ok(&G, y, len + 64);
#if defined(LINALG_AXPY)
    if (ok && !two) { /* y aliasing x: y ^= s*y */
        size_t i;
        memcpy(y + off, x0 + off, len);
        KAXPY(y + off, y + off, s[0], len);
        for (i = 0; i < len; i++)
            ok &= y[off + i] == (x0[off + i] ^ MUL(s[0], x0[off + i]));
    }
#endif
    free(x0), free(x1), free(want), free(y - G.nguard);
    return ok ? 0 : fail(two ? "axpy2 record" : "axpy record", rec);
}

#if defined(LINALG_EC_ENCODE)
static int ec_record(FILE *in, long rec)
{
    const size_t len = (size_t)rd_u64(in), k = (size_t)rd_u64(in), p = (size_t)rd_u64(in);
    ec_shape_t e;
    uint8_t *want = malloc(p * len + 1);
    size_t l;
    int ok;
    ec_alloc(&e, len, k, p);
    ok = rd(in, e.coding, k * p);
    for (l = 0; l < k && ok; l++)
        ok = rd(in, e.data[l], len);
    ok = ok && rd(in, want, p * len);
    if (!ok)
        return fail("short vector file", rec);
    ok = !ec_run(&e) && !memcmp(e.want, want, p * len); /* the kernel = the C loop = Python's reference */
    ec_free(&e);
    free(want);
    return ok ? 0 : fail("ec_encode record", rec);
}
#endif

static FILE *read_table(const char *path, uint64_t *m)
{
    FILE *in = fopen(path, "rb");
    if (!in)
        return NULL;
    *m = rd_u64(in);
    if (!rd(in, T, sizeof T)) {
        fclose(in);
        return NULL;
    }
    return in;
}

static int check(const char *path)
{
    uint64_t m, count, r;
    long cases = 0, basis = 0, records = 0;
    FILE *in = read_table(path, &m);
    if (!in)
        return fail("cannot read the vectors", 0);
    if (m != (PER_BYTE == 2 ? 4u : 8u))
        return fail("the vectors are for another field", (long)m);
    if (exhaustive(&cases))
        return 1;
#if defined(LINALG_AXPY)
    if (basis_axpy(173, 0, 0, &basis) || basis_axpy(205, 0, 0, &basis))
        return 1;
#endif
#if defined(LINALG_AXPY2)
    if (basis_axpy(173, 1, 0, &basis) || basis_axpy(205, 1, 1, &basis))
        return 1;
#endif
#if defined(LINALG_EC_ENCODE)
    if (basis_ec(&basis))
        return 1;
#endif
    count = rd_u64(in);
    for (r = 0; r < count; r++) {
        const uint64_t type = rd_u64(in);
        int bad = 0;
        if (type == 0 || type == 1)
            bad = axpy_record(in, (int)type, (long)r);
#if defined(LINALG_EC_ENCODE)
        else if (type == 2)
            bad = ec_record(in, (long)r);
#endif
        else
            return fail("unknown record type", (long)r);
        if (bad)
            return 1;
        records++;
    }
    fclose(in);
    hc_json_begin();
    hc_json_kv("exhaustive", "%ld", cases);
    hc_json_kv("basis", "%ld", basis);
    hc_json_kv("records", "%ld", records);
    hc_json_end();
    return 0;
}

/* ---- bench -------------------------------------------------------------------------------------------- */
#define BENCH_LEN 4096
#define EC_K 10
#define EC_P 4

static int bench(const char *path, int reps)
{
    static uint8_t x0[BENCH_LEN], x1[BENCH_LEN], y[BENCH_LEN], buf[EC_K + EC_P][BENCH_LEN];
    uint8_t coding[EC_K * EC_P], *d[EC_K], *p[EC_P];
    static const char *const names[3] = {"axpy", "axpy2", "ec_encode"};
    const double elems = (double)BENCH_LEN * PER_BYTE;
    uint64_t m;
    hc_timing_t tm;
    int i, f;
    FILE *in = read_table(path, &m);
    if (!in)
        return fail("cannot read the vectors", 0);
    fclose(in);
    rfill(x0, sizeof x0), rfill(x1, sizeof x1), rfill(y, sizeof y), rfill(&buf[0][0], sizeof buf);
    rfill(coding, sizeof coding);
    for (i = 0; i < EC_K; i++)
        d[i] = buf[i];
    for (i = 0; i < EC_P; i++)
        p[i] = buf[EC_K + i];
    (void)d, (void)p, (void)coding;
    HC_ROUNDS(&tm, 3, reps) {
#if defined(LINALG_AXPY)
        HC_LAP(&tm, 0, 1, KAXPY(y, x0, coding[0], BENCH_LEN));
#else
        HC_LAP(&tm, 0, 1, (void)0);
#endif
#if defined(LINALG_AXPY2)
        HC_LAP(&tm, 1, 1, KAXPY2(y, x0, coding[1], x1, coding[2], BENCH_LEN));
#else
        HC_LAP(&tm, 1, 1, (void)0);
#endif
#if defined(LINALG_EC_ENCODE)
        HC_LAP(&tm, 2, 1, KEC(BENCH_LEN, EC_K, EC_P, coding, d, p));
#else
        HC_LAP(&tm, 2, 1, (void)0);
#endif
    }
    hc_json_begin();
    hc_json_str("unit", TSC_UNIT);
    hc_json_str("shape", "axpy/axpy2 at 4096 bytes, ec_encode 10+4 over 4 KiB");
    for (f = 0; f < 3; f++) {
        const double madds = elems * (f == 0 ? 1 : f == 1 ? 2 : EC_K * EC_P);
        const double ticks = hc_timing_median(&tm, f);
        hc_json_kv(names[f], "%.2f", ticks > 0 ? madds / ticks : 0.0);
    }
    hc_json_end();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "check"))
        return check(argv[2]);
    if (argc >= 3 && !strcmp(argv[1], "bench"))
        return bench(argv[2], hc_reps_arg(argc > 3 ? argv[3] : NULL, 301));
    return hc_usage(argc, argv, "linalg_harness", "check VEC | bench VEC [REPS]");
}
