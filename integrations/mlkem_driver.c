/*
 * mlkem_driver.c: the original and the patched PQClean ML-KEM build in one process.
 *
 * run.py builds the scheme twice (the unmodified clean sources, and a copy with gen's ntt.c and
 * reduce.c, its gen_poly.c added and the definitions gen_poly.c takes over removed from poly.c and
 * polyvec.c), partially links the patched objects into one relocatable object and renames every
 * global symbol it defines to PATCHED_PREFIX<symbol>. Undefined references (randombytes, SHAKE from
 * fips202.c, libc) stay shared, so both builds draw from the one deterministic randombytes of
 * driver_common.h and the driver replays the same stream into each.
 *
 * Compile with -DNS=PQCLEAN_MLKEM768_CLEAN_ -DPATCHED_PREFIX=GENPATCHED_ -I<original clean dir>
 * -I<pqclean/common>.
 *
 *   mlkem_driver identity  N SEED  N keypair/enc/dec rounds: identical pk, sk, ct, ss; dec recovers
 *                                  ss; tampered ciphertexts rejected identically; enc to the public
 *                                  key with unreduced coefficients (which enc does not reject) identical
 *   mlkem_driver functions N SEED  every replaced function on extreme inputs and N random ones within
 *                                  the scheme's input ranges: outputs congruent mod q, the patched ones
 *                                  within the bounds the original's satisfy (guard words after each
 *                                  output), the polyvec product also with keys unpacked from bytes
 *                                  (12 bits, up to 4095); montgomery_reduce on its whole input range,
 *                                  barrett_reduce on every int16_t, the zetas table identical
 *   mlkem_driver timing    R SEED  interleaved rdtsc medians, one TIME line per op
 *
 * Output: progress lines "OK ...", "TIME op original patched"; on the first failed check one line
 * "FAIL: ..." and exit status 1.
 */
#include "driver_common.h"

#include "params.h"
#include "poly.h"
#include "polyvec.h"

#define DECLARE(P)                                                                         \
    int P(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk);                                   \
    int P(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);                    \
    int P(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);              \
    extern const int16_t P(zetas)[128];                                                    \
    void P(ntt)(int16_t r[256]);                                                           \
    void P(invntt)(int16_t r[256]);                                                        \
    void P(basemul)(int16_t r[2], const int16_t a[2], const int16_t b[2], int16_t zeta);   \
    int16_t P(montgomery_reduce)(int32_t a);                                               \
    int16_t P(barrett_reduce)(int16_t a);                                                  \
    void P(poly_ntt)(poly *r);                                                             \
    void P(poly_invntt_tomont)(poly *r);                                                   \
    void P(poly_basemul_montgomery)(poly *r, const poly *a, const poly *b);                \
    void P(poly_tomont)(poly *r);                                                          \
    void P(poly_reduce)(poly *r);                                                          \
    void P(polyvec_basemul_acc_montgomery)(poly *r, const polyvec *a, const polyvec *b);

DECLARE(ORIG)
DECLARE(PATCHED)

/* One build's entry points. */
struct build {
    struct kem kem;
    const int16_t *zetas;
    void (*ntt)(int16_t *);
    void (*invntt)(int16_t *);
    void (*basemul)(int16_t *, const int16_t *, const int16_t *, int16_t);
    int16_t (*montgomery_reduce)(int32_t);
    int16_t (*barrett_reduce)(int16_t);
    void (*poly_ntt)(poly *);
    void (*poly_invntt_tomont)(poly *);
    void (*poly_basemul_montgomery)(poly *, const poly *, const poly *);
    void (*poly_tomont)(poly *);
    void (*poly_reduce)(poly *);
    void (*polyvec_basemul_acc_montgomery)(poly *, const polyvec *, const polyvec *);
};

#define BUILD(P, label)                                                                              \
    { {label, P(crypto_kem_keypair), P(crypto_kem_enc), P(crypto_kem_dec)}, P(zetas), P(ntt), P(invntt), \
      P(basemul), P(montgomery_reduce), P(barrett_reduce), P(poly_ntt), P(poly_invntt_tomont),         \
      P(poly_basemul_montgomery), P(poly_tomont), P(poly_reduce), P(polyvec_basemul_acc_montgomery) }

