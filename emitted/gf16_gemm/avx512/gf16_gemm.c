/*
 * gf16_gemm.c: gemm snova_f12t, gemm snova_f12, gemm snova_k240t, gemm mayo1_p1o, gemm mayo2_p1o, gemm trimat64, gemm block4, ef mayo1_ef, ef mayo2_ef over GF(2^4) = GF(2)[x]/(f),
 *   f = x^4+x+1 (0x13); used in SNOVA (F12 = P11*T12 in keygen) and MAYO (P1*O, the echelon form) with GF(16) entries.
 * Data: bytes; two GF(16) elements per byte, low nibble first (as MAYO and SNOVA pack them); a scalar is the low nibble of a byte.
 *   gemm: shapes fixed here; matrices row-major, nibble-packed rows (each row starts at a byte);
 *   C ^= A*B (accumulating); A may be stored transposed; any alignment.
 *   ef: the echelon form of an m x n matrix in place (MAYO's EF, constant time), one element per byte, each < 16.
 * ISA: avx512 (x86-64 AVX-512F/VL/BW + VBMI2 + PCLMULQDQ + GFNI (VPTERNLOG xor3, VPSHRDQ funnel shifts)).
 *   Compile with: -mavx512f -mavx512vl -mavx512bw -mavx512vbmi2 -mpclmul -mvpclmulqdq -mgfni
 * Plan: gemm snova_f12t (20x96 times 96x96, A^T stored (k x m)): shuffle on 512-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 20 rows x 1 vector in registers; predicted 32.0 multiply-adds per tick (21 plans priced).
 * Plan: gemm snova_f12 (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 20 rows x 1 vector in registers; predicted 6.7 multiply-adds per tick (11 plans priced).
 * Plan: gemm snova_k240t (40x240 times 240x240, A^T stored (k x m)): shuffle on 512-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 8 rows x 2 vectors in registers; predicted 60.0 multiply-adds per tick (45 plans priced).
 * Plan: gemm mayo1_p1o (8x78 times 78x78, A^T stored (k x m)): shuffle on 512-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 8 rows x 1 vector in registers; predicted 26.0 multiply-adds per tick (21 plans priced).
 * Plan: gemm mayo2_p1o (17x64 times 64x64, A^T stored (k x m)): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 17 rows x 1 vector in registers; predicted 21.3 multiply-adds per tick (14 plans priced).
 * Plan: gemm trimat64 (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 256-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 22 rows x 1 vector in registers; predicted 21.3 multiply-adds per tick (14 plans priced).
 * Plan: gemm block4 (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 4 rows x 1 vector in registers; predicted 1.3 multiply-adds per tick (11 plans priced).
 * Plan: gemm snova_f12t prepared (20x96 times 96x96, A^T stored (k x m)): shuffle on 512-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 15360 in all, built once by _prepare); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 20 rows x 1 vector in registers; predicted 96.0 multiply-adds per tick (6 plans priced).
 * Plan: gemm snova_f12 prepared (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 73728 in all, built once by _prepare); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 20 rows x 1 vector in registers; predicted 17.2 multiply-adds per tick (3 plans priced).
 * Plan: gemm snova_k240t prepared (40x240 times 240x240, A^T stored (k x m)): shuffle on 512-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 76800 in all, built once by _prepare); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 8 rows x 2 vectors in registers; predicted 111.0 multiply-adds per tick (11 plans priced).
 * Plan: gemm mayo1_p1o prepared (8x78 times 78x78, A^T stored (k x m)): shuffle on 512-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 19968 in all, built once by _prepare); every table stored once per 128-bit lane and read by plain loads; two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 8 rows x 1 vector in registers; predicted 78.0 multiply-adds per tick (6 plans priced).
 * Plan: gemm mayo2_p1o prepared (17x64 times 64x64, A^T stored (k x m)): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 18432 in all, built once by _prepare); every table stored once per 128-bit lane and read by plain loads; two pairs of rows of C per 512-bit accumulator, row j of B in both halves (one table load and one 512-bit shuffle per nibble for both pairs); C tiled 17 rows x 1 vector in registers; predicted 128.0 multiply-adds per tick (5 plans priced).
 * Plan: gemm trimat64 prepared (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 256-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 32768 in all, built once by _prepare); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 22 rows x 1 vector in registers; predicted 64.0 multiply-adds per tick (4 plans priced).
 * Plan: gemm block4 prepared (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 128 in all, built once by _prepare); two rows of B per iteration, both products added to an accumulator by one vpternlogq; C tiled 4 rows x 1 vector in registers; predicted 3.5 multiply-adds per tick (3 plans priced).
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
 *   gen --config configs/gf16_gemm.toml --isa avx512
 */
#include "gf16_gemm.h"
#include <string.h>
#include <immintrin.h>

