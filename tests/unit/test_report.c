/* test_report.c - result rows, ranking, the JSON and CSV writers, the JSON
 * reader and atomic file writes. No OpenCL device is needed. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <cjson/cJSON.h>
#include <dirent.h>
#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "simtlab/derive.h"
#include "simtlab/report.h"
#include "simtlab/result.h"

/* ---- key/value lists ------------------------------------------------------- */

static void test_kv_basic(void **state)
{
    (void)state;
    sl_kvlist l = { 0 };
    sl_kv_str(&l, "vector", "float4");
    sl_kv_num(&l, "elem_bytes", 16);
    assert_int_equal(l.n, 2);

    const sl_kv *v = sl_kv_get(&l, "vector");
    assert_non_null(v);
    assert_true(v->is_str);
    assert_string_equal(v->str, "float4");
    const sl_kv *b = sl_kv_get(&l, "elem_bytes");
    assert_non_null(b);
    assert_false(b->is_str);
    assert_float_equal(b->num, 16.0, 0.0);
    assert_null(sl_kv_get(&l, "missing"));
    assert_null(sl_kv_get(&l, "Vector"));   /* keys are case-sensitive */

    char buf[128];
    assert_string_equal(sl_kv_format(&l, buf, sizeof buf), "vector=float4 elem_bytes=16");
}

static void test_kv_overwrite(void **state)
{
    (void)state;
    sl_kvlist l = { 0 };
    sl_kv_num(&l, "local", 64);
    sl_kv_num(&l, "inflight", 4);
    sl_kv_num(&l, "local", 256);
    assert_int_equal(l.n, 2);
    assert_float_equal(sl_kv_get(&l, "local")->num, 256.0, 0.0);
    /* a number replaced by a string and back keeps one slot and its place */
    sl_kv_str(&l, "local", "auto");
    assert_int_equal(l.n, 2);
    assert_true(sl_kv_get(&l, "local")->is_str);
    assert_string_equal(sl_kv_get(&l, "local")->str, "auto");
    sl_kv_num(&l, "local", 0.5);
    assert_false(sl_kv_get(&l, "local")->is_str);
    char buf[64];
    assert_string_equal(sl_kv_format(&l, buf, sizeof buf), "local=0.5 inflight=4");

    sl_kvlist empty = { 0 };
    buf[0] = 'x';
    assert_string_equal(sl_kv_format(&empty, buf, sizeof buf), "");
}

static void test_kv_capacity(void **state)
{
    (void)state;
    sl_kvlist l;
    memset(&l, 0x5A, sizeof l);   /* garbage after the items must not matter */
    l.n = 0;
    char key[32];
    for (int i = 0; i < SL_KV_MAX + 5; ++i) {
        snprintf(key, sizeof key, "k%d", i);
        sl_kv_num(&l, key, i);
    }
    assert_int_equal(l.n, SL_KV_MAX);
    assert_float_equal(sl_kv_get(&l, "k0")->num, 0.0, 0.0);
    snprintf(key, sizeof key, "k%d", SL_KV_MAX - 1);
    assert_non_null(sl_kv_get(&l, key));
    snprintf(key, sizeof key, "k%d", SL_KV_MAX);
    assert_null(sl_kv_get(&l, key));   /* dropped */
    sl_kv_str(&l, "one_more", "x");
    assert_int_equal(l.n, SL_KV_MAX);
    assert_null(sl_kv_get(&l, "one_more"));
    /* an existing key can still be updated when full */
    sl_kv_num(&l, "k3", 33);
    assert_float_equal(sl_kv_get(&l, "k3")->num, 33.0, 0.0);
}

static void test_kv_format_truncates(void **state)
{
    (void)state;
    sl_kvlist l = { 0 };
    sl_kv_str(&l, "vector", "float4");
    sl_kv_num(&l, "elem_bytes", 16);
    sl_kv_num(&l, "local", 256);
    char buf[16];
    memset(buf, '#', sizeof buf);
    sl_kv_format(&l, buf, 10);
    assert_int_equal(strlen(buf), 9);
    assert_memory_equal(buf, "vector=fl", 9);
    for (size_t i = 10; i < sizeof buf; ++i)
        assert_int_equal(buf[i], '#');   /* nothing written past len */
    sl_kv_format(&l, buf, sizeof buf);
    assert_string_equal(buf, "vector=float4 e");
}

/* ---- rows ----------------------------------------------------------------- */

static void test_row_init(void **state)
{
    (void)state;
    sl_row r;
    memset(&r, 0x77, sizeof r);
    sl_row_init(&r, "bandwidth", "read_sum");
    assert_string_equal(r.suite, "bandwidth");
    assert_string_equal(r.kernel, "read_sum");
    assert_int_equal(r.status, SL_ROW_OK);
    assert_false(r.verified);
    assert_true(isnan(r.gbps));
    assert_true(isnan(r.gflops));
    assert_int_equal(r.metrics.n, 0);
    assert_int_equal(r.derived.n, 0);
    assert_true(isnan(sl_derived(&r, SL_D_PCT_OF_BEST)));   /* absent reads as unknown */
    assert_true(isnan(r.bytes));
    assert_true(isnan(r.flops));
    assert_true(isnan(r.time_ns.median));
    assert_true(isnan(r.time_ns.min));
    assert_true(isnan(r.time_ns.stddev));
    assert_int_equal(r.time_ns.n, 0);
    assert_true(isnan(r.warps_per_group));
    assert_true(isnan(r.groups_per_cu));
    assert_int_equal(r.resources.registers, -1);
    assert_int_equal(r.resources.spills, -1);
    assert_int_equal(r.resources.local_bytes, -1);
    assert_true(isnan(r.resources.occupancy));
    assert_int_equal(r.params.n, 0);
    assert_int_equal(r.model.n, 0);
    assert_string_equal(r.reason, "");
    assert_string_equal(sl_row_status_name(r.status), "ok");
}

static void test_row_skip_fail(void **state)
{
    (void)state;
    sl_row r;
    sl_row_init(&r, "bandwidth", "copy");
    r.verified = true;
    sl_row_skip(&r, "buffer larger than max allocation");
    assert_int_equal(r.status, SL_ROW_SKIPPED);
    assert_false(r.verified);
    assert_string_equal(r.reason, "buffer larger than max allocation");
    assert_string_equal(sl_row_status_name(r.status), "skipped");

    sl_row_init(&r, "bandwidth", "write");
    r.verified = true;
    sl_row_fail(&r, "element 17 is 0.5, expected 0.25");
    assert_int_equal(r.status, SL_ROW_FAILED);
    assert_false(r.verified);
    assert_string_equal(r.reason, "element 17 is 0.5, expected 0.25");
    assert_string_equal(sl_row_status_name(r.status), "failed");

    /* a long reason is cut to the field, NUL-terminated */
    char longr[600];
    memset(longr, 'r', sizeof longr - 1);
    longr[sizeof longr - 1] = '\0';
    sl_row_fail(&r, longr);
    assert_int_equal(strlen(r.reason), sizeof r.reason - 1);
}

static void test_results_add_grows(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    char k[32];
    for (int i = 0; i < 100; ++i) {
        snprintf(k, sizeof k, "k%03d", i);
        sl_row_init(&r, "s", k);
        r.gbps = i;
        assert_int_equal(sl_results_add(&res, &r), 0);
    }
    assert_int_equal(res.n, 100);
    assert_true(res.cap >= 100);
    for (int i = 0; i < 100; ++i) {
        snprintf(k, sizeof k, "k%03d", i);
        assert_string_equal(res.rows[i].kernel, k);
        assert_float_equal(res.rows[i].gbps, (double)i, 0.0);
    }
    /* a copy: changing the source row does not change the list */
    sl_row_init(&r, "s", "changed");
    assert_string_equal(res.rows[99].kernel, "k099");
    sl_results_free(&res);
    assert_null(res.rows);
    assert_int_equal(res.n, 0);
    assert_int_equal(res.cap, 0);
}

static void add_row(sl_results *res, const char *kernel, double gbps, bool verified, sl_row_status st)
{
    sl_row r;
    sl_row_init(&r, "bandwidth", kernel);
    r.gbps = gbps;
    r.verified = verified;
    if (st == SL_ROW_SKIPPED)
        sl_row_skip(&r, "skipped here");
    else if (st == SL_ROW_FAILED)
        sl_row_fail(&r, "failed here");
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void test_results_rank(void **state)
{
    (void)state;
    sl_results res = { 0 };
    /* an earlier suite's run: faster, but before `first` */
    add_row(&res, "old", 9000.0, true, SL_ROW_OK);
    size_t first = res.n;
    add_row(&res, "best", 200.0, true, SL_ROW_OK);
    add_row(&res, "half", 100.0, true, SL_ROW_OK);
    add_row(&res, "unverified", 400.0, false, SL_ROW_OK);   /* fast but unchecked */
    add_row(&res, "failed", 800.0, false, SL_ROW_FAILED);
    add_row(&res, "skipped", NAN, false, SL_ROW_SKIPPED);
    add_row(&res, "quarter", 50.0, true, SL_ROW_OK);
    sl_kv_num(&res.rows[0].derived, SL_D_PCT_OF_BEST, -7.0);   /* must stay as it is */

    sl_derive(&res, first, NULL);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_PCT_OF_BEST), -7.0, 0.0);
    assert_int_equal(res.rows[0].derived.n, 1);
    assert_float_equal(sl_derived(&res.rows[1], SL_D_PCT_OF_BEST), 100.0, 1e-12);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_PCT_OF_BEST), 50.0, 1e-12);
    assert_true(isnan(sl_derived(&res.rows[3], SL_D_PCT_OF_BEST)));
    assert_true(isnan(sl_derived(&res.rows[4], SL_D_PCT_OF_BEST)));
    assert_true(isnan(sl_derived(&res.rows[5], SL_D_PCT_OF_BEST)));
    assert_float_equal(sl_derived(&res.rows[6], SL_D_PCT_OF_BEST), 25.0, 1e-12);
    /* every figure is there, unknown where it does not apply */
    for (size_t i = first; i < res.n; ++i) {
        assert_int_equal(res.rows[i].derived.n, 10);
        assert_true(isnan(sl_derived(&res.rows[i], SL_D_EFFICIENCY)));
        assert_true(isnan(sl_derived(&res.rows[i], SL_D_PCT_PEAK)));
    }
    /* deriving again gives the same figures */
    sl_derive(&res, first, NULL);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_PCT_OF_BEST), 50.0, 1e-12);

    assert_int_equal(sl_results_count(&res, SL_ROW_OK), 5);
    assert_int_equal(sl_results_count(&res, SL_ROW_FAILED), 1);
    assert_int_equal(sl_results_count(&res, SL_ROW_SKIPPED), 1);
    sl_results_free(&res);
}

static void test_results_rank_no_verified(void **state)
{
    (void)state;
    sl_results res = { 0 };
    add_row(&res, "a", 100.0, false, SL_ROW_OK);
    add_row(&res, "b", 50.0, false, SL_ROW_FAILED);
    sl_derive(&res, 0, NULL);
    assert_true(isnan(sl_derived(&res.rows[0], SL_D_PCT_OF_BEST)));
    assert_true(isnan(sl_derived(&res.rows[1], SL_D_PCT_OF_BEST)));
    sl_results_free(&res);

    sl_results empty = { 0 };
    assert_int_equal(sl_results_count(&empty, SL_ROW_OK), 0);
}

/* ---- derived figures ------------------------------------------------------ */

static sl_profile test_profile(void);

/* A verified matmul-like row doing `flops` at `gflops`, a rung of ladder
 * `ladder` (or its peer), or failed. */
