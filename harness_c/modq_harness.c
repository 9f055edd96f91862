/* Harness driver for mod-q NTT kernels (gen.families.modq): checks and timing.
 *
 *   modq_harness check [SEED]  every check below, against a reference computed here from the header's
 *                              Q, N, D and ZETA alone (the NTT by its definition: block i is a mod
 *                              (x^D - c_i), c_i = ZETA^(2 br(i) + 1); nothing from the plan):
 *     1. montgomery_reduce on every a in [-q*2^15, q*2^15): r*2^16 = a mod q, |r| <= q - 1;
 *        barrett_reduce on every int16_t (|r| <= BARRETT_OUT_BOUND); fqmul on random pairs
 *        (32-bit coefficients, R = 2^32: the ends of those input ranges and 2^20 random inputs);
 *     2. ntt on every unit vector; invntt_tomont on the reference transform of every unit vector
 *        (= R e_j); basemul on every pair of unit vectors within a block (in all blocks at once);
 *        each basemul_acc on those pairs in every pair of its polynomials;
 *     3. random inputs within the input bounds and extreme ones (every coefficient +bound, -bound,
 *        alternating, random signs): ntt against the reference, invntt(ntt(a)) = R a,
 *        basemul against the reference, r aliasing a or b;
 *     4. reduce, tomont, caddq and freeze on every int16_t value (32-bit: the ends of their input
 *        ranges and 2^20 random values);
 *     5. every output within its proved bound, guard words around every buffer;
 *     6. with ML-DSA's rounding functions (configs/mldsa.toml): power2round, decompose and use_hint (both
 *        hint bits) on every a in [0, q) against FIPS 204's definitions written here, make_hint around its
 *        breakpoints and the domain's ends, chknorm's per-lane counts on every |a| <= 2^20 (bare metal:
 *        the ends of [0, q) and 2^20 random values).
 *   modq_harness bench [REPS]  JSON: median ticks per call (of 16 in a row), interleaved, of ntt,
 *                              invntt, basemul, the largest basemul_acc, reduce and tomont, and of a
 *                              baseline written as PQClean's clean code is (a butterfly loop over a
 *                              table of twiddles, Montgomery and Barrett reductions as function calls).
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
#ifndef HDRV_BARE_METAL
#include "common/timing.h"
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define K_(f) CAT(GEN_NAME, f)
#define M_(c) CAT(GEN_MACRO, c)
#define Q ((int64_t)M_(_Q))
#define N ((int)M_(_N))
#define D ((int)M_(_D))
#define LAYERS ((int)M_(_LAYERS))
#define BLOCKS (N / D)
#define BITS ((int)M_(_COEF_BITS))
#if M_(_COEF_BITS) == 32
typedef int32_t coef_t;
typedef int64_t wide_t;
#define REDUCE_IN_MIN ((int64_t)M_(_REDUCE_IN_MIN))
#define REDUCE_IN_MAX ((int64_t)M_(_REDUCE_IN_MAX))
#else
typedef int16_t coef_t;
typedef int32_t wide_t;
#define REDUCE_IN_MIN ((int64_t)INT16_MIN)
#define REDUCE_IN_MAX ((int64_t)INT16_MAX)
#endif
#define COEF_MIN (-((int64_t)1 << (BITS - 1)))
#define COEF_MAX (((int64_t)1 << (BITS - 1)) - 1)
#define RMOD ((int64_t)((UINT64_C(1) << BITS) % (uint64_t)Q))
#define SAMPLED (BITS == 32) /* 32-bit ranges: ends and random values instead of every value */
#define SAMPLES (1 << 20)

#define ACC_MAX ((int)M_(_ACC_MAX))
#define FOR_EACH_ACC M_(_FOR_EACH_ACC) /* X(k) for every basemul_acc<k>_montgomery */
#define ACC_FN(k) K_(CAT(CAT(_basemul_acc, k), _montgomery))

#define fail(what, k) hc_fail("modq harness", what, "case", (long)(k))

static int64_t c_root[4096];  /* c_i, block i's root */
static int64_t rinv;          /* R^-1 mod q */

static int64_t md(int64_t x) { return ((x % Q) + Q) % Q; }

static int64_t powmod(int64_t b, int64_t e)
{
    int64_t r = 1;
    b = md(b);
    for (; e; e >>= 1, b = b * b % Q)
        if (e & 1)
            r = r * b % Q;
    return r;
}

