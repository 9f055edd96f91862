/*
 * liboqs_sig_driver.h: what the liboqs signature drivers (liboqs_uov_driver.c, liboqs_mayo_driver.c) share,
 * written against the including driver's contender table: the driver defines
 *   struct contender  with at least name, keypair, sign, verify, init, use_randomness (see the drivers),
 *   CONTENDERS, N_CONTENDERS (contender 0 is the shipped build every other is compared with),
 *   PK_BYTES, SK_BYTES, SIG_BYTES, and optionally SIG_TIMING_ROUNDS(op, rounds) (default: rounds) and
 *   SIG_TIMING_WARMUPS (default 2),
 * then includes this header, which gives the modes `identity` (check_identity), `timing` (run_timing) and
 * `profile` (run_profile); see either driver's comment for what they do.
 */
#ifndef LIBOQS_SIG_DRIVER_H
#define LIBOQS_SIG_DRIVER_H

#ifndef SIG_TIMING_ROUNDS
#define SIG_TIMING_ROUNDS(op, rounds) (rounds)
#endif
#ifndef SIG_TIMING_WARMUPS
#define SIG_TIMING_WARMUPS 2
#endif

typedef char contenders_fit[N_CONTENDERS <= MAX_CONTENDERS ? 1 : -1];

/* ------------------------------------------------------------------------------------------ */
/* randomness and each contender's keys, signature and message                                 */

static void driver_randombytes(uint8_t *out, size_t n) {
    rng_bytes(&kem_rng, out, n);
}

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

#define MAX_MSG 256
static struct {
    uint8_t pk[PK_BYTES], sk[SK_BYTES], sig[SIG_BYTES], msg[MAX_MSG];
    size_t siglen, msglen;
} state[MAX_CONTENDERS];

/* ------------------------------------------------------------------------------------------ */
/* identity                                                                                    */

static void expect_same_as_first(const char *what, int k, long it, const void *x, const void *y, size_t n) {
    if (memcmp(x, y, n) != 0) {
        const uint8_t *a = x, *b = y;
        size_t i = 0;
        while (a[i] == b[i]) {
            i++;
        }
        fail("%s of %s differs from %s's (round %ld, first difference at byte %zu of %zu)", what, CONTENDERS[k].name,
             CONTENDERS[0].name, it, i, n);
    }
}

static void check_identity(long rounds) {
    use_driver_randomness();
    long rejected = 0;
    for (long it = 0; it < rounds; it++) {
        rng_t keys = kem_rng;
        size_t msglen = (size_t)rng_below(&test_rng, MAX_MSG + 1);
        uint8_t msg[MAX_MSG + 1];
        rng_bytes(&test_rng, msg, msglen);
        for (int k = 0; k < N_CONTENDERS; k++) {
            kem_rng = keys;
            if (CONTENDERS[k].keypair(state[k].pk, state[k].sk) != 0) {
                fail("%s: keypair failed (round %ld)", CONTENDERS[k].name, it);
            }
            if (CONTENDERS[k].sign(state[k].sig, &state[k].siglen, msg, msglen, state[k].sk) != 0 ||
                state[k].siglen != SIG_BYTES) {
                fail("%s: sign failed (round %ld)", CONTENDERS[k].name, it);
            }
            if (k > 0) {
                expect_same_as_first("the public key", k, it, state[0].pk, state[k].pk, PK_BYTES);
                expect_same_as_first("the secret key", k, it, state[0].sk, state[k].sk, SK_BYTES);
                expect_same_as_first("the signature", k, it, state[0].sig, state[k].sig, SIG_BYTES);
            }
        }
        uint8_t bad[SIG_BYTES];
        memcpy(bad, state[0].sig, SIG_BYTES);
        flip_random_bit(bad, SIG_BYTES);
        uint8_t other[MAX_MSG + 1];
        memcpy(other, msg, msglen);
        size_t otherlen = msglen;
        if (msglen == 0) {
            other[otherlen++] = (uint8_t)rng_next(&test_rng);
        } else {
            flip_random_bit(other, msglen);
        }
        for (int k = 0; k < N_CONTENDERS; k++) {
            for (int j = 0; j < N_CONTENDERS; j++) { /* k verifies j's signature under j's key */
                if (CONTENDERS[k].verify(state[j].sig, SIG_BYTES, msg, msglen, state[j].pk) != 0) {
                    fail("%s rejects the signature of %s (round %ld)", CONTENDERS[k].name, CONTENDERS[j].name, it);
                }
            }
            if (CONTENDERS[k].verify(bad, SIG_BYTES, msg, msglen, state[0].pk) == 0) {
                fail("%s accepts a signature with a flipped bit (round %ld)", CONTENDERS[k].name, it);
            }
            if (CONTENDERS[k].verify(state[0].sig, SIG_BYTES, other, otherlen, state[0].pk) == 0) {
                fail("%s accepts the signature on a changed message (round %ld)", CONTENDERS[k].name, it);
            }
        }
        rejected += 2;
    }
    for (int k = 1; k < N_CONTENDERS; k++) {
        printf("OK %s: %ld key pairs and signatures byte-identical to %s's, each verified by every contender\n",
               CONTENDERS[k].name, rounds, CONTENDERS[0].name);
    }
    printf("OK every contender rejected the %ld tampered signatures and changed messages\n", rejected);
}

