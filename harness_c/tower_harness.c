/* Harness driver for tower kernels (gen.tower): proof on basis pairs, random pairs, timing.
 *
 *   tower_harness check VEC   VEC: u64 m, t, count; the table E[(2m-1)][(2t-1)][t] of
 *                             z^r y^s mod F (u16); then count x (a[t], b[t], a*b[t]) (u16).
 *                             Checks mul on every pair of basis vectors z^p y^k, z^q y^l against
 *                             E[p+q][k+l] (with bilinearity: a proof), then the random pairs, in-place
 *                             calls and guard words, and the scheme-style baseline on the same pairs.
 *   tower_harness compose VEC the compositional proof (built with -DGEN_TOWER_STUB="<stub.h>", from
 *                             gen.tower_check.stub_source: the ring call of mul goes through a stub that
 *                             records the packed operands or returns a chosen product): the packing on
 *                             every basis vector z^p y^k of each operand, the slot fold + unpack on every
 *                             X^(32 s + d), d <= the slot degree (both GF(2)-linear), then the random
 *                             pairs etc. as check, with the real ring product.
 *   tower_harness ct          under valgrind: mul on secret (undefined) operands; memcheck flags any
 *                             branch or memory index on them (exit code from --error-exitcode).
 *   tower_harness count       under valgrind --tool=callgrind --collect-atstart=no: one mul on fixed
 *                             operands, counted alone (common/count.h; gen guard).
 *   tower_harness bench [REPS] JSON: median ticks of mul and of the scheme-style schoolbook baseline.
 *
 * Compiled with -DGEN_NAME=<sym> -DGEN_MACRO=<SYM> -DGEN_HEADER="<path>/<sym>.h", -DGEN_SOURCE=
 * "<file with the bodies>" and -DGEN_BASELINE="<baseline.c>" (gen.tower.baseline_source: a
 * schoolbook double loop over a bit-loop gf_mul, then the reduction mod F, as in Classic McEliece).
 *
 * With -DHDRV_BARE_METAL (Cortex-M under qemu-system-arm) the C library is baremetal/libc.c: the
 * arguments come from the semihosting command line, VEC is a host file read through semihosting,
 * the exit status goes back through SYS_EXIT_EXTENDED; check is the same code, there is no bench
 * and no ct (no timer, no valgrind).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include GEN_HEADER
#ifdef GEN_TOWER_STUB
#include GEN_TOWER_STUB /* before the source: the ring header, then the ring call renamed to the stub */
#endif
#include GEN_SOURCE
#include "common/guard.h"
#include "common/report.h"
#include "common/rng.h"
#ifndef HDRV_BARE_METAL
#include "common/timing.h"
#endif
#ifndef HDRV_BARE_METAL
#include "common/count.h"
#endif
#if defined(__has_include) && !defined(HDRV_BARE_METAL)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define HAVE_MEMCHECK 1
#endif
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define FN(x) CAT(GEN_NAME, x)
#define KM CAT(GEN_MACRO, _M)
#define KT CAT(GEN_MACRO, _T)
typedef FN(_t) elem_t;
#include GEN_BASELINE /* after elem_t, which it uses */

static const elem_t guard_elem = 0xA5u;
static const hc_guard_t G = {sizeof guard_elem, 8, &guard_elem}; /* 8 guard elements on each side */
#define fail(what, k) hc_fail("tower harness", what, "case", (long)(k))

static int same(const elem_t *x, const elem_t *y)
{
    return memcmp(x, y, sizeof(elem_t) * KT) == 0;
}

/* r equal to a row of the basis table (kept as read, uint16_t: no second copy in RAM) */
static int same_row(const elem_t *r, const uint16_t *row)
{
    int i;
    for (i = 0; i < KT; i++)
        if (r[i] != row[i])
            return 0;
    return 1;
}

#ifdef GEN_TOWER_STUB
/* bit e % 64 of a word, with constant shifts only: clang-19 -O2 for thumbv7em miscompiled
 * UINT64_C(1) << ((32 * s + d) % 64) in the slot loop (count known to be 0 or 32 when d = 0) and set the
 * high word for a count of 0 (its expansion of the 64-bit shift drops the 1 >> (32 - n) term) */
static uint64_t bit64(long e)
{
    uint32_t bit = 1u << (e % 32);
    return e % 64 >= 32 ? (uint64_t)bit << 32 : bit;
}

/* X^e as a packed ring operand */
static int is_monomial(const uint64_t *w, long e)
{
    int i;
    for (i = 0; i < TOWER_STUB_WORDS; i++)
        if (w[i] != (i == e / 64 ? bit64(e) : 0))
            return 0;
    return 1;
}

