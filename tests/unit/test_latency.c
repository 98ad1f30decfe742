/* test_latency.c - the latency suite's pure parts: the chase's cycle is
 * one cycle over every node, the host's walk, plateau detection on synthetic ladders
 * (clean steps, noise, a lone spike, a ramp, too few points), the labels,
 * and the summary printed from planted rows. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/chase.h"
#include "simtlab/derive.h"
#include "simtlab/rng.h"
#include "simtlab/registry.h"

/* Walking succ from node 0 visits every one of the n nodes once and is
 * back at 0 after exactly n steps: one cycle over every element. */
static void assert_one_cycle(const uint32_t *succ, size_t n)
{
    unsigned char *seen = calloc(n, 1);
    assert_non_null(seen);
    uint32_t p = 0;
    for (size_t step = 0; step < n; ++step) {
        assert_true(p < n);
        if (seen[p])
            fail_msg("n %zu: node %u seen twice, after %zu steps (a shorter cycle)", n, p, step);
        seen[p] = 1;
        p = succ[p];
    }
    assert_int_equal(p, 0);
    free(seen);
}

static void test_cycle_is_one_cycle(void **state)
{
    (void)state;
    const size_t sizes[] = { 1, 2, 3, 7, 64, 1000, 4096, 1u << 17 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        uint32_t *succ = malloc(sizes[i] * sizeof *succ);
        assert_non_null(succ);
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            sl_chase_cycle(succ, sizes[i], seed);
            assert_one_cycle(succ, sizes[i]);
            for (size_t j = 0; sizes[i] > 1 && j < sizes[i]; ++j)
                assert_true(succ[j] != j); /* no node its own successor: successive loads 128 B apart or more */
        }
        free(succ);
    }
}

static void test_cycle_is_seeded(void **state)
{
    (void)state;
    uint32_t a[1000], b[1000], c[1000];
    sl_chase_cycle(a, 1000, 42);
    sl_chase_cycle(b, 1000, 42);
    sl_chase_cycle(c, 1000, 43);
    assert_memory_equal(a, b, sizeof a);
    assert_memory_not_equal(a, c, sizeof a);
    /* random, not a stride: successors of neighbours are not neighbours */
    size_t near = 0;
    for (size_t i = 0; i + 1 < 1000; ++i)
        near += (a[i + 1] > a[i] ? a[i + 1] - a[i] : a[i] - a[i + 1]) <= 1;
    assert_true(near < 20);
}

static void test_walk(void **state)
{
    (void)state;
    uint32_t succ[500];
    sl_chase_cycle(succ, 500, 9);
    uint32_t p = 17;
    for (int i = 0; i < 1234; ++i)
        p = succ[p];
    assert_int_equal(sl_chase_walk(succ, 500, 17, 1234), p);
    assert_int_equal(sl_chase_walk(succ, 500, 17, 1234 + 500 * 1000000ull), p);
    assert_int_equal(sl_chase_walk(succ, 500, 17, 500), 17);
    assert_int_equal(sl_chase_walk(succ, 500, 17, 0), 17);
    assert_int_equal(sl_chase_walk(succ, 500, 17, 1), succ[17]);
}

/* ---- plateaus ------------------------------------------------------- */

#define KIB 1024.0
#define MIB (1024.0 * 1024.0)

/* The level of a GPU-like ladder at working set b: L1 20 ns to 192 KiB,
 * L2 130 ns to 20 MiB, far L2 235 ns to 48 MiB, one transition point
 * (64 MiB, part in L2: the levels' geometric middle) and DRAM 420 ns
 * beyond. */
static double gpu_level(double b)
{
    return b <= 192 * KIB ? 20.0 : b <= 20 * MIB ? 130.0 : b <= 48 * MIB ? 235.0 : b <= 64 * MIB ? 314.0 : 420.0;
}

