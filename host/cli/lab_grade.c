/* lab_grade.c - `simtlab lab grade N SUBMISSION...`: a class graded.
 *
 * Each submission (a kernel file, lab 8's answer file, or a directory
 * holding one; its name is the student's id) is checked exactly as
 * `lab check` checks it (lab_check_core: its own child, the time limits,
 * the crash causes, oclgrind on a CPU), its text captured for the
 * student. The references a speed verdict needs (the solution, the
 * baseline, the ceiling) are timed once, first, in a child of their own,
 * and given to every check. Each check's tallies and rows become one
 * gradebook row (gradebook.h), scored by the rubric; the gradebook goes
 * to --csv / --json, each student's result to --format's grader file.
 *
 * SIGINT or SIGTERM stops the grade after the check in flight is stopped:
 * the rows graded so far are written, the rest "not graded", and the
 * exit code is 130 / 143.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>

#include "cli.h"
#include "lab_cli.h"
#include "simtlab/derive.h"
#include "simtlab/gradebook.h"
#include "simtlab/interrupt.h"
#include "simtlab/labgrade.h"
#include "simtlab/labstatic.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/sha256.h"
#include "simtlab/registry.h"
#include "simtlab/show.h"
#include "simtlab/slurp.h"
#include "simtlab/str.h"
#include "simtlab/submission.h"
#include "simtlab/watch.h"

/* a check's text kept for the student: the first 256 KiB */
#define OUTPUT_MAX (256 * 1024)

typedef struct grade_args {
    check_args chk; /* what every submission's check gets */
    const char *csv, *json, *rubric_path, *format_name, *out, *logs;
    const char *refs_from; /* --refs-from: an earlier grade's --json, whose references this grade uses */
    sl_grade_format format;
    sl_rubric rubric;
    sl_submission *subs;
    size_t n_subs;
    sl_out csv_out, json_out, fmt_out; /* fmt_out: one submission's file */
    bool out_dir;                      /* --out is a directory of ID.json */
    bool refs_measured;
    sl_lab_refs refs;
    bool memory_check;  /* the memory check counts (a kernel lab on a CPU unless --no-oclgrind, or --oclgrind) */
    bool oclgrind_missing; /* ... but oclgrind is not installed: every clean row is "not checked" */
    bool speed_counts;  /* the lab grades speed on this device, and the references were timed */
    bool static_counts; /* the lab's static check is graded (labs 2 and 3 on a CPU, clang-15 found) */
    char static_why[512]; /* why a static check is not run, where the lab has one: "" when it is */
    sl_gradebook book;
} grade_args;

static void grade_usage(FILE *f)
{
    fputs("usage: simtlab lab grade N SUBMISSION... [OPTIONS]\n"
          "\n"
          "Grade a class: each SUBMISSION is a kernel file (lab 8: an answer file) or a directory holding\n"
          "one (the lab's file name, or its only .cl / .txt); the student's id is the file's name without\n"
          "its extension, or the directory's name. Each is checked as 'simtlab lab check N --kernel FILE'\n"
          "checks it, in its own process with the time limits; the solution, the baseline and the\n"
          "ceiling are timed once for the whole class. A line per student as it goes.\n"
          "\n"
          "options:\n"
          "  --csv FILE       the gradebook, a row per student: id, SHA-256, datasets passed of total,\n"
          "                   outcome (pass, wrong answer, build error, crash, timeout, race, memory\n"
          "                   error, not vectorised, no file, not graded, not checked: the memory check\n"
          "                   stopped at its limit or oclgrind missing; device fault: the device failed\n"
          "                   on a dataset oclgrind then ran clean, for you to review), the first\n"
          "                   failure's cause, the hidden sizes failed, the speed figure and its ratio\n"
          "                   to the target, the score\n"
          "  --json FILE      the same gradebook, with every dataset's verdict\n"
          "  --rubric FILE    points: 'correctness = 70', 'memory_check = 10', 'speed = 20',\n"
          "                   'speed_partial = no' (the default; docs/labs/README.md)\n"
          "  --format FMT     each student's result for a grader: classroom (GitHub Classroom),\n"
          "                   gradescope or prairielearn; with --out\n"
          "  --out PATH       where --format writes: a file for one submission, else a directory\n"
          "                   of ID.json\n"
          "  --logs DIR       each student's check as they would read it, DIR/ID.txt\n"
          "  --hidden SEED    add sizes the handout does not list, chosen from SEED\n"
          "  --refs-from BOOK the solution's, the baseline's and the ceiling's figures from an earlier\n"
          "                   grade's --json on this device, not timed again: sections graded apart\n"
          "                   meet one bar (its lab and device must be this grade's)\n"
          "  -d, --device SEL the device, as for 'simtlab run'\n"
          "  --timeout S, --speed-timeout S, --speed, --no-speed, --oclgrind, --no-oclgrind,\n"
          "  --kernels DIR, --seed N, --no-lock, --force\n"
          "                   as for 'simtlab lab check'\n"
          "\n"
          "exit codes: 0 the class was graded (whatever the students' scores), 2 bad usage, 3 no usable\n"
          "            OpenCL device, 4 an output could not be written, 130 / 143 stopped by SIGINT /\n"
          "            SIGTERM (the rows graded so far are written)\n",
          f);
}

