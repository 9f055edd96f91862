/*
 * driver_common.h: what every integration driver (hqc_driver.c, mceliece_driver.c, mlkem_driver.c,
 * mldsa_driver.c) shares: naming both builds' symbols, failing with one line, deterministic randomness
 * behind the one randombytes both builds call, the whole-KEM identity check (not with -DDRIVER_NO_KEM)
 * and interleaved rdtsc timing.
 *
 * run.py compiles each driver with -DNS=<the level's namespace> -DPATCHED_PREFIX=GENPATCHED_: the
 * original build's symbols are NS<name>, the patched build's (renamed by objcopy) are
 * PATCHED_PREFIX NS<name>.
 */
#ifndef DRIVER_COMMON_H
#define DRIVER_COMMON_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "../bench/anchors/anchor_timing.h" /* ANCHOR_WARM_UP */

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define ORIG(f) CAT(NS, f)
#define PATCHED(f) CAT(PATCHED_PREFIX, CAT(NS, f))

/* ------------------------------------------------------------------------------------------ */
/* failure reporting                                                                           */

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

static void *checked_malloc(size_t n) {
    void *p = malloc(n);
    if (!p) {
        fail("out of memory");
    }
    return p;
}

/* ------------------------------------------------------------------------------------------ */
/* deterministic randomness                                                                    */

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

static void rng_bytes(rng_t *r, uint8_t *out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        out[i] = (uint8_t)rng_next(r);
    }
}

/* The one randombytes both builds call (PQClean's randombytes.h maps randombytes to it). */
int PQCLEAN_randombytes(uint8_t *output, size_t n);
int PQCLEAN_randombytes(uint8_t *output, size_t n) {
    rng_bytes(&kem_rng, output, n);
    return 0;
}

static void seed_all(unsigned long seed) {
    kem_rng.s = 0x6B656D0000000000ULL ^ seed;
    test_rng.s = 0x7465737400000000ULL ^ seed;
}

#ifndef DRIVER_NO_KEM /* a signature scheme's driver (mldsa_driver.c) has its own identity check */
/* ------------------------------------------------------------------------------------------ */
/* identity: whole-KEM byte identity                                                            */

/* One build's KEM entry points; each driver's build struct starts with one. */
struct kem {
    const char *name;
    int (*keypair)(uint8_t *, uint8_t *);
    int (*enc)(uint8_t *, uint8_t *, const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
};

struct kem_sizes {
    size_t pk, sk, ct, ss;
    int reject_returns_error; /* a rejected ciphertext also makes dec return non-zero (HQC) */
};

/* What a scheme's identity round adds: tamper with a ciphertext (iteration it), and any further
 * checks on the round's key pair (may be NULL). */
struct kem_identity_hooks {
    void (*tamper)(uint8_t *ct, long it);
    void (*extra)(const struct kem *const b[2], const uint8_t *pk, const uint8_t *sk, long it);
};

/* Keypair and enc of both builds from the same random stream must give the same bytes; both dec
 * recover the secret; a tampered ciphertext is rejected, identically. */
static void check_kem_identity(const struct kem *const b[2], struct kem_sizes n, struct kem_identity_hooks hooks,
                               long iterations) {
    uint8_t *pk[2], *sk[2], *ct[2], *ss[2], *ssbad[2];
    uint8_t *ssd = checked_malloc(n.ss), *bad = checked_malloc(n.ct);
    long rejected = 0;
    for (int k = 0; k < 2; k++) {
        pk[k] = checked_malloc(n.pk);
        sk[k] = checked_malloc(n.sk);
        ct[k] = checked_malloc(n.ct);
        ss[k] = checked_malloc(n.ss);
        ssbad[k] = checked_malloc(n.ss);
    }

    for (long it = 0; it < iterations; it++) {
        rng_t saved = kem_rng;
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (b[k]->keypair(pk[k], sk[k]) != 0) {
                fail("%s crypto_kem_keypair returned non-zero (iteration %ld)", b[k]->name, it);
            }
        }
        expect_same("public key", it, pk[0], pk[1], n.pk);
        expect_same("secret key", it, sk[0], sk[1], n.sk);

        saved = kem_rng;
        for (int k = 0; k < 2; k++) {
            kem_rng = saved;
            if (b[k]->enc(ct[k], ss[k], pk[0]) != 0) {
                fail("%s crypto_kem_enc returned non-zero (iteration %ld)", b[k]->name, it);
            }
        }
        expect_same("ciphertext", it, ct[0], ct[1], n.ct);
        expect_same("shared secret (enc)", it, ss[0], ss[1], n.ss);

        for (int k = 0; k < 2; k++) {
            if (b[k]->dec(ssd, ct[0], sk[0]) != 0 || memcmp(ssd, ss[0], n.ss) != 0) {
                fail("%s crypto_kem_dec did not recover the shared secret (iteration %ld)", b[k]->name, it);
            }
        }

        memcpy(bad, ct[0], n.ct);
        hooks.tamper(bad, it);
        int rc[2];
        for (int k = 0; k < 2; k++) {
            rc[k] = b[k]->dec(ssbad[k], bad, sk[0]);
        }
        if (rc[0] != rc[1]) {
            fail("tampered ciphertext: dec returns %d (original) vs %d (patched) (iteration %ld)", rc[0], rc[1], it);
        }
        expect_same("shared secret of a tampered ciphertext", it, ssbad[0], ssbad[1], n.ss);
        if ((rc[1] != 0 || !n.reject_returns_error) && memcmp(ssbad[1], ss[0], n.ss) != 0) {
            rejected++;
        }
        if (hooks.extra) {
            hooks.extra(b, pk[0], sk[0], it);
        }
    }
    if (rejected != iterations) {
        fail("only %ld of %ld tampered ciphertexts were rejected", rejected, iterations);
    }
    for (int k = 0; k < 2; k++) {
        free(pk[k]);
        free(sk[k]);
        free(ct[k]);
        free(ss[k]);
        free(ssbad[k]);
    }
    free(ssd);
    free(bad);
    printf("OK identity: %ld keypair/enc/dec rounds byte-identical (pk, sk, ct, ss), dec recovers ss; "
           "%ld tampered ciphertexts rejected identically\n", iterations, iterations);
}

