/*
 * gf16_gemm.c: gemm snova_f12t, gemm snova_f12, gemm snova_k240t, gemm mayo1_p1o, gemm mayo2_p1o, gemm trimat64, gemm block4, ef mayo1_ef, ef mayo2_ef over GF(2^4) = GF(2)[x]/(f),
 *   f = x^4+x+1 (0x13); used in SNOVA (F12 = P11*T12 in keygen) and MAYO (P1*O, the echelon form) with GF(16) entries.
 * Data: bytes; two GF(16) elements per byte, low nibble first (as MAYO and SNOVA pack them); a scalar is the low nibble of a byte.
 *   gemm: shapes fixed here; matrices row-major, nibble-packed rows (each row starts at a byte);
 *   C ^= A*B (accumulating); A may be stored transposed; any alignment.
 *   ef: the echelon form of an m x n matrix in place (MAYO's EF, constant time), one element per byte, each < 16.
 * ISA: neon (AArch64 NEON + PMULL (vmull_p64)).
 *   Compile with: -march=armv8-a+crypto -static
 * Plan: gemm snova_f12t (20x96 times 96x96, A^T stored (k x m)): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 7 rows x 3 vectors in registers; predicted 19.2 multiply-adds per tick (9 plans priced).
 * Plan: gemm snova_f12 (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 24 rows x 1 vector in registers; predicted 6.7 multiply-adds per tick (3 plans priced).
 * Plan: gemm snova_k240t (40x240 times 240x240, A^T stored (k x m)): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 3 rows x 5 vectors in registers (2 column blocks); predicted 20.0 multiply-adds per tick (24 plans priced).
 * Plan: gemm mayo1_p1o (8x78 times 78x78, A^T stored (k x m)): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 3 vectors in registers; predicted 15.6 multiply-adds per tick (9 plans priced).
 * Plan: gemm mayo2_p1o (17x64 times 64x64, A^T stored (k x m)): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 9 rows x 2 vectors in registers; predicted 16.0 multiply-adds per tick (6 plans priced).
 * Plan: gemm trimat64 (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 11 rows x 2 vectors in registers; predicted 16.0 multiply-adds per tick (6 plans priced).
 * Plan: gemm block4 (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, paired log-domain shuffle tables (two rows of C per table, one nibble each); C tiled 4 rows x 1 vector in registers; predicted 1.3 multiply-adds per tick (3 plans priced).
 * Plan: gemm snova_f12t prepared (20x96 times 96x96, A^T stored (k x m)): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 16896 in all, built once by _prepare); C tiled 7 rows x 3 vectors in registers; predicted 32.0 multiply-adds per tick (3 plans priced).
 * Plan: gemm snova_f12 prepared (96x96 times 96x20, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 73728 in all, built once by _prepare); C tiled 24 rows x 1 vector in registers; predicted 17.2 multiply-adds per tick (1 plans priced).
 * Plan: gemm snova_k240t prepared (40x240 times 240x240, A^T stored (k x m)): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 76800 in all, built once by _prepare); C tiled 10 rows x 2 vectors in registers (4 column blocks); predicted 29.4 multiply-adds per tick (8 plans priced).
 * Plan: gemm mayo1_p1o prepared (8x78 times 78x78, A^T stored (k x m)): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 4992 in all, built once by _prepare); C tiled 4 rows x 3 vectors in registers; predicted 26.0 multiply-adds per tick (3 plans priced).
 * Plan: gemm mayo2_p1o prepared (17x64 times 64x64, A^T stored (k x m)): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 9216 in all, built once by _prepare); C tiled 9 rows x 2 vectors in registers; predicted 32.0 multiply-adds per tick (2 plans priced).
 * Plan: gemm trimat64 prepared (64x64 times 64x64, A stored m x k, A upper triangular): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 32768 in all, built once by _prepare); C tiled 22 rows x 1 vector in registers (2 column blocks); predicted 32.0 multiply-adds per tick (2 plans priced).
 * Plan: gemm block4 prepared (4x4 times 4x4, A stored m x k): shuffle on 128-bit vectors, prepared paired tables (16 bytes per pair of rows of C at one j: entry v = s0*v | (s1*v) << 4, 128 in all, built once by _prepare); C tiled 4 rows x 1 vector in registers; predicted 3.0 multiply-adds per tick (1 plans priced).
 * Plan: ef mayo1_ef: 78x81, 64-bit SWAR words, the pivot row's x^b multiples selected by masks; rows of 6 chunks of 16 bytes (15 leading zeros), live chunks 6 5 4 3 2 1 by column run.
 * Plan: ef mayo2_ef: 64x69, 64-bit SWAR words, the pivot row's x^b multiples selected by masks; rows of 5 chunks of 16 bytes (11 leading zeros), live chunks 5 4 3 2 1 by column run.
 * Verified:
 *   Plan proof: per-byte maps of the 4 coefficient constructions = the field product on all 65536 (scalar, byte) pairs each; the echelon form's products and inverse = the field's on 256 (scalar, element) pairs (the Python mirror of the emitted construction).
 *   Harness (before writing): -O2 -Wall -Wextra -Werror with aarch64-linux-gnu-gcc and clang-19 under qemu-aarch64 -cpu cortex-a72;
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
 *   gen --config configs/gf16_gemm.toml --isa neon
 */
#include "gf16_gemm.h"
#include <string.h>
#include <arm_neon.h>

