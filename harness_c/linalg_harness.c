/* Harness driver for small-field linear-algebra kernels (gen.families.linalg): N_axpy, N_axpy2, N_ec_encode.
 *
 *   linalg_harness check VEC   VEC (little-endian u64s and bytes, written by Python):
 *                              m; the byte product table T[256 * s + x] (what every kernel does to data
 *                              byte x for scalar byte s, from gen.spec.poly); count; then count records:
 *                              type 0 axpy: len, off, s, x[len], y[len], want[len]
 *                              type 1 axpy2: len, off, s0, s1, x0, x1, y, want
 *                              type 2 ec_encode: len, k, p, coding[p*k], data[k*len], want[p*len]
 *                              type 3 gemm: index of the shape in LINALG_GEMMS, A, B, C, want (C ^= A*B)
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
 *                              gemm (every shape of -DLINALG_GEMMS): every scalar value in every entry of A;
 *                              every basis element of A with random B, and of B with random A (one per row
 *                              of C at a time where single ones would take too long); all basis pairs where
 *                              the shape is small; A's unread triangle (upper) holds garbage throughout.
 *                              Shapes of -DLINALG_GEMMS_PREPARED go through every check (and every record) a
 *                              second time as N_gemm_NAME_prepare into guarded tables, then _prepared; and
 *                              every record through _prepared_range over inner ranges [j0, j1) (the rows
 *                              of B outside the range garbage), against the loop here.
 *   linalg_harness bench VEC [REPS]  JSON: multiply-adds per tick of axpy and axpy2 at 4096 bytes, of
 *                              ec_encode 10+4 over 4 KiB buffers and of every gemm (median ticks, interleaved;
 *                              gemm_NAME_prepared: the _prepared call alone, its tables built once before).
 *
 * Compiled with -DGEN_NAME=<sym> -DGEN_MACRO=<SYM> -DGEN_HEADER="<path>/<sym>.h", -DGEN_SOURCE="<.c or .h>"
 * and -DLINALG_AXPY / -DLINALG_AXPY2 / -DLINALG_EC_ENCODE for the kernels the file has, and
 * -DLINALG_GEMMS='G(name, m, k, n, a_transposed, upper) ...' for its gemm shapes and
 * -DLINALG_GEMMS_PREPARED='P(name, table bytes) ...' for those with N_gemm_NAME_prepare / _prepared,
 * -DLINALG_EFS='E(name, m, n, offset) ...' for its echelon forms (N_ef_NAME: the zero, random, rank-deficient,
 * sparse, late-pivot, zero-column and identity-block matrices of check_ef against ef_reference, guarded),
 * -DLINALG_GAUSS='U(name, o, row bytes) ...' for its UOV eliminations (N_gauss_NAME: the zero, random, singular,
 * sparse, late-pivot, zero-column and permutation systems of check_gauss against gauss_reference, guarded, the
 * result bit too).
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
    (void)cases;
    for (s = 0; s < 256; s++)
        for (rot = 0; rot < 256; rot++) {
            const unsigned s1 = (s * 7 + 3) & 255;
            for (i = 0; i < 256; i++) {
                x[i] = (uint8_t)(i + rot);
                x1[i] = (uint8_t)(255 - i + rot);
            }
            rfill(r, 256);
            (void)s1, (void)x, (void)x1, (void)y, (void)r;
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
    (void)term;
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

/* ---- gemm --------------------------------------------------------------------------------------------- */
#if defined(LINALG_GEMMS)
typedef void (*gemm_fn)(uint8_t *c, const uint8_t *a, const uint8_t *b);
typedef struct {
    const char *name;
    size_t m, k, n;
    int at, upper;
    gemm_fn fn;
} gemm_shape_t;

#define G(name, m, k, n, at, upper) {#name, m, k, n, at, upper, CAT(GEN_NAME, CAT(_gemm_, name))},
static const gemm_shape_t gemms[] = {LINALG_GEMMS};
#undef G
#define NGEMM (sizeof gemms / sizeof gemms[0])

/* the prepared form of a shape: N_gemm_NAME_prepare(tables, a), then N_gemm_NAME_prepared(c, tables, b), and
 * N_gemm_NAME_prepared_range(c, tables, b, j0, j1) over part of the inner dimension */
typedef struct {
    const char *name;
    size_t tb;
    void (*prepare)(uint8_t *tables, const uint8_t *a);
    void (*prepared)(uint8_t *c, const uint8_t *tables, const uint8_t *b);
    void (*range)(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);
} gemm_prep_t;

#if defined(LINALG_GEMMS_PREPARED)
#define P(name, tb) {#name, tb, CAT(GEN_NAME, CAT(_gemm_, CAT(name, _prepare))), CAT(GEN_NAME, CAT(_gemm_, CAT(name, _prepared))), \
                     CAT(GEN_NAME, CAT(_gemm_, CAT(name, _prepared_range)))},
static const gemm_prep_t preps[] = {LINALG_GEMMS_PREPARED};
#undef P
#define NPREP (sizeof preps / sizeof preps[0])

