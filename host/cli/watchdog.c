/* watchdog.c - `simtlab run` in a worker process, watched (run.h, watch.h).
 *
 * Why a process: a kernel that never ends, or a fill the driver never
 * completes (issue 24: NVIDIA's 1-byte fill of 2-4 GiB on an H100), blocks
 * the thread that waits for it inside the driver, and OpenCL has no way to
 * cancel a command. Only the end of the process that owns the context frees
 * the device. So the parent opens no device at all: it starts a worker,
 * reads what the worker says it is doing (watch.h), and when a step stays
 * silent past its allowance it kills the worker, records the case as hung
 * and starts a new worker that takes the rows so far and runs the cases
 * left. A worker whose device stopped answering (runner.c: sl_dev_alive
 * after a failed command) exits RUN_EXIT_RESTART and is replaced the same
 * way: a new process gets a new context.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "simtlab/limit.h"
#include "simtlab/watch.h"

/* ^C: the worker stops after the case in flight; past this, it is killed */
#define GRACE_S 10.0
/* workers in a row that ended hung, lost or dead without a verified row */
#define MAX_BAD_WORKERS 3

static volatile sig_atomic_t sig_first, sig_count;

static void on_signal(int sig)
{
    if (!sig_first)
        sig_first = sig;
    sig_count++;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef struct watch_state {
    run_job *job;
    sl_results rows;      /* every row a worker finished, and the hung ones */
    sl_profile prof;
    bool have_prof;
    sl_watch_reader rd;   /* bytes read from the worker, not yet a whole message */
    /* the step in flight */
    bool in_case, have_flight;
    sl_row flight;        /* its row as declared (params and all), when have_flight */
    char phase[16], suite[32], kernel[64], case_name[64];
    double allowed, deadline, since;
    sl_limit_clock clock; /* the step's start, for its CPU time on a CPU device (limit.h) */
    pid_t pid;            /* the worker */
    size_t verified_from; /* rows before this worker: did it verify any? */
} watch_state;

static void field(char *dst, size_t len, const char **p, const char *end)
{
    const char *tab = memchr(*p, '\t', (size_t)(end - *p));
    const char *stop = tab ? tab : end;
    size_t n = (size_t)(stop - *p);
    snprintf(dst, len, "%.*s", (int)(n < len ? n : len - 1), *p);
    *p = tab ? tab + 1 : end;
}

static void set_allowance(watch_state *st, const char *p, size_t n)
{
    char num[32];
    snprintf(num, sizeof num, "%.*s", (int)(n < sizeof num ? n : sizeof num - 1), p);
    double ms = strtod(num, NULL);
    st->allowed = ms > 0.0 ? ms / 1e3 : (double)st->job->watchdog_s;
    st->since = now_s();
    st->deadline = st->since + st->allowed;
    sl_limit_start(&st->clock, st->pid);
}

static void on_message(void *arg, char type, const char *p, size_t n)
{
    watch_state *st = arg;
    const char *end = p + n;
    switch (type) {
    case 'C':
        field(st->phase, sizeof st->phase, &p, end);
        field(st->suite, sizeof st->suite, &p, end);
        field(st->kernel, sizeof st->kernel, &p, end);
        field(st->case_name, sizeof st->case_name, &p, end);
        st->in_case = true;
        st->have_flight = false;
        set_allowance(st, p, (size_t)(end - p));
        break;
    case 'A': set_allowance(st, p, n); break;
    case 'R': cli_rows_from(p, n, &st->rows); break;
    case 'I': { /* the row the case in flight would make */
        char *text = malloc(n + 1);
        sl_results one = { 0 };
        sl_err e = { 0 };
        if (text) {
            memcpy(text, p, n);
            text[n] = '\0';
            if (sl_report_parse_json(text, &one, NULL, 0, &e) == SL_OK && one.n == 1) {
                st->flight = one.rows[0];
                st->have_flight = true;
            }
            free(text);
        }
        sl_results_free(&one);
        sl_err_clear(&e);
        break;
    }
    case 'S':
        for (size_t s = 0; s < st->job->n_suites; ++s)
            if (strlen(st->job->suites[s]->name) == n && memcmp(st->job->suites[s]->name, p, n) == 0)
                st->job->suite_done[s] = true;
        st->in_case = false;
        break;
    case 'P':
        if (n == sizeof st->prof) {
            memcpy(&st->prof, p, n);
            st->have_prof = true;
        }
        break;
    default: break;
    }
}

static bool second_signal(void *arg)
{
    (void)arg;
    return sig_count >= 2;
}

/* A failed row for the case in flight. */
static void fail_in_flight(watch_state *st, const char *why)
{
    sl_row r;
    if (st->have_flight && strcmp(st->flight.suite, st->suite) == 0 &&
        strcmp(st->flight.case_name, st->case_name) == 0) {
        r = st->flight;
    } else {
        sl_row_init(&r, st->suite, st->kernel);
        snprintf(r.case_name, sizeof r.case_name, "%s", st->case_name);
    }
    sl_row_fail(&r, why);
    if (sl_results_add(&st->rows, &r) != 0)
        fprintf(stderr, "simtlab: out of memory recording %s %s\n", st->suite, st->case_name);
}

/* The table of every suite not printed by a worker that has rows, then the
 * summary and the files: the end of a run whose last worker could not. */
static int finish_here(watch_state *st, int exit_code, int sig, bool lost)
{
    run_job *job = st->job;
    if (!st->have_prof) {
        fprintf(stderr, "simtlab: the device was never opened: no rows to write\n");
        return sig ? 128 + sig : exit_code ? exit_code : EXIT_DEVICE_LOST;
    }
    for (size_t s = 0; s < job->n_suites; ++s) {
        if (job->suite_done[s])
            continue;
        size_t first = st->rows.n;
        for (size_t i = 0; i < st->rows.n && first == st->rows.n; ++i)
            if (strcmp(st->rows.rows[i].suite, job->suites[s]->name) == 0)
                first = i;
        if (first == st->rows.n)
            continue;
        size_t end = first;
        while (end < st->rows.n && strcmp(st->rows.rows[end].suite, job->suites[s]->name) == 0)
            ++end;
        sl_results part = { .rows = st->rows.rows + first, .n = end - first, .cap = end - first };
        {
            sl_str head = { 0 };
            sl_str_printf(&head, "\n== %s: %s\n", job->suites[s]->name, job->suites[s]->summary);
            run_print(job, job->tab, sl_str_text(&head));
            sl_str_free(&head);
        }
        run_table(job, job->tab, &part, 0, &st->prof);
        job->suite_done[s] = true;
    }
    fflush(job->tab);
    return run_finish(job, &st->prof, &st->rows, exit_code, sig, lost);
}

static const char *sig_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGABRT: return "SIGABRT";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGKILL: return "SIGKILL";
    default: return "a signal";
    }
}

