/* test_plot.c - gnuplot scripts and data from hand-built results: two
 * devices on one plot (a series each, titles with device and driver), the
 * model's lines, values in the data, rows not drawn listed in comments and
 * absent from the data, a file with nothing to draw refused. Pure C: no
 * gnuplot, no device. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/plot.h"
#include "simtlab/registry.h"

static size_t count(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        ++n;
    return n;
}

static const sl_plot *find(const sl_plot_set *s, const char *name)
{
    for (size_t i = 0; i < s->n; ++i)
        if (strcmp(s->items[i].name, name) == 0)
            return &s->items[i];
    return NULL;
}

/* A verified read row of a sweep suite. */
static void sweep_row(sl_results *res, const char *suite, const char *vector, const char *xkey, double x, double gbps,
                      double eff, double pred, double pred_other, double lanes)
{
    sl_row r;
    sl_row_init(&r, suite, suite[0] == 's' ? "read_strided" : "read_offset");
    sl_kv_str(&r.params, "vector", vector);
    sl_kv_num(&r.params, xkey, x);
    r.gbps = gbps;
    r.verified = true;
    sl_kv_num(&r.model, "lanes", lanes);
    sl_kv_num(&r.model, "predicted", pred);
    sl_kv_num(&r.model, "other_lanes", 64);
    sl_kv_num(&r.model, "predicted_other", pred_other);
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, eff);
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_stride(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    sweep_row(&a, "stride", "float", "stride", 1, 4000, 0.9, 1, 1, 32);
    sweep_row(&a, "stride", "float", "stride", 2, 2000, 0.45, 0.5, 0.5, 32);
    sweep_row(&a, "stride", "float", "stride", 4, 1000, 0.225, 0.25, 0.25, 32);
    sweep_row(&a, "stride", "float4", "stride", 1, 3900, 0.88, 1, 1, 32);
    sweep_row(&b, "stride", "float", "stride", 2, 15, 0.5, 0.5, 0.5, 8);
    sweep_row(&b, "stride", "float", "stride", 1, 30, 1.0, 1, 1, 8);
    sl_row skipped;
    sl_row_init(&skipped, "stride", "read_strided");
    sl_kv_str(&skipped.params, "vector", "float");
    sl_kv_num(&skipped.params, "stride", 8);
    sl_row_skip(&skipped, "buffer too big for this device");
    assert_int_equal(sl_results_add(&b, &skipped), 0);

    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", "a.json" }, { &b, "CPU-B", "2.5", "b.json" } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_BOTH, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 2);

    const sl_plot *p = find(&out, "stride-float");
    assert_non_null(p);
    /* measured + the model for 32 (or 8) lanes + the model for 64, per device */
    assert_int_equal(p->series, 6);
    assert_int_equal(count(p->script, "\"stride-float.dat\" index"), 6);
    assert_int_equal(p->rows, 5);
    assert_non_null(strstr(p->script, "GPU-A (driver 1.0)"));
    assert_non_null(strstr(p->script, "CPU-B (driver 2.5)"));
    assert_non_null(strstr(p->script, "\"GPU-A model, 32 lanes\""));
    assert_non_null(strstr(p->script, "\"CPU-B model, 8 lanes\""));
    assert_non_null(strstr(p->script, "set logscale x 2"));
    assert_non_null(strstr(p->script, "set terminal svg"));
    assert_non_null(strstr(p->script, "set output \"stride-float.png\""));
    /* efficiency and model as percentages, rows sorted by stride */
    assert_non_null(strstr(p->data, "2  2000  45  50  50\n"));
    assert_non_null(strstr(p->data, "1  30  100  100  100\n2  15  50  50  50\n"));
    assert_int_equal(count(p->data, "# GPU-A"), 1);
    assert_int_equal(count(p->data, "# CPU-B"), 1);
    /* the skipped row: in a comment with its reason, not in the data */
    assert_non_null(strstr(p->script, "#   CPU-B: read_strided vector=float stride=8: skipped: buffer too big"));
    assert_null(strstr(p->data, "\n8  "));

    const sl_plot *p4 = find(&out, "stride-float4");
    assert_non_null(p4);
    assert_int_equal(p4->series, 3);
    assert_non_null(strstr(p4->data, "1  3900  88  100  100\n"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

/* A row whose timed runs spread over 10% is drawn, counted, listed in the
 * script and labelled on the picture; one at 5% is not. */
static void test_noisy(void **state)
{
    (void)state;
    sl_results a = { 0 };
    sweep_row(&a, "stride", "float", "stride", 1, 4000, 0.9, 1, 1, 32);
    sweep_row(&a, "stride", "float", "stride", 2, 2000, 0.45, 0.5, 0.5, 32);
    sweep_row(&a, "stride", "float", "stride", 4, 1000, 0.225, 0.25, 0.25, 32);
    a.rows[0].time_ns = (sl_stats){ 900.0, 1000.0, 1000.0, 1300.0, 50.0, 5 };   /* 5%: quiet */
    a.rows[1].time_ns = (sl_stats){ 900.0, 1000.0, 1100.0, 2000.0, 300.0, 5 };  /* 30%: noisy */
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 1, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    const sl_plot *p = find(&out, "stride-float");
    assert_non_null(p);
    assert_int_equal(p->rows, 3);
    assert_int_equal(p->noisy, 1);
    assert_non_null(strstr(p->script, "#   GPU-A: read_strided vector=float stride=2: spread 30.0%\n"));
    assert_null(strstr(p->script, "stride=1: spread"));
    assert_non_null(strstr(p->script, "set label \"1 of 3 points from noisy rows (spread over 10% of the median; "
                                      "listed in stride-float.gp)\""));
    /* still drawn: its figure is in the data */
    assert_non_null(strstr(p->data, "2  2000  45  50  50\n"));
    sl_plot_set_free(&out);
    /* no noisy row: no label, no list */
    a.rows[1].time_ns.stddev = 50.0;
    assert_int_equal(sl_plot_build(src, 1, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(find(&out, "stride-float")->noisy, 0);
    assert_null(strstr(find(&out, "stride-float")->script, "noisy"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
}

static void test_offset(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    sweep_row(&a, "offset", "float", "offset", 0, 4000, 0.89, 1, 1, 32);
    sweep_row(&a, "offset", "float", "offset", 4, 3700, 0.82, 0.9846, 0.9922, 32);
    sweep_row(&b, "offset", "float", "offset", 0, 30, 0.9, 1, 1, 8);
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL }, { &b, "CPU-B", NULL, NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_PNG, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 1);
    const sl_plot *p = &out.items[0];
    assert_string_equal(p->name, "offset-float");
    assert_int_equal(p->series, 6);
    assert_non_null(strstr(p->script, "CPU-B (driver not recorded)"));
    assert_non_null(strstr(p->script, "offset (bytes)"));
    assert_null(strstr(p->script, "set logscale x"));
    /* png only */
    assert_null(strstr(p->script, "set terminal svg"));
    assert_non_null(strstr(p->script, "set terminal pngcairo"));
    assert_non_null(strstr(p->data, "4  3700  82  98.46  99.22\n"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

static void occ_row(sl_results *res, const char *kernel, double depth, double warps, double gbps, bool ok)
{
    sl_row r;
    sl_row_init(&r, "occupancy", kernel);
    sl_kv_num(&r.params, "loads_in_flight", depth);
    sl_kv_num(&r.params, "warps_per_cu", warps);
    r.gbps = gbps;
    r.verified = true;
    if (!ok)
        sl_row_skip(&r, "local memory cannot force 1 group");
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_occupancy(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    occ_row(&a, "simple", 1, 4, 600, true);
    occ_row(&a, "simple", 1, 1, 160, true);
    occ_row(&a, "pipelined", 4, 1, 530, true);
    occ_row(&a, "simple+lmem", 1, 1, NAN, false);
    occ_row(&a, "simple+lmem", 1, 4, 650, true);
    occ_row(&b, "simple", 1, 1, 24, true);
    occ_row(&b, "simple", 1, 2, 26, true);
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL }, { &b, "CPU-B", "2.5", NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_BOTH, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 1);
    const sl_plot *p = &out.items[0];
    assert_string_equal(p->name, "occupancy");
    /* A: simple, pipelined, simple+lmem; B: simple */
    assert_int_equal(p->series, 4);
    assert_int_equal(p->rows, 6);
    assert_non_null(strstr(p->script, "\"GPU-A: simple, 1 in flight\""));
    assert_non_null(strstr(p->script, "\"CPU-B: simple, 1 in flight\""));
    assert_int_equal(count(p->script, "with points"), 1);
    assert_non_null(strstr(p->script, "set logscale x 2"));
    /* 650 vs 26 GB/s: log y */
    assert_non_null(strstr(p->script, "set logscale y"));
    assert_non_null(strstr(p->data, "1  160\n4  600\n"));
    assert_non_null(strstr(p->data, "1  24\n2  26\n"));
    assert_non_null(strstr(p->script, "#   GPU-A: simple+lmem loads_in_flight=1 warps_per_cu=1: skipped: local memory"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

static void mm_row(sl_results *res, const char *kernel, double gflops, bool ok)
{
    sl_row r;
    sl_row_init(&r, "matmul", kernel);
    sl_kv_num(&r.params, "m", 64);
    sl_kv_num(&r.params, "n", 64);
    sl_kv_num(&r.params, "k", 64);
    r.gflops = gflops;
    r.gbps = gflops / 100;
    r.verified = ok;
    if (!ok)
        sl_row_fail(&r, "max abs error 3.5");
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_matmul(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    mm_row(&a, "naive", 10, true);
    mm_row(&a, "clblast", 30, true);
    mm_row(&a, "tiled", 20, true);
    mm_row(&b, "naive", 5, true);
    mm_row(&b, "dbuf", 7, false);
    mm_row(&b, "tiled", 8, true);
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL }, { &b, "CPU-B", "2.5", NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_BOTH, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 1);
    const sl_plot *p = &out.items[0];
    assert_string_equal(p->name, "matmul-64x64x64");
    assert_int_equal(p->series, 2); /* a bar per device */
    assert_int_equal(p->rows, 5);
    assert_non_null(strstr(p->script, "title \"GPU-A\""));
    assert_non_null(strstr(p->script, "title \"CPU-B\""));
    assert_non_null(strstr(p->script, "histogram clustered"));
    /* rungs in row order, the library peer last, absent cells as '-' */
    assert_non_null(strstr(p->data, "\"naive\"  10  5\n\"tiled\"  20  8\n\"clblast (library)\"  30  -\n"));
    assert_non_null(strstr(p->script, "#   CPU-B: dbuf m=64 n=64 k=64: failed: max abs error 3.5"));
    assert_null(strstr(p->data, "dbuf"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

/* A suite with no plot of its own: bars labelled by what varies. */
/* Shapes of a million rows and one more are two plots (issue 26: %g named
 * both 1e+06x64x64 and dropped the second as a repeat). */
static void test_matmul_big_shapes(void **state)
{
    (void)state;
    sl_results a = { 0 };
    for (int i = 0; i < 2; ++i) {
        sl_row r;
        sl_row_init(&r, "matmul", "naive");
        sl_kv_num(&r.params, "m", 1000000 + i);
        sl_kv_num(&r.params, "n", 64);
        sl_kv_num(&r.params, "k", 64);
        r.gflops = 10 + i;
        r.gbps = 0.1;
        r.verified = true;
        assert_int_equal(sl_results_add(&a, &r), 0);
    }
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 1, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 2);
    assert_non_null(find(&out, "matmul-1000000x64x64"));
    assert_non_null(find(&out, "matmul-1000001x64x64"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
}

static void test_other_suite(void **state)
{
    (void)state;
    sl_results a = { 0 };
    const char *vec[] = { "float", "float4" };
    for (int k = 0; k < 2; ++k)
        for (int v = 0; v < 2; ++v) {
            sl_row r;
            sl_row_init(&r, "bandwidth", k ? "write" : "read");
            sl_kv_str(&r.params, "vector", vec[v]);
            sl_kv_num(&r.params, "inflight", 4);
            r.gbps = 100 + 10 * k + v;
            r.verified = true;
            assert_int_equal(sl_results_add(&a, &r), 0);
        }
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", NULL } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 1, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    assert_int_equal(out.n, 1);
    const sl_plot *p = &out.items[0];
    assert_string_equal(p->name, "bandwidth");
    assert_non_null(strstr(p->data, "\"read float\"  100\n\"read float4\"  101\n\"write float\"  110\n"));
    assert_non_null(strstr(p->script, "set ylabel \"GB/s\""));
    assert_null(strstr(p->script, "pngcairo"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
}

/* A file with no verified row is refused by name, and nothing is added. */
/* A sweep row of the roofline suite: fmas FMAs per float over 1e9 floats. */
static void roof_row(sl_results *res, const char *suite, const char *name, double flops, double bytes, double ns,
                     bool candidate)
{
    sl_row r;
    sl_row_init(&r, suite, suite[0] == 'r' ? "fma_sweep" : "tiled");
    snprintf(r.case_name, sizeof r.case_name, "%s", name);
    r.verified = true;
    r.flops = flops;
    r.bytes = bytes;
    r.gflops = flops / ns;
    r.gbps = bytes / ns;
    if (candidate)
        sl_kv_num(&r.metrics, SL_M_PEAK_CANDIDATE, 1.0);
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_roofline(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    roof_row(&a, "roofline", "fma_sweep:0", 1e9, 4e9, 1e6, false);          /* 4000 GB/s, 1000 GFLOP/s */
    roof_row(&a, "roofline", "fma_sweep:256", 513e9, 4e9, 8.55e6, true);    /* 60000 GFLOP/s */
    roof_row(&a, "matmul", "tiled:4096", 1.37e11, 2.0e8, 4e6, false);       /* placed: 685 FLOP/B */
    roof_row(&b, "roofline", "fma_sweep:0", 1e9, 4e9, 1e6, false);          /* no row past the ridge: no roofs */
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", "a.json" }, { &b, "CPU-B", "2.5", "b.json" } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    const sl_plot *p = find(&out, "roofline");
    assert_non_null(p);
    assert_int_equal(p->series, 3);   /* GPU-A's roof, sweep and placed rows */
    assert_int_equal(p->rows, 3);
    assert_non_null(strstr(p->script, "roof: 60000 GFLOP/s, 4000 GB/s, ridge 15.0 FLOP/B"));
    assert_non_null(strstr(p->script, "set logscale y 10"));
    assert_non_null(strstr(p->script, "#   CPU-B: fma_sweep : no verified sweep row at twice the device's ridge or more: no roofs"));
    /* the roof's three corners: 8 octaves below the ridge, the ridge, 8 above */
    assert_non_null(strstr(p->data, "0.0585938  234.375\n15  60000\n3840  60000\n"));
    assert_non_null(strstr(p->data, "685  34250  \"tiled:4096\"\n"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

/* A latency row: a chase over `ws` bytes at ns per load (derived). */
static void latency_row(sl_results *res, const char *kernel, double ws, double ns, double cycles)
{
    sl_row r;
    sl_row_init(&r, "latency", kernel);
    sl_kv_num(&r.params, "working_set_bytes", ws);
    r.verified = true;
    sl_kv_num(&r.derived, SL_D_NS_PER_LOAD, ns);
    sl_kv_num(&r.derived, SL_D_CYCLES_PER_LOAD, cycles);
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_latency(void **state)
{
    (void)state;
    sl_results a = { 0 };
    latency_row(&a, "chase", 4096, 20.3, 40);
    latency_row(&a, "chase", 1048576, 139.4, 276);
    latency_row(&a, "chase", 1073741824, 339.8, NAN);
    latency_row(&a, "chase_local", 16384, 11.6, 23);
    sl_row failed;
    sl_row_init(&failed, "latency", "chase");
    sl_kv_num(&failed.params, "working_set_bytes", 8192);
    sl_row_fail(&failed, "check failed: the walk ended at node 3, want 7");
    assert_int_equal(sl_results_add(&a, &failed), 0);
    /* a file of latency rows alone has something to draw: ns per load */
    assert_int_equal(sl_plot_drawable(&a), 4);
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", "a.json" } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_build(src, 1, SL_PLOT_SVG, sl_suite_show, &out, &e), SL_OK);
    const sl_plot *p = find(&out, "latency");
    assert_non_null(p);
    assert_int_equal(p->series, 2);
    assert_int_equal(p->rows, 4);
    assert_non_null(strstr(p->data, "4096  20.3  40\n1048576  139.4  276\n1073741824  339.8  -\n"));
    assert_non_null(strstr(p->data, "16384  11.6  23\n"));
    assert_non_null(strstr(p->script, "check failed: the walk ended at node 3"));
    assert_non_null(strstr(p->script, "set logscale x 2"));
    sl_plot_set_free(&out);
    sl_results_free(&a);
}

static void test_nothing_to_draw(void **state)
{
    (void)state;
    sl_results a = { 0 }, b = { 0 };
    sweep_row(&a, "stride", "float", "stride", 1, 4000, 0.9, 1, 1, 32);
    sl_row r;
    sl_row_init(&r, "stride", "read_strided");
    sl_row_skip(&r, "no");
    assert_int_equal(sl_results_add(&b, &r), 0);
    const sl_plot_source src[] = { { &a, "GPU-A", "1.0", "a.json" }, { &b, "CPU-B", "2.5", "b.json" } };
    sl_plot_set out = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_plot_drawable(&a), 1);
    assert_int_equal(sl_plot_drawable(&b), 0);
    assert_int_equal(sl_plot_build(src, 2, SL_PLOT_BOTH, sl_suite_show, &out, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "b.json"));
    assert_int_equal(out.n, 0);
    sl_plot_set_free(&out);
    sl_results_free(&a);
    sl_results_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stride),
        cmocka_unit_test(test_offset),
        cmocka_unit_test(test_noisy),
        cmocka_unit_test(test_occupancy),
        cmocka_unit_test(test_matmul),
        cmocka_unit_test(test_matmul_big_shapes),
        cmocka_unit_test(test_other_suite),
        cmocka_unit_test(test_roofline),
        cmocka_unit_test(test_latency),
        cmocka_unit_test(test_nothing_to_draw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
