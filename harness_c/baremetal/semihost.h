/* Arm semihosting calls (BKPT 0xAB) used by the bare-metal runtime; QEMU answers them with
 * -semihosting-config enable=on,target=native. */
#ifndef HDRV_SEMIHOST_H
#define HDRV_SEMIHOST_H

#include <stdint.h>

enum {
    SH_OPEN = 0x01,
    SH_CLOSE = 0x02,
    SH_WRITE = 0x05,
    SH_READ = 0x06,
    SH_SEEK = 0x0A,
    SH_FLEN = 0x0C,
    SH_CLOCK = 0x10,
    SH_GET_CMDLINE = 0x15,
    SH_EXIT_EXTENDED = 0x20,
};

static inline int32_t sh_call(int32_t op, const void *arg)
{
    register int32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ __volatile__("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

__attribute__((noreturn)) void sh_exit(int status);

#endif
