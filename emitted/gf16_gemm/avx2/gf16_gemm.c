/*
 * gf16_gemm.c: gemm snova_f12t, gemm snova_f12, gemm snova_k240t, gemm mayo1_p1o, gemm mayo2_p1o, gemm trimat64, gemm block4, ef mayo1_ef, ef mayo2_ef over GF(2^4) = GF(2)[x]/(f),
 *   f = x^4+x+1 (0x13); used in SNOVA (F12 = P11*T12 in keygen) and MAYO (P1*O, the echelon form) with GF(16) entries.
 * Data: bytes; two GF(16) elements per byte, low nibble first (as MAYO and SNOVA pack them); a scalar is the low nibble of a byte.
 *   gemm: shapes fixed here; matrices row-major, nibble-packed rows (each row starts at a byte);
 *   C ^= A*B (accumulating); A may be stored transposed; any alignment.
 *   ef: the echelon form of an m x n matrix in place (MAYO's EF, constant time), one element per byte, each < 16.
 * ISA: avx2 (x86-64 AVX2 + PCLMULQDQ (VEX-encoded 128-bit ops for a single product)).
 *   Compile with: -mavx2 -mpclmul
 * Plan: gemm snova_f12t (20x96 times 96x96, A^T stored (k x m)): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 2 vectors in registers; predicted 24.0 multiply-adds per tick (15 plans priced).
 * Plan: gemm snova_f12 (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 10 rows x 1 vector in registers; predicted 6.7 multiply-adds per tick (6 plans priced).
 * Plan: gemm snova_k240t (40x240 times 240x240, A^T stored (k x m)): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 2 vectors in registers (2 column blocks); predicted 30.0 multiply-adds per tick (24 plans priced).
 * Plan: gemm mayo1_p1o (8x78 times 78x78, A^T stored (k x m)): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 2 vectors in registers; predicted 19.5 multiply-adds per tick (15 plans priced).
 * Plan: gemm mayo2_p1o (17x64 times 64x64, A^T stored (k x m)): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 9 rows x 1 vector in registers; predicted 21.3 multiply-adds per tick (9 plans priced).
 * Plan: gemm trimat64 (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 10 rows x 1 vector in registers; predicted 21.3 multiply-adds per tick (9 plans priced).
 * Plan: gemm block4 (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 1 vector in registers; predicted 1.3 multiply-adds per tick (6 plans priced).
 * Plan: gemm snova_f12t prepared (20x96 times 96x96, A^T stored (k x m)): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 15360 in all, built once by _prepare); C tiled 4 rows x 2 vectors in registers; predicted 48.0 multiply-adds per tick (5 plans priced).
 * Plan: gemm snova_f12 prepared (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 73728 in all, built once by _prepare); C tiled 10 rows x 1 vector in registers; predicted 17.2 multiply-adds per tick (2 plans priced).
 * Plan: gemm snova_k240t prepared (40x240 times 240x240, A^T stored (k x m)): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 76800 in all, built once by _prepare); C tiled 4 rows x 2 vectors in registers (2 column blocks); predicted 57.7 multiply-adds per tick (8 plans priced).
 * Plan: gemm mayo1_p1o prepared (8x78 times 78x78, A^T stored (k x m)): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 4992 in all, built once by _prepare); C tiled 4 rows x 2 vectors in registers; predicted 39.0 multiply-adds per tick (5 plans priced).
 * Plan: gemm mayo2_p1o prepared (17x64 times 64x64, A^T stored (k x m)): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 9216 in all, built once by _prepare); C tiled 9 rows x 1 vector in registers; predicted 64.0 multiply-adds per tick (3 plans priced).
 * Plan: gemm trimat64 prepared (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 32768 in all, built once by _prepare); C tiled 10 rows x 1 vector in registers; predicted 64.0 multiply-adds per tick (3 plans priced).
 * Plan: gemm block4 prepared (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 128 in all, built once by _prepare); C tiled 4 rows x 1 vector in registers; predicted 3.0 multiply-adds per tick (2 plans priced).
 * Plan: ef mayo1_ef: 78x81, rows paired in the 128-bit lanes of 256-bit vectors, log-domain shuffle tables per pair; rows of 6 chunks of 16 bytes (15 leading zeros), live chunks 6 5 4 3 2 1 by column run.
 * Plan: ef mayo2_ef: 64x69, rows paired in the 128-bit lanes of 256-bit vectors, log-domain shuffle tables per pair; rows of 5 chunks of 16 bytes (11 leading zeros), live chunks 5 4 3 2 1 by column run.
 * Verified:
 *   Plan proof: per-byte maps of the 4 coefficient constructions = the field product on all 65536 (scalar, byte) pairs each; the echelon form's products and inverse = the field's on 256 (scalar, element) pairs (the Python mirror of the emitted construction).
 *   Harness (before writing): -O2 -Wall -Wextra -Werror with gcc and clang when installed;
 *     gemm, per shape: every scalar value in every entry of A; every basis element of A with random B
 *     and of B with random A (one per run, or one per row at a time where that would take too long);
 *     all basis pairs where the shape is small; random A, B, C against a NumPy reference (garbage in an
 *     upper-triangular A's unread part); guard bytes around every operand.
 *     ef, per shape: random, low-rank, sparse and late-pivot matrices against the harness's own EF (MAYO's
 *     algorithm on bytes with the product table); guard bytes.
 *     Prepared forms (_prepare, then _prepared): every gemm check and record again, the tables guarded.
 * Constant time: no branch or memory index depends on data or scalars (tables live in registers or are
 *   built arithmetically; prepared tables are read at public positions only); loops and tails depend on the public lengths only.
 * Generated by gen 0.1.0; do not edit. Regenerate with:
 *   gen --config configs/gf16_gemm.toml --isa avx2
 */
#include "gf16_gemm.h"
#include <string.h>
#include <immintrin.h>