static const struct build ORIGINAL = BUILD(ORIG, "original");
static const struct build PATCHED_BUILD = BUILD(PATCHED, "patched");
static const struct build *const BUILDS[2] = {&ORIGINAL, &PATCHED_BUILD};

#define Q KYBER_Q
#define N KYBER_N
#define K KYBER_K
#define HALF ((Q - 1) / 2)     /* a Barrett-reduced coefficient */
#define MONT_IN (Q * 32768)    /* montgomery_reduce's inputs: -Q*2^15 <= a < Q*2^15 */
#define UNPACKED_MAX 4095      /* poly_frombytes: 12 bits per coefficient */
#define GUARD 16
#define SENTINEL 0x5A5A

static const struct kem_sizes SIZES = {KYBER_PUBLICKEYBYTES, KYBER_SECRETKEYBYTES, KYBER_CIPHERTEXTBYTES,
                                       KYBER_SSBYTES, 0};

/* ------------------------------------------------------------------------------------------ */
/* identity: whole-KEM byte identity                                                            */

/* ML-KEM rejects implicitly: dec returns 0 and a pseudo-random secret. */
static void tamper(uint8_t *ct, long it) {
    (void)it;
    flip_random_bit(ct, KYBER_CIPHERTEXTBYTES);
}

/* crypto_kem_enc does not check that the public key's 12-bit coefficients are below q (FIPS 203's
 * modulus check is the caller's): set some to q..4095, so both builds' polyvec_basemul_acc_montgomery
 * get them, and the ciphertexts and secrets must still be identical. */
static void enc_to_unreduced_key(const struct kem *const b[2], const uint8_t *pk, const uint8_t *sk, long it) {
    static uint8_t bad[KYBER_PUBLICKEYBYTES], ct[2][KYBER_CIPHERTEXTBYTES], ss[2][KYBER_SSBYTES];
    (void)sk;
    memcpy(bad, pk, sizeof bad);
    for (int e = 0; e < 32; e++) {
        size_t c = (size_t)rng_below(&test_rng, (uint64_t)K * N); /* coefficient c: 12 bits at 12c */
        uint16_t v = (uint16_t)(Q + rng_below(&test_rng, 4096 - Q));
        uint8_t *p = bad + 3 * (c / 2);
        if (c % 2 == 0) {
            p[0] = (uint8_t)v;
            p[1] = (uint8_t)((p[1] & 0xF0) | (v >> 8));
        } else {
            p[1] = (uint8_t)((p[1] & 0x0F) | (v << 4));
            p[2] = (uint8_t)(v >> 4);
        }
    }
    rng_t saved = kem_rng;
    for (int k = 0; k < 2; k++) {
        kem_rng = saved;
        if (b[k]->enc(ct[k], ss[k], bad) != 0) {
            fail("%s crypto_kem_enc to an unreduced public key returned non-zero (iteration %ld)", b[k]->name, it);
        }
    }
    expect_same("ciphertext to a public key with unreduced coefficients", it, ct[0], ct[1], sizeof ct[0]);
    expect_same("shared secret to a public key with unreduced coefficients", it, ss[0], ss[1], sizeof ss[0]);
}

static void check_identity(long iterations) {
    const struct kem *const b[2] = {&ORIGINAL.kem, &PATCHED_BUILD.kem};
    check_kem_identity(b, SIZES, (struct kem_identity_hooks){tamper, enc_to_unreduced_key}, iterations);
    printf("OK identity: %ld encapsulations to public keys with coefficients in [q, 4096) identical\n", iterations);
}

/* ------------------------------------------------------------------------------------------ */
/* functions: congruent mod q, patched within the original's bounds                             */

/* How a test input is filled: each extreme kind once, then random ones. */
enum fill { FILL_RANDOM, FILL_HIGH, FILL_LOW, FILL_ALTERNATE, FILL_RANDOM_SIGNS, FILL_ZERO, FILL_UNIT,
            FILL_SMALL, FILL_NONNEGATIVE, FILL_KINDS };

