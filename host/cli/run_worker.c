/* run_worker.c - what runs a `simtlab run` (run.h): the worker that opens
 * the device and runs the suites, printing each suite's table, and the
 * end of the run that writes the rows. cmd_run.c parses the command and
 * calls it here, or in a watched child through watchdog.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "run.h"
#include "run_target.h"
#include "simtlab/compiled.h"
#include "simtlab/watch.h"
#include "simtlab/interrupt.h"
#include "simtlab/program.h"
#include "simtlab/report.h"
#include "simtlab/registry.h"
#include "simtlab/runner.h"
#include "simtlab/tuning.h"

static void progress(void *arg, const char *suite, const char *what, int i, int n)
{
    (void)arg;
    fprintf(stderr, "\r\033[K[%s %d/%d] %s ...", suite, i, n, what);
    fflush(stderr);
}

/* text as the run prints it: whole with --wide, else its long lines
 * wrapped to the brief table's width. */
void run_print(const run_job *job, FILE *out, const char *text)
{
    if (job->wide)
        fputs(text, out);
    else
        sl_report_wrap_lines(out, text, RUN_TABLE_WIDTH);
}

/* The suite's table as the run asked: every column (--wide) or the
 * brief one that fits 100 columns (report.h). */
void run_table(const run_job *job, FILE *out, const sl_results *res, size_t first, const sl_profile *p)
{
    if (job->wide)
        sl_report_table(out, res, first, p);
    else
        sl_report_table_brief(out, res, first, p, RUN_TABLE_WIDTH);
    sl_str compiled = { 0 }; /* --target: the same code on other GPUs, under the suite's table */
    sl_compiled_table(&compiled, res, first, RUN_TABLE_WIDTH);
    run_print(job, out, sl_str_text(&compiled));
    sl_str_free(&compiled);
}

/* The kernel file the suite's rows compiled (the engine stamps each row
 * with the file and the hash of the bytes it built), once above its table. */
static void stamp_source(FILE *out, const sl_results *res, size_t first)
{
    for (size_t i = first; i < res->n; ++i)
        if (res->rows[i].source_path[0]) {
            fprintf(out, "kernels: %s (sha256 %s)\n", res->rows[i].source_path, res->rows[i].source_sha256);
            break;
        }
    /* and the tuning file whose tiles rows took, with the rows that did */
    for (size_t i = first; i < res->n; ++i)
        if (res->rows[i].tuning_path[0]) {
            const sl_row *r = &res->rows[i];
            size_t n = 0;
            for (size_t j = first; j < res->n; ++j)
                n += strcmp(res->rows[j].tuning_path, r->tuning_path) == 0;
            fprintf(out, "tuning: %s (sha256 %s), taken by %zu row%s\n", r->tuning_path, r->tuning_sha256, n,
                    n == 1 ? "" : "s");
            return;
        }
}

/* The first row of suite s in res: a resumed worker's rows of the suite it
 * took over come before its own. */
static size_t suite_first_row(const sl_results *res, const sl_suite *s)
{
    size_t first = res->n;
    while (first > 0 && strcmp(res->rows[first - 1].suite, s->name) == 0)
        --first;
    return first;
}

/* ... and, before each case, the row it would make: a hung case's row. */
static void send_case(void *arg, const sl_row *r)
{
    static sl_row filled; /* static: a row is a few KB */
    filled = *r;
    if (arg) /* --target: the figures of the case's code */
        run_target_fill(arg, &filled);
    sl_results one = { .rows = &filled, .n = 1, .cap = 1 };
    char *text = sl_report_rows_json(&one, 0);
    if (text) {
        sl_watch_send('I', text, strlen(text));
        cJSON_free(text);
    }
}

/* A suite's heading, table and summary, flushed: a reader of a pipe or a
 * log sees each suite as it ends. */
