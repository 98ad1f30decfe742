/* run_multi.c - `simtlab run -d all` and `-d LIST`: the suites on several
 * devices, one `simtlab run` process per device (run.h).
 *
 * Why processes: each device gets what a one-device run gets (its own
 * watchdog, lock and context; a device that hangs or is lost takes only its
 * own process down), and `--parallel` needs no threads in the engine. The
 * parent opens no context: it lists the devices, starts `simtlab run -d P:D
 * --json -` for each (one after another, or all at once), reads each one's
 * results document from its standard output, writes it to the device's own
 * file, and prints one table of every device's figures and the twin check
 * (twins.h). Its children are in their own process groups and die with it;
 * ^C or SIGTERM is passed on, and every finished row is still written. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "simtlab/compare.h"
#include "simtlab/device.h"
#include "simtlab/report.h"
#include "simtlab/str.h"
#include "simtlab/twins.h"

#define MULTI_MAX_DEVICES SL_TWIN_MAX_DEVICES

typedef struct child {
    sl_dev_entry dev;
    char sel[24];         /* "P:D" */
    char json_path[1100], csv_path[1100];
    sl_out json_out;
    sl_proc proc;         /* its simtlab run */
    int out_fd, err_fd;   /* -1 once closed */
    sl_str json;          /* its standard output: the results document */
    sl_str err_line;      /* --parallel: the line of its stderr not yet ended */
    bool started, reaped;
    int exit_code;        /* as multi_exit_code reads its status; -1 not run */
    sl_results res;
    char name[256];
    bool parsed;
} child;

static volatile sig_atomic_t sig_first, sig_count;

static void on_signal(int sig)
{
    if (!sig_first)
        sig_first = sig;
    sig_count++;
}

bool run_multi_wanted(const char *device)
{
    return device && (strcmp(device, "all") == 0 || strchr(device, ','));
}

/* PATH with ".P-D" before its ".json" or ".csv" (else at the end). */
static void device_path(const char *path, const char *ext, const sl_dev_entry *d, char *out, size_t len)
{
    const size_t n = strlen(path), ne = strlen(ext);
    const bool has_ext = n > ne && strcmp(path + n - ne, ext) == 0 && path[n - ne - 1] != '/';
    snprintf(out, len, "%.*s.%u-%u%s", (int)(has_ext ? n - ne : n), path, d->platform, d->device, ext);
}

static bool is_gpu(const sl_dev_entry *d)
{
    return (d->type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR)) != 0;
}

/* The devices text names into kids; CLI_GO_ON or the exit code. */
static int choose_devices(const char *text, child *kids, size_t *n_kids)
{
    sl_dev_list list;
    sl_err e = { 0 };
    int rc;
    if ((rc = sl_dev_enumerate(&list, &e)) != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        return rc;
    }
    size_t n = 0;
    int exit_code = CLI_GO_ON;
    if (strcmp(text, "all") == 0) {
        /* every GPU (a node check); a host with none: every device */
        size_t gpus = 0;
        for (size_t i = 0; i < list.n; ++i)
            gpus += is_gpu(&list.items[i]);
        for (size_t i = 0; i < list.n && n < MULTI_MAX_DEVICES; ++i)
            if (!gpus || is_gpu(&list.items[i]))
                kids[n++].dev = list.items[i];
    } else {
        char *copy = strdup(text), *save = NULL;
        for (char *tok = copy ? strtok_r(copy, ",", &save) : NULL; tok && exit_code == CLI_GO_ON;
             tok = strtok_r(NULL, ",", &save)) {
            sl_selector sel;
            long at = -1;
            if ((rc = sl_dev_parse_selector(tok, &sel, &e)) != SL_OK) {
                exit_code = cli_fail(rc, &e);
            } else if ((at = sl_dev_match(&sel, list.items, list.n)) < 0) {
                fprintf(stderr, "simtlab run: -d %s: no device matches '%s'\n", text, tok);
                fprintf(stderr, "devices (select with -d P:D, gpu, cpu or part of a name):\n");
                cli_print_devices(stderr);
                exit_code = EXIT_USAGE;
            } else if (n == MULTI_MAX_DEVICES) {
                fprintf(stderr, "simtlab run: -d names more than %d devices\n", MULTI_MAX_DEVICES);
                exit_code = EXIT_USAGE;
            } else {
                for (size_t k = 0; k < n && exit_code == CLI_GO_ON; ++k)
                    if (kids[k].dev.platform == list.items[at].platform &&
                        kids[k].dev.device == list.items[at].device) {
                        fprintf(stderr, "simtlab run: -d %s: '%s' is device %u:%u again; each device runs once\n",
                                text, tok, kids[k].dev.platform, kids[k].dev.device);
                        exit_code = EXIT_USAGE;
                    }
                if (exit_code == CLI_GO_ON)
                    kids[n++].dev = list.items[at];
            }
            sl_err_clear(&e);
        }
        if (!copy) {
            fprintf(stderr, "simtlab run: out of memory\n");
            exit_code = EXIT_CHECK_FAILED;
        }
        free(copy);
    }
    sl_dev_list_free(&list);
    if (exit_code == CLI_GO_ON && n == 0) {
        fprintf(stderr, "simtlab run: -d %s: no device\n", text);
        exit_code = EXIT_NO_DEVICE;
    }
    *n_kids = n;
    return exit_code;
}

