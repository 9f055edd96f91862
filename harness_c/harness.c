/* harness.c - correctness checker and timer for one emitted GF(2^m) kernel.
 *
 * Build (once per kernel):
 *   cc -O2 -Wall -Wextra -Werror <isa flags> -DGEN_NAME=gf2_12 \
 *      -DGEN_HEADER='"/abs/dir/gf2_12.h"' -I/abs/dir harness.c [/abs/dir/gf2_12.c] -o drv
 * GEN_HEADER defaults to "GEN_NAME.h" (found through -I). -DGEN_HEADER_ONLY is accepted and
 * only reported; a header-only kernel (static inline functions) simply has no .c to link.
 *
 * Usage:
 *   drv check VECTORS [--max-exhaustive-m K]   (K defaults to 16)
 *   drv bench [--reps R]                        (R defaults to 301, at least 101)
 * Prints exactly one JSON line on stdout. With -DHDRV_BARE_METAL (Cortex-M under QEMU, see
 * baremetal/) there is no bench and the C library is baremetal/libc.c: files come through
 * semihosting, and the vector records are streamed, so a run needs little RAM. Exit 0 = ok, 1 = a kernel result is wrong (the first
 * mismatch is described on stderr), 2 = usage / vector file error.
 *
 * Vector file (written by gen/harness.py; little-endian uint64 words):
 *   header[8] = { MAGIC "GF2HVEC1", VERSION 1, m, n = words per element, cw = words per
 *                 unreduced product (= NAME_CLMUL_WORDS), seed, count N, rows = 2m-1 }
 *   R[rows][n]                      R_k = x^k mod f, k = 0..2m-2
 *   N records { mul[n], sqr[n], clmul[cw] } for the pairs (a, b) of the xorshift64 stream
 *   The pairs are not stored: a then b, n draws each, top word masked to m bits.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/report.h"
#include "common/rng.h"
#ifndef HDRV_BARE_METAL
#include "common/timing.h"
#endif

#ifndef GEN_NAME
#error "compile with -DGEN_NAME=<kernel name>"
#endif

#define HDRV_CAT_(a, b) a##b
#define HDRV_CAT(a, b) HDRV_CAT_(a, b)
#define HDRV_SYM(x) HDRV_CAT(GEN_NAME, x)
/* macros (NAME_M, NAME_WORDS, NAME_CLMUL_WORDS) are spelt with GEN_MACRO, the upper-case name */
#ifndef GEN_MACRO
#define GEN_MACRO GEN_NAME
#endif
#define HDRV_MAC(x) HDRV_CAT(GEN_MACRO, x)
#define HDRV_STR_(x) #x
#define HDRV_STR(x) HDRV_STR_(x)

#ifdef GEN_HEADER
#include GEN_HEADER
#else
#include HDRV_STR(GEN_NAME.h)
#endif

#ifdef GEN_HEADER_ONLY
#define HDRV_HEADER_ONLY 1
#else
#define HDRV_HEADER_ONLY 0
#endif

/* ---- kernel shape ------------------------------------------------------------------------ */
/* HDRV_KM_PP for #if; the int-cast forms for C code (the header may spell them 12u etc.) */
#define HDRV_KM_PP HDRV_MAC(_M)
#define HDRV_KM ((int)HDRV_MAC(_M))
#define HDRV_KCW ((int)HDRV_MAC(_CLMUL_WORDS))

#if HDRV_KM_PP > 64
#define HDRV_ARRAY_API 1
#define HDRV_NW ((int)HDRV_MAC(_WORDS))
#define HDRV_API_NAME "array"
_Static_assert(HDRV_MAC(_WORDS) == (HDRV_KM + 63) / 64, "NAME_WORDS != ceil(m/64)");
_Static_assert(HDRV_KCW == 2 * HDRV_MAC(_WORDS), "NAME_CLMUL_WORDS != 2*NAME_WORDS");
#else
#define HDRV_ARRAY_API 0
#define HDRV_NW 1
#define HDRV_API_NAME "element"
typedef HDRV_SYM(_t) hdrv_elem_t;
_Static_assert(sizeof(hdrv_elem_t) * 8 >= HDRV_KM, "NAME_t too narrow for m bits");
_Static_assert(HDRV_KCW == (2 * HDRV_KM - 1 + 63) / 64, "NAME_CLMUL_WORDS != ceil((2m-1)/64)");
#endif
_Static_assert(HDRV_KM >= 2, "m must be at least 2");

#define HDRV_TOPBITS (HDRV_KM - 64 * (HDRV_NW - 1))
#define HDRV_TOPMASK (HDRV_TOPBITS == 64 ? ~(uint64_t)0 : (((uint64_t)1 << (HDRV_TOPBITS % 64)) - 1))
#define HDRV_CBITS (2 * HDRV_KM - 1) /* bits of an unreduced product */
#define HDRV_CANARY UINT64_C(0xC0FFEE5A5A5AC0DE)
#define HDRV_POISON UINT64_C(0xA5A5A5A5A5A5A5A5)

#define HDRV_VEC_MAGIC UINT64_C(0x3143455648324647) /* "GF2HVEC1" */
#define HDRV_VEC_VERSION 1
#define HDRV_VEC_HEADER 8

/* ---- uniform word-array wrappers over both APIs ------------------------------------------ */
#define HC_FIELD_ARRAY_API HDRV_ARRAY_API
#define HC_FIELD_ELEM hdrv_elem_t
#include "common/field_api.h"

static inline void hdrv_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    HC_OUT(r, HDRV_SYM(_mul), HC_IN(a), HC_IN(b));
}

