/*
 * mceliece_driver.c: the original and the patched PQClean Classic McEliece build in one process.
 *
 * run.py builds the scheme twice (the unmodified clean sources, and a copy whose gf.c is the one
 * gen emitted with --abi pqclean-mceliece), partially links the patched objects into one
 * relocatable object and renames every global symbol it defines to PATCHED_PREFIX<symbol>.
 * Undefined references (randombytes, SHAKE from fips202.c, libc) stay shared, so both builds draw
 * from the one deterministic randombytes of driver_common.h and the driver replays the same stream
 * into each.
 *
 * Compile with -DNS=PQCLEAN_MCELIECE348864_CLEAN_ -DPATCHED_PREFIX=GENPATCHED_
 * -I<original clean dir> -I<pqclean/common>.
 *
 *   mceliece_driver identity  N SEED  N keypair/enc/dec rounds: identical pk, sk, ct, ss; dec
 *                                     recovers ss; tampered ciphertexts rejected identically
 *   mceliece_driver functions N SEED  gf_mul on all pairs, gf_inv and gf_iszero on all elements,
 *                                     gf_frac on every denominator, gf_add; GF_mul on N random
 *                                     pairs + structured ones (y^i z^p, all-ones, zero, aliasing);
 *                                     synd + bm + root (the decoder) on N random error patterns
 *   mceliece_driver timing    R SEED  interleaved rdtsc medians, one TIME line per op
 *
 * Output: progress lines "OK ...", "TIME op original patched"; on the first failed check one
 * line "FAIL: ..." and exit status 1.
 */
#include "driver_common.h"

#include "params.h"

typedef uint16_t gf; /* as the scheme's gf.h (not included: its macros rename gf_mul & co.) */

#define DECLARE(P)                                                                  \
    int P(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk);                            \
    int P(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);             \
    int P(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);       \
    gf P(gf_iszero)(gf a);                                                          \
    gf P(gf_add)(gf a, gf b);                                                       \
    gf P(gf_mul)(gf a, gf b);                                                       \
    gf P(gf_frac)(gf den, gf num);                                                  \
    gf P(gf_inv)(gf a);                                                             \
    void P(GF_mul)(gf *out, gf *in0, gf *in1);                                      \
    void P(synd)(gf *out, gf *f, gf *L, const unsigned char *r);                    \
    void P(bm)(gf *out, gf *s);                                                     \
    void P(root)(gf *out, gf *f, gf *L);

DECLARE(ORIG)
DECLARE(PATCHED)

/* One build's entry points. */
struct build {
    struct kem kem;
    gf (*gf_iszero)(gf);
    gf (*gf_add)(gf, gf);
    gf (*gf_mul)(gf, gf);
    gf (*gf_frac)(gf, gf);
    gf (*gf_inv)(gf);
    void (*GF_mul)(gf *, gf *, gf *);
    void (*synd)(gf *, gf *, gf *, const unsigned char *);
    void (*bm)(gf *, gf *);
    void (*root)(gf *, gf *, gf *);
};

#define BUILD(P, label)                                                                          \
    { {label, P(crypto_kem_keypair), P(crypto_kem_enc), P(crypto_kem_dec)}, P(gf_iszero), P(gf_add), \
      P(gf_mul), P(gf_frac), P(gf_inv), P(GF_mul), P(synd), P(bm), P(root) }

static const struct build ORIGINAL = BUILD(ORIG, "original");
static const struct build PATCHED_BUILD = BUILD(PATCHED, "patched");

/* the api.h sizes, through the namespace */
#define PK_BYTES CAT(NS, CRYPTO_PUBLICKEYBYTES)
#define SK_BYTES CAT(NS, CRYPTO_SECRETKEYBYTES)
#define CT_BYTES CAT(NS, CRYPTO_CIPHERTEXTBYTES)
#define SS_BYTES CAT(NS, CRYPTO_BYTES)
#include "api.h"

#define Q (1u << GFBITS)
#define GUARD 4
#define SENTINEL 0xA5A5u

static gf rng_gf(rng_t *r) {
    return (gf)(rng_next(r) & GFMASK);
}

/* ------------------------------------------------------------------------------------------ */
/* identity: whole-KEM byte identity                                                            */

/* a tampered ciphertext: one flipped bit (decoding then finds another error vector, or fails);
 * McEliece rejects implicitly, so dec returns 0 and a pseudo-random secret */
static void tamper(uint8_t *ct, long it) {
    (void)it;
    flip_random_bit(ct, CT_BYTES);
}

static void check_identity(long iterations) {
    const struct kem *const b[2] = {&ORIGINAL.kem, &PATCHED_BUILD.kem};
    const struct kem_sizes sizes = {PK_BYTES, SK_BYTES, CT_BYTES, SS_BYTES, 0};
    check_kem_identity(b, sizes, (struct kem_identity_hooks){tamper, NULL}, iterations);
}