static int bitrev(int i, int bits)
{
    int r = 0, k;
    for (k = 0; k < bits; k++)
        r |= ((i >> k) & 1) << (bits - 1 - k);
    return r;
}

/* The NTT domain in the kernel's native order (<SYM>_NTT_NATIVE_ORDER): every check compares in the
 * standard order, through the kernel's own permutations (check_order: inverse to each other, and moving
 * every coefficient). */
#if M_(_NTT_NATIVE_ORDER)
static void to_native(coef_t *x, int k)
{
    int p;
    for (p = 0; p < k; p++)
        K_(_ntt_from_standard)(x + p * N);
}
static void to_standard(coef_t *x) { K_(_ntt_to_standard)(x); }
#else
static void to_native(coef_t *x, int k) { (void)x; (void)k; }
static void to_standard(coef_t *x) { (void)x; }
#endif
static void ntt_std(coef_t *r) { K_(_ntt)(r); to_standard(r); }
static void invntt_std(coef_t *r) { to_native(r, 1); K_(_invntt_tomont)(r); }

static void setup_reference(void)
{
    int i;
    for (i = 0; i < BLOCKS; i++)
        c_root[i] = powmod(M_(_ZETA), 2 * bitrev(i, LAYERS) + 1);
    rinv = powmod(RMOD, Q - 2);
}

/* out = NTT(a) mod q by the definition (O(n^2 / d)) */
static void ref_ntt(const coef_t *a, int64_t *out)
{
    int i, j;
    for (i = 0; i < BLOCKS; i++) {
        int64_t p = 1;
        for (j = 0; j < D; j++)
            out[i * D + j] = 0;
        for (j = 0; j < N; j++) {
            if (j && j % D == 0)
                p = p * c_root[i] % Q;
            out[i * D + j % D] = md(out[i * D + j % D] + md(a[j]) * p);
        }
    }
}

/* out = a*b*R^-1 blockwise mod (x^D - c_i) */
static void ref_basemul(const coef_t *a, const coef_t *b, int64_t *out)
{
    int i, u, v;
    for (i = 0; i < BLOCKS; i++) {
        int64_t acc[2] = {0, 0};
        for (u = 0; u < D; u++)
            for (v = 0; v < D; v++) {
                int64_t t = md(a[i * D + u]) * md(b[i * D + v]) % Q;
                if (u + v >= D)
                    t = t * c_root[i] % Q;
                acc[(u + v) % D] = md(acc[(u + v) % D] + t);
            }
        for (u = 0; u < D; u++)
            out[i * D + u] = acc[u] * rinv % Q;
    }
}

static int same_mod(const coef_t *got, const int64_t *want, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (md((int64_t)got[i] - want[i]) != 0)
            return 0;
    return 1;
}

static int within(const coef_t *x, int n, int64_t bound)
{
    int i;
    for (i = 0; i < n; i++)
        if (x[i] > bound || x[i] < -bound)
            return 0;
    return 1;
}

static const coef_t guard_elem = (coef_t)0x5A5A;
static const hc_guard_t G = {sizeof(coef_t), 16, &guard_elem};

/* the i-th value of a range [lo, hi] as the checks walk it: every value, or (SAMPLED) the ends and random ones */
static int64_t range_count(int64_t lo, int64_t hi) { return SAMPLED ? 2 * 4096 + SAMPLES : hi - lo + 1; }

static int64_t range_value(int64_t lo, int64_t hi, int64_t i, uint64_t *seed)
{
    if (!SAMPLED)
        return lo + i;
    if (i < 4096)
        return lo + i;
    if (i < 2 * 4096)
        return hi - (i - 4096);
    return lo + (int64_t)(hc_xorshift64(seed) % (uint64_t)(hi - lo + 1));
}

