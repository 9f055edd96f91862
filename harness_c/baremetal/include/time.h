/* The part of <time.h> the harness drivers use, for bare metal: a monotonic clock with the
 * semihosting SYS_CLOCK resolution (10 ms). */
#ifndef HDRV_BM_TIME_H
#define HDRV_BM_TIME_H

typedef long time_t;
struct timespec {
    time_t tv_sec;
    long tv_nsec;
};
#define CLOCK_MONOTONIC 1
int clock_gettime(int clock, struct timespec *ts);

#endif
