/*
 * mceliece_driver.c: the original and the patched PQClean Classic McEliece build in one process.
 *
 * run.py builds the scheme twice (the unmodified clean sources, and a copy whose gf.c is the one
 * gen emitted with --abi pqclean-mceliece), partially links the patched objects into one
 * relocatable object and renames every global symbol it defines to PATCHED_PREFIX<symbol>.
 * Undefined references (randombytes, SHAKE from fips202.c, libc) stay shared, so both builds draw
 * from the one deterministic randombytes below and the driver replays the same stream into each.
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
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "params.h"

typedef uint16_t gf; /* as the scheme's gf.h (not included: its macros rename gf_mul & co.) */

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define ORIG(f) CAT(NS, f)
#define PATCHED(f) CAT(PATCHED_PREFIX, CAT(NS, f))

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
    const char *name;
    int (*keypair)(uint8_t *, uint8_t *);
    int (*enc)(uint8_t *, uint8_t *, const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
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
    { label, P(crypto_kem_keypair), P(crypto_kem_enc), P(crypto_kem_dec), P(gf_iszero), P(gf_add), \
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

/* ------------------------------------------------------------------------------------------ */
/* failure reporting and deterministic randomness                                             */

static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("FAIL: ", stdout);
    vfprintf(stdout, fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    fflush(stdout);
    exit(1);
}

static void expect_same(const char *what, long iteration, const void *x, const void *y, size_t n) {
    if (memcmp(x, y, n) != 0) {
        const uint8_t *a = x, *b = y;
        size_t i = 0;
        while (a[i] == b[i]) {
            i++;
        }
        fail("%s differs between original and patched (iteration %ld, first difference at byte %zu of %zu)",
             what, iteration, i, n);
    }
}

/* splitmix64: two independent streams, one behind randombytes, one for test data. */
typedef struct {
    uint64_t s;
} rng_t;

static rng_t kem_rng, test_rng;

static uint64_t rng_next(rng_t *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint64_t rng_below(rng_t *r, uint64_t bound) {
    return rng_next(r) % bound; /* test data only: the bias is irrelevant */
}

static gf rng_gf(rng_t *r) {
    return (gf)(rng_next(r) & GFMASK);
}

static void rng_bytes(rng_t *r, uint8_t *out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        out[i] = (uint8_t)rng_next(r);
    }
}

/* The one randombytes both builds call (PQClean's randombytes.h maps it to PQCLEAN_randombytes). */
int PQCLEAN_randombytes(uint8_t *output, size_t n);
int PQCLEAN_randombytes(uint8_t *output, size_t n) {
    rng_bytes(&kem_rng, output, n);
    return 0;
}

static void seed_all(unsigned long seed) {
    kem_rng.s = 0x6B656D0000000000ULL ^ seed;
    test_rng.s = 0x7465737400000000ULL ^ seed;
}

/* ------------------------------------------------------------------------------------------ */
/* identity: whole-KEM byte identity                                                            */

static void check_identity(long iterations) {
    static uint8_t pk[2][PK_BYTES], sk[2][SK_BYTES], ct[2][CT_BYTES], ss[2][SS_BYTES];
    static uint8_t ssd[SS_BYTES], bad[CT_BYTES], ssbad[2][SS_BYTES];
    const struct build *b[2] = {&ORIGINAL, &PATCHED_BUILD};
    long rejected = 0;

    for (long it = 0; it < iterations; it++) {
        rng_t saved = kem_rng;
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (b[k]->keypair(pk[k], sk[k]) != 0) {
                fail("%s crypto_kem_keypair returned non-zero (iteration %ld)", b[k]->name, it);
            }
        }
        expect_same("public key", it, pk[0], pk[1], PK_BYTES);
        expect_same("secret key", it, sk[0], sk[1], SK_BYTES);

        saved = kem_rng;
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (b[k]->enc(ct[k], ss[k], pk[0]) != 0) {
                fail("%s crypto_kem_enc returned non-zero (iteration %ld)", b[k]->name, it);
            }
        }
        expect_same("ciphertext", it, ct[0], ct[1], CT_BYTES);
        expect_same("shared secret (enc)", it, ss[0], ss[1], SS_BYTES);

        for (int k = 0; k < 2; k++) {
            if (b[k]->dec(ssd, ct[0], sk[0]) != 0 || memcmp(ssd, ss[0], SS_BYTES) != 0) {
                fail("%s crypto_kem_dec did not recover the shared secret (iteration %ld)", b[k]->name, it);
            }
        }

        /* a tampered ciphertext: one flipped bit (decoding then finds another error vector, or
         * fails); McEliece rejects implicitly, so dec returns 0 and a pseudo-random secret */
        memcpy(bad, ct[0], CT_BYTES);
        size_t bit = (size_t)rng_below(&test_rng, (uint64_t)CT_BYTES * 8);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        int rc[2];
        for (int k = 0; k < 2; k++) {
            rc[k] = b[k]->dec(ssbad[k], bad, sk[0]);
        }
        if (rc[0] != rc[1]) {
            fail("tampered ciphertext: dec returns %d (original) vs %d (patched) (iteration %ld)", rc[0], rc[1], it);
        }
        expect_same("shared secret of a tampered ciphertext", it, ssbad[0], ssbad[1], SS_BYTES);
        rejected += memcmp(ssbad[1], ss[0], SS_BYTES) != 0;
    }
    if (rejected != iterations) {
        fail("only %ld of %ld tampered ciphertexts were rejected", rejected, iterations);
    }
    printf("OK identity: %ld keypair/enc/dec rounds byte-identical (pk, sk, ct, ss), dec recovers ss; "
           "%ld tampered ciphertexts rejected identically\n", iterations, iterations);
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

static uint64_t ticks(void) {
    _mm_lfence();
    uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}

static int cmp_u64(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

static uint64_t median(uint64_t *v, long n) {
    qsort(v, (size_t)n, sizeof *v, cmp_u64);
    return v[n / 2];
}

enum op { OP_KEYPAIR, OP_ENC, OP_DEC, OP_GF_MUL, OP_GF_MUL_CHAIN, OP_GF_INV, OP_GF_MUL_TOWER, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "enc", "dec", "gf_mul", "gf_mul_chain", "gf_inv",
                                               "GF_mul"};
#define BATCH 1024 /* gf_mul, gf_inv: ticks per call over a batch of BATCH calls */

static struct {
    uint8_t pk[PK_BYTES], sk[SK_BYTES], ct[CT_BYTES], ss[SS_BYTES];
    gf a[BATCH], b[BATCH], p[SYS_T], q[SYS_T], r[SYS_T];
    volatile gf sink;
} work;

static uint64_t time_one(const struct build *b, enum op op) {
    uint64_t t0, t1;
    gf acc = 0;
    int i;
    t0 = ticks();
    switch (op) {
    case OP_KEYPAIR: b->keypair(work.pk, work.sk); break;
    case OP_ENC: b->enc(work.ct, work.ss, work.pk); break;
    case OP_DEC: b->dec(work.ss, work.ct, work.sk); break;
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
    const struct build *b[2] = {&ORIGINAL, &PATCHED_BUILD};
    uint64_t *t[2];
    ORIGINAL.keypair(work.pk, work.sk);
    ORIGINAL.enc(work.ct, work.ss, work.pk);
    for (int i = 0; i < BATCH; i++) {
        work.a[i] = rng_gf(&test_rng);
        work.b[i] = rng_gf(&test_rng);
    }
    random_poly(work.p);
    random_poly(work.q);

    for (int op = 0; op < OP_COUNT; op++) {
        long n = op_rounds((enum op)op, rounds);
        int per_call = op == OP_GF_MUL || op == OP_GF_MUL_CHAIN || op == OP_GF_INV;
        for (int k = 0; k < 2; k++) {
            t[k] = malloc((size_t)n * sizeof(uint64_t));
            if (!t[k]) {
                fail("out of memory");
            }
            time_one(b[k], (enum op)op); /* warm up */
        }
        for (long r = 0; r < n; r++) {
            int first = (int)(r & 1); /* alternate which build goes first */
            t[first][r] = time_one(b[first], (enum op)op);
            t[!first][r] = time_one(b[!first], (enum op)op);
        }
        uint64_t m0 = median(t[0], n), m1 = median(t[1], n);
        if (per_call) {
            printf("TIME %s %.2f %.2f\n", OP_NAMES[op], (double)m0 / BATCH, (double)m1 / BATCH);
        } else {
            printf("TIME %s %llu %llu\n", OP_NAMES[op], (unsigned long long)m0, (unsigned long long)m1);
        }
        fflush(stdout);
        free(t[0]);
        free(t[1]);
    }
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s identity|functions|timing COUNT SEED\n", argv[0]);
        return 2;
    }
    long count = strtol(argv[2], NULL, 10);
    seed_all(strtoul(argv[3], NULL, 10));
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (strcmp(argv[1], "identity") == 0) {
        check_identity(count);
    } else if (strcmp(argv[1], "functions") == 0) {
        check_base_field();
        check_GF_mul(count);
        check_decoder(count > 10 ? count / 10 : 1);
    } else if (strcmp(argv[1], "timing") == 0) {
        run_timing(count);
    } else {
        fprintf(stderr, "unknown mode %s\n", argv[1]);
        return 2;
    }
    return 0;
}