/* Each device's file is made beside the path given (.P-D before its
 * extension): a path that is no file's place (-, /dev/null, a FIFO, a
 * descriptor) would put them elsewhere, as root regular files in /dev.
 * CLI_GO_ON or the exit code. */
static int beside_a_file(const run_multi_args *m, const char *flag, const char *path)
{
    if (!path)
        return CLI_GO_ON;
    sl_out o;
    sl_err e = { 0 };
    const bool file = strcmp(path, "-") != 0 && (sl_out_prepare(path, true, &o, &e) != SL_OK || o.kind == SL_OUT_FILE);
    sl_err_clear(&e); /* a path refused here may still be a fine place for the per-device files */
    if (file)
        return CLI_GO_ON;
    fprintf(stderr, "simtlab run: -d %s writes one file per device beside %s %s (.P-D before its extension), "
                    "and %s is not a file: give a path such as results.json\n", m->device, flag, path,
            strcmp(path, "-") == 0 ? "- (standard output)" : path);
    return EXIT_USAGE;
}

/* Each device's output paths, prepared (refused now, not after the run). */
static int prepare_paths(const run_multi_args *m, child *kids, size_t n)
{
    sl_err e = { 0 };
    for (size_t i = 0; i < n; ++i) {
        child *k = &kids[i];
        snprintf(k->sel, sizeof k->sel, "%u:%u", k->dev.platform, k->dev.device);
        k->out_fd = k->err_fd = -1;
        k->exit_code = -1;
        int rc = SL_OK;
        if (m->json_path) {
            device_path(m->json_path, ".json", &k->dev, k->json_path, sizeof k->json_path);
            rc = sl_out_prepare(k->json_path, m->force, &k->json_out, &e);
        }
        if (rc == SL_OK && m->json_path && cli_out_not_kernel("run", "--json", &k->json_out, m->kernels))
            return EXIT_USAGE;
        if (rc == SL_OK && m->csv_path) {
            sl_out csv;
            device_path(m->csv_path, ".csv", &k->dev, k->csv_path, sizeof k->csv_path);
            rc = sl_out_prepare(k->csv_path, m->force, &csv, &e);
            if (rc == SL_OK && m->json_path && sl_out_same(&k->json_out, &csv))
                rc = sl_err_set(&e, SL_E_USAGE, "--json and --csv name the same file (%s)", k->csv_path);
            if (rc == SL_OK && cli_out_not_kernel("run", "--csv", &csv, m->kernels))
                return EXIT_USAGE;
        }
        for (size_t j = 0; j < i && rc == SL_OK && m->json_path; ++j)
            if (sl_out_same(&kids[j].json_out, &k->json_out))
                rc = sl_err_set(&e, SL_E_USAGE, "%s and %s are the same file", kids[j].json_path, k->json_path);
        if (rc != SL_OK) {
            rc = cli_fail(rc, &e);
            sl_err_clear(&e);
            return rc;
        }
    }
    return CLI_GO_ON;
}

