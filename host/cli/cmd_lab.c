/* cmd_lab.c - `simtlab lab list|show|start|check|hint`: classroom labs.
 *
 * `check` runs the student's kernel in a child process, so a kernel that
 * never ends is killed after --timeout seconds and reported as a FAIL; the
 * child tells the parent each dataset's outcome through a pipe, and the
 * parent prints the last line, "labNN: X passed, Y failed". */
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
#include "simtlab/interrupt.h"
#include "simtlab/lab.h"
#include "simtlab/labcheck.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/derive.h"
#include "simtlab/suite.h"
#include "simtlab/report.h"

#define DEFAULT_DIR "simtlab-labs"
#define DEFAULT_TIMEOUT_S 300
#define MAX_HINTS 16

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab lab list\n"
            "       simtlab lab show N                 the handout\n"
            "       simtlab lab start N [DIR]          copy the starter kernel to DIR (default ./" DEFAULT_DIR "/)\n"
            "       simtlab lab check N [OPTIONS]      check your kernel: PASS/FAIL per dataset, then speed\n"
            "       simtlab lab hint N [K]             hint K (default 1) of the handout's hints\n"
            "\n"
            "check options:\n"
            "  --kernel FILE    the kernel to check (default ./" DEFAULT_DIR "/NN-name.cl)\n"
            "  --solution       check the reference solution instead (instructors)\n"
            "  -d, --device SEL the device, as for 'simtlab run' (default: $SIMTLAB_DEVICE, else the first GPU)\n"
            "  --strict         a missed speed target fails the check too (exit 1)\n"
            "  --oclgrind       also run the smallest datasets under oclgrind; any report fails\n"
            "  --timeout S      stop a check still running after S seconds: FAIL (default %d)\n"
            "  --no-speed       correctness only: no timed run, no speed verdict (quick)\n"
            "  --datasets N     only the first N datasets (correctness only unless N is all of them)\n"
            "  --no-fork        run in this process: no time limit (debuggers, oclgrind)\n"
            "  --json FILE      write every row (yours, the solution's, the baseline's) as JSON\n"
            "  --force          overwrite a read-only --json file; for start, replace DIR's copy\n"
            "  --kernels DIR    where the installed kernels are, as for 'simtlab run'\n"
            "  --seed N         the datasets' seed (default 1)\n"
            "\n"
            "exit codes: 0 every dataset passed, 1 one failed (or a target missed with --strict),\n"
            "            2 bad usage, 3 no usable OpenCL device, 4 an output could not be written\n",
            DEFAULT_TIMEOUT_S);
}

static int usage_error(const char *fmt, const char *a, const char *b)
{
    fprintf(stderr, "simtlab lab: ");
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n(simtlab lab --help lists the commands)\n");
    return EXIT_USAGE;
}

static char *slurp(const char *path, sl_err *e)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        sl_err_set(e, SL_E_USAGE, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
        if (n + 1 == cap) {
            char *g = realloc(buf, cap * 2);
            if (!g) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = g;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) {
        sl_err_set(e, SL_FAIL, "out of memory reading %s", path);
        return NULL;
    }
    buf[n] = '\0';
    return buf;
}

/* ./simtlab-labs/NN-slug.cl */
static void default_kernel(const sl_lab *lab, const char *dir, char *path, size_t len)
{
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    snprintf(path, len, "%s/%s", dir, base);
}

static void status_path(const sl_lab *lab, char *path, size_t len)
{
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    snprintf(path, len, "%s/.%s.last", DEFAULT_DIR, base);
}

/* ---- list, show, hint ---------------------------------------------------- */

