/* ct_driver.c - constant-time checks of one compiled GF(2^m) kernel (used by gen/ct.py).
 *
 * Two ways to judge the machine code the compiler produced (not the C source):
 *
 *   drv valgrind [--iters K]
 *       Run under valgrind memcheck (ctgrind / TIMECOP method). Every input of mul, sqr, clmul
 *       and reduce is marked secret with VALGRIND_MAKE_MEM_UNDEFINED just before the call and
 *       every output is marked public with VALGRIND_MAKE_MEM_DEFINED right after it, so the only
 *       code that ever touches "undefined" (= secret) data is the kernel itself. A conditional
 *       jump on secret data is reported by memcheck as "Conditional jump or move depends on
 *       uninitialised value(s)", a secret-dependent address as "Use of uninitialised value of
 *       size N". (cmov on secret data is not reported: memcheck propagates it lazily, and cmov is
 *       constant time.) The driver itself is written to raise no memcheck error, so any error
 *       at all is the kernel's. As a self-test the driver asks memcheck (VALGRIND_GET_VBITS,
 *       which reports nothing) whether the inputs really are undefined after marking and
 *       whether the undefinedness reached every output; the JSON says so ("taint_ok"). K random
 *       input sets (default 4) are used; the kernels are straight-line code, so one already
 *       executes every instruction.
 *
 *   drv count
 *       Under valgrind --tool=callgrind --collect-atstart=no (gen guard, gen/check/counts.py): one call
 *       of every entry point the -D flags name on fixed inputs, each counted alone (common/count.h).
 *       Built with -DHC_MARKERS (foreign ISAs), the same calls under QEMU with the counting plugin.
 *
 *   drv dudect [--func mul|sqr|clmul|reduce] [--seconds S] [--max-measurements N]
 *              [--fixed zero|random] [--seed X] [--threshold T]
 *       dudect-style timing test (Reparaz, Balasch, Verbauwhede, "Dude, is my code constant
 *       time?", DATE 2017): measurements of single calls, each with rdtsc (lfence-fenced), on
 *       inputs drawn at random from two classes - a fixed input (by default one fixed random
 *       element, drawn from the seed; --fixed zero for dudect's all-zero input, see gen/ct.py
 *       for why zero is not the default) and fresh random inputs - in random interleaved order. Welch's
 *       t-statistic between the classes is kept online for the raw timings, for the timings
 *       cropped below 100 percentiles of the first batch (p_k = 1 - 0.5^(10 (k+1)/100), the
 *       dudect trick that removes the long right tail caused by interrupts and other noise)
 *       and for the centred second-order timings; the reported statistic is the largest |t|
 *       over the tests with at least 10^4 measurements per class (dudect's rule). The first
 *       batch only sets the percentiles and warms up. Runs for S seconds (default 2) or N
 *       measurements, stopping early once |t| > 500 (a certain leak). "leak" in the JSON uses
 *       threshold T (default 10: dudect's own "definitely not constant time" level,
 *       t_threshold_moderate; 4.5 is a single-test level, too flaky on a shared VM when the
 *       largest of 102 tests is taken).
 *
 * Prints one JSON line on stdout. Exit status 0 = ran (the verdict is in the JSON), 2 = usage
 * or setup error (e.g. valgrind mode not under valgrind). Under valgrind, run with
 * --error-exitcode so that memcheck errors give a distinct status.
 *
 * Build (gen/ct.py does this):
 *   kernel with a .c:   cc FLAGS -c NAME.c -o kernel.o
 *                       cc FLAGS -DGEN_NAME=NAME -DGEN_MACRO=NAME_UPPER -DGEN_HEADER='"/abs/NAME.h"'
 *                          ct_driver.c kernel.o -o drv
 *   header-only kernel: cc FLAGS -DCT_STUB -DGEN_HEADER_ONLY -DGEN_NAME=... ct_driver.c -c -o kernel.o
 *                         (only the extern wrappers ct_k_mul/sqr/clmul/reduce around the header's
 *                          static inline functions: the object that is disassembled and run)
 *                       cc FLAGS -DGEN_HEADER_ONLY -DGEN_NAME=... ct_driver.c kernel.o -o drv
 * Either way the object scanned by the disassembly check is exactly the code that runs here.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifndef GEN_NAME
#error "compile with -DGEN_NAME=<kernel name>"
#endif

#define CT_CAT_(a, b) a##b
#define CT_CAT(a, b) CT_CAT_(a, b)
#define CT_SYM(x) CT_CAT(GEN_NAME, x)
#ifndef GEN_MACRO
#define GEN_MACRO GEN_NAME
#endif
#define CT_MAC(x) CT_CAT(GEN_MACRO, x)
#define CT_STR_(x) #x
#define CT_STR(x) CT_STR_(x)

#ifdef GEN_HEADER
#include GEN_HEADER
#else
#include CT_STR(GEN_NAME.h)
#endif

#if defined(CT_MATRIX) || defined(CT_MODQ) || defined(CT_LINALG) /* kernels checked through one "product" wrapper only */
#define CT_PRODUCT_ONLY 1
#endif
#if defined(CT_MODQ) /* mod-q kernels (gen.families.modq): every function chained on N-coefficient operands */
#define CT_KM (16 * (int)CT_MAC(_N))
#define CT_ARRAY_API 1
#define CT_NW ((int)CT_MAC(_N) / 4) /* an operand: N 16-bit values, widened to the kernel's coefficients */
#define CT_KCW CT_NW
#if CT_MAC(_COEF_BITS) == 32 /* ML-DSA's q: int32_t coefficients, int64_t products */
typedef int32_t ct_coef_t;
typedef int64_t ct_wide_t;
#else
typedef int16_t ct_coef_t;
typedef int32_t ct_wide_t;
#endif
/* x[0..N) from N int16_t values packed in words (any values: within every input bound after reduce) */
static inline void ct_modq_widen(ct_coef_t *x, const uint64_t *w)
{
    int16_t v[CT_MAC(_N)];
    int i;
    memcpy(v, w, sizeof v);
    for (i = 0; i < CT_MAC(_N); i++)
        x[i] = v[i];
}
#else
#define CT_KM_PP CT_MAC(_M)
#define CT_KM ((int)CT_MAC(_M))
#endif
#if defined(CT_MODQ)
#elif defined(CT_MATRIX) /* matrix kernels (gen.matrix): N_gf16m_mul on N_LL bytes, seen as words */
#define CT_ARRAY_API 1
#define CT_NW (((int)CT_MAC(_LL) + 7) / 8)
#define CT_KCW CT_NW
#elif defined(CT_LINALG) /* linalg kernels (gen.families.linalg): every entry point on 512 secret bytes */
#define CT_ARRAY_API 1
#define CT_NW 64
#define CT_KCW CT_NW
#elif CT_KM_PP > 64
#define CT_KCW ((int)CT_MAC(_CLMUL_WORDS))
#define CT_ARRAY_API 1
#define CT_NW ((int)CT_MAC(_WORDS))
#else
#define CT_KCW ((int)CT_MAC(_CLMUL_WORDS))
#define CT_ARRAY_API 0
#define CT_NW 1
typedef CT_SYM(_t) ct_elem_t;
#endif

