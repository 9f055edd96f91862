/* model_check.c - runs the GFNI intrinsics (the C model in this directory, or the real instructions
 * when built with -mgfni on a GFNI host) so tests/test_gfni.py can compare them with references.
 *   model_check mul      writes gf2p8mul(a, b) for all 65536 pairs (a-major), one byte each
 *   model_check affine   reads records (8-byte little-endian A, x byte, imm byte) from stdin and writes,
 *                        per record, affine(x, A, imm) and affineinv(x, A, imm)
 * Every result is computed with the 128-bit and the 256-bit intrinsic; a mismatch between them exits 1. */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int mul_all(void)
{
    static uint8_t out[65536];
    unsigned a, b;
    for (a = 0; a < 256; a++)
        for (b = 0; b < 256; b += 32) {
            uint8_t x[32], y[32], r128[32], r256[32];
            unsigned t;
            for (t = 0; t < 32; t++) {
                x[t] = (uint8_t)a;
                y[t] = (uint8_t)(b + t);
            }
            for (t = 0; t < 32; t += 16) {
                __m128i v = _mm_gf2p8mul_epi8(_mm_loadu_si128((const __m128i *)(x + t)),
                                              _mm_loadu_si128((const __m128i *)(y + t)));
                _mm_storeu_si128((__m128i *)(r128 + t), v);
            }
            _mm256_storeu_si256((__m256i *)r256, _mm256_gf2p8mul_epi8(_mm256_loadu_si256((const __m256i *)x),
                                                                       _mm256_loadu_si256((const __m256i *)y)));
            if (memcmp(r128, r256, 32) != 0)
                return 1;
            memcpy(out + 256 * a + b, r256, 32);
        }
    return fwrite(out, 1, sizeof out, stdout) == sizeof out ? 0 : 1;
}

#define AFF(W, f, x, A, imm)                                                                                   \
    ((imm) == 0 ? f(x, A, 0) : (imm) == 0x63 ? f(x, A, 0x63) : (imm) == 0x5a ? f(x, A, 0x5a) : f(x, A, 0xff))

static int affine_all(void)
{
    unsigned char rec[10];
    while (fread(rec, 1, sizeof rec, stdin) == sizeof rec) {
        uint64_t A = 0;
        int i, imm = rec[9];
        uint8_t out[4];
        for (i = 0; i < 8; i++)
            A |= (uint64_t)rec[i] << (8 * i);
        if (imm != 0 && imm != 0x63 && imm != 0x5a && imm != 0xff)
            return 2; /* the immediate must be a constant: the records use these four */
        {
            __m128i x = _mm_set1_epi8((char)rec[8]), m = _mm_set1_epi64x((long long)A);
            __m256i X = _mm256_set1_epi8((char)rec[8]), M = _mm256_set1_epi64x((long long)A);
            __m128i r0 = AFF(128, _mm_gf2p8affine_epi64_epi8, x, m, imm);
            __m128i r1 = AFF(128, _mm_gf2p8affineinv_epi64_epi8, x, m, imm);
            __m256i R0 = AFF(256, _mm256_gf2p8affine_epi64_epi8, X, M, imm);
            __m256i R1 = AFF(256, _mm256_gf2p8affineinv_epi64_epi8, X, M, imm);
            uint8_t b0[16], b1[16], B0[32], B1[32];
            _mm_storeu_si128((__m128i *)b0, r0);
            _mm_storeu_si128((__m128i *)b1, r1);
            _mm256_storeu_si256((__m256i *)B0, R0);
            _mm256_storeu_si256((__m256i *)B1, R1);
            for (i = 0; i < 32; i++)
                if (B0[i] != b0[0] || B1[i] != b1[0] || b0[i % 16] != b0[0] || b1[i % 16] != b1[0])
                    return 1;
            out[0] = b0[0];
            out[1] = b1[0];
        }
        if (fwrite(out, 1, 2, stdout) != 2)
            return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "mul") == 0)
        return mul_all();
    if (argc == 2 && strcmp(argv[1], "affine") == 0)
        return affine_all();
    fprintf(stderr, "usage: model_check mul|affine\n");
    return 2;
}