/* x[0..m) in [lo, hi] (lo <= 0 <= hi) of the given kind. */
static void fill(int16_t *x, size_t m, int lo, int hi, enum fill kind) {
    size_t unit = (size_t)rng_below(&test_rng, m);
    for (size_t i = 0; i < m; i++) {
        int v;
        switch (kind) {
        case FILL_HIGH: v = hi; break;
        case FILL_LOW: v = lo; break;
        case FILL_ALTERNATE: v = i % 2 ? lo : hi; break;
        case FILL_RANDOM_SIGNS: v = rng_next(&test_rng) & 1 ? lo : hi; break;
        case FILL_ZERO: v = 0; break;
        case FILL_UNIT: v = i == unit ? hi : 0; break;
        case FILL_SMALL: v = (int)rng_below(&test_rng, 7) - 3; break; /* sampled noise, |x| <= 3 */
        case FILL_NONNEGATIVE: v = (int)rng_below(&test_rng, (uint64_t)hi + 1); break; /* unpacked, [0, q) */
        default: v = lo + (int)rng_below(&test_rng, (uint64_t)(hi - lo) + 1); break;
        }
        x[i] = (int16_t)v;
    }
}

static enum fill kind_of(long i) {
    return i < FILL_KINDS ? (enum fill)i : FILL_RANDOM;
}

/* A polynomial output with guard words behind it. */
struct guarded {
    poly p;
    int16_t guard[GUARD];
};

static void set_guard(struct guarded *g) {
    for (int i = 0; i < GUARD; i++) {
        g->guard[i] = (int16_t)SENTINEL;
    }
}

struct tally {
    long inputs, identical;
};

/* o (original) and p (patched) outputs of fn: congruent mod q, both within the original's bound. */
static void compare(const char *fn, long input, const int16_t *o, const int16_t *p, size_t m, int bound,
                    struct tally *t) {
    for (size_t i = 0; i < m; i++) {
        if (((int32_t)o[i] - p[i]) % Q != 0) {
            fail("%s (input %ld): coefficient %zu is %d (original) vs %d (patched), not congruent mod q", fn, input,
                 i, o[i], p[i]);
        }
        if (p[i] > bound || p[i] < -bound) {
            fail("%s (input %ld): patched coefficient %zu = %d is outside the original's bound |x| <= %d", fn,
                 input, i, p[i], bound);
        }
        if (o[i] > bound || o[i] < -bound) {
            fail("%s (input %ld): original coefficient %zu = %d is outside the bound |x| <= %d this driver states",
                 fn, input, i, o[i], bound);
        }
    }
    t->inputs++;
    t->identical += memcmp(o, p, m * sizeof *o) == 0;
}

static void check_guard(const char *fn, long input, const struct guarded *g) {
    for (int i = 0; i < GUARD; i++) {
        if (g->guard[i] != (int16_t)SENTINEL) {
            fail("%s (input %ld): patched build wrote past the %d coefficients", fn, input, N);
        }
    }
}

static void report(const char *fn, const struct tally *t, int in_bound, int out_bound) {
    printf("OK %s: %ld inputs (|x| <= %d) congruent mod q, patched within |x| <= %d; %ld identical "
           "representatives\n", fn, t->inputs, in_bound, out_bound, t->identical);
}

/* An in-place polynomial function of each build (k: 0 original, 1 patched). */
typedef void (*in_place)(int k, int16_t *r);

static void ntt_of(int k, int16_t *r) { BUILDS[k]->ntt(r); }
static void invntt_of(int k, int16_t *r) { BUILDS[k]->invntt(r); }
static void poly_ntt_of(int k, int16_t *r) { BUILDS[k]->poly_ntt((poly *)(void *)r); }
static void poly_invntt_tomont_of(int k, int16_t *r) { BUILDS[k]->poly_invntt_tomont((poly *)(void *)r); }
static void poly_tomont_of(int k, int16_t *r) { BUILDS[k]->poly_tomont((poly *)(void *)r); }
static void poly_reduce_of(int k, int16_t *r) { BUILDS[k]->poly_reduce((poly *)(void *)r); }

