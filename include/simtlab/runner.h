/* runner.h - a suite as a declaration, and the one loop that runs it.
 *
 * A suite says what is its own and nothing else:
 *
 *   prepare   read its --params, size the problem from the device and the
 *             options; no allocation (bad params: SL_E_USAGE)
 *   plan      declare its cases in row order: name (what --only matches),
 *             kernel, build options, row params, and a reason to skip a
 *             case that cannot run here
 *   allocate  make the buffers the cases share (SL_SKIP: every wanted case
 *             becomes a skipped row with the reason; nothing is allocated
 *             on the host before sl_buf_fits says it fits)
 *   bind      one case: set the kernel's arguments, the launch, the output
 *             to poison and read back, the host check, bytes and FLOPs, and
 *             the model's prediction into the row
 *   release   free what allocate made
 *
 * sl_runner_run owns the rest, for every suite alike: param ranges from the
 * suite's table, the device's tuning file for a suite with a tuning space
 * (found before prepare, its values checked: sl_ctx_param reads them, and
 * the rows of the cases marked tuned name it), --only, progress, skipped
 * rows with reasons, one program build per distinct set of build options
 * (cached for the run), the work-group limit, poisoning, timing,
 * verification (sl_case_run), ^C, and cleanup. The same declaration
 * serves `simtlab run`, `simtlab tune`, the kernel tests (which run suites
 * through the registry) and the lab checker.
 *
 * The work-group limit, one policy: bind receives the kernel's
 * CL_KERNEL_WORK_GROUP_SIZE and may fit its launch to it; a launch the
 * driver still refuses (CL_INVALID_WORK_GROUP_SIZE, read from the error
 * code) is a skipped row that names both sizes. NVIDIA answers the query
 * with 256 for kernels it runs at 1024, so the query alone never skips.
 */
#ifndef SIMTLAB_RUNNER_H
#define SIMTLAB_RUNNER_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/casework.h"
#include "simtlab/program.h"
#include "simtlab/suite.h"

typedef struct sl_case_decl {
    char name[96];          /* "read:float4": what --only matches */
    char kernel[64];        /* the row's kernel column */
    char entry[64];         /* the kernel function in the .cl; empty = kernel */
    char options[256];      /* -D build options; cases with the same string share one program */
    sl_kvlist params;       /* the row's params */
    char skip[256];         /* non-empty: skipped with this reason, never launched */
    int tag[3];             /* the suite's own indices (kernel, width, ...), for bind */
    bool library;           /* no kernel of ours: nothing is built, bind gets kernel NULL and sets
                               c.enqueue (a peer's call, as CLBlast's GEMM, or a timed host step) */
    bool tuned;             /* its build or launch takes the suite's tuned params (sl_ctx_param): its
                               row names the tuning file when the run took a value from one */
} sl_case_decl;

typedef struct sl_case_list {
    sl_case_decl *items;
    size_t n, cap;
} sl_case_list;

/* Append a zeroed case to l and return it, or NULL when memory runs out. */
sl_case_decl *sl_case_add(sl_case_list *l);

/* What bind is given and fills. The runner zeroes it and sets launch.kernel;
 * bind fills the rest of c as sl_case_run takes it (casework.h). */
typedef struct sl_bind {
    sl_ctx *ctx;
    const sl_case_decl *decl;
    cl_kernel kernel;
    size_t kernel_max_local;  /* CL_KERNEL_WORK_GROUP_SIZE of kernel */
    sl_case c;
} sl_bind;

typedef struct sl_suite_decl {
    size_t state_size;                                      /* bytes of the suite's state, zeroed */
    int (*prepare)(sl_ctx *ctx, void *state, sl_err *e);
    int (*plan)(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e);
    int (*allocate)(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e); /* may be NULL */
    /* SL_OK (c filled, r holds the model), SL_SKIP (row skipped with e's
     * message), anything else an error that fails the row */
    int (*bind)(void *state, sl_bind *b, sl_row *r, sl_err *e);
    void (*release)(sl_ctx *ctx, void *state);              /* may be NULL */
} sl_suite_decl;

/* Run suite (whose decl is not NULL) into ctx->results. SL_OK when it ran
 * (rows may have failed or been skipped), SL_E_USAGE for a param out of its
 * declared range or a tuning file that cannot be read or holds a value the
 * suite cannot take, SL_E_INTR when ^C stopped it, SL_FAIL when it could not
 * run (kernel file missing, build failed), e filled. */
int sl_runner_run(sl_ctx *ctx, const sl_suite *suite, sl_err *e);

/* The cases suite would run (prepare and plan, then release; nothing is
 * allocated or launched): for `simtlab isa`. The caller frees
 * cases->items. Codes as sl_runner_run. */
int sl_runner_plan(sl_ctx *ctx, const sl_suite *suite, sl_case_list *cases, sl_err *e);

/* What one case's launch asks of a compute unit, as its bind sets it on
 * ctx's device. */
typedef struct sl_case_launch {
    size_t wg;                      /* work-items per group (the product of launch.local); 0: not known */
    unsigned long long local_args;  /* bytes of the __local arguments bind set (what CL_KERNEL_LOCAL_MEM_SIZE
                                       gained): local memory the compiler of the kernel never sees */
    char why[160];                  /* wg 0: why (skipped here, not bound here, a library's call) */
} sl_case_launch;

/* The cases suite would run, as sl_runner_plan, and each one's launch:
 * allocate (quick sizes suffice: sizes change no launch shape), then every
 * case built and bound as a run binds it, and nothing enqueued. For
 * `simtlab isa --target`, which compiles a kernel for a GPU this machine
 * does not have and needs the work-group size simtlab launches it with.
 * *launches gets cases->n entries (the caller frees both); a case that
 * cannot be bound here is a launch with wg 0 and the reason, not an
 * error. SL_OK, SL_E_INTR, or prepare's and plan's codes. */
int sl_runner_launches(sl_ctx *ctx, const sl_suite *suite, sl_case_list *cases, sl_case_launch **launches,
                       sl_err *e);

/* Build suite's kernel file (or ctx->opts->kernel_file) with a case's
 * options as every run builds it (on NVIDIA with -cl-nv-verbose); src
 * (may be NULL) gets the file and the hash of the bytes compiled. The
 * caller releases *out. */
int sl_runner_build(sl_ctx *ctx, const sl_suite *suite, const char *options, cl_program *out, sl_prog_source *src,
                    sl_err *e);

/* The programs a session built: one per (kernel file, options), built on
 * first use and kept until sl_prog_cache_free, so a second suite, lab
 * dataset or worker pass on the same file and options does not build
 * again. A ctx without one (ctx->progs NULL) keeps a cache for each suite
 * run. */
sl_prog_cache *sl_prog_cache_new(void);
void sl_prog_cache_free(sl_prog_cache *c);

/* Every --param of ctx's options that suite declares is in its range?
 * SL_OK or SL_E_USAGE naming the param and the range. */
int sl_runner_check_params(const sl_suite *suite, const sl_run_opts *o, sl_err *e);

#endif
