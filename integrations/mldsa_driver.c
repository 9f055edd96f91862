/*
 * mldsa_driver.c: the original and the patched PQClean ML-DSA build in one process.
 *
 * run.py builds the scheme twice (the unmodified clean sources, and a copy with gen's ntt.c and
 * reduce.c, its gen_poly.c (and, with a 4-way Keccak, gen_expand.c) added and the definitions they take over
 * removed from poly.c and polyvec.c), partially links the patched objects into one relocatable object and renames every
 * global symbol it defines to PATCHED_PREFIX<symbol>. Undefined references (randombytes, SHAKE from
 * fips202.c, libc) stay shared, so both builds draw from the one deterministic randombytes of
 * driver_common.h and the driver replays the same stream into each.
 *
 * Compile with -DNS=PQCLEAN_MLDSA65_CLEAN_ -DPATCHED_PREFIX=GENPATCHED_ -I<original clean dir>
 * -I<pqclean/common>.
 *
 *   mldsa_driver identity  N SEED  N rounds of keypair (same seed) and signing (same message, context and
 *                                  randomness): identical pk, sk and signature; each build verifies the
 *                                  other's signature; a signature with one bit flipped, and the signature
 *                                  on a changed message, rejected by both
 *   mldsa_driver functions N SEED  every replaced function on extreme inputs and N random ones within the
 *                                  scheme's input ranges: ntt/invntt_tomont/pointwise/accumulation outputs
 *                                  congruent mod q and the patched ones within the original's bounds (guard
 *                                  words after each output; the products on operands as the patched build
 *                                  gives them: its NTT outputs and matrix entries in [0, q)); poly_reduce,
 *                                  poly_caddq, montgomery_reduce, reduce32, caddq and freeze giving the
 *                                  original's very representatives (norm checks and hints depend on them);
 *                                  poly_power2round, poly_decompose, poly_use_hint on every a in [0, q),
 *                                  poly_make_hint and poly_chknorm around their breakpoints, and the samplers
 *                                  (ExpandA, ExpandS, ExpandMask) on random seeds: the original's very outputs
 *   mldsa_driver timing    R SEED  interleaved rdtsc medians, one TIME line per op (keypair's has a third
 *                                  value: the SHAKE work of one key pair alone, the original's code, timed
 *                                  in the same rounds)
 *
 * Output: progress lines "OK ...", "TIME op original patched"; on the first failed check one line
 * "FAIL: ..." and exit status 1.
 */
#define DRIVER_NO_KEM
#include "driver_common.h"

#include "params.h"
#include "poly.h"
#include "polyvec.h"
#include "fips202.h"

#define DECLARE(P)                                                                                           \
    int P(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk);                                                    \
    int P(crypto_sign_signature_ctx)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,            \
                                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);                  \
    int P(crypto_sign_verify_ctx)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,          \
                                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);                     \
    void P(ntt)(int32_t a[N]);                                                                               \
    void P(invntt_tomont)(int32_t a[N]);                                                                     \
    int32_t P(montgomery_reduce)(int64_t a);                                                                 \
    int32_t P(reduce32)(int32_t a);                                                                          \
    int32_t P(caddq)(int32_t a);                                                                             \
    int32_t P(freeze)(int32_t a);                                                                            \
    void P(poly_reduce)(poly *a);                                                                            \
    void P(poly_caddq)(poly *a);                                                                             \
    void P(poly_ntt)(poly *a);                                                                               \
    void P(poly_invntt_tomont)(poly *a);                                                                     \
    void P(poly_pointwise_montgomery)(poly *c, const poly *a, const poly *b);                                \
    void P(polyvecl_pointwise_acc_montgomery)(poly *w, const polyvecl *u, const polyvecl *v);               \
    void P(poly_power2round)(poly *a1, poly *a0, const poly *a);                                             \
    void P(poly_decompose)(poly *a1, poly *a0, const poly *a);                                               \
    unsigned int P(poly_make_hint)(poly *h, const poly *a0, const poly *a1);                                 \
    void P(poly_use_hint)(poly *b, const poly *a, const poly *h);                                            \
    int P(poly_chknorm)(const poly *a, int32_t B);                                                           \
    void P(polyvec_matrix_expand)(polyvecl mat[K], const uint8_t rho[SEEDBYTES]);                            \
    void P(polyvecl_uniform_eta)(polyvecl *v, const uint8_t seed[CRHBYTES], uint16_t nonce);                 \
    void P(polyveck_uniform_eta)(polyveck *v, const uint8_t seed[CRHBYTES], uint16_t nonce);                 \
    void P(polyvecl_uniform_gamma1)(polyvecl *v, const uint8_t seed[CRHBYTES], uint16_t nonce);

DECLARE(ORIG)
DECLARE(PATCHED)