static size_t verified_since(const watch_state *st)
{
    size_t n = 0;
    for (size_t i = st->verified_from; i < st->rows.n; ++i)
        n += st->rows.rows[i].verified;
    return n;
}

/* In the forked worker: the signals as they were, the rows so far
 * carried over, then the run. Returns the worker's exit code. */
static int be_worker(watch_state *st, int fd, unsigned worker, const struct sigaction *old_int,
                     const struct sigaction *old_term)
{
    run_job *job = st->job;
    sigaction(SIGINT, old_int, NULL);
    sigaction(SIGTERM, old_term, NULL);
    sl_watch_reader_free(&st->rd);
    sl_watch_attach(fd, (double)job->watchdog_s);
    job->resumed = worker > 0;
    job->carried = &st->rows; /* run_worker takes them */
    int code = run_worker(job);
    sl_results_free(&st->rows);
    close(fd);
    return code;
}

/* Is the worker's device a CPU (its kernels run in the worker's threads)?
 * Not known before it has opened one. */
static bool cpu_device(const watch_state *st)
{
    return st->have_prof && (st->prof.type & CL_DEVICE_TYPE_CPU);
}

/* How watching one worker ended. */
typedef struct watch_end {
    bool eof;       /* the worker closed its pipe (it ended) */
    bool forwarded; /* a ^C or SIGTERM was passed on to it */
    bool hung;      /* a step stayed silent past its allowance */
} watch_end;

/* Read the worker's messages until it ends, a step outlives its allowance,
 * a forwarded signal's grace runs out, or a second signal comes. */
