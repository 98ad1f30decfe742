/* test_proc.c - the supervisor (proc.h) with real children: a stop kills
 * the child's whole group (a compiler's own children with it), a time
 * limit stops a child that sleeps, exit codes and signals read back, the
 * child's environment edited without touching ours, a child of this
 * program's own code talking over its pipe, /dev/null and a working
 * directory, a program that is not there (127), a child reaped behind
 * the supervisor's back (255, not a success). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "simtlab/proc.h"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* All the child wrote on fd until its end (at most cap - 1 bytes). */
static size_t read_all(int fd, char *buf, size_t cap)
{
    size_t n = 0;
    for (;;) {
        ssize_t r = read(fd, buf + n, cap - 1 - n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0 || (n += (size_t)r) == cap - 1)
            break;
    }
    buf[n] = '\0';
    return n;
}

/* One line (up to '\n') of fd, without it. */
static void read_line(int fd, char *buf, size_t cap)
{
    size_t n = 0;
    while (n + 1 < cap && read(fd, buf + n, 1) == 1 && buf[n] != '\n')
        ++n;
    buf[n] = '\0';
}

/* A child of a program, started: its sl_proc. */
static sl_proc start(const sl_proc_spec *s)
{
    sl_proc p;
    sl_err e = { 0 };
    assert_int_equal(sl_proc_start(&p, s, &e), SL_OK);
    assert_true(p.pid > 0);
    return p;
}

static sl_proc start_sh(const char *script, bool out_pipe)
{
    const char *argv[] = { "/bin/sh", "-c", script, NULL };
    const sl_proc_spec s = { .what = "a shell", .argv = argv, .in = SL_PROC_NULL, .out = -1, .err = -1,
                             .out_pipe = out_pipe };
    return start(&s);
}

/* The shell starts a sleep of its own, says its pid and waits: the kill
 * takes both (this process is their subreaper, so the orphaned sleep comes
 * back here to be reaped: it died of SIGKILL). */
static void test_kill_takes_the_group(void **state)
{
    (void)state;
    assert_int_equal(prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
    sl_proc p = start_sh("sleep 60 & echo $!; wait", true);
    char line[64];
    read_line(p.out_fd, line, sizeof line);
    const pid_t grandchild = (pid_t)atol(line);
    assert_true(grandchild > 0 && grandchild != p.pid);
    assert_true(sl_proc_alive(grandchild));
    const double t0 = now_s();
    const int status = sl_proc_kill(&p);
    assert_true(p.reaped && p.killed);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    assert_int_equal(sl_proc_exit_code(status), 128 + SIGKILL);
    int gs = 0;
    pid_t w = 0; /* killed with its group, it is back here within moments; a survivor would sleep on */
    for (int i = 0; i < 500 && (w = waitpid(grandchild, &gs, WNOHANG)) == 0; ++i)
        nanosleep(&(struct timespec){ 0, 20 * 1000000L }, NULL);
    assert_int_equal(w, grandchild);
    assert_true(WIFSIGNALED(gs) && WTERMSIG(gs) == SIGKILL);
    assert_true(now_s() - t0 < 10.0);
    assert_false(sl_proc_alive(grandchild));
    sl_proc_close(&p);
    assert_int_equal(p.out_fd, -1);
    prctl(PR_SET_CHILD_SUBREAPER, 0);
}

/* A time limit: a child that sleeps is stopped near it, not at its end. */
static void test_wait_for_stops_at_the_limit(void **state)
{
    (void)state;
    sl_proc p = start_sh("sleep 60", false);
    const double t0 = now_s();
    const int status = sl_proc_wait_for(&p, 0.3, NULL, NULL);
    const double took = now_s() - t0;
    assert_true(p.killed);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    assert_true(took >= 0.3 && took < 20.0);
    /* one that ends first is not killed: its code */
    sl_proc q = start_sh("exit 7", false);
    assert_int_equal(sl_proc_exit_code(sl_proc_wait_for(&q, 60.0, NULL, NULL)), 7);
    assert_false(q.killed);
}

static bool stop_now(void *arg)
{
    return ++*(int *)arg >= 3;
}

/* stop() ends the wait and the child, with no limit. */
static void test_wait_for_stop(void **state)
{
    (void)state;
    int calls = 0;
    sl_proc p = start_sh("sleep 60", false);
    const int status = sl_proc_wait_for(&p, -1.0, stop_now, &calls);
    assert_int_equal(calls, 3);
    assert_true(p.killed && WIFSIGNALED(status));
}

/* A signal reaches the child's group, and its handler's exit is its code. */
static void test_signal_group(void **state)
{
    (void)state;
    sl_proc p = start_sh("trap 'exit 42' TERM; echo ready; while :; do sleep 0.05; done", true);
    char line[16];
    read_line(p.out_fd, line, sizeof line);
    assert_string_equal(line, "ready");
    sl_proc_signal(&p, SIGTERM);
    assert_int_equal(sl_proc_exit_code(sl_proc_wait_for(&p, 30.0, NULL, NULL)), 42);
    assert_false(p.killed);
    sl_proc_close(&p);
    sl_proc_signal(&p, SIGTERM); /* reaped: nothing to signal, no harm */
}

/* The child's environment: one set, one unset; ours untouched. */
static void test_env_edits(void **state)
{
    (void)state;
    setenv("SL_PROC_GONE", "here", 1);
    const char *argv[] = { "/bin/sh", "-c", "echo \"${SL_PROC_NEW-none}/${SL_PROC_GONE-unset}\"", NULL };
    const char *env[] = { "SL_PROC_NEW=1", "SL_PROC_GONE", NULL };
    const sl_proc_spec s = { .argv = argv, .env = env, .in = -1, .out = -1, .err = -1, .out_pipe = true };
    sl_proc p = start(&s);
    char buf[64];
    read_all(p.out_fd, buf, sizeof buf);
    assert_string_equal(buf, "1/unset\n");
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 0);
    assert_string_equal(getenv("SL_PROC_GONE"), "here");
    assert_null(getenv("SL_PROC_NEW"));
    sl_proc_close(&p);
}