static const gemm_prep_t *prep_of(const gemm_shape_t *g)
{
    size_t i;
    for (i = 0; i < NPREP; i++)
        if (!strcmp(preps[i].name, g->name))
            return &preps[i];
    return NULL;
}
#else
static const gemm_prep_t *prep_of(const gemm_shape_t *g)
{
    (void)g;
    return NULL;
}
#endif

static const gemm_prep_t *use_prep; /* non-NULL: gemm_run goes through the prepared form */

static size_t row_bytes(size_t cols)
{
    return PER_BYTE == 2 ? (cols + 1) / 2 : cols;
}

/* element (r, c) of a row-major matrix with `cols` columns (GF(16): nibble-packed rows) */
static unsigned el_get(const uint8_t *p, size_t cols, size_t r, size_t c)
{
    if (PER_BYTE == 1)
        return p[r * cols + c];
    return (p[r * row_bytes(cols) + c / 2] >> (4 * (c & 1))) & 15u;
}

static void el_xor(uint8_t *p, size_t cols, size_t r, size_t c, unsigned v)
{
    if (PER_BYTE == 1)
        p[r * cols + c] ^= (uint8_t)v;
    else
        p[r * row_bytes(cols) + c / 2] ^= (uint8_t)((v & 15u) << (4 * (c & 1)));
}

static size_t a_rows(const gemm_shape_t *g) { return g->at ? g->k : g->m; }
static size_t a_cols(const gemm_shape_t *g) { return g->at ? g->m : g->k; }
static size_t a_size(const gemm_shape_t *g) { return a_rows(g) * row_bytes(a_cols(g)); }

/* A[i][j] as the kernel must read it (0 below the diagonal of an upper-triangular A) */
static unsigned a_get(const gemm_shape_t *g, const uint8_t *a, size_t i, size_t j)
{
    if (g->upper && j < i)
        return 0;
    return g->at ? el_get(a, g->m, j, i) : el_get(a, g->k, i, j);
}

static void a_set(const gemm_shape_t *g, uint8_t *a, size_t i, size_t j, unsigned v)
{
    unsigned old = g->at ? el_get(a, g->m, j, i) : el_get(a, g->k, i, j);
    if (g->at)
        el_xor(a, g->m, j, i, old ^ v);
    else
        el_xor(a, g->k, i, j, old ^ v);
}

/* want ^= the part of A*B that entry A[i][j] = s gives: s times row j of B, in row i */
static void want_add_a_entry(const gemm_shape_t *g, const uint8_t *b, uint8_t *want, size_t i, size_t j, unsigned s)
{
    size_t q;
    for (q = 0; q < g->n; q++)
        el_xor(want, g->n, i, q, MUL(s, el_get(b, g->n, j, q)) & (PER_BYTE == 2 ? 15u : 255u));
}

/* want ^= A[:, j0..j1) * B[j0..j1) by the product table */
static void gemm_reference_range(const gemm_shape_t *g, const uint8_t *a, const uint8_t *b, uint8_t *want, size_t j0,
                                 size_t j1)
{
    size_t i, j;
    for (i = 0; i < g->m; i++)
        for (j = j0; j < j1; j++) {
            const unsigned s = a_get(g, a, i, j);
            if (s)
                want_add_a_entry(g, b, want, i, j, s);
        }
}

/* want = c ^ A*B by the product table */
static void gemm_reference(const gemm_shape_t *g, const uint8_t *a, const uint8_t *b, uint8_t *want)
{
    gemm_reference_range(g, a, b, want, 0, g->k);
}

typedef struct {
    uint8_t *a, *b, *c, *c0, *want;
    size_t na, nb, nc;
} gemm_bufs_t;

/* A (na bytes) all zero but for garbage in the entries below the diagonal (never read), so that a kernel
 * reading them fails */
static void a_clear(const gemm_shape_t *g, uint8_t *a, size_t na)
{
    size_t i, j;
    memset(a, 0, na);
    if (g->upper)
        for (i = 0; i < g->m; i++)
            for (j = 0; j < i && j < g->k; j++)
                a_set(g, a, i, j, (unsigned)(rbyte() | 1u) & (PER_BYTE == 2 ? 15u : 255u));
}

/* run the kernel on (a, b, c0) and compare with want (computed by the caller or the reference) */
static int gemm_run(const gemm_shape_t *g, gemm_bufs_t *w, int reference)
{
    memcpy(w->c, w->c0, w->nc);
    if (reference) {
        memcpy(w->want, w->c0, w->nc);
        gemm_reference(g, w->a, w->b, w->want);
    }
    if (use_prep) {
        uint8_t *t = hc_guarded(&G, use_prep->tb);
        int bad;
        use_prep->prepare(t, w->a);
        use_prep->prepared(w->c, t, w->b);
        bad = !hc_guards_ok(&G, t, use_prep->tb);
        free(t - G.nguard);
        if (bad)
            return 1;
    } else
        g->fn(w->c, w->a, w->b);
    return memcmp(w->c, w->want, w->nc) != 0 || !hc_guards_ok(&G, w->c, w->nc) || !hc_guards_ok(&G, w->a, w->na) ||
           !hc_guards_ok(&G, w->b, w->nb);
}

