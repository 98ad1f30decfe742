/* test_roofline.c - the roofline arithmetic on known inputs: ridge point,
 * attainable GFLOP/s, roofs fitted from a sweep, rows placed on them, the
 * measured roofs of a results list (peak only from rows past every ridge,
 * bandwidth's read when it is the better), the report and the terminal
 * picture. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/registry.h"
#include "simtlab/roof.h"

static void test_ridge_and_attainable(void **state)
{
    (void)state;
    const sl_roof h200 = { 64000.0, 4000.0 };
    assert_float_equal(sl_roof_ridge(&h200), 16.0, 1e-12);
    assert_float_equal(sl_roof_attainable(&h200, 1.0), 4000.0, 1e-9);     /* memory-bound: ai x bw */
    assert_float_equal(sl_roof_attainable(&h200, 0.25), 1000.0, 1e-9);
    assert_float_equal(sl_roof_attainable(&h200, 16.0), 64000.0, 1e-9);   /* the ridge: both roofs */
    assert_float_equal(sl_roof_attainable(&h200, 128.0), 64000.0, 1e-9);  /* compute-bound: the peak */
    assert_true(isnan(sl_roof_attainable(&h200, 0.0)));
    assert_true(isnan(sl_roof_attainable(&h200, -1.0)));
    const sl_roof none = { 0.0, 4000.0 };
    assert_true(isnan(sl_roof_ridge(&none)));
    assert_true(isnan(sl_roof_attainable(&none, 4.0)));
}

static void test_fit(void **state)
{
    (void)state;
    const double gf[] = { 1000.0, 30000.0, NAN, 61000.0, 60000.0, -5.0 };
    const double gb[] = { 4100.0, 3900.0, 5000.0, 480.0, 600.0, 9000.0 };
    sl_roof r;
    assert_int_equal(sl_roof_fit(gf, gb, 6, &r), 4);   /* the NaN and the negative row are ignored */
    assert_float_equal(r.peak_gflops, 61000.0, 0.0);
    assert_float_equal(r.bw_gbps, 4100.0, 0.0);
    assert_int_equal(sl_roof_fit(gf, gb, 0, &r), 0);
    assert_float_equal(r.peak_gflops, 0.0, 0.0);
}

static sl_row row(const char *suite, const char *kernel, double flops, double bytes, double ns, bool verified)
{
    sl_row r;
    sl_row_init(&r, suite, kernel);
    r.status = SL_ROW_OK;
    r.verified = verified;
    r.flops = flops;
    r.bytes = bytes;
    r.time_ns.median = ns;
    r.gflops = flops / ns;
    r.gbps = bytes / ns;
    return r;
}

static void test_place_row(void **state)
{
    (void)state;
    const sl_roof roof = { 60000.0, 4000.0 }; /* ridge 15 */
    sl_roof_place p;
    sl_row gemm = row("matmul", "tiled", 2.0 * 4096.0 * 4096.0 * 4096.0, 3.0 * 4096.0 * 4096.0 * 4.0, 5e6, true);
    assert_int_equal(sl_roof_place_row(&roof, &gemm, &p), 0);
    assert_float_equal(p.ai, 4096.0 / 6.0, 1e-9);
    assert_float_equal(p.roof_gflops, 60000.0, 1e-9);
    assert_float_equal(p.pct_of_roof, 100.0 * gemm.gflops / 60000.0, 1e-9);
    assert_int_equal(p.compute_bound, 1);
    sl_row stream = row("roofline", "fma_sweep", 1e9, 4e9, 1e6, true); /* 0.25 FLOP/B at 4000 GB/s */
    assert_int_equal(sl_roof_place_row(&roof, &stream, &p), 0);
    assert_float_equal(p.roof_gflops, 1000.0, 1e-9);
    assert_float_equal(p.pct_of_roof, 100.0, 1e-9);
    assert_int_equal(p.compute_bound, 0);
    sl_row unchecked = row("matmul", "naive", 1e9, 1e9, 1e6, false);
    assert_int_equal(sl_roof_place_row(&roof, &unchecked, &p), -1);
    sl_row no_flops = row("bandwidth", "read", NAN, 1e9, 1e6, true);
    assert_int_equal(sl_roof_place_row(&roof, &no_flops, &p), -1);
    sl_row skipped = row("matmul", "naive", 1e9, 1e9, 1e6, true);
    sl_row_skip(&skipped, "does not fit");
    assert_int_equal(sl_roof_place_row(&roof, &skipped, &p), -1);
}

