/*
 * hqc_driver.c: the original and the patched PQClean HQC build, linked into one process.
 *
 * run.py builds the scheme twice (the unmodified clean sources, and a copy whose gf2x.c and gf.c
 * are the ones gen emitted), partially links the patched objects into one relocatable object and
 * renames every global symbol it defines to PATCHED_PREFIX<symbol>. Undefined references
 * (randombytes, SHAKE from fips202.c, libc) stay shared, so both builds draw from the one
 * deterministic randombytes of driver_common.h and the driver can replay the same random stream
 * into each.
 *
 * Compile with -DNS=PQCLEAN_HQC128_CLEAN_ -DPATCHED_PREFIX=GENPATCHED_ -I<original clean dir>
 * -I<pqclean/common>.
 *
 *   hqc_driver identity  N SEED   N keypair/enc/dec rounds: identical pk, sk, ct, ss; dec
 *                                 recovers ss; tampered ciphertexts rejected identically
 *   hqc_driver functions N SEED   vect_mul (N random pairs + structured ones), gf_mul, gf_square,
 *                                 gf_inverse (exhaustive), Reed-Solomon encode/decode (10 N)
 *   hqc_driver timing    R SEED   interleaved rdtsc medians over R rounds, one TIME line per op
 *
 * Output: progress lines "OK ...", "INFO ...", "TIME op original patched"; on the first failed
 * check one line "FAIL: ..." and exit status 1.
 */
#include "driver_common.h"

#include "parameters.h"

#define DECLARE(P)                                                                  \
    int P(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk);                            \
    int P(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);             \
    int P(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);       \
    void P(vect_mul)(uint64_t *o, const uint64_t *v1, const uint64_t *v2);          \
    uint16_t P(gf_mul)(uint16_t a, uint16_t b);                                     \
    uint16_t P(gf_square)(uint16_t a);                                              \
    uint16_t P(gf_inverse)(uint16_t a);                                             \
    void P(reed_solomon_encode)(uint8_t *cdw, const uint8_t *msg);                  \
    void P(reed_solomon_decode)(uint8_t *msg, uint8_t *cdw);

DECLARE(ORIG)
DECLARE(PATCHED)

/* One build's entry points. */
struct build {
    struct kem kem;
    void (*vect_mul)(uint64_t *, const uint64_t *, const uint64_t *);
    uint16_t (*gf_mul)(uint16_t, uint16_t);
    uint16_t (*gf_square)(uint16_t);
    uint16_t (*gf_inverse)(uint16_t);
    void (*rs_encode)(uint8_t *, const uint8_t *);
    void (*rs_decode)(uint8_t *, uint8_t *);
};

#define BUILD(P, label) \
    { {label, P(crypto_kem_keypair), P(crypto_kem_enc), P(crypto_kem_dec)}, P(vect_mul), P(gf_mul), \
      P(gf_square), P(gf_inverse), P(reed_solomon_encode), P(reed_solomon_decode) }

static const struct build ORIGINAL = BUILD(ORIG, "original");
static const struct build PATCHED_BUILD = BUILD(PATCHED, "patched");

#define WORDS VEC_N_SIZE_64
#define GUARD 4
#define SENTINEL 0xA5A5A5A5A5A5A5A5ULL
#define PK_BYTES PUBLIC_KEY_BYTES
#define SK_BYTES SECRET_KEY_BYTES
#define CT_BYTES CIPHERTEXT_BYTES
#define SS_BYTES SHARED_SECRET_BYTES

/* ------------------------------------------------------------------------------------------ */
/* identity: whole-KEM byte identity                                                            */

/* Tamper with a ciphertext: flip one random bit, or (every fourth time) set the padding bits
 * above n in the last byte of u, which makes u an unreduced polynomial. */