#if defined(CT_HAS_BATCH) /* -DCT_BATCH_MUL_FAMS(X)=X(scalar) X(clmul) ..., likewise CT_BATCH_CONST_FAMS */
#define CT_BATCH_BLOCK ((int)CT_MAC(_BITSLICED_BLOCK))
#endif

#define CT_SPARSE_WEIGHT 66 /* positions given to N_mul_sparse (HQC-128's weight omega) */

/* ---- uniform word-array wrappers over both APIs ------------------------------------------ */
#if defined(GEN_HEADER_ONLY)
#define CT_WRAP /* extern: defined in the stub object built with -DCT_STUB */
void ct_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b);
void ct_k_sqr(uint64_t *r, const uint64_t *a);
void ct_k_clmul(uint64_t *c, const uint64_t *a, const uint64_t *b);
void ct_k_reduce(uint64_t *r, const uint64_t *c);
#if defined(CT_HAS_INV)
void ct_k_inv(uint64_t *r, const uint64_t *a);
#endif
#if defined(CT_HAS_SPARSE)
void ct_k_mul_sparse(uint64_t *r, const uint32_t *pos, size_t weight, const uint64_t *b);
#endif
#if defined(CT_HAS_BATCH)
#define CT_MUL_DECL(f) void CT_CAT(ct_k_mul_n_, f)(ct_elem_t *c, const ct_elem_t *a, const ct_elem_t *b, size_t n);
#define CT_CONST_DECL(f)                                                                      \
    void CT_CAT(ct_k_mul_const_, f)(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n); \
    void CT_CAT(ct_k_muladd_const_, f)(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n);
CT_MUL_DECL(all)
CT_CONST_DECL(all)
CT_BATCH_MUL_FAMS(CT_MUL_DECL)
CT_BATCH_CONST_FAMS(CT_CONST_DECL)
#endif
#else
#define CT_WRAP static inline
#endif

#if defined(CT_MATRIX) && (defined(CT_STUB) || !defined(GEN_HEADER_ONLY))
/* the matrix kernel has only a product: the other wrappers are never called in CT_MATRIX mode */
CT_WRAP void ct_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    CT_SYM(_gf16m_mul)((const uint8_t *)a, (const uint8_t *)b, (uint8_t *)r);
}
#elif defined(CT_MODQ) && (defined(CT_STUB) || !defined(GEN_HEADER_ONLY))
/* a, b: N int16_t values each (any values), widened to the kernel's coefficients: reduced, transformed,
 * multiplied every way, transformed back; every function of the kernel runs on secret data and feeds
 * the result r (the low 16 bits of each coefficient) */
#define CT_ACC_CALL(k) CT_SYM(CT_CAT(CT_CAT(_basemul_acc, k), _montgomery))(z2, x, y); CT_ADD(z2);
#if CT_MAC(_HAS_ROUNDING)
/* ML-DSA's rounding functions (configs/mldsa.toml) on secret data within their domains: standard
 * representatives from freeze, the low and high parts decompose gives to make_hint, its hints to use_hint,
 * the low parts to the norm check (a public bound); every result added into z */
#define CT_ROUND_ADD(t)                           \
    for (i = 0; i < CT_MAC(_N); i++)              \
        z[i] = (ct_coef_t)(z[i] + (t)[i]);
#define CT_ROUND_DIV(g)                                                  \
    CT_SYM(CT_CAT(_decompose_g, g))(hi, lo, s);                          \
    CT_ROUND_ADD(hi) CT_ROUND_ADD(lo)                                    \
    CT_SYM(CT_CAT(_make_hint_g, g))(h, lo, hi);                          \
    CT_ROUND_ADD(h)                                                      \
    CT_SYM(CT_CAT(_use_hint_g, g))(hi, s, h);                            \
    CT_ROUND_ADD(hi)                                                     \
    CT_SYM(_chknorm)(w, lo, bound);                                      \
    for (i = 0; i < CT_MAC(_CHKNORM_WORDS); i++)                         \
        z[i] = (ct_coef_t)(z[i] + w[i]);
static inline void ct_modq_rounding(ct_coef_t *z, const ct_coef_t *x)
{
    ct_coef_t s[CT_MAC(_N)], hi[CT_MAC(_N)], lo[CT_MAC(_N)], h[CT_MAC(_N)], w[CT_MAC(_CHKNORM_WORDS)];
    ct_coef_t bound[CT_MAC(_LANES)];
    int i;
    for (i = 0; i < CT_MAC(_LANES); i++)
        bound[i] = 100000;
    memcpy(s, x, sizeof s);
    CT_SYM(_freeze)(s); /* [0, q) */
    CT_SYM(_power2round)(hi, lo, s);
    CT_ROUND_ADD(hi) CT_ROUND_ADD(lo)
    CT_MAC(_FOR_EACH_GAMMA2_DIV)(CT_ROUND_DIV)
}
#endif
#define CT_ADD(t)                                 \
    for (i = 0; i < CT_MAC(_N); i++)              \
        z[i] = (ct_coef_t)(z[i] + (t)[i]);
CT_WRAP void ct_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    ct_coef_t x[CT_MAC(_ACC_MAX) * CT_MAC(_N)], y[CT_MAC(_ACC_MAX) * CT_MAC(_N)], z[CT_MAC(_N)], z2[CT_MAC(_N)];
    int16_t out[CT_MAC(_N)];
    int i, k;
    ct_modq_widen(x, a);
    ct_modq_widen(y, b);
    CT_SYM(_reduce)(x); /* any int16_t: now within every input bound */
    CT_SYM(_reduce)(y);
    CT_SYM(_ntt)(x);
    CT_SYM(_ntt)(y);
    for (k = 1; k < CT_MAC(_ACC_MAX); k++) {
        memcpy(x + k * CT_MAC(_N), y, sizeof z);
        memcpy(y + k * CT_MAC(_N), x, sizeof z);
    }
    CT_SYM(_basemul_montgomery)(z, x, y);
    CT_SYM(_invntt_tomont)(z);
    CT_SYM(_tomont)(z);
    CT_MAC(_FOR_EACH_ACC)(CT_ACC_CALL)
    z[0] = (ct_coef_t)(z[0] + CT_SYM(_montgomery_reduce)((ct_wide_t)x[0] * y[0]));
    z[1] = (ct_coef_t)(z[1] + CT_SYM(_barrett_reduce)(x[1]));
    z[2] = (ct_coef_t)(z[2] + CT_SYM(_fqmul)(x[2], y[2]));
