/* common/rng.h - the drivers' random numbers: xorshift64 (Marsaglia's 13, 7, 17).
 *
 * gen/harness.py (xorshift64) draws the same stream to write the expected results of the random
 * pairs of harness.c, so hc_xorshift64 and hc_rand_bits must stay bit-identical to it: a state
 * s != 0, each draw x ^= x << 13, x ^= x >> 7, x ^= x << 17, the new state is the value drawn.
 */
#ifndef GEN_HARNESS_COMMON_RNG_H
#define GEN_HARNESS_COMMON_RNG_H

#include <stdint.h>

/* the next value of the stream in *s */
static inline uint64_t hc_xorshift64(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *s = x;
    return x;
}

/* `words` draws into w[0..words), then cut to the low `bits` bits of the array: the word holding bit
 * `bits`-1 masked, the words above it zero (still drawn, so the stream does not depend on bits).
 * An element of m bits in ceil(m/64) words, or an unreduced product of 2m-1 bits in its clmul words. */
static inline void hc_rand_bits(uint64_t *s, uint64_t *w, int words, int bits)
{
    int i;
    for (i = 0; i < words; i++) {
        uint64_t x = hc_xorshift64(s);
        int lo = 64 * i;
        if (lo >= bits)
            x = 0;
        else if (bits - lo < 64)
            x &= ((uint64_t)1 << (bits - lo)) - 1;
        w[i] = x;
    }
}

#endif /* GEN_HARNESS_COMMON_RNG_H */
