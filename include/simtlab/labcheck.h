/* labcheck.h - run a lab's datasets against a student's kernel file and
 * judge it: correctness on every dataset (one run each), then, in a phase
 * of its own, speed on this device: the last dataset timed beside the
 * reference solution, the baseline case and this device's ceiling. In
 * process; `simtlab lab check` runs it in a child with time limits and
 * tells it apart through watch.h's messages ('T' lines: "start I",
 * "pass I", "fail I", "skip I", "speed", "counts P F S M"). */
#ifndef SIMTLAB_LABCHECK_H
#define SIMTLAB_LABCHECK_H

#include <stdbool.h>
#include <stdio.h>

#include "simtlab/device.h"
#include "simtlab/lab.h"
#include "simtlab/result.h"

/* The figures a student's speed is judged beside: measured once per
 * `lab grade` and given to every check (sl_lab_check_opts.refs), instead
 * of timed again for each student. NAN where not measured. */
typedef struct sl_lab_refs {
    double solution, baseline, ceiling; /* GB/s or GFLOP/s; the ceiling GB/s */
    double ceiling_bytes;               /* the read that set the ceiling: its bytes and case */
    char ceiling_case[64];
} sl_lab_refs;

typedef struct sl_lab_check_opts {
    const char *kernel_file;   /* the student's file, a path (sl_prog_is_path) */
    const struct sl_prog_text *kernel_text; /* its bytes, read once (program.h): what is built; NULL: read it */
    sl_kernel_dirs kernels;    /* --kernels, $SIMTLAB_KERNEL_PATH: where the installed kernels are looked for */
    const char *solutions_dir; /* the CLI's $SIMTLAB_SOLUTIONS_DIR (lab.h, sl_lab_path), or NULL */
    unsigned datasets;         /* run only the first N datasets (0 = all) */
    unsigned first;            /* start at this dataset (from 0): lab check's retry of one stopped at its time limit */
    bool speed;                /* time the last dataset and give the verdict */
    bool speed_ungraded;       /* ... on a device where no lab grades speed (a CPU, asked for with --speed) */
    bool solution;             /* the kernel file is the reference solution (instructors) */
    bool memcheck_launch;      /* each dataset with the lab's memcheck_params too (the run oclgrind checks) */
    uint64_t seed;
    const sl_lab_refs *refs;   /* the references measured once (lab grade), or NULL to time them here */
    /* After each dataset and after the speed phase, the rows added since
     * `from` (each tagged as below): a forked check's child sends them to
     * the parent, which writes the JSON whatever becomes of the child. */
    void (*on_rows)(void *arg, const sl_results *res, size_t from);
    void *on_rows_arg;
} sl_lab_check_opts;

/* Every row sl_lab_check adds carries, in its metrics (result.h), what a
 * class's results need to be collected: */
#define SL_LAB_M_LAB "lab"                 /* the lab's number */
#define SL_LAB_M_DATASET "dataset"         /* the dataset's label */
#define SL_LAB_M_DATASET_INDEX "dataset_index" /* its index, from 1 */
#define SL_LAB_M_DATASET_BYTES "dataset_bytes" /* its --size (0 when --sizes) */
#define SL_LAB_M_DATASET_SIZES "dataset_sizes" /* its --sizes, when it has them */
#define SL_LAB_M_ROLE "role"               /* "student", "solution", "baseline" or "ceiling" */
#define SL_LAB_M_SEED "seed"
#define SL_LAB_M_VERDICT "verdict"         /* pass, fail, skip, build error, crash, timeout, not run, timed */

/* Tag rows [from, res->n) with lab, dataset d (index i, or none when d is
 * NULL), role, seed and verdict, as sl_lab_check does; the CLI tags the
 * rows it makes for a child that crashed or timed out. */
void sl_lab_tag_rows(sl_results *res, size_t from, const sl_lab *lab, const sl_lab_dataset *d, size_t i,
                     const char *role, uint64_t seed, const char *verdict);

/* A row for dataset i that made none (a crash, a time-out, a build error,
 * a dataset not run): the lab's suite and case, failed (or skipped, for
 * "not run") with reason, tagged. SL_OK, or SL_FAIL when res cannot grow. */
int sl_lab_add_outcome(sl_results *res, const sl_lab *lab, size_t i, const char *role, uint64_t seed,
                       const char *verdict, const char *reason);

typedef struct sl_lab_verdict {
    unsigned passed, failed, skipped;
    unsigned not_run;          /* datasets a lost device left unrun (in none of the above) */
    bool lost;                 /* a dataset's kernel stopped the device (a GPU's crash) */
    unsigned lost_at;          /* ... that dataset, from 1 */
    bool built;                /* the student's file compiled and had its kernel */
    bool speed_graded;         /* a target applied on this device */
    bool speed_met;
    double figure, solution, baseline, ceiling; /* GB/s or GFLOP/s; NAN when not measured */
    double ceiling_bytes;      /* the read that set the ceiling: its bytes (NAN when not known) and case */
    char ceiling_case[64];
} sl_lab_verdict;

/* Check lab against o->kernel_file on dev, writing the student's report to
 * out and every row (the student's, the solution's, the baseline's) to res.
 * Returns SL_OK when the check ran (v says how it went), SL_E_INTR on ^C. */
int sl_lab_check(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, FILE *out,
                 sl_results *res, sl_lab_verdict *v, sl_err *e);

/* The references for lab's speed verdict on dev, timed once: the ceiling
 * (when the target needs it) at its own size, then the solution (when this
 * build has it) and the baseline on the last dataset; their rows (tagged
 * roles "ceiling", "solution", "baseline") into res, a line each on out.
 * SL_OK, or SL_E_INTR on ^C. */
int sl_lab_measure_refs(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, FILE *out,
                        sl_results *res, sl_lab_refs *refs, sl_err *e);

/* An answer lab's measure step (lab.h: measure_key at each measure_at;
 * lab 8's offsets 0, 4, 32 and 64 bytes): its suite run on dev through
 * the registry as any run is (a GPU at its default size, past its caches;
 * a CPU, where nothing is graded, --quick), and the rows it names printed
 * on out as % of the read ceiling; with show_model (every answer passed)
 * the model's columns beside them, which some questions ask for. Not
 * graded. SL_OK, or the suite's failure in e (nothing printed). */
int sl_lab_measure(const sl_lab *lab, const sl_device *dev, sl_kernel_dirs kernels, bool show_model, FILE *out,
                   sl_err *e);

#endif