/* 4 KiB .. 1 GiB in steps of sqrt 2, as the suite runs it: 37 points. */
static size_t ladder(double *x, double *y, double (*level)(double), double noise)
{
    size_t n = 0;
    uint64_t st = 7;
    for (unsigned k = 0; k <= 36; ++k, ++n) {
        x[n] = llround(4.0 * pow(2.0, k / 2.0)) * KIB;
        const double r = (double)(sl_rng_next(&st) >> 11) * 0x1p-53; /* [0, 1) */
        y[n] = level(x[n]) * (1.0 + noise * (2.0 * r - 1.0));
    }
    return n;
}

/* The points of x[0..n) whose level is v. */
static size_t count_level(const double *x, size_t n, double (*level)(double), double v, double *lo, double *hi)
{
    size_t c = 0;
    for (size_t i = 0; i < n; ++i)
        if (level(x[i]) == v) {
            if (c++ == 0)
                *lo = x[i];
            *hi = x[i];
        }
    return c;
}

/* Plateau j of p spans exactly the points of level v, median near v. */
static void assert_plateau(const sl_plateau *p, const double *x, size_t n, double (*level)(double), double v,
                           double tol)
{
    double lo = 0, hi = 0;
    const size_t c = count_level(x, n, level, v, &lo, &hi);
    if (p->lo != lo || p->hi != hi || p->points != c || fabs(p->median - v) > tol * v)
        fail_msg("level %g: plateau %g..%g (%zu points, median %g), want %g..%g (%zu points)", v, p->lo, p->hi,
                 p->points, p->median, lo, hi, c);
}

static void test_plateaus_clean_steps(void **state)
{
    (void)state;
    double x[40], y[40], cyc[40];
    const size_t n = ladder(x, y, gpu_level, 0.0);
    for (size_t i = 0; i < n; ++i)
        cyc[i] = y[i] * 1.98;
    sl_plateau p[8];
    const size_t k = sl_plateaus(x, y, cyc, n, SL_PLATEAU_TOL, p, 8);
    assert_int_equal(k, 4);
    const double levels[4] = { 20.0, 130.0, 235.0, 420.0 };
    for (size_t j = 0; j < 4; ++j) {
        assert_plateau(&p[j], x, n, gpu_level, levels[j], 0.0);
        assert_true(p[j].aux_median == levels[j] * 1.98);
        assert_true(p[j].min == levels[j] && p[j].max == levels[j]);
    }
    /* the capacity edges: the last set on each plateau */
    assert_true(p[0].hi == 181 * KIB && p[1].hi == 16 * MIB && p[2].lo == 23170 * KIB && p[2].hi == 46341 * KIB &&
                p[3].lo == 92682 * KIB && p[3].hi == 1024 * MIB);
    /* the 64 MiB point lies between L2 and DRAM: on neither */
    assert_int_equal(p[0].points + p[1].points + p[2].points + p[3].points, n - 1);
    sl_plateau_label(p, k, x[n - 1], true, true, 60 * MIB);
    assert_string_equal(p[0].label, "L1");
    assert_string_equal(p[1].label, "L2");
    assert_string_equal(p[2].label, "L2 (far)");
    assert_string_equal(p[3].label, "DRAM");
    /* room for two: the first two */
    assert_int_equal(sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 2), 2);
    assert_true(p[1].median == 130.0 && isnan(p[1].aux_median));
}

static void test_plateaus_noise(void **state)
{
    (void)state;
    double x[40], y[40];
    /* +-5% on every point: the transition point, 1.34x from the levels
     * on either side, stays more than 20% from both */
    const size_t n = ladder(x, y, gpu_level, 0.05);
    sl_plateau p[8];
    assert_int_equal(sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8), 4);
    const double levels[4] = { 20.0, 130.0, 235.0, 420.0 };
    for (size_t j = 0; j < 4; ++j)
        assert_plateau(&p[j], x, n, gpu_level, levels[j], 0.05);
}

/* One point far off inside the L2 plateau: it joins no plateau, and the
 * L2 plateau is still one, with one point fewer. */
