/* timing.c - repetitions timed with OpenCL events (or the host clock). */
#include "simtlab/timing.h"

#include "simtlab/interrupt.h"

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

static double host_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* One run, waited for; its duration in seconds from the event or the host clock. */
static int run_once(cl_command_queue q, sl_enqueue_fn fn, void *arg, sl_timer timer, double *secs,
                    sl_err *e)
{
    cl_event ev = NULL;
    double t0 = host_now_s();
    cl_int err = fn(arg, q, &ev);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "enqueueing the kernel");
    err = clWaitForEvents(1, &ev);
    double t1 = host_now_s();
    if (err != CL_SUCCESS) {
        clReleaseEvent(ev);
        return sl_err_cl(e, err, "waiting for the kernel");
    }
    cl_int status = CL_COMPLETE;
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
    if (status < 0) {
        clReleaseEvent(ev);
        return sl_err_cl(e, status, "running the kernel");
    }
    if (timer == SL_TIMER_HOST) {
        *secs = t1 - t0;
    } else {
        cl_ulong start = 0, end = 0;
        err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL);
        if (err == CL_SUCCESS)
            err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL);
        if (err != CL_SUCCESS) {
            clReleaseEvent(ev);
            return sl_err_cl(e, err, "reading event timestamps (use --timer host on drivers without profiling)");
        }
        *secs = 1e-9 * (double)(end - start);
    }
    clReleaseEvent(ev);
    return SL_OK;
}

int sl_time(cl_command_queue q, sl_enqueue_fn fn, void *arg, const sl_timing_opts *opts, sl_stats *ns,
            sl_err *e)
{
    double t = 0.0;
    int rc = SL_OK;
    if (sl_interrupted())
        return sl_err_set(e, SL_E_INTR, "interrupted");
    /* Warm-up: first-enqueue compilation (PoCL compiles per local size),
     * clocks ramping up, pages touched. */
    for (unsigned i = 0; i < opts->warmup; ++i)
        if ((rc = run_once(q, fn, arg, opts->timer, &t, e)) != SL_OK)
            return rc;
    unsigned reps = opts->reps;
    if (reps == 0) {
        if ((rc = run_once(q, fn, arg, opts->timer, &t, e)) != SL_OK)
            return rc;
        reps = sl_time_reps_for(opts->budget_s, t);
    }
    double *samples = malloc(reps * sizeof *samples);
    if (!samples)
        return sl_err_set(e, SL_FAIL, "out of memory for %u timings", reps);
    for (unsigned i = 0; i < reps && rc == SL_OK; ++i) {
        /* ^C abandons the case between repetitions */
        if (sl_interrupted()) {
            rc = sl_err_set(e, SL_E_INTR, "interrupted");
            break;
        }
        rc = run_once(q, fn, arg, opts->timer, &t, e);
        samples[i] = t * 1e9;
    }
    if (rc == SL_OK && sl_stats_compute(samples, reps, ns) != 0)
        rc = sl_err_set(e, SL_FAIL, "out of memory summarising timings");
    free(samples);
    return rc;
}