/* rows i0..i0+3, bytes 0..47 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 48 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 48 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 0) * 48 + 32))), u1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 1) * 48 + 32)));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 48 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 48 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 2) * 48 + 32))), u1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 3) * 48 + 32)));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 48;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 32)));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 20 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 20 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 20 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 20 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 48 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 48 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 0) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4))));
    _mm_storeu_si128((__m128i *)(c + (i0 + 1) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib))));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 48 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 48 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 2) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4))));
    _mm_storeu_si128((__m128i *)(c + (i0 + 3) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib))));
}

/* rows i0..i0+9, bytes 0..9 of C ^= A*B: 10 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_tile10(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i lg_tab = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12);
    const __m128i ex_tab = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0);
    const __m128i f15 = _mm_set1_epi8(15);
    const __m128i ex_hi = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[10][16] = {{0}};
    size_t r;
    for (r = 0; r < 10; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    __m128i l0_0, h0_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[0] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[1] + 0));
      l0_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h0_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l1_0, h1_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[2] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[3] + 0));
      l1_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h1_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l2_0, h2_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[4] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[5] + 0));
      l2_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h2_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l3_0, h3_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[6] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[7] + 0));
      l3_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h3_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l4_0, h4_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[8] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[9] + 0));
      l4_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h4_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        {
            const __m128i xcp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j)])), lg_tab);
            const __m128i tcp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp00, _mm_sub_epi8(xcp00, f15)));
            const __m128i xcp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j)])), lg_tab);
            const __m128i tcp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp01, _mm_sub_epi8(xcp01, f15)));
            const __m128i cp0 = _mm_or_si128(tcp00, tcp01);
            l0_0 = _mm_xor_si128(l0_0, _mm_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm_xor_si128(h0_0, _mm_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m128i xcp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j)])), lg_tab);
            const __m128i tcp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp10, _mm_sub_epi8(xcp10, f15)));
            const __m128i xcp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j)])), lg_tab);
            const __m128i tcp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp11, _mm_sub_epi8(xcp11, f15)));
            const __m128i cp1 = _mm_or_si128(tcp10, tcp11);
            l1_0 = _mm_xor_si128(l1_0, _mm_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm_xor_si128(h1_0, _mm_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m128i xcp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j)])), lg_tab);
            const __m128i tcp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp20, _mm_sub_epi8(xcp20, f15)));
            const __m128i xcp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j)])), lg_tab);
            const __m128i tcp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp21, _mm_sub_epi8(xcp21, f15)));
            const __m128i cp2 = _mm_or_si128(tcp20, tcp21);
            l2_0 = _mm_xor_si128(l2_0, _mm_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm_xor_si128(h2_0, _mm_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m128i xcp30 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 6) * 96 + (j)])), lg_tab);
            const __m128i tcp30 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp30, _mm_sub_epi8(xcp30, f15)));
            const __m128i xcp31 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 7) * 96 + (j)])), lg_tab);
            const __m128i tcp31 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp31, _mm_sub_epi8(xcp31, f15)));
            const __m128i cp3 = _mm_or_si128(tcp30, tcp31);
            l3_0 = _mm_xor_si128(l3_0, _mm_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm_xor_si128(h3_0, _mm_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m128i xcp40 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 8) * 96 + (j)])), lg_tab);
            const __m128i tcp40 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp40, _mm_sub_epi8(xcp40, f15)));
            const __m128i xcp41 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 9) * 96 + (j)])), lg_tab);
            const __m128i tcp41 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp41, _mm_sub_epi8(xcp41, f15)));
            const __m128i cp4 = _mm_or_si128(tcp40, tcp41);
            l4_0 = _mm_xor_si128(l4_0, _mm_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm_xor_si128(h4_0, _mm_shuffle_epi8(cp4, n0_h));
        }
    }
    _mm_storeu_si128((__m128i *)(ybuf[0] + 0), _mm_or_si128(_mm_and_si128(l0_0, nib), _mm_slli_epi16(_mm_and_si128(h0_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[1] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l0_0, 4), nib), _mm_and_si128(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[2] + 0), _mm_or_si128(_mm_and_si128(l1_0, nib), _mm_slli_epi16(_mm_and_si128(h1_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[3] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l1_0, 4), nib), _mm_and_si128(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[4] + 0), _mm_or_si128(_mm_and_si128(l2_0, nib), _mm_slli_epi16(_mm_and_si128(h2_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[5] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l2_0, 4), nib), _mm_and_si128(h2_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[6] + 0), _mm_or_si128(_mm_and_si128(l3_0, nib), _mm_slli_epi16(_mm_and_si128(h3_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[7] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l3_0, 4), nib), _mm_and_si128(h3_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[8] + 0), _mm_or_si128(_mm_and_si128(l4_0, nib), _mm_slli_epi16(_mm_and_si128(h4_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[9] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l4_0, 4), nib), _mm_and_si128(h4_0, hinib)));
    for (r = 0; r < 10; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+5, bytes 0..9 of C ^= A*B: 6 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_tile6(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i lg_tab = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12);
    const __m128i ex_tab = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0);
    const __m128i f15 = _mm_set1_epi8(15);
    const __m128i ex_hi = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[6][16] = {{0}};
    size_t r;
    for (r = 0; r < 6; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    __m128i l0_0, h0_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[0] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[1] + 0));
      l0_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h0_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l1_0, h1_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[2] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[3] + 0));
      l1_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h1_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l2_0, h2_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[4] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[5] + 0));
      l2_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h2_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        {
            const __m128i xcp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j)])), lg_tab);
            const __m128i tcp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp00, _mm_sub_epi8(xcp00, f15)));
            const __m128i xcp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j)])), lg_tab);
            const __m128i tcp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp01, _mm_sub_epi8(xcp01, f15)));
            const __m128i cp0 = _mm_or_si128(tcp00, tcp01);
            l0_0 = _mm_xor_si128(l0_0, _mm_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm_xor_si128(h0_0, _mm_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m128i xcp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j)])), lg_tab);
            const __m128i tcp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp10, _mm_sub_epi8(xcp10, f15)));
            const __m128i xcp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j)])), lg_tab);
            const __m128i tcp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp11, _mm_sub_epi8(xcp11, f15)));
            const __m128i cp1 = _mm_or_si128(tcp10, tcp11);
            l1_0 = _mm_xor_si128(l1_0, _mm_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm_xor_si128(h1_0, _mm_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m128i xcp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j)])), lg_tab);
            const __m128i tcp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp20, _mm_sub_epi8(xcp20, f15)));
            const __m128i xcp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j)])), lg_tab);
            const __m128i tcp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp21, _mm_sub_epi8(xcp21, f15)));
            const __m128i cp2 = _mm_or_si128(tcp20, tcp21);
            l2_0 = _mm_xor_si128(l2_0, _mm_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm_xor_si128(h2_0, _mm_shuffle_epi8(cp2, n0_h));
        }
    }
    _mm_storeu_si128((__m128i *)(ybuf[0] + 0), _mm_or_si128(_mm_and_si128(l0_0, nib), _mm_slli_epi16(_mm_and_si128(h0_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[1] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l0_0, 4), nib), _mm_and_si128(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[2] + 0), _mm_or_si128(_mm_and_si128(l1_0, nib), _mm_slli_epi16(_mm_and_si128(h1_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[3] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l1_0, 4), nib), _mm_and_si128(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[4] + 0), _mm_or_si128(_mm_and_si128(l2_0, nib), _mm_slli_epi16(_mm_and_si128(h2_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[5] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l2_0, 4), nib), _mm_and_si128(h2_0, hinib)));
    for (r = 0; r < 6; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+3, bytes 0..63 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 32)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 32));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 32)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 32));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_loadu_si256((const __m256i *)(xp + 32));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 32), _mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 32), _mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)));
}

/* rows i0..i0+3, bytes 64..119 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile4_q64(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 64)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 64));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 0) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 0) * 120 + 96) + 16)), 1), u1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 1) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 1) * 120 + 96) + 16)), 1);
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 64)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 64));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 2) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 2) * 120 + 96) + 16)), 1), u1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 3) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 3) * 120 + 96) + 16)), 1);
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120 + 64;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 32))), _mm_loadl_epi64((const __m128i *)((xp + 32) + 16)), 1);
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 40 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 64), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 64), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 0) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)))); _mm_storel_epi64((__m128i *)((c + (i0 + 0) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)), 1));
    _mm_storeu_si128((__m128i *)(c + (i0 + 1) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)))); _mm_storel_epi64((__m128i *)((c + (i0 + 1) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)), 1));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 64), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 64), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 2) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)))); _mm_storel_epi64((__m128i *)((c + (i0 + 2) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)), 1));
    _mm_storeu_si128((__m128i *)(c + (i0 + 3) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)))); _mm_storel_epi64((__m128i *)((c + (i0 + 3) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)), 1));
}

/* rows i0..i0+3, bytes 0..38 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[4][64] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[0] + 0)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[1] + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[0] + 32)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[1] + 32));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[2] + 0)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[3] + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[2] + 32)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[3] + 32));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = 0;
    for (; j < 78; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_loadu_si256((const __m256i *)(xp + 32));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 8 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 8 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 8 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 8 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(ybuf[0] + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[1] + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[0] + 32), _mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[1] + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[2] + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[3] + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[2] + 32), _mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[3] + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)));
    for (r = 0; r < 4; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+8, bytes 0..31 of C ^= A*B: 9 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_tile9(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i y8_0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 8) * 32 + 0));
    size_t j = 0;
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 4)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 5)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 6)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 7)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m256i xc8_ = _mm256_adds_epu8(_mm256_set1_epi8((char)lg[(j) * 18 + (i0 + 8)]), lg_tab);
            const __m256i c8_l = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xc8_, _mm256_sub_epi8(xc8_, f15)));
            const __m256i c8_h = _mm256_slli_epi16(c8_l, 4);
            y8_0 = _mm256_xor_si256(y8_0, _mm256_xor_si256(_mm256_shuffle_epi8(c8_l, n0_l), _mm256_shuffle_epi8(c8_h, n0_h)));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 8) * 32 + 0), y8_0);
}

/* rows i0..i0+7, bytes 0..31 of C ^= A*B: 8 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_tile8(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = 0;
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 4)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 5)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 6)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 7)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
}

/* rows i0..i0+9, bytes 0..31 of C ^= A*B: 10 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile10(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l4_0, h4_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 8) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 9) * 32 + 0));
      l4_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h4_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = i0;
    for (; j < i0 + 9; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 1 ? lg[(i0 + 1) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 3 ? lg[(i0 + 3) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 5 ? lg[(i0 + 5) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 7 ? lg[(i0 + 7) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 9 ? lg[(i0 + 9) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            l4_0 = _mm256_xor_si256(l4_0, _mm256_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm256_xor_si256(h4_0, _mm256_shuffle_epi8(cp4, n0_h));
        }
    }
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 5) * 64 + (j)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 7) * 64 + (j)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 9) * 64 + (j)])), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            l4_0 = _mm256_xor_si256(l4_0, _mm256_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm256_xor_si256(h4_0, _mm256_shuffle_epi8(cp4, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 8) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l4_0, nib), _mm256_slli_epi16(_mm256_and_si256(h4_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 9) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l4_0, 4), nib), _mm256_and_si256(h4_0, hinib)));
}

/* rows i0..i0+3, bytes 0..31 of C ^= A*B: 4 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i lg_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex_tab = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m256i ex_hi = _mm256_broadcastsi128_si256(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = i0;
    for (; j < i0 + 3; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 1 ? lg[(i0 + 1) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 3 ? lg[(i0 + 3) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
    }
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
}

/* rows i0..i0+3, bytes 0..47 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 48 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 48 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 0) * 48 + 32))), u1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 1) * 48 + 32)));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 48 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 48 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 2) * 48 + 32))), u1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 3) * 48 + 32)));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 48;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 32)));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 48 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 48 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 0) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4))));
    _mm_storeu_si128((__m128i *)(c + (i0 + 1) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib))));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 48 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 48 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 2) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4))));
    _mm_storeu_si128((__m128i *)(c + (i0 + 3) * 48 + 32), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib))));
}

/* rows i0..i0+9, bytes 0..9 of C ^= A*B: 10 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_prepared_tile10(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[10][16] = {{0}};
    size_t r;
    for (r = 0; r < 10; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    __m128i l0_0, h0_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[0] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[1] + 0));
      l0_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h0_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l1_0, h1_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[2] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[3] + 0));
      l1_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h1_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l2_0, h2_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[4] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[5] + 0));
      l2_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h2_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l3_0, h3_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[6] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[7] + 0));
      l3_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h3_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l4_0, h4_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[8] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[9] + 0));
      l4_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h4_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            l0_0 = _mm_xor_si128(l0_0, _mm_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm_xor_si128(h0_0, _mm_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            l1_0 = _mm_xor_si128(l1_0, _mm_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm_xor_si128(h1_0, _mm_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m128i cp2 = _mm_loadu_si128((const __m128i *)(tp + 32));
            l2_0 = _mm_xor_si128(l2_0, _mm_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm_xor_si128(h2_0, _mm_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m128i cp3 = _mm_loadu_si128((const __m128i *)(tp + 48));
            l3_0 = _mm_xor_si128(l3_0, _mm_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm_xor_si128(h3_0, _mm_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m128i cp4 = _mm_loadu_si128((const __m128i *)(tp + 64));
            l4_0 = _mm_xor_si128(l4_0, _mm_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm_xor_si128(h4_0, _mm_shuffle_epi8(cp4, n0_h));
        }
    }
    _mm_storeu_si128((__m128i *)(ybuf[0] + 0), _mm_or_si128(_mm_and_si128(l0_0, nib), _mm_slli_epi16(_mm_and_si128(h0_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[1] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l0_0, 4), nib), _mm_and_si128(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[2] + 0), _mm_or_si128(_mm_and_si128(l1_0, nib), _mm_slli_epi16(_mm_and_si128(h1_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[3] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l1_0, 4), nib), _mm_and_si128(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[4] + 0), _mm_or_si128(_mm_and_si128(l2_0, nib), _mm_slli_epi16(_mm_and_si128(h2_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[5] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l2_0, 4), nib), _mm_and_si128(h2_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[6] + 0), _mm_or_si128(_mm_and_si128(l3_0, nib), _mm_slli_epi16(_mm_and_si128(h3_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[7] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l3_0, 4), nib), _mm_and_si128(h3_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[8] + 0), _mm_or_si128(_mm_and_si128(l4_0, nib), _mm_slli_epi16(_mm_and_si128(h4_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[9] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l4_0, 4), nib), _mm_and_si128(h4_0, hinib)));
    for (r = 0; r < 10; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+5, bytes 0..9 of C ^= A*B: 6 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_prepared_tile6(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[6][16] = {{0}};
    size_t r;
    for (r = 0; r < 6; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    __m128i l0_0, h0_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[0] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[1] + 0));
      l0_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h0_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l1_0, h1_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[2] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[3] + 0));
      l1_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h1_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l2_0, h2_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[4] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[5] + 0));
      l2_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h2_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 3) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            l0_0 = _mm_xor_si128(l0_0, _mm_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm_xor_si128(h0_0, _mm_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            l1_0 = _mm_xor_si128(l1_0, _mm_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm_xor_si128(h1_0, _mm_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m128i cp2 = _mm_loadu_si128((const __m128i *)(tp + 32));
            l2_0 = _mm_xor_si128(l2_0, _mm_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm_xor_si128(h2_0, _mm_shuffle_epi8(cp2, n0_h));
        }
    }
    _mm_storeu_si128((__m128i *)(ybuf[0] + 0), _mm_or_si128(_mm_and_si128(l0_0, nib), _mm_slli_epi16(_mm_and_si128(h0_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[1] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l0_0, 4), nib), _mm_and_si128(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[2] + 0), _mm_or_si128(_mm_and_si128(l1_0, nib), _mm_slli_epi16(_mm_and_si128(h1_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[3] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l1_0, 4), nib), _mm_and_si128(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[4] + 0), _mm_or_si128(_mm_and_si128(l2_0, nib), _mm_slli_epi16(_mm_and_si128(h2_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[5] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l2_0, 4), nib), _mm_and_si128(h2_0, hinib)));
    for (r = 0; r < 6; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+3, bytes 0..63 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 32)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 32));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 32)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 32));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_loadu_si256((const __m256i *)(xp + 32));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 32), _mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 32), _mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)));
}

/* rows i0..i0+3, bytes 64..119 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile4_q64(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 120 + 64)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 120 + 64));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 0) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 0) * 120 + 96) + 16)), 1), u1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 1) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 1) * 120 + 96) + 16)), 1);
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 120 + 64)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 120 + 64));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 2) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 2) * 120 + 96) + 16)), 1), u1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(c + (i0 + 3) * 120 + 96))), _mm_loadl_epi64((const __m128i *)((c + (i0 + 3) * 120 + 96) + 16)), 1);
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120 + 64;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_inserti128_si256(_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 32))), _mm_loadl_epi64((const __m128i *)((xp + 32) + 16)), 1);
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 120 + 64), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 120 + 64), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 0) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)))); _mm_storel_epi64((__m128i *)((c + (i0 + 0) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)), 1));
    _mm_storeu_si128((__m128i *)(c + (i0 + 1) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)))); _mm_storel_epi64((__m128i *)((c + (i0 + 1) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)), 1));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 120 + 64), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 120 + 64), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm_storeu_si128((__m128i *)(c + (i0 + 2) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)))); _mm_storel_epi64((__m128i *)((c + (i0 + 2) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)), 1));
    _mm_storeu_si128((__m128i *)(c + (i0 + 3) * 120 + 96), _mm256_castsi256_si128(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)))); _mm_storel_epi64((__m128i *)((c + (i0 + 3) * 120 + 96) + 16), _mm256_extracti128_si256(_mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)), 1));
}

/* rows i0..i0+3, bytes 0..38 of C ^= A*B: 4 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[4][64] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[0] + 0)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[1] + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l0_1, h0_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[0] + 32)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[1] + 32));
      l0_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[2] + 0)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[3] + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_1, h1_1;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(ybuf[2] + 32)), u1 = _mm256_loadu_si256((const __m256i *)(ybuf[3] + 32));
      l1_1 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        const __m256i x1 = _mm256_loadu_si256((const __m256i *)(xp + 32));
        const __m256i n1_l = _mm256_and_si256(x1, nib), n1_h = _mm256_and_si256(_mm256_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm256_xor_si256(l0_1, _mm256_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm256_xor_si256(h0_1, _mm256_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm256_xor_si256(l1_1, _mm256_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm256_xor_si256(h1_1, _mm256_shuffle_epi8(cp1, n1_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(ybuf[0] + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[1] + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[0] + 32), _mm256_or_si256(_mm256_and_si256(l0_1, nib), _mm256_slli_epi16(_mm256_and_si256(h0_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[1] + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_1, 4), nib), _mm256_and_si256(h0_1, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[2] + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[3] + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(ybuf[2] + 32), _mm256_or_si256(_mm256_and_si256(l1_1, nib), _mm256_slli_epi16(_mm256_and_si256(h1_1, nib), 4)));
    _mm256_storeu_si256((__m256i *)(ybuf[3] + 32), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_1, 4), nib), _mm256_and_si256(h1_1, hinib)));
    for (r = 0; r < 4; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+8, bytes 0..31 of C ^= A*B: 9 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile9(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i y8_0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 8) * 32 + 0));
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m256i c8_l = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 64))), c8_h = _mm256_slli_epi16(c8_l, 4);
            y8_0 = _mm256_xor_si256(y8_0, _mm256_xor_si256(_mm256_shuffle_epi8(c8_l, n0_l), _mm256_shuffle_epi8(c8_h, n0_h)));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 8) * 32 + 0), y8_0);
}

/* rows i0..i0+7, bytes 0..31 of C ^= A*B: 8 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile8(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 4) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
}

/* rows i0..i0+9, bytes 0..31 of C ^= A*B: 10 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile10(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l2_0, h2_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 4) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 5) * 32 + 0));
      l2_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h2_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l3_0, h3_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 6) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 7) * 32 + 0));
      l3_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h3_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l4_0, h4_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 8) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 9) * 32 + 0));
      l4_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h4_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 9 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const __m256i cp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 64)));
            l4_0 = _mm256_xor_si256(l4_0, _mm256_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm256_xor_si256(h4_0, _mm256_shuffle_epi8(cp4, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm256_xor_si256(l2_0, _mm256_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm256_xor_si256(h2_0, _mm256_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm256_xor_si256(l3_0, _mm256_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm256_xor_si256(h3_0, _mm256_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m256i cp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 64)));
            l4_0 = _mm256_xor_si256(l4_0, _mm256_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm256_xor_si256(h4_0, _mm256_shuffle_epi8(cp4, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 4) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l2_0, nib), _mm256_slli_epi16(_mm256_and_si256(h2_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 5) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l2_0, 4), nib), _mm256_and_si256(h2_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 6) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l3_0, nib), _mm256_slli_epi16(_mm256_and_si256(h3_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 7) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l3_0, 4), nib), _mm256_and_si256(h3_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 8) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l4_0, nib), _mm256_slli_epi16(_mm256_and_si256(h4_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 9) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l4_0, 4), nib), _mm256_and_si256(h4_0, hinib)));
}

/* rows i0..i0+3, bytes 0..31 of C ^= A*B: 4 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    const __m256i hinib = _mm256_set1_epi8((char)0xf0);
    __m256i l0_0, h0_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 0) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 1) * 32 + 0));
      l0_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h0_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l1_0, h1_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 2) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 3) * 32 + 0));
      l1_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h1_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 3 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm256_xor_si256(l0_0, _mm256_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm256_xor_si256(h0_0, _mm256_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm256_xor_si256(l1_0, _mm256_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm256_xor_si256(h1_0, _mm256_shuffle_epi8(cp1, n0_h));
        }
    }
    _mm256_storeu_si256((__m256i *)(c + (i0 + 0) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l0_0, nib), _mm256_slli_epi16(_mm256_and_si256(h0_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 1) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0_0, 4), nib), _mm256_and_si256(h0_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 2) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l1_0, nib), _mm256_slli_epi16(_mm256_and_si256(h1_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 3) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1_0, 4), nib), _mm256_and_si256(h1_0, hinib)));
}

/* rows i0..i0+3, bytes 0..1 of C ^= A*B: 4 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_block4_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[4][16] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 2, 2);
    __m128i l0_0, h0_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[0] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[1] + 0));
      l0_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h0_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l1_0, h1_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[2] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[3] + 0));
      l1_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h1_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 2;
        memcpy(xpad, xp, 2);
        xp = xpad;
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            l0_0 = _mm_xor_si128(l0_0, _mm_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm_xor_si128(h0_0, _mm_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            l1_0 = _mm_xor_si128(l1_0, _mm_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm_xor_si128(h1_0, _mm_shuffle_epi8(cp1, n0_h));
        }
    }
    _mm_storeu_si128((__m128i *)(ybuf[0] + 0), _mm_or_si128(_mm_and_si128(l0_0, nib), _mm_slli_epi16(_mm_and_si128(h0_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[1] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l0_0, 4), nib), _mm_and_si128(h0_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[2] + 0), _mm_or_si128(_mm_and_si128(l1_0, nib), _mm_slli_epi16(_mm_and_si128(h1_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[3] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l1_0, 4), nib), _mm_and_si128(h1_0, hinib)));
    for (r = 0; r < 4; r++)
        memcpy(c + (i0 + r) * 2, ybuf[r], 2);
}

/* x, opaque to the optimizer: a public row index is never rewritten in terms of the secret pivot row
 * (which would put the secret into addresses and loop exits) */