static int lab_list(void)
{
    size_t n;
    const sl_lab *labs = sl_lab_all(&n);
    int slug_w = 0; /* the titles line up past the longest name */
    for (size_t i = 0; i < n; ++i)
        if ((int)strlen(labs[i].slug) > slug_w)
            slug_w = (int)strlen(labs[i].slug);
    for (size_t i = 0; i < n; ++i) {
        char kpath[512], spath[512], last[128] = "";
        default_kernel(&labs[i], DEFAULT_DIR, kpath, sizeof kpath);
        status_path(&labs[i], spath, sizeof spath);
        FILE *f = fopen(spath, "r");
        if (f) {
            if (!fgets(last, sizeof last, f))
                last[0] = '\0';
            last[strcspn(last, "\n")] = '\0';
            fclose(f);
        }
        const bool started = access(kpath, F_OK) == 0;
        const char *status = !started ? "not started" : last[0] ? last : "started, not checked";
        printf("%2u  %-*s  %s\n    teaches: %s\n    here:    %s", labs[i].number, slug_w, labs[i].slug, labs[i].title,
               labs[i].teaches, status);
        if (started)
            printf(" (%s)", kpath);
        printf("\n");
    }
    printf("\n'simtlab lab show N' prints a handout; 'simtlab lab start N' copies its starter to ./%s/.\n",
           DEFAULT_DIR);
    return 0;
}

static int lab_show(const sl_lab *lab)
{
    char path[1024];
    sl_err e = { 0 };
    int rc = sl_lab_path(lab, SL_LAB_HANDOUT, NULL, path, sizeof path, &e);
    char *text = rc == SL_OK ? slurp(path, &e) : NULL;
    if (!text)
        return cli_fail(rc == SL_OK ? SL_FAIL : rc, &e);
    fputs(text, stdout);
    free(text);
    return 0;
}

static int lab_hint(const sl_lab *lab, const char *which)
{
    uint64_t k = 1;
    sl_err e = { 0 };
    if (which && sl_parse_u64(which, 1, MAX_HINTS, "hint number", &k, &e) != SL_OK)
        return cli_fail(SL_E_USAGE, &e);
    char path[1024];
    int rc = sl_lab_path(lab, SL_LAB_HANDOUT, NULL, path, sizeof path, &e);
    char *text = rc == SL_OK ? slurp(path, &e) : NULL;
    if (!text)
        return cli_fail(rc == SL_OK ? SL_FAIL : rc, &e);
    char *hints[MAX_HINTS];
    size_t n = sl_lab_hints(text, hints, MAX_HINTS);
    free(text);
    int code = 0;
    if (n == 0) {
        fprintf(stderr, "simtlab lab: the handout %s has no hints\n", path);
        code = EXIT_CHECK_FAILED;
    } else if (k > n) {
        fprintf(stderr, "simtlab lab: lab %u has %zu hints, not %llu\n", lab->number, n, (unsigned long long)k);
        code = EXIT_USAGE;
    } else {
        printf("hint %llu of %zu for lab %u (%s):\n\n  %s\n", (unsigned long long)k, n, lab->number, lab->slug,
               hints[k - 1]);
        if (k < n)
            printf("\nthe next one: simtlab lab hint %u %llu\n", lab->number, (unsigned long long)k + 1);
    }
    for (size_t i = 0; i < n; ++i)
        free(hints[i]);
    return code;
}

/* ---- start ----------------------------------------------------------------- */