/* Without argv: this program's code in the child, its words through the pipe. */
static void test_fork_with_pipe(void **state)
{
    (void)state;
    sl_proc_spec s = { .what = "a worker", .in = -1, .out = -1, .err = -1, .msg_pipe = true };
    sl_proc p;
    sl_err e = { 0 };
    const int rc = sl_proc_start(&p, &s, &e);
    if (rc == SL_PROC_CHILD) {
        static const char hi[] = "hello from the child";
        const bool ok = write(p.fd, hi, sizeof hi - 1) == (ssize_t)(sizeof hi - 1) && getpgrp() == getpid();
        _exit(ok ? 3 : 9);
    }
    assert_int_equal(rc, SL_OK);
    char buf[64];
    read_all(p.fd, buf, sizeof buf);
    assert_string_equal(buf, "hello from the child");
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 3); /* 9: not a group of its own */
    sl_proc_close(&p);
}

/* stdout to /dev/null, stderr to a pipe; a working directory. */
static void test_streams_and_dir(void **state)
{
    (void)state;
    const char *argv[] = { "/bin/sh", "-c", "echo lost; pwd >&2", NULL };
    const sl_proc_spec s = { .argv = argv, .dir = "/tmp", .in = SL_PROC_NULL, .out = SL_PROC_NULL, .err = -1,
                             .err_pipe = true };
    sl_proc p = start(&s);
    assert_int_equal(p.out_fd, -1);
    char buf[64];
    read_all(p.err_fd, buf, sizeof buf);
    assert_string_equal(buf, "/tmp\n");
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 0);
    assert_true(sl_proc_done(&p)); /* reaped: done, at once */
    sl_proc_close(&p);
}

/* A program that is not there: 127, said on its stderr; found on PATH
 * with search_path. */
static void test_missing_program(void **state)
{
    (void)state;
    const char *argv[] = { "/nonexistent/simtlab-no-such-program", NULL };
    const sl_proc_spec s = { .argv = argv, .in = SL_PROC_NULL, .out = -1, .err = -1, .err_pipe = true };
    sl_proc p = start(&s);
    char buf[256];
    read_all(p.err_fd, buf, sizeof buf);
    assert_string_equal(buf, "simtlab: cannot run /nonexistent/simtlab-no-such-program: No such file or directory\n");
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 127);
    sl_proc_close(&p);
    const char *argv2[] = { "true", NULL };
    const sl_proc_spec s2 = { .argv = argv2, .search_path = true, .in = -1, .out = -1, .err = -1 };
    p = start(&s2);
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 0);
}

/* A child that cannot be waited for (reaped behind the supervisor's back)
 * ends as exit 255, never as a success (its exit was 0). */
static void test_lost_child_not_a_success(void **state)
{
    (void)state;
    sl_proc p = start_sh("exit 0", false);
    int st = 0;
    assert_int_equal(waitpid(p.pid, &st, 0), p.pid);
    assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    assert_true(sl_proc_done(&p));
    assert_int_equal(sl_proc_exit_code(p.status), 255);
    assert_int_equal(sl_proc_exit_code(sl_proc_wait(&p)), 255);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kill_takes_the_group), cmocka_unit_test(test_wait_for_stops_at_the_limit),
        cmocka_unit_test(test_wait_for_stop),        cmocka_unit_test(test_signal_group),
        cmocka_unit_test(test_env_edits),            cmocka_unit_test(test_fork_with_pipe),
        cmocka_unit_test(test_streams_and_dir),      cmocka_unit_test(test_missing_program),
        cmocka_unit_test(test_lost_child_not_a_success),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
