/* roofline.h - the roofline in pure C: a device's two roofs (a FP32 peak
 * and a bandwidth), where a kernel of a given arithmetic intensity can go
 * at most, the roofs fitted from a measured sweep, rows placed on them,
 * and the picture drawn in a terminal.
 *
 * Arithmetic intensity (AI) is FLOPs per byte moved to or from memory. A
 * kernel at AI can reach min(peak, AI x bandwidth) GFLOP/s; the ridge point
 * peak / bandwidth is the AI where the two roofs meet. Below it a kernel is
 * memory-bound (more bandwidth helps, more FLOPs are free), above it
 * compute-bound. No OpenCL types: every line is unit-tested anywhere.
 */
#ifndef SIMTLAB_ROOFLINE_H
#define SIMTLAB_ROOFLINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "simtlab/result.h"

typedef struct sl_roof {
    double peak_gflops;   /* the compute roof, GFLOP/s */
    double bw_gbps;       /* the bandwidth roof, GB/s (1 GB/s x 1 FLOP/B = 1 GFLOP/s) */
} sl_roof;

/* peak / bandwidth in FLOP per byte; NAN unless both roofs are positive. */
double sl_roof_ridge(const sl_roof *r);

/* min(peak, ai x bandwidth): the most a kernel of intensity ai can reach;
 * NAN for a roof or an intensity that is not positive. */
double sl_roof_attainable(const sl_roof *r, double ai);

/* The roofs from a sweep of n points (one per row: its GFLOP/s and GB/s):
 * the peak is the best GFLOP/s, the bandwidth the best GB/s. Points whose
 * figures are not finite and positive are ignored. Returns the number of
 * points used (0: *out is {0, 0}). */
size_t sl_roof_fit(const double *gflops, const double *gbps, size_t n, sl_roof *out);

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

/* A point of the terminal picture: its intensity and GFLOP/s, and the
 * character that marks it. */
typedef struct sl_roof_point {
    double ai, gflops;
    char mark;
} sl_roof_point;

/* Draw the roofs (log-log, '/' along the bandwidth roof, '_' along the
 * peak) and the points, width x height characters of plot (at least 24 x
 * 8), the intensity axis spanning the points and the ridge, with axis
 * labels. Nothing is drawn without both roofs. */
void sl_roof_ascii(FILE *out, const sl_roof *roof, const sl_roof_point *pts, size_t n, int width, int height);

/* ---- the report (host/report/roof.c) ----------------------------------- */

/* The roofs a results list measured: the roofline suite's verified sweep
 * rows among [first, res->n) give their best GB/s, and those of them
 * marked SL_M_PEAK_CANDIDATE (compute-bound by construction) the peak; the
 * bandwidth suite's best verified read anywhere in res (*read_bw, 0 when
 * none) is the bandwidth roof when it is the better (*sweep_bw is the
 * sweep's own). 0; 1 when no candidate row is there (the peak is then the
 * sweep's best, which may be memory-bound); -1 when no sweep row is. */
int sl_roofline_roofs(const sl_results *res, size_t first, sl_roof *roof, double *sweep_bw, double *read_bw);

/* Does r measure a roof: a row of the roofline sweep, or a bandwidth read? */
bool sl_roofline_roof_row(const sl_row *r);

/* The roofline report: the measured roofs and ridge beside spec_peak (0 =
 * unknown), every row of res that counts FLOPs and bytes placed on the
 * roofs (sweep rows marked '*', others by letter), and the terminal
 * picture. Says so when res holds no sweep. */
void sl_report_roofline(FILE *out, const sl_results *res, size_t first, double spec_peak);

#endif