static int is_zero(const uint64_t *w)
{
    return is_monomial(w, -64); /* no word has index -1 */
}

/* pack on every basis vector of each operand, slot fold + unpack on every slot basis vector; the
 * count of vectors in *n */
static int compose_checks(elem_t *a, elem_t *b, elem_t *r, long *n)
{
    int side, p, i, s, d, k;
    tower_stub_on = 1;
    for (side = 0; side < 2; side++)
        for (p = 0; p < KM; p++)
            for (i = 0; i < KT; i++, (*n)++) {
                elem_t *x = side ? b : a;
                memset(tower_stub_out, 0, sizeof tower_stub_out);
                x[i] = (elem_t)(1u << p);
                FN(_mul)(r, a, b);
                x[i] = 0;
                if (!is_monomial(tower_stub_in[side], 32L * i + p) || !is_zero(tower_stub_in[!side]))
                    return fail("pack is wrong on a basis vector z^p y^i", *n);
            }
    for (s = 0; s < KT; s++)
        for (d = 0; d <= TOWER_STUB_SLOT_DEGREE; d++, (*n)++) {
            uint32_t v = 1; /* z^d mod f */
            for (k = 0; k < d; k++) {
                v <<= 1;
                if (v >> KM & 1)
                    v ^= TOWER_STUB_F;
            }
            memset(tower_stub_out, 0, sizeof tower_stub_out);
            tower_stub_out[(32 * s + d) / 64] = bit64(32L * s + d);
            FN(_mul)(r, a, b);
            for (i = 0; i < KT; i++)
                if (r[i] != (i == s ? v : 0))
                    return fail("slot fold is wrong on a basis vector X^(32 s + d)", *n);
        }
    tower_stub_on = 0;
    return 0;
}
#endif

static int check(const char *path, int compose)
{
    FILE *in = fopen(path, "rb");
    uint64_t head[3];
    size_t table_len = (size_t)(2 * KM - 1) * (2 * KT - 1) * KT, k;
    elem_t *a = hc_guarded(&G, KT), *b = hc_guarded(&G, KT), *r = hc_guarded(&G, KT), *want = hc_guarded(&G, KT),
           *t = hc_guarded(&G, KT);
    uint16_t *E, buf[3 * KT];
    long pairs = 0, vectors = 0;
    int p, q, i, l;
    if (!in || fread(head, sizeof head, 1, in) != 1)
        return fail("cannot read the vectors", 0);
    if (head[0] != KM || head[1] != KT)
        return fail("vectors are for another tower", 0);
    E = malloc(sizeof(uint16_t) * table_len);
    if (!E || fread(E, sizeof(uint16_t), table_len, in) != table_len)
        return fail("short vector file (table)", 0);
    memset(a, 0, sizeof(elem_t) * KT);
    memset(b, 0, sizeof(elem_t) * KT);
#ifdef GEN_TOWER_STUB
    if (compose && compose_checks(a, b, r, &vectors))
        return 1;
#else
    if (compose)
        return fail("compose needs a driver built with GEN_TOWER_STUB", 0);
#endif
    for (p = 0; p < KM && !compose; p++)
        for (i = 0; i < KT; i++) {
            a[i] = (elem_t)(1u << p);
            for (q = 0; q < KM; q++)
                for (l = 0; l < KT; l++, pairs++) {
                    b[l] = (elem_t)(1u << q);
                    FN(_mul)(r, a, b);
                    if (!same_row(r, E + ((size_t)(p + q) * (2 * KT - 1) + (size_t)(i + l)) * KT))
                        return fail("mul is wrong on a basis pair z^p y^i * z^q y^l", pairs);
                    b[l] = 0;
                }
            a[i] = 0;
        }
    if (!hc_guards_ok(&G, r, KT))
        return fail("a guard element next to r was overwritten", pairs);
    for (k = 0; k < head[2]; k++) {
        if (fread(buf, sizeof(uint16_t), 3 * KT, in) != 3 * KT)
            return fail("short vector file (pairs)", (long)k);
        for (i = 0; i < KT; i++) {
            a[i] = (elem_t)buf[i];
            b[i] = (elem_t)buf[KT + i];
            want[i] = (elem_t)buf[2 * KT + i];
        }
        FN(_mul)(r, a, b);
        if (!same(r, want))
            return fail("mul differs from the reference on a random pair", (long)k);
        memcpy(t, a, sizeof(elem_t) * KT);
        FN(_mul)(t, t, b);
        if (!same(t, want))
            return fail("mul with r aliasing a differs", (long)k);
        memcpy(t, b, sizeof(elem_t) * KT);
        FN(_mul)(t, a, t);
        if (!same(t, want))
            return fail("mul with r aliasing b differs", (long)k);
        baseline_mul(t, a, b);
        if (!same(t, want))
            return fail("the scheme-style baseline differs from the reference", (long)k);
        if (!hc_guards_ok(&G, r, KT) || !hc_guards_ok(&G, t, KT))
            return fail("a guard element was overwritten", (long)k);
    }
    fclose(in);
    hc_json_begin();
    hc_json_kv("basis_pairs", "%ld", pairs);
    hc_json_kv("linear_vectors", "%ld", vectors);
    hc_json_kv("random_pairs", "%" PRIu64, head[2]);
    hc_json_end();
    return 0;
}