static watch_end watch_worker(watch_state *st, const sl_proc *c, int fd)
{
    const double floor_s = (double)st->job->watchdog_s;
    st->rd.len = 0;
    st->in_case = false;
    st->verified_from = st->rows.n;
    /* opening the device: at least SL_LIMIT_OPEN_S, whatever --watchdog says
     * (limit.h: --watchdog 2 called a GPU's first context a hang) */
    st->allowed = floor_s > SL_LIMIT_OPEN_S ? floor_s : SL_LIMIT_OPEN_S;
    st->since = now_s();
    st->deadline = st->since + st->allowed;
    st->pid = c->pid;
    sl_limit_start(&st->clock, st->pid);
    watch_end w = { false, false, false };
    double grace_end = 0.0;
    while (!w.eof) {
        if (sig_count >= 2)
            break;
        if (sig_first && !w.forwarded) {
            sl_proc_signal(c, sig_first);
            w.forwarded = true;
            grace_end = now_s() + GRACE_S;
        }
        const double until = w.forwarded ? grace_end : st->deadline;
        double left = until - now_s();
        int ms = left <= 0.0 ? 0 : left > 3600.0 ? 3600000 : (int)(left * 1e3) + 1;
        struct pollfd pfd = { .fd = fd, .events = POLLIN };
        int r = poll(&pfd, 1, ms);
        if (r < 0 && errno == EINTR)
            continue;
        if (r > 0) {
            w.eof = !sl_watch_read(&st->rd, fd, on_message, st);
            continue;
        }
        if (now_s() >= until) {
            /* on a CPU device the step's time is the worker's CPU time over
             * its CPUs, bounded by SL_LIMIT_WALL_FACTOR x its allowance of wall
             * time (limit.h): a busy machine stretches a case's wall time,
             * not its work, and is no hang */
            double wait_s = 0.0;
            if (!w.forwarded && cpu_device(st) && !sl_limit_check(&st->clock, true, st->allowed, &wait_s)) {
                st->deadline = now_s() + (wait_s > 0.05 ? wait_s : 0.05);
                continue;
            }
            w.hung = !w.forwarded;
            break;
        }
    }
    return w;
}

/* The table of the suite whose buffers hung while being prepared, now:
 * its next worker would hang there too, so the suite is done. */
static void close_hung_suite(watch_state *st)
{
    run_job *job = st->job;
    for (size_t s = 0; s < job->n_suites; ++s)
        if (strcmp(job->suites[s]->name, st->suite) == 0) {
            size_t first = st->rows.n;
            while (first > 0 && strcmp(st->rows.rows[first - 1].suite, st->suite) == 0)
                --first;
            sl_str head = { 0 };
            sl_str_printf(&head, "\n== %s: %s\n", st->suite, job->suites[s]->summary);
            run_print(job, job->tab, sl_str_text(&head));
            sl_str_free(&head);
            if (st->have_prof)
                run_table(job, job->tab, &st->rows, first, &st->prof);
            job->suite_done[s] = true;
        }
}

/* A worker silent past its allowance: killed; the case in flight a hung
 * row (CLI_GO_ON: a new worker runs the rest), or, while the device was being
 * opened, the end of the run (its exit code). */
static int on_hung(watch_state *st, sl_proc *c, const char *tty)
{
    run_job *job = st->job;
    const double silent = now_s() - st->since;
    fprintf(stderr,
            "%ssimtlab: %s %s hung: no answer for %.0f s (allowed %.0f s: --watchdog %u plus ten times what "
            "the step should take%s)%s\n",
            tty, st->in_case ? st->suite : "the worker", st->in_case ? st->case_name : "opening the device", silent,
            st->allowed, job->watchdog_s,
            cpu_device(st) ? ", of the worker's CPU time over its CPUs, or four times that of wall time" : "",
            st->in_case ? "; its process is stopped and the run goes on in a new one" : "");
    sl_proc_kill(c);
    if (!st->in_case)
        return finish_here(st, EXIT_DEVICE_LOST, 0, true);
    const bool preparing = strcmp(st->phase, "prepare") == 0;
    char why[256];
    snprintf(why, sizeof why, "hung: no answer for %.0f s (allowed %.0f s)%s; its process was stopped", silent,
             st->allowed,
             preparing ? " while the suite's buffers were prepared, so the suite's other cases did not run" : "");
    fail_in_flight(st, why);
    if (preparing)
        close_hung_suite(st);
    return CLI_GO_ON;
}