/* ---- submissions -------------------------------------------------------- */

/* Every SUBMISSION; two of one id (after escaping: two raw names can
 * escape alike) are refused (the gradebook's key, a log's file name). */
static int resolve_all(grade_args *g, int n, char **args)
{
    g->subs = calloc((size_t)n, sizeof *g->subs);
    if (!g->subs) {
        fprintf(stderr, "simtlab lab grade: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    g->n_subs = (size_t)n;
    for (int i = 0; i < n; ++i) {
        sl_sub_resolve(g->chk.lab, args[i], &g->subs[i]);
        for (int j = 0; j < i; ++j)
            if (strcmp(g->subs[i].id, g->subs[j].id) == 0) {
                char a[300], b[300];
                sl_str_escape_ctrl(args[j], a, sizeof a);
                sl_str_escape_ctrl(args[i], b, sizeof b);
                fprintf(stderr,
                        "simtlab lab grade: '%s' and '%s' are both student '%s': give each student a file or "
                        "directory of their own name\n",
                        a, b, g->subs[i].id);
                return EXIT_USAGE;
            }
    }
    return 0;
}

/* ---- the references, timed once ------------------------------------------ */

/* In the child: open the device (its lock held while timing), say what it
 * is ('P'), and time the references where this grade times speed ('T'
 * "refs ..."; "norefs" where it does not). The exit code. */
static int refs_here(grade_args *g)
{
    check_args *a = &g->chk;
    sl_err e = { 0 };
    sl_device dev;
    int rc = cli_dev_open(a->device, &dev, &e);
    if (rc != SL_OK) {
        int code = cli_fail(rc, &e);
        sl_err_clear(&e);
        return code;
    }
    sl_devlock lock;
    if ((rc = cli_devlock(&dev.prof, a->no_lock, &lock)) != 0) {
        sl_dev_close(&dev);
        return rc;
    }
    sl_watch_send('P', &dev.prof, sizeof dev.prof);
    const bool cpu = (dev.prof.type & CL_DEVICE_TYPE_CPU) != 0;
    char line[256];
    int n = snprintf(line, sizeof line, "norefs");
    if (!g->refs_from && !sl_lab_is_answers(a->lab) && (a->speed == TRI_ON || (a->speed == TRI_AUTO && !cpu))) {
        printf("references: timed once for the class, on %s\n", dev.prof.name);
        fflush(stdout);
        sl_results res = { 0 };
        sl_lab_refs r;
        rc = sl_lab_measure_refs(a->lab, &dev, &a->o, stdout, &res, &r, &e);
        sl_results_free(&res);
        if (rc == SL_OK)
            n = snprintf(line, sizeof line, "refs %.17g %.17g %.17g %.17g %.63s", r.solution, r.baseline, r.ceiling,
                         r.ceiling_bytes, r.ceiling_case);
    }
    sl_watch_send('T', line, (size_t)n);
    sl_err_clear(&e);
    sl_dev_close(&dev);
    sl_devlock_release(&lock);
    return rc == SL_E_INTR ? 130 : 0;
}

typedef struct refs_view {
    grade_args *g;
    sl_profile prof;
    bool have_prof;
} refs_view;

static void on_refs_message(void *arg, char type, const char *payload, size_t n)
{
    refs_view *v = arg;
    char line[256];
    snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), payload);
    if (type == 'P' && n == sizeof v->prof) {
        memcpy(&v->prof, payload, n);
        v->have_prof = true;
    } else if (type == 'T' && strncmp(line, "refs ", 5) == 0) {
        sl_lab_refs *r = &v->g->refs;
        r->ceiling_case[0] = '\0';
        if (sscanf(line + 5, "%lg %lg %lg %lg %63s", &r->solution, &r->baseline, &r->ceiling, &r->ceiling_bytes,
                   r->ceiling_case) >= 4)
            v->g->refs_measured = true;
    }
}

/* Time the references in a watched child (its time limit: the speed
 * phase's); the device's profile into *prof. 0, or the exit code. */
static int measure_refs(grade_args *g, sl_profile *prof)
{
    sl_proc c;
    const int started = cli_fork_watched(&c, "the references");
    if (started < 0)
        return EXIT_CHECK_FAILED;
    const int fd = c.fd;
    if (started == SL_PROC_CHILD) {
        sl_watch_attach(fd, (double)g->chk.speed_timeout_s);
        int code = refs_here(g);
        fflush(stdout);
        _exit(code);
    }
    refs_view v = { .g = g };
    sl_watch_reader rd = { 0 };
    const double end = lab_now_s() + (double)g->chk.speed_timeout_s;
    bool eof = false;
    while (!eof && !sl_interrupted() && lab_now_s() < end) {
        struct pollfd pfd = { .fd = fd, .events = POLLIN };
        if (poll(&pfd, 1, 1000) > 0)
            eof = !sl_watch_read(&rd, fd, on_refs_message, &v);
    }
    sl_proc_close(&c);
    sl_watch_reader_free(&rd);
    const int status = eof ? sl_proc_wait(&c) : sl_proc_kill(&c);
    if (sl_interrupted())
        return 128 + sl_interrupted();
    if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
        return WEXITSTATUS(status);
    if (!v.have_prof) {
        fprintf(stderr, "simtlab lab grade: the device could not be opened (its child %s)\n",
                eof ? "ended without a word" : "did not finish in --speed-timeout");
        return EXIT_NO_DEVICE;
    }
    if (!eof)
        printf("references: not measured in %u s (--speed-timeout): speed is not graded\n", g->chk.speed_timeout_s);
    *prof = v.prof;
    return 0;
}