static void tamper(uint8_t *ct, long iteration) {
    if (iteration % 4 == 3 && PARAM_N % 8 != 0) {
        ct[VEC_N_SIZE_BYTES - 1] |= (uint8_t)(0xFF << (PARAM_N % 8));
    } else {
        flip_random_bit(ct, CT_BYTES);
    }
}

static void check_identity(long iterations) {
    const struct kem *const b[2] = {&ORIGINAL.kem, &PATCHED_BUILD.kem};
    const struct kem_sizes sizes = {PK_BYTES, SK_BYTES, CT_BYTES, SS_BYTES, 1};
    check_kem_identity(b, sizes, (struct kem_identity_hooks){tamper, NULL}, iterations);
}

/* ------------------------------------------------------------------------------------------ */
/* functions: vect_mul, GF(2^8), Reed-Solomon                                                  */

static void random_vector(uint64_t *v) {
    for (size_t i = 0; i < WORDS; i++) {
        v[i] = rng_next(&test_rng);
    }
    v[WORDS - 1] &= RED_MASK;
}

static void unit_vector(uint64_t *v, size_t i) {
    memset(v, 0, WORDS * sizeof *v);
    v[i / 64] = 1ULL << (i % 64);
}

static void ones_vector(uint64_t *v) {
    memset(v, 0xFF, WORDS * sizeof *v);
    v[WORDS - 1] &= RED_MASK;
}

/* original(a, b) against patched(a, b): same words, no write past the end, result reduced;
 * then the patched kernel with its output aliasing either input (the original allows it). */
static void compare_mul(const char *what, long k, const uint64_t *a, const uint64_t *b) {
    static uint64_t r0[WORDS], r1[WORDS + GUARD], t[WORDS];
    ORIGINAL.vect_mul(r0, a, b);
    for (size_t i = 0; i < WORDS + GUARD; i++) {
        r1[i] = SENTINEL;
    }
    PATCHED_BUILD.vect_mul(r1, a, b);
    expect_same(what, k, r0, r1, sizeof r0);
    for (size_t i = WORDS; i < WORDS + GUARD; i++) {
        if (r1[i] != SENTINEL) {
            fail("patched vect_mul wrote past the %d-word output (%s, pair %ld)", WORDS, what, k);
        }
    }
    if (r1[WORDS - 1] & ~(uint64_t)RED_MASK) {
        fail("patched vect_mul left bits at or above n set (%s, pair %ld)", what, k);
    }
    memcpy(t, a, sizeof t);
    PATCHED_BUILD.vect_mul(t, t, b);
    expect_same("vect_mul with o aliasing v1", k, r0, t, sizeof t);
    memcpy(t, b, sizeof t);
    PATCHED_BUILD.vect_mul(t, a, t);
    expect_same("vect_mul with o aliasing v2", k, r0, t, sizeof t);
}

static void check_vect_mul(long pairs) {
    static uint64_t a[WORDS], b[WORDS];
    const size_t n = PARAM_N;
    const size_t spots[] = {0, 1, 63, 64, 65, 127, 128, n / 2, n - 129, n - 65, n - 64, n - 63, n - 2, n - 1};
    const size_t nspots = sizeof spots / sizeof spots[0];
    long count = 0;

    for (long k = 0; k < pairs; k++, count++) {
        random_vector(a);
        random_vector(b);
        compare_mul("vect_mul (random pair)", k, a, b);
    }
    for (size_t i = 0; i < nspots + 16; i++) {
        size_t e = i < nspots ? spots[i] : (size_t)rng_below(&test_rng, n);
        unit_vector(a, e);
        random_vector(b);
        compare_mul("vect_mul (x^i times random)", (long)e, a, b);
        compare_mul("vect_mul (random times x^i)", (long)e, b, a);
        count += 2;
    }
    for (size_t i = 0; i < nspots; i++) {
        for (size_t j = i; j < nspots; j++) {
            unit_vector(a, spots[i]);
            unit_vector(b, spots[j]);
            compare_mul("vect_mul (x^i times x^j)", (long)(spots[i] * n + spots[j]), a, b);
            count++;
        }
    }
    ones_vector(a);
    compare_mul("vect_mul (all-ones squared)", 0, a, a);
    random_vector(b);
    compare_mul("vect_mul (all-ones times random)", 0, a, b);
    memset(a, 0, sizeof a);
    compare_mul("vect_mul (zero times random)", 0, a, b);
    count += 3;
    printf("OK vect_mul: %ld pairs (%ld random, the rest x^i, all-ones, zero) identical, "
           "aliasing and guard words checked\n", count, pairs);
}