static int lab_start(const sl_lab *lab, const char *dir, bool force)
{
    sl_err e = { 0 };
    char src[1024], dst[1024];
    int rc = sl_lab_path(lab, SL_LAB_STARTER, NULL, src, sizeof src, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    struct stat st;
    if (stat(dir, &st) == 0) {
        if (!S_ISDIR(st.st_mode)) {
            fprintf(stderr, "simtlab lab: %s exists and is not a directory\n", dir);
            return EXIT_USAGE;
        }
    } else if (errno != ENOENT || mkdir(dir, 0777) != 0) {
        fprintf(stderr, "simtlab lab: cannot create directory %s: %s\n", dir, strerror(errno));
        return EXIT_USAGE;
    }
    if (access(dir, W_OK) != 0) {
        fprintf(stderr, "simtlab lab: cannot write in %s: %s\n", dir, strerror(errno));
        return EXIT_USAGE;
    }
    default_kernel(lab, dir, dst, sizeof dst);
    if (!force && access(dst, F_OK) == 0) {
        fprintf(stderr,
                "simtlab lab: %s already exists: your work is not overwritten\n"
                "  check it with: simtlab lab check %u%s%s\n  start again with: simtlab lab start %u%s%s --force\n",
                dst, lab->number, strcmp(dir, DEFAULT_DIR) ? " --kernel " : "", strcmp(dir, DEFAULT_DIR) ? dst : "",
                lab->number, strcmp(dir, DEFAULT_DIR) ? " " : "", strcmp(dir, DEFAULT_DIR) ? dir : "");
        return EXIT_USAGE;
    }
    char *text = slurp(src, &e);
    if (!text)
        return cli_fail(SL_FAIL, &e);
    sl_out out;
    rc = sl_out_prepare(dst, force, &out, &e);
    if (rc == SL_OK)
        rc = sl_out_write(&out, text, strlen(text), &e);
    free(text);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    printf("lab %u: %s\nthe starter is %s; its holes are marked TODO.\n\n"
           "  read the handout:  simtlab lab show %u\n"
           "  check your %s: simtlab lab check %u%s%s\n",
           lab->number, lab->title, dst, lab->number, sl_lab_is_answers(lab) ? "answers" : "kernel", lab->number,
           strcmp(dir, DEFAULT_DIR) ? " --kernel " : "",
           strcmp(dir, DEFAULT_DIR) ? dst : "");
    return 0;
}

/* ---- check ----------------------------------------------------------------- */

typedef struct check_args {
    const sl_lab *lab;
    const char *device;
    const char *json_path;
    bool strict, oclgrind, solution, force, speed, fork;
    unsigned timeout_s, datasets;
    sl_lab_check_opts o;
    int argc;               /* the command as typed, whole, for the JSON */
    char **argv;
    char kernel[1024];
    sl_out json_out;
} check_args;

/* The outcome the parent adds up: datasets passed and failed, and the speed. */
typedef struct tallies {
    unsigned passed, failed, skipped, running, n_datasets;
    int running_valid;
    bool speed_missed;
} tallies;

static unsigned n_datasets(const sl_lab *lab, unsigned limit)
{
    unsigned n = 0;
    while (n < SL_LAB_MAX_DATASETS && lab->datasets[n].label)
        ++n;
    return limit && limit < n ? limit : n;
}

/* The check itself, in this process: returns the exit code and fills t. */
static int check_here(check_args *a, tallies *t)
{
    sl_err e = { 0 };
    sl_selector sel;
    int rc = sl_dev_selector_from(a->device, &sel, &e);
    sl_device dev;
    if (rc == SL_OK)
        rc = sl_dev_open(&sel, &dev, &e);
    if (rc != SL_OK) {
        int code = cli_fail(rc, &e);
        sl_err_clear(&e);
        return code;
    }
    const sl_profile *p = &dev.prof;
    char base[64];
    sl_lab_basename(a->lab, SL_LAB_STARTER, base, sizeof base);
    printf("lab %02u: %s\nkernel: %s, function %s%s\ndevice: [%u:%u] %s (%s, %s), %s %u\n\n", a->lab->number,
           a->lab->title, a->kernel, a->lab->entry, a->solution ? " (the reference solution)" : "",
           p->platform_index, p->device_index, p->name, p->platform, p->driver, sl_dev_simd_word(p->vendor),
           p->simd_width);
    fflush(stdout);
    sl_results res = { 0 };
    sl_lab_verdict v;
    rc = sl_lab_check(a->lab, &dev, &a->o, stdout, &res, &v, &e);
    int code = 0;
    if (rc != SL_OK) {
        code = rc == SL_E_INTR ? 128 + (sl_interrupted() ? sl_interrupted() : SIGINT) : cli_fail(rc, &e);
    } else {
        t->passed += v.passed;
        t->failed += v.failed;
        t->skipped += v.skipped;
        t->speed_missed = v.speed_graded && !v.speed_met;
    }
    if (a->json_path && rc == SL_OK) {
        sl_run_info info;
        sl_run_info_now(&info, a->argc, a->argv, SIMTLAB_VERSION);
        int w = sl_report_write_json(&a->json_out, &info, p, &res, &e);
        if (w != SL_OK)
            code = cli_fail(w, &e);
    }
    sl_err_clear(&e);
    sl_results_free(&res);
    sl_dev_close(&dev);
    return code;
}

/* Read the child's tally lines until it closes the pipe or the time runs out. */
static bool follow_child(int fd, unsigned timeout_s, tallies *t)
{
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    char buf[256];
    size_t have = 0;
    for (;;) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double left = (double)timeout_s - ((double)(now.tv_sec - t0.tv_sec) + 1e-9 * (double)(now.tv_nsec - t0.tv_nsec));
        if (left <= 0)
            return false;
        struct pollfd pfd = { .fd = fd, .events = POLLIN };
        int pr = poll(&pfd, 1, (int)(left * 1000.0) + 1);
        if (pr < 0 && errno == EINTR)
            continue;
        if (pr == 0)
            continue; /* the loop re-reads the clock */
        ssize_t got = read(fd, buf + have, sizeof buf - have - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return true;
        have += (size_t)got;
        buf[have] = '\0';
        char *line = buf, *nl;
        while ((nl = strchr(line, '\n'))) {
            *nl = '\0';
            unsigned i = 0;
            if (sscanf(line, "start %u", &i) == 1) {
                t->running = i;
                t->running_valid = 1;
            } else if (strncmp(line, "counts ", 7) == 0) {
                int missed = 0;
                if (sscanf(line + 7, "%u %u %u %d", &t->passed, &t->failed, &t->skipped, &missed) == 4)
                    t->speed_missed = missed != 0;
                t->running_valid = 0;
            } else if (strncmp(line, "pass", 4) == 0 || strncmp(line, "fail", 4) == 0 ||
                       strncmp(line, "skip", 4) == 0) {
                t->running_valid = 0;
            }
            line = nl + 1;
        }
        have = strlen(line);
        memmove(buf, line, have + 1);
    }
}

/* Run check_here in a child; kill it after the time limit. */
static int check_in_child(check_args *a, tallies *t)
{
    int fds[2];
    if (pipe(fds) != 0) {
        fprintf(stderr, "simtlab lab: pipe: %s\n", strerror(errno));
        return EXIT_CHECK_FAILED;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "simtlab lab: fork: %s\n", strerror(errno));
        return EXIT_CHECK_FAILED;
    }
    if (pid == 0) {
        close(fds[0]);
        a->o.tally_fd = fds[1];
        tallies mine = { 0 };
        int code = check_here(a, &mine);
        /* the parent adds up from the counts, not from the pipe's lines */
        dprintf(fds[1], "counts %u %u %u %d\n", mine.passed, mine.failed, mine.skipped, mine.speed_missed ? 1 : 0);
        fflush(stdout);
        _exit(code);
    }
    close(fds[1]);
    tallies seen = { 0 };
    bool finished = follow_child(fds[0], a->timeout_s, &seen);
    int status = 0;
    if (!finished) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        close(fds[0]);
        unsigned n = n_datasets(a->lab, a->datasets);
        unsigned at = seen.running_valid ? seen.running : 0;
        fflush(stdout);
        printf("  FAIL  %u/%u  %s: still running after %u s, stopped.\n"
               "        A kernel that never finishes: check every loop's end condition, and that every\n"
               "        work-item reaches every barrier.\n",
               at + 1, n, a->lab->datasets[at].label, a->timeout_s);
        /* what the child finished is not known past its pipe: count the rest as failed */
        t->failed += n - at;
        return EXIT_CHECK_FAILED;
    }
    waitpid(pid, &status, 0);
    close(fds[0]);
    if (WIFSIGNALED(status)) {
        unsigned n = n_datasets(a->lab, a->datasets), at = seen.running_valid ? seen.running : 0;
        printf("  FAIL  %u/%u  %s: the check died with signal %d (%s) while running it\n", at + 1, n,
               a->lab->datasets[at].label, WTERMSIG(status), strsignal(WTERMSIG(status)));
        t->failed += n - at;
        return EXIT_CHECK_FAILED;
    }
    t->passed += seen.passed;
    t->failed += seen.failed;
    t->skipped += seen.skipped;
    t->speed_missed = seen.speed_missed;
    return WIFEXITED(status) ? WEXITSTATUS(status) : EXIT_CHECK_FAILED;
}

