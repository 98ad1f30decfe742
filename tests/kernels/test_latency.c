/* test_latency.c - the latency suite on the default device: every row's
 * walk checked against the host's walk of the same cycle (the global
 * chase over small sets, the local-memory probe); the loads calibrated
 * when not given; a kernel that skips a step, or reads a wrong word of a
 * node, caught; sets past the device skipped; params refused; the
 * summary printed from real rows. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/derive.h"

#define LOADS 4096

/* 4, 8, 16, 32, 64 KiB and the local probe, LOADS timed loads each. */
static void small_ladder(sl_run_opts *o)
{
    kt_opts(o, 0);
    kt_param(o, "min_kib", 4);
    kt_param(o, "max_kib", 64);
    kt_param(o, "steps", 1);
    kt_param(o, "loads", LOADS);
}

static bool is_local(const sl_row *r)
{
    return strcmp(r->kernel, "chase_local") == 0;
}

/* A verified chase row of o's run: its walk, its params and metrics. */
static void assert_chase_row(const sl_row *r, const sl_run_opts *o)
{
    if (r->status != SL_ROW_OK || !r->verified)
        fail_msg("%s: %s %s", r->case_name, sl_row_status_name(r->status), r->reason);
    const sl_profile *p = &kt_device()->prof;
    const double bytes = kt_num(&r->params, "working_set_bytes"), nodes = kt_num(&r->params, "nodes");
    assert_true(bytes == kt_num(&r->params, "working_set_kib") * 1024.0);
    assert_true(nodes == (is_local(r) ? bytes / 4 : bytes / 128)); /* 128-B nodes; local: words */
    assert_true(kt_num(&r->params, "warm") == nodes);              /* small sets: a warm lap each launch */
    assert_int_equal(kt_num(&r->params, "loads"), sl_opt_param(o, "loads", 0) ? LOADS : kt_num(&r->params, "loads"));
    assert_true(kt_num(&r->metrics, SL_M_LOADS) == kt_num(&r->params, "loads"));
    assert_true(kt_num(&r->metrics, SL_M_BASE_NS) > 0.0);
    assert_true(kt_num(&r->metrics, SL_M_CLOCK_MHZ) > 0.0 || p->clock_mhz == 0);
    const char *src = kt_str(&r->metrics, "clock_source");
    assert_true(strcmp(src, "measured") == 0 || strcmp(src, "reported max clock") == 0);
    if (p->vendor != SL_VENDOR_NVIDIA)
        assert_string_equal(src, "reported max clock");
    /* one work-item; no GB/s for a chase */
    assert_int_equal(r->global[0], 1);
    assert_int_equal(r->local[0], 1);
    assert_true(isnan(r->bytes) && isnan(r->gbps));
    assert_int_equal(r->time_ns.n, o->timing.reps);
    /* ns per load by difference when the loads stood out of the noise,
     * and cycles from it at the row's clock */
    const double ns = sl_derived(r, SL_D_NS_PER_LOAD), cyc = sl_derived(r, SL_D_CYCLES_PER_LOAD);
    if (isfinite(ns)) {
        const double base = kt_num(&r->metrics, SL_M_BASE_NS), loads = kt_num(&r->metrics, SL_M_LOADS);
        assert_true(ns > 0.0);
        assert_true(fabs(ns - (r->time_ns.median - base) / loads) <= 1e-9 * ns);
        assert_true(fabs(cyc - ns * kt_num(&r->metrics, SL_M_CLOCK_MHZ) / 1000.0) <= 1e-9 * cyc);
    }
}

static void test_all_verified(void **state)
{
    (void)state;
    sl_run_opts o;
    small_ladder(&o);
    sl_results res = { 0 };
    kt_run_ok("latency", &o, &res);
    assert_int_equal(res.n, 6);
    const char *names[6] = { "chase:4KiB", "chase:8KiB", "chase:16KiB", "chase:32KiB", "chase:64KiB", "local" };
    for (size_t i = 0; i < res.n; ++i) {
        assert_string_equal(res.rows[i].case_name, names[i]);
        assert_chase_row(&res.rows[i], &o);
    }
    assert_string_equal(res.rows[0].kernel, "chase");
    assert_int_equal(kt_num(&res.rows[4].params, "nodes"), 512);
    assert_string_equal(res.rows[5].kernel, "chase_local");
    assert_int_equal(kt_num(&res.rows[5].params, "working_set_bytes"), 16384);
    sl_results_free(&res);
}

/* The chase alone from 4 to 16 KiB, 256 loads. */
static void chase_4_to_16(sl_run_opts *o)
{
    kt_opts(o, 0);
    kt_param(o, "min_kib", 4);
    kt_param(o, "max_kib", 16);
    kt_param(o, "loads", 256);
    o->only = "chase:";
}

