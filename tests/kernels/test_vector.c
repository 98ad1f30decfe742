/* test_vector.c - read_vector (float, float2, float4 x stride 1, 2, 4, 8)
 * on the default device: the read-pattern suites' shared tests
 * (kernel_test.h), and what is the vector suite's own: its rows' order
 * (the widths side by side at each stride) and model, its --only names, a
 * stride-8 buffer past the max allocation, kernels that lose an element or
 * ignore the stride. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "kernel_test.h"

#define SUITE "vector"
#define ROWS 12 /* 4 strides x 3 widths */

static const unsigned strides[] = { 1, 2, 4, 8 };
static const unsigned widths[] = { 1, 2, 4 };

/* Stride by stride, float, float2, float4 at each (equal bytes side by
 * side); each verified, reading the useful bytes, its model that of lanes
 * stride elements apart. */
static void assert_rows(const sl_results *res, uint64_t size, const sl_run_opts *o)
{
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        kt_assert_verified(r, o);
        const unsigned elem = (unsigned)kt_num(&r->params, "elem_bytes");
        const unsigned stride = (unsigned)kt_num(&r->params, "stride");
        assert_string_equal(r->suite, SUITE);
        assert_string_equal(r->kernel, "read_vector");
        assert_int_equal(elem, 4 * widths[i % 3]);
        assert_int_equal(stride, strides[i / 3]);
        assert_true(r->bytes == (double)(size / 16 * 16 / elem * elem));
        kt_assert_strided_model(r, elem, stride);
    }
}

static const kt_rp_suite suite = { SUITE, "vector.cl", "read_vector", ROWS, assert_rows, "float2:s2" };

/* Enough elements that each work-item runs full INFLIGHT rounds, not only
 * the tail; under oclgrind (one compute unit) buffers below the first
 * run's 32740 B. */
static void test_full_rounds(void **state)
{
    (void)state;
    kt_assert_full_rounds(SUITE, 8180, ":s4", 3); /* float:s4, float2:s4, float4:s4 */
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_results res = { 0 };
    kt_run_only(SUITE, "float2:s8", 1, &res);
    assert_int_equal(kt_num(&res.rows[0].params, "elem_bytes"), 8);
    assert_int_equal(kt_num(&res.rows[0].params, "stride"), 8);
    sl_results_free(&res);

    kt_run_only(SUITE, "s4", 3, &res); /* the three widths at stride 4 */
    for (size_t i = 0; i < res.n; ++i)
        assert_int_equal(kt_num(&res.rows[i].params, "stride"), 4);
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    kt_assert_skipped(SUITE, kt_device()->prof.max_alloc, "s8", 3, "max allocation"); /* x 8 at stride 8 */
}

/* One element lost: the last one (in the tail at this size). */
static void test_lost_element_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails(SUITE, "vector.cl", "SL_READ_SWEEP(acc, n, VECTOR_AT);",
                            "SL_READ_SWEEP(acc, n - 1, VECTOR_AT);", NULL, ROWS, "check failed: 1 of", NULL);
}

static bool stride_one(const sl_row *r)
{
    return kt_num(&r->params, "stride") == 1;
}

/* Reading at the wrong stride fails every row but stride 1. */
static void test_wrong_stride_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails(SUITE, "vector.cl", "#define VECTOR_AT(j) in[(j) * stride]",
                            "#define VECTOR_AT(j) in[(j)]", NULL, ROWS, "check failed", stride_one);
}

static int teardown(void **state)
{
    (void)state;
    kt_close();
    return 0;
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "float2:s8";
    kt_assert_guarded("vector", &o, 1, NULL);
}

int main(void)
{
    kt_device();
    void *s = (void *)&suite;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test_prestate(kt_rp_test_defaults, s),
        cmocka_unit_test_prestate(kt_rp_test_odd_launch, s),
        cmocka_unit_test_prestate(kt_rp_test_one_load_in_flight, s),
        cmocka_unit_test_prestate(kt_rp_test_mappings, s),
        cmocka_unit_test(test_full_rounds),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test_prestate(kt_rp_test_too_small_is_skipped, s),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test_prestate(kt_rp_test_bad_params_refused, s),
        cmocka_unit_test_prestate(kt_rp_test_wrong_sum_fails, s),
        cmocka_unit_test(test_lost_element_fails),
        cmocka_unit_test(test_wrong_stride_fails),
        cmocka_unit_test_prestate(kt_rp_test_broken_build_reports, s),
        cmocka_unit_test_prestate(kt_rp_test_measured_efficiency, s),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