static inline int gf16_gemm_priv_ef_opaque(int x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#endif
    return x;
}

/* all ones if a == b (a, b >= 0), else 0 */
static inline uint64_t gf16_gemm_priv_ef_eq(int a, int b)
{
    return (uint64_t)((int64_t)((uint64_t)(int64_t)(a ^ b) - 1) >> 63);
}

/* all ones if a > b, else 0 */
static inline uint64_t gf16_gemm_priv_ef_gt(int a, int b)
{
    return (uint64_t)(((int64_t)b - (int64_t)a) >> 63);
}

/* all ones if v != 0 (v < 2^63), else 0 */
static inline uint64_t gf16_gemm_priv_ef_nz(uint64_t v)
{
    return (uint64_t)((int64_t)(0 - v) >> 63);
}

/* clear n bytes (a multiple of 8) of secret scratch by volatile 64-bit stores, which no compiler drops */
static inline void gf16_gemm_priv_ef_clear(void *p, size_t n)
{
    volatile uint64_t *q = (volatile uint64_t *)p;
    for (size_t i = 0; i < n / 8; i++)
        q[i] = 0;
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 6 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col6(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 0 */
    uint8_t *base = w + 0;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    __m128i acc3 = _mm_setzero_si128();
    __m128i acc4 = _mm_setzero_si128();
    __m128i acc5 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        acc3 = _mm_xor_si128(acc3, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 96))));
        acc4 = _mm_xor_si128(acc4, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 128))));
        acc5 = _mm_xor_si128(acc5, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 160))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m128i q3 = _mm_shuffle_epi8(ti, acc3);
    const __m256i p3 = _mm256_broadcastsi128_si256(q3);
    const __m128i q4 = _mm_shuffle_epi8(ti, acc4);
    const __m256i p4 = _mm256_broadcastsi128_si256(q4);
    const __m128i q5 = _mm_shuffle_epi8(ti, acc5);
    const __m256i p5 = _mm256_broadcastsi128_si256(q5);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        _mm256_storeu_si256((__m256i *)(q + 96), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 96)), _mm256_shuffle_epi8(tab, p3)));
        _mm256_storeu_si256((__m256i *)(q + 128), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 128)), _mm256_shuffle_epi8(tab, p4)));
        _mm256_storeu_si256((__m256i *)(q + 160), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 160)), _mm256_shuffle_epi8(tab, p5)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
        _mm_storeu_si128((__m128i *)(row + 96), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 96)), q3, mk));
        _mm_storeu_si128((__m128i *)(row + 128), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 128)), q4, mk));
        _mm_storeu_si128((__m128i *)(row + 160), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 160)), q5, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 5 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col5(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 1 */
    uint8_t *base = w + 32;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    __m128i acc3 = _mm_setzero_si128();
    __m128i acc4 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        acc3 = _mm_xor_si128(acc3, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 96))));
        acc4 = _mm_xor_si128(acc4, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 128))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m128i q3 = _mm_shuffle_epi8(ti, acc3);
    const __m256i p3 = _mm256_broadcastsi128_si256(q3);
    const __m128i q4 = _mm_shuffle_epi8(ti, acc4);
    const __m256i p4 = _mm256_broadcastsi128_si256(q4);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        _mm256_storeu_si256((__m256i *)(q + 96), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 96)), _mm256_shuffle_epi8(tab, p3)));
        _mm256_storeu_si256((__m256i *)(q + 128), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 128)), _mm256_shuffle_epi8(tab, p4)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
        _mm_storeu_si128((__m128i *)(row + 96), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 96)), q3, mk));
        _mm_storeu_si128((__m128i *)(row + 128), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 128)), q4, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 4 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col4(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 2 */
    uint8_t *base = w + 64;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    __m128i acc3 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        acc3 = _mm_xor_si128(acc3, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 96))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m128i q3 = _mm_shuffle_epi8(ti, acc3);
    const __m256i p3 = _mm256_broadcastsi128_si256(q3);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        _mm256_storeu_si256((__m256i *)(q + 96), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 96)), _mm256_shuffle_epi8(tab, p3)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
        _mm_storeu_si128((__m128i *)(row + 96), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 96)), q3, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 3 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col3(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 3 */
    uint8_t *base = w + 96;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 2 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col2(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 4 */
    uint8_t *base = w + 128;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo1_ef: pivot column t with the scratch rows' last 1 chunks live */
static inline void gf16_gemm_priv_ef_mayo1_ef_col1(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 3 > 0 ? t - 3 : 0; /* public bounds, as MAYO's */
    const int ub = t < 77 ? t : 77;
    const int top = ub + 32 < 77 ? ub + 32 : 77;
    const int b = (t + 15) & 15; /* the pivot column's byte in chunk 5 */
    uint8_t *base = w + 160;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 39; r++) {
        uint8_t *q = base + (size_t)r * 192;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo2_ef: pivot column t with the scratch rows' last 5 chunks live */
static inline void gf16_gemm_priv_ef_mayo2_ef_col5(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 5 > 0 ? t - 5 : 0; /* public bounds, as MAYO's */
    const int ub = t < 63 ? t : 63;
    const int top = ub + 32 < 63 ? ub + 32 : 63;
    const int b = (t + 11) & 15; /* the pivot column's byte in chunk 0 */
    uint8_t *base = w + 0;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    __m128i acc3 = _mm_setzero_si128();
    __m128i acc4 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        acc3 = _mm_xor_si128(acc3, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 96))));
        acc4 = _mm_xor_si128(acc4, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 128))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m128i q3 = _mm_shuffle_epi8(ti, acc3);
    const __m256i p3 = _mm256_broadcastsi128_si256(q3);
    const __m128i q4 = _mm_shuffle_epi8(ti, acc4);
    const __m256i p4 = _mm256_broadcastsi128_si256(q4);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 32; r++) {
        uint8_t *q = base + (size_t)r * 160;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        _mm256_storeu_si256((__m256i *)(q + 96), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 96)), _mm256_shuffle_epi8(tab, p3)));
        _mm256_storeu_si256((__m256i *)(q + 128), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 128)), _mm256_shuffle_epi8(tab, p4)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
        _mm_storeu_si128((__m128i *)(row + 96), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 96)), q3, mk));
        _mm_storeu_si128((__m128i *)(row + 128), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 128)), q4, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo2_ef: pivot column t with the scratch rows' last 4 chunks live */
