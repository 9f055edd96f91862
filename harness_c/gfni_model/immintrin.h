/* A C model of the GFNI intrinsics (gf2p8mulb, gf2p8affineqb, gf2p8affineinvqb) for checking
 * GFNI kernels on hosts without GFNI (gen/gfni.py, gen/batch_check.py). Put this directory first on
 * the include path and compile without -mgfni; it defines __GFNI__ so that a kernel header's flag
 * guard passes. Semantics follow Intel's SDM pseudo-code:
 *   gf2p8mulb:       each byte, the product modulo x^8+x^4+x^3+x+1;
 *   gf2p8affineqb:   byte b of qword j of the result, bit i = parity(A.qword[j].byte[7-i] & x.byte) ^ imm.bit[i];
 *   gf2p8affineinvqb: the same on the multiplicative inverse of x.byte (0 -> 0).
 * It models semantics, not timing or encoding (tests/test_gfni.py checks it against references). */
#include_next <immintrin.h>
#ifndef GEN_GFNI_MODEL_H
#define GEN_GFNI_MODEL_H
#include <stdint.h>
#include <string.h>

#define GEN_GFNI_MODEL 1
#ifndef __GFNI__
#define __GFNI__ 1
#endif

static inline uint8_t gfni_model_mul_byte(uint8_t a, uint8_t b)
{
    unsigned r = 0, x = a;
    int i;
    for (i = 0; i < 8; i++) {
        if (b >> i & 1)
            r ^= x;
        x <<= 1;
        if (x & 0x100)
            x ^= 0x11B;
    }
    return (uint8_t)r;
}

static inline uint8_t gfni_model_inv_byte(uint8_t a)
{
    /* a^254 (0 -> 0) */
    uint8_t r = 1, p = a;
    int e = 254;
    while (e) {
        if (e & 1)
            r = gfni_model_mul_byte(r, p);
        p = gfni_model_mul_byte(p, p);
        e >>= 1;
    }
    return r;
}

static inline uint8_t gfni_model_affine_byte(uint64_t A, uint8_t x, int imm)
{
    uint8_t r = 0;
    int i;
    for (i = 0; i < 8; i++) {
        unsigned row = (unsigned)(A >> (8 * (7 - i))) & 0xFFu & x, par = 0;
        while (row) {
            par ^= row & 1u;
            row >>= 1;
        }
        r |= (uint8_t)((par ^ ((unsigned)imm >> i & 1u)) << i);
    }
    return r;
}

/* nbytes-wide bytewise operations on memory images of the vectors */
static inline void gfni_model_mul_bytes(uint8_t *r, const uint8_t *a, const uint8_t *b, size_t nbytes)
{
    size_t i;
    for (i = 0; i < nbytes; i++)
        r[i] = gfni_model_mul_byte(a[i], b[i]);
}

static inline void gfni_model_affine_bytes(uint8_t *r, const uint8_t *x, const uint8_t *A, size_t nbytes, int imm,
                                           int inv)
{
    size_t j, b;
    for (j = 0; j < nbytes / 8; j++) {
        uint64_t q;
        memcpy(&q, A + 8 * j, 8);
        for (b = 0; b < 8; b++) {
            uint8_t v = x[8 * j + b];
            r[8 * j + b] = gfni_model_affine_byte(q, inv ? gfni_model_inv_byte(v) : v, imm);
        }
    }
}

#define GFNI_MODEL_WIDTH(T, sfx)                                                                       \
    static inline T gfni_model_mul_##sfx(T a, T b)                                                       \
    {                                                                                                  \
        uint8_t x[sizeof(T)], y[sizeof(T)];                                                            \
        T r;                                                                                           \
        memcpy(x, &a, sizeof x);                                                                       \
        memcpy(y, &b, sizeof y);                                                                       \
        gfni_model_mul_bytes(x, x, y, sizeof x);                                                       \
        memcpy(&r, x, sizeof r);                                                                       \
        return r;                                                                                      \
    }                                                                                                  \
    static inline T gfni_model_affine_##sfx(T a, T A, int imm, int inv)                                  \
    {                                                                                                  \
        uint8_t x[sizeof(T)], m[sizeof(T)];                                                            \
        T r;                                                                                           \
        memcpy(x, &a, sizeof x);                                                                       \
        memcpy(m, &A, sizeof m);                                                                       \
        gfni_model_affine_bytes(x, x, m, sizeof x, imm, inv);                                          \
        memcpy(&r, x, sizeof r);                                                                       \
        return r;                                                                                      \
    }

GFNI_MODEL_WIDTH(__m128i, 128)
#undef _mm_gf2p8mul_epi8
#define _mm_gf2p8mul_epi8(a, b) gfni_model_mul_128((a), (b))
#undef _mm_gf2p8affine_epi64_epi8
#define _mm_gf2p8affine_epi64_epi8(x, A, b) gfni_model_affine_128((x), (A), (b), 0)
#undef _mm_gf2p8affineinv_epi64_epi8
#define _mm_gf2p8affineinv_epi64_epi8(x, A, b) gfni_model_affine_128((x), (A), (b), 1)

#ifdef __AVX__
GFNI_MODEL_WIDTH(__m256i, 256)
#undef _mm256_gf2p8mul_epi8
#define _mm256_gf2p8mul_epi8(a, b) gfni_model_mul_256((a), (b))
#undef _mm256_gf2p8affine_epi64_epi8
#define _mm256_gf2p8affine_epi64_epi8(x, A, b) gfni_model_affine_256((x), (A), (b), 0)
#undef _mm256_gf2p8affineinv_epi64_epi8
#define _mm256_gf2p8affineinv_epi64_epi8(x, A, b) gfni_model_affine_256((x), (A), (b), 1)
#endif

#ifdef __AVX512F__
GFNI_MODEL_WIDTH(__m512i, 512)
#undef _mm512_gf2p8mul_epi8
#define _mm512_gf2p8mul_epi8(a, b) gfni_model_mul_512((a), (b))
#undef _mm512_gf2p8affine_epi64_epi8
#define _mm512_gf2p8affine_epi64_epi8(x, A, b) gfni_model_affine_512((x), (A), (b), 0)
#undef _mm512_gf2p8affineinv_epi64_epi8
#define _mm512_gf2p8affineinv_epi64_epi8(x, A, b) gfni_model_affine_512((x), (A), (b), 1)
#endif
#endif
