/* test_offset.c - read_offset at every byte offset 0..128 on the default
 * device: the read-pattern suites' shared tests (kernel_test.h), and what
 * is the offset suite's own: its rows' order, alignment case names and
 * model, its --only names, one buffer (useful + 128 B) past the max
 * allocation skipping every row, a kernel that ignores the offset. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "kernel_test.h"
#include "simtlab/casework.h"

#define SUITE "offset"
#define N_OFFSETS 33 /* 0, 4, .., 128 */
#define ROWS (2 * N_OFFSETS)

/* The model of an offset row is what casework's model gives for this
 * suite's addresses (lane i at offset + i * elem), and no offset does
 * better than the aligned start (0, and 128: a multiple of every fetch
 * unit in the geometry table). */
static void assert_model(const sl_row *r, const sl_row *aligned, unsigned elem, unsigned offset)
{
    const char *key[2] = { "predicted", "predicted_other" };
    sl_row want;
    sl_row_init(&want, "want", "want");
    sl_case_model_strided(&want, &kt_device()->prof, offset, elem, 1);
    for (int k = 0; k < 2; ++k) {
        const double got = kt_num(&r->model, key[k]), best = kt_num(&aligned->model, key[k]);
        assert_true(got == kt_num(&want.model, key[k]));
        assert_true(got > 0.0 && got <= best);
        if (offset % 128 == 0)
            assert_true(got == best);
    }
}

/* Float rows first, then float4 (vload4), offsets in order; each verified,
 * reading the useful bytes, named by its alignment case, its model as
 * assert_model says. */
static void assert_rows(const sl_results *res, uint64_t size, const sl_run_opts *o)
{
    const sl_profile *p = &kt_device()->prof;
    const sl_geometry *g = sl_case_geometry(p), *og = sl_case_other_geometry(p);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        kt_assert_verified(r, o);
        const unsigned elem = (unsigned)kt_num(&r->params, "elem_bytes");
        const unsigned offset = (unsigned)kt_num(&r->params, "offset");
        assert_string_equal(r->kernel, "read_offset");
        assert_int_equal(elem, i < N_OFFSETS ? 4 : 16);
        assert_string_equal(kt_str(&r->params, "vector"), i < N_OFFSETS ? "float" : "float4");
        assert_int_equal(offset, 4 * (i % N_OFFSETS));
        assert_string_equal(kt_str(&r->params, "case"),
                            sl_model_alignment_case(offset, g->line_bytes, g->sector_bytes));
        if (offset == 0 || offset == 128)
            assert_string_equal(kt_str(&r->params, "case"), "aligned");
        assert_string_equal(kt_str(&r->model, "case_other"),
                            sl_model_alignment_case(offset, og->line_bytes, og->sector_bytes));
        assert_true(r->bytes == (double)(size / 16 * 16));
        assert_model(r, &res->rows[i / N_OFFSETS * N_OFFSETS], elem, offset);
    }
}

static const kt_rp_suite suite = { SUITE, "offset.cl", "read_offset", ROWS, assert_rows, "float:o100" };

/* Enough elements that each work-item runs full INFLIGHT rounds, not only the tail. */
static void test_full_rounds(void **state)
{
    (void)state;
    kt_assert_full_rounds(SUITE, 4100, "o10", 6); /* o100, o104, o108 */
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_results res = { 0 };
    kt_run_only(SUITE, "float4:o100", 1, &res);
    assert_int_equal(kt_num(&res.rows[0].params, "offset"), 100);
    assert_int_equal(kt_num(&res.rows[0].params, "elem_bytes"), 16);
    sl_results_free(&res);

    kt_run_only(SUITE, "o96", 2, &res);
    for (size_t i = 0; i < res.n; ++i)
        assert_int_equal(kt_num(&res.rows[i].params, "offset"), 96);
    sl_results_free(&res);

    kt_run_only(SUITE, "o1", 20, &res); /* o12, o16, o100 .. o128 */
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    kt_assert_skipped(SUITE, kt_device()->prof.max_alloc, NULL, ROWS, "max allocation"); /* + 128 B of offsets */
}

static bool offset_zero(const sl_row *r)
{
    return kt_num(&r->params, "offset") == 0;
}

/* A kernel that reads from the aligned start whatever the offset: only
 * offset 0 passes. One small group: 66 cases stay quick under oclgrind. */
static void test_ignored_offset_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    kt_param(&o, "local", 64);
    kt_param(&o, "groups_per_cu", 1);
    kt_assert_patched_fails(SUITE, "offset.cl", "global const float *p = in + first;", "global const float *p = in;",
                            &o, ROWS, "check failed", offset_zero);
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
    o.only = "float4:o100";
    kt_assert_guarded("offset", &o, 1, NULL);
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
        cmocka_unit_test(test_ignored_offset_fails),
        cmocka_unit_test_prestate(kt_rp_test_broken_build_reports, s),
        cmocka_unit_test_prestate(kt_rp_test_measured_efficiency, s),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