static inline void hdrv_k_sqr(uint64_t *r, const uint64_t *a)
{
    HC_OUT(r, HDRV_SYM(_sqr), HC_IN(a));
}

static inline void hdrv_k_inv(uint64_t *r, const uint64_t *a)
{
    HC_OUT(r, HDRV_SYM(_inv), HC_IN(a));
}

static inline void hdrv_k_clmul(uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    HDRV_SYM(_clmul)(c, HC_IN(a), HC_IN(b));
}

static inline void hdrv_k_reduce(uint64_t *r, const uint64_t *c)
{
    HC_OUT(r, HDRV_SYM(_reduce), c);
}

/* ---- helpers ----------------------------------------------------------------------------- */
/* one random field element: HDRV_NW draws of xorshift64, top word masked to m bits (the stream and
 * masking gen/harness.py reproduces); one random unreduced product (bench inputs): HDRV_KCW draws
 * masked to 2m-1 bits */
#define hdrv_rand_elem(s, w) hc_rand_bits(s, w, HDRV_NW, HDRV_KM)
#define hdrv_rand_prod(s, w) hc_rand_bits(s, w, HDRV_KCW, HDRV_CBITS)

static void hdrv_set_unit(uint64_t *w, int n, int k)
{
    memset(w, 0, (size_t)n * sizeof *w);
    w[k / 64] = (uint64_t)1 << (k % 64);
}

static void hdrv_fill(uint64_t *w, int n, uint64_t v)
{
    int i;
    for (i = 0; i < n; i++)
        w[i] = v;
}

static int hdrv_same(const uint64_t *x, const uint64_t *y, int n)
{
    return memcmp(x, y, (size_t)n * sizeof *x) == 0;
}

static uint64_t hdrv_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)(ts.tv_nsec / 1000000);
}

/* ---- failure reporting -------------------------------------------------------------------- */
static char hdrv_g_err[1024];
static const char *hdrv_g_stage = "";
static const char *hdrv_g_func = "";

static size_t hdrv_put_words(char *p, size_t room, const char *label, const uint64_t *w, int n)
{
    size_t used = 0;
    int i, k;
    k = snprintf(p, room, " %s=[", label);
    if (k < 0 || (size_t)k >= room)
        return room;
    used += (size_t)k;
    for (i = 0; i < n; i++) {
        k = snprintf(p + used, room - used, "%s0x%016" PRIx64, i ? "," : "", w[i]);
        if (k < 0 || (size_t)k >= room - used)
            return room;
        used += (size_t)k;
    }
    k = snprintf(p + used, room - used, "]");
    if (k < 0 || (size_t)k >= room - used)
        return room;
    return used + (size_t)k;
}

/* Describe the first mismatch (stderr + JSON) and return 1. Inputs may be NULL. */
static int hdrv_mismatch(const char *stage, const char *func, const char *ctx, const uint64_t *a,
                         int na, const uint64_t *b, int nb, const uint64_t *got,
                         const uint64_t *exp, int nr)
{
    /* a long line on stderr with every word; a short summary for the JSON */
    static char line[16384];
    size_t used, room = sizeof line;
    int k;
    hdrv_g_stage = stage;
    hdrv_g_func = func;
    k = snprintf(line, room, "mismatch: %s %s %s (words little-endian):", stage, func, ctx);
    used = (k < 0) ? 0 : ((size_t)k >= room ? room - 1 : (size_t)k);
    if (a && used < room)
        used += hdrv_put_words(line + used, room - used, "a", a, na);
    if (b && used < room)
        used += hdrv_put_words(line + used, room - used, "b", b, nb);
    if (got && used < room)
        used += hdrv_put_words(line + used, room - used, "got", got, nr);
    if (exp && used < room)
        used += hdrv_put_words(line + used, room - used, "expected", exp, nr);
    line[sizeof line - 1] = '\0';
    fprintf(stderr, "%s\n", line);
    snprintf(hdrv_g_err, sizeof hdrv_g_err, "%s: %s %s", stage, func, ctx);
    return 1;
}

/* ---- vector file -------------------------------------------------------------------------- */
typedef struct {
    FILE *f;              /* positioned at the next record */
    uint64_t *R;          /* [2m-1][HDRV_NW] */
    uint64_t seed, count;
} hdrv_vectors_t;

#define HDRV_REC_WORDS (2 * HDRV_NW + HDRV_KCW)

static int hdrv_read_words(FILE *f, uint64_t *w, size_t n)
{
    if (fread(w, 8, n, f) != n)
        return -1;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    {
        size_t i;
        for (i = 0; i < n; i++)
            w[i] = __builtin_bswap64(w[i]);
    }
#endif
    return 0;
}

static void hdrv_close_vectors(hdrv_vectors_t *v)
{
    if (v->f)
        fclose(v->f);
    free(v->R);
    v->f = NULL;
    v->R = NULL;
}

