/* lab_check.c - `simtlab lab check N`: a student's kernel (or lab 8's
 * answer file) graded, in a child process the parent watches.
 *
 * The child opens the device and runs sl_lab_check (labcheck.h); it tells
 * the parent, through watch.h's messages, which dataset it starts and how
 * it went ('T'), every row ('R') and the device ('P'). The parent:
 *   - stops a dataset's correctness run after --timeout seconds and the
 *     speed phase after --speed-timeout (a slow speed phase never turns a
 *     correct answer into a FAIL), seconds as limit.h charges them (on a
 *     CPU device the child's CPU time: a busy machine does not make a
 *     correct kernel late), and runs a dataset stopped once more before
 *     its time-out is a verdict;
 *   - names a crash's cause (a store far past a buffer kills a CPU device's
 *     process) and counts every dataset: passed, failed, not run;
 *   - on SIGINT or SIGTERM kills the child at once and exits 130 / 143
 *     with what finished; the child dies with the parent too (its own
 *     process group, PR_SET_PDEATHSIG);
 *   - writes --json itself, so a crash, a time-out, a build error and a
 *     signal all leave a record;
 *   - on a CPU runs the first datasets again under oclgrind (races and
 *     out-of-bounds accesses, which a CPU run may not show), quoting the
 *     student's own line.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "lab_cli.h"
#include "simtlab/derive.h"
#include "simtlab/interrupt.h"
#include "simtlab/lab.h"
#include "simtlab/labcheck.h"
#include "simtlab/labmemcheck.h"
#include "simtlab/labstatic.h"
#include "simtlab/labstatus.h"
#include "simtlab/limit.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/report.h"
#include "simtlab/sha256.h"
#include "simtlab/slurp.h"
#include "simtlab/registry.h"
#include "simtlab/submission.h"
#include "simtlab/watch.h"

/* oclgrind runs the smallest datasets: it is 100x or more slower than PoCL */
#define OCLGRIND_DATASETS 2
/* oclgrind's time limit follows the datasets it runs again, not --timeout
 * alone (issue 42): OCLGRIND_SLOWDOWN x their native time (oclgrind
 * simulates each work-item: 100x to 1000x slower than PoCL, measured on
 * labs 2 to 6), at least OCLGRIND_FLOOR_S and OCLGRIND_DATASETS x
 * --timeout, and the native part at most OCLGRIND_CEIL_S, so a grade
 * stays bounded. docs/labs/README.md, "The memory check's time limit". */
#define OCLGRIND_SLOWDOWN 1000.0
#define OCLGRIND_FLOOR_S 60.0
#define OCLGRIND_CEIL_S 3600.0
/* ... and after a check on a GPU, whose native time says nothing of a CPU's
 * (oclgrind simulates on the host's CPU): at least this, as with the
 * default --timeout */
#define OCLGRIND_GPU_FLOOR_S 600.0

static unsigned n_datasets(const sl_lab *lab, unsigned limit)
{
    unsigned n = 0;
    while (n < SL_LAB_MAX_DATASETS && lab->datasets[n].label)
        ++n;
    return limit && limit < n ? limit : n;
}

static const char *role_of(const check_args *a)
{
    return a->solution ? "solution" : "student";
}

/* ---- the child's side ------------------------------------------------------ */

/* The check's heading: the lab, the file, the device. */
static void print_heading(const check_args *a, const sl_profile *p)
{
    /* within 100 columns: a long path or device name wraps under its text */
    char text[2048];
    printf("lab %02u: %s\n", a->lab->number, a->lab->title);
    snprintf(text, sizeof text, "%s, function %s%s", a->kernel, a->lab->entry,
             a->solution ? " (the reference solution)" : "");
    printf("kernel:");
    sl_report_wrap_at(stdout, text, 7, 100, 2);
    snprintf(text, sizeof text, "[%u:%u] %s (%s, %s), %s %u", p->platform_index, p->device_index, p->name,
             p->platform, p->driver, sl_dev_simd_word(p->vendor), p->simd_width);
    printf("device:");
    sl_report_wrap_at(stdout, text, 7, 100, 2);
    printf("\n");
}

/* The check itself, in this process: returns the exit code and fills t.
 * Forked (watch.h attached), it sends its rows, the device and the counts
 * to the parent; unforked, t keeps the rows. */
static int check_here(check_args *a, tallies *t)
{
    sl_err e = { 0 };
    sl_device dev;
    int rc = cli_dev_open(a->device, &dev, &e);
    if (rc != SL_OK) {
        int code = cli_fail(rc, &e);
        sl_err_clear(&e);
        return code;
    }
    const sl_profile *p = &dev.prof;
    /* The lock is taken where the device is opened: in the forked child,
     * whose end (a crash, the time limit's SIGKILL) releases it with the
     * context. The oclgrind pass after it runs on oclgrind's simulated
     * device, not on this one, so it needs no lock. */
    sl_devlock lock;
    if ((rc = cli_devlock(p, a->no_lock, &lock)) != 0) {
        sl_dev_close(&dev);
        return rc;
    }
    sl_watch_send('P', p, sizeof *p);
    t->prof = *p;
    t->have_prof = true;
    t->cpu = (p->type & CL_DEVICE_TYPE_CPU) != 0;
    if (!a->retry) /* a dataset run again after a time-out (check_in_child): the heading is above already */
        print_heading(a, p);
    fflush(stdout);
    /* no lab grades speed on a CPU: timed there only when asked; and only after every dataset passed (a
     * retry's datasets are the last ones: the ones before it are in earlier_failed) */
    a->o.speed = (a->speed == TRI_ON || (a->speed == TRI_AUTO && !t->cpu)) && !a->earlier_failed;
    a->o.speed_ungraded = a->o.speed && t->cpu;
    if (sl_watch_on())
        a->o.on_rows = cli_send_rows;
    sl_lab_verdict v;
    rc = sl_lab_check(a->lab, &dev, &a->o, stdout, &t->rows, &v, &e);
    int code = 0;
    if (rc != SL_OK) {
        code = rc == SL_E_INTR ? 128 + (sl_interrupted() ? sl_interrupted() : SIGINT) : cli_fail(rc, &e);
    } else {
        t->passed += v.passed;
        t->failed += v.failed;
        t->skipped += v.skipped;
        t->not_run += v.not_run;
        t->lost = v.lost;
        t->stopped_at = v.lost ? v.lost_at : 0;
        t->speed_missed = v.speed_graded && !v.speed_met;
        if (t->cpu && a->speed == TRI_AUTO && !a->datasets && !v.failed && !a->earlier_failed)
            printf("\nspeed: not timed on a CPU, where no lab grades it (--speed times it anyway, ungraded)\n");
    }
    char line[64];
    int n = snprintf(line, sizeof line, "counts %u %u %u %d %u %d", t->passed, t->failed, t->skipped,
                     t->speed_missed ? 1 : 0, t->not_run, t->lost ? 1 : 0);
    sl_watch_send('T', line, (size_t)n);
    sl_err_clear(&e);
    sl_dev_close(&dev);
    sl_devlock_release(&lock);
    return code;
}

/* ---- the parent's side ----------------------------------------------------- */

typedef struct child_view {
    int running;           /* the dataset in flight, -1 before the first */
    bool in_speed, counted;
    bool opening;          /* the child opens the device and builds the kernel: no dataset runs yet */
    unsigned passed, failed, skipped, not_run;
    bool speed_missed, lost;
    ds_state ds[SL_LAB_MAX_DATASETS];
    sl_watch_reader rd;
    sl_limit_clock clock;        /* the phase in flight: since when, the child's CPU time then */
    double stop_wall, stop_charged; /* a phase stopped: its wall time and charged time (limit.h) */
    unsigned prior_passed, prior_failed, prior_skipped; /* the datasets before a retry's first */
    bool retried;                /* a dataset stopped at its limit was run once more */
    double ds_t0[SL_LAB_MAX_DATASETS]; /* when each dataset started (lab_now_s) */
    double ds_s[SL_LAB_MAX_DATASETS];  /* its wall time, start to verdict; 0 where it did not finish */
} child_view;

double lab_now_s(void)
{
    return sl_limit_now_s(); /* one monotonic clock for every lab time (limit.h) */
}