/* -- 1. the scalar reductions ------------------------------------------------------------------- */
static int check_scalars(uint64_t *seed, long *cases)
{
    const int64_t mlo = -Q * (COEF_MAX + 1), mhi = Q * (COEF_MAX + 1) - 1;
    int64_t i, n;
    for (i = 0, n = range_count(mlo, mhi); i < n; i++, (*cases)++) {
        const int64_t a = range_value(mlo, mhi, i, seed);
        coef_t r = K_(_montgomery_reduce)((wide_t)a);
        if (md((int64_t)r * RMOD - a) != 0 || r > Q - 1 || r < -(Q - 1))
            return fail("montgomery_reduce is wrong or out of bound", i);
    }
    for (i = 0, n = range_count(REDUCE_IN_MIN, REDUCE_IN_MAX); i < n; i++, (*cases)++) {
        const int64_t x = range_value(REDUCE_IN_MIN, REDUCE_IN_MAX, i, seed);
        coef_t r = K_(_barrett_reduce)((coef_t)x);
        if (md((int64_t)r - x) != 0 || r > M_(_BARRETT_OUT_BOUND) || r < -M_(_BARRETT_OUT_BOUND))
            return fail("barrett_reduce is wrong or out of bound", i);
    }
    for (i = 0; i < 100000; i++, (*cases)++) {
        coef_t u = (coef_t)((int64_t)(hc_xorshift64(seed) % (uint64_t)(2 * Q - 1)) - (Q - 1));
        coef_t v = (coef_t)range_value(COEF_MIN, COEF_MAX, SAMPLED ? 2 * 4096 : (int64_t)(hc_xorshift64(seed) % 65536), seed);
        coef_t r = K_(_fqmul)(u, v);
        if (md((int64_t)r * RMOD - (int64_t)u * v) != 0 || r > Q - 1 || r < -(Q - 1))
            return fail("fqmul is wrong or out of bound", i);
    }
    return 0;
}

/* -- 2. bases ------------------------------------------------------------------------------------ */
static int check_bases(coef_t *r, long *cases)
{
    static int64_t want[4096];
    int j, i;
    for (j = 0; j < N; j++, (*cases)++) { /* ntt(e_j) */
        memset(r, 0, N * sizeof *r);
        r[j] = 1;
        ntt_std(r);
        for (i = 0; i < BLOCKS; i++) {
            int t;
            for (t = 0; t < D; t++)
                want[i * D + t] = t == j % D ? powmod(c_root[i], j / D) : 0;
        }
        if (!same_mod(r, want, N) || !within(r, N, M_(_NTT_OUT_BOUND)))
            return fail("ntt is wrong (or out of bound) on a unit vector", j);
    }
    for (j = 0; j < N; j++, (*cases)++) { /* invntt(NTT(e_j)) */
        for (i = 0; i < BLOCKS; i++) {
            int t;
            for (t = 0; t < D; t++) {
                int64_t v = t == j % D ? powmod(c_root[i], j / D) : 0;
                r[i * D + t] = (coef_t)(v > Q / 2 ? v - Q : v);
            }
        }
        invntt_std(r);
        for (i = 0; i < N; i++)
            want[i] = i == j ? RMOD : 0;
        if (!same_mod(r, want, N) || !within(r, N, M_(_INVNTT_OUT_BOUND)))
            return fail("invntt_tomont is wrong (or out of bound) on the transform of a unit vector", j);
    }
    return 0;
}

/* basis pairs (u in polynomial pa, v in polynomial pb) in every block at once, for k polynomials */
static int basis_pairs(int k, coef_t *r, coef_t *a, coef_t *b, long *cases)
{
    static int64_t want[4096];
    int pa, pb, u, v, i;
    for (pa = 0; pa < k; pa++)
        for (pb = 0; pb < k; pb++)
            for (u = 0; u < D; u++)
                for (v = 0; v < D; v++, (*cases)++) {
                    memset(a, 0, (size_t)k * N * sizeof *a);
                    memset(b, 0, (size_t)k * N * sizeof *b);
                    for (i = 0; i < BLOCKS; i++) {
                        a[pa * N + i * D + u] = 1;
                        b[pb * N + i * D + v] = 1;
                    }
                    if (pa == pb)
                        ref_basemul(a + pa * N, b + pb * N, want);
                    else
                        memset(want, 0, sizeof want);
                    to_native(a, k);
                    to_native(b, k);
                    switch (k) {
                    case 1: K_(_basemul_montgomery)(r, a, b); break;
#define ACC_CASE(k) case k: ACC_FN(k)(r, a, b); break;
                        FOR_EACH_ACC(ACC_CASE)
                    default: return fail("no basemul_acc for this k", k);
                    }
                    to_standard(r);
                    if (!same_mod(r, want, N))
                        return fail("a base multiplication is wrong on a pair of basis vectors", *cases);
                }
    return 0;
}

/* -- 3. random and extreme inputs ------------------------------------------------------------------- */
static void fill(coef_t *x, int n, int64_t bound, int kind, uint64_t *seed)
{
    int i;
    for (i = 0; i < n; i++) {
        uint64_t s = hc_xorshift64(seed);
        switch (kind) {
        case 0: x[i] = (coef_t)bound; break;
        case 1: x[i] = (coef_t)-bound; break;
        case 2: x[i] = (coef_t)(i & 1 ? -bound : bound); break;
        case 3: x[i] = (coef_t)(s & 1 ? -bound : bound); break;
        default: x[i] = (coef_t)((int64_t)(s % (uint64_t)(2 * bound + 1)) - bound); break;
        }
    }
}

