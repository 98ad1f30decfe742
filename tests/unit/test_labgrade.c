/* test_labgrade.c - a gradebook row from what a check found (labgrade.h),
 * with no device and no process: each dataset's test from its tagged rows
 * (the student's only, the worst of its runs), the fault from data, the
 * hidden datasets that failed named, the speed over the references, the
 * memory check that did not finish never a pass, and the points. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/labgrade.h"

static size_t n_datasets(const sl_lab *lab)
{
    size_t n = 0;
    while (n < SL_LAB_MAX_DATASETS && lab->datasets[n].label)
        ++n;
    return n;
}

/* one row of dataset i, as the checker tags it */
static void add_row(sl_lab_tallies *t, const sl_lab *lab, size_t i, const char *role, const char *verdict,
                    double gbps, bool out_of_bounds)
{
    sl_row r;
    sl_row_init(&r, lab->suite, "k");
    r.verified = strcmp(verdict, "pass") == 0 || strcmp(verdict, "timed") == 0;
    r.gbps = gbps;
    if (!r.verified)
        sl_row_fail(&r, "check failed: 3 of 1001 sums wrong");
    if (out_of_bounds)
        sl_kv_num(&r.metrics, SL_M_OUT_OF_BOUNDS, 1);
    const size_t from = t->rows.n;
    assert_int_equal(sl_results_add(&t->rows, &r), SL_OK);
    sl_lab_tag_rows(&t->rows, from, lab, &lab->datasets[i], i, role, 1, verdict);
}

static const sl_rubric rubric = SL_RUBRIC_DEFAULT;

static sl_lab_grade_in in_for(const sl_lab *lab)
{
    sl_lab_grade_in in = { .lab = lab, .unit = "GB/s", .static_why = "", .rubric = &rubric };
    in.refs = (sl_lab_refs){ .solution = 900, .baseline = 300, .ceiling = 1000, .ceiling_bytes = NAN };
    return in;
}

static void new_row(sl_grade_row *row, bool speed, bool memory)
{
    memset(row, 0, sizeof *row);
    row->figure = row->target_ratio = NAN;
    row->speed_graded = speed;
    row->memory_checked = memory;
}

/* Every dataset right and timed at 90% of the ceiling (lab 1's target is
 * 80% of it): a pass with every point, the speed's ratio 0.9 / 0.8. A
 * solution's failing rows beside them count for nothing. */
static void test_pass_with_speed(void **state)
{
    (void)state;
    const sl_lab *lab = sl_lab_find(1);
    assert_non_null(lab);
    assert_int_equal(lab->target, SL_LAB_OF_CEILING);
    const size_t n = n_datasets(lab);
    sl_lab_tallies t = { 0 };
    for (size_t i = 0; i < n; ++i)
        add_row(&t, lab, i, "student", "pass", 0, false);
    add_row(&t, lab, n - 1, "student", "timed", 900, false);
    add_row(&t, lab, 0, "solution", "fail", 0, true);
    const sl_lab_grade_in in = in_for(lab);
    sl_grade_row row;
    new_row(&row, true, false);
    sl_lab_fill_row(&in, &t, &row);
    assert_int_equal(row.outcome, SL_GRADE_PASS);
    assert_int_equal(row.passed, n);
    assert_int_equal(row.total, n);
    assert_int_equal(row.n_tests, n + 1); /* the datasets and the speed */
    assert_true(fabs(row.figure - 900) < 1e-9);
    assert_true(fabs(row.target_ratio - 0.9 / 0.8) < 1e-9);
    assert_true(row.speed_met);
    assert_int_equal(row.tests[n].kind, SL_GK_SPEED);
    assert_string_equal(row.tests[n].name, "speed");
    assert_non_null(strstr(row.tests[n].message, "900.0 GB/s: 1.12x the target"));
    assert_true(fabs(row.score - (rubric.correctness + rubric.speed)) < 1e-9);
    assert_true(fabs(row.max_score - row.score) < 1e-9);
    sl_results_free(&t.rows);
}

/* Dataset 2 passed its first run and wrote past its output in the timed
 * one: that dataset failed (the worst of its runs), out of bounds from the
 * runner's mark, and the grade is a memory error; the speed not timed. */
static void test_out_of_bounds_is_data(void **state)
{
    (void)state;
    const sl_lab *lab = sl_lab_find(1);
    const size_t n = n_datasets(lab);
    assert_true(n >= 3);
    sl_lab_tallies t = { 0 };
    for (size_t i = 0; i < n; ++i)
        add_row(&t, lab, i, "student", "pass", 0, false);
    add_row(&t, lab, 1, "student", "fail", 0, true);
    const sl_lab_grade_in in = in_for(lab);
    sl_grade_row row;
    new_row(&row, true, false);
    sl_lab_fill_row(&in, &t, &row);
    assert_int_equal(row.tests[1].status, SL_GT_FAIL);
    assert_int_equal(row.tests[1].fault, SL_GF_OUT_OF_BOUNDS);
    assert_string_equal(row.tests[1].message, "fail: check failed: 3 of 1001 sums wrong");
    assert_int_equal(row.tests[0].fault, SL_GF_NONE);
    assert_int_equal(row.outcome, SL_GRADE_MEMORY);
    assert_int_equal(row.passed, n - 1);
    assert_false(row.speed_met);
    assert_int_equal(row.tests[row.n_tests - 1].status, SL_GT_NOT_RUN); /* speed: not timed */
    assert_non_null(strstr(row.tests[row.n_tests - 1].message, "a dataset failed"));
    /* the same failure without the mark: a wrong answer */
    sl_results_free(&t.rows);
    sl_lab_tallies w = { 0 };
    for (size_t i = 0; i < n; ++i)
        add_row(&w, lab, i, "student", i == 1 ? "fail" : "pass", 0, false);
    new_row(&row, true, false);
    sl_lab_fill_row(&in, &w, &row);
    assert_int_equal(row.tests[1].fault, SL_GF_WRONG);
    assert_int_equal(row.outcome, SL_GRADE_WRONG);
    sl_results_free(&w.rows);
}