/* ------------------------------------------------------------------------------------------ */
/* functions: the base field, the tower product, the decoder                                    */

static void check_base_field(void) {
    for (unsigned a = 0; a < Q; a++) {
        for (unsigned b = 0; b < Q; b++) {
            gf x = ORIGINAL.gf_mul((gf)a, (gf)b), y = PATCHED_BUILD.gf_mul((gf)a, (gf)b);
            if (x != y) {
                fail("gf_mul(%u, %u) = %u (original) vs %u (patched)", a, b, x, y);
            }
        }
    }
    for (unsigned a = 0; a < Q; a++) {
        gf i0 = ORIGINAL.gf_inv((gf)a), i1 = PATCHED_BUILD.gf_inv((gf)a);
        gf num = rng_gf(&test_rng), other = rng_gf(&test_rng);
        if (i0 != i1) {
            fail("gf_inv(%u) = %u (original) vs %u (patched)", a, i0, i1);
        }
        if (ORIGINAL.gf_iszero((gf)a) != PATCHED_BUILD.gf_iszero((gf)a)) {
            fail("gf_iszero(%u) differs", a);
        }
        if (ORIGINAL.gf_frac((gf)a, num) != PATCHED_BUILD.gf_frac((gf)a, num)) {
            fail("gf_frac(%u, %u) differs", a, num);
        }
        if (ORIGINAL.gf_add((gf)a, other) != PATCHED_BUILD.gf_add((gf)a, other)) {
            fail("gf_add(%u, %u) differs", a, other);
        }
    }
    printf("OK GF(2^%d): gf_mul on all %u pairs, gf_inv and gf_iszero on all %u elements, gf_frac on every "
           "denominator, gf_add identical\n", GFBITS, Q * Q, Q);
}

static void random_poly(gf *p) {
    for (int i = 0; i < SYS_T; i++) {
        p[i] = rng_gf(&test_rng);
    }
}

/* original(a, b) against patched(a, b): same coefficients, no write past the end; then the
 * patched product with its output aliasing either input. */
static void compare_GF_mul(const char *what, long k, const gf *a, const gf *b) {
    static gf x[SYS_T], y[SYS_T], r0[SYS_T], r1[SYS_T + GUARD], t[SYS_T];
    memcpy(x, a, sizeof x);
    memcpy(y, b, sizeof y);
    ORIGINAL.GF_mul(r0, x, y);
    for (int i = 0; i < SYS_T + GUARD; i++) {
        r1[i] = SENTINEL;
    }
    PATCHED_BUILD.GF_mul(r1, x, y);
    expect_same(what, k, r0, r1, sizeof r0);
    for (int i = SYS_T; i < SYS_T + GUARD; i++) {
        if (r1[i] != SENTINEL) {
            fail("patched GF_mul wrote past the %d-coefficient output (%s, pair %ld)", SYS_T, what, k);
        }
    }
    memcpy(t, a, sizeof t);
    PATCHED_BUILD.GF_mul(t, t, y);
    expect_same("GF_mul with out aliasing in0", k, r0, t, sizeof t);
    memcpy(t, b, sizeof t);
    PATCHED_BUILD.GF_mul(t, x, t);
    expect_same("GF_mul with out aliasing in1", k, r0, t, sizeof t);
}

static void check_GF_mul(long pairs) {
    static gf a[SYS_T], b[SYS_T];
    const int spots[] = {0, 1, 2, SYS_T / 2, SYS_T - 2, SYS_T - 1};
    const int nspots = (int)(sizeof spots / sizeof spots[0]);
    long count = 0;

    for (long k = 0; k < pairs; k++, count++) {
        random_poly(a);
        random_poly(b);
        compare_GF_mul("GF_mul (random pair)", k, a, b);
    }
    /* monomials z^p y^i times z^q y^j: the top coefficients reach every fold of F */
    for (int i = 0; i < nspots; i++) {
        for (int j = 0; j < nspots; j++) {
            memset(a, 0, sizeof a);
            memset(b, 0, sizeof b);
            a[spots[i]] = (gf)(1u << (GFBITS - 1 - i % 3));
            b[spots[j]] = (gf)(1u << (j % 4));
            compare_GF_mul("GF_mul (monomial pair)", i * SYS_T + j, a, b);
            count++;
        }
    }
    for (int i = 0; i < SYS_T; i++) {
        a[i] = GFMASK;
    }
    compare_GF_mul("GF_mul (all-ones squared)", 0, a, a);
    random_poly(b);
    compare_GF_mul("GF_mul (all-ones times random)", 0, a, b);
    memset(a, 0, sizeof a);
    compare_GF_mul("GF_mul (zero times random)", 0, a, b);
    count += 3;
    printf("OK GF_mul: %ld pairs (%ld random, the rest monomials, all-ones, zero) identical, aliasing and "
           "guard words checked\n", count, pairs);
}