/* One build's entry points. */
struct build {
    const char *name;
    int (*keypair)(uint8_t *, uint8_t *);
    int (*sign)(uint8_t *, size_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *);
    int (*verify)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *);
    void (*ntt)(int32_t *);
    void (*invntt_tomont)(int32_t *);
    int32_t (*montgomery_reduce)(int64_t);
    int32_t (*reduce32)(int32_t);
    int32_t (*caddq)(int32_t);
    int32_t (*freeze)(int32_t);
    void (*poly_reduce)(poly *);
    void (*poly_caddq)(poly *);
    void (*poly_ntt)(poly *);
    void (*poly_invntt_tomont)(poly *);
    void (*poly_pointwise_montgomery)(poly *, const poly *, const poly *);
    void (*polyvecl_pointwise_acc_montgomery)(poly *, const polyvecl *, const polyvecl *);
    void (*poly_power2round)(poly *, poly *, const poly *);
    void (*poly_decompose)(poly *, poly *, const poly *);
    unsigned int (*poly_make_hint)(poly *, const poly *, const poly *);
    void (*poly_use_hint)(poly *, const poly *, const poly *);
    int (*poly_chknorm)(const poly *, int32_t);
    void (*polyvec_matrix_expand)(polyvecl *, const uint8_t *);
    void (*polyvecl_uniform_eta)(polyvecl *, const uint8_t *, uint16_t);
    void (*polyveck_uniform_eta)(polyveck *, const uint8_t *, uint16_t);
    void (*polyvecl_uniform_gamma1)(polyvecl *, const uint8_t *, uint16_t);
};

#define BUILD(P, label)                                                                                     \
    { label, P(crypto_sign_keypair), P(crypto_sign_signature_ctx), P(crypto_sign_verify_ctx), P(ntt),       \
      P(invntt_tomont), P(montgomery_reduce), P(reduce32), P(caddq), P(freeze), P(poly_reduce), P(poly_caddq), \
      P(poly_ntt), P(poly_invntt_tomont), P(poly_pointwise_montgomery), P(polyvecl_pointwise_acc_montgomery), \
      P(poly_power2round), P(poly_decompose), P(poly_make_hint), P(poly_use_hint), P(poly_chknorm),          \
      P(polyvec_matrix_expand), P(polyvecl_uniform_eta), P(polyveck_uniform_eta), P(polyvecl_uniform_gamma1) }

static const struct build ORIGINAL = BUILD(ORIG, "original");
static const struct build PATCHED_BUILD = BUILD(PATCHED, "patched");
static const struct build *const BUILDS[2] = {&ORIGINAL, &PATCHED_BUILD};

#define PK_BYTES CAT(NS, CRYPTO_PUBLICKEYBYTES)
#define SK_BYTES CAT(NS, CRYPTO_SECRETKEYBYTES)
#define SIG_BYTES CAT(NS, CRYPTO_BYTES)
#define MSG_MAX 256
#define NTT_OUT (9 * (Q - 1))            /* the original's ntt: |x| <= q - 1 in, each of 8 layers adds q - 1 */
#define MONT_IN ((int64_t)Q << 31)       /* montgomery_reduce: -q*2^31 <= a < q*2^31 */
#define REDUCE32_MAX ((1L << 31) - (1L << 22) - 1) /* reduce32: a <= 2^31 - 2^22 - 1 */
#define GUARD 16
#define SENTINEL 0x5A5A5A5A

/* ------------------------------------------------------------------------------------------ */
/* identity: keypair, sign and verify byte-identical                                          */

static void check_identity(long iterations) {
    static uint8_t pk[2][PK_BYTES], sk[2][SK_BYTES], sig[2][SIG_BYTES], bad[SIG_BYTES], msg[MSG_MAX], ctx[255];
    size_t siglen[2];
    long rejected = 0;
    for (long it = 0; it < iterations; it++) {
        rng_t saved = kem_rng;
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (BUILDS[k]->keypair(pk[k], sk[k]) != 0) {
                fail("%s crypto_sign_keypair returned non-zero (iteration %ld)", BUILDS[k]->name, it);
            }
        }
        expect_same("public key", it, pk[0], pk[1], PK_BYTES);
        expect_same("secret key", it, sk[0], sk[1], SK_BYTES);
        size_t mlen = (size_t)rng_below(&test_rng, MSG_MAX + 1);
        size_t ctxlen = it % 3 == 0 ? (size_t)rng_below(&test_rng, sizeof ctx + 1) : 0;
        rng_bytes(&test_rng, msg, mlen);
        rng_bytes(&test_rng, ctx, ctxlen);
        saved = kem_rng; /* signing draws its 32 random bytes (hedged signing) from the same stream */
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (BUILDS[k]->sign(sig[k], &siglen[k], msg, mlen, ctx, ctxlen, sk[k]) != 0) {
                fail("%s crypto_sign_signature_ctx returned non-zero (iteration %ld)", BUILDS[k]->name, it);
            }
        }
        if (siglen[0] != siglen[1]) {
            fail("signature length differs: %zu (original) vs %zu (patched), iteration %ld", siglen[0], siglen[1], it);
        }
        expect_same("signature", it, sig[0], sig[1], siglen[0]);
        for (int k = 0; k < 2; k++) { /* each build verifies the other's signature */
            if (BUILDS[k]->verify(sig[!k], siglen[!k], msg, mlen, ctx, ctxlen, pk[k]) != 0) {
                fail("%s build rejects the %s build's signature (iteration %ld)", BUILDS[k]->name, BUILDS[!k]->name, it);
            }
        }
        memcpy(bad, sig[0], siglen[0]);
        flip_random_bit(bad, siglen[0]);
        int r0 = ORIGINAL.verify(bad, siglen[0], msg, mlen, ctx, ctxlen, pk[0]);
        int r1 = PATCHED_BUILD.verify(bad, siglen[0], msg, mlen, ctx, ctxlen, pk[1]);
        if (r0 == 0 || r1 == 0) {
            fail("a signature with one bit flipped is accepted by the %s build (iteration %ld)",
                 r0 == 0 ? "original" : "patched", it);
        }
        msg[0] ^= 1;
        r0 = ORIGINAL.verify(sig[0], siglen[0], msg, mlen > 0 ? mlen : 1, ctx, ctxlen, pk[0]);
        r1 = PATCHED_BUILD.verify(sig[1], siglen[1], msg, mlen > 0 ? mlen : 1, ctx, ctxlen, pk[1]);
        if (r0 == 0 || r1 == 0) {
            fail("a signature on a changed message is accepted by the %s build (iteration %ld)",
                 r0 == 0 ? "original" : "patched", it);
        }
        rejected += 2;
    }
    printf("OK identity: %ld keypair/sign rounds byte-identical (pk, sk, signature), each build verifies the "
           "other's signatures; %ld tampered signatures or messages rejected by both\n", iterations, rejected);
}