static void test_plateaus_single_spike(void **state)
{
    (void)state;
    double x[40], y[40];
    const size_t n = ladder(x, y, gpu_level, 0.0);
    size_t spike = 0;
    while (x[spike] != 2048 * KIB)
        ++spike;
    y[spike] = 3.0 * 130.0;
    sl_plateau p[8];
    assert_int_equal(sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8), 4);
    double lo = 0, hi = 0;
    assert_true(p[1].lo == 256 * KIB && p[1].hi == 16 * MIB && p[1].median == 130.0);
    assert_int_equal(p[1].points, count_level(x, n, gpu_level, 130.0, &lo, &hi) - 1);
    /* a dip is as lone: the same */
    y[spike] = 130.0 / 3.0;
    assert_int_equal(sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8), 4);
    assert_true(p[1].lo == 256 * KIB && p[1].hi == 16 * MIB && p[1].median == 130.0);
    /* a spike on the first point of a level: the level starts after it */
    y[spike] = 130.0;
    y[0] = 60.0;
    assert_int_equal(sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8), 4);
    assert_true(p[0].lo == x[1] && p[0].median == 20.0);
}

/* Every step 1.5x the last: no two neighbours within 20%, no plateau. */
static void test_plateaus_ramp(void **state)
{
    (void)state;
    double x[30], y[30];
    for (size_t i = 0; i < 30; ++i) {
        x[i] = 4096.0 * pow(2.0, i / 2.0);
        y[i] = 10.0 * pow(1.5, (double)i);
    }
    sl_plateau p[8];
    assert_int_equal(sl_plateaus(x, y, NULL, 30, SL_PLATEAU_TOL, p, 8), 0);
    /* a ramp down as well */
    for (size_t i = 0; i < 30; ++i)
        y[i] = 1e6 / pow(1.5, (double)i);
    assert_int_equal(sl_plateaus(x, y, NULL, 30, SL_PLATEAU_TOL, p, 8), 0);
}

static void test_plateaus_too_few_points(void **state)
{
    (void)state;
    double x[2] = { 4096, 8192 }, y[2] = { 5.0, 5.1 };
    sl_plateau p[4];
    assert_int_equal(sl_plateaus(x, y, NULL, 0, SL_PLATEAU_TOL, p, 4), 0);
    assert_int_equal(sl_plateaus(x, y, NULL, 1, SL_PLATEAU_TOL, p, 4), 0);
    assert_int_equal(sl_plateaus(x, y, NULL, 2, SL_PLATEAU_TOL, p, 0), 0);
    assert_int_equal(sl_plateaus(x, y, NULL, 2, SL_PLATEAU_TOL, p, 4), 1);
    assert_true(p[0].lo == 4096 && p[0].hi == 8192 && p[0].points == 2 && fabs(p[0].median - 5.05) < 1e-12);
    /* a figure that is not a number ends a run and joins none */
    double x4[4] = { 1, 2, 3, 4 }, y4[4] = { 5.0, NAN, 5.0, -1.0 };
    assert_int_equal(sl_plateaus(x4, y4, NULL, 4, SL_PLATEAU_TOL, p, 4), 0);
}

/* A CPU: L1 1.5 ns to 32 KiB, L2 4.5 ns to 1 MiB, L3 15 ns to 16 MiB,
 * DRAM 100 ns from 32 MiB, one transition point between each. */
static double cpu_level(double b)
{
    return b <= 32 * KIB ? 1.5 : b <= 45 * KIB ? 3.0 : b <= 1 * MIB ? 4.5 : b <= 1.5 * MIB ? 9.0 : b <= 16 * MIB ? 15.0
         : b <= 24 * MIB ? 50.0 : 100.0;
}