/* Open the vector file, check its header and size, read R; the records are read as they are used. */
static int hdrv_load_vectors(const char *path, hdrv_vectors_t *v)
{
    long size;
    size_t words, expect, rwords = (size_t)HDRV_CBITS * HDRV_NW;
    uint64_t h[HDRV_VEC_HEADER];
    v->f = fopen(path, "rb");
    if (!v->f) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "cannot open vector file %s", path);
        return -1;
    }
    if (fseek(v->f, 0, SEEK_END) != 0 || (size = ftell(v->f)) < 0 || fseek(v->f, 0, SEEK_SET) != 0) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "cannot size vector file %s", path);
        return -1;
    }
    if (size % 8 != 0 || (size_t)size < HDRV_VEC_HEADER * 8 || hdrv_read_words(v->f, h, HDRV_VEC_HEADER) != 0) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "vector file %s: bad size %ld", path, size);
        return -1;
    }
    words = (size_t)size / 8;
    if (h[0] != HDRV_VEC_MAGIC || h[1] != HDRV_VEC_VERSION) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "vector file %s: bad magic/version", path);
        return -1;
    }
    if (h[2] != (uint64_t)HDRV_KM || h[3] != (uint64_t)HDRV_NW || h[4] != (uint64_t)HDRV_KCW ||
        h[7] != (uint64_t)HDRV_CBITS) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err,
                 "vector file %s is for m=%" PRIu64 " n=%" PRIu64 " cw=%" PRIu64
                 ", kernel has m=%d n=%d cw=%d",
                 path, h[2], h[3], h[4], (int)HDRV_KM, (int)HDRV_NW, (int)HDRV_KCW);
        return -1;
    }
    v->seed = h[5];
    v->count = h[6];
    if (v->seed == 0) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "vector file %s: seed is 0", path);
        return -1;
    }
    expect = HDRV_VEC_HEADER + rwords;
    if (words < expect || v->count > (words - expect) / HDRV_REC_WORDS ||
        expect + v->count * (size_t)HDRV_REC_WORDS != words) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err,
                 "vector file %s: size does not match count %" PRIu64, path, v->count);
        return -1;
    }
    v->R = malloc(rwords * 8);
    if (!v->R || hdrv_read_words(v->f, v->R, rwords) != 0) {
        snprintf(hdrv_g_err, sizeof hdrv_g_err, "cannot read vector file %s", path);
        return -1;
    }
    return 0;
}

/* ---- one checked call ---------------------------------------------------------------------- */
#define HDRV_NF 4
enum { HDRV_F_MUL, HDRV_F_SQR, HDRV_F_CLMUL, HDRV_F_REDUCE };
static const char *const hdrv_g_fname[HDRV_NF] = {"mul", "sqr", "clmul", "reduce"};

/* Function f on x and y (sqr: x; reduce: the product x) into out[0..n), which is poisoned first and
 * followed by a canary word. 0 if out = want and the canary holds, else the mismatch described (1):
 * its context printf(fmt, ...), and with `note` what a broken canary means. */
__attribute__((format(printf, 7, 8))) static int hdrv_checked_call(const char *stage, int f, const uint64_t *x,
                                                                   const uint64_t *y, const uint64_t *want,
                                                                   int note, const char *fmt, ...)
{
    uint64_t out[HDRV_KCW + 1];
    const int n = f == HDRV_F_CLMUL ? HDRV_KCW : HDRV_NW, binary = f == HDRV_F_MUL || f == HDRV_F_CLMUL;
    char ctx[96];
    va_list ap;
    hdrv_fill(out, n, HDRV_POISON);
    out[n] = HDRV_CANARY;
    if (f == HDRV_F_MUL)
        hdrv_k_mul(out, x, y);
    else if (f == HDRV_F_SQR)
        hdrv_k_sqr(out, x);
    else if (f == HDRV_F_CLMUL)
        hdrv_k_clmul(out, x, y);
    else
        hdrv_k_reduce(out, x);
    if (hdrv_same(out, want, n) && out[n] == HDRV_CANARY)
        return 0;
    va_start(ap, fmt);
    vsnprintf(ctx, sizeof ctx, fmt, ap);
    va_end(ap);
    if (note && out[n] != HDRV_CANARY) {
        size_t used = strlen(ctx);
        snprintf(ctx + used, sizeof ctx - used, "%s",
                 f == HDRV_F_CLMUL ? " (wrote past c[NAME_CLMUL_WORDS-1])" : " (wrote past r[NAME_WORDS-1])");
    }
    return hdrv_mismatch(stage, hdrv_g_fname[f], ctx, x, f == HDRV_F_REDUCE ? HDRV_KCW : HDRV_NW, binary ? y : NULL,
                         binary ? HDRV_NW : 0, out, want, n);
}

/* ---- check 1: basis ------------------------------------------------------------------------ */
static uint64_t hdrv_g_basis_cases;

static int hdrv_check_basis(const uint64_t *R)
{
    uint64_t a[HDRV_NW], b[HDRV_NW], c[HDRV_KCW], e[HDRV_KCW];
    int i, j, k;
    for (i = 0; i < HDRV_KM; i++) {
        hdrv_set_unit(a, HDRV_NW, i);
        for (j = 0; j < HDRV_KM; j++) {
            hdrv_set_unit(b, HDRV_NW, j);
            if (hdrv_checked_call("basis", HDRV_F_MUL, a, b, R + (size_t)(i + j) * HDRV_NW, 1, "x^%d * x^%d", i, j))
                return 1;
            hdrv_set_unit(e, HDRV_KCW, i + j);
            if (hdrv_checked_call("basis", HDRV_F_CLMUL, a, b, e, 1, "x^%d * x^%d", i, j))
                return 1;
            hdrv_g_basis_cases += 2;
        }
        if (hdrv_checked_call("basis", HDRV_F_SQR, a, NULL, R + (size_t)(2 * i) * HDRV_NW, 1, "(x^%d)^2", i))
            return 1;
        hdrv_g_basis_cases++;
    }
    for (k = 0; k < HDRV_CBITS; k++) {
        hdrv_set_unit(c, HDRV_KCW, k);
        if (hdrv_checked_call("basis", HDRV_F_REDUCE, c, NULL, R + (size_t)k * HDRV_NW, 1, "x^%d mod f", k))
            return 1;
        hdrv_g_basis_cases++;
    }
    return 0;
}