/* Inputs with bits at or above n set are outside the kernels' contract (and the original does
 * not reduce them fully either); report whether the two agree, never fail on it. */
static void report_unreduced(void) {
    static uint64_t a[WORDS], b[WORDS], r0[WORDS], r1[WORDS];
    int same = 0, total = 8;
    for (int k = 0; k < total; k++) {
        random_vector(a);
        random_vector(b);
        a[WORDS - 1] |= ~(uint64_t)RED_MASK;
        ORIGINAL.vect_mul(r0, a, b);
        PATCHED_BUILD.vect_mul(r1, a, b);
        same += memcmp(r0, r1, sizeof r0) == 0;
    }
    printf("INFO vect_mul on unreduced inputs (bits >= n set; outside the contract, only reached by "
           "tampered ciphertexts, which are rejected either way): %d/%d pairs agree\n", same, total);
}

static void check_gf(void) {
    for (unsigned a = 0; a < 256; a++) {
        for (unsigned b = 0; b < 256; b++) {
            uint16_t x = ORIGINAL.gf_mul((uint16_t)a, (uint16_t)b);
            uint16_t y = PATCHED_BUILD.gf_mul((uint16_t)a, (uint16_t)b);
            if (x != y) {
                fail("gf_mul(%u, %u) = %u (original) vs %u (patched)", a, b, x, y);
            }
        }
    }
    for (unsigned a = 0; a < 256; a++) {
        uint16_t s0 = ORIGINAL.gf_square((uint16_t)a), s1 = PATCHED_BUILD.gf_square((uint16_t)a);
        uint16_t i0 = ORIGINAL.gf_inverse((uint16_t)a), i1 = PATCHED_BUILD.gf_inverse((uint16_t)a);
        if (s0 != s1) {
            fail("gf_square(%u) = %u (original) vs %u (patched)", a, s0, s1);
        }
        if (i0 != i1) {
            fail("gf_inverse(%u) = %u (original) vs %u (patched)", a, i0, i1);
        }
        if (PATCHED_BUILD.gf_mul((uint16_t)a, i1) != (a ? 1 : 0)) {
            fail("patched gf_mul(%u, gf_inverse(%u)) is not %d", a, a, a ? 1 : 0);
        }
    }
    printf("OK GF(2^8): gf_mul on all 65536 pairs, gf_square and gf_inverse on all 256 elements identical\n");
}

/* Add `errors` non-zero byte errors at distinct random positions of a codeword. */
static void add_errors(uint8_t *cdw, int errors) {
    size_t pos[PARAM_N1];
    for (size_t i = 0; i < PARAM_N1; i++) {
        pos[i] = i;
    }
    for (int e = 0; e < errors; e++) {
        size_t j = (size_t)e + (size_t)rng_below(&test_rng, PARAM_N1 - (uint64_t)e);
        size_t tmp = pos[e];
        pos[e] = pos[j];
        pos[j] = tmp;
        cdw[pos[e]] ^= (uint8_t)(1 + rng_below(&test_rng, 255));
    }
}