static void report_suite(const run_job *job, FILE *tab, const sl_suite *suite, const sl_results *res,
                         const sl_profile *p)
{
    const size_t first = suite_first_row(res, suite);
    sl_str head = { 0 };
    sl_str_printf(&head, "\n== %s: %s\n", suite->name, suite->summary);
    run_print(job, tab, sl_str_text(&head));
    sl_str_free(&head);
    stamp_source(tab, res, first);
    run_table(job, tab, res, first, p);
    sl_str sum = { 0 };
    sl_suite_summarize(suite, res, first, p, &sum);
    run_print(job, tab, sl_str_text(&sum));
    sl_str_free(&sum);
    fflush(tab);
}

/* The run's device line, once (a resumed worker's run already has it). */
static void print_device(run_job *job, FILE *tab, const sl_profile *p)
{
    sl_str line = { 0 };
    sl_str_printf(&line, "device: [%u:%u] %s (%s, %s), %u CUs, %u MHz, %s %u (%s)\n", p->platform_index,
                  p->device_index, p->name, p->platform, p->driver, p->compute_units, p->clock_mhz,
                  sl_dev_simd_word(p->vendor), p->simd_width, p->simd_width_source);
    run_print(job, tab, sl_str_text(&line));
    sl_str_free(&line);
}

/* --target: the suite's cases compiled offline before it runs. SL_OK (also
 * without --target; a suite that could not be planned runs without the
 * figures, said), or SL_E_INTR. */
static int compile_targets(run_job *job, const sl_ctx *ctx, const sl_suite *suite)
{
    if (!job->targets)
        return SL_OK;
    job->targets->res = ctx->results; /* the rows its on_rows gives their figures */
    sl_err e = { 0 };
    int rc = run_target_suite(job->targets, ctx, suite, &e);
    if (rc != SL_OK && rc != SL_E_INTR && !sl_interrupted())
        fprintf(stderr, "simtlab: --target: %s was not compiled offline (%s); its rows have no compiled figures\n",
                suite->name, e.msg);
    sl_err_clear(&e);
    return rc == SL_E_INTR || sl_interrupted() ? SL_E_INTR : SL_OK;
}

int run_worker(run_job *job)
{
    int rc = SL_OK;
    sl_err e = { 0 };
    FILE *tab = job->tab;
    const sl_run_opts *o = job->o;
    sl_device dev;
    if ((rc = cli_dev_open(job->device, &dev, &e)) != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        return rc;
    }
    const sl_profile *p = &dev.prof;
    /* The lock is this worker's: the watchdog parent opens no device and
     * never holds it, so a worker that replaces a killed one cannot wait
     * for its own parent; the killed one's lock went with its process,
     * which is also when the driver let go of its context. */
    sl_results res = { 0 };
    if (job->carried) { /* the rows earlier workers finished are this one's first */
        res = *job->carried;
        memset(job->carried, 0, sizeof *job->carried);
    }
    sl_devlock lock;
    if ((rc = cli_devlock(p, job->no_lock, &lock)) != 0) {
        /* ^C while waiting for the GPU: written as any interrupted run (its
         * --json/--csv marked interrupted, with the rows carried so far) */
        if (sl_interrupted())
            rc = run_finish(job, p, &res, 0, sl_interrupted(), false);
        sl_results_free(&res);
        sl_dev_close(&dev);
        return rc;
    }
    if (!job->resumed)
        print_device(job, tab, p);
    sl_watch_send('P', p, sizeof *p); /* the watchdog writes the rows itself if this worker cannot */

    /* every program built once for the whole run (runner.h); each case's rows to the watchdog */
    sl_ctx ctx = { .dev = &dev, .opts = o, .results = &res, .resume = job->resumed, .progs = sl_prog_cache_new(),
                   .progress = !job->quiet && isatty(STDERR_FILENO) ? progress : NULL,
                   .on_rows = job->targets ? run_target_rows : sl_watch_on() ? cli_send_rows : NULL,
                   .on_case = sl_watch_on() ? send_case : NULL, .on_rows_arg = job->targets };
    sl_interrupt_install();
    int exit_code = 0;
    bool lost = false;
    for (size_t s = 0; s < job->n_suites && !sl_interrupted() && !lost; ++s) {
        if (job->suite_done[s])
            continue;
        if ((rc = compile_targets(job, &ctx, job->suites[s])) == SL_OK)
            rc = sl_suite_run(&ctx, job->suites[s], &e);
        if (ctx.progress)
            fprintf(stderr, "\r\033[K");
        if (rc == SL_E_INTR || sl_interrupted()) {
            /* the case in flight is dropped; the rows before it stand */
            sl_err_clear(&e);
        } else if (rc == SL_E_LOST) {
            fprintf(stderr, "simtlab: %s\n", e.msg);
            sl_err_clear(&e);
            lost = true;
            if (sl_watch_on()) { /* the watchdog has every row and starts a worker on a new context */
                sl_results_free(&res);
                sl_prog_cache_free(ctx.progs);
                sl_dev_close(&dev);
                sl_devlock_release(&lock);
                return RUN_EXIT_RESTART;
            }
        } else if (rc != SL_OK) {
            int code = cli_fail(rc, &e);
            sl_err_clear(&e);
            fprintf(stderr, "simtlab: suite %s stopped%s\n", job->suites[s]->name,
                    s + 1 < job->n_suites ? "; continuing with the next" : "");
            if (exit_code == 0 || code == EXIT_USAGE)
                exit_code = code;
        }
        report_suite(job, tab, job->suites[s], &res, p);
        if (!lost && !sl_interrupted())
            sl_watch_send('S', job->suites[s]->name, strlen(job->suites[s]->name));
    }
    exit_code = run_finish(job, p, &res, exit_code, sl_interrupted(), lost);
    sl_results_free(&res);
    sl_prog_cache_free(ctx.progs);
    sl_dev_close(&dev);
    sl_devlock_release(&lock);
    return exit_code;
}