static void add_rung(sl_results *res, const char *kernel, double flops, double gflops, double ladder, bool peer,
                     bool ok)
{
    sl_row r;
    sl_row_init(&r, "matmul", kernel);
    r.flops = flops;
    r.gflops = gflops;
    r.gbps = 3.0 * gflops;   /* never the rank figure of a FLOP row */
    r.verified = ok;
    if (!ok)
        sl_row_fail(&r, "wrong");
    if (isfinite(ladder))
        sl_kv_num(&r.metrics, SL_M_LADDER, ladder);
    if (peer)
        sl_kv_num(&r.metrics, SL_M_LADDER_PEER, 1);
    assert_int_equal(sl_results_add(res, &r), 0);
}

/* Speedups along each ladder, the peer against the first rung only, a
 * failed rung skipped; % of peak from the profile; % best among rows of the
 * same FLOPs. */
/* GB/s rows (no FLOPs) on a ladder get speedups by GB/s; a row that says
 * how many bytes it keeps in flight gets Little's latency: bytes / GB/s. */
static void test_derive_bandwidth_ladder_and_little(void **state)
{
    (void)state;
    sl_results res = { 0 };
    const double gbps[] = { 100.0, 180.0, 90.0 };
    for (int i = 0; i < 3; ++i) {
        sl_row r;
        sl_row_init(&r, "occupancy", i ? "pipelined" : "simple");
        r.verified = true;
        r.status = SL_ROW_OK;
        r.gbps = gbps[i];
        sl_kv_num(&r.metrics, SL_M_LADDER, 1);
        sl_kv_num(&r.metrics, SL_M_BYTES_IN_FLIGHT, 65536.0 * (i + 1));
        assert_int_equal(sl_results_add(&res, &r), 0);
    }
    sl_derive(&res, 0, NULL);
    assert_true(isnan(sl_derived(&res.rows[0], SL_D_SPEEDUP_FIRST)));
    assert_float_equal(sl_derived(&res.rows[1], SL_D_SPEEDUP_FIRST), 1.8, 1e-12);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_SPEEDUP_FIRST), 0.9, 1e-12);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_SPEEDUP_PREV), 0.5, 1e-12);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_LITTLE_NS), 655.36, 1e-9);   /* 65536 B / 100 B per ns */
    assert_float_equal(sl_derived(&res.rows[2], SL_D_LITTLE_NS), 196608.0 / 90.0, 1e-9);
    assert_true(isnan(sl_derived(&res.rows[0], SL_D_PCT_PEAK)));
    sl_results_free(&res);
}

/* The latency suite's figures: (median - base) / loads, in ns and in
 * cycles of the row's clock; a row's own peak metric rules pct_peak. */
static void test_derive_latency_and_row_peak(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    sl_row_init(&r, "latency", "chase");
    r.verified = true;
    r.status = SL_ROW_OK;
    r.time_ns.median = 1000000.0 + 4096.0 * 400.0;     /* 1 ms of launch and warm-up, 4096 loads of 400 ns */
    sl_kv_num(&r.metrics, SL_M_BASE_NS, 1000000.0);
    sl_kv_num(&r.metrics, SL_M_LOADS, 4096.0);
    sl_kv_num(&r.metrics, SL_M_CLOCK_MHZ, 1980.0);
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "latency", "chase"); /* no clock: ns only */
    r.verified = true;
    r.status = SL_ROW_OK;
    r.time_ns.median = 5000.0;
    sl_kv_num(&r.metrics, SL_M_BASE_NS, 1000.0);
    sl_kv_num(&r.metrics, SL_M_LOADS, 100.0);
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "latency", "chase"); /* slower than its base: noise, no figure */
    r.verified = true;
    r.status = SL_ROW_OK;
    r.time_ns.median = 900.0;
    sl_kv_num(&r.metrics, SL_M_BASE_NS, 1000.0);
    sl_kv_num(&r.metrics, SL_M_LOADS, 100.0);
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "matmul", "naive"); /* a measured peak of 50 TFLOP/s */
    r.verified = true;
    r.status = SL_ROW_OK;
    r.gflops = 25000.0;
    sl_kv_num(&r.metrics, SL_M_PEAK_GFLOPS, 50000.0);
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_profile prof = test_profile();
    sl_derive(&res, 0, &prof);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_NS_PER_LOAD), 400.0, 1e-9);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_CYCLES_PER_LOAD), 792.0, 1e-9);
    assert_float_equal(sl_derived(&res.rows[1], SL_D_NS_PER_LOAD), 40.0, 1e-9);
    assert_true(isnan(sl_derived(&res.rows[1], SL_D_CYCLES_PER_LOAD)));
    assert_true(isnan(sl_derived(&res.rows[2], SL_D_NS_PER_LOAD)));
    assert_float_equal(sl_derived(&res.rows[3], SL_D_PCT_PEAK), 0.5, 1e-12);
    assert_true(isnan(sl_derived(&res.rows[3], SL_D_NS_PER_LOAD)));
    sl_results_free(&res);
}

static void test_derive_ladder(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    const double peak = sl_dev_fp32_peak_gflops(&prof, NULL);
    assert_float_equal(peak, 66908.16, 1e-6);
    sl_results res = { 0 };
    add_rung(&res, "earlier", 8.0, 9999.0, 0, false, true);   /* another suite's run: before first */
    const size_t first = res.n;
    add_rung(&res, "naive", 8.0, 100.0, 0, false, true);       /* 1 */
    add_rung(&res, "coalesced", 8.0, 900.0, 0, false, false);  /* 2: failed */
    add_rung(&res, "tiled", 8.0, 400.0, 0, false, true);       /* 3 */
    add_rung(&res, "regblock", 8.0, 1000.0, 0, false, true);   /* 4 */
    add_rung(&res, "clblast", 8.0, 2000.0, 0, true, true);     /* 5: peer */
    add_rung(&res, "naive", 64.0, 50.0, 1, false, true);       /* 6: the next shape */
    add_rung(&res, "tiled", 64.0, 150.0, 1, false, true);      /* 7 */
    add_rung(&res, "loose", 64.0, 75.0, NAN, false, true);     /* 8: on no ladder */
    sl_derive(&res, first, &prof);

    const sl_row *r = res.rows;
    assert_int_equal(r[0].derived.n, 0);
    assert_true(isnan(sl_derived(&r[1], SL_D_SPEEDUP_FIRST)) && isnan(sl_derived(&r[1], SL_D_SPEEDUP_PREV)));
    assert_true(isnan(sl_derived(&r[2], SL_D_SPEEDUP_FIRST)) && isnan(sl_derived(&r[2], SL_D_PCT_PEAK)));
    assert_float_equal(sl_derived(&r[3], SL_D_SPEEDUP_FIRST), 4.0, 0.0);
    assert_float_equal(sl_derived(&r[3], SL_D_SPEEDUP_PREV), 4.0, 0.0);   /* over naive: coalesced failed */
    assert_float_equal(sl_derived(&r[4], SL_D_SPEEDUP_FIRST), 10.0, 0.0);
    assert_float_equal(sl_derived(&r[4], SL_D_SPEEDUP_PREV), 2.5, 0.0);
    assert_float_equal(sl_derived(&r[5], SL_D_SPEEDUP_FIRST), 20.0, 0.0);
    assert_true(isnan(sl_derived(&r[5], SL_D_SPEEDUP_PREV)));
    assert_true(isnan(sl_derived(&r[6], SL_D_SPEEDUP_FIRST)));             /* a new ladder starts */
    assert_float_equal(sl_derived(&r[7], SL_D_SPEEDUP_FIRST), 3.0, 0.0);
    assert_float_equal(sl_derived(&r[7], SL_D_SPEEDUP_PREV), 3.0, 0.0);
    assert_true(isnan(sl_derived(&r[8], SL_D_SPEEDUP_FIRST)) && isnan(sl_derived(&r[8], SL_D_SPEEDUP_PREV)));

    assert_float_equal(sl_derived(&r[5], SL_D_PCT_PEAK), 2000.0 / peak, 0.0);
    assert_float_equal(sl_derived(&r[8], SL_D_PCT_PEAK), 75.0 / peak, 0.0);
    /* % best by GFLOP/s among the same FLOPs: 8-FLOP rows against clblast's 2000 */
    assert_float_equal(sl_derived(&r[1], SL_D_PCT_OF_BEST), 5.0, 1e-12);
    assert_float_equal(sl_derived(&r[4], SL_D_PCT_OF_BEST), 50.0, 1e-12);
    assert_float_equal(sl_derived(&r[6], SL_D_PCT_OF_BEST), 100.0 / 3.0, 1e-12);
    assert_float_equal(sl_derived(&r[7], SL_D_PCT_OF_BEST), 100.0, 1e-12);
    assert_true(isnan(sl_derived(&r[2], SL_D_PCT_OF_BEST)));
    for (size_t i = first; i < res.n; ++i)
        assert_true(isnan(sl_derived(&r[i], SL_D_EFFICIENCY)));

    /* no profile, or one with no known peak: no % of peak, speedups stand */
    sl_derive(&res, first, NULL);
    assert_true(isnan(sl_derived(&r[5], SL_D_PCT_PEAK)));
    assert_float_equal(sl_derived(&r[5], SL_D_SPEEDUP_FIRST), 20.0, 0.0);
    sl_results_free(&res);
}

/* Efficiency is GB/s over the ceiling the row recorded; a row that recorded
 * none has none. */
static void test_derive_efficiency(void **state)
{
    (void)state;
    sl_results res = { 0 };
    add_row(&res, "read_strided", 50.0, true, SL_ROW_OK);
    sl_kv_num(&res.rows[0].metrics, SL_M_CEILING_GBPS, 200.0);
    add_row(&res, "read_strided", 100.0, true, SL_ROW_OK);
    sl_kv_num(&res.rows[1].metrics, SL_M_CEILING_GBPS, 0.0);   /* unknown ceiling */
    add_row(&res, "read", 150.0, true, SL_ROW_OK);
    sl_derive(&res, 0, NULL);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_EFFICIENCY), 0.25, 0.0);
    assert_true(isnan(sl_derived(&res.rows[1], SL_D_EFFICIENCY)));
    assert_true(isnan(sl_derived(&res.rows[2], SL_D_EFFICIENCY)));
    assert_float_equal(sl_derived(&res.rows[0], SL_D_PCT_OF_BEST), 100.0 / 3.0, 1e-12);
    /* GB/s rows are never given a fraction of the FP32 peak */
    sl_profile prof = test_profile();
    sl_derive(&res, 0, &prof);
    assert_true(isnan(sl_derived(&res.rows[2], SL_D_PCT_PEAK)));
    /* the figure table names every key once, /1 names for the first five */
    int n = 0;
    for (const sl_derived_figure *f = sl_derived_figures; f->key; ++f, ++n)
        assert_non_null(sl_kv_get(&res.rows[0].derived, f->key));
    assert_int_equal(n, res.rows[0].derived.n);
    assert_string_equal(sl_derived_figures[0].legacy, "pct_of_suite_best");
    sl_results_free(&res);
}

/* ---- JSON ----------------------------------------------------------------- */

static sl_profile test_profile(void)
{
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.platform_index = 1;
    p.device_index = 0;
    snprintf(p.platform, sizeof p.platform, "NVIDIA CUDA");
    snprintf(p.name, sizeof p.name, "NVIDIA H200");
    snprintf(p.vendor_str, sizeof p.vendor_str, "NVIDIA Corporation");
    p.vendor_id = 0x10de;
    p.vendor = SL_VENDOR_NVIDIA;
    p.type = SL_DEVTYPE_GPU;
    snprintf(p.driver, sizeof p.driver, "570.86.15");
    snprintf(p.opencl, sizeof p.opencl, "OpenCL 3.0 CUDA");
    snprintf(p.opencl_c, sizeof p.opencl_c, "OpenCL C 1.2 ");
    snprintf(p.arch, sizeof p.arch, "sm_90");
    p.compute_units = 132;
    p.clock_mhz = 1980;
    p.global_mem = 150109880320ull;
    p.local_mem = 49152;
    p.local_mem_type = SL_LOCALMEM_LOCAL;
    p.max_alloc = 37527470080ull;
    p.global_cache = 3932160;
    p.cache_line = 128;
    p.max_work_group = 1024;
    p.nv_cc_major = 9;
    p.nv_cc_minor = 0;
    p.amd_gfxip_major = p.amd_gfxip_minor = p.amd_simd_per_cu = -1;
    p.simd_width = 32;
    p.simd_width_source = "CL_DEVICE_WARP_SIZE_NV";
    return p;
}

