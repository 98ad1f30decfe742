/* labcheck.h - run a lab's datasets against a student's kernel file and
 * judge it: correctness on every dataset, then speed on this device beside
 * the reference solution, the baseline case and this device's ceiling. In
 * process; `simtlab lab check` runs it in a child with a time limit. */
#ifndef SIMTLAB_LABCHECK_H
#define SIMTLAB_LABCHECK_H

#include <stdbool.h>
#include <stdio.h>

#include "simtlab/device.h"
#include "simtlab/lab.h"
#include "simtlab/result.h"

typedef struct sl_lab_check_opts {
    const char *kernel_file;   /* the student's file, a path (sl_prog_is_path) */
    const char *kernels_dir;   /* --kernels for the installed kernels, or NULL */
    unsigned datasets;         /* run only the first N datasets (0 = all) */
    bool speed;                /* time the last dataset and give the verdict */
    bool solution;             /* the kernel file is the reference solution (instructors) */
    uint64_t seed;
    int tally_fd;              /* >= 0: one line per event for the parent ("start I", "pass I", "fail I") */
} sl_lab_check_opts;

typedef struct sl_lab_verdict {
    unsigned passed, failed, skipped;
    bool built;                /* the student's file compiled and had its kernel */
    bool speed_graded;         /* a target applied on this device */
    bool speed_met;
    double figure, solution, baseline, ceiling; /* GB/s or GFLOP/s; NAN when not measured */
} sl_lab_verdict;

/* Check lab against o->kernel_file on dev, writing the student's report to
 * out and every row (the student's, the solution's, the baseline's) to res.
 * Returns SL_OK when the check ran (v says how it went), SL_E_INTR on ^C. */
int sl_lab_check(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, FILE *out,
                 sl_results *res, sl_lab_verdict *v, sl_err *e);

#endif