int run_finish(run_job *job, const sl_profile *p, sl_results *res, int exit_code, int sig, bool lost)
{
    FILE *tab = job->tab;
    sl_err e = { 0 };
    int rc;
    if (job->o->only && res->n == 0 && exit_code == 0 && !sig) {
        fprintf(stderr, "simtlab run: no case matches --only '%s' (case names are KERNEL:VARIANT, as "
                        "'read:float4'; the table's kernel and params show them)\n", job->o->only);
        exit_code = EXIT_USAGE;
    }
    size_t failed = sl_results_count(res, SL_ROW_FAILED), skipped = sl_results_count(res, SL_ROW_SKIPPED);
    fprintf(tab, "\n%zu rows: %zu verified, %zu skipped, %zu failed%s\n", res->n, res->n - failed - skipped,
            skipped, failed,
            sig    ? " (interrupted: the rest did not run)"
            : lost ? " (the device stopped answering: the rest did not run)"
                   : "");
    if (failed && exit_code == 0)
        exit_code = EXIT_CHECK_FAILED;
    if (lost)
        exit_code = EXIT_DEVICE_LOST;

    sl_run_info info;
    sl_run_info_now(&info, job->n_typed, job->typed, SIMTLAB_VERSION);
    info.interrupted = sig;
    if (job->json_path) {
        if ((rc = sl_report_write_json(&job->json_out, &info, p, res, &e)) != SL_OK) {
            int code = cli_fail(rc, &e);
            exit_code = exit_code ? exit_code : code;
        } else if (!sl_out_to_stdout(&job->json_out)) {
            fprintf(tab, "wrote %s\n", job->json_path);
        }
    }
    if (job->csv_path) {
        if ((rc = sl_report_write_csv(&job->csv_out, res, &e)) != SL_OK) {
            int code = cli_fail(rc, &e);
            exit_code = exit_code ? exit_code : code;
        } else if (!sl_out_to_stdout(&job->csv_out)) {
            fprintf(tab, "wrote %s\n", job->csv_path);
        }
    }
    sl_err_clear(&e);
    return sig ? 128 + sig : exit_code;
}
