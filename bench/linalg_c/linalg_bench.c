/* Benchmark driver of bench/linalg.py: the c64, avx2 and avx512 linalg kernels of one field (generated
 * with the prefixes c64_, avx2_, avx512_) and, for GF(256) mod 0x11D (-DWITH_ISAL), ISA-L's
 * ec_encode_data (its run-time dispatch) and ec_encode_data_avx2, timed interleaved in this process
 * (common/timing.h: every round runs each section once; medians of the kept rounds, TSC ticks).
 *
 *   linalg_bench axpy LEN REPS        axpy and axpy2 over LEN bytes (y, x in L1 when small)
 *   linalg_bench ec K P LEN REPS      ec_encode K+P over LEN-byte buffers; outputs compared first
 * Prints one JSON line: ticks per call of every section.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/report.h"
#include "common/rng.h"
#include "common/timing.h"
#include KERNEL_C64
#include KERNEL_AVX2
#include KERNEL_AVX512
#ifdef WITH_ISAL
#include <isa-l/erasure_code.h>
#define NIMPL 5
#else
#define NIMPL 3
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define K(isa, fn) CAT(CAT(isa, _), CAT(NAME, fn))

static uint64_t rng = UINT64_C(0x2545F4914F6CDD1D);

static uint8_t *buffer(size_t n, size_t skew)
{ /* page-aligned plus a skew, so that buffers do not alias in the low 12 address bits */
    uint8_t *p;
    size_t i;
    if (posix_memalign((void **)&p, 4096, n + 8192))
        exit(2);
    p += skew;
    for (i = 0; i < n; i++)
        p[i] = (uint8_t)(hc_xorshift64(&rng) >> 24);
    return p;
}

static int bench_axpy(size_t len, int reps)
{
    static const char *const names[6] = {"c64_axpy", "avx2_axpy", "avx512_axpy", "c64_axpy2", "avx2_axpy2",
                                         "avx512_axpy2"};
    uint8_t *x0 = buffer(len, 64), *x1 = buffer(len, 1152), *y = buffer(len, 2240);
    const int calls = len >= 65536 ? 1 : (int)(65536 / len);
    hc_timing_t tm;
    HC_ROUNDS(&tm, 6, reps) {
        HC_LAP(&tm, 0, calls, K(c64, _axpy)(y, x0, 0x53, len));
        HC_LAP(&tm, 1, calls, K(avx2, _axpy)(y, x0, 0x53, len));
        HC_LAP(&tm, 2, calls, K(avx512, _axpy)(y, x0, 0x53, len));
        HC_LAP(&tm, 3, calls, K(c64, _axpy2)(y, x0, 0x53, x1, 0xca, len));
        HC_LAP(&tm, 4, calls, K(avx2, _axpy2)(y, x0, 0x53, x1, 0xca, len));
        HC_LAP(&tm, 5, calls, K(avx512, _axpy2)(y, x0, 0x53, x1, 0xca, len));
    }
    hc_json_begin();
    hc_json_medians(&tm, names, calls, 2);
    hc_json_end();
    return 0;
}

static int bench_ec(size_t k, size_t p, size_t len, int reps)
{
    static const char *const names[5] = {"c64", "avx2", "avx512", "isal", "isal_avx2"};
    uint8_t *coding = buffer(k * p, 0), **data = malloc(sizeof *data * k), **par[5];
    size_t i, j;
    int f;
    hc_timing_t tm;
    for (i = 0; i < k; i++)
        data[i] = buffer(len, 64 * (i % 61) + 64);
    for (f = 0; f < 5; f++) {
        par[f] = malloc(sizeof **par * p);
        for (j = 0; j < p; j++)
            par[f][j] = buffer(len, 64 * ((k + j + 7 * (size_t)f) % 61) + 64);
    }
#ifdef WITH_ISAL
    unsigned char *tables = malloc(32 * k * p);
    ec_init_tables((int)k, (int)p, coding, tables);
    ec_encode_data((int)len, (int)k, (int)p, tables, data, par[3]);
    ec_encode_data_avx2((int)len, (int)k, (int)p, tables, data, par[4]);
#endif
    K(c64, _ec_encode)(len, k, p, coding, data, par[0]);
    K(avx2, _ec_encode)(len, k, p, coding, data, par[1]);
    K(avx512, _ec_encode)(len, k, p, coding, data, par[2]);
    for (f = 1; f < NIMPL; f++)
        for (j = 0; j < p; j++)
            if (memcmp(par[0][j], par[f][j], len)) {
                fprintf(stderr, "ec_encode: %s differs from c64 in parity %zu\n", names[f], j);
                return 1;
            }
    HC_ROUNDS(&tm, NIMPL, reps) {
        HC_LAP(&tm, 0, 1, K(c64, _ec_encode)(len, k, p, coding, data, par[0]));
        HC_LAP(&tm, 1, 1, K(avx2, _ec_encode)(len, k, p, coding, data, par[1]));
        HC_LAP(&tm, 2, 1, K(avx512, _ec_encode)(len, k, p, coding, data, par[2]));
#ifdef WITH_ISAL
        HC_LAP(&tm, 3, 1, ec_encode_data((int)len, (int)k, (int)p, tables, data, par[3]));
        HC_LAP(&tm, 4, 1, ec_encode_data_avx2((int)len, (int)k, (int)p, tables, data, par[4]));
#endif
    }
    hc_json_begin();
    hc_json_medians(&tm, names, 1, 1);
    hc_json_end();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 4 && !strcmp(argv[1], "axpy"))
        return bench_axpy((size_t)atol(argv[2]), atoi(argv[3]));
    if (argc == 6 && !strcmp(argv[1], "ec"))
        return bench_ec((size_t)atol(argv[2]), (size_t)atol(argv[3]), (size_t)atol(argv[4]), atoi(argv[5]));
    fprintf(stderr, "usage: linalg_bench axpy LEN REPS | ec K P LEN REPS\n");
    return 2;
}