/* The decoder's field-heavy parts on random inputs: syndromes of a random received word, the
 * Berlekamp-Massey locator of those syndromes, and its evaluation at SYS_N random points. */
static void check_decoder(long trials) {
    static gf g[SYS_T + 1], L[SYS_N], s[2][2 * SYS_T], loc[2][SYS_T + 1], ev[2][SYS_N];
    static unsigned char r[SYS_N / 8];
    for (long t = 0; t < trials; t++) {
        random_poly(g);
        g[SYS_T] = 1;
        for (int i = 0; i < SYS_N; i++) {
            L[i] = rng_gf(&test_rng);
        }
        rng_bytes(&test_rng, r, sizeof r);
        ORIGINAL.synd(s[0], g, L, r);
        PATCHED_BUILD.synd(s[1], g, L, r);
        expect_same("synd", t, s[0], s[1], sizeof s[0]);
        ORIGINAL.bm(loc[0], s[0]);
        PATCHED_BUILD.bm(loc[1], s[0]);
        expect_same("bm", t, loc[0], loc[1], sizeof loc[0]);
        ORIGINAL.root(ev[0], loc[0], L);
        PATCHED_BUILD.root(ev[1], loc[0], L);
        expect_same("root", t, ev[0], ev[1], sizeof ev[0]);
    }
    printf("OK decoder: synd, bm and root on %ld random inputs identical\n", trials);
}

/* ------------------------------------------------------------------------------------------ */
/* timing: both builds alternately in one process                                              */

enum op { OP_KEYPAIR, OP_ENC, OP_DEC, OP_GF_MUL, OP_GF_MUL_CHAIN, OP_GF_INV, OP_GF_MUL_TOWER, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "enc", "dec", "gf_mul", "gf_mul_chain", "gf_inv",
                                               "GF_mul"};
#define BATCH 1024 /* gf_mul, gf_inv: ticks per call over a batch of BATCH calls */

static struct {
    uint8_t pk[PK_BYTES], sk[SK_BYTES], ct[CT_BYTES], ss[SS_BYTES];
    gf a[BATCH], b[BATCH], p[SYS_T], q[SYS_T], r[SYS_T];
    volatile gf sink;
} work;

static uint64_t time_one(int k, int op) {
    const struct build *b = k ? &PATCHED_BUILD : &ORIGINAL;
    uint64_t t0, t1;
    gf acc = 0;
    int i;
    t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: b->kem.keypair(work.pk, work.sk); break;
    case OP_ENC: b->kem.enc(work.ct, work.ss, work.pk); break;
    case OP_DEC: b->kem.dec(work.ss, work.ct, work.sk); break;
    case OP_GF_MUL: /* independent products: throughput */
        for (i = 0; i < BATCH; i++) {
            acc ^= b->gf_mul(work.a[i], work.b[i]);
        }
        break;
    case OP_GF_MUL_CHAIN: /* each product feeds the next: latency, as in root()'s Horner loop */
        acc = work.a[0];
        for (i = 0; i < BATCH; i++) {
            acc = b->gf_mul(acc, work.b[i]);
        }
        break;
    case OP_GF_INV:
        for (i = 0; i < BATCH; i++) {
            acc ^= b->gf_inv(work.a[i]);
        }
        break;
    case OP_GF_MUL_TOWER: b->GF_mul(work.r, work.p, work.q); break;
    default: break;
    }
    t1 = ticks();
    work.sink = acc;
    return t1 - t0;
}

/* rounds for each op: the KEM operations get `rounds` (keypair fewer: it is slow), the rest more;
 * the field operations report ticks per call */
static long op_rounds(enum op op, long rounds) {
    if (op == OP_KEYPAIR) {
        return rounds / 3 > 3 ? rounds / 3 : 3;
    }
    return op == OP_ENC || op == OP_DEC ? rounds : 8 * rounds;
}

static void run_timing(long rounds) {
    ORIGINAL.kem.keypair(work.pk, work.sk);
    ORIGINAL.kem.enc(work.ct, work.ss, work.pk);
    for (int i = 0; i < BATCH; i++) {
        work.a[i] = rng_gf(&test_rng);
        work.b[i] = rng_gf(&test_rng);
    }
    random_poly(work.p);
    random_poly(work.q);

    for (int op = 0; op < OP_COUNT; op++) {
        int per_call = op == OP_GF_MUL || op == OP_GF_MUL_CHAIN || op == OP_GF_INV;
        time_interleaved(OP_NAMES[op], op, op_rounds((enum op)op, rounds), per_call ? BATCH : 1, 1, time_one);
    }
}

/* ------------------------------------------------------------------------------------------ */

static void check_functions(long count) {
    check_base_field();
    check_GF_mul(count);
    check_decoder(count > 10 ? count / 10 : 1);
}

int main(int argc, char **argv) {
    return driver_main(argc, argv, check_identity, check_functions, run_timing);
}
