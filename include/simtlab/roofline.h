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

#include "simtlab/str.h"

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
void sl_roof_ascii(sl_str *out, const sl_roof *roof, const sl_roof_point *pts, size_t n, int width, int height);

#endif