/* ---- check 2: exhaustive (element API, small m) ------------------------------------------- */
#if !HDRV_ARRAY_API && HDRV_KM_PP <= 16
#define HDRV_HAVE_EXHAUSTIVE 1
_Static_assert(HDRV_KCW == 1, "small m has one clmul word");

/* All pairs (a, b) for mul and clmul. Reference by linearity in b, b in Gray-code order:
 * ref(a, b ^ x^k) = ref(a, b) ^ a*x^k mod f, with a*x^k mod f = XOR of R[i+k] over bits i of a. */
static int hdrv_exhaustive_mul_clmul(const uint64_t *R)
{
    const uint32_t full = (uint32_t)1 << HDRV_KM;
    uint64_t ax[HDRV_KM];
    uint32_t a, i, b;
    int k;
    for (a = 0; a < full; a++) {
        const hdrv_elem_t ea = (hdrv_elem_t)a;
        uint64_t ref = 0, cref = 0, diff = 0;
        uint64_t c[1];
        for (k = 0; k < HDRV_KM; k++) {
            uint64_t s = 0;
            uint32_t t;
            for (t = a; t; t &= t - 1)
                s ^= R[__builtin_ctz(t) + k];
            ax[k] = s;
        }
        diff |= (uint64_t)HDRV_SYM(_mul)(ea, (hdrv_elem_t)0);
        HDRV_SYM(_clmul)(c, ea, (hdrv_elem_t)0);
        diff |= c[0];
        for (i = 1, b = 0; i < full; i++) {
            k = __builtin_ctz(i);
            b ^= (uint32_t)1 << k;
            ref ^= ax[k];
            cref ^= (uint64_t)a << k;
            diff |= (uint64_t)HDRV_SYM(_mul)(ea, (hdrv_elem_t)b) ^ ref;
            HDRV_SYM(_clmul)(c, ea, (hdrv_elem_t)b);
            diff |= c[0] ^ cref;
        }
        if (diff) {
            /* locate the first bad pair of this row, in plain order */
            uint64_t aw = a;
            for (b = 0; b < full; b++) {
                uint64_t bw = b, m = 0, cl = 0, got;
                uint32_t t;
                for (t = b; t; t &= t - 1) {
                    m ^= ax[__builtin_ctz(t)];
                    cl ^= (uint64_t)a << __builtin_ctz(t);
                }
                got = (uint64_t)HDRV_SYM(_mul)(ea, (hdrv_elem_t)b);
                if (got != m)
                    return hdrv_mismatch("exhaustive", "mul", "pair", &aw, 1, &bw, 1, &got, &m, 1);
                HDRV_SYM(_clmul)(c, ea, (hdrv_elem_t)b);
                if (c[0] != cl)
                    return hdrv_mismatch("exhaustive", "clmul", "pair", &aw, 1, &bw, 1, c, &cl, 1);
            }
            return hdrv_mismatch("exhaustive", "mul/clmul", "row (not reproducible)", &aw, 1, NULL, 0,
                            NULL, NULL, 0);
        }
    }
    return 0;
}

/* sqr over all a (ref(a ^ x^k) = ref(a) ^ R[2k]); reduce over all c of degree <= 2m-2
 * (ref(c ^ x^k) = ref(c) ^ R[k]). */
static int hdrv_exhaustive_sqr_reduce(const uint64_t *R)
{
    uint64_t ref = 0, got, w;
    uint32_t i, g = 0;
    uint64_t c[1];
    int k;
    got = (uint64_t)HDRV_SYM(_sqr)((hdrv_elem_t)0);
    if (got != 0) {
        w = 0;
        return hdrv_mismatch("exhaustive", "sqr", "a=0", &w, 1, NULL, 0, &got, &ref, 1);
    }
    for (i = 1; i < ((uint32_t)1 << HDRV_KM); i++) {
        k = __builtin_ctz(i);
        g ^= (uint32_t)1 << k;
        ref ^= R[2 * k];
        got = (uint64_t)HDRV_SYM(_sqr)((hdrv_elem_t)g);
        if (got != ref) {
            w = g;
            return hdrv_mismatch("exhaustive", "sqr", "", &w, 1, NULL, 0, &got, &ref, 1);
        }
    }
    ref = 0;
    c[0] = 0;
    got = (uint64_t)HDRV_SYM(_reduce)(c);
    if (got != 0)
        return hdrv_mismatch("exhaustive", "reduce", "c=0", c, 1, NULL, 0, &got, &ref, 1);
    for (i = 1, g = 0; i < ((uint32_t)1 << HDRV_CBITS); i++) {
        k = __builtin_ctz(i);
        g ^= (uint32_t)1 << k;
        ref ^= R[k];
        c[0] = g;
        got = (uint64_t)HDRV_SYM(_reduce)(c);
        if (got != ref) {
            c[0] = g;
            return hdrv_mismatch("exhaustive", "reduce", "", c, 1, NULL, 0, &got, &ref, 1);
        }
    }
    return 0;
}
#else
#define HDRV_HAVE_EXHAUSTIVE 0
#endif

/* ---- check 3: random pairs vs Python ------------------------------------------------------- */
#if HDRV_ARRAY_API
/* the in-place calls the array API allows, r aliasing a, b or both (mul) or a (sqr): r holds a copy of
 * the aliased operand; one canary after r for all four */