/* one run with A the basis element e at (i, j) (garbage below the diagonal) and B as it is */
static int run_a_basis(const gemm_shape_t *g, gemm_bufs_t *w, size_t i, size_t j, unsigned e)
{
    a_clear(g, w->a, w->na);
    a_set(g, w->a, i, j, e);
    memcpy(w->want, w->c0, w->nc);
    want_add_a_entry(g, w->b, w->want, i, j, e);
    return gemm_run(g, w, 0);
}

/* one run with B the basis element e at (j, q) and A as it is: column q of C gets e times column j of A */
static int run_b_basis(const gemm_shape_t *g, gemm_bufs_t *w, size_t j, size_t q, unsigned e)
{
    size_t i;
    memset(w->b, 0, w->nb);
    el_xor(w->b, g->n, j, q, e);
    memcpy(w->want, w->c0, w->nc);
    for (i = 0; i < g->m; i++)
        el_xor(w->want, g->n, i, q, MUL(a_get(g, w->a, i, j), e) & (PER_BYTE == 2 ? 15u : 255u));
    return gemm_run(g, w, 0);
}

/* one run with A the basis element e at every entry (i, (i + d) mod k) on or above the diagonal (garbage below
 * it) and B as it is */
static int run_a_diagonal(const gemm_shape_t *g, gemm_bufs_t *w, size_t d, unsigned e)
{
    size_t i, j;
    a_clear(g, w->a, w->na);
    memcpy(w->want, w->c0, w->nc);
    for (i = 0; i < g->m; i++) {
        j = (i + d) % g->k;
        if (g->upper && j < i)
            continue;
        a_set(g, w->a, i, j, e);
        want_add_a_entry(g, w->b, w->want, i, j, e);
    }
    return gemm_run(g, w, 0);
}

/* one run with B the basis element e at every entry (j, (j + d) mod n) and A as it is */
static int run_b_diagonal(const gemm_shape_t *g, gemm_bufs_t *w, size_t d, unsigned e)
{
    size_t j;
    memset(w->b, 0, w->nb);
    for (j = 0; j < g->k; j++)
        el_xor(w->b, g->n, j, (j + d) % g->n, e);
    return gemm_run(g, w, 1);
}

/* the basis runs of one operand: rows x cols entries (triangular: none below the diagonal), one basis element
 * per run (single) or one per row on a diagonal (diagonal) */
typedef struct {
    size_t rows, cols;
    int triangular;
    int (*single)(const gemm_shape_t *g, gemm_bufs_t *w, size_t row, size_t col, unsigned e);
    int (*diagonal)(const gemm_shape_t *g, gemm_bufs_t *w, size_t d, unsigned e);
} basis_operand_t;

#define GEMM_BYTES_MAX ((size_t)1 << 24)
#define GEMM_SINGLE_BUDGET 2.0e9 /* runs x multiply-adds for one basis element per run */

/* every basis element of one operand with the other as it is: one per run within GEMM_SINGLE_BUDGET, else one
 * diagonal per run; nonzero on the first failing run */
static int operand_basis_runs(const gemm_shape_t *g, gemm_bufs_t *w, const basis_operand_t *op, unsigned bits,
                              long *cases)
{
    const double madds = (double)g->m * g->k * g->n;
    size_t r, c, d;
    unsigned t;
    int bad = 0;
    if ((double)op->rows * op->cols * bits * madds <= GEMM_SINGLE_BUDGET) {
        for (r = 0; r < op->rows && !bad; r++)
            for (c = op->triangular ? r : 0; c < op->cols && !bad; c++)
                for (t = 0; t < bits && !bad; t++, (*cases)++)
                    bad = op->single(g, w, r, c, 1u << t);
    } else
        for (d = 0; d < op->cols && !bad; d++)
            for (t = 0; t < bits && !bad; t++, (*cases)++)
                bad = op->diagonal(g, w, d, 1u << t);
    return bad;
}