/* rows i0..i0+19, bytes 0..47 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_tile20(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i lg_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m512i ex_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m512i f15 = _mm512_set1_epi8(15);
    const __m512i ex_hi = _mm512_broadcast_i32x4(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[20][64] = {{0}};
    size_t r;
    for (r = 0; r < 20; r++)
        memcpy(ybuf[r], c + (i0 + r) * 48, 48);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l4_0, h4_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[8] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[9] + 0));
      l4_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h4_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l5_0, h5_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[10] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[11] + 0));
      l5_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h5_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l6_0, h6_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[12] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[13] + 0));
      l6_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h6_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l7_0, h7_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[14] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[15] + 0));
      l7_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h7_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l8_0, h8_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[16] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[17] + 0));
      l8_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h8_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l9_0, h9_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[18] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[19] + 0));
      l9_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h9_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = 0;
    uint8_t wpad[64] = {0};
    for (; j + 1 < 96; j += 2) {
        uint8_t const *xp = b + j * 48;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 48);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 48;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 48);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            const __m512i xdp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0)])), lg_tab);
            const __m512i tdp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp00, _mm512_sub_epi8(xdp00, f15)));
            const __m512i xdp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 1)])), lg_tab);
            const __m512i tdp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp01, _mm512_sub_epi8(xdp01, f15)));
            const __m512i dp0 = _mm512_or_si512(tdp00, tdp01);
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            const __m512i xdp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 2)])), lg_tab);
            const __m512i tdp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp10, _mm512_sub_epi8(xdp10, f15)));
            const __m512i xdp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 3)])), lg_tab);
            const __m512i tdp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp11, _mm512_sub_epi8(xdp11, f15)));
            const __m512i dp1 = _mm512_or_si512(tdp10, tdp11);
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            const __m512i xdp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 4)])), lg_tab);
            const __m512i tdp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp20, _mm512_sub_epi8(xdp20, f15)));
            const __m512i xdp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 5)])), lg_tab);
            const __m512i tdp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp21, _mm512_sub_epi8(xdp21, f15)));
            const __m512i dp2 = _mm512_or_si512(tdp20, tdp21);
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            const __m512i xdp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 6)])), lg_tab);
            const __m512i tdp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp30, _mm512_sub_epi8(xdp30, f15)));
            const __m512i xdp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 7)])), lg_tab);
            const __m512i tdp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp31, _mm512_sub_epi8(xdp31, f15)));
            const __m512i dp3 = _mm512_or_si512(tdp30, tdp31);
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m512i xcp40 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 8)])), lg_tab);
            const __m512i tcp40 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp40, _mm512_sub_epi8(xcp40, f15)));
            const __m512i xcp41 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 9)])), lg_tab);
            const __m512i tcp41 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp41, _mm512_sub_epi8(xcp41, f15)));
            const __m512i cp4 = _mm512_or_si512(tcp40, tcp41);
            const __m512i xdp40 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 8)])), lg_tab);
            const __m512i tdp40 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp40, _mm512_sub_epi8(xdp40, f15)));
            const __m512i xdp41 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 9)])), lg_tab);
            const __m512i tdp41 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp41, _mm512_sub_epi8(xdp41, f15)));
            const __m512i dp4 = _mm512_or_si512(tdp40, tdp41);
            l4_0 = _mm512_ternarylogic_epi64(l4_0, _mm512_shuffle_epi8(cp4, n0_l), _mm512_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm512_ternarylogic_epi64(h4_0, _mm512_shuffle_epi8(cp4, n0_h), _mm512_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m512i xcp50 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 10)])), lg_tab);
            const __m512i tcp50 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp50, _mm512_sub_epi8(xcp50, f15)));
            const __m512i xcp51 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 11)])), lg_tab);
            const __m512i tcp51 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp51, _mm512_sub_epi8(xcp51, f15)));
            const __m512i cp5 = _mm512_or_si512(tcp50, tcp51);
            const __m512i xdp50 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 10)])), lg_tab);
            const __m512i tdp50 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp50, _mm512_sub_epi8(xdp50, f15)));
            const __m512i xdp51 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 11)])), lg_tab);
            const __m512i tdp51 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp51, _mm512_sub_epi8(xdp51, f15)));
            const __m512i dp5 = _mm512_or_si512(tdp50, tdp51);
            l5_0 = _mm512_ternarylogic_epi64(l5_0, _mm512_shuffle_epi8(cp5, n0_l), _mm512_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm512_ternarylogic_epi64(h5_0, _mm512_shuffle_epi8(cp5, n0_h), _mm512_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m512i xcp60 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 12)])), lg_tab);
            const __m512i tcp60 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp60, _mm512_sub_epi8(xcp60, f15)));
            const __m512i xcp61 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 13)])), lg_tab);
            const __m512i tcp61 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp61, _mm512_sub_epi8(xcp61, f15)));
            const __m512i cp6 = _mm512_or_si512(tcp60, tcp61);
            const __m512i xdp60 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 12)])), lg_tab);
            const __m512i tdp60 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp60, _mm512_sub_epi8(xdp60, f15)));
            const __m512i xdp61 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 13)])), lg_tab);
            const __m512i tdp61 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp61, _mm512_sub_epi8(xdp61, f15)));
            const __m512i dp6 = _mm512_or_si512(tdp60, tdp61);
            l6_0 = _mm512_ternarylogic_epi64(l6_0, _mm512_shuffle_epi8(cp6, n0_l), _mm512_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm512_ternarylogic_epi64(h6_0, _mm512_shuffle_epi8(cp6, n0_h), _mm512_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m512i xcp70 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 14)])), lg_tab);
            const __m512i tcp70 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp70, _mm512_sub_epi8(xcp70, f15)));
            const __m512i xcp71 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 15)])), lg_tab);
            const __m512i tcp71 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp71, _mm512_sub_epi8(xcp71, f15)));
            const __m512i cp7 = _mm512_or_si512(tcp70, tcp71);
            const __m512i xdp70 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 14)])), lg_tab);
            const __m512i tdp70 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp70, _mm512_sub_epi8(xdp70, f15)));
            const __m512i xdp71 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 15)])), lg_tab);
            const __m512i tdp71 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp71, _mm512_sub_epi8(xdp71, f15)));
            const __m512i dp7 = _mm512_or_si512(tdp70, tdp71);
            l7_0 = _mm512_ternarylogic_epi64(l7_0, _mm512_shuffle_epi8(cp7, n0_l), _mm512_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm512_ternarylogic_epi64(h7_0, _mm512_shuffle_epi8(cp7, n0_h), _mm512_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m512i xcp80 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 16)])), lg_tab);
            const __m512i tcp80 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp80, _mm512_sub_epi8(xcp80, f15)));
            const __m512i xcp81 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 17)])), lg_tab);
            const __m512i tcp81 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp81, _mm512_sub_epi8(xcp81, f15)));
            const __m512i cp8 = _mm512_or_si512(tcp80, tcp81);
            const __m512i xdp80 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 16)])), lg_tab);
            const __m512i tdp80 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp80, _mm512_sub_epi8(xdp80, f15)));
            const __m512i xdp81 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 17)])), lg_tab);
            const __m512i tdp81 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp81, _mm512_sub_epi8(xdp81, f15)));
            const __m512i dp8 = _mm512_or_si512(tdp80, tdp81);
            l8_0 = _mm512_ternarylogic_epi64(l8_0, _mm512_shuffle_epi8(cp8, n0_l), _mm512_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm512_ternarylogic_epi64(h8_0, _mm512_shuffle_epi8(cp8, n0_h), _mm512_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m512i xcp90 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 18)])), lg_tab);
            const __m512i tcp90 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp90, _mm512_sub_epi8(xcp90, f15)));
            const __m512i xcp91 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 19)])), lg_tab);
            const __m512i tcp91 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp91, _mm512_sub_epi8(xcp91, f15)));
            const __m512i cp9 = _mm512_or_si512(tcp90, tcp91);
            const __m512i xdp90 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 18)])), lg_tab);
            const __m512i tdp90 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp90, _mm512_sub_epi8(xdp90, f15)));
            const __m512i xdp91 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 20 + (i0 + 19)])), lg_tab);
            const __m512i tdp91 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp91, _mm512_sub_epi8(xdp91, f15)));
            const __m512i dp9 = _mm512_or_si512(tdp90, tdp91);
            l9_0 = _mm512_ternarylogic_epi64(l9_0, _mm512_shuffle_epi8(cp9, n0_l), _mm512_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm512_ternarylogic_epi64(h9_0, _mm512_shuffle_epi8(cp9, n0_h), _mm512_shuffle_epi8(dp9, m0_h), 0x96);
        }
    }
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 48;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 48);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m512i xcp40 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 8)])), lg_tab);
            const __m512i tcp40 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp40, _mm512_sub_epi8(xcp40, f15)));
            const __m512i xcp41 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 9)])), lg_tab);
            const __m512i tcp41 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp41, _mm512_sub_epi8(xcp41, f15)));
            const __m512i cp4 = _mm512_or_si512(tcp40, tcp41);
            l4_0 = _mm512_xor_si512(l4_0, _mm512_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm512_xor_si512(h4_0, _mm512_shuffle_epi8(cp4, n0_h));
        }
        {
            const __m512i xcp50 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 10)])), lg_tab);
            const __m512i tcp50 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp50, _mm512_sub_epi8(xcp50, f15)));
            const __m512i xcp51 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 11)])), lg_tab);
            const __m512i tcp51 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp51, _mm512_sub_epi8(xcp51, f15)));
            const __m512i cp5 = _mm512_or_si512(tcp50, tcp51);
            l5_0 = _mm512_xor_si512(l5_0, _mm512_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm512_xor_si512(h5_0, _mm512_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m512i xcp60 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 12)])), lg_tab);
            const __m512i tcp60 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp60, _mm512_sub_epi8(xcp60, f15)));
            const __m512i xcp61 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 13)])), lg_tab);
            const __m512i tcp61 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp61, _mm512_sub_epi8(xcp61, f15)));
            const __m512i cp6 = _mm512_or_si512(tcp60, tcp61);
            l6_0 = _mm512_xor_si512(l6_0, _mm512_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm512_xor_si512(h6_0, _mm512_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m512i xcp70 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 14)])), lg_tab);
            const __m512i tcp70 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp70, _mm512_sub_epi8(xcp70, f15)));
            const __m512i xcp71 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 15)])), lg_tab);
            const __m512i tcp71 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp71, _mm512_sub_epi8(xcp71, f15)));
            const __m512i cp7 = _mm512_or_si512(tcp70, tcp71);
            l7_0 = _mm512_xor_si512(l7_0, _mm512_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm512_xor_si512(h7_0, _mm512_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m512i xcp80 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 16)])), lg_tab);
            const __m512i tcp80 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp80, _mm512_sub_epi8(xcp80, f15)));
            const __m512i xcp81 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 17)])), lg_tab);
            const __m512i tcp81 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp81, _mm512_sub_epi8(xcp81, f15)));
            const __m512i cp8 = _mm512_or_si512(tcp80, tcp81);
            l8_0 = _mm512_xor_si512(l8_0, _mm512_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm512_xor_si512(h8_0, _mm512_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m512i xcp90 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 18)])), lg_tab);
            const __m512i tcp90 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp90, _mm512_sub_epi8(xcp90, f15)));
            const __m512i xcp91 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 20 + (i0 + 19)])), lg_tab);
            const __m512i tcp91 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp91, _mm512_sub_epi8(xcp91, f15)));
            const __m512i cp9 = _mm512_or_si512(tcp90, tcp91);
            l9_0 = _mm512_xor_si512(l9_0, _mm512_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm512_xor_si512(h9_0, _mm512_shuffle_epi8(cp9, n0_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[8] + 0), _mm512_or_si512(_mm512_and_si512(l4_0, nib), _mm512_slli_epi16(_mm512_and_si512(h4_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[9] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l4_0, 4), nib), _mm512_and_si512(h4_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[10] + 0), _mm512_or_si512(_mm512_and_si512(l5_0, nib), _mm512_slli_epi16(_mm512_and_si512(h5_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[11] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l5_0, 4), nib), _mm512_and_si512(h5_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[12] + 0), _mm512_or_si512(_mm512_and_si512(l6_0, nib), _mm512_slli_epi16(_mm512_and_si512(h6_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[13] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l6_0, 4), nib), _mm512_and_si512(h6_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[14] + 0), _mm512_or_si512(_mm512_and_si512(l7_0, nib), _mm512_slli_epi16(_mm512_and_si512(h7_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[15] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l7_0, 4), nib), _mm512_and_si512(h7_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[16] + 0), _mm512_or_si512(_mm512_and_si512(l8_0, nib), _mm512_slli_epi16(_mm512_and_si512(h8_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[17] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l8_0, 4), nib), _mm512_and_si512(h8_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[18] + 0), _mm512_or_si512(_mm512_and_si512(l9_0, nib), _mm512_slli_epi16(_mm512_and_si512(h9_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[19] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l9_0, 4), nib), _mm512_and_si512(h9_0, hinib)));
    for (r = 0; r < 20; r++)
        memcpy(c + (i0 + r) * 48, ybuf[r], 48);
}

/* rows i0..i0+19, bytes 0..9 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_tile20(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i lg_tab = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12);
    const __m128i ex_tab = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0);
    const __m128i f15 = _mm_set1_epi8(15);
    const __m128i ex_hi = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[20][16] = {{0}};
    size_t r;
    for (r = 0; r < 20; r++)
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
    __m128i l5_0, h5_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[10] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[11] + 0));
      l5_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h5_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l6_0, h6_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[12] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[13] + 0));
      l6_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h6_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l7_0, h7_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[14] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[15] + 0));
      l7_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h7_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l8_0, h8_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[16] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[17] + 0));
      l8_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h8_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l9_0, h9_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[18] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[19] + 0));
      l9_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h9_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = 0;
    uint8_t wpad[16] = {0};
    for (; j + 1 < 96; j += 2) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 10;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 10);
            wp = wpad;
        }
        const __m128i w0 = _mm_loadu_si128((const __m128i *)(wp));
        const __m128i m0_l = _mm_and_si128(w0, nib), m0_h = _mm_and_si128(_mm_srli_epi16(w0, 4), nib);
        {
            const __m128i xcp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j)])), lg_tab);
            const __m128i tcp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp00, _mm_sub_epi8(xcp00, f15)));
            const __m128i xcp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j)])), lg_tab);
            const __m128i tcp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp01, _mm_sub_epi8(xcp01, f15)));
            const __m128i cp0 = _mm_or_si128(tcp00, tcp01);
            const __m128i xdp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp00, _mm_sub_epi8(xdp00, f15)));
            const __m128i xdp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp01, _mm_sub_epi8(xdp01, f15)));
            const __m128i dp0 = _mm_or_si128(tdp00, tdp01);
            l0_0 = _mm_ternarylogic_epi64(l0_0, _mm_shuffle_epi8(cp0, n0_l), _mm_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm_ternarylogic_epi64(h0_0, _mm_shuffle_epi8(cp0, n0_h), _mm_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m128i xcp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j)])), lg_tab);
            const __m128i tcp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp10, _mm_sub_epi8(xcp10, f15)));
            const __m128i xcp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j)])), lg_tab);
            const __m128i tcp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp11, _mm_sub_epi8(xcp11, f15)));
            const __m128i cp1 = _mm_or_si128(tcp10, tcp11);
            const __m128i xdp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp10, _mm_sub_epi8(xdp10, f15)));
            const __m128i xdp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp11, _mm_sub_epi8(xdp11, f15)));
            const __m128i dp1 = _mm_or_si128(tdp10, tdp11);
            l1_0 = _mm_ternarylogic_epi64(l1_0, _mm_shuffle_epi8(cp1, n0_l), _mm_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm_ternarylogic_epi64(h1_0, _mm_shuffle_epi8(cp1, n0_h), _mm_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m128i xcp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j)])), lg_tab);
            const __m128i tcp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp20, _mm_sub_epi8(xcp20, f15)));
            const __m128i xcp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j)])), lg_tab);
            const __m128i tcp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp21, _mm_sub_epi8(xcp21, f15)));
            const __m128i cp2 = _mm_or_si128(tcp20, tcp21);
            const __m128i xdp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp20, _mm_sub_epi8(xdp20, f15)));
            const __m128i xdp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp21, _mm_sub_epi8(xdp21, f15)));
            const __m128i dp2 = _mm_or_si128(tdp20, tdp21);
            l2_0 = _mm_ternarylogic_epi64(l2_0, _mm_shuffle_epi8(cp2, n0_l), _mm_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm_ternarylogic_epi64(h2_0, _mm_shuffle_epi8(cp2, n0_h), _mm_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m128i xcp30 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 6) * 96 + (j)])), lg_tab);
            const __m128i tcp30 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp30, _mm_sub_epi8(xcp30, f15)));
            const __m128i xcp31 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 7) * 96 + (j)])), lg_tab);
            const __m128i tcp31 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp31, _mm_sub_epi8(xcp31, f15)));
            const __m128i cp3 = _mm_or_si128(tcp30, tcp31);
            const __m128i xdp30 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 6) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp30 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp30, _mm_sub_epi8(xdp30, f15)));
            const __m128i xdp31 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 7) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp31 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp31, _mm_sub_epi8(xdp31, f15)));
            const __m128i dp3 = _mm_or_si128(tdp30, tdp31);
            l3_0 = _mm_ternarylogic_epi64(l3_0, _mm_shuffle_epi8(cp3, n0_l), _mm_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm_ternarylogic_epi64(h3_0, _mm_shuffle_epi8(cp3, n0_h), _mm_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m128i xcp40 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 8) * 96 + (j)])), lg_tab);
            const __m128i tcp40 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp40, _mm_sub_epi8(xcp40, f15)));
            const __m128i xcp41 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 9) * 96 + (j)])), lg_tab);
            const __m128i tcp41 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp41, _mm_sub_epi8(xcp41, f15)));
            const __m128i cp4 = _mm_or_si128(tcp40, tcp41);
            const __m128i xdp40 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 8) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp40 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp40, _mm_sub_epi8(xdp40, f15)));
            const __m128i xdp41 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 9) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp41 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp41, _mm_sub_epi8(xdp41, f15)));
            const __m128i dp4 = _mm_or_si128(tdp40, tdp41);
            l4_0 = _mm_ternarylogic_epi64(l4_0, _mm_shuffle_epi8(cp4, n0_l), _mm_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm_ternarylogic_epi64(h4_0, _mm_shuffle_epi8(cp4, n0_h), _mm_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m128i xcp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j)])), lg_tab);
            const __m128i tcp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp50, _mm_sub_epi8(xcp50, f15)));
            const __m128i xcp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j)])), lg_tab);
            const __m128i tcp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp51, _mm_sub_epi8(xcp51, f15)));
            const __m128i cp5 = _mm_or_si128(tcp50, tcp51);
            const __m128i xdp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp50, _mm_sub_epi8(xdp50, f15)));
            const __m128i xdp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp51, _mm_sub_epi8(xdp51, f15)));
            const __m128i dp5 = _mm_or_si128(tdp50, tdp51);
            l5_0 = _mm_ternarylogic_epi64(l5_0, _mm_shuffle_epi8(cp5, n0_l), _mm_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm_ternarylogic_epi64(h5_0, _mm_shuffle_epi8(cp5, n0_h), _mm_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m128i xcp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j)])), lg_tab);
            const __m128i tcp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp60, _mm_sub_epi8(xcp60, f15)));
            const __m128i xcp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j)])), lg_tab);
            const __m128i tcp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp61, _mm_sub_epi8(xcp61, f15)));
            const __m128i cp6 = _mm_or_si128(tcp60, tcp61);
            const __m128i xdp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp60, _mm_sub_epi8(xdp60, f15)));
            const __m128i xdp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp61, _mm_sub_epi8(xdp61, f15)));
            const __m128i dp6 = _mm_or_si128(tdp60, tdp61);
            l6_0 = _mm_ternarylogic_epi64(l6_0, _mm_shuffle_epi8(cp6, n0_l), _mm_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm_ternarylogic_epi64(h6_0, _mm_shuffle_epi8(cp6, n0_h), _mm_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m128i xcp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j)])), lg_tab);
            const __m128i tcp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp70, _mm_sub_epi8(xcp70, f15)));
            const __m128i xcp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j)])), lg_tab);
            const __m128i tcp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp71, _mm_sub_epi8(xcp71, f15)));
            const __m128i cp7 = _mm_or_si128(tcp70, tcp71);
            const __m128i xdp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp70, _mm_sub_epi8(xdp70, f15)));
            const __m128i xdp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp71, _mm_sub_epi8(xdp71, f15)));
            const __m128i dp7 = _mm_or_si128(tdp70, tdp71);
            l7_0 = _mm_ternarylogic_epi64(l7_0, _mm_shuffle_epi8(cp7, n0_l), _mm_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm_ternarylogic_epi64(h7_0, _mm_shuffle_epi8(cp7, n0_h), _mm_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m128i xcp80 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 16) * 96 + (j)])), lg_tab);
            const __m128i tcp80 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp80, _mm_sub_epi8(xcp80, f15)));
            const __m128i xcp81 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 17) * 96 + (j)])), lg_tab);
            const __m128i tcp81 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp81, _mm_sub_epi8(xcp81, f15)));
            const __m128i cp8 = _mm_or_si128(tcp80, tcp81);
            const __m128i xdp80 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 16) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp80 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp80, _mm_sub_epi8(xdp80, f15)));
            const __m128i xdp81 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 17) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp81 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp81, _mm_sub_epi8(xdp81, f15)));
            const __m128i dp8 = _mm_or_si128(tdp80, tdp81);
            l8_0 = _mm_ternarylogic_epi64(l8_0, _mm_shuffle_epi8(cp8, n0_l), _mm_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm_ternarylogic_epi64(h8_0, _mm_shuffle_epi8(cp8, n0_h), _mm_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m128i xcp90 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 18) * 96 + (j)])), lg_tab);
            const __m128i tcp90 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp90, _mm_sub_epi8(xcp90, f15)));
            const __m128i xcp91 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 19) * 96 + (j)])), lg_tab);
            const __m128i tcp91 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp91, _mm_sub_epi8(xcp91, f15)));
            const __m128i cp9 = _mm_or_si128(tcp90, tcp91);
            const __m128i xdp90 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 18) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp90 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp90, _mm_sub_epi8(xdp90, f15)));
            const __m128i xdp91 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 19) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp91 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp91, _mm_sub_epi8(xdp91, f15)));
            const __m128i dp9 = _mm_or_si128(tdp90, tdp91);
            l9_0 = _mm_ternarylogic_epi64(l9_0, _mm_shuffle_epi8(cp9, n0_l), _mm_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm_ternarylogic_epi64(h9_0, _mm_shuffle_epi8(cp9, n0_h), _mm_shuffle_epi8(dp9, m0_h), 0x96);
        }
    }
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
        {
            const __m128i xcp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j)])), lg_tab);
            const __m128i tcp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp50, _mm_sub_epi8(xcp50, f15)));
            const __m128i xcp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j)])), lg_tab);
            const __m128i tcp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp51, _mm_sub_epi8(xcp51, f15)));
            const __m128i cp5 = _mm_or_si128(tcp50, tcp51);
            l5_0 = _mm_xor_si128(l5_0, _mm_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm_xor_si128(h5_0, _mm_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m128i xcp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j)])), lg_tab);
            const __m128i tcp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp60, _mm_sub_epi8(xcp60, f15)));
            const __m128i xcp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j)])), lg_tab);
            const __m128i tcp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp61, _mm_sub_epi8(xcp61, f15)));
            const __m128i cp6 = _mm_or_si128(tcp60, tcp61);
            l6_0 = _mm_xor_si128(l6_0, _mm_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm_xor_si128(h6_0, _mm_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m128i xcp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j)])), lg_tab);
            const __m128i tcp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp70, _mm_sub_epi8(xcp70, f15)));
            const __m128i xcp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j)])), lg_tab);
            const __m128i tcp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp71, _mm_sub_epi8(xcp71, f15)));
            const __m128i cp7 = _mm_or_si128(tcp70, tcp71);
            l7_0 = _mm_xor_si128(l7_0, _mm_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm_xor_si128(h7_0, _mm_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m128i xcp80 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 16) * 96 + (j)])), lg_tab);
            const __m128i tcp80 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp80, _mm_sub_epi8(xcp80, f15)));
            const __m128i xcp81 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 17) * 96 + (j)])), lg_tab);
            const __m128i tcp81 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp81, _mm_sub_epi8(xcp81, f15)));
            const __m128i cp8 = _mm_or_si128(tcp80, tcp81);
            l8_0 = _mm_xor_si128(l8_0, _mm_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm_xor_si128(h8_0, _mm_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m128i xcp90 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 18) * 96 + (j)])), lg_tab);
            const __m128i tcp90 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp90, _mm_sub_epi8(xcp90, f15)));
            const __m128i xcp91 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 19) * 96 + (j)])), lg_tab);
            const __m128i tcp91 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp91, _mm_sub_epi8(xcp91, f15)));
            const __m128i cp9 = _mm_or_si128(tcp90, tcp91);
            l9_0 = _mm_xor_si128(l9_0, _mm_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm_xor_si128(h9_0, _mm_shuffle_epi8(cp9, n0_h));
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
    _mm_storeu_si128((__m128i *)(ybuf[10] + 0), _mm_or_si128(_mm_and_si128(l5_0, nib), _mm_slli_epi16(_mm_and_si128(h5_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[11] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l5_0, 4), nib), _mm_and_si128(h5_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[12] + 0), _mm_or_si128(_mm_and_si128(l6_0, nib), _mm_slli_epi16(_mm_and_si128(h6_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[13] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l6_0, 4), nib), _mm_and_si128(h6_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[14] + 0), _mm_or_si128(_mm_and_si128(l7_0, nib), _mm_slli_epi16(_mm_and_si128(h7_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[15] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l7_0, 4), nib), _mm_and_si128(h7_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[16] + 0), _mm_or_si128(_mm_and_si128(l8_0, nib), _mm_slli_epi16(_mm_and_si128(h8_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[17] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l8_0, 4), nib), _mm_and_si128(h8_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[18] + 0), _mm_or_si128(_mm_and_si128(l9_0, nib), _mm_slli_epi16(_mm_and_si128(h9_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[19] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l9_0, 4), nib), _mm_and_si128(h9_0, hinib)));
    for (r = 0; r < 20; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+15, bytes 0..9 of C ^= A*B: 16 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_tile16(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i lg_tab = _mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12);
    const __m128i ex_tab = _mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0);
    const __m128i f15 = _mm_set1_epi8(15);
    const __m128i ex_hi = _mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[16][16] = {{0}};
    size_t r;
    for (r = 0; r < 16; r++)
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
    __m128i l5_0, h5_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[10] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[11] + 0));
      l5_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h5_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l6_0, h6_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[12] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[13] + 0));
      l6_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h6_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l7_0, h7_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[14] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[15] + 0));
      l7_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h7_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = 0;
    uint8_t wpad[16] = {0};
    for (; j + 1 < 96; j += 2) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 10;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 10);
            wp = wpad;
        }
        const __m128i w0 = _mm_loadu_si128((const __m128i *)(wp));
        const __m128i m0_l = _mm_and_si128(w0, nib), m0_h = _mm_and_si128(_mm_srli_epi16(w0, 4), nib);
        {
            const __m128i xcp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j)])), lg_tab);
            const __m128i tcp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp00, _mm_sub_epi8(xcp00, f15)));
            const __m128i xcp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j)])), lg_tab);
            const __m128i tcp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp01, _mm_sub_epi8(xcp01, f15)));
            const __m128i cp0 = _mm_or_si128(tcp00, tcp01);
            const __m128i xdp00 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp00 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp00, _mm_sub_epi8(xdp00, f15)));
            const __m128i xdp01 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 1) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp01 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp01, _mm_sub_epi8(xdp01, f15)));
            const __m128i dp0 = _mm_or_si128(tdp00, tdp01);
            l0_0 = _mm_ternarylogic_epi64(l0_0, _mm_shuffle_epi8(cp0, n0_l), _mm_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm_ternarylogic_epi64(h0_0, _mm_shuffle_epi8(cp0, n0_h), _mm_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m128i xcp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j)])), lg_tab);
            const __m128i tcp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp10, _mm_sub_epi8(xcp10, f15)));
            const __m128i xcp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j)])), lg_tab);
            const __m128i tcp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp11, _mm_sub_epi8(xcp11, f15)));
            const __m128i cp1 = _mm_or_si128(tcp10, tcp11);
            const __m128i xdp10 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 2) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp10 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp10, _mm_sub_epi8(xdp10, f15)));
            const __m128i xdp11 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 3) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp11 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp11, _mm_sub_epi8(xdp11, f15)));
            const __m128i dp1 = _mm_or_si128(tdp10, tdp11);
            l1_0 = _mm_ternarylogic_epi64(l1_0, _mm_shuffle_epi8(cp1, n0_l), _mm_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm_ternarylogic_epi64(h1_0, _mm_shuffle_epi8(cp1, n0_h), _mm_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m128i xcp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j)])), lg_tab);
            const __m128i tcp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp20, _mm_sub_epi8(xcp20, f15)));
            const __m128i xcp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j)])), lg_tab);
            const __m128i tcp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp21, _mm_sub_epi8(xcp21, f15)));
            const __m128i cp2 = _mm_or_si128(tcp20, tcp21);
            const __m128i xdp20 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 4) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp20 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp20, _mm_sub_epi8(xdp20, f15)));
            const __m128i xdp21 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 5) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp21 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp21, _mm_sub_epi8(xdp21, f15)));
            const __m128i dp2 = _mm_or_si128(tdp20, tdp21);
            l2_0 = _mm_ternarylogic_epi64(l2_0, _mm_shuffle_epi8(cp2, n0_l), _mm_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm_ternarylogic_epi64(h2_0, _mm_shuffle_epi8(cp2, n0_h), _mm_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m128i xcp30 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 6) * 96 + (j)])), lg_tab);
            const __m128i tcp30 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp30, _mm_sub_epi8(xcp30, f15)));
            const __m128i xcp31 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 7) * 96 + (j)])), lg_tab);
            const __m128i tcp31 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp31, _mm_sub_epi8(xcp31, f15)));
            const __m128i cp3 = _mm_or_si128(tcp30, tcp31);
            const __m128i xdp30 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 6) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp30 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp30, _mm_sub_epi8(xdp30, f15)));
            const __m128i xdp31 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 7) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp31 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp31, _mm_sub_epi8(xdp31, f15)));
            const __m128i dp3 = _mm_or_si128(tdp30, tdp31);
            l3_0 = _mm_ternarylogic_epi64(l3_0, _mm_shuffle_epi8(cp3, n0_l), _mm_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm_ternarylogic_epi64(h3_0, _mm_shuffle_epi8(cp3, n0_h), _mm_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m128i xcp40 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 8) * 96 + (j)])), lg_tab);
            const __m128i tcp40 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp40, _mm_sub_epi8(xcp40, f15)));
            const __m128i xcp41 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 9) * 96 + (j)])), lg_tab);
            const __m128i tcp41 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp41, _mm_sub_epi8(xcp41, f15)));
            const __m128i cp4 = _mm_or_si128(tcp40, tcp41);
            const __m128i xdp40 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 8) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp40 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp40, _mm_sub_epi8(xdp40, f15)));
            const __m128i xdp41 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 9) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp41 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp41, _mm_sub_epi8(xdp41, f15)));
            const __m128i dp4 = _mm_or_si128(tdp40, tdp41);
            l4_0 = _mm_ternarylogic_epi64(l4_0, _mm_shuffle_epi8(cp4, n0_l), _mm_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm_ternarylogic_epi64(h4_0, _mm_shuffle_epi8(cp4, n0_h), _mm_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m128i xcp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j)])), lg_tab);
            const __m128i tcp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp50, _mm_sub_epi8(xcp50, f15)));
            const __m128i xcp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j)])), lg_tab);
            const __m128i tcp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp51, _mm_sub_epi8(xcp51, f15)));
            const __m128i cp5 = _mm_or_si128(tcp50, tcp51);
            const __m128i xdp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp50, _mm_sub_epi8(xdp50, f15)));
            const __m128i xdp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp51, _mm_sub_epi8(xdp51, f15)));
            const __m128i dp5 = _mm_or_si128(tdp50, tdp51);
            l5_0 = _mm_ternarylogic_epi64(l5_0, _mm_shuffle_epi8(cp5, n0_l), _mm_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm_ternarylogic_epi64(h5_0, _mm_shuffle_epi8(cp5, n0_h), _mm_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m128i xcp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j)])), lg_tab);
            const __m128i tcp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp60, _mm_sub_epi8(xcp60, f15)));
            const __m128i xcp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j)])), lg_tab);
            const __m128i tcp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp61, _mm_sub_epi8(xcp61, f15)));
            const __m128i cp6 = _mm_or_si128(tcp60, tcp61);
            const __m128i xdp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp60, _mm_sub_epi8(xdp60, f15)));
            const __m128i xdp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp61, _mm_sub_epi8(xdp61, f15)));
            const __m128i dp6 = _mm_or_si128(tdp60, tdp61);
            l6_0 = _mm_ternarylogic_epi64(l6_0, _mm_shuffle_epi8(cp6, n0_l), _mm_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm_ternarylogic_epi64(h6_0, _mm_shuffle_epi8(cp6, n0_h), _mm_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m128i xcp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j)])), lg_tab);
            const __m128i tcp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp70, _mm_sub_epi8(xcp70, f15)));
            const __m128i xcp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j)])), lg_tab);
            const __m128i tcp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp71, _mm_sub_epi8(xcp71, f15)));
            const __m128i cp7 = _mm_or_si128(tcp70, tcp71);
            const __m128i xdp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xdp70, _mm_sub_epi8(xdp70, f15)));
            const __m128i xdp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j + 1)])), lg_tab);
            const __m128i tdp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xdp71, _mm_sub_epi8(xdp71, f15)));
            const __m128i dp7 = _mm_or_si128(tdp70, tdp71);
            l7_0 = _mm_ternarylogic_epi64(l7_0, _mm_shuffle_epi8(cp7, n0_l), _mm_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm_ternarylogic_epi64(h7_0, _mm_shuffle_epi8(cp7, n0_h), _mm_shuffle_epi8(dp7, m0_h), 0x96);
        }
    }
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
        {
            const __m128i xcp50 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 10) * 96 + (j)])), lg_tab);
            const __m128i tcp50 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp50, _mm_sub_epi8(xcp50, f15)));
            const __m128i xcp51 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 11) * 96 + (j)])), lg_tab);
            const __m128i tcp51 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp51, _mm_sub_epi8(xcp51, f15)));
            const __m128i cp5 = _mm_or_si128(tcp50, tcp51);
            l5_0 = _mm_xor_si128(l5_0, _mm_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm_xor_si128(h5_0, _mm_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m128i xcp60 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 12) * 96 + (j)])), lg_tab);
            const __m128i tcp60 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp60, _mm_sub_epi8(xcp60, f15)));
            const __m128i xcp61 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 13) * 96 + (j)])), lg_tab);
            const __m128i tcp61 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp61, _mm_sub_epi8(xcp61, f15)));
            const __m128i cp6 = _mm_or_si128(tcp60, tcp61);
            l6_0 = _mm_xor_si128(l6_0, _mm_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm_xor_si128(h6_0, _mm_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m128i xcp70 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 14) * 96 + (j)])), lg_tab);
            const __m128i tcp70 = _mm_shuffle_epi8(ex_tab, _mm_min_epu8(xcp70, _mm_sub_epi8(xcp70, f15)));
            const __m128i xcp71 = _mm_adds_epu8(_mm_set1_epi8((char)(lg[(i0 + 15) * 96 + (j)])), lg_tab);
            const __m128i tcp71 = _mm_shuffle_epi8(ex_hi, _mm_min_epu8(xcp71, _mm_sub_epi8(xcp71, f15)));
            const __m128i cp7 = _mm_or_si128(tcp70, tcp71);
            l7_0 = _mm_xor_si128(l7_0, _mm_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm_xor_si128(h7_0, _mm_shuffle_epi8(cp7, n0_h));
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
    _mm_storeu_si128((__m128i *)(ybuf[10] + 0), _mm_or_si128(_mm_and_si128(l5_0, nib), _mm_slli_epi16(_mm_and_si128(h5_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[11] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l5_0, 4), nib), _mm_and_si128(h5_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[12] + 0), _mm_or_si128(_mm_and_si128(l6_0, nib), _mm_slli_epi16(_mm_and_si128(h6_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[13] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l6_0, 4), nib), _mm_and_si128(h6_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[14] + 0), _mm_or_si128(_mm_and_si128(l7_0, nib), _mm_slli_epi16(_mm_and_si128(h7_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[15] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l7_0, 4), nib), _mm_and_si128(h7_0, hinib)));
    for (r = 0; r < 16; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+7, bytes 0..119 of C ^= A*B: 8 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile8(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i lg_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m512i ex_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m512i f15 = _mm512_set1_epi8(15);
    const __m512i ex_hi = _mm512_broadcast_i32x4(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[128] = {0};
    uint8_t ybuf[8][128] = {{0}};
    size_t r;
    for (r = 0; r < 8; r++)
        memcpy(ybuf[r], c + (i0 + r) * 120, 120);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l0_1, h0_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 64));
      l0_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_1, h1_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 64));
      l1_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_1, h2_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 64));
      l2_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_1, h3_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 64));
      l3_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = 0;
    uint8_t wpad[128] = {0};
    for (; j + 1 < 240; j += 2) {
        uint8_t const *xp = b + j * 120;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 120);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        const __m512i x1 = _mm512_loadu_si512((const void *)(xp + 64));
        const __m512i n1_l = _mm512_and_si512(x1, nib), n1_h = _mm512_and_si512(_mm512_srli_epi16(x1, 4), nib);
        uint8_t const *wp = b + (j + 1) * 120;
        if (j + 1 >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 120);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        const __m512i w1 = _mm512_loadu_si512((const void *)(wp + 64));
        const __m512i m1_l = _mm512_and_si512(w1, nib), m1_h = _mm512_and_si512(_mm512_srli_epi16(w1, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            const __m512i xdp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0)])), lg_tab);
            const __m512i tdp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp00, _mm512_sub_epi8(xdp00, f15)));
            const __m512i xdp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 1)])), lg_tab);
            const __m512i tdp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp01, _mm512_sub_epi8(xdp01, f15)));
            const __m512i dp0 = _mm512_or_si512(tdp00, tdp01);
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
            l0_1 = _mm512_ternarylogic_epi64(l0_1, _mm512_shuffle_epi8(cp0, n1_l), _mm512_shuffle_epi8(dp0, m1_l), 0x96);
            h0_1 = _mm512_ternarylogic_epi64(h0_1, _mm512_shuffle_epi8(cp0, n1_h), _mm512_shuffle_epi8(dp0, m1_h), 0x96);
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            const __m512i xdp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 2)])), lg_tab);
            const __m512i tdp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp10, _mm512_sub_epi8(xdp10, f15)));
            const __m512i xdp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 3)])), lg_tab);
            const __m512i tdp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp11, _mm512_sub_epi8(xdp11, f15)));
            const __m512i dp1 = _mm512_or_si512(tdp10, tdp11);
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
            l1_1 = _mm512_ternarylogic_epi64(l1_1, _mm512_shuffle_epi8(cp1, n1_l), _mm512_shuffle_epi8(dp1, m1_l), 0x96);
            h1_1 = _mm512_ternarylogic_epi64(h1_1, _mm512_shuffle_epi8(cp1, n1_h), _mm512_shuffle_epi8(dp1, m1_h), 0x96);
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            const __m512i xdp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 4)])), lg_tab);
            const __m512i tdp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp20, _mm512_sub_epi8(xdp20, f15)));
            const __m512i xdp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 5)])), lg_tab);
            const __m512i tdp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp21, _mm512_sub_epi8(xdp21, f15)));
            const __m512i dp2 = _mm512_or_si512(tdp20, tdp21);
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
            l2_1 = _mm512_ternarylogic_epi64(l2_1, _mm512_shuffle_epi8(cp2, n1_l), _mm512_shuffle_epi8(dp2, m1_l), 0x96);
            h2_1 = _mm512_ternarylogic_epi64(h2_1, _mm512_shuffle_epi8(cp2, n1_h), _mm512_shuffle_epi8(dp2, m1_h), 0x96);
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            const __m512i xdp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 6)])), lg_tab);
            const __m512i tdp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp30, _mm512_sub_epi8(xdp30, f15)));
            const __m512i xdp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 40 + (i0 + 7)])), lg_tab);
            const __m512i tdp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp31, _mm512_sub_epi8(xdp31, f15)));
            const __m512i dp3 = _mm512_or_si512(tdp30, tdp31);
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
            l3_1 = _mm512_ternarylogic_epi64(l3_1, _mm512_shuffle_epi8(cp3, n1_l), _mm512_shuffle_epi8(dp3, m1_l), 0x96);
            h3_1 = _mm512_ternarylogic_epi64(h3_1, _mm512_shuffle_epi8(cp3, n1_h), _mm512_shuffle_epi8(dp3, m1_h), 0x96);
        }
    }
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 120);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        const __m512i x1 = _mm512_loadu_si512((const void *)(xp + 64));
        const __m512i n1_l = _mm512_and_si512(x1, nib), n1_h = _mm512_and_si512(_mm512_srli_epi16(x1, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm512_xor_si512(l0_1, _mm512_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm512_xor_si512(h0_1, _mm512_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm512_xor_si512(l1_1, _mm512_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm512_xor_si512(h1_1, _mm512_shuffle_epi8(cp1, n1_h));
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
            l2_1 = _mm512_xor_si512(l2_1, _mm512_shuffle_epi8(cp2, n1_l));
            h2_1 = _mm512_xor_si512(h2_1, _mm512_shuffle_epi8(cp2, n1_h));
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 40 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
            l3_1 = _mm512_xor_si512(l3_1, _mm512_shuffle_epi8(cp3, n1_l));
            h3_1 = _mm512_xor_si512(h3_1, _mm512_shuffle_epi8(cp3, n1_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[0] + 64), _mm512_or_si512(_mm512_and_si512(l0_1, nib), _mm512_slli_epi16(_mm512_and_si512(h0_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_1, 4), nib), _mm512_and_si512(h0_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 64), _mm512_or_si512(_mm512_and_si512(l1_1, nib), _mm512_slli_epi16(_mm512_and_si512(h1_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_1, 4), nib), _mm512_and_si512(h1_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 64), _mm512_or_si512(_mm512_and_si512(l2_1, nib), _mm512_slli_epi16(_mm512_and_si512(h2_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_1, 4), nib), _mm512_and_si512(h2_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 64), _mm512_or_si512(_mm512_and_si512(l3_1, nib), _mm512_slli_epi16(_mm512_and_si512(h3_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_1, 4), nib), _mm512_and_si512(h3_1, hinib)));
    for (r = 0; r < 8; r++)
        memcpy(c + (i0 + r) * 120, ybuf[r], 120);
}

/* rows i0..i0+7, bytes 0..38 of C ^= A*B: 8 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_tile8(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i lg_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(-1, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12));
    const __m512i ex_tab = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0));
    const __m512i f15 = _mm512_set1_epi8(15);
    const __m512i ex_hi = _mm512_broadcast_i32x4(_mm_setr_epi8(16, 32, 64, -128, 48, 96, -64, -80, 80, -96, 112, -32, -16, -48, -112, 0));
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[8][64] = {{0}};
    size_t r;
    for (r = 0; r < 8; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = 0;
    uint8_t wpad[64] = {0};
    for (; j + 1 < 78; j += 2) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 39;
        if (j + 1 >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 39);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            const __m512i xdp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0)])), lg_tab);
            const __m512i tdp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp00, _mm512_sub_epi8(xdp00, f15)));
            const __m512i xdp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 1)])), lg_tab);
            const __m512i tdp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp01, _mm512_sub_epi8(xdp01, f15)));
            const __m512i dp0 = _mm512_or_si512(tdp00, tdp01);
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            const __m512i xdp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 2)])), lg_tab);
            const __m512i tdp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp10, _mm512_sub_epi8(xdp10, f15)));
            const __m512i xdp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 3)])), lg_tab);
            const __m512i tdp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp11, _mm512_sub_epi8(xdp11, f15)));
            const __m512i dp1 = _mm512_or_si512(tdp10, tdp11);
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            const __m512i xdp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 4)])), lg_tab);
            const __m512i tdp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp20, _mm512_sub_epi8(xdp20, f15)));
            const __m512i xdp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 5)])), lg_tab);
            const __m512i tdp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp21, _mm512_sub_epi8(xdp21, f15)));
            const __m512i dp2 = _mm512_or_si512(tdp20, tdp21);
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            const __m512i xdp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 6)])), lg_tab);
            const __m512i tdp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xdp30, _mm512_sub_epi8(xdp30, f15)));
            const __m512i xdp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j + 1) * 8 + (i0 + 7)])), lg_tab);
            const __m512i tdp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xdp31, _mm512_sub_epi8(xdp31, f15)));
            const __m512i dp3 = _mm512_or_si512(tdp30, tdp31);
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
        }
    }
    for (; j < 78; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        {
            const __m512i xcp00 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0)])), lg_tab);
            const __m512i tcp00 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp00, _mm512_sub_epi8(xcp00, f15)));
            const __m512i xcp01 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 1)])), lg_tab);
            const __m512i tcp01 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp01, _mm512_sub_epi8(xcp01, f15)));
            const __m512i cp0 = _mm512_or_si512(tcp00, tcp01);
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m512i xcp10 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 2)])), lg_tab);
            const __m512i tcp10 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp10, _mm512_sub_epi8(xcp10, f15)));
            const __m512i xcp11 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 3)])), lg_tab);
            const __m512i tcp11 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp11, _mm512_sub_epi8(xcp11, f15)));
            const __m512i cp1 = _mm512_or_si512(tcp10, tcp11);
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m512i xcp20 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 4)])), lg_tab);
            const __m512i tcp20 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp20, _mm512_sub_epi8(xcp20, f15)));
            const __m512i xcp21 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 5)])), lg_tab);
            const __m512i tcp21 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp21, _mm512_sub_epi8(xcp21, f15)));
            const __m512i cp2 = _mm512_or_si512(tcp20, tcp21);
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m512i xcp30 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 6)])), lg_tab);
            const __m512i tcp30 = _mm512_shuffle_epi8(ex_tab, _mm512_min_epu8(xcp30, _mm512_sub_epi8(xcp30, f15)));
            const __m512i xcp31 = _mm512_adds_epu8(_mm512_set1_epi8((char)(lg[(j) * 8 + (i0 + 7)])), lg_tab);
            const __m512i tcp31 = _mm512_shuffle_epi8(ex_hi, _mm512_min_epu8(xcp31, _mm512_sub_epi8(xcp31, f15)));
            const __m512i cp3 = _mm512_or_si512(tcp30, tcp31);
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    for (r = 0; r < 8; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+16, bytes 0..31 of C ^= A*B: 17 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_tile17(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i y16_0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0));
    size_t j = 0;
    for (; j + 1 < 64; j += 2) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 32;
        const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wp));
        const __m256i m0_l = _mm256_and_si256(w0, nib), m0_h = _mm256_and_si256(_mm256_srli_epi16(w0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 1)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            const __m256i xdp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0)])), lg_tab);
            const __m256i tdp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp00, _mm256_sub_epi8(xdp00, f15)));
            const __m256i xdp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 1)])), lg_tab);
            const __m256i tdp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp01, _mm256_sub_epi8(xdp01, f15)));
            const __m256i dp0 = _mm256_or_si256(tdp00, tdp01);
            l0_0 = _mm256_ternarylogic_epi64(l0_0, _mm256_shuffle_epi8(cp0, n0_l), _mm256_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm256_ternarylogic_epi64(h0_0, _mm256_shuffle_epi8(cp0, n0_h), _mm256_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 2)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 3)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            const __m256i xdp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 2)])), lg_tab);
            const __m256i tdp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp10, _mm256_sub_epi8(xdp10, f15)));
            const __m256i xdp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 3)])), lg_tab);
            const __m256i tdp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp11, _mm256_sub_epi8(xdp11, f15)));
            const __m256i dp1 = _mm256_or_si256(tdp10, tdp11);
            l1_0 = _mm256_ternarylogic_epi64(l1_0, _mm256_shuffle_epi8(cp1, n0_l), _mm256_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm256_ternarylogic_epi64(h1_0, _mm256_shuffle_epi8(cp1, n0_h), _mm256_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 4)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 5)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            const __m256i xdp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 4)])), lg_tab);
            const __m256i tdp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp20, _mm256_sub_epi8(xdp20, f15)));
            const __m256i xdp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 5)])), lg_tab);
            const __m256i tdp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp21, _mm256_sub_epi8(xdp21, f15)));
            const __m256i dp2 = _mm256_or_si256(tdp20, tdp21);
            l2_0 = _mm256_ternarylogic_epi64(l2_0, _mm256_shuffle_epi8(cp2, n0_l), _mm256_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm256_ternarylogic_epi64(h2_0, _mm256_shuffle_epi8(cp2, n0_h), _mm256_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 6)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 7)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            const __m256i xdp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 6)])), lg_tab);
            const __m256i tdp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp30, _mm256_sub_epi8(xdp30, f15)));
            const __m256i xdp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 7)])), lg_tab);
            const __m256i tdp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp31, _mm256_sub_epi8(xdp31, f15)));
            const __m256i dp3 = _mm256_or_si256(tdp30, tdp31);
            l3_0 = _mm256_ternarylogic_epi64(l3_0, _mm256_shuffle_epi8(cp3, n0_l), _mm256_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm256_ternarylogic_epi64(h3_0, _mm256_shuffle_epi8(cp3, n0_h), _mm256_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 8)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 9)])), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            const __m256i xdp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 8)])), lg_tab);
            const __m256i tdp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp40, _mm256_sub_epi8(xdp40, f15)));
            const __m256i xdp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 9)])), lg_tab);
            const __m256i tdp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp41, _mm256_sub_epi8(xdp41, f15)));
            const __m256i dp4 = _mm256_or_si256(tdp40, tdp41);
            l4_0 = _mm256_ternarylogic_epi64(l4_0, _mm256_shuffle_epi8(cp4, n0_l), _mm256_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm256_ternarylogic_epi64(h4_0, _mm256_shuffle_epi8(cp4, n0_h), _mm256_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 10)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 11)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            const __m256i xdp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 10)])), lg_tab);
            const __m256i tdp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp50, _mm256_sub_epi8(xdp50, f15)));
            const __m256i xdp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 11)])), lg_tab);
            const __m256i tdp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp51, _mm256_sub_epi8(xdp51, f15)));
            const __m256i dp5 = _mm256_or_si256(tdp50, tdp51);
            l5_0 = _mm256_ternarylogic_epi64(l5_0, _mm256_shuffle_epi8(cp5, n0_l), _mm256_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm256_ternarylogic_epi64(h5_0, _mm256_shuffle_epi8(cp5, n0_h), _mm256_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 12)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 13)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            const __m256i xdp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 12)])), lg_tab);
            const __m256i tdp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp60, _mm256_sub_epi8(xdp60, f15)));
            const __m256i xdp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 13)])), lg_tab);
            const __m256i tdp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp61, _mm256_sub_epi8(xdp61, f15)));
            const __m256i dp6 = _mm256_or_si256(tdp60, tdp61);
            l6_0 = _mm256_ternarylogic_epi64(l6_0, _mm256_shuffle_epi8(cp6, n0_l), _mm256_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm256_ternarylogic_epi64(h6_0, _mm256_shuffle_epi8(cp6, n0_h), _mm256_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 14)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 15)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            const __m256i xdp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 14)])), lg_tab);
            const __m256i tdp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp70, _mm256_sub_epi8(xdp70, f15)));
            const __m256i xdp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j + 1) * 18 + (i0 + 15)])), lg_tab);
            const __m256i tdp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp71, _mm256_sub_epi8(xdp71, f15)));
            const __m256i dp7 = _mm256_or_si256(tdp70, tdp71);
            l7_0 = _mm256_ternarylogic_epi64(l7_0, _mm256_shuffle_epi8(cp7, n0_l), _mm256_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm256_ternarylogic_epi64(h7_0, _mm256_shuffle_epi8(cp7, n0_h), _mm256_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m256i xc16_ = _mm256_adds_epu8(_mm256_set1_epi8((char)lg[(j) * 18 + (i0 + 16)]), lg_tab);
            const __m256i c16_l = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xc16_, _mm256_sub_epi8(xc16_, f15)));
            const __m256i c16_h = _mm256_slli_epi16(c16_l, 4);
            y16_0 = _mm256_xor_si256(y16_0, _mm256_xor_si256(_mm256_shuffle_epi8(c16_l, n0_l), _mm256_shuffle_epi8(c16_h, n0_h)));
            const __m256i xd16_ = _mm256_adds_epu8(_mm256_set1_epi8((char)lg[(j + 1) * 18 + (i0 + 16)]), lg_tab);
            const __m256i d16_l = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xd16_, _mm256_sub_epi8(xd16_, f15)));
            const __m256i d16_h = _mm256_slli_epi16(d16_l, 4);
            y16_0 = _mm256_xor_si256(y16_0, _mm256_xor_si256(_mm256_shuffle_epi8(d16_l, m0_l), _mm256_shuffle_epi8(d16_h, m0_h)));
        }
    }
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
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 8)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 9)])), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            l4_0 = _mm256_xor_si256(l4_0, _mm256_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm256_xor_si256(h4_0, _mm256_shuffle_epi8(cp4, n0_h));
        }
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 10)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 11)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 12)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 13)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 14)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(j) * 18 + (i0 + 15)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m256i xc16_ = _mm256_adds_epu8(_mm256_set1_epi8((char)lg[(j) * 18 + (i0 + 16)]), lg_tab);
            const __m256i c16_l = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xc16_, _mm256_sub_epi8(xc16_, f15)));
            const __m256i c16_h = _mm256_slli_epi16(c16_l, 4);
            y16_0 = _mm256_xor_si256(y16_0, _mm256_xor_si256(_mm256_shuffle_epi8(c16_l, n0_l), _mm256_shuffle_epi8(c16_h, n0_h)));
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), y16_0);
}

/* rows i0..i0+21, bytes 0..31 of C ^= A*B: 22 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile22(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l8_0, h8_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 17) * 32 + 0));
      l8_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h8_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l9_0, h9_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 18) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 19) * 32 + 0));
      l9_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h9_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l10_0, h10_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 20) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 21) * 32 + 0));
      l10_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h10_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = i0;
    for (; j < i0 + 21; j++) {
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
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 11 ? lg[(i0 + 11) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 13 ? lg[(i0 + 13) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 15 ? lg[(i0 + 15) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 17 ? lg[(i0 + 17) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 19 ? lg[(i0 + 19) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
        if (j >= i0 + 20) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp100 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 20) * 64 + (j)])), lg_tab);
            const __m256i tcp100 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp100, _mm256_sub_epi8(xcp100, f15)));
            const __m256i xcp101 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 21 ? lg[(i0 + 21) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp101 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp101, _mm256_sub_epi8(xcp101, f15)));
            const __m256i cp10 = _mm256_or_si256(tcp100, tcp101);
            l10_0 = _mm256_xor_si256(l10_0, _mm256_shuffle_epi8(cp10, n0_l));
            h10_0 = _mm256_xor_si256(h10_0, _mm256_shuffle_epi8(cp10, n0_h));
        }
    }
    for (; j + 1 < 64; j += 2) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 32;
        const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wp));
        const __m256i m0_l = _mm256_and_si256(w0, nib), m0_h = _mm256_and_si256(_mm256_srli_epi16(w0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            const __m256i xdp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp00, _mm256_sub_epi8(xdp00, f15)));
            const __m256i xdp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp01, _mm256_sub_epi8(xdp01, f15)));
            const __m256i dp0 = _mm256_or_si256(tdp00, tdp01);
            l0_0 = _mm256_ternarylogic_epi64(l0_0, _mm256_shuffle_epi8(cp0, n0_l), _mm256_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm256_ternarylogic_epi64(h0_0, _mm256_shuffle_epi8(cp0, n0_h), _mm256_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            const __m256i xdp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp10, _mm256_sub_epi8(xdp10, f15)));
            const __m256i xdp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp11, _mm256_sub_epi8(xdp11, f15)));
            const __m256i dp1 = _mm256_or_si256(tdp10, tdp11);
            l1_0 = _mm256_ternarylogic_epi64(l1_0, _mm256_shuffle_epi8(cp1, n0_l), _mm256_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm256_ternarylogic_epi64(h1_0, _mm256_shuffle_epi8(cp1, n0_h), _mm256_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 5) * 64 + (j)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            const __m256i xdp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp20, _mm256_sub_epi8(xdp20, f15)));
            const __m256i xdp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 5) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp21, _mm256_sub_epi8(xdp21, f15)));
            const __m256i dp2 = _mm256_or_si256(tdp20, tdp21);
            l2_0 = _mm256_ternarylogic_epi64(l2_0, _mm256_shuffle_epi8(cp2, n0_l), _mm256_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm256_ternarylogic_epi64(h2_0, _mm256_shuffle_epi8(cp2, n0_h), _mm256_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 7) * 64 + (j)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            const __m256i xdp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp30, _mm256_sub_epi8(xdp30, f15)));
            const __m256i xdp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 7) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp31, _mm256_sub_epi8(xdp31, f15)));
            const __m256i dp3 = _mm256_or_si256(tdp30, tdp31);
            l3_0 = _mm256_ternarylogic_epi64(l3_0, _mm256_shuffle_epi8(cp3, n0_l), _mm256_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm256_ternarylogic_epi64(h3_0, _mm256_shuffle_epi8(cp3, n0_h), _mm256_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 9) * 64 + (j)])), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            const __m256i xdp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp40, _mm256_sub_epi8(xdp40, f15)));
            const __m256i xdp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 9) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp41, _mm256_sub_epi8(xdp41, f15)));
            const __m256i dp4 = _mm256_or_si256(tdp40, tdp41);
            l4_0 = _mm256_ternarylogic_epi64(l4_0, _mm256_shuffle_epi8(cp4, n0_l), _mm256_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm256_ternarylogic_epi64(h4_0, _mm256_shuffle_epi8(cp4, n0_h), _mm256_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            const __m256i xdp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp50, _mm256_sub_epi8(xdp50, f15)));
            const __m256i xdp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp51, _mm256_sub_epi8(xdp51, f15)));
            const __m256i dp5 = _mm256_or_si256(tdp50, tdp51);
            l5_0 = _mm256_ternarylogic_epi64(l5_0, _mm256_shuffle_epi8(cp5, n0_l), _mm256_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm256_ternarylogic_epi64(h5_0, _mm256_shuffle_epi8(cp5, n0_h), _mm256_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            const __m256i xdp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp60, _mm256_sub_epi8(xdp60, f15)));
            const __m256i xdp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp61, _mm256_sub_epi8(xdp61, f15)));
            const __m256i dp6 = _mm256_or_si256(tdp60, tdp61);
            l6_0 = _mm256_ternarylogic_epi64(l6_0, _mm256_shuffle_epi8(cp6, n0_l), _mm256_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm256_ternarylogic_epi64(h6_0, _mm256_shuffle_epi8(cp6, n0_h), _mm256_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            const __m256i xdp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp70, _mm256_sub_epi8(xdp70, f15)));
            const __m256i xdp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp71, _mm256_sub_epi8(xdp71, f15)));
            const __m256i dp7 = _mm256_or_si256(tdp70, tdp71);
            l7_0 = _mm256_ternarylogic_epi64(l7_0, _mm256_shuffle_epi8(cp7, n0_l), _mm256_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm256_ternarylogic_epi64(h7_0, _mm256_shuffle_epi8(cp7, n0_h), _mm256_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j)])), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            const __m256i xdp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp80, _mm256_sub_epi8(xdp80, f15)));
            const __m256i xdp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp81, _mm256_sub_epi8(xdp81, f15)));
            const __m256i dp8 = _mm256_or_si256(tdp80, tdp81);
            l8_0 = _mm256_ternarylogic_epi64(l8_0, _mm256_shuffle_epi8(cp8, n0_l), _mm256_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm256_ternarylogic_epi64(h8_0, _mm256_shuffle_epi8(cp8, n0_h), _mm256_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j)])), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            const __m256i xdp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp90, _mm256_sub_epi8(xdp90, f15)));
            const __m256i xdp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp91, _mm256_sub_epi8(xdp91, f15)));
            const __m256i dp9 = _mm256_or_si256(tdp90, tdp91);
            l9_0 = _mm256_ternarylogic_epi64(l9_0, _mm256_shuffle_epi8(cp9, n0_l), _mm256_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm256_ternarylogic_epi64(h9_0, _mm256_shuffle_epi8(cp9, n0_h), _mm256_shuffle_epi8(dp9, m0_h), 0x96);
        }
        {
            const __m256i xcp100 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 20) * 64 + (j)])), lg_tab);
            const __m256i tcp100 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp100, _mm256_sub_epi8(xcp100, f15)));
            const __m256i xcp101 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 21) * 64 + (j)])), lg_tab);
            const __m256i tcp101 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp101, _mm256_sub_epi8(xcp101, f15)));
            const __m256i cp10 = _mm256_or_si256(tcp100, tcp101);
            const __m256i xdp100 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 20) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp100 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp100, _mm256_sub_epi8(xdp100, f15)));
            const __m256i xdp101 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 21) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp101 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp101, _mm256_sub_epi8(xdp101, f15)));
            const __m256i dp10 = _mm256_or_si256(tdp100, tdp101);
            l10_0 = _mm256_ternarylogic_epi64(l10_0, _mm256_shuffle_epi8(cp10, n0_l), _mm256_shuffle_epi8(dp10, m0_l), 0x96);
            h10_0 = _mm256_ternarylogic_epi64(h10_0, _mm256_shuffle_epi8(cp10, n0_h), _mm256_shuffle_epi8(dp10, m0_h), 0x96);
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
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j)])), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j)])), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
        {
            const __m256i xcp100 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 20) * 64 + (j)])), lg_tab);
            const __m256i tcp100 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp100, _mm256_sub_epi8(xcp100, f15)));
            const __m256i xcp101 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 21) * 64 + (j)])), lg_tab);
            const __m256i tcp101 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp101, _mm256_sub_epi8(xcp101, f15)));
            const __m256i cp10 = _mm256_or_si256(tcp100, tcp101);
            l10_0 = _mm256_xor_si256(l10_0, _mm256_shuffle_epi8(cp10, n0_l));
            h10_0 = _mm256_xor_si256(h10_0, _mm256_shuffle_epi8(cp10, n0_h));
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l8_0, nib), _mm256_slli_epi16(_mm256_and_si256(h8_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 17) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l8_0, 4), nib), _mm256_and_si256(h8_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 18) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l9_0, nib), _mm256_slli_epi16(_mm256_and_si256(h9_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 19) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l9_0, 4), nib), _mm256_and_si256(h9_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 20) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l10_0, nib), _mm256_slli_epi16(_mm256_and_si256(h10_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 21) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l10_0, 4), nib), _mm256_and_si256(h10_0, hinib)));
}

/* rows i0..i0+19, bytes 0..31 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile20(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l8_0, h8_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 17) * 32 + 0));
      l8_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h8_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l9_0, h9_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 18) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 19) * 32 + 0));
      l9_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h9_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = i0;
    for (; j < i0 + 19; j++) {
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
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 11 ? lg[(i0 + 11) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 13 ? lg[(i0 + 13) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 15 ? lg[(i0 + 15) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 17 ? lg[(i0 + 17) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(j >= i0 + 19 ? lg[(i0 + 19) * 64 + (j)] : 0xff)), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
    }
    for (; j + 1 < 64; j += 2) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *wp = b + (j + 1) * 32;
        const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wp));
        const __m256i m0_l = _mm256_and_si256(w0, nib), m0_h = _mm256_and_si256(_mm256_srli_epi16(w0, 4), nib);
        {
            const __m256i xcp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j)])), lg_tab);
            const __m256i tcp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp00, _mm256_sub_epi8(xcp00, f15)));
            const __m256i xcp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const __m256i tcp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp01, _mm256_sub_epi8(xcp01, f15)));
            const __m256i cp0 = _mm256_or_si256(tcp00, tcp01);
            const __m256i xdp00 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp00 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp00, _mm256_sub_epi8(xdp00, f15)));
            const __m256i xdp01 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 1) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp01 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp01, _mm256_sub_epi8(xdp01, f15)));
            const __m256i dp0 = _mm256_or_si256(tdp00, tdp01);
            l0_0 = _mm256_ternarylogic_epi64(l0_0, _mm256_shuffle_epi8(cp0, n0_l), _mm256_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm256_ternarylogic_epi64(h0_0, _mm256_shuffle_epi8(cp0, n0_h), _mm256_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m256i xcp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const __m256i tcp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp10, _mm256_sub_epi8(xcp10, f15)));
            const __m256i xcp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const __m256i tcp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp11, _mm256_sub_epi8(xcp11, f15)));
            const __m256i cp1 = _mm256_or_si256(tcp10, tcp11);
            const __m256i xdp10 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 2) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp10 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp10, _mm256_sub_epi8(xdp10, f15)));
            const __m256i xdp11 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 3) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp11 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp11, _mm256_sub_epi8(xdp11, f15)));
            const __m256i dp1 = _mm256_or_si256(tdp10, tdp11);
            l1_0 = _mm256_ternarylogic_epi64(l1_0, _mm256_shuffle_epi8(cp1, n0_l), _mm256_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm256_ternarylogic_epi64(h1_0, _mm256_shuffle_epi8(cp1, n0_h), _mm256_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m256i xcp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const __m256i tcp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp20, _mm256_sub_epi8(xcp20, f15)));
            const __m256i xcp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 5) * 64 + (j)])), lg_tab);
            const __m256i tcp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp21, _mm256_sub_epi8(xcp21, f15)));
            const __m256i cp2 = _mm256_or_si256(tcp20, tcp21);
            const __m256i xdp20 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 4) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp20 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp20, _mm256_sub_epi8(xdp20, f15)));
            const __m256i xdp21 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 5) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp21 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp21, _mm256_sub_epi8(xdp21, f15)));
            const __m256i dp2 = _mm256_or_si256(tdp20, tdp21);
            l2_0 = _mm256_ternarylogic_epi64(l2_0, _mm256_shuffle_epi8(cp2, n0_l), _mm256_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm256_ternarylogic_epi64(h2_0, _mm256_shuffle_epi8(cp2, n0_h), _mm256_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m256i xcp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const __m256i tcp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp30, _mm256_sub_epi8(xcp30, f15)));
            const __m256i xcp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 7) * 64 + (j)])), lg_tab);
            const __m256i tcp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp31, _mm256_sub_epi8(xcp31, f15)));
            const __m256i cp3 = _mm256_or_si256(tcp30, tcp31);
            const __m256i xdp30 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 6) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp30 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp30, _mm256_sub_epi8(xdp30, f15)));
            const __m256i xdp31 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 7) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp31 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp31, _mm256_sub_epi8(xdp31, f15)));
            const __m256i dp3 = _mm256_or_si256(tdp30, tdp31);
            l3_0 = _mm256_ternarylogic_epi64(l3_0, _mm256_shuffle_epi8(cp3, n0_l), _mm256_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm256_ternarylogic_epi64(h3_0, _mm256_shuffle_epi8(cp3, n0_h), _mm256_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m256i xcp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const __m256i tcp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp40, _mm256_sub_epi8(xcp40, f15)));
            const __m256i xcp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 9) * 64 + (j)])), lg_tab);
            const __m256i tcp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp41, _mm256_sub_epi8(xcp41, f15)));
            const __m256i cp4 = _mm256_or_si256(tcp40, tcp41);
            const __m256i xdp40 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 8) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp40 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp40, _mm256_sub_epi8(xdp40, f15)));
            const __m256i xdp41 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 9) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp41 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp41, _mm256_sub_epi8(xdp41, f15)));
            const __m256i dp4 = _mm256_or_si256(tdp40, tdp41);
            l4_0 = _mm256_ternarylogic_epi64(l4_0, _mm256_shuffle_epi8(cp4, n0_l), _mm256_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm256_ternarylogic_epi64(h4_0, _mm256_shuffle_epi8(cp4, n0_h), _mm256_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            const __m256i xdp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp50, _mm256_sub_epi8(xdp50, f15)));
            const __m256i xdp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp51, _mm256_sub_epi8(xdp51, f15)));
            const __m256i dp5 = _mm256_or_si256(tdp50, tdp51);
            l5_0 = _mm256_ternarylogic_epi64(l5_0, _mm256_shuffle_epi8(cp5, n0_l), _mm256_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm256_ternarylogic_epi64(h5_0, _mm256_shuffle_epi8(cp5, n0_h), _mm256_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            const __m256i xdp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp60, _mm256_sub_epi8(xdp60, f15)));
            const __m256i xdp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp61, _mm256_sub_epi8(xdp61, f15)));
            const __m256i dp6 = _mm256_or_si256(tdp60, tdp61);
            l6_0 = _mm256_ternarylogic_epi64(l6_0, _mm256_shuffle_epi8(cp6, n0_l), _mm256_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm256_ternarylogic_epi64(h6_0, _mm256_shuffle_epi8(cp6, n0_h), _mm256_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            const __m256i xdp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp70, _mm256_sub_epi8(xdp70, f15)));
            const __m256i xdp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp71, _mm256_sub_epi8(xdp71, f15)));
            const __m256i dp7 = _mm256_or_si256(tdp70, tdp71);
            l7_0 = _mm256_ternarylogic_epi64(l7_0, _mm256_shuffle_epi8(cp7, n0_l), _mm256_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm256_ternarylogic_epi64(h7_0, _mm256_shuffle_epi8(cp7, n0_h), _mm256_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j)])), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            const __m256i xdp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp80, _mm256_sub_epi8(xdp80, f15)));
            const __m256i xdp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp81, _mm256_sub_epi8(xdp81, f15)));
            const __m256i dp8 = _mm256_or_si256(tdp80, tdp81);
            l8_0 = _mm256_ternarylogic_epi64(l8_0, _mm256_shuffle_epi8(cp8, n0_l), _mm256_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm256_ternarylogic_epi64(h8_0, _mm256_shuffle_epi8(cp8, n0_h), _mm256_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j)])), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            const __m256i xdp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xdp90, _mm256_sub_epi8(xdp90, f15)));
            const __m256i xdp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j + 1)])), lg_tab);
            const __m256i tdp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xdp91, _mm256_sub_epi8(xdp91, f15)));
            const __m256i dp9 = _mm256_or_si256(tdp90, tdp91);
            l9_0 = _mm256_ternarylogic_epi64(l9_0, _mm256_shuffle_epi8(cp9, n0_l), _mm256_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm256_ternarylogic_epi64(h9_0, _mm256_shuffle_epi8(cp9, n0_h), _mm256_shuffle_epi8(dp9, m0_h), 0x96);
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
        {
            const __m256i xcp50 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const __m256i tcp50 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp50, _mm256_sub_epi8(xcp50, f15)));
            const __m256i xcp51 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 11) * 64 + (j)])), lg_tab);
            const __m256i tcp51 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp51, _mm256_sub_epi8(xcp51, f15)));
            const __m256i cp5 = _mm256_or_si256(tcp50, tcp51);
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m256i xcp60 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 12) * 64 + (j)])), lg_tab);
            const __m256i tcp60 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp60, _mm256_sub_epi8(xcp60, f15)));
            const __m256i xcp61 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 13) * 64 + (j)])), lg_tab);
            const __m256i tcp61 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp61, _mm256_sub_epi8(xcp61, f15)));
            const __m256i cp6 = _mm256_or_si256(tcp60, tcp61);
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m256i xcp70 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 14) * 64 + (j)])), lg_tab);
            const __m256i tcp70 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp70, _mm256_sub_epi8(xcp70, f15)));
            const __m256i xcp71 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 15) * 64 + (j)])), lg_tab);
            const __m256i tcp71 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp71, _mm256_sub_epi8(xcp71, f15)));
            const __m256i cp7 = _mm256_or_si256(tcp70, tcp71);
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m256i xcp80 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 16) * 64 + (j)])), lg_tab);
            const __m256i tcp80 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp80, _mm256_sub_epi8(xcp80, f15)));
            const __m256i xcp81 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 17) * 64 + (j)])), lg_tab);
            const __m256i tcp81 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp81, _mm256_sub_epi8(xcp81, f15)));
            const __m256i cp8 = _mm256_or_si256(tcp80, tcp81);
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m256i xcp90 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 18) * 64 + (j)])), lg_tab);
            const __m256i tcp90 = _mm256_shuffle_epi8(ex_tab, _mm256_min_epu8(xcp90, _mm256_sub_epi8(xcp90, f15)));
            const __m256i xcp91 = _mm256_adds_epu8(_mm256_set1_epi8((char)(lg[(i0 + 19) * 64 + (j)])), lg_tab);
            const __m256i tcp91 = _mm256_shuffle_epi8(ex_hi, _mm256_min_epu8(xcp91, _mm256_sub_epi8(xcp91, f15)));
            const __m256i cp9 = _mm256_or_si256(tcp90, tcp91);
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l8_0, nib), _mm256_slli_epi16(_mm256_and_si256(h8_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 17) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l8_0, 4), nib), _mm256_and_si256(h8_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 18) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l9_0, nib), _mm256_slli_epi16(_mm256_and_si256(h9_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 19) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l9_0, 4), nib), _mm256_and_si256(h9_0, hinib)));
}

/* rows i0..i0+19, bytes 0..47 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_prepared_tile20(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[20][64] = {{0}};
    size_t r;
    for (r = 0; r < 20; r++)
        memcpy(ybuf[r], c + (i0 + r) * 48, 48);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l4_0, h4_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[8] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[9] + 0));
      l4_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h4_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l5_0, h5_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[10] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[11] + 0));
      l5_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h5_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l6_0, h6_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[12] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[13] + 0));
      l6_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h6_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l7_0, h7_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[14] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[15] + 0));
      l7_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h7_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l8_0, h8_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[16] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[17] + 0));
      l8_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h8_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l9_0, h9_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[18] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[19] + 0));
      l9_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h9_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = j0;
    uint8_t wpad[64] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 48;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 48);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
        uint8_t const *wp = b + (j + 1) * 48;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 48);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 10) * 16;
        {
            const __m512i cp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp)));
            const __m512i dp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up)));
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m512i cp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 16)));
            const __m512i dp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 16)));
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m512i cp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 32)));
            const __m512i dp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 32)));
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m512i cp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 48)));
            const __m512i dp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 48)));
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m512i cp4 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 64)));
            const __m512i dp4 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 64)));
            l4_0 = _mm512_ternarylogic_epi64(l4_0, _mm512_shuffle_epi8(cp4, n0_l), _mm512_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm512_ternarylogic_epi64(h4_0, _mm512_shuffle_epi8(cp4, n0_h), _mm512_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m512i cp5 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 80)));
            const __m512i dp5 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 80)));
            l5_0 = _mm512_ternarylogic_epi64(l5_0, _mm512_shuffle_epi8(cp5, n0_l), _mm512_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm512_ternarylogic_epi64(h5_0, _mm512_shuffle_epi8(cp5, n0_h), _mm512_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m512i cp6 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 96)));
            const __m512i dp6 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 96)));
            l6_0 = _mm512_ternarylogic_epi64(l6_0, _mm512_shuffle_epi8(cp6, n0_l), _mm512_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm512_ternarylogic_epi64(h6_0, _mm512_shuffle_epi8(cp6, n0_h), _mm512_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m512i cp7 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 112)));
            const __m512i dp7 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 112)));
            l7_0 = _mm512_ternarylogic_epi64(l7_0, _mm512_shuffle_epi8(cp7, n0_l), _mm512_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm512_ternarylogic_epi64(h7_0, _mm512_shuffle_epi8(cp7, n0_h), _mm512_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m512i cp8 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 128)));
            const __m512i dp8 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 128)));
            l8_0 = _mm512_ternarylogic_epi64(l8_0, _mm512_shuffle_epi8(cp8, n0_l), _mm512_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm512_ternarylogic_epi64(h8_0, _mm512_shuffle_epi8(cp8, n0_h), _mm512_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m512i cp9 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 144)));
            const __m512i dp9 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 144)));
            l9_0 = _mm512_ternarylogic_epi64(l9_0, _mm512_shuffle_epi8(cp9, n0_l), _mm512_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm512_ternarylogic_epi64(h9_0, _mm512_shuffle_epi8(cp9, n0_h), _mm512_shuffle_epi8(dp9, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 48;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 48);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
        {
            const __m512i cp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m512i cp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m512i cp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m512i cp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
        }
        {
            const __m512i cp4 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 64)));
            l4_0 = _mm512_xor_si512(l4_0, _mm512_shuffle_epi8(cp4, n0_l));
            h4_0 = _mm512_xor_si512(h4_0, _mm512_shuffle_epi8(cp4, n0_h));
        }
        {
            const __m512i cp5 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 80)));
            l5_0 = _mm512_xor_si512(l5_0, _mm512_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm512_xor_si512(h5_0, _mm512_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m512i cp6 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 96)));
            l6_0 = _mm512_xor_si512(l6_0, _mm512_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm512_xor_si512(h6_0, _mm512_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m512i cp7 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 112)));
            l7_0 = _mm512_xor_si512(l7_0, _mm512_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm512_xor_si512(h7_0, _mm512_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m512i cp8 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 128)));
            l8_0 = _mm512_xor_si512(l8_0, _mm512_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm512_xor_si512(h8_0, _mm512_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m512i cp9 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 144)));
            l9_0 = _mm512_xor_si512(l9_0, _mm512_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm512_xor_si512(h9_0, _mm512_shuffle_epi8(cp9, n0_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[8] + 0), _mm512_or_si512(_mm512_and_si512(l4_0, nib), _mm512_slli_epi16(_mm512_and_si512(h4_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[9] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l4_0, 4), nib), _mm512_and_si512(h4_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[10] + 0), _mm512_or_si512(_mm512_and_si512(l5_0, nib), _mm512_slli_epi16(_mm512_and_si512(h5_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[11] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l5_0, 4), nib), _mm512_and_si512(h5_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[12] + 0), _mm512_or_si512(_mm512_and_si512(l6_0, nib), _mm512_slli_epi16(_mm512_and_si512(h6_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[13] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l6_0, 4), nib), _mm512_and_si512(h6_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[14] + 0), _mm512_or_si512(_mm512_and_si512(l7_0, nib), _mm512_slli_epi16(_mm512_and_si512(h7_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[15] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l7_0, 4), nib), _mm512_and_si512(h7_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[16] + 0), _mm512_or_si512(_mm512_and_si512(l8_0, nib), _mm512_slli_epi16(_mm512_and_si512(h8_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[17] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l8_0, 4), nib), _mm512_and_si512(h8_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[18] + 0), _mm512_or_si512(_mm512_and_si512(l9_0, nib), _mm512_slli_epi16(_mm512_and_si512(h9_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[19] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l9_0, 4), nib), _mm512_and_si512(h9_0, hinib)));
    for (r = 0; r < 20; r++)
        memcpy(c + (i0 + r) * 48, ybuf[r], 48);
}

/* rows i0..i0+19, bytes 0..9 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_prepared_tile20(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[20][16] = {{0}};
    size_t r;
    for (r = 0; r < 20; r++)
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
    __m128i l5_0, h5_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[10] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[11] + 0));
      l5_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h5_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l6_0, h6_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[12] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[13] + 0));
      l6_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h6_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l7_0, h7_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[14] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[15] + 0));
      l7_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h7_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l8_0, h8_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[16] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[17] + 0));
      l8_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h8_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l9_0, h9_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[18] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[19] + 0));
      l9_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h9_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = j0;
    uint8_t wpad[16] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
        uint8_t const *wp = b + (j + 1) * 10;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 10);
            wp = wpad;
        }
        const __m128i w0 = _mm_loadu_si128((const __m128i *)(wp));
        const __m128i m0_l = _mm_and_si128(w0, nib), m0_h = _mm_and_si128(_mm_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 10) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            const __m128i dp0 = _mm_loadu_si128((const __m128i *)(up));
            l0_0 = _mm_ternarylogic_epi64(l0_0, _mm_shuffle_epi8(cp0, n0_l), _mm_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm_ternarylogic_epi64(h0_0, _mm_shuffle_epi8(cp0, n0_h), _mm_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            const __m128i dp1 = _mm_loadu_si128((const __m128i *)(up + 16));
            l1_0 = _mm_ternarylogic_epi64(l1_0, _mm_shuffle_epi8(cp1, n0_l), _mm_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm_ternarylogic_epi64(h1_0, _mm_shuffle_epi8(cp1, n0_h), _mm_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m128i cp2 = _mm_loadu_si128((const __m128i *)(tp + 32));
            const __m128i dp2 = _mm_loadu_si128((const __m128i *)(up + 32));
            l2_0 = _mm_ternarylogic_epi64(l2_0, _mm_shuffle_epi8(cp2, n0_l), _mm_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm_ternarylogic_epi64(h2_0, _mm_shuffle_epi8(cp2, n0_h), _mm_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m128i cp3 = _mm_loadu_si128((const __m128i *)(tp + 48));
            const __m128i dp3 = _mm_loadu_si128((const __m128i *)(up + 48));
            l3_0 = _mm_ternarylogic_epi64(l3_0, _mm_shuffle_epi8(cp3, n0_l), _mm_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm_ternarylogic_epi64(h3_0, _mm_shuffle_epi8(cp3, n0_h), _mm_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m128i cp4 = _mm_loadu_si128((const __m128i *)(tp + 64));
            const __m128i dp4 = _mm_loadu_si128((const __m128i *)(up + 64));
            l4_0 = _mm_ternarylogic_epi64(l4_0, _mm_shuffle_epi8(cp4, n0_l), _mm_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm_ternarylogic_epi64(h4_0, _mm_shuffle_epi8(cp4, n0_h), _mm_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m128i cp5 = _mm_loadu_si128((const __m128i *)(tp + 80));
            const __m128i dp5 = _mm_loadu_si128((const __m128i *)(up + 80));
            l5_0 = _mm_ternarylogic_epi64(l5_0, _mm_shuffle_epi8(cp5, n0_l), _mm_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm_ternarylogic_epi64(h5_0, _mm_shuffle_epi8(cp5, n0_h), _mm_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m128i cp6 = _mm_loadu_si128((const __m128i *)(tp + 96));
            const __m128i dp6 = _mm_loadu_si128((const __m128i *)(up + 96));
            l6_0 = _mm_ternarylogic_epi64(l6_0, _mm_shuffle_epi8(cp6, n0_l), _mm_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm_ternarylogic_epi64(h6_0, _mm_shuffle_epi8(cp6, n0_h), _mm_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m128i cp7 = _mm_loadu_si128((const __m128i *)(tp + 112));
            const __m128i dp7 = _mm_loadu_si128((const __m128i *)(up + 112));
            l7_0 = _mm_ternarylogic_epi64(l7_0, _mm_shuffle_epi8(cp7, n0_l), _mm_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm_ternarylogic_epi64(h7_0, _mm_shuffle_epi8(cp7, n0_h), _mm_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m128i cp8 = _mm_loadu_si128((const __m128i *)(tp + 128));
            const __m128i dp8 = _mm_loadu_si128((const __m128i *)(up + 128));
            l8_0 = _mm_ternarylogic_epi64(l8_0, _mm_shuffle_epi8(cp8, n0_l), _mm_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm_ternarylogic_epi64(h8_0, _mm_shuffle_epi8(cp8, n0_h), _mm_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m128i cp9 = _mm_loadu_si128((const __m128i *)(tp + 144));
            const __m128i dp9 = _mm_loadu_si128((const __m128i *)(up + 144));
            l9_0 = _mm_ternarylogic_epi64(l9_0, _mm_shuffle_epi8(cp9, n0_l), _mm_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm_ternarylogic_epi64(h9_0, _mm_shuffle_epi8(cp9, n0_h), _mm_shuffle_epi8(dp9, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
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
        {
            const __m128i cp5 = _mm_loadu_si128((const __m128i *)(tp + 80));
            l5_0 = _mm_xor_si128(l5_0, _mm_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm_xor_si128(h5_0, _mm_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m128i cp6 = _mm_loadu_si128((const __m128i *)(tp + 96));
            l6_0 = _mm_xor_si128(l6_0, _mm_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm_xor_si128(h6_0, _mm_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m128i cp7 = _mm_loadu_si128((const __m128i *)(tp + 112));
            l7_0 = _mm_xor_si128(l7_0, _mm_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm_xor_si128(h7_0, _mm_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m128i cp8 = _mm_loadu_si128((const __m128i *)(tp + 128));
            l8_0 = _mm_xor_si128(l8_0, _mm_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm_xor_si128(h8_0, _mm_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m128i cp9 = _mm_loadu_si128((const __m128i *)(tp + 144));
            l9_0 = _mm_xor_si128(l9_0, _mm_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm_xor_si128(h9_0, _mm_shuffle_epi8(cp9, n0_h));
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
    _mm_storeu_si128((__m128i *)(ybuf[10] + 0), _mm_or_si128(_mm_and_si128(l5_0, nib), _mm_slli_epi16(_mm_and_si128(h5_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[11] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l5_0, 4), nib), _mm_and_si128(h5_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[12] + 0), _mm_or_si128(_mm_and_si128(l6_0, nib), _mm_slli_epi16(_mm_and_si128(h6_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[13] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l6_0, 4), nib), _mm_and_si128(h6_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[14] + 0), _mm_or_si128(_mm_and_si128(l7_0, nib), _mm_slli_epi16(_mm_and_si128(h7_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[15] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l7_0, 4), nib), _mm_and_si128(h7_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[16] + 0), _mm_or_si128(_mm_and_si128(l8_0, nib), _mm_slli_epi16(_mm_and_si128(h8_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[17] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l8_0, 4), nib), _mm_and_si128(h8_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[18] + 0), _mm_or_si128(_mm_and_si128(l9_0, nib), _mm_slli_epi16(_mm_and_si128(h9_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[19] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l9_0, 4), nib), _mm_and_si128(h9_0, hinib)));
    for (r = 0; r < 20; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+15, bytes 0..9 of C ^= A*B: 16 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_prepared_tile16(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m128i nib = _mm_set1_epi8(0x0f);
    const __m128i hinib = _mm_set1_epi8((char)0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[16][16] = {{0}};
    size_t r;
    for (r = 0; r < 16; r++)
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
    __m128i l5_0, h5_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[10] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[11] + 0));
      l5_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h5_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l6_0, h6_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[12] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[13] + 0));
      l6_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h6_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    __m128i l7_0, h7_0;
    { const __m128i u0 = _mm_loadu_si128((const __m128i *)(ybuf[14] + 0)), u1 = _mm_loadu_si128((const __m128i *)(ybuf[15] + 0));
      l7_0 = _mm_or_si128(_mm_and_si128(u0, nib), _mm_slli_epi16(_mm_and_si128(u1, nib), 4));
      h7_0 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib), _mm_and_si128(u1, hinib)); }
    size_t j = j0;
    uint8_t wpad[16] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 8) * 16;
        uint8_t const *wp = b + (j + 1) * 10;
        if (j + 1 >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 10);
            wp = wpad;
        }
        const __m128i w0 = _mm_loadu_si128((const __m128i *)(wp));
        const __m128i m0_l = _mm_and_si128(w0, nib), m0_h = _mm_and_si128(_mm_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 8) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            const __m128i dp0 = _mm_loadu_si128((const __m128i *)(up));
            l0_0 = _mm_ternarylogic_epi64(l0_0, _mm_shuffle_epi8(cp0, n0_l), _mm_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm_ternarylogic_epi64(h0_0, _mm_shuffle_epi8(cp0, n0_h), _mm_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            const __m128i dp1 = _mm_loadu_si128((const __m128i *)(up + 16));
            l1_0 = _mm_ternarylogic_epi64(l1_0, _mm_shuffle_epi8(cp1, n0_l), _mm_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm_ternarylogic_epi64(h1_0, _mm_shuffle_epi8(cp1, n0_h), _mm_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m128i cp2 = _mm_loadu_si128((const __m128i *)(tp + 32));
            const __m128i dp2 = _mm_loadu_si128((const __m128i *)(up + 32));
            l2_0 = _mm_ternarylogic_epi64(l2_0, _mm_shuffle_epi8(cp2, n0_l), _mm_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm_ternarylogic_epi64(h2_0, _mm_shuffle_epi8(cp2, n0_h), _mm_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m128i cp3 = _mm_loadu_si128((const __m128i *)(tp + 48));
            const __m128i dp3 = _mm_loadu_si128((const __m128i *)(up + 48));
            l3_0 = _mm_ternarylogic_epi64(l3_0, _mm_shuffle_epi8(cp3, n0_l), _mm_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm_ternarylogic_epi64(h3_0, _mm_shuffle_epi8(cp3, n0_h), _mm_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m128i cp4 = _mm_loadu_si128((const __m128i *)(tp + 64));
            const __m128i dp4 = _mm_loadu_si128((const __m128i *)(up + 64));
            l4_0 = _mm_ternarylogic_epi64(l4_0, _mm_shuffle_epi8(cp4, n0_l), _mm_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm_ternarylogic_epi64(h4_0, _mm_shuffle_epi8(cp4, n0_h), _mm_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m128i cp5 = _mm_loadu_si128((const __m128i *)(tp + 80));
            const __m128i dp5 = _mm_loadu_si128((const __m128i *)(up + 80));
            l5_0 = _mm_ternarylogic_epi64(l5_0, _mm_shuffle_epi8(cp5, n0_l), _mm_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm_ternarylogic_epi64(h5_0, _mm_shuffle_epi8(cp5, n0_h), _mm_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m128i cp6 = _mm_loadu_si128((const __m128i *)(tp + 96));
            const __m128i dp6 = _mm_loadu_si128((const __m128i *)(up + 96));
            l6_0 = _mm_ternarylogic_epi64(l6_0, _mm_shuffle_epi8(cp6, n0_l), _mm_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm_ternarylogic_epi64(h6_0, _mm_shuffle_epi8(cp6, n0_h), _mm_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m128i cp7 = _mm_loadu_si128((const __m128i *)(tp + 112));
            const __m128i dp7 = _mm_loadu_si128((const __m128i *)(up + 112));
            l7_0 = _mm_ternarylogic_epi64(l7_0, _mm_shuffle_epi8(cp7, n0_l), _mm_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm_ternarylogic_epi64(h7_0, _mm_shuffle_epi8(cp7, n0_h), _mm_shuffle_epi8(dp7, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 8) * 16;
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
        {
            const __m128i cp5 = _mm_loadu_si128((const __m128i *)(tp + 80));
            l5_0 = _mm_xor_si128(l5_0, _mm_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm_xor_si128(h5_0, _mm_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m128i cp6 = _mm_loadu_si128((const __m128i *)(tp + 96));
            l6_0 = _mm_xor_si128(l6_0, _mm_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm_xor_si128(h6_0, _mm_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m128i cp7 = _mm_loadu_si128((const __m128i *)(tp + 112));
            l7_0 = _mm_xor_si128(l7_0, _mm_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm_xor_si128(h7_0, _mm_shuffle_epi8(cp7, n0_h));
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
    _mm_storeu_si128((__m128i *)(ybuf[10] + 0), _mm_or_si128(_mm_and_si128(l5_0, nib), _mm_slli_epi16(_mm_and_si128(h5_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[11] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l5_0, 4), nib), _mm_and_si128(h5_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[12] + 0), _mm_or_si128(_mm_and_si128(l6_0, nib), _mm_slli_epi16(_mm_and_si128(h6_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[13] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l6_0, 4), nib), _mm_and_si128(h6_0, hinib)));
    _mm_storeu_si128((__m128i *)(ybuf[14] + 0), _mm_or_si128(_mm_and_si128(l7_0, nib), _mm_slli_epi16(_mm_and_si128(h7_0, nib), 4)));
    _mm_storeu_si128((__m128i *)(ybuf[15] + 0), _mm_or_si128(_mm_and_si128(_mm_srli_epi16(l7_0, 4), nib), _mm_and_si128(h7_0, hinib)));
    for (r = 0; r < 16; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+7, bytes 0..119 of C ^= A*B: 8 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile8(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[128] = {0};
    uint8_t ybuf[8][128] = {{0}};
    size_t r;
    for (r = 0; r < 8; r++)
        memcpy(ybuf[r], c + (i0 + r) * 120, 120);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l0_1, h0_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 64));
      l0_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_1, h1_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 64));
      l1_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_1, h2_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 64));
      l2_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_1, h3_1;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 64)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 64));
      l3_1 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_1 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = j0;
    uint8_t wpad[128] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 120;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 120);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        const __m512i x1 = _mm512_loadu_si512((const void *)(xp + 64));
        const __m512i n1_l = _mm512_and_si512(x1, nib), n1_h = _mm512_and_si512(_mm512_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 4) * 16;
        uint8_t const *wp = b + (j + 1) * 120;
        if (j + 1 >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 120);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        const __m512i w1 = _mm512_loadu_si512((const void *)(wp + 64));
        const __m512i m1_l = _mm512_and_si512(w1, nib), m1_h = _mm512_and_si512(_mm512_srli_epi16(w1, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 4) * 16;
        {
            const __m512i cp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp)));
            const __m512i dp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up)));
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
            l0_1 = _mm512_ternarylogic_epi64(l0_1, _mm512_shuffle_epi8(cp0, n1_l), _mm512_shuffle_epi8(dp0, m1_l), 0x96);
            h0_1 = _mm512_ternarylogic_epi64(h0_1, _mm512_shuffle_epi8(cp0, n1_h), _mm512_shuffle_epi8(dp0, m1_h), 0x96);
        }
        {
            const __m512i cp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 16)));
            const __m512i dp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 16)));
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
            l1_1 = _mm512_ternarylogic_epi64(l1_1, _mm512_shuffle_epi8(cp1, n1_l), _mm512_shuffle_epi8(dp1, m1_l), 0x96);
            h1_1 = _mm512_ternarylogic_epi64(h1_1, _mm512_shuffle_epi8(cp1, n1_h), _mm512_shuffle_epi8(dp1, m1_h), 0x96);
        }
        {
            const __m512i cp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 32)));
            const __m512i dp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 32)));
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
            l2_1 = _mm512_ternarylogic_epi64(l2_1, _mm512_shuffle_epi8(cp2, n1_l), _mm512_shuffle_epi8(dp2, m1_l), 0x96);
            h2_1 = _mm512_ternarylogic_epi64(h2_1, _mm512_shuffle_epi8(cp2, n1_h), _mm512_shuffle_epi8(dp2, m1_h), 0x96);
        }
        {
            const __m512i cp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 48)));
            const __m512i dp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(up + 48)));
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
            l3_1 = _mm512_ternarylogic_epi64(l3_1, _mm512_shuffle_epi8(cp3, n1_l), _mm512_shuffle_epi8(dp3, m1_l), 0x96);
            h3_1 = _mm512_ternarylogic_epi64(h3_1, _mm512_shuffle_epi8(cp3, n1_h), _mm512_shuffle_epi8(dp3, m1_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 120);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        const __m512i x1 = _mm512_loadu_si512((const void *)(xp + 64));
        const __m512i n1_l = _mm512_and_si512(x1, nib), n1_h = _mm512_and_si512(_mm512_srli_epi16(x1, 4), nib);
        uint8_t const *tp = tables + (j * 4) * 16;
        {
            const __m512i cp0 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp)));
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
            l0_1 = _mm512_xor_si512(l0_1, _mm512_shuffle_epi8(cp0, n1_l));
            h0_1 = _mm512_xor_si512(h0_1, _mm512_shuffle_epi8(cp0, n1_h));
        }
        {
            const __m512i cp1 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 16)));
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
            l1_1 = _mm512_xor_si512(l1_1, _mm512_shuffle_epi8(cp1, n1_l));
            h1_1 = _mm512_xor_si512(h1_1, _mm512_shuffle_epi8(cp1, n1_h));
        }
        {
            const __m512i cp2 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 32)));
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
            l2_1 = _mm512_xor_si512(l2_1, _mm512_shuffle_epi8(cp2, n1_l));
            h2_1 = _mm512_xor_si512(h2_1, _mm512_shuffle_epi8(cp2, n1_h));
        }
        {
            const __m512i cp3 = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(tp + 48)));
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
            l3_1 = _mm512_xor_si512(l3_1, _mm512_shuffle_epi8(cp3, n1_l));
            h3_1 = _mm512_xor_si512(h3_1, _mm512_shuffle_epi8(cp3, n1_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[0] + 64), _mm512_or_si512(_mm512_and_si512(l0_1, nib), _mm512_slli_epi16(_mm512_and_si512(h0_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_1, 4), nib), _mm512_and_si512(h0_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 64), _mm512_or_si512(_mm512_and_si512(l1_1, nib), _mm512_slli_epi16(_mm512_and_si512(h1_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_1, 4), nib), _mm512_and_si512(h1_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 64), _mm512_or_si512(_mm512_and_si512(l2_1, nib), _mm512_slli_epi16(_mm512_and_si512(h2_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_1, 4), nib), _mm512_and_si512(h2_1, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 64), _mm512_or_si512(_mm512_and_si512(l3_1, nib), _mm512_slli_epi16(_mm512_and_si512(h3_1, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 64), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_1, 4), nib), _mm512_and_si512(h3_1, hinib)));
    for (r = 0; r < 8; r++)
        memcpy(c + (i0 + r) * 120, ybuf[r], 120);
}

/* rows i0..i0+7, bytes 0..38 of C ^= A*B: 8 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_prepared_tile8(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i hinib = _mm512_set1_epi8((char)0xf0);
    uint8_t xpad[64] = {0};
    uint8_t ybuf[8][64] = {{0}};
    size_t r;
    for (r = 0; r < 8; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    __m512i l0_0, h0_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[0] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[1] + 0));
      l0_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h0_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l1_0, h1_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[2] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[3] + 0));
      l1_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h1_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l2_0, h2_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[4] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[5] + 0));
      l2_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h2_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    __m512i l3_0, h3_0;
    { const __m512i u0 = _mm512_loadu_si512((const void *)(ybuf[6] + 0)), u1 = _mm512_loadu_si512((const void *)(ybuf[7] + 0));
      l3_0 = _mm512_or_si512(_mm512_and_si512(u0, nib), _mm512_slli_epi16(_mm512_and_si512(u1, nib), 4));
      h3_0 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(u0, 4), nib), _mm512_and_si512(u1, hinib)); }
    size_t j = j0;
    uint8_t wpad[64] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 4) * 64;
        uint8_t const *wp = b + (j + 1) * 39;
        if (j + 1 >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(wpad, wp, 39);
            wp = wpad;
        }
        const __m512i w0 = _mm512_loadu_si512((const void *)(wp));
        const __m512i m0_l = _mm512_and_si512(w0, nib), m0_h = _mm512_and_si512(_mm512_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 4) * 64;
        {
            const __m512i cp0 = _mm512_loadu_si512((const void *)(tp));
            const __m512i dp0 = _mm512_loadu_si512((const void *)(up));
            l0_0 = _mm512_ternarylogic_epi64(l0_0, _mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm512_ternarylogic_epi64(h0_0, _mm512_shuffle_epi8(cp0, n0_h), _mm512_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m512i cp1 = _mm512_loadu_si512((const void *)(tp + 64));
            const __m512i dp1 = _mm512_loadu_si512((const void *)(up + 64));
            l1_0 = _mm512_ternarylogic_epi64(l1_0, _mm512_shuffle_epi8(cp1, n0_l), _mm512_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm512_ternarylogic_epi64(h1_0, _mm512_shuffle_epi8(cp1, n0_h), _mm512_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m512i cp2 = _mm512_loadu_si512((const void *)(tp + 128));
            const __m512i dp2 = _mm512_loadu_si512((const void *)(up + 128));
            l2_0 = _mm512_ternarylogic_epi64(l2_0, _mm512_shuffle_epi8(cp2, n0_l), _mm512_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm512_ternarylogic_epi64(h2_0, _mm512_shuffle_epi8(cp2, n0_h), _mm512_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m512i cp3 = _mm512_loadu_si512((const void *)(tp + 192));
            const __m512i dp3 = _mm512_loadu_si512((const void *)(up + 192));
            l3_0 = _mm512_ternarylogic_epi64(l3_0, _mm512_shuffle_epi8(cp3, n0_l), _mm512_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm512_ternarylogic_epi64(h3_0, _mm512_shuffle_epi8(cp3, n0_h), _mm512_shuffle_epi8(dp3, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const __m512i x0 = _mm512_loadu_si512((const void *)(xp));
        const __m512i n0_l = _mm512_and_si512(x0, nib), n0_h = _mm512_and_si512(_mm512_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 4) * 64;
        {
            const __m512i cp0 = _mm512_loadu_si512((const void *)(tp));
            l0_0 = _mm512_xor_si512(l0_0, _mm512_shuffle_epi8(cp0, n0_l));
            h0_0 = _mm512_xor_si512(h0_0, _mm512_shuffle_epi8(cp0, n0_h));
        }
        {
            const __m512i cp1 = _mm512_loadu_si512((const void *)(tp + 64));
            l1_0 = _mm512_xor_si512(l1_0, _mm512_shuffle_epi8(cp1, n0_l));
            h1_0 = _mm512_xor_si512(h1_0, _mm512_shuffle_epi8(cp1, n0_h));
        }
        {
            const __m512i cp2 = _mm512_loadu_si512((const void *)(tp + 128));
            l2_0 = _mm512_xor_si512(l2_0, _mm512_shuffle_epi8(cp2, n0_l));
            h2_0 = _mm512_xor_si512(h2_0, _mm512_shuffle_epi8(cp2, n0_h));
        }
        {
            const __m512i cp3 = _mm512_loadu_si512((const void *)(tp + 192));
            l3_0 = _mm512_xor_si512(l3_0, _mm512_shuffle_epi8(cp3, n0_l));
            h3_0 = _mm512_xor_si512(h3_0, _mm512_shuffle_epi8(cp3, n0_h));
        }
    }
    _mm512_storeu_si512((void *)(ybuf[0] + 0), _mm512_or_si512(_mm512_and_si512(l0_0, nib), _mm512_slli_epi16(_mm512_and_si512(h0_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[1] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l0_0, 4), nib), _mm512_and_si512(h0_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[2] + 0), _mm512_or_si512(_mm512_and_si512(l1_0, nib), _mm512_slli_epi16(_mm512_and_si512(h1_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[3] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l1_0, 4), nib), _mm512_and_si512(h1_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[4] + 0), _mm512_or_si512(_mm512_and_si512(l2_0, nib), _mm512_slli_epi16(_mm512_and_si512(h2_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[5] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l2_0, 4), nib), _mm512_and_si512(h2_0, hinib)));
    _mm512_storeu_si512((void *)(ybuf[6] + 0), _mm512_or_si512(_mm512_and_si512(l3_0, nib), _mm512_slli_epi16(_mm512_and_si512(h3_0, nib), 4)));
    _mm512_storeu_si512((void *)(ybuf[7] + 0), _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l3_0, 4), nib), _mm512_and_si512(h3_0, hinib)));
    for (r = 0; r < 8; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+16, bytes 0..31 of C ^= A*B: 17 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile17(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i y16_0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0));
    size_t j = j0;
    const __m512i nib512 = _mm512_set1_epi8(0x0f);
    __m512i L0 = _mm512_inserti64x4(_mm512_zextsi256_si512(l0_0), l1_0, 1);
    __m512i H0 = _mm512_inserti64x4(_mm512_zextsi256_si512(h0_0), h1_0, 1);
    __m512i L1 = _mm512_inserti64x4(_mm512_zextsi256_si512(l2_0), l3_0, 1);
    __m512i H1 = _mm512_inserti64x4(_mm512_zextsi256_si512(h2_0), h3_0, 1);
    __m512i L2 = _mm512_inserti64x4(_mm512_zextsi256_si512(l4_0), l5_0, 1);
    __m512i H2 = _mm512_inserti64x4(_mm512_zextsi256_si512(h4_0), h5_0, 1);
    __m512i L3 = _mm512_inserti64x4(_mm512_zextsi256_si512(l6_0), l7_0, 1);
    __m512i H3 = _mm512_inserti64x4(_mm512_zextsi256_si512(h6_0), h7_0, 1);
    __m512i Y16 = _mm512_zextsi256_si512(y16_0);
    for (; j < j1; j++) {
        const __m512i x = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(b + j * 32)));
        const __m512i nl = _mm512_and_si512(x, nib512), nh = _mm512_and_si512(_mm512_srli_epi16(x, 4), nib512);
        uint8_t const *tp = tables + (j * 9) * 32;
        const __m512i cp0 = _mm512_loadu_si512((const void *)(tp));
        L0 = _mm512_xor_si512(L0, _mm512_shuffle_epi8(cp0, nl));
        H0 = _mm512_xor_si512(H0, _mm512_shuffle_epi8(cp0, nh));
        const __m512i cp1 = _mm512_loadu_si512((const void *)(tp + 64));
        L1 = _mm512_xor_si512(L1, _mm512_shuffle_epi8(cp1, nl));
        H1 = _mm512_xor_si512(H1, _mm512_shuffle_epi8(cp1, nh));
        const __m512i cp2 = _mm512_loadu_si512((const void *)(tp + 128));
        L2 = _mm512_xor_si512(L2, _mm512_shuffle_epi8(cp2, nl));
        H2 = _mm512_xor_si512(H2, _mm512_shuffle_epi8(cp2, nh));
        const __m512i cp3 = _mm512_loadu_si512((const void *)(tp + 192));
        L3 = _mm512_xor_si512(L3, _mm512_shuffle_epi8(cp3, nl));
        H3 = _mm512_xor_si512(H3, _mm512_shuffle_epi8(cp3, nh));
        const __m512i c16l = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(tp + 256))), c16h = _mm512_slli_epi16(c16l, 4);
        Y16 = _mm512_ternarylogic_epi64(Y16, _mm512_shuffle_epi8(c16l, nl), _mm512_shuffle_epi8(c16h, nh), 0x96);
    }
    l0_0 = _mm512_castsi512_si256(L0); l1_0 = _mm512_extracti64x4_epi64(L0, 1);
    h0_0 = _mm512_castsi512_si256(H0); h1_0 = _mm512_extracti64x4_epi64(H0, 1);
    l2_0 = _mm512_castsi512_si256(L1); l3_0 = _mm512_extracti64x4_epi64(L1, 1);
    h2_0 = _mm512_castsi512_si256(H1); h3_0 = _mm512_extracti64x4_epi64(H1, 1);
    l4_0 = _mm512_castsi512_si256(L2); l5_0 = _mm512_extracti64x4_epi64(L2, 1);
    h4_0 = _mm512_castsi512_si256(H2); h5_0 = _mm512_extracti64x4_epi64(H2, 1);
    l6_0 = _mm512_castsi512_si256(L3); l7_0 = _mm512_extracti64x4_epi64(L3, 1);
    h6_0 = _mm512_castsi512_si256(H3); h7_0 = _mm512_extracti64x4_epi64(H3, 1);
    y16_0 = _mm512_castsi512_si256(Y16);
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), y16_0);
}

/* rows i0..i0+21, bytes 0..31 of C ^= A*B: 22 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile22(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l8_0, h8_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 17) * 32 + 0));
      l8_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h8_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l9_0, h9_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 18) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 19) * 32 + 0));
      l9_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h9_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l10_0, h10_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 20) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 21) * 32 + 0));
      l10_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h10_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 21 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 11) * 16;
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
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
        if (j >= i0 + 20) { /* A is upper triangular: j and i0 are public */
            const __m256i cp10 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 160)));
            l10_0 = _mm256_xor_si256(l10_0, _mm256_shuffle_epi8(cp10, n0_l));
            h10_0 = _mm256_xor_si256(h10_0, _mm256_shuffle_epi8(cp10, n0_h));
        }
    }
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 11) * 16;
        uint8_t const *wp = b + (j + 1) * 32;
        const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wp));
        const __m256i m0_l = _mm256_and_si256(w0, nib), m0_h = _mm256_and_si256(_mm256_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 11) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            const __m256i dp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up)));
            l0_0 = _mm256_ternarylogic_epi64(l0_0, _mm256_shuffle_epi8(cp0, n0_l), _mm256_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm256_ternarylogic_epi64(h0_0, _mm256_shuffle_epi8(cp0, n0_h), _mm256_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            const __m256i dp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 16)));
            l1_0 = _mm256_ternarylogic_epi64(l1_0, _mm256_shuffle_epi8(cp1, n0_l), _mm256_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm256_ternarylogic_epi64(h1_0, _mm256_shuffle_epi8(cp1, n0_h), _mm256_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            const __m256i dp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 32)));
            l2_0 = _mm256_ternarylogic_epi64(l2_0, _mm256_shuffle_epi8(cp2, n0_l), _mm256_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm256_ternarylogic_epi64(h2_0, _mm256_shuffle_epi8(cp2, n0_h), _mm256_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            const __m256i dp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 48)));
            l3_0 = _mm256_ternarylogic_epi64(l3_0, _mm256_shuffle_epi8(cp3, n0_l), _mm256_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm256_ternarylogic_epi64(h3_0, _mm256_shuffle_epi8(cp3, n0_h), _mm256_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m256i cp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 64)));
            const __m256i dp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 64)));
            l4_0 = _mm256_ternarylogic_epi64(l4_0, _mm256_shuffle_epi8(cp4, n0_l), _mm256_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm256_ternarylogic_epi64(h4_0, _mm256_shuffle_epi8(cp4, n0_h), _mm256_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            const __m256i dp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 80)));
            l5_0 = _mm256_ternarylogic_epi64(l5_0, _mm256_shuffle_epi8(cp5, n0_l), _mm256_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm256_ternarylogic_epi64(h5_0, _mm256_shuffle_epi8(cp5, n0_h), _mm256_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            const __m256i dp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 96)));
            l6_0 = _mm256_ternarylogic_epi64(l6_0, _mm256_shuffle_epi8(cp6, n0_l), _mm256_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm256_ternarylogic_epi64(h6_0, _mm256_shuffle_epi8(cp6, n0_h), _mm256_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            const __m256i dp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 112)));
            l7_0 = _mm256_ternarylogic_epi64(l7_0, _mm256_shuffle_epi8(cp7, n0_l), _mm256_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm256_ternarylogic_epi64(h7_0, _mm256_shuffle_epi8(cp7, n0_h), _mm256_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            const __m256i dp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 128)));
            l8_0 = _mm256_ternarylogic_epi64(l8_0, _mm256_shuffle_epi8(cp8, n0_l), _mm256_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm256_ternarylogic_epi64(h8_0, _mm256_shuffle_epi8(cp8, n0_h), _mm256_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            const __m256i dp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 144)));
            l9_0 = _mm256_ternarylogic_epi64(l9_0, _mm256_shuffle_epi8(cp9, n0_l), _mm256_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm256_ternarylogic_epi64(h9_0, _mm256_shuffle_epi8(cp9, n0_h), _mm256_shuffle_epi8(dp9, m0_h), 0x96);
        }
        {
            const __m256i cp10 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 160)));
            const __m256i dp10 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 160)));
            l10_0 = _mm256_ternarylogic_epi64(l10_0, _mm256_shuffle_epi8(cp10, n0_l), _mm256_shuffle_epi8(dp10, m0_l), 0x96);
            h10_0 = _mm256_ternarylogic_epi64(h10_0, _mm256_shuffle_epi8(cp10, n0_h), _mm256_shuffle_epi8(dp10, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 11) * 16;
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
        {
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
        {
            const __m256i cp10 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 160)));
            l10_0 = _mm256_xor_si256(l10_0, _mm256_shuffle_epi8(cp10, n0_l));
            h10_0 = _mm256_xor_si256(h10_0, _mm256_shuffle_epi8(cp10, n0_h));
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l8_0, nib), _mm256_slli_epi16(_mm256_and_si256(h8_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 17) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l8_0, 4), nib), _mm256_and_si256(h8_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 18) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l9_0, nib), _mm256_slli_epi16(_mm256_and_si256(h9_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 19) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l9_0, 4), nib), _mm256_and_si256(h9_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 20) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l10_0, nib), _mm256_slli_epi16(_mm256_and_si256(h10_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 21) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l10_0, 4), nib), _mm256_and_si256(h10_0, hinib)));
}