static int lab_check_oclgrind(check_args *a, tallies *t);

/* This device's offset rows beside the model (an answer lab's "measure"
 * step): % of the read ceiling at offsets 0, 4, 32, 64. Not graded. */
static void measure_offsets(const check_args *a)
{
    sl_err e = { 0 };
    sl_selector sel;
    sl_device dev;
    if (sl_dev_selector_from(a->device, &sel, &e) != SL_OK || sl_dev_open(&sel, &dev, &e) != SL_OK) {
        printf("\nmeasure: no device (%s): the predictions above are graded without one\n", e.msg);
        sl_err_clear(&e);
        return;
    }
    const sl_profile *p = &dev.prof;
    printf("\nmeasure (not graded): device [%u:%u] %s, %s %u\n", p->platform_index, p->device_index, p->name,
           sl_dev_simd_word(p->vendor), p->simd_width);
    fflush(stdout);
    sl_run_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    /* a GPU at its default size (past its caches: a 1 MiB read is latency-bound there and says nothing
     * about lines); a CPU, where nothing is graded, quick */
    o.quick = (p->type & CL_DEVICE_TYPE_CPU) != 0;
    o.timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    o.timing.budget_s = 0.05;
    o.kernels_dir = a->o.kernels_dir;
    o.only = a->lab->only;
    sl_results res = { 0 };
    sl_ctx ctx = { .dev = &dev, .opts = &o, .results = &res };
    const sl_suite *suite = sl_suite_find(a->lab->suite);
    if (!suite || sl_suite_run(&ctx, suite, &e) != SL_OK) {
        printf("  could not measure: %s\n", e.msg[0] ? e.msg : "no suite");
    } else {
        printf("  %-22s %10s %12s %20s\n", "case", "% of ceil", "model here", "model, other width");
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            const sl_kv *off = sl_kv_get(&r->params, "offset");
            const double o_b = off && !off->is_str ? off->num : -1.0;
            if (o_b != 0 && o_b != 4 && o_b != 32 && o_b != 64)
                continue;
            const sl_kv *m = sl_kv_get(&r->model, "predicted"), *m2 = sl_kv_get(&r->model, "predicted_other"),
                        *w2 = sl_kv_get(&r->model, "other_lanes");
            printf("  %-22s %10.1f %12.1f %13.1f (%g lanes)\n", r->case_name, 100.0 * sl_derived(r, SL_D_EFFICIENCY),
                   m ? 100.0 * m->num : NAN, m2 ? 100.0 * m2->num : NAN, w2 ? w2->num : 0.0);
        }
        if (p->type & CL_DEVICE_TYPE_CPU)
            printf("  on this CPU: %s.\n", a->lab->cpu_note);
        else
            printf("  compare the drop from o0 to o4 with your q3 (one request) and the model column (a stream):\n"
                   "  the handout's 'Performance target' says what an H200 did.\n");
    }
    sl_results_free(&res);
    sl_err_clear(&e);
    sl_dev_close(&dev);
}