static void test_labels_cpu(void **state)
{
    (void)state;
    double x[40], y[40];
    const size_t n = ladder(x, y, cpu_level, 0.05);
    sl_plateau p[8];
    size_t k = sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8);
    assert_int_equal(k, 4);
    assert_plateau(&p[2], x, n, cpu_level, 15.0, 0.05);
    sl_plateau_label(p, k, x[n - 1], false, false, 32 * MIB);
    assert_string_equal(p[0].label, "L1");
    assert_string_equal(p[1].label, "L2");
    assert_string_equal(p[2].label, "L3");
    assert_string_equal(p[3].label, "DRAM");
    /* no cache size known: the last level is DRAM only by its place */
    sl_plateau_label(p, k, x[n - 1], false, false, 0.0);
    assert_string_equal(p[3].label, "DRAM?");
    /* a ladder that stops inside L3 (--quick): no DRAM, the last plateau is L3 */
    size_t m = 0;
    while (x[m] <= 16 * MIB)
        ++m;
    k = sl_plateaus(x, y, NULL, m, SL_PLATEAU_TOL, p, 8);
    assert_int_equal(k, 3);
    sl_plateau_label(p, k, x[m - 1], false, false, 32 * MIB);
    assert_string_equal(p[2].label, "L3");
    /* a GPU that is not NVIDIA names a third cache level L3 (MI300X's Infinity Cache) */
    const size_t g = sl_plateaus(x, y, NULL, n, SL_PLATEAU_TOL, p, 8);
    sl_plateau_label(p, g, x[n - 1], true, false, 32 * MIB);
    assert_string_equal(p[2].label, "L3");
    sl_plateau_label(p, 1, x[n - 1], false, false, 0.0); /* one plateau, size unknown: a cache */
    assert_string_equal(p[0].label, "L1");
}

/* A level whose latency drifts up 8% a step (DRAM as TLB misses grow):
 * its runs break as the median drifts, with no step between them; one
 * plateau, its least and greatest figure kept. */
static void test_plateaus_slope(void **state)
{
    (void)state;
    double x[20], y[20];
    for (size_t i = 0; i < 20; ++i) {
        x[i] = 4096.0 * pow(2.0, i / 2.0);
        y[i] = i < 6 ? 10.0 : 100.0 * pow(1.08, (double)(i - 6));
    }
    sl_plateau p[8];
    assert_int_equal(sl_plateaus(x, y, NULL, 20, SL_PLATEAU_TOL, p, 8), 2);
    assert_true(p[0].min == 10.0 && p[0].max == 10.0 && p[0].points == 6);
    assert_true(p[1].first == 6 && p[1].last == 19 && p[1].points == 14);
    assert_true(p[1].min == 100.0 && fabs(p[1].max - 100.0 * pow(1.08, 13)) < 1e-9);
    /* a step of 30% in the middle of the slope is a step: two plateaus */
    for (size_t i = 13; i < 20; ++i)
        y[i] *= 1.3 * 1.3;
    assert_int_equal(sl_plateaus(x, y, NULL, 20, SL_PLATEAU_TOL, p, 8), 3);
    assert_true(p[1].last == 12 && p[2].first == 13);
}

/* Past the caches a CPU's DRAM latency steps up again (page walks): both
 * plateaus are DRAM, and a fourth plateau below a last-level cache size
 * that is too large (a VM's CPUID) is DRAM by its place, flagged. */
