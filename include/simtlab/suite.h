/* suite.h - the benchmark suite interface (the engine's: host/engine/).
 *
 * A suite is a name, a summary, its kernel file and a declaration of its
 * cases; the engine runs what it is handed and never looks a suite
 * up (the registry, registry.h, is above it). Adding a suite is one
 * host/suites/NAME.c defining `const sl_suite sl_suite_NAME = {`, one
 * cl/NAME.cl, tests/kernels/test_NAME.c and its row in the README's table:
 * no list to edit. CMake finds every .c file in host/suites that defines one and
 * writes suites.inc, the table registry.c includes (SIMTLAB_SUITES in
 * CMakeLists.txt only orders the first ones); docs/architecture.md, "How to
 * add a suite", walks through `scale`.
 */
#ifndef SIMTLAB_SUITE_H
#define SIMTLAB_SUITE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "simtlab/device.h"
#include "simtlab/error.h"
#include "simtlab/kerneldirs.h"
#include "simtlab/result.h"
#include "simtlab/show.h"
#include "simtlab/str.h"
#include "simtlab/timing.h"
#include "simtlab/tunespace.h"
#include "simtlab/tuning.h"

#define SL_PARAMS_MAX 8

/* Options every suite sees. */
typedef struct sl_run_opts {
    uint64_t size_bytes;        /* --size; 0 = the suite picks from the device */
    bool quick;                 /* --quick: small sizes for CI and classrooms */
    uint64_t seed;              /* --seed */
    sl_timing_opts timing;      /* --reps, --budget, --timer */
    sl_kernel_dirs kernels;     /* --kernels, $SIMTLAB_KERNEL_PATH (either NULL) */
    const char *kernel_file;    /* build every case of a declared suite from this file instead of
                                   the suite's (a lab: the student's kernel), or NULL; a path
                                   (sl_prog_is_path) or a name on the kernel search path */
    const struct sl_prog_text *kernel_text; /* kernel_file's bytes, read once by the caller (a lab's
                                   submission): a build of that path compiles them, never the file
                                   again; NULL: the file is read */
    const char *sizes;          /* --sizes "1024,67x45x33" (matmul; parsed by sl_parse_mnk_list), or NULL */
    const char *only;           /* --only: run cases whose name contains this, or NULL */
    /* --param key=value, checked against the suite's declared params */
    const char *param_key[SL_PARAMS_MAX];
    uint64_t param_val[SL_PARAMS_MAX];
    int n_params;
    /* The tuning file (tuning.h) whose values a suite's tuned params take
     * (sl_ctx_param); neither set: none, the suites' own defaults. */
    bool tuning_search;         /* this device's file on the tuning path, if any (run's default) */
    sl_tuning_env tuning_env;   /* the tuning path's part from the environment (the CLI's, tuning.h) */
    const char *tuning_file;    /* run --tuning FILE: this one, whatever device it names */
} sl_run_opts;

/* Called before each case, for progress on a terminal. */
typedef void (*sl_progress_fn)(void *arg, const char *suite, const char *what, int i, int n);

typedef struct sl_prog_cache sl_prog_cache;   /* runner.h */

typedef struct sl_ctx {
    const sl_device *dev;
    const sl_run_opts *opts;
    sl_results *results;
    sl_progress_fn progress;
    void *progress_arg;
    double read_ceiling;        /* GB/s, 0 until sl_ctx_read_ceiling (ceiling.h) measures it */
    double ceiling_bytes;       /* the bytes the read that set it moved, and its case, when known */
    char ceiling_case[64];
    /* The suite sl_suite_run is running (set there): a case that wants the
     * ceiling checks that its suite declared needs_ceiling. */
    const struct sl_suite *suite;
    /* The suites that declare the ceiling_kernel and the peak_kernel, set
     * by sl_suite_run from the registry: what the engine reads rows of
     * (sl_ctx_known_ceiling, sl_ctx_fp32_peak) without looking a suite up. */
    const struct sl_suite *ceiling_src, *peak_src;
    bool no_ceiling;            /* never measure one (a lab's correctness-only run under oclgrind) */
    /* After each case, the rows it added ([from, res->n)): a watched run's
     * worker sends them to its watchdog (watch.h). May be NULL. */
    void (*on_rows)(void *arg, const sl_results *res, size_t from);
    /* Before each case, its row as far as the declaration fills it (suite,
     * kernel, case name, params): what a hung case's row is made from. */
    void (*on_case)(void *arg, const sl_row *r);
    void *on_rows_arg;
    /* A worker taking over from one that hung: a case whose row
     * ctx->results already holds (suite and case name) is not run again. */
    bool resume;
    /* When not NULL, the rows sl_ctx_read_ceiling measures the ceiling
     * with are appended here (the lab checker records them) instead of
     * dropped. */
    sl_results *keep_ceiling;
    /* The session's programs (runner.h), or NULL: each suite run builds its own. */
    sl_prog_cache *progs;
    /* The entry of the suite's tuning file the runner found for this run
     * of it (opts->tuning_*), or NULL; tuned_used: sl_ctx_param took a
     * value from it (the cases marked tuned then name the file). */
    const sl_tuning_entry *tuned;
    bool tuned_used;
    /* When not NULL, every value sl_ctx_param returns is recorded here
     * (key = value): the defaults `simtlab tune` starts from. */
    sl_kvlist *resolved;
} sl_ctx;

typedef struct sl_suite_param {
    const char *key;
    const char *help;
    uint64_t min, max;   /* accepted values, checked by the CLI before any device is opened;
                            max 0 = the suite checks */
} sl_suite_param;

struct sl_suite_decl;