/* An answer lab: grade the file against the model, then measure. */
static int check_answers(check_args *a, tallies *t)
{
    sl_err e = { 0 };
    char *text = slurp(a->kernel, &e);
    if (!text)
        return cli_fail(SL_E_USAGE, &e);
    printf("lab %02u: %s\nanswers: %s%s\n\n", a->lab->number, a->lab->title, a->kernel,
           a->solution ? " (the reference answers)" : "");
    sl_lab_grade_answers(a->lab, text, stdout, &t->passed, &t->failed);
    free(text);
    fflush(stdout);
    if (a->speed)
        measure_offsets(a);
    return 0;
}

static int lab_check(check_args *a)
{
    tallies t = { 0 };
    int code = sl_lab_is_answers(a->lab) ? check_answers(a, &t) : a->fork ? check_in_child(a, &t) : check_here(a, &t);
    if (code == EXIT_USAGE || code == EXIT_NO_DEVICE || code >= 128)
        return code;
    if (a->oclgrind && t.failed == 0 && code == 0)
        code = lab_check_oclgrind(a, &t);
    printf("\nlab%02u: %u passed, %u failed%s%s\n", a->lab->number, t.passed, t.failed,
           t.skipped ? " (some datasets skipped: see above)" : "",
           t.speed_missed ? (a->strict ? "; speed target missed (--strict: a failure)" : "; speed target missed")
                          : "");
    if (a->kernel[0] && !a->solution) {
        char def[1024], sp[1024];
        default_kernel(a->lab, "./" DEFAULT_DIR, def, sizeof def);
        if (strcmp(def, a->kernel) == 0) {
            status_path(a->lab, sp, sizeof sp);
            FILE *f = fopen(sp, "w");
            if (f) {
                fprintf(f, "%s: %u passed, %u failed%s\n", t.failed ? "FAIL" : "PASS", t.passed, t.failed,
                        t.speed_missed ? ", speed target missed" : "");
                fclose(f);
            }
        }
    }
    if (code == 0 && (t.failed || (a->strict && t.speed_missed)))
        code = EXIT_CHECK_FAILED;
    return code;
}

