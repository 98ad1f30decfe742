/* test_layout.c - every layout kernel on the default device at small and
 * awkward sizes and launch shapes; the model's fractions for the textbook
 * cases; and the exact checks shown to catch wrong kernels. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define ROWS 6 /* 2 updates x 3 layouts */
#define CEILING 100.0 /* GB/s of the planted bandwidth row */

static const sl_row *row_of(const sl_results *res, size_t i)
{
    return &res->rows[i + 1]; /* past the planted ceiling */
}

static void assert_all_verified(const sl_results *res, size_t want)
{
    assert_int_equal(res->n, want + 1);
    for (size_t i = 0; i < want; ++i) {
        const sl_row *r = row_of(res, i);
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("%s: %s %s", r->kernel, sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->suite, "layout");
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(fabs(sl_derived(r, SL_D_EFFICIENCY) - r->gbps / CEILING) < 1e-9 * sl_derived(r, SL_D_EFFICIENCY));
        assert_true(r->time_ns.n == 2);
        const double n = sl_kv_get(&r->params, "particles")->num;
        const bool all = strcmp(sl_kv_get(&r->params, "fields")->str, "all") == 0;
        /* useful bytes: four fields + one output per particle, or mass + one sum per group */
        if (all)
            assert_true(r->bytes == 20.0 * n);
        else
            assert_true(r->bytes > 4.0 * n && r->bytes <= 8.0 * n);
    }
}

static void run_with(uint64_t size, const char *const *keys, const uint64_t *vals, int n)
{
    sl_run_opts o;
    kt_opts(&o, size);
    for (int i = 0; i < n; ++i) {
        o.param_key[i] = keys[i];
        o.param_val[i] = vals[i];
    }
    o.n_params = n;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    char msg[1024];
    int rc = kt_run("layout", &o, &res, msg, sizeof msg);
    if (rc != SL_OK)
        fail_msg("layout at %llu B: %s", (unsigned long long)size, msg);
    assert_all_verified(&res, ROWS);
    /* particles: floor(size / 16) */
    assert_true(sl_kv_get(&row_of(&res, 0)->params, "particles")->num == (double)(size / 16));
    sl_results_free(&res);
}

/* Byte sizes that are no multiple of a work-group, a tile or a block. */
static const uint64_t sizes[] = { 16, 1040, 20008, 70000 };
#define N_SIZES (sizeof sizes / sizeof sizes[0])

static void test_defaults(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_SIZES; ++i)
        run_with(sizes[i], NULL, NULL, 0);
}

static void test_odd_launch_and_block(void **state)
{
    (void)state;
    const char *k[] = { "local", "per_item", "block" };
    const uint64_t v[] = { 40, 3, 5 };
    for (size_t i = 0; i < N_SIZES; ++i)
        run_with(sizes[i], k, v, 3);
}

static void test_one_lane_blocks_of_one(void **state)
{
    (void)state;
    const char *k[] = { "local", "per_item", "block" };
    const uint64_t v[] = { 1, 1, 1 };
    run_with(1040, k, v, 3);
}

static void test_block_larger_than_buffer(void **state)
{
    (void)state;
    const char *k[] = { "block", "local" };
    const uint64_t v[] = { 4096, 24 };
    run_with(20008, k, v, 2);
}

/* The model's classic numbers: one field of four in AoS uses a quarter of
 * every byte fetched; SoA uses all of it; all fields in any layout use all.
 * Under the other geometry (a full warp or wavefront) on any device; under
 * this device's own where its SIMD width makes a request span 64 B. */
static void test_model_fractions(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 70000);
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS + 1);
    const bool own = kt_device()->prof.simd_width >= 16;
    for (size_t i = 0; i < ROWS; ++i) {
        const sl_row *r = row_of(&res, i);
        const double pred = sl_kv_get(&r->model, "predicted")->num;
        const double other = sl_kv_get(&r->model, "predicted_other")->num;
        double want = 1.0;
        if (strcmp(r->kernel, "sum_mass_aos") == 0)
            want = 0.25;
        else if (strcmp(r->kernel, "sum_mass_aosoa") == 0)
            continue; /* depends on the block and the line */
        if (fabs(other - want) > 1e-12 || (own && fabs(pred - want) > 1e-12))
            fail_msg("%s: predicted %g, other %g, want %g", r->kernel, pred, other, want);
    }
    sl_results_free(&res);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 20008);
    o.only = ":one";
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 3);
    for (size_t i = 0; i < 3; ++i)
        assert_non_null(strstr(row_of(&res, i)->kernel, "sum_mass_"));
    sl_results_free(&res);

    o.only = "update_aosoa_all";
    res = (sl_results){ 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 1);
    assert_string_equal(row_of(&res, 0)->kernel, "update_aosoa_all");
    assert_string_equal(sl_kv_get(&row_of(&res, 0)->params, "layout")->str, "aosoa");
    sl_results_free(&res);
}

