/* compare.h - rows of several result files side by side (`simtlab
 * compare`): which rows are the same case on each device, each row's
 * figure normalized by its own device's ceiling, and where two devices
 * disagree beyond the spread of their runs. Pure C, no device.
 *
 * Matching. Two rows are the same case when their suites are equal and
 *   - both name their case (sl_row.case_name, written since schema /2's
 *     middle life): the names are equal ("read:float4", "x4:w1"), whatever
 *     the params (a problem sized to each device has a different n); or
 *   - either does not: kernel and params are equal.
 * Each file adds a row to the first unfilled line it matches; a row that
 * matches none starts a line. Lines keep the order rows first appear in.
 *
 * Normalized figure: a row's fraction of the device's read ceiling
 * (derived efficiency) when it has one; else, a row that counts FLOPs,
 * its fraction of the FP32 peak (pct_peak: matmul); else (bandwidth's
 * rows, which are the ceiling) its fraction of its suite's best
 * (pct_of_best). A row is shown in GFLOP/s only in the second case.
 * Spread: the standard deviation of the row's times over their median
 * (the range is ruled by one slow outlier in thousands of repetitions).
 * Two verified rows disagree when their normalized figures differ by more
 * than twice the sum of figure x spread for each: what two standard
 * deviations of each run's own noise cannot explain. */
#ifndef SIMTLAB_COMPARE_H
#define SIMTLAB_COMPARE_H

#include <stdbool.h>
#include <stddef.h>

#include <stdint.h>

#include "simtlab/model.h"
#include "simtlab/result.h"
#include "simtlab/rowpack.h"

#define SL_CMP_MAX_FILES 8
#define SL_CMP_NONE UINT32_MAX

typedef struct sl_cmp_line {
    uint32_t rows[SL_CMP_MAX_FILES];       /* the row's index in its file's pack; SL_CMP_NONE: none */
    bool params_differ;                    /* matched by case name, params not equal */
    bool disagree;                         /* some file's row disagrees with the first file's that has one */
} sl_cmp_line;

typedef struct sl_cmp {
    sl_cmp_line *lines;
    size_t n, cap;
    size_t files;
} sl_cmp;

/* Match the rows of files[0..nfiles) (nfiles <= SL_CMP_MAX_FILES) into
 * out (zeroed first); rows whose case name or kernel does not contain
 * `only` (when not NULL) are left out. The rows stay in files, packed
 * (rowpack.h: 8 files of 64 MiB would be 3 GB as sl_rows); a line names
 * each by its index. SL_OK, or SL_FAIL when memory runs out. */
int sl_cmp_match(const sl_rowpack *files, size_t nfiles, const char *only, sl_cmp *out);
/* File f's row on line l into out; false when the file has none there. */
bool sl_cmp_row(const sl_rowpack *files, const sl_cmp_line *l, size_t f, sl_row *out);
void sl_cmp_free(sl_cmp *c);

/* Are a and b the same case (the rule above)? */
bool sl_cmp_same_case(const sl_row *a, const sl_row *b);

/* The row's normalized figure (0..1-ish), or NAN when it has none. */
double sl_cmp_norm(const sl_row *r);
/* Is the row's figure GFLOP/s (it counts FLOPs and has no read ceiling)? */
bool sl_cmp_in_flops(const sl_row *r);
/* Do two verified rows disagree beyond their spreads? false when either
 * lacks a figure or a spread. */
bool sl_cmp_disagree(const sl_row *a, const sl_row *b);

/* What the coalescing model predicts for row r's access on geometry g
 * with `lanes` lanes per request (a fraction of that device's ceiling,
 * as the row's own model "predicted"), for `simtlab compare --what-if`:
 *   - a strided read its params describe (elem_bytes or vector, stride,
 *     offset or offset_bytes), recomputed for g once recomputing it for
 *     the row's own geometry gives the row's own prediction back;
 *   - else the row's own prediction for the other width, when g and lanes
 *     are what it was made for (other_geometry, other_lanes), or its main
 *     one when they are the row's own;
 *   - else NAN: the model has nothing to say for that row there. */
double sl_whatif_fraction(const sl_row *r, const sl_geometry *g, unsigned lanes);

#endif
