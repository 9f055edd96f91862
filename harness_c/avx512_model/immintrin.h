/* A model of the AVX-512 intrinsics that gen's matrix kernels use, on AVX2 (a 512-bit value is two
 * 256-bit halves), for checking the lane logic of avx512 matrix kernels on hosts without AVX-512
 * (tests/test_matrix.py). Put this directory first on the include path and compile with -mavx2;
 * the kernel header's flag guard must be removed. It models semantics, not timing or encoding. */
#include_next <immintrin.h>
#ifndef GEN_AVX512_MODEL_H
#define GEN_AVX512_MODEL_H
typedef struct {
    __m256i lo, hi;
} model512i;
#define __m512i model512i

static inline model512i model_loadu(const void *p)
{
    model512i r;
    r.lo = _mm256_loadu_si256((const __m256i *)p);
    r.hi = _mm256_loadu_si256((const __m256i *)((const char *)p + 32));
    return r;
}

static inline model512i model_set1(char x)
{
    model512i r;
    r.lo = r.hi = _mm256_set1_epi8(x);
    return r;
}

static inline model512i model_broadcast(__m128i x)
{
    model512i r;
    r.lo = r.hi = _mm256_broadcastsi128_si256(x);
    return r;
}

#define MODEL_OP2(name, f)                                                                                 \
    static inline model512i name(model512i a, model512i b)                                                  \
    {                                                                                                      \
        model512i r;                                                                                       \
        r.lo = f(a.lo, b.lo);                                                                              \
        r.hi = f(a.hi, b.hi);                                                                              \
        return r;                                                                                          \
    }
MODEL_OP2(model_shuffle, _mm256_shuffle_epi8)
MODEL_OP2(model_add, _mm256_add_epi8)
MODEL_OP2(model_sub, _mm256_sub_epi8)
MODEL_OP2(model_min, _mm256_min_epu8)
MODEL_OP2(model_xor, _mm256_xor_si256)
MODEL_OP2(model_and, _mm256_and_si256)

static inline __m256i model_cast256(model512i a) { return a.lo; }
static inline __m256i model_extract256(model512i a, int i) { return i ? a.hi : a.lo; }
static inline __m128i model_cast128(model512i a) { return _mm256_castsi256_si128(a.lo); }

static inline __m128i model_extract128(model512i a, int i)
{
    __m256i h = i >= 2 ? a.hi : a.lo;
    return (i & 1) ? _mm256_extracti128_si256(h, 1) : _mm256_castsi256_si128(h);
}

static inline model512i model_from128(__m128i x)
{
    model512i r;
    r.lo = _mm256_castsi128_si256(x);
    r.hi = _mm256_setzero_si256();
    return r;
}

static inline model512i model_insert128(model512i a, __m128i x, int i)
{
    __m256i *h = i >= 2 ? &a.hi : &a.lo;
    *h = (i & 1) ? _mm256_inserti128_si256(*h, x, 1) : _mm256_inserti128_si256(*h, x, 0);
    return a;
}

#undef _mm512_loadu_si512
#define _mm512_loadu_si512 model_loadu
#undef _mm512_set1_epi8
#define _mm512_set1_epi8 model_set1
#undef _mm512_broadcast_i32x4
#define _mm512_broadcast_i32x4 model_broadcast
#undef _mm512_shuffle_epi8
#define _mm512_shuffle_epi8 model_shuffle
#undef _mm512_add_epi8
#define _mm512_add_epi8 model_add
#undef _mm512_sub_epi8
#define _mm512_sub_epi8 model_sub
#undef _mm512_min_epu8
#define _mm512_min_epu8 model_min
#undef _mm512_xor_si512
#define _mm512_xor_si512 model_xor
#undef _mm512_and_si512
#define _mm512_and_si512 model_and
#undef _mm512_castsi512_si256
#define _mm512_castsi512_si256 model_cast256
#undef _mm512_extracti64x4_epi64
#define _mm512_extracti64x4_epi64 model_extract256
#undef _mm512_castsi512_si128
#define _mm512_castsi512_si128 model_cast128
#undef _mm512_extracti32x4_epi32
#define _mm512_extracti32x4_epi32 model_extract128
#undef _mm512_castsi128_si512
#define _mm512_castsi128_si512 model_from128
#undef _mm512_inserti32x4
#define _mm512_inserti32x4 model_insert128
#endif
