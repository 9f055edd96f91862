/*
 * liboqs_mayo_driver.c: MAYO's opt code in liboqs as shipped, the same with gen's arithmetic_fixed.h
 * (one build per ISA), and MAYO's own avx2 code, in one process, for one parameter set.
 *
 * liboqs_mayo.py links the shipped liboqs.a as it is (it holds pqmayo_MAYO_<P>_opt_* and, on x86,
 * pqmayo_MAYO_<P>_avx2_*); every other liboqs.a is partially linked whole and all its symbols renamed to
 * <prefix><symbol>, so each build keeps its own SHA3, AES, randombytes and CPU dispatch. Each build's
 * m-vector arithmetic is also compiled into mayo_arith_probe.c objects (ORIG_mul_add, OPT_GEN_AVX2_mul_add, ...).
 * Compile with
 *   -DPARAM=1 -DMAYO_V=78 -DMAYO_O=8 -DMAYO_K=10 -DLIMBS=5 -I<shipped build>/include [-DHAVE_MAYO_AVX2]
 *   -DRENAMED_BUILDS='X(OPT_GEN_AVX2_, "opt+gen:avx2") ...'
 *
 *   identity  N SEED   N rounds: key pairs from the same randomness and signatures of the same random
 *                      message with the same randomness byte-identical across every contender, every
 *                      contender verifies every contender's signature, and rejects one with a flipped bit
 *                      or on a changed message
 *   functions N SEED   every renamed build's m-vector primitives (every scalar 0..15) and the matrix
 *                      products that call them (P1*O, P1*V^t, (P1+P1^t)*O, compute_P3, compute_M_and_VPV,
 *                      the public map's P*S and S*P*S) against the shipped build's, on N random inputs
 *                      each, guard words after every output: identical
 *   timing    R SEED   keypair, sign and verify of every contender, interleaved, rdtsc medians of R
 *                      rounds: "TIME op t0 t1 ...", after "CONTENDERS ..." and "TSC_HZ f"
 *   profile   N SEED K N calls of op K % 3 (keypair, sign, verify) by contender K / 3 (for callgrind)
 *
 * Output: "OK ...", "TIME ...", on the first failed check one line "FAIL: ..." and exit status 1.
 */
#define DRIVER_NO_KEM
#include "driver_common.h"

#include <oqs/oqs.h>

#define ALG_(p, name) OQS_SIG_mayo_##p##_##name
#define ALG(p, name) ALG_(p, name)
#define PK_BYTES ALG(PARAM, length_public_key)
#define SK_BYTES ALG(PARAM, length_secret_key)
#define SIG_BYTES ALG(PARAM, length_signature)

#define MAYO_(p, impl, name) pqmayo_MAYO_##p##_##impl##_crypto_sign_##name
#define MAYO_EXPANDED(p, impl, name) MAYO_(p, impl, name)
#define MAYO(impl, name) MAYO_EXPANDED(PARAM, impl, name)
#define OPT(P, name) CAT(P, MAYO(opt, name))

#define MAYO_N (MAYO_V + MAYO_O)
#define TRI(n) ((n) * ((n) + 1) / 2)
#define MAX_CONTENDERS 8

typedef int (*keypair_fn)(uint8_t *, uint8_t *);
typedef int (*sign_fn)(uint8_t *, size_t *, const uint8_t *, size_t, const uint8_t *);
typedef int (*verify_fn)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *);

/* one build's m-vector arithmetic (mayo_arith_probe.c) */
struct arith {
    void (*copy)(const uint64_t *, uint64_t *);
    void (*add)(const uint64_t *, uint64_t *);
    void (*mul_add)(const uint64_t *, unsigned char, uint64_t *);
    void (*mul_add_x)(const uint64_t *, uint64_t *);
    void (*mul_add_x_inv)(const uint64_t *, uint64_t *);
    void (*multiply_bins)(uint64_t *, uint64_t *);
    void (*P1_times_O)(const uint64_t *, const unsigned char *, uint64_t *);
    void (*P1_times_Vt)(const uint64_t *, const unsigned char *, uint64_t *);
    void (*P1P1t_times_O)(const uint64_t *, const unsigned char *, uint64_t *);
    void (*compute_P3)(const uint64_t *, uint64_t *, const unsigned char *, uint64_t *);
    void (*compute_M_and_VPV)(const unsigned char *, const uint64_t *, const uint64_t *, uint64_t *, uint64_t *);
    void (*PS_SPS)(const uint64_t *, const uint64_t *, const uint64_t *, const unsigned char *, uint64_t *);
};