/* the permutations between the native and the standard NTT-domain order: from_standard moves every
 * coefficient somewhere (no two to one place), to_standard undoes it */
static int check_order(coef_t *r, long *cases)
{
    static int seen[4096];
    int i;
    for (i = 0; i < N; i++)
        r[i] = (coef_t)i;
    to_native(r, 1);
    memset(seen, 0, sizeof seen);
    for (i = 0; i < N; i++, (*cases)++) {
        if (r[i] < 0 || r[i] >= N || seen[r[i]]++)
            return fail("ntt_from_standard is not a permutation", i);
    }
    to_standard(r);
    for (i = 0; i < N; i++)
        if (r[i] != i)
            return fail("ntt_to_standard does not undo ntt_from_standard", i);
    return 0;
}

static int check_random(uint64_t *seed, coef_t *r, coef_t *a, coef_t *b, long *cases)
{
    static int64_t want[4096];
    static coef_t x[4096];
    int t, i;
    for (t = 0; t < 40; t++, (*cases)++) {
        int kind = t < 4 ? t : 4;
        fill(x, N, M_(_NTT_IN_BOUND), kind, seed);
        memcpy(r, x, N * sizeof *r);
        ref_ntt(x, want);
        ntt_std(r);
        if (!same_mod(r, want, N) || !within(r, N, M_(_NTT_OUT_BOUND)) || !hc_guards_ok(&G, r, N))
            return fail("ntt is wrong or out of bound on a random or extreme input", t);
        if (M_(_NTT_OUT_BOUND) > M_(_INVNTT_IN_BOUND)) /* a lazy ntt: its output is not an invntt input */
            K_(_reduce)(r);
        invntt_std(r);
        for (i = 0; i < N; i++)
            want[i] = md((int64_t)x[i] * RMOD);
        if (!same_mod(r, want, N) || !within(r, N, M_(_INVNTT_OUT_BOUND)))
            return fail("invntt_tomont(ntt(a)) is not R a", t);
        fill(x, N, M_(_INVNTT_IN_BOUND), kind, seed);
        memcpy(r, x, N * sizeof *r);
        K_(_invntt_tomont)(r);
        if (!within(r, N, M_(_INVNTT_OUT_BOUND)))
            return fail("invntt_tomont is out of bound on a random or extreme input", t);
        fill(a, N, M_(_BASEMUL_IN_BOUND), kind, seed);
        fill(b, N, M_(_BASEMUL_IN_BOUND), (kind + 1) % 5, seed);
        ref_basemul(a, b, want);
        to_native(a, 1);
        to_native(b, 1);
        K_(_basemul_montgomery)(r, a, b);
        to_standard(r);
        if (!same_mod(r, want, N) || !within(r, N, M_(_BASEMUL_OUT_BOUND)))
            return fail("basemul is wrong or out of bound on a random or extreme input", t);
        memcpy(x, a, N * sizeof *x);
        K_(_basemul_montgomery)(a, a, b);
        to_standard(a);
        if (!same_mod(a, want, N))
            return fail("basemul with r aliasing a differs", t);
        memcpy(a, x, N * sizeof *a);
        K_(_basemul_montgomery)(b, a, b);
        to_standard(b);
        if (!same_mod(b, want, N))
            return fail("basemul with r aliasing b differs", t);
        if (!hc_guards_ok(&G, a, (size_t)ACC_MAX * N) || !hc_guards_ok(&G, b, (size_t)ACC_MAX * N) ||
            !hc_guards_ok(&G, r, N))
            return fail("a guard word was overwritten", t);
    }
    return 0;
}