/* Re-run the first two datasets under oclgrind, in this process's image:
 * its log must stay empty. */
static int lab_check_oclgrind(check_args *a, tallies *t)
{
    char logpath[] = "/tmp/simtlab-oclgrind-XXXXXX";
    int lfd = mkstemp(logpath);
    if (lfd < 0) {
        fprintf(stderr, "simtlab lab: cannot make a temporary file: %s\n", strerror(errno));
        return EXIT_CHECK_FAILED;
    }
    close(lfd);
    char self[PATH_MAX];
    ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
    if (sl <= 0) {
        unlink(logpath);
        fprintf(stderr, "simtlab lab: cannot find this program's path for oclgrind\n");
        return EXIT_CHECK_FAILED;
    }
    self[sl] = '\0';
    char num[16];
    snprintf(num, sizeof num, "%u", a->lab->number);
    printf("\noclgrind: the first two datasets again, checked for out-of-bounds accesses, races and "
           "uninitialised reads...\n");
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull >= 0) {
            dup2(devnull, STDOUT_FILENO);
            close(devnull);
        }
        const char *argv[32];
        int n = 0;
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
        argv[n++] = num;
        argv[n++] = "--kernel";
        argv[n++] = a->kernel;
        argv[n++] = "--datasets=2";
        argv[n++] = "--no-speed";
        argv[n++] = "--no-fork";
        if (a->o.kernels_dir) {
            argv[n++] = "--kernels";
            argv[n++] = a->o.kernels_dir;
        }
        argv[n] = NULL;
        unsetenv("SIMTLAB_DEVICE");
        execvp("oclgrind", (char *const *)argv);
        fprintf(stderr, "simtlab lab: cannot run oclgrind: %s (Debian: apt-get install oclgrind)\n", strerror(errno));
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    struct stat st;
    bool clean = stat(logpath, &st) == 0 && st.st_size == 0;
    int code = 0;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
        t->failed++;
        code = EXIT_CHECK_FAILED;
    } else if (clean && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        printf("  PASS  oclgrind: no report\n");
        t->passed++;
    } else {
        printf("  FAIL  oclgrind reported (first lines of %s):\n", logpath);
        FILE *f = fopen(logpath, "r");
        char line[512];
        for (int i = 0; f && i < 20 && fgets(line, sizeof line, f); ++i)
            printf("        | %s", line);
        if (f)
            fclose(f);
        if (clean)
            printf("        (oclgrind's run of the check exited with status %d)\n",
                   WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        t->failed++;
        code = EXIT_CHECK_FAILED;
    }
    if (code == 0)
        unlink(logpath);
    return code;
}

