/*
 * liboqs_driver.c: liboqs's HQC as shipped, liboqs with gen's kernels (one build per ISA and build
 * configuration) and, for timing, PQClean's 2020 AVX2 HQC, linked into one process.
 *
 * liboqs.py links the shipped (portable) liboqs.a as it is; every other liboqs.a (the whole archive,
 * partially linked) and the 2020 code (with its PQClean common code) get every global symbol they
 * define renamed to <prefix><symbol>, so each library keeps its own SHA3, randombytes and CPU dispatch.
 * Compile with
 *   -DLEVEL=128 -DRING_N=17669 -I<shipped build>/include
 *   -DRENAMED_BUILDS='X(GEN_AVX512_, "liboqs+gen:avx512") X(NATIVE_, "liboqs-native") ...'
 *   [-DHQC2020_PREFIX=HQC2020_ -I<pqcrypto-hqc 0.1.6 hqc-rmrs-LEVEL/avx2>]
 *
 *   liboqs_driver identity   N SEED     for each renamed liboqs build: N keypair/encaps/decaps rounds
 *                                       byte-identical to the shipped build (same deterministic
 *                                       randomness), decaps recovers the secret, tampered ciphertexts
 *                                       rejected identically
 *   liboqs_driver timing     R SEED     keypair/encaps/decaps of every contender, interleaved, rdtsc
 *                                       medians of R rounds: "TIME op t0 t1 ..."; "CONTENDERS ...",
 *                                       "TSC_HZ f"
 *   liboqs_driver components R SEED     vect_mul, reed_muller_decode, reed_solomon_decode and decaps of
 *                                       every liboqs build, interleaved: "TIME op t0 t1 ..."
 *   liboqs_driver profile    N SEED K   N decapsulations by contender K (for a sampling profiler)
 *
 * Output: "OK ...", "TIME ...", on the first failed check one line "FAIL: ..." and exit status 1.
 */
#include "driver_common.h"

#include <oqs/kem_hqc.h>

#define HQC_(level, name) OQS_KEM_hqc_##level##_##name
#define HQC(level, name) HQC_(level, name)
#define CLEAN_(level, name) PQCLEAN_HQC##level##_CLEAN_##name
#define CLEAN(level, name) CLEAN_(level, name)
#define RMRS_(level, name) PQCLEAN_HQCRMRS##level##_AVX2_##name
#define RMRS(level, name) RMRS_(level, name)

#define PK_BYTES HQC(LEVEL, length_public_key)
#define SK_BYTES HQC(LEVEL, length_secret_key)
#define CT_BYTES HQC(LEVEL, length_ciphertext)
#define SS_BYTES HQC(LEVEL, length_shared_secret)
#define WORDS ((RING_N + 63) / 64)
#define MAX_BYTES 16384 /* at least every key, ciphertext and secret of both spec versions */
#define MAX_CONTENDERS 8

/* One liboqs build's entry points (P: its symbol prefix, empty for the shipped build), and the internal
 * functions the components mode times. */