static void test_labels_two_dram_plateaus(void **state)
{
    (void)state;
    sl_plateau p[5];
    memset(p, 0, sizeof p);
    const double lo[5] = { 4 * KIB, 64 * KIB, 2 * MIB, 12 * MIB, 128 * MIB };
    const double hi[5] = { 45 * KIB, 512 * KIB, 6 * MIB, 90 * MIB, 1024 * MIB };
    for (size_t j = 0; j < 5; ++j) {
        p[j].lo = lo[j];
        p[j].hi = hi[j];
    }
    sl_plateau_label(p, 5, 1024 * MIB, false, false, 8 * MIB);
    const char *want[5] = { "L1", "L2", "L3", "DRAM", "DRAM" };
    for (size_t j = 0; j < 5; ++j)
        assert_string_equal(p[j].label, want[j]);
    sl_plateau_label(p, 5, 1024 * MIB, false, false, 508 * MIB);
    const char *want_vm[5] = { "L1", "L2", "L3", "DRAM?", "DRAM" };
    for (size_t j = 0; j < 5; ++j)
        assert_string_equal(p[j].label, want_vm[j]);
    sl_plateau_label(p, 5, 1024 * MIB, false, false, 0.0);
    const char *want_unknown[5] = { "L1", "L2", "L3", "DRAM?", "DRAM?" };
    for (size_t j = 0; j < 5; ++j)
        assert_string_equal(p[j].label, want_unknown[j]);
    /* an H200: the far L2 is a cache, the two plateaus past 60 MiB DRAM */
    const double glo[5] = { 4 * KIB, 256 * KIB, 23 * MIB, 90 * MIB, 512 * MIB };
    const double ghi[5] = { 181 * KIB, 16 * MIB, 45 * MIB, 362 * MIB, 1024 * MIB };
    for (size_t j = 0; j < 5; ++j) {
        p[j].lo = glo[j];
        p[j].hi = ghi[j];
    }
    sl_plateau_label(p, 5, 1024 * MIB, true, true, 60 * MIB);
    const char *want_gpu[5] = { "L1", "L2", "L2 (far)", "DRAM", "DRAM" };
    for (size_t j = 0; j < 5; ++j)
        assert_string_equal(p[j].label, want_gpu[j]);
}

/* ---- the summary ---------------------------------------------------- */

static void add_chase(sl_results *res, const char *kernel, double bytes, double ns, double mhz, const char *src)
{
    sl_row r;
    sl_row_init(&r, "latency", kernel);
    r.verified = true;
    sl_kv_num(&r.params, "working_set_bytes", bytes);
    sl_kv_num(&r.metrics, SL_M_CLOCK_MHZ, mhz);
    sl_kv_str(&r.metrics, "clock_source", src);
    sl_kv_num(&r.derived, SL_D_NS_PER_LOAD, ns);
    sl_kv_num(&r.derived, SL_D_CYCLES_PER_LOAD, ns * mhz / 1000.0);
    assert_int_equal(sl_results_add(res, &r), 0);
}

static void add_little(sl_results *res, double warps, double ns, double n_float4)
{
    sl_row r;
    sl_row_init(&r, "occupancy", "simple");
    r.verified = true;
    snprintf(r.case_name, sizeof r.case_name, "simple:w%g", warps);
    sl_kv_num(&r.params, "warps_per_cu", warps);
    sl_kv_num(&r.params, "n", n_float4);
    sl_kv_num(&r.derived, SL_D_LITTLE_NS, ns);
    assert_int_equal(sl_results_add(res, &r), 0);
}

static char *summary(const sl_results *res, size_t first, const sl_profile *p)
{
    const sl_suite *s = sl_suite_find("latency");
    assert_non_null(s);
    assert_non_null(s->summarize);
    sl_str out = { 0 };
    sl_suite_summarize(s, res, first, p, &out);
    assert_false(out.oom);
    return out.s; /* the caller frees it */
}

static void assert_has(const char *text, const char *want)
{
    if (!strstr(text, want))
        fail_msg("the summary lacks '%s':\n%s", want, text);
}