/* What `simtlab tune SUITE` searches (tunespace.h, docs/tune.md): the
 * rung whose figure it maximises, the params it varies and the values
 * worth trying. The suite reads each axis's value with sl_ctx_param, so a
 * run takes this device's tuned value unless --param gives one, and marks
 * the cases whose code or launch those values shape (sl_case_decl.tuned).
 * Every value must be in its param's declared range. */
typedef struct sl_suite_tune {
    const char *rung;           /* the kernel tuned (the rows' kernel column; cases "RUNG:VARIANT") */
    const sl_tune_axis *axes;   /* NULL-key terminated */
    const char *metric;         /* the figure compared: "gflops" or "gbps" */
} sl_suite_tune;

/* What a suite's summary reads: its rows, those of the suites run before
 * it, the device, and what the registry resolved for it (sl_suite_summarize). */
typedef struct sl_summary_in {
    const sl_results *res;
    size_t first;                 /* the suite's rows are [first, res->n); earlier suites' before */
    const sl_profile *prof;
    sl_show_of show;              /* every suite's declaration, by name */
    /* The verified row of the suite that declares little_kernel at its
     * lowest x (occupancy: one warp per CU) among [0, first), with a
     * Little's-law latency (SL_D_LITTLE_NS); NULL when none ran. */
    const sl_row *little;
} sl_summary_in;

typedef struct sl_suite {
    const char *name;
    const char *summary;
    const char *kernel_file;
    const sl_suite_param *params;   /* NULL-key terminated; may be NULL */
    bool takes_sizes;               /* reads --sizes (matrix shapes) and not --size */
    /* Rows of this kernel are the device's streaming-read ceiling, which
     * other suites' rows are a fraction of (ceiling.h); one suite says so. */
    const char *ceiling_kernel;
    /* Rows of this kernel measure the device's FP32 peak (their best
     * GFLOP/s), which FLOP-counting rows run after them are a fraction of
     * instead of the spec-sheet arithmetic (ceiling.h); one suite says so. */
    const char *peak_kernel;
    /* Its cases report a fraction of the read ceiling (sl_case.want_efficiency):
     * sl_suite_run resolves the ceiling before the suite's first case (from
     * rows already in the run, else by measuring it), so no case ever starts
     * a run of another suite. A case that wants the ceiling in a suite that
     * does not say so fails its row naming the omission. */
    bool needs_ceiling;
    /* Its cases and hooks (runner.h): sl_runner_run runs them. Every suite
     * has one; there is no suite of its own loop. */
    const struct sl_suite_decl *decl;
    /* May be NULL. After the suite's table: what its rows add up to (the
     * latency plateaus, the roofline), appended to out as lines; the caller
     * prints them. */
    void (*summarize)(sl_str *out, const sl_summary_in *in);
    /* Rows of this kernel give the latency Little's law implies at each
     * occupancy (SL_D_LITTLE_NS); the summary of a later suite gets the
     * lowest-occupancy one (sl_summary_in.little). One suite says so. */
    const char *little_kernel;
    /* How its rows are shown: the plot, its axes, its figure (show.h). */
    sl_show show;
    /* What `simtlab tune` may search, or NULL: not tunable. */
    const sl_suite_tune *tune;
} sl_suite;

/* The ceiling as far as it is known without measuring: ctx's cached one,
 * else the best verified row of ctx->ceiling_src's ceiling_kernel already
 * in ctx->results; 0 when
 * neither. What a case reads. */
double sl_ctx_known_ceiling(const sl_ctx *ctx);

/* The row that set sl_ctx_known_ceiling: the bytes it read (*bytes, NAN
 * when not known) and its case ("read:float8"; "" when not known). What a
 * row's efficiency says beside the figure, so a reader can tell a cache's
 * ceiling from memory's. */
void sl_ctx_ceiling_source(const sl_ctx *ctx, double *bytes, char *case_name, size_t len);

/* The FP32 peak in GFLOP/s FLOP-counting rows of suite `suite` are
 * measured against: for the peak suite's own rows, always the spec sheet's
 * (they are measuring the other); else the best verified row of ctx->peak_src's peak_kernel marked
 * SL_M_PEAK_CANDIDATE (derive.h) already in
 * ctx->results (a measured peak: *source "measured: <suite> <kernel>"),
 * else sl_dev_fp32_peak_gflops (*source "spec: units x lanes x 2 x clock"); 0 when
 * neither is known. source may be NULL. Never measures. */
double sl_ctx_fp32_peak(const sl_ctx *ctx, const char *suite, char *source, size_t len);

/* Should the case named `case_name` ("read:float4") run under --only? */
bool sl_opt_wants(const sl_run_opts *o, const char *case_name);

/* --param value for key, or def when not given. */
uint64_t sl_opt_param(const sl_run_opts *o, const char *key, uint64_t def);

/* A tuned param's value (an axis of the suite's tune): --param, else the
 * value of the tuning file the runner found (ctx->tuned; ctx->tuned_used
 * set), else def, the suite's own default. Recorded in ctx->resolved
 * when that is not NULL. */
uint64_t sl_ctx_param(sl_ctx *ctx, const char *key, uint64_t def);

/* suite's declaration of param key, or NULL. */
const sl_suite_param *sl_suite_param_of(const sl_suite *s, const char *key);
bool sl_suite_has_param(const sl_suite *s, const char *key);

/* Fill a row's launch fields (sizes, SIMD width, warps per group, groups per CU). */
void sl_row_set_launch(sl_row *r, const sl_profile *prof, const sl_launch *l);

/* Tell ctx's progress callback that case i of n is starting. */
void sl_ctx_progress(const sl_ctx *ctx, const char *suite, const char *what, int i, int n);


#endif
