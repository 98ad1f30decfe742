/* test_stride.c - read_strided on the default device: the read-pattern
 * suites' shared tests (kernel_test.h: awkward sizes and launches, both
 * mappings, skips, bad params, a wrong sum, a broken build, the measured
 * ceiling), and what is the stride suite's own: its rows' order and model,
 * its --only names, a stride-64 buffer past the max allocation, kernels
 * that lose an element, ignore the stride, or map elements to work-items
 * otherwise than the host expects. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "kernel_test.h"

#define SUITE "stride"
#define ROWS 22 /* 2 element types x 11 strides */

static const unsigned strides[] = { 1, 2, 3, 4, 5, 7, 8, 16, 32, 33, 64 };

/* Float rows first, then float4, strides in order; each verified, reading
 * the useful bytes, its model that of lanes stride elements apart. */
static void assert_rows(const sl_results *res, uint64_t size, const sl_run_opts *o)
{
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        kt_assert_verified(r, o);
        const unsigned elem = (unsigned)kt_num(&r->params, "elem_bytes");
        const unsigned stride = (unsigned)kt_num(&r->params, "stride");
        assert_string_equal(r->suite, SUITE);
        assert_string_equal(r->kernel, "read_strided");
        assert_int_equal(elem, i < ROWS / 2 ? 4 : 16);
        assert_int_equal(stride, strides[i % (ROWS / 2)]);
        assert_true(r->bytes == (double)(size / 16 * 16 / elem * elem));
        kt_assert_strided_model(r, elem, stride);
    }
}

static const kt_rp_suite suite = { SUITE, "stride.cl", "read_strided", ROWS, assert_rows, "float4:s2" };

/* Enough elements that each work-item runs full INFLIGHT rounds, not only
 * the tail; under oclgrind (one compute unit) a buffer no larger than the
 * first run's. */
static void test_full_rounds(void **state)
{
    (void)state;
    kt_assert_full_rounds(SUITE, 70004, ":s2", 2); /* float:s2 and float4:s2 */
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_results res = { 0 };
    kt_run_only(SUITE, "float4:s8", 1, &res);
    assert_int_equal(kt_num(&res.rows[0].params, "elem_bytes"), 16);
    assert_int_equal(kt_num(&res.rows[0].params, "stride"), 8);
    sl_results_free(&res);

    kt_run_only(SUITE, "s4", 2, &res); /* float:s4 and float4:s4, not s64 */
    for (size_t i = 0; i < res.n; ++i)
        assert_int_equal(kt_num(&res.rows[i].params, "stride"), 4);
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    kt_assert_skipped(SUITE, kt_device()->prof.max_alloc, "s64", 2, "max allocation"); /* x 64 at stride 64 */
}

/* One element lost: the last one (in the tail at this size). */
static void test_lost_element_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails(SUITE, "stride.cl", "SL_READ_SWEEP(acc, n, STRIDED);",
                            "SL_READ_SWEEP(acc, n - 1, STRIDED);", NULL, ROWS, "check failed: 1 of", NULL);
}

static bool stride_one(const sl_row *r)
{
    return kt_num(&r->params, "stride") == 1;
}

/* Reading at the wrong stride fails every row but stride 1. */
static void test_wrong_stride_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails(SUITE, "stride.cl", "#define STRIDED(j) in[(j) * stride]", "#define STRIDED(j) in[(j)]",
                            NULL, ROWS, "check failed", stride_one);
}

/* A kernel that maps elements to work-items otherwise than the host
 * expects fails every row, both ways: the check follows the mapping (the
 * engine's, so once for the three suites). */
static void test_other_mapping_fails(void **state)
{
    (void)state;
    const char *sweep = "#if defined(BLOCKED) && BLOCKED == 1";
    for (uint64_t blocked = 0; blocked < 2; ++blocked) {
        sl_run_opts o;
        kt_opts_small_launch(&o, 4100);
        kt_param(&o, "blocked", blocked);
        kt_assert_patched_fails(SUITE, "stride.cl", sweep, blocked ? "#if 0" : "#if 1", &o, ROWS, "check failed",
                                NULL);
    }
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
    o.only = "float4:s8";
    kt_assert_guarded("stride", &o, 1, NULL);
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
        cmocka_unit_test(test_other_mapping_fails),
        cmocka_unit_test_prestate(kt_rp_test_broken_build_reports, s),
        cmocka_unit_test_prestate(kt_rp_test_measured_efficiency, s),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
