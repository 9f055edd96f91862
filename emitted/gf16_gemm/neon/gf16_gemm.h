/*
 * gf16_gemm.h: gemm snova_f12t, gemm snova_f12, gemm snova_k240t, gemm mayo1_p1o, gemm mayo2_p1o, gemm trimat64, gemm block4, ef mayo1_ef, ef mayo2_ef over GF(2^4) = GF(2)[x]/(f),
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
#ifndef GF16_GEMM_H
#define GF16_GEMM_H

#include <stddef.h>
#include <stdint.h>
#if !(defined(__ARM_NEON) && defined(__ARM_FEATURE_AES))
#error "gf16_gemm.h needs the compiler flags: -march=armv8-a+crypto -static"
#endif

/* Degree of the field and elements per data byte (two GF(16) elements: low nibble first). */
#define GF16_GEMM_M 4
#define GF16_GEMM_ELEMS_PER_BYTE 2

/* C ^= A*B, C 20x96, A 20x96, B 96x96 over GF(2^4), row-major, nibble-packed rows:
 * C: 20 rows of 48 bytes; B: 96 rows of 48 bytes; A^T stored: 96 rows of 10 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_f12t(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 96x20, A 96x96, B 96x20 over GF(2^4), row-major, nibble-packed rows:
 * C: 96 rows of 10 bytes; B: 96 rows of 10 bytes; A: 96 rows of 48 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_f12(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 40x240, A 40x240, B 240x240 over GF(2^4), row-major, nibble-packed rows:
 * C: 40 rows of 120 bytes; B: 240 rows of 120 bytes; A^T stored: 240 rows of 20 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_snova_k240t(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 8x78, A 8x78, B 78x78 over GF(2^4), row-major, nibble-packed rows:
 * C: 8 rows of 39 bytes; B: 78 rows of 39 bytes; A^T stored: 78 rows of 4 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_mayo1_p1o(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 17x64, A 17x64, B 64x64 over GF(2^4), row-major, nibble-packed rows:
 * C: 17 rows of 32 bytes; B: 64 rows of 32 bytes; A^T stored: 64 rows of 9 bytes (A[i][j] is element i of row j).
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_mayo2_p1o(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 64x64, A 64x64, B 64x64 over GF(2^4), row-major, nibble-packed rows:
 * C: 64 rows of 32 bytes; B: 64 rows of 32 bytes; A: 64 rows of 32 bytes; A upper triangular: entries below the diagonal are never read.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_trimat64(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* C ^= A*B, C 4x4, A 4x4, B 4x4 over GF(2^4), row-major, nibble-packed rows:
 * C: 4 rows of 2 bytes; B: 4 rows of 2 bytes; A: 4 rows of 2 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C. */
void gf16_gemm_gemm_block4(uint8_t *c, const uint8_t *a, const uint8_t *b);

/* the alignment the prepared tables are read fastest at (any alignment is correct) */
#define GF16_GEMM_TABLE_ALIGN 64

