/* Cycle-ish timer for the harness driver.
 *
 * x86-64: the time-stamp counter, fenced: lfence; rdtsc; lfence (unit "tsc").
 * Elsewhere: clock_gettime(CLOCK_MONOTONIC) in nanoseconds (unit "ns").
 * Both read functions are also compiler barriers ("memory" clobber), so loads of
 * inputs cannot be hoisted above tsc_read() and stores of results cannot sink below it.
 */
#ifndef GEN_HARNESS_TSC_H
#define GEN_HARNESS_TSC_H

#include <stdint.h>

#define TSC_BARRIER() __asm__ __volatile__("" ::: "memory")

#if defined(__x86_64__)
#include <x86intrin.h>

#define TSC_UNIT "tsc"

static inline uint64_t tsc_read(void)
{
    uint64_t t;
    TSC_BARRIER();
    _mm_lfence();
    t = (uint64_t)__rdtsc();
    _mm_lfence();
    TSC_BARRIER();
    return t;
}

#else
#include <time.h>

#define TSC_UNIT "ns"

static inline uint64_t tsc_read(void)
{
    struct timespec ts;
    TSC_BARRIER();
    clock_gettime(CLOCK_MONOTONIC, &ts);
    TSC_BARRIER();
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif

#endif /* GEN_HARNESS_TSC_H */