/* ------------------------------------------------------------------------------------------ */
/* functions: congruent mod q, patched within the original's bounds                             */

/* How a test input is filled: each extreme kind once, then random ones. */
enum fill { FILL_RANDOM, FILL_HIGH, FILL_LOW, FILL_ALTERNATE, FILL_RANDOM_SIGNS, FILL_ZERO, FILL_UNIT,
            FILL_SMALL, FILL_NONNEGATIVE, FILL_KINDS };

/* x[0..m) in [lo, hi] (lo <= 0 <= hi) of the given kind. */
static void fill(int32_t *x, size_t m, int64_t lo, int64_t hi, enum fill kind) {
    size_t unit = (size_t)rng_below(&test_rng, m);
    for (size_t i = 0; i < m; i++) {
        int64_t v;
        switch (kind) {
        case FILL_HIGH: v = hi; break;
        case FILL_LOW: v = lo; break;
        case FILL_ALTERNATE: v = i % 2 ? lo : hi; break;
        case FILL_RANDOM_SIGNS: v = rng_next(&test_rng) & 1 ? lo : hi; break;
        case FILL_ZERO: v = 0; break;
        case FILL_UNIT: v = i == unit ? hi : 0; break;
        case FILL_SMALL: v = (int64_t)rng_below(&test_rng, 9) - 4; break; /* sampled secrets, |x| <= eta */
        case FILL_NONNEGATIVE: v = (int64_t)rng_below(&test_rng, (uint64_t)hi + 1); break;
        default: v = lo + (int64_t)rng_below(&test_rng, (uint64_t)(hi - lo) + 1); break;
        }
        x[i] = (int32_t)v;
    }
}

static enum fill kind_of(long i) {
    return i < FILL_KINDS ? (enum fill)i : FILL_RANDOM;
}

/* A polynomial output with guard words behind it. */
struct guarded {
    poly p;
    int32_t guard[GUARD];
};

static void set_guard(struct guarded *g) {
    for (int i = 0; i < GUARD; i++) {
        g->guard[i] = (int32_t)SENTINEL;
    }
}

static void check_guard(const char *fn, long input, const struct guarded *g) {
    for (int i = 0; i < GUARD; i++) {
        if (g->guard[i] != (int32_t)SENTINEL) {
            fail("%s (input %ld): patched build wrote past the %d coefficients", fn, input, N);
        }
    }
}

struct tally {
    long inputs, identical;
};

/* o (original) and p (patched) outputs of fn: congruent mod q, both within the original's bound; with
 * `exact`, the same representatives. */
static void compare(const char *fn, long input, const int32_t *o, const int32_t *p, size_t m, int64_t bound,
                    int exact, struct tally *t) {
    for (size_t i = 0; i < m; i++) {
        if (exact && o[i] != p[i]) {
            fail("%s (input %ld): coefficient %zu is %d (original) vs %d (patched); the scheme needs the same "
                 "representative", fn, input, i, o[i], p[i]);
        }
        if (((int64_t)o[i] - p[i]) % Q != 0) {
            fail("%s (input %ld): coefficient %zu is %d (original) vs %d (patched), not congruent mod q", fn, input,
                 i, o[i], p[i]);
        }
        if (p[i] > bound || p[i] < -bound) {
            fail("%s (input %ld): patched coefficient %zu = %d is outside the original's bound |x| <= %lld", fn,
                 input, i, p[i], (long long)bound);
        }
        if (o[i] > bound || o[i] < -bound) {
            fail("%s (input %ld): original coefficient %zu = %d is outside the bound |x| <= %lld this driver states",
                 fn, input, i, o[i], (long long)bound);
        }
    }
    t->inputs++;
    t->identical += memcmp(o, p, m * sizeof *o) == 0;
}