static void check_in_place(const char *fn, in_place f, int lo, int hi, int bound, long count) {
    static struct guarded o, p;
    struct tally t = {0, 0};
    for (long i = 0; i < FILL_KINDS + count; i++) {
        fill(o.p.coeffs, N, lo, hi, kind_of(i));
        memcpy(&p.p, &o.p, sizeof p.p);
        set_guard(&p);
        f(0, o.p.coeffs);
        f(1, p.p.coeffs);
        check_guard(fn, i, &p);
        compare(fn, i, o.p.coeffs, p.p.coeffs, N, bound, &t);
    }
    report(fn, &t, hi, bound);
}

/* poly_basemul_montgomery and polyvec_basemul_acc_montgomery on every pair of extreme kinds, then
 * `count` random pairs; |a_i|, |b_i| <= q - 1. */
static void check_products(long count) {
    static polyvec a, b;
    static struct guarded o, p;
    struct tally basemul = {0, 0}, acc = {0, 0};
    for (long i = 0; i < FILL_KINDS * FILL_KINDS + count; i++) {
        enum fill ka = i < FILL_KINDS * FILL_KINDS ? (enum fill)(i / FILL_KINDS) : FILL_RANDOM;
        enum fill kb = i < FILL_KINDS * FILL_KINDS ? (enum fill)(i % FILL_KINDS) : FILL_RANDOM;
        fill((int16_t *)(void *)&a, (size_t)K * N, -(Q - 1), Q - 1, ka);
        fill((int16_t *)(void *)&b, (size_t)K * N, -(Q - 1), Q - 1, kb);
        ORIGINAL.poly_basemul_montgomery(&o.p, &a.vec[0], &b.vec[0]);
        set_guard(&p);
        PATCHED_BUILD.poly_basemul_montgomery(&p.p, &a.vec[0], &b.vec[0]);
        check_guard("poly_basemul_montgomery", i, &p);
        compare("poly_basemul_montgomery", i, o.p.coeffs, p.p.coeffs, N, 2 * (Q - 1), &basemul);
        ORIGINAL.polyvec_basemul_acc_montgomery(&o.p, &a, &b);
        set_guard(&p);
        PATCHED_BUILD.polyvec_basemul_acc_montgomery(&p.p, &a, &b);
        check_guard("polyvec_basemul_acc_montgomery", i, &p);
        compare("polyvec_basemul_acc_montgomery", i, o.p.coeffs, p.p.coeffs, N, HALF, &acc);
    }
    report("poly_basemul_montgomery", &basemul, Q - 1, 2 * (Q - 1));
    char acc_name[96];
    snprintf(acc_name, sizeof acc_name, "polyvec_basemul_acc_montgomery (KYBER_K = %d)", K);
    report(acc_name, &acc, Q - 1, HALF);

    /* a unpacked from bytes as the scheme does it (12 bits, not reduced: a public key in enc, which PQClean
     * does not modulus-check, or the secret key in dec): all UNPACKED_MAX against each kind of b, then random */
    struct tally unpacked = {0, 0};
    for (long i = 0; i < FILL_KINDS + count; i++) {
        fill((int16_t *)(void *)&a, (size_t)K * N, 0, UNPACKED_MAX, i < FILL_KINDS ? FILL_HIGH : FILL_RANDOM);
        fill((int16_t *)(void *)&b, (size_t)K * N, -(Q - 1), Q - 1, kind_of(i));
        ORIGINAL.polyvec_basemul_acc_montgomery(&o.p, &a, &b);
        set_guard(&p);
        PATCHED_BUILD.polyvec_basemul_acc_montgomery(&p.p, &a, &b);
        check_guard("polyvec_basemul_acc_montgomery", i, &p);
        compare("polyvec_basemul_acc_montgomery (a unpacked)", i, o.p.coeffs, p.p.coeffs, N, HALF, &unpacked);
    }
    snprintf(acc_name, sizeof acc_name, "polyvec_basemul_acc_montgomery (KYBER_K = %d, a unpacked: 0 <= a_i <= %d)", K,
             UNPACKED_MAX);
    report(acc_name, &unpacked, UNPACKED_MAX, HALF);
}

