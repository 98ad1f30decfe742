/* test_runtime.c - runtime pieces that need a device: the dyadic input
 * (made on the host, uploaded in chunks) every large-buffer suite relies
 * on, read back and checked element by element; the timer lengthening a
 * run too short for its tick, and the budget bounding a case. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <time.h>

#include "kernel_test.h"
#include "simtlab/buffer.h"
#include "simtlab/rng.h"
#include "simtlab/timing.h"

static void test_fill_dyadic_matches_host(void **state)
{
    (void)state;
    const sl_device *dev = kt_device();
    const size_t sizes[] = { 1, 63, 1000003 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        size_t n = sizes[s];
        cl_mem buf = NULL;
        sl_err e = { 0 };
        assert_int_equal(sl_buf_create(dev, CL_MEM_READ_WRITE, (n + 1) * sizeof(float), NULL, &buf, &e), SL_OK);
        assert_int_equal(sl_buf_poison(dev, buf, (n + 1) * sizeof(float), &e), SL_OK);
        assert_int_equal(sl_buf_fill_dyadic(dev, buf, n, 99, &e), SL_OK);
        float *h = malloc((n + 1) * sizeof *h);
        assert_non_null(h);
        assert_int_equal(sl_buf_read(dev, buf, (n + 1) * sizeof(float), h, &e), SL_OK);
        size_t bad = 0;
        for (size_t i = 0; i < n; ++i)
            bad += h[i] != sl_dyadic(i, 99);
        assert_int_equal(bad, 0);
        assert_true(h[n] != h[n]); /* past n stays poisoned (NaN) */
        free(h);
        sl_buf_release(&buf);
    }
}

/* A small device command, counted; after `slow_after` calls each call
 * first sleeps `sleep_ms` on the host. */
typedef struct fill_arg {
    cl_mem buf;
    unsigned calls, slow_after, sleep_ms;
} fill_arg;

static cl_int fill(void *arg, cl_command_queue q, cl_event *ev)
{
    fill_arg *f = arg;
    if (++f->calls > f->slow_after && f->sleep_ms) {
        struct timespec ts = { 0, (long)f->sleep_ms * 1000000L };
        nanosleep(&ts, NULL);
    }
    const float one = 1.0f;
    return clEnqueueFillBuffer(q, f->buf, &one, sizeof one, 0, 4096, 0, NULL, ev);
}

static void time_fill(sl_timing_opts *o, fill_arg *f, sl_stats *st, unsigned *batch)
{
    sl_err e = { 0 };
    f->calls = 0;
    const int rc = sl_time_batched(kt_device()->queue, fill, f, o, st, batch, &e);
    if (rc != SL_OK)
        fail_msg("timing: %s", e.msg);
}

static void test_timer_lengthens_short_runs(void **state)
{
    (void)state;
    sl_err e = { 0 };
    fill_arg f = { NULL, 0, 1000000, 0 };
    assert_int_equal(sl_buf_create(kt_device(), CL_MEM_READ_WRITE, 4096, NULL, &f.buf, &e), SL_OK);
    sl_stats st;
    unsigned batch = 0;
    for (int timer = 0; timer < 2; ++timer) {
        sl_timing_opts o = SL_TIMING_DEFAULTS;
        o.timer = timer ? SL_TIMER_HOST : SL_TIMER_EVENT;
        o.reps = 7;
        o.warmup = 1;
        /* a tick far finer than the run: one run per sample */
        o.tick_ns = 1e-3;
        if (timer) /* the host clock's own tick (clock_getres) decides: */
            o.tick_ns = 0.0;
        time_fill(&o, &f, &st, &batch);
        if (!timer) {
            assert_int_equal(batch, 1);
            assert_int_equal(f.calls, 1 + 7);
        }
        assert_int_equal(st.n, 7);
        /* a tick of a second: every sample the most runs back to back */
        if (!timer) {
            o.tick_ns = 1e9;
            time_fill(&o, &f, &st, &batch);
            assert_int_equal(batch, SL_TIMING_MAX_BATCH);
            assert_int_equal(f.calls, 1 + 7 * SL_TIMING_MAX_BATCH);
            assert_int_equal(st.n, 7);
            assert_true(st.median > 0.0 && st.median < 1e8); /* per run, not per batch of 1000 */
            /* no warm-up: the first sample tells, is dropped, and the rest are batched */
            o.warmup = 0;
            time_fill(&o, &f, &st, &batch);
            assert_int_equal(batch, SL_TIMING_MAX_BATCH);
            assert_int_equal(f.calls, 1 + 7 * SL_TIMING_MAX_BATCH);
            assert_int_equal(st.n, 7);
        }
    }
    sl_buf_release(&f.buf);
}

/* A case whose first run was fast and the rest slow stops at the budget
 * (SL_TIMING_OVERRUN x), after SL_TIMING_MIN_REPS, instead of running the
 * repetitions the first run promised. */
static void test_budget_bounds_a_case(void **state)
{
    (void)state;
    sl_err e = { 0 };
    fill_arg f = { NULL, 0, 2, 20 }; /* warm-up and probe fast, then 20 ms each */
    assert_int_equal(sl_buf_create(kt_device(), CL_MEM_READ_WRITE, 4096, NULL, &f.buf, &e), SL_OK);
    sl_timing_opts o = SL_TIMING_DEFAULTS;
    o.warmup = 1;
    o.budget_s = 0.02;
    o.tick_ns = 1.0;
    sl_stats st;
    unsigned batch = 0;
    time_fill(&o, &f, &st, &batch);
    /* the probe promised hundreds of runs in 20 ms; 5 x 20 ms > 2 x 20 ms */
    assert_int_equal(st.n, SL_TIMING_MIN_REPS);
    assert_int_equal(f.calls, 2 + SL_TIMING_MIN_REPS);
    /* --reps is a count the user asked for: not cut */
    o.reps = 8;
    time_fill(&o, &f, &st, &batch);
    assert_int_equal(st.n, 8);
    sl_buf_release(&f.buf);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fill_dyadic_matches_host),
        cmocka_unit_test(test_timer_lengthens_short_runs),
        cmocka_unit_test(test_budget_bounds_a_case),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