static int basis_gemm(const gemm_shape_t *g, long *scalars, long *cases)
{
    const unsigned bits = PER_BYTE == 2 ? 4u : 8u, emask = (1u << bits) - 1;
    gemm_bufs_t w;
    size_t i, j, q;
    unsigned s, t;
    int bad = 0;
    const double madds = (double)g->m * g->k * g->n;
    const basis_operand_t a_entries = {g->m, g->k, g->upper, run_a_basis, run_a_diagonal};
    const basis_operand_t b_entries = {g->k, g->n, 0, run_b_basis, run_b_diagonal};
    w.na = a_size(g), w.nb = g->k * row_bytes(g->n), w.nc = g->m * row_bytes(g->n);
    if (w.na > GEMM_BYTES_MAX || w.nb > GEMM_BYTES_MAX || w.nc > GEMM_BYTES_MAX)
        return fail("gemm shape too large for the harness", 0);
    w.a = hc_guarded(&G, w.na), w.b = hc_guarded(&G, w.nb), w.c = hc_guarded(&G, w.nc);
    w.c0 = malloc(w.nc + 1), w.want = malloc(w.nc + 1);
    rfill(w.c0, w.nc);
    /* 1. every scalar value in every entry of A, B rows of varied bytes */
    for (s = 0; s <= emask && !bad; s++, (*scalars) += (long)(g->m * g->k)) {
        memset(w.a, 0, w.na);
        for (i = 0; i < g->m; i++)
            for (j = 0; j < g->k; j++)
                a_set(g, w.a, i, j, s);
        for (q = 0; q < w.nb; q++)
            w.b[q] = (uint8_t)(q * 37u + s);
        bad = gemm_run(g, &w, 1);
    }
    if (bad)
        goto out;
    /* 2. basis elements of A with random B: one per run, or one per row of C (entry (i, (i + d) mod k)) */
    rfill(w.b, w.nb);
    bad = operand_basis_runs(g, &w, &a_entries, bits, cases);
    if (bad)
        goto out;
    /* 3. basis elements of B with random A: one per run, or one per row of B (entry (j, (j + d) mod n)) */
    rfill(w.a, w.na);
    bad = operand_basis_runs(g, &w, &b_entries, bits, cases);
    if (bad)
        goto out;
    /* 4. all basis pairs (entry of A, entry of B) where the shape is small */
    if ((double)g->m * g->k * bits * g->k * g->n * bits * madds <= GEMM_SINGLE_BUDGET) {
        size_t i2, j2;
        unsigned t2;
        for (i = 0; i < g->m && !bad; i++)
            for (j = g->upper ? i : 0; j < g->k && !bad; j++)
                for (t = 0; t < bits && !bad; t++)
                    for (j2 = 0; j2 < g->k && !bad; j2++)
                        for (q = 0; q < g->n && !bad; q++)
                            for (t2 = 0; t2 < bits && !bad; t2++, (*cases)++) {
                                a_clear(g, w.a, w.na);
                                a_set(g, w.a, i, j, 1u << t);
                                memset(w.b, 0, w.nb);
                                el_xor(w.b, g->n, j2, q, 1u << t2);
                                memcpy(w.want, w.c0, w.nc);
                                if (j2 == j)
                                    el_xor(w.want, g->n, i, q, MUL(1u << t, 1u << t2) & emask);
                                bad = gemm_run(g, &w, 0);
                            }
        (void)i2;
    }
out:
    free(w.a - G.nguard), free(w.b - G.nguard), free(w.c - G.nguard), free(w.c0), free(w.want);
    return bad ? fail(use_prep ? "prepared gemm" : g->name, *cases) : 0;
}

/* _prepared_range on a record's A, B, C for inner ranges [j0, j1): rows of B outside the range hold fresh garbage
 * (a kernel that read them would be wrong), C = c0 ^ A[:, j0..j1) * B[j0..j1) by the loop here; every j0 with
 * j1 = k and every j1 with j0 = 0 where the shape is small, else a spread of ranges */
static int gemm_range_check(const gemm_shape_t *g, const gemm_prep_t *pp, gemm_bufs_t *w, long *cases)
{
    const size_t rb = row_bytes(g->n), k = g->k;
    const double madds = (double)g->m * g->k * g->n;
    const size_t step = madds * (double)k <= 4.0e7 ? 1 : k / 7 + 1;
    uint8_t *t = hc_guarded(&G, pp->tb), *b2 = hc_guarded(&G, w->nb);
    size_t r, j0, j1, q;
    int bad = 0;
    pp->prepare(t, w->a);
    for (r = 0; r < 3 && !bad; r++)
        for (q = 0; q <= k && !bad; q = q == k ? k + 1 : (q + step < k ? q + step : k), (*cases)++) {
            j0 = r == 0 ? q : r == 1 ? 0 : q / 2;
            j1 = r == 0 ? k : r == 1 ? q : (q + k + 1) / 2 > k ? k : (q + k + 1) / 2;
            if (j1 < j0)
                j1 = j0;
            memcpy(b2, w->b, w->nb);
            rfill(b2, j0 * rb);
            rfill(b2 + j1 * rb, (k - j1) * rb);
            memcpy(w->c, w->c0, w->nc);
            memcpy(w->want, w->c0, w->nc);
            gemm_reference_range(g, w->a, w->b, w->want, j0, j1);
            pp->range(w->c, t, b2, j0, j1);
            bad = memcmp(w->c, w->want, w->nc) != 0 || !hc_guards_ok(&G, w->c, w->nc) || !hc_guards_ok(&G, t, pp->tb) ||
                  !hc_guards_ok(&G, b2, w->nb);
        }
    free(t - G.nguard), free(b2 - G.nguard);
    return bad;
}