static inline void gf16_gemm_priv_ef_mayo2_ef_col4(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 5 > 0 ? t - 5 : 0; /* public bounds, as MAYO's */
    const int ub = t < 63 ? t : 63;
    const int top = ub + 32 < 63 ? ub + 32 : 63;
    const int b = (t + 11) & 15; /* the pivot column's byte in chunk 1 */
    uint8_t *base = w + 32;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    __m128i acc3 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        acc3 = _mm_xor_si128(acc3, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 96))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m128i q3 = _mm_shuffle_epi8(ti, acc3);
    const __m256i p3 = _mm256_broadcastsi128_si256(q3);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 32; r++) {
        uint8_t *q = base + (size_t)r * 160;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        _mm256_storeu_si256((__m256i *)(q + 96), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 96)), _mm256_shuffle_epi8(tab, p3)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
        _mm_storeu_si128((__m128i *)(row + 96), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 96)), q3, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo2_ef: pivot column t with the scratch rows' last 3 chunks live */
static inline void gf16_gemm_priv_ef_mayo2_ef_col3(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 5 > 0 ? t - 5 : 0; /* public bounds, as MAYO's */
    const int ub = t < 63 ? t : 63;
    const int top = ub + 32 < 63 ? ub + 32 : 63;
    const int b = (t + 11) & 15; /* the pivot column's byte in chunk 2 */
    uint8_t *base = w + 64;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    __m128i acc2 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        acc2 = _mm_xor_si128(acc2, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 64))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m128i q2 = _mm_shuffle_epi8(ti, acc2);
    const __m256i p2 = _mm256_broadcastsi128_si256(q2);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 32; r++) {
        uint8_t *q = base + (size_t)r * 160;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        _mm256_storeu_si256((__m256i *)(q + 64), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 64)), _mm256_shuffle_epi8(tab, p2)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
        _mm_storeu_si128((__m128i *)(row + 64), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 64)), q2, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo2_ef: pivot column t with the scratch rows' last 2 chunks live */