/* A sweep row of `fmas` FMAs per float over 1 GiB in ns nanoseconds. */
static void add_sweep(sl_results *res, unsigned fmas, double ns)
{
    const double floats = 268435456.0;
    sl_row r = row("roofline", "fma_sweep", floats * (2.0 * fmas + 1.0), floats * 4.0, ns, true);
    if (fmas >= 128)
        sl_kv_num(&r.metrics, SL_M_PEAK_CANDIDATE, 1.0);
    sl_kv_num(&r.metrics, SL_M_PEAK_GFLOPS, 66908.16);
    sl_kv_str(&r.metrics, SL_M_PEAK_SOURCE, "spec: units x lanes x 2 x clock");
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_roofs_of_results(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_roof roof;
    double sweep_bw, read_bw;
    assert_int_equal(sl_roofline_roofs(&res, 0, sl_suite_show, &roof, &sweep_bw, &read_bw), -1);
    sl_row read = row("bandwidth", "read", NAN, 4.5e9, 1e6, true); /* 4500 GB/s */
    assert_int_equal(sl_results_add(&res, &read), 0);
    add_sweep(&res, 0, 268435456.0 * 4.0 / 4100.0);   /* 4100 GB/s */
    add_sweep(&res, 24, 268435456.0 * 49.0 / 40000.0); /* 3265 GB/s */
    /* only memory-bound rows so far: no peak */
    assert_int_equal(sl_roofline_roofs(&res, 1, sl_suite_show, &roof, &sweep_bw, &read_bw), 1);
    add_sweep(&res, 256, 268435456.0 * 513.0 / 61000.0);
    assert_int_equal(sl_roofline_roofs(&res, 1, sl_suite_show, &roof, &sweep_bw, &read_bw), 0);
    assert_float_equal(roof.peak_gflops, 61000.0, 1e-6);
    assert_float_equal(sweep_bw, 4100.0, 1e-6);
    assert_float_equal(read_bw, 4500.0, 1e-6);
    assert_float_equal(roof.bw_gbps, 4500.0, 1e-6); /* the better of the two */
    /* a sweep row before `first` is another run's: not this one's roofs */
    assert_int_equal(sl_roofline_roofs(&res, 4, sl_suite_show, &roof, &sweep_bw, &read_bw), -1);

    sl_str out = { 0 };
    sl_row gemm = row("matmul", "tiled", 2.0 * 4096.0 * 4096.0 * 4096.0, 3.0 * 4096.0 * 4096.0 * 4.0, 5e6, true);
    snprintf(gemm.case_name, sizeof gemm.case_name, "tiled:4096x4096x4096");
    assert_int_equal(sl_results_add(&res, &gemm), 0);
    sl_report_roofline(&out, &res, 1, sl_suite_show, 66908.16);
    const char *text = sl_str_text(&out);
    assert_non_null(strstr(text, "FP32 peak           61000 GFLOP/s"));
    assert_non_null(strstr(text, "91.2% of the spec sheet's 66908"));
    assert_non_null(strstr(text, "bandwidth roof       4500 GB/s     the bandwidth suite's best read (the sweep's own "
                                 "best: 4100)"));
    assert_non_null(strstr(text, "ridge point         13.56 FLOP/B"));
    assert_non_null(strstr(text, "A matmul tiled:4096x4096x4096"));
    assert_non_null(strstr(text, "* roofline fma_sweep"));
    assert_non_null(strstr(text, "ridge 13.6 FLOP/B"));
    sl_str_free(&out);
    sl_results_free(&res);
}

static void test_ascii(void **state)
{
    (void)state;
    const sl_roof roof = { 64000.0, 4000.0 };
    const sl_roof_point pts[] = { { 0.25, 1000.0, '*' }, { 128.0, 63000.0, '*' }, { 700.0, 30000.0, 'A' } };
    sl_str out = { 0 };
    sl_roof_ascii(&out, &roof, pts, 3, 40, 10);
    const char *text = sl_str_text(&out);
    assert_non_null(strstr(text, "/"));
    assert_non_null(strstr(text, "_"));
    assert_non_null(strstr(text, "A"));
    assert_non_null(strstr(text, "ridge 16.0 FLOP/B"));
    /* 10 rows of plot, an axis and two label lines under a header */
    int lines = 0;
    for (const char *c = text; *c; ++c)
        lines += *c == '\n';
    assert_int_equal(lines, 1 + 10 + 1 + 2);
    /* the compute roof (64000) is drawn on a line above the point at 30000,
     * and the bandwidth roof's low end (1000 at 0.25 FLOP/B) below it */
    const char *roof_row = strstr(text, "_"), *a = strchr(text, 'A');
    assert_true(strchr(roof_row, '\n') < a);
    assert_true(a < strrchr(text, '/'));
    sl_str_free(&out);
    /* no roofs: nothing drawn */
    const sl_roof none = { 0.0, 4000.0 };
    sl_roof_ascii(&out, &none, pts, 3, 40, 10);
    assert_int_equal(out.n, 0);
    sl_str_free(&out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ridge_and_attainable),
        cmocka_unit_test(test_fit),
        cmocka_unit_test(test_place_row),
        cmocka_unit_test(test_roofs_of_results),
        cmocka_unit_test(test_ascii),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
