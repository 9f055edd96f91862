/*
 * uov_blas_probe.c: the blas layer of one build of UOV's ref code (liboqs src/sig/uov/pqov_ov_*_ref),
 * as out-of-line functions the driver can compare. liboqs_uov.py compiles it twice per parameter set,
 * against the crate's pristine ref directory and against the copy with gen's blas_u32.h:
 *   -DPROBE=orig_ (or gen_avx2_ ...) -D<the parameter set's defines> -I<ref dir> -I<liboqs build>/include
 * and the gen copy with its ISA's flags. Each defines PROBE madd, mul_scalar, add and conditional_add,
 * the field's (gf16v_ or gf256v_) functions as blas.h maps them.
 */
#include <stdint.h>

#include "blas.h"
#include "params.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#ifdef _USE_GF16
#define FIELD_MADD gf16v_madd
#define FIELD_MUL_SCALAR gf16v_mul_scalar
#else
#define FIELD_MADD gf256v_madd
#define FIELD_MUL_SCALAR gf256v_mul_scalar
#endif

void CAT(PROBE, madd)(uint8_t *accu_c, const uint8_t *a, uint8_t b, unsigned n);
void CAT(PROBE, mul_scalar)(uint8_t *a, uint8_t b, unsigned n);
void CAT(PROBE, add)(uint8_t *accu_b, const uint8_t *a, unsigned n);
void CAT(PROBE, conditional_add)(uint8_t *accu_b, uint8_t condition, const uint8_t *a, unsigned n);

void CAT(PROBE, madd)(uint8_t *accu_c, const uint8_t *a, uint8_t b, unsigned n) {
    FIELD_MADD(accu_c, a, b, n);
}

void CAT(PROBE, mul_scalar)(uint8_t *a, uint8_t b, unsigned n) {
    FIELD_MUL_SCALAR(a, b, n);
}

void CAT(PROBE, add)(uint8_t *accu_b, const uint8_t *a, unsigned n) {
    gf256v_add(accu_b, a, n);
}

void CAT(PROBE, conditional_add)(uint8_t *accu_b, uint8_t condition, const uint8_t *a, unsigned n) {
    gf256v_conditional_add(accu_b, condition, a, n);
}