static void report(const char *fn, const struct tally *t, const char *inputs, int64_t out_bound, int exact) {
    printf("OK %s: %ld inputs (%s) %s, patched within |x| <= %lld; %ld identical\n", fn, t->inputs, inputs,
           exact ? "identical to the original's" : "congruent mod q", (long long)out_bound, t->identical);
}

/* An in-place polynomial function of each build (k: 0 original, 1 patched). */
typedef void (*in_place)(int k, int32_t *r);

static void ntt_of(int k, int32_t *r) { BUILDS[k]->ntt(r); }
static void invntt_of(int k, int32_t *r) { BUILDS[k]->invntt_tomont(r); }
static void poly_ntt_of(int k, int32_t *r) { BUILDS[k]->poly_ntt((poly *)(void *)r); }
static void poly_invntt_of(int k, int32_t *r) { BUILDS[k]->poly_invntt_tomont((poly *)(void *)r); }
static void poly_reduce_of(int k, int32_t *r) { BUILDS[k]->poly_reduce((poly *)(void *)r); }
static void poly_caddq_of(int k, int32_t *r) { BUILDS[k]->poly_caddq((poly *)(void *)r); }

static void check_in_place(const char *fn, in_place f, int64_t lo, int64_t hi, int64_t bound, int exact, long count,
                           const char *inputs) {
    static struct guarded o, p;
    struct tally t = {0, 0};
    for (long i = 0; i < FILL_KINDS + count; i++) {
        fill(o.p.coeffs, N, lo, hi, kind_of(i));
        memcpy(&p.p, &o.p, sizeof p.p);
        set_guard(&p);
        f(0, o.p.coeffs);
        f(1, p.p.coeffs);
        check_guard(fn, i, &p);
        compare(fn, i, o.p.coeffs, p.p.coeffs, N, bound, exact, &t);
    }
    report(fn, &t, inputs, bound, exact);
}

/* An NTT-domain operand as the patched build makes it: its poly_ntt of |x| <= q - 1 (of the given kind). */
static void ntt_operand(poly *a, enum fill kind) {
    fill(a->coeffs, N, -(Q - 1), Q - 1, kind);
    PATCHED_BUILD.poly_ntt(a);
}

/* poly_pointwise_montgomery on pairs of NTT outputs (every pair of extreme kinds, then random) and on a
 * matrix entry in [0, q) times an NTT output; polyvecl_pointwise_acc_montgomery on a matrix row times NTT
 * outputs. */
static void check_products(long count) {
    static polyvecl u, v;
    static struct guarded o, p;
    struct tally pw = {0, 0}, acc = {0, 0};
    for (long i = 0; i < FILL_KINDS * FILL_KINDS + count; i++) {
        enum fill ka = i < FILL_KINDS * FILL_KINDS ? (enum fill)(i / FILL_KINDS) : FILL_RANDOM;
        enum fill kb = i < FILL_KINDS * FILL_KINDS ? (enum fill)(i % FILL_KINDS) : FILL_RANDOM;
        for (int j = 0; j < L; j++) {
            ntt_operand(&v.vec[j], j ? FILL_RANDOM : kb);
            if (i % 2) {
                ntt_operand(&u.vec[j], j ? FILL_RANDOM : ka);
            } else { /* a matrix row: uniform in [0, q), or its extremes */
                fill(u.vec[j].coeffs, N, 0, Q - 1, ka == FILL_HIGH || ka == FILL_ZERO ? ka : FILL_NONNEGATIVE);
            }
        }
        ORIGINAL.poly_pointwise_montgomery(&o.p, &u.vec[0], &v.vec[0]);
        set_guard(&p);
        PATCHED_BUILD.poly_pointwise_montgomery(&p.p, &u.vec[0], &v.vec[0]);
        check_guard("poly_pointwise_montgomery", i, &p);
        compare("poly_pointwise_montgomery", i, o.p.coeffs, p.p.coeffs, N, Q - 1, 0, &pw);
        if (i % 2 == 0) {
            ORIGINAL.polyvecl_pointwise_acc_montgomery(&o.p, &u, &v);
            set_guard(&p);
            PATCHED_BUILD.polyvecl_pointwise_acc_montgomery(&p.p, &u, &v);
            check_guard("polyvecl_pointwise_acc_montgomery", i, &p);
            compare("polyvecl_pointwise_acc_montgomery", i, o.p.coeffs, p.p.coeffs, N, (int64_t)L * (Q - 1), 0, &acc);
        }
    }
    report("poly_pointwise_montgomery", &pw, "patched NTT outputs, matrix entries in [0, q)", Q - 1, 0);
    char name[96];
    snprintf(name, sizeof name, "polyvecl_pointwise_acc_montgomery (L = %d)", L);
    report(name, &acc, "matrix rows in [0, q) times patched NTT outputs", (int64_t)L * (Q - 1), 0);
}