/* A crash in dataset 2: the datasets after it are "not run" (failures),
 * not counted as hidden failures; the outcome is the crash. */
static void test_crash_leaves_rest_not_run(void **state)
{
    (void)state;
    sl_lab_hidden h;
    sl_err e = { 0 };
    assert_int_equal(sl_lab_with_hidden(sl_lab_find(1), 7, &h, &e), SL_OK);
    const sl_lab *lab = &h.lab;
    const size_t n = n_datasets(lab);
    size_t first_hidden = n;
    for (size_t i = 0; i < n && first_hidden == n; ++i)
        if (sl_lab_dataset_hidden(&lab->datasets[i]))
            first_hidden = i;
    assert_true(first_hidden > 0 && first_hidden + 1 < n);
    sl_lab_tallies t = { .crashed = true, .stopped_at = 2 };
    add_row(&t, lab, 0, "student", "pass", 0, false);
    add_row(&t, lab, 1, "student", "crash", 0, false);
    for (size_t i = 2; i < n; ++i)
        add_row(&t, lab, i, "student", "not run", 0, false);
    const sl_lab_grade_in in = in_for(lab);
    sl_grade_row row;
    new_row(&row, false, false);
    sl_lab_fill_row(&in, &t, &row);
    assert_int_equal(row.outcome, SL_GRADE_CRASH);
    assert_int_equal(row.tests[1].fault, SL_GF_CRASH);
    assert_int_equal(row.tests[n - 1].status, SL_GT_NOT_RUN);
    assert_int_equal(row.passed, 1);
    assert_int_equal(row.total, n);
    assert_string_equal(row.hidden_failed, ""); /* none failed: a crash left them unrun */
    assert_true(row.tests[first_hidden].hidden);
    assert_true(fabs(row.score - rubric.correctness / (double)n) < 0.01);
    sl_results_free(&t.rows);

    /* a hidden dataset that ran and failed is named, without "hidden: " */
    sl_lab_tallies f = { 0 };
    for (size_t i = 0; i < n; ++i)
        add_row(&f, lab, i, "student", i == first_hidden ? "fail" : "pass", 0, false);
    new_row(&row, false, false);
    sl_lab_fill_row(&in, &f, &row);
    assert_int_equal(row.outcome, SL_GRADE_WRONG);
    assert_string_equal(row.hidden_failed, lab->datasets[first_hidden].label + strlen("hidden: "));
    sl_results_free(&f.rows);
}

/* Where the memory check counts: oclgrind stopped at its limit is "not
 * checked" (0 of its points, never a pass); it ran clean: a pass with
 * them; it reported a race: the grade is the race. */
static void test_memory_check(void **state)
{
    (void)state;
    const sl_lab *lab = sl_lab_find(4);
    const size_t n = n_datasets(lab);
    const sl_lab_grade_in in = in_for(lab);
    sl_grade_row row;
    for (int c = 0; c < 3; ++c) {
        sl_lab_tallies t = { 0 };
        for (size_t i = 0; i < n; ++i)
            add_row(&t, lab, i, "student", "pass", 0, false);
        if (c == 0)
            snprintf(t.unchecked, sizeof t.unchecked, "oclgrind stopped at its limit (60 s): not checked");
        else if (c == 1)
            t.oclgrind = 1;
        else {
            t.oclgrind = -1;
            t.oclgrind_race = true;
            snprintf(t.oclgrind_kind, sizeof t.oclgrind_kind, "Data race");
        }
        new_row(&row, false, true);
        sl_lab_fill_row(&in, &t, &row);
        const sl_grade_test *m = &row.tests[n];
        assert_int_equal(m->kind, SL_GK_MEMORY);
        if (c == 0) {
            assert_int_equal(m->status, SL_GT_NOT_CHECKED);
            assert_string_equal(m->message, t.unchecked);
            assert_int_equal(row.outcome, SL_GRADE_NOT_CHECKED);
            assert_true(fabs(row.score - rubric.correctness) < 1e-9);
        } else if (c == 1) {
            assert_int_equal(m->status, SL_GT_PASS);
            assert_int_equal(row.outcome, SL_GRADE_PASS);
            assert_true(fabs(row.score - (rubric.correctness + rubric.memory_check)) < 1e-9);
        } else {
            assert_int_equal(m->status, SL_GT_FAIL);
            assert_string_equal(m->message, "oclgrind: Data race");
            assert_int_equal(row.outcome, SL_GRADE_RACE);
        }
        assert_true(fabs(row.max_score - (rubric.correctness + rubric.memory_check)) < 1e-9);
        sl_results_free(&t.rows);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pass_with_speed),
        cmocka_unit_test(test_out_of_bounds_is_data),
        cmocka_unit_test(test_crash_leaves_rest_not_run),
        cmocka_unit_test(test_memory_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
