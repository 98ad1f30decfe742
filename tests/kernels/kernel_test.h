/* kernel_test.h - what every kernel test shares: open the default device or
 * exit 77 (CTest's skip) when there is no OpenCL platform, run a suite with
 * small, awkward sizes, plant wrong kernels, and the assertions most suites'
 * tests make about their rows.
 *
 * Under oclgrind 21.10 a released buffer's slot reused at a larger size
 * loses the record of kernel stores into it (its --uninitialized check then
 * reports the suite's reads). The read-pattern suites keep their buffers'
 * roles from run to run; their tests keep the first run's input buffer the
 * largest and run with a preset read ceiling (kt_run_preset), so the
 * bandwidth suite's buffers never come between. */
#ifndef SIMTLAB_KERNEL_TEST_H
#define SIMTLAB_KERNEL_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "simtlab/derive.h"
#include "simtlab/device.h"
#include "simtlab/result.h"
#include "simtlab/registry.h"

/* The default device ($SIMTLAB_DEVICE honoured); exits 77 without a platform. */
sl_device *kt_device(void);
void kt_close(void);

/* Options for a short run: fixed repetitions, no budget, given size. */
void kt_opts(sl_run_opts *o, uint64_t size_bytes);

/* The default device is oclgrind's simulator (its platform's name), where
 * every work-item's every access is simulated and checked. */
bool kt_oclgrind(void);

/* kt_opts, but under oclgrind one launch a case (1 repetition, no
 * warm-up): the launch the check reads, the one oclgrind checks; further
 * launches of the same kernel on the same shape add time there, not
 * coverage. Elsewhere exactly kt_opts. */
void kt_opts_sim(sl_run_opts *o, uint64_t size_bytes);

/* kt_opts_sim with a small launch (inflight 3, local 8, groups_per_cu 1)
 * at min_size bytes, or more on a device with many compute units: every
 * work-item of a persistent grid reads more than one round of float4s. */
void kt_opts_small_launch(sl_run_opts *o, uint64_t min_size);

/* Append --param key=val to o. */
void kt_param(sl_run_opts *o, const char *key, uint64_t val); /* a key given again: its value replaced */

/* Run suite `name` into res and derive its rows' ratios (sl_derive), as
 * `simtlab run` does; returns the suite's rc; on error the message is
 * copied to msg (may be NULL). */
int kt_run(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len);

/* The read ceiling (GB/s) kt_run_preset puts in the context: a row's
 * efficiency is then exactly gbps / KT_CEILING. */
#define KT_CEILING 1000.0

/* kt_run with the read ceiling preset, so the bandwidth suite never runs. */
int kt_run_preset(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len);

/* kt_run_preset that fails the test unless the suite returns SL_OK. */
void kt_run_ok(const char *name, const sl_run_opts *o, sl_results *res);

/* A row's number or string (params or model); fails the test when missing. */
double kt_num(const sl_kvlist *l, const char *key);
const char *kt_str(const sl_kvlist *l, const char *key);

/* r, from a kt_run_preset run with o, passed: verified, a finite positive
 * figure, efficiency exactly gbps / KT_CEILING, o's repetitions, this
 * device's SIMD width, a local size in [1, --param local or 256] that
 * divides the global size. */
void kt_assert_verified(const sl_row *r, const sl_run_opts *o);

/* res holds `rows` rows, each with status st (skipped or failed): not
 * verified, no figure, and `want` in its reason. */
void kt_assert_all(const sl_results *res, size_t rows, sl_row_status st, const char *want);

/* A run of suite `name` at `size` (and --only `only`, or NULL) gives
 * `rows` rows, all skipped with `want` in the reason. */
void kt_assert_skipped(const char *name, uint64_t size, const char *only, size_t rows, const char *want);

/* A run of suite `name` at 4100 B with --only `only` gives `rows` rows, all
 * verified, left in res for the caller to look at (and free). */
void kt_run_only(const char *name, const char *only, size_t rows, sl_results *res);

/* The rows --only `only` selects with 2 loads in flight and one group of 8
 * per compute unit (kt_opts_sim), at min_size bytes or as many more as the
 * device's compute units need: each verified, and with more elements than
 * twice the work-items, so the unrolled rounds ran, not only the tail. */