/* -- 4. pointwise helpers on every int16_t (32-bit: ends and random values) ---------------------- */
static int check_pointwise(uint64_t *seed, coef_t *r, long *cases)
{
    static int64_t x[4096];
    const char *const names[4] = {"reduce", "tomont", "caddq", "freeze"};
    int f, i;
    for (f = 0; f < 4; f++) {
        const int64_t lo = f == 0 || f == 3 ? REDUCE_IN_MIN : COEF_MIN, hi = f == 0 || f == 3 ? REDUCE_IN_MAX : COEF_MAX;
        const int64_t count = range_count(lo, hi);
        int64_t done;
        for (done = 0; done < count; done += N, (*cases)++) {
            for (i = 0; i < N; i++) {
                x[i] = range_value(lo, hi, done + i < count ? done + i : 0, seed);
                r[i] = (coef_t)x[i];
            }
            switch (f) {
            case 0: K_(_reduce)(r); break;
            case 1: K_(_tomont)(r); break;
            case 2: K_(_caddq)(r); break;
            default: K_(_freeze)(r); break;
            }
            for (i = 0; i < N; i++) {
                const int64_t want = f == 1 ? x[i] * RMOD : x[i];
                int ok = md(r[i] - want) == 0;
                switch (f) {
                case 0: ok = ok && r[i] <= M_(_REDUCE_OUT_BOUND) && r[i] >= -M_(_REDUCE_OUT_BOUND); break;
                case 1: ok = ok && r[i] <= M_(_TOMONT_OUT_BOUND) && r[i] >= -M_(_TOMONT_OUT_BOUND); break;
                case 2: ok = r[i] == (x[i] < 0 ? x[i] + Q : x[i]); break;
                default: ok = ok && r[i] >= M_(_FREEZE_OUT_MIN) && r[i] <= M_(_FREEZE_OUT_MAX); break;
                }
                if (!ok)
                    return fail(names[f], x[i]);
            }
        }
    }
    return 0;
}

#if M_(_HAS_ROUNDING)
/* 6. ML-DSA's rounding functions against FIPS 204's definitions (written here: a mod+- m, Decompose's
 * wrap of (q - 1)/alpha to 0, UseHint), on every a in [0, q) (bare metal: the ends and random values);
 * make_hint on every low part within 2 alpha of 0 for high parts 0, 1 and (q - 1)/alpha, and near the
 * domain's ends; chknorm's per-lane counts on every |a| <= 2^20 and near the domain's ends. */
#define RD ((int)M_(_ROUND_D))
#ifdef HDRV_BARE_METAL
#define ROUND_COUNT(lo, hi) range_count(lo, hi)
#else
#define ROUND_COUNT(lo, hi) ((hi) - (lo) + 1)
#endif

static int64_t mod_pm(int64_t a, int64_t m)
{
    int64_t r = ((a % m) + m) % m;
    return r > m / 2 ? r - m : r;
}

static void ref_decompose(int64_t a, int64_t alpha, int64_t *r1, int64_t *r0)
{
    *r0 = mod_pm(a, alpha);
    *r1 = (a - *r0) / alpha;
    if (a - *r0 == Q - 1) {
        *r1 = 0;
        *r0 -= 1;
    }
}

static int64_t round_value(int64_t lo, int64_t hi, int64_t i, uint64_t *seed)
{
#ifdef HDRV_BARE_METAL
    return range_value(lo, hi, i, seed);
#else
    (void)seed;
    (void)hi;
    return lo + i;
#endif
}

#define DECOMPOSE_FN(g) K_(CAT(_decompose_g, g))
#define MAKE_HINT_FN(g) K_(CAT(_make_hint_g, g))
#define USE_HINT_FN(g) K_(CAT(_use_hint_g, g))

static int check_standard(uint64_t *seed, int64_t g, coef_t *r, coef_t *r0, coef_t *a, coef_t *h, long *cases)
{
    const int64_t alpha = g ? 2 * ((Q - 1) / g) : 2, m1 = (Q - 1) / alpha, count = ROUND_COUNT(0, Q - 1); /* g = 0: power2round */
    int64_t done, x1, x0;
    int i, bit;
    for (done = 0; done < count; done += N, (*cases)++) {
        for (i = 0; i < N; i++)
            a[i] = (coef_t)round_value(0, Q - 1, done + i < count ? done + i : 0, seed);
        if (g == 0) {
            K_(_power2round)(r, r0, a);
            for (i = 0; i < N; i++) {
                x0 = mod_pm(a[i], (int64_t)1 << RD);
                if (r0[i] != x0 || r[i] != (a[i] - x0) >> RD)
                    return fail("power2round", a[i]);
            }
            continue;
        }
#define DISPATCH(G, call) if (g == G) call;
#define CALL_DECOMPOSE(G) DISPATCH(G, DECOMPOSE_FN(G)(r, r0, a))
        M_(_FOR_EACH_GAMMA2_DIV)(CALL_DECOMPOSE)
        for (i = 0; i < N; i++) {
            ref_decompose(a[i], alpha, &x1, &x0);
            if (r[i] != x1 || r0[i] != x0)
                return fail("decompose", a[i]);
        }
        for (bit = 0; bit < 2; bit++) {
            for (i = 0; i < N; i++)
                h[i] = (coef_t)bit;
#define CALL_USE_HINT(G) DISPATCH(G, USE_HINT_FN(G)(r, a, h))
            M_(_FOR_EACH_GAMMA2_DIV)(CALL_USE_HINT)
            for (i = 0; i < N; i++) {
                ref_decompose(a[i], alpha, &x1, &x0);
                if (bit)
                    x1 = x0 > 0 ? (x1 + 1) % m1 : (x1 + m1 - 1) % m1;
                if (r[i] != x1)
                    return fail("use_hint", a[i]);
            }
        }
    }
    return 0;
}