#define DECLARE_PROBE(Q)                                                                                          \
    void CAT(Q, copy)(const uint64_t *, uint64_t *);                                                              \
    void CAT(Q, add)(const uint64_t *, uint64_t *);                                                               \
    void CAT(Q, mul_add)(const uint64_t *, unsigned char, uint64_t *);                                            \
    void CAT(Q, mul_add_x)(const uint64_t *, uint64_t *);                                                         \
    void CAT(Q, mul_add_x_inv)(const uint64_t *, uint64_t *);                                                     \
    void CAT(Q, multiply_bins)(uint64_t *, uint64_t *);                                                           \
    void CAT(Q, P1_times_O)(const uint64_t *, const unsigned char *, uint64_t *);                                 \
    void CAT(Q, P1_times_Vt)(const uint64_t *, const unsigned char *, uint64_t *);                                \
    void CAT(Q, P1P1t_times_O)(const uint64_t *, const unsigned char *, uint64_t *);                               \
    void CAT(Q, compute_P3)(const uint64_t *, uint64_t *, const unsigned char *, uint64_t *);                     \
    void CAT(Q, compute_M_and_VPV)(const unsigned char *, const uint64_t *, const uint64_t *, uint64_t *, uint64_t *); \
    void CAT(Q, PS_SPS)(const uint64_t *, const uint64_t *, const uint64_t *, const unsigned char *, uint64_t *);  \
    static const struct arith CAT(Q, arith) = {                                                                   \
        CAT(Q, copy), CAT(Q, add), CAT(Q, mul_add), CAT(Q, mul_add_x), CAT(Q, mul_add_x_inv),                     \
        CAT(Q, multiply_bins), CAT(Q, P1_times_O), CAT(Q, P1_times_Vt), CAT(Q, P1P1t_times_O),                    \
        CAT(Q, compute_P3), CAT(Q, compute_M_and_VPV), CAT(Q, PS_SPS)};

#define DECLARE_BUILD(P)                                                                                 \
    void CAT(P, OQS_init)(void);                                                                         \
    void CAT(P, OQS_randombytes_custom_algorithm)(void (*algorithm)(uint8_t *, size_t));                 \
    int OPT(P, keypair)(uint8_t *pk, uint8_t *sk);                                                       \
    int OPT(P, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk); \
    int OPT(P, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk); \
    DECLARE_PROBE(P)

/* the shipped build: its symbols unprefixed (OQS_init and OQS_randombytes_custom_algorithm come from
 * oqs.h), its probe ORIG_ */