#ifndef HDRV_BARE_METAL
/* random operands a, b (reduced field elements) from the stream x */
static void random_operands(elem_t *a, elem_t *b, uint64_t *x)
{
    int i;
    for (i = 0; i < KT; i++) {
        hc_xorshift64(x);
        a[i] = (elem_t)(*x & ((1u << KM) - 1));
        b[i] = (elem_t)((*x >> 32) & ((1u << KM) - 1));
    }
}
#endif

#if HAVE_MEMCHECK
/* ct: mul on operands marked secret (undefined) for memcheck, which then reports any branch or
 * memory index that depends on them; the output must come out undefined (the taint is live). */
static int ct_mode(void)
{
    static elem_t a[KT], b[KT], r[KT];
    unsigned char vbits[sizeof r];
    uint64_t x = UINT64_C(0x2545F4914F6CDD1D);
    size_t k;
    int it, tainted = 1;
    if (!RUNNING_ON_VALGRIND) {
        fprintf(stderr, "tower harness: ct mode needs valgrind\n");
        return 2;
    }
    for (it = 0; it < 4; it++) {
        random_operands(a, b, &x);
        VALGRIND_MAKE_MEM_UNDEFINED(a, sizeof a);
        VALGRIND_MAKE_MEM_UNDEFINED(b, sizeof b);
        FN(_mul)(r, a, b);
        if (VALGRIND_GET_VBITS(r, vbits, sizeof r) == 1) {
            int any = 0;
            for (k = 0; k < sizeof r; k++)
                any |= vbits[k];
            tainted &= any != 0;
        }
        VALGRIND_MAKE_MEM_DEFINED(r, sizeof r);
        VALGRIND_MAKE_MEM_DEFINED(a, sizeof a);
        VALGRIND_MAKE_MEM_DEFINED(b, sizeof b);
    }
    hc_json_begin();
    hc_json_kv("ct_calls", "%d", 4);
    hc_json_bool("output_tainted", tainted);
    hc_json_end();
    return 0;
}
#endif

#if !defined(HDRV_BARE_METAL) && HC_HAVE_CALLGRIND
/* count: one mul on fixed operands, counted alone under callgrind (common/count.h, gen guard) */
static int count_mode(void)
{
    static elem_t a[KT], b[KT], r[KT];
    uint64_t x = UINT64_C(0x2545F4914F6CDD1D);
    if (!RUNNING_ON_VALGRIND) {
        fprintf(stderr, "tower harness: count mode needs valgrind --tool=callgrind\n");
        return 2;
    }
    random_operands(a, b, &x);
    HC_COUNT("mul", FN(_mul)(r, a, b));
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_kv("checksum", "%u", (unsigned)r[0]);
    hc_json_end();
    return 0;
}
#endif

#ifndef HDRV_BARE_METAL
#define NBUF 4

static int bench(int reps)
{
    static elem_t a[NBUF][KT], b[NBUF][KT], r[NBUF][KT];
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15);
    int i;
    for (i = 0; i < NBUF; i++)
        random_operands(a[i], b[i], &x);
    HC_BENCH_VS_BASELINE(reps, NBUF, 1, FN(_mul)(r[i], a[i], b[i]), baseline_mul(r[i], a[i], b[i]));
    return 0;
}
#endif /* HDRV_BARE_METAL */

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "check"))
        return check(argv[2], 0);
    if (argc == 3 && !strcmp(argv[1], "compose"))
        return check(argv[2], 1);
#if HAVE_MEMCHECK
    if (argc == 2 && !strcmp(argv[1], "ct"))
        return ct_mode();
#endif
#if !defined(HDRV_BARE_METAL) && HC_HAVE_CALLGRIND
    if (argc == 2 && !strcmp(argv[1], "count"))
        return count_mode();
#endif
#ifndef HDRV_BARE_METAL
    if (argc >= 2 && !strcmp(argv[1], "bench"))
        return bench(hc_reps_arg(argc > 2 ? argv[2] : NULL, 101));
#endif
    return hc_usage(argc, argv, "tower_harness", "check VEC | compose VEC" HC_BENCH_USAGE);
}