/* basemul of one block against every zeta of the table (and its negation), as poly.c calls it. */
static void check_basemul(long count) {
    struct tally t = {0, 0};
    int16_t a[2], b[2], o[2], p[2];
    for (long i = 0; i < count; i++) {
        for (int z = 0; z < 128; z++) {
            fill(a, 2, -(Q - 1), Q - 1, kind_of(i));
            fill(b, 2, -(Q - 1), Q - 1, kind_of(i + z));
            int16_t zeta = (int16_t)(z % 2 ? -ORIGINAL.zetas[64 + z / 2] : ORIGINAL.zetas[64 + z / 2]);
            ORIGINAL.basemul(o, a, b, zeta);
            PATCHED_BUILD.basemul(p, a, b, zeta);
            compare("basemul", i * 128 + z, o, p, 2, 2 * (Q - 1), &t);
        }
    }
    report("basemul (one block, every zeta)", &t, Q - 1, 2 * (Q - 1));
}

static void check_scalars(void) {
    struct tally mont = {0, 0}, barrett = {0, 0};
    for (int32_t x = -MONT_IN; x < MONT_IN; x++) {
        int16_t o = ORIGINAL.montgomery_reduce(x), p = PATCHED_BUILD.montgomery_reduce(x);
        if (o == p && p <= Q - 1 && p >= -(Q - 1)) { /* the common case, without compare's cost */
            mont.inputs++;
            mont.identical++;
        } else {
            compare("montgomery_reduce", x, &o, &p, 1, Q - 1, &mont);
        }
    }
    report("montgomery_reduce (every input in [-q*2^15, q*2^15))", &mont, MONT_IN, Q - 1);
    for (int32_t x = INT16_MIN; x <= INT16_MAX; x++) {
        int16_t o = ORIGINAL.barrett_reduce((int16_t)x), p = PATCHED_BUILD.barrett_reduce((int16_t)x);
        compare("barrett_reduce", x, &o, &p, 1, HALF, &barrett);
    }
    report("barrett_reduce (every int16_t)", &barrett, 32768, HALF);
    expect_same("zetas", 0, ORIGINAL.zetas, PATCHED_BUILD.zetas, 128 * sizeof(int16_t));
    printf("OK zetas: the 128 entries are identical\n");
}

static void check_functions(long count) {
    check_scalars();
    check_basemul(count / 16 > 1 ? count / 16 : 1);
    /* NTT and base-multiplication inputs come from unpacking, decompression or sampling (|x| <= q - 1);
     * the original's unreduced ntt grows by q - 1 per layer (7 layers) */
    check_in_place("ntt", ntt_of, -(Q - 1), Q - 1, 8 * (Q - 1), count);
    check_in_place("poly_ntt", poly_ntt_of, -(Q - 1), Q - 1, HALF, count);
    check_in_place("invntt", invntt_of, -(Q - 1), Q - 1, Q - 1, count);
    check_in_place("poly_invntt_tomont", poly_invntt_tomont_of, -(Q - 1), Q - 1, Q - 1, count);
    check_in_place("poly_tomont", poly_tomont_of, INT16_MIN, INT16_MAX, Q - 1, count);
    check_in_place("poly_reduce", poly_reduce_of, INT16_MIN, INT16_MAX, HALF, count);
    check_products(count);
}

/* ------------------------------------------------------------------------------------------ */
/* timing: both builds alternately in one process                                              */

enum op { OP_KEYPAIR, OP_ENC, OP_DEC, OP_POLY_NTT, OP_POLY_INVNTT, OP_POLY_BASEMUL, OP_POLYVEC_ACC, OP_POLY_TOMONT,
          OP_POLY_REDUCE, OP_MONTGOMERY, OP_BARRETT, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "enc", "dec", "poly_ntt", "poly_invntt_tomont",
                                               "poly_basemul_montgomery", "polyvec_basemul_acc_montgomery",
                                               "poly_tomont", "poly_reduce", "montgomery_reduce", "barrett_reduce"};