/* One scalar function of both builds on x: the same value. */
#define SAME_SCALAR(fn, x, t)                                                                           \
    do {                                                                                                \
        int32_t o_ = ORIGINAL.fn(x), p_ = PATCHED_BUILD.fn(x);                                          \
        if (o_ != p_) {                                                                                 \
            fail(#fn "(%lld) is %d (original) vs %d (patched)", (long long)(x), o_, p_);               \
        }                                                                                               \
        (t)++;                                                                                          \
    } while (0)

static void check_scalars(long count) {
    long mont = 0, r32 = 0, cq = 0, frz = 0;
    const int64_t mont_edges[] = {-MONT_IN, MONT_IN - 1, 0, 1, -1, (int64_t)NTT_OUT * NTT_OUT,
                                  -(int64_t)NTT_OUT * NTT_OUT, (int64_t)(Q - 1) * (Q - 1), -(int64_t)(Q - 1) * (Q - 1)};
    for (size_t i = 0; i < sizeof mont_edges / sizeof mont_edges[0]; i++) {
        SAME_SCALAR(montgomery_reduce, mont_edges[i], mont);
    }
    const int32_t edges[] = {INT32_MIN, INT32_MIN + 1, -Q, -Q + 1, -1, 0, 1, Q - 1, Q, (int32_t)REDUCE32_MAX,
                             6283008, -6283008, 1 << 22, -(1 << 22)};
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        SAME_SCALAR(reduce32, edges[i], r32);
        SAME_SCALAR(freeze, edges[i], frz);
        SAME_SCALAR(caddq, edges[i], cq);
    }
    SAME_SCALAR(caddq, INT32_MAX, cq);
    for (long i = 0; i < 4096 * count; i++) {
        int64_t w = (int64_t)rng_below(&test_rng, 2 * (uint64_t)MONT_IN) - MONT_IN;
        int32_t x = (int32_t)rng_next(&test_rng), y = (int32_t)(rng_below(&test_rng, (uint64_t)REDUCE32_MAX + 1 + 2147483648ULL) - 2147483648LL);
        SAME_SCALAR(montgomery_reduce, w, mont);
        SAME_SCALAR(caddq, x, cq);
        SAME_SCALAR(reduce32, y, r32);
        SAME_SCALAR(freeze, y, frz);
    }
    printf("OK montgomery_reduce: %ld inputs in [-q*2^31, q*2^31) identical to the original's\n", mont);
    printf("OK reduce32, freeze: %ld inputs each in [-2^31, 2^31 - 2^22 - 1] identical to the original's\n", r32);
    printf("OK caddq: %ld int32_t inputs identical to the original's\n", cq);
}

/* ------------------------------------------------------------------------------------------ */
/* the rounding functions: the original's very outputs                                           */

#define ALPHA (2 * GAMMA2)
#define M1 ((Q - 1) / ALPHA)

static void same_poly(const char *fn, const char *what, long input, const poly *o, const poly *p) {
    for (int i = 0; i < N; i++) {
        if (o->coeffs[i] != p->coeffs[i]) {
            fail("%s (input %ld): %s coefficient %d is %d (original) vs %d (patched)", fn, input, what, i,
                 o->coeffs[i], p->coeffs[i]);
        }
    }
}

/* x = start, start + 1, ... (at most hi), from coefficient 0 on */
static void ramp(poly *x, int64_t start, int64_t hi) {
    for (int i = 0; i < N; i++) {
        x->coeffs[i] = (int32_t)(start + i <= hi ? start + i : hi);
    }
}

/* power2round, decompose and use_hint (hints 0, 1 and random bits) on every a in [0, q), a1 also aliasing a */
static void check_rounding_standard(long count) {
    static poly a, h, o1, o0, p1, p0;
    long inputs = 0;
    for (int64_t start = 0; start < Q; start += N, inputs++) {
        ramp(&a, start, Q - 1);
        ORIGINAL.poly_power2round(&o1, &o0, &a);
        PATCHED_BUILD.poly_power2round(&p1, &p0, &a);
        same_poly("poly_power2round", "a1", inputs, &o1, &p1);
        same_poly("poly_power2round", "a0", inputs, &o0, &p0);
        ORIGINAL.poly_decompose(&o1, &o0, &a);
        PATCHED_BUILD.poly_decompose(&p1, &p0, &a);
        same_poly("poly_decompose", "a1", inputs, &o1, &p1);
        same_poly("poly_decompose", "a0", inputs, &o0, &p0);
        for (int kind = 0; kind < 3; kind++) {
            for (int i = 0; i < N; i++) {
                h.coeffs[i] = kind < 2 ? kind : (int32_t)(rng_next(&test_rng) & 1);
            }
            ORIGINAL.poly_use_hint(&o1, &a, &h);
            PATCHED_BUILD.poly_use_hint(&p1, &a, &h);
            same_poly("poly_use_hint", "a1", inputs, &o1, &p1);
        }
    }
    for (long i = 0; i < count; i++) { /* in place, as the scheme calls them: a1 = a */
        fill(a.coeffs, N, 0, Q - 1, FILL_NONNEGATIVE);
        o1 = a;
        p1 = a;
        ORIGINAL.poly_power2round(&o1, &o0, &o1);
        PATCHED_BUILD.poly_power2round(&p1, &p0, &p1);
        same_poly("poly_power2round (a1 = a)", "a1", i, &o1, &p1);
        same_poly("poly_power2round (a1 = a)", "a0", i, &o0, &p0);
        o1 = a;
        p1 = a;
        ORIGINAL.poly_decompose(&o1, &o0, &o1);
        PATCHED_BUILD.poly_decompose(&p1, &p0, &p1);
        same_poly("poly_decompose (a1 = a)", "a1", i, &o1, &p1);
        same_poly("poly_decompose (a1 = a)", "a0", i, &o0, &p0);
    }
    printf("OK poly_power2round, poly_decompose, poly_use_hint (hints 0, 1, random): every a in [0, q) (%ld "
           "polynomials) and %ld in place, identical to the original's\n", inputs, count);
}