static char *const test_argv[] = { "simtlab", "run", "bandwidth", "--quick" };

static sl_run_info test_info(void)
{
    sl_run_info info;
    memset(&info, 0, sizeof info);
    snprintf(info.utc, sizeof info.utc, "2026-11-21T22:40:00Z");
    snprintf(info.host, sizeof info.host, "testhost");
    info.argc = 4;
    info.argv = test_argv;
    info.version = "0.1.0";
    return info;
}

/* verified with numbers; skipped with a reason; failed. */
static void three_rows(sl_results *res)
{
    sl_row r;
    sl_row_init(&r, "bandwidth", "read_sum");
    sl_kv_str(&r.params, "vector", "float4");
    sl_kv_num(&r.params, "elem_bytes", 16);
    r.dims = 1;
    r.global[0] = 1048576;
    r.local[0] = 256;
    r.simd_width = 32;
    r.warps_per_group = 8;
    r.groups_per_cu = 4;
    r.bytes = 4294967296.0;
    r.time_ns.min = 900000;
    r.time_ns.median = 1000000;
    r.time_ns.mean = 1012345.5;
    r.time_ns.max = 1200000;
    r.time_ns.stddev = 2500.25;
    r.time_ns.n = 20;
    r.gbps = 4294.967296;
    r.verified = true;
    sl_kv_num(&r.model, "sectors_per_request", 4);
    sl_kv_num(&r.model, "efficiency_w64", 1);
    sl_kv_num(&r.model, "unknown", NAN);
    r.resources.registers = 18;
    assert_int_equal(sl_results_add(res, &r), 0);

    sl_row_init(&r, "bandwidth", "copy");
    sl_kv_str(&r.params, "vector", "float16");
    sl_row_skip(&r, "buffer of 4.0 GiB exceeds max allocation");
    assert_int_equal(sl_results_add(res, &r), 0);

    sl_row_init(&r, "bandwidth", "write");
    sl_kv_num(&r.params, "elem_bytes", 4);
    r.gbps = 123.5;   /* measured, but the check failed */
    sl_row_fail(&r, "element 17 is 0.5, expected 0.25");
    assert_int_equal(sl_results_add(res, &r), 0);
    sl_derive(res, 0, NULL);
}

/* Two rows of a 2-D matmul ladder on 16x16 work-groups: the naive first
 * row (no resources known) and a tiled row with a peak fraction, a speedup
 * over the first and registers from ptxas. The derived figures are set by
 * hand (what a writer prints is tested here, not sl_derive). */
static void ladder_rows(sl_results *res)
{
    sl_row r;
    sl_row_init(&r, "matmul", "matmul_naive");
    sl_kv_num(&r.params, "n", 1024);
    r.dims = 2;
    r.global[0] = r.global[1] = 1024;
    r.local[0] = r.local[1] = 16;
    r.simd_width = 32;
    r.warps_per_group = 8;
    r.groups_per_cu = 31;
    r.flops = 2.0 * 1024 * 1024 * 1024;
    r.time_ns.min = r.time_ns.median = 12500000;
    r.time_ns.n = 5;
    r.gflops = 171.8;
    sl_kv_num(&r.derived, SL_D_PCT_PEAK, 171.8 / 66908.16);
    sl_kv_num(&r.derived, SL_D_SPEEDUP_FIRST, NAN);
    sl_kv_num(&r.derived, SL_D_SPEEDUP_PREV, NAN);
    r.verified = true;
    assert_int_equal(sl_results_add(res, &r), 0);

    sl_row_init(&r, "matmul", "matmul_tiled");
    sl_kv_num(&r.params, "n", 1024);
    r.dims = 2;
    r.global[0] = r.global[1] = 1024;
    r.local[0] = r.local[1] = 16;
    r.simd_width = 32;
    r.warps_per_group = 8;
    r.groups_per_cu = 31;
    r.time_ns.min = 900000;
    r.time_ns.median = 1000000;
    r.time_ns.n = 5;
    r.gflops = 2147.5;
    sl_kv_num(&r.derived, SL_D_PCT_PEAK, 0.5);
    sl_kv_num(&r.derived, SL_D_SPEEDUP_FIRST, 12.5);
    sl_kv_num(&r.derived, SL_D_SPEEDUP_PREV, 12.5);
    sl_kv_num(&r.metrics, SL_M_LADDER, 0);
    r.verified = true;
    r.resources.registers = 40;
    r.resources.spills = 0;
    r.resources.local_bytes = 8448;
    assert_int_equal(sl_results_add(res, &r), 0);
}

static const cJSON *get(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v)
        fail_msg("JSON has no \"%s\"", key);
    return v;
}

static void test_json_text_schema(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    three_rows(&res);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);

    cJSON *doc = cJSON_Parse(text);
    assert_non_null(doc);
    assert_string_equal(get(doc, "schema")->valuestring, "simtlab-results/2");
    assert_string_equal(get(get(doc, "tool"), "version")->valuestring, "0.1.0");

    const cJSON *run = get(doc, "run");
    assert_string_equal(get(run, "utc")->valuestring, "2026-11-21T22:40:00Z");
    assert_string_equal(get(run, "host")->valuestring, "testhost");
    const cJSON *argv = get(run, "argv");
    assert_int_equal(cJSON_GetArraySize(argv), 4);
    assert_string_equal(cJSON_GetArrayItem(argv, 2)->valuestring, "bandwidth");
    assert_string_equal(cJSON_GetArrayItem(argv, 3)->valuestring, "--quick");

    const cJSON *dev = get(doc, "device");
    assert_string_equal(get(dev, "name")->valuestring, "NVIDIA H200");
    assert_string_equal(get(dev, "index")->valuestring, "1:0");
    assert_string_equal(get(dev, "vendor")->valuestring, "nvidia");
    assert_string_equal(get(dev, "type")->valuestring, "gpu");
    assert_int_equal(get(dev, "simd_width")->valueint, 32);
    assert_string_equal(get(dev, "simd_width_source")->valuestring, "CL_DEVICE_WARP_SIZE_NV");
    assert_float_equal(get(dev, "global_mem")->valuedouble, 150109880320.0, 0.0);
    assert_string_equal(get(dev, "nv_compute_capability")->valuestring, "9.0");
    assert_null(cJSON_GetObjectItemCaseSensitive(dev, "amd_gfxip"));
    assert_true(cJSON_IsNull(get(dev, "amd_simd_per_cu")));
    assert_string_equal(get(dev, "local_mem_type")->valuestring, "local");

    const cJSON *rows = get(doc, "results");
    assert_int_equal(cJSON_GetArraySize(rows), 3);
    const cJSON *r0 = cJSON_GetArrayItem(rows, 0);
    assert_string_equal(get(r0, "suite")->valuestring, "bandwidth");
    assert_string_equal(get(r0, "kernel")->valuestring, "read_sum");
    assert_float_equal(get(get(r0, "time_ns"), "median")->valuedouble, 1000000.0, 0.0);
    assert_float_equal(get(get(r0, "time_ns"), "mean")->valuedouble, 1012345.5, 0.0);
    assert_int_equal(get(get(r0, "time_ns"), "n")->valueint, 20);
    assert_float_equal(get(r0, "gbps")->valuedouble, 4294.967296, 0.0);
    assert_true(cJSON_IsNull(get(r0, "gflops")));
    assert_float_equal(get(r0, "pct_of_suite_best")->valuedouble, 100.0, 0.0);
    assert_true(cJSON_IsNull(get(r0, "pct_peak")));
    assert_true(cJSON_IsNull(get(r0, "speedup_first")));
    assert_true(cJSON_IsNull(get(r0, "speedup_prev")));
    assert_true(cJSON_IsTrue(get(r0, "verified")));
    assert_string_equal(get(r0, "status")->valuestring, "ok");
    assert_string_equal(get(get(r0, "params"), "vector")->valuestring, "float4");
    assert_int_equal(get(get(r0, "params"), "elem_bytes")->valueint, 16);
    assert_int_equal(get(get(r0, "model"), "sectors_per_request")->valueint, 4);
    assert_true(cJSON_IsNull(get(get(r0, "model"), "unknown")));
    const cJSON *launch = get(r0, "launch");
    assert_int_equal(cJSON_GetArraySize(get(launch, "global")), 1);
    assert_float_equal(cJSON_GetArrayItem(get(launch, "global"), 0)->valuedouble, 1048576.0, 0.0);
    assert_float_equal(cJSON_GetArrayItem(get(launch, "local"), 0)->valuedouble, 256.0, 0.0);
    assert_int_equal(get(launch, "simd_width")->valueint, 32);
    assert_float_equal(get(launch, "warps_per_group")->valuedouble, 8.0, 0.0);
    assert_int_equal(get(get(r0, "resources"), "registers")->valueint, 18);
    assert_true(cJSON_IsNull(get(get(r0, "resources"), "spills")));

    const cJSON *r1 = cJSON_GetArrayItem(rows, 1);
    assert_string_equal(get(r1, "status")->valuestring,
                        "skipped: buffer of 4.0 GiB exceeds max allocation");
    assert_true(cJSON_IsNull(get(r1, "gbps")));
    assert_true(cJSON_IsNull(get(r1, "pct_of_suite_best")));
    assert_true(cJSON_IsNull(get(get(r1, "time_ns"), "median")));
    assert_true(cJSON_IsFalse(get(r1, "verified")));

    const cJSON *r2 = cJSON_GetArrayItem(rows, 2);
    assert_string_equal(get(r2, "status")->valuestring, "failed: element 17 is 0.5, expected 0.25");
    assert_true(cJSON_IsFalse(get(r2, "verified")));
    assert_true(cJSON_IsNull(get(r2, "pct_of_suite_best")));

    cJSON_Delete(doc);
    free(text);
    sl_results_free(&res);
}

static void assert_rows_equal(const sl_results *a, const sl_results *b)
{
    assert_int_equal(a->n, b->n);
    char ka[512], kb[512];
    for (size_t i = 0; i < a->n; ++i) {
        const sl_row *x = &a->rows[i], *y = &b->rows[i];
        assert_string_equal(x->suite, y->suite);
        assert_string_equal(x->kernel, y->kernel);
        assert_string_equal(sl_kv_format(&x->params, ka, sizeof ka), sl_kv_format(&y->params, kb, sizeof kb));
        assert_int_equal(x->params.n, y->params.n);
        for (int j = 0; j < x->params.n; ++j)
            assert_int_equal(x->params.items[j].is_str, y->params.items[j].is_str);
        if (isnan(x->gbps))
            assert_true(isnan(y->gbps));
        else
            assert_float_equal(x->gbps, y->gbps, 0.0);
        assert_int_equal(x->status, y->status);
        assert_string_equal(x->reason, y->reason);
        assert_int_equal(x->verified, y->verified);
    }
}

