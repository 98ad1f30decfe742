/* test_roofline.c - the roofline sweep on the default device: every row
 * verified against the closed form of its FMA chain, at both mappings and
 * an odd size (the grid-stride tail); FLOPs and bytes as the kernel does
 * them; only rows past every ridge measure the peak, and a FLOP suite run
 * after the sweep takes that peak; a chain one FMA short, or a tail left
 * out, caught; params refused. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/derive.h"
#include "simtlab/device.h"
#include "simtlab/registry.h"

/* float4s: two rounds of 3 per work-item of one group of 256 per compute
 * unit, and 7 more, so both the unrolled rounds and the grid-stride tail run */
static double odd_n(void)
{
    const unsigned cus = kt_device()->prof.compute_units;
    return (double)(cus ? cus : 1) * 256.0 * 3.0 * 2.0 + 7.0;
}

/* One launch a case under oclgrind (kt_opts_sim). */
static void opts(sl_run_opts *o, unsigned max_fmas, unsigned blocked)
{
    kt_opts_sim(o, (uint64_t)odd_n() * 16u);
    o->quick = true; /* the short sweep: 0, 2, 8, 32, 128, 256 */
    kt_param(o, "max_fmas", max_fmas);
    kt_param(o, "inflight", 3);
    kt_param(o, "groups_per_cu", 1);
    if (blocked)
        kt_param(o, "blocked", blocked);
}

/* The rows the quick sweep plans up to max_fmas with a read ceiling of
 * `ceiling` GB/s: its steps, then, when none is at twice this device's
 * ridge (the spec peak over the ceiling), the full sweep's first step that
 * is, if it has one (docs/suite-roofline.md). An H200 with KT_CEILING has
 * a ridge of 67 FLOP/B: 512 FMAs past 256; PoCL's every step is past its. */
static size_t planned(unsigned max_fmas, double ceiling, unsigned *fmas)
{
    static const unsigned quick[] = { 0, 2, 8, 32, 128, 256, 512, 1024 };
    static const unsigned full_tail[] = { 192, 256, 512, 1024 }; /* the full sweep past 128 */
    const double twice_ridge = 2.0 * sl_dev_fp32_peak_gflops(&kt_device()->prof, NULL) / ceiling;
    size_t n = 0;
    for (size_t i = 0; i < sizeof quick / sizeof quick[0] && quick[i] <= max_fmas; ++i)
        fmas[n++] = quick[i];
    if ((2.0 * fmas[n - 1] + 1.0) / 4.0 >= twice_ridge)
        return n;
    for (size_t i = 0; i < sizeof full_tail / sizeof full_tail[0]; ++i)
        if (full_tail[i] > fmas[n - 1] && (2.0 * full_tail[i] + 1.0) / 4.0 >= twice_ridge) {
            fmas[n++] = full_tail[i];
            break;
        }
    return n;
}

static void test_sweep_verified(void **state)
{
    (void)state;
    for (unsigned blocked = 1; blocked <= 2; ++blocked) {
        sl_run_opts o;
        opts(&o, 256, blocked);
        sl_results res = { 0 };
        kt_run_ok("roofline", &o, &res);
        unsigned fmas[8];
        const size_t want = planned(256, KT_CEILING, fmas);
        assert_int_equal(res.n, want);
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            if (r->status != SL_ROW_OK || !r->verified)
                fail_msg("%s (blocked=%u) %s: %s", r->case_name, blocked, sl_row_status_name(r->status), r->reason);
            assert_int_equal(kt_num(&r->params, "fmas"), fmas[i]);
            assert_string_equal(kt_str(&r->params, "mapping"), blocked == 2 ? "group-blocked" : "blocked");
            /* every float read: 2 FLOPs per FMA and the sum's add */
            assert_true(r->flops == odd_n() * 4.0 * (2.0 * fmas[i] + 1.0));
            assert_true(r->bytes == odd_n() * 16.0 + (double)r->global[0] * 4.0);
            assert_true(r->gflops > 0.0 && isfinite(r->gflops));
            /* only rows at twice this device's ridge or more (the spec peak over
             * the ceiling, here the preset one) are a measurement of the peak */
            const sl_kv *cand = sl_kv_get(&r->metrics, SL_M_PEAK_CANDIDATE);
            const double ridge = sl_dev_fp32_peak_gflops(&kt_device()->prof, NULL) / KT_CEILING;
            if ((2.0 * fmas[i] + 1.0) / 4.0 >= 2.0 * ridge)
                assert_true(cand && cand->num == 1.0);
            else
                assert_null(cand);
            /* the sweep's own rows are measured against the spec sheet */
            const sl_kv *src = sl_kv_get(&r->metrics, SL_M_PEAK_SOURCE);
            if (src)
                assert_int_equal(strncmp(src->str, "spec", 4), 0);
        }
        assert_string_equal(res.rows[5].case_name, "fma_sweep:256");
        /* the last row measures the peak on every device */
        assert_non_null(sl_kv_get(&res.rows[res.n - 1].metrics, SL_M_PEAK_CANDIDATE));
        sl_results_free(&res);
    }
}