void kt_assert_full_rounds(const char *name, uint64_t min_size, const char *only, size_t rows);

/* The model of a row whose lane i reads elem bytes at i * stride * elem,
 * checked two ways: it is casework's model of those addresses, and it lies
 * where any window of such requests must: at least elem / unit (each
 * element in a DRAM fetch unit of its own), at most 1 / min(stride,
 * unit / elem) (what a long stream reaches), exactly elem / unit once lanes
 * are a unit or more apart. */
void kt_assert_strided_model(const sl_row *r, unsigned elem, unsigned stride);

/* Every value just past a range the suite declares (min - 1, max + 1 and
 * 2^40), alone, makes suite `name` return SL_E_USAGE with the key in its
 * message, and no rows. */
void kt_assert_params_refused(const char *name);

/* A run of suite `name` under o (NULL: kt_opts at 4100 B) with the kernel
 * file `file` patched (from -> to, see kt_patched_kernels) must give `rows` rows, each failing its check
 * with `want` in the reason and no figure; but the rows `spared` returns
 * true for (none when NULL) must pass. The run is kt_run_isolated: a child
 * that lost the device, died or hung caught the bug (printed, not
 * asserted further); a failed row that names an OpenCL error did too. */
void kt_assert_patched_fails(const char *name, const char *file, const char *from, const char *to,
                             const sl_run_opts *o, size_t rows, const char *want, bool (*spared)(const sl_row *r));

/* ---- planted bugs run in a child process ----------------------------------
 * A planted bug may index past a buffer. On PoCL that is a wrong value or a
 * SIGSEGV; on a GPU it can take the context down (NVIDIA: CL_UNKNOWN_ERROR
 * waiting for the kernel, CL_OUT_OF_RESOURCES on every later command), and a
 * test that ran it in process would leave every later test a dead device.
 * So a planted run happens in a child that execs tests/kernels/kt_child.c:
 * a new process, not a fork, because an OpenCL driver initialised in the
 * parent cannot be used again in a forked child (CUDA, under NVIDIA's
 * OpenCL, refuses it; PoCL's worker threads do not survive a fork), and an
 * exec'd child inherits oclgrind's environment, so it runs (and counts its
 * kernels) under oclgrind too. The parent touches no OpenCL for the run. */

/* How a run in a child ended. */
typedef struct kt_isolated {
    /* true: the suite returned and rc, msg and the rows are what it gave;
     * false: the device was lost (the suite's SL_E_LOST), the child died
     * of a signal or ended without answering after it opened the device,
     * or it outlived KT_CHILD_LIMIT_S and was killed with its process
     * group: msg says which. Each of those is a planted bug caught: the
     * run printed no verified figure. A child that could not open the
     * device fails the test instead (that is not the bug's doing). */
    bool ran;
    int rc;
    char msg[1024];
} kt_isolated;

/* Seconds a child may take (four times that under oclgrind) before it is
 * killed: far more than any planted run here needs (a few seconds on
 * PoCL), so a child killed at it hung, which a kernel that never ends
 * does. Counted as caught: `simtlab run`'s watchdog fails such a case too. */
#define KT_CHILD_LIMIT_S 300

/* kt_run_preset (the read ceiling preset) of suite `name` under o, in a
 * child process; its rows are added to res when it ran. */
void kt_run_isolated(const char *name, const sl_run_opts *o, sl_results *res, kt_isolated *out);

/* A failed row whose reason names an OpenCL error (CL_...): the device
 * refused the planted kernel's run, which catches a bug as the check does. */
bool kt_failed_by_device(const sl_row *r);

/* The child's side (kt_child.c's main): read the request on stdin, open
 * the default device, answer on fd 3. Returns the exit status. */
int kt_child_main(void);

/* Guard zones (buffer.h) around every output suite `name` writes: a run
 * under o (NULL: kt_opts at 4100 B) with a store planted one element past
 * the end of each case's output fails every row that is not skipped (or
 * spared) with "written 1 element past its end", at least min_failed of
 * them; the same run without the plant then passes. */
