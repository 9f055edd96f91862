/* Checks the AVX-512 model (immintrin.h here) against plain-C references written from Intel's
 * pseudo-code: ternarylogic for all 256 imm8 values, the funnel shifts for all counts, the 128-bit
 * lane shuffles for all 256 imm8 values and the in-lane word shifts, alignr for
 * all counts, the zmm carryless multiply against four xmm ones, blend by mask, and masked loads
 * and stores that touch only the qwords of their mask (next to a PROT_NONE page), the qword
 * permutes with zeroing masks, the 256-bit broadcast, insert and masked load, and set_epi64.
 * Build: gcc -O2 -mavx2 -mpclmul -mvpclmulqdq -I harness_c/avx512_model -include immintrin.h.
 * Prints "ok" and exits 0, or names the first mismatch and exits 1 (tests/test_avx512_model.py). */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef GEN_AVX512_MODEL
#error "build with harness_c/avx512_model first on the include path"
#endif

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static int fails;
#define CHECK(cond, ...)                                                                                   \
    do {                                                                                                   \
        if (!(cond) && fails++ < 5) {                                                                      \
            printf(__VA_ARGS__);                                                                           \
            printf("\n");                                                                                  \
        }                                                                                                  \
    } while (0)

static void rnd_vec(void *v, size_t n)
{
    uint64_t *q = v;
    size_t i;
    for (i = 0; i < n / 8; i++)
        q[i] = rnd();
}

/* two random vectors, as words and as registers */
static void random_pair(void *x, void *y, __m512i *a, __m512i *b) /* x, y: 64 bytes each */
{
    rnd_vec(x, 64), rnd_vec(y, 64);
    memcpy(a, x, 64), memcpy(b, y, 64);
}

/* bit j of the result is bit (a_j << 2 | b_j << 1 | c_j) of imm8 */
static uint64_t ref_ternlog(uint64_t a, uint64_t b, uint64_t c, int imm)
{
    uint64_t r = 0;
    int j;
    for (j = 0; j < 64; j++) {
        int idx = (int)((a >> j & 1) << 2 | (b >> j & 1) << 1 | (c >> j & 1));
        r |= (uint64_t)(imm >> idx & 1) << j;
    }
    return r;
}

static uint64_t ref_clmul_half(uint64_t a, uint64_t b, int hi)
{
    unsigned __int128 r = 0;
    int i;
    for (i = 0; i < 64; i++)
        if (b >> i & 1)
            r ^= (unsigned __int128)a << i;
    return (uint64_t)(hi ? r >> 64 : r);
}

static void check_ternlog(void)
{
    int imm, t;
    for (imm = 0; imm < 256; imm++)
        for (t = 0; t < 8; t++) {
            __m128i a, b, c, r;
            uint64_t x[2], y[2], z[2], o[2];
            rnd_vec(x, 16), rnd_vec(y, 16), rnd_vec(z, 16);
            memcpy(&a, x, 16), memcpy(&b, y, 16), memcpy(&c, z, 16);
            r = _mm_ternarylogic_epi64(a, b, c, imm);
            memcpy(o, &r, 16);
            CHECK(o[0] == ref_ternlog(x[0], y[0], z[0], imm) && o[1] == ref_ternlog(x[1], y[1], z[1], imm),
                  "ternarylogic imm8=0x%02x", imm);
        }
    /* anchors: 0xF0 = a, 0xCC = b, 0xAA = c, 0x96 = a^b^c */
    {
        __m128i a = _mm_set1_epi64x(1), b = _mm_set1_epi64x(2), c = _mm_set1_epi64x(4);
        CHECK(_mm_cvtsi128_si64(_mm_ternarylogic_epi64(a, b, c, 0xF0)) == 1, "ternarylogic 0xF0 is not a");
        CHECK(_mm_cvtsi128_si64(_mm_ternarylogic_epi64(a, b, c, 0xCC)) == 2, "ternarylogic 0xCC is not b");
        CHECK(_mm_cvtsi128_si64(_mm_ternarylogic_epi64(a, b, c, 0xAA)) == 4, "ternarylogic 0xAA is not c");
        CHECK(_mm_cvtsi128_si64(_mm_ternarylogic_epi64(a, b, c, 0x96)) == 7, "ternarylogic 0x96 is not xor3");
    }
}

