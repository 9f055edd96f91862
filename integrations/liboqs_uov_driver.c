/*
 * liboqs_uov_driver.c: UOV's ref code in liboqs as shipped, the same with gen's blas_u32.h (one build
 * per ISA), and UOV's own avx2 code, in one process, for one parameter set.
 *
 * liboqs_uov.py links the shipped liboqs.a as it is (it holds both pqov_uov_<P>_ref_* and, on x86,
 * pqov_uov_<P>_avx2_*); every other liboqs.a is partially linked whole and all its symbols renamed to
 * <prefix><symbol>, so each build keeps its own SHA3, AES, randombytes and CPU dispatch. Each build's
 * blas layer is also compiled into uov_blas_probe.c objects (ORIG_madd, GEN_AVX2_madd, ...).
 * Compile with
 *   -DPARAM=Is -DGF=16 -DUOV_V=96 -DUOV_O=64 -I<shipped build>/include [-DHAVE_UOV_AVX2]
 *   -DRENAMED_BUILDS='X(LIBOQS_GEN_AVX2_, "ref+gen:avx2") ...'
 *
 *   identity  N SEED   N rounds: key pairs from the same randomness and signatures of the same random
 *                      message with the same randomness byte-identical across every contender, every
 *                      contender verifies the signature, and rejects it with a flipped bit or a changed
 *                      message
 *   functions N SEED   every renamed build's blas layer (madd, mul_scalar, add, conditional_add) against
 *                      the shipped one on all scalars and random lengths, offsets and guard bytes, and its
 *                      ref functions that call it (gf*mat_prod, gaussian elimination, back substitution,
 *                      the batch_* matrix products, quadratic evaluation, ov_publicmap) on N random
 *                      inputs each: byte-identical outputs
 *   timing    R SEED   keypair, sign and verify of every contender, interleaved, rdtsc medians of R
 *                      rounds: "TIME op t0 t1 ...", after "CONTENDERS ..." and "TSC_HZ f"
 *   profile   N SEED K N calls of op K % 3 (keypair, sign, verify) by contender K / 3 (for callgrind)
 *
 * Output: "OK ...", "TIME ...", on the first failed check one line "FAIL: ..." and exit status 1.
 */
#define DRIVER_NO_KEM
#include "driver_common.h"

#include <oqs/oqs.h>

#define ALG_(p, name) OQS_SIG_uov_ov_##p##_##name
#define ALG(p, name) ALG_(p, name)
#define PK_BYTES ALG(PARAM, length_public_key)
#define SK_BYTES ALG(PARAM, length_secret_key)
#define SIG_BYTES ALG(PARAM, length_signature)

#define UOV_(p, impl, name) pqov_uov_##p##_##impl##_##name
#define UOV_EXPANDED(p, impl, name) UOV_(p, impl, name)
#define UOV(impl, name) UOV_EXPANDED(PARAM, impl, name)
#define REF(P, name) CAT(P, UOV(ref, name))
#define GFN(name) CAT(CAT(gf, GF), name)               /* gf16mat_prod, gf256mat_prod ... */
#define BATCH(name) CAT(CAT(name, _gf), GF)            /* batch_trimat_madd_gf16 ... */

#if GF == 16
#define ELEMS_PER_BYTE 2
#else
#define ELEMS_PER_BYTE 1
#endif
#define V_BYTE (UOV_V / ELEMS_PER_BYTE)
#define O_BYTE (UOV_O / ELEMS_PER_BYTE)
#define N_BYTE ((UOV_V + UOV_O) / ELEMS_PER_BYTE)
#define TRI(n) ((n) * ((n) + 1) / 2)
#define MAX_CONTENDERS 8

typedef int (*keypair_fn)(uint8_t *, uint8_t *);
typedef int (*sign_fn)(uint8_t *, size_t *, const uint8_t *, size_t, const uint8_t *);
typedef int (*verify_fn)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *);

