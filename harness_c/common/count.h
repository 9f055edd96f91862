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
 * drivers then have no count mode.
 */
#ifndef GEN_HARNESS_COMMON_COUNT_H
#define GEN_HARNESS_COMMON_COUNT_H

#if defined(__has_include)
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

#endif /* GEN_HARNESS_COMMON_COUNT_H */