/* ---- one submission --------------------------------------------------------- */

/* lab_check_core with its standard output captured (a memfd: nothing on
 * disk to leave behind) into *text; stderr stays the grader's (a wait for
 * the GPU's lock shows there). The check's exit code. */
static int check_captured(check_args *a, tallies *t, char **text)
{
    *text = NULL;
    fflush(stdout);
    const int mfd = memfd_create("simtlab-grade", MFD_CLOEXEC);
    const int saved = mfd >= 0 ? dup(STDOUT_FILENO) : -1;
    if (saved < 0 || dup2(mfd, STDOUT_FILENO) < 0) {
        if (saved >= 0)
            close(saved);
        if (mfd >= 0)
            close(mfd);
        return lab_check_core(a, t); /* shown, not kept */
    }
    const int code = lab_check_core(a, t);
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    const off_t size = lseek(mfd, 0, SEEK_END);
    const size_t keep = size > 0 ? (size > OUTPUT_MAX ? OUTPUT_MAX : (size_t)size) : 0;
    *text = malloc(keep + 1);
    ssize_t got = *text ? pread(mfd, *text, keep, 0) : -1;
    if (*text)
        (*text)[got > 0 ? got : 0] = '\0';
    close(mfd);
    return code;
}

/* ---- the class ------------------------------------------------------------ */

/* --logs DIR/ID.txt: what the student would have read. */
static void write_log(const grade_args *g, const sl_grade_row *row)
{
    if (!g->logs || !row->output)
        return;
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%.2000s/%.127s.txt", g->logs, row->id);
    sl_out o;
    sl_err e = { 0 };
    sl_str text = { 0 };   /* read in a terminal: no escape sequence of the student's reaches it */
    sl_str_escape(&text, row->output, SL_ESC_LINES);
    if (text.oom)
        fprintf(stderr, "simtlab lab grade: out of memory writing %s\n", path);
    else if (sl_out_prepare(path, g->chk.force, &o, &e) != SL_OK ||
             sl_out_write(&o, sl_str_text(&text), text.n, &e) != SL_OK)
        (void)cli_fail(SL_E_IO, &e);
    sl_str_free(&text);
    sl_err_clear(&e);
}

/* One line as the class goes: who, how, the score. */
static void progress(const grade_args *g, size_t i, const sl_grade_row *row)
{
    char speed[64] = "";
    if (isfinite(row->figure))
        snprintf(speed, sizeof speed, "  %.1f %s", row->figure, g->book.unit);
    if (isfinite(row->target_ratio) && row->speed_graded)
        snprintf(speed + strlen(speed), sizeof speed - strlen(speed), " %.2fx target", row->target_ratio);
    char id[21];   /* the id (escaped already), cut on a whole character */
    sl_str_escape_ctrl(row->id, id, sizeof id);
    printf("[%*zu/%zu] %-20s %-14s %2u/%-2u %6.2f/%-6.2f %5.1f s%s\n", g->n_subs >= 10 ? 2 : 1, i + 1, g->n_subs,
           id, sl_grade_outcome_name(row->outcome), row->passed, row->total, row->score, row->max_score,
           row->seconds, speed);
    fflush(stdout);
}

/* Grade submission s into row. The check's exit code (128 + a signal
 * when the grade was stopped). */
static int grade_one(grade_args *g, const sl_submission *s, sl_grade_row *row)
{
    snprintf(row->id, sizeof row->id, "%s", s->id);
    snprintf(row->file, sizeof row->file, "%s", s->file);
    row->memory_checked = g->memory_check;
    row->speed_graded = g->speed_counts;
    row->static_graded = g->static_counts;
    if (!s->file[0]) {
        row->outcome = SL_GRADE_NO_FILE;
        snprintf(row->cause, sizeof row->cause, "%s", s->why);
        sl_grade_score(&g->rubric, row);
        return 0;
    }
    check_args *a = &g->chk;
    snprintf(a->kernel, sizeof a->kernel, "%s", s->file);
    a->o.kernel_file = a->kernel;
    /* read once, never through a link: these bytes are hashed, scanned and built */
    sl_err e = { 0 };
    if (lab_read_kernel(a, false, &e) != SL_OK) {
        row->outcome = SL_GRADE_NO_FILE;
        snprintf(row->cause, sizeof row->cause, "%.500s", e.msg);
        sl_err_clear(&e);
        sl_grade_score(&g->rubric, row);
        return 0;
    }
    sl_sha256_hex(a->source, a->source_len, row->sha256);
    tallies t = { 0 };
    const double t0 = lab_now_s();
    const int code = check_captured(a, &t, &row->output);
    lab_free_kernel(a);
    row->seconds = lab_now_s() - t0;
    if (code >= 128) {
        row->outcome = SL_GRADE_NOT_GRADED;
        snprintf(row->cause, sizeof row->cause, "the grade was stopped during this check");
        sl_grade_score(&g->rubric, row);
    } else {
        const sl_lab_grade_in in = { .lab = a->lab, .solution = a->solution, .refs = g->refs,
                                     .unit = g->book.unit, .static_why = g->static_why, .rubric = &g->rubric };
        sl_lab_fill_row(&in, &t, row);
    }
    sl_results_free(&t.rows);
    return code;
}

