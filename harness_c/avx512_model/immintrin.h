/* A model of the AVX-512 intrinsics that gen's avx512 kernels use, on AVX2 (a 512-bit value is two
 * 256-bit halves), for checking avx512 kernels on hosts without AVX-512 (tests/test_matrix.py,
 * tests/test_avx512_model.py). Put this directory first on the include path, then
 * harness_c/gfni_model for the GFNI forms, and compile with -mavx2 -mpclmul -mvpclmulqdq.
 * It models semantics, not timing or encoding; it defines __AVX512F__, __AVX512VL__, __AVX512BW__
 * and __AVX512VBMI2__ after the system header so that a kernel header's flag guard passes.
 * Ops that stay inside 128-bit lanes run on the AVX2 form per 256-bit half (the same per-lane
 * semantics); the others (alignr and 128-bit lane shuffles across lanes, masked loads/stores (qwords, bytes), blends by mask, ternarylogic,
 * funnel shifts, qword permutes with zeroing masks, broadcasts and set_epi64) are element loops written from Intel's pseudo-code and checked against plain-C
 * references by tests/test_avx512_model.py (harness_c/avx512_model/model_check.c). */
#include_next <immintrin.h>
#ifndef GEN_AVX512_MODEL_H
#define GEN_AVX512_MODEL_H
#include <stdint.h>
#include <string.h>
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

/* a value repeated in both halves */
#define MODEL_BOTH(name, T, f)                                                                             \
    static inline model512i name(T x)                                                                      \
    {                                                                                                      \
        model512i r;                                                                                       \
        r.lo = r.hi = f(x);                                                                                \
        return r;                                                                                          \
    }
MODEL_BOTH(model_set1, char, _mm256_set1_epi8)
MODEL_BOTH(model_set1_16, short, _mm256_set1_epi16)
MODEL_BOTH(model_set1_32, int, _mm256_set1_epi32)
MODEL_BOTH(model_set1_64, long long, _mm256_set1_epi64x)
MODEL_BOTH(model_broadcast, __m128i, _mm256_broadcastsi128_si256)

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
MODEL_OP2(model_adds_u8, _mm256_adds_epu8) /* the linalg log-domain tables */
MODEL_OP2(model_or, _mm256_or_si256)
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

/* _mm512_zextsi128_si512, _mm512_zextsi256_si512: the rest of the register zero */
static inline model512i model_zext128(__m128i x)
{
    model512i r;
    r.lo = _mm256_inserti128_si256(_mm256_setzero_si256(), x, 0);
    r.hi = _mm256_setzero_si256();
    return r;
}