static int gemm_record(FILE *in, long rec)
{
    const size_t idx = (size_t)rd_u64(in);
    gemm_bufs_t w;
    const gemm_shape_t *g;
    int ok;
    if (idx >= NGEMM)
        return fail("gemm record of an unknown shape", rec);
    g = &gemms[idx];
    w.na = a_size(g), w.nb = g->k * row_bytes(g->n), w.nc = g->m * row_bytes(g->n);
    if (w.na > GEMM_BYTES_MAX || w.nb > GEMM_BYTES_MAX || w.nc > GEMM_BYTES_MAX)
        return fail("gemm shape too large for the harness", rec);
    w.a = hc_guarded(&G, w.na), w.b = hc_guarded(&G, w.nb), w.c = hc_guarded(&G, w.nc);
    w.c0 = malloc(w.nc + 1), w.want = malloc(w.nc + 1);
    ok = rd(in, w.a, w.na) && rd(in, w.b, w.nb) && rd(in, w.c0, w.nc) && rd(in, w.want, w.nc);
    if (!ok)
        return fail("short vector file", rec);
    ok = !gemm_run(g, &w, 0); /* Python's reference */
    if (ok) {
        uint8_t *py = malloc(w.nc + 1);
        memcpy(py, w.want, w.nc);
        ok = !gemm_run(g, &w, 1) && !memcmp(py, w.want, w.nc); /* = the C loop here */
        free(py);
    }
    if (ok && prep_of(g)) { /* the prepared form on the same record, then over inner ranges */
        long cases = 0;
        use_prep = prep_of(g);
        ok = !gemm_run(g, &w, 0);
        use_prep = NULL;
        ok = ok && !gemm_range_check(g, prep_of(g), &w, &cases);
    }
    free(w.a - G.nguard), free(w.b - G.nguard), free(w.c - G.nguard), free(w.c0), free(w.want);
    return ok ? 0 : fail("gemm record", rec);
}
#endif

#if defined(LINALG_EFS) || defined(LINALG_GAUSS)
/* ---- what ef and gauss share -------------------------------------------------------------------------- */
/* 1/p in the field of q elements (0 for 0), by search */
static unsigned inverse_by_search(unsigned p, unsigned q)
{
    unsigned c;
    for (c = 1; c < q; c++)
        if ((MUL(p, c) & (q - 1u)) == 1)
            return c;
    return 0;
}

/* what check_kinds runs for one family: per shape s < count, the all-zero input, then `rounds` inputs of each of
 * six kinds (make); the generator is reseeded per shape (seed ^ s), so a shape's inputs do not depend on what ran
 * before and a failure's shape, kind and round name one input */
typedef struct {
    size_t count;
    uint64_t seed;
    int rounds;
    const char *input; /* "matrix", "system": for a failure */
    size_t (*size)(size_t s);
    void (*make)(size_t s, uint8_t *a, int kind);
    /* the kernel on got, the reference on want; nonzero if what they return differs */
    int (*apply)(size_t s, uint8_t *got, uint8_t *want);
    void (*describe)(size_t s, char *buf, size_t len); /* the shape, for a failure */
} kinds_check_t;

/* the kernel on a guarded copy of a against the reference on a plain one */
static int kinds_run(const kinds_check_t *k, size_t s, const uint8_t *a, int kind, int round, long *cases)
{
    const size_t size = k->size(s);
    uint8_t *got = hc_guarded(&G, size), *want = malloc(size);
    char shape[96], what[160];
    int ok;
    memcpy(got, a, size);
    memcpy(want, a, size);
    ok = !k->apply(s, got, want);
    ok = hc_guards_ok(&G, got, size) && !memcmp(got, want, size) && ok;
    free(got - G.nguard);
    free(want);
    (*cases)++;
    if (ok)
        return 0;
    k->describe(s, shape, sizeof shape);
    snprintf(what, sizeof what, "%s, %s kind %d round %d", shape, k->input, kind, round);
    return fail(what, *cases);
}

static int check_kinds(const kinds_check_t *k, long *cases)
{
    size_t s;
    int kind, r;
    for (s = 0; s < k->count; s++) {
        uint8_t *a = calloc(k->size(s), 1);
        int bad = kinds_run(k, s, a, -1, 0, cases); /* all zero */
        rng = k->seed ^ (uint64_t)s;
        for (kind = 0; kind < 6 && !bad; kind++)
            for (r = 0; r < k->rounds && !bad; r++) {
                k->make(s, a, kind);
                bad = kinds_run(k, s, a, kind, r, cases);
            }
        free(a);
        if (bad)
            return 1;
    }
    return 0;
}
#endif

/* ---- ef: the echelon form ------------------------------------------------------------------------------ */
#if defined(LINALG_EFS)
typedef struct {
    const char *name;
    int m, n, off; /* off: the kernel's zeros before column 0 in its 16-column blocks (the live-column rule) */
    void (*fn)(uint8_t *a);
} ef_shape_t;