/* Start device k's run; false (said) when it could not start. */
static bool start_child(const run_multi_args *m, child *k, size_t index, size_t n)
{
    /* the child's command: simtlab run, the options as given, this device,
     * its JSON on standard output, its own CSV */
    const char *argv[RUN_MULTI_MAX_ARGS + 12];
    int a = 0;
    argv[a++] = "simtlab";
    argv[a++] = "run";
    for (int i = 0; i < m->n_args; ++i)
        argv[a++] = m->args[i];
    argv[a++] = "--device";
    argv[a++] = k->sel;
    argv[a++] = "--json";
    argv[a++] = "-";
    if (m->csv_path) {
        argv[a++] = "--csv";
        argv[a++] = k->csv_path;
    }
    if (m->parallel)
        argv[a++] = "--quiet";
    argv[a++] = "--";
    for (int i = 0; i < m->n_suites; ++i)
        argv[a++] = m->suites[i];
    argv[a] = NULL;

    fprintf(stderr, "simtlab run: device %zu of %zu: [%s] %s%s\n", index + 1, n, k->sel, k->dev.device_name,
            m->parallel ? " (in parallel)" : "");
    fflush(NULL);
    sl_icd_env_restore(); /* the loader may have cut OCL_ICD_FILENAMES short in this process */
    /* its own process group (the parent passes ^C on, once), ended with
     * the parent however the parent ends (SIGTERM: it writes its rows) */
    const sl_proc_spec spec = { .what = k->sel, .who = "simtlab run", .argv = argv, .path = "/proc/self/exe",
                                .in = -1, .out = -1, .err = -1, .out_pipe = true, .err_pipe = m->parallel,
                                .deathsig = SIGTERM, .default_signals = true };
    sl_err e = { 0 };
    if (sl_proc_start(&k->proc, &spec, &e) != SL_OK) {
        fprintf(stderr, "simtlab run: the run on [%s]: %s\n", k->sel, e.msg);
        sl_err_clear(&e);
        return false;
    }
    k->out_fd = k->proc.out_fd;
    k->err_fd = k->proc.err_fd;
    k->proc.out_fd = k->proc.err_fd = -1; /* k's now */
    k->started = true;
    return true;
}

/* Whole lines of buf to stderr, each after "[P:D] "; the rest kept. */
static void flush_lines(child *k, bool all)
{
    const char *s = sl_str_text(&k->err_line);
    const char *nl;
    while ((nl = strchr(s, '\n')) || (all && *s)) {
        const size_t len = nl ? (size_t)(nl - s) : strlen(s);
        fprintf(stderr, "[%s] %.*s\n", k->sel, (int)len, s);
        s += len + (nl ? 1 : 0);
    }
    sl_str rest = { 0 };
    if (*s)
        sl_str_printf(&rest, "%s", s);
    sl_str_free(&k->err_line);
    k->err_line = rest;
}