static void test_json_round_trip(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    three_rows(&res);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);

    sl_results back = { 0 };
    char name[64] = "";
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, name, sizeof name, &e), SL_OK);
    assert_string_equal(name, "NVIDIA H200");
    assert_rows_equal(&res, &back);

    const sl_row *r0 = &back.rows[0];
    assert_true(r0->verified);
    assert_int_equal(r0->status, SL_ROW_OK);
    assert_string_equal(sl_kv_get(&r0->params, "vector")->str, "float4");
    assert_float_equal(sl_kv_get(&r0->params, "elem_bytes")->num, 16.0, 0.0);
    assert_float_equal(sl_kv_get(&r0->model, "sectors_per_request")->num, 4.0, 0.0);
    assert_true(isnan(sl_kv_get(&r0->model, "unknown")->num));
    assert_float_equal(r0->time_ns.median, 1000000.0, 0.0);
    assert_float_equal(r0->time_ns.stddev, 2500.25, 0.0);
    assert_int_equal(r0->time_ns.n, 20);
    assert_int_equal(r0->dims, 1);
    assert_int_equal(r0->global[0], 1048576);
    assert_int_equal(r0->local[0], 256);
    assert_int_equal(r0->simd_width, 32);
    assert_float_equal(r0->bytes, 4294967296.0, 0.0);
    assert_float_equal(sl_derived(r0, SL_D_PCT_OF_BEST), 100.0, 0.0);
    assert_true(isnan(r0->gflops));
    assert_int_equal(back.rows[1].status, SL_ROW_SKIPPED);
    assert_string_equal(back.rows[1].reason, "buffer of 4.0 GiB exceeds max allocation");
    assert_int_equal(back.rows[2].status, SL_ROW_FAILED);
    assert_float_equal(back.rows[2].gbps, 123.5, 0.0);

    /* reading appends to what is already there; device_name may be NULL */
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, 6);
    assert_string_equal(back.rows[3].kernel, "read_sum");

    sl_results_free(&back);
    free(text);
    sl_results_free(&res);
}

static void test_json_ladder_fields(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    ladder_rows(&res);
    sl_kv_num(&res.rows[1].derived, SL_D_SPEEDUP_PREV, NAN);   /* as if the row before it had failed */
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);

    cJSON *doc = cJSON_Parse(text);
    assert_non_null(doc);
    /* the device says what pct_peak was measured against */
    const cJSON *dev = get(doc, "device");
    assert_float_equal(get(dev, "fp32_peak_gflops")->valuedouble, 66908.16, 1e-6);
    assert_non_null(strstr(get(dev, "fp32_peak_source")->valuestring, "Hopper"));
    const cJSON *rows = get(doc, "results");
    const cJSON *r0 = cJSON_GetArrayItem(rows, 0), *r1 = cJSON_GetArrayItem(rows, 1);
    assert_float_equal(get(r0, "pct_peak")->valuedouble, 171.8 / 66908.16, 0.0);
    assert_true(cJSON_IsNull(get(r0, "speedup_first")));
    assert_true(cJSON_IsNull(get(r0, "speedup_prev")));
    assert_float_equal(get(r1, "pct_peak")->valuedouble, 0.5, 0.0);
    assert_float_equal(get(r1, "speedup_first")->valuedouble, 12.5, 0.0);
    assert_true(cJSON_IsNull(get(r1, "speedup_prev")));
    /* the same figures in "derived", the raw ladder place in "metrics" */
    const cJSON *d1 = get(r1, "derived");
    assert_int_equal(cJSON_GetArraySize(d1), 3);
    assert_float_equal(get(d1, "pct_peak")->valuedouble, 0.5, 0.0);
    assert_float_equal(get(d1, "speedup_first")->valuedouble, 12.5, 0.0);
    assert_true(cJSON_IsNull(get(d1, "speedup_prev")));
    assert_int_equal(get(get(r1, "metrics"), "ladder")->valueint, 0);
    assert_int_equal(cJSON_GetArraySize(get(r0, "metrics")), 0);
    /* a figure the row's derived list lacks is null under its /1 name */
    assert_true(cJSON_IsNull(get(r1, "efficiency")));
    const cJSON *launch = get(r1, "launch");
    assert_int_equal(cJSON_GetArraySize(get(launch, "local")), 2);
    assert_float_equal(cJSON_GetArrayItem(get(launch, "local"), 1)->valuedouble, 16.0, 0.0);
    assert_int_equal(get(get(r1, "resources"), "local_bytes")->valueint, 8448);
    cJSON_Delete(doc);

    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, 2);
    const sl_row *b0 = &back.rows[0], *b1 = &back.rows[1];
    assert_float_equal(sl_derived(b0, SL_D_PCT_PEAK), 171.8 / 66908.16, 0.0);
    assert_true(isnan(sl_derived(b0, SL_D_SPEEDUP_FIRST)));
    assert_true(isnan(sl_derived(b0, SL_D_SPEEDUP_PREV)));
    assert_int_equal(b0->resources.registers, -1);
    assert_int_equal(b0->resources.local_bytes, -1);
    assert_float_equal(sl_derived(b1, SL_D_PCT_PEAK), 0.5, 0.0);
    assert_float_equal(sl_derived(b1, SL_D_SPEEDUP_FIRST), 12.5, 0.0);
    assert_true(isnan(sl_derived(b1, SL_D_SPEEDUP_PREV)));
    assert_float_equal(sl_kv_get(&b1->metrics, SL_M_LADDER)->num, 0.0, 0.0);
    assert_float_equal(b1->gflops, 2147.5, 0.0);
    assert_int_equal(b1->dims, 2);
    assert_int_equal(b1->local[1], 16);
    assert_int_equal(b1->global[1], 1024);
    assert_int_equal(b1->resources.registers, 40);
    assert_int_equal(b1->resources.spills, 0);
    assert_int_equal(b1->resources.local_bytes, 8448);
    assert_true(isnan(b1->resources.occupancy));
    sl_results_free(&back);
    free(text);
    sl_results_free(&res);
}

/* ---- table ------------------------------------------------------------------ */

/* The table of res as text (malloc'd). */
static char *table_text(const sl_results *res, size_t first)
{
    sl_profile prof = test_profile();
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    sl_report_table(f, res, first, &prof);
    assert_int_equal(fclose(f), 0);
    assert_non_null(buf);
    return buf;
}

/* Split line (up to its newline) at whitespace into at most max words. */
static int words(const char *line, char w[][32], int max)
{
    int n = 0;
    const char *p = line;
    while (*p && *p != '\n' && n < max) {
        while (*p == ' ')
            ++p;
        if (!*p || *p == '\n')
            break;
        size_t len = strcspn(p, " \n");
        snprintf(w[n++], 32, "%.*s", (int)(len < 31 ? len : 31), p);
        p += len;
    }
    return n;
}


/* ---- spread: how noisy a row's timed runs were --------------------------- */

/* A verified row timed by samples (ns), its stats as the runner computes them. */
static void add_timed(sl_results *res, const char *kernel, const double *ns, size_t n, bool verified)
{
    sl_row r;
    sl_row_init(&r, "bandwidth", kernel);
    assert_int_equal(sl_stats_compute(ns, n, &r.time_ns), 0);
    r.bytes = 1e6;
    r.gbps = r.bytes / r.time_ns.median;
    r.verified = verified;
    if (!verified)
        sl_row_fail(&r, "wrong answer");
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void spread_rows(sl_results *res)
{
    static const double steady[] = { 100000, 100000, 100000, 100000 };
    static const double edge[] = { 90000, 100000, 110000 };     /* stddev 10000: exactly 10%, not over */
    static const double noisy[] = { 80000, 100000, 120000 };    /* stddev 20000: 20% */
    static const double outlier[] = { 100000, 100000, 100000, 100000, 200000 };
    static const double once[] = { 100000 };
    add_timed(res, "steady", steady, 4, true);
    add_timed(res, "edge", edge, 3, true);
    add_timed(res, "noisy", noisy, 3, true);
    add_timed(res, "outlier", outlier, 5, true);
    add_timed(res, "once", once, 1, true);
    add_timed(res, "wrong", noisy, 3, false);
}

static void test_derive_spread(void **state)
{
    (void)state;
    sl_results res = { 0 };
    spread_rows(&res);
    sl_derive(&res, 0, NULL);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_SPREAD), 0.0, 0.0);
    assert_float_equal(sl_derived(&res.rows[0], SL_D_NOISY), 0.0, 0.0);
    assert_float_equal(sl_derived(&res.rows[1], SL_D_SPREAD), 0.10, 1e-15);
    assert_float_equal(sl_derived(&res.rows[1], SL_D_NOISY), 0.0, 0.0);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_SPREAD), 0.20, 1e-15);
    assert_float_equal(sl_derived(&res.rows[2], SL_D_NOISY), 1.0, 0.0);
    /* one run in five twice as slow: mean 120000, stddev sqrt(8e9 / 4) = 44721, median 100000 */
    assert_float_equal(sl_derived(&res.rows[3], SL_D_SPREAD), sqrt(8e9 / 4.0) / 1e5, 1e-12);
    assert_float_equal(sl_derived(&res.rows[3], SL_D_NOISY), 1.0, 0.0);
    /* one run says nothing of its noise; a wrong answer has no figure at all */
    assert_true(isnan(sl_derived(&res.rows[4], SL_D_SPREAD)));
    assert_true(isnan(sl_derived(&res.rows[4], SL_D_NOISY)));
    assert_true(isnan(sl_derived(&res.rows[5], SL_D_SPREAD)));
    assert_true(isnan(sl_derived(&res.rows[5], SL_D_NOISY)));
    sl_results_free(&res);
}


/* The line of the table that starts with kernel. */
static const char *table_line(const char *t, const char *kernel)
{
    size_t n = strlen(kernel);
    for (const char *p = t; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
        if (strncmp(p, kernel, n) == 0 && p[n] == ' ')
            return p;
    return NULL;
}

/* The default table: case, figures, check in 100 columns; a long skip
 * reason wrapped under its case; what % ceil divides by, in the cache or
 * not; a legend naming the columns shown. */
static void test_table_brief(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    sl_row_init(&r, "stride", "read_strided");
    snprintf(r.case_name, sizeof r.case_name, "read_strided:float:s2");
    sl_kv_str(&r.params, "vector", "float");
    sl_kv_num(&r.params, "stride", 2);
    r.gbps = 2000.0;
    r.verified = true;
    sl_kv_num(&r.metrics, SL_M_CEILING_GBPS, 4000.0);
    sl_kv_num(&r.metrics, SL_M_CEILING_BYTES, 8.0 * 1024 * 1024);
    sl_kv_str(&r.metrics, SL_M_CEILING_CASE, "read:float4");
    sl_kv_num(&r.model, "predicted", 0.5);
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "stride", "read_strided");
    snprintf(r.case_name, sizeof r.case_name, "read_strided:float:s64");
    sl_row_skip(&r, "the buffer this stride needs is larger than the device's largest allocation, which is what "
                    "the driver allows one buffer to be; a smaller --size fits");
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_derive(&res, 0, NULL);
    sl_profile prof = test_profile();
    prof.global_cache = 32u << 20;
    char *t = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&t, &len);
    assert_non_null(f);
    sl_report_table_brief(f, &res, 0, &prof, 100);
    assert_int_equal(fclose(f), 0);
    for (const char *line = t; *line;) {
        const size_t n = strcspn(line, "\n");
        assert_true(n <= 100);
        line += n + (line[n] == '\n');
    }
    assert_non_null(strstr(t, "case                         GB/s    % ceil   model  check\n"));
    assert_non_null(strstr(t, "read_strided:float:s2      2000.0      50.0    50.0  PASS\n"));
    assert_non_null(strstr(t, "read_strided:float:s64  SKIP: the buffer this stride needs is larger than"));
    assert_non_null(strstr(t, "\n                        allocation, which is what")); /* under the reason */
    assert_non_null(strstr(t, "% ceil: of 4000.0 GB/s, this device's best streaming read (read:float4 over 8.0 MiB, "
                              "which fits in\n  the 32.0 MiB cache: the cache's speed, not memory's"));
    assert_non_null(strstr(t, "columns: case, the kernel and its variant; GB/s, useful bytes per second; % ceil,"));
    assert_null(strstr(t, "vector=float")); /* params are --wide's */
    free(t);
    sl_results_free(&res);
}

