/* labgrade.h - a grade from a finished check: what `lab check` found about
 * one submission (sl_lab_tallies, filled by the CLI from its child's
 * messages and rows), turned into its gradebook row (gradebook.h): a test
 * per dataset (or lab 8 question), the memory check, the static check and
 * the speed, then the outcome and the points. Data in, data out: no
 * device, no process, unit-tested (tests/unit/test_labgrade.c). */
#ifndef SIMTLAB_LABGRADE_H
#define SIMTLAB_LABGRADE_H

#include <stdbool.h>

#include "simtlab/gradebook.h"
#include "simtlab/lab.h"
#include "simtlab/labcheck.h"
#include "simtlab/profile.h"
#include "simtlab/result.h"

/* What one check found, in the parent or in an unforked check. */
typedef struct sl_lab_tallies {
    unsigned passed, failed, skipped, not_run;
    bool speed_missed;
    bool cpu;            /* the device is a CPU */
    int sig;             /* the signal that stopped the check, or 0 */
    bool crashed;        /* the child died of a signal of its own */
    bool lost;           /* a kernel stopped the device (a GPU's crash: an OpenCL error, not a signal) */
    bool timed_out;      /* a dataset outlived --timeout */
    bool refused;        /* the kernel holds a directive submission.h refuses: nothing was built or run */
    unsigned stopped_at; /* the dataset (from 1) a crash or a lost device stopped in; 0 none */
    bool device_fault;   /* ... and oclgrind ran that dataset clean, its answers right (issue 42 item 5) */
    int oclgrind;        /* its pass: 0 not run, 1 no report, -1 reported (or could not run) */
    char oclgrind_kind[160]; /* its first report's kind ("Data race", "Invalid write of size 4") */
    bool oclgrind_race;      /* one of its reports is a data race (what the grade is, then) */
    char unchecked[160]; /* why the memory check that counts here did not finish ("" when it did, or did not
                            count): oclgrind stopped at its limit, or not installed */
    double native_s;     /* the wall time of the datasets oclgrind runs again, natively (0: not measured) */
    int static_check;    /* the static check (labstatic.h): an sl_lab_static_state */
    char static_msg[512];/* its verdict in a line: the instructions found, or why it was skipped */
    sl_results rows;     /* every row, tagged by sl_lab_tag_rows (labcheck.h) */
    sl_profile prof;
    bool have_prof;
} sl_lab_tallies;

/* What the grade of a class knows beside each check. */
typedef struct sl_lab_grade_in {
    const sl_lab *lab;           /* the lab as checked (with its hidden datasets, under --hidden) */
    bool solution;               /* the rows are the solution's (role "solution"), not a student's */
    sl_lab_refs refs;            /* the references: the speed's target is over refs.ceiling or refs.baseline */
    const char *unit;            /* "GB/s" or "GFLOP/s", in the speed test's message */
    const char *static_why;      /* why the lab's static check is not graded here, "" when it is */
    const sl_rubric *rubric;
} sl_lab_grade_in;

/* row's tests, outcome and points from t. The caller sets beforehand what
 * the grade counts on this device (row->speed_graded, memory_checked,
 * static_graded); passed and total count the dataset tests. A dataset's
 * test is the worst of its rows (a timed run that fails after a passing
 * first run is a failure); its fault from the verdict tag and the
 * runner's out-of-bounds mark, never a message's words. */
void sl_lab_fill_row(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row);

#endif