/* bytes of the prepared tables of gemm snova_f12t */
#define GF16_GEMM_GEMM_SNOVA_F12T_TABLE_BYTES 16896

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_f12t_prepared (A^T stored: 96 rows of 10 bytes):
 * 16896 bytes (GF16_GEMM_GEMM_SNOVA_F12T_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 7, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12t_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_snova_f12t with A given by its tables (gf16_gemm_gemm_snova_f12t_prepare): C ^= A*B, C 20x96,
 * B 96x96, laid out as for gf16_gemm_gemm_snova_f12t. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_f12t_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_snova_f12t_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 96; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_f12t_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm snova_f12 */
#define GF16_GEMM_GEMM_SNOVA_F12_TABLE_BYTES 73728

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_f12_prepared (A: 96 rows of 48 bytes):
 * 73728 bytes (GF16_GEMM_GEMM_SNOVA_F12_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 24, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_f12_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_snova_f12 with A given by its tables (gf16_gemm_gemm_snova_f12_prepare): C ^= A*B, C 96x20,
 * B 96x20, laid out as for gf16_gemm_gemm_snova_f12. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_f12_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_snova_f12_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 96; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_f12_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm snova_k240t */
#define GF16_GEMM_GEMM_SNOVA_K240T_TABLE_BYTES 76800

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_snova_k240t_prepared (A^T stored: 240 rows of 20 bytes):
 * 76800 bytes (GF16_GEMM_GEMM_SNOVA_K240T_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 10, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_snova_k240t_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_snova_k240t with A given by its tables (gf16_gemm_gemm_snova_k240t_prepare): C ^= A*B, C 40x240,
 * B 240x240, laid out as for gf16_gemm_gemm_snova_k240t. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_snova_k240t_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_snova_k240t_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 240; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_snova_k240t_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm mayo1_p1o */
#define GF16_GEMM_GEMM_MAYO1_P1O_TABLE_BYTES 4992

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_mayo1_p1o_prepared (A^T stored: 78 rows of 4 bytes):
 * 4992 bytes (GF16_GEMM_GEMM_MAYO1_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo1_p1o_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_mayo1_p1o with A given by its tables (gf16_gemm_gemm_mayo1_p1o_prepare): C ^= A*B, C 8x78,
 * B 78x78, laid out as for gf16_gemm_gemm_mayo1_p1o. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_mayo1_p1o_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_mayo1_p1o_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 78; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_mayo1_p1o_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm mayo2_p1o */
#define GF16_GEMM_GEMM_MAYO2_P1O_TABLE_BYTES 9216

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_mayo2_p1o_prepared (A^T stored: 64 rows of 9 bytes):
 * 9216 bytes (GF16_GEMM_GEMM_MAYO2_P1O_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 9, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_mayo2_p1o_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_mayo2_p1o with A given by its tables (gf16_gemm_gemm_mayo2_p1o_prepare): C ^= A*B, C 17x64,
 * B 64x64, laid out as for gf16_gemm_gemm_mayo2_p1o. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_mayo2_p1o_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_mayo2_p1o_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 64; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_mayo2_p1o_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm trimat64 */
#define GF16_GEMM_GEMM_TRIMAT64_TABLE_BYTES 32768

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_trimat64_prepared (A: 64 rows of 32 bytes, upper triangular: entries below the diagonal are never read):
 * 32768 bytes (GF16_GEMM_GEMM_TRIMAT64_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 22, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_trimat64_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_trimat64 with A given by its tables (gf16_gemm_gemm_trimat64_prepare): C ^= A*B, C 64x64,
 * B 64x64, laid out as for gf16_gemm_gemm_trimat64. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_trimat64_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_trimat64_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 64; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_trimat64_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* bytes of the prepared tables of gemm block4 */
#define GF16_GEMM_GEMM_BLOCK4_TABLE_BYTES 128

/* tables = the coefficients of the entries of A for gf16_gemm_gemm_block4_prepared (A: 4 rows of 2 bytes):
 * 128 bytes (GF16_GEMM_GEMM_BLOCK4_TABLE_BYTES), any alignment (GF16_GEMM_TABLE_ALIGN reads fastest), 16 per entry (i, j) in the order the kernel reads them
 * (row tiles of 4, within a tile by j, then row, rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v).
 * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.
 * Constant time. */
void gf16_gemm_gemm_block4_prepare(uint8_t *tables, const uint8_t *a);

/* gf16_gemm_gemm_block4 with A given by its tables (gf16_gemm_gemm_block4_prepare): C ^= A*B, C 4x4,
 * B 4x4, laid out as for gf16_gemm_gemm_block4. c must not overlap tables or b. Constant time in the
 * tables, B and C. */
void gf16_gemm_gemm_block4_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);

/* gf16_gemm_gemm_block4_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),
 * 0 <= j0 <= j1 <= 4; rows of B outside the range are never read (b points at row 0 all the same:
 * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;
 * constant time in the tables, B and C. */
void gf16_gemm_gemm_block4_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t j0, size_t j1);

/* a (78 x 81, one element per byte, row-major, every byte < 16) := its row echelon form with ones on
 * the pivots, in constant time, by MAYO's EF (the pivot of column t searched in rows from the pivot row up to
 * min(78 - 1, t + 32), only rows from max(0, t + 78 - 81) on touched; the columns left of the
 * pivot's 16-column block are not updated, as in MAYO's avx2 code). a's contents are secret. */
void gf16_gemm_ef_mayo1_ef(uint8_t *a);

/* a (64 x 69, one element per byte, row-major, every byte < 16) := its row echelon form with ones on
 * the pivots, in constant time, by MAYO's EF (the pivot of column t searched in rows from the pivot row up to
 * min(64 - 1, t + 32), only rows from max(0, t + 64 - 69) on touched; the columns left of the
 * pivot's 16-column block are not updated, as in MAYO's avx2 code). a's contents are secret. */
void gf16_gemm_ef_mayo2_ef(uint8_t *a);

/* ---- the inline forms of the small gemm shapes (static inline: no call) and the helpers they use ---- */
#include <string.h>
#include <arm_neon.h>

/* e[i] = s*x^i mod x^4+x+1 for i < 4 (GF(16): s's low nibble) by shifts and masks:
 * no branch or memory index depends on s */
static inline void gf16_gemm_priv_basis(uint8_t e[4], uint8_t s)
{
    uint8_t v = (uint8_t)(s & 0xfu);
    e[0] = v;
    v = (uint8_t)(((v << 1) & 0xfu) ^ ((0u - ((v >> 3) & 1u)) & 0x3u));
    e[1] = v;
    v = (uint8_t)(((v << 1) & 0xfu) ^ ((0u - ((v >> 3) & 1u)) & 0x3u));
    e[2] = v;
    v = (uint8_t)(((v << 1) & 0xfu) ^ ((0u - ((v >> 3) & 1u)) & 0x3u));
    e[3] = v;
}

/* the coefficient of s: t[0] = lo, t[1] = hi nibble tables (byte v of lo: s*v; of hi: (s*v) << 4)
 * as XORs of s*x^i under public masks (mask i: 0xff where bit i of v is set) */
static inline void gf16_gemm_priv_coef(uint8x16_t t[2], uint8_t s)
{
    uint8_t e[4];
    gf16_gemm_priv_basis(e, s);
    const uint8x16_t m0 = ((uint8x16_t){0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255});
    const uint8x16_t m1 = ((uint8x16_t){0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255});
    const uint8x16_t m2 = ((uint8x16_t){0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255});
    const uint8x16_t m3 = ((uint8x16_t){0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255});
    t[0] = veorq_u8(veorq_u8(vandq_u8(m0, vdupq_n_u8(e[0])), vandq_u8(m1, vdupq_n_u8(e[1]))), veorq_u8(vandq_u8(m2, vdupq_n_u8(e[2])), vandq_u8(m3, vdupq_n_u8(e[3]))));
    t[1] = veorq_u8(veorq_u8(vandq_u8(m0, vdupq_n_u8((uint8_t)(e[0] << 4))), vandq_u8(m1, vdupq_n_u8((uint8_t)(e[1] << 4)))), veorq_u8(vandq_u8(m2, vdupq_n_u8((uint8_t)(e[2] << 4))), vandq_u8(m3, vdupq_n_u8((uint8_t)(e[3] << 4)))));
}

/* lg[2i], lg[2i + 1] = the discrete log of the low and high nibble of a[i] for i < n (0xff for 0): by a
 * shuffle of an in-register table, never a memory index; lg needs 2n + 32 bytes */
static inline void gf16_gemm_priv_logs_step(uint8_t *lg, uint8x16_t v)
{
    const uint8x16_t lt = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t lo = vqtbl1q_u8(lt, vandq_u8(v, vdupq_n_u8(0x0f))), hi = vqtbl1q_u8(lt, vshrq_n_u8(v, 4));
    vst1q_u8(lg, vzip1q_u8(lo, hi));
    vst1q_u8(lg + 16, vzip2q_u8(lo, hi));
}

static inline void gf16_gemm_priv_logs(uint8_t *lg, const uint8_t *a, size_t n)
{
    size_t i = 0;
    for (; i + 16 <= n; i += 16)
        gf16_gemm_priv_logs_step(lg + 2 * i, vld1q_u8(a + i));
    if (i < n) { /* the tail through a zero-padded buffer: n is public */
        uint8_t buf[16] = {0};
        memcpy(buf, a + i, n - i);
        gf16_gemm_priv_logs_step(lg + 2 * i, vld1q_u8(buf));
    }
}

/* rows i0..i0+3, bytes 0..1 of C ^= A*B: 4 x 1 accumulators in registers over j */
static inline void gf16_gemm_priv_gemm_block4_tile4(uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg)
{
    const uint8x16_t nib = vdupq_n_u8(0x0f);
    const uint8x16_t lg_tab = ((uint8x16_t){255, 0, 1, 4, 2, 8, 5, 10, 3, 14, 9, 7, 6, 13, 11, 12});
    const uint8x16_t ex_tab = ((uint8x16_t){1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9, 0});
    const uint8x16_t f15 = vdupq_n_u8(15);
    const uint8x16_t ex_hi = ((uint8x16_t){16, 32, 64, 128, 48, 96, 192, 176, 80, 160, 112, 224, 240, 208, 144, 0});
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
    size_t j = 0;
    for (; j < 4; j++) {
        uint8_t const *xp = b + j * 2;
        memcpy(xpad, xp, 2);
        xp = xpad;
        const uint8x16_t x0 = vld1q_u8(xp);
        const uint8x16_t n0_l = vandq_u8(x0, nib), n0_h = vshrq_n_u8(x0, 4);
        {
            const uint8x16_t xcp00 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0) * 4 + (j)])), lg_tab);
            const uint8x16_t tcp00 = vqtbl1q_u8(ex_tab, vminq_u8(xcp00, vsubq_u8(xcp00, f15)));
            const uint8x16_t xcp01 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 1) * 4 + (j)])), lg_tab);
            const uint8x16_t tcp01 = vqtbl1q_u8(ex_hi, vminq_u8(xcp01, vsubq_u8(xcp01, f15)));
            const uint8x16_t cp0 = vorrq_u8(tcp00, tcp01);
            l0_0 = veorq_u8(l0_0, vqtbl1q_u8(cp0, n0_l));
            h0_0 = veorq_u8(h0_0, vqtbl1q_u8(cp0, n0_h));
        }
        {
            const uint8x16_t xcp10 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 2) * 4 + (j)])), lg_tab);
            const uint8x16_t tcp10 = vqtbl1q_u8(ex_tab, vminq_u8(xcp10, vsubq_u8(xcp10, f15)));
            const uint8x16_t xcp11 = vqaddq_u8(vdupq_n_u8((uint8_t)(lg[(i0 + 3) * 4 + (j)])), lg_tab);
            const uint8x16_t tcp11 = vqtbl1q_u8(ex_hi, vminq_u8(xcp11, vsubq_u8(xcp11, f15)));
            const uint8x16_t cp1 = vorrq_u8(tcp10, tcp11);
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

/* C ^= A*B, C 4x4, A 4x4, B 4x4 over GF(2^4), row-major, nibble-packed rows:
 * C: 4 rows of 2 bytes; B: 4 rows of 2 bytes; A: 4 rows of 2 bytes.
 * c must not overlap a or b. Constant time in the entries of A, B and C.
 * The inline form (static inline, no call): the same product. */
static inline void gf16_gemm_gemm_block4_inline(uint8_t *c, const uint8_t *a, const uint8_t *b)
{
    uint8_t lg[48];
    gf16_gemm_priv_logs(lg, a, 8);
    size_t i0 = 0;
    for (; i0 + 4 <= 4; i0 += 4) {
        gf16_gemm_priv_gemm_block4_tile4(c, b, i0, lg);
    }
}

#endif /* GF16_GEMM_H */