/* The gradebook's header fields, once the device is known. */
static void book_header(grade_args *g, const sl_profile *p)
{
    sl_gradebook *b = &g->book;
    const sl_lab *lab = g->chk.lab;
    b->lab = lab->number;
    snprintf(b->lab_title, sizeof b->lab_title, "%s", lab->title);
    const sl_show *how = sl_suite_show(lab->suite);
    snprintf(b->unit, sizeof b->unit, "%s", how && how->flops ? "GFLOP/s" : "GB/s");
    snprintf(b->target_text, sizeof b->target_text, "%s", lab->target_text);
    snprintf(b->device, sizeof b->device, "[%u:%u] %.120s (%.60s, %.40s)", p->platform_index, p->device_index,
             p->name, p->platform, p->driver);
    b->speed_counts = g->speed_counts;
    b->static_counts = g->static_counts;
    b->seed = g->chk.o.seed;
    b->hidden = g->chk.hidden;
    b->hidden_seed = g->chk.hidden_seed;
    b->rubric = g->rubric;
    b->solution = g->refs_measured ? g->refs.solution : NAN;
    b->baseline = g->refs_measured ? g->refs.baseline : NAN;
    b->ceiling = g->refs_measured ? g->refs.ceiling : NAN;
    snprintf(b->version, sizeof b->version, "%s", SIMTLAB_VERSION);
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(b->started, sizeof b->started, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* Every submission in turn; on a signal the rest are "not graded". The
 * exit code: 0, or 128 + the signal. */
static int grade_class(grade_args *g)
{
    int code = 0;
    for (size_t i = 0; i < g->n_subs; ++i) {
        sl_grade_row *row = sl_gradebook_add(&g->book);
        if (!row) {
            fprintf(stderr, "simtlab lab grade: out of memory\n");
            return EXIT_CHECK_FAILED;
        }
        if (code) { /* stopped: what was not graded says so */
            snprintf(row->id, sizeof row->id, "%s", g->subs[i].id);
            snprintf(row->file, sizeof row->file, "%s", g->subs[i].file);
            row->outcome = SL_GRADE_NOT_GRADED;
            snprintf(row->cause, sizeof row->cause, "the grade was stopped before this submission");
            row->memory_checked = g->memory_check;
            row->speed_graded = g->speed_counts;
            row->static_graded = g->static_counts;
            sl_grade_score(&g->rubric, row);
            continue;
        }
        const int rc = grade_one(g, &g->subs[i], row);
        progress(g, i, row);
        if (row->outcome != SL_GRADE_NOT_GRADED) /* a check stopped part-way replaces no earlier log */
            write_log(g, row);
        if (rc >= 128 || sl_interrupted()) {
            code = sl_interrupted() ? 128 + sl_interrupted() : rc;
            g->book.interrupted = true;
            printf("stopped: %zu of %zu graded; the rest are written as not graded\n", i, g->n_subs);
        }
    }
    return code;
}

static const char *clobbers(const grade_args *g, const sl_out *o);

/* An interrupted grade writes over no earlier result: where o is a file
 * that was there before the grade, this grade's version goes beside it,
 * ".interrupted" before its extension (book.csv: book.interrupted.csv),
 * into *alt, and the grade says so. false (said) when that name is an
 * input or cannot be written: the rows are then in no file. */
static bool beside(const grade_args *g, const sl_out *o, const char *what, sl_out *alt, char *path, size_t len)
{
    const char *base = strrchr(o->arg, '/');
    base = base ? base + 1 : o->arg;
    const char *dot = strrchr(base, '.');
    if (!dot || dot == base)
        dot = base + strlen(base);
    snprintf(path, len, "%.*s.interrupted%s", (int)(dot - o->arg), o->arg, dot);
    sl_err e = { 0 };
    const char *in = NULL;
    int rc = 0;
    if (sl_out_prepare(path, true, alt, &e) != SL_OK || (in = clobbers(g, alt)) != NULL ||
        (rc = cli_out_not_kernel("lab grade", what, alt, g->chk.o.kernels)) != 0) {
        fprintf(stderr, "simtlab lab grade: %s %s kept as it was (the grade was stopped); %s: %s\n", what, o->arg, path,
                in ? "one of the inputs" : e.msg[0] ? e.msg : "refused");
        sl_err_clear(&e);
        return false;
    }
    printf("kept %s as it was (the grade was stopped): this grade's is %s\n", o->arg, path);
    return true;
}

/* The gradebook and the graders' files. 0, or EXIT_IO. An interrupted
 * grade replaces no earlier file (beside), and writes no student's file
 * for a submission it did not finish. */
static int write_outputs(grade_args *g)
{
    int code = 0;
    sl_err e = { 0 };
    const bool stopped = g->book.interrupted;
    struct { const char *path, *name; sl_out *out; int (*fn)(const sl_gradebook *, sl_str *); } books[] = {
        { g->csv, "--csv", &g->csv_out, sl_gradebook_csv },
        { g->json, "--json", &g->json_out, sl_gradebook_json },
    };
    for (size_t k = 0; k < sizeof books / sizeof books[0]; ++k) {
        if (!books[k].path)
            continue;
        sl_out alt, *o = books[k].out;
        char alt_path[PATH_MAX];
        const char *shown = books[k].path;
        if (stopped && o->kind == SL_OUT_FILE && o->exists) {
            if (!beside(g, o, books[k].name, &alt, alt_path, sizeof alt_path)) {
                code = EXIT_IO;
                continue;
            }
            o = &alt;
            shown = alt_path;
        }
        sl_str text = { 0 };
        if (books[k].fn(&g->book, &text) != SL_OK || text.oom)
            code = EXIT_IO, fprintf(stderr, "simtlab lab grade: out of memory writing %s\n", shown);
        else if (sl_out_write(o, sl_str_text(&text), text.n, &e) != SL_OK)
            code = cli_fail(SL_E_IO, &e);
        else if (!sl_out_to_stdout(o))
            printf("wrote %s\n", shown);
        sl_str_free(&text);
        sl_err_clear(&e);
    }
    for (size_t i = 0; g->format_name && i < g->book.n; ++i) {
        if (stopped && g->book.rows[i].outcome == SL_GRADE_NOT_GRADED)
            continue; /* its earlier file, if any, stays */
        sl_str text = { 0 };
        sl_out one, alt;
        sl_out *o = &g->fmt_out;
        char path[PATH_MAX];
        if (g->out_dir) {
            snprintf(path, sizeof path, "%.3000s/%.127s.json", g->out, g->book.rows[i].id);
            o = &one;
        } else if (stopped && o->kind == SL_OUT_FILE && o->exists) {
            if (!beside(g, o, "--out", &alt, path, sizeof path)) {
                code = EXIT_IO;
                continue;
            }
            o = &alt;
        }
        if (g->out_dir && sl_out_prepare(path, g->chk.force, &one, &e) != SL_OK)
            code = cli_fail(SL_E_IO, &e);
        else if (sl_grade_format_write(&g->book, &g->book.rows[i], g->format, &text) != SL_OK || text.oom)
            code = EXIT_IO;
        else if (sl_out_write(o, sl_str_text(&text), text.n, &e) != SL_OK)
            code = cli_fail(SL_E_IO, &e);
        sl_str_free(&text);
        sl_err_clear(&e);
    }
    if (g->format_name && !code)
        printf("wrote %s%s (%s)\n", g->out, g->out_dir ? "/ID.json for each student" : "", g->format_name);
    return code;
}

/* ---- the command line ---------------------------------------------------- */

enum { G_CSV = 256, G_JSON, G_RUBRIC, G_FORMAT, G_OUT, G_LOGS, G_REFS_FROM, G_HIDDEN, G_SEED, G_TIMEOUT,
       G_SPEED_TIMEOUT, G_SPEED, G_NO_SPEED, G_OCLGRIND, G_NO_OCLGRIND, G_KERNELS, G_NO_LOCK, G_FORCE };

static int once(const char **slot, const char *name)
{
    if (*slot)
        return lab_usage_error("%s is given twice (again as '%s')", name, optarg);
    *slot = optarg;
    return 0;
}

/* getopt's option c into g: 0, -1 for --help, else the exit code. */
static int grade_option(grade_args *g, int c, sl_err *e)
{
    check_args *a = &g->chk;
    uint64_t v = 0;
    int rc = SL_OK;
    switch (c) {
    case G_CSV: return once(&g->csv, "--csv");
    case G_JSON: return once(&g->json, "--json");
    case G_RUBRIC: return once(&g->rubric_path, "--rubric");
    case G_FORMAT: return once(&g->format_name, "--format");
    case G_OUT: return once(&g->out, "--out");
    case G_LOGS: return once(&g->logs, "--logs");
    case G_REFS_FROM: return once(&g->refs_from, "--refs-from");
    case 'd': a->device = optarg; break;
    case G_HIDDEN:
        rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--hidden", &a->hidden_seed, e);
        a->hidden = true;
        break;
    case G_SEED: rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &a->o.seed, e); break;
    case G_TIMEOUT:
        rc = sl_parse_u64(optarg, 1, 86400, "--timeout", &v, e);
        a->timeout_s = (unsigned)v;
        break;
    case G_SPEED_TIMEOUT:
        rc = sl_parse_u64(optarg, 1, 86400, "--speed-timeout", &v, e);
        a->speed_timeout_s = (unsigned)v;
        break;
    case G_SPEED: a->speed = TRI_ON; break;
    case G_NO_SPEED: a->speed = TRI_OFF; break;
    case G_OCLGRIND: a->oclgrind = TRI_ON; break;
    case G_NO_OCLGRIND: a->oclgrind = TRI_OFF; break;
    case G_KERNELS: a->o.kernels.cli = optarg; break;
    case G_NO_LOCK: a->no_lock = true; break;
    case G_FORCE: a->force = true; break;
    case 'h': grade_usage(stdout); return -1;
    default: return EXIT_USAGE;
    }
    if (rc != SL_OK) {
        fprintf(stderr, "simtlab lab grade: %s\n", e->msg);
        return EXIT_USAGE;
    }
    return 0;
}

static int grade_options(int argc, char **argv, grade_args *g)
{
    static const struct option longopts[] = {
        { "csv", required_argument, NULL, G_CSV },          { "json", required_argument, NULL, G_JSON },
        { "rubric", required_argument, NULL, G_RUBRIC },    { "format", required_argument, NULL, G_FORMAT },
        { "out", required_argument, NULL, G_OUT },          { "logs", required_argument, NULL, G_LOGS },
        { "refs-from", required_argument, NULL, G_REFS_FROM },
        { "hidden", required_argument, NULL, G_HIDDEN },    { "seed", required_argument, NULL, G_SEED },
        { "device", required_argument, NULL, 'd' },         { "timeout", required_argument, NULL, G_TIMEOUT },
        { "speed-timeout", required_argument, NULL, G_SPEED_TIMEOUT },
        { "speed", no_argument, NULL, G_SPEED },            { "no-speed", no_argument, NULL, G_NO_SPEED },
        { "oclgrind", no_argument, NULL, G_OCLGRIND },      { "no-oclgrind", no_argument, NULL, G_NO_OCLGRIND },
        { "kernels", required_argument, NULL, G_KERNELS },  { "no-lock", no_argument, NULL, G_NO_LOCK },
        { "force", no_argument, NULL, G_FORCE },            { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    sl_err e = { 0 };
    lab_check_defaults(&g->chk);
    g->chk.no_status = true;
    optind = 1;
    argv[0] = (char *)"simtlab lab grade";
    int c;
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        const int stop = grade_option(g, c, &e);
        if (stop)
            return stop;
    }
    return 0;
}

/* --rubric and --format read; their combinations checked. 0 or the exit code. */
static int grade_settings(grade_args *g)
{
    sl_err e = { 0 };
    g->rubric = (sl_rubric)SL_RUBRIC_DEFAULT;
    if (g->rubric_path) {
        char *text = NULL;
        int rc = sl_slurp(g->rubric_path, "rubric", 64 * 1024, &text, NULL, &e);
        if (rc == SL_OK)
            rc = sl_rubric_parse(text, &g->rubric, &e);
        free(text);
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab lab grade: %s: %s\n", g->rubric_path, e.msg);
            sl_err_clear(&e);
            return EXIT_USAGE;
        }
    }
    if (g->format_name && sl_grade_format_parse(g->format_name, &g->format, &e) != SL_OK)
        return cli_fail(SL_E_USAGE, &e);
    if (!!g->format_name != !!g->out)
        return lab_usage_error("%s needs %s", g->format_name ? "--format" : "--out",
                               g->format_name ? "--out PATH (a file for one submission, a directory for many)"
                                              : "--format (classroom, gradescope or prairielearn)");
    return 0;
}

/* The input an output would replace (a submission, the rubric), or NULL. */
static const char *clobbers(const grade_args *g, const sl_out *o)
{
    for (size_t i = 0; i < g->n_subs; ++i)
        if (g->subs[i].file[0] && sl_out_is(o, g->subs[i].file))
            return g->subs[i].file;
    return g->rubric_path && sl_out_is(o, g->rubric_path) ? g->rubric_path : NULL;
}

/* A directory for per-student files: made when missing. 0 or the exit code. */
static int out_dir(const char *dir, const char *what)
{
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        return 0;
    if (mkdir(dir, 0755) != 0) {
        fprintf(stderr, "simtlab lab grade: %s %s: cannot make the directory: %s\n", what, dir, strerror(errno));
        return errno == ENOENT || errno == EEXIST || errno == ENOTDIR ? EXIT_USAGE : EXIT_IO;
    }
    return 0;
}

/* Every per-student file of dir (ID + ext) checked against the inputs and
 * against the gradebooks this grade writes (--json o/ann.json with --out o
 * would replace the class's gradebook with ann's file). */
static int check_dir_outputs(const grade_args *g, const char *dir, const char *ext, const char *what)
{
    const struct { const char *path, *name; const sl_out *o; } books[] = {
        { g->csv, "--csv", &g->csv_out }, { g->json, "--json", &g->json_out },
        { g->out_dir ? NULL : g->out, "--out", &g->fmt_out } };
    for (size_t i = 0; i < g->n_subs; ++i) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%.3000s/%.127s%s", dir, g->subs[i].id, ext);
        sl_out o;
        sl_err e = { 0 };
        if (sl_out_prepare(path, g->chk.force, &o, &e) != SL_OK)
            return cli_fail(SL_E_USAGE, &e);
        const char *in = clobbers(g, &o);
        if (in) {
            char shown[300];
            sl_str_escape_ctrl(in, shown, sizeof shown);
            fprintf(stderr, "simtlab lab grade: %s %s would replace %s, one of the submissions\n", what, path, shown);
            return EXIT_USAGE;
        }
        for (size_t k = 0; k < sizeof books / sizeof books[0]; ++k)
            if (books[k].path && sl_out_same(books[k].o, &o)) {
                fprintf(stderr, "simtlab lab grade: %s %s would write %s, the file %s %s names\n", what, dir, path,
                        books[k].name, books[k].path);
                return EXIT_USAGE;
            }
        const int rc = cli_out_not_kernel("lab grade", what, &o, g->chk.o.kernels);
        if (rc)
            return rc;
    }
    return 0;
}

