/* common/count.h - instruction counts of single calls, for `gen guard` (gen/check/counts.py).
 *
 * Under `valgrind --tool=callgrind --collect-atstart=no`, HC_COUNT(name, call) collects the
 * instructions of `call` alone (collection is toggled on just before it and off just after) and dumps
 * them as one part of the profile whose trigger line reads "Client Request: name". The Python side
 * sums the part's instructions executed in the driver's own executable. The drivers' count modes
 * call every entry point of a kernel once this way on fixed inputs: the kernels are constant time,
 * so the inputs fix nothing but the data.
 *
 * HC_HAVE_CALLGRIND is 0 (and HC_COUNT undefined) where <valgrind/callgrind.h> is missing: the
 * drivers then have no count mode. Built with -DHC_MARKERS (ISAs valgrind cannot run, under
 * QEMU): HC_COUNT then calls hc_count_begin() before `call` and hc_count_end(name) after it, and
 * common/qemu_count_plugin.c counts the guest instructions between the two (HC_MARKER_COUNTS is 1:
 * the driver need not run under valgrind). hc_count_end prints "hc-count-name NAME" on stderr, after
 * the plugin's count of that call.
 */
#ifndef GEN_HARNESS_COMMON_COUNT_H
#define GEN_HARNESS_COMMON_COUNT_H

#if defined(__has_include) && !defined(HC_MARKERS)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HC_HAVE_CALLGRIND 1
#endif
#endif
#ifndef HC_HAVE_CALLGRIND
#define HC_HAVE_CALLGRIND 0
#endif

#if HC_HAVE_CALLGRIND
#define HC_COUNT(name, call)              \
    do {                                  \
        CALLGRIND_TOGGLE_COLLECT;         \
        call;                             \
        CALLGRIND_TOGGLE_COLLECT;         \
        CALLGRIND_DUMP_STATS_AT(name);    \
    } while (0)
#endif

#if defined(HC_MARKERS)
#include <stdio.h>
#define HC_MARKER_COUNTS 1
static const char *volatile hc_count_last;
/* Two functions with different bodies (so no pass folds them into one address), never inlined. */
__attribute__((noinline, used)) void hc_count_begin(void);
__attribute__((noinline, used)) void hc_count_begin(void)
{
    hc_count_last = 0;
}
__attribute__((noinline, used)) void hc_count_end(const char *name);
__attribute__((noinline, used)) void hc_count_end(const char *name)
{
    hc_count_last = name;
    fprintf(stderr, "hc-count-name %s\n", name);
}
#define HC_COUNT(name, call) \
    do {                     \
        hc_count_begin();    \
        call;                \
        hc_count_end(name);  \
    } while (0)
#endif
#ifndef HC_MARKER_COUNTS
#define HC_MARKER_COUNTS 0
#endif

#endif /* GEN_HARNESS_COMMON_COUNT_H */