int OPT(, keypair)(uint8_t *pk, uint8_t *sk);
int OPT(, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int OPT(, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);
DECLARE_PROBE(ORIG_)

#define X(P, label) DECLARE_BUILD(P)
RENAMED_BUILDS
#undef X

#ifdef HAVE_MAYO_AVX2
int MAYO(avx2, keypair)(uint8_t *pk, uint8_t *sk);
int MAYO(avx2, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int MAYO(avx2, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);
#define MAYO_AVX2_CONTENDER , {"mayo-avx2", MAYO(avx2, keypair), MAYO(avx2, signature), MAYO(avx2, verify), NULL, NULL, NULL}
#else
#define MAYO_AVX2_CONTENDER
#endif

/* One contender: a signature scheme, and for a liboqs build its set-up and m-vector arithmetic. */
struct contender {
    const char *name;
    keypair_fn keypair;
    sign_fn sign;
    verify_fn verify;
    void (*init)(void);                                           /* NULL: the shipped build's (already done) */
    void (*use_randomness)(void (*algorithm)(uint8_t *, size_t)); /* NULL: the shipped build's */
    const struct arith *functions;                                /* NULL: not an opt build */
};

/* contender 0 is the shipped opt code, then the shipped avx2 code (x86), then the renamed builds */
static const struct contender CONTENDERS[] = {
    {"opt", OPT(, keypair), OPT(, signature), OPT(, verify), OQS_init, OQS_randombytes_custom_algorithm, &ORIG_arith}
    MAYO_AVX2_CONTENDER
#define X(P, label) , {label, OPT(P, keypair), OPT(P, signature), OPT(P, verify), CAT(P, OQS_init), \
                       CAT(P, OQS_randombytes_custom_algorithm), &CAT(P, arith)}
    RENAMED_BUILDS
#undef X
};
#define N_CONTENDERS ((int)(sizeof CONTENDERS / sizeof CONTENDERS[0]))

#include "liboqs_sig_driver.h"

/* ------------------------------------------------------------------------------------------ */
/* functions                                                                                   */

#define GUARD 4 /* limbs after every output */
#define MV(count) ((size_t)(count) * LIMBS + GUARD)

/* operands (random m-vectors, nibbles) and both builds' outputs, in limbs */
static struct {
    uint64_t p1[MV(TRI(MAYO_V))], p2[MV(MAYO_V * MAYO_O)], p3[MV(TRI(MAYO_O))], bins[MV(16)];
    unsigned char o[MAYO_V * MAYO_O], v[MAYO_K * MAYO_V], s[MAYO_K * MAYO_N];
    uint64_t out[2][MV(MAYO_V * (MAYO_O > MAYO_K ? MAYO_O : MAYO_K))], out2[2][MV(MAYO_V * MAYO_O)];
    uint64_t p2c[2][MV(MAYO_V * MAYO_O)];
} fx;

static void random_limbs(uint64_t *x, size_t n) {
    for (size_t i = 0; i < n; i++) {
        x[i] = rng_next(&test_rng);
    }
}

static void random_nibbles(unsigned char *x, size_t n) {
    for (size_t i = 0; i < n; i++) {
        x[i] = (unsigned char)(rng_next(&test_rng) & 15u);
    }
}

/* both outputs start equal and random, guards included */
static void random_outputs(void) {
    random_limbs(fx.out[0], sizeof fx.out[0] / 8);
    memcpy(fx.out[1], fx.out[0], sizeof fx.out[0]);
    random_limbs(fx.out2[0], sizeof fx.out2[0] / 8);
    memcpy(fx.out2[1], fx.out2[0], sizeof fx.out2[0]);
}

static void expect_outputs(const char *name, const char *what, long it) {
    char label[160];
    snprintf(label, sizeof label, "%s: %s", name, what);
    expect_same(label, it, fx.out[0], fx.out[1], sizeof fx.out[0]); /* "... differs between original and patched" */
    expect_same(label, it, fx.out2[0], fx.out2[1], sizeof fx.out2[0]);
}

static void check_primitives(const struct arith *o, const struct arith *p, const char *name, long iterations) {
    for (long it = 0; it < 16 * iterations; it++) {
        random_limbs(fx.p1, MV(1));
        random_outputs();
        unsigned char a = (unsigned char)(it % 16); /* every scalar of GF(16) */
        o->mul_add(fx.p1, a, fx.out[0]);
        p->mul_add(fx.p1, a, fx.out[1]);
        expect_outputs(name, "m_vec_mul_add", it);
        o->mul_add(fx.out[0], a, fx.out[0]); /* in = acc */
        p->mul_add(fx.out[1], a, fx.out[1]);
        expect_outputs(name, "m_vec_mul_add (in place)", it);
        o->add(fx.p1, fx.out[0]);
        p->add(fx.p1, fx.out[1]);
        expect_outputs(name, "m_vec_add", it);
        o->copy(fx.p1, fx.out[0]);
        p->copy(fx.p1, fx.out[1]);
        expect_outputs(name, "m_vec_copy", it);
        random_limbs(fx.p1, MV(1));
        o->mul_add_x(fx.p1, fx.out[0]);
        p->mul_add_x(fx.p1, fx.out[1]);
        expect_outputs(name, "m_vec_mul_add_x", it);
        o->mul_add_x_inv(fx.p1, fx.out[0]);
        p->mul_add_x_inv(fx.p1, fx.out[1]);
        expect_outputs(name, "m_vec_mul_add_x_inv", it);
        random_limbs(fx.bins, MV(16));
        memcpy(fx.out2[0], fx.bins, sizeof fx.bins);
        memcpy(fx.out2[1], fx.bins, sizeof fx.bins);
        o->multiply_bins(fx.out2[0], fx.out[0]);
        p->multiply_bins(fx.out2[1], fx.out[1]);
        expect_outputs(name, "m_vec_multiply_bins", it);
    }
}

static void check_products(const struct arith *o, const struct arith *p, const char *name, long iterations) {
    for (long it = 0; it < iterations; it++) {
        random_limbs(fx.p1, MV(TRI(MAYO_V)));
        random_limbs(fx.p2, MV(MAYO_V * MAYO_O));
        random_limbs(fx.p3, MV(TRI(MAYO_O)));
        random_nibbles(fx.o, sizeof fx.o);
        random_nibbles(fx.v, sizeof fx.v);
        random_nibbles(fx.s, sizeof fx.s);
        random_outputs();
        o->P1_times_O(fx.p1, fx.o, fx.out[0]);
        p->P1_times_O(fx.p1, fx.o, fx.out[1]);
        expect_outputs(name, "P1_times_O", it);
        o->P1_times_Vt(fx.p1, fx.v, fx.out[0]);
        p->P1_times_Vt(fx.p1, fx.v, fx.out[1]);
        expect_outputs(name, "P1_times_Vt", it);
        o->P1P1t_times_O(fx.p1, fx.o, fx.out[0]);
        p->P1P1t_times_O(fx.p1, fx.o, fx.out[1]);
        expect_outputs(name, "P1P1t_times_O", it);
        memcpy(fx.p2c[0], fx.p2, sizeof fx.p2);
        memcpy(fx.p2c[1], fx.p2, sizeof fx.p2);
        o->compute_P3(fx.p1, fx.p2c[0], fx.o, fx.out[0]);
        p->compute_P3(fx.p1, fx.p2c[1], fx.o, fx.out[1]);
        expect_outputs(name, "compute_P3 (P3)", it);
        expect_same("compute_P3 (P1*O + P2)", it, fx.p2c[0], fx.p2c[1], sizeof fx.p2c[0]);
        o->compute_M_and_VPV(fx.v, fx.p2, fx.p1, fx.out2[0], fx.out[0]);
        p->compute_M_and_VPV(fx.v, fx.p2, fx.p1, fx.out2[1], fx.out[1]);
        expect_outputs(name, "compute_M_and_VPV", it);
        o->PS_SPS(fx.p1, fx.p2, fx.p3, fx.s, fx.out[0]);
        p->PS_SPS(fx.p1, fx.p2, fx.p3, fx.s, fx.out[1]);
        expect_outputs(name, "m_calculate_PS_SPS", it);
    }
}

static void check_functions(long iterations) {
    for (int k = 1; k < N_CONTENDERS; k++) {
        if (!CONTENDERS[k].functions) {
            continue;
        }
        check_primitives(CONTENDERS[0].functions, CONTENDERS[k].functions, CONTENDERS[k].name, iterations);
        check_products(CONTENDERS[0].functions, CONTENDERS[k].functions, CONTENDERS[k].name, iterations);
        printf("OK %s: m-vector primitives (%ld random inputs, every scalar) and %ld random inputs to each matrix "
               "product identical to the shipped opt code's\n", CONTENDERS[k].name, 16 * iterations, iterations);
    }
}

int main(int argc, char **argv) {
    static const struct driver_mode modes[] = {
        {"identity", check_identity}, {"functions", check_functions}, {"timing", run_timing}, {"profile", run_profile}};
    return driver_run(argc, argv, modes, (int)(sizeof modes / sizeof modes[0]));
}