#define E(name, m, n, off) {#name, m, n, off, CAT(GEN_NAME, CAT(_ef_, name))},
static const ef_shape_t efs[] = {LINALG_EFS};
#undef E
#define NEF (sizeof efs / sizeof efs[0])

static unsigned gf16_mul(unsigned s, unsigned x)
{
    return MUL(s, x) & 15u;
}

/* MAYO's EF (the opt code's, element by element, branches on everything): for pivot column t the pivot row is
 * the XOR of row pr and the rows after it up to the first with a nonzero entry in column t, within rows
 * lb..min(m-1, ub+32); scaled by the inverse of its pivot; subtracted, times each row's entry in column t, from
 * the rows after pr (from lb on); written to row pr when pr lies in lb..ub and the pivot is nonzero. Row
 * operations act on the columns from the pivot's 16-column block on (the kernel's live-column rule). */
static void ef_reference(const ef_shape_t *e, uint8_t *a)
{
    const int m = e->m, n = e->n;
    uint8_t *prow = calloc((size_t)n, 1);
    int t, r, j, pr = 0;
    for (t = 0; t < n; t++) {
        const int lb = t + m - n > 0 ? t + m - n : 0, ub = t < m - 1 ? t : m - 1;
        const int top = ub + 32 < m - 1 ? ub + 32 : m - 1;
        const int block = ((t + e->off) / 16) * 16 - e->off, j0 = block > 0 ? block : 0;
        unsigned piv = 0, inv;
        int zero = 1;
        memset(prow, 0, (size_t)n);
        for (r = lb; r <= top; r++) {
            if (r == pr || (r > pr && zero)) {
                for (j = j0; j < n; j++)
                    prow[j] ^= a[r * n + j];
                piv = prow[t];
                zero = piv == 0;
            }
        }
        inv = inverse_by_search(piv, 16u);
        for (j = j0; j < n; j++)
            prow[j] = (uint8_t)gf16_mul(inv, prow[j]);
        for (r = lb; r < m; r++) {
            if (r > pr) {
                const unsigned el = a[r * n + t];
                for (j = j0; j < n; j++)
                    a[r * n + j] ^= (uint8_t)gf16_mul(el, prow[j]);
            }
        }
        if (!zero) {
            if (pr >= lb && pr <= ub)
                for (j = j0; j < n; j++)
                    a[pr * n + j] = prow[j];
            pr++;
        }
    }
    free(prow);
}

static size_t ef_size(size_t s)
{
    return (size_t)efs[s].m * (size_t)efs[s].n;
}

/* the kernel on got, ef_reference on want */
static int ef_apply(size_t s, uint8_t *got, uint8_t *want)
{
    efs[s].fn(got);
    ef_reference(&efs[s], want);
    return 0;
}

static void ef_describe(size_t s, char *buf, size_t len)
{
    snprintf(buf, len, "ef %s (%dx%d)", efs[s].name, efs[s].m, efs[s].n);
}

/* kinds of matrices: 0 random; 1 rank-deficient (rows are combinations of fewer random rows); 2 sparse (an
 * entry nonzero with probability 1/8); 3 late pivots (the first columns zero above a random row); 4 zero
 * columns at random; 5 an identity block at a random column, the rest random */
static void ef_matrix(size_t s, uint8_t *a, int kind)
{
    const int m = efs[s].m, n = efs[s].n;
    int i, j, l;
    for (i = 0; i < m * n; i++)
        a[i] = rbyte() & 15u;
    if (kind == 1) {
        const int rank = (int)(rbyte() % (unsigned)(m < n ? m : n));
        for (i = rank; i < m; i++) {
            for (j = 0; j < n; j++)
                a[i * n + j] = 0;
            for (l = 0; l < rank; l++) {
                const unsigned s = rbyte() & 15u;
                for (j = 0; j < n; j++)
                    a[i * n + j] ^= (uint8_t)gf16_mul(s, a[l * n + j]);
            }
        }
    } else if (kind == 2) {
        for (i = 0; i < m * n; i++)
            if (rbyte() & 7u)
                a[i] = 0;
    } else if (kind == 3) {
        /* half the rounds put the first nonzero row at MAYO's search window's edge (31, 32 or 33 rows down) */
        const int edge = 31 + (int)(rbyte() % 3u), below = (rbyte() & 1u) && edge < m ? edge : (int)(rbyte() % (unsigned)m);
        const int cols = 1 + (int)(rbyte() % 8u);
        for (i = 0; i < below; i++)
            for (j = 0; j < cols && j < n; j++)
                a[i * n + j] = 0;
    } else if (kind == 4) {
        for (j = 0; j < n; j++)
            if ((rbyte() & 3u) == 0)
                for (i = 0; i < m; i++)
                    a[i * n + j] = 0;
    } else if (kind == 5) {
        const int c0 = (int)(rbyte() % (unsigned)n);
        for (i = 0; i < m; i++)
            for (j = c0; j < n && j - c0 < m; j++)
                a[i * n + j] = (uint8_t)(i == j - c0);
    }
}