static void test_table_spread(void **state)
{
    (void)state;
    sl_results res = { 0 };
    spread_rows(&res);
    sl_derive(&res, 0, NULL);
    char *t = table_text(&res, 0);
    char w[24][32];
    /* header: spread% right after GB/s */
    int nh = words(t, w, 24);
    int col = -1;
    for (int i = 0; i < nh; ++i)
        if (strcmp(w[i], "spread%") == 0)
            col = i;
    assert_true(col > 0);
    assert_string_equal(w[col - 1], "GB/s");
    const struct { const char *kernel, *want; } cells[] = {
        { "steady", "0.0" }, { "edge", "10.0" }, { "noisy", "20.0!" }, { "outlier", "44.7!" }, { "once", "-" },
    };
    for (size_t i = 0; i < sizeof cells / sizeof cells[0]; ++i) {
        const char *line = table_line(t, cells[i].kernel);
        assert_non_null(line);
        /* counted from the end: params are empty here, so no word */
        int n = words(line, w, 24);
        assert_true(n >= 3);
        assert_string_equal(w[n - 1], "PASS");
        assert_string_equal(w[n - 3], cells[i].want); /* then % best */
    }
    assert_non_null(strstr(t, "!: 2 noisy rows: the timed runs' standard deviation is over 10% of their median"));
    free(t);

    /* no row timed twice: no column, no footnote */
    sl_results one = { 0 };
    static const double once[] = { 100000 };
    add_timed(&one, "once", once, 1, true);
    sl_derive(&one, 0, NULL);
    t = table_text(&one, 0);
    assert_null(strstr(t, "spread%"));
    assert_null(strstr(t, "noisy"));
    free(t);
    sl_results_free(&one);
    sl_results_free(&res);
}

/* Rows lengthened for a coarse timer are told once, with the most runs per
 * sample; none lengthened, no line. */
static void test_table_batched(void **state)
{
    (void)state;
    sl_results res = { 0 };
    static const double t[] = { 3000, 3100, 2900 };
    add_timed(&res, "short", t, 3, true);
    add_timed(&res, "shorter", t, 3, true);
    add_timed(&res, "long", t, 3, true);
    char *text = table_text(&res, 0);
    assert_null(strstr(text, "batches"));
    free(text);
    sl_kv_num(&res.rows[0].metrics, SL_M_BATCH, 17);
    sl_kv_num(&res.rows[1].metrics, SL_M_BATCH, 50);
    text = table_text(&res, 0);
    assert_non_null(strstr(text, "2 rows timed in batches of up to 50 runs back to back: one run was shorter than 50 "
                                 "ticks of its timer"));
    free(text);
    sl_results_free(&res);
}

static void test_json_spread_round_trip(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    spread_rows(&res);
    sl_derive(&res, 0, &prof);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"spread\""));
    assert_non_null(strstr(text, "\"noisy\""));
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, res.n);
    assert_float_equal(sl_derived(&back.rows[2], SL_D_SPREAD), 0.20, 1e-15);
    assert_float_equal(sl_derived(&back.rows[2], SL_D_NOISY), 1.0, 0.0);
    assert_float_equal(sl_derived(&back.rows[1], SL_D_NOISY), 0.0, 0.0);
    assert_true(isnan(sl_derived(&back.rows[4], SL_D_SPREAD)));
    sl_results_free(&back);
    free(text);
    sl_results_free(&res);
}

static void test_table_ladder(void **state)
{
    (void)state;
    sl_results res = { 0 };
    ladder_rows(&res);
    char *t = table_text(&res, 0);

    /* the header names the new columns once each, in order */
    const char *peak = strstr(t, "% peak"), *xf = strstr(t, "x first"), *xp = strstr(t, "x prev");
    const char *regs = strstr(t, "regs"), *spill = strstr(t, "spill"), *lmem = strstr(t, "lmem B");
    const char *nl = strchr(t, '\n');
    assert_non_null(nl);
    assert_true(peak && xf && xp && regs && spill && lmem);
    assert_true(peak < xf && xf < xp && xp < regs && regs < spill && spill < lmem && lmem < nl);
    assert_null(strstr(t, "% ceil"));   /* no row has an efficiency */

    /* kernel params local groups wpg grp/CU median min GB/s GFLOP/s %peak xfirst xprev regs spill lmem %best check */
    static const char *want_naive[] = { "matmul_naive", "n=1024", "256", "4096", "8", "31.0", "12500.0",
                                        "12500.0", "-", "171.8", "0.3", "-", "-", "-", "-", "-", "-",
                                        "PASS" };
    static const char *want_tiled[] = { "matmul_tiled", "n=1024", "256", "4096", "8", "31.0", "1000.0",
                                        "900.0", "-", "2147.5", "50.0", "12.50", "12.50", "40", "0", "8448",
                                        "-", "PASS" };
    char w[24][32];
    const char *line = nl + 1;
    assert_int_equal(words(line, w, 24), 18);
    for (int i = 0; i < 18; ++i)
        assert_string_equal(w[i], want_naive[i]);
    line = strchr(line, '\n') + 1;
    assert_int_equal(words(line, w, 24), 18);
    for (int i = 0; i < 18; ++i)
        assert_string_equal(w[i], want_tiled[i]);
    free(t);

    /* rows without the new figures leave their columns out; three_rows has
     * registers (18) but no local bytes and no spills */
    sl_results bw = { 0 };
    three_rows(&bw);
    t = table_text(&bw, 0);
    assert_null(strstr(t, "% peak"));
    assert_null(strstr(t, "x first"));
    assert_null(strstr(t, "x prev"));
    assert_null(strstr(t, "lmem B"));
    assert_non_null(strstr(t, "regs"));
    /* a 1-D row: local is local[0], groups global[0] / local[0] */
    assert_int_equal(words(strchr(t, '\n') + 1, w, 24), 15);   /* the params are two words */
    assert_string_equal(w[0], "read_sum");
    assert_string_equal(w[3], "256");
    assert_string_equal(w[4], "4096");
    assert_string_equal(w[10], "0.3");  /* spread: 2500.25 ns over a median of 1 ms */
    assert_string_equal(w[11], "18");   /* regs */
    assert_string_equal(w[12], "-");    /* spill unknown */
    assert_string_equal(w[14], "PASS");
    free(t);

    /* a table starting at `first` looks at its own rows only */
    sl_results_free(&res);
    three_rows(&res);
    ladder_rows(&res);
    t = table_text(&res, 3);
    assert_non_null(strstr(t, "% peak"));
    assert_null(strstr(t, "read_sum"));
    free(t);
    t = table_text(&res, 0);
    assert_non_null(strstr(t, "read_sum"));
    free(t);
    sl_results_free(&bw);
    sl_results_free(&res);
}

/* A suite or kernel that simtlab could not have written (a path, a newline,
 * a backquote) is refused by the reader, for compare, plot and roofline
 * alike, with the row and key named and a control character shown as '?'. */
static void test_json_bad_names(void **state)
{
    (void)state;
    static const struct {
        bool kernel;
        const char *name, *shown;
    } bad[] = { { false, "../x", "results[0].suite \"../x\" is not a name simtlab writes" },
                { false, "..", "results[0].suite \"..\"" },
                { true, "read\nsystem", "results[0].kernel \"read?system\"" },
                { true, "a`touch x`", "results[0].kernel \"a`touch x`\"" },
                { true, "", "results[0].kernel \"\"" } };
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_results res = { 0 }, back = { 0 };
        three_rows(&res);
        snprintf(bad[i].kernel ? res.rows[0].kernel : res.rows[0].suite, bad[i].kernel ? 64 : 32, "%s", bad[i].name);
        char *text = sl_report_json_text(&info, &prof, &res);
        assert_non_null(text);
        sl_err e = { 0 };
        assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_E_USAGE);
        if (!strstr(e.msg, bad[i].shown))
            fail_msg("'%s': '%s' not in '%s'", bad[i].name, bad[i].shown, e.msg);
        assert_int_equal(back.n, 0);
        free(text);
        sl_results_free(&res);
        sl_results_free(&back);
    }
    /* the names simtlab writes are read back */
    sl_results res = { 0 }, back = { 0 };
    three_rows(&res);
    snprintf(res.rows[0].kernel, sizeof res.rows[0].kernel, "cosine_pairs_sorted_double_buffered");
    char *text = sl_report_json_text(&info, &prof, &res);
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_string_equal(back.rows[0].kernel, "cosine_pairs_sorted_double_buffered");
    free(text);
    sl_results_free(&res);
    sl_results_free(&back);
}

/* Strings a file holds that are not names (issue 26): a case name must be
 * one, and a device name, a param's key or value with a control character
 * (a newline that forged a row in compare, an escape sequence) is read with
 * it written as \xNN; a document with data after it is refused. */
static void test_json_forged_strings(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 }, back = { 0 };
    three_rows(&res);
    snprintf(res.rows[0].case_name, sizeof res.rows[0].case_name, "read:float\nfake 999.9");
    char *text = sl_report_json_text(&info, &prof, &res);
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "results[0].case_name \"read:float?fake 999.9\" is not a name simtlab writes"));
    assert_int_equal(back.n, 0);
    free(text);
    sl_results_free(&res);
    /* a device and a param with controls: read, escaped */
    three_rows(&res);
    snprintf(prof.name, sizeof prof.name, "GPU\n\033[31mred\302\233x");
    sl_kv_str(&res.rows[0].params, "vector", "f\rloat4");
    text = sl_report_json_text(&info, &prof, &res);
    char name[128];
    assert_int_equal(sl_report_parse_json(text, &back, name, sizeof name, &e), SL_OK);
    assert_string_equal(name, "GPU\\x0A\\x1B[31mred\\x9Bx");
    assert_string_equal(sl_kv_get(&back.rows[0].params, "vector")->str, "f\\x0Dloat4");
    sl_results_free(&back);
    /* trailing data after the document */
    const size_t len = strlen(text);
    char *more = malloc(len + 16);
    assert_non_null(more);
    snprintf(more, len + 16, "%s\n{\"x\":1}", text);
    assert_int_equal(sl_report_parse_json(more, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "trailing data after the JSON document"));
    assert_int_equal(back.n, 0);
    snprintf(more, len + 16, "%s\n \t\n", text); /* whitespace is not data */
    assert_int_equal(sl_report_parse_json(more, &back, NULL, 0, &e), SL_OK);
    free(more);
    free(text);
    sl_results_free(&res);
    sl_results_free(&back);
    /* the escaper alone, cut to fit */
    char out[8];
    assert_int_equal(sl_str_escape_ctrl("a\tb", out, sizeof out), 6);
    assert_string_equal(out, "a\\x09b");
    assert_int_equal(sl_str_escape_ctrl("\n\n\n", out, sizeof out), 4);
    assert_string_equal(out, "\\x0A");
}