/* Every output prepared before any grading: a refusal costs nothing. */
static int prepare_outputs(grade_args *g)
{
    sl_err e = { 0 };
    struct { const char *path, *name; sl_out *o; } one[] = {
        { g->csv, "--csv", &g->csv_out }, { g->json, "--json", &g->json_out }, { NULL, "--out", &g->fmt_out } };
    struct stat st;
    g->out_dir = g->out && (g->n_subs > 1 || (stat(g->out, &st) == 0 && S_ISDIR(st.st_mode)));
    if (g->out && !g->out_dir)
        one[2].path = g->out;
    for (size_t k = 0; k < 3; ++k) {
        if (!one[k].path)
            continue;
        if (sl_out_prepare(one[k].path, g->chk.force, one[k].o, &e) != SL_OK)
            return cli_fail(SL_E_USAGE, &e);
        const char *in = clobbers(g, one[k].o);
        if (in) {
            char shown[300];
            sl_str_escape_ctrl(in, shown, sizeof shown);
            fprintf(stderr, "simtlab lab grade: %s %s is %s, one of the inputs\n", one[k].name, one[k].path, shown);
            return EXIT_USAGE;
        }
        for (size_t j = 0; j < k; ++j)
            if (one[j].path && sl_out_same(one[j].o, one[k].o))
                return lab_usage_error("%s and %s name the same file", one[j].name, one[k].name);
        const int rc = cli_out_not_kernel("lab grade", one[k].name, one[k].o, g->chk.o.kernels);
        if (rc)
            return rc;
    }
    int rc = 0;
    if (g->out_dir && !(rc = out_dir(g->out, "--out")))
        rc = check_dir_outputs(g, g->out, ".json", "--out");
    if (!rc && g->logs && !(rc = out_dir(g->logs, "--logs")))
        rc = check_dir_outputs(g, g->logs, ".txt", "--logs");
    return rc;
}

