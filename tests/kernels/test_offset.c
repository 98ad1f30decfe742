/* test_offset.c - read_offset on the default device at every byte offset
 * 0..128, small and awkward sizes and launch shapes: every row verified,
 * named by its alignment case, its model as the geometry says; wrong
 * kernels caught (one that ignores the offset included); bad params
 * refused; a buffer past the max allocation skipped. Small enough for
 * oclgrind.
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

#define SUITE "offset"
#define N_OFFSETS 33 /* 0, 4, .., 128 */
#define ROWS (2 * N_OFFSETS)

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
        fail_msg(SUITE " returned %d: %s", rc, msg);
}

static double num(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = sl_kv_get(l, key);
    if (!kv || kv->is_str)
        fail_msg("no number %s", key);
    return kv->num;
}

static const char *str(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = sl_kv_get(l, key);
    if (!kv || !kv->is_str)
        fail_msg("no string %s", key);
    return kv->str;
}

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
        const double got = num(&r->model, key[k]), best = num(&aligned->model, key[k]);
        assert_true(got == num(&want.model, key[k]));
        assert_true(got > 0.0 && got <= best);
        if (offset % 128 == 0)
            assert_true(got == best);
    }
}

/* Every row verified, in order, with useful bytes, params and model as they should be. */
static void assert_rows(const sl_results *res, uint64_t size, const sl_run_opts *o)
{
    const sl_profile *p = &kt_device()->prof;
    const sl_geometry *g = sl_case_geometry(p), *og = sl_case_other_geometry(p);
    const uint64_t useful = size / 16 * 16;
    assert_int_equal(res->n, ROWS);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        const unsigned elem = (unsigned)num(&r->params, "elem_bytes");
        const unsigned offset = (unsigned)num(&r->params, "offset");
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("size %llu elem %u offset %u: %s %s", (unsigned long long)size, elem, offset,
                     sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->kernel, "read_offset");
        /* float rows first, then float4 (vload4), offsets in order */
        assert_int_equal(elem, i < N_OFFSETS ? 4 : 16);
        assert_string_equal(str(&r->params, "vector"), i < N_OFFSETS ? "float" : "float4");
        assert_int_equal(offset, 4 * (i % N_OFFSETS));
        assert_string_equal(str(&r->params, "case"),
                            sl_model_alignment_case(offset, g->line_bytes, g->sector_bytes));
        if (offset == 0 || offset == 128)
            assert_string_equal(str(&r->params, "case"), "aligned");
        assert_string_equal(str(&r->model, "case_other"),
                            sl_model_alignment_case(offset, og->line_bytes, og->sector_bytes));
        assert_true(r->bytes == (double)useful);
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(fabs(r->efficiency - r->gbps / CEILING) <= 1e-12 * r->efficiency);
        assert_int_equal(r->time_ns.n, o->timing.reps);
        assert_int_equal(r->global[0] % r->local[0], 0);
        assert_model(r, &res->rows[i / N_OFFSETS * N_OFFSETS], elem, offset);
    }
}

/* Useful bytes not a multiple of 16, of any work-group or of INFLIGHT
 * (larger sizes with small launches in test_full_rounds). */
static const uint64_t sizes[] = { 4100, 48 };

static void test_defaults(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        sl_run_opts o;
        kt_opts(&o, sizes[s]);
        sl_results res = { 0 };
        run_ok(&o, &res);
        assert_rows(&res, sizes[s], &o);
        sl_results_free(&res);
    }
}

static void run_params(uint64_t size, const char *only, const char *const *keys, const uint64_t *vals, int n,
                       size_t rows)
{
    sl_run_opts o;
    kt_opts(&o, size);
    o.only = only;
    for (int i = 0; i < n; ++i) {
        o.param_key[i] = keys[i];
        o.param_val[i] = vals[i];
    }
    o.n_params = n;
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, rows);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (!r->verified)
            fail_msg("offset %g: %s %s", num(&r->params, "offset"), sl_row_status_name(r->status), r->reason);
        assert_true(r->local[0] <= (size_t)sl_opt_param(&o, "local", 256));
    }
    sl_results_free(&res);
}

static void test_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 3, 96, 1 };
    run_params(4100, NULL, k, v, 3, ROWS);
}

static void test_one_load_in_flight(void **state)
{
    (void)state;
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 1, 40, 3 };
    run_params(4100, "o1", k, v, 3, 20); /* o12, o16, o100 .. o128 */
}

/* Enough elements that each work-item runs full INFLIGHT rounds, not only the tail. */
static void test_full_rounds(void **state)
{
    (void)state;
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 2, 8, 1 };
    run_params(4100, "o10", k, v, 3, 6); /* o100, o104, o108 */
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "float4:o100";
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, 1);
    assert_int_equal(num(&res.rows[0].params, "offset"), 100);
    assert_int_equal(num(&res.rows[0].params, "elem_bytes"), 16);
    assert_true(res.rows[0].verified);
    sl_results_free(&res);

    o.only = "o96";
    run_ok(&o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(num(&res.rows[i].params, "offset"), 96);
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
        assert_non_null(strstr(res.rows[i].reason, "16 B"));
    }
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc); /* + 128 B of offsets */
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, ROWS);
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

/* A run with a patched kernel: rows at offset 0 pass when ok0, all others fail. */
static void run_patched(const char *from, const char *to, int ok0, const char *want)
{
    const char *f[] = { from }, *t[] = { to };
    const char *dir = kt_patched_kernels("offset.cl", f, t, 1);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels_dir = dir;
    /* one small group: 66 cases stay quick under oclgrind */
    o.param_key[0] = "local";
    o.param_val[0] = 64;
    o.param_key[1] = "groups_per_cu";
    o.param_val[1] = 1;
    o.n_params = 2;
    sl_results res = { 0 };
    run_ok(&o, &res);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (ok0 && num(&r->params, "offset") == 0) {
            assert_true(r->verified);
            continue;
        }
        assert_int_equal(r->status, SL_ROW_FAILED);
        assert_false(r->verified);
        assert_true(isnan(r->gbps));
        if (!strstr(r->reason, want))
            fail_msg("offset %g: '%s' lacks '%s'", num(&r->params, "offset"), r->reason, want);
    }
    sl_results_free(&res);
}

static void test_wrong_sum_fails(void **state)
{
    (void)state;
    run_patched("sums[gid] = HSUM(acc[0]);", "sums[gid] = HSUM(acc[0]) + (gid == 1 ? 0.5f : 0.0f);", 0,
                "check failed: 1 of");
}

/* A kernel that reads from the aligned start whatever the offset. */
static void test_ignored_offset_fails(void **state)
{
    (void)state;
    run_patched("global const float *p = in + first;", "global const float *p = in;", 1, "check failed");
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    const char *from[] = { "kernel void read_offset(" };
    const char *to[] = { "kernel void read_offset(this does not compile" };
    const char *dir = kt_patched_kernels("offset.cl", from, to, 1);
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
    o.only = "float:o100";
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run(SUITE, &o, &res, msg, sizeof msg), SL_OK);
    assert_int_equal(res.n, 1);
    assert_true(res.rows[0].verified);
    assert_true(res.rows[0].efficiency > 0.0 && isfinite(res.rows[0].efficiency));
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
        cmocka_unit_test(test_ignored_offset_fails),
        cmocka_unit_test(test_broken_build_reports),
        cmocka_unit_test(test_efficiency_against_measured_ceiling),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
