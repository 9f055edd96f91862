/*
 * keccak_x4_harness.c: the printed 4-way Keccak (gen/render/keccak.py) on inputs from stdin, for
 * tests/test_keccak_x4.py, which compares every output with hashlib's SHAKE.
 *
 * Compile with -I<dir of keccak_x4.inc> and the ISA's flags. stdin: records of
 *   rate (uint32, 168 or 136), inlen (uint32), nblocks (uint32), then four inputs of inlen bytes;
 * stdout: per record the four outputs of nblocks * rate bytes, state 0 first.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <immintrin.h>

#include "keccak_x4.inc"

static uint32_t read_u32(void) {
    uint8_t b[4];
    if (fread(b, 1, 4, stdin) != 4) {
        exit(0);
    }
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

int main(void) {
    for (;;) {
        uint32_t rate = read_u32(), inlen = read_u32(), nblocks = read_u32();
        uint8_t *in[4], *out[4], *cursor[4];
        const uint8_t *inputs[4];
        __m256i s[25];
        int j;
        if (rate != 168 && rate != 136) {
            fprintf(stderr, "bad rate %u\n", (unsigned)rate);
            return 1;
        }
        for (j = 0; j < 4; ++j) {
            in[j] = malloc(inlen + 1);
            out[j] = malloc((size_t)nblocks * rate + 1);
            if (in[j] == NULL || out[j] == NULL || fread(in[j], 1, inlen, stdin) != inlen) {
                fprintf(stderr, "short input\n");
                return 1;
            }
            inputs[j] = in[j];
            cursor[j] = out[j];
        }
        HARNESS_ABSORB(s, rate, inputs, inlen);
        HARNESS_SQUEEZE(cursor, nblocks, s, rate);
        for (j = 0; j < 4; ++j) {
            if (cursor[j] != out[j] + (size_t)nblocks * rate) {
                fprintf(stderr, "squeeze advanced out[%d] by %ld bytes\n", j, (long)(cursor[j] - out[j]));
                return 1;
            }
            fwrite(out[j], 1, (size_t)nblocks * rate, stdout);
            free(in[j]);
            free(out[j]);
        }
    }
}