static void test_bad_params_are_usage_errors(void **state)
{
    (void)state;
    const char *keys[] = { "per_item", "per_item", "local", "block", "local" };
    const uint64_t vals[] = { 0, 65, 0, 0, 5000 };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, 1040);
        o.param_key[0] = keys[i];
        o.param_val[0] = vals[i];
        o.n_params = 1;
        sl_results res = { 0 };
        char msg[1024];
        /* the read ceiling preset: refusing needs none, and each measured
         * one would be a bandwidth run (seconds under oclgrind) */
        assert_int_equal(kt_run_preset("layout", &o, &res, msg, sizeof msg), SL_E_USAGE);
        assert_int_equal(res.n, 0);
        assert_non_null(strstr(msg, "out of range for layout")); /* the runner checks the table */
    }
    /* each in range, but a group's sum would have more than 2^15 terms */
    sl_run_opts o;
    kt_opts(&o, 1040);
    o.param_key[0] = "local";
    o.param_val[0] = 1024;
    o.param_key[1] = "per_item";
    o.param_val[1] = 64;
    o.n_params = 2;
    sl_results res = { 0 };
    assert_int_equal(kt_run_preset("layout", &o, &res, NULL, 0), SL_E_USAGE);
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 15);
    sl_results res = { 0 };
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "smaller than one 16-byte particle");
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc + 4096);
    sl_results res = { 0 };
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "max allocation");
    sl_results_free(&res);
}

/* Kernels that each get at least one value wrong: every row must fail its
 * check, and say so. */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    const char *from[] = {
        "out[i] = (q.x + q.y + q.z) * q.mass;",
        "            out[i] = (x[i] + y[i] + z[i]) * m[i];",
        "* b[a + 3 * BLOCK];",
        "acc += p[i].mass;",
        "acc += m[i];",
        "acc += b[aosoa_at(i, 3)];",
    };
    const char *to[] = {
        "out[i] = (q.x + q.y + q.z) * q.mass + (i == 3 ? 1.0f : 0.0f);",
        "            if (i != n - 1) out[i] = (x[i] + y[i] + z[i]) * m[i];", /* one left unwritten (NaN) */
        "* b[a + 2 * BLOCK];",                                            /* z for mass */
        "acc += p[i].mass * (i == 1 ? 2.0f : 1.0f);",
        "acc += m[i] + (i == n - 1 ? 0.5f : 0.0f);",
        "acc += b[aosoa_at(i, 3)] + (i == 0 ? 0.25f : 0.0f);",
    };
    const char *dir = kt_patched_kernels("layout.cl", from, to, 6);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 20008);
    o.kernels.cli = dir;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("layout", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS + 1);
    for (size_t i = 0; i < ROWS; ++i) {
        const sl_row *r = row_of(&res, i);
        assert_int_equal(r->status, SL_ROW_FAILED);
        assert_false(r->verified);
        assert_true(isnan(r->gbps));
        if (!strstr(r->reason, "check failed: "))
            fail_msg("%s: '%s'", r->kernel, r->reason);
    }
    /* the planted errors are one value each, except z for mass */
    assert_non_null(strstr(row_of(&res, 0)->reason, "check failed: 1 of 1250 particles wrong, first at 3"));
    assert_non_null(strstr(row_of(&res, 1)->reason, "check failed: 1 of 1250 particles wrong, first at 1249"));
    assert_non_null(strstr(row_of(&res, 3)->reason, "check failed: 1 of 1 group sums of mass wrong"));
    sl_results_free(&res);
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    kt_assert_build_fails("layout", "layout.cl", "kernel void sum_mass_soa(", "-DBLOCK=");
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
    kt_opts(&o, 20008);
    o.only = ":one";
    kt_assert_guarded("layout", &o, 1, NULL);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_odd_launch_and_block),
        cmocka_unit_test(test_one_lane_blocks_of_one),
        cmocka_unit_test(test_block_larger_than_buffer),
        cmocka_unit_test(test_model_fractions),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_bad_params_are_usage_errors),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_broken_build_reports),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