static inline void gf16_gemm_priv_ef_mayo2_ef_col2(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 5 > 0 ? t - 5 : 0; /* public bounds, as MAYO's */
    const int ub = t < 63 ? t : 63;
    const int top = ub + 32 < 63 ? ub + 32 : 63;
    const int b = (t + 11) & 15; /* the pivot column's byte in chunk 3 */
    uint8_t *base = w + 96;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    __m128i acc1 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        acc1 = _mm_xor_si128(acc1, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 32))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m128i q1 = _mm_shuffle_epi8(ti, acc1);
    const __m256i p1 = _mm256_broadcastsi128_si256(q1);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 32; r++) {
        uint8_t *q = base + (size_t)r * 160;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        _mm256_storeu_si256((__m256i *)(q + 32), _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(q + 32)), _mm256_shuffle_epi8(tab, p1)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
        _mm_storeu_si128((__m128i *)(row + 32), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 32)), q1, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* ef mayo2_ef: pivot column t with the scratch rows' last 1 chunks live */
static inline void gf16_gemm_priv_ef_mayo2_ef_col1(uint8_t *w, int t, int *pivot_row)
{
    const int pr = *pivot_row; /* secret */
    const int lb = t - 5 > 0 ? t - 5 : 0; /* public bounds, as MAYO's */
    const int ub = t < 63 ? t : 63;
    const int top = ub + 32 < 63 ? ub + 32 : 63;
    const int b = (t + 11) & 15; /* the pivot column's byte in chunk 4 */
    uint8_t *base = w + 128;
    int r;
    __m128i acc0 = _mm_setzero_si128();
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        const __m128i mk = _mm_set1_epi64x((long long)inc);
        acc0 = _mm_xor_si128(acc0, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + 0))));
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    const __m256i lg = _mm256_broadcastsi128_si256(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m256i ex = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m256i f15 = _mm256_set1_epi8(15);
    const __m128i li = _mm_shuffle_epi8(_mm_setr_epi8(-1, 0, 14, 11, 13, 7, 10, 5, 12, 1, 6, 8, 9, 2, 4, 3), _mm_set1_epi8((char)piv));
    const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));
    const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), _mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));
    const __m128i q0 = _mm_shuffle_epi8(ti, acc0);
    const __m256i p0 = _mm256_broadcastsi128_si256(q0);
    const __m256i at = _mm256_set1_epi8((char)b);
    const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));
    __m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    for (r = lb >> 1; r < 32; r++) {
        uint8_t *q = base + (size_t)r * 160;
        const __m256i d0 = _mm256_loadu_si256((const __m256i *)(q));
        const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));
        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);
        const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));
        _mm256_storeu_si256((__m256i *)(q), _mm256_xor_si256(d0, _mm256_shuffle_epi8(tab, p0)));
        rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));
    }
    for (r = lb; r <= ub; r++) {
        uint8_t *row = base + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        const __m128i mk = _mm_set1_epi64x((long long)(gf16_gemm_priv_ef_eq(gf16_gemm_priv_ef_opaque(r), pr) & ~pz));
        _mm_storeu_si128((__m128i *)(row + 0), _mm_blendv_epi8(_mm_loadu_si128((const __m128i *)(row + 0)), q0, mk));
    }
    *pivot_row = pr + (int)(~pz & 1);
}

