/* test_rowcol.c - every rowcol kernel on the default device over small and
 * awkward shapes (one row, one column, shapes no work-group or segment
 * divides); the model's order of the three; and the exact checks shown to
 * catch wrong kernels. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define ROWS 3 /* item per row, item per column, group per row */
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
            fail_msg("%s %gx%g: %s %s", r->kernel, kt_num(&r->params, "rows"), kt_num(&r->params, "cols"),
                     sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->suite, "rowcol");
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(fabs(sl_derived(r, SL_D_EFFICIENCY) - r->gbps / CEILING) < 1e-9 * sl_derived(r, SL_D_EFFICIENCY));
        assert_true(r->time_ns.n == 2);
        /* useful bytes: the matrix once, plus the sums */
        const double m = 4.0 * kt_num(&r->params, "rows") * kt_num(&r->params, "cols");
        assert_true(r->bytes > m && r->bytes <= 2.0 * m);
    }
}

static sl_results run_shape(uint64_t size, uint64_t rows, uint64_t cols, uint64_t seg, uint64_t local)
{
    sl_run_opts o;
    kt_opts(&o, size);
    const char *keys[] = { "rows", "cols", "seg", "local" };
    const uint64_t vals[] = { rows, cols, seg, local };
    for (int i = 0; i < 4; ++i)
        if (vals[i]) {
            o.param_key[o.n_params] = keys[i];
            o.param_val[o.n_params++] = vals[i];
        }
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    char msg[1024];
    if (kt_run("rowcol", &o, &res, msg, sizeof msg) != SL_OK)
        fail_msg("rowcol %llux%llu: %s", (unsigned long long)rows, (unsigned long long)cols, msg);
    assert_all_verified(&res, ROWS);
    return res;
}

/* Square from --size: 4100 B hold 1025 floats, a 32 x 32 matrix. */
static void test_square_from_size(void **state)
{
    (void)state;
    sl_results res = run_shape(4100, 0, 0, 0, 0);
    for (size_t i = 0; i < ROWS; ++i)
        assert_true(kt_num(&row_of(&res, i)->params, "rows") == 32 && kt_num(&row_of(&res, i)->params, "cols") == 32);
    sl_results_free(&res);
}

static void test_awkward_shapes(void **state)
{
    (void)state;
    static const uint64_t shapes[][4] = {
        /* rows, cols, seg, local */
        { 1, 1, 0, 0 },      { 1, 300, 7, 24 },  { 300, 1, 7, 24 },
        { 37, 29, 5, 40 },   { 5, 333, 64, 1 },  { 70, 70, 1, 33 },
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; ++i) {
        sl_results res = run_shape(0, shapes[i][0], shapes[i][1], shapes[i][2], shapes[i][3]);
        /* the item kernels write one sum per segment, the group kernel one per row */
        const sl_row *group = row_of(&res, 2);
        assert_string_equal(group->kernel, "sum_rows_group_per_row");
        assert_true(group->global[0] / group->local[0] == shapes[i][0]);
        sl_results_free(&res);
    }
}

/* One of rows / cols given: the other from --size. */
static void test_one_side_given(void **state)
{
    (void)state;
    sl_results res = run_shape(4000, 0, 50, 0, 0); /* 1000 floats: 20 x 50 */
    assert_true(kt_num(&row_of(&res, 0)->params, "rows") == 20);
    sl_results_free(&res);
    res = run_shape(4000, 7, 0, 0, 0); /* 7 x 142 */
    assert_true(kt_num(&row_of(&res, 0)->params, "cols") == 142);
    sl_results_free(&res);
}

/* What the model says for lanes a row apart vs side by side: neighbouring
 * rows of 256 floats are 1 KiB apart, so no two lanes of item-per-row share
 * a line, while the other two read a contiguous run. */