static int hdrv_check_aliasing(const uint64_t *a, const uint64_t *b, const uint64_t *em, const uint64_t *es,
                               uint64_t p)
{
    static const struct {
        const char *name;
        int sqr, ra, rb; /* sqr instead of mul; r in the place of a, of b */
    } cases[4] = {{"mul(r=a)", 0, 1, 0}, {"mul(r=b)", 0, 0, 1}, {"mul(r=a=b)", 0, 1, 1}, {"sqr(r=a)", 1, 1, 0}};
    uint64_t r[HDRV_NW + 1];
    char ctx[64];
    int k;
    r[HDRV_NW] = HDRV_CANARY;
    for (k = 0; k < 4; k++) {
        int square = cases[k].sqr || (cases[k].ra && cases[k].rb);
        memcpy(r, cases[k].ra ? a : b, sizeof(uint64_t) * HDRV_NW);
        if (cases[k].sqr)
            HDRV_SYM(_sqr)(r, r);
        else
            HDRV_SYM(_mul)(r, cases[k].ra ? r : a, cases[k].rb ? r : b);
        if (!hdrv_same(r, square ? es : em, HDRV_NW)) {
            snprintf(ctx, sizeof ctx, "pair %" PRIu64, p);
            return hdrv_mismatch("random", cases[k].name, ctx, a, HDRV_NW, square ? NULL : b, square ? 0 : HDRV_NW, r,
                                 square ? es : em, HDRV_NW);
        }
    }
    if (r[HDRV_NW] != HDRV_CANARY)
        return hdrv_mismatch("random", "mul(aliased)", "wrote past r[NAME_WORDS-1]", a, HDRV_NW, b, HDRV_NW, NULL,
                             NULL, 0);
    return 0;
}
#endif

#define HDRV_REC_CHUNK 64 /* records read at a time */
static int hdrv_check_random(const hdrv_vectors_t *v)
{
    static uint64_t recs[HDRV_REC_CHUNK][HDRV_REC_WORDS];
    uint64_t s = v->seed;
    uint64_t a[HDRV_NW], b[HDRV_NW];
    uint64_t p;
    for (p = 0; p < v->count; p++) {
        const uint64_t *rec = recs[p % HDRV_REC_CHUNK];
        const uint64_t *em = rec, *es = rec + HDRV_NW, *ec = rec + 2 * HDRV_NW;
        if (p % HDRV_REC_CHUNK == 0) {
            uint64_t left = v->count - p;
            size_t n = left < HDRV_REC_CHUNK ? (size_t)left : HDRV_REC_CHUNK;
            if (hdrv_read_words(v->f, recs[0], n * HDRV_REC_WORDS) != 0)
                return hdrv_mismatch("random", "load", "cannot read the vector records", NULL, 0, NULL, 0,
                                     NULL, NULL, 0);
        }
        hdrv_rand_elem(&s, a);
        hdrv_rand_elem(&s, b);
        if (hdrv_checked_call("random", HDRV_F_MUL, a, b, em, 0, "pair %" PRIu64, p) ||
            hdrv_checked_call("random", HDRV_F_SQR, a, NULL, es, 0, "pair %" PRIu64, p) ||
            hdrv_checked_call("random", HDRV_F_CLMUL, a, b, ec, 0, "pair %" PRIu64, p) ||
            hdrv_checked_call("random", HDRV_F_REDUCE, ec, NULL, em, 0, "pair %" PRIu64, p))
            return 1;
#if HDRV_ARRAY_API
        if (hdrv_check_aliasing(a, b, em, es, p))
            return 1;
#endif
    }
    return 0;
}

/* ---- check 4: inverse. mul is proved by now, so a * inv(a) = 1 (and inv(0) = 0) proves inv;
 * every a for m <= 16, else `count` xorshift values (capped: inv costs ~m squarings) ---------- */
#define HDRV_INV_RANDOM 2000
static int hdrv_check_inverse(uint64_t seed)
{
    uint64_t a[HDRV_NW], r[HDRV_NW + 1], p[HDRV_NW + 1], one[HDRV_NW], zero[HDRV_NW];
    uint64_t k, count;
    char ctx[64];
    int exhaustive = HDRV_KM <= 16;
    memset(a, 0, sizeof a);
    memset(one, 0, sizeof one);
    memset(zero, 0, sizeof zero);
    one[0] = 1;
    r[HDRV_NW] = HDRV_CANARY;
    hdrv_k_inv(r, a);
    if (!hdrv_same(r, zero, HDRV_NW))
        return hdrv_mismatch("inverse", "inv", "a=0 must give 0", a, HDRV_NW, NULL, 0, r, zero, HDRV_NW);
    count = exhaustive ? ((uint64_t)1 << (HDRV_KM % 64)) - 1 : HDRV_INV_RANDOM;
    for (k = 1; k <= count; k++) {
        if (exhaustive)
            a[0] = k;
        else
            hdrv_rand_elem(&seed, a);
        if (exhaustive)
            snprintf(ctx, sizeof ctx, "a=%" PRIu64, k);
        else
            snprintf(ctx, sizeof ctx, "sample %" PRIu64, k);
        hdrv_fill(r, HDRV_NW, HDRV_POISON);
        hdrv_k_inv(r, a);
        if (r[HDRV_NW] != HDRV_CANARY)
            return hdrv_mismatch("inverse", "inv", "wrote past r[NAME_WORDS-1]", a, HDRV_NW, NULL, 0, NULL, NULL, 0);
        if (r[HDRV_NW - 1] & ~HDRV_TOPMASK)
            return hdrv_mismatch("inverse", "inv", "result not reduced", a, HDRV_NW, NULL, 0, r, NULL, HDRV_NW);
        hdrv_k_mul(p, a, r);
        if (!hdrv_same(p, one, HDRV_NW) && !hdrv_same(a, zero, HDRV_NW))
            return hdrv_mismatch("inverse", "a*inv(a)", ctx, a, HDRV_NW, NULL, 0, p, one, HDRV_NW);
    }
    return 0;
}