static void test_json_bad_schema(void **state)
{
    (void)state;
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json("{\"schema\":\"simtlab-results/9\",\"results\":[]}", &back,
                                          NULL, 0, &e),
                     SL_E_USAGE);
    assert_non_null(strstr(e.msg, "schema"));
    assert_non_null(strstr(e.msg, "simtlab-results/9"));
    assert_non_null(strstr(e.msg, "simtlab-results/2"));   /* what it reads */
    assert_non_null(strstr(e.msg, "simtlab-results/1"));

    e.msg[0] = '\0';
    assert_int_equal(sl_report_parse_json("{\"results\":[]}", &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "schema"));

    e.msg[0] = '\0';
    assert_int_equal(sl_report_parse_json("{\"schema\":1,\"results\":[]}", &back, NULL, 0, &e),
                     SL_E_USAGE);
    assert_non_null(strstr(e.msg, "schema"));

    e.msg[0] = '\0';
    assert_int_equal(sl_report_parse_json("{\"schema\": \"simtlab-results/1\", \"results\": [", &back,
                                          NULL, 0, &e),
                     SL_E_USAGE);
    assert_true(strlen(e.msg) > 0);
    /* a whole file cut short, anywhere */
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    three_rows(&res);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    for (size_t cut = strlen(text) - 1; cut > 0; cut = cut * 2 / 3) {
        char saved = text[cut];
        text[cut] = '\0';
        e.msg[0] = '\0';
        assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_E_USAGE);
        assert_true(strlen(e.msg) > 0);
        text[cut] = saved;
    }
    assert_int_equal(back.n, 0);
    free(text);
    sl_results_free(&res);

    e.msg[0] = '\0';
    assert_int_equal(sl_report_parse_json("not json at all", &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "JSON"));

    e.msg[0] = '\0';
    assert_int_equal(sl_report_parse_json("{\"schema\":\"simtlab-results/1\"}", &back, NULL, 0, &e),
                     SL_E_USAGE);
    assert_non_null(strstr(e.msg, "results"));
    assert_int_equal(back.n, 0);
    sl_results_free(&back);
}

/* The top level is walked key by key and the rows parsed one at a time
 * (a 64 MiB file parsed whole was a 370 MB tree): the same answers as a
 * whole parse, whatever the key order, brackets inside strings, a key
 * twice (the first wins, as cJSON's lookup), and each way of being wrong. */
static void test_json_streamed_top_level(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 }, back = { 0 };
    three_rows(&res);
    snprintf(res.rows[1].reason, sizeof res.rows[1].reason, "a reason with ] and } and \\\" inside");
    sl_row_fail(&res.rows[1], "a reason with ] and } and \" inside [");
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    sl_err e = { 0 };
    char name[128];
    assert_int_equal(sl_report_parse_json(text, &back, name, sizeof name, &e), SL_OK);
    assert_int_equal(back.n, 3);
    assert_string_equal(back.rows[1].reason, res.rows[1].reason);
    sl_results_free(&back);
    /* "results" before "schema" and "device" */
    const char *rows_at = strstr(text, "\"results\"");
    assert_non_null(rows_at);
    const char *arr = strchr(rows_at, '[');
    /* the array's end: the last ']' before the final '}' */
    const char *close = strrchr(text, ']');
    assert_non_null(arr);
    assert_non_null(close);
    const size_t alen = (size_t)(close - arr + 1);
    char *moved = malloc(strlen(text) + 64);
    assert_non_null(moved);
    int w = snprintf(moved, strlen(text) + 64, "{\"results\": %.*s, \"schema\": \"%s\", \"device\": {\"name\": \"X\"}}",
                     (int)alen, arr, SL_SCHEMA);
    assert_true(w > 0);
    assert_int_equal(sl_report_parse_json(moved, &back, name, sizeof name, &e), SL_OK);
    assert_int_equal(back.n, 3);
    assert_string_equal(name, "X");
    sl_results_free(&back);
    /* a second "results" is not read (the first is) */
    snprintf(moved, strlen(text) + 64, "{\"results\": [], \"schema\": \"%s\", \"device\": {\"name\": \"X\"}, \"results\": %.*s}",
             SL_SCHEMA, (int)alen, arr);
    assert_int_equal(sl_report_parse_json(moved, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, 0);
    /* "results" that is not an array, then one that is: no rows array (the first is what counts) */
    snprintf(moved, strlen(text) + 64, "{\"results\": 5, \"schema\": \"%s\", \"device\": {\"name\": \"X\"}, \"results\": %.*s}",
             SL_SCHEMA, (int)alen, arr);
    assert_int_equal(sl_report_parse_json(moved, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "no \"results\" array"));
    free(moved);
    free(text);
    sl_results_free(&res);
    /* broken in each place the walk looks */
    static const char *const bad[] = {
        "{\"schema\" \"simtlab-results/2\"}",                                  /* no colon */
        "{\"schema\": \"simtlab-results/2\" \"results\": []}",                 /* no comma */
        "{\"schema\": \"simtlab-results/2\", \"results\": [}",                 /* bracket mismatch */
        "{\"schema\": \"simtlab-results/2\", \"device\": {\"name\": \"X\"}, \"results\": [{}, ]}", /* empty element */
        "{\"schema\": \"simtlab-results/2\", \"device\": {\"name\": \"X\"}, \"results\": [{} {}]}", /* no comma */
        "{\"schema\": \"simtlab-results/2\", \"results\": [\"]\"",            /* cut inside a string */
        "{schema: 1}",                                                         /* a bare key */
        "{\"schema\": \"simtlab-results/2\",}",                                /* a comma before the end */
        "[1, 2]",                                                               /* not an object */
        "{\"schema\": \"simtlab-results/2\"} x",                               /* trailing data */
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        e.msg[0] = '\0';
        assert_int_equal(sl_report_parse_json(bad[i], &back, NULL, 0, &e), SL_E_USAGE);
        assert_true(strlen(e.msg) > 0);
        assert_int_equal(back.n, 0);
    }
    assert_int_equal(sl_report_parse_json("{\"schema\": \"simtlab-results/2\"} x", &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "trailing data after the JSON document, at byte 32"));
    assert_int_equal(sl_report_parse_json("{} ", &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "unknown results schema '(none)'"));
    sl_results_free(&back);
}

/* A 17th key is never lost quietly: the list counts it, the row names the
 * list, and a file whose row has 17 params is refused. */
static void test_kv_full(void **state)
{
    (void)state;
    sl_row r;
    sl_row_init(&r, "scale", "scale");
    char k[16];
    for (int i = 0; i < SL_KV_MAX; ++i) {
        snprintf(k, sizeof k, "k%d", i);
        sl_kv_num(&r.metrics, k, i);
    }
    assert_null(sl_row_full_list(&r));
    sl_kv_num(&r.metrics, "k0", 99.0); /* an existing key: replaced, nothing dropped */
    assert_null(sl_row_full_list(&r));
    sl_kv_num(&r.metrics, "one_too_many", 1.0);
    assert_int_equal(r.metrics.n, SL_KV_MAX);
    assert_int_equal(r.metrics.dropped, 1);
    assert_string_equal(sl_row_full_list(&r), "metrics");
    /* the reader: 17 params in a row */
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 }, back = { 0 };
    three_rows(&res);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    const char *at = strstr(text, "\"params\":");
    assert_non_null(at);
    const char *brace = strchr(at, '{');
    char extra[400] = "";
    for (int i = 0; i < SL_KV_MAX + 1; ++i) {
        char one[24];
        snprintf(one, sizeof one, "\"p%d\": %d, ", i, i);
        strcat(extra, one);
    }
    const size_t pre = (size_t)(brace + 1 - text);
    char *more = malloc(strlen(text) + sizeof extra);
    assert_non_null(more);
    memcpy(more, text, pre);
    strcpy(more + pre, extra);
    strcat(more, text + pre);
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(more, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "results[0] \"params\" has more than 16 keys"));
    assert_int_equal(back.n, 0);
    free(more);
    free(text);
    sl_results_free(&res);
}

/* three_rows as the writer writes them, patched by `patch` (which may
 * change the document), back as text (malloc'd). */
static char *patched_doc(void (*patch)(cJSON *doc))
{
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    three_rows(&res);
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    cJSON *doc = cJSON_Parse(text);
    assert_non_null(doc);
    patch(doc);
    char *out = cJSON_Print(doc);
    assert_non_null(out);
    cJSON_Delete(doc);
    free(text);
    sl_results_free(&res);
    return out;
}

static cJSON *row_of(cJSON *doc, int i)
{
    return cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "results"), i);
}

static void unverified_ok(cJSON *doc)
{
    cJSON_ReplaceItemInObjectCaseSensitive(row_of(doc, 0), "verified", cJSON_CreateFalse());
    cJSON_ReplaceItemInObjectCaseSensitive(row_of(doc, 2), "status", cJSON_CreateString("weird"));
    cJSON_ReplaceItemInObjectCaseSensitive(row_of(doc, 2), "verified", cJSON_CreateTrue());
}

static void test_json_unverified_ok_is_failed(void **state)
{
    (void)state;
    char *doc = patched_doc(unverified_ok);
    sl_results back = { 0 };
    sl_err e = { 0 };
    char name[8];
    assert_int_equal(sl_report_parse_json(doc, &back, name, sizeof name, &e), SL_OK);
    assert_string_equal(name, "NVIDIA ");   /* cut to fit */
    assert_int_equal(back.n, 3);
    assert_int_equal(back.rows[0].status, SL_ROW_FAILED);
    assert_false(back.rows[0].verified);
    assert_string_equal(back.rows[0].reason, "row is not verified");
    assert_float_equal(back.rows[0].gbps, 4294.967296, 0.0);
    assert_int_equal(back.rows[1].status, SL_ROW_SKIPPED);
    assert_int_equal(back.rows[2].status, SL_ROW_FAILED);   /* unknown status: not ok */
    assert_false(back.rows[2].verified);
    assert_string_equal(back.rows[2].reason, "weird");
    assert_float_equal(back.rows[2].gbps, 123.5, 0.0);
    sl_results_free(&back);
    cJSON_free(doc);
}

static void drop_median(cJSON *doc)
{
    cJSON_DeleteItemFromObjectCaseSensitive(cJSON_GetObjectItemCaseSensitive(row_of(doc, 1), "time_ns"), "median");
}

static void drop_metrics(cJSON *doc)
{
    cJSON_DeleteItemFromObjectCaseSensitive(row_of(doc, 2), "metrics");
}

static void drop_gbps(cJSON *doc)
{
    cJSON_DeleteItemFromObjectCaseSensitive(row_of(doc, 0), "gbps");
}

static void string_bytes(cJSON *doc)
{
    cJSON_ReplaceItemInObjectCaseSensitive(row_of(doc, 0), "bytes", cJSON_CreateString("4 GiB"));
}

static void drop_legacy(cJSON *doc)
{
    /* the /1 names are copies: a /2 reader does without them */
    for (int i = 0; i < 3; ++i)
        for (const sl_derived_figure *f = sl_derived_figures; f->key; ++f)
            if (f->legacy)
                cJSON_DeleteItemFromObjectCaseSensitive(row_of(doc, i), f->legacy);
}

/* A required key missing is refused, naming the key and the row; a
 * refused file adds no rows. null stays "unknown" and is read. */
static void test_json_missing_key(void **state)
{
    (void)state;
    static const struct {
        void (*patch)(cJSON *);
        const char *want[2];
    } cases[] = {
        { drop_median, { "results[1]", "\"time_ns.median\"" } },
        { drop_metrics, { "results[2]", "\"metrics\"" } },
        { drop_gbps, { "results[0]", "\"gbps\"" } },
        { string_bytes, { "results[0]", "\"bytes\" is not a number or null" } },
    };
    sl_results back = { 0 };
    add_row(&back, "already_here", 1.0, true, SL_ROW_OK);
    sl_err e = { 0 };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        char *doc = patched_doc(cases[c].patch);
        e.msg[0] = '\0';
        assert_int_equal(sl_report_parse_json(doc, &back, NULL, 0, &e), SL_E_USAGE);
        assert_non_null(strstr(e.msg, cases[c].want[0]));
        assert_non_null(strstr(e.msg, cases[c].want[1]));
        assert_int_equal(back.n, 1);
        cJSON_free(doc);
    }
    /* "has no" and the schema that requires it */
    char *doc = patched_doc(drop_median);
    assert_int_equal(sl_report_parse_json(doc, &back, NULL, 0, &e), SL_E_USAGE);
    assert_string_equal(e.msg, "results[1] has no \"time_ns.median\" (simtlab-results/2 requires it)");
    cJSON_free(doc);

    doc = patched_doc(drop_legacy);
    assert_int_equal(sl_report_parse_json(doc, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, 4);
    assert_float_equal(sl_derived(&back.rows[1], SL_D_PCT_OF_BEST), 100.0, 0.0);
    assert_true(isnan(back.rows[2].time_ns.median));   /* the skipped row's null */
    cJSON_free(doc);
    sl_results_free(&back);
}