/* After the references: what this grade runs and counts on the device. */
static void grade_plan(grade_args *g, const sl_profile *p)
{
    const bool cpu = (p->type & CL_DEVICE_TYPE_CPU) != 0;
    /* where the memory check belongs, it counts: without oclgrind each row is "not checked" */
    g->memory_check = lab_oclgrind_expected(&g->chk, cpu);
    g->oclgrind_missing = g->memory_check && !lab_oclgrind_runs(&g->chk);
    g->speed_counts = g->refs_measured && !cpu && !sl_lab_is_answers(g->chk.lab);
    /* the static check where speed is not graded; without its compiler, each row's says so */
    const sl_offline_env env = cli_offline_env();
    g->static_counts = sl_lab_static_graded(g->chk.lab, cpu) && sl_lab_static_tools(&env, g->static_why,
                                                                                   sizeof g->static_why);
    if (g->refs_measured)
        g->chk.o.refs = &g->refs;
    if (sl_lab_is_answers(g->chk.lab))
        g->chk.speed = TRI_OFF; /* lab 8's measure step is the same for every student: not graded */
}

/* What the grade will do, before the first student. */
static void say_plan(const grade_args *g, const sl_profile *p)
{
    const char *unit = g->book.unit;
    if (g->refs_measured)
        printf("references: solution %.1f %s, baseline %.1f %s, ceiling %.1f GB/s (%s)\n", g->refs.solution, unit,
               g->refs.baseline, unit, g->refs.ceiling, g->refs_from ? "from --refs-from" : "each timed once");
    printf("grading lab %02u on [%u:%u] %s: %zu submission%s; speed %s; memory check %s%s%s\n", g->chk.lab->number,
           p->platform_index, p->device_index, p->name, g->n_subs, g->n_subs == 1 ? "" : "s",
           g->speed_counts ? "graded" : "not graded here",
           g->oclgrind_missing ? "not run (oclgrind is not installed: clean rows are \"not checked\")"
           : g->memory_check   ? "by oclgrind"
                               : "not run",
           g->static_counts ? "; static check (gfx90a, compiled offline) graded" : "",
           g->chk.hidden ? ", hidden datasets" : "");
    if (g->static_why[0])
        printf("static check: not run, not counted: %s\n", g->static_why);
    printf("\n");
    fflush(stdout);
}