/* The rows that measure the peak follow this device's ridge, not a fixed
 * intensity: with a read ceiling a thousand times lower the ridge is a
 * thousand times higher and no row of the sweep is past it; with a ceiling
 * of 1 PB/s every row is. */
static void test_peak_rows_follow_the_ridge(void **state)
{
    (void)state;
    const double spec = sl_dev_fp32_peak_gflops(&kt_device()->prof, NULL);
    assert_true(spec > 0.0);
    /* twice the ridge at 2000 FLOP/B (past the sweep's last step, 512.25:
     * no row), at 100 (past 0..32: the sweep goes on to 256 FMAs, 128.25
     * FLOP/B, and only that row counts), at 0.0007 or so (every row) */
    const double ceilings[] = { spec / 1000.0, 2.0 * spec / 100.0, 1e6 };
    static const unsigned want_last[] = { 32, 256, 32 };
    for (int k = 0; k < 3; ++k) {
        sl_run_opts o;
        opts(&o, 32, 0); /* 0, 2, 8, 32: short, as the kernel tests under oclgrind need */
        sl_results res = { 0 };
        sl_ctx ctx = { .dev = kt_device(), .opts = &o, .results = &res, .read_ceiling = ceilings[k] };
        sl_err e = { 0 };
        assert_int_equal(sl_suite_run(&ctx, sl_suite_find("roofline"), &e), SL_OK);
        assert_int_equal(res.n, k == 1 ? 5 : 4);
        assert_int_equal(kt_num(&res.rows[res.n - 1].params, "fmas"), want_last[k]);
        for (size_t i = 0; i < res.n; ++i) {
            assert_true(res.rows[i].verified);
            const bool cand = sl_kv_get(&res.rows[i].metrics, SL_M_PEAK_CANDIDATE) != NULL;
            assert_int_equal(cand, k == 2 || (k == 1 && i == res.n - 1));
        }
        sl_err_clear(&e);
        sl_results_free(&res);
    }
}

/* matmul after the sweep, in the same results: its pct_peak divides by the
 * sweep's best row past the ridge, and its rows say so. max_fmas 128 is
 * short of twice an H200's ridge at KT_CEILING (134 FLOP/B): the sweep
 * goes on to a row that is, so every device has a measured peak. */
static void test_measured_peak_feeds_later_rows(void **state)
{
    (void)state;
    sl_run_opts o;
    opts(&o, 128, 0);
    sl_results res = { 0 };
    kt_run_ok("roofline", &o, &res);
    double best = 0.0;
    for (size_t i = 0; i < res.n; ++i)
        if (sl_kv_get(&res.rows[i].metrics, SL_M_PEAK_CANDIDATE) && res.rows[i].gflops > best)
            best = res.rows[i].gflops;
    assert_true(best > 0.0);
    const size_t first = res.n;
    sl_run_opts m;
    kt_opts(&m, 0);
    m.sizes = "64";
    m.only = "naive";
    kt_run_ok("matmul", &m, &res);
    assert_true(res.n > first);
    const sl_row *r = &res.rows[first];
    assert_true(r->verified);
    assert_string_equal(kt_str(&r->metrics, SL_M_PEAK_SOURCE), "measured: roofline fma_sweep");
    assert_float_equal(kt_num(&r->metrics, SL_M_PEAK_GFLOPS), best, 0.0);
    assert_float_equal(sl_derived(r, SL_D_PCT_PEAK), r->gflops / best, 1e-12);
    sl_results_free(&res);
}

/* One FMA short on every chain of the rounds: the rows with 2 and 256 FMAs
 * (--only matches both) fail; the tail's chains are still whole. */
static void test_short_chain_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    opts(&o, 256, 0);
    o.only = "fma_sweep:2";
    kt_assert_patched_fails("roofline", "roofline.cl", "for (int f_ = 0; f_ < FMAS; ++f_)",
                            "for (int f_ = 1; f_ < FMAS; ++f_)", &o, 2, "check failed", NULL);
}

/* The tail (fewer than a round of float4s) left out: every row fails. */
static void test_lost_tail_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    opts(&o, 256, 0);
    unsigned fmas[8];
    kt_assert_patched_fails("roofline", "roofline.cl", "acc[0] += t;", "(void)t;", &o, planned(256, KT_CEILING, fmas),
                            "check failed", NULL);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("roofline");
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    opts(&o, 256, 0);
    o.only = "fma_sweep:2";
    kt_assert_guarded("roofline", &o, 1, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_sweep_verified),
        cmocka_unit_test(test_peak_rows_follow_the_ridge),
        cmocka_unit_test(test_measured_peak_feeds_later_rows),
        cmocka_unit_test(test_short_chain_fails),
        cmocka_unit_test(test_lost_tail_fails),
        cmocka_unit_test(test_params_refused),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
