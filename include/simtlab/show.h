/* show.h - how a suite's rows are shown: which picture, along which
 * parameters, in which figure. A suite declares one (suite.h: .show); the
 * report draws and sums up every suite from its declaration and knows no
 * suite by name. A results file names each row's suite, so whoever holds
 * the suites (the registry, registry.h: sl_suite_show) hands the report a
 * lookup; a suite it does not know (a file from another version) is drawn
 * as plain bars.
 */
#ifndef SIMTLAB_SHOW_H
#define SIMTLAB_SHOW_H

#include <stdbool.h>

typedef enum sl_plot_kind {
    SL_PLOT_BARS = 0,   /* bars of each row's GFLOP/s (when every row has one) or GB/s */
    SL_PLOT_SWEEP,      /* % of the read ceiling (else GB/s) against param x, beside the model */
    SL_PLOT_GROUPED,    /* bars of % of the ceiling: a cluster per value of x, a bar per value of series */
    SL_PLOT_LADDER,     /* GFLOP/s per rung (kernel), row order; library peers last */
    SL_PLOT_OCCUPANCY,  /* GB/s against param x, a line per kernel and value of series */
    SL_PLOT_LATENCY,    /* ns per load against param x, log-log; point_kernel's rows as points */
    SL_PLOT_ROOFLINE    /* the rows are the roofline sweep: the roofs, the sweep, every FLOP row */
} sl_plot_kind;

/* split: a plot for each value of this parameter; SL_SHOW_SHAPE: one per
 * matrix shape, the params m, n and k as MxNxK. */
#define SL_SHOW_SHAPE "m x n x k"

typedef struct sl_show {
    sl_plot_kind plot;
    const char *split;          /* see SL_SHOW_SHAPE; NULL: one plot */
    const char *x;              /* the parameter along x (a sweep, occupancy, latency; grouped: the clusters) */
    const char *xlabel;         /* its axis label; NULL: the parameter's name */
    bool log2x;                 /* x doubles from point to point */
    const char *series;         /* grouped: a bar per value; occupancy: a colour per value */
    const char *point_kernel;   /* latency: this kernel's rows are points, not the line (local memory) */
    const char *roof_kernel;    /* this kernel's rows measure the bandwidth roof (the roofline report) */
    const char *title;          /* what the picture shows, after the suite's name and figure; NULL: generic */
    bool flops;                 /* the suite's figure is GFLOP/s, not GB/s (a lab's target) */
} sl_show;

/* The declaration of the suite named `suite`, or NULL when not known. */
typedef const sl_show *(*sl_show_of)(const char *suite);

#endif