/* make_hint on every low part in [-2 alpha, 2 alpha] with high parts cycling through 0..(q-1)/alpha, and random ones */
static void check_make_hint(long count) {
    static poly a0, a1, o, p;
    long inputs = 0;
    for (int64_t start = -2 * (int64_t)ALPHA; start <= 2 * (int64_t)ALPHA; start += N, inputs++) {
        ramp(&a0, start, 2 * (int64_t)ALPHA);
        for (int i = 0; i < N; i++) {
            a1.coeffs[i] = (int32_t)((inputs + i) % (M1 + 1));
        }
        unsigned so = ORIGINAL.poly_make_hint(&o, &a0, &a1), sp = PATCHED_BUILD.poly_make_hint(&p, &a0, &a1);
        same_poly("poly_make_hint", "h", inputs, &o, &p);
        if (so != sp) {
            fail("poly_make_hint (input %ld): %u hints (original) vs %u (patched)", inputs, so, sp);
        }
    }
    for (long i = 0; i < count; i++, inputs++) {
        fill(a0.coeffs, N, -2 * (int64_t)ALPHA, 2 * (int64_t)ALPHA, kind_of(i));
        fill(a1.coeffs, N, 0, M1 - 1, FILL_NONNEGATIVE);
        if (i % 2) {
            for (int j = 0; j < N; j++) {
                a0.coeffs[j] = (int32_t)(rng_next(&test_rng) & 1 ? GAMMA2 : -GAMMA2) + (int32_t)rng_below(&test_rng, 3) - 1;
            }
        }
        unsigned so = ORIGINAL.poly_make_hint(&o, &a0, &a1), sp = PATCHED_BUILD.poly_make_hint(&p, &a0, &a1);
        same_poly("poly_make_hint", "h", inputs, &o, &p);
        if (so != sp) {
            fail("poly_make_hint (input %ld): %u hints (original) vs %u (patched)", inputs, so, sp);
        }
    }
    printf("OK poly_make_hint: %ld inputs (every a0 in [-2 alpha, 2 alpha], random ones and +-GAMMA2 +-1) identical "
           "to the original's, hint counts too\n", inputs);
}

static void same_norm(long input, const poly *a, int32_t B) {
    int o = ORIGINAL.poly_chknorm(a, B), p = PATCHED_BUILD.poly_chknorm(a, B);
    if (o != p) {
        fail("poly_chknorm (input %ld, B = %d): %d (original) vs %d (patched)", input, B, o, p);
    }
}

/* chknorm: every |a| <= 2^20 as 256 consecutive coefficients; each value within 300 of +-B alone among
 * coefficients below B; random polynomials below B; bounds the scheme uses, and the ends */
static void check_chknorm(long count) {
    static poly a;
    const int32_t bounds[] = {GAMMA1 - BETA, GAMMA2 - BETA, GAMMA2, 1, (Q - 1) / 8, (Q - 1) / 8 + 1, 0, -1};
    long inputs = 0;
    for (size_t k = 0; k < sizeof bounds / sizeof bounds[0]; k++) {
        int32_t B = bounds[k], below = B > 1 ? B - 1 : 0;
        for (int64_t start = -(1 << 20); start <= 1 << 20; start += N, inputs++) {
            ramp(&a, start, 1 << 20);
            same_norm(inputs, &a, B);
        }
        for (int64_t v = -(int64_t)B - 300; v <= (int64_t)B + 300; v++, inputs++) {
            fill(a.coeffs, N, -below, below, FILL_RANDOM);
            a.coeffs[rng_below(&test_rng, N)] = (int32_t)v;
            same_norm(inputs, &a, B);
        }
        for (long i = 0; i < count; i++, inputs++) {
            fill(a.coeffs, N, -below, below, kind_of(i));
            same_norm(inputs, &a, B);
        }
    }
    printf("OK poly_chknorm: %ld inputs x bounds (every |a| <= 2^20; each value near +-B alone; random below B) "
           "identical to the original's\n", inputs);
}

/* The samplers (ExpandA, ExpandS, ExpandMask; gen_expand.c's four streams at a time where the ISA has them):
 * the original's very polynomials for random seeds and nonces, the extreme nonces among them. */