/* "lab02 grade: 5 of 12 passed (2 build error, 1 crash, ...)" */
static void summary(const grade_args *g)
{
    size_t count[SL_GRADE_N_OUTCOMES] = { 0 };
    for (size_t i = 0; i < g->book.n; ++i)
        count[g->book.rows[i].outcome]++;
    printf("\nlab%02u grade: %zu of %zu passed", g->chk.lab->number, count[SL_GRADE_PASS], g->book.n);
    const char *sep = " (";
    for (int o = SL_GRADE_WRONG; o < SL_GRADE_N_OUTCOMES; ++o) {
        if (!count[o])
            continue;
        printf("%s%zu %s", sep, count[o], sl_grade_outcome_name((sl_grade_outcome)o));
        sep = ", ";
    }
    printf("%s\n", count[SL_GRADE_PASS] == g->book.n ? "" : ")");
}

/* --refs-from: the references of an earlier grade of this lab on this
 * device. 0, or the exit code. */
static int refs_from_book(grade_args *g, const sl_profile *p)
{
    sl_err e = { 0 };
    sl_gradebook old = { 0 };
    char *text = NULL;
    int rc = sl_slurp(g->refs_from, "gradebook", 64 << 20, &text, NULL, &e);
    if (rc == SL_OK)
        rc = sl_gradebook_read_refs(text, &old, &e);
    free(text);
    /* the device as the book names it, less its index ("[0:1] "): an index
     * moves with the drivers installed, the name and the driver do not */
    char here[256];
    snprintf(here, sizeof here, "%.120s (%.60s, %.40s)", p->name, p->platform, p->driver);
    const char *there = strstr(old.device, "] ");
    if (rc == SL_OK && old.lab != g->chk.lab->number)
        rc = sl_err_set(&e, SL_E_USAGE, "it grades lab %u, not lab %u", old.lab, g->chk.lab->number);
    else if (rc == SL_OK && (!there || strcmp(there + 2, here) != 0)) {
        char theirs[256]; /* the book is a file: its text reaches the terminal escaped */
        sl_str_escape_ctrl(old.device, theirs, sizeof theirs);
        rc = sl_err_set(&e, SL_E_USAGE, "its references were timed on another device (%.200s), not %.200s", theirs,
                        here);
    }
    if (rc != SL_OK) {
        char shown[160];
        sl_str_escape_ctrl(g->refs_from, shown, sizeof shown);
        fprintf(stderr, "simtlab lab grade: --refs-from %s: %s\n", shown, e.msg);
        sl_err_clear(&e);
        return EXIT_USAGE;
    }
    g->refs = (sl_lab_refs){ .solution = old.solution, .baseline = old.baseline, .ceiling = old.ceiling,
                             .ceiling_bytes = NAN };
    g->refs_measured = true;
    return 0;
}