static void on_tally(child_view *cv, const char *p, size_t n)
{
    char line[64];
    snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), p);
    unsigned i = 0;
    int missed = 0, lost = 0;
    if (sscanf(line, "start %u", &i) == 1 && i < SL_LAB_MAX_DATASETS) {
        cv->running = (int)i;
        cv->ds_t0[i] = lab_now_s();
        cv->opening = false;
        sl_limit_start(&cv->clock, cv->clock.pid);
    } else if (sscanf(line, "speed %u", &i) == 1) {
        cv->in_speed = true;
        cv->opening = false;
        cv->running = (int)i;
        sl_limit_start(&cv->clock, cv->clock.pid);
    } else if (sscanf(line, "counts %u %u %u %d %u %d", &cv->passed, &cv->failed, &cv->skipped, &missed, &cv->not_run,
                      &lost) == 6) {
        cv->counted = true;
        cv->lost = lost != 0;
        cv->speed_missed = missed != 0;
    } else if (sscanf(line, "pass %u", &i) == 1 && i < SL_LAB_MAX_DATASETS) {
        cv->ds[i] = DS_PASS;
        cv->ds_s[i] = cv->ds_t0[i] > 0.0 ? lab_now_s() - cv->ds_t0[i] : 0.0;
    } else if (sscanf(line, "fail %u", &i) == 1 && i < SL_LAB_MAX_DATASETS) {
        cv->ds[i] = DS_FAIL;
        cv->ds_s[i] = cv->ds_t0[i] > 0.0 ? lab_now_s() - cv->ds_t0[i] : 0.0;
    } else if (sscanf(line, "skip %u", &i) == 1 && i < SL_LAB_MAX_DATASETS) {
        cv->ds[i] = DS_SKIP;
        cv->ds_s[i] = cv->ds_t0[i] > 0.0 ? lab_now_s() - cv->ds_t0[i] : 0.0;
    }
}

typedef struct child_msgs {
    child_view *cv;
    tallies *t;
} child_msgs;

static void on_child_message(void *arg, char type, const char *payload, size_t plen)
{
    child_msgs *m = arg;
    if (type == 'T') {
        on_tally(m->cv, payload, plen);
    } else if (type == 'R') {
        cli_rows_from(payload, plen, &m->t->rows);
    } else if (type == 'A' && m->cv->opening) {
        sl_limit_start(&m->cv->clock, m->cv->clock.pid); /* waiting for the GPU's lock: no dataset's time runs yet */
    } else if (type == 'P' && plen == sizeof m->t->prof) {
        memcpy(&m->t->prof, payload, plen);
        m->t->have_prof = true;
        m->t->cpu = (m->t->prof.type & CL_DEVICE_TYPE_CPU) != 0;
    }
}

/* What a student can do about a check that died of sig. */
static const char *crash_cause(int sig)
{
    switch (sig) {
    case SIGSEGV:
    case SIGBUS:
        return "a read or write far outside a buffer: on a CPU device a kernel's stray access crashes the "
               "whole check. Look at every index near the end of a range, and the tail";
    case SIGABRT:
        return "memory next to a buffer was overwritten (the C library found its own records damaged): a "
               "store past the end of a buffer, usually in the tail or at a tile's edge; or the OpenCL "
               "driver stopped on an error of its own (its message, where it printed one, is in the log)";
    case SIGFPE: return "an integer division by zero";
    case SIGKILL: return "killed from outside, or out of memory";
    default: return "the kernel or the check stopped abnormally";
    }
}

/* The tallies from what the child said, when it could not say its counts. */
static void tally_from_view(const check_args *a, const child_view *cv, tallies *t, const char *in_flight_verdict,
                            const char *reason)
{
    const unsigned n = n_datasets(a->lab, a->datasets);
    /* from the first dataset asked for (--dataset K); a retry's changed
     * o.first is back by the verdict, and its view holds the earlier child's */
    for (unsigned i = a->o.first; i < n; ++i) {
        switch (cv->ds[i]) {
        case DS_PASS: t->passed++; break;
        case DS_FAIL: t->failed++; break;
        case DS_SKIP: t->skipped++; break;
        default:
            if ((int)i == cv->running && strcmp(in_flight_verdict, "not run") != 0) {
                t->failed++;
                (void)sl_lab_add_outcome(&t->rows, a->lab, i, role_of(a), a->o.seed, in_flight_verdict, reason);
            } else {
                t->not_run++;
                (void)sl_lab_add_outcome(&t->rows, a->lab, i, role_of(a), a->o.seed, "not run",
                                         "not run: the check stopped before this dataset");
            }
        }
    }
}

/* Read the child's messages into cv (and its rows into t) until it ends,
 * its phase outlives its time limit (*timed_out) or a signal comes.
 * Returns whether it ended (closed its pipe). The limit is charged as
 * limit.h says: on a CPU device (known once the child sent its profile)
 * the child's CPU time over its CPUs, else the wall time. */
static bool watch_check(const check_args *a, tallies *t, int fd, child_view *cv, bool *timed_out)
{
    bool eof = false;
    *timed_out = false;
    while (!eof && !sl_interrupted()) {
        double limit = cv->in_speed ? (double)a->speed_timeout_s : (double)a->timeout_s;
        if (cv->opening && limit < SL_LIMIT_OPEN_S) /* a GPU's first context is not the kernel's time (limit.h) */
            limit = SL_LIMIT_OPEN_S;
        const bool cpu = t->have_prof && t->cpu;
        double left = 0.0;
        if (sl_limit_check(&cv->clock, cpu, limit, &left)) {
            cv->stop_wall = sl_limit_now_s() - cv->clock.wall0;
            const double used = cpu && cv->clock.cpu0 >= 0.0 ? sl_limit_proc_cpu_s(cv->clock.pid) : -1.0;
            cv->stop_charged = sl_limit_charged_s(cpu, cv->stop_wall, used >= 0.0 ? used - cv->clock.cpu0 : -1.0,
                                                  cv->clock.ncpu);
            *timed_out = true;
            break;
        }
        /* the charged time grows no faster than the wall time: nothing to check before `left` */
        if (left < 0.01)
            left = 0.01;
        struct pollfd pfd = { .fd = fd, .events = POLLIN };
        int pr = poll(&pfd, 1, left > 3600.0 ? 3600000 : (int)(left * 1000.0) + 1);
        child_msgs m = { cv, t };
        if (pr > 0)
            eof = !sl_watch_read(&cv->rd, fd, on_child_message, &m);
    }
    return eof;
}

/* How a stopped phase's time was charged (limit.h), for the student who
 * thinks the kernel was merely slow. */
static void say_charged(const check_args *a, const tallies *t, const child_view *cv)
{
    if (t->have_prof && t->cpu)
        printf("        (on this CPU device the limit is the check's CPU time over its %u CPUs, which a busy\n"
               "        machine does not stretch: %.1f s of it, in %.1f s of wall time; and at most %.0f x --timeout\n"
               "        of wall time)\n",
               cv->clock.ncpu, cv->stop_charged, cv->stop_wall, SL_LIMIT_WALL_FACTOR);
    else
        printf("        (%.1f s of wall time, of a limit of %u s)\n", cv->stop_wall, a->timeout_s);
}

/* The check's verdict from how its child ended (status; timed_out) and
 * what it said (cv): the STOP, timeout or crash lines, the tallies, the
 * exit code. */