static int hdrv_cmd_check(const char *path, int max_exh_m)
{
    hdrv_vectors_t v;
    int exhaustive = 0;
    uint64_t t0 = hdrv_now_ms();
    unsigned long ms; /* 32 bits on Cortex-M: no 64-bit division there */
    int bad;
    memset(&v, 0, sizeof v);
    if (hdrv_load_vectors(path, &v) != 0) {
        hc_json_begin();
        hc_json_bool("ok", 0);
        hc_json_kv("m", "%d", (int)HDRV_KM);
        hc_json_str("stage", "load");
        hc_json_str("error", hdrv_g_err);
        hc_json_end();
        fprintf(stderr, "error: %s\n", hdrv_g_err);
        hdrv_close_vectors(&v);
        return 2;
    }
    bad = hdrv_check_basis(v.R);
#if HDRV_HAVE_EXHAUSTIVE
    if (!bad && HDRV_KM <= max_exh_m) {
        exhaustive = 1;
        bad = hdrv_exhaustive_mul_clmul(v.R);
        if (!bad)
            bad = hdrv_exhaustive_sqr_reduce(v.R);
    }
#else
    (void)max_exh_m;
#endif
    if (!bad)
        bad = hdrv_check_random(&v);
    if (!bad)
        bad = hdrv_check_inverse(v.seed ^ UINT64_C(0x5DEECE66D));
    hdrv_close_vectors(&v);
    ms = (unsigned long)(hdrv_now_ms() - t0);
    hc_json_begin();
    hc_json_bool("ok", !bad);
    hc_json_kv("m", "%d", (int)HDRV_KM);
    if (bad) {
        hc_json_str("stage", hdrv_g_stage);
        hc_json_str("function", hdrv_g_func);
        hc_json_str("error", hdrv_g_err);
        hc_json_end();
        return 1;
    }
    hc_json_str("api", HDRV_API_NAME);
    hc_json_kv("words", "%d", (int)HDRV_NW);
    hc_json_kv("clmul_words", "%d", (int)HDRV_KCW);
    hc_json_bool("header_only", HDRV_HEADER_ONLY);
    hc_json_bool("exhaustive", exhaustive);
    hc_json_kv("basis_cases", "%" PRIu64, hdrv_g_basis_cases);
    hc_json_kv("exhaustive_pairs", "%" PRIu64, exhaustive ? (uint64_t)1 << (2 * HDRV_KM % 64) : (uint64_t)0);
    hc_json_kv("exhaustive_reduce", "%" PRIu64, exhaustive ? (uint64_t)1 << (HDRV_CBITS % 64) : (uint64_t)0);
    hc_json_kv("random_pairs", "%" PRIu64, v.count);
    hc_json_kv("seed", "%" PRIu64, v.seed);
    hc_json_kv("seconds", "%lu.%03lu", ms / 1000u, ms % 1000u);
    hc_json_end();
    return 0;
}

#ifndef HDRV_BARE_METAL
/* ---- bench --------------------------------------------------------------------------------- */
#define HDRV_BATCH 64
/* keeps the compiler from vectorising or fusing the calls of a throughput batch */
#define HDRV_LOOP_FENCE() __asm__ __volatile__("")

/* HDRV_TIMED(name, prep, body...) defines uint64_t name(void): the ticks of body between two fenced
 * reads, prep (untimed) before them. HDRV_EACH(stmts...): stmts for i = 0 .. HDRV_BATCH-1.
 * Throughput (tp): HDRV_BATCH independent calls. Latency (lat): a dependent chain of HDRV_BATCH
 * calls, the output of call i the input of call i+1. */
#define HDRV_TIMED(name, prep, ...) \
    static uint64_t name(void)      \
    {                               \
        uint64_t t0;                \
        prep;                       \
        t0 = tsc_read();            \
        {                           \
            __VA_ARGS__;            \
        }                           \
        return tsc_read() - t0;     \
    }
#define HDRV_EACH(...)                         \
    for (int i = 0; i < HDRV_BATCH; i++) {     \
        __VA_ARGS__;                           \
    }

static uint64_t hdrv_gC[HDRV_BATCH][HDRV_KCW];     /* reduce inputs */
static uint64_t hdrv_gOutC[HDRV_BATCH][HDRV_KCW];  /* clmul outputs */
static uint64_t hdrv_gbench_seed = UINT64_C(0x9E3779B97F4A7C15);

#if HDRV_ARRAY_API
static uint64_t hdrv_gA[HDRV_BATCH][HDRV_NW], hdrv_gB[HDRV_BATCH][HDRV_NW];
static uint64_t hdrv_gOut[HDRV_BATCH][HDRV_NW], hdrv_gX[2][HDRV_NW];

static void hdrv_bench_inputs(void)
{
    int i;
    for (i = 0; i < HDRV_BATCH; i++) {
        hdrv_rand_elem(&hdrv_gbench_seed, hdrv_gA[i]);
        hdrv_rand_elem(&hdrv_gbench_seed, hdrv_gB[i]);
        hdrv_rand_prod(&hdrv_gbench_seed, hdrv_gC[i]);
    }
}

