/* test_stride.c - read_strided on the default device at small and awkward
 * sizes and launch shapes, every row verified and its model as the geometry
 * says; wrong kernels caught; bad params refused; a buffer past the max
 * allocation skipped. Small enough for oclgrind.
 *
 * Under oclgrind 21.10 a released buffer's slot reused at a larger size
 * loses the record of a device-side fill (its --uninitialized check then
 * reports the suite's reads). The suite keeps its buffers' roles from run to
 * run; these tests keep the first run's input buffer the largest and
 * preset the read ceiling, so the bandwidth suite's buffers never come
 * between. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/casework.h"

#define SUITE "stride"
#define ROWS 22 /* 2 element types x 11 strides */

static const unsigned strides[] = { 1, 2, 3, 4, 5, 7, 8, 16, 32, 33, 64 };

static double num(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = sl_kv_get(l, key);
    if (!kv || kv->is_str)
        fail_msg("no number %s", key);
    return kv->num;
}

/* The model of a strided row, checked two ways: it is what casework's
 * model gives for this suite's addresses (lane i at i * stride * elem), and
 * it lies where any window of such requests must: at least elem / unit
 * (every element in a fetch unit of its own), at most 1 / min(stride,
 * unit / elem) (the fraction a long stream reaches), exactly elem / unit
 * once lanes are a unit or more apart. */
static void assert_model(const sl_row *r, unsigned elem, unsigned stride)
{
    const sl_profile *p = &kt_device()->prof;
    const sl_geometry *g[2] = { sl_case_geometry(p), sl_case_other_geometry(p) };
    const char *key[2] = { "predicted", "predicted_other" };
    sl_row want;
    sl_row_init(&want, "want", "want");
    sl_case_model_strided(&want, p, 0, elem, stride);
    for (int k = 0; k < 2; ++k) {
        const double got = num(&r->model, key[k]), unit = g[k]->dram_fetch_bytes;
        const double hi = 1.0 / fmin(stride, unit / elem);
        assert_true(got == num(&want.model, key[k]));
        if (got < elem / unit - 1e-12 || got > hi + 1e-12)
            fail_msg("%s elem %u stride %u: %g outside [%g, %g]", key[k], elem, stride, got, elem / unit, hi);
        if (stride * elem >= unit)
            assert_true(fabs(got - elem / unit) < 1e-12);
    }
}

/* A preset read ceiling (GB/s): efficiency is then exactly gbps / this. */
#define CEILING 1000.0

/* kt_run with the ceiling preset. */
static int run_suite(const sl_run_opts *o, sl_results *res, char *msg, size_t len)
{
    sl_ctx ctx = { .dev = kt_device(), .opts = o, .results = res, .read_ceiling = CEILING };
    sl_err e = { 0 };
    int rc = sl_suite_find(SUITE)->run(&ctx, &e);
    if (msg)
        snprintf(msg, len, "%s", e.msg);
    sl_err_clear(&e);
    return rc;
}

static void run_ok(const sl_run_opts *o, sl_results *res)
{
    char msg[1024];
    int rc = run_suite(o, res, msg, sizeof msg);
    if (rc != SL_OK)
        fail_msg("stride returned %d: %s", rc, msg);
}