/* C ^= A*B, C 20x96, A 20x96, B 96x96 over GF(2^4), row-major, nibble-packed rows:
 * C: 20 rows of 48 bytes; B: 96 rows of 48 bytes; A^T stored: 96 rows of 10 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_f12t(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[1952];
    gf16_gemm_priv_logs(lg, a, 960);
    size_t i0 = 0;
    for (; i0 + 4 <= 20; i0 += 4) {
        gf16_gemm_priv_gemm_snova_f12t_tile4(c, b, i0, lg);
    }
}

/* C ^= A*B, C 96x20, A 96x96, B 96x20 over GF(2^4), row-major, nibble-packed rows:
 * C: 96 rows of 10 bytes; B: 96 rows of 10 bytes; A: 96 rows of 48 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_f12(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[9248];
    gf16_gemm_priv_logs(lg, a, 4608);
    size_t i0 = 0;
    for (; i0 + 10 <= 96; i0 += 10) {
        gf16_gemm_priv_gemm_snova_f12_tile10(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_snova_f12_tile6(c, b, i0, lg);
}

/* C ^= A*B, C 40x240, A 40x240, B 240x240 over GF(2^4), row-major, nibble-packed rows:
 * C: 40 rows of 120 bytes; B: 240 rows of 120 bytes; A^T stored: 240 rows of 20 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_k240t(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0 = 0;
    for (; i0 + 4 <= 40; i0 += 4) {
        gf16_gemm_priv_gemm_snova_k240t_tile4(c, b, i0, lg);
        gf16_gemm_priv_gemm_snova_k240t_tile4_q64(c, b, i0, lg);
    }
}

/* C ^= A*B, C 8x78, A 8x78, B 78x78 over GF(2^4), row-major, nibble-packed rows:
 * C: 8 rows of 39 bytes; B: 78 rows of 39 bytes; A^T stored: 78 rows of 4 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_mayo1_p1o(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[656];
    gf16_gemm_priv_logs(lg, a, 312);
    size_t i0 = 0;
    for (; i0 + 4 <= 8; i0 += 4) {
        gf16_gemm_priv_gemm_mayo1_p1o_tile4(c, b, i0, lg);
    }
}

/* C ^= A*B, C 17x64, A 17x64, B 64x64 over GF(2^4), row-major, nibble-packed rows:
 * C: 17 rows of 32 bytes; B: 64 rows of 32 bytes; A^T stored: 64 rows of 9 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_mayo2_p1o(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[1184];
    gf16_gemm_priv_logs(lg, a, 576);
    size_t i0 = 0;
    for (; i0 + 9 <= 17; i0 += 9) {
        gf16_gemm_priv_gemm_mayo2_p1o_tile9(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_mayo2_p1o_tile8(c, b, i0, lg);
}

/* C ^= A*B, C 64x64, A 64x64, B 64x64 over GF(2^4), row-major, nibble-packed rows:
 * C: 64 rows of 32 bytes; B: 64 rows of 32 bytes; A: 64 rows of 32 bytes; A upper triangular: entries below the diagonal are never read.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_trimat64(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[4128];
    gf16_gemm_priv_logs(lg, a, 2048);
    size_t i0 = 0;
    for (; i0 + 10 <= 64; i0 += 10) {
        gf16_gemm_priv_gemm_trimat64_tile10(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_trimat64_tile4(c, b, i0, lg);
}

/* C ^= A*B, C 4x4, A 4x4, B 4x4 over GF(2^4), row-major, nibble-packed rows:
 * C: 4 rows of 2 bytes; B: 4 rows of 2 bytes; A: 4 rows of 2 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_block4(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    gf16_gemm_gemm_block4_inline(c, a, b);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_f12t_prepared (A^T stored: 96 rows of 10 bytes):
 * 15360 bytes (GF16_GEMM_GEMM_SNOVA_F12T_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[1952];
    gf16_gemm_priv_logs(lg, a, 960);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 20; i0 += 4, base += 192) {
        const size_t T = 20 - i0 < 4 ? 20 - i0 : 4; /* the tile's rows */
        for (j = 0; j < 96; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 20 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 20 + (i + 1)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 20 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_snova_f12t_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 96; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_f12t_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 4 <= 20; i0 += 4, tt += 3072) {
        gf16_gemm_priv_gemm_snova_f12t_prepared_tile4(c, tt, b, i0, j0, j1);
    }
}