static int child_verdict(check_args *a, tallies *t, child_view *cv, int status, bool timed_out)
{
    const unsigned n = n_datasets(a->lab, a->datasets);
    const unsigned at = cv->running >= 0 ? (unsigned)cv->running : 0;
    if (sl_interrupted()) {
        t->sig = sl_interrupted();
        if (cv->running < 0) /* the device's lock, or its opening: no dataset had started */
            printf("\n  STOP  %s before the first dataset: the check was stopped\n",
                   t->sig == SIGTERM ? "SIGTERM" : "SIGINT");
        else
            printf("\n  STOP  %s during %s %u/%u (%s): the check was stopped\n", t->sig == SIGTERM ? "SIGTERM" : "SIGINT",
                   cv->in_speed ? "the speed phase of" : "dataset", at + 1, n, a->lab->datasets[at].label);
        tally_from_view(a, cv, t, "not run", "");
        return 128 + t->sig;
    }
    if (timed_out && cv->in_speed) {
        printf("\nspeed: still running after %u s (--speed-timeout), stopped: not measured. The datasets' "
               "verdicts above stand.\n",
               a->speed_timeout_s);
        tally_from_view(a, cv, t, "not run", "");
        return 0;
    }
    if (timed_out && cv->opening) {
        char why[256];
        snprintf(why, sizeof why, "the device did not open and build the kernel within %.0f s", SL_LIMIT_OPEN_S);
        printf("  FAIL  %u/%u  %s: %s: a kernel too big for the compiler, or a device that does not answer.\n",
               at + 1, n, a->lab->datasets[at].label, why);
        tally_from_view(a, cv, t, "timeout", why);
        t->timed_out = true;
        return EXIT_CHECK_FAILED;
    }
    if (timed_out) {
        char why[256];
        snprintf(why, sizeof why, "still running after %u s, stopped%s", a->timeout_s, cv->retried ? " twice" : "");
        printf("  FAIL  %u/%u  %s: %s.\n"
               "        A kernel that never finishes: check every loop's end condition, and that every\n"
               "        work-item reaches every barrier.\n",
               at + 1, n, a->lab->datasets[at].label, why);
        say_charged(a, t, cv);
        tally_from_view(a, cv, t, "timeout", why);
        t->timed_out = true;
        return EXIT_CHECK_FAILED;
    }
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        char why[512];
        snprintf(why, sizeof why, "the check died of SIG%s (%s) %s: %s", sigabbrev_np(sig) ? sigabbrev_np(sig) : "?",
                 strsignal(sig), cv->in_speed ? "while timing it" : "while running it", crash_cause(sig));
        printf("  FAIL  %u/%u  %s: %s.\n        To find the line: simtlab lab check %u --kernel %s --oclgrind "
               "(it runs the first datasets under oclgrind, which names the access)\n",
               at + 1, n, a->lab->datasets[at].label, why, a->lab->number, a->kernel);
        t->crashed = true;
        t->stopped_at = at + 1;
        if (cv->in_speed && cv->ds[at] == DS_PASS)
            cv->ds[at] = DS_NONE; /* its timed run crashed: the dataset failed after all */
        tally_from_view(a, cv, t, "crash", why);
        return EXIT_CHECK_FAILED;
    }
    if (cv->counted) { /* the child's counts: of the datasets it ran (a retry's, from the one stopped) */
        t->passed += cv->prior_passed + cv->passed;
        t->failed += cv->prior_failed + cv->failed;
        t->skipped += cv->prior_skipped + cv->skipped;
        t->not_run += cv->not_run;
        t->lost = t->lost || cv->lost;
        if (cv->lost && cv->running >= 0)
            t->stopped_at = at + 1;
        t->speed_missed = cv->speed_missed;
    } else {
        tally_from_view(a, cv, t, "fail", "the check ended without a verdict");
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : EXIT_CHECK_FAILED;
}

/* In the check's child: the build's current directory is a->workdir, an
 * empty directory of the grader's own, so a relative path the compiler
 * might resolve names nothing of the student's or the kit's; the kernel
 * directories named relative to where the check started are made
 * absolute first. */
static void enter_workdir(check_args *a)
{
    if (!a->workdir[0])
        return;
    static char kernels[PATH_MAX], env_kernels[PATH_MAX];
    if (a->o.kernels.cli && a->o.kernels.cli[0] != '/' && realpath(a->o.kernels.cli, kernels))
        a->o.kernels.cli = kernels;
    if (a->o.kernels.env && a->o.kernels.env[0] != '/' && realpath(a->o.kernels.env, env_kernels))
        a->o.kernels.env = env_kernels;
    /* and the variables, for whatever reads them later (the device's
     * settings, a child of this check: oclgrind runs simtlab again) */
    static const char *const vars[] = { "SIMTLAB_KERNEL_PATH", "SIMTLAB_DUMP_BINARIES" };
    for (size_t k = 0; k < sizeof vars / sizeof vars[0]; ++k) {
        const char *path = getenv(vars[k]);
        char abs[PATH_MAX];
        if (path && path[0] && path[0] != '/' && realpath(path, abs))
            setenv(vars[k], abs, 1);
    }
    if (chdir(a->workdir) != 0) {
        fprintf(stderr, "simtlab lab: cannot enter the build directory %s: %s\n", a->workdir, strerror(errno));
        _exit(EXIT_CHECK_FAILED);
    }
}

/* The files in the directory open as dfd, one level (nothing the check
 * makes is deeper), and then the directory itself, `name` in parent. */
static void remove_dir_files(int parent, const char *name, int dfd)
{
    DIR *d = fdopendir(dfd);
    if (!d) {
        close(dfd);
        return;
    }
    for (struct dirent *de = readdir(d); de; de = readdir(d))
        if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
            (void)unlinkat(dirfd(d), de->d_name, 0);
    closedir(d);
    (void)unlinkat(parent, name, AT_REMOVEDIR);
}

/* The build directory gone, with whatever a driver left in it. */
static void remove_workdir(check_args *a)
{
    sl_interrupt_rmdir_on_exit(NULL);
    const int dfd = open(a->workdir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dfd >= 0)
        remove_dir_files(AT_FDCWD, a->workdir, dfd);
    a->workdir[0] = '\0';
}

/* A build directory whose check was killed (SIGKILL: nothing of its own
 * could run) is removed by a later check: simtlab-build-PID-XXXXXX of
 * this user, PID gone and the directory an hour old (a PID of another
 * namespace sharing this /tmp may look gone; an hour is past any check's
 * limits). */