/* Every row verified, with useful bytes, params and model as they should be. */
static void assert_rows(const sl_results *res, uint64_t size, const sl_run_opts *o)
{
    const sl_profile *p = &kt_device()->prof;
    const uint64_t useful = size / 16 * 16;
    assert_int_equal(res->n, ROWS);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        const unsigned elem = (unsigned)num(&r->params, "elem_bytes");
        const unsigned stride = (unsigned)num(&r->params, "stride");
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("size %llu elem %u stride %u: %s %s", (unsigned long long)size, elem, stride,
                     sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->suite, SUITE);
        assert_string_equal(r->kernel, "read_strided");
        /* float rows first, then float4, strides in order */
        assert_int_equal(elem, i < ROWS / 2 ? 4 : 16);
        assert_int_equal(stride, strides[i % (ROWS / 2)]);
        assert_true(r->bytes == (double)(useful / elem * elem));
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(fabs(r->efficiency - r->gbps / CEILING) <= 1e-12 * r->efficiency);
        assert_int_equal(r->time_ns.n, o->timing.reps);
        assert_int_equal(r->simd_width, p->simd_width);
        const size_t local = r->local[0];
        assert_true(local >= 1 && local <= (size_t)sl_opt_param(o, "local", 256));
        assert_int_equal(r->global[0] % local, 0);
        assert_model(r, elem, stride);
    }
}

/* Useful bytes not a multiple of 16, of any work-group or of INFLIGHT
 * (larger sizes with small launches in test_full_rounds). */
static const uint64_t sizes[] = { 4100, 48 };

static void run_sizes(const char *const *keys, const uint64_t *vals, int n)
{
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        sl_run_opts o;
        kt_opts(&o, sizes[s]);
        for (int i = 0; i < n; ++i) {
            o.param_key[i] = keys[i];
            o.param_val[i] = vals[i];
        }
        o.n_params = n;
        sl_results res = { 0 };
        run_ok(&o, &res);
        assert_rows(&res, sizes[s], &o);
        sl_results_free(&res);
    }
}

static void test_defaults(void **state)
{
    (void)state;
    run_sizes(NULL, NULL, 0);
}

static void test_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 3, 96, 1 };
    run_sizes(k, v, 3);
}

static void test_one_load_in_flight(void **state)
{
    (void)state;
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 1, 40, 3 };
    run_sizes(k, v, 3);
}

/* Enough elements that each work-item runs full INFLIGHT rounds, not only the tail. */
static void test_full_rounds(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 70004); /* a buffer no larger than test_defaults' (see the top of the file) */
    o.only = ":s2"; /* float:s2 and float4:s2 */
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 2, 8, 1 };
    for (int i = 0; i < 3; ++i) {
        o.param_key[i] = k[i];
        o.param_val[i] = v[i];
    }
    o.n_params = 3;
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (!r->verified)
            fail_msg("stride %g: %s", num(&r->params, "stride"), r->reason);
        /* more elements than gsz x INFLIGHT: the unrolled rounds ran */
        assert_true(r->bytes / num(&r->params, "elem_bytes") > 2.0 * (double)r->global[0]);
    }
    sl_results_free(&res);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "float4:s8";
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, 1);
    assert_int_equal(num(&res.rows[0].params, "elem_bytes"), 16);
    assert_int_equal(num(&res.rows[0].params, "stride"), 8);
    assert_true(res.rows[0].verified);
    sl_results_free(&res);

    o.only = "s4"; /* float:s4 and float4:s4, not s64 */
    run_ok(&o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(num(&res.rows[i].params, "stride"), 4);
        assert_true(res.rows[i].verified);
    }
    sl_results_free(&res);
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 12); /* less than one float4 */
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_false(res.rows[i].verified);
        assert_non_null(strstr(res.rows[i].reason, "16 B"));
    }
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc); /* x 64 at stride 64 */
    o.only = "s64";
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_false(res.rows[i].verified);
        assert_true(isnan(res.rows[i].gbps));
        if (!strstr(res.rows[i].reason, "max allocation"))
            fail_msg("reason: %s", res.rows[i].reason);
    }
    sl_results_free(&res);
}

static void test_bad_params_refused(void **state)
{
    (void)state;
    const char *keys[] = { "inflight", "inflight", "local", "local", "groups_per_cu", "groups_per_cu" };
    const uint64_t vals[] = { 0, 65, 0, 4097, 0, 1ull << 40 };
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, 4100);
        o.param_key[0] = keys[i];
        o.param_val[0] = vals[i];
        o.n_params = 1;
        sl_results res = { 0 };
        char msg[1024];
        assert_int_equal(run_suite(&o, &res, msg, sizeof msg), SL_E_USAGE);
        assert_non_null(strstr(msg, keys[i]));
        assert_int_equal(res.n, 0);
        sl_results_free(&res);
    }
}

