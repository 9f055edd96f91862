/* <inttypes.h> for bare-metal Arm EABI: uint64_t is unsigned long long there. */
#ifndef HDRV_BM_INTTYPES_H
#define HDRV_BM_INTTYPES_H

#include <stdint.h>

#define PRId64 "lld"
#define PRIu64 "llu"
#define PRIx64 "llx"

#endif
