/* derive.h - every ratio a result row reports, computed in one place.
 *
 * A row holds what was measured: times, bytes, FLOPs, GB/s and GFLOP/s,
 * the check, and in `metrics` the raw inputs of its ratios that it does
 * not hold otherwise. sl_derive turns those into the row's `derived` list;
 * the table, JSON and CSV writers read ratios from there and nowhere else.
 * A new figure is a new key here and a few lines in derive.c; the JSON
 * "derived" object and the CSV "derived" column carry it without an edit.
 */
#ifndef SIMTLAB_DERIVE_H
#define SIMTLAB_DERIVE_H

#include <stddef.h>
#include "simtlab/profile.h"
#include "simtlab/result.h"

/* ---- derived keys (sl_row.derived): NAN when the ratio does not apply -- */

/* 100 x the row's GB/s over the best GB/s of its suite run, or, for rows
 * that count FLOPs, its GFLOP/s over the best of the rows doing the same
 * FLOPs (a 4096^3 product is not ranked against 8192^3). Verified rows. */
#define SL_D_PCT_OF_BEST "pct_of_best"
/* GB/s over metric SL_M_CEILING_GBPS (a 0..1 fraction). */
#define SL_D_EFFICIENCY "efficiency"
/* GFLOP/s over this device's FP32 peak, sl_dev_fp32_peak_gflops (0..1).
 * Verified rows that count FLOPs. */
#define SL_D_PCT_PEAK "pct_peak"
/* The row's figure (GFLOP/s when it counts FLOPs, else GB/s) over the
 * first verified rung of its ladder, and over the verified rung before it
 * (SL_M_LADDER). */
#define SL_D_SPEEDUP_FIRST "speedup_first"
#define SL_D_SPEEDUP_PREV "speedup_prev"
/* Little's law: SL_M_BYTES_IN_FLIGHT over GB/s, in ns: the memory latency
 * a latency-bound row implies (the occupancy suite's low-occupancy rows). */
#define SL_D_LITTLE_NS "little_latency_ns"
/* A dependent chain of loads (the latency suite): the time one load takes,
 * (median time - SL_M_BASE_NS) / SL_M_LOADS, in ns, and that in cycles of
 * SL_M_CLOCK_MHZ (metric string "clock_source" says whether the clock was
 * measured or is the driver's reported maximum). */
#define SL_D_NS_PER_LOAD "ns_per_load"
#define SL_D_CYCLES_PER_LOAD "cycles_per_load"

/* How much the timed runs of a verified row disagreed: the sample standard
 * deviation of its times over their median (0.05 = 5%), from time_ns; NAN
 * with fewer than two timed runs (one run says nothing of its noise). The
 * standard deviation rather than (max - min): it weighs every run, where
 * the range is one outlier's; over the median, the figure the row reports.
 * docs/reliability.md says more. */
#define SL_D_SPREAD "spread"
/* 1 when spread is over SL_NOISY_SPREAD, else 0; NAN with spread. The
 * table marks such a row's median; compare and plot can tell. */
#define SL_D_NOISY "noisy"
#define SL_NOISY_SPREAD 0.10

/* The row's spread (stddev / median of its timed runs; at least two), or
 * NAN: what SL_D_SPREAD records, computed again for rows read from files
 * written before it was. */
double sl_row_spread(const sl_row *r);
/* Is the row's spread over SL_NOISY_SPREAD? */
bool sl_row_noisy(const sl_row *r);

/* ---- metric keys (sl_row.metrics) a suite sets for sl_derive ----------- */

/* Runs per timed sample, when one run was shorter than SL_TIMING_MIN_TICKS
 * ticks of the timer (sl_time_batched); absent when 1. Set by the runner. */
#define SL_M_BATCH "batch"

/* On a row failed because its kernel wrote into the guard zone around its
 * output (sl_buf_guard_check): the output's name (string). A store out of
 * bounds told by data, not by the failure's wording (the grader's "memory
 * error"). Set by the runner. */
#define SL_M_OUT_OF_BOUNDS "out_of_bounds"

/* The streaming-read ceiling in GB/s this row was measured against
 * (sl_ctx_read_ceiling); set on verified rows that want an efficiency. */
#define SL_M_CEILING_GBPS "ceiling_gbps"
/* Beside it: the bytes the read that set the ceiling moved, and its case
 * (string): a ceiling from a working set that fits in a cache is a
 * cache's, and the table says so. */
#define SL_M_CEILING_BYTES "ceiling_bytes"
#define SL_M_CEILING_CASE "ceiling_case"
/* Which ladder of its suite run the row is a rung of (matmul: one per
 * shape). Rungs of one ladder, in row order, give speedup_first and
 * speedup_prev. */
#define SL_M_LADDER "ladder"
/* Bytes the whole device has requested and not yet received, at most, as
 * the launch allows (occupancy: lanes x loads in flight x bytes per load). */
#define SL_M_BYTES_IN_FLIGHT "bytes_in_flight"
/* Set to 1 beside SL_M_LADDER on a peer row (matmul's CLBlast): it gets a
 * speedup over the ladder's first rung, and is no rung itself (no
 * speedup_prev; the rung after it still compares with the rung before). */
#define SL_M_LADDER_PEER "ladder_peer"
/* The latency suite: the median time of the same launch without the timed
 * loads (launch, warm-up), in ns; the dependent loads beyond it; the clock
 * in MHz the cycles are counted at. */
#define SL_M_BASE_NS "base_ns"
#define SL_M_LOADS "loads"
#define SL_M_CLOCK_MHZ "clock_mhz"
/* The FP32 peak in GFLOP/s a FLOP-counting row's pct_peak divides by, and
 * (string metric SL_M_PEAK_SOURCE) where it came from: measured by this
 * run's roofline suite, or the spec-sheet arithmetic (sl_dev_fp32_peak_gflops).
 * Rows without it use the spec-sheet peak. */
#define SL_M_PEAK_GFLOPS "peak_gflops"
#define SL_M_PEAK_SOURCE "peak_source"
/* 1 on a peak_kernel row that is compute-bound by construction (the
 * roofline sweep's rows at 128 FMAs per float and more, past any device's
 * ridge point): only those measure the peak sl_ctx_fp32_peak returns. */
#define SL_M_PEAK_CANDIDATE "peak_candidate"

/* One derived figure: its key, and the name it had as a top-level key of a
 * simtlab-results/1 row and has as a fixed CSV column (NULL for figures
 * added since; they live only in the "derived" object and column). */
typedef struct sl_derived_figure {
    const char *key;
    const char *legacy;
} sl_derived_figure;

/* Every derived figure, in the order sl_derive fills them; ends with a
 * NULL key. */
extern const sl_derived_figure sl_derived_figures[];

/* Fill `derived` of rows [first, res->n) (one call per suite run, after the
 * suite ran) from their measurements, their metrics and prof: every key of
 * sl_derived_figures, NAN where the ratio does not apply. Rows before first
 * are left as they are. prof may be NULL (no FP32 peak, so no pct_peak). */
void sl_derive(sl_results *res, size_t first, const sl_profile *prof);

/* A derived figure of r, or NAN when it is absent or not a number. */
double sl_derived(const sl_row *r, const char *key);

#endif