/* A /1 row: the figures were row keys. */
#define V1_ROW(extra)                                                                                   \
    "{\"suite\":\"stride\",\"kernel\":\"read_strided\",\"params\":{\"vector\":\"float\",\"stride\":2},"  \
    "\"launch\":{\"global\":[2048],\"local\":[256],\"simd_width\":32,\"warps_per_group\":8,"            \
    "\"groups_per_cu\":0.06},\"bytes\":1048576,\"flops\":null,\"time_ns\":{\"min\":900,\"median\":1000," \
    "\"mean\":1000,\"max\":1100,\"stddev\":50,\"n\":5},\"gbps\":1048.576,\"gflops\":null,"               \
    "\"pct_of_suite_best\":50,\"verified\":true,\"status\":\"ok\",\"model\":{\"predicted\":0.5},"       \
    "\"resources\":{\"registers\":null,\"spills\":null,\"local_bytes\":null,\"occupancy\":null}" extra "}"
#define V1_DOC(rows) "{\"schema\":\"simtlab-results/1\",\"device\":{\"name\":\"H200\"},\"results\":[" rows "]}"

/* /1 is migrated: its row keys become the derived figures; the figures
 * added during /1's life may be absent; what /1 always had may not. */
static void test_json_v1_migrated(void **state)
{
    (void)state;
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(V1_DOC(V1_ROW("") "," V1_ROW(",\"efficiency\":0.25,\"kernel_file\":null")),
                                          &back, NULL, 0, &e),
                     SL_OK);
    assert_int_equal(back.n, 2);
    const sl_row *r = &back.rows[0];
    assert_int_equal(r->metrics.n, 0);
    assert_int_equal(r->derived.n, 5);
    assert_float_equal(sl_derived(r, SL_D_PCT_OF_BEST), 50.0, 0.0);
    assert_true(isnan(sl_derived(r, SL_D_EFFICIENCY)));
    assert_true(isnan(sl_derived(r, SL_D_SPEEDUP_PREV)));
    assert_float_equal(sl_derived(&back.rows[1], SL_D_EFFICIENCY), 0.25, 0.0);
    assert_float_equal(r->gbps, 1048.576, 0.0);
    assert_float_equal(sl_kv_get(&r->params, "stride")->num, 2.0, 0.0);
    assert_string_equal(r->source_path, "");

    /* written again, it is /2 with the same figures */
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    char *text = sl_report_json_text(&info, &prof, &back);
    assert_non_null(strstr(text, "\"simtlab-results/2\""));
    sl_results again = { 0 };
    assert_int_equal(sl_report_parse_json(text, &again, NULL, 0, &e), SL_OK);
    assert_float_equal(sl_derived(&again.rows[1], SL_D_EFFICIENCY), 0.25, 0.0);
    assert_float_equal(sl_derived(&again.rows[0], SL_D_PCT_OF_BEST), 50.0, 0.0);
    free(text);
    sl_results_free(&again);

    /* pct_of_suite_best was in /1 from the start */
    static const char no_best[] = V1_DOC(
        "{\"suite\":\"s\",\"kernel\":\"k\",\"params\":{},\"launch\":{\"global\":[1],\"local\":[1],"
        "\"simd_width\":32,\"warps_per_group\":1,\"groups_per_cu\":1},\"bytes\":4,\"flops\":null,"
        "\"time_ns\":{\"min\":1,\"median\":1,\"mean\":1,\"max\":1,\"stddev\":0,\"n\":1},\"gbps\":4,"
        "\"gflops\":null,\"verified\":true,\"status\":\"ok\",\"model\":{},\"resources\":{\"registers\":null,"
        "\"spills\":null,\"local_bytes\":null,\"occupancy\":null}}");
    assert_int_equal(sl_report_parse_json(no_best, &back, NULL, 0, &e), SL_E_USAGE);
    assert_string_equal(e.msg, "results[0] has no \"pct_of_suite_best\" (simtlab-results/1 requires it)");
    assert_int_equal(back.n, 2);
    sl_results_free(&back);
}

/* ---- files ------------------------------------------------------------------ */

typedef struct tmp_dir {
    char path[64];
} tmp_dir;

static int dir_setup(void **state)
{
    tmp_dir *t = calloc(1, sizeof *t);
    if (!t)
        return -1;
    snprintf(t->path, sizeof t->path, "/tmp/sl_unit_report_XXXXXX");
    if (!mkdtemp(t->path)) {
        free(t);
        return -1;
    }
    *state = t;
    return 0;
}

static int dir_teardown(void **state)
{
    tmp_dir *t = *state;
    chmod(t->path, 0700);
    DIR *d = opendir(t->path);
    if (d) {
        struct dirent *de;
        char p[512];
        while ((de = readdir(d)) != NULL) {
            if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
                continue;
            snprintf(p, sizeof p, "%s/%s", t->path, de->d_name);
            unlink(p);
        }
        closedir(d);
    }
    rmdir(t->path);
    free(t);
    return 0;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            char *g = realloc(buf, cap + 1);
            if (!g) {
                free(buf);
                buf = NULL;
            }
            buf = g;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

/* Number of entries in dir other than . and .., and whether `only` is one. */
static int dir_entries(const char *dir, const char *only, int *found_only)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    *found_only = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
            continue;
        ++n;
        if (only && strcmp(de->d_name, only) == 0)
            *found_only = 1;
    }
    closedir(d);
    return n;
}

/* Prepare path as an output and write data to it, as the CLI does. */
static int write_path(const char *path, const char *data, size_t len, bool force, sl_err *e)
{
    sl_out o;
    int rc = sl_out_prepare(path, force, &o, e);
    return rc == SL_OK ? sl_out_write(&o, data, len, e) : rc;
}

static void test_write_atomic(void **state)
{
    tmp_dir *t = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/out.txt", t->path);
    sl_err e = { 0 };
    const char data[] = "line one\nline, two\0with a NUL\n";
    assert_int_equal(write_path(path, data, sizeof data - 1, false, &e), SL_OK);
    size_t len = 0;
    char *got = slurp(path, &len);
    assert_non_null(got);
    assert_int_equal(len, sizeof data - 1);
    assert_memory_equal(got, data, sizeof data - 1);
    free(got);
    int found = 0;
    assert_int_equal(dir_entries(t->path, "out.txt", &found), 1);   /* no temp file left */
    assert_true(found);

    /* the mode follows the umask (mkstemp's 0600 is not kept) */
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    mode_t mask = umask(0);
    umask(mask);
    assert_int_equal(st.st_mode & 0777, 0666 & ~mask);

    /* replacing an existing file, shorter this time */
    assert_int_equal(write_path(path, "short", 5, false, &e), SL_OK);
    got = slurp(path, &len);
    assert_non_null(got);
    assert_int_equal(len, 5);
    assert_string_equal(got, "short");
    free(got);
    assert_int_equal(dir_entries(t->path, "out.txt", &found), 1);
    assert_true(found);

    /* an empty file */
    assert_int_equal(write_path(path, "", 0, false, &e), SL_OK);
    got = slurp(path, &len);
    assert_non_null(got);
    assert_int_equal(len, 0);
    free(got);

    sl_out o;
    assert_int_equal(sl_out_prepare(path, false, &o, &e), SL_OK);
    assert_int_equal(o.kind, SL_OUT_FILE);
    assert_int_equal(dir_entries(t->path, "out.txt", &found), 1);   /* the probe is removed */

    assert_int_equal(write_path("", "x", 1, false, &e), SL_E_USAGE);
}

static void test_write_atomic_bad_dir(void **state)
{
    tmp_dir *t = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/no_such_dir/out.json", t->path);
    sl_err e = { 0 };
    assert_int_equal(write_path(path, "x", 1, false, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, path));
    int found = 0;
    assert_int_equal(dir_entries(t->path, NULL, &found), 0);

    /* a read-only directory (root ignores permissions: not checked then) */
    snprintf(path, sizeof path, "%s/out.json", t->path);
    assert_int_equal(write_path(path, "old", 3, false, &e), SL_OK);
    assert_int_equal(chmod(t->path, 0500), 0);
    if (geteuid() != 0) {
        assert_int_equal(write_path(path, "new", 3, false, &e), SL_E_USAGE);
        char *got = slurp(path, NULL);
        assert_non_null(got);
        assert_string_equal(got, "old");   /* the old file is intact */
        free(got);
        assert_int_equal(dir_entries(t->path, "out.json", &found), 1);
    }
    assert_int_equal(chmod(t->path, 0700), 0);
}

static void test_write_read_json_file(void **state)
{
    tmp_dir *t = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/results.json", t->path);
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    sl_results res = { 0 };
    three_rows(&res);
    sl_err e = { 0 };
    sl_out out;
    assert_int_equal(sl_out_prepare(path, false, &out, &e), SL_OK);
    assert_int_equal(sl_report_write_json(&out, &info, &prof, &res, &e), SL_OK);

    /* the file is the text plus a final newline */
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    size_t len = 0;
    char *file = slurp(path, &len);
    assert_non_null(file);
    assert_int_equal(len, strlen(text) + 1);
    assert_memory_equal(file, text, strlen(text));
    assert_int_equal(file[len - 1], '\n');
    free(file);
    free(text);

    sl_results back = { 0 };
    char name[64] = "";
    assert_int_equal(sl_report_read_json(path, &back, name, sizeof name, &e), SL_OK);
    assert_string_equal(name, "NVIDIA H200");
    assert_rows_equal(&res, &back);
    sl_results_free(&back);

    /* a missing file and a wrong schema both name the file */
    char missing[256];
    snprintf(missing, sizeof missing, "%s/missing.json", t->path);
    assert_int_equal(sl_report_read_json(missing, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, missing));

    const char wrong[] = "{\"schema\":\"simtlab-results/9\",\"results\":[]}";
    assert_int_equal(write_path(path, wrong, sizeof wrong - 1, false, &e), SL_OK);
    e.msg[0] = '\0';
    assert_int_equal(sl_report_read_json(path, &back, NULL, 0, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, path));
    assert_non_null(strstr(e.msg, "schema"));
    assert_int_equal(back.n, 0);
    sl_results_free(&res);
}

/* ---- CSV -------------------------------------------------------------------- */

static size_t count_char(const char *s, char c)
{
    size_t n = 0;
    for (; *s; ++s)
        n += *s == c;
    return n;
}

/* Fields of the CSV line starting at s, quotes respected. */
static size_t csv_fields(const char *s)
{
    size_t n = 1;
    int quoted = 0;
    for (; *s && (quoted || *s != '\n'); ++s) {
        if (*s == '"')
            quoted = !quoted;
        else if (*s == ',' && !quoted)
            ++n;
    }
    return n;
}

