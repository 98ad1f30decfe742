/* timing.h - timing device work with OpenCL events. */
#ifndef SIMTLAB_TIMING_H
#define SIMTLAB_TIMING_H

#include <CL/cl.h>
#include <stdbool.h>
#include "simtlab/error.h"
#include "simtlab/result.h"
#include "simtlab/stats.h"

typedef enum sl_timer { SL_TIMER_EVENT = 0, SL_TIMER_HOST } sl_timer;

typedef struct sl_timing_opts {
    double budget_s;     /* time to spend on one case's repetitions (default 0.5 s) */
    unsigned reps;       /* 0 = calibrate to budget_s; otherwise exactly this many */
    unsigned warmup;     /* runs before timing (first-enqueue compilation, clocks) */
    sl_timer timer;      /* events (default) or the host clock around each run */
    double tick_ns;      /* the event timer's resolution (the device's); 0: 1 ns */
} sl_timing_opts;

#define SL_TIMING_DEFAULTS { 0.5, 0, 2, SL_TIMER_EVENT, 0.0 }
#define SL_TIMING_MIN_REPS 5u
#define SL_TIMING_MAX_REPS 5000u
/* SL_TIMING_MIN_TICKS, the shortest timed sample in ticks: result.h (a row
 * reports its batching). */
#define SL_TIMING_MAX_BATCH 1000u
/* A calibrated case stops its repetitions once they have taken this many
 * times the budget (a first run faster than the rest), after at least
 * SL_TIMING_MIN_REPS. */
#define SL_TIMING_OVERRUN 2.0

/* One unit of device work to time: enqueue it and return its event. */
typedef cl_int (*sl_enqueue_fn)(void *arg, cl_command_queue q, cl_event *ev);

/* A kernel launch, usable as an sl_enqueue_fn through sl_launch_enqueue. */
typedef struct sl_launch {
    cl_kernel kernel;
    cl_uint dims;
    size_t global[3];
    size_t local[3];
} sl_launch;

cl_int sl_launch_enqueue(void *launch, cl_command_queue q, cl_event *ev);

/* Warm up, pick the repetition count (opts->reps, or enough to fill the
 * budget, between SL_TIMING_MIN_REPS and SL_TIMING_MAX_REPS), time every
 * repetition and summarise in nanoseconds per run. A run shorter than
 * SL_TIMING_MIN_TICKS ticks of its timer is timed in batches (*batch runs
 * per sample, NULL: not told); a calibrated case stops past
 * SL_TIMING_OVERRUN x its budget. */
int sl_time(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts,
            sl_stats *ns, sl_err *e);
int sl_time_batched(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts, sl_stats *ns,
                    unsigned *batch, sl_err *e);

/* The repetition count for a budget, given one run's time (pure; tested). */
unsigned sl_time_reps_for(double budget_s, double one_run_s);
/* Runs per timed sample so that a sample lasts SL_TIMING_MIN_TICKS ticks:
 * 1 when one run does, at most SL_TIMING_MAX_BATCH (pure; tested). */
unsigned sl_time_batch_for(double tick_ns, double one_run_ns);

/* The smallest multiple of `local` that is >= n (the global size of a
 * one-item-per-element launch); 0 on overflow. */
size_t sl_round_up(size_t n, size_t local);

#endif