/* ------------------------------------------------------------------------------------------ */
/* timing                                                                                      */

enum op { OP_KEYPAIR, OP_SIGN, OP_VERIFY, OP_COUNT };
static const char *const OP_NAMES[OP_COUNT] = {"keypair", "sign", "verify"};

static uint64_t run_op(int k, int op) {
    const struct contender *c = &CONTENDERS[k];
    uint64_t t0 = ticks();
    switch ((enum op)op) {
    case OP_KEYPAIR: c->keypair(state[k].pk, state[k].sk); break;
    case OP_SIGN: c->sign(state[k].sig, &state[k].siglen, state[k].msg, state[k].msglen, state[k].sk); break;
    case OP_VERIFY:
        if (c->verify(state[k].sig, state[k].siglen, state[k].msg, state[k].msglen, state[k].pk) != 0) {
            fail("%s: verify rejects its own signature", c->name);
        }
        break;
    default: break;
    }
    return ticks() - t0;
}

/* each contender's own key pair and signed 32-byte message */
static void prepare_state(void) {
    for (int k = 0; k < N_CONTENDERS; k++) {
        state[k].msglen = 32;
        rng_bytes(&test_rng, state[k].msg, state[k].msglen);
        run_op(k, OP_KEYPAIR);
        run_op(k, OP_SIGN);
    }
}

static void run_timing(long rounds) {
    use_driver_randomness();
    prepare_state();
    printf("TSC_HZ %.0f\n", tsc_hz());
    const char *names[MAX_CONTENDERS];
    for (int k = 0; k < N_CONTENDERS; k++) {
        names[k] = CONTENDERS[k].name;
    }
    print_contenders(names, N_CONTENDERS);
    for (int op = OP_KEYPAIR; op < OP_COUNT; op++) {
        time_interleaved_n(OP_NAMES[op], op, N_CONTENDERS, SIG_TIMING_ROUNDS(op, rounds) | 1, 1,
                           SIG_TIMING_WARMUPS, run_op);
    }
}

/* `profile N SEED K`: N calls of one op by one contender; the key pair (and the signature verify needs)
 * are made before, outside run_op, so `valgrind --tool=callgrind --toggle-collect=run_op` counts the op only. */
static void run_profile(long calls) {
    int k = (int)(driver_arg / OP_COUNT), op = (int)(driver_arg % OP_COUNT);
    if (driver_arg < 0 || k >= N_CONTENDERS) {
        fail("no contender %d (there are %d)", k, N_CONTENDERS);
    }
    const struct contender *c = &CONTENDERS[k];
    use_driver_randomness();
    state[k].msglen = 32;
    rng_bytes(&test_rng, state[k].msg, state[k].msglen);
    if (op != OP_KEYPAIR) {
        c->keypair(state[k].pk, state[k].sk);
        c->sign(state[k].sig, &state[k].siglen, state[k].msg, state[k].msglen, state[k].sk);
    }
    for (long i = 0; i < calls; i++) {
        run_op(k, op);
    }
    printf("OK profile: %ld x %s by %s\n", calls, OP_NAMES[op], c->name);
}

#endif
