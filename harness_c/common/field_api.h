/* common/field_api.h - a field kernel's two APIs seen as one, on uint64_t word arrays (harness.c,
 * ct_driver.c).
 *
 * gen emits a GF(2^m) kernel with the array API for m > 64 (NAME_mul(r, a, b) on uint64_t arrays)
 * and the element API for m <= 64 (r = NAME_mul(a, b) on NAME_t values); NAME_clmul writes words in
 * both. The drivers call either through functions on word arrays, one word per element for the
 * element API. Define HC_FIELD_ARRAY_API (1 or 0) and, for the element API, HC_FIELD_ELEM (NAME_t)
 * before including:
 *     HC_IN(a)            the operand a (const uint64_t *) as the kernel takes it
 *     HC_OUT(r, f, ...)   the call f(...) with its result in r (uint64_t *): f(r, ...) or r[0] = f(...)
 * e.g. static void k_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
 *      { HC_OUT(r, NAME_mul, HC_IN(a), HC_IN(b)); }
 * Macros only, no code: ct_driver.c's -DCT_STUB object (the code that is scanned) includes it.
 */
#ifndef GEN_HARNESS_COMMON_FIELD_API_H
#define GEN_HARNESS_COMMON_FIELD_API_H

#if HC_FIELD_ARRAY_API
#define HC_IN(a) (a)
#define HC_OUT(r, f, ...) f(r, __VA_ARGS__)
#else
#define HC_IN(a) ((HC_FIELD_ELEM)(a)[0])
#define HC_OUT(r, f, ...) ((r)[0] = (uint64_t)f(__VA_ARGS__))
#endif

#endif /* GEN_HARNESS_COMMON_FIELD_API_H */