/* Read what fd has into k; close it at its end. */
static void drain(child *k, int *fd, bool is_err)
{
    char buf[65536];
    const ssize_t got = read(*fd, buf, sizeof buf);
    if (got < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (got <= 0) {
        close(*fd);
        *fd = -1;
        if (is_err)
            flush_lines(k, true);
        return;
    }
    sl_str *to = is_err ? &k->err_line : &k->json;
    sl_str_printf(to, "%.*s", (int)got, buf);
    if (is_err)
        flush_lines(k, false);
}

/* Run every child, one at a time or all together, until each has ended. */
static void run_children(const run_multi_args *m, child *kids, size_t n)
{
    size_t next = 0, running = 0;
    int passed_on = 0;
    for (;;) {
        while (next < n && (m->parallel || running == 0) && !sig_first) {
            if (start_child(m, &kids[next], next, n))
                ++running;
            ++next;
        }
        if (running == 0)
            break;
        if (sig_count > passed_on) { /* ^C or SIGTERM: each child is told, as often as this one was */
            for (size_t i = 0; i < n; ++i)
                if (kids[i].started && !kids[i].reaped)
                    sl_proc_signal(&kids[i].proc, sig_first);
            passed_on = sig_count;
        }
        struct pollfd pf[2 * MULTI_MAX_DEVICES];
        child *owner[2 * MULTI_MAX_DEVICES];
        int *which[2 * MULTI_MAX_DEVICES];
        nfds_t np = 0;
        for (size_t i = 0; i < n; ++i) {
            child *k = &kids[i];
            int *fds[2] = { &k->out_fd, &k->err_fd };
            for (int f = 0; f < 2; ++f)
                if (*fds[f] >= 0) {
                    pf[np] = (struct pollfd){ .fd = *fds[f], .events = POLLIN };
                    owner[np] = k;
                    which[np++] = fds[f];
                }
        }
        if (np && poll(pf, np, 500) > 0)
            for (nfds_t p = 0; p < np; ++p)
                if (pf[p].revents)
                    drain(owner[p], which[p], which[p] == &owner[p]->err_fd);
        for (size_t i = 0; i < n; ++i) {
            child *k = &kids[i];
            if (!k->started || k->reaped || k->out_fd >= 0 || k->err_fd >= 0)
                continue;
            k->exit_code = sl_proc_exit_code(sl_proc_wait(&k->proc));
            k->reaped = true;
            --running;
        }
    }
}

/* A row's figure: GFLOP/s where it counts FLOPs, else GB/s; NAN without one. */
static double figure(const sl_row *r)
{
    if (!r || r->status != SL_ROW_OK || !r->verified)
        return NAN;
    return sl_cmp_in_flops(r) ? r->gflops : r->gbps;
}

/* The lines of the merged table: for each, each device's row index (or -1). */
typedef struct lines {
    long *at;      /* at[l * n + d] */
    const sl_row **first;
    size_t n, cap;
} lines;

static bool add_lines(lines *ls, child *kids, size_t n)
{
    for (size_t d = 0; d < n; ++d) {
        if (!kids[d].parsed)
            continue;
        for (size_t r = 0; r < kids[d].res.n; ++r) {
            const sl_row *row = &kids[d].res.rows[r];
            size_t l = 0;
            while (l < ls->n && !(ls->at[l * n + d] < 0 && sl_cmp_same_case(ls->first[l], row)))
                ++l;
            if (l == ls->n) {
                if (ls->n == ls->cap) {
                    const size_t cap = ls->cap ? 2 * ls->cap : 64;
                    long *at = realloc(ls->at, cap * n * sizeof *at);
                    const sl_row **first = at ? realloc(ls->first, cap * sizeof *first) : NULL;
                    if (at)
                        ls->at = at;
                    if (!at || !first)
                        return false;
                    ls->first = first;
                    ls->cap = cap;
                }
                for (size_t k = 0; k < n; ++k)
                    ls->at[l * n + k] = -1;
                ls->first[l] = row;
                ls->n++;
            }
            ls->at[l * n + d] = (long)r;
        }
    }
    return true;
}

static const sl_row *row_at(const lines *ls, child *kids, size_t n, size_t l, size_t d)
{
    const long r = ls->at[l * n + d];
    return r < 0 ? NULL : &kids[d].res.rows[r];
}

/* The table of every device's figures, one line per case; a figure more
 * than the margin below its twins' median is marked '<'. */
static void print_table(FILE *out, const lines *ls, child *kids, size_t n, const double *vals, const int *group,
                        double margin)
{
    fprintf(out, "\n== every device: %zu\n", n);
    for (size_t d = 0; d < n; ++d)
        fprintf(out, "  [%s] %s%s\n", kids[d].sel, kids[d].parsed ? kids[d].name : kids[d].dev.device_name,
                kids[d].parsed ? "" : "  (no results)");
    fprintf(out, "%-10s %-28s %-7s", "suite", "case", "unit");
    for (size_t d = 0; d < n; ++d)
    {
        char head[32];
        snprintf(head, sizeof head, "[%s]", kids[d].sel);
        fprintf(out, " %10s", head);
    }
    fputc('\n', out);
    for (size_t l = 0; l < ls->n; ++l) {
        const sl_row *f = ls->first[l];
        char name[200];
        if (f->case_name[0])
            snprintf(name, sizeof name, "%s", f->case_name);
        else
            snprintf(name, sizeof name, "%s", f->kernel);
        fprintf(out, "%-10.10s %-28.28s %-7s", f->suite, name, sl_cmp_in_flops(f) ? "GFLOP/s" : "GB/s");
        for (size_t d = 0; d < n; ++d) {
            const sl_row *r = row_at(ls, kids, n, l, d);
            const double v = vals[d * ls->n + l];
            char cell[32];
            if (!r)
                snprintf(cell, sizeof cell, "missing");
            else if (r->status == SL_ROW_SKIPPED)
                snprintf(cell, sizeof cell, "skipped");
            else if (r->status != SL_ROW_OK || !r->verified)
                snprintf(cell, sizeof cell, "FAILED");
            else if (!isfinite(v))
                snprintf(cell, sizeof cell, "-");
            else {
                /* below its twins' median on this line by more than the margin? */
                const double r = sl_twin_line_ratio(vals, group, n, ls->n, l, d);
                snprintf(cell, sizeof cell, "%.1f%s", v, r < 1.0 - margin ? "<" : "");
            }
            fprintf(out, " %10s", cell);
        }
        fputc('\n', out);
    }
}

/* The twin check's lines; true when a device is slow. */
static bool print_twins(FILE *out, const lines *ls, child *kids, size_t n, const double *vals, const int *group,
                        double margin)
{
    sl_twin_verdict v[MULTI_MAX_DEVICES];
    if (sl_twin_check(vals, group, n, ls->n, margin, v) != SL_OK) {
        fprintf(stderr, "simtlab run: the twin check ran out of memory\n");
        return false;
    }
    bool any_twins = false, slow = false;
    for (size_t d = 0; d < n; ++d)
        any_twins |= v[d].twins > 0;
    fprintf(out, "\ntwin check (each device against the median of the identical devices, margin %.0f%%):\n",
            100.0 * margin);
    if (!any_twins) {
        fprintf(out, "  no two devices here are the same model: nothing to compare\n");
        return false;
    }
    for (size_t d = 0; d < n; ++d) {
        if (!v[d].twins)
            fprintf(out, "  [%s] no twin\n", kids[d].sel);
        else if (!v[d].compared)
            fprintf(out, "  [%s] no case with a figure on it and a twin\n", kids[d].sel);
        else {
            const sl_row *w = ls->first[v[d].worst_line];
            char whom[48];
            if (v[d].twins == 1)
                snprintf(whom, sizeof whom, "its twin's");
            else
                snprintf(whom, sizeof whom, "the median of its %zu twins'", v[d].twins);
            fprintf(out, "  [%s] %.3fx %s figure, median over %zu cases (worst %.3fx, %s %s; %zu below %.2fx)  %s\n",
                    kids[d].sel, v[d].ratio, whom, v[d].compared, v[d].worst,
                    w->suite, w->case_name[0] ? w->case_name : w->kernel, v[d].below, 1.0 - margin,
                    v[d].slow ? "SLOW" : "ok");
            slow |= v[d].slow;
        }
    }
    return slow;
}

/* Parse each child's document and write its file. Returns the first
 * device's failure as an exit code, or 0. */
static int collect(const run_multi_args *m, child *kids, size_t n)
{
    int exit_code = 0;
    for (size_t i = 0; i < n; ++i) {
        child *k = &kids[i];
        sl_err e = { 0 };
        const char *text = sl_str_text(&k->json);
        if (!k->started) {
            fprintf(stderr, "simtlab run: [%s] did not run%s\n", k->sel, sig_first ? " (interrupted)" : "");
            exit_code = exit_code ? exit_code : EXIT_CHECK_FAILED;
            continue;
        }
        if (k->json.oom) {
            fprintf(stderr, "simtlab run: [%s]: out of memory reading its results\n", k->sel);
        } else if (!*text) {
            fprintf(stderr, "simtlab run: [%s] wrote no results (exit %d)\n", k->sel, k->exit_code);
        } else if (sl_report_parse_json(text, &k->res, k->name, sizeof k->name, &e) != SL_OK) {
            fprintf(stderr, "simtlab run: [%s]: its results could not be read: %s\n", k->sel, e.msg);
        } else {
            k->parsed = true;
            if (m->json_path) {
                if (sl_out_write(&k->json_out, text, strlen(text), &e) != SL_OK) {
                    int code = cli_fail(SL_E_IO, &e);
                    exit_code = exit_code ? exit_code : code;
                } else {
                    fprintf(stderr, "wrote %s\n", k->json_path);
                }
            }
        }
        sl_err_clear(&e);
        if (k->exit_code != 0 && !exit_code)
            exit_code = k->exit_code;
        if (!k->parsed && !exit_code)
            exit_code = EXIT_CHECK_FAILED;
    }
    return exit_code;
}

int run_multi(const run_multi_args *m)
{
    static child kids[MULTI_MAX_DEVICES]; /* static: each holds two long paths */
    memset(kids, 0, sizeof kids);
    size_t n = 0;
    int rc;
    if ((rc = beside_a_file(m, "--json", m->json_path)) != CLI_GO_ON ||
        (rc = beside_a_file(m, "--csv", m->csv_path)) != CLI_GO_ON)
        return rc;
    if ((rc = choose_devices(m->device, kids, &n)) != CLI_GO_ON || (rc = prepare_paths(m, kids, n)) != CLI_GO_ON)
        return rc;

    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int); /* no SA_RESTART: poll must return */
    sigaction(SIGTERM, &sa, &old_term);
    run_children(m, kids, n);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);

    int exit_code = collect(m, kids, n);
    lines ls = { 0 };
    double *vals = NULL;
    int group[MULTI_MAX_DEVICES];
    if (!add_lines(&ls, kids, n) || !(vals = malloc((ls.n ? ls.n : 1) * n * sizeof *vals))) {
        fprintf(stderr, "simtlab run: out of memory for the merged table\n");
        exit_code = exit_code ? exit_code : EXIT_CHECK_FAILED;
    } else {
        /* twins: devices of the same name (the same model, as the driver names it) */
        for (size_t d = 0; d < n; ++d) {
            group[d] = (int)d;
            for (size_t t = 0; t < d; ++t)
                if (kids[t].parsed && kids[d].parsed && strcmp(kids[t].name, kids[d].name) == 0) {
                    group[d] = group[t];
                    break;
                }
            for (size_t l = 0; l < ls.n; ++l)
                vals[d * ls.n + l] = figure(row_at(&ls, kids, n, l, d));
        }
        print_table(stdout, &ls, kids, n, vals, group, m->twin_margin);
        const bool slow = print_twins(stdout, &ls, kids, n, vals, group, m->twin_margin);
        if (slow && !exit_code)
            exit_code = EXIT_SLOW_TWIN;
    }
    free(vals);
    free(ls.at);
    free(ls.first);
    for (size_t i = 0; i < n; ++i) {
        sl_str_free(&kids[i].json);
        sl_str_free(&kids[i].err_line);
        sl_results_free(&kids[i].res);
    }
    fflush(stdout);
    return sig_first ? 128 + sig_first : exit_code;
}