static void check_funnel(void)
{
    int s, t, i;
    for (s = 0; s < 256; s++)
        for (t = 0; t < 4; t++) {
            uint64_t x[2], y[2], o[2], p[2];
            __m128i a, b, r, l;
            rnd_vec(x, 16), rnd_vec(y, 16);
            memcpy(&a, x, 16), memcpy(&b, y, 16);
            r = _mm_shrdi_epi64(a, b, s);
            l = _mm_shldi_epi64(a, b, s);
            memcpy(o, &r, 16), memcpy(p, &l, 16);
            for (i = 0; i < 2; i++) {
                unsigned __int128 lo = ((unsigned __int128)y[i] << 64 | x[i]) >> (s & 63);
                unsigned __int128 hi = ((unsigned __int128)x[i] << 64 | y[i]) << (s & 63);
                CHECK(o[i] == (uint64_t)lo, "shrdi count %d", s);
                CHECK(p[i] == (uint64_t)(hi >> 64), "shldi count %d", s);
            }
        }
}

static void check_alignr(void)
{
    int s, i;
    for (s = 0; s < 8; s++) {
        uint64_t x[8], y[8], o[8];
        __m512i a, b, r;
        random_pair(x, y, &a, &b);
        switch (s) { /* the intrinsic takes an immediate */
        case 0: r = _mm512_alignr_epi64(a, b, 0); break;
        case 1: r = _mm512_alignr_epi64(a, b, 1); break;
        case 2: r = _mm512_alignr_epi64(a, b, 2); break;
        case 3: r = _mm512_alignr_epi64(a, b, 3); break;
        case 4: r = _mm512_alignr_epi64(a, b, 4); break;
        case 5: r = _mm512_alignr_epi64(a, b, 5); break;
        case 6: r = _mm512_alignr_epi64(a, b, 6); break;
        default: r = _mm512_alignr_epi64(a, b, 7); break;
        }
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (i + s < 8 ? y[i + s] : x[i + s - 8]), "alignr_epi64 count %d qword %d", s, i);
    }
}

/* VSHUFI64X2 for every immediate; VPSLLDQ/VPSRLDQ zmm by a word (the in-lane moves of the
 * four-product ring kernels) */
static void check_lane_moves(void)
{
    int imm, i;
    for (imm = 0; imm < 256; imm++) {
        uint64_t x[8], y[8], o[8];
        __m512i a, b, r;
        random_pair(x, y, &a, &b);
        r = model_shuffle_i64x2(a, b, imm); /* the intrinsic's immediate, through the model's function */
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++) {
            int lane = imm >> (2 * (i / 2)) & 3;
            CHECK(o[i] == (i < 4 ? x : y)[2 * lane + i % 2], "shuffle_i64x2 imm %d qword %d", imm, i);
        }
    }
    {
        uint64_t x[8], up[8], down[8];
        __m512i a, r;
        rnd_vec(x, 64);
        memcpy(&a, x, 64);
        r = _mm512_bslli_epi128(a, 8);
        memcpy(up, &r, 64);
        r = _mm512_bsrli_epi128(a, 8);
        memcpy(down, &r, 64);
        for (i = 0; i < 8; i++) {
            CHECK(up[i] == (i % 2 ? x[i - 1] : 0), "bslli_epi128 qword %d", i);
            CHECK(down[i] == (i % 2 ? 0 : x[i + 1]), "bsrli_epi128 qword %d", i);
        }
    }
}

/* _mm512_zextsi128_si512, _mm512_zextsi256_si512: the low words, zero above (the fields' narrow loads) */
static void check_zero_extension(void)
{
    uint64_t x[8], o[8];
    __m128i low128;
    __m256i low256;
    __m512i r;
    int i;
    rnd_vec(x, 64);
    memcpy(&low128, x, 16), memcpy(&low256, x, 32);
    r = _mm512_zextsi128_si512(low128);
    memcpy(o, &r, 64);
    for (i = 0; i < 8; i++)
        CHECK(o[i] == (i < 2 ? x[i] : 0), "zextsi128_si512 qword %d", i);
    r = _mm512_zextsi256_si512(low256);
    memcpy(o, &r, 64);
    for (i = 0; i < 8; i++)
        CHECK(o[i] == (i < 4 ? x[i] : 0), "zextsi256_si512 qword %d", i);
}

