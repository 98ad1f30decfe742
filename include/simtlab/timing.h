/* timing.h - timing device work with OpenCL events. */
#ifndef SIMTLAB_TIMING_H
#define SIMTLAB_TIMING_H

#include <CL/cl.h>
#include <stdbool.h>
#include "simtlab/error.h"
#include "simtlab/stats.h"

typedef enum sl_timer { SL_TIMER_EVENT = 0, SL_TIMER_HOST } sl_timer;

typedef struct sl_timing_opts {
    double budget_s;     /* time to spend on one case's repetitions (default 0.5 s) */
    unsigned reps;       /* 0 = calibrate to budget_s; otherwise exactly this many */
    unsigned warmup;     /* runs before timing (first-enqueue compilation, clocks) */
    sl_timer timer;      /* events (default) or the host clock around each run */
} sl_timing_opts;

#define SL_TIMING_DEFAULTS { 0.5, 0, 2, SL_TIMER_EVENT }
#define SL_TIMING_MIN_REPS 5u
#define SL_TIMING_MAX_REPS 5000u

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
 * repetition and summarise in nanoseconds. */
int sl_time(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts,
            sl_stats *ns, sl_err *e);

/* The repetition count for a budget, given one run's time (pure; tested). */
unsigned sl_time_reps_for(double budget_s, double one_run_s);

/* The smallest multiple of `local` that is >= n (the global size of a
 * one-item-per-element launch); 0 on overflow. */
size_t sl_round_up(size_t n, size_t local);

#endif
