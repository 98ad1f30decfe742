/* test_bandwidth.c - every bandwidth kernel on the default device at small
 * and awkward sizes, both read mappings, odd launch shapes; and the checks
 * themselves shown to catch wrong kernels. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define ROWS 15 /* 3 kernels x 5 widths */

static void assert_all_verified(const sl_results *res)
{
    assert_int_equal(res->n, ROWS);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("%s %s: %s %s", r->kernel, sl_kv_get(&r->params, "vector")->str,
                     sl_row_status_name(r->status), r->reason);
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(r->time_ns.n == 2);
        assert_true(r->bytes > 0.0);
        assert_true(r->simd_width == kt_device()->prof.simd_width);
    }
}

/* Byte sizes that are not multiples of any work-group, vector or inflight. */
static const uint64_t sizes[] = { 64, 1028, 4100, 70004 };

static void run_with(const char *const *keys, const uint64_t *vals, int n)
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
        char msg[1024];
        assert_int_equal(kt_run("bandwidth", &o, &res, msg, sizeof msg), SL_OK);
        assert_all_verified(&res);
        sl_results_free(&res);
    }
}

static void test_defaults(void **state)
{
    (void)state;
    run_with(NULL, NULL, 0);
}

static void test_interleaved_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 0, 3, 96, 1 };
    run_with(k, v, 4);
}

static void test_blocked_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 1, 5, 40, 3 };
    run_with(k, v, 4);
}

static void test_group_blocked_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 2, 3, 24, 2 };
    run_with(k, v, 4);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "copy:float4";
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, 1);
    assert_string_equal(res.rows[0].kernel, "copy");
    assert_string_equal(sl_kv_get(&res.rows[0].params, "vector")->str, "float4");
    assert_true(res.rows[0].verified);
    sl_results_free(&res);
}

static void test_one_load_in_flight(void **state)
{
    (void)state;
    const char *k[] = { "inflight" };
    const uint64_t v[] = { 1 };
    run_with(k, v, 1);
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 60); /* less than one float16 */
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_false(res.rows[i].verified);
        assert_true(strlen(res.rows[i].reason) > 0);
    }
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc + 4096);
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_non_null(strstr(res.rows[i].reason, "max allocation"));
    }
    sl_results_free(&res);
}

/* Kernels that each get one value wrong: every row must fail its check. */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    const char *from[] = {
        "sums[gid] = HSUM(acc[0]);",
        "out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);",
        "        out[i] = in[i];",
    };
    const char *to[] = {
        "sums[gid] = HSUM(acc[0]) + (gid == 1 ? 0.5f : 0.0f);",
        "if (i != 2) out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);",
        "        if (i != n - 1) out[i] = in[i];",
    };
    const char *dir = kt_patched_kernels("bandwidth.cl", from, to, 3);
    assert_non_null(dir);
    for (unsigned blocked = 0; blocked < 2; ++blocked) {
        sl_run_opts o;
        kt_opts(&o, 4100);
        o.kernels_dir = dir;
        o.param_key[0] = "blocked";
        o.param_val[0] = blocked;
        o.n_params = 1;
        sl_results res = { 0 };
        assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
        assert_int_equal(res.n, ROWS);
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            /* read: one work-item sum; write and copy: one element of vec floats */
            unsigned vec = (unsigned)sl_kv_get(&r->params, "elem_bytes")->num / 4;
            char want[64];
            snprintf(want, sizeof want, "check failed: %u of", strcmp(r->kernel, "read") == 0 ? 1 : vec);
            assert_int_equal(r->status, SL_ROW_FAILED);
            assert_false(r->verified);
            assert_true(isnan(r->gbps));
            if (!strstr(r->reason, want))
                fail_msg("%s: '%s' lacks '%s'", r->kernel, r->reason, want);
        }
        sl_results_free(&res);
    }
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    kt_assert_build_fails("bandwidth", "bandwidth.cl", "kernel void copy(", "-DVEC=1");
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
        cmocka_unit_test(test_interleaved_odd_launch),
        cmocka_unit_test(test_blocked_odd_launch),
        cmocka_unit_test(test_group_blocked_odd_launch),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_one_load_in_flight),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_broken_build_reports),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