#define DECLARE_LIBOQS(P)                                                                               \
    OQS_STATUS CAT(P, HQC(LEVEL, keypair))(uint8_t *pk, uint8_t *sk);                                   \
    OQS_STATUS CAT(P, HQC(LEVEL, encaps))(uint8_t *ct, uint8_t *ss, const uint8_t *pk);                 \
    OQS_STATUS CAT(P, HQC(LEVEL, decaps))(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);           \
    void CAT(P, OQS_init)(void);                                                                        \
    void CAT(P, OQS_randombytes_custom_algorithm)(void (*algorithm)(uint8_t *, size_t));                \
    void CAT(P, CLEAN(LEVEL, vect_mul))(uint64_t *o, const uint64_t *v1, const uint64_t *v2);           \
    void CAT(P, CLEAN(LEVEL, reed_muller_decode))(uint8_t *msg, const uint64_t *cdw);                   \
    void CAT(P, CLEAN(LEVEL, reed_solomon_decode))(uint8_t *msg, uint8_t *cdw);                         \
    static int CAT(P, wrap_keypair)(uint8_t *pk, uint8_t *sk) {                                         \
        return (int)CAT(P, HQC(LEVEL, keypair))(pk, sk);                                                \
    }                                                                                                   \
    static int CAT(P, wrap_encaps)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {                       \
        return (int)CAT(P, HQC(LEVEL, encaps))(ct, ss, pk);                                             \
    }                                                                                                   \
    static int CAT(P, wrap_decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {                 \
        return (int)CAT(P, HQC(LEVEL, decaps))(ss, ct, sk);                                             \
    }

/* One contender: a KEM, and for a liboqs build its randomness hook and internal functions. */
struct contender {
    struct kem kem;
    struct kem_sizes sizes;
    void (*init)(void);                                           /* NULL: nothing to initialise */
    void (*use_randomness)(void (*algorithm)(uint8_t *, size_t)); /* NULL: calls PQCLEAN_randombytes */
    void (*vect_mul)(uint64_t *, const uint64_t *, const uint64_t *);
    void (*rm_decode)(uint8_t *, const uint64_t *);
    void (*rs_decode)(uint8_t *, uint8_t *);
};

#define LIBOQS_CONTENDER(P, label)                                                                          \
    {{label, CAT(P, wrap_keypair), CAT(P, wrap_encaps), CAT(P, wrap_decaps)},                               \
     {PK_BYTES, SK_BYTES, CT_BYTES, SS_BYTES, 1},                                                           \
     CAT(P, OQS_init), CAT(P, OQS_randombytes_custom_algorithm), CAT(P, CLEAN(LEVEL, vect_mul)),                              \
     CAT(P, CLEAN(LEVEL, reed_muller_decode)), CAT(P, CLEAN(LEVEL, reed_solomon_decode))}

DECLARE_LIBOQS()
#define X(P, label) DECLARE_LIBOQS(P)
RENAMED_BUILDS
#undef X

#ifdef HQC2020_PREFIX
#include "api.h"
#define HQC2020(name) CAT(HQC2020_PREFIX, RMRS(LEVEL, name))
int HQC2020(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk);
int HQC2020(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int HQC2020(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define HQC2020_CONTENDER                                                                                 \
    , {{"hqc-rmrs-avx2-2020", HQC2020(crypto_kem_keypair), HQC2020(crypto_kem_enc), HQC2020(crypto_kem_dec)}, \
       {RMRS(LEVEL, CRYPTO_PUBLICKEYBYTES), RMRS(LEVEL, CRYPTO_SECRETKEYBYTES),                           \
        RMRS(LEVEL, CRYPTO_CIPHERTEXTBYTES), RMRS(LEVEL, CRYPTO_BYTES), 1},                              \
       NULL, NULL, NULL, NULL, NULL}
#else
#define HQC2020_CONTENDER
#endif

/* contender 0 is liboqs as shipped, then the renamed liboqs builds in RENAMED_BUILDS order, then the 2020 code */
static const struct contender CONTENDERS[] = {
    LIBOQS_CONTENDER(, "liboqs")
#define X(P, label) , LIBOQS_CONTENDER(P, label)
    RENAMED_BUILDS
#undef X
    HQC2020_CONTENDER
};
#define N_CONTENDERS ((int)(sizeof CONTENDERS / sizeof CONTENDERS[0]))

typedef char contenders_fit[N_CONTENDERS <= MAX_CONTENDERS ? 1 : -1];

/* liboqs's randombytes, in every build: the driver's deterministic stream */
static void driver_randombytes(uint8_t *out, size_t n) {
    rng_bytes(&kem_rng, out, n);
}

/* Initialise every liboqs build (CPU feature detection) and point its randombytes at the driver's. */
static void use_driver_randomness(void) {
    for (int k = 0; k < N_CONTENDERS; k++) {
        if (CONTENDERS[k].init) {
            CONTENDERS[k].init();
        }
        if (CONTENDERS[k].use_randomness) {
            CONTENDERS[k].use_randomness(driver_randombytes);
        }
    }
}

static int is_liboqs(int k) {
    return CONTENDERS[k].vect_mul != NULL;
}

/* ------------------------------------------------------------------------------------------ */
/* identity                                                                                    */

/* Flip one random bit, or (every fourth time) set the padding bits above n in the last byte of u,
 * which makes u an unreduced polynomial. */
static void tamper(uint8_t *ct, long iteration) {
    if (iteration % 4 == 3 && RING_N % 8 != 0) {
        ct[(RING_N + 7) / 8 - 1] |= (uint8_t)(0xFF << (RING_N % 8));
    } else {
        flip_random_bit(ct, CT_BYTES);
    }
}

static void check_identity(long iterations) {
    use_driver_randomness();
    for (int k = 1; k < N_CONTENDERS; k++) {
        if (!is_liboqs(k)) {
            continue;
        }
        const struct kem *const pair[2] = {&CONTENDERS[0].kem, &CONTENDERS[k].kem};
        check_kem_identity(pair, CONTENDERS[0].sizes, (struct kem_identity_hooks){tamper, NULL}, iterations);
        printf("OK %s: outputs byte-identical to %s\n", CONTENDERS[k].kem.name, CONTENDERS[0].kem.name);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* timing                                                                                      */

enum op { OP_KEYPAIR, OP_ENCAPS, OP_DECAPS, OP_VECT_MUL, OP_RM_DECODE, OP_RS_DECODE, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "encaps", "decaps", "vect_mul", "rm_decode",
                                               "rs_decode"};

/* each contender's own key pair and ciphertext (the spec versions' sizes differ) */
static struct {
    uint8_t pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], ss[MAX_BYTES];
} state[MAX_CONTENDERS];

static struct {
    uint64_t a[WORDS], b[WORDS], r[WORDS];
    uint64_t rm_codeword[4096];   /* more than n1 * n2 bits */
    uint8_t msg[4096], rs_codeword[4096], scratch[4096];
} kernels;

static void prepare_state(void) {
    for (int k = 0; k < N_CONTENDERS; k++) {
        const struct contender *c = &CONTENDERS[k];
        if (c->sizes.pk > MAX_BYTES || c->sizes.sk > MAX_BYTES || c->sizes.ct > MAX_BYTES) {
            fail("%s: key or ciphertext larger than the driver's %d-byte buffers", c->kem.name, MAX_BYTES);
        }
        if (c->kem.keypair(state[k].pk, state[k].sk) != 0 || c->kem.enc(state[k].ct, state[k].ss, state[k].pk) != 0) {
            fail("%s: keypair or encaps failed", c->kem.name);
        }
    }
    for (size_t i = 0; i < WORDS; i++) {
        kernels.a[i] = rng_next(&test_rng);
        kernels.b[i] = rng_next(&test_rng);
    }
    kernels.a[WORDS - 1] &= (1ULL << (RING_N % 64)) - 1;
    kernels.b[WORDS - 1] &= (1ULL << (RING_N % 64)) - 1;
    for (size_t i = 0; i < sizeof kernels.rm_codeword / sizeof kernels.rm_codeword[0]; i++) {
        kernels.rm_codeword[i] = rng_next(&test_rng);
    }
    rng_bytes(&test_rng, kernels.rs_codeword, sizeof kernels.rs_codeword);
}

static uint64_t time_one(int k, int op) {
    const struct contender *c = &CONTENDERS[k];
    uint64_t t0, t1;
    memcpy(kernels.scratch, kernels.rs_codeword, sizeof kernels.scratch);
    t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: c->kem.keypair(state[k].pk, state[k].sk); break;
    case OP_ENCAPS: c->kem.enc(state[k].ct, state[k].ss, state[k].pk); break;
    case OP_DECAPS: c->kem.dec(state[k].ss, state[k].ct, state[k].sk); break;
    case OP_VECT_MUL: c->vect_mul(kernels.r, kernels.a, kernels.b); break;
    case OP_RM_DECODE: c->rm_decode(kernels.msg, kernels.rm_codeword); break;
    case OP_RS_DECODE: c->rs_decode(kernels.msg, kernels.scratch); break;
    default: break;
    }
    t1 = ticks();
    return t1 - t0;
}

static void print_names(int count) {
    const char *names[MAX_CONTENDERS];
    for (int k = 0; k < count; k++) {
        names[k] = CONTENDERS[k].kem.name;
    }
    print_contenders(names, count);
}

static void run_timing(long rounds) {
    use_driver_randomness();
    prepare_state();
    printf("TSC_HZ %.0f\n", tsc_hz());
    print_names(N_CONTENDERS);
    for (int op = OP_KEYPAIR; op <= OP_DECAPS; op++) {
        time_interleaved_n(OP_NAMES[op], op, N_CONTENDERS, rounds, 1, 3, time_one);
    }
}

/* The liboqs builds come first in CONTENDERS: their kernels, interleaved among themselves. */
static void run_components(long rounds) {
    int count = 0;
    while (count < N_CONTENDERS && is_liboqs(count)) {
        count++;
    }
    use_driver_randomness();
    prepare_state();
    print_names(count);
    for (int op = OP_DECAPS; op < OP_COUNT; op++) {
        long n = op == OP_DECAPS ? rounds : 8 * rounds;
        time_interleaved_n(OP_NAMES[op], op, count, n, 1, 3, time_one);
    }
}

/* `profile N SEED K`: the contender is the driver's ARG. */
static void run_profile(long iterations) {
    int k = (int)driver_arg;
    if (k < 0 || k >= N_CONTENDERS) {
        fail("no contender %d (there are %d)", k, N_CONTENDERS);
    }
    use_driver_randomness();
    prepare_state();
    for (long i = 0; i < iterations; i++) {
        CONTENDERS[k].kem.dec(state[k].ss, state[k].ct, state[k].sk);
    }
    printf("OK profile: %ld decapsulations by %s\n", iterations, CONTENDERS[k].kem.name);
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    static const struct driver_mode modes[] = {
        {"identity", check_identity}, {"timing", run_timing}, {"components", run_components}, {"profile", run_profile}};
    return driver_run(argc, argv, modes, (int)(sizeof modes / sizeof modes[0]));
}