static void check_samplers(long count) {
    static polyvecl mat[2][K], l[2];
    static polyveck k[2];
    uint8_t seed[CRHBYTES];
    uint16_t nonce;
    long i;
    int b, j;
    for (i = 0; i < count; i++) {
        rng_bytes(&test_rng, seed, sizeof seed);
        nonce = i == 0 ? 0 : i == 1 ? 0xFFFF : (uint16_t)rng_next(&test_rng);
        for (b = 0; b < 2; b++) {
            BUILDS[b]->polyvec_matrix_expand(mat[b], seed);
            BUILDS[b]->polyvecl_uniform_eta(&l[b], seed, nonce);
            BUILDS[b]->polyveck_uniform_eta(&k[b], seed, nonce);
        }
        if (memcmp(mat[0], mat[1], sizeof mat[0]) != 0) {
            fail("polyvec_matrix_expand: seed %ld gives another matrix", i);
        }
        if (memcmp(&l[0], &l[1], sizeof l[0]) != 0 || memcmp(&k[0], &k[1], sizeof k[0]) != 0) {
            fail("polyvecl/polyveck_uniform_eta: seed %ld, nonce %u give other polynomials", i, (unsigned)nonce);
        }
        for (b = 0; b < 2; b++) {
            BUILDS[b]->polyvecl_uniform_gamma1(&l[b], seed, (uint16_t)(nonce % (0x10000 / L)));
        }
        for (j = 0; j < L; j++) {
            if (memcmp(&l[0].vec[j], &l[1].vec[j], sizeof(poly)) != 0) {
                fail("polyvecl_uniform_gamma1: seed %ld, nonce %u: polynomial %d differs", i, (unsigned)nonce, j);
            }
        }
    }
    printf("OK samplers: polyvec_matrix_expand, polyvecl_uniform_eta, polyveck_uniform_eta, polyvecl_uniform_gamma1 "
           "on %ld random seeds and nonces (0 and 65535 among them) identical to the original's\n", count);
}

static void check_functions(long count) {
    check_scalars(count);
    check_samplers(count / 5 + 2);
    /* NTT inputs: |x| <= q - 1 (t1*2^d reaches it); inverse NTT inputs: pointwise products and reduce32
     * outputs, |x| < q; reduce32 and caddq: their whole domains */
    check_in_place("ntt", ntt_of, -(Q - 1), Q - 1, NTT_OUT, 0, count, "|x| <= q - 1");
    check_in_place("poly_ntt", poly_ntt_of, -(Q - 1), Q - 1, NTT_OUT, 0, count, "|x| <= q - 1");
    check_in_place("invntt_tomont", invntt_of, -(Q - 1), Q - 1, Q - 1, 0, count, "|x| <= q - 1");
    check_in_place("poly_invntt_tomont", poly_invntt_of, -(Q - 1), Q - 1, Q - 1, 0, count, "|x| <= q - 1");
    check_in_place("poly_reduce", poly_reduce_of, INT32_MIN, REDUCE32_MAX, 6283008, 1, count,
                   "-2^31 <= x <= 2^31 - 2^22 - 1");
    check_in_place("poly_reduce (inputs below 10q)", poly_reduce_of, -10L * Q, 10L * Q, 6283008, 1, count,
                   "|x| <= 10q");
    check_in_place("poly_caddq", poly_caddq_of, INT32_MIN, INT32_MAX, INT32_MAX, 1, count, "every int32_t");
    check_products(count);
    check_rounding_standard(count);
    check_make_hint(count);
    check_chknorm(count);
}

/* ------------------------------------------------------------------------------------------ */
/* timing: both builds alternately in one process                                              */

enum op { OP_KEYPAIR, OP_SIGN, OP_VERIFY, OP_POLY_NTT, OP_POLY_INVNTT, OP_POINTWISE, OP_ACC, OP_POLY_REDUCE,
          OP_POLY_CADDQ, OP_POWER2ROUND, OP_DECOMPOSE, OP_MAKE_HINT, OP_USE_HINT, OP_CHKNORM, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "sign", "verify", "poly_ntt", "poly_invntt_tomont",
                                               "poly_pointwise_montgomery", "polyvecl_pointwise_acc_montgomery",
                                               "poly_reduce", "poly_caddq", "poly_power2round", "poly_decompose",
                                               "poly_make_hint", "poly_use_hint", "poly_chknorm"};
#define POLY_BATCH 16 /* polynomial functions: ticks per call over POLY_BATCH calls on fresh inputs */
#define TIMED_MSG 64

static struct {
    uint8_t pk[PK_BYTES], sk[SK_BYTES], sig[SIG_BYTES], msg[TIMED_MSG];
    size_t siglen;
    long sign_calls;
    polyvecl u, v;
    poly inputs[POLY_BATCH], r[POLY_BATCH], standard[POLY_BATCH], low[POLY_BATCH], hints[POLY_BATCH], r0[POLY_BATCH];
    int sink;
    polyvecl mat[K], s1;
    polyveck s2;
    uint8_t seedbuf[2 * SEEDBYTES + CRHBYTES], tr[TRBYTES];
} work;