static int check_make_hint(int64_t g, coef_t *r, coef_t *a0, coef_t *a1, long *cases)
{
    const int64_t gamma2 = (Q - 1) / g, alpha = 2 * gamma2, m1 = (Q - 1) / alpha, dom = M_(_HINT_DOMAIN);
    const int64_t highs[5] = {0, 1, m1, dom - 1, dom};
    int64_t start, x;
    int i, k;
    for (k = 0; k < 5; k++)
        for (start = -2 * alpha; start <= 2 * alpha + 2 * N; start += N, (*cases)++) {
            for (i = 0; i < N; i++) {
                x = start <= 2 * alpha ? start + i : (i % 2 ? dom - i / 2 : -dom + i / 2); /* then the ends */
                a0[i] = (coef_t)x;
                a1[i] = (coef_t)highs[k];
            }
#define CALL_MAKE_HINT(G) DISPATCH(G, MAKE_HINT_FN(G)(r, a0, a1))
            M_(_FOR_EACH_GAMMA2_DIV)(CALL_MAKE_HINT)
            for (i = 0; i < N; i++)
                if (r[i] != (a0[i] > gamma2 || a0[i] < -gamma2 || (a0[i] == -gamma2 && a1[i] != 0)))
                    return fail("make_hint", a0[i]);
        }
    return 0;
}

static int check_chknorm(coef_t *r, coef_t *a, long *cases)
{
    static const int64_t bounds[4] = {1, (Q - 1) / 88 - 78, (1 << 19) - 196, (Q - 1) / 8};
    const int64_t dom = M_(_HINT_DOMAIN), words = M_(_CHKNORM_WORDS), lanes = M_(_LANES);
    const int64_t per_block = N / (words / lanes) ; /* coefficients of one block */
    coef_t b[M_(_LANES)];
    int64_t start, want[M_(_CHKNORM_WORDS)];
    int i, k;
    for (k = 0; k < 4; k++) {
        for (i = 0; i < lanes; i++)
            b[i] = (coef_t)bounds[k];
        for (start = -(1 << 20); start <= (1 << 20) + 2 * N; start += N, (*cases)++) {
            for (i = 0; i < words; i++)
                want[i] = 0;
            for (i = 0; i < N; i++) {
                a[i] = (coef_t)(start <= (1 << 20) ? start + i : (i % 2 ? dom - i / 2 : -dom + i / 2));
                if (a[i] >= bounds[k] || a[i] <= -bounds[k])
                    want[i / per_block * lanes + i % lanes]--;
            }
            K_(_chknorm)(r, a, b);
            for (i = 0; i < words; i++)
                if (r[i] != want[i])
                    return fail("chknorm", start + i);
        }
    }
    return 0;
}

static int check_rounding(uint64_t *seed, long *cases)
{
    coef_t *r = hc_guarded(&G, N), *r0 = hc_guarded(&G, N), *a = hc_guarded(&G, N), *h = hc_guarded(&G, N);
    coef_t *norm = hc_guarded(&G, M_(_CHKNORM_WORDS));
    if (check_standard(seed, 0, r, r0, a, h, cases))
        return 1;
#define CHECK_DIV(G) if (check_standard(seed, G, r, r0, a, h, cases) || check_make_hint(G, r, a, h, cases)) return 1;
    M_(_FOR_EACH_GAMMA2_DIV)(CHECK_DIV)
    if (check_chknorm(norm, a, cases))
        return 1;
    if (!hc_guards_ok(&G, r, N) || !hc_guards_ok(&G, r0, N) || !hc_guards_ok(&G, a, N) || !hc_guards_ok(&G, h, N) ||
        !hc_guards_ok(&G, norm, M_(_CHKNORM_WORDS)))
        return fail("a guard word around a rounding function's buffer was overwritten", 0);
    return 0;
}
#endif