static void check_reed_solomon(long trials) {
    uint8_t msg[PARAM_K], cdw[2][PARAM_N1], noisy[2][PARAM_N1], out[2][PARAM_K];
    long beyond = 0, beyond_recovered = 0;

    for (long t = 0; t < trials; t++) {
        int errors = (int)(t % (PARAM_DELTA + 4)); /* 0..delta, then delta+1..delta+3 */
        rng_bytes(&test_rng, msg, PARAM_K);
        ORIGINAL.rs_encode(cdw[0], msg);
        PATCHED_BUILD.rs_encode(cdw[1], msg);
        expect_same("reed_solomon_encode", t, cdw[0], cdw[1], PARAM_N1);
        memcpy(noisy[0], cdw[0], PARAM_N1);
        add_errors(noisy[0], errors);
        memcpy(noisy[1], noisy[0], PARAM_N1);
        ORIGINAL.rs_decode(out[0], noisy[0]);
        PATCHED_BUILD.rs_decode(out[1], noisy[1]);
        expect_same("reed_solomon_decode", t, out[0], out[1], PARAM_K);
        if (errors <= PARAM_DELTA) {
            if (memcmp(out[1], msg, PARAM_K) != 0) {
                fail("patched reed_solomon_decode did not correct %d errors (delta = %d, trial %ld)",
                     errors, PARAM_DELTA, t);
            }
        } else {
            beyond++;
            beyond_recovered += memcmp(out[1], msg, PARAM_K) == 0;
        }
    }
    printf("OK Reed-Solomon [%d, %d]: %ld random messages with 0..%d byte errors decoded by both builds "
           "to the message; %ld with %d..%d errors (beyond delta) decode identically (%ld recovered)\n",
           PARAM_N1, PARAM_K, trials - beyond, PARAM_DELTA, beyond, PARAM_DELTA + 1, PARAM_DELTA + 3,
           beyond_recovered);
}

/* ------------------------------------------------------------------------------------------ */
/* timing: both builds alternately in one process                                              */

enum op { OP_KEYPAIR, OP_ENC, OP_DEC, OP_VECT_MUL, OP_RS_DECODE, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "enc", "dec", "vect_mul", "rs_decode"};

static struct {
    uint8_t pk[PK_BYTES], sk[SK_BYTES], ct[CT_BYTES], ss[SS_BYTES], msg[PARAM_K];
    uint8_t noisy[PARAM_N1], scratch[PARAM_N1];
    uint64_t a[WORDS], b[WORDS], r[WORDS];
} work;

static uint64_t time_one(int k, int op) {
    const struct build *b = k ? &PATCHED_BUILD : &ORIGINAL;
    uint64_t t0, t1;
    memcpy(work.scratch, work.noisy, PARAM_N1);
    t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: b->kem.keypair(work.pk, work.sk); break;
    case OP_ENC: b->kem.enc(work.ct, work.ss, work.pk); break;
    case OP_DEC: b->kem.dec(work.ss, work.ct, work.sk); break;
    case OP_VECT_MUL: b->vect_mul(work.r, work.a, work.b); break;
    case OP_RS_DECODE: b->rs_decode(work.msg, work.scratch); break;
    default: break;
    }
    t1 = ticks();
    return t1 - t0;
}

static void run_timing(long rounds) {
    ORIGINAL.kem.keypair(work.pk, work.sk);
    ORIGINAL.kem.enc(work.ct, work.ss, work.pk);
    random_vector(work.a);
    random_vector(work.b);
    rng_bytes(&test_rng, work.msg, PARAM_K);
    ORIGINAL.rs_encode(work.noisy, work.msg);
    add_errors(work.noisy, PARAM_DELTA);

    for (int op = 0; op < OP_COUNT; op++) {
        long n = op == OP_VECT_MUL || op == OP_RS_DECODE ? 8 * rounds : rounds;
        time_interleaved(OP_NAMES[op], op, n, 1, 3, time_one);
    }
}

/* ------------------------------------------------------------------------------------------ */

static void check_functions(long count) {
    check_gf();
    check_vect_mul(count);
    report_unreduced();
    check_reed_solomon(10 * count);
}

int main(int argc, char **argv) {
    return driver_main(argc, argv, check_identity, check_functions, run_timing);
}