static void test_summary_gpu(void **state)
{
    (void)state;
    sl_profile p;
    memset(&p, 0, sizeof p);
    snprintf(p.name, sizeof p.name, "NVIDIA H200");
    snprintf(p.arch, sizeof p.arch, "sm_90");
    p.vendor = SL_VENDOR_NVIDIA;
    p.type = CL_DEVICE_TYPE_GPU;
    p.clock_mhz = 1980;
    sl_results res = { 0 };
    add_little(&res, 8, 410.0, 32.0 * 1024 * 1024); /* the occupancy suite ran first, on 512 MiB */
    add_little(&res, 1, 392.0, 32.0 * 1024 * 1024);
    const size_t first = res.n;
    double x[40], y[40];
    const size_t n = ladder(x, y, gpu_level, 0.0);
    for (size_t i = 0; i < n; ++i)
        add_chase(&res, "chase", x[i], y[i], 1980.0, "measured");
    add_chase(&res, "chase_local", 16384, 15.0, 1980.0, "measured");
    char *text = summary(&res, first, &p);
    assert_has(text, "L1        4.0 KiB .. 181.0 KiB");
    assert_has(text, "H100 SXM 38 (mt4g) 1.04x"); /* 20 ns x 1.98 = 39.6 cycles */
    assert_has(text, "GH200 510-520 (gpu-benches)");
    assert_has(text, "L2 (far)");
    assert_has(text, "DRAM      90.5 MiB .. 1.0 GiB");
    assert_has(text, "local     16.0 KiB local memory");
    assert_has(text, "H100 SXM 30 (mt4g) 0.99x");
    assert_has(text, "1 working set on no plateau");
    assert_has(text, "60.0 MiB, the L2 of spec sheet h200");
    assert_has(text, "clock: measured 1980 MHz (median of 38 rows");
    assert_has(text, "DRAM: 420 ns by the chase; 392 ns by Little's law in occupancy simple:w1 (1 warp per CU)");
    assert_true(strstr(text, "fits in the") == NULL);
    free(text);
    /* occupancy run with --quick: 1 MiB, in the L2, said so */
    sl_kv_num(&res.rows[1].params, "n", 65536);
    text = summary(&res, first, &p);
    assert_has(text, "occupancy's buffer, 1.0 MiB, fits in the 60.0 MiB cache");
    free(text);
    /* the same rows, the occupancy suite's not before them (first = 0) */
    text = summary(&res, 0, &p);
    assert_has(text, "run 'simtlab run occupancy latency'");
    free(text);
    sl_results_free(&res);
}

static void test_summary_cpu(void **state)
{
    (void)state;
    sl_profile p;
    memset(&p, 0, sizeof p);
    snprintf(p.name, sizeof p.name, "pthread-some-cpu");
    p.vendor = SL_VENDOR_POCL;
    p.type = CL_DEVICE_TYPE_CPU;
    p.clock_mhz = 2000;
    sl_results res = { 0 };
    double x[40], y[40];
    const size_t n = ladder(x, y, cpu_level, 0.0);
    for (size_t i = 0; i < n; ++i)
        add_chase(&res, "chase", x[i], y[i], 2000.0, "reported max clock");
    char *text = summary(&res, 0, &p);
    assert_has(text, "L1        4.0 KiB .. 32.0 KiB");
    assert_has(text, "L3        2.0 MiB .. 16.0 MiB");
    assert_has(text, "clock: cycles are at the reported max clock, 2000 MHz");
    assert_has(text, "not the turbo");
    assert_true(strstr(text, "mt4g") == NULL); /* no published figures for a CPU */
    free(text);
    /* too few rows: said so, no table rows */
    sl_results one = { 0 };
    add_chase(&one, "chase", 4096, 1.5, 2000.0, "reported max clock");
    text = summary(&one, 0, &p);
    assert_has(text, "none: 1 verified chase rows");
    free(text);
    sl_results_free(&one);
    sl_results_free(&res);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cycle_is_one_cycle),
        cmocka_unit_test(test_cycle_is_seeded),
        cmocka_unit_test(test_walk),
        cmocka_unit_test(test_plateaus_clean_steps),
        cmocka_unit_test(test_plateaus_noise),
        cmocka_unit_test(test_plateaus_single_spike),
        cmocka_unit_test(test_plateaus_ramp),
        cmocka_unit_test(test_plateaus_too_few_points),
        cmocka_unit_test(test_plateaus_slope),
        cmocka_unit_test(test_labels_cpu),
        cmocka_unit_test(test_labels_two_dram_plateaus),
        cmocka_unit_test(test_summary_gpu),
        cmocka_unit_test(test_summary_cpu),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
