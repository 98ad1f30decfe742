/* plot.h - gnuplot scripts and their data from results files.
 *
 * Pure text generation: no file is read or written here and gnuplot is not
 * run, so every plot is unit-testable on a machine without gnuplot. The
 * CLI (`simtlab plot`) reads the files, writes what this module returns
 * and runs gnuplot in the output directory.
 *
 * Several results files share the axes of one plot: each is a source, one
 * series (or one colour) per source, labelled with its device. Only
 * verified rows (status ok, verified) with the plot's figure are drawn;
 * every other row of the plot's suite is listed in a comment of its
 * script, with its reason.
 *
 * Each suite is drawn as its declaration says (show.h; the part after '-'
 * splits one suite into several, by its split parameter):
 *   SL_PLOT_SWEEP      SUITE-SPLIT: % of the read ceiling (derived
 *                      efficiency) vs x, with the model for both SIMD
 *                      widths; GB/s and no model when a source has no
 *                      efficiency (an old file). stride, offset
 *   SL_PLOT_GROUPED    efficiency as grouped bars: x by series. vector
 *   SL_PLOT_LADDER     SUITE-MxNxK: GFLOP/s per rung, row order, one bar
 *                      per source; a library peer (clblast) last. matmul
 *   SL_PLOT_OCCUPANCY  GB/s vs x (log2) per kernel and series; a +lmem
 *                      kernel (occupancy forced by local memory) as points
 *   SL_PLOT_LATENCY    ns per dependent load vs x, log-log, one line per
 *                      source; point_kernel's rows (local memory) as points
 *   SL_PLOT_ROOFLINE   GFLOP/s vs FLOP per byte, log-log: each source's
 *                      measured roofs (roof.h), its sweep, and every
 *                      other row of it that counts FLOPs and bytes
 *   SL_PLOT_BARS       (and a suite with no declaration) bars of each
 *                      row's GFLOP/s if it has one, else GB/s
 */
#ifndef SIMTLAB_PLOT_H
#define SIMTLAB_PLOT_H

#include <stddef.h>
#include "simtlab/error.h"
#include "simtlab/result.h"
#include "simtlab/show.h"

/* One results file as the plot sees it. */
typedef struct sl_plot_source {
    const sl_results *res;
    const char *device;     /* "NVIDIA H200" */
    const char *driver;     /* "580.159.04"; NULL or "" when the file does not say */
    const char *path;       /* for the script's comments; may be NULL */
} sl_plot_source;

/* Which pictures the script makes (each beside the script, NAME.svg/.png). */
typedef enum sl_plot_format { SL_PLOT_SVG = 1, SL_PLOT_PNG = 2, SL_PLOT_BOTH = 3 } sl_plot_format;

/* One plot: NAME.gp reads NAME.dat and writes NAME.svg and/or NAME.png,
 * all relative to the directory it runs in. */
typedef struct sl_plot {
    char name[96];          /* "stride-float4", "matmul-4096x4096x4096", "bandwidth" */
    char *script;           /* owned */
    char *data;             /* owned */
    size_t series;          /* curves or bar columns drawn */
    size_t rows;            /* rows drawn */
    size_t noisy;           /* of them, rows whose spread is over SL_NOISY_SPREAD (labelled on the picture) */
} sl_plot;

typedef struct sl_plot_set {
    sl_plot *items;
    size_t n, cap;
} sl_plot_set;

/* Every plot the sources allow, appended to out in suite order of first
 * appearance. SL_E_USAGE when a source has no row that can be drawn
 * (naming the source); SL_FAIL when memory runs out. On failure out is
 * left as it was. */
int sl_plot_build(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, sl_show_of show, sl_plot_set *out,
                  sl_err *e);

/* How many rows of res can be drawn (verified, with a figure)? */
size_t sl_plot_drawable(const sl_results *res);

void sl_plot_set_free(sl_plot_set *s);

#endif