#define HDRV_TP(name, call) HDRV_TIMED(name, , HDRV_EACH(call; HDRV_LOOP_FENCE()))
HDRV_TP(hdrv_tp_mul, HDRV_SYM(_mul)(hdrv_gOut[i], hdrv_gA[i], hdrv_gB[i]))
HDRV_TP(hdrv_tp_sqr, HDRV_SYM(_sqr)(hdrv_gOut[i], hdrv_gA[i]))
HDRV_TP(hdrv_tp_reduce, HDRV_SYM(_reduce)(hdrv_gOut[i], hdrv_gC[i]))

/* mul, sqr: ping-pong buffers p, q from a */
#define HDRV_LAT(name, call)                                                                       \
    HDRV_TIMED(name, uint64_t *p = hdrv_gX[0]; uint64_t *q = hdrv_gX[1];                           \
               memcpy(p, hdrv_gA[0], sizeof hdrv_gX[0]), HDRV_EACH(call; uint64_t *t = p; p = q; q = t))
HDRV_LAT(hdrv_lat_mul, HDRV_SYM(_mul)(q, p, hdrv_gB[i]))
HDRV_LAT(hdrv_lat_sqr, HDRV_SYM(_sqr)(q, p))
/* clmul: the low m bits of the product, xored with fresh input; reduce: the result fed back into the
 * low words of the next input */
HDRV_TIMED(hdrv_lat_clmul, uint64_t *p = hdrv_gX[0]; uint64_t *c = hdrv_gOutC[0];
           memcpy(p, hdrv_gA[0], sizeof hdrv_gX[0]),
           HDRV_EACH(HDRV_SYM(_clmul)(c, p, hdrv_gB[i]);
                     for (int w = 0; w < HDRV_NW; w++) p[w] = c[w] ^ hdrv_gA[i][w];
                     p[HDRV_NW - 1] &= HDRV_TOPMASK))
HDRV_TIMED(hdrv_lat_reduce, uint64_t *r = hdrv_gX[0]; uint64_t *c = hdrv_gOutC[0];
           memset(r, 0, sizeof hdrv_gX[0]),
           HDRV_EACH(memcpy(c, hdrv_gC[i], sizeof hdrv_gC[i]);
                     for (int w = 0; w < HDRV_NW; w++) c[w] ^= r[w];
                     HDRV_SYM(_reduce)(r, c)))

#else /* element API */
static hdrv_elem_t hdrv_gA[HDRV_BATCH], hdrv_gB[HDRV_BATCH], hdrv_gOut[HDRV_BATCH], hdrv_gX;
/* keeps a value in a register as an opaque result */
#define HDRV_OPAQUE(v) __asm__("" : "+r"(v))

static void hdrv_bench_inputs(void)
{
    int i;
    uint64_t w;
    for (i = 0; i < HDRV_BATCH; i++) {
        hdrv_rand_elem(&hdrv_gbench_seed, &w);
        hdrv_gA[i] = (hdrv_elem_t)w;
        hdrv_rand_elem(&hdrv_gbench_seed, &w);
        hdrv_gB[i] = (hdrv_elem_t)w;
        hdrv_rand_prod(&hdrv_gbench_seed, hdrv_gC[i]);
    }
}

#define HDRV_TP(name, call) HDRV_TIMED(name, , HDRV_EACH(hdrv_elem_t r = call; HDRV_OPAQUE(r); hdrv_gOut[i] = r))
HDRV_TP(hdrv_tp_mul, HDRV_SYM(_mul)(hdrv_gA[i], hdrv_gB[i]))
HDRV_TP(hdrv_tp_sqr, HDRV_SYM(_sqr)(hdrv_gA[i]))
HDRV_TP(hdrv_tp_reduce, HDRV_SYM(_reduce)(hdrv_gC[i]))

/* x = f(x, ...) from x = x0 (a, or 0 for reduce); clmul: the low m bits of the product, xored with
 * fresh input; reduce: x xored into the low word of the next input */
#define HDRV_LAT(name, x0, ...) HDRV_TIMED(name, , hdrv_elem_t x = x0; HDRV_EACH(__VA_ARGS__); hdrv_gX = x)
HDRV_LAT(hdrv_lat_mul, hdrv_gA[0], x = HDRV_SYM(_mul)(x, hdrv_gB[i]))
HDRV_LAT(hdrv_lat_sqr, hdrv_gA[0], x = HDRV_SYM(_sqr)(x))
HDRV_LAT(hdrv_lat_clmul, hdrv_gA[0], uint64_t c[HDRV_KCW]; HDRV_SYM(_clmul)(c, x, hdrv_gB[i]);
         x = (hdrv_elem_t)((c[0] ^ (uint64_t)hdrv_gA[i]) & HDRV_TOPMASK))
HDRV_LAT(hdrv_lat_reduce, 0, uint64_t c[HDRV_KCW]; memcpy(c, hdrv_gC[i], sizeof c); c[0] ^= (uint64_t)x;
         x = HDRV_SYM(_reduce)(c))
#endif

/* clmul writes words in both APIs */
HDRV_TIMED(hdrv_tp_clmul, , HDRV_EACH(HDRV_SYM(_clmul)(hdrv_gOutC[i], hdrv_gA[i], hdrv_gB[i]); HDRV_LOOP_FENCE()))
HDRV_TIMED(hdrv_time_empty, , )

