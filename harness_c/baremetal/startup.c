/* Bare-metal start-up for the harness drivers on Cortex-M (QEMU mps2-an386): vector table,
 * .data copy and .bss clear, argv from the semihosting command line (QEMU's -append), and the
 * exit status through SYS_EXIT_EXTENDED, so the emulator exits with main's return value. */
#include <stdint.h>
#include <stdio.h>

#include "semihost.h"

extern uint32_t _estack, _sidata, _sdata, _edata, _sbss, _ebss;
int main(int argc, char **argv);

#define HDRV_MAX_ARGS 16

__attribute__((noreturn)) void sh_exit(int status)
{
    /* ADP_Stopped_ApplicationExit with the status as subcode: QEMU exits with that status */
    const uint32_t block[2] = {0x20026u, (uint32_t)status};
    hdrv_flush_stdio();
    sh_call(SH_EXIT_EXTENDED, block);
    for (;;)
        __asm__ __volatile__("wfi");
}

static int hdrv_split_args(char *line, char **argv)
{
    int argc = 0;
    while (*line && argc < HDRV_MAX_ARGS) {
        while (*line == ' ')
            *line++ = '\0';
        if (!*line)
            break;
        argv[argc++] = line;
        while (*line && *line != ' ')
            line++;
    }
    argv[argc] = 0;
    return argc;
}

__attribute__((noreturn)) void hdrv_reset(void)
{
    static char cmdline[1024];
    static char *argv[HDRV_MAX_ARGS + 1];
    uint32_t block[2] = {(uint32_t)(uintptr_t)cmdline, sizeof cmdline - 1};
    uint32_t *src = &_sidata, *dst = &_sdata;
    while (dst < &_edata)
        *dst++ = *src++;
    for (dst = &_sbss; dst < &_ebss; dst++)
        *dst = 0;
    if (sh_call(SH_GET_CMDLINE, block) != 0)
        cmdline[0] = '\0';
    sh_exit(main(hdrv_split_args(cmdline, argv), argv));
}

__attribute__((noreturn)) static void hdrv_fault(void)
{
    fputs("hard fault or unexpected exception\n", stderr);
    sh_exit(3);
}

/* initial SP, reset, then NMI, HardFault, MemManage, BusFault, UsageFault, 4 reserved, SVC,
 * DebugMon, reserved, PendSV, SysTick */
__attribute__((section(".isr_vector"), used)) void (*const hdrv_vectors[16])(void) = {
    (void (*)(void))(&_estack), hdrv_reset, hdrv_fault, hdrv_fault, hdrv_fault, hdrv_fault, hdrv_fault,
    0, 0, 0, 0, hdrv_fault, hdrv_fault, 0, hdrv_fault, hdrv_fault,
};