#ifndef EF_ROUNDS
#define EF_ROUNDS 60 /* matrices of each kind per shape */
#endif

static int check_ef(long *cases)
{
    const kinds_check_t k = {NEF, UINT64_C(0x9E3779B97F4A7C15), EF_ROUNDS, "matrix", ef_size, ef_matrix, ef_apply, ef_describe};
    return check_kinds(&k, cases);
}
#endif

/* ---- gauss: UOV's Gaussian elimination --------------------------------------------------------------------- */
#if defined(LINALG_GAUSS)
typedef struct {
    const char *name;
    int o, w; /* unknowns, bytes per row (the matrix row, the constant, zero padding) */
    unsigned (*fn)(uint8_t *mat);
} gauss_shape_t;

#define U(name, o, w) {#name, o, w, CAT(GEN_NAME, CAT(_gauss_, name))},
static const gauss_shape_t gausses[] = {LINALG_GAUSS};
#undef U
#define NGAUSS (sizeof gausses / sizeof gausses[0])

/* element c of a row (column o: the constant) */
static unsigned gauss_get(const uint8_t *row, int c)
{
    return PER_BYTE == 2 ? (row[c >> 1] >> (4 * (c & 1))) & 15u : row[c];
}

static void gauss_set(uint8_t *row, int c, unsigned v)
{
    if (PER_BYTE == 2)
        row[c >> 1] = (uint8_t)((row[c >> 1] & (0xf0u >> (4 * (c & 1)))) | (v << (4 * (c & 1))));
    else
        row[c] = (uint8_t)v;
}

/* UOV's ref code (gf16mat_gaussian_elim_ref / gf256mat_gaussian_elim_ref) element by element, branches on
 * everything: per pivot i, row i += row j (j = i + 1 ..) while its element i is zero; row i times the inverse of
 * that element (0 for 0); row j (j > i) += its element i times row i; columns i .. o (the constant) */
static unsigned gauss_reference(const gauss_shape_t *g, uint8_t *a)
{
    const int o = g->o, w = g->w;
    unsigned ok = 1;
    int i, j, c;
    for (i = 0; i < o; i++) {
        uint8_t *ri = a + (size_t)i * (size_t)w;
        unsigned inv;
        for (j = i + 1; j < o; j++)
            if (gauss_get(ri, i) == 0)
                for (c = i; c <= o; c++)
                    gauss_set(ri, c, gauss_get(ri, c) ^ gauss_get(a + (size_t)j * (size_t)w, c));
        ok &= gauss_get(ri, i) != 0;
        inv = inverse_by_search(gauss_get(ri, i), PER_BYTE == 2 ? 16u : 256u);
        for (c = i; c <= o; c++)
            gauss_set(ri, c, MUL(inv, gauss_get(ri, c)));
        for (j = i + 1; j < o; j++) {
            uint8_t *rj = a + (size_t)j * (size_t)w;
            const unsigned e = gauss_get(rj, i);
            for (c = i; c <= o; c++)
                gauss_set(rj, c, gauss_get(rj, c) ^ MUL(e, gauss_get(ri, c)));
        }
    }
    return ok;
}

static size_t gauss_size(size_t s)
{
    return (size_t)gausses[s].o * (size_t)gausses[s].w;
}

/* the kernel on got, gauss_reference on want; nonzero if they disagree on solvability */
static int gauss_apply(size_t s, uint8_t *got, uint8_t *want)
{
    return gausses[s].fn(got) != gauss_reference(&gausses[s], want);
}

static void gauss_describe(size_t s, char *buf, size_t len)
{
    snprintf(buf, len, "gauss %s (o = %d)", gausses[s].name, gausses[s].o);
}

/* kinds of systems (random constants, zero padding): 0 random; 1 singular (rows are combinations of fewer random
 * rows, rank 0 .. o - 1); 2 sparse (an element nonzero with probability 1/8); 3 late pivots (the first columns zero
 * above a random row); 4 zero columns at random; 5 a permutation matrix */