static void test_model_order(void **state)
{
    (void)state;
    sl_results res = run_shape(0, 64, 256, 0, 0);
    const double item_row = sl_kv_get(&row_of(&res, 0)->model, "predicted_other")->num;
    const double item_col = sl_kv_get(&row_of(&res, 1)->model, "predicted_other")->num;
    const double group_row = sl_kv_get(&row_of(&res, 2)->model, "predicted_other")->num;
    assert_true(item_row < 0.25);
    assert_true(item_col == 1.0 && group_row == 1.0);
    assert_true(kt_num(&row_of(&res, 0)->params, "lane_stride_bytes") == 1024);
    assert_true(kt_num(&row_of(&res, 1)->params, "lane_stride_bytes") == 4);
    sl_results_free(&res);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = ":col";
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("rowcol", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 1);
    assert_string_equal(row_of(&res, 0)->kernel, "sum_cols_item_per_col");
    assert_string_equal(sl_kv_get(&row_of(&res, 0)->params, "order")->str, "col");
    sl_results_free(&res);
}

static void test_bad_params_are_usage_errors(void **state)
{
    (void)state;
    static const struct {
        const char *key;
        uint64_t val;
    } bad[] = { { "cols", 40000 }, { "seg", 0 }, { "seg", 40000 }, { "local", 0 }, { "local", 5000 } };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, 4100);
        o.param_key[0] = bad[i].key;
        o.param_val[0] = bad[i].val;
        o.n_params = 1;
        sl_results res = { 0 };
        char msg[1024];
        /* the read ceiling preset: refusing needs none, and each measured
         * one would be a bandwidth run (seconds under oclgrind) */
        if (kt_run_preset("rowcol", &o, &res, msg, sizeof msg) != SL_E_USAGE)
            fail_msg("%s=%llu was accepted", bad[i].key, (unsigned long long)bad[i].val);
        assert_int_equal(res.n, 0);
        assert_non_null(strstr(msg, "out of range for rowcol")); /* the runner checks the table */
    }
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 400);
    o.param_key[0] = "rows";
    o.param_val[0] = 101; /* 100 floats hold no row of 101 */
    o.n_params = 1;
    sl_results res = { 0 };
    assert_int_equal(kt_run("rowcol", &o, &res, NULL, 0), SL_OK);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "holds no");
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    /* the widest rows, one more of them than max allocation holds */
    sl_run_opts o;
    kt_opts(&o, 0);
    o.param_key[0] = "cols";
    o.param_val[0] = 32768;
    o.param_key[1] = "rows";
    o.param_val[1] = kt_device()->prof.max_alloc / (4 * 32768) + 1;
    o.n_params = 2;
    sl_results res = { 0 };
    /* the read ceiling preset: with no --size a measured one reads
     * bandwidth's default buffer (256 MiB on a CPU; minutes under oclgrind),
     * for rows that are all skipped */
    assert_int_equal(kt_run_preset("rowcol", &o, &res, NULL, 0), SL_OK);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "max allocation");
    sl_results_free(&res);
}

/* Kernels that each get one sum wrong: every row must fail its check. */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    const char *from[] = {
        "out[g] = acc;", /* item per row, then (once patched) item per column */
        "out[g] = acc;",
        "out[get_group_id(0)] = scratch[0];",
    };
    const char *to[] = {
        "out[g] = acc + (g == 1 ? 1.0f : 0.0f);",
        "out[g] = g == 0 ? acc + 0.5f : acc;",
        "out[get_group_id(0)] = scratch[0] + (get_group_id(0) == 2 ? 0.001953125f : 0.0f);",
    };
    const char *dir = kt_patched_kernels("rowcol.cl", from, to, 3);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels.cli = dir;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("rowcol", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS + 1);
    static const char *const want[] = { "check failed: 1 of 32 sums wrong, first at 1 ",
                                        "check failed: 1 of 32 sums wrong, first at 0 ",
                                        "check failed: 1 of 32 sums wrong, first at 2 " };
    for (size_t i = 0; i < ROWS; ++i) {
        const sl_row *r = row_of(&res, i);
        assert_int_equal(r->status, SL_ROW_FAILED);
        assert_false(r->verified);
        assert_true(isnan(r->gbps));
        if (!strstr(r->reason, want[i]))
            fail_msg("%s: '%s' lacks '%s'", r->kernel, r->reason, want[i]);
    }
    sl_results_free(&res);
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
    o.only = ":col";
    kt_assert_guarded("rowcol", &o, 1, NULL);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_square_from_size),
        cmocka_unit_test(test_awkward_shapes),
        cmocka_unit_test(test_one_side_given),
        cmocka_unit_test(test_model_order),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_bad_params_are_usage_errors),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_wrong_kernels_fail),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
