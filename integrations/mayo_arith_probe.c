/*
 * mayo_arith_probe.c: the m-vector arithmetic of one build of MAYO's opt code (liboqs
 * src/sig/mayo/pqmayo_mayo-*_opt), as out-of-line functions the driver can compare. liboqs_mayo.py
 * compiles it against the crate's pristine opt directory and against each copy with gen's
 * arithmetic_fixed.h (with that build's ISA flags):
 *   -DPROBE=ORIG_ (or REF_GEN_AVX2_ ...) -DMAYO_VARIANT=MAYO_1 -DMAYO_BUILD_TYPE_OPT [-DHAVE_STACKEFFICIENT]
 *   -I<opt dir> -I<liboqs build>/include -I<tree>/src/common/pqclean_shims
 * It defines PROBE followed by: the primitives of arithmetic_fixed.h (m_vec_copy, m_vec_add,
 * m_vec_mul_add, m_vec_mul_add_x, m_vec_mul_add_x_inv, m_vec_multiply_bins) and the matrix products of
 * generic_arithmetic.h that call them (P1_times_O, P1_times_Vt, P1P1t_times_O, compute_P3,
 * compute_M_and_VPV, m_calculate_PS_SPS). The parameter pointer is unused by the fixed parameter sets.
 */
#include <stdint.h>

#include "arithmetic.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define P(name) CAT(PROBE, name)

void P(copy)(const uint64_t *in, uint64_t *out);
void P(add)(const uint64_t *in, uint64_t *acc);
void P(mul_add)(const uint64_t *in, unsigned char a, uint64_t *acc);
void P(mul_add_x)(const uint64_t *in, uint64_t *acc);
void P(mul_add_x_inv)(const uint64_t *in, uint64_t *acc);
void P(multiply_bins)(uint64_t *bins, uint64_t *out);
void P(P1_times_O)(const uint64_t *P1, const unsigned char *O, uint64_t *acc);
void P(P1_times_Vt)(const uint64_t *P1, const unsigned char *V, uint64_t *acc);
void P(P1P1t_times_O)(const uint64_t *P1, const unsigned char *O, uint64_t *acc);
void P(compute_P3)(const uint64_t *P1, uint64_t *P2, const unsigned char *O, uint64_t *P3);
void P(compute_M_and_VPV)(const unsigned char *Vdec, const uint64_t *L, const uint64_t *P1, uint64_t *VL, uint64_t *VP1V);
void P(PS_SPS)(const uint64_t *P1, const uint64_t *P2, const uint64_t *P3, const unsigned char *s, uint64_t *SPS);

void P(copy)(const uint64_t *in, uint64_t *out) {
    m_vec_copy(M_VEC_LIMBS_MAX, in, out);
}

void P(add)(const uint64_t *in, uint64_t *acc) {
    m_vec_add(M_VEC_LIMBS_MAX, in, acc);
}

void P(mul_add)(const uint64_t *in, unsigned char a, uint64_t *acc) {
    m_vec_mul_add(M_VEC_LIMBS_MAX, in, a, acc);
}

void P(mul_add_x)(const uint64_t *in, uint64_t *acc) {
    m_vec_mul_add_x(M_VEC_LIMBS_MAX, in, acc);
}

void P(mul_add_x_inv)(const uint64_t *in, uint64_t *acc) {
    m_vec_mul_add_x_inv(M_VEC_LIMBS_MAX, in, acc);
}

void P(multiply_bins)(uint64_t *bins, uint64_t *out) {
    m_vec_multiply_bins(M_VEC_LIMBS_MAX, bins, out);
}

void P(P1_times_O)(const uint64_t *P1, const unsigned char *O, uint64_t *acc) {
    P1_times_O(NULL, P1, O, acc);
}

void P(P1_times_Vt)(const uint64_t *P1, const unsigned char *V, uint64_t *acc) {
    P1_times_Vt(NULL, P1, V, acc);
}

void P(P1P1t_times_O)(const uint64_t *P1, const unsigned char *O, uint64_t *acc) {
    P1P1t_times_O(NULL, P1, O, acc);
}

void P(compute_P3)(const uint64_t *P1, uint64_t *P2, const unsigned char *O, uint64_t *P3) {
    compute_P3(NULL, P1, P2, O, P3);
}

void P(compute_M_and_VPV)(const unsigned char *Vdec, const uint64_t *L, const uint64_t *P1, uint64_t *VL, uint64_t *VP1V) {
    compute_M_and_VPV(NULL, Vdec, L, P1, VL, VP1V);
}

void P(PS_SPS)(const uint64_t *P1, const uint64_t *P2, const uint64_t *P3, const unsigned char *s, uint64_t *SPS) {
    m_calculate_PS_SPS(NULL, P1, P2, P3, s, SPS);
}