static void gauss_system(size_t s, uint8_t *a, int kind)
{
    const int o = gausses[s].o, w = gausses[s].w;
    const unsigned mask = PER_BYTE == 2 ? 15u : 255u;
    int i, j, l;
    memset(a, 0, (size_t)o * (size_t)w);
    for (i = 0; i < o; i++)
        for (j = 0; j <= o; j++)
            gauss_set(a + (size_t)i * (size_t)w, j, rbyte() & mask);
    if (kind == 1) {
        const int rank = (int)(rbyte() % (unsigned)o);
        for (i = rank; i < o; i++) {
            uint8_t *ri = a + (size_t)i * (size_t)w;
            for (j = 0; j < o; j++)
                gauss_set(ri, j, 0);
            for (l = 0; l < rank; l++) {
                const unsigned s = rbyte() & mask;
                for (j = 0; j < o; j++)
                    gauss_set(ri, j, gauss_get(ri, j) ^ MUL(s, gauss_get(a + (size_t)l * (size_t)w, j)));
            }
        }
        for (i = o - 1; i > 0; i--) { /* the dependent rows anywhere */
            const int k = (int)(rbyte() % (unsigned)(i + 1));
            uint8_t t[256];
            memcpy(t, a + (size_t)i * (size_t)w, (size_t)w);
            memcpy(a + (size_t)i * (size_t)w, a + (size_t)k * (size_t)w, (size_t)w);
            memcpy(a + (size_t)k * (size_t)w, t, (size_t)w);
        }
    } else if (kind == 2) {
        for (i = 0; i < o; i++)
            for (j = 0; j < o; j++)
                if (rbyte() & 7u)
                    gauss_set(a + (size_t)i * (size_t)w, j, 0);
    } else if (kind == 3) {
        const int below = (int)(rbyte() % (unsigned)o), cols = 1 + (int)(rbyte() % 20u);
        for (i = 0; i < below; i++)
            for (j = 0; j < cols && j < o; j++)
                gauss_set(a + (size_t)i * (size_t)w, j, 0);
    } else if (kind == 4) {
        for (j = 0; j < o; j++)
            if ((rbyte() & 3u) == 0)
                for (i = 0; i < o; i++)
                    gauss_set(a + (size_t)i * (size_t)w, j, 0);
    } else if (kind == 5) {
        int perm[256];
        for (i = 0; i < o; i++)
            perm[i] = i;
        for (i = o - 1; i > 0; i--) {
            const int k = (int)(rbyte() % (unsigned)(i + 1)), t = perm[i];
            perm[i] = perm[k], perm[k] = t;
        }
        for (i = 0; i < o; i++)
            for (j = 0; j < o; j++)
                gauss_set(a + (size_t)i * (size_t)w, j, j == perm[i]);
    }
}

#ifndef GAUSS_ROUNDS
#define GAUSS_ROUNDS 60 /* systems of each kind per shape */
#endif

static int check_gauss(long *cases)
{
    const kinds_check_t k = {NGAUSS, UINT64_C(0x2545F4914F6CDD1D), GAUSS_ROUNDS, "system", gauss_size, gauss_system,
                             gauss_apply, gauss_describe};
    return check_kinds(&k, cases);
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
#if defined(LINALG_GEMMS)
    {
        size_t g;
        for (g = 0; g < NGEMM; g++) {
            if (basis_gemm(&gemms[g], &cases, &basis))
                return 1;
            use_prep = prep_of(&gemms[g]);
            if (use_prep && basis_gemm(&gemms[g], &cases, &basis))
                return 1;
            use_prep = NULL;
        }
    }
#endif
#if defined(LINALG_EFS)
    if (check_ef(&basis))
        return 1;
#endif
#if defined(LINALG_GAUSS)
    if (check_gauss(&basis))
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
#if defined(LINALG_GEMMS)
        else if (type == 3)
            bad = gemm_record(in, (long)r);
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
    (void)d, (void)p, (void)coding, (void)x0, (void)x1, (void)y, (void)elems;
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
#if defined(LINALG_GEMMS)
    {
        size_t g;
        for (g = 0; g < NGEMM; g++) { /* one shape at a time: A, B, C random, C accumulating */
            const gemm_shape_t *sh = &gemms[g];
            const size_t na = a_size(sh), nb = sh->k * row_bytes(sh->n), nc = sh->m * row_bytes(sh->n);
            uint8_t *ga = malloc(na), *gb = malloc(nb), *gc = malloc(nc);
            char key[96];
            double madds = 0;
            size_t i;
            hc_timing_t tg;
            rfill(ga, na), rfill(gb, nb), rfill(gc, nc);
            for (i = 0; i < sh->m; i++)
                madds += (double)(sh->upper ? (sh->k > i ? sh->k - i : 0) : sh->k) * (double)sh->n;
            HC_ROUNDS(&tg, 1, reps) {
                HC_LAP(&tg, 0, 1, sh->fn(gc, ga, gb));
            }
            snprintf(key, sizeof key, "gemm_%s", sh->name);
            hc_json_kv(key, "%.2f", madds / hc_timing_median(&tg, 0));
            if (prep_of(sh)) { /* the tables once, then _prepared alone */
                const gemm_prep_t *pp = prep_of(sh);
                uint8_t *t = aligned_alloc(64, (pp->tb + 63) / 64 * 64); /* N_TABLE_ALIGN: the speed users get */
                pp->prepare(t, ga);
                HC_ROUNDS(&tg, 1, reps) {
                    HC_LAP(&tg, 0, 1, pp->prepared(gc, t, gb));
                }
                snprintf(key, sizeof key, "gemm_%s_prepared", sh->name);
                hc_json_kv(key, "%.2f", madds / hc_timing_median(&tg, 0));
                free(t);
            }
            free(ga), free(gb), free(gc);
        }
    }
#endif
    hc_json_end();
    return 0;
}

int main(int argc, char **argv)
{
    return hc_vector_main(argc, argv, "linalg_harness", check, bench, 301);
}