void kt_assert_guarded(const char *name, const sl_run_opts *o, size_t min_failed, bool (*spared)(const sl_row *r));

/* A kernel that does not compile (`decl` made invalid in `file`): the
 * suite returns SL_FAIL with the build error, the file and its options
 * (`opt`, e.g. "-DVEC=1") in the message. */
void kt_assert_build_fails(const char *name, const char *file, const char *decl, const char *opt);

/* The one row --only `only` selects, its efficiency against the read
 * ceiling that the bandwidth suite measures, as the CLI gets it. Run it
 * last under oclgrind: the bandwidth suite's buffers reuse the slots. */
void kt_assert_measured_efficiency(const char *name, const char *only);

/* Every row of a run at o verified, once per mapping of elements to
 * work-items (--param blocked=0 .. n-1), each row's mapping= naming
 * names[blocked], and o's launch small enough (kt_opts_small_launch) that
 * every work-item reads at least one full round of inflight elements, so a
 * blocked run is more than the grid-stride tail. */
void kt_assert_mappings(const char *name, const sl_run_opts *o, size_t rows, const char *const *names, int n);

/* A temporary directory holding `file` = the source tree's cl/<file> and
 * cl/common.h, with each `from[i]` replaced by `to[i]` in `file`, or in
 * common.h when `file` lacks it. Returns its path (static buffer) or NULL.
 * One directory a process: each call empties it first (use a patch before
 * making the next), and it is removed at exit. */
/* Put a verified bandwidth read row of `gbps` into res, so a suite takes its
 * efficiency ceiling from the results (casework.h) instead of measuring one. */
void kt_plant_ceiling(sl_results *res, double gbps);

const char *kt_patched_kernels(const char *file, const char *const *from, const char *const *to, int n);

/* ---- the tests every read-pattern suite (stride, offset, vector) shares ----
 * Each is a cmocka test whose state is the suite's kt_rp_suite:
 *   cmocka_unit_test_prestate(kt_rp_test_defaults, &suite)
 * All run at KT_RP_SIZES (the first, 4100 B, is the largest input buffer a
 * test makes, for oclgrind) with a preset read ceiling but the last. */

/* Useful bytes not a multiple of 16, of any work-group or of INFLIGHT. */
#define KT_RP_SIZES { 4100, 48 }

typedef struct kt_rp_suite {
    const char *name;         /* "stride" */
    const char *file;         /* its kernel file: "stride.cl" */
    const char *kernel;       /* its kernel: "read_strided" */
    size_t rows;              /* rows of a full run */
    /* The rows of a full run at `size` under o: each verified
     * (kt_assert_verified), in the suite's order, with its params and model. */
    void (*assert_rows)(const sl_results *res, uint64_t size, const sl_run_opts *o);
    const char *one_case;     /* an --only that selects one row */
} kt_rp_suite;

/* A full run at each size: assert_rows, and the device's default mapping
 * (blocked on a CPU, interleaved elsewhere). */
void kt_rp_test_defaults(void **state);
/* The same with odd launches: 3 loads in flight, groups of 96, 1 per
 * compute unit; 1 load in flight, groups of 40, 3 per compute unit. */
void kt_rp_test_odd_launch(void **state);
void kt_rp_test_one_load_in_flight(void **state);
/* kt_assert_mappings for blocked=0 ("interleaved") and 1 ("blocked") at
 * kt_opts_small_launch: both mappings on this device, whatever its default. */
void kt_rp_test_mappings(void **state);
/* 12 B, less than one float4: every row skipped, "16 B" in the reason. */
void kt_rp_test_too_small_is_skipped(void **state);
/* kt_assert_params_refused. */
void kt_rp_test_bad_params_refused(void **state);
/* A kernel whose work-item 1 adds 0.5 to its sum fails every row with
 * exactly one wrong sum, under either mapping. */
void kt_rp_test_wrong_sum_fails(void **state);
/* kt_assert_build_fails for "kernel void <kernel>(", the first build
 * being -DVEC=1. */
void kt_rp_test_broken_build_reports(void **state);
/* kt_assert_measured_efficiency of one_case; last under oclgrind. */
void kt_rp_test_measured_efficiency(void **state);

#endif