#if CT_MAC(_HAS_ROUNDING)
    ct_modq_rounding(z, x);
#endif
    for (i = 0; i < CT_MAC(_N); i++)
        out[i] = (int16_t)z[i];
    memcpy(r, out, sizeof out);
}
#elif defined(CT_LINALG) && (defined(CT_STUB) || !defined(GEN_HEADER_ONLY))
#include <string.h>
/* a: 512 secret data bytes x; b: 512 secret bytes y that give the scalars, the coding matrix and the
 * accumulators; every entry point the kernel has (-DCT_LINALG_AXPY ...) at public lengths with tails */
CT_WRAP void ct_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    uint8_t x[8 * CT_NW], y[8 * CT_NW];
    memcpy(x, a, sizeof x);
    memcpy(y, b, sizeof y);
#if defined(CT_LINALG_AXPY)
    CT_SYM(_axpy)(y, x, y[511], sizeof y - 3);
#endif
#if defined(CT_LINALG_AXPY2)
    CT_SYM(_axpy2)(y + 1, x + 5, x[0], x + 200, y[510], 300);
#endif
#if defined(CT_LINALG_EC_ENCODE)
    {
        uint8_t *d[4] = {x, x + 100, x + 200, x + 300}, *p[2] = {y + 100, y + 250};
        CT_SYM(_ec_encode)(100, 4, 2, y + 400, d, p);
    }