static int grade(grade_args *g)
{
    sl_profile prof;
    int rc = measure_refs(g, &prof);
    if (rc == 0 && g->refs_from)
        rc = refs_from_book(g, &prof);
    if (rc)
        return rc;
    grade_plan(g, &prof);
    book_header(g, &prof);
    say_plan(g, &prof);
    const int code = grade_class(g);
    summary(g);
    const int wrc = write_outputs(g);
    return code ? code : wrc;
}

int lab_grade_main(int argc, char **argv, int typed_argc, char **typed)
{
    static grade_args g; /* large; one grade per process */
    memset(&g, 0, sizeof g);
    g.chk.argc = typed_argc;
    g.chk.argv = typed;
    int rc = grade_options(argc, argv, &g);
    if (rc)
        return rc < 0 ? 0 : rc;
    if (optind >= argc)
        return lab_usage_error("grade needs a lab number and the submissions%s%s", "", "");
    sl_err e = { 0 };
    if ((rc = sl_lab_parse(argv[optind], &g.chk.lab, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (optind + 1 >= argc)
        return lab_usage_error("grade %s needs the submissions to grade (files or directories)%s", argv[optind], "");
    if ((rc = lab_check_hide(&g.chk)) || (rc = grade_settings(&g)) ||
        (rc = resolve_all(&g, argc - optind - 1, argv + optind + 1)) || (rc = prepare_outputs(&g))) {
        free(g.subs);
        return rc;
    }
    if (g.chk.o.kernels.cli && (rc = sl_prog_check_dir(g.chk.o.kernels.cli, "--kernels", &e)) != SL_OK) {
        free(g.subs);
        return cli_fail(rc, &e);
    }
    sl_interrupt_install();
    rc = grade(&g);
    for (size_t i = 0; i < g.book.n; ++i) {
        free(g.book.rows[i].output);
        g.book.rows[i].output = NULL;
    }
    sl_gradebook_free(&g.book);
    free(g.subs);
    return rc;
}
