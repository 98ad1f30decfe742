/* limit.h - how long a phase of a lab check has run, against its limit
 * (--timeout, --speed-timeout), measured so that a busy machine does not
 * make a correct kernel late.
 *
 * The rule (docs/labs/README.md, "--timeout"):
 *   - on a CPU device (PoCL) the kernel runs in the checking process's own
 *     threads, so what it costs is that process's CPU time (all its
 *     threads, and children it reaped) divided by the CPUs it may run on.
 *     That is the work done, which other programs on the machine do not
 *     stretch, and it is never more than the wall time: on an idle machine
 *     a kernel that fitted in S seconds of wall time still fits;
 *   - on any other device (a GPU) it is the wall time: the kernel's time is
 *     the device's, which the check holds alone (devlock.h);
 *   - whatever the device, a phase is stopped after SL_LIMIT_WALL_FACTOR
 *     times its limit of wall time: a process that sleeps (a driver, a lock)
 *     or a kernel busy on one thread of many is bounded too.
 * The CLI retries a dataset stopped once before its time-out is a verdict.
 */
#ifndef SIMTLAB_LIMIT_H
#define SIMTLAB_LIMIT_H

#include <stdbool.h>
#include <sys/types.h>

/* 2 CPU-bound programs per core made a lab check 2.6 to 2.9x slower in
 * wall time, in the same CPU time (issue 41, a 2-core machine); 4x leaves
 * room for that and still stops an endless kernel within a few times its
 * limit. */
#define SL_LIMIT_WALL_FACTOR 4.0

/* Opening a device (and building a kernel on it) is allowed at least this
 * long, whatever the limit: a fresh NVIDIA H200 took 1.8 s to give its first
 * context, and more with other processes starting theirs; a lab check at
 * --timeout 2 on a busy GPU host called that a timeout (issue 41). */
#define SL_LIMIT_OPEN_S 30.0

/* A phase's start, for one watched process. */
typedef struct sl_limit_clock {
    pid_t pid;
    double wall0;   /* CLOCK_MONOTONIC, seconds */
    double cpu0;    /* the process's CPU time then; < 0 when it could not be read */
    unsigned ncpu;  /* the CPUs it may run on (its affinity mask), at least 1 */
} sl_limit_clock;

/* CLOCK_MONOTONIC in seconds. */
double sl_limit_now_s(void);

/* The CPU time of process pid in seconds: user and system time of every
 * thread, and of the children it has reaped (/proc/PID/stat). -1 when it
 * cannot be read (the process is gone, no /proc). */
double sl_limit_proc_cpu_s(pid_t pid);

/* The CPUs process pid may run on, at least 1. */
unsigned sl_limit_proc_ncpu(pid_t pid);

/* A phase of process pid starts now. */
void sl_limit_start(sl_limit_clock *c, pid_t pid);

/* The time charged against the limit (pure): cpu_s / ncpu on a CPU device
 * (never more than wall_s), else wall_s; wall_s where cpu_s < 0. */
double sl_limit_charged_s(bool cpu_device, double wall_s, double cpu_s, unsigned ncpu);

/* Is a phase past limit_s (pure)? Its charged time is, or its wall time is
 * past SL_LIMIT_WALL_FACTOR times the limit. */
bool sl_limit_past(bool cpu_device, double wall_s, double cpu_s, unsigned ncpu, double limit_s);

/* The phase begun at c, now: past limit_s? *wait_s: how long it cannot be
 * past it (the charged time grows at most as fast as the wall time), the
 * longest a watcher may sleep before asking again. */
bool sl_limit_check(const sl_limit_clock *c, bool cpu_device, double limit_s, double *wait_s);

#endif
