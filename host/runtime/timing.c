/* timing.c - repetitions timed with OpenCL events (or the host clock). */
#include "simtlab/timing.h"
#include "simtlab/clerror.h"

#include "simtlab/interrupt.h"
#include "simtlab/watch.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

cl_int sl_launch_enqueue(void *launch, cl_command_queue q, cl_event *ev)
{
    const sl_launch *l = launch;
    return clEnqueueNDRangeKernel(q, l->kernel, l->dims, NULL, l->global, l->local, 0, NULL, ev);
}

size_t sl_round_up(size_t n, size_t local)
{
    if (local == 0)
        return 0;
    size_t r = n % local;
    if (r == 0)
        return n;
    if (n > (size_t)-1 - (local - r))
        return 0;
    return n + (local - r);
}

unsigned sl_time_reps_for(double budget_s, double one_run_s)
{
    if (!(one_run_s > 0.0))
        return SL_TIMING_MAX_REPS;
    double r = floor(budget_s / one_run_s);
    if (r < SL_TIMING_MIN_REPS)
        return SL_TIMING_MIN_REPS;
    if (r > SL_TIMING_MAX_REPS)
        return SL_TIMING_MAX_REPS;
    return (unsigned)r;
}

unsigned sl_time_batch_for(double tick_ns, double one_run_ns)
{
    const double want = SL_TIMING_MIN_TICKS * (tick_ns > 0.0 ? tick_ns : 1.0);
    if (!(one_run_ns < want))
        return 1; /* long enough, or NAN */
    if (!(one_run_ns > 0.0))
        return SL_TIMING_MAX_BATCH;
    const double b = ceil(want / one_run_ns);
    return b > SL_TIMING_MAX_BATCH ? SL_TIMING_MAX_BATCH : (unsigned)b;
}

static double host_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The tick of the timer in use, ns: the device's event clock, or the host's. */
static double tick_ns(const sl_timing_opts *opts)
{
    if (opts->timer == SL_TIMER_EVENT)
        return opts->tick_ns > 0.0 ? opts->tick_ns : 1.0;
    struct timespec res;
    if (clock_getres(CLOCK_MONOTONIC, &res) != 0)
        return 1.0;
    const double ns = 1e9 * (double)res.tv_sec + (double)res.tv_nsec;
    return ns > 0.0 ? ns : 1.0;
}

/* A failed or unfinished command's status, as an error (CL_SUCCESS: done). */
static cl_int event_status(cl_event ev)
{
    cl_int status = CL_COMPLETE;
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    return status < 0 ? status : CL_SUCCESS;
}

/* `batch` runs back to back on the in-order queue, waited for; seconds per
 * run: from the first run's start to the last one's end (events), or
 * around all of them (host clock), over batch. */
static int run_batch(cl_command_queue q, sl_enqueue_fn fn, void *arg, sl_timer timer, unsigned batch, double *secs,
                     sl_err *e)
{
    cl_event first = NULL, last = NULL;
    int rc = SL_OK;
    const double t0 = host_now_s();
    for (unsigned i = 0; i < batch && rc == SL_OK; ++i) {
        cl_event ev = NULL;
        cl_int err = fn(arg, q, &ev);
        if (err != CL_SUCCESS) {
            rc = sl_err_cl(e, err, "enqueueing the kernel");
            break;
        }
        if (!first)
            first = ev;
        else {
            if (last)
                clReleaseEvent(last);
            last = ev;
        }
    }
    cl_event end_ev = last ? last : first;
    if (rc == SL_OK) {
        cl_int err = clWaitForEvents(1, &end_ev);
        const double t1 = host_now_s();
        if (err != CL_SUCCESS)
            rc = sl_err_cl(e, err, "waiting for the kernel");
        else if ((err = event_status(first)) != CL_SUCCESS || (err = event_status(end_ev)) != CL_SUCCESS)
            rc = sl_err_cl(e, err, "running the kernel");
        else if (timer == SL_TIMER_HOST)
            *secs = (t1 - t0) / batch;
        else {
            cl_ulong start = 0, end = 0;
            err = clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL);
            if (err == CL_SUCCESS)
                err = clGetEventProfilingInfo(end_ev, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL);
            if (err != CL_SUCCESS)
                rc = sl_err_cl(e, err, "reading event timestamps (use --timer host on drivers without profiling)");
            else
                *secs = 1e-9 * (double)(end - start) / batch;
        }
    } else if (end_ev) {
        clWaitForEvents(1, &end_ev); /* what was enqueued finishes before its buffers go */
    }
    if (first)
        clReleaseEvent(first);
    if (last)
        clReleaseEvent(last);
    return rc;
}

int sl_time_batched(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts, sl_stats *ns,
                    unsigned *batch_out, sl_err *e)
{
    double t = NAN;
    int rc = SL_OK;
    if (sl_interrupted())
        return sl_err_set(e, SL_E_INTR, "interrupted");
    /* Warm-up: first-enqueue compilation (PoCL compiles per local size),
     * clocks ramping up, pages touched. */
    for (unsigned i = 0; i < opts->warmup; ++i) {
        if ((rc = run_batch(q, fn, arg, opts->timer, 1, &t, e)) != SL_OK)
            return rc;
        sl_watch_expect(t); /* the watchdog (watch.h) now knows how long a run takes */
    }
    const bool calibrate = opts->reps == 0;
    if (calibrate && (rc = run_batch(q, fn, arg, opts->timer, 1, &t, e)) != SL_OK)
        return rc;
    /* a run too short for the timer's tick is timed in batches; with
     * --reps and no warm-up the first sample tells */
    const double tick = tick_ns(opts);
    bool decided = isfinite(t);
    unsigned batch = sl_time_batch_for(tick, t * 1e9);
    const unsigned reps = calibrate ? sl_time_reps_for(opts->budget_s, t * batch) : opts->reps;
    double *samples = malloc(reps * sizeof *samples);
    if (!samples)
        return sl_err_set(e, SL_FAIL, "out of memory for %u timings", reps);
    unsigned n = 0;
    const double began = host_now_s();
    while (n < reps && rc == SL_OK) {
        /* ^C abandons the case between repetitions */
        if (sl_interrupted()) {
            rc = sl_err_set(e, SL_E_INTR, "interrupted");
            break;
        }
        rc = run_batch(q, fn, arg, opts->timer, batch, &t, e);
        if (rc != SL_OK)
            break;
        sl_watch_expect(t * batch);
        if (!decided) {
            decided = true;
            batch = sl_time_batch_for(tick, t * 1e9);
            if (batch > 1)
                continue; /* the first sample was too short: start again, lengthened */
        }
        samples[n++] = t * 1e9;
        if (calibrate && n >= SL_TIMING_MIN_REPS && host_now_s() - began > SL_TIMING_OVERRUN * opts->budget_s)
            break; /* the first run was faster than the rest: the budget bounds the case */
    }
    if (rc == SL_OK && sl_stats_compute(samples, n, ns) != 0)
        rc = sl_err_set(e, SL_FAIL, "out of memory summarising timings");
    free(samples);
    if (batch_out)
        *batch_out = batch;
    return rc;
}

int sl_time(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts, sl_stats *ns, sl_err *e)
{
    return sl_time_batched(q, fn, arg, opts, ns, NULL, e);
}
