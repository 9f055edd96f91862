/* common/timing.h - median timing with the fenced timer of tsc.h (hosted builds only: bare metal
 * has no timer).
 *
 * A bench times a few sections interleaved: every round reads the timer, runs section 0, reads it
 * again, runs section 1, ..., so that each section's sample is the ticks between two consecutive
 * reads (nothing else between them but the store of a timer value) and all sections see the same
 * machine state. The first reps / 10 + 1 rounds warm up and are not kept; the result of a section
 * is the median of its `reps` samples:
 *
 *     hc_timing_t tm;
 *     HC_ROUNDS(&tm, 2, reps) {
 *         HC_LAP(&tm, 0, NBUF, kernel(r[i], a[i], b[i]));      NBUF calls, i = 0 .. NBUF-1
 *         HC_LAP(&tm, 1, NBUF, baseline(r[i], a[i], b[i]));
 *     }
 *     hc_json_begin();
 *     hc_json_medians(&tm, names, NBUF, 1);                     "unit", "reps", per-call medians
 *     hc_json_end();
 *
 * HC_BENCH_VS_BASELINE is that whole bench for a kernel against its baseline (tower, matrix);
 * hc_median_u64 is the median of any array of samples (harness.c, batch_harness.c); hc_vector_main is
 * the main of the drivers with modes `check VEC | bench VEC [REPS]` (matrix, linalg).
 */
#ifndef GEN_HARNESS_COMMON_TIMING_H
#define GEN_HARNESS_COMMON_TIMING_H

#ifdef HDRV_BARE_METAL
#error "common/timing.h: no timer on bare metal"
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../tsc.h"
#include "report.h"

#define HC_MAX_SECTIONS 12

static inline int hc_cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

/* sorts v[0..n) and returns its median v[n / 2] */
static inline uint64_t hc_median_u64(uint64_t *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, hc_cmp_u64);
    return v[n / 2];
}

typedef struct {
    int nf, reps;
    uint64_t *samples;                   /* [nf][reps] */
    uint64_t stamp[HC_MAX_SECTIONS + 1]; /* this round's timer reads */
} hc_timing_t;

/* nf <= HC_MAX_SECTIONS sections, reps kept rounds; returns the first round, negative: the warm-up */
static inline int hc_timing_start(hc_timing_t *t, int nf, int reps)
{
    t->nf = nf;
    t->reps = reps;
    t->samples = nf <= HC_MAX_SECTIONS ? malloc(sizeof(uint64_t) * (size_t)nf * (size_t)reps) : NULL;
    if (!t->samples) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return -reps / 10 - 1;
}

/* the end of round rep: its samples are kept unless it warmed up; returns the next round */
static inline int hc_timing_keep(hc_timing_t *t, int rep)
{
    int f;
    if (rep >= 0)
        for (f = 0; f < t->nf; f++)
            t->samples[(size_t)f * (size_t)t->reps + (size_t)rep] = t->stamp[f + 1] - t->stamp[f];
    return rep + 1;
}

/* HC_ROUNDS(t, nf, reps) { body }: the warm-up and the reps kept rounds of nf sections */
#define HC_ROUNDS(t, nf, reps) \
    for (int hc_rep_ = hc_timing_start(t, nf, reps); hc_rep_ < (reps); hc_rep_ = hc_timing_keep(t, hc_rep_))

/* HC_LAP(t, f, n, call): section f (a constant) of the round, `call` for i = 0 .. n-1 between the
 * read that ends section f-1 (section 0: a read of its own, the start of the round) and a new read */
#define HC_LAP(t, f, n, ...)                  \
    do {                                      \
        int i;                                \
        if ((f) == 0)                         \
            (t)->stamp[0] = tsc_read();       \
        for (i = 0; i < (n); i++) {           \
            __VA_ARGS__;                      \
        }                                     \
        (t)->stamp[(f) + 1] = tsc_read();     \
    } while (0)

/* the median ticks of section f over the kept rounds */
static inline double hc_timing_median(hc_timing_t *t, int f)
{
    return (double)hc_median_u64(t->samples + (size_t)f * (size_t)t->reps, t->reps);
}

/* JSON fields names[f] for each section f: its median / per with `decimals` digits (per: the calls in
 * a section) */
static inline void hc_json_sections(hc_timing_t *t, const char *const *names, int per, int decimals)
{
    int f;
    for (f = 0; f < t->nf; f++)
        hc_json_kv(names[f], "%.*f", decimals, hc_timing_median(t, f) / per);
}

/* JSON fields "unit", "reps" and hc_json_sections */
static inline void hc_json_medians(hc_timing_t *t, const char *const *names, int per, int decimals)
{
    hc_json_str("unit", TSC_UNIT);
    hc_json_kv("reps", "%d", t->reps);
    hc_json_sections(t, names, per, decimals);
}

/* HC_BENCH_VS_BASELINE(reps, n, decimals, kernel, baseline): the bench of a kernel against its
 * baseline, n calls of each per round; prints {"unit": .., "reps": .., "mul": .., "baseline": ..},
 * the median ticks per call */
#define HC_BENCH_VS_BASELINE(reps, n, decimals, kernel, baseline)           \
    do {                                                                     \
        static const char *const hc_names_[2] = {"mul", "baseline"};         \
        hc_timing_t hc_tm_;                                                  \
        HC_ROUNDS(&hc_tm_, 2, reps) { /* interleaved: kernel, then baseline */ \
            HC_LAP(&hc_tm_, 0, n, kernel);                                   \
            HC_LAP(&hc_tm_, 1, n, baseline);                                 \
        }                                                                    \
        hc_json_begin();                                                     \
        hc_json_medians(&hc_tm_, hc_names_, n, decimals);                    \
        hc_json_end();                                                       \
    } while (0)

/* the REPS argument of a bench: its value if a positive number, else dflt (arg may be NULL) */
static inline int hc_reps_arg(const char *arg, int dflt)
{
    return arg && atoi(arg) > 0 ? atoi(arg) : dflt;
}

/* the main of a driver whose modes are `check VEC` and `bench VEC [REPS]` (REPS absent: reps_default);
 * `name` is the program's name for the usage line */
static inline int hc_vector_main(int argc, char **argv, const char *name, int (*check)(const char *),
                                 int (*bench)(const char *, int), int reps_default)
{
    if (argc == 3 && !strcmp(argv[1], "check"))
        return check(argv[2]);
    if (argc >= 3 && !strcmp(argv[1], "bench"))
        return bench(argv[2], hc_reps_arg(argc > 3 ? argv[3] : NULL, reps_default));
    return hc_usage(argc, argv, name, "check VEC | bench VEC [REPS]");
}

#endif /* GEN_HARNESS_COMMON_TIMING_H */