static uint64_t (*const hdrv_g_tp[HDRV_NF])(void) = {hdrv_tp_mul, hdrv_tp_sqr, hdrv_tp_clmul,
                                                     hdrv_tp_reduce};
static uint64_t (*const hdrv_g_lat[HDRV_NF])(void) = {hdrv_lat_mul, hdrv_lat_sqr, hdrv_lat_clmul,
                                                      hdrv_lat_reduce};

static int hdrv_cmd_bench(int reps)
{
    uint64_t *ov = malloc((size_t)reps * sizeof *ov);
    uint64_t *tp = malloc((size_t)reps * HDRV_NF * sizeof *tp);
    uint64_t *lat = malloc((size_t)reps * HDRV_NF * sizeof *lat);
    uint64_t ovm;
    uint64_t t_end;
    int r, f, warm;
    if (!ov || !tp || !lat) {
        hc_json_begin();
        hc_json_bool("ok", 0);
        hc_json_str("error", "out of memory");
        hc_json_end();
        return 2;
    }
    /* warm-up: at least 50 rounds and 0.2 s */
    t_end = hdrv_now_ms() + 200;
    for (warm = 0; warm < 50 || hdrv_now_ms() < t_end; warm++) {
        hdrv_bench_inputs();
        (void)hdrv_time_empty();
        for (f = 0; f < HDRV_NF; f++) {
            (void)hdrv_g_tp[f]();
            (void)hdrv_g_lat[f]();
        }
        if (warm > 100000)
            break;
    }
    /* measurement: functions interleaved batch by batch */
    for (r = 0; r < reps; r++) {
        hdrv_bench_inputs();
        ov[r] = hdrv_time_empty();
        for (f = 0; f < HDRV_NF; f++) {
            tp[f * reps + r] = hdrv_g_tp[f]();
            lat[f * reps + r] = hdrv_g_lat[f]();
        }
    }
    ovm = hc_median_u64(ov, reps);
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_kv("m", "%d", (int)HDRV_KM);
    hc_json_str("api", HDRV_API_NAME);
    hc_json_str("unit", TSC_UNIT);
    hc_json_kv("batch", "%d", HDRV_BATCH);
    hc_json_kv("reps", "%d", reps);
    hc_json_kv("overhead", "%.2f", (double)ovm);
    for (f = 0; f < HDRV_NF; f++) { /* ticks per call, less the timer's own */
        uint64_t mt = hc_median_u64(tp + (size_t)f * (size_t)reps, reps);
        uint64_t ml = hc_median_u64(lat + (size_t)f * (size_t)reps, reps);
        double vt = mt > ovm ? (double)(mt - ovm) / HDRV_BATCH : 0.0;
        double vl = ml > ovm ? (double)(ml - ovm) / HDRV_BATCH : 0.0;
        hc_json_object(hdrv_g_fname[f]);
        hc_json_kv("throughput", "%.2f", vt);
        hc_json_kv("latency", "%.2f", vl);
        hc_json_end();
    }
    hc_json_end();
    {
        /* fold every output into a volatile sink so nothing is dead */
        static volatile uint64_t sink;
        uint64_t s = 0;
        int i, w;
        for (i = 0; i < HDRV_BATCH; i++) {
            for (w = 0; w < HDRV_KCW; w++)
                s ^= hdrv_gOutC[i][w];
#if HDRV_ARRAY_API
            for (w = 0; w < HDRV_NW; w++)
                s ^= hdrv_gOut[i][w] ^ hdrv_gX[0][w] ^ hdrv_gX[1][w];
#else
            s ^= (uint64_t)hdrv_gOut[i] ^ (uint64_t)hdrv_gX;
#endif
        }
        sink = s;
        (void)sink;
    }
    free(ov);
    free(tp);
    free(lat);
    return 0;
}

#endif /* HDRV_BARE_METAL */

/* ---- main ---------------------------------------------------------------------------------- */
#define HDRV_USAGE "usage: drv check VECTORS [--max-exhaustive-m K] | drv bench [--reps R]"
static int hdrv_usage(void)
{
    hc_json_begin();
    hc_json_bool("ok", 0);
    hc_json_str("error", HDRV_USAGE);
    hc_json_end();
    fprintf(stderr, "%s\n", HDRV_USAGE);
    return 2;
}

static int hdrv_parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

int main(int argc, char **argv)
{
    long v;
    int i;
    if (argc < 2)
        return hdrv_usage();
    if (strcmp(argv[1], "check") == 0) {
        int max_exh = 16;
        const char *path = NULL;
        for (i = 2; i < argc; i++) {
            if (strcmp(argv[i], "--max-exhaustive-m") == 0 && i + 1 < argc) {
                if (hdrv_parse_int(argv[++i], 0, 64, &v) != 0)
                    return hdrv_usage();
                max_exh = (int)v;
            } else if (!path) {
                path = argv[i];
            } else {
                return hdrv_usage();
            }
        }
        if (!path)
            return hdrv_usage();
        return hdrv_cmd_check(path, max_exh);
    }
#ifndef HDRV_BARE_METAL
    if (strcmp(argv[1], "bench") == 0) {
        int reps = 301;
        for (i = 2; i < argc; i++) {
            if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
                if (hdrv_parse_int(argv[++i], 1, 1000000, &v) != 0)
                    return hdrv_usage();
                reps = (int)v;
            } else {
                return hdrv_usage();
            }
        }
        if (reps < 101)
            reps = 101;
        return hdrv_cmd_bench(reps);
    }
#endif
    return hdrv_usage();
}
