/* test_compare.c - matching rows of several result files: by case name
 * whatever the params, by kernel and params when a file names no cases,
 * rows one file lacks, --only, the normalized figure and its fallbacks,
 * and the disagreement rule against the runs' spread. Pure C. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/compare.h"
#include "simtlab/derive.h"

/* A verified row: GB/s gbps at `eff` of its ceiling, times spread
 * +-spread/2 around 1000 ns. */
static sl_row row(const char *suite, const char *kernel, const char *cname, double n, double eff, double spread)
{
    sl_row r;
    sl_row_init(&r, suite, kernel);
    snprintf(r.case_name, sizeof r.case_name, "%s", cname);
    sl_kv_str(&r.params, "vector", "float4");
    sl_kv_num(&r.params, "n", n);
    r.verified = true;
    r.gbps = 1000.0 * eff;
    r.time_ns = (sl_stats){ 1000.0 * (1.0 - spread / 2), 1000.0, 1000.0, 1000.0 * (1.0 + spread / 2), 1.0, 5 };
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, eff);
    return r;
}

static void add(sl_results *res, sl_row r)
{
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_match_by_case(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    add(&a, row("stride", "read_strided", "read_strided:float:s1", 1e6, 0.90, 0.02));
    add(&a, row("stride", "read_strided", "read_strided:float:s2", 1e6, 0.47, 0.02));
    add(&a, row("stride", "read_strided", "read_strided:float:s64", 1e6, 0.04, 0.02));
    /* B: sized to its device (another n), its rows in another order, one missing, one of its own */
    add(&b, row("stride", "read_strided", "read_strided:float:s2", 65536, 0.48, 0.02));
    add(&b, row("stride", "read_strided", "read_strided:float:s1", 65536, 0.60, 0.02));
    add(&b, row("offset", "read_offset", "read_offset:float:o4", 65536, 0.80, 0.02));
    sl_results files[2] = { a, b };
    sl_cmp c;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 4);
    /* s1: matched across n, differs (0.90 vs 0.60, spreads 0.018 + 0.012) */
    assert_ptr_equal(c.lines[0].rows[0], &a.rows[0]);
    assert_ptr_equal(c.lines[0].rows[1], &b.rows[1]);
    assert_true(c.lines[0].params_differ);
    assert_true(c.lines[0].disagree);
    /* s2: 0.47 vs 0.48 within 0.0094 + 0.0096: no */
    assert_ptr_equal(c.lines[1].rows[1], &b.rows[0]);
    assert_false(c.lines[1].disagree);
    /* s64: missing from B; B's offset row: missing from A */
    assert_null(c.lines[2].rows[1]);
    assert_false(c.lines[2].disagree);
    assert_null(c.lines[3].rows[0]);
    assert_ptr_equal(c.lines[3].rows[1], &b.rows[2]);
    sl_cmp_free(&c);

    /* --only */
    assert_int_equal(sl_cmp_match(files, 2, "s6", &c), SL_OK);
    assert_int_equal(c.n, 1);
    sl_cmp_free(&c);
    sl_results_free(&a);
    sl_results_free(&b);
}

/* A file that names no cases matches on kernel and params only. */
static void test_match_without_case_names(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    add(&a, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    add(&a, row("scale", "scale4", "scale4:float4", 1024, 0.6, 0.01));
    add(&b, row("scale", "scale", "", 1024, 0.5, 0.01));   /* same kernel and params */
    add(&b, row("scale", "scale4", "", 2048, 0.6, 0.01));  /* another n: not the same */
    sl_results files[2] = { a, b };
    sl_cmp c;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 3);
    assert_non_null(c.lines[0].rows[1]);
    assert_false(c.lines[0].params_differ);
    assert_null(c.lines[1].rows[1]);
    assert_null(c.lines[2].rows[0]);
    /* other suite, same case name: never the same */
    sl_row x = row("stride", "scale", "scale:float", 1024, 0.5, 0.01);
    assert_false(sl_cmp_same_case(&a.rows[0], &x));
    /* a row repeated in one file does not fill its own line twice */
    add(&a, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    files[0] = a;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 4);
    sl_cmp_free(&c);
    sl_results_free(&a);
    sl_results_free(&b);
}

static void test_norm_and_spread(void **state)
{
    (void)state;
    sl_row r = row("stride", "k", "k:1", 1, 0.25, 0.10);
    assert_float_equal(sl_cmp_norm(&r), 0.25, 1e-12);
    assert_float_equal(sl_cmp_spread(&r), 0.10, 1e-12);
    /* a memory-bound row that also counts FLOPs (scale): still of the read ceiling, in GB/s */
    r.gflops = 5000.0;
    sl_kv_num(&r.derived, SL_D_PCT_PEAK, 0.7);
    assert_float_equal(sl_cmp_norm(&r), 0.25, 1e-12);
    assert_false(sl_cmp_in_flops(&r));
    /* FLOP rows with no read ceiling (matmul): of the FP32 peak, in GFLOP/s */
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, NAN);
    assert_float_equal(sl_cmp_norm(&r), 0.7, 1e-12);
    assert_true(sl_cmp_in_flops(&r));
    /* no ceiling (bandwidth): of the suite's best, a percentage */
    sl_row bw = row("bandwidth", "read", "read:float4", 1, NAN, 0.01);
    sl_kv_num(&bw.derived, SL_D_PCT_OF_BEST, 80.0);
    assert_float_equal(sl_cmp_norm(&bw), 0.8, 1e-12);
    /* unverified, skipped: none */
    sl_row u = row("stride", "k", "k:1", 1, 0.25, 0.10);
    u.verified = false;
    assert_true(isnan(sl_cmp_norm(&u)));
    sl_row_skip(&u, "does not fit");
    assert_true(isnan(sl_cmp_norm(&u)));
    assert_false(sl_cmp_disagree(&u, &r));
    /* the rule at its edge: |0.5 - 0.6| = 0.1 against 0.5 s + 0.6 s */
    sl_row p = row("s", "k", "k", 1, 0.5, 0.0), q = row("s", "k", "k", 1, 0.6, 0.0);
    assert_true(sl_cmp_disagree(&p, &q));
    p = row("s", "k", "k", 1, 0.5, 0.1);
    q = row("s", "k", "k", 1, 0.6, 0.1); /* 0.05 + 0.06 = 0.11 > 0.1 */
    assert_false(sl_cmp_disagree(&p, &q));
    q = row("s", "k", "k", 1, 0.7, 0.1); /* 0.2 > 0.12 */
    assert_true(sl_cmp_disagree(&p, &q));
    /* no timing: no verdict */
    q.time_ns.median = NAN;
    assert_false(sl_cmp_disagree(&p, &q));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_match_by_case),
        cmocka_unit_test(test_match_without_case_names),
        cmocka_unit_test(test_norm_and_spread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