/* r = F(a, b, imm) with the k-th of the immediates 0x00, 0x01, 0x10, 0x11 (a compile-time constant) */
#define CLMUL_BY_IMM(r, F, a, b, k)          \
    switch (k) {                             \
    case 0: r = F(a, b, 0x00); break;        \
    case 1: r = F(a, b, 0x01); break;        \
    case 2: r = F(a, b, 0x10); break;        \
    default: r = F(a, b, 0x11); break;       \
    }

static void check_clmul(void)
{
    static const int imms[4] = {0x00, 0x01, 0x10, 0x11};
    int t, k, l;
    for (t = 0; t < 64; t++)
        for (k = 0; k < 4; k++) {
            uint64_t x[8], y[8], o[8];
            __m512i a, b, r;
            random_pair(x, y, &a, &b);
            CLMUL_BY_IMM(r, _mm512_clmulepi64_epi128, a, b, k)
            memcpy(o, &r, 64);
            for (l = 0; l < 4; l++) {
                /* lane l: the xmm carryless multiply of the same lanes, and the plain-C product */
                __m128i xa, xb, xr;
                uint64_t w[2], qa = x[2 * l + (imms[k] & 1)], qb = y[2 * l + (imms[k] >> 4 & 1)];
                memcpy(&xa, x + 2 * l, 16), memcpy(&xb, y + 2 * l, 16);
                CLMUL_BY_IMM(xr, _mm_clmulepi64_si128, xa, xb, k)
                memcpy(w, &xr, 16);
                CHECK(o[2 * l] == w[0] && o[2 * l + 1] == w[1], "clmulepi64_epi128 imm 0x%02x lane %d vs xmm", imms[k], l);
                CHECK(o[2 * l] == ref_clmul_half(qa, qb, 0) && o[2 * l + 1] == ref_clmul_half(qa, qb, 1),
                      "clmulepi64_epi128 imm 0x%02x lane %d vs C", imms[k], l);
            }
        }
}

static void check_blend(void)
{
    unsigned k;
    int i;
    for (k = 0; k < 65536; k += 257) {
        uint32_t x[16], y[16], o[16];
        __m512i a, b, r;
        random_pair(x, y, &a, &b);
        r = _mm512_mask_blend_epi32((__mmask16)k, a, b);
        memcpy(o, &r, 64);
        for (i = 0; i < 16; i++)
            CHECK(o[i] == (k >> i & 1 ? y[i] : x[i]), "mask_blend_epi32 k=0x%04x dword %d", k, i);
    }
}

/* masked loads and stores next to a PROT_NONE page on either side: for every mask and every
 * placement where exactly the masked-in qwords lie in the readable page, the access must not fault
 * and must read/write exactly those qwords */
