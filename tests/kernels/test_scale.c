/* test_scale.c - the scale suite on the default device: every size
 * verified, including sizes no work-group divides; a wrong kernel caught;
 * params and sizes that cannot run refused or skipped. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/derive.h"
#include "simtlab/registry.h"

/* 1 float, a work-group plus one, an odd count: each exact. */
static void test_sizes_verified(void **state)
{
    (void)state;
    const uint64_t sizes[] = { 4, 4 * 257, 4 * 1001 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, sizes[i]);
        sl_results res = { 0 };
        kt_run_ok("scale", &o, &res);
        assert_int_equal(res.n, 4); /* float, float4 with its tail (vload4, then float4 pointers), float4 from x + 1 float */
        for (size_t r = 0; r < res.n; ++r) {
            kt_assert_verified(&res.rows[r], &o);
            assert_int_equal(kt_num(&res.rows[r].params, "n"), sizes[i] / 4);
            assert_true(res.rows[r].bytes == 2.0 * (double)sizes[i]);
        }
        assert_string_equal(res.rows[1].kernel, "scale4");
        assert_string_equal(res.rows[2].kernel, "scale4_ptr");
        assert_string_equal(res.rows[3].kernel, "scale4_offset");
        assert_int_equal(kt_num(&res.rows[3].params, "offset_bytes"), 4);
        sl_results_free(&res);
    }
}

static bool is_not_scale(const sl_row *r)
{
    return strcmp(r->kernel, "scale") != 0;
}

static bool is_not_scale4(const sl_row *r)
{
    return strcmp(r->kernel, "scale4") != 0;
}

static bool is_not_scale4_ptr(const sl_row *r)
{
    return strcmp(r->kernel, "scale4_ptr") != 0;
}

static bool is_not_offset(const sl_row *r)
{
    return strcmp(r->kernel, "scale4_offset") != 0;
}

/* y = a x + a sign error in the last float: the check names it, and only
 * the scalar row fails. The float4 kernel with its tail forgotten fails on
 * 1025 floats (4100 B), at the one float past the last whole float4. The
 * float4-pointer one reading the next float4 fails at y[0], as does the
 * offset kernel reading from x instead of x + off. */
static void test_wrong_kernel_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails("scale", "scale.cl", "y[i] = a * x[i];", "y[i] = (i == n - 1) ? -a * x[i] : a * x[i];",
                            NULL, 4, "check failed: y[", is_not_scale);
    kt_assert_patched_fails("scale", "scale.cl", "for (size_t j = first; j < n; ++j)",
                            "for (size_t j = n; j < n; ++j)", NULL, 4, "check failed: y[1024]", is_not_scale4);
    kt_assert_patched_fails("scale", "scale.cl", "a * ((global const float4 *)x)[i];",
                            "a * ((global const float4 *)x)[i + 1];", NULL, 4, "check failed: y[0]", is_not_scale4_ptr);
    kt_assert_patched_fails("scale", "scale.cl", "global const float *src = x + off;",
                            "global const float *src = x;", NULL, 4, "check failed: y[0]", is_not_offset);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("scale");
}

static void test_too_small_skipped(void **state)
{
    (void)state;
    kt_assert_skipped("scale", 3, NULL, 4, "smaller than one float");
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4 * 1001);
    kt_assert_guarded("scale", &o, 3, NULL);
}

/* The read ceiling is resolved before the suite's first case (suite.h,
 * needs_ceiling): every row carries the same one, and the ceiling's own
 * rows are kept aside. A suite whose cases want it but which does not say
 * so fails every such row, naming the omission: no case measures it. */
static void test_ceiling_before_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4 * 4096);
    sl_results res = { 0 };
    char msg[512];
    assert_int_equal(kt_run("scale", &o, &res, msg, sizeof msg), SL_OK);
    assert_int_equal(res.n, 4);
    const double c0 = kt_num(&res.rows[0].metrics, SL_M_CEILING_GBPS);
    assert_true(c0 > 0.0);
    for (size_t i = 0; i < res.n; ++i) {
        assert_string_equal(res.rows[i].suite, "scale");
        assert_float_equal(kt_num(&res.rows[i].metrics, SL_M_CEILING_GBPS), c0, 0.0);
    }
    sl_results_free(&res);

    const sl_suite *scale = sl_suite_find("scale");
    assert_non_null(scale);
    assert_true(scale->needs_ceiling);
    sl_suite undeclared = *scale;
    undeclared.needs_ceiling = false;
    sl_ctx ctx = { .dev = kt_device(), .opts = &o, .results = &res, .read_ceiling = KT_CEILING };
    sl_err e = { 0 };
    assert_int_equal(sl_suite_run(&ctx, &undeclared, &e), SL_OK);
    kt_assert_all(&res, 4, SL_ROW_FAILED, "does not declare needs_ceiling");
    sl_err_clear(&e);
    sl_results_free(&res);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_ceiling_before_cases),
        cmocka_unit_test(test_sizes_verified),
        cmocka_unit_test(test_wrong_kernel_fails),
        cmocka_unit_test(test_params_refused),
        cmocka_unit_test(test_too_small_skipped),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