static int check(uint64_t seed)
{
    coef_t *r = hc_guarded(&G, N);
    coef_t *a = hc_guarded(&G, (size_t)ACC_MAX * N), *b = hc_guarded(&G, (size_t)ACC_MAX * N);
    long cases = 0, pairs = 0;
    setup_reference();
    if (check_scalars(&seed, &cases) || check_order(r, &cases) || check_bases(r, &cases))
        return 1;
    if (basis_pairs(1, r, a, b, &pairs))
        return 1;
#define ACC_PAIRS(k) if (basis_pairs(k, r, a, b, &pairs)) return 1;
    FOR_EACH_ACC(ACC_PAIRS)
    if (check_random(&seed, r, a, b, &cases) || check_pointwise(&seed, r, &cases))
        return 1;
#if M_(_HAS_ROUNDING)
    if (check_rounding(&seed, &cases))
        return 1;
#endif
    if (!hc_guards_ok(&G, r, N) || !hc_guards_ok(&G, a, (size_t)ACC_MAX * N) ||
        !hc_guards_ok(&G, b, (size_t)ACC_MAX * N))
        return fail("a guard word was overwritten", 0);
    hc_json_begin();
    hc_json_kv("unit_vectors", "%d", 2 * N);
    hc_json_kv("basis_pairs", "%ld", pairs);
    hc_json_kv("montgomery_inputs", "%" PRId64, range_count(-Q * (COEF_MAX + 1), Q * (COEF_MAX + 1) - 1));
    hc_json_kv("reduction_inputs", "%" PRId64, range_count(REDUCE_IN_MIN, REDUCE_IN_MAX));
    hc_json_kv("random", "%d", 40);
    hc_json_kv("cases", "%ld", cases + pairs);
    hc_json_end();
    return 0;
}

#ifndef HDRV_BARE_METAL
/* -- the baseline: PQClean clean's shape (written for this harness) -------------------------------- */
static coef_t zetas[4096];

__attribute__((noinline)) static coef_t base_montgomery_reduce(wide_t a)
{
    coef_t t = (coef_t)((coef_t)a * M_(_QINV));
    return (coef_t)((a - (wide_t)t * M_(_Q)) >> BITS);
}

#if M_(_COEF_BITS) == 16
__attribute__((noinline)) static coef_t base_barrett_reduce(coef_t a)
{
    const int32_t v = (int32_t)(((1 << 26) + Q / 2) / Q);
    coef_t t = (coef_t)((v * a + (1 << 25)) >> 26);
    return (coef_t)(a - t * (coef_t)Q);
}
#endif

static coef_t base_fqmul(coef_t a, coef_t b) { return base_montgomery_reduce((wide_t)a * b); }

static void base_setup(void)
{
    int i;
    for (i = 0; i < BLOCKS; i++) {
        int64_t z = powmod(M_(_ZETA), bitrev(i, LAYERS)) * RMOD % Q;
        zetas[i] = (coef_t)(z > Q / 2 ? z - Q : z);
    }
}

/* PQClean clean's poly_ntt: ML-KEM's reduces after the transform; ML-DSA's (32-bit) does not */
static void base_poly_ntt(coef_t *r)
{
    int len, start, j, k = 1;
    for (len = N / 2; len >= D; len >>= 1)
        for (start = 0; start < N; start = j + len) {
            coef_t zeta = zetas[k++];
            for (j = start; j < start + len; j++) {
                coef_t t = base_fqmul(zeta, r[j + len]);
                r[j + len] = (coef_t)(r[j] - t);
                r[j] = (coef_t)(r[j] + t);
            }
        }
#if M_(_COEF_BITS) == 16
    for (j = 0; j < N; j++)
        r[j] = base_barrett_reduce(r[j]);
#endif
}

static void base_poly_invntt(coef_t *r)
{
    int len, start, j, k = BLOCKS - 1;
    const coef_t f = (coef_t)(powmod(BLOCKS, Q - 2) * RMOD % Q * RMOD % Q);
    for (len = D; len <= N / 2; len <<= 1)
        for (start = 0; start < N; start = j + len) {
            coef_t zeta = zetas[k--];
            for (j = start; j < start + len; j++) {
                coef_t t = r[j];
#if M_(_COEF_BITS) == 16
                r[j] = base_barrett_reduce((coef_t)(t + r[j + len]));
#else
                r[j] = (coef_t)(t + r[j + len]);
#endif
                r[j + len] = (coef_t)(r[j + len] - t);
                r[j + len] = base_fqmul(zeta, r[j + len]);
            }
        }
    for (j = 0; j < N; j++)
        r[j] = base_fqmul(r[j], f);
}