#endif
#if defined(CT_LINALG_GEMMS) /* -DCT_LINALG_GEMMS=G(name, A bytes, B bytes, C bytes) ...: A, B, C from the secrets */
#define G(name, na, nb, nc)                                                                                \
    {                                                                                                      \
        static uint8_t ga[na], gb[nb], gc[nc];                                                             \
        size_t i;                                                                                          \
        for (i = 0; i < (na); i++)                                                                         \
            ga[i] = (uint8_t)(x[i % sizeof x] ^ i);                                                        \
        for (i = 0; i < (nb); i++)                                                                         \
            gb[i] = (uint8_t)(y[i % sizeof y] ^ (i >> 3));                                                 \
        for (i = 0; i < (nc); i++)                                                                         \
            gc[i] = (uint8_t)(x[(i * 7) % sizeof x] ^ y[i % sizeof y]);                                    \
        CT_SYM(_gemm_##name)(gc, ga, gb);                                                                  \
        for (i = 0; i < (nc); i++)                                                                         \
            y[i % sizeof y] ^= gc[i];                                                                      \
    }
    CT_LINALG_GEMMS
#undef G
#endif
#if defined(CT_LINALG_GEMMS_PREPARED) /* P(name, table bytes, A, B, C bytes, k): _prepare, _prepared, _prepared_range */
#define P(name, nt, na, nb, nc, k)                                                                         \
    {                                                                                                      \
        static uint8_t ga[na], gb[nb], gc[nc], gt[nt];                                                     \
        size_t i;                                                                                          \
        for (i = 0; i < (na); i++)                                                                         \
            ga[i] = (uint8_t)(x[(i * 3) % sizeof x] ^ i);                                                  \
        for (i = 0; i < (nb); i++)                                                                         \
            gb[i] = (uint8_t)(y[(i * 5) % sizeof y] ^ (i >> 2));                                           \
        for (i = 0; i < (nc); i++)                                                                         \
            gc[i] = (uint8_t)(x[(i * 11) % sizeof x] ^ y[i % sizeof y]);                                   \
        CT_SYM(_gemm_##name##_prepare)(gt, ga);                                                            \
        CT_SYM(_gemm_##name##_prepared)(gc, gt, gb);                                                       \
        CT_SYM(_gemm_##name##_prepared_range)(gc, gt, gb, (k) / 3, (k) - (k) / 4);                         \
        for (i = 0; i < (nc); i++)                                                                         \
            y[i % sizeof y] ^= gc[i];                                                                      \
    }
    CT_LINALG_GEMMS_PREPARED
#undef P
#endif
#if defined(CT_LINALG_EFS) /* E(name, bytes): N_ef_NAME on a secret matrix (every byte < 16) */
#define E(name, nb)                                                                                        \
    {                                                                                                      \
        static uint8_t ga[nb];                                                                             \
        size_t i;                                                                                          \
        for (i = 0; i < (nb); i++)                                                                         \
            ga[i] = (uint8_t)((x[(i * 13) % sizeof x] ^ y[i % sizeof y]) & 15u);                           \
        CT_SYM(_ef_##name)(ga);                                                                            \
        for (i = 0; i < (nb); i++)                                                                         \
            y[i % sizeof y] ^= ga[i];                                                                      \
    }
    CT_LINALG_EFS
#undef E
#endif
#if defined(CT_LINALG_GAUSS) /* U(name, bytes): N_gauss_NAME on a secret system */
#define U(name, nb)                                                                                        \
    {                                                                                                      \
        static uint8_t ga[nb];                                                                             \
        size_t i;                                                                                          \
        for (i = 0; i < (nb); i++)                                                                         \
            ga[i] = (uint8_t)(x[(i * 13) % sizeof x] ^ y[i % sizeof y]);                                   \
        y[0] ^= (uint8_t)CT_SYM(_gauss_##name)(ga);                                                        \
        for (i = 0; i < (nb); i++)                                                                         \
            y[i % sizeof y] ^= ga[i];                                                                      \
    }
    CT_LINALG_GAUSS
#undef U
#endif
    memcpy(r, y, sizeof y);
}
#elif defined(CT_STUB) || !defined(GEN_HEADER_ONLY)
#define HC_FIELD_ARRAY_API CT_ARRAY_API
#define HC_FIELD_ELEM ct_elem_t
#include "common/field_api.h"

CT_WRAP void ct_k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    HC_OUT(r, CT_SYM(_mul), HC_IN(a), HC_IN(b));
}

CT_WRAP void ct_k_sqr(uint64_t *r, const uint64_t *a)
{
    HC_OUT(r, CT_SYM(_sqr), HC_IN(a));
}

CT_WRAP void ct_k_clmul(uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    CT_SYM(_clmul)(c, HC_IN(a), HC_IN(b));
}

CT_WRAP void ct_k_reduce(uint64_t *r, const uint64_t *c)
{
    HC_OUT(r, CT_SYM(_reduce), c);
}

#if defined(CT_HAS_SPARSE) /* ring kernels: N_mul_sparse (positions secret, weight public) */
CT_WRAP void ct_k_mul_sparse(uint64_t *r, const uint32_t *pos, size_t weight, const uint64_t *b)
{
    CT_SYM(_mul_sparse)(r, pos, weight, b);
}
#endif

#if defined(CT_HAS_BATCH) /* batch kernels (gen --batch): one wrapper per entry point ("all" = dispatcher) */
#define CT_MUL_WRAP(f)                                                                                     \
    CT_WRAP void CT_CAT(ct_k_mul_n_, f)(ct_elem_t *c, const ct_elem_t *a, const ct_elem_t *b, size_t n) \
    {                                                                                                      \
        CT_CAT(CT_SYM(_mul_n_), f)(c, a, b, n);                                                           \
    }
#define CT_CONST_WRAP(f)                                                                                   \
    CT_WRAP void CT_CAT(ct_k_mul_const_, f)(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n)     \
    {                                                                                                      \
        CT_CAT(CT_SYM(_mul_const_), f)(c, a, k, n);                                                       \
    }                                                                                                      \
    CT_WRAP void CT_CAT(ct_k_muladd_const_, f)(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n)  \
    {                                                                                                      \
        CT_CAT(CT_SYM(_muladd_const_), f)(c, a, k, n);                                                    \
    }
CT_WRAP void ct_k_mul_n_all(ct_elem_t *c, const ct_elem_t *a, const ct_elem_t *b, size_t n)
{
    CT_SYM(_mul_n)(c, a, b, n);
}
CT_WRAP void ct_k_mul_const_all(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n)
{
    CT_SYM(_mul_const)(c, a, k, n);
}
CT_WRAP void ct_k_muladd_const_all(ct_elem_t *c, const ct_elem_t *a, ct_elem_t k, size_t n)
{
    CT_SYM(_muladd_const)(c, a, k, n);
}
CT_BATCH_MUL_FAMS(CT_MUL_WRAP)
CT_BATCH_CONST_FAMS(CT_CONST_WRAP)
#endif

#if defined(CT_HAS_INV) /* field kernels: N_inv (rings have none) */
CT_WRAP void ct_k_inv(uint64_t *r, const uint64_t *a)
{
    HC_OUT(r, CT_SYM(_inv), HC_IN(a));
}
#endif
#endif

#ifndef CT_STUB /* ================= the driver ============================================= */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* memcheck.h is only needed by the valgrind mode: the dudect mode builds without it */
#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define CT_HAVE_VALGRIND 1
#endif
#endif
#ifndef CT_HAVE_VALGRIND
#define CT_HAVE_VALGRIND 0
#endif

#include "common/count.h"
#include "common/report.h"
#include "common/rng.h"
#include "common/timing.h"

#if defined(CT_MATRIX) || defined(CT_MODQ) || defined(CT_LINALG) /* random bytes (a matrix kernel reads the low nibbles of N_LL) */
#define CT_ELEM_BITS (64 * CT_NW)
#define CT_TOPMASK (~(uint64_t)0)
#else
#define CT_ELEM_BITS CT_KM
#define CT_TOPBITS (CT_KM - 64 * (CT_NW - 1))
#define CT_TOPMASK (CT_TOPBITS == 64 ? ~(uint64_t)0 : (((uint64_t)1 << (CT_TOPBITS % 64)) - 1))
#endif
#define CT_CBITS (2 * CT_KM - 1)
#define CT_OUTW (CT_KCW > CT_NW ? CT_KCW : CT_NW)

/* random inputs from xorshift64: an element (CT_NW words, CT_ELEM_BITS bits), an unreduced product
 * (CT_KCW words, 2m-1 bits); a batch element is one draw & CT_TOPMASK */
#define ct_rand_elem(s, w) hc_rand_bits(s, w, CT_NW, CT_ELEM_BITS)
#define ct_rand_prod(s, w) hc_rand_bits(s, w, CT_KCW, CT_CBITS)
#define ct_rand_batch_elem(s) ((ct_elem_t)(hc_xorshift64(s) & CT_TOPMASK))

#if defined(CT_HAS_BATCH)
#define CT_BN (2 * CT_BATCH_BLOCK + 37) /* a batch length that reaches every family of the dispatchers */

/* a[0..n) and b[0..n) random batch elements, drawn in pairs (a[i], then b[i]) */
static inline void ct_rand_batch(ct_elem_t *a, ct_elem_t *b, int n, uint64_t *s)
{
    int i;
    for (i = 0; i < n; i++) {
        a[i] = ct_rand_batch_elem(s);
        b[i] = ct_rand_batch_elem(s);
    }
}
#endif

static double ct_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int ct_usage_error(const char *mode, const char *msg)
{
    hc_json_begin();
    hc_json_bool("ok", 0);
    hc_json_str("mode", mode);
    hc_json_str("error", msg);
    hc_json_end();
    fprintf(stderr, "error: %s\n", msg);
    return 2;
}

/* ---- valgrind mode ------------------------------------------------------------------------ */
#if CT_HAVE_VALGRIND
/* The undefinedness of p[0..n), read via GET_VBITS (which raises no error) in chunks, so ring-sized
 * arrays work too. all: 1 if every byte is fully undefined (as after MAKE_MEM_UNDEFINED); else 1 if
 * some bit is undefined (the secret reached an output). 0 if memcheck cannot tell. */
static int ct_undefined(const void *p, size_t n, int all)
{
    unsigned char vb[8 * 64];
    size_t i, off, len;
    for (off = 0; off < n; off += len) {
        len = n - off < sizeof vb ? n - off : sizeof vb;
        if (VALGRIND_GET_VBITS((const char *)p + off, vb, len) != 1)
            return 0;
        for (i = 0; i < len; i++)
            if (vb[i] != (all ? 0xff : 0))
                return !all;
    }
    return all;
}
#define ct_all_undefined(p, n) ct_undefined(p, n, 1)
#define ct_some_undefined(p, n) ct_undefined(p, n, 0)

#define CT_SECRET(p, n) (void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define CT_PUBLIC(p, n) (void)VALGRIND_MAKE_MEM_DEFINED((p), (n))

/* After a call on secret inputs: 1 if the secret reached r[0..words); r (CT_OUTW words) is then made
 * public and r[0..words) folded into *sum, so that the outputs are used. */
static int ct_tainted(uint64_t *r, int words, uint64_t *sum)
{
    int i, tainted = ct_some_undefined(r, sizeof(uint64_t) * (size_t)words);
    CT_PUBLIC(r, sizeof(uint64_t) * CT_OUTW);
    for (i = 0; i < words; i++)
        *sum = *sum * 31 + r[i];
    return tainted;
}

#if defined(CT_PRODUCT_ONLY)
#define CT_RAN(flag) ((void)(flag), "null") /* not run: the kernel is checked through its product only */
#else
#define CT_RAN(flag) ((flag) ? "true" : "false")
#endif

static int ct_cmd_valgrind(int iters)
{
    uint64_t s = UINT64_C(0x2545F4914F6CDD1D), sum = 0;
    uint64_t a[CT_NW], b[CT_NW], c[CT_KCW], r[CT_OUTW];
    int in_ok = 1, out_mul = 1, out_sqr = 1, out_clmul = 1, out_reduce = 1, out_alias = 1, out_inv = 1;
    int out_sparse = 1, out_batch = 1;
    int it;
    if (!RUNNING_ON_VALGRIND)
        return ct_usage_error("valgrind", "not running under valgrind");
    for (it = 0; it < iters; it++) {
        ct_rand_elem(&s, a);
        ct_rand_elem(&s, b);
        ct_rand_prod(&s, c);
        CT_SECRET(a, sizeof a);
        CT_SECRET(b, sizeof b);
        CT_SECRET(c, sizeof c);
        in_ok &= ct_all_undefined(a, sizeof a) & ct_all_undefined(b, sizeof b) &
                 ct_all_undefined(c, sizeof c);

        ct_k_mul(r, a, b);
        out_mul &= ct_tainted(r, CT_NW, &sum);
#if !defined(CT_PRODUCT_ONLY) /* a matrix or mod-q kernel is checked through its product only */
        ct_k_sqr(r, a);
        out_sqr &= ct_tainted(r, CT_NW, &sum);
        ct_k_clmul(r, a, b);
        out_clmul &= ct_tainted(r, CT_KCW, &sum);
        ct_k_reduce(r, c);
        out_reduce &= ct_tainted(r, CT_NW, &sum);
#endif

#if defined(CT_HAS_INV)
        if (it < 4) { /* inv is ~m squarings: a few iterations cover its one straight path */
            ct_k_inv(r, a);
            out_inv &= ct_tainted(r, CT_NW, &sum);
        }
#endif

#if defined(CT_HAS_SPARSE)
        { /* a fixed-weight operand: its positions secret, the weight public */
            static uint32_t pos[CT_SPARSE_WEIGHT];
            int i;
            for (i = 0; i < CT_SPARSE_WEIGHT; i++)
                pos[i] = (uint32_t)(hc_xorshift64(&s) % (uint64_t)CT_KM);
            CT_SECRET(pos, sizeof pos);
            in_ok &= ct_all_undefined(pos, sizeof pos);
            ct_k_mul_sparse(r, pos, CT_SPARSE_WEIGHT, b);
            out_sparse &= ct_tainted(r, CT_NW, &sum);
            CT_PUBLIC(pos, sizeof pos);
        }
#endif

#if defined(CT_HAS_BATCH)
        { /* every batch entry point on secret a, b, k (n public): an n that reaches every family */
            static ct_elem_t ba[CT_BN], bb[CT_BN], bc[CT_BN];
            ct_elem_t k = ct_rand_batch_elem(&s);
            ct_rand_batch(ba, bb, CT_BN, &s);
            CT_SECRET(ba, sizeof ba);
            CT_SECRET(bb, sizeof bb);
            CT_SECRET(&k, sizeof k);
            in_ok &= ct_all_undefined(ba, sizeof ba) & ct_all_undefined(&k, sizeof k);
#define CT_RUN_OUT()                                 \
    do {                                             \
        out_batch &= ct_some_undefined(bc, sizeof bc); \
        CT_PUBLIC(bc, sizeof bc);                    \
        sum = sum * 31 + bc[CT_BN - 1];              \
        memset(bc, 0, sizeof bc);                    \
    } while (0)
#define CT_RUN_MUL(f) CT_CAT(ct_k_mul_n_, f)(bc, ba, bb, CT_BN); CT_RUN_OUT();
#define CT_RUN_CONST(f) CT_CAT(ct_k_mul_const_, f)(bc, ba, k, CT_BN); CT_RUN_OUT(); \
                        CT_CAT(ct_k_muladd_const_, f)(bc, ba, k, CT_BN); CT_RUN_OUT();
            CT_RUN_MUL(all)
            CT_BATCH_MUL_FAMS(CT_RUN_MUL)
            CT_RUN_CONST(all)
            CT_BATCH_CONST_FAMS(CT_RUN_CONST)
            CT_PUBLIC(ba, sizeof ba);
            CT_PUBLIC(bb, sizeof bb);
            CT_PUBLIC(&k, sizeof k);
        }
#endif

#if CT_ARRAY_API
        /* r aliasing a: the in-place form the API allows */
        memcpy(r, a, sizeof a); /* copies the undefinedness too */
        ct_k_mul(r, r, b);
        out_alias &= ct_tainted(r, CT_NW, &sum);
#endif
        CT_PUBLIC(a, sizeof a);
        CT_PUBLIC(b, sizeof b);
        CT_PUBLIC(c, sizeof c);
    }
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_str("mode", "valgrind");
    hc_json_kv("m", "%d", CT_KM);
    hc_json_str("api", CT_ARRAY_API ? "array" : "element");
    hc_json_kv("iters", "%d", iters);
    hc_json_bool("taint_ok", in_ok && out_mul && out_sqr && out_clmul && out_reduce && out_alias && out_inv &&
                                 out_sparse && out_batch);
    hc_json_bool("inputs_undefined", in_ok);
    hc_json_object("outputs_tainted"); /* null: the kernel has no such function */
    hc_json_bool("mul", out_mul);
    hc_json_kv("sqr", "%s", CT_RAN(out_sqr));
    hc_json_kv("clmul", "%s", CT_RAN(out_clmul));
    hc_json_kv("reduce", "%s", CT_RAN(out_reduce));
#if defined(CT_HAS_INV)
    hc_json_bool("inv", out_inv);
#else
    hc_json_kv("inv", "null"); /* a ring */
#endif
#if defined(CT_HAS_SPARSE)
    hc_json_bool("mul_sparse", out_sparse);
#else
    hc_json_kv("mul_sparse", "null"); /* a field */
#endif
#if defined(CT_HAS_BATCH)
    hc_json_bool("batch", out_batch);
#else
    hc_json_kv("batch", "null");
#endif
#if CT_ARRAY_API
    hc_json_bool("mul_inplace", out_alias);
#endif
    hc_json_end();
    hc_json_kv("checksum", "%" PRIu64, sum);
    hc_json_end();
    return 0;
}

#else
static int ct_cmd_valgrind(int iters)
{
    (void)iters;
    return ct_usage_error("valgrind", "driver built without <valgrind/memcheck.h> (install valgrind)");
}
#endif

/* ---- count mode (gen guard) --------------------------------------------------------------- */
#if defined(HC_COUNT)
#if defined(CT_MODQ)
/* every function of a mod-q kernel once, each on inputs within its bounds (a chain as ct_k_mul's) */
static void ct_count_modq(const uint64_t *a, const uint64_t *b)
{
    static ct_coef_t x[CT_MAC(_ACC_MAX) * CT_MAC(_N)], y[CT_MAC(_ACC_MAX) * CT_MAC(_N)], r[CT_MAC(_N)];
    static volatile ct_coef_t sink;
    const size_t size = sizeof r;
    int k;
    ct_modq_widen(x, a);
    ct_modq_widen(y, b);
    HC_COUNT("reduce", CT_SYM(_reduce)(x));
    CT_SYM(_reduce)(y);
    HC_COUNT("ntt", CT_SYM(_ntt)(x));
    CT_SYM(_ntt)(y);
    for (k = 1; k < CT_MAC(_ACC_MAX); k++) {
        memcpy(x + k * CT_MAC(_N), x, size);
        memcpy(y + k * CT_MAC(_N), y, size);
    }
    HC_COUNT("basemul_montgomery", CT_SYM(_basemul_montgomery)(r, x, y));
#define CT_COUNT_ACC(k) \
    HC_COUNT("basemul_acc" CT_STR(k) "_montgomery", CT_SYM(CT_CAT(CT_CAT(_basemul_acc, k), _montgomery))(r, x, y));
    CT_MAC(_FOR_EACH_ACC)(CT_COUNT_ACC)
    HC_COUNT("invntt_tomont", CT_SYM(_invntt_tomont)(r));
    HC_COUNT("tomont", CT_SYM(_tomont)(r));
    HC_COUNT("caddq", CT_SYM(_caddq)(r));
    HC_COUNT("freeze", CT_SYM(_freeze)(r));
    HC_COUNT("montgomery_reduce", sink = CT_SYM(_montgomery_reduce)((ct_wide_t)x[0] * y[0]));
    HC_COUNT("barrett_reduce", sink = CT_SYM(_barrett_reduce)(x[1]));
    HC_COUNT("fqmul", sink = CT_SYM(_fqmul)(x[2], y[2]));
#if CT_MAC(_HAS_ROUNDING)
    {
        static ct_coef_t hi[CT_MAC(_N)], lo[CT_MAC(_N)], h[CT_MAC(_N)], w[CT_MAC(_CHKNORM_WORDS)], bound[CT_MAC(_LANES)];
        for (k = 0; k < CT_MAC(_LANES); k++)
            bound[k] = 100000;
        CT_SYM(_freeze)(x); /* [0, q) */
        HC_COUNT("power2round", CT_SYM(_power2round)(hi, lo, x));
#define CT_COUNT_DIV(g)                                                                               \
        HC_COUNT("decompose_g" CT_STR(g), CT_SYM(CT_CAT(_decompose_g, g))(hi, lo, x));                 \
        HC_COUNT("make_hint_g" CT_STR(g), CT_SYM(CT_CAT(_make_hint_g, g))(h, lo, hi));                 \
        HC_COUNT("use_hint_g" CT_STR(g), CT_SYM(CT_CAT(_use_hint_g, g))(hi, x, h));
        CT_MAC(_FOR_EACH_GAMMA2_DIV)(CT_COUNT_DIV)
        HC_COUNT("chknorm", CT_SYM(_chknorm)(w, lo, bound));
    }
#endif
}
#endif

/* One call of every entry point on fixed inputs, each alone in a part of callgrind's profile named
 * after it (common/count.h); gen/check/counts.py reads the parts. */
static int ct_cmd_count(void)
{
    static uint64_t a[CT_NW], b[CT_NW], c[CT_KCW], r[CT_OUTW];
    uint64_t s = UINT64_C(0x2545F4914F6CDD1D);
#if HC_HAVE_CALLGRIND
    if (!RUNNING_ON_VALGRIND)
        return ct_usage_error("count", "not running under valgrind --tool=callgrind");
#endif
    ct_rand_elem(&s, a);
    ct_rand_elem(&s, b);
    ct_rand_prod(&s, c);
#if defined(CT_MODQ)
    ct_count_modq(a, b);
#else
    HC_COUNT("mul", ct_k_mul(r, a, b));
#endif
#if !defined(CT_PRODUCT_ONLY)
    HC_COUNT("sqr", ct_k_sqr(r, a));
    HC_COUNT("clmul", ct_k_clmul(r, a, b));
    HC_COUNT("reduce", ct_k_reduce(r, c));
#endif
#if defined(CT_HAS_INV)
    HC_COUNT("inv", ct_k_inv(r, a));
#endif
#if defined(CT_HAS_SPARSE)
    {
        static uint32_t pos[CT_SPARSE_WEIGHT];
        int i;
        for (i = 0; i < CT_SPARSE_WEIGHT; i++)
            pos[i] = (uint32_t)(hc_xorshift64(&s) % (uint64_t)CT_KM);
        HC_COUNT("mul_sparse", ct_k_mul_sparse(r, pos, CT_SPARSE_WEIGHT, b));
    }
#endif
#if defined(CT_HAS_BATCH)
    { /* the dispatchers and every family on one n that reaches every family, as the valgrind mode */
        static ct_elem_t ba[CT_BN], bb[CT_BN], bc[CT_BN];
        ct_elem_t k = ct_rand_batch_elem(&s);
        ct_rand_batch(ba, bb, CT_BN, &s);
#define CT_COUNT_MUL(f) HC_COUNT("mul_n_" CT_STR(f), CT_CAT(ct_k_mul_n_, f)(bc, ba, bb, CT_BN));
#define CT_COUNT_CONST(f)                                                                   \
    HC_COUNT("mul_const_" CT_STR(f), CT_CAT(ct_k_mul_const_, f)(bc, ba, k, CT_BN));        \
    HC_COUNT("muladd_const_" CT_STR(f), CT_CAT(ct_k_muladd_const_, f)(bc, ba, k, CT_BN));
        HC_COUNT("mul_n", ct_k_mul_n_all(bc, ba, bb, CT_BN));
        HC_COUNT("mul_const", ct_k_mul_const_all(bc, ba, k, CT_BN));
        HC_COUNT("muladd_const", ct_k_muladd_const_all(bc, ba, k, CT_BN));
        CT_BATCH_MUL_FAMS(CT_COUNT_MUL)
        CT_BATCH_CONST_FAMS(CT_COUNT_CONST)
    }
#endif
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_str("mode", "count");
    hc_json_kv("checksum", "%" PRIu64, r[0]);
    hc_json_end();
    return 0;
}
#else
static int ct_cmd_count(void)
{
    return ct_usage_error("count", "driver built without <valgrind/callgrind.h> (install valgrind) or -DHC_MARKERS");
}
#endif

/* ---- dudect mode -------------------------------------------------------------------------- */
#define CT_BATCH 10000
#define CT_DISCARD 10 /* first measurements of every batch */
#define CT_NPCT 100
#define CT_NTESTS (CT_NPCT + 2) /* raw, 100 cropped, second order */
#define CT_ENOUGH 10000         /* measurements per class before a test counts */
#define CT_BANANAS 500.0        /* stop early: certainly not constant time */

enum { CT_F_MUL, CT_F_SQR, CT_F_CLMUL, CT_F_REDUCE, CT_F_MUL_N, CT_F_MUL_CONST };
#if defined(CT_HAS_BATCH)
#define CT_NFUNCS 6
static ct_elem_t ct_bC[CT_BN];
/* Every call reads ct_wA, ct_wB, ct_wK, filled untimed before it by the same code for both classes from
 * a seed: the fixed seed (0: all zeros) or a fresh one. So the classes differ in data only: copying
 * from per-class input slots instead made them differ in addresses, which Zen 5 timed apart
 * (|t| ~ 20-50 for a straight-line avx512 mul_n, growing with the sample, with random data in both). */
static ct_elem_t ct_wA[CT_BN], ct_wB[CT_BN], ct_wK;
static uint64_t ct_gSeed[CT_BATCH], ct_gFixedSeed;
static void ct_batch_fill(uint64_t st)
{
    ct_rand_batch(ct_wA, ct_wB, CT_BN, &st);
    ct_wK = ct_rand_batch_elem(&st);
}
#else
#define CT_NFUNCS 4
#endif

typedef struct {
    double mean[2], m2[2], n[2];
} ct_ttest_t;

static void ct_t_push(ct_ttest_t *t, double x, int cls)
{
    double d;
    t->n[cls] += 1.0;
    d = x - t->mean[cls];
    t->mean[cls] += d / t->n[cls];
    t->m2[cls] += d * (x - t->mean[cls]);
}

static double ct_t_value(const ct_ttest_t *t)
{
    double v0, v1, num, den;
    if (t->n[0] < 2 || t->n[1] < 2)
        return 0.0;
    v0 = t->m2[0] / (t->n[0] - 1);
    v1 = t->m2[1] / (t->n[1] - 1);
    num = t->mean[0] - t->mean[1];
    den = sqrt(v0 / t->n[0] + v1 / t->n[1]);
    if (den == 0.0) /* both classes constant (quantised timer, tight crop) */
        return num == 0.0 ? 0.0 : (num > 0 ? 1e9 : -1e9);
    return num / den;
}

/* measurement buffers (static: array kernels need up to ~100 KiB per batch and operand) */
static uint64_t ct_gA[CT_BATCH][CT_NW], ct_gB[CT_BATCH][CT_NW], ct_gC[CT_BATCH][CT_KCW];
static uint64_t ct_gOut[CT_BATCH][CT_OUTW];
static uint64_t ct_gT[CT_BATCH], ct_gSorted[CT_BATCH];
static unsigned char ct_gClass[CT_BATCH];
static ct_ttest_t ct_gTests[CT_NTESTS];
static double ct_gPct[CT_NPCT];

/* CT_EACH_TIMED(prep, call): for every measurement i of the batch, prep (untimed), then call alone
 * between two fenced reads: its ticks in ct_gT[i] */
#define CT_EACH_TIMED(prep, call)         \
    for (i = 0; i < CT_BATCH; i++) {      \
        uint64_t t0;                      \
        prep;                             \
        t0 = tsc_read();                  \
        call;                             \
        ct_gT[i] = tsc_read() - t0;       \
    }

static void ct_measure(int func)
{
    int i;
    switch (func) {
    case CT_F_MUL:
        CT_EACH_TIMED(, ct_k_mul(ct_gOut[i], ct_gA[i], ct_gB[i]));
        break;
#if !defined(CT_PRODUCT_ONLY)
    case CT_F_SQR:
        CT_EACH_TIMED(, ct_k_sqr(ct_gOut[i], ct_gA[i]));
        break;
    case CT_F_CLMUL:
        CT_EACH_TIMED(, ct_k_clmul(ct_gOut[i], ct_gA[i], ct_gB[i]));
        break;
#if defined(CT_HAS_BATCH) /* the inputs: refilled untimed from the measurement's seed */
    case CT_F_MUL_N:
        CT_EACH_TIMED(ct_batch_fill(ct_gSeed[i]), ct_k_mul_n_all(ct_bC, ct_wA, ct_wB, CT_BN));
        break;
    case CT_F_MUL_CONST:
        CT_EACH_TIMED(ct_batch_fill(ct_gSeed[i]), ct_k_mul_const_all(ct_bC, ct_wA, ct_wK, CT_BN));
        break;
#endif
    default:
        CT_EACH_TIMED(, ct_k_reduce(ct_gOut[i], ct_gC[i]));
        break;
#endif
    }
}

static void ct_prepare_inputs(uint64_t *s, const uint64_t *fa, const uint64_t *fb, const uint64_t *fc)
{
    int i;
    for (i = 0; i < CT_BATCH; i++) {
        int cls = (int)(hc_xorshift64(s) & 1);
        ct_gClass[i] = (unsigned char)cls;
#if defined(CT_HAS_BATCH)
        ct_gSeed[i] = cls == 0 ? ct_gFixedSeed : (hc_xorshift64(s) | 1); /* the batch inputs' seed */
#endif
        if (cls == 0) {
            memcpy(ct_gA[i], fa, sizeof ct_gA[i]);
            memcpy(ct_gB[i], fb, sizeof ct_gB[i]);
            memcpy(ct_gC[i], fc, sizeof ct_gC[i]);
        } else {
            ct_rand_elem(s, ct_gA[i]);
            ct_rand_elem(s, ct_gB[i]);
            ct_rand_prod(s, ct_gC[i]);
        }
    }
}

static void ct_update(void)
{
    int i, k;
    for (i = CT_DISCARD; i < CT_BATCH; i++) {
        double x = (double)ct_gT[i];
        int cls = ct_gClass[i];
        if ((int64_t)ct_gT[i] < 0) /* counter went backwards (migration): drop */
            continue;
        ct_t_push(&ct_gTests[0], x, cls);
        for (k = 0; k < CT_NPCT; k++)
            if (x < ct_gPct[k])
                ct_t_push(&ct_gTests[1 + k], x, cls);
        if (ct_gTests[0].n[0] > CT_ENOUGH) {
            double d = x - ct_gTests[0].mean[cls];
            ct_t_push(&ct_gTests[1 + CT_NPCT], d * d, cls);
        }
    }
}

/* largest |t| over tests with enough measurements; *which = its index (-1 if none) */
static double ct_max_t(int *which)
{
    double best = 0.0;
    int k;
    *which = -1;
    for (k = 0; k < CT_NTESTS; k++) {
        double t;
        if (ct_gTests[k].n[0] < CT_ENOUGH || ct_gTests[k].n[1] < CT_ENOUGH)
            continue;
        t = fabs(ct_t_value(&ct_gTests[k]));
        if (*which < 0 || t > best) {
            best = t;
            *which = k;
        }
    }
    return best;
}

static const char *ct_func_names[] = {"mul", "sqr", "clmul", "reduce", "mul_n", "mul_const"};

static int ct_cmd_dudect(int func, double seconds, uint64_t max_n, int fixed_random, uint64_t seed,
                         double threshold)
{
    uint64_t s = seed, fa[CT_NW], fb[CT_NW], fc[CT_KCW], measured = 0;
    double t0, elapsed, maxt;
    int k, which, batches = 0, stopped_early = 0;
    char test_name[48];
    if (fixed_random) {
        ct_rand_elem(&s, fa);
        ct_rand_elem(&s, fb);
        ct_rand_prod(&s, fc);
    } else {
        memset(fa, 0, sizeof fa);
        memset(fb, 0, sizeof fb);
        memset(fc, 0, sizeof fc);
    }
    memset(ct_gTests, 0, sizeof ct_gTests);
#if defined(CT_HAS_BATCH)
    /* the batch inputs: the fixed class refills from one fixed seed (0: all zeros), the random class from fresh ones */
    ct_gFixedSeed = fixed_random ? (seed ^ UINT64_C(0x5851F42D4C957F2D)) | 1 : 0;
#endif
    t0 = ct_now_s();
    /* batch 0: warm-up; its timings set the cropping percentiles */
    ct_prepare_inputs(&s, fa, fb, fc);
    ct_measure(func);
    memcpy(ct_gSorted, ct_gT, sizeof ct_gT);
    qsort(ct_gSorted, CT_BATCH, sizeof ct_gSorted[0], hc_cmp_u64);
    for (k = 0; k < CT_NPCT; k++) {
        double q = 1.0 - pow(0.5, 10.0 * (double)(k + 1) / CT_NPCT);
        size_t idx = (size_t)(q * CT_BATCH);
        if (idx >= CT_BATCH)
            idx = CT_BATCH - 1;
        ct_gPct[k] = (double)ct_gSorted[idx];
    }
    for (;;) {
        ct_prepare_inputs(&s, fa, fb, fc);
        ct_measure(func);
        ct_update();
        batches++;
        measured += CT_BATCH - CT_DISCARD;
        elapsed = ct_now_s() - t0;
        maxt = ct_max_t(&which);
        if (which >= 0 && maxt > CT_BANANAS) {
            stopped_early = 1;
            break;
        }
        if (elapsed >= seconds || measured >= max_n)
            break;
    }
    maxt = ct_max_t(&which);
    if (which == 0)
        snprintf(test_name, sizeof test_name, "raw");
    else if (which == 1 + CT_NPCT)
        snprintf(test_name, sizeof test_name, "second-order");
    else if (which > 0)
        snprintf(test_name, sizeof test_name, "crop<%.0f (p%.1f)", ct_gPct[which - 1],
                 100.0 * (1.0 - pow(0.5, 10.0 * (double)which / CT_NPCT)));
    else
        snprintf(test_name, sizeof test_name, "none");
    hc_json_begin();
    hc_json_bool("ok", 1);
    hc_json_str("mode", "dudect");
    hc_json_kv("m", "%d", CT_KM);
    hc_json_str("func", ct_func_names[func]);
    hc_json_str("fixed", fixed_random ? "random" : "zero");
    hc_json_str("unit", TSC_UNIT);
    hc_json_kv("measurements", "%" PRIu64, measured);
    hc_json_kv("batches", "%d", batches);
    hc_json_kv("seconds", "%.3f", elapsed);
    hc_json_kv("max_t", "%.3f", maxt);
    hc_json_str("max_t_test", test_name);
    hc_json_kv("raw_t", "%.3f", fabs(ct_t_value(&ct_gTests[0])));
    hc_json_kv("second_order_t", "%.3f", fabs(ct_t_value(&ct_gTests[1 + CT_NPCT])));
    hc_json_kv("n_fixed", "%.0f", ct_gTests[0].n[0]);
    hc_json_kv("n_random", "%.0f", ct_gTests[0].n[1]);
    hc_json_kv("mean_fixed", "%.2f", ct_gTests[0].mean[0]);
    hc_json_kv("mean_random", "%.2f", ct_gTests[0].mean[1]);
    hc_json_kv("median", "%.1f", (double)ct_gSorted[CT_BATCH / 2]);
    hc_json_kv("threshold", "%.1f", threshold);
    hc_json_bool("enough", which >= 0);
    hc_json_bool("stopped_early", stopped_early);
    hc_json_bool("leak", which >= 0 && maxt >= threshold);
    hc_json_end();
    return 0;
}

/* ---- main --------------------------------------------------------------------------------- */
int main(int argc, char **argv)
{
    int i;
    if (argc >= 2 && strcmp(argv[1], "valgrind") == 0) {
        int iters = 4;
        for (i = 2; i < argc; i++) {
            if (strcmp(argv[i], "--iters") == 0 && i + 1 < argc)
                iters = atoi(argv[++i]);
            else
                return ct_usage_error("valgrind", "usage: drv valgrind [--iters K]");
        }
        if (iters < 1)
            return ct_usage_error("valgrind", "--iters must be at least 1");
        return ct_cmd_valgrind(iters);
    }
    if (argc == 2 && strcmp(argv[1], "count") == 0)
        return ct_cmd_count();
    if (argc >= 2 && strcmp(argv[1], "dudect") == 0) {
        int func = CT_F_MUL, fixed_random = 1;
        double seconds = 2.0, threshold = 10.0;
        uint64_t max_n = UINT64_C(100000000), seed = UINT64_C(0x9E3779B97F4A7C15);
        for (i = 2; i < argc; i++) {
            const char *o = argv[i];
            const char *v = i + 1 < argc ? argv[i + 1] : NULL;
            if (!v)
                return ct_usage_error("dudect", "option without a value");
            i++;
            if (strcmp(o, "--func") == 0) {
                for (func = 0; func < CT_NFUNCS && strcmp(v, ct_func_names[func]) != 0; func++)
                    ;
                if (func == CT_NFUNCS)
                    return ct_usage_error("dudect", "--func must be mul, sqr, clmul or reduce (mul_n, mul_const "
                                                    "for batch kernels)");
            } else if (strcmp(o, "--seconds") == 0)
                seconds = atof(v);
            else if (strcmp(o, "--max-measurements") == 0)
                max_n = strtoull(v, NULL, 0);
            else if (strcmp(o, "--fixed") == 0) {
                if (strcmp(v, "zero") == 0)
                    fixed_random = 0;
                else if (strcmp(v, "random") == 0)
                    fixed_random = 1;
                else
                    return ct_usage_error("dudect", "--fixed must be zero or random");
            } else if (strcmp(o, "--seed") == 0)
                seed = strtoull(v, NULL, 0);
            else if (strcmp(o, "--threshold") == 0)
                threshold = atof(v);
            else
                return ct_usage_error("dudect", "unknown option");
        }
        if (seed == 0)
            return ct_usage_error("dudect", "--seed must not be 0");
        if (!(seconds > 0.0))
            return ct_usage_error("dudect", "--seconds must be positive");
        return ct_cmd_dudect(func, seconds, max_n, fixed_random, seed, threshold);
    }
    return ct_usage_error("usage", "usage: drv valgrind [--iters K] | drv count | drv dudect [--func F] "
                                   "[--seconds S] [--max-measurements N] [--fixed zero|random] "
                                   "[--seed X] [--threshold T]");
}
#endif /* CT_STUB */