static uint64_t time_one(int k, int op) {
    const struct build *b = BUILDS[k < 2 ? k : 0];
    uint64_t t0, t1;
    size_t siglen;
    int i;
    memcpy(work.r, work.inputs, sizeof work.r); /* in-place functions get fresh inputs, untimed */
    if ((op == OP_SIGN || op == OP_KEYPAIR) && k < 2) {
        /* the two builds of one round get the same randomness (the same rejection-loop iterations) */
        kem_rng.s = 0x7369676E00000000ULL ^ (uint64_t)(work.sign_calls++ / 2);
    }
    if (k == 2) { /* keypair's third contender: the SHAKE work of one key pair in the original's code: H(seed),
                   * ExpandA, ExpandS, H(pk); where the patched build keeps it (no gen_expand.c), original
                   * keypair / this is the most any replacement of the rest can give key generation */
        t0 = ticks();
        shake256(work.seedbuf, sizeof work.seedbuf, work.seedbuf, SEEDBYTES + 2);
        b->polyvec_matrix_expand(work.mat, work.seedbuf);
        b->polyvecl_uniform_eta(&work.s1, work.seedbuf + SEEDBYTES, 0);
        b->polyveck_uniform_eta(&work.s2, work.seedbuf + SEEDBYTES, L);
        shake256(work.tr, TRBYTES, work.pk, PK_BYTES);
        return ticks() - t0;
    }
    t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: b->keypair(work.pk, work.sk); break;
    case OP_SIGN: b->sign(work.sig, &siglen, work.msg, TIMED_MSG, NULL, 0, work.sk); break;
    case OP_VERIFY:
        if (b->verify(work.sig, work.siglen, work.msg, TIMED_MSG, NULL, 0, work.pk) != 0) {
            fail("%s build rejects the timed signature", b->name);
        }
        break;
    case OP_POLY_NTT: for (i = 0; i < POLY_BATCH; i++) b->poly_ntt(&work.r[i]); break;
    case OP_POLY_INVNTT: for (i = 0; i < POLY_BATCH; i++) b->poly_invntt_tomont(&work.r[i]); break;
    case OP_POINTWISE:
        for (i = 0; i < POLY_BATCH; i++) b->poly_pointwise_montgomery(&work.r[i], &work.u.vec[0], &work.inputs[i]);
        break;
    case OP_ACC:
        for (i = 0; i < POLY_BATCH; i++) b->polyvecl_pointwise_acc_montgomery(&work.r[i], &work.u, &work.v);
        break;
    case OP_POLY_REDUCE: for (i = 0; i < POLY_BATCH; i++) b->poly_reduce(&work.r[i]); break;
    case OP_POLY_CADDQ: for (i = 0; i < POLY_BATCH; i++) b->poly_caddq(&work.r[i]); break;
    case OP_POWER2ROUND: for (i = 0; i < POLY_BATCH; i++) b->poly_power2round(&work.r[i], &work.r0[i], &work.standard[i]); break;
    case OP_DECOMPOSE: for (i = 0; i < POLY_BATCH; i++) b->poly_decompose(&work.r[i], &work.r0[i], &work.standard[i]); break;
    case OP_MAKE_HINT:
        for (i = 0; i < POLY_BATCH; i++) work.sink += (int)b->poly_make_hint(&work.r[i], &work.low[i], &work.hints[i]);
        break;
    case OP_USE_HINT: for (i = 0; i < POLY_BATCH; i++) b->poly_use_hint(&work.r[i], &work.standard[i], &work.hints[i]); break;
    case OP_CHKNORM: /* below the bound: every coefficient read (the original returns at the first one over it) */
        for (i = 0; i < POLY_BATCH; i++) work.sink += b->poly_chknorm(&work.low[i], 2 * GAMMA2);
        break;
    default: break;
    }
    t1 = ticks();
    return t1 - t0;
}

static void run_timing(long rounds) {
    rng_bytes(&test_rng, work.msg, TIMED_MSG);
    for (int j = 0; j < L; j++) {
        fill(work.u.vec[j].coeffs, N, 0, Q - 1, FILL_NONNEGATIVE);
        ntt_operand(&work.v.vec[j], FILL_RANDOM);
    }
    fill((int32_t *)(void *)work.inputs, (size_t)POLY_BATCH * N, -(Q - 1), Q - 1, FILL_RANDOM);
    fill((int32_t *)(void *)work.standard, (size_t)POLY_BATCH * N, 0, Q - 1, FILL_NONNEGATIVE);
    fill((int32_t *)(void *)work.low, (size_t)POLY_BATCH * N, -(2 * GAMMA2 - 1), 2 * GAMMA2 - 1, FILL_RANDOM);
    for (int i = 0; i < POLY_BATCH; i++) { /* high parts 0..(q-1)/alpha - 1 for make_hint, bits for use_hint */
        for (int j = 0; j < N; j++) {
            work.hints[i].coeffs[j] = (int32_t)(rng_next(&test_rng) & 1);
        }
    }
    for (int op = 0; op < OP_COUNT; op++) {
        if (op == OP_VERIFY) { /* one key pair and signature for verify (and the sign timing before it) */
            ORIGINAL.keypair(work.pk, work.sk);
            ORIGINAL.sign(work.sig, &work.siglen, work.msg, TIMED_MSG, NULL, 0, work.sk);
        }
        if (op == OP_SIGN) {
            ORIGINAL.keypair(work.pk, work.sk);
        }
        int whole = op <= OP_VERIFY;
        /* keypair: a third contender, its SHAKE part alone ("TIME keypair original patched shake") */
        time_interleaved_n(OP_NAMES[op], op, op == OP_KEYPAIR ? 3 : 2, whole ? rounds : 8 * rounds,
                           whole ? 1 : POLY_BATCH, 4, time_one);
    }
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    return driver_main(argc, argv, check_identity, check_functions, run_timing);
}
