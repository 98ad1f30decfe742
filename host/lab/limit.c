/* limit.c - a lab check's time limits, charged so that a busy machine
 * does not stop a correct kernel (limit.h). */
#define _GNU_SOURCE
#include "simtlab/limit.h"

#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

double sl_limit_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double sl_limit_proc_cpu_s(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1.0;
    const size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* the command name (field 2) may hold spaces and ')': fields 3.. follow its last ')' */
    const char *p = strrchr(buf, ')');
    unsigned long long ut = 0, st = 0;
    long long cut = 0, cst = 0;
    /* fields 3..13 skipped; 14 utime, 15 stime, 16 cutime, 17 cstime, in clock ticks (proc(5)) */
    if (!p || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld", &ut, &st, &cut,
                     &cst) != 4)
        return -1.0;
    const long hz = sysconf(_SC_CLK_TCK);
    return (double)(ut + st + (unsigned long long)(cut > 0 ? cut : 0) + (unsigned long long)(cst > 0 ? cst : 0)) /
           (double)(hz > 0 ? hz : 100);
}

unsigned sl_limit_proc_ncpu(pid_t pid)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(pid, sizeof set, &set) != 0)
        return 1;
    const int n = CPU_COUNT(&set);
    return n > 0 ? (unsigned)n : 1;
}

void sl_limit_start(sl_limit_clock *c, pid_t pid)
{
    c->pid = pid;
    c->wall0 = sl_limit_now_s();
    c->cpu0 = sl_limit_proc_cpu_s(pid);
    c->ncpu = sl_limit_proc_ncpu(pid);
}

double sl_limit_charged_s(bool cpu_device, double wall_s, double cpu_s, unsigned ncpu)
{
    if (!cpu_device || cpu_s < 0.0)
        return wall_s;
    const double c = cpu_s / (double)(ncpu ? ncpu : 1);
    /* a tick's rounding, or a clock read a moment apart, can put it past the wall time */
    return c < wall_s ? c : wall_s;
}

bool sl_limit_past(bool cpu_device, double wall_s, double cpu_s, unsigned ncpu, double limit_s)
{
    return sl_limit_charged_s(cpu_device, wall_s, cpu_s, ncpu) > limit_s || wall_s > SL_LIMIT_WALL_FACTOR * limit_s;
}

bool sl_limit_check(const sl_limit_clock *c, bool cpu_device, double limit_s, double *wait_s)
{
    const double wall = sl_limit_now_s() - c->wall0;
    double cpu = -1.0;
    if (cpu_device && c->cpu0 >= 0.0) {
        const double now = sl_limit_proc_cpu_s(c->pid);
        cpu = now >= 0.0 ? now - c->cpu0 : -1.0;
    }
    const double charged = sl_limit_charged_s(cpu_device, wall, cpu, c->ncpu);
    const double by_charge = limit_s - charged, by_wall = SL_LIMIT_WALL_FACTOR * limit_s - wall;
    *wait_s = by_charge < by_wall ? by_charge : by_wall;
    return sl_limit_past(cpu_device, wall, cpu, c->ncpu, limit_s);
}
