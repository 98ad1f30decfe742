/* run_target.h - `simtlab run --target T[,T...]` (issue 30; private to
 * host/cli): before each suite runs, its cases are compiled offline for
 * each target, once per distinct set of build options (offline.h), and
 * every row the suite then makes carries its kernel's figures there
 * (sl_row.compiled, compiled.h): one run on any device puts, say, an
 * H200's ptxas registers beside CDNA2's VGPRs.
 *
 * Where it runs: in the run's worker (the process that opens the device),
 * because the cases' build options and launch sizes are planned and bound
 * on the device as the run binds them (sl_runner_launches), and the
 * watchdog parent never opens one. Each compile is announced to the
 * watchdog with its time limit as the step's allowance (watch.h); the
 * compiler is a child of the worker that offline.h kills on ^C, past its
 * limit, or when the worker dies, and it writes no file. */
#ifndef SIMTLAB_CLI_RUN_TARGET_H
#define SIMTLAB_CLI_RUN_TARGET_H

#include <stddef.h>

#include "simtlab/offline.h"
#include "simtlab/runner.h"

/* One case of the suite about to run, and its figures on every target. */
typedef struct run_target_case {
    char suite[32], case_name[96];
    sl_compiled c[SL_COMPILED_MAX];
} run_target_case;

typedef struct run_targets {
    const sl_offline_target *tg[SL_COMPILED_MAX];
    size_t n;
    sl_offline_tools tools;
    char common[1024];              /* common.h, included first as every build does */
    run_target_case *cases;         /* the current suite's */
    size_t n_cases, cap;
    sl_results *res;                /* the worker's rows, given their figures as they come */
} run_targets;

/* --target's list into rt, and the tools the targets need found. CLI_GO_ON,
 * or the exit code (said on stderr): 2 for an unknown target, EXIT_NO_TOOL
 * when clang-15, rocm-device-libs or libclc-15 is missing. */
int run_target_open(run_targets *rt, const char *list, sl_kernel_dirs kernels);

/* Compile suite's cases for every target (ctx: the worker's, its device and
 * options). SL_OK (a compile that failed is each case's error, not the
 * run's), SL_E_INTR on ^C, or the planning's error. */
int run_target_suite(run_targets *rt, const sl_ctx *ctx, const sl_suite *suite, sl_err *e);

/* The figures of r's case, when rt has them, into r. */
void run_target_fill(const run_targets *rt, sl_row *r);

/* sl_ctx.on_rows for a run with --target (arg: the run_targets): rows
 * [from, n) of rt->res given their figures, then sent to the watchdog
 * when there is one. */
void run_target_rows(void *arg, const sl_results *res, size_t from);

void run_target_free(run_targets *rt);

#endif