/* gf16_gemm_gemm_snova_f12t with A given by its tables (gf16_gemm_gemm_snova_f12t_prepare): C ^= A*B, C 20x96,
 * B 96x96, laid out as for gf16_gemm_gemm_snova_f12t. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_f12t_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_snova_f12t_prepared_range(c, tables, b, 0, 96);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_f12_prepared (A: 96 rows of 48 bytes):
 * 73728 bytes (GF16_GEMM_GEMM_SNOVA_F12_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 10, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9248];
    gf16_gemm_priv_logs(lg, a, 4608);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 96; i0 += 10, base += 480) {
        const size_t T = 96 - i0 < 10 ? 96 - i0 : 10; /* the tile's rows */
        for (j = 0; j < 96; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i) * 96 + (j)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i + 1) * 96 + (j)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i) * 96 + (j)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_snova_f12_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 96; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_f12_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 10 <= 96; i0 += 10, tt += 7680) {
        gf16_gemm_priv_gemm_snova_f12_prepared_tile10(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_snova_f12_prepared_tile6(c, tt, b, i0, j0, j1);
}

/* gf16_gemm_gemm_snova_f12 with A given by its tables (gf16_gemm_gemm_snova_f12_prepare): C ^= A*B, C 96x20,
 * B 96x20, laid out as for gf16_gemm_gemm_snova_f12. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_f12_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_snova_f12_prepared_range(c, tables, b, 0, 96);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_k240t_prepared (A^T stored: 240 rows of 20 bytes):
 * 76800 bytes (GF16_GEMM_GEMM_SNOVA_K240T_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_k240t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 40; i0 += 4, base += 480) {
        const size_t T = 40 - i0 < 4 ? 40 - i0 : 4; /* the tile's rows */
        for (j = 0; j < 240; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 40 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 40 + (i + 1)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 40 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_snova_k240t_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 240; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_k240t_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 4 <= 40; i0 += 4, tt += 7680) {
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile4(c, tt, b, i0, j0, j1);
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile4_q64(c, tt, b, i0, j0, j1);
    }
}

/* gf16_gemm_gemm_snova_k240t with A given by its tables (gf16_gemm_gemm_snova_k240t_prepare): C ^= A*B, C 40x240,
 * B 240x240, laid out as for gf16_gemm_gemm_snova_k240t. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_k240t_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_snova_k240t_prepared_range(c, tables, b, 0, 240);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_mayo1_p1o_prepared (A^T stored: 78 rows of 4 bytes):
 * 4992 bytes (GF16_GEMM_GEMM_MAYO1_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo1_p1o_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[656];
    gf16_gemm_priv_logs(lg, a, 312);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 8; i0 += 4, base += 156) {
        const size_t T = 8 - i0 < 4 ? 8 - i0 : 4; /* the tile's rows */
        for (j = 0; j < 78; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 8 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 8 + (i + 1)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 8 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_mayo1_p1o_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 78; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_mayo1_p1o_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 4 <= 8; i0 += 4, tt += 2496) {
        gf16_gemm_priv_gemm_mayo1_p1o_prepared_tile4(c, tt, b, i0, j0, j1);
    }
}

/* gf16_gemm_gemm_mayo1_p1o with A given by its tables (gf16_gemm_gemm_mayo1_p1o_prepare): C ^= A*B, C 8x78,
 * B 78x78, laid out as for gf16_gemm_gemm_mayo1_p1o. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_mayo1_p1o_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_mayo1_p1o_prepared_range(c, tables, b, 0, 78);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_mayo2_p1o_prepared (A^T stored: 64 rows of 9 bytes):
 * 9216 bytes (GF16_GEMM_GEMM_MAYO2_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 9, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo2_p1o_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[1184];
    gf16_gemm_priv_logs(lg, a, 576);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 17; i0 += 9, base += 320) {
        const size_t T = 17 - i0 < 9 ? 17 - i0 : 9; /* the tile's rows */
        for (j = 0; j < 64; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 18 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 18 + (i + 1)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(j) * 18 + (i)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_mayo2_p1o_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 64; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_mayo2_p1o_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 9 <= 17; i0 += 9, tt += 5120) {
        gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile9(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile8(c, tt, b, i0, j0, j1);
}

/* gf16_gemm_gemm_mayo2_p1o with A given by its tables (gf16_gemm_gemm_mayo2_p1o_prepare): C ^= A*B, C 17x64,
 * B 64x64, laid out as for gf16_gemm_gemm_mayo2_p1o. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_mayo2_p1o_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_mayo2_p1o_prepared_range(c, tables, b, 0, 64);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_trimat64_prepared (A: 64 rows of 32 bytes, upper triangular: entries below the diagonal are never read):
 * 32768 bytes (GF16_GEMM_GEMM_TRIMAT64_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 10, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_trimat64_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[4128];
    gf16_gemm_priv_logs(lg, a, 2048);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 64; i0 += 10, base += 320) {
        const size_t T = 64 - i0 < 10 ? 64 - i0 : 10; /* the tile's rows */
        for (j = 0; j < 64; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(j >= i ? lg[(i) * 64 + (j)] : 0xff)), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(j >= i + 1 ? lg[(i + 1) * 64 + (j)] : 0xff)), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(j >= i ? lg[(i) * 64 + (j)] : 0xff)), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_trimat64_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 64; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_trimat64_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 10 <= 64; i0 += 10, tt += 5120) {
        gf16_gemm_priv_gemm_trimat64_prepared_tile10(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_trimat64_prepared_tile4(c, tt, b, i0, j0, j1);
}

/* gf16_gemm_gemm_trimat64 with A given by its tables (gf16_gemm_gemm_trimat64_prepare): C ^= A*B, C 64x64,
 * B 64x64, laid out as for gf16_gemm_gemm_trimat64. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_trimat64_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_trimat64_prepared_range(c, tables, b, 0, 64);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_block4_prepared (A: 4 rows of 2 bytes):
 * 128 bytes (GF16_GEMM_GEMM_BLOCK4_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_block4_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[48];
    gf16_gemm_priv_logs(lg, a, 8);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 4; i0 += 4, base += 8) {
        const size_t T = 4 - i0 < 4 ? 4 - i0 : 4; /* the tile's rows */
        for (j = 0; j < 4; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i exhi16 = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i) * 4 + (j)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    const __m128i xt1 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i + 1) * 4 + (j)])), lg16);
                    const __m128i t1 = _mm_shuffle_epi8(exhi16, _mm_min_epu8(xt1, _mm_sub_epi8(xt1, f16)));
                    const __m128i tp = _mm_or_si128(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const __m128i lg16 = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12), ex16 = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0), f16 = _mm_set1_epi8(15);
                    const __m128i xt0 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i) * 4 + (j)])), lg16);
                    const __m128i t0 = _mm_shuffle_epi8(ex16, _mm_min_epu8(xt0, _mm_sub_epi8(xt0, f16)));
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &t0, 16);
                }
            }
    }
}