static int parse_check(int argc, char **argv, check_args *a)
{
    enum { O_KERNEL = 256, O_SOLUTION, O_STRICT, O_OCLGRIND, O_TIMEOUT, O_JSON, O_FORCE, O_KERNELS, O_SEED,
           O_DATASETS, O_NO_SPEED, O_NO_FORK };
    static const struct option longopts[] = {
        { "kernel", required_argument, NULL, O_KERNEL },   { "solution", no_argument, NULL, O_SOLUTION },
        { "device", required_argument, NULL, 'd' },        { "strict", no_argument, NULL, O_STRICT },
        { "oclgrind", no_argument, NULL, O_OCLGRIND },     { "timeout", required_argument, NULL, O_TIMEOUT },
        { "json", required_argument, NULL, O_JSON },       { "force", no_argument, NULL, O_FORCE },
        { "kernels", required_argument, NULL, O_KERNELS }, { "seed", required_argument, NULL, O_SEED },
        { "datasets", required_argument, NULL, O_DATASETS }, { "no-speed", no_argument, NULL, O_NO_SPEED },
        { "no-fork", no_argument, NULL, O_NO_FORK },       { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *kernel = NULL;
    uint64_t v;
    sl_err e = { 0 };
    int c;
    a->speed = a->fork = true;
    a->timeout_s = DEFAULT_TIMEOUT_S;
    a->o.seed = 1;
    a->o.tally_fd = -1;
    optind = 1;
    argv[0] = (char *)"simtlab lab check";
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        int rc = SL_OK;
        switch (c) {
        case O_KERNEL:
            /* a second file would be checked in place of the first, silently */
            if (kernel)
                return usage_error("--kernel is given twice (again as '%s'); a check grades one file%s", optarg, "");
            kernel = optarg;
            break;
        case O_SOLUTION: a->solution = true; break;
        case 'd': a->device = optarg; break;
        case O_STRICT: a->strict = true; break;
        case O_OCLGRIND: a->oclgrind = true; break;
        case O_TIMEOUT:
            rc = sl_parse_u64(optarg, 1, 86400, "--timeout", &v, &e);
            a->timeout_s = (unsigned)v;
            break;
        case O_JSON:
            if (a->json_path)
                return usage_error("--json is given twice (again as '%s'); a check writes one JSON file%s", optarg,
                                   "");
            a->json_path = optarg;
            break;
        case O_FORCE: a->force = true; break;
        case O_KERNELS: a->o.kernels_dir = optarg; break;
        case O_SEED: rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &a->o.seed, &e); break;
        case O_DATASETS:
            rc = sl_parse_u64(optarg, 1, SL_LAB_MAX_DATASETS, "--datasets", &v, &e);
            a->datasets = (unsigned)v;
            break;
        case O_NO_SPEED: a->speed = false; break;
        case O_NO_FORK: a->fork = false; break;
        case 'h': usage(stdout); return -1;
        default: return EXIT_USAGE;
        }
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab lab check: %s\n", e.msg);
            return EXIT_USAGE;
        }
    }
    if (optind >= argc)
        return usage_error("check needs a lab number%s%s", "", "");
    if (optind + 1 < argc)
        return usage_error("unexpected argument '%s'%s", argv[optind + 1], "");
    int rc = sl_lab_parse(argv[optind], &a->lab, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    if (a->solution && kernel)
        return usage_error("--solution and --kernel name two files: give one%s%s", "", "");
    if (sl_lab_is_answers(a->lab) && (a->oclgrind || a->json_path || a->datasets))
        return usage_error("lab %s grades an answer file: --oclgrind, --json and --datasets are for kernel labs%s",
                           argv[optind], "");
    char found[1024];
    if (a->solution) {
        if ((rc = sl_lab_path(a->lab, SL_LAB_SOLUTION, a->o.kernels_dir, found, sizeof found, &e)) != SL_OK)
            return cli_fail(rc, &e);
        kernel = found;
    } else if (!kernel) {
        default_kernel(a->lab, "./" DEFAULT_DIR, found, sizeof found);
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
        return usage_error("kernel path too long: %.64s...%s", kernel, "");
    snprintf(a->kernel, sizeof a->kernel, "%s", sl_prog_is_path(kernel) ? "" : "./");
    strncat(a->kernel, kernel, sizeof a->kernel - strlen(a->kernel) - 1);
    a->o.kernel_file = a->kernel;
    a->o.solution = a->solution;
    a->o.datasets = a->datasets;
    a->o.speed = a->speed;
    if (a->o.kernels_dir && (rc = sl_prog_check_dir(a->o.kernels_dir, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (a->json_path && (rc = sl_out_prepare(a->json_path, a->force, &a->json_out, &e)) != SL_OK)
        return cli_fail(rc, &e);
    return 0;
}

int cmd_lab(int argc, char **argv)
{
    if (argc < 2 || cli_is_help(argv[1])) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_USAGE : 0;
    }
    const char *sub = argv[1];
    if (strcmp(sub, "check") == 0) {
        check_args a;
        memset(&a, 0, sizeof a);
        /* getopt_long permutes argv; the JSON records the command as typed */
        char **typed = malloc(((size_t)argc + 2) * sizeof *typed);
        if (!typed) {
            fprintf(stderr, "simtlab lab: out of memory\n");
            return EXIT_CHECK_FAILED;
        }
        typed[0] = (char *)"simtlab";
        for (int i = 0; i < argc; ++i)
            typed[i + 1] = argv[i];
        typed[argc + 1] = NULL;
        a.argc = argc + 1;
        a.argv = typed;
        int rc = parse_check(argc - 1, argv + 1, &a);
        if (rc == 0) {
            sl_interrupt_install();
            rc = lab_check(&a);
        }
        free(typed);
        return rc < 0 ? 0 : rc;
    }
    if (strcmp(sub, "list") == 0) {
        if (argc > 2)
            return cli_is_help(argv[2]) ? (usage(stdout), 0) : usage_error("list takes no argument, not '%s'%s",
                                                                             argv[2], "");
        return lab_list();
    }
    if (strcmp(sub, "show") != 0 && strcmp(sub, "start") != 0 && strcmp(sub, "hint") != 0)
        return usage_error("unknown lab command '%s'%s", sub, "");
    bool force = false;
    const char *args[2] = { NULL, NULL };
    int n_args = 0;
    for (int i = 2; i < argc; ++i) {
        if (cli_is_help(argv[i])) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--force") == 0 && strcmp(sub, "start") == 0)
            force = true;
        else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("unknown option '%s' for lab %s", argv[i], sub);
        else if (n_args < (strcmp(sub, "show") == 0 ? 1 : 2))
            args[n_args++] = argv[i];
        else
            return usage_error("unexpected argument '%s'%s", argv[i], "");
    }
    if (!args[0])
        return usage_error("lab %s needs a lab number ('simtlab lab list' shows them)%s", sub, "");
    const sl_lab *lab;
    sl_err e = { 0 };
    int rc = sl_lab_parse(args[0], &lab, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    if (strcmp(sub, "show") == 0)
        return lab_show(lab);
    if (strcmp(sub, "hint") == 0)
        return lab_hint(lab, args[1]);
    return lab_start(lab, args[1] ? args[1] : DEFAULT_DIR, force);
}