/* Every row of a run with a wrong kernel fails its check, with no figure. */
static void assert_all_fail(const char *dir, const char *want)
{
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels_dir = dir;
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        assert_int_equal(r->status, SL_ROW_FAILED);
        assert_false(r->verified);
        assert_true(isnan(r->gbps));
        if (!strstr(r->reason, want))
            fail_msg("stride %g: '%s' lacks '%s'", num(&r->params, "stride"), r->reason, want);
    }
    sl_results_free(&res);
}

static void test_wrong_sum_fails(void **state)
{
    (void)state;
    const char *from[] = { "sums[gid] = HSUM(acc[0]);" };
    const char *to[] = { "sums[gid] = HSUM(acc[0]) + (gid == 1 ? 0.5f : 0.0f);" };
    const char *dir = kt_patched_kernels("stride.cl", from, to, 1);
    assert_non_null(dir);
    assert_all_fail(dir, "check failed: 1 of");
}

/* One element lost: the last one (in the tail at this size) is skipped. */
static void test_lost_element_fails(void **state)
{
    (void)state;
    const char *from[] = { "for (; j < n; j += gsz)" };
    const char *to[] = { "for (; j + 1 < n; j += gsz)" };
    const char *dir = kt_patched_kernels("stride.cl", from, to, 1);
    assert_non_null(dir);
    assert_all_fail(dir, "check failed: 1 of");
}

/* Reading at the wrong stride fails every row but stride 1. */
static void test_wrong_stride_fails(void **state)
{
    (void)state;
    const char *from[] = { "acc[0] += in[j * stride];" };
    const char *to[] = { "acc[0] += in[j];" };
    const char *dir = kt_patched_kernels("stride.cl", from, to, 1);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels_dir = dir;
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (num(&r->params, "stride") == 1) {
            assert_true(r->verified);
        } else {
            assert_int_equal(r->status, SL_ROW_FAILED);
            assert_non_null(strstr(r->reason, "check failed"));
        }
    }
    sl_results_free(&res);
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    const char *from[] = { "kernel void read_strided(" };
    const char *to[] = { "kernel void read_strided(this does not compile" };
    const char *dir = kt_patched_kernels("stride.cl", from, to, 1);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels_dir = dir;
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(run_suite(&o, &res, msg, sizeof msg), SL_FAIL);
    assert_non_null(strstr(msg, "CL_BUILD_PROGRAM_FAILURE"));
    assert_non_null(strstr(msg, "-DVEC=1"));
    sl_results_free(&res);
}

/* The read ceiling measured by the bandwidth suite, as the CLI gets it.
 * Last: its buffers reuse this suite's slots (see the top of the file). */
static void test_efficiency_against_measured_ceiling(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "float4:s2";
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run(SUITE, &o, &res, msg, sizeof msg), SL_OK);
    assert_int_equal(res.n, 1);
    const sl_row *r = &res.rows[0];
    assert_true(r->verified);
    assert_true(r->efficiency > 0.0 && isfinite(r->efficiency));
    sl_results_free(&res);
}

static int teardown(void **state)
{
    (void)state;
    kt_close();
    return 0;
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_odd_launch),
        cmocka_unit_test(test_one_load_in_flight),
        cmocka_unit_test(test_full_rounds),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_bad_params_refused),
        cmocka_unit_test(test_wrong_sum_fails),
        cmocka_unit_test(test_lost_element_fails),
        cmocka_unit_test(test_wrong_stride_fails),
        cmocka_unit_test(test_broken_build_reports),
        cmocka_unit_test(test_efficiency_against_measured_ceiling),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