static void sweep_workdirs(const char *tmpdir)
{
    const int tfd = open(tmpdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *d = tfd >= 0 ? fdopendir(tfd) : NULL;
    if (!d) {
        if (tfd >= 0)
            close(tfd);
        return;
    }
    static const char prefix[] = "simtlab-build-";
    const time_t now = time(NULL);
    for (struct dirent *de = readdir(d); de; de = readdir(d)) {
        if (strncmp(de->d_name, prefix, sizeof prefix - 1) != 0)
            continue;
        char *end = NULL;
        errno = 0;
        const long pid = strtol(de->d_name + sizeof prefix - 1, &end, 10);
        if (errno || pid <= 0 || *end != '-' || pid == (long)getpid() || sl_proc_alive((pid_t)pid))
            continue;
        struct stat st;
        if (fstatat(dirfd(d), de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(st.st_mode) ||
            st.st_uid != geteuid() || now - st.st_mtime < 3600)
            continue;
        const int dfd = openat(dirfd(d), de->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (dfd >= 0)
            remove_dir_files(dirfd(d), de->d_name, dfd);
    }
    closedir(d);
}

/* The empty private directory one check's child builds in (a->workdir),
 * under $TMPDIR or /tmp, made just before the fork and gone when the
 * child is: a second ^C removes it too (interrupt.h), and a check killed
 * outright leaves it to sweep_workdirs. false when it cannot be made. */
static bool make_workdir(check_args *a)
{
    const char *tmpdir = getenv("TMPDIR");
    if (!tmpdir || tmpdir[0] != '/')
        tmpdir = "/tmp";
    sweep_workdirs(tmpdir);
    snprintf(a->workdir, sizeof a->workdir, "%.900s/simtlab-build-%ld-XXXXXX", tmpdir, (long)getpid());
    if (mkdtemp(a->workdir)) {
        sl_interrupt_rmdir_on_exit(a->workdir);
        return true;
    }
    fprintf(stderr, "simtlab lab: cannot make a build directory %s: %s\n", a->workdir, strerror(errno));
    a->workdir[0] = '\0';
    return false;
}

/* One run of check_here in a child, watched into cv (and t's rows):
 * whether it timed out, its status into *status. -1 when no child could
 * be started. */
static int run_child(check_args *a, tallies *t, child_view *cv, int *status, bool *timed_out)
{
    if (!make_workdir(a))
        return -1;
    sl_proc c;
    const int started = cli_fork_watched(&c, "the check");
    if (started < 0) {
        remove_workdir(a);
        return -1;
    }
    const int fd = c.fd;
    if (started == SL_PROC_CHILD) {
        sl_watch_attach(fd, (double)a->timeout_s);
        enter_workdir(a);
        tallies mine = { 0 };
        int code = check_here(a, &mine);
        sl_results_free(&mine.rows);
        fflush(stdout);
        _exit(code);
    }
    sl_limit_start(&cv->clock, c.pid);
    cv->opening = true;
    const bool eof = watch_check(a, t, fd, cv, timed_out);
    sl_proc_close(&c);
    /* a time limit or a signal: the child (its group) goes now */
    *status = eof ? sl_proc_wait(&c) : sl_proc_kill(&c);
    remove_workdir(a);
    sl_watch_reader_free(&cv->rd);
    fflush(stdout);
    return 0;
}

/* Run check_here in a child and watch it. A dataset stopped at its time
 * limit runs once more, in a new child, from that dataset on: a moment's
 * stall (a busy machine, a page-in) is not a hang, and a second stop is
 * the verdict. The speed phase is not run again: a slow one is "not
 * measured", never a failure. */
static int check_in_child(check_args *a, tallies *t)
{
    child_view cv = { .running = -1 };
    int status = 0;
    bool timed_out = false;
    if (run_child(a, t, &cv, &status, &timed_out) < 0)
        return EXIT_CHECK_FAILED;
    if (timed_out && !cv.in_speed && !cv.opening && !sl_interrupted() && cv.running >= 0) {
        const unsigned at = (unsigned)cv.running, n = n_datasets(a->lab, a->datasets);
        printf("  ....  %u/%u  %s: still running after %u s, stopped; run once more (a busy machine is not a "
               "hang)\n",
               at + 1, n, a->lab->datasets[at].label, a->timeout_s);
        say_charged(a, t, &cv);
        fflush(stdout);
        for (unsigned i = 0; i < at; ++i) {
            cv.prior_passed += cv.ds[i] == DS_PASS;
            cv.prior_failed += cv.ds[i] == DS_FAIL;
            cv.prior_skipped += cv.ds[i] == DS_SKIP;
        }
        const unsigned first = a->o.first;
        const bool earlier = a->earlier_failed;
        a->o.first = at;
        a->retry = true;
        a->earlier_failed = cv.prior_failed > 0;
        cv.retried = true;
        timed_out = false;
        const int rc = run_child(a, t, &cv, &status, &timed_out);
        a->o.first = first;
        a->retry = false;
        a->earlier_failed = earlier;
        if (rc < 0)
            return EXIT_CHECK_FAILED;
    }
    for (unsigned i = 0; i < OCLGRIND_DATASETS && i < SL_LAB_MAX_DATASETS; ++i)
        t->native_s += cv.ds_s[i];
    return child_verdict(a, t, &cv, status, timed_out);
}

/* ---- oclgrind ----------------------------------------------------------------- */

/* Is `name` an executable on PATH? */
static bool on_path(const char *name)
{
    const char *path = getenv("PATH");
    char buf[PATH_MAX];
    while (path && *path) {
        size_t len = strcspn(path, ":");
        if (len && len + strlen(name) + 2 < sizeof buf) {
            snprintf(buf, sizeof buf, "%.*s/%s", (int)len, path, name);
            if (access(buf, X_OK) == 0)
                return true;
        }
        path += len + (path[len] == ':');
    }
    return false;
}

/* oclgrind's log (open on fd, from its start) read for the student onto
 * stdout (labmemcheck.h). How many reports; the first's summary into
 * first, the outcome's kind into kind0, race set. */
static unsigned report_oclgrind(int fd, const check_args *a, char *first, size_t first_len, char *kind0,
                                size_t kind0_len, bool *race)
{
    *race = false;
    first[0] = '\0';
    int dup_fd = dup(fd);
    FILE *f = dup_fd >= 0 ? fdopen(dup_fd, "r") : NULL;
    if (!f) {
        if (dup_fd >= 0)
            close(dup_fd);
        return 0;
    }
    rewind(f);
    sl_memcheck_log r;
    sl_memcheck_log_read(f, a->kernel, a->source, a->source_len, stdout, &r);
    fclose(f);
    snprintf(first, first_len, "%s", r.first);
    if (r.kind[0])
        snprintf(kind0, kind0_len, "%s", r.kind);
    *race = r.race;
    return r.reports;
}

/* oclgrind's command line: this program's `lab check` of the first two
 * datasets (or of dataset only, from 1, alone), with the check's seed and
 * hidden datasets, run by oclgrind with its log at logpath. argv has room
 * for 32, num/datasets/seed/hidden hold the numbers' words. */
typedef struct ocl_words {
    const char *argv[32];
    char num[16], datasets[32], seed[40], hidden[40];
} ocl_words;

static void oclgrind_argv(const check_args *a, unsigned only, const char *logpath, const char *self, ocl_words *w)
{
    const char **argv = w->argv;
    int n = 0;
    snprintf(w->num, sizeof w->num, "%u", a->lab->number);
    argv[n++] = "oclgrind";
    argv[n++] = "--data-races";
    argv[n++] = "--uninitialized";
    argv[n++] = "--check-api";
    argv[n++] = "--build-options";
    argv[n++] = "-O0";
    argv[n++] = "--log";
    argv[n++] = logpath;
    argv[n++] = self;
    argv[n++] = "lab";
    argv[n++] = "check";
    argv[n++] = w->num;
    argv[n++] = "--kernel";
    argv[n++] = a->kernel;
    if (only)
        snprintf(w->datasets, sizeof w->datasets, "--dataset=%u", only);
    else
        snprintf(w->datasets, sizeof w->datasets, "--datasets=%u", OCLGRIND_DATASETS);
    argv[n++] = w->datasets;
    snprintf(w->seed, sizeof w->seed, "--seed=%llu", (unsigned long long)a->o.seed);
    argv[n++] = w->seed;
    if (a->hidden) {
        snprintf(w->hidden, sizeof w->hidden, "--hidden=%llu", (unsigned long long)a->hidden_seed);
        argv[n++] = w->hidden;
    }
    argv[n++] = "--no-speed";
    argv[n++] = "--no-fork";
    argv[n++] = "--no-oclgrind";
    argv[n++] = "--no-lock"; /* oclgrind's own simulated device: nothing shared to wait for */
    argv[n++] = "--memcheck-launch";
    if (a->o.kernels.cli) {
        argv[n++] = "--kernels";
        argv[n++] = a->o.kernels.cli;
    }
    argv[n] = NULL;
}

/* How oclgrind's run ended, besides its exit status. */
typedef enum ocl_end { OCL_EXITED, OCL_SIGNAL, OCL_TIMEOUT } ocl_end;

/* Wait for oclgrind's run, its status into *status. SIGINT and SIGTERM
 * are blocked meanwhile (the caller's doing) and polled here: one kills
 * oclgrind's process group (OCL_SIGNAL, *sig the signal, still pending for
 * the handler once the caller unblocks it); so does the time limit
 * (OCL_TIMEOUT). The child is always reaped before this returns. Its
 * time is charged as a CPU device's (limit.h): oclgrind simulates the
 * device in its own process, so a busy machine does not make it late. */
static ocl_end wait_oclgrind(sl_proc *c, double limit_s, int *status, int *sig)
{
    sl_limit_clock clock;
    sl_limit_start(&clock, c->pid);
    ocl_end end = OCL_EXITED;
    for (;;) {
        if (sl_proc_done(c)) {
            *status = c->status;
            break;
        }
        sigset_t pending;
        double wait_s = 0.0;
        if (end == OCL_EXITED && sigpending(&pending) == 0 &&
            (sigismember(&pending, SIGINT) || sigismember(&pending, SIGTERM))) {
            *sig = sigismember(&pending, SIGINT) ? SIGINT : SIGTERM;
            end = OCL_SIGNAL;
        } else if (end == OCL_EXITED && sl_interrupted()) { /* taken by a thread that does not block it */
            *sig = sl_interrupted();
            end = OCL_SIGNAL;
        } else if (end == OCL_EXITED && sl_limit_check(&clock, true, limit_s, &wait_s)) {
            end = OCL_TIMEOUT;
        }
        if (end != OCL_EXITED) { /* its group: oclgrind and what it started */
            *status = sl_proc_kill(c);
            break;
        }
        struct timespec ts = { 0, 20 * 1000000L };
        nanosleep(&ts, NULL);
    }
    return end;
}

/* oclgrind's verdict from its exit status and its log (open on lfd): PASS
 * on an empty log and exit 0, else FAIL with the reports. The exit code. */
static int oclgrind_verdict(check_args *a, tallies *t, int lfd, int status)
{
    struct stat st;
    bool clean = fstat(lfd, &st) == 0 && st.st_size == 0;
    char first[512] = "";
    t->oclgrind = -1;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
        snprintf(t->oclgrind_kind, sizeof t->oclgrind_kind, "oclgrind could not run");
        t->oclgrind_race = false;
        /* no verdict on the kernel: a grade says "not checked", not a memory error */
        snprintf(t->unchecked, sizeof t->unchecked, "oclgrind is not installed: not checked");
        t->oclgrind = 0;
        t->failed++;
        return EXIT_CHECK_FAILED;
    }
    if (clean && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        printf("  PASS  oclgrind: no report\n");
        t->oclgrind = 1;
        t->passed++;
        if ((t->crashed || t->lost) && t->stopped_at) { /* it ran that dataset: right answers, no report */
            t->device_fault = true;
            printf("\n  ????  the device failed on dataset %u, and under oclgrind the same dataset ran clean:\n"
                   "        right answers, no stray access, race or uninitialised read. Your kernel showed no\n"
                   "        error there; the device or its driver failed on it. A grade marks it for review\n"
                   "        (outcome \"device fault\"), not as your crash.\n",
                   t->stopped_at);
        }
        return 0;
    }
    printf("  FAIL  oclgrind reported:\n");
    unsigned n = report_oclgrind(lfd, a, first, sizeof first, t->oclgrind_kind, sizeof t->oclgrind_kind,
                                 &t->oclgrind_race);
    if (n > 1)
        printf("        (%u reports in all)\n", n);
    if (clean)
        printf("        (oclgrind's run of the check exited with status %d)\n",
               WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    t->failed++;
    (void)sl_lab_add_outcome(&t->rows, a->lab, SL_LAB_MAX_DATASETS, role_of(a), a->o.seed, "fail",
                             first[0] ? first : "oclgrind reported");
    return EXIT_CHECK_FAILED;
}

/* Run the first two datasets again under oclgrind, in this program's image,
 * without guard zones (oclgrind checks each buffer's own bounds): races,
 * out-of-bounds accesses and uninitialised reads.
 *
 * oclgrind's log is a file in a private directory ($TMPDIR or /tmp,
 * simtlab-oclgrind-XXXXXX) that it opens by name: a name, not /dev/fd/N of
 * an unlinked file, which only works where /proc resolves magic links to
 * the open file and elsewhere creates "NAME (deleted)" beside it. The file
 * and the directory are removed on every way out: a verdict, an exec that
 * failed, the time limit, and SIGINT/SIGTERM, which stay blocked until
 * they are gone (a second ^C, which exits at once, cannot come between). */
static int lab_check_oclgrind(check_args *a, tallies *t)
{
    if (t->timed_out) {
        printf("\noclgrind: not run: a dataset did not finish in time, and under oclgrind it would not "
               "either\n");
        return EXIT_CHECK_FAILED;
    }
    char self[PATH_MAX];
    ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
    if (sl <= 0) {
        fprintf(stderr, "simtlab lab: cannot find this program's path for oclgrind\n");
        return EXIT_CHECK_FAILED;
    }
    self[sl] = '\0';
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &old);
    int code = EXIT_CHECK_FAILED, lfd = -1, sig = 0;
    const char *tmpdir = getenv("TMPDIR");
    char dir[PATH_MAX], logpath[PATH_MAX + 8];
    snprintf(dir, sizeof dir, "%s/simtlab-oclgrind-XXXXXX", tmpdir && tmpdir[0] == '/' ? tmpdir : "/tmp");
    if (!mkdtemp(dir)) {
        fprintf(stderr, "simtlab lab: cannot make a temporary directory %s: %s\n", dir, strerror(errno));
        dir[0] = '\0';
        goto cleanup;
    }
    snprintf(logpath, sizeof logpath, "%s/log", dir);
    lfd = open(logpath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (lfd < 0) {
        fprintf(stderr, "simtlab lab: cannot make %s: %s\n", logpath, strerror(errno));
        goto cleanup;
    }
    /* after a crash or a lost device past the first two: the dataset it
     * stopped in, alone (is it the kernel's fault? issue 42 item 5) */
    const unsigned only = (t->crashed || t->lost) && t->stopped_at > OCLGRIND_DATASETS ? t->stopped_at
                          : a->o.first                                                ? a->o.first + 1 /* --dataset K */
                                                                                      : 0;
    if (only)
        printf("\noclgrind: dataset %u (%s) again, checked for races, out-of-bounds\n"
               "  accesses and uninitialised reads...\n", only,
               only == t->stopped_at ? "where the check stopped" : "--dataset");
    else
        printf("\noclgrind: the first two datasets again, checked for races, out-of-bounds accesses\n"
               "  and uninitialised reads...\n");
    fflush(stdout);
    /* stdout to /dev/null (the verdict is the log's); SIGINT and SIGTERM
     * unblocked in it as they were here; on oclgrind's simulated device, with
     * no guard zones (oclgrind checks each buffer's own bounds) */
    ocl_words w;
    oclgrind_argv(a, only, logpath, self, &w);
    static const char *const env[] = { "SIMTLAB_DEVICE", "SIMTLAB_GUARDS=0", NULL };
    const sl_proc_spec spec = { .what = "oclgrind", .who = "simtlab lab", .hint = "(Debian: apt-get install oclgrind)",
                                .argv = w.argv, .search_path = true, .env = env, .in = -1, .out = SL_PROC_NULL,
                                .err = -1, .mask = &old };
    sl_proc c;
    sl_err se = { 0 };
    if (sl_proc_start(&c, &spec, &se) != SL_OK) {
        fprintf(stderr, "simtlab lab: %s\n", se.msg);
        sl_err_clear(&se);
        goto cleanup;
    }
    int status = 0;
    const double limit_s = lab_oclgrind_limit_s(a->timeout_s, t->native_s, t->cpu);
    switch (wait_oclgrind(&c, limit_s, &status, &sig)) {
    case OCL_SIGNAL:
        break; /* the handler sees it once unblocked, below */
    case OCL_TIMEOUT:
        printf("  ....  oclgrind: still running after %.0f s (%s %.0f x the datasets' %.2f s natively, at\n"
               "        least %.0f s and %u x --timeout, at most %.0f s; its CPU time over its CPUs, at most %.0f x\n"
               "        that of wall time), stopped: not checked\n",
               limit_s, getenv("SIMTLAB_OCLGRIND_LIMIT_S") ? "SIMTLAB_OCLGRIND_LIMIT_S; else" : "the limit:",
               OCLGRIND_SLOWDOWN, t->native_s, OCLGRIND_FLOOR_S, OCLGRIND_DATASETS,
               fmax(OCLGRIND_CEIL_S, (double)a->timeout_s * OCLGRIND_DATASETS), SL_LIMIT_WALL_FACTOR);
        snprintf(t->unchecked, sizeof t->unchecked,
                 "the memory check (oclgrind) was stopped after %.0f s: not checked", limit_s);
        code = 0;
        break;
    case OCL_EXITED:
        code = oclgrind_verdict(a, t, lfd, status);
        break;
    }
cleanup:
    if (lfd >= 0)
        close(lfd);
    if (dir[0]) {
        unlink(logpath);
        rmdir(dir);
    }
    sigprocmask(SIG_SETMASK, &old, NULL); /* a pending ^C is handled here, as anywhere else */
    if (sig || sl_interrupted()) {
        t->sig = sl_interrupted() ? sl_interrupted() : sig;
        return 128 + t->sig;
    }
    return code;
}

/* ---- lab 8: answers ---------------------------------------------------------- */

/* This device's rows the lab names beside the model (an answer lab's
 * "measure" step, lab.h: lab 8's offsets 0, 4, 32, 64): % of the read
 * ceiling. Not graded; the model's columns, which some questions ask for,
 * only once every answer passed. */
static void measure_rows(const check_args *a, bool show_model, tallies *t)
{
    sl_err e = { 0 };
    sl_device dev;
    if (cli_dev_open(a->device, &dev, &e) != SL_OK) {
        printf("\nmeasure: no device (%s): the predictions above are graded without one\n", e.msg);
        sl_err_clear(&e);
        return;
    }
    const sl_profile *p = &dev.prof;
    sl_devlock lock; /* timed on a GPU: its turn, as a check's (check_here) */
    const int lrc = cli_devlock(p, a->no_lock, &lock);
    if (lrc != 0) {
        t->sig = lrc - 128;
        sl_dev_close(&dev);
        return;
    }
    t->prof = *p;
    t->have_prof = true;
    printf("\nmeasure (not graded): device [%u:%u] %s, %s %u\n", p->platform_index, p->device_index, p->name,
           sl_dev_simd_word(p->vendor), p->simd_width);
    fflush(stdout);
    if (sl_lab_measure(a->lab, &dev, a->o.kernels, show_model, stdout, &e) != SL_OK)
        printf("  could not measure: %s\n", e.msg);
    sl_err_clear(&e);
    sl_dev_close(&dev);
    sl_devlock_release(&lock);
}

/* An answer lab: grade the file against the model, then measure. */
static int check_answers(check_args *a, tallies *t)
{
    sl_err e = { 0 };
    if (!a->source && lab_read_kernel(a, false, &e) != SL_OK) /* an answer file is a page of text: at most 64 KiB */
        return cli_fail(SL_E_USAGE, &e);
    const char *text = a->source;
    printf("lab %02u: %s\nanswers: %s%s\n\n", a->lab->number, a->lab->title, a->kernel,
           a->solution ? " (the reference answers)" : "");
    const size_t from = t->rows.n;
    sl_lab_grade_answers(a->lab, text, stdout, &t->passed, &t->failed, &t->rows);
    for (size_t i = from; i < t->rows.n; ++i) {
        sl_kv_str(&t->rows.rows[i].metrics, SL_LAB_M_ROLE, role_of(a));
        char path[1024], sha[17];
        sl_err ie = { 0 };
        if (sl_prog_identify(a->kernel, a->o.kernels, path, sizeof path, sha, &ie) == SL_OK)
            sl_results_set_source(&t->rows, i, path, sha);
        sl_err_clear(&ie);
    }
    fflush(stdout);
    if (a->speed != TRI_OFF)
        measure_rows(a, t->failed == 0, t);
    return 0;
}

/* ---- status files ---------------------------------------------------------- */

/* an answer file is a page of text: a 3 GB one is not read whole */
#define ANSWERS_MAX_BYTES (64 * 1024)

int lab_read_kernel(check_args *a, bool follow, sl_err *e)
{
    lab_free_kernel(a);
    const bool answers = sl_lab_is_answers(a->lab);
    const char *what = answers ? "answer file" : "kernel file";
    const size_t max = answers ? ANSWERS_MAX_BYTES : SL_SUB_MAX_BYTES;
    struct stat st;
    if (answers && stat(a->kernel, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > (off_t)max)
        return sl_err_set(e, SL_E_USAGE, "%s is %lld bytes: an answer file is at most 64 KiB", a->kernel,
                          (long long)st.st_size);
    const int rc = follow ? sl_slurp(a->kernel, what, max, &a->source, &a->source_len, e)
                          : sl_slurp_nofollow(a->kernel, what, max, &a->source, &a->source_len, e);
    a->text = (sl_prog_text){ .path = a->kernel, .text = a->source, .len = a->source_len };
    return rc;
}

void lab_free_kernel(check_args *a)
{
    free(a->source);
    a->source = NULL;
    a->source_len = 0;
    memset(&a->text, 0, sizeof a->text);
    a->o.kernel_text = NULL;
}

/* The status `lab list` shows (labstatus.h), of the bytes checked. */
static void write_status(const check_args *a, const tallies *t)
{
    char sp[1024], hex[SL_SHA256_HEX], line[160];
    lab_status_path(a->lab, sp, sizeof sp);
    if (a->source) /* the bytes checked, not the file read again */
        sl_sha256_hex(a->source, a->source_len, hex);
    else
        sl_lab_file_sha256(a->kernel, hex);
    sl_lab_status_line(t->passed, t->failed, t->not_run != 0, t->speed_missed, line, sizeof line);
    (void)sl_lab_status_write(sp, line, hex, stderr);
}

/* ---- the check ---------------------------------------------------------------- */

static void write_json(check_args *a, tallies *t)
{
    if (!a->json_path)
        return;
    if (!t->have_prof && sl_lab_is_answers(a->lab)) { /* graded against the model alone */
        memset(&t->prof, 0, sizeof t->prof);
        snprintf(t->prof.name, sizeof t->prof.name, "none (answers graded against the model)");
        t->prof.simd_width_source = "none";
        t->have_prof = true;
    }
    if (!t->have_prof) {
        fprintf(stderr, "simtlab lab: no device was opened: %s is not written\n", a->json_path);
        return;
    }
    sl_run_info info;
    sl_run_info_now(&info, a->argc, a->argv, SIMTLAB_VERSION);
    info.interrupted = t->sig;
    sl_err e = { 0 };
    if (sl_report_write_json(&a->json_out, &info, &t->prof, &t->rows, &e) != SL_OK)
        (void)cli_fail(SL_E_IO, &e);
    else if (!sl_out_to_stdout(&a->json_out))
        printf("wrote %s\n", a->json_path);
    sl_err_clear(&e);
}

static bool built_with_asan(void)
{
#if defined(__SANITIZE_ADDRESS__)
    return true;
#else
    return false;
#endif
}

double lab_oclgrind_limit_s(unsigned timeout_s, double native_s, bool cpu)
{
    /* tests only: a limit short enough to reach in seconds (tests/cli/test_grade.sh) */
    const char *env = getenv("SIMTLAB_OCLGRIND_LIMIT_S");
    char *end = NULL;
    const double forced = env && *env ? strtod(env, &end) : 0.0;
    if (env && *env && end && !*end && forced > 0.0 && forced <= OCLGRIND_CEIL_S)
        return forced;
    double limit = fmin(OCLGRIND_SLOWDOWN * (native_s > 0.0 ? native_s : 0.0), OCLGRIND_CEIL_S);
    limit = fmax(limit, cpu ? OCLGRIND_FLOOR_S : OCLGRIND_GPU_FLOOR_S);
    return fmax(limit, (double)timeout_s * OCLGRIND_DATASETS);
}

bool lab_oclgrind_expected(const check_args *a, bool cpu)
{
    if (sl_lab_is_answers(a->lab) || a->oclgrind == TRI_OFF)
        return false;
    return a->oclgrind == TRI_ON || (!built_with_asan() && (cpu || on_path("oclgrind")));
}

bool lab_oclgrind_runs(const check_args *a)
{
    /* oclgrind simulates its own device on the host's CPU, whatever device the check ran on */
    if (sl_lab_is_answers(a->lab) || a->oclgrind == TRI_OFF)
        return false;
    return a->oclgrind == TRI_ON || (on_path("oclgrind") && !built_with_asan());
}

/* A kernel holding a refused directive (submission.h): a build error on
 * every dataset, nothing built, nothing run. */
static void refuse_source(const check_args *a, tallies *t, const sl_sub_refusal *r)
{
    char why[512];
    sl_sub_refusal_text(r, why, sizeof why);
    printf("lab %02u: %s\nkernel: %s, function %s\n\n  FAIL  build: %s\n", a->lab->number, a->lab->title,
           a->kernel, a->lab->entry, why);
    const unsigned n = n_datasets(a->lab, a->datasets);
    t->refused = true;
    for (unsigned i = a->o.first; i < n; ++i) {
        t->failed++;
        (void)sl_lab_add_outcome(&t->rows, a->lab, i, role_of(a), a->o.seed, "build error", why);
    }
}

/* The check itself: answers graded, or the kernel scanned, then run in
 * its child (or here, --no-fork) from the bytes read. */
static int check_source(check_args *a, tallies *t)
{
    if (sl_lab_is_answers(a->lab))
        return check_answers(a, t);
    sl_err e = { 0 };
    if (!a->source && lab_read_kernel(a, a->solution, &e) != SL_OK)
        return cli_fail(SL_E_USAGE, &e);
    a->text.path = a->kernel; /* the runner builds these bytes for this path (kernel_file) only */
    a->o.kernel_text = &a->text;
    sl_sub_refusal r;
    if (sl_sub_scan(a->source, a->source_len, &r)) {
        refuse_source(a, t, &r);
        return EXIT_CHECK_FAILED;
    }
    if (!a->fork)
        return check_here(a, t);
    return check_in_child(a, t);
}

/* The static check (host/lab/static_check.c) of a's bytes, counted in t
 * where this device grades it. 0, or 128 + the signal that stopped it. */
static int static_check(const check_args *a, tallies *t)
{
    const sl_offline_env env = cli_offline_env();
    const sl_lab_static_in in = { .lab = a->lab, .kernel = a->kernel, .source = a->source,
                                  .source_len = a->source_len, .kernels = a->o.kernels,
                                  .tmpdir = getenv("TMPDIR"), .env = &env,
                                  .graded = sl_lab_static_graded(a->lab, t->cpu) };
    sl_lab_static_result r;
    const int rc = sl_lab_static_check(&in, stdout, &r);
    t->static_check = (int)r.state;
    snprintf(t->static_msg, sizeof t->static_msg, "%s", r.msg);
    if (r.state == SL_LAB_STATIC_PASS) {
        t->passed++;
    } else if (r.state == SL_LAB_STATIC_FAIL) {
        t->failed++;
        (void)sl_lab_add_outcome(&t->rows, a->lab, SL_LAB_MAX_DATASETS, a->solution ? "solution" : "student",
                                 a->o.seed, "fail", t->static_msg);
    }
    if (rc == SL_E_INTR) {
        t->sig = sl_interrupted() ? sl_interrupted() : SIGINT;
        return 128 + t->sig;
    }
    return 0;
}

int lab_check_core(check_args *a, tallies *t)
{
    int code = check_source(a, t);
    if (code == EXIT_USAGE || code == EXIT_NO_DEVICE)
        return code;
    /* oclgrind when every dataset passed (a race or a stray access a CPU run
     * did not show), after a crash (a signal, or a kernel that stopped the
     * device: it names the line), or when asked */
    const bool ran_clean = t->failed == 0 && code == 0;
    /* the static check once the answers are right (labs 2 and 3); a check
     * of some datasets (--datasets: oclgrind's own run) leaves it out */
    if (code < 128 && ran_clean && a->lab->static_bytes && !a->datasets && !sl_lab_is_answers(a->lab)) {
        const int st = static_check(a, t);
        if (st >= 128)
            code = st;
        else if (t->static_check == SL_LAB_STATIC_FAIL)
            code = EXIT_CHECK_FAILED;
    }
    if (code < 128 && !sl_lab_is_answers(a->lab) && !t->refused &&
        (ran_clean || t->crashed || t->lost || a->oclgrind == TRI_ON)) {
        const bool asan = built_with_asan();
        if (lab_oclgrind_runs(a)) {
            const int ocl = lab_check_oclgrind(a, t);
            if (ocl != 0) /* a clean oclgrind run does not undo a failed dataset */
                code = ocl;
        }
        else if (a->oclgrind == TRI_AUTO && t->cpu)
            printf("\nrace check: not run (%s): a missing barrier may pass some runs on a CPU\n",
                   asan ? "this simtlab is built with AddressSanitizer, which oclgrind cannot run under"
                        : "oclgrind is not installed; Debian: apt-get install oclgrind");
        if (ran_clean && lab_oclgrind_expected(a, t->cpu) && !lab_oclgrind_runs(a))
            snprintf(t->unchecked, sizeof t->unchecked, "oclgrind is not installed: not checked");
    }
    if (t->sig)
        code = 128 + t->sig;
    char not_run[32] = "";
    if (t->not_run) /* every dataset is counted: a crash, a time-out or a signal leaves some not run */
        snprintf(not_run, sizeof not_run, ", %u not run", t->not_run);
    printf("\nlab%02u: %u passed, %u failed%s%s%s\n", a->lab->number, t->passed, t->failed, not_run,
           t->skipped ? " (some datasets skipped: see above)" : "",
           t->speed_missed ? (a->strict ? "; speed target missed (--strict: a failure)" : "; speed target missed")
                           : "");
    if (code == 0 && (t->failed || (a->strict && t->speed_missed)))
        code = EXIT_CHECK_FAILED;
    return code;
}

static int lab_check(check_args *a)
{
    tallies t = { 0 };
    int code = lab_check_core(a, &t);
    if (code == EXIT_USAGE || code == EXIT_NO_DEVICE) {
        sl_results_free(&t.rows);
        return code;
    }
    if (a->kernel[0] && !a->solution && !t.sig && !a->no_status && !a->hidden) {
        char def[1024];
        lab_default_kernel(a->lab, "./" LAB_DEFAULT_DIR, def, sizeof def);
        if (strcmp(def, a->kernel) == 0)
            write_status(a, &t);
    }
    write_json(a, &t);
    sl_results_free(&t.rows);
    return code;
}

enum { O_KERNEL = 256, O_SOLUTION, O_STRICT, O_OCLGRIND, O_NO_OCLGRIND, O_TIMEOUT, O_SPEED_TIMEOUT, O_JSON, O_FORCE,
       O_KERNELS, O_SEED, O_DATASETS, O_SPEED, O_NO_SPEED, O_NO_FORK, O_NO_LOCK, O_HIDDEN, O_MEMCHECK_LAUNCH,
       O_DATASET };

/* getopt's option c with its optarg into a (--kernel into *kernel): 0,
 * with *rc set when a value does not parse (e says why); -1 for --help;
 * else the exit code. */
static int check_option(check_args *a, int c, const char **kernel, int *rc, sl_err *e)
{
    uint64_t v;
    switch (c) {
    case O_KERNEL:
        /* a second file would be checked in place of the first, silently */
        if (*kernel)
            return lab_usage_error("--kernel is given twice (again as '%s'); a check grades one file%s", optarg, "");
        *kernel = optarg;
        break;
    case O_SOLUTION: a->solution = true; break;
    case 'd': a->device = optarg; break;
    case O_STRICT: a->strict = true; break;
    case O_OCLGRIND: a->oclgrind = TRI_ON; break;
    case O_NO_OCLGRIND: a->oclgrind = TRI_OFF; break;
    case O_TIMEOUT:
        *rc = sl_parse_u64(optarg, 1, 86400, "--timeout", &v, e);
        a->timeout_s = (unsigned)v;
        break;
    case O_SPEED_TIMEOUT:
        *rc = sl_parse_u64(optarg, 1, 86400, "--speed-timeout", &v, e);
        a->speed_timeout_s = (unsigned)v;
        break;
    case O_JSON:
        if (a->json_path)
            return lab_usage_error("--json is given twice (again as '%s'); a check writes one JSON file%s", optarg,
                                   "");
        a->json_path = optarg;
        break;
    case O_FORCE: a->force = true; break;
    case O_KERNELS: a->o.kernels.cli = optarg; break;
    case O_SEED: *rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &a->o.seed, e); break;
    case O_DATASETS:
        *rc = sl_parse_u64(optarg, 1, SL_LAB_MAX_DATASETS, "--datasets", &v, e);
        a->datasets = (unsigned)v;
        break;
    case O_DATASET: /* dataset K alone: the first K, from K */
        *rc = sl_parse_u64(optarg, 1, SL_LAB_MAX_DATASETS, "--dataset", &v, e);
        a->datasets = (unsigned)v;
        a->o.first = (unsigned)v - 1;
        break;
    case O_SPEED: a->speed = TRI_ON; break;
    case O_NO_SPEED: a->speed = TRI_OFF; break;
    case O_NO_FORK: a->fork = false; break;
    case O_NO_LOCK: a->no_lock = true; break;
    case O_MEMCHECK_LAUNCH: a->o.memcheck_launch = true; break;
    case O_HIDDEN:
        *rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--hidden", &a->hidden_seed, e);
        a->hidden = true;
        break;
    case 'h': lab_usage(stdout); return -1;
    default: return EXIT_USAGE;
    }
    return 0;
}

void lab_check_defaults(check_args *a)
{
    a->fork = true;
    a->speed = a->oclgrind = TRI_AUTO;
    a->timeout_s = LAB_DEFAULT_TIMEOUT_S;
    a->speed_timeout_s = LAB_DEFAULT_SPEED_TIMEOUT_S;
    a->o.seed = 1;
    a->o.solutions_dir = cli_solutions_dir();
    a->o.kernels = cli_kernel_dirs(NULL);
}

int lab_check_hide(check_args *a)
{
    if (!a->hidden)
        return 0;
    sl_err e = { 0 };
    if (sl_lab_is_answers(a->lab))
        return lab_usage_error("lab %s grades an answer file: --hidden is for kernel labs%s", a->lab->slug, "");
    if (sl_lab_with_hidden(a->lab, a->hidden_seed, &a->hid, &e) != SL_OK)
        return cli_fail(SL_FAIL, &e);
    a->lab = &a->hid.lab;
    return 0;
}

/* The options into a (the defaults first), --kernel into *kernel: 0, -1
 * for --help, else the exit code. */
static int check_options(int argc, char **argv, check_args *a, const char **kernel)
{
    static const struct option longopts[] = {
        { "kernel", required_argument, NULL, O_KERNEL },   { "solution", no_argument, NULL, O_SOLUTION },
        { "device", required_argument, NULL, 'd' },        { "strict", no_argument, NULL, O_STRICT },
        { "oclgrind", no_argument, NULL, O_OCLGRIND },     { "no-oclgrind", no_argument, NULL, O_NO_OCLGRIND },
        { "timeout", required_argument, NULL, O_TIMEOUT }, { "speed-timeout", required_argument, NULL, O_SPEED_TIMEOUT },
        { "json", required_argument, NULL, O_JSON },       { "force", no_argument, NULL, O_FORCE },
        { "kernels", required_argument, NULL, O_KERNELS }, { "seed", required_argument, NULL, O_SEED },
        { "datasets", required_argument, NULL, O_DATASETS }, { "speed", no_argument, NULL, O_SPEED },
        { "no-speed", no_argument, NULL, O_NO_SPEED },     { "no-fork", no_argument, NULL, O_NO_FORK },
        { "no-lock", no_argument, NULL, O_NO_LOCK },       { "hidden", required_argument, NULL, O_HIDDEN },
        { "memcheck-launch", no_argument, NULL, O_MEMCHECK_LAUNCH }, { "dataset", required_argument, NULL, O_DATASET },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    sl_err e = { 0 };
    int c;
    lab_check_defaults(a);
    optind = 1;
    argv[0] = (char *)"simtlab lab check";
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        int rc = SL_OK, stop = check_option(a, c, kernel, &rc, &e);
        if (stop)
            return stop;
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab lab check: %s\n", e.msg);
            return EXIT_USAGE;
        }
    }
    return 0;
}

/* The file to grade: --kernel, the lab's solution, or the one 'lab start'
 * made; readable, its path into a->kernel. 0 or the exit code. */
static int check_kernel_file(check_args *a, const char *kernel)
{
    sl_err e = { 0 };
    int rc;
    char found[1024];
    if (a->solution) {
        if ((rc = sl_lab_path(a->lab, SL_LAB_SOLUTION, a->o.kernels, a->o.solutions_dir, found, sizeof found,
                              &e)) != SL_OK)
            return cli_fail(rc, &e);
        kernel = found;
    } else if (!kernel) {
        lab_default_kernel(a->lab, "./" LAB_DEFAULT_DIR, found, sizeof found);
        if (access(found, F_OK) != 0) {
            fprintf(stderr,
                    "simtlab lab check: no %s to check: %s does not exist.\n"
                    "  start the lab with: simtlab lab start %u\n  or name your file: simtlab lab check %u "
                    "--kernel FILE\n",
                    sl_lab_is_answers(a->lab) ? "answer file" : "kernel", found, a->lab->number, a->lab->number);
            return EXIT_USAGE;
        }
        kernel = found;
    }
    struct stat st;
    if (stat(kernel, &st) != 0 || !S_ISREG(st.st_mode) || access(kernel, R_OK) != 0) {
        fprintf(stderr, "simtlab lab check: cannot read kernel file %s: %s\n", kernel,
                errno && stat(kernel, &st) != 0 ? strerror(errno) : "not a readable regular file");
        return EXIT_USAGE;
    }
    if (strlen(kernel) + 3 > sizeof a->kernel)
        return lab_usage_error("kernel path too long: %.64s...%s", kernel, "");
    snprintf(a->kernel, sizeof a->kernel, "%s", sl_prog_is_path(kernel) ? "" : "./");
    strncat(a->kernel, kernel, sizeof a->kernel - strlen(a->kernel) - 1);
    /* read once, here: a regular file, not a link to someone else's (the kit's own solution may be one) */
    if ((rc = lab_read_kernel(a, a->solution, &e)) != SL_OK) {
        fprintf(stderr, "simtlab lab check: %s\n", e.msg);
        sl_err_clear(&e);
        return EXIT_USAGE;
    }
    return 0;
}

/* --kernels, and --json prepared: never over the file being checked or the
 * lab's status file. 0 or the exit code. */
static int check_outputs(check_args *a)
{
    sl_err e = { 0 };
    int rc;
    if (a->o.kernels.cli && (rc = sl_prog_check_dir(a->o.kernels.cli, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (!a->json_path)
        return 0;
    if ((rc = sl_out_prepare(a->json_path, a->force, &a->json_out, &e)) != SL_OK)
        return cli_fail(rc, &e);
    /* never over one of the check's own inputs */
    if (sl_out_is(&a->json_out, a->kernel)) {
        fprintf(stderr, "simtlab lab check: --json %s is the file being checked: it would be replaced by the "
                        "results\n", a->json_path);
        return EXIT_USAGE;
    }
    char status[1024];
    lab_status_path(a->lab, status, sizeof status);
    if (sl_out_is(&a->json_out, status)) {
        fprintf(stderr, "simtlab lab check: --json %s is the lab's status file\n", a->json_path);
        return EXIT_USAGE;
    }
    return cli_out_not_kernel("lab check", "--json", &a->json_out, a->o.kernels);
}

/* The command line into a: 0 to go on, -1 for --help (exit 0), else the
 * exit code. */
static int parse_check(int argc, char **argv, check_args *a)
{
    const char *kernel = NULL;
    sl_err e = { 0 };
    int rc = check_options(argc, argv, a, &kernel);
    if (rc)
        return rc;
    if (optind >= argc)
        return lab_usage_error("check needs a lab number%s%s", "", "");
    if (optind + 1 < argc)
        return lab_usage_error("unexpected argument '%s'%s", argv[optind + 1], "");
    if ((rc = sl_lab_parse(argv[optind], &a->lab, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (a->solution && kernel)
        return lab_usage_error("--solution and --kernel name two files: give one%s%s", "", "");
    if (sl_lab_is_answers(a->lab) && (a->oclgrind == TRI_ON || a->datasets))
        return lab_usage_error("lab %s grades an answer file: --oclgrind and --datasets are for kernel labs%s",
                               argv[optind], "");
    if ((rc = lab_check_hide(a)) != 0)
        return rc;
    if (a->o.first && a->o.first >= n_datasets(a->lab, 0)) {
        char k[16], have[64];
        snprintf(k, sizeof k, "%u", a->o.first + 1);
        snprintf(have, sizeof have, "%u datasets%s", n_datasets(a->lab, 0), a->hidden ? "" : " (--hidden adds 4)");
        return lab_usage_error("--dataset %s: this lab has %s", k, have);
    }
    if ((rc = check_kernel_file(a, kernel)) != 0)
        return rc;
    a->o.kernel_file = a->kernel;
    a->o.solution = a->solution;
    a->o.datasets = a->datasets;
    return check_outputs(a);
}

int lab_check_main(int argc, char **argv, int typed_argc, char **typed)
{
    static check_args a; /* large (paths); one check per process */
    memset(&a, 0, sizeof a);
    a.argc = typed_argc;
    a.argv = typed;
    int rc = parse_check(argc, argv, &a);
    if (rc == 0) {
        sl_interrupt_install();
        rc = lab_check(&a);
    }
    lab_free_kernel(&a);
    return rc < 0 ? 0 : rc;
}
