/* Shared timing helpers for the anchor benchmarks (anchor_bench.c, anchor_ntl.cpp).
 *
 * Method (same as harness_c/harness.c and /work/shared/ANCHORS.md): TSC read as
 * lfence; rdtsc; lfence; a batch of ANCHOR_BATCH independent calls is timed, the median
 * of an empty timed region is subtracted, and the figure is the median over the
 * repetitions divided by the batch size (ticks per call, throughput).
 */
#ifndef GEN_ANCHOR_TIMING_H
#define GEN_ANCHOR_TIMING_H

#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <x86intrin.h>

#define ANCHOR_BATCH 64
#define ANCHOR_DEFAULT_REPS 301
#define ANCHOR_MIN_REPS 151

#define ANCHOR_BARRIER() __asm__ __volatile__("" ::: "memory")

/* Untimed calls of the same implementation before each sample, for at least this many ticks (about
 * 20 us at 2-3 GHz). On Intel cores the upper lanes of the 512-bit units power down after a stretch
 * without 512-bit instructions and run slowly for a few microseconds while powering up again; measured
 * on an Emerald Rapids Xeon: the zmm field products of 4 and 8 words took 24 and 40 ticks instead of 11
 * and 27 after half a millisecond of gf2x, and ML-KEM's avx512 NTT 320 instead of 128 ticks in the
 * samples that followed PQClean clean's functions (bench/compare_c/modq.c before it warmed up). */
#define ANCHOR_WARM_TICKS 50000

/* ANCHOR_WARM_UP(call): `call` (statements) repeated, untimed, for at least ANCHOR_WARM_TICKS */
#define ANCHOR_WARM_UP(call)                                             \
    do {                                                                 \
        const uint64_t anchor_warm0_ = anchor_tsc();                     \
        do {                                                             \
            call;                                                        \
        } while (anchor_tsc() - anchor_warm0_ < ANCHOR_WARM_TICKS);      \
    } while (0)

static inline uint64_t anchor_tsc(void)
{
    uint64_t t;
    ANCHOR_BARRIER();
    _mm_lfence();
    t = (uint64_t)__rdtsc();
    _mm_lfence();
    ANCHOR_BARRIER();
    return t;
}

static inline uint64_t anchor_empty(void)
{
    uint64_t t0 = anchor_tsc();
    uint64_t t1 = anchor_tsc();
    return t1 - t0;
}

static inline double anchor_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static inline int anchor_cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

/* median of v[0..n) (sorts v) */
static inline uint64_t anchor_median(uint64_t *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, anchor_cmp_u64);
    return (n & 1) ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* ticks per call from the median batch time and the median empty-region time */
static inline double anchor_per_call(uint64_t batch_median, uint64_t overhead_median)
{
    return batch_median > overhead_median
               ? (double)(batch_median - overhead_median) / ANCHOR_BATCH
               : 0.0;
}

static inline uint64_t anchor_xorshift(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *s = x;
}

#endif
