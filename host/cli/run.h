/* run.h - one `simtlab run`, as cmd_run.c parsed it, and its watchdog
 * (watchdog.c): private to host/cli. */
#ifndef SIMTLAB_CLI_RUN_H
#define SIMTLAB_CLI_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "simtlab/report.h"
#include "simtlab/suite.h"

#define RUN_MAX_SUITES 32

/* A worker's exit code that asks its watchdog for a new worker: the device
 * stopped answering during a case, whose row the watchdog already has. */
#define RUN_EXIT_RESTART 75

typedef struct run_job {
    sl_run_opts *o;
    const sl_suite *suites[RUN_MAX_SUITES];
    size_t n_suites;
    const char *device;
    const char *json_path, *csv_path;
    sl_out json_out, csv_out;
    FILE *tab;              /* the tables: stdout, or stderr when JSON or CSV go to stdout */
    int quiet;
    bool wide;              /* --wide: every column; else the brief table (100 columns) */
    bool no_lock;           /* --no-lock: the GPU's lock (devlock.h) not taken */
    int n_typed;
    char **typed;           /* the command as typed, for the results file */
    unsigned watchdog_s;    /* 0: no watchdog, the run in this process */
    struct run_targets *targets; /* --target: the offline compiles (run_target.h), or NULL */
    /* filled by the watchdog for a worker that takes over from another */
    bool resumed;
    sl_results *carried;            /* the rows earlier workers finished */
    bool suite_done[RUN_MAX_SUITES]; /* suites whose table was printed */
} run_job;

/* The brief table's width: a terminal of 100 columns shows it unwrapped. */
#define RUN_TABLE_WIDTH 100

/* text whole with --wide, else its long lines wrapped to RUN_TABLE_WIDTH (cmd_run.c). */
void run_print(const run_job *job, FILE *out, const char *text);

/* A suite's table, wide or brief as job asks (cmd_run.c). */
void run_table(const run_job *job, FILE *out, const sl_results *res, size_t first, const sl_profile *p);

/* Open the device and run every suite of job not done (a worker's work, or
 * the whole run when unwatched); print the tables and the summary, write
 * the outputs. Returns the exit code. */
int run_worker(run_job *job);

/* The end of a run: the summary line, the JSON and CSV files, the exit code
 * (exit_code as the run stood; sig: the signal that stopped it, or 0;
 * lost: the device stopped answering and the rest did not run). */
int run_finish(run_job *job, const sl_profile *p, sl_results *res, int exit_code, int sig, bool lost);

/* Run job's worker in a child process and watch it (watchdog.c): a case
 * that stays silent past its allowance is stopped and recorded as hung, a
 * worker whose device stopped answering is replaced, and the run goes on
 * with the cases left. ^C and SIGTERM reach the worker; one stuck in the
 * driver is stopped after a grace period and the rows so far written
 * here. Returns the exit code (in a worker: the worker's). */
int run_watched(run_job *job);

/* -d all or a list (run_multi.c): the suites on each device, one `simtlab
 * run` per device. */
#define RUN_MULTI_MAX_ARGS 128
typedef struct run_multi_args {
    const char *device;          /* "all" or "SEL,SEL,..." */
    const char *json_path, *csv_path;
    sl_kernel_dirs kernels;      /* --kernels DIR, $SIMTLAB_KERNEL_PATH: no device's output may be a file there */
    bool force, parallel;
    double twin_margin;          /* a fraction: 0.10 */
    const char *args[RUN_MULTI_MAX_ARGS]; /* every other option as given, for each device's run */
    int n_args;
    const char *suites[RUN_MAX_SUITES];
    int n_suites;
} run_multi_args;

/* Does this -d text name several devices ("all", or a comma)? */
bool run_multi_wanted(const char *device);

/* Run every device's run and report them together; the exit code: the
 * first device's non-zero one, else EXIT_SLOW_TWIN when a device is slow
 * among its twins, else 0 (128 + a signal that stopped it). */
int run_multi(const run_multi_args *m);

#endif