/* the ref code's functions that call the blas layer, and the blas layer itself (uov_blas_probe.c) */
struct ref_functions {
    void (*mat_prod)(uint8_t *, const uint8_t *, unsigned, unsigned, const uint8_t *);
    unsigned (*gaussian_elim)(uint8_t *, uint8_t *, unsigned);
    void (*back_substitute)(uint8_t *, const uint8_t *, unsigned);
    void (*trimat_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
    void (*trimatTr_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
    void (*two_trimat_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
    void (*upper_matTr_x_mat)(unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, const unsigned char *,
                              unsigned, unsigned);
    void (*quad_trimat_eval)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned);
    void (*publicmap)(unsigned char *, const unsigned char *, const unsigned char *);
    void (*madd)(uint8_t *, const uint8_t *, uint8_t, unsigned);
    void (*mul_scalar)(uint8_t *, uint8_t, unsigned);
    void (*add)(uint8_t *, const uint8_t *, unsigned);
    void (*conditional_add)(uint8_t *, uint8_t, const uint8_t *, unsigned);
};

#define DECLARE_BUILD(P)                                                                                     \
    void CAT(P, OQS_init)(void);                                                                             \
    void CAT(P, OQS_randombytes_custom_algorithm)(void (*algorithm)(uint8_t *, size_t));                     \
    int REF(P, keypair)(uint8_t *pk, uint8_t *sk);                                                           \
    int REF(P, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);   \
    int REF(P, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk); \
    void REF(P, GFN(mat_prod))(uint8_t *, const uint8_t *, unsigned, unsigned, const uint8_t *);             \
    unsigned REF(P, GFN(mat_gaussian_elim))(uint8_t *, uint8_t *, unsigned);                                 \
    void REF(P, GFN(mat_back_substitute))(uint8_t *, const uint8_t *, unsigned);                             \
    void REF(P, BATCH(batch_trimat_madd))(unsigned char *, const unsigned char *, const unsigned char *,     \
                                          unsigned, unsigned, unsigned, unsigned);                           \
    void REF(P, BATCH(batch_trimatTr_madd))(unsigned char *, const unsigned char *, const unsigned char *,   \
                                            unsigned, unsigned, unsigned, unsigned);                         \
    void REF(P, BATCH(batch_2trimat_madd))(unsigned char *, const unsigned char *, const unsigned char *,    \
                                           unsigned, unsigned, unsigned, unsigned);                          \
    void REF(P, BATCH(batch_upper_matTr_x_mat))(unsigned char *, const unsigned char *, unsigned, unsigned,  \
                                                unsigned, const unsigned char *, unsigned, unsigned);        \
    void REF(P, BATCH(batch_quad_trimat_eval))(unsigned char *, const unsigned char *, const unsigned char *, \
                                               unsigned, unsigned);                                          \
    void REF(P, ov_publicmap)(unsigned char *, const unsigned char *, const unsigned char *);                \
    void CAT(P, madd)(uint8_t *, const uint8_t *, uint8_t, unsigned);                                        \
    void CAT(P, mul_scalar)(uint8_t *, uint8_t, unsigned);                                                   \
    void CAT(P, add)(uint8_t *, const uint8_t *, unsigned);                                                  \
    void CAT(P, conditional_add)(uint8_t *, uint8_t, const uint8_t *, unsigned);                             \
    static const struct ref_functions CAT(P, functions) = {                                                  \
        REF(P, GFN(mat_prod)), REF(P, GFN(mat_gaussian_elim)), REF(P, GFN(mat_back_substitute)),             \
        REF(P, BATCH(batch_trimat_madd)), REF(P, BATCH(batch_trimatTr_madd)),                                \
        REF(P, BATCH(batch_2trimat_madd)), REF(P, BATCH(batch_upper_matTr_x_mat)),                           \
        REF(P, BATCH(batch_quad_trimat_eval)), REF(P, ov_publicmap),                                         \
        CAT(P, madd), CAT(P, mul_scalar), CAT(P, add), CAT(P, conditional_add)};

/* the shipped build: its symbols unprefixed (OQS_init and OQS_randombytes_custom_algorithm come from
 * oqs.h), its probe ORIG_ */
int REF(, keypair)(uint8_t *pk, uint8_t *sk);
int REF(, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int REF(, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);
void REF(, GFN(mat_prod))(uint8_t *, const uint8_t *, unsigned, unsigned, const uint8_t *);
unsigned REF(, GFN(mat_gaussian_elim))(uint8_t *, uint8_t *, unsigned);
void REF(, GFN(mat_back_substitute))(uint8_t *, const uint8_t *, unsigned);
void REF(, BATCH(batch_trimat_madd))(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned,
                                     unsigned, unsigned);
void REF(, BATCH(batch_trimatTr_madd))(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned,
                                       unsigned, unsigned);
void REF(, BATCH(batch_2trimat_madd))(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned,
                                      unsigned, unsigned);
void REF(, BATCH(batch_upper_matTr_x_mat))(unsigned char *, const unsigned char *, unsigned, unsigned, unsigned,
                                           const unsigned char *, unsigned, unsigned);
void REF(, BATCH(batch_quad_trimat_eval))(unsigned char *, const unsigned char *, const unsigned char *, unsigned,
                                          unsigned);
void REF(, ov_publicmap)(unsigned char *, const unsigned char *, const unsigned char *);
void ORIG_madd(uint8_t *, const uint8_t *, uint8_t, unsigned);
void ORIG_mul_scalar(uint8_t *, uint8_t, unsigned);
void ORIG_add(uint8_t *, const uint8_t *, unsigned);
void ORIG_conditional_add(uint8_t *, uint8_t, const uint8_t *, unsigned);
static const struct ref_functions ORIG_functions = {
    REF(, GFN(mat_prod)), REF(, GFN(mat_gaussian_elim)), REF(, GFN(mat_back_substitute)),
    REF(, BATCH(batch_trimat_madd)), REF(, BATCH(batch_trimatTr_madd)), REF(, BATCH(batch_2trimat_madd)),
    REF(, BATCH(batch_upper_matTr_x_mat)), REF(, BATCH(batch_quad_trimat_eval)), REF(, ov_publicmap),
    ORIG_madd, ORIG_mul_scalar, ORIG_add, ORIG_conditional_add};

#define X(P, label) DECLARE_BUILD(P)
RENAMED_BUILDS
#undef X

#ifdef HAVE_UOV_AVX2
int UOV(avx2, keypair)(uint8_t *pk, uint8_t *sk);
int UOV(avx2, signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int UOV(avx2, verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);
#define UOV_AVX2_CONTENDER , {"uov-avx2", UOV(avx2, keypair), UOV(avx2, signature), UOV(avx2, verify), NULL, NULL, NULL}
#else
#define UOV_AVX2_CONTENDER
#endif

/* One contender: a signature scheme, and for a liboqs build its set-up and ref functions. */
struct contender {
    const char *name;
    keypair_fn keypair;
    sign_fn sign;
    verify_fn verify;
    void (*init)(void);                                           /* NULL: the shipped build's (already done) */
    void (*use_randomness)(void (*algorithm)(uint8_t *, size_t)); /* NULL: the shipped build's */
    const struct ref_functions *functions;                        /* NULL: not a ref build */
};

/* contender 0 is the shipped ref code, then the shipped avx2 code (x86), then the renamed builds */
static const struct contender CONTENDERS[] = {
    {"ref", REF(, keypair), REF(, signature), REF(, verify), OQS_init, OQS_randombytes_custom_algorithm, &ORIG_functions}
    UOV_AVX2_CONTENDER
#define X(P, label) , {label, REF(P, keypair), REF(P, signature), REF(P, verify), CAT(P, OQS_init), \
                       CAT(P, OQS_randombytes_custom_algorithm), &CAT(P, functions)}
    RENAMED_BUILDS
#undef X
};
#define N_CONTENDERS ((int)(sizeof CONTENDERS / sizeof CONTENDERS[0]))

/* key generation is the slow one: half the rounds, one warm-up */
#define SIG_TIMING_ROUNDS(op, rounds) ((op) == OP_KEYPAIR ? ((rounds) + 1) / 2 : (rounds))
#define SIG_TIMING_WARMUPS 1
#include "liboqs_sig_driver.h"

/* ------------------------------------------------------------------------------------------ */
/* functions                                                                                   */

#define GUARD 32
#define BLAS_MAX 300

/* Both builds' blas layer on the same inputs inside guarded buffers (lengths 0..BLAS_MAX, offsets
 * 0..31): the whole buffers must be equal afterwards. */
static void check_blas_once(const struct ref_functions *o, const struct ref_functions *p, const char *name,
                            unsigned n, unsigned off_y, unsigned off_x, uint8_t s, long it) {
    static uint8_t x[BLAS_MAX + 2 * GUARD], y0[BLAS_MAX + 2 * GUARD], y1[BLAS_MAX + 2 * GUARD];
    rng_bytes(&test_rng, x, sizeof x);
    rng_bytes(&test_rng, y0, sizeof y0);
    memcpy(y1, y0, sizeof y0);
    o->madd(y0 + off_y, x + off_x, s, n);
    p->madd(y1 + off_y, x + off_x, s, n);
    if (memcmp(y0, y1, sizeof y0) != 0) {
        fail("%s: madd(len %u, scalar 0x%02x) differs from the shipped blas layer (iteration %ld)", name, n, s, it);
    }
    o->mul_scalar(y0 + off_y, s, n);
    p->mul_scalar(y1 + off_y, s, n);
    if (memcmp(y0, y1, sizeof y0) != 0) {
        fail("%s: mul_scalar(len %u, scalar 0x%02x) differs from the shipped blas layer (iteration %ld)", name, n, s, it);
    }
    o->add(y0 + off_y, x + off_x, n);
    p->add(y1 + off_y, x + off_x, n);
    if (memcmp(y0, y1, sizeof y0) != 0) {
        fail("%s: add(len %u) differs from the shipped blas layer (iteration %ld)", name, n, it);
    }
    uint8_t cond = (uint8_t)(s & 1);
    o->conditional_add(y0 + off_y, cond, x + off_x, n);
    p->conditional_add(y1 + off_y, cond, x + off_x, n);
    if (memcmp(y0, y1, sizeof y0) != 0) {
        fail("%s: conditional_add(len %u, condition %u) differs from the shipped blas layer (iteration %ld)", name, n,
             cond, it);
    }
}

static void check_blas(const struct ref_functions *o, const struct ref_functions *p, const char *name, long iterations) {
    for (unsigned s = 0; s < 256; s++) { /* every scalar byte (GF(16): the high nibble must be ignored) */
        check_blas_once(o, p, name, 77, GUARD, GUARD + 3, (uint8_t)s, s);
        check_blas_once(o, p, name, 32, GUARD, GUARD, (uint8_t)s, s);
    }
    for (unsigned n = 0; n <= BLAS_MAX; n++) {
        check_blas_once(o, p, name, n, GUARD + (unsigned)rng_below(&test_rng, GUARD), GUARD + (unsigned)rng_below(&test_rng, GUARD),
                        (uint8_t)rng_next(&test_rng), n);
    }
    for (long it = 0; it < 100 * iterations; it++) {
        check_blas_once(o, p, name, (unsigned)rng_below(&test_rng, BLAS_MAX + 1), GUARD + (unsigned)rng_below(&test_rng, GUARD),
                        GUARD + (unsigned)rng_below(&test_rng, GUARD), (uint8_t)rng_next(&test_rng), it);
    }
}

/* buffers for the matrix functions, the largest shape they get */
#define PROD_MAX_VEC 2048
#define PROD_MAX_WIDTH (UOV_V + UOV_O)
static struct {
    uint8_t mat[PROD_MAX_VEC * PROD_MAX_WIDTH], vec[PROD_MAX_WIDTH], out[2][PROD_MAX_VEC + GUARD];
    uint8_t sq[2][UOV_O * UOV_O], cst[2][O_BYTE + GUARD];
    uint8_t tri[O_BYTE * TRI(UOV_V)], b[V_BYTE * UOV_O], c[2][O_BYTE * UOV_V * UOV_O];
    uint8_t upper[2][O_BYTE * TRI(UOV_O)], y[2][O_BYTE], x[V_BYTE], w[N_BYTE];
} fx;

static void expect_equal(const char *name, const char *what, long it, const void *a, const void *b, size_t n) {
    char label[160];
    snprintf(label, sizeof label, "%s: %s", name, what);
    expect_same(label, it, a, b, n); /* "... differs between original and patched" */
}

static void check_ref_functions(const struct ref_functions *o, const struct ref_functions *p, const char *name,
                                long iterations, const uint8_t *pk) {
    for (long it = 0; it < iterations; it++) {
        /* matrix times vector: random column length (bytes) and count */
        unsigned vec = 1 + (unsigned)rng_below(&test_rng, PROD_MAX_VEC), width = 1 + (unsigned)rng_below(&test_rng, PROD_MAX_WIDTH);
        rng_bytes(&test_rng, fx.mat, (size_t)vec * width);
        rng_bytes(&test_rng, fx.vec, sizeof fx.vec);
        memset(fx.out, 0xA5, sizeof fx.out);
        o->mat_prod(fx.out[0], fx.mat, vec, width, fx.vec);
        p->mat_prod(fx.out[1], fx.mat, vec, width, fx.vec);
        expect_equal(name, "gfmat_prod", it, fx.out[0], fx.out[1], sizeof fx.out[0]);
        /* gaussian elimination of an o x o system (every fourth one singular: two equal columns) */
        rng_bytes(&test_rng, fx.sq[0], sizeof fx.sq[0]);
        if (it % 4 == 3) {
            memcpy(fx.sq[0] + O_BYTE, fx.sq[0], O_BYTE);
        }
        memcpy(fx.sq[1], fx.sq[0], sizeof fx.sq[0]);
        rng_bytes(&test_rng, fx.cst[0], sizeof fx.cst[0]);
        memcpy(fx.cst[1], fx.cst[0], sizeof fx.cst[0]);
        unsigned r0 = o->gaussian_elim(fx.sq[0], fx.cst[0], UOV_O), r1 = p->gaussian_elim(fx.sq[1], fx.cst[1], UOV_O);
        if (r0 != r1) {
            fail("%s: gfmat_gaussian_elim says %s where the shipped ref code says %s (iteration %ld)", name,
                 r1 ? "solvable" : "singular", r0 ? "solvable" : "singular", it);
        }
        expect_equal(name, "gfmat_gaussian_elim's matrix", it, fx.sq[0], fx.sq[1], sizeof fx.sq[0]);
        expect_equal(name, "gfmat_gaussian_elim's constant", it, fx.cst[0], fx.cst[1], sizeof fx.cst[0]);
        o->back_substitute(fx.cst[0], fx.sq[0], UOV_O);
        p->back_substitute(fx.cst[1], fx.sq[1], UOV_O);
        expect_equal(name, "gfmat_back_substitute", it, fx.cst[0], fx.cst[1], sizeof fx.cst[0]);
        /* the batch products of key generation, with UOV's shapes (accumulating into random C) */
        rng_bytes(&test_rng, fx.tri, sizeof fx.tri);
        rng_bytes(&test_rng, fx.b, sizeof fx.b);
        void (*const madds[3])(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned,
                               unsigned) = {o->trimat_madd, o->trimatTr_madd, o->two_trimat_madd};
        void (*const pmadds[3])(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned,
                                unsigned) = {p->trimat_madd, p->trimatTr_madd, p->two_trimat_madd};
        static const char *const madd_names[3] = {"batch_trimat_madd", "batch_trimatTr_madd", "batch_2trimat_madd"};
        for (int f = 0; f < 3; f++) {
            rng_bytes(&test_rng, fx.c[0], sizeof fx.c[0]);
            memcpy(fx.c[1], fx.c[0], sizeof fx.c[0]);
            madds[f](fx.c[0], fx.tri, fx.b, UOV_V, V_BYTE, UOV_O, O_BYTE);
            pmadds[f](fx.c[1], fx.tri, fx.b, UOV_V, V_BYTE, UOV_O, O_BYTE);
            expect_equal(name, madd_names[f], it, fx.c[0], fx.c[1], sizeof fx.c[0]);
        }
        rng_bytes(&test_rng, fx.upper[0], sizeof fx.upper[0]);
        memcpy(fx.upper[1], fx.upper[0], sizeof fx.upper[0]);
        o->upper_matTr_x_mat(fx.upper[0], fx.b, UOV_V, V_BYTE, UOV_O, fx.c[0], UOV_O, O_BYTE);
        p->upper_matTr_x_mat(fx.upper[1], fx.b, UOV_V, V_BYTE, UOV_O, fx.c[0], UOV_O, O_BYTE);
        expect_equal(name, "batch_upper_matTr_x_mat", it, fx.upper[0], fx.upper[1], sizeof fx.upper[0]);
        /* the quadratic forms: of the vinegar part (signing) and of the whole public key (verification) */
        rng_bytes(&test_rng, fx.x, sizeof fx.x);
        o->quad_trimat_eval(fx.y[0], fx.tri, fx.x, UOV_V, O_BYTE);
        p->quad_trimat_eval(fx.y[1], fx.tri, fx.x, UOV_V, O_BYTE);
        expect_equal(name, "batch_quad_trimat_eval", it, fx.y[0], fx.y[1], sizeof fx.y[0]);
        rng_bytes(&test_rng, fx.w, sizeof fx.w);
        o->publicmap(fx.y[0], pk, fx.w);
        p->publicmap(fx.y[1], pk, fx.w);
        expect_equal(name, "ov_publicmap", it, fx.y[0], fx.y[1], sizeof fx.y[0]);
    }
}

static void check_functions(long iterations) {
    use_driver_randomness();
    uint8_t *pk = checked_malloc(PK_BYTES);
    rng_bytes(&test_rng, pk, PK_BYTES);
    for (int k = 1; k < N_CONTENDERS; k++) {
        if (!CONTENDERS[k].functions) {
            continue;
        }
        check_blas(CONTENDERS[0].functions, CONTENDERS[k].functions, CONTENDERS[k].name, iterations);
        check_ref_functions(CONTENDERS[0].functions, CONTENDERS[k].functions, CONTENDERS[k].name, iterations, pk);
        printf("OK %s: blas layer (every scalar, lengths 0..%d, random offsets) and %ld random inputs to each ref "
               "function identical to the shipped ref code's\n", CONTENDERS[k].name, BLAS_MAX, iterations);
    }
    free(pk);
}

int main(int argc, char **argv) {
    static const struct driver_mode modes[] = {
        {"identity", check_identity}, {"functions", check_functions}, {"timing", run_timing}, {"profile", run_profile}};
    return driver_run(argc, argv, modes, (int)(sizeof modes / sizeof modes[0]));
}