static void check_masked(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    char *base = mmap(NULL, (size_t)(3 * pg), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *page;
    unsigned k;
    if (base == MAP_FAILED) {
        CHECK(0, "mmap failed");
        return;
    }
    page = base + pg;
    mprotect(base, (size_t)pg, PROT_NONE);
    mprotect(page + pg, (size_t)pg, PROT_NONE);
    for (k = 0; k < 256; k++) {
        int lo = 0, hi = 7, i;
        uint64_t img[8], o[8], q;
        const char *p;
        __m512i v;
        if (!k)
            continue;
        while (!(k >> lo & 1))
            lo++;
        while (!(k >> hi & 1))
            hi--;
        /* the lowest masked-in qword at the page start, then the highest one at the page end */
        for (i = 0; i < 2; i++) {
            char *at = i == 0 ? page - 8 * lo : page + pg - 8 * (hi + 1);
            int j;
            rnd_vec(img, 64);
            for (j = lo; j <= hi; j++)
                memcpy(at + 8 * j, &img[j], 8);
            p = at;
            v = _mm512_maskz_loadu_epi64((__mmask8)k, p);
            memcpy(o, &v, 64);
            for (j = 0; j < 8; j++)
                CHECK(o[j] == (k >> j & 1 ? img[j] : 0), "maskz_loadu_epi64 k=0x%02x qword %d", k, j);
            for (j = lo; j <= hi; j++)
                memset(at + 8 * j, 0x5a, 8);
            rnd_vec(o, 64);
            memcpy(&v, o, 64);
            _mm512_mask_storeu_epi64(at, (__mmask8)k, v);
            for (j = lo; j <= hi; j++) {
                memcpy(&q, at + 8 * j, 8);
                CHECK(q == (k >> j & 1 ? o[j] : 0x5a5a5a5a5a5a5a5aull), "mask_storeu_epi64 k=0x%02x qword %d", k, j);
            }
        }
    }
    /* bytes: every tail mask of 1..63 low bytes at the end of the page, and random masks inside it */
    for (k = 0; k < 64 + 2000; k++) {
        uint64_t m = k < 64 ? (k ? ~0ull >> (64 - k) : 0) : rnd();
        int n = k < 64 ? (int)k : 64, j;
        char *at = k < 64 ? page + pg - n : page + 64 * (k % 32);
        uint8_t img[64], o[64];
        __m512i v;
        rnd_vec(img, 64);
        memcpy(at, img, (size_t)n);
        v = _mm512_maskz_loadu_epi8(m, at);
        memcpy(o, &v, 64);
        for (j = 0; j < 64; j++)
            CHECK(o[j] == (m >> j & 1 ? img[j] : 0), "maskz_loadu_epi8 mask %016llx byte %d", (unsigned long long)m, j);
        memset(at, 0x5a, (size_t)n);
        rnd_vec(o, 64);
        memcpy(&v, o, 64);
        _mm512_mask_storeu_epi8(at, m, v);
        for (j = 0; j < n; j++)
            CHECK((uint8_t)at[j] == (m >> j & 1 ? o[j] : 0x5a), "mask_storeu_epi8 mask %016llx byte %d",
                  (unsigned long long)m, j);
    }
    munmap(base, (size_t)(3 * pg));
}

/* the qword permutes with zeroing masks for random indices (any bits above the used ones) and
 * masks, the 256-bit broadcast, set_epi64's order and the masked 256-bit load, from the pseudo-code */
static void check_permutes(void)
{
    int t, i;
    for (t = 0; t < 20000; t++) {
        uint64_t x[8], y[8], ix[8], o[8], q[4];
        unsigned k = (unsigned)(rnd() & 0xff);
        __m512i a, b, idx, r;
        __m256i h;
        rnd_vec(x, 64);
        rnd_vec(y, 64);
        rnd_vec(ix, 64);
        memcpy(&a, x, 64);
        memcpy(&b, y, 64);
        memcpy(&idx, ix, 64);
        r = _mm512_maskz_permutexvar_epi64((__mmask8)k, idx, a);
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (k >> i & 1 ? x[ix[i] % 8] : 0), "maskz_permutexvar_epi64 k=0x%02x qword %d", k, i);
        r = _mm512_maskz_permutex2var_epi64((__mmask8)k, a, idx, b);
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (k >> i & 1 ? (ix[i] >> 3 & 1 ? y : x)[ix[i] % 8] : 0),
                  "maskz_permutex2var_epi64 k=0x%02x qword %d", k, i);
        memcpy(&h, x, 32);
        r = _mm512_broadcast_i64x4(h);
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == x[i % 4], "broadcast_i64x4 qword %d", i);
        memcpy(&h, y, 32);
        r = _mm512_inserti64x4(a, h, 0);
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (i < 4 ? y[i] : x[i]), "inserti64x4 0 qword %d", i);
        r = _mm512_inserti64x4(a, h, 1);
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (i < 4 ? x[i] : y[i - 4]), "inserti64x4 1 qword %d", i);
        h = _mm256_maskz_loadu_epi64((__mmask8)(k & 15), y);
        memcpy(q, &h, 32);
        for (i = 0; i < 4; i++)
            CHECK(q[i] == (k >> i & 1 ? y[i] : 0), "_mm256_maskz_loadu_epi64 k=0x%x qword %d", k & 15, i);
    }
    {
        __m512i r = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
        uint64_t o[8];
        memcpy(o, &r, 64);
        for (i = 0; i < 8; i++)
            CHECK(o[i] == (uint64_t)i, "set_epi64 qword %d", i);
    }
}

int main(void)
{
    check_ternlog();
    check_funnel();
    check_alignr();
    check_lane_moves();
    check_zero_extension();
    check_clmul();
    check_blend();
    check_masked();
    check_permutes();
    if (fails) {
        printf("%d mismatches\n", fails);
        return 1;
    }
    printf("ok\n");
    return 0;
}