/* rows i0..i0+19, bytes 0..31 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile20(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
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
    __m256i l5_0, h5_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 10) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 11) * 32 + 0));
      l5_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h5_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l6_0, h6_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 12) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 13) * 32 + 0));
      l6_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h6_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l7_0, h7_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 14) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 15) * 32 + 0));
      l7_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h7_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l8_0, h8_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 16) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 17) * 32 + 0));
      l8_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h8_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    __m256i l9_0, h9_0;
    { const __m256i u0 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 18) * 32 + 0)), u1 = _mm256_loadu_si256((const __m256i *)(c + (i0 + 19) * 32 + 0));
      l9_0 = _mm256_or_si256(_mm256_and_si256(u0, nib), _mm256_slli_epi16(_mm256_and_si256(u1, nib), 4));
      h9_0 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(u0, 4), nib), _mm256_and_si256(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 19 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
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
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
        }
    }
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
        uint8_t const *wp = b + (j + 1) * 32;
        const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wp));
        const __m256i m0_l = _mm256_and_si256(w0, nib), m0_h = _mm256_and_si256(_mm256_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 10) * 16;
        {
            const __m256i cp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp)));
            const __m256i dp0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up)));
            l0_0 = _mm256_ternarylogic_epi64(l0_0, _mm256_shuffle_epi8(cp0, n0_l), _mm256_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm256_ternarylogic_epi64(h0_0, _mm256_shuffle_epi8(cp0, n0_h), _mm256_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m256i cp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 16)));
            const __m256i dp1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 16)));
            l1_0 = _mm256_ternarylogic_epi64(l1_0, _mm256_shuffle_epi8(cp1, n0_l), _mm256_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm256_ternarylogic_epi64(h1_0, _mm256_shuffle_epi8(cp1, n0_h), _mm256_shuffle_epi8(dp1, m0_h), 0x96);
        }
        {
            const __m256i cp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 32)));
            const __m256i dp2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 32)));
            l2_0 = _mm256_ternarylogic_epi64(l2_0, _mm256_shuffle_epi8(cp2, n0_l), _mm256_shuffle_epi8(dp2, m0_l), 0x96);
            h2_0 = _mm256_ternarylogic_epi64(h2_0, _mm256_shuffle_epi8(cp2, n0_h), _mm256_shuffle_epi8(dp2, m0_h), 0x96);
        }
        {
            const __m256i cp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 48)));
            const __m256i dp3 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 48)));
            l3_0 = _mm256_ternarylogic_epi64(l3_0, _mm256_shuffle_epi8(cp3, n0_l), _mm256_shuffle_epi8(dp3, m0_l), 0x96);
            h3_0 = _mm256_ternarylogic_epi64(h3_0, _mm256_shuffle_epi8(cp3, n0_h), _mm256_shuffle_epi8(dp3, m0_h), 0x96);
        }
        {
            const __m256i cp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 64)));
            const __m256i dp4 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 64)));
            l4_0 = _mm256_ternarylogic_epi64(l4_0, _mm256_shuffle_epi8(cp4, n0_l), _mm256_shuffle_epi8(dp4, m0_l), 0x96);
            h4_0 = _mm256_ternarylogic_epi64(h4_0, _mm256_shuffle_epi8(cp4, n0_h), _mm256_shuffle_epi8(dp4, m0_h), 0x96);
        }
        {
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            const __m256i dp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 80)));
            l5_0 = _mm256_ternarylogic_epi64(l5_0, _mm256_shuffle_epi8(cp5, n0_l), _mm256_shuffle_epi8(dp5, m0_l), 0x96);
            h5_0 = _mm256_ternarylogic_epi64(h5_0, _mm256_shuffle_epi8(cp5, n0_h), _mm256_shuffle_epi8(dp5, m0_h), 0x96);
        }
        {
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            const __m256i dp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 96)));
            l6_0 = _mm256_ternarylogic_epi64(l6_0, _mm256_shuffle_epi8(cp6, n0_l), _mm256_shuffle_epi8(dp6, m0_l), 0x96);
            h6_0 = _mm256_ternarylogic_epi64(h6_0, _mm256_shuffle_epi8(cp6, n0_h), _mm256_shuffle_epi8(dp6, m0_h), 0x96);
        }
        {
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            const __m256i dp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 112)));
            l7_0 = _mm256_ternarylogic_epi64(l7_0, _mm256_shuffle_epi8(cp7, n0_l), _mm256_shuffle_epi8(dp7, m0_l), 0x96);
            h7_0 = _mm256_ternarylogic_epi64(h7_0, _mm256_shuffle_epi8(cp7, n0_h), _mm256_shuffle_epi8(dp7, m0_h), 0x96);
        }
        {
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            const __m256i dp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 128)));
            l8_0 = _mm256_ternarylogic_epi64(l8_0, _mm256_shuffle_epi8(cp8, n0_l), _mm256_shuffle_epi8(dp8, m0_l), 0x96);
            h8_0 = _mm256_ternarylogic_epi64(h8_0, _mm256_shuffle_epi8(cp8, n0_h), _mm256_shuffle_epi8(dp8, m0_h), 0x96);
        }
        {
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            const __m256i dp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(up + 144)));
            l9_0 = _mm256_ternarylogic_epi64(l9_0, _mm256_shuffle_epi8(cp9, n0_l), _mm256_shuffle_epi8(dp9, m0_l), 0x96);
            h9_0 = _mm256_ternarylogic_epi64(h9_0, _mm256_shuffle_epi8(cp9, n0_h), _mm256_shuffle_epi8(dp9, m0_h), 0x96);
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const __m256i x0 = _mm256_loadu_si256((const __m256i *)(xp));
        const __m256i n0_l = _mm256_and_si256(x0, nib), n0_h = _mm256_and_si256(_mm256_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 10) * 16;
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
        {
            const __m256i cp5 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 80)));
            l5_0 = _mm256_xor_si256(l5_0, _mm256_shuffle_epi8(cp5, n0_l));
            h5_0 = _mm256_xor_si256(h5_0, _mm256_shuffle_epi8(cp5, n0_h));
        }
        {
            const __m256i cp6 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 96)));
            l6_0 = _mm256_xor_si256(l6_0, _mm256_shuffle_epi8(cp6, n0_l));
            h6_0 = _mm256_xor_si256(h6_0, _mm256_shuffle_epi8(cp6, n0_h));
        }
        {
            const __m256i cp7 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 112)));
            l7_0 = _mm256_xor_si256(l7_0, _mm256_shuffle_epi8(cp7, n0_l));
            h7_0 = _mm256_xor_si256(h7_0, _mm256_shuffle_epi8(cp7, n0_h));
        }
        {
            const __m256i cp8 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 128)));
            l8_0 = _mm256_xor_si256(l8_0, _mm256_shuffle_epi8(cp8, n0_l));
            h8_0 = _mm256_xor_si256(h8_0, _mm256_shuffle_epi8(cp8, n0_h));
        }
        {
            const __m256i cp9 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(tp + 144)));
            l9_0 = _mm256_xor_si256(l9_0, _mm256_shuffle_epi8(cp9, n0_l));
            h9_0 = _mm256_xor_si256(h9_0, _mm256_shuffle_epi8(cp9, n0_h));
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
    _mm256_storeu_si256((__m256i *)(c + (i0 + 10) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l5_0, nib), _mm256_slli_epi16(_mm256_and_si256(h5_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 11) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l5_0, 4), nib), _mm256_and_si256(h5_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 12) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l6_0, nib), _mm256_slli_epi16(_mm256_and_si256(h6_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 13) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l6_0, 4), nib), _mm256_and_si256(h6_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 14) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l7_0, nib), _mm256_slli_epi16(_mm256_and_si256(h7_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 15) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l7_0, 4), nib), _mm256_and_si256(h7_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 16) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l8_0, nib), _mm256_slli_epi16(_mm256_and_si256(h8_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 17) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l8_0, 4), nib), _mm256_and_si256(h8_0, hinib)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 18) * 32 + 0), _mm256_or_si256(_mm256_and_si256(l9_0, nib), _mm256_slli_epi16(_mm256_and_si256(h9_0, nib), 4)));
    _mm256_storeu_si256((__m256i *)(c + (i0 + 19) * 32 + 0), _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l9_0, 4), nib), _mm256_and_si256(h9_0, hinib)));
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
    uint8_t wpad[16] = {0};
    for (; j + 1 < j1; j += 2) {
        uint8_t const *xp = b + j * 2;
        memcpy(xpad, xp, 2);
        xp = xpad;
        const __m128i x0 = _mm_loadu_si128((const __m128i *)(xp));
        const __m128i n0_l = _mm_and_si128(x0, nib), n0_h = _mm_and_si128(_mm_srli_epi16(x0, 4), nib);
        uint8_t const *tp = tables + (j * 2) * 16;
        uint8_t const *wp = b + (j + 1) * 2;
        memcpy(wpad, wp, 2);
        wp = wpad;
        const __m128i w0 = _mm_loadu_si128((const __m128i *)(wp));
        const __m128i m0_l = _mm_and_si128(w0, nib), m0_h = _mm_and_si128(_mm_srli_epi16(w0, 4), nib);
        uint8_t const *up = tables + ((j + 1) * 2) * 16;
        {
            const __m128i cp0 = _mm_loadu_si128((const __m128i *)(tp));
            const __m128i dp0 = _mm_loadu_si128((const __m128i *)(up));
            l0_0 = _mm_ternarylogic_epi64(l0_0, _mm_shuffle_epi8(cp0, n0_l), _mm_shuffle_epi8(dp0, m0_l), 0x96);
            h0_0 = _mm_ternarylogic_epi64(h0_0, _mm_shuffle_epi8(cp0, n0_h), _mm_shuffle_epi8(dp0, m0_h), 0x96);
        }
        {
            const __m128i cp1 = _mm_loadu_si128((const __m128i *)(tp + 16));
            const __m128i dp1 = _mm_loadu_si128((const __m128i *)(up + 16));
            l1_0 = _mm_ternarylogic_epi64(l1_0, _mm_shuffle_epi8(cp1, n0_l), _mm_shuffle_epi8(dp1, m0_l), 0x96);
            h1_0 = _mm_ternarylogic_epi64(h1_0, _mm_shuffle_epi8(cp1, n0_h), _mm_shuffle_epi8(dp1, m0_h), 0x96);
        }
    }
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
    for (; i0 + 20 <= 20; i0 += 20) {
        gf16_gemm_priv_gemm_snova_f12t_tile20(c, b, i0, lg);
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
    for (; i0 + 20 <= 96; i0 += 20) {
        gf16_gemm_priv_gemm_snova_f12_tile20(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_snova_f12_tile16(c, b, i0, lg);
}

/* C ^= A*B, C 40x240, A 40x240, B 240x240 over GF(2^4), row-major, nibble-packed rows:
 * C: 40 rows of 120 bytes; B: 240 rows of 120 bytes; A^T stored: 240 rows of 20 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_k240t(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0 = 0;
    for (; i0 + 8 <= 40; i0 += 8) {
        gf16_gemm_priv_gemm_snova_k240t_tile8(c, b, i0, lg);
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
    for (; i0 + 8 <= 8; i0 += 8) {
        gf16_gemm_priv_gemm_mayo1_p1o_tile8(c, b, i0, lg);
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
    for (; i0 + 17 <= 17; i0 += 17) {
        gf16_gemm_priv_gemm_mayo2_p1o_tile17(c, b, i0, lg);
    }
}

/* C ^= A*B, C 64x64, A 64x64, B 64x64 over GF(2^4), row-major, nibble-packed rows:
 * C: 64 rows of 32 bytes; B: 64 rows of 32 bytes; A: 64 rows of 32 bytes; A upper triangular: entries below the diagonal are never read.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_trimat64(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[4128];
    gf16_gemm_priv_logs(lg, a, 2048);
    size_t i0 = 0;
    for (; i0 + 22 <= 64; i0 += 22) {
        gf16_gemm_priv_gemm_trimat64_tile22(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_trimat64_tile20(c, b, i0, lg);
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
 * (row tiles of 20, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[1952];
    gf16_gemm_priv_logs(lg, a, 960);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 20; i0 += 20, base += 960) {
        const size_t T = 20 - i0 < 20 ? 20 - i0 : 20; /* the tile's rows */
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
    for (; i0 + 20 <= 20; i0 += 20, tt += 15360) {
        gf16_gemm_priv_gemm_snova_f12t_prepared_tile20(c, tt, b, i0, j0, j1);
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
 * (row tiles of 20, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9248];
    gf16_gemm_priv_logs(lg, a, 4608);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 96; i0 += 20, base += 960) {
        const size_t T = 96 - i0 < 20 ? 96 - i0 : 20; /* the tile's rows */
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
    for (; i0 + 20 <= 96; i0 += 20, tt += 15360) {
        gf16_gemm_priv_gemm_snova_f12_prepared_tile20(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_snova_f12_prepared_tile16(c, tt, b, i0, j0, j1);
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
 * (row tiles of 8, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_k240t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 40; i0 += 8, base += 960) {
        const size_t T = 40 - i0 < 8 ? 40 - i0 : 8; /* the tile's rows */
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
    for (; i0 + 8 <= 40; i0 += 8, tt += 15360) {
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile8(c, tt, b, i0, j0, j1);
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
 * 19968 bytes (GF16_GEMM_GEMM_MAYO1_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 64 per entry (i, j) (its 16-byte table 4 times, one per 128-bit lane) in the order the kernel reads them
 * (row tiles of 8, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo1_p1o_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[656];
    gf16_gemm_priv_logs(lg, a, 312);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 8; i0 += 8, base += 312) {
        const size_t T = 8 - i0 < 8 ? 8 - i0 : 8; /* the tile's rows */
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
    for (j = 312; j-- > 0;) { /* wide tables: slot j = its table 4 times */
        const __m128i t = _mm_loadu_si128((const __m128i *)(tables + j * 16));
        _mm_storeu_si128((__m128i *)(tables + j * 64 + 48), t);
        _mm_storeu_si128((__m128i *)(tables + j * 64 + 32), t);
        _mm_storeu_si128((__m128i *)(tables + j * 64 + 16), t);
        _mm_storeu_si128((__m128i *)(tables + j * 64), t);
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
    for (; i0 + 8 <= 8; i0 += 8, tt += 19968) {
        gf16_gemm_priv_gemm_mayo1_p1o_prepared_tile8(c, tt, b, i0, j0, j1);
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
 * 18432 bytes (GF16_GEMM_GEMM_MAYO2_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 32 per entry (i, j) (its 16-byte table 2 times, one per 128-bit lane) in the order the kernel reads them
 * (row tiles of 17, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo2_p1o_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[1184];
    gf16_gemm_priv_logs(lg, a, 576);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 17; i0 += 17, base += 576) {
        const size_t T = 17 - i0 < 17 ? 17 - i0 : 17; /* the tile's rows */
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
    for (j = 576; j-- > 0;) { /* wide tables: slot j = its table 2 times */
        const __m128i t = _mm_loadu_si128((const __m128i *)(tables + j * 16));
        _mm_storeu_si128((__m128i *)(tables + j * 32 + 16), t);
        _mm_storeu_si128((__m128i *)(tables + j * 32), t);
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
    for (; i0 + 17 <= 17; i0 += 17, tt += 18432) {
        gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile17(c, tt, b, i0, j0, j1);
    }
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
 * (row tiles of 22, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_trimat64_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[4128];
    gf16_gemm_priv_logs(lg, a, 2048);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 64; i0 += 22, base += 704) {
        const size_t T = 64 - i0 < 22 ? 64 - i0 : 22; /* the tile's rows */
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
    for (; i0 + 22 <= 64; i0 += 22, tt += 11264) {
        gf16_gemm_priv_gemm_trimat64_prepared_tile22(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_trimat64_prepared_tile20(c, tt, b, i0, j0, j1);
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