/* gf16_gemm_gemm_block4_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 4; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_block4_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1)
{
    const uint8_t *tt = tables;
    size_t i0 = 0;
    for (; i0 + 4 <= 4; i0 += 4, tt += 128) {
        gf16_gemm_priv_gemm_block4_prepared_tile4(c, tt, b, i0, j0, j1);
    }
}

/* gf16_gemm_gemm_block4 with A given by its tables (gf16_gemm_gemm_block4_prepare): C ^= A*B, C 4x4,
 * B 4x4, laid out as for gf16_gemm_gemm_block4. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_block4_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)
{
    gf16_gemm_gemm_block4_prepared_range(c, tables, b, 0, 4);
}

/* a (78 x 81, one element per byte, row-major, every byte < 16) := its row echelon form with ones on
 * the pivots, in constant time, by MAYO's EF (the pivot of column t searched in rows from the pivot row up to
 * min(78 - 1, t + 32), only rows from max(0, t + 78 - 81) on touched; the columns left of the
 * pivot's 16-column block are not updated, as in MAYO's avx2 code). a's contents are secret. */
void gf16_gemm_ef_mayo1_ef(uint8_t *a)
{
    uint8_t w[7488];
    int r, t, pivot_row = 0;
    for (r = 0; r < 78; r++) {
        uint8_t *row = w + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        uint8_t *src = a + (size_t)r * 81;
        memset(row, 0, 16);
        memcpy(row + 15, src + 0, 1);
        memcpy(row + 32, src + 1, 16);
        memcpy(row + 64, src + 17, 16);
        memcpy(row + 96, src + 33, 16);
        memcpy(row + 128, src + 49, 16);
        memcpy(row + 160, src + 65, 16);
    }
    for (t = 0; t < 1; t++)
        gf16_gemm_priv_ef_mayo1_ef_col6(w, t, &pivot_row);
    for (t = 1; t < 17; t++)
        gf16_gemm_priv_ef_mayo1_ef_col5(w, t, &pivot_row);
    for (t = 17; t < 33; t++)
        gf16_gemm_priv_ef_mayo1_ef_col4(w, t, &pivot_row);
    for (t = 33; t < 49; t++)
        gf16_gemm_priv_ef_mayo1_ef_col3(w, t, &pivot_row);
    for (t = 49; t < 65; t++)
        gf16_gemm_priv_ef_mayo1_ef_col2(w, t, &pivot_row);
    for (t = 65; t < 81; t++)
        gf16_gemm_priv_ef_mayo1_ef_col1(w, t, &pivot_row);
    for (r = 0; r < 78; r++) {
        uint8_t *row = w + (size_t)(r >> 1) * 192 + (size_t)(r & 1) * 16;
        uint8_t *src = a + (size_t)r * 81;
        memcpy(src + 0, row + 15, 1);
        memcpy(src + 1, row + 32, 16);
        memcpy(src + 17, row + 64, 16);
        memcpy(src + 33, row + 96, 16);
        memcpy(src + 49, row + 128, 16);
        memcpy(src + 65, row + 160, 16);
    }
    gf16_gemm_priv_ef_clear(w, sizeof w);
    *(volatile int *)&pivot_row = 0;
}

/* a (64 x 69, one element per byte, row-major, every byte < 16) := its row echelon form with ones on
 * the pivots, in constant time, by MAYO's EF (the pivot of column t searched in rows from the pivot row up to
 * min(64 - 1, t + 32), only rows from max(0, t + 64 - 69) on touched; the columns left of the
 * pivot's 16-column block are not updated, as in MAYO's avx2 code). a's contents are secret. */
void gf16_gemm_ef_mayo2_ef(uint8_t *a)
{
    uint8_t w[5120];
    int r, t, pivot_row = 0;
    for (r = 0; r < 64; r++) {
        uint8_t *row = w + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        uint8_t *src = a + (size_t)r * 69;
        memset(row, 0, 16);
        memcpy(row + 11, src + 0, 5);
        memcpy(row + 32, src + 5, 16);
        memcpy(row + 64, src + 21, 16);
        memcpy(row + 96, src + 37, 16);
        memcpy(row + 128, src + 53, 16);
    }
    for (t = 0; t < 5; t++)
        gf16_gemm_priv_ef_mayo2_ef_col5(w, t, &pivot_row);
    for (t = 5; t < 21; t++)
        gf16_gemm_priv_ef_mayo2_ef_col4(w, t, &pivot_row);
    for (t = 21; t < 37; t++)
        gf16_gemm_priv_ef_mayo2_ef_col3(w, t, &pivot_row);
    for (t = 37; t < 53; t++)
        gf16_gemm_priv_ef_mayo2_ef_col2(w, t, &pivot_row);
    for (t = 53; t < 69; t++)
        gf16_gemm_priv_ef_mayo2_ef_col1(w, t, &pivot_row);
    for (r = 0; r < 64; r++) {
        uint8_t *row = w + (size_t)(r >> 1) * 160 + (size_t)(r & 1) * 16;
        uint8_t *src = a + (size_t)r * 69;
        memcpy(src + 0, row + 11, 5);
        memcpy(src + 5, row + 32, 16);
        memcpy(src + 21, row + 64, 16);
        memcpy(src + 37, row + 96, 16);
        memcpy(src + 53, row + 128, 16);
    }
    gf16_gemm_priv_ef_clear(w, sizeof w);
    *(volatile int *)&pivot_row = 0;
}