static void test_csv_text(void **state)
{
    (void)state;
    sl_results res = { 0 };
    three_rows(&res);
    sl_row r;
    sl_row_init(&r, "bandwidth", "quoted");
    sl_row_skip(&r, "too big, and \"odd\"");
    assert_int_equal(sl_results_add(&res, &r), 0);

    char *csv = sl_report_csv_text(&res);
    assert_non_null(csv);
    assert_true(strncmp(csv, "suite,kernel,params", 19) == 0);
    assert_int_equal(count_char(csv, '\n'), 1 + res.n);
    assert_int_equal(csv[strlen(csv) - 1], '\n');

    /* every line has the header's number of fields (quoted commas do not count) */
    const char *line = csv;
    size_t header_fields = csv_fields(line);
    assert_int_equal(header_fields, 31);   /* ... kernel_file, kernel_sha256, metrics, derived */
    assert_non_null(strstr(csv, ",pct_of_suite_best,efficiency,verified,"));
    assert_non_null(strstr(csv, ",pct_peak,speedup_first,speedup_prev,kernel_file,kernel_sha256,metrics,derived\n"));
    for (size_t i = 0; i < res.n; ++i) {
        line = strchr(line, '\n') + 1;
        assert_int_equal(csv_fields(line), header_fields);
    }

    /* row 0 starts with its fields, params unquoted */
    const char *r0 = strchr(csv, '\n') + 1;
    const char *want0 = "bandwidth,read_sum,vector=float4 elem_bytes=16,1048576,256,32,8,4,4294967296,,";
    assert_memory_equal(r0, want0, strlen(want0));
    assert_non_null(strstr(r0, ",true,ok,"));
    /* % best in its fixed column, and in the derived column (unknowns left out) */
    assert_non_null(strstr(r0, ",100,,true,ok,"));
    assert_non_null(strstr(r0, ",,pct_of_best=100 spread=0.00250025 noisy=0\n"));
    assert_non_null(strstr(csv, ",false,skipped,buffer of 4.0 GiB exceeds max allocation,"));
    assert_non_null(strstr(csv, ",false,failed,\"element 17 is 0.5, expected 0.25\","));
    assert_non_null(strstr(csv, ",\"too big, and \"\"odd\"\"\","));
    free(csv);

    sl_results empty = { 0 };
    csv = sl_report_csv_text(&empty);
    assert_non_null(csv);
    assert_int_equal(count_char(csv, '\n'), 1);
    free(csv);
    sl_results_free(&res);
}

static void test_write_csv_file(void **state)
{
    tmp_dir *t = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/results.csv", t->path);
    sl_results res = { 0 };
    three_rows(&res);
    sl_err e = { 0 };
    sl_out out;
    assert_int_equal(sl_out_prepare(path, false, &out, &e), SL_OK);
    assert_int_equal(sl_report_write_csv(&out, &res, &e), SL_OK);
    char *want = sl_report_csv_text(&res);
    char *got = slurp(path, NULL);
    assert_non_null(want);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(want);
    free(got);
    sl_results_free(&res);
}


/* A read-only file is refused unless forced; forced, it keeps its mode. */
static void test_out_read_only(void **state)
{
    tmp_dir *t = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/ro.json", t->path);
    sl_err e = { 0 };
    assert_int_equal(write_path(path, "old", 3, false, &e), SL_OK);
    assert_int_equal(chmod(path, 0444), 0);
    assert_int_equal(write_path(path, "new", 3, false, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "read-only"));
    assert_non_null(strstr(e.msg, "--force"));
    char *got = slurp(path, NULL);
    assert_string_equal(got, "old");
    free(got);
    assert_int_equal(write_path(path, "new", 3, true, &e), SL_OK);
    got = slurp(path, NULL);
    assert_string_equal(got, "new");
    free(got);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0444);
    /* an existing file's own mode is kept too (not the umask's) */
    assert_int_equal(chmod(path, 0640), 0);
    assert_int_equal(write_path(path, "again", 5, false, &e), SL_OK);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0640);
}

/* A symlink stays a link; its target is replaced. A dangling link's target
 * is created. */
static void test_out_symlink(void **state)
{
    tmp_dir *t = *state;
    char target[256], link[256], dangling[256], made[256];
    snprintf(target, sizeof target, "%s/target.json", t->path);
    snprintf(link, sizeof link, "%s/link.json", t->path);
    snprintf(dangling, sizeof dangling, "%s/dangling.json", t->path);
    snprintf(made, sizeof made, "%s/made.json", t->path);
    sl_err e = { 0 };
    assert_int_equal(write_path(target, "old", 3, false, &e), SL_OK);
    assert_int_equal(symlink("target.json", link), 0);   /* relative, as ln -s makes */
    assert_int_equal(write_path(link, "new", 3, false, &e), SL_OK);
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    char *got = slurp(target, NULL);
    assert_string_equal(got, "new");
    free(got);

    assert_int_equal(symlink(made, dangling), 0);
    assert_int_equal(write_path(dangling, "made", 4, false, &e), SL_OK);
    assert_int_equal(lstat(dangling, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    got = slurp(made, NULL);
    assert_string_equal(got, "made");
    free(got);

    /* the link and its target are the same output */
    sl_out a, b;
    assert_int_equal(sl_out_prepare(link, false, &a, &e), SL_OK);
    assert_int_equal(sl_out_prepare(target, false, &b, &e), SL_OK);
    assert_true(sl_out_same(&a, &b));
    assert_int_equal(sl_out_prepare(made, false, &b, &e), SL_OK);
    assert_false(sl_out_same(&a, &b));
}

/* Character devices are written in place; descriptors are written as
 * such; directories are refused. */
static void test_out_kinds(void **state)
{
    tmp_dir *t = *state;
    sl_err e = { 0 };
    sl_out a, b;
    assert_int_equal(sl_out_prepare("/dev/null", false, &a, &e), SL_OK);
    assert_int_equal(a.kind, SL_OUT_NODE);
    assert_int_equal(sl_out_write(&a, "x", 1, &e), SL_OK);
    struct stat st;
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    assert_int_equal(sl_out_prepare("/dev/null", false, &b, &e), SL_OK);
    assert_false(sl_out_same(&a, &b));   /* two writes into /dev/null are harmless */

    assert_int_equal(sl_out_prepare("-", false, &a, &e), SL_OK);
    assert_int_equal(a.kind, SL_OUT_FD);
    assert_int_equal(a.fd, 1);
    assert_true(sl_out_to_stdout(&a));
    assert_int_equal(sl_out_prepare("/dev/stdout", false, &b, &e), SL_OK);
    assert_true(sl_out_same(&a, &b));
    assert_int_equal(sl_out_prepare("/dev/fd/2", false, &b, &e), SL_OK);
    assert_int_equal(b.fd, 2);
    assert_false(sl_out_same(&a, &b));
    assert_int_equal(sl_out_prepare("/dev/fd/987", false, &b, &e), SL_E_USAGE);   /* not open */

    assert_int_equal(sl_out_prepare(t->path, false, &a, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "directory"));

    /* a full device: the write fails with the reason */
    if (access("/dev/full", W_OK) == 0) {
        assert_int_equal(sl_out_prepare("/dev/full", false, &a, &e), SL_OK);
        assert_int_equal(sl_out_write(&a, "x", 1, &e), SL_E_IO);
        assert_non_null(strstr(e.msg, "No space"));
    }
    /* two spellings of one new file are one output */
    char p1[300], p2[300];
    snprintf(p1, sizeof p1, "%s/new.json", t->path);
    snprintf(p2, sizeof p2, "%s/./new.json", t->path);
    assert_int_equal(sl_out_prepare(p1, false, &a, &e), SL_OK);
    assert_int_equal(sl_out_prepare(p2, false, &b, &e), SL_OK);
    assert_true(sl_out_same(&a, &b));
}

static void test_utf8_dup(void **state)
{
    (void)state;
    static const struct { const char *in, *out; } cases[] = {
        { "plain", "plain" },
        { "caf\xc3\xa9", "caf\xc3\xa9" },                         /* valid 2-byte */
        { "\xe2\x82\xac 4-byte \xf0\x9f\x98\x80", "\xe2\x82\xac 4-byte \xf0\x9f\x98\x80" },
        { "bad\xff", "bad\xef\xbf\xbd" },                          /* never a UTF-8 byte */
        { "\xc0\xaf", "\xef\xbf\xbd\xef\xbf\xbd" },                /* overlong '/' */
        { "\xed\xa0\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" }, /* a surrogate */
        { "\xf4\x90\x80\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" }, /* past U+10FFFF */
        { "cut\xe2\x82", "cut\xef\xbf\xbd\xef\xbf\xbd" },          /* truncated at the end */
        { "", "" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        char *got = sl_utf8_dup(cases[i].in);
        assert_non_null(got);
        assert_string_equal(got, cases[i].out);
        free(got);
    }
}

/* A raw byte in argv and in a kernel path still gives a file that parses,
 * and the reader gets the row back with its source. */
static void test_json_non_utf8(void **state)
{
    (void)state;
    sl_profile prof = test_profile();
    sl_run_info info = test_info();
    char *argv[] = { "simtlab", "run", "--kernels", "/tmp/k\xff" };
    info.argc = 4;
    info.argv = argv;
    info.interrupted = SIGINT;
    sl_results res = { 0 };
    three_rows(&res);
    sl_results_set_source(&res, 0, "/tmp/k\xff/bandwidth.cl", "0123456789abcdef");
    char *text = sl_report_json_text(&info, &prof, &res);
    assert_non_null(text);
    cJSON *doc = cJSON_Parse(text);
    assert_non_null(doc);
    const cJSON *run = cJSON_GetObjectItemCaseSensitive(doc, "run");
    const cJSON *a3 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(run, "argv"), 3);
    assert_string_equal(a3->valuestring, "/tmp/k\xef\xbf\xbd");
    assert_true(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(run, "interrupted")));
    assert_string_equal(cJSON_GetObjectItemCaseSensitive(run, "interrupted_by")->valuestring, "SIGINT");
    cJSON_Delete(doc);
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, res.n);
    assert_string_equal(back.rows[0].source_path, "/tmp/k\xef\xbf\xbd/bandwidth.cl");
    assert_string_equal(back.rows[0].source_sha256, "0123456789abcdef");
    free(text);
    sl_results_free(&back);
    sl_results_free(&res);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_basic),
        cmocka_unit_test(test_kv_overwrite),
        cmocka_unit_test(test_kv_capacity),
        cmocka_unit_test(test_kv_format_truncates),
        cmocka_unit_test(test_row_init),
        cmocka_unit_test(test_row_skip_fail),
        cmocka_unit_test(test_results_add_grows),
        cmocka_unit_test(test_results_rank),
        cmocka_unit_test(test_results_rank_no_verified),
        cmocka_unit_test(test_derive_ladder),
        cmocka_unit_test(test_derive_bandwidth_ladder_and_little),
        cmocka_unit_test(test_derive_latency_and_row_peak),
        cmocka_unit_test(test_derive_efficiency),
        cmocka_unit_test(test_json_text_schema),
        cmocka_unit_test(test_json_round_trip),
        cmocka_unit_test(test_json_ladder_fields),
        cmocka_unit_test(test_table_ladder),
        cmocka_unit_test(test_derive_spread),
        cmocka_unit_test(test_table_spread),
        cmocka_unit_test(test_table_brief),
        cmocka_unit_test(test_table_batched),
        cmocka_unit_test(test_json_spread_round_trip),
        cmocka_unit_test(test_json_bad_names),
        cmocka_unit_test(test_json_forged_strings),
        cmocka_unit_test(test_json_bad_schema),
        cmocka_unit_test(test_json_unverified_ok_is_failed),
        cmocka_unit_test(test_json_missing_key),
        cmocka_unit_test(test_json_v1_migrated),
        cmocka_unit_test_setup_teardown(test_write_atomic, dir_setup, dir_teardown),
        cmocka_unit_test_setup_teardown(test_write_atomic_bad_dir, dir_setup, dir_teardown),
        cmocka_unit_test_setup_teardown(test_write_read_json_file, dir_setup, dir_teardown),
        cmocka_unit_test(test_csv_text),
        cmocka_unit_test_setup_teardown(test_write_csv_file, dir_setup, dir_teardown),
        cmocka_unit_test_setup_teardown(test_out_read_only, dir_setup, dir_teardown),
        cmocka_unit_test_setup_teardown(test_out_symlink, dir_setup, dir_teardown),
        cmocka_unit_test_setup_teardown(test_out_kinds, dir_setup, dir_teardown),
        cmocka_unit_test(test_json_streamed_top_level),
        cmocka_unit_test(test_kv_full),
        cmocka_unit_test(test_utf8_dup),
        cmocka_unit_test(test_json_non_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