/* rows i0..i0+6, bytes 0..47 of C ^= A*B: 7 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_tile7(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 0), u1 = vld1q_u8(c + (i0 + 1) * 48 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 16), u1 = vld1q_u8(c + (i0 + 1) * 48 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 32), u1 = vld1q_u8(c + (i0 + 1) * 48 + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 0), u1 = vld1q_u8(c + (i0 + 3) * 48 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 16), u1 = vld1q_u8(c + (i0 + 3) * 48 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 32), u1 = vld1q_u8(c + (i0 + 3) * 48 + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 0), u1 = vld1q_u8(c + (i0 + 5) * 48 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 16), u1 = vld1q_u8(c + (i0 + 5) * 48 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_2, h2_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 32), u1 = vld1q_u8(c + (i0 + 5) * 48 + 32);
      l2_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y6_0 = vld1q_u8(c + (i0 + 6) * 48 + 0);
    uint8x16_t y6_1 = vld1q_u8(c + (i0 + 6) * 48 + 16);
    uint8x16_t y6_2 = vld1q_u8(c + (i0 + 6) * 48 + 32);
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 48;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 2)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 3)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 4)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 5)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
            l2_2 = veorq_u8(l2_2, vqtbl1q_u8(cp2, n2_l));
            h2_2 = veorq_u8(h2_2, vqtbl1q_u8(cp2, n2_h));
        }
        {
            const uint8x16_t xc6_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 6)])), lg_tab);
            const uint8x16_t c6_l = vqtbl1q_u8(ex_tab, vminq_u8(xc6_, vsubq_u8(xc6_, f15)));
            const uint8x16_t c6_h = vshlq_n_u8(c6_l, 4);
            y6_0 = veorq_u8(y6_0, veorq_u8(vqtbl1q_u8(c6_l, n0_l), vqtbl1q_u8(c6_h, n0_h)));
            y6_1 = veorq_u8(y6_1, veorq_u8(vqtbl1q_u8(c6_l, n1_l), vqtbl1q_u8(c6_h, n1_h)));
            y6_2 = veorq_u8(y6_2, veorq_u8(vqtbl1q_u8(c6_l, n2_l), vqtbl1q_u8(c6_h, n2_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 48 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 32, vorrq_u8(vandq_u8(l2_2, nib), vshlq_n_u8(h2_2, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 32, vorrq_u8(vshrq_n_u8(l2_2, 4), vandq_u8(h2_2, hinib)));
    vst1q_u8(c + (i0 + 6) * 48 + 0, y6_0);
    vst1q_u8(c + (i0 + 6) * 48 + 16, y6_1);
    vst1q_u8(c + (i0 + 6) * 48 + 32, y6_2);
}

/* rows i0..i0+5, bytes 0..47 of C ^= A*B: 6 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_tile6(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 0), u1 = vld1q_u8(c + (i0 + 1) * 48 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 16), u1 = vld1q_u8(c + (i0 + 1) * 48 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 32), u1 = vld1q_u8(c + (i0 + 1) * 48 + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 0), u1 = vld1q_u8(c + (i0 + 3) * 48 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 16), u1 = vld1q_u8(c + (i0 + 3) * 48 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 32), u1 = vld1q_u8(c + (i0 + 3) * 48 + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 0), u1 = vld1q_u8(c + (i0 + 5) * 48 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 16), u1 = vld1q_u8(c + (i0 + 5) * 48 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_2, h2_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 32), u1 = vld1q_u8(c + (i0 + 5) * 48 + 32);
      l2_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 48;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 2)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 3)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 4)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i0 + 5)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
            l2_2 = veorq_u8(l2_2, vqtbl1q_u8(cp2, n2_l));
            h2_2 = veorq_u8(h2_2, vqtbl1q_u8(cp2, n2_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 48 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 32, vorrq_u8(vandq_u8(l2_2, nib), vshlq_n_u8(h2_2, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 32, vorrq_u8(vshrq_n_u8(l2_2, 4), vandq_u8(h2_2, hinib)));
}

/* rows i0..i0+23, bytes 0..9 of C ^= A*B: 24 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_tile24(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[24][16] = {{0}};
    size_t r;
    for (r = 0; r < 24; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[4] + 0), u1 = vld1q_u8(ybuf[5] + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[6] + 0), u1 = vld1q_u8(ybuf[7] + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[8] + 0), u1 = vld1q_u8(ybuf[9] + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[10] + 0), u1 = vld1q_u8(ybuf[11] + 0);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[12] + 0), u1 = vld1q_u8(ybuf[13] + 0);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[14] + 0), u1 = vld1q_u8(ybuf[15] + 0);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[16] + 0), u1 = vld1q_u8(ybuf[17] + 0);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[18] + 0), u1 = vld1q_u8(ybuf[19] + 0);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l10_0, h10_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[20] + 0), u1 = vld1q_u8(ybuf[21] + 0);
      l10_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h10_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l11_0, h11_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[22] + 0), u1 = vld1q_u8(ybuf[23] + 0);
      l11_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h11_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = 0;
    for (; j < 96; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 1) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 3) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 4) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 5) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 6) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 7) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t xcp40 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 8) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp40 = vqtbl1q_u8(ex_tab, vminq_u8(xcp40, vsubq_u8(xcp40, f15)));
            const uint8x16_t xcp41 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 9) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp41 = vqtbl1q_u8(ex_hi, vminq_u8(xcp41, vsubq_u8(xcp41, f15)));
            const uint8x16_t cp4 = vorrq_u8(tcp40, tcp41);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t xcp50 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 10) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp50 = vqtbl1q_u8(ex_tab, vminq_u8(xcp50, vsubq_u8(xcp50, f15)));
            const uint8x16_t xcp51 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 11) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp51 = vqtbl1q_u8(ex_hi, vminq_u8(xcp51, vsubq_u8(xcp51, f15)));
            const uint8x16_t cp5 = vorrq_u8(tcp50, tcp51);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t xcp60 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 12) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp60 = vqtbl1q_u8(ex_tab, vminq_u8(xcp60, vsubq_u8(xcp60, f15)));
            const uint8x16_t xcp61 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 13) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp61 = vqtbl1q_u8(ex_hi, vminq_u8(xcp61, vsubq_u8(xcp61, f15)));
            const uint8x16_t cp6 = vorrq_u8(tcp60, tcp61);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t xcp70 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 14) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp70 = vqtbl1q_u8(ex_tab, vminq_u8(xcp70, vsubq_u8(xcp70, f15)));
            const uint8x16_t xcp71 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 15) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp71 = vqtbl1q_u8(ex_hi, vminq_u8(xcp71, vsubq_u8(xcp71, f15)));
            const uint8x16_t cp7 = vorrq_u8(tcp70, tcp71);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t xcp80 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 16) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp80 = vqtbl1q_u8(ex_tab, vminq_u8(xcp80, vsubq_u8(xcp80, f15)));
            const uint8x16_t xcp81 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 17) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp81 = vqtbl1q_u8(ex_hi, vminq_u8(xcp81, vsubq_u8(xcp81, f15)));
            const uint8x16_t cp8 = vorrq_u8(tcp80, tcp81);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t xcp90 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 18) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp90 = vqtbl1q_u8(ex_tab, vminq_u8(xcp90, vsubq_u8(xcp90, f15)));
            const uint8x16_t xcp91 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 19) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp91 = vqtbl1q_u8(ex_hi, vminq_u8(xcp91, vsubq_u8(xcp91, f15)));
            const uint8x16_t cp9 = vorrq_u8(tcp90, tcp91);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        {
            const uint8x16_t xcp100 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 20) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp100 = vqtbl1q_u8(ex_tab, vminq_u8(xcp100, vsubq_u8(xcp100, f15)));
            const uint8x16_t xcp101 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 21) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp101 = vqtbl1q_u8(ex_hi, vminq_u8(xcp101, vsubq_u8(xcp101, f15)));
            const uint8x16_t cp10 = vorrq_u8(tcp100, tcp101);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
        {
            const uint8x16_t xcp110 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 22) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp110 = vqtbl1q_u8(ex_tab, vminq_u8(xcp110, vsubq_u8(xcp110, f15)));
            const uint8x16_t xcp111 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 23) * 96 + (j)])), lg_tab);
            const uint8x16_t tcp111 = vqtbl1q_u8(ex_hi, vminq_u8(xcp111, vsubq_u8(xcp111, f15)));
            const uint8x16_t cp11 = vorrq_u8(tcp110, tcp111);
            l11_0 = veorq_u8(l11_0, vqtbl1q_u8(cp11, n0_l));
            h11_0 = veorq_u8(h11_0, vqtbl1q_u8(cp11, n0_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(ybuf[4] + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(ybuf[5] + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(ybuf[6] + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(ybuf[7] + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(ybuf[8] + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(ybuf[9] + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(ybuf[10] + 0, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(ybuf[11] + 0, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(ybuf[12] + 0, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(ybuf[13] + 0, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(ybuf[14] + 0, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(ybuf[15] + 0, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(ybuf[16] + 0, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(ybuf[17] + 0, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(ybuf[18] + 0, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(ybuf[19] + 0, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
    vst1q_u8(ybuf[20] + 0, vorrq_u8(vandq_u8(l10_0, nib), vshlq_n_u8(h10_0, 4)));
    vst1q_u8(ybuf[21] + 0, vorrq_u8(vshrq_n_u8(l10_0, 4), vandq_u8(h10_0, hinib)));
    vst1q_u8(ybuf[22] + 0, vorrq_u8(vandq_u8(l11_0, nib), vshlq_n_u8(h11_0, 4)));
    vst1q_u8(ybuf[23] + 0, vorrq_u8(vshrq_n_u8(l11_0, 4), vandq_u8(h11_0, hinib)));
    for (r = 0; r < 24; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+2, bytes 0..79 of C ^= A*B: 3 x 5 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile3(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 0), u1 = vld1q_u8(c + (i0 + 1) * 120 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 16), u1 = vld1q_u8(c + (i0 + 1) * 120 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 32), u1 = vld1q_u8(c + (i0 + 1) * 120 + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_3, h0_3;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 48), u1 = vld1q_u8(c + (i0 + 1) * 120 + 48);
      l0_3 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_3 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_4, h0_4;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 64), u1 = vld1q_u8(c + (i0 + 1) * 120 + 64);
      l0_4 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_4 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y2_0 = vld1q_u8(c + (i0 + 2) * 120 + 0);
    uint8x16_t y2_1 = vld1q_u8(c + (i0 + 2) * 120 + 16);
    uint8x16_t y2_2 = vld1q_u8(c + (i0 + 2) * 120 + 32);
    uint8x16_t y2_3 = vld1q_u8(c + (i0 + 2) * 120 + 48);
    uint8x16_t y2_4 = vld1q_u8(c + (i0 + 2) * 120 + 64);
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        const uint8x16_t x3 = vld1q_u8(xp + 48);
        const uint8x16_t n3_l = vandq_u8(x3, nib), n3_h = vshrq_n_u8(x3, 4);
        const uint8x16_t x4 = vld1q_u8(xp + 64);
        const uint8x16_t n4_l = vandq_u8(x4, nib), n4_h = vshrq_n_u8(x4, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
            l0_3 = veorq_u8(l0_3, vqtbl1q_u8(cp0, n3_l));
            h0_3 = veorq_u8(h0_3, vqtbl1q_u8(cp0, n3_h));
            l0_4 = veorq_u8(l0_4, vqtbl1q_u8(cp0, n4_l));
            h0_4 = veorq_u8(h0_4, vqtbl1q_u8(cp0, n4_h));
        }
        {
            const uint8x16_t xc2_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const uint8x16_t c2_l = vqtbl1q_u8(ex_tab, vminq_u8(xc2_, vsubq_u8(xc2_, f15)));
            const uint8x16_t c2_h = vshlq_n_u8(c2_l, 4);
            y2_0 = veorq_u8(y2_0, veorq_u8(vqtbl1q_u8(c2_l, n0_l), vqtbl1q_u8(c2_h, n0_h)));
            y2_1 = veorq_u8(y2_1, veorq_u8(vqtbl1q_u8(c2_l, n1_l), vqtbl1q_u8(c2_h, n1_h)));
            y2_2 = veorq_u8(y2_2, veorq_u8(vqtbl1q_u8(c2_l, n2_l), vqtbl1q_u8(c2_h, n2_h)));
            y2_3 = veorq_u8(y2_3, veorq_u8(vqtbl1q_u8(c2_l, n3_l), vqtbl1q_u8(c2_h, n3_h)));
            y2_4 = veorq_u8(y2_4, veorq_u8(vqtbl1q_u8(c2_l, n4_l), vqtbl1q_u8(c2_h, n4_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 120 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 48, vorrq_u8(vandq_u8(l0_3, nib), vshlq_n_u8(h0_3, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 48, vorrq_u8(vshrq_n_u8(l0_3, 4), vandq_u8(h0_3, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 64, vorrq_u8(vandq_u8(l0_4, nib), vshlq_n_u8(h0_4, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 64, vorrq_u8(vshrq_n_u8(l0_4, 4), vandq_u8(h0_4, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 0, y2_0);
    vst1q_u8(c + (i0 + 2) * 120 + 16, y2_1);
    vst1q_u8(c + (i0 + 2) * 120 + 32, y2_2);
    vst1q_u8(c + (i0 + 2) * 120 + 48, y2_3);
    vst1q_u8(c + (i0 + 2) * 120 + 64, y2_4);
}

/* rows i0..i0+2, bytes 80..119 of C ^= A*B: 3 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile3_q80(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[48] = {0};
    uint8_t ybuf[3][48] = {{0}};
    size_t r;
    for (r = 0; r < 3; r++)
        memcpy(ybuf[r], c + (i0 + r) * 120 + 80, 40);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 16), u1 = vld1q_u8(ybuf[1] + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 32), u1 = vld1q_u8(ybuf[1] + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y2_0 = vld1q_u8(ybuf[2] + 0);
    uint8x16_t y2_1 = vld1q_u8(ybuf[2] + 16);
    uint8x16_t y2_2 = vld1q_u8(ybuf[2] + 32);
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120 + 80;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 40);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t xc2_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0 + 2)])), lg_tab);
            const uint8x16_t c2_l = vqtbl1q_u8(ex_tab, vminq_u8(xc2_, vsubq_u8(xc2_, f15)));
            const uint8x16_t c2_h = vshlq_n_u8(c2_l, 4);
            y2_0 = veorq_u8(y2_0, veorq_u8(vqtbl1q_u8(c2_l, n0_l), vqtbl1q_u8(c2_h, n0_h)));
            y2_1 = veorq_u8(y2_1, veorq_u8(vqtbl1q_u8(c2_l, n1_l), vqtbl1q_u8(c2_h, n1_h)));
            y2_2 = veorq_u8(y2_2, veorq_u8(vqtbl1q_u8(c2_l, n2_l), vqtbl1q_u8(c2_h, n2_h)));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[0] + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(ybuf[1] + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(ybuf[0] + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(ybuf[1] + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(ybuf[2] + 0, y2_0);
    vst1q_u8(ybuf[2] + 16, y2_1);
    vst1q_u8(ybuf[2] + 32, y2_2);
    for (r = 0; r < 3; r++)
        memcpy(c + (i0 + r) * 120 + 80, ybuf[r], 40);
}

/* rows i0..i0+0, bytes 0..79 of C ^= A*B: 1 x 5 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile1(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    uint8x16_t y0_0 = vld1q_u8(c + (i0 + 0) * 120 + 0);
    uint8x16_t y0_1 = vld1q_u8(c + (i0 + 0) * 120 + 16);
    uint8x16_t y0_2 = vld1q_u8(c + (i0 + 0) * 120 + 32);
    uint8x16_t y0_3 = vld1q_u8(c + (i0 + 0) * 120 + 48);
    uint8x16_t y0_4 = vld1q_u8(c + (i0 + 0) * 120 + 64);
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        const uint8x16_t x3 = vld1q_u8(xp + 48);
        const uint8x16_t n3_l = vandq_u8(x3, nib), n3_h = vshrq_n_u8(x3, 4);
        const uint8x16_t x4 = vld1q_u8(xp + 64);
        const uint8x16_t n4_l = vandq_u8(x4, nib), n4_h = vshrq_n_u8(x4, 4);
        {
            const uint8x16_t xc0_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0)])), lg_tab);
            const uint8x16_t c0_l = vqtbl1q_u8(ex_tab, vminq_u8(xc0_, vsubq_u8(xc0_, f15)));
            const uint8x16_t c0_h = vshlq_n_u8(c0_l, 4);
            y0_0 = veorq_u8(y0_0, veorq_u8(vqtbl1q_u8(c0_l, n0_l), vqtbl1q_u8(c0_h, n0_h)));
            y0_1 = veorq_u8(y0_1, veorq_u8(vqtbl1q_u8(c0_l, n1_l), vqtbl1q_u8(c0_h, n1_h)));
            y0_2 = veorq_u8(y0_2, veorq_u8(vqtbl1q_u8(c0_l, n2_l), vqtbl1q_u8(c0_h, n2_h)));
            y0_3 = veorq_u8(y0_3, veorq_u8(vqtbl1q_u8(c0_l, n3_l), vqtbl1q_u8(c0_h, n3_h)));
            y0_4 = veorq_u8(y0_4, veorq_u8(vqtbl1q_u8(c0_l, n4_l), vqtbl1q_u8(c0_h, n4_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 120 + 0, y0_0);
    vst1q_u8(c + (i0 + 0) * 120 + 16, y0_1);
    vst1q_u8(c + (i0 + 0) * 120 + 32, y0_2);
    vst1q_u8(c + (i0 + 0) * 120 + 48, y0_3);
    vst1q_u8(c + (i0 + 0) * 120 + 64, y0_4);
}

/* rows i0..i0+0, bytes 80..119 of C ^= A*B: 1 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_tile1_q80(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    uint8_t xpad[48] = {0};
    uint8_t ybuf[1][48] = {{0}};
    size_t r;
    for (r = 0; r < 1; r++)
        memcpy(ybuf[r], c + (i0 + r) * 120 + 80, 40);
    uint8x16_t y0_0 = vld1q_u8(ybuf[0] + 0);
    uint8x16_t y0_1 = vld1q_u8(ybuf[0] + 16);
    uint8x16_t y0_2 = vld1q_u8(ybuf[0] + 32);
    size_t j = 0;
    for (; j < 240; j++) {
        uint8_t const *xp = b + j * 120 + 80;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 40);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        {
            const uint8x16_t xc0_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i0)])), lg_tab);
            const uint8x16_t c0_l = vqtbl1q_u8(ex_tab, vminq_u8(xc0_, vsubq_u8(xc0_, f15)));
            const uint8x16_t c0_h = vshlq_n_u8(c0_l, 4);
            y0_0 = veorq_u8(y0_0, veorq_u8(vqtbl1q_u8(c0_l, n0_l), vqtbl1q_u8(c0_h, n0_h)));
            y0_1 = veorq_u8(y0_1, veorq_u8(vqtbl1q_u8(c0_l, n1_l), vqtbl1q_u8(c0_h, n1_h)));
            y0_2 = veorq_u8(y0_2, veorq_u8(vqtbl1q_u8(c0_l, n2_l), vqtbl1q_u8(c0_h, n2_h)));
        }
    }
    vst1q_u8(ybuf[0] + 0, y0_0);
    vst1q_u8(ybuf[0] + 16, y0_1);
    vst1q_u8(ybuf[0] + 32, y0_2);
    for (r = 0; r < 1; r++)
        memcpy(c + (i0 + r) * 120 + 80, ybuf[r], 40);
}

/* rows i0..i0+3, bytes 0..38 of C ^= A*B: 4 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[48] = {0};
    uint8_t ybuf[4][48] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 16), u1 = vld1q_u8(ybuf[1] + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 32), u1 = vld1q_u8(ybuf[1] + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 16), u1 = vld1q_u8(ybuf[3] + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 32), u1 = vld1q_u8(ybuf[3] + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = 0;
    for (; j < 78; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i0 + 2)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i0 + 3)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[0] + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(ybuf[1] + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(ybuf[0] + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(ybuf[1] + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(ybuf[2] + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(ybuf[3] + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(ybuf[2] + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(ybuf[3] + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    for (r = 0; r < 4; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+8, bytes 0..31 of C ^= A*B: 9 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_tile9(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y8_0 = vld1q_u8(c + (i0 + 8) * 32 + 0);
    uint8x16_t y8_1 = vld1q_u8(c + (i0 + 8) * 32 + 16);
    size_t j = 0;
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 2)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 3)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 4)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 5)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 6)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 7)])), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t xc8_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 8)])), lg_tab);
            const uint8x16_t c8_l = vqtbl1q_u8(ex_tab, vminq_u8(xc8_, vsubq_u8(xc8_, f15)));
            const uint8x16_t c8_h = vshlq_n_u8(c8_l, 4);
            y8_0 = veorq_u8(y8_0, veorq_u8(vqtbl1q_u8(c8_l, n0_l), vqtbl1q_u8(c8_h, n0_h)));
            y8_1 = veorq_u8(y8_1, veorq_u8(vqtbl1q_u8(c8_l, n1_l), vqtbl1q_u8(c8_h, n1_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, y8_0);
    vst1q_u8(c + (i0 + 8) * 32 + 16, y8_1);
}

/* rows i0..i0+7, bytes 0..31 of C ^= A*B: 8 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_tile8(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = 0;
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 1)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 2)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 3)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 4)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 5)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 6)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i0 + 7)])), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
}

/* rows i0..i0+10, bytes 0..31 of C ^= A*B: 11 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile11(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 0), u1 = vld1q_u8(c + (i0 + 9) * 32 + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_1, h4_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 16), u1 = vld1q_u8(c + (i0 + 9) * 32 + 16);
      l4_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y10_0 = vld1q_u8(c + (i0 + 10) * 32 + 0);
    uint8x16_t y10_1 = vld1q_u8(c + (i0 + 10) * 32 + 16);
    size_t j = i0;
    for (; j < i0 + 10; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 1 ? lg[(i0 + 1) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 3 ? lg[(i0 + 3) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 5 ? lg[(i0 + 5) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 7 ? lg[(i0 + 7) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp40 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp40 = vqtbl1q_u8(ex_tab, vminq_u8(xcp40, vsubq_u8(xcp40, f15)));
            const uint8x16_t xcp41 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 9 ? lg[(i0 + 9) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp41 = vqtbl1q_u8(ex_hi, vminq_u8(xcp41, vsubq_u8(xcp41, f15)));
            const uint8x16_t cp4 = vorrq_u8(tcp40, tcp41);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xc10_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const uint8x16_t c10_l = vqtbl1q_u8(ex_tab, vminq_u8(xc10_, vsubq_u8(xc10_, f15)));
            const uint8x16_t c10_h = vshlq_n_u8(c10_l, 4);
            y10_0 = veorq_u8(y10_0, veorq_u8(vqtbl1q_u8(c10_l, n0_l), vqtbl1q_u8(c10_h, n0_h)));
            y10_1 = veorq_u8(y10_1, veorq_u8(vqtbl1q_u8(c10_l, n1_l), vqtbl1q_u8(c10_h, n1_h)));
        }
    }
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 5) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 7) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t xcp40 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp40 = vqtbl1q_u8(ex_tab, vminq_u8(xcp40, vsubq_u8(xcp40, f15)));
            const uint8x16_t xcp41 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 9) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp41 = vqtbl1q_u8(ex_hi, vminq_u8(xcp41, vsubq_u8(xcp41, f15)));
            const uint8x16_t cp4 = vorrq_u8(tcp40, tcp41);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
        {
            const uint8x16_t xc10_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 10) * 64 + (j)])), lg_tab);
            const uint8x16_t c10_l = vqtbl1q_u8(ex_tab, vminq_u8(xc10_, vsubq_u8(xc10_, f15)));
            const uint8x16_t c10_h = vshlq_n_u8(c10_l, 4);
            y10_0 = veorq_u8(y10_0, veorq_u8(vqtbl1q_u8(c10_l, n0_l), vqtbl1q_u8(c10_h, n0_h)));
            y10_1 = veorq_u8(y10_1, veorq_u8(vqtbl1q_u8(c10_l, n1_l), vqtbl1q_u8(c10_h, n1_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 16, vorrq_u8(vandq_u8(l4_1, nib), vshlq_n_u8(h4_1, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 16, vorrq_u8(vshrq_n_u8(l4_1, 4), vandq_u8(h4_1, hinib)));
    vst1q_u8(c + (i0 + 10) * 32 + 0, y10_0);
    vst1q_u8(c + (i0 + 10) * 32 + 16, y10_1);
}

/* rows i0..i0+8, bytes 0..31 of C ^= A*B: 9 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_tile9(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y8_0 = vld1q_u8(c + (i0 + 8) * 32 + 0);
    uint8x16_t y8_1 = vld1q_u8(c + (i0 + 8) * 32 + 16);
    size_t j = i0;
    for (; j < i0 + 8; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 1 ? lg[(i0 + 1) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 3 ? lg[(i0 + 3) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 5 ? lg[(i0 + 5) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i0 + 7 ? lg[(i0 + 7) * 64 + (j)] : 0xff)), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t xc8_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const uint8x16_t c8_l = vqtbl1q_u8(ex_tab, vminq_u8(xc8_, vsubq_u8(xc8_, f15)));
            const uint8x16_t c8_h = vshlq_n_u8(c8_l, 4);
            y8_0 = veorq_u8(y8_0, veorq_u8(vqtbl1q_u8(c8_l, n0_l), vqtbl1q_u8(c8_h, n0_h)));
            y8_1 = veorq_u8(y8_1, veorq_u8(vqtbl1q_u8(c8_l, n1_l), vqtbl1q_u8(c8_h, n1_h)));
        }
    }
    for (; j < 64; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 1) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 3) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t xcp20 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 4) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp20 = vqtbl1q_u8(ex_tab, vminq_u8(xcp20, vsubq_u8(xcp20, f15)));
            const uint8x16_t xcp21 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 5) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp21 = vqtbl1q_u8(ex_hi, vminq_u8(xcp21, vsubq_u8(xcp21, f15)));
            const uint8x16_t cp2 = vorrq_u8(tcp20, tcp21);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t xcp30 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 6) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp30 = vqtbl1q_u8(ex_tab, vminq_u8(xcp30, vsubq_u8(xcp30, f15)));
            const uint8x16_t xcp31 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 7) * 64 + (j)])), lg_tab);
            const uint8x16_t tcp31 = vqtbl1q_u8(ex_hi, vminq_u8(xcp31, vsubq_u8(xcp31, f15)));
            const uint8x16_t cp3 = vorrq_u8(tcp30, tcp31);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t xc8_ = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 8) * 64 + (j)])), lg_tab);
            const uint8x16_t c8_l = vqtbl1q_u8(ex_tab, vminq_u8(xc8_, vsubq_u8(xc8_, f15)));
            const uint8x16_t c8_h = vshlq_n_u8(c8_l, 4);
            y8_0 = veorq_u8(y8_0, veorq_u8(vqtbl1q_u8(c8_l, n0_l), vqtbl1q_u8(c8_h, n0_h)));
            y8_1 = veorq_u8(y8_1, veorq_u8(vqtbl1q_u8(c8_l, n1_l), vqtbl1q_u8(c8_h, n1_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, y8_0);
    vst1q_u8(c + (i0 + 8) * 32 + 16, y8_1);
}

/* rows i0..i0+6, bytes 0..47 of C ^= A*B: 7 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_prepared_tile7(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 0), u1 = vld1q_u8(c + (i0 + 1) * 48 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 16), u1 = vld1q_u8(c + (i0 + 1) * 48 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 32), u1 = vld1q_u8(c + (i0 + 1) * 48 + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 0), u1 = vld1q_u8(c + (i0 + 3) * 48 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 16), u1 = vld1q_u8(c + (i0 + 3) * 48 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 32), u1 = vld1q_u8(c + (i0 + 3) * 48 + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 0), u1 = vld1q_u8(c + (i0 + 5) * 48 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 16), u1 = vld1q_u8(c + (i0 + 5) * 48 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_2, h2_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 32), u1 = vld1q_u8(c + (i0 + 5) * 48 + 32);
      l2_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y6_0 = vld1q_u8(c + (i0 + 6) * 48 + 0);
    uint8x16_t y6_1 = vld1q_u8(c + (i0 + 6) * 48 + 16);
    uint8x16_t y6_2 = vld1q_u8(c + (i0 + 6) * 48 + 32);
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 48;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        uint8_t const *tp = tables + (j * 4) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
            l2_2 = veorq_u8(l2_2, vqtbl1q_u8(cp2, n2_l));
            h2_2 = veorq_u8(h2_2, vqtbl1q_u8(cp2, n2_h));
        }
        {
            const uint8x16_t c6_l = vld1q_u8(tp + 48), c6_h = vshlq_n_u8(c6_l, 4);
            y6_0 = veorq_u8(y6_0, veorq_u8(vqtbl1q_u8(c6_l, n0_l), vqtbl1q_u8(c6_h, n0_h)));
            y6_1 = veorq_u8(y6_1, veorq_u8(vqtbl1q_u8(c6_l, n1_l), vqtbl1q_u8(c6_h, n1_h)));
            y6_2 = veorq_u8(y6_2, veorq_u8(vqtbl1q_u8(c6_l, n2_l), vqtbl1q_u8(c6_h, n2_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 48 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 32, vorrq_u8(vandq_u8(l2_2, nib), vshlq_n_u8(h2_2, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 32, vorrq_u8(vshrq_n_u8(l2_2, 4), vandq_u8(h2_2, hinib)));
    vst1q_u8(c + (i0 + 6) * 48 + 0, y6_0);
    vst1q_u8(c + (i0 + 6) * 48 + 16, y6_1);
    vst1q_u8(c + (i0 + 6) * 48 + 32, y6_2);
}

/* rows i0..i0+5, bytes 0..47 of C ^= A*B: 6 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12t_prepared_tile6(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 0), u1 = vld1q_u8(c + (i0 + 1) * 48 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 16), u1 = vld1q_u8(c + (i0 + 1) * 48 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 48 + 32), u1 = vld1q_u8(c + (i0 + 1) * 48 + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 0), u1 = vld1q_u8(c + (i0 + 3) * 48 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 16), u1 = vld1q_u8(c + (i0 + 3) * 48 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 48 + 32), u1 = vld1q_u8(c + (i0 + 3) * 48 + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 0), u1 = vld1q_u8(c + (i0 + 5) * 48 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 16), u1 = vld1q_u8(c + (i0 + 5) * 48 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_2, h2_2;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 48 + 32), u1 = vld1q_u8(c + (i0 + 5) * 48 + 32);
      l2_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 48;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        uint8_t const *tp = tables + (j * 3) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
            l2_2 = veorq_u8(l2_2, vqtbl1q_u8(cp2, n2_l));
            h2_2 = veorq_u8(h2_2, vqtbl1q_u8(cp2, n2_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 48 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 0) * 48 + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(c + (i0 + 1) * 48 + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 48 + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(c + (i0 + 3) * 48 + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 48 + 32, vorrq_u8(vandq_u8(l2_2, nib), vshlq_n_u8(h2_2, 4)));
    vst1q_u8(c + (i0 + 5) * 48 + 32, vorrq_u8(vshrq_n_u8(l2_2, 4), vandq_u8(h2_2, hinib)));
}

/* rows i0..i0+23, bytes 0..9 of C ^= A*B: 24 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_f12_prepared_tile24(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[24][16] = {{0}};
    size_t r;
    for (r = 0; r < 24; r++)
        memcpy(ybuf[r], c + (i0 + r) * 10, 10);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[4] + 0), u1 = vld1q_u8(ybuf[5] + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[6] + 0), u1 = vld1q_u8(ybuf[7] + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[8] + 0), u1 = vld1q_u8(ybuf[9] + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[10] + 0), u1 = vld1q_u8(ybuf[11] + 0);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[12] + 0), u1 = vld1q_u8(ybuf[13] + 0);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[14] + 0), u1 = vld1q_u8(ybuf[15] + 0);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[16] + 0), u1 = vld1q_u8(ybuf[17] + 0);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[18] + 0), u1 = vld1q_u8(ybuf[19] + 0);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l10_0, h10_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[20] + 0), u1 = vld1q_u8(ybuf[21] + 0);
      l10_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h10_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l11_0, h11_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[22] + 0), u1 = vld1q_u8(ybuf[23] + 0);
      l11_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h11_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 10;
        if (j >= 95) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 10);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 12) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        {
            const uint8x16_t cp10 = vld1q_u8(tp + 160);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
        {
            const uint8x16_t cp11 = vld1q_u8(tp + 176);
            l11_0 = veorq_u8(l11_0, vqtbl1q_u8(cp11, n0_l));
            h11_0 = veorq_u8(h11_0, vqtbl1q_u8(cp11, n0_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(ybuf[4] + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(ybuf[5] + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(ybuf[6] + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(ybuf[7] + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(ybuf[8] + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(ybuf[9] + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(ybuf[10] + 0, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(ybuf[11] + 0, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(ybuf[12] + 0, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(ybuf[13] + 0, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(ybuf[14] + 0, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(ybuf[15] + 0, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(ybuf[16] + 0, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(ybuf[17] + 0, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(ybuf[18] + 0, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(ybuf[19] + 0, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
    vst1q_u8(ybuf[20] + 0, vorrq_u8(vandq_u8(l10_0, nib), vshlq_n_u8(h10_0, 4)));
    vst1q_u8(ybuf[21] + 0, vorrq_u8(vshrq_n_u8(l10_0, 4), vandq_u8(h10_0, hinib)));
    vst1q_u8(ybuf[22] + 0, vorrq_u8(vandq_u8(l11_0, nib), vshlq_n_u8(h11_0, 4)));
    vst1q_u8(ybuf[23] + 0, vorrq_u8(vshrq_n_u8(l11_0, 4), vandq_u8(h11_0, hinib)));
    for (r = 0; r < 24; r++)
        memcpy(c + (i0 + r) * 10, ybuf[r], 10);
}

/* rows i0..i0+9, bytes 0..31 of C ^= A*B: 10 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile10(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 0), u1 = vld1q_u8(c + (i0 + 1) * 120 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 16), u1 = vld1q_u8(c + (i0 + 1) * 120 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 0), u1 = vld1q_u8(c + (i0 + 3) * 120 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 16), u1 = vld1q_u8(c + (i0 + 3) * 120 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 0), u1 = vld1q_u8(c + (i0 + 5) * 120 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 16), u1 = vld1q_u8(c + (i0 + 5) * 120 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 0), u1 = vld1q_u8(c + (i0 + 7) * 120 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 16), u1 = vld1q_u8(c + (i0 + 7) * 120 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 0), u1 = vld1q_u8(c + (i0 + 9) * 120 + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_1, h4_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 16), u1 = vld1q_u8(c + (i0 + 9) * 120 + 16);
      l4_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 120 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 16, vorrq_u8(vandq_u8(l4_1, nib), vshlq_n_u8(h4_1, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 16, vorrq_u8(vshrq_n_u8(l4_1, 4), vandq_u8(h4_1, hinib)));
}

/* rows i0..i0+9, bytes 32..63 of C ^= A*B: 10 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q32(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 32), u1 = vld1q_u8(c + (i0 + 1) * 120 + 32);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 48), u1 = vld1q_u8(c + (i0 + 1) * 120 + 48);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 32), u1 = vld1q_u8(c + (i0 + 3) * 120 + 32);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 48), u1 = vld1q_u8(c + (i0 + 3) * 120 + 48);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 32), u1 = vld1q_u8(c + (i0 + 5) * 120 + 32);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 48), u1 = vld1q_u8(c + (i0 + 5) * 120 + 48);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 32), u1 = vld1q_u8(c + (i0 + 7) * 120 + 32);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 48), u1 = vld1q_u8(c + (i0 + 7) * 120 + 48);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 32), u1 = vld1q_u8(c + (i0 + 9) * 120 + 32);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_1, h4_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 48), u1 = vld1q_u8(c + (i0 + 9) * 120 + 48);
      l4_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120 + 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 120 + 32, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 32, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 48, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 48, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 32, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 32, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 48, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 48, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 32, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 32, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 48, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 48, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 32, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 32, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 48, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 48, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 32, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 32, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 48, vorrq_u8(vandq_u8(l4_1, nib), vshlq_n_u8(h4_1, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 48, vorrq_u8(vshrq_n_u8(l4_1, 4), vandq_u8(h4_1, hinib)));
}

/* rows i0..i0+9, bytes 64..95 of C ^= A*B: 10 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q64(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 64), u1 = vld1q_u8(c + (i0 + 1) * 120 + 64);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 120 + 80), u1 = vld1q_u8(c + (i0 + 1) * 120 + 80);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 64), u1 = vld1q_u8(c + (i0 + 3) * 120 + 64);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 120 + 80), u1 = vld1q_u8(c + (i0 + 3) * 120 + 80);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 64), u1 = vld1q_u8(c + (i0 + 5) * 120 + 64);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 120 + 80), u1 = vld1q_u8(c + (i0 + 5) * 120 + 80);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 64), u1 = vld1q_u8(c + (i0 + 7) * 120 + 64);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 120 + 80), u1 = vld1q_u8(c + (i0 + 7) * 120 + 80);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 64), u1 = vld1q_u8(c + (i0 + 9) * 120 + 64);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_1, h4_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 120 + 80), u1 = vld1q_u8(c + (i0 + 9) * 120 + 80);
      l4_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120 + 64;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 120 + 64, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 64, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 120 + 80, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 120 + 80, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 64, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 64, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 120 + 80, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 120 + 80, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 64, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 64, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 120 + 80, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 120 + 80, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 64, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 64, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 120 + 80, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 120 + 80, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 64, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 64, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 120 + 80, vorrq_u8(vandq_u8(l4_1, nib), vshlq_n_u8(h4_1, 4)));
    vst1q_u8(c + (i0 + 9) * 120 + 80, vorrq_u8(vshrq_n_u8(l4_1, 4), vandq_u8(h4_1, hinib)));
}

/* rows i0..i0+9, bytes 96..119 of C ^= A*B: 10 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q96(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[32] = {0};
    uint8_t ybuf[10][32] = {{0}};
    size_t r;
    for (r = 0; r < 10; r++)
        memcpy(ybuf[r], c + (i0 + r) * 120 + 96, 24);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 16), u1 = vld1q_u8(ybuf[1] + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 16), u1 = vld1q_u8(ybuf[3] + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[4] + 0), u1 = vld1q_u8(ybuf[5] + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[4] + 16), u1 = vld1q_u8(ybuf[5] + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[6] + 0), u1 = vld1q_u8(ybuf[7] + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[6] + 16), u1 = vld1q_u8(ybuf[7] + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[8] + 0), u1 = vld1q_u8(ybuf[9] + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_1, h4_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[8] + 16), u1 = vld1q_u8(ybuf[9] + 16);
      l4_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 120 + 96;
        if (j >= 239) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 24);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
            l4_1 = veorq_u8(l4_1, vqtbl1q_u8(cp4, n1_l));
            h4_1 = veorq_u8(h4_1, vqtbl1q_u8(cp4, n1_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[0] + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(ybuf[1] + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(ybuf[2] + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(ybuf[3] + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(ybuf[4] + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(ybuf[5] + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(ybuf[4] + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(ybuf[5] + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(ybuf[6] + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(ybuf[7] + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(ybuf[6] + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(ybuf[7] + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(ybuf[8] + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(ybuf[9] + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(ybuf[8] + 16, vorrq_u8(vandq_u8(l4_1, nib), vshlq_n_u8(h4_1, 4)));
    vst1q_u8(ybuf[9] + 16, vorrq_u8(vshrq_n_u8(l4_1, 4), vandq_u8(h4_1, hinib)));
    for (r = 0; r < 10; r++)
        memcpy(c + (i0 + r) * 120 + 96, ybuf[r], 24);
}

/* rows i0..i0+3, bytes 0..38 of C ^= A*B: 4 x 3 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo1_p1o_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[48] = {0};
    uint8_t ybuf[4][48] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 39, 39);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 16), u1 = vld1q_u8(ybuf[1] + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_2, h0_2;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 32), u1 = vld1q_u8(ybuf[1] + 32);
      l0_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 16), u1 = vld1q_u8(ybuf[3] + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_2, h1_2;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 32), u1 = vld1q_u8(ybuf[3] + 32);
      l1_2 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_2 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 39;
        if (j >= 77) { /* the last rows through a zero-padded copy: j is public */
            memcpy(xpad, xp, 39);
            xp = xpad;
        }
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        const uint8x16_t x2 = vld1q_u8(xp + 32);
        const uint8x16_t n2_l = vandq_u8(x2, nib), n2_h = vshrq_n_u8(x2, 4);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
            l0_2 = veorq_u8(l0_2, vqtbl1q_u8(cp0, n2_l));
            h0_2 = veorq_u8(h0_2, vqtbl1q_u8(cp0, n2_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
            l1_2 = veorq_u8(l1_2, vqtbl1q_u8(cp1, n2_l));
            h1_2 = veorq_u8(h1_2, vqtbl1q_u8(cp1, n2_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[0] + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(ybuf[1] + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(ybuf[0] + 32, vorrq_u8(vandq_u8(l0_2, nib), vshlq_n_u8(h0_2, 4)));
    vst1q_u8(ybuf[1] + 32, vorrq_u8(vshrq_n_u8(l0_2, 4), vandq_u8(h0_2, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(ybuf[2] + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(ybuf[3] + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(ybuf[2] + 32, vorrq_u8(vandq_u8(l1_2, nib), vshlq_n_u8(h1_2, 4)));
    vst1q_u8(ybuf[3] + 32, vorrq_u8(vshrq_n_u8(l1_2, 4), vandq_u8(h1_2, hinib)));
    for (r = 0; r < 4; r++)
        memcpy(c + (i0 + r) * 39, ybuf[r], 39);
}

/* rows i0..i0+8, bytes 0..31 of C ^= A*B: 9 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile9(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t y8_0 = vld1q_u8(c + (i0 + 8) * 32 + 0);
    uint8x16_t y8_1 = vld1q_u8(c + (i0 + 8) * 32 + 16);
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 5) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
        {
            const uint8x16_t c8_l = vld1q_u8(tp + 64), c8_h = vshlq_n_u8(c8_l, 4);
            y8_0 = veorq_u8(y8_0, veorq_u8(vqtbl1q_u8(c8_l, n0_l), vqtbl1q_u8(c8_h, n0_h)));
            y8_1 = veorq_u8(y8_1, veorq_u8(vqtbl1q_u8(c8_l, n1_l), vqtbl1q_u8(c8_h, n1_h)));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, y8_0);
    vst1q_u8(c + (i0 + 8) * 32 + 16, y8_1);
}

/* rows i0..i0+7, bytes 0..31 of C ^= A*B: 8 x 2 accumulators in registers over j */
static void gf16_gemm_priv_gemm_mayo2_p1o_prepared_tile8(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l0_1, h0_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_1, h1_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_1, h2_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_1, h3_1;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_1 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_1 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        const uint8x16_t x1 = vld1q_u8(xp + 16);
        const uint8x16_t n1_l = vandq_u8(x1, nib), n1_h = vshrq_n_u8(x1, 4);
        uint8_t const *tp = tables + (j * 4) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
            l0_1 = veorq_u8(l0_1, vqtbl1q_u8(cp0, n1_l));
            h0_1 = veorq_u8(h0_1, vqtbl1q_u8(cp0, n1_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
            l1_1 = veorq_u8(l1_1, vqtbl1q_u8(cp1, n1_l));
            h1_1 = veorq_u8(h1_1, vqtbl1q_u8(cp1, n1_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
            l2_1 = veorq_u8(l2_1, vqtbl1q_u8(cp2, n1_l));
            h2_1 = veorq_u8(h2_1, vqtbl1q_u8(cp2, n1_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
            l3_1 = veorq_u8(l3_1, vqtbl1q_u8(cp3, n1_l));
            h3_1 = veorq_u8(h3_1, vqtbl1q_u8(cp3, n1_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_1, nib), vshlq_n_u8(h0_1, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_1, 4), vandq_u8(h0_1, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_1, nib), vshlq_n_u8(h1_1, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_1, 4), vandq_u8(h1_1, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_1, nib), vshlq_n_u8(h2_1, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_1, 4), vandq_u8(h2_1, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_1, nib), vshlq_n_u8(h3_1, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_1, 4), vandq_u8(h3_1, hinib)));
}

/* rows i0..i0+21, bytes 0..15 of C ^= A*B: 22 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile22(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 0), u1 = vld1q_u8(c + (i0 + 9) * 32 + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 10) * 32 + 0), u1 = vld1q_u8(c + (i0 + 11) * 32 + 0);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 12) * 32 + 0), u1 = vld1q_u8(c + (i0 + 13) * 32 + 0);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 14) * 32 + 0), u1 = vld1q_u8(c + (i0 + 15) * 32 + 0);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 16) * 32 + 0), u1 = vld1q_u8(c + (i0 + 17) * 32 + 0);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 18) * 32 + 0), u1 = vld1q_u8(c + (i0 + 19) * 32 + 0);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l10_0, h10_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 20) * 32 + 0), u1 = vld1q_u8(c + (i0 + 21) * 32 + 0);
      l10_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h10_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 21 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 11) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        if (j >= i0 + 20) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp10 = vld1q_u8(tp + 160);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 11) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        {
            const uint8x16_t cp10 = vld1q_u8(tp + 160);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 10) * 32 + 0, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(c + (i0 + 11) * 32 + 0, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(c + (i0 + 12) * 32 + 0, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(c + (i0 + 13) * 32 + 0, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(c + (i0 + 14) * 32 + 0, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(c + (i0 + 15) * 32 + 0, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(c + (i0 + 16) * 32 + 0, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(c + (i0 + 17) * 32 + 0, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(c + (i0 + 18) * 32 + 0, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(c + (i0 + 19) * 32 + 0, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
    vst1q_u8(c + (i0 + 20) * 32 + 0, vorrq_u8(vandq_u8(l10_0, nib), vshlq_n_u8(h10_0, 4)));
    vst1q_u8(c + (i0 + 21) * 32 + 0, vorrq_u8(vshrq_n_u8(l10_0, 4), vandq_u8(h10_0, hinib)));
}

/* rows i0..i0+21, bytes 16..31 of C ^= A*B: 22 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile22_q16(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 16), u1 = vld1q_u8(c + (i0 + 9) * 32 + 16);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 10) * 32 + 16), u1 = vld1q_u8(c + (i0 + 11) * 32 + 16);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 12) * 32 + 16), u1 = vld1q_u8(c + (i0 + 13) * 32 + 16);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 14) * 32 + 16), u1 = vld1q_u8(c + (i0 + 15) * 32 + 16);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 16) * 32 + 16), u1 = vld1q_u8(c + (i0 + 17) * 32 + 16);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 18) * 32 + 16), u1 = vld1q_u8(c + (i0 + 19) * 32 + 16);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l10_0, h10_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 20) * 32 + 16), u1 = vld1q_u8(c + (i0 + 21) * 32 + 16);
      l10_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h10_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 21 && j < j1; j++) {
        uint8_t const *xp = b + j * 32 + 16;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 11) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        if (j >= i0 + 20) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp10 = vld1q_u8(tp + 160);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32 + 16;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 11) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
        {
            const uint8x16_t cp10 = vld1q_u8(tp + 160);
            l10_0 = veorq_u8(l10_0, vqtbl1q_u8(cp10, n0_l));
            h10_0 = veorq_u8(h10_0, vqtbl1q_u8(cp10, n0_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 16, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 16, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 10) * 32 + 16, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(c + (i0 + 11) * 32 + 16, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(c + (i0 + 12) * 32 + 16, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(c + (i0 + 13) * 32 + 16, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(c + (i0 + 14) * 32 + 16, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(c + (i0 + 15) * 32 + 16, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(c + (i0 + 16) * 32 + 16, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(c + (i0 + 17) * 32 + 16, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(c + (i0 + 18) * 32 + 16, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(c + (i0 + 19) * 32 + 16, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
    vst1q_u8(c + (i0 + 20) * 32 + 16, vorrq_u8(vandq_u8(l10_0, nib), vshlq_n_u8(h10_0, 4)));
    vst1q_u8(c + (i0 + 21) * 32 + 16, vorrq_u8(vshrq_n_u8(l10_0, 4), vandq_u8(h10_0, hinib)));
}

/* rows i0..i0+19, bytes 0..15 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile20(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 0), u1 = vld1q_u8(c + (i0 + 1) * 32 + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 0), u1 = vld1q_u8(c + (i0 + 3) * 32 + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 0), u1 = vld1q_u8(c + (i0 + 5) * 32 + 0);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 0), u1 = vld1q_u8(c + (i0 + 7) * 32 + 0);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 0), u1 = vld1q_u8(c + (i0 + 9) * 32 + 0);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 10) * 32 + 0), u1 = vld1q_u8(c + (i0 + 11) * 32 + 0);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 12) * 32 + 0), u1 = vld1q_u8(c + (i0 + 13) * 32 + 0);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 14) * 32 + 0), u1 = vld1q_u8(c + (i0 + 15) * 32 + 0);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 16) * 32 + 0), u1 = vld1q_u8(c + (i0 + 17) * 32 + 0);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 18) * 32 + 0), u1 = vld1q_u8(c + (i0 + 19) * 32 + 0);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 19 && j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 10) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 10) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 0, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 0, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 0, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 0, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 0, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 0, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 10) * 32 + 0, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(c + (i0 + 11) * 32 + 0, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(c + (i0 + 12) * 32 + 0, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(c + (i0 + 13) * 32 + 0, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(c + (i0 + 14) * 32 + 0, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(c + (i0 + 15) * 32 + 0, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(c + (i0 + 16) * 32 + 0, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(c + (i0 + 17) * 32 + 0, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(c + (i0 + 18) * 32 + 0, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(c + (i0 + 19) * 32 + 0, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
}

/* rows i0..i0+19, bytes 16..31 of C ^= A*B: 20 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_trimat64_prepared_tile20_q16(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 0) * 32 + 16), u1 = vld1q_u8(c + (i0 + 1) * 32 + 16);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 2) * 32 + 16), u1 = vld1q_u8(c + (i0 + 3) * 32 + 16);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l2_0, h2_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 4) * 32 + 16), u1 = vld1q_u8(c + (i0 + 5) * 32 + 16);
      l2_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h2_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l3_0, h3_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 6) * 32 + 16), u1 = vld1q_u8(c + (i0 + 7) * 32 + 16);
      l3_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h3_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l4_0, h4_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 8) * 32 + 16), u1 = vld1q_u8(c + (i0 + 9) * 32 + 16);
      l4_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h4_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l5_0, h5_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 10) * 32 + 16), u1 = vld1q_u8(c + (i0 + 11) * 32 + 16);
      l5_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h5_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l6_0, h6_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 12) * 32 + 16), u1 = vld1q_u8(c + (i0 + 13) * 32 + 16);
      l6_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h6_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l7_0, h7_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 14) * 32 + 16), u1 = vld1q_u8(c + (i0 + 15) * 32 + 16);
      l7_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h7_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l8_0, h8_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 16) * 32 + 16), u1 = vld1q_u8(c + (i0 + 17) * 32 + 16);
      l8_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h8_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l9_0, h9_0;
    { const uint8x16_t u0 = vld1q_u8(c + (i0 + 18) * 32 + 16), u1 = vld1q_u8(c + (i0 + 19) * 32 + 16);
      l9_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h9_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0 > i0 ? j0 : i0;
    for (; j < i0 + 19 && j < j1; j++) {
        uint8_t const *xp = b + j * 32 + 16;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 10) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        if (j >= i0 + 2) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        if (j >= i0 + 4) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        if (j >= i0 + 6) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        if (j >= i0 + 8) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        if (j >= i0 + 10) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        if (j >= i0 + 12) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        if (j >= i0 + 14) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        if (j >= i0 + 16) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        if (j >= i0 + 18) { /* A is upper triangular: j and i0 are public */
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
    }
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 32 + 16;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 10) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
        {
            const uint8x16_t cp2 = vld1q_u8(tp + 32);
            l2_0 = veorq_u8(l2_0, vqtbl1q_u8(cp2, n0_l));
            h2_0 = veorq_u8(h2_0, vqtbl1q_u8(cp2, n0_h));
        }
        {
            const uint8x16_t cp3 = vld1q_u8(tp + 48);
            l3_0 = veorq_u8(l3_0, vqtbl1q_u8(cp3, n0_l));
            h3_0 = veorq_u8(h3_0, vqtbl1q_u8(cp3, n0_h));
        }
        {
            const uint8x16_t cp4 = vld1q_u8(tp + 64);
            l4_0 = veorq_u8(l4_0, vqtbl1q_u8(cp4, n0_l));
            h4_0 = veorq_u8(h4_0, vqtbl1q_u8(cp4, n0_h));
        }
        {
            const uint8x16_t cp5 = vld1q_u8(tp + 80);
            l5_0 = veorq_u8(l5_0, vqtbl1q_u8(cp5, n0_l));
            h5_0 = veorq_u8(h5_0, vqtbl1q_u8(cp5, n0_h));
        }
        {
            const uint8x16_t cp6 = vld1q_u8(tp + 96);
            l6_0 = veorq_u8(l6_0, vqtbl1q_u8(cp6, n0_l));
            h6_0 = veorq_u8(h6_0, vqtbl1q_u8(cp6, n0_h));
        }
        {
            const uint8x16_t cp7 = vld1q_u8(tp + 112);
            l7_0 = veorq_u8(l7_0, vqtbl1q_u8(cp7, n0_l));
            h7_0 = veorq_u8(h7_0, vqtbl1q_u8(cp7, n0_h));
        }
        {
            const uint8x16_t cp8 = vld1q_u8(tp + 128);
            l8_0 = veorq_u8(l8_0, vqtbl1q_u8(cp8, n0_l));
            h8_0 = veorq_u8(h8_0, vqtbl1q_u8(cp8, n0_h));
        }
        {
            const uint8x16_t cp9 = vld1q_u8(tp + 144);
            l9_0 = veorq_u8(l9_0, vqtbl1q_u8(cp9, n0_l));
            h9_0 = veorq_u8(h9_0, vqtbl1q_u8(cp9, n0_h));
        }
    }
    vst1q_u8(c + (i0 + 0) * 32 + 16, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(c + (i0 + 1) * 32 + 16, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(c + (i0 + 2) * 32 + 16, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(c + (i0 + 3) * 32 + 16, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
    vst1q_u8(c + (i0 + 4) * 32 + 16, vorrq_u8(vandq_u8(l2_0, nib), vshlq_n_u8(h2_0, 4)));
    vst1q_u8(c + (i0 + 5) * 32 + 16, vorrq_u8(vshrq_n_u8(l2_0, 4), vandq_u8(h2_0, hinib)));
    vst1q_u8(c + (i0 + 6) * 32 + 16, vorrq_u8(vandq_u8(l3_0, nib), vshlq_n_u8(h3_0, 4)));
    vst1q_u8(c + (i0 + 7) * 32 + 16, vorrq_u8(vshrq_n_u8(l3_0, 4), vandq_u8(h3_0, hinib)));
    vst1q_u8(c + (i0 + 8) * 32 + 16, vorrq_u8(vandq_u8(l4_0, nib), vshlq_n_u8(h4_0, 4)));
    vst1q_u8(c + (i0 + 9) * 32 + 16, vorrq_u8(vshrq_n_u8(l4_0, 4), vandq_u8(h4_0, hinib)));
    vst1q_u8(c + (i0 + 10) * 32 + 16, vorrq_u8(vandq_u8(l5_0, nib), vshlq_n_u8(h5_0, 4)));
    vst1q_u8(c + (i0 + 11) * 32 + 16, vorrq_u8(vshrq_n_u8(l5_0, 4), vandq_u8(h5_0, hinib)));
    vst1q_u8(c + (i0 + 12) * 32 + 16, vorrq_u8(vandq_u8(l6_0, nib), vshlq_n_u8(h6_0, 4)));
    vst1q_u8(c + (i0 + 13) * 32 + 16, vorrq_u8(vshrq_n_u8(l6_0, 4), vandq_u8(h6_0, hinib)));
    vst1q_u8(c + (i0 + 14) * 32 + 16, vorrq_u8(vandq_u8(l7_0, nib), vshlq_n_u8(h7_0, 4)));
    vst1q_u8(c + (i0 + 15) * 32 + 16, vorrq_u8(vshrq_n_u8(l7_0, 4), vandq_u8(h7_0, hinib)));
    vst1q_u8(c + (i0 + 16) * 32 + 16, vorrq_u8(vandq_u8(l8_0, nib), vshlq_n_u8(h8_0, 4)));
    vst1q_u8(c + (i0 + 17) * 32 + 16, vorrq_u8(vshrq_n_u8(l8_0, 4), vandq_u8(h8_0, hinib)));
    vst1q_u8(c + (i0 + 18) * 32 + 16, vorrq_u8(vandq_u8(l9_0, nib), vshlq_n_u8(h9_0, 4)));
    vst1q_u8(c + (i0 + 19) * 32 + 16, vorrq_u8(vshrq_n_u8(l9_0, 4), vandq_u8(h9_0, hinib)));
}

/* rows i0..i0+3, bytes 0..1 of C ^= A*B: 4 x 1 accumulators in registers over j */
static void gf16_gemm_priv_gemm_block4_prepared_tile4(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t hinib = vdupq_n_u8(0xf0);
    uint8_t xpad[16] = {0};
    uint8_t ybuf[4][16] = {{0}};
    size_t r;
    for (r = 0; r < 4; r++)
        memcpy(ybuf[r], c + (i0 + r) * 2, 2);
    uint8x16_t l0_0, h0_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[0] + 0), u1 = vld1q_u8(ybuf[1] + 0);
      l0_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h0_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    uint8x16_t l1_0, h1_0;
    { const uint8x16_t u0 = vld1q_u8(ybuf[2] + 0), u1 = vld1q_u8(ybuf[3] + 0);
      l1_0 = vorrq_u8(vandq_u8(u0, nib), vshlq_n_u8(u1, 4));
      h1_0 = vorrq_u8(vshrq_n_u8(u0, 4), vandq_u8(u1, hinib)); }
    size_t j = j0;
    for (; j < j1; j++) {
        uint8_t const *xp = b + j * 2;
        memcpy(xpad, xp, 2);
        xp = xpad;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        uint8_t const *tp = tables + (j * 2) * 16;
        {
            const uint8x16_t cp0 = vld1q_u8(tp);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t cp1 = vld1q_u8(tp + 16);
            l1_0 = veorq_u8(l1_0, vqtbl1q_u8(cp1, n0_l));
            h1_0 = veorq_u8(h1_0, vqtbl1q_u8(cp1, n0_h));
        }
    }
    vst1q_u8(ybuf[0] + 0, vorrq_u8(vandq_u8(l0_0, nib), vshlq_n_u8(h0_0, 4)));
    vst1q_u8(ybuf[1] + 0, vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib)));
    vst1q_u8(ybuf[2] + 0, vorrq_u8(vandq_u8(l1_0, nib), vshlq_n_u8(h1_0, 4)));
    vst1q_u8(ybuf[3] + 0, vorrq_u8(vshrq_n_u8(l1_0, 4), vandq_u8(h1_0, hinib)));
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

/* x times each of the eight elements (bytes < 16) of a word */
static inline uint64_t gf16_gemm_priv_ef_mulx(uint64_t v)
{
    return ((v << 1) & UINT64_C(0x0e0e0e0e0e0e0e0e)) ^ (((v >> 3) & UINT64_C(0x0101010101010101)) * 3u);
}

/* the mask m, opaque to the optimizer: clang -O2 turned masks of secret bits (m & x) into branches */
static inline uint64_t gf16_gemm_priv_ef_hide(uint64_t m)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(m));
#endif
    return m;
}

/* out = s times the elements of in (words), by the x^b multiples the bits of s select */
static inline void gf16_gemm_priv_ef_scale(uint64_t *out, const uint64_t *in, uint64_t s, int words)
{
    for (int k = 0; k < words; k++) {
        uint64_t x = in[k], y = 0;
        for (int j = 0; j < 4; j++) {
            y ^= gf16_gemm_priv_ef_hide(0 - ((s >> j) & 1)) & x;
            x = gf16_gemm_priv_ef_mulx(x);
        }
        out[k] = y;
    }
}

/* 1/p = p^14 (0 for 0) by products of single elements */
static inline uint64_t gf16_gemm_priv_ef_inverse(uint64_t p)
{
    uint64_t p2, p4, p8, r;
    gf16_gemm_priv_ef_scale(&p2, &p, p, 1);
    gf16_gemm_priv_ef_scale(&p4, &p2, p2, 1);
    gf16_gemm_priv_ef_scale(&p8, &p4, p4, 1);
    gf16_gemm_priv_ef_scale(&r, &p8, p4, 1);
    gf16_gemm_priv_ef_scale(&r, &r, p2, 1);
    return r & 0xf;
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
    uint64_t acc[12] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 12; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[12], xb[4][12];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 12);
    for (int k = 0; k < 12; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 12; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 16;
    int r;
    uint64_t acc[10] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 10; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[10], xb[4][10];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 10);
    for (int k = 0; k < 10; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 10; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 32;
    int r;
    uint64_t acc[8] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 8; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[8], xb[4][8];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 8);
    for (int k = 0; k < 8; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 8; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 48;
    int r;
    uint64_t acc[6] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 6; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[6], xb[4][6];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 6);
    for (int k = 0; k < 6; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 6; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 64;
    int r;
    uint64_t acc[4] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 4; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[4], xb[4][4];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 4);
    for (int k = 0; k < 4; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 4; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 80;
    int r;
    uint64_t acc[2] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 2; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[2], xb[4][2];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 2);
    for (int k = 0; k < 2; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 78; r++) {
        uint8_t *row = base + (size_t)(r) * 96;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 2; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint64_t acc[10] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 10; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[10], xb[4][10];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 10);
    for (int k = 0; k < 10; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 64; r++) {
        uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 10; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 16;
    int r;
    uint64_t acc[8] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 8; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[8], xb[4][8];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 8);
    for (int k = 0; k < 8; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 64; r++) {
        uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 8; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 32;
    int r;
    uint64_t acc[6] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 6; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[6], xb[4][6];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 6);
    for (int k = 0; k < 6; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 64; r++) {
        uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 6; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 48;
    int r;
    uint64_t acc[4] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 4; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[4], xb[4][4];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 4);
    for (int k = 0; k < 4; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 64; r++) {
        uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 4; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    uint8_t *base = w + 64;
    int r;
    uint64_t acc[2] = {0};
    uint64_t piv = 0, pz = ~(uint64_t)0;
    for (r = lb; r <= top; r++) {
        const uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t inc = gf16_gemm_priv_ef_eq(ro, pr) | (gf16_gemm_priv_ef_gt(ro, pr) & pz);
        for (int k = 0; k < 2; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            acc[k] ^= inc & x;
        }
        piv ^= inc & row[b];
        pz = ~gf16_gemm_priv_ef_nz(piv);
    }
    uint64_t pv[2], xb[4][2];
    gf16_gemm_priv_ef_scale(pv, acc, gf16_gemm_priv_ef_inverse(piv), 2);
    for (int k = 0; k < 2; k++) {
        xb[0][k] = pv[k];
        for (int j = 1; j < 4; j++) xb[j][k] = gf16_gemm_priv_ef_mulx(xb[j - 1][k]);
    }
    for (r = lb; r < 64; r++) {
        uint8_t *row = base + (size_t)(r) * 80;
        const int ro = gf16_gemm_priv_ef_opaque(r);
        const uint64_t e = (uint64_t)row[b] & gf16_gemm_priv_ef_gt(ro, pr);
        const uint64_t m0 = gf16_gemm_priv_ef_hide(0 - (e & 1)), m1 = gf16_gemm_priv_ef_hide(0 - ((e >> 1) & 1));
        const uint64_t m2 = gf16_gemm_priv_ef_hide(0 - ((e >> 2) & 1)), m3 = gf16_gemm_priv_ef_hide(0 - (e >> 3));
        const uint64_t put = r <= ub ? gf16_gemm_priv_ef_hide(gf16_gemm_priv_ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */
        for (int k = 0; k < 2; k++) {
            uint64_t x;
            memcpy(&x, row + 8 * k, 8);
            x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);
            x = (x & ~put) | (pv[k] & put);
            memcpy(row + 8 * k, &x, 8);
        }
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
    for (; i0 + 7 <= 20; i0 += 7) {
        gf16_gemm_priv_gemm_snova_f12t_tile7(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_snova_f12t_tile6(c, b, i0, lg);
}

/* C ^= A*B, C 96x20, A 96x96, B 96x20 over GF(2^4), row-major, nibble-packed rows:
 * C: 96 rows of 10 bytes; B: 96 rows of 10 bytes; A: 96 rows of 48 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_f12(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[9248];
    gf16_gemm_priv_logs(lg, a, 4608);
    size_t i0 = 0;
    for (; i0 + 24 <= 96; i0 += 24) {
        gf16_gemm_priv_gemm_snova_f12_tile24(c, b, i0, lg);
    }
}

/* C ^= A*B, C 40x240, A 40x240, B 240x240 over GF(2^4), row-major, nibble-packed rows:
 * C: 40 rows of 120 bytes; B: 240 rows of 120 bytes; A^T stored: 240 rows of 20 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_k240t(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0 = 0;
    for (; i0 + 3 <= 40; i0 += 3) {
        gf16_gemm_priv_gemm_snova_k240t_tile3(c, b, i0, lg);
        gf16_gemm_priv_gemm_snova_k240t_tile3_q80(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_snova_k240t_tile1(c, b, i0, lg);
    gf16_gemm_priv_gemm_snova_k240t_tile1_q80(c, b, i0, lg);
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
    for (; i0 + 11 <= 64; i0 += 11) {
        gf16_gemm_priv_gemm_trimat64_tile11(c, b, i0, lg);
    }
    gf16_gemm_priv_gemm_trimat64_tile9(c, b, i0, lg);
}

/* C ^= A*B, C 4x4, A 4x4, B 4x4 over GF(2^4), row-major, nibble-packed rows:
 * C: 4 rows of 2 bytes; B: 4 rows of 2 bytes; A: 4 rows of 2 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_block4(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    gf16_gemm_gemm_block4_inline(c, a, b);
}

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_f12t_prepared (A^T stored: 96 rows of 10 bytes):
 * 16896 bytes (GF16_GEMM_GEMM_SNOVA_F12T_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 7, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[1952];
    gf16_gemm_priv_logs(lg, a, 960);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 20; i0 += 7, base += 384) {
        const size_t T = 20 - i0 < 7 ? 20 - i0 : 7; /* the tile's rows */
        for (j = 0; j < 96; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i + 1)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 20 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
    for (; i0 + 7 <= 20; i0 += 7, tt += 6144) {
        gf16_gemm_priv_gemm_snova_f12t_prepared_tile7(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_snova_f12t_prepared_tile6(c, tt, b, i0, j0, j1);
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
 * (row tiles of 24, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9248];
    gf16_gemm_priv_logs(lg, a, 4608);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 96; i0 += 24, base += 1152) {
        const size_t T = 96 - i0 < 24 ? 96 - i0 : 24; /* the tile's rows */
        for (j = 0; j < 96; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i) * 96 + (j)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i + 1) * 96 + (j)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i) * 96 + (j)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
    for (; i0 + 24 <= 96; i0 += 24, tt += 18432) {
        gf16_gemm_priv_gemm_snova_f12_prepared_tile24(c, tt, b, i0, j0, j1);
    }
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
 * (row tiles of 10, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_k240t_prepare(uint8_t *tables, const uint8_t *a)
{
    uint8_t lg[9632];
    gf16_gemm_priv_logs(lg, a, 4800);
    size_t i0, j, r;
    size_t base = 0; /* the tile's first slot */
    for (i0 = 0; i0 < 40; i0 += 10, base += 1200) {
        const size_t T = 40 - i0 < 10 ? 40 - i0 : 10; /* the tile's rows */
        for (j = 0; j < 240; j++)
            for (r = 0; r < T; r += 2) {
                const size_t i = i0 + r;
                if (r + 1 < T) { /* r and T are public */
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i + 1)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 40 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
    for (; i0 + 10 <= 40; i0 += 10, tt += 19200) {
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile10(c, tt, b, i0, j0, j1);
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q32(c, tt, b, i0, j0, j1);
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q64(c, tt, b, i0, j0, j1);
        gf16_gemm_priv_gemm_snova_k240t_prepared_tile10_q96(c, tt, b, i0, j0, j1);
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
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i + 1)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 8 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i + 1)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(j) * 18 + (i)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i ? lg[(i) * 64 + (j)] : 0xff)), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i + 1 ? lg[(i + 1) * 64 + (j)] : 0xff)), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(j >= i ? lg[(i) * 64 + (j)] : 0xff)), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
        gf16_gemm_priv_gemm_trimat64_prepared_tile22_q16(c, tt, b, i0, j0, j1);
    }
    gf16_gemm_priv_gemm_trimat64_prepared_tile20(c, tt, b, i0, j0, j1);
    gf16_gemm_priv_gemm_trimat64_prepared_tile20_q16(c, tt, b, i0, j0, j1);
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
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t exhi16 = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i) * 4 + (j)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
                    const uint8x16_t xt1 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i + 1) * 4 + (j)])), lg16);
                    const uint8x16_t t1 = vqtbl1q_u8(exhi16, vminq_u8(xt1, vsubq_u8(xt1, f16)));
                    const uint8x16_t tp = vorrq_u8(t0, t1);
                    memcpy(tables + (base + j * ((T + 1) / 2) + r / 2) * 16, &tp, 16);
                } else {
                    const uint8x16_t lg16 = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12}), ex16 = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0}), f16 = vdupq_n_u8(15);
                    const uint8x16_t xt0 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i) * 4 + (j)])), lg16);
                    const uint8x16_t t0 = vqtbl1q_u8(ex16, vminq_u8(xt0, vsubq_u8(xt0, f16)));
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
        uint8_t *row = w + (size_t)(r) * 96;
        uint8_t *src = a + (size_t)r * 81;
        memset(row, 0, 16);
        memcpy(row + 15, src + 0, 1);
        memcpy(row + 16, src + 1, 16);
        memcpy(row + 32, src + 17, 16);
        memcpy(row + 48, src + 33, 16);
        memcpy(row + 64, src + 49, 16);
        memcpy(row + 80, src + 65, 16);
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
        uint8_t *row = w + (size_t)(r) * 96;
        uint8_t *src = a + (size_t)r * 81;
        memcpy(src + 0, row + 15, 1);
        memcpy(src + 1, row + 16, 16);
        memcpy(src + 17, row + 32, 16);
        memcpy(src + 33, row + 48, 16);
        memcpy(src + 49, row + 64, 16);
        memcpy(src + 65, row + 80, 16);
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
        uint8_t *row = w + (size_t)(r) * 80;
        uint8_t *src = a + (size_t)r * 69;
        memset(row, 0, 16);
        memcpy(row + 11, src + 0, 5);
        memcpy(row + 16, src + 5, 16);
        memcpy(row + 32, src + 21, 16);
        memcpy(row + 48, src + 37, 16);
        memcpy(row + 64, src + 53, 16);
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
        uint8_t *row = w + (size_t)(r) * 80;
        uint8_t *src = a + (size_t)r * 69;
        memcpy(src + 0, row + 11, 5);
        memcpy(src + 5, row + 16, 16);
        memcpy(src + 21, row + 32, 16);
        memcpy(src + 37, row + 48, 16);
        memcpy(src + 53, row + 64, 16);
    }
    gf16_gemm_priv_ef_clear(w, sizeof w);
    *(volatile int *)&pivot_row = 0;
}