#define POLY_BATCH 16    /* polynomial functions: ticks per call over POLY_BATCH calls on fresh inputs */
#define SCALAR_BATCH 1024 /* montgomery_reduce, barrett_reduce: over SCALAR_BATCH independent calls */

static struct {
    uint8_t pk[KYBER_PUBLICKEYBYTES], sk[KYBER_SECRETKEYBYTES], ct[KYBER_CIPHERTEXTBYTES], ss[KYBER_SSBYTES];
    polyvec a, b;
    poly inputs[POLY_BATCH], r[POLY_BATCH];
    int32_t wide[SCALAR_BATCH];
    int16_t narrow[SCALAR_BATCH];
    volatile int16_t sink;
} work;

static uint64_t time_one(int k, int op) {
    const struct build *b = BUILDS[k];
    uint64_t t0, t1;
    int16_t acc = 0;
    int i;
    memcpy(work.r, work.inputs, sizeof work.r); /* in-place functions get fresh inputs, untimed */
    t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: b->kem.keypair(work.pk, work.sk); break;
    case OP_ENC: b->kem.enc(work.ct, work.ss, work.pk); break;
    case OP_DEC: b->kem.dec(work.ss, work.ct, work.sk); break;
    case OP_POLY_NTT: for (i = 0; i < POLY_BATCH; i++) b->poly_ntt(&work.r[i]); break;
    case OP_POLY_INVNTT: for (i = 0; i < POLY_BATCH; i++) b->poly_invntt_tomont(&work.r[i]); break;
    case OP_POLY_BASEMUL:
        for (i = 0; i < POLY_BATCH; i++) b->poly_basemul_montgomery(&work.r[i], &work.a.vec[0], &work.inputs[i]);
        break;
    case OP_POLYVEC_ACC:
        for (i = 0; i < POLY_BATCH; i++) b->polyvec_basemul_acc_montgomery(&work.r[i], &work.a, &work.b);
        break;
    case OP_POLY_TOMONT: for (i = 0; i < POLY_BATCH; i++) b->poly_tomont(&work.r[i]); break;
    case OP_POLY_REDUCE: for (i = 0; i < POLY_BATCH; i++) b->poly_reduce(&work.r[i]); break;
    case OP_MONTGOMERY: for (i = 0; i < SCALAR_BATCH; i++) acc ^= b->montgomery_reduce(work.wide[i]); break;
    case OP_BARRETT: for (i = 0; i < SCALAR_BATCH; i++) acc ^= b->barrett_reduce(work.narrow[i]); break;
    default: break;
    }
    t1 = ticks();
    work.sink = acc;
    return t1 - t0;
}

static void run_timing(long rounds) {
    ORIGINAL.kem.keypair(work.pk, work.sk);
    ORIGINAL.kem.enc(work.ct, work.ss, work.pk);
    fill((int16_t *)(void *)&work.a, (size_t)K * N, -(Q - 1), Q - 1, FILL_RANDOM);
    fill((int16_t *)(void *)&work.b, (size_t)K * N, -(Q - 1), Q - 1, FILL_RANDOM);
    fill((int16_t *)(void *)work.inputs, (size_t)POLY_BATCH * N, -(Q - 1), Q - 1, FILL_RANDOM);
    for (int i = 0; i < SCALAR_BATCH; i++) {
        work.wide[i] = (int32_t)rng_below(&test_rng, 2 * (uint64_t)MONT_IN) - MONT_IN;
        work.narrow[i] = (int16_t)rng_next(&test_rng);
    }
    for (int op = 0; op < OP_COUNT; op++) {
        int kem = op <= OP_DEC, scalar = op >= OP_MONTGOMERY;
        time_interleaved(OP_NAMES[op], op, kem ? rounds : 8 * rounds, kem ? 1 : scalar ? SCALAR_BATCH : POLY_BATCH,
                         3, time_one);
    }
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    return driver_main(argc, argv, check_identity, check_functions, run_timing);
}