/* A worker that ended on its own: its exit code when it finished the run;
 * CLI_GO_ON when it asked for a replacement (RUN_EXIT_RESTART) or died of a
 * signal in a case (that case a failed row); else the end of the run here. */
static int on_worker_end(watch_state *st, sl_proc *c, const char *tty)
{
    /* it closed its pipe: its end within --watchdog, else (or on a second
     * signal) its group is killed */
    const int status = sl_proc_wait_for(c, (double)st->job->watchdog_s, second_signal, NULL);
    if (WIFEXITED(status) && WEXITSTATUS(status) != RUN_EXIT_RESTART)
        return WEXITSTATUS(status); /* the worker wrote everything */
    if (WIFSIGNALED(status) && sig_first && WTERMSIG(status) == sig_first) {
        /* the ^C or SIGTERM passed on, before the worker could catch it
         * (opening the device): the run was interrupted, its rows so far
         * written as such */
        return finish_here(st, 0, sig_first, false);
    }
    if (WIFSIGNALED(status)) {
        char why[256];
        snprintf(why, sizeof why, "the run's worker process died of %s (%d) during this case",
                 sig_name(WTERMSIG(status)), WTERMSIG(status));
        fprintf(stderr, "%ssimtlab: %s %s: %s\n", tty, st->suite, st->case_name, why);
        if (!st->in_case)
            return finish_here(st, EXIT_CHECK_FAILED, 0, false);
        fail_in_flight(st, why);
    }
    /* RUN_EXIT_RESTART: the worker sent the case's row itself */
    return CLI_GO_ON;
}

/* One worker, forked, watched and reaped: CLI_GO_ON when another should take
 * over, else the exit code of the run. In the worker itself, *in_worker is
 * set and the worker's exit code returned. */
static int one_worker(watch_state *st, unsigned worker, const struct sigaction *old_int,
                      const struct sigaction *old_term, bool *in_worker)
{
    const char *tty = isatty(STDERR_FILENO) ? "\r\033[K" : "";
    sl_proc c;
    const int started = cli_fork_watched(&c, "a worker (run with --watchdog 0 to run without one)");
    if (started < 0)
        return EXIT_CHECK_FAILED;
    if (started == SL_PROC_CHILD) {
        *in_worker = true;
        return be_worker(st, c.fd, worker, old_int, old_term);
    }
    const watch_end w = watch_worker(st, &c, c.fd);
    sl_proc_close(&c);
    if (sig_count >= 2) {
        sl_proc_kill(&c);
        fprintf(stderr, "\nsimtlab: stopped\n");
        return 128 + sig_first;
    }
    if (w.forwarded && !w.eof) { /* ^C, and the worker did not stop: stuck in the driver */
        fprintf(stderr, "%ssimtlab: the case in flight did not stop within %.0f s of the signal (stuck in the "
                        "driver); its process was killed\n", tty, GRACE_S);
        sl_proc_kill(&c);
        return finish_here(st, 0, sig_first, false);
    }
    return w.hung ? on_hung(st, &c, tty) : on_worker_end(st, &c, tty);
}

int run_watched(run_job *job)
{
    static watch_state st; /* static: a worker frees what it inherits of it */
    memset(&st, 0, sizeof st);
    st.job = job;
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int); /* no SA_RESTART: poll must return */
    sigaction(SIGTERM, &sa, &old_term);
    int bad_workers = 0, exit_code = EXIT_CHECK_FAILED;
    for (unsigned worker = 0;; ++worker) {
        bool in_worker = false;
        exit_code = one_worker(&st, worker, &old_int, &old_term, &in_worker);
        if (in_worker)
            return exit_code;
        if (exit_code != CLI_GO_ON)
            break;
        bad_workers = verified_since(&st) ? 1 : bad_workers + 1;
        if (bad_workers >= MAX_BAD_WORKERS) {
            fprintf(stderr, "simtlab: the device stopped answering in %d workers in a row with no verified row "
                            "between; the run ends here\n", bad_workers);
            exit_code = finish_here(&st, EXIT_DEVICE_LOST, 0, true);
            break;
        }
        fprintf(stderr, "simtlab: starting a new worker for the cases left\n");
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    sl_watch_reader_free(&st.rd);
    sl_results_free(&st.rows);
    return exit_code;
}