#endif /* DRIVER_NO_KEM */

/* Flip one random bit of a ciphertext. */
static void flip_random_bit(uint8_t *ct, size_t len) {
    size_t bit = (size_t)rng_below(&test_rng, (uint64_t)len * 8);
    ct[bit / 8] ^= (uint8_t)(1u << (bit % 8));
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

/* TSC ticks per second, against CLOCK_MONOTONIC over 200 ms (the liboqs drivers print it as TSC_HZ). */
static inline double tsc_hz(void) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    uint64_t t0 = ticks();
    do {
        clock_gettime(CLOCK_MONOTONIC, &b);
    } while ((double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec) < 0.2);
    uint64_t t1 = ticks();
    return (double)(t1 - t0) / ((double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec));
}

/* Print "CONTENDERS name0 name1 ..." (names are space-separated there, so none may contain a space). */
static inline void print_contenders(const char *const *names, int count) {
    printf("CONTENDERS");
    for (int k = 0; k < count; k++) {
        if (strchr(names[k], ' ')) {
            fail("contender names are space-separated on the CONTENDERS line: %s", names[k]);
        }
        printf(" %s", names[k]);
    }
    printf("\n");
}

/* Ticks of one call of operation op on build k (0 original, 1 patched; or contender k of several). */
typedef uint64_t (*timed_op)(int k, int op);

/* Time op on `builds` contenders over n rounds after `warmups` calls each, each round starting with the
 * next contender in turn, each sample after untimed calls of its contender (ANCHOR_WARM_TICKS); print
 * "TIME name t0 t1 ...", the medians divided by `calls` (the calls one timing makes). */
static inline void time_interleaved_n(const char *name, int op, int builds, long n, long calls, int warmups,
                                      timed_op time_one) {
    uint64_t *t = checked_malloc((size_t)builds * (size_t)n * sizeof(uint64_t));
    for (int k = 0; k < builds; k++) {
        for (int w = 0; w < warmups; w++) {
            time_one(k, op);
        }
    }
    for (long r = 0; r < n; r++) {
        for (int j = 0; j < builds; j++) {
            int k = (int)((r + j) % builds);
            /* untimed calls of the same contender first, for ANCHOR_WARM_TICKS: after another build's
             * code the 512-bit units may have powered down (anchor_timing.h); an operation ten times
             * that long is its own warm-up */
            if (r == 0 || t[(size_t)k * (size_t)n + (size_t)r - 1] < 10 * ANCHOR_WARM_TICKS) {
                ANCHOR_WARM_UP(time_one(k, op));
            }
            t[(size_t)k * (size_t)n + (size_t)r] = time_one(k, op);
        }
    }
    printf("TIME %s", name);
    for (int k = 0; k < builds; k++) {
        uint64_t m = median(t + (size_t)k * (size_t)n, n);
        if (calls > 1) {
            printf(" %.2f", (double)m / (double)calls);
        } else {
            printf(" %llu", (unsigned long long)m);
        }
    }
    printf("\n");
    fflush(stdout);
    free(t);
}

/* Time op on both builds (original, patched) over n rounds, alternating which goes first; print
 * "TIME name original patched". */
static inline void time_interleaved(const char *name, int op, long n, long calls, int warmups, timed_op time_one) {
    time_interleaved_n(name, op, 2, n, calls, warmups, time_one);
}

/* ------------------------------------------------------------------------------------------ */

/* One mode of a driver: `driver NAME COUNT SEED [ARG]` runs run(COUNT). */
struct driver_mode {
    const char *name;
    void (*run)(long count);
};

static long driver_arg = -1; /* the optional ARG (-1 without it) */

/* Parse `driver MODE COUNT SEED [ARG]`, seed both streams, run the named mode. */
static inline int driver_run(int argc, char **argv, const struct driver_mode *modes, int n_modes) {
    int m = argc == 4 || argc == 5 ? 0 : n_modes;
    while (m < n_modes && strcmp(argv[1], modes[m].name) != 0) {
        m++;
    }
    if (m == n_modes) {
        fprintf(stderr, "usage: %s MODE COUNT SEED [ARG], MODE one of:", argv[0]);
        for (int k = 0; k < n_modes; k++) {
            fprintf(stderr, " %s", modes[k].name);
        }
        fputc('\n', stderr);
        return 2;
    }
    long count = strtol(argv[2], NULL, 10);
    seed_all(strtoul(argv[3], NULL, 10));
    driver_arg = argc == 5 ? strtol(argv[4], NULL, 10) : -1;
    setvbuf(stdout, NULL, _IOLBF, 0);
    modes[m].run(count);
    return 0;
}

/* `driver identity|functions|timing COUNT SEED`: seed both streams, run the mode with COUNT. */
static inline int driver_main(int argc, char **argv, void (*identity)(long), void (*functions)(long), void (*timing)(long)) {
    const struct driver_mode modes[] = {{"identity", identity}, {"functions", functions}, {"timing", timing}};
    return driver_run(argc, argv, modes, 3);
}

#endif
