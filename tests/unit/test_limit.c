/* test_limit.c - a lab check's time limits (limit.h): on a CPU device the
 * child's CPU time over its CPUs, never more than the wall time, so a
 * loaded machine's longer wall time does not stop a correct kernel; the
 * wall time on a GPU; the wall-time bound for a child that sleeps; and
 * the CPU time read from /proc for a real process. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "simtlab/limit.h"

/* A kernel that needs 2 s of both CPUs of an idle 2-CPU machine: on a
 * machine with two other CPU-bound programs per core it takes about 6 s of
 * wall time and still 4 s of CPU time: charged 2 s, under a limit of 5. */
static void test_loaded_machine_not_late(void **state)
{
    (void)state;
    assert_true(sl_limit_charged_s(true, 6.0, 4.0, 2) == 2.0);
    assert_false(sl_limit_past(true, 6.0, 4.0, 2, 5.0));
    /* the same wall time on a GPU is past it: the device's time is the wall time there */
    assert_true(sl_limit_charged_s(false, 6.0, 4.0, 2) == 6.0);
    assert_true(sl_limit_past(false, 6.0, 4.0, 2, 5.0));
}

/* An endless kernel on both CPUs is charged as the wall time on an idle
 * machine, and stopped once its CPU time over its CPUs passes the limit. */
static void test_endless_kernel_stopped(void **state)
{
    (void)state;
    assert_false(sl_limit_past(true, 4.9, 9.8, 2, 5.0));
    assert_true(sl_limit_past(true, 5.1, 10.2, 2, 5.0));
    /* loaded: a third of each core, 15.3 s of wall time for 5.1 s charged */
    assert_true(sl_limit_past(true, 15.3, 10.2, 2, 5.0));
}

/* Never more than the wall time (a clock tick's rounding), and the wall
 * time where the CPU time could not be read. */
static void test_charge_bounds(void **state)
{
    (void)state;
    assert_true(sl_limit_charged_s(true, 1.0, 2.5, 2) == 1.0);
    assert_true(sl_limit_charged_s(true, 3.0, -1.0, 2) == 3.0);
    assert_true(sl_limit_charged_s(true, 3.0, 3.0, 0) == 3.0); /* no CPU count: one */
}

/* A child that sleeps (a driver, a lock) or a kernel busy on one thread of
 * 64 is stopped by the wall-time bound: SL_LIMIT_WALL_FACTOR x the limit. */
static void test_wall_bound(void **state)
{
    (void)state;
    const double limit = 5.0, bound = SL_LIMIT_WALL_FACTOR * limit;
    assert_false(sl_limit_past(true, bound - 0.1, 0.0, 2, limit));
    assert_true(sl_limit_past(true, bound + 0.1, 0.0, 2, limit));
    assert_true(sl_limit_past(true, bound + 0.1, bound + 0.1, 64, limit));
}

/* /proc: this process's CPU time grows as it burns CPU; a reaped child's
 * counts too; a process that is gone reads -1. */
static void test_proc_cpu(void **state)
{
    (void)state;
    const double t0 = sl_limit_proc_cpu_s(getpid());
    assert_true(t0 >= 0.0);
    assert_true(sl_limit_proc_ncpu(getpid()) >= 1);
    const double w0 = sl_limit_now_s();
    volatile double x = 0.0;
    while (sl_limit_now_s() - w0 < 0.3)
        x += 1.0;
    const double t1 = sl_limit_proc_cpu_s(getpid());
    assert_true(t1 > t0); /* 0.3 s of wall time on a busy loop: some ticks, however loaded */
    pid_t pid = fork();
    if (pid == 0) {
        const double c0 = sl_limit_now_s();
        volatile double y = 0.0;
        while (sl_limit_now_s() - c0 < 0.3)
            y += 1.0;
        _exit(0);
    }
    assert_true(pid > 0);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(sl_limit_proc_cpu_s(getpid()) > t1);
    assert_true(sl_limit_proc_cpu_s(pid) < 0.0); /* reaped: gone */
    sl_limit_clock c;
    sl_limit_start(&c, getpid());
    double wait_s = 0.0;
    assert_false(sl_limit_check(&c, true, 100.0, &wait_s));
    assert_true(wait_s > 99.0 && wait_s <= 100.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_loaded_machine_not_late),
        cmocka_unit_test(test_endless_kernel_stopped),
        cmocka_unit_test(test_charge_bounds),
        cmocka_unit_test(test_wall_bound),
        cmocka_unit_test(test_proc_cpu),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