/* Steps of sqrt 2 and of 2^(1/4), rounded to whole KiB, no repeats. */
static void test_ladder_steps(void **state)
{
    (void)state;
    sl_run_opts o;
    chase_4_to_16(&o);
    sl_results res = { 0 };
    kt_run_ok("latency", &o, &res);
    const double want2[] = { 4, 6, 8, 11, 16 };
    assert_int_equal(res.n, 5);
    for (size_t i = 0; i < res.n; ++i)
        assert_true(kt_num(&res.rows[i].params, "working_set_kib") == want2[i]);
    sl_results_free(&res);
    kt_param(&o, "steps", 4);
    kt_run_ok("latency", &o, &res);
    const double want4[] = { 4, 5, 6, 7, 8, 10, 11, 13, 16 };
    assert_int_equal(res.n, 9);
    for (size_t i = 0; i < res.n; ++i) {
        assert_true(kt_num(&res.rows[i].params, "working_set_kib") == want4[i]);
        assert_true(res.rows[i].verified);
    }
    sl_results_free(&res);
}

/* Without --param loads, each row's loads are calibrated: a multiple of
 * 1024 within the suite's bounds. */
static void test_calibrated_loads(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 0);
    o.quick = true;
    kt_param(&o, "min_kib", 16);
    kt_param(&o, "max_kib", 16);
    sl_results res = { 0 };
    kt_run_ok("latency", &o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        assert_chase_row(&res.rows[i], &o);
        const double loads = kt_num(&res.rows[i].params, "loads");
        assert_true(loads >= 4096 && loads <= (1 << 24) && fmod(loads, 1024) == 0);
    }
    sl_results_free(&res);
}

/* A timed loop one step short ends one node early on every global row
 * (the local probe has a loop of its own: the next test). */
static void test_skipped_step_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    small_ladder(&o);
    o.only = "chase:";
    kt_assert_patched_fails("latency", "latency.cl", "for (uint i = 0; i < loads; ++i)",
                            "for (uint i = 1; i < loads; ++i)", &o, 5, "check failed", NULL);
}

/* The warm lap reading a node's second word instead of its pointer: a
 * node's other words point at themselves, so the walk sticks there (in
 * bounds) and ends wrong. */
static void test_wrong_word_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    small_ladder(&o);
    o.only = "chase:";
    kt_assert_patched_fails("latency", "latency.cl", "        p = next[p];\n    const ulong t0",
                            "        p = next[p | 1];\n    const ulong t0", &o, 5, "check failed", NULL);
}

/* The local probe one step short. */
static void test_local_skipped_step_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    small_ladder(&o);
    o.only = "local";
    kt_assert_patched_fails("latency", "latency.cl",
                            "    for (uint i = 0; i < loads; ++i)\n        p = *(local const uint *)(base + p);",
                            "    for (uint i = 1; i < loads; ++i)\n        p = *(local const uint *)(base + p);", &o, 1,
                            "check failed", NULL);
}

/* A set past the device's max allocation is a skipped row that says so
 * (the 4 GiB cap is past PoCL's 2 GiB; a GPU that allows 4 GiB has nothing
 * to skip here, and the test says so rather than chase 4 GiB). */
static void test_too_big_skipped(void **state)
{
    (void)state;
    const sl_profile *p = &kt_device()->prof;
    if (p->max_alloc >= (4ull << 30)) {
        fprintf(stderr, "max allocation %llu B holds the largest set: nothing to skip\n",
                (unsigned long long)p->max_alloc);
        skip();
    }
    sl_run_opts o;
    kt_opts(&o, 0);
    kt_param(&o, "min_kib", 4u << 20);
    kt_param(&o, "max_kib", 4u << 20);
    o.only = "chase:";
    sl_results res = { 0 };
    kt_run_ok("latency", &o, &res);
    kt_assert_all(&res, 1, SL_ROW_SKIPPED, "max allocation");
    sl_results_free(&res);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("latency");
    sl_run_opts o;
    kt_opts(&o, 0);
    kt_param(&o, "min_kib", 64);
    kt_param(&o, "max_kib", 16);
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run("latency", &o, &res, msg, sizeof msg), SL_E_USAGE);
    assert_non_null(strstr(msg, "min_kib=64"));
    assert_int_equal(res.n, 0);
}

/* The summary from real rows: the local probe's line, the clock, and the
 * hint to run occupancy beside it. */
static void test_summary(void **state)
{
    (void)state;
    sl_run_opts o;
    small_ladder(&o);
    sl_results res = { 0 };
    kt_run_ok("latency", &o, &res);
    sl_str out = { 0 };
    sl_suite_summarize(sl_suite_find("latency"), &res, 0, &kt_device()->prof, &out);
    const char *text = sl_str_text(&out);
    fprintf(stderr, "%s", text);
    assert_non_null(strstr(text, "latency plateaus"));
    assert_non_null(strstr(text, "  local     16.0 KiB local memory"));
    assert_non_null(strstr(text, "clock: "));
    assert_non_null(strstr(text, "simtlab run occupancy latency"));
    sl_str_free(&out);
    sl_results_free(&res);
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    chase_4_to_16(&o);
    kt_assert_guarded("latency", &o, 1, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_all_verified),
        cmocka_unit_test(test_ladder_steps),
        cmocka_unit_test(test_calibrated_loads),
        cmocka_unit_test(test_skipped_step_fails),
        cmocka_unit_test(test_wrong_word_fails),
        cmocka_unit_test(test_local_skipped_step_fails),
        cmocka_unit_test(test_too_big_skipped),
        cmocka_unit_test(test_params_refused),
        cmocka_unit_test(test_summary),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