static void base_basemul(coef_t *r, const coef_t *a, const coef_t *b)
{
    int i;
    for (i = 0; i < N; i += D) {
        coef_t z = (coef_t)(c_root[i / D] * RMOD % Q);
        if (D == 1) {
            r[i] = base_fqmul(a[i], b[i]);
        } else {
            r[i] = base_fqmul(base_fqmul(a[i + 1], b[i + 1]), z);
            r[i] = (coef_t)(r[i] + base_fqmul(a[i], b[i]));
            r[i + 1] = (coef_t)(base_fqmul(a[i], b[i + 1]) + base_fqmul(a[i + 1], b[i]));
        }
    }
}

#define CALLS 16

static int bench(int reps)
{
    static coef_t x[4096], y[4096], r[4096], u[4096], w[4096], s[4096];
    static coef_t pa[M_(_ACC_MAX) * 4096], pb[M_(_ACC_MAX) * 4096];
    static const char *const names[9] = {"ntt", "invntt", "basemul", "acc", "reduce", "tomont",
                                         "base_ntt", "base_invntt", "base_basemul"};
    uint64_t seed = UINT64_C(0x9E3779B97F4A7C15);
    hc_timing_t tm, tb;
    setup_reference();
    base_setup();
    fill(x, N, M_(_NTT_IN_BOUND) < Q / 2 ? M_(_NTT_IN_BOUND) : Q / 2, 4, &seed);
    memcpy(y, x, sizeof y);
    memcpy(u, x, sizeof u);
    memcpy(w, x, sizeof w);
    fill(pa, ACC_MAX * N, M_(_BASEMUL_IN_BOUND) < Q / 2 ? M_(_BASEMUL_IN_BOUND) : Q / 2, 4, &seed);
    fill(pb, ACC_MAX * N, M_(_BASEMUL_IN_BOUND) < Q / 2 ? M_(_BASEMUL_IN_BOUND) : Q / 2, 4, &seed);
    /* CALLS calls per section: finer than the timer's granularity. Ours and the baseline in rounds of
     * their own: after the baseline's scalar rounds the 512-bit units of Intel cores power down, and the
     * first kernel of an interleaved round ran 2.4x slower while they powered up (ML-KEM's avx512 NTT
     * measured 307 ticks instead of 128 on an Emerald Rapids Xeon) */
    HC_ROUNDS(&tm, 6, reps) {
        HC_LAP(&tm, 0, CALLS, K_(_ntt)(x));
        HC_LAP(&tm, 1, CALLS, K_(_invntt_tomont)(y));
        HC_LAP(&tm, 2, CALLS, K_(_basemul_montgomery)(r, pa, pb));
        HC_LAP(&tm, 3, CALLS, ACC_FN(M_(_ACC_MAX))(s, pa, pb));
        HC_LAP(&tm, 4, CALLS, K_(_reduce)(u));
        HC_LAP(&tm, 5, CALLS, K_(_tomont)(w));
    }
    HC_ROUNDS(&tb, 3, reps) {
        HC_LAP(&tb, 0, CALLS, base_poly_ntt(u));
        HC_LAP(&tb, 1, CALLS, base_poly_invntt(w));
        HC_LAP(&tb, 2, CALLS, base_basemul(r, pa, pb));
    }
    hc_json_begin();
    hc_json_medians(&tm, names, CALLS, 1);
    hc_json_sections(&tb, names + 6, CALLS, 1);
    hc_json_kv("checksum", "%d", (int)(x[0] ^ y[1] ^ r[2] ^ s[3] ^ u[4] ^ w[5]));
    hc_json_end();
    return 0;
}
#endif

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "check"))
#ifdef HDRV_BARE_METAL
        return check(argc > 2 ? (uint64_t)strtol(argv[2], NULL, 0) : UINT64_C(20261125));
#else
        return check(argc > 2 ? strtoull(argv[2], NULL, 0) : UINT64_C(20261125));
#endif
#ifndef HDRV_BARE_METAL
    if (argc >= 2 && !strcmp(argv[1], "bench"))
        return bench(hc_reps_arg(argc > 2 ? argv[2] : NULL, 301));
#endif
    return hc_usage(argc, argv, "modq_harness", "check [SEED]");
}
