/* roof.h - rows on the roofline (host/report/roof.c): the roofs a results
 * list measured, each row placed under them, and the roofline report.
 * Which rows are the sweep and which measure the bandwidth roof comes
 * from the suites' declarations (show.h), never from a suite's name.
 */
#ifndef SIMTLAB_ROOF_H
#define SIMTLAB_ROOF_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/result.h"
#include "simtlab/roofline.h"
#include "simtlab/show.h"
#include "simtlab/str.h"

/* One row placed on a roof: its intensity, what it reached, the roof
 * above it, how close it came, and which roof bounds it. */
typedef struct sl_roof_place {
    double ai;            /* row flops / row bytes */
    double gflops;        /* attained */
    double roof_gflops;   /* sl_roof_attainable at ai */
    double pct_of_roof;   /* 100 x gflops / roof_gflops */
    int compute_bound;    /* 1: ai at or past the ridge point; 0: memory-bound */
} sl_roof_place;

/* Place row r (verified, flops and bytes positive, GFLOP/s finite) on
 * roof: 0 and *out filled, or -1 when the row cannot be placed. */
int sl_roof_place_row(const sl_roof *roof, const sl_row *r, sl_roof_place *out);
/* Is r a row of a roofline sweep (its suite shows SL_PLOT_ROOFLINE)? */
bool sl_roofline_sweep_row(sl_show_of show, const sl_row *r);

/* Does r measure a roof: a row of the sweep, or a row of the kernel its
 * suite declares the bandwidth roof (roof_kernel: bandwidth's read)? */
bool sl_roofline_roof_row(sl_show_of show, const sl_row *r);

/* The roofs a results list measured: the verified sweep rows among
 * [first, res->n) give their best GB/s, and those of them marked
 * SL_M_PEAK_CANDIDATE (compute-bound by construction) the peak; the best
 * verified roof_kernel row anywhere in res (*read_bw, 0 when none) is the
 * bandwidth roof when it is the better (*sweep_bw is the sweep's own). 0;
 * 1 when no candidate row is there (the peak is then the sweep's best,
 * which may be memory-bound); -1 when no sweep row is. */
int sl_roofline_roofs(const sl_results *res, size_t first, sl_show_of show, sl_roof *roof, double *sweep_bw,
                      double *read_bw);

/* The roofline report, appended to out: the measured roofs and ridge
 * beside spec_peak (0 = unknown), every row of res that counts FLOPs and
 * bytes placed on the roofs (sweep rows marked '*', others by letter),
 * and the terminal picture. Says so when res holds no sweep. */
void sl_report_roofline(sl_str *out, const sl_results *res, size_t first, sl_show_of show, double spec_peak);

#endif