static inline model512i model_zext256(__m256i x)
{
    model512i r;
    r.lo = x;
    r.hi = _mm256_setzero_si256();
    return r;
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

static inline model512i model_insert256(model512i a, __m256i x, int i)
{
    if (i & 1)
        a.hi = x;
    else
        a.lo = x;
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
#undef _mm512_adds_epu8
#define _mm512_adds_epu8 model_adds_u8
#undef _mm512_or_si512
#define _mm512_or_si512 model_or
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
#undef _mm512_zextsi128_si512
#define _mm512_zextsi128_si512 model_zext128
#undef _mm512_zextsi256_si512
#define _mm512_zextsi256_si512 model_zext256
#undef _mm512_inserti32x4
#define _mm512_inserti32x4 model_insert128
#undef _mm512_inserti64x4
#define _mm512_inserti64x4 model_insert256

/* ---- the field, ring and batch kernels' intrinsics ---- */

static inline model512i model_setzero(void)
{
    model512i r;
    r.lo = r.hi = _mm256_setzero_si256();
    return r;
}

static inline void model_storeu(void *p, model512i v)
{
    _mm256_storeu_si256((__m256i *)p, v.lo);
    _mm256_storeu_si256((__m256i *)((char *)p + 32), v.hi);
}

MODEL_OP2(model_packus16, _mm256_packus_epi16)
MODEL_OP2(model_packus32, _mm256_packus_epi32)
MODEL_OP2(model_unpacklo8, _mm256_unpacklo_epi8)
MODEL_OP2(model_unpackhi8, _mm256_unpackhi_epi8)
MODEL_OP2(model_unpacklo16, _mm256_unpacklo_epi16)
MODEL_OP2(model_unpackhi16, _mm256_unpackhi_epi16)

/* lane-local ops with an immediate: the AVX2 form on each half (a macro keeps the immediate) */
#define MODEL_HALVES(f, a, ...)                                                                            \
    __extension__({                                                                                        \
        model512i model_a_ = (a), model_r_;                                                                \
        model_r_.lo = f(model_a_.lo, __VA_ARGS__);                                                         \
        model_r_.hi = f(model_a_.hi, __VA_ARGS__);                                                         \
        model_r_;                                                                                          \
    })
#define MODEL_HALVES2(f, a, b, ...)                                                                        \
    __extension__({                                                                                        \
        model512i model_a_ = (a), model_b_ = (b), model_r_;                                                \
        model_r_.lo = f(model_a_.lo, model_b_.lo, __VA_ARGS__);                                            \
        model_r_.hi = f(model_a_.hi, model_b_.hi, __VA_ARGS__);                                            \
        model_r_;                                                                                          \
    })

/* VPCLMULQDQ zmm: four independent 128-bit lanes, imm8 bit 0 picks a's qword, bit 4 b's */
#define model_clmul(a, b, imm) MODEL_HALVES2(_mm256_clmulepi64_epi128, a, b, imm)

/* VALIGNQ zmm: the 16 qwords a:b (a high), shifted right by imm8[2:0] qwords, low 8 kept */
static inline model512i model_alignr64(model512i a, model512i b, int imm)
{
    uint64_t t[16];
    model512i r;
    memcpy(t, &b, 64);
    memcpy(t + 8, &a, 64);
    memcpy(&r, t + (imm & 7), sizeof r);
    return r;
}

/* VSHUFI64X2 zmm: 128-bit lanes imm8[1:0], imm8[3:2] of a, then imm8[5:4], imm8[7:6] of b */
static inline model512i model_shuffle_i64x2(model512i a, model512i b, int imm)
{
    uint64_t x[8], y[8], t[8];
    model512i r;
    int k;
    memcpy(x, &a, 64);
    memcpy(y, &b, 64);
    for (k = 0; k < 4; k++) {
        const uint64_t *src = k < 2 ? x : y;
        int lane = imm >> (2 * k) & 3;
        t[2 * k] = src[2 * lane];
        t[2 * k + 1] = src[2 * lane + 1];
    }
    memcpy(&r, t, 64);
    return r;
}

/* VMOVDQU8/VMOVDQU64 with a zeroing mask: element i (of `size` bytes, n of them) is read from p only when
 * k bit i is set (a masked-off element is never touched, so the load cannot fault there); the others are 0 */
static inline void model_maskz_load_elems(void *r, int size, int n, uint64_t k, const void *p)
{
    int i;
    memset(r, 0, (size_t)size * (size_t)n);
    for (i = 0; i < n; i++)
        if (k >> i & 1)
            memcpy((char *)r + size * i, (const char *)p + size * i, (size_t)size);
}

static inline model512i model_maskz_loadu64(unsigned k, const void *p)
{
    model512i r;
    model_maskz_load_elems(&r, 8, 8, k, p);
    return r;
}

static inline model512i model_maskz_loadu8(uint64_t k, const void *p)
{
    model512i r;
    model_maskz_load_elems(&r, 1, 64, k, p);
    return r;
}

/* VMOVDQU64 ymm (AVX512VL) with a zeroing mask: as model_maskz_loadu64 for 4 qwords */
static inline __m256i model_maskz_loadu64_256(unsigned k, const void *p)
{
    __m256i r;
    model_maskz_load_elems(&r, 8, 4, k, p);
    return r;
}

/* VBROADCASTI64X4: the 256-bit value in both halves */
static inline model512i model_broadcast256(__m256i x)
{
    model512i r;
    r.lo = r.hi = x;
    return r;
}

/* _mm512_set_epi64: qword 7 first, as the intrinsic takes them */
static inline model512i model_set64(long long e7, long long e6, long long e5, long long e4, long long e3,
                                    long long e2, long long e1, long long e0)
{
    const long long t[8] = {e0, e1, e2, e3, e4, e5, e6, e7};
    model512i r;
    memcpy(&r, t, sizeof r);
    return r;
}

/* VPERMQ zmm with a zeroing mask: qword i = a[idx[i] & 7] where k bit i is set, else 0 */
static inline model512i model_maskz_permutexvar64(unsigned k, model512i idx, model512i a)
{
    uint64_t x[8], ix[8], o[8];
    model512i r;
    int i;
    memcpy(x, &a, sizeof x);
    memcpy(ix, &idx, sizeof ix);
    for (i = 0; i < 8; i++)
        o[i] = k >> i & 1 ? x[ix[i] & 7] : 0;
    memcpy(&r, o, sizeof r);
    return r;
}

/* VPERMT2Q zmm with a zeroing mask: qword i = (idx[i] & 8 ? b : a)[idx[i] & 7] where k bit i is set, else 0 */
static inline model512i model_maskz_permutex2var64(unsigned k, model512i a, model512i idx, model512i b)
{
    uint64_t x[8], y[8], ix[8], o[8];
    model512i r;
    int i;
    memcpy(x, &a, sizeof x);
    memcpy(y, &b, sizeof y);
    memcpy(ix, &idx, sizeof ix);
    for (i = 0; i < 8; i++)
        o[i] = k >> i & 1 ? (ix[i] & 8 ? y : x)[ix[i] & 7] : 0;
    memcpy(&r, o, sizeof r);
    return r;
}

/* VMOVDQU64/VMOVDQU8 zmm store with a write mask: only the elements (qwords, bytes) whose k bit is set are
 * written */
static inline void model_mask_store_elems(void *p, int size, uint64_t k, model512i v)
{
    int i;
    for (i = 0; i < 64 / size; i++)
        if (k >> i & 1)
            memcpy((char *)p + size * i, (const char *)&v + size * i, (size_t)size);
}

static inline void model_mask_storeu64(void *p, unsigned k, model512i v) { model_mask_store_elems(p, 8, k, v); }
static inline void model_mask_storeu8(void *p, uint64_t k, model512i v) { model_mask_store_elems(p, 1, k, v); }

/* VPBLENDMD: dword i from b where k bit i is set, else from a */
static inline model512i model_mask_blend32(unsigned k, model512i a, model512i b)
{
    uint32_t x[16], y[16];
    model512i r;
    int i;
    memcpy(x, &a, sizeof x);
    memcpy(y, &b, sizeof y);
    for (i = 0; i < 16; i++)
        if (k >> i & 1)
            x[i] = y[i];
    memcpy(&r, x, sizeof r);
    return r;
}

/* VPTERNLOGQ on one qword: bit j of the result is imm8[(a_j << 2) | (b_j << 1) | c_j], written as
 * the OR over the set imm8 bits of their minterms */
static inline uint64_t model_ternlog_q(uint64_t a, uint64_t b, uint64_t c, int imm)
{
    uint64_t r = 0;
    int i;
    for (i = 0; i < 8; i++)
        if (imm >> i & 1)
            r |= (i & 4 ? a : ~a) & (i & 2 ? b : ~b) & (i & 1 ? c : ~c);
    return r;
}

/* VPSHRDQ: the low 64 bits of (b:a) >> (imm8 & 63); VPSHLDQ: the high 64 bits of (a:b) << (imm8 & 63) */
static inline uint64_t model_shrd_q(uint64_t a, uint64_t b, int imm)
{
    int s = imm & 63;
    return s ? a >> s | b << (64 - s) : a;
}

static inline uint64_t model_shld_q(uint64_t a, uint64_t b, int imm)
{
    int s = imm & 63;
    return s ? a << s | b >> (64 - s) : a;
}

/* the qword-wise ops at every width (T a vector type; 128, 256: AVX-512VL forms) */
#define MODEL_QWORD_OPS(T, sfx)                                                                            \
    static inline T model_ternlog_##sfx(T a, T b, T c, int imm)                                            \
    {                                                                                                      \
        uint64_t x[sizeof(T) / 8], y[sizeof(T) / 8], z[sizeof(T) / 8];                                     \
        size_t i;                                                                                          \
        memcpy(x, &a, sizeof x);                                                                           \
        memcpy(y, &b, sizeof y);                                                                           \
        memcpy(z, &c, sizeof z);                                                                           \
        for (i = 0; i < sizeof(T) / 8; i++)                                                                \
            x[i] = model_ternlog_q(x[i], y[i], z[i], imm);                                                 \
        memcpy(&a, x, sizeof a);                                                                           \
        return a;                                                                                          \
    }                                                                                                      \
    MODEL_FUNNEL(T, model_shrdi_##sfx, model_shrd_q)                                                       \
    MODEL_FUNNEL(T, model_shldi_##sfx, model_shld_q)
#define MODEL_FUNNEL(T, name, q)                                                                           \
    static inline T name(T a, T b, int imm)                                                                \
    {                                                                                                      \
        uint64_t x[sizeof(T) / 8], y[sizeof(T) / 8];                                                       \
        size_t i;                                                                                          \
        memcpy(x, &a, sizeof x);                                                                           \
        memcpy(y, &b, sizeof y);                                                                           \
        for (i = 0; i < sizeof(T) / 8; i++)                                                                \
            x[i] = q(x[i], y[i], imm);                                                                     \
        memcpy(&a, x, sizeof a);                                                                           \
        return a;                                                                                          \
    }
MODEL_QWORD_OPS(__m128i, 128)
MODEL_QWORD_OPS(__m256i, 256)
MODEL_QWORD_OPS(model512i, 512)

#undef _mm512_setzero_si512
#define _mm512_setzero_si512 model_setzero
#undef _mm512_storeu_si512
#define _mm512_storeu_si512 model_storeu
#undef _mm512_set1_epi16
#define _mm512_set1_epi16 model_set1_16
#undef _mm512_set1_epi32
#define _mm512_set1_epi32 model_set1_32
#undef _mm512_set1_epi64
#define _mm512_set1_epi64 model_set1_64
#undef _mm512_packus_epi16
#define _mm512_packus_epi16 model_packus16
#undef _mm512_packus_epi32
#define _mm512_packus_epi32 model_packus32
#undef _mm512_unpacklo_epi8
#define _mm512_unpacklo_epi8 model_unpacklo8
#undef _mm512_unpackhi_epi8
#define _mm512_unpackhi_epi8 model_unpackhi8
#undef _mm512_unpacklo_epi16
#define _mm512_unpacklo_epi16 model_unpacklo16
#undef _mm512_unpackhi_epi16
#define _mm512_unpackhi_epi16 model_unpackhi16
#undef _mm512_slli_epi32
#define _mm512_slli_epi32(a, n) MODEL_HALVES(_mm256_slli_epi32, a, n)
#undef _mm512_slli_epi64
#define _mm512_slli_epi64(a, n) MODEL_HALVES(_mm256_slli_epi64, a, n)
#undef _mm512_srli_epi16
#define _mm512_srli_epi16(a, n) MODEL_HALVES(_mm256_srli_epi16, a, n)
#undef _mm512_slli_epi16
#define _mm512_slli_epi16(a, n) MODEL_HALVES(_mm256_slli_epi16, a, n)
#undef _mm512_srli_epi32
#define _mm512_srli_epi32(a, n) MODEL_HALVES(_mm256_srli_epi32, a, n)
#undef _mm512_srli_epi64
#define _mm512_srli_epi64(a, n) MODEL_HALVES(_mm256_srli_epi64, a, n)
#undef _mm512_shuffle_epi32
#define _mm512_shuffle_epi32(a, imm) MODEL_HALVES(_mm256_shuffle_epi32, a, (int)(imm))
#undef _mm512_clmulepi64_epi128
#define _mm512_clmulepi64_epi128 model_clmul
#undef _mm512_alignr_epi64
#define _mm512_alignr_epi64 model_alignr64
#undef _mm512_shuffle_i64x2
#define _mm512_shuffle_i64x2(a, b, imm) model_shuffle_i64x2(a, b, (int)(imm))
#undef _mm512_bslli_epi128
#define _mm512_bslli_epi128(a, n) MODEL_HALVES(_mm256_bslli_epi128, a, n)
#undef _mm512_bsrli_epi128
#define _mm512_bsrli_epi128(a, n) MODEL_HALVES(_mm256_bsrli_epi128, a, n)
#undef _mm512_maskz_loadu_epi64
#define _mm512_maskz_loadu_epi64 model_maskz_loadu64
#undef _mm256_maskz_loadu_epi64
#define _mm256_maskz_loadu_epi64 model_maskz_loadu64_256
#undef _mm512_broadcast_i64x4
#define _mm512_broadcast_i64x4 model_broadcast256
#undef _mm512_set_epi64
#define _mm512_set_epi64 model_set64
#undef _mm512_maskz_permutexvar_epi64
#define _mm512_maskz_permutexvar_epi64 model_maskz_permutexvar64
#undef _mm512_maskz_permutex2var_epi64
#define _mm512_maskz_permutex2var_epi64 model_maskz_permutex2var64
#undef _mm512_maskz_loadu_epi8
#define _mm512_maskz_loadu_epi8 model_maskz_loadu8
#undef _mm512_mask_storeu_epi8
#define _mm512_mask_storeu_epi8 model_mask_storeu8
#undef _mm512_mask_storeu_epi64
#define _mm512_mask_storeu_epi64 model_mask_storeu64
#undef _mm512_mask_blend_epi32
#define _mm512_mask_blend_epi32 model_mask_blend32
#undef _mm_ternarylogic_epi64
#define _mm_ternarylogic_epi64 model_ternlog_128
#undef _mm256_ternarylogic_epi64
#define _mm256_ternarylogic_epi64 model_ternlog_256
#undef _mm512_ternarylogic_epi64
#define _mm512_ternarylogic_epi64 model_ternlog_512
#undef _mm_shrdi_epi64
#define _mm_shrdi_epi64 model_shrdi_128
#undef _mm256_shrdi_epi64
#define _mm256_shrdi_epi64 model_shrdi_256
#undef _mm512_shrdi_epi64
#define _mm512_shrdi_epi64 model_shrdi_512
#undef _mm_shldi_epi64
#define _mm_shldi_epi64 model_shldi_128
#undef _mm256_shldi_epi64
#define _mm256_shldi_epi64 model_shldi_256
#undef _mm512_shldi_epi64
#define _mm512_shldi_epi64 model_shldi_512

/* GFNI on zmm: harness_c/gfni_model's byte loops (when that model was included before this one) */
#ifdef GEN_GFNI_MODEL
GFNI_MODEL_WIDTH(model512i, 512m)
#undef _mm512_gf2p8mul_epi8
#define _mm512_gf2p8mul_epi8(a, b) gfni_model_mul_512m((a), (b))
#undef _mm512_gf2p8affine_epi64_epi8
#define _mm512_gf2p8affine_epi64_epi8(x, A, b) gfni_model_affine_512m((x), (A), (b), 0)
#undef _mm512_gf2p8affineinv_epi64_epi8
#define _mm512_gf2p8affineinv_epi64_epi8(x, A, b) gfni_model_affine_512m((x), (A), (b), 1)
#endif

#ifndef __AVX512F__
#define __AVX512F__ 1
#endif
#ifndef __AVX512VL__
#define __AVX512VL__ 1
#endif
#ifndef __AVX512BW__
#define __AVX512BW__ 1
#endif
#ifndef __AVX512VBMI2__
#define __AVX512VBMI2__ 1
#endif
#define GEN_AVX512_MODEL 1
#endif
