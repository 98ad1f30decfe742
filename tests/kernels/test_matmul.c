/* test_matmul.c - every rung of the SGEMM ladder on the default device at
 * awkward shapes (1 x 1 x 1, 67 x 45 x 33, K and N not multiples of any
 * tile, with and without whole float4s), the GPU's tile configuration run
 * here too, the check shown to catch one wrong output, and bad sizes and
 * tiles refused or skipped with the reason. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/clblast.h"
#include "simtlab/matmul.h"
#include "simtlab/parse.h"

#define LADDER 8 /* naive .. warptile */
static const char *const ladder[LADDER] = { "naive",      "coalesced",  "tiled", "tiled_padded",
                                            "regblock1d", "regblock2d", "dbuf",  "warptile" };

static int rung_of(const sl_row *r)
{
    for (int i = 0; i < LADDER; ++i)
        if (strcmp(r->kernel, ladder[i]) == 0)
            return i;
    return -1;
}

/* Under oclgrind every FMA is simulated: one run per case, no CLBlast
 * (its kernels are not ours to check), and the smaller shapes. */
static bool simulated(void)
{
    return strstr(kt_device()->prof.name, "Oclgrind") != NULL;
}

static void mm_opts(sl_run_opts *o)
{
    kt_opts(o, 0);
    if (simulated()) {
        o->timing.reps = 1;
        o->timing.warmup = 0;
        kt_param(o, "clblast", 0);
        if (!(kt_device()->prof.type & CL_DEVICE_TYPE_CPU)) /* GPU tiles (128 x 128) */
            kt_param(o, "wbk", 8); /* in oclgrind's 32 KiB of local memory: two 16-deep tiles are 33 */
    }
}

static size_t peer_rows(const sl_run_opts *o)
{
    for (int i = 0; i < o->n_params; ++i)
        if (strcmp(o->param_key[i], "clblast") == 0)
            return o->param_val[i] ? 1 : 0;
    return 1;
}

static void run_matmul(const char *sizes, sl_run_opts *o, sl_results *res)
{
    o->sizes = sizes;
    char msg[1024];
    if (kt_run("matmul", o, res, msg, sizeof msg) != SL_OK)
        fail_msg("matmul --sizes %s: %s", sizes, msg);
}

/* Every rung verified at each shape, in ladder order, with its figure,
 * error within the bound, speedups against the first rung and the one
 * before; the clblast row verified too, or skipped when not built in. */
static void assert_ladder(const sl_results *res, const sl_mnk *shapes, size_t n_shapes, const sl_run_opts *o)
{
    const size_t per = LADDER + peer_rows(o);
    assert_int_equal(res->n, n_shapes * per);
    for (size_t s = 0; s < n_shapes; ++s) {
        for (int i = 0; i < (int)per; ++i) {
            const sl_row *r = &res->rows[s * per + (size_t)i];
            assert_string_equal(r->suite, "matmul");
            assert_true(kt_num(&r->params, "m") == (double)shapes[s].m);
            assert_true(kt_num(&r->params, "n") == (double)shapes[s].n);
            assert_true(kt_num(&r->params, "k") == (double)shapes[s].k);
            if (i == LADDER) {
                assert_string_equal(r->kernel, "clblast");
                if (!sl_clblast_available()) {
                    assert_int_equal(r->status, SL_ROW_SKIPPED);
                    assert_non_null(strstr(r->reason, "libclblast-dev"));
                    continue;
                }
                if (r->status == SL_ROW_SKIPPED) /* CLBlast refused this device: says so */
                    assert_non_null(strstr(r->reason, "CLBlast"));
                else if (!r->verified)
                    fail_msg("clblast %s", r->reason);
                if (r->verified) { /* the peer: against the first rung only */
                    const double xf = sl_derived(r, SL_D_SPEEDUP_FIRST);
                    assert_true(fabs(xf - r->gflops / res->rows[s * per].gflops) < 1e-9 * xf);
                    assert_true(isnan(sl_derived(r, SL_D_SPEEDUP_PREV)));
                    assert_float_equal(kt_num(&r->metrics, SL_M_LADDER_PEER), 1.0, 0.0);
                }
                continue;
            }
            assert_string_equal(r->kernel, ladder[i]);
            if (r->status != SL_ROW_OK || !r->verified)
                fail_msg("%s %llux%llux%llu: %s %s", r->kernel, (unsigned long long)shapes[s].m,
                         (unsigned long long)shapes[s].n, (unsigned long long)shapes[s].k,
                         sl_row_status_name(r->status), r->reason);
            const double flops = 2.0 * shapes[s].m * shapes[s].n * shapes[s].k;
            assert_true(r->flops == flops);
            assert_true(r->gflops > 0.0 && fabs(r->gflops - flops / r->time_ns.median) < 1e-9 * r->gflops);
            assert_int_equal(r->time_ns.n, o->timing.reps);
            assert_float_equal(kt_num(&r->metrics, SL_M_LADDER), (double)s, 0.0);
            const double err = kt_num(&r->model, "rel_frobenius_error");
            assert_true(err >= 0.0 && err <= sl_mm_frobenius_bound(shapes[s].k));
            assert_int_equal(r->dims, 2);
            /* whole groups (that they cover C, the poisoned output's check shows) */
            assert_true(r->global[0] % r->local[0] == 0 && r->global[1] % r->local[1] == 0);
            if (i == 0) {
                assert_true(isnan(sl_derived(r, SL_D_SPEEDUP_FIRST)) && isnan(sl_derived(r, SL_D_SPEEDUP_PREV)));
            } else {
                const sl_row *first = &res->rows[s * per], *prev = r - 1;
                const double xf = sl_derived(r, SL_D_SPEEDUP_FIRST), xp = sl_derived(r, SL_D_SPEEDUP_PREV);
                assert_true(fabs(xf - r->gflops / first->gflops) < 1e-9 * xf);
                assert_true(fabs(xp - r->gflops / prev->gflops) < 1e-9 * xp);
            }
            /* local memory as the kernel declares it, where the driver tells */
            if (i >= 2 && r->resources.local_bytes >= 0)
                assert_true(r->resources.local_bytes > 0);
        }
    }
}

static void run_and_assert(const char *sizes, sl_run_opts *o)
{
    sl_mnk shapes[SL_MNK_MAX];
    size_t n = 0;
    sl_err e = { 0 };
    assert_int_equal(sl_parse_mnk_list(sizes, shapes, SL_MNK_MAX, &n, &e), SL_OK);
    sl_results res = { 0 };
    run_matmul(sizes, o, &res);
    assert_ladder(&res, shapes, n, o);
    sl_results_free(&res);
}

/* 1x1x1; 67x45x33 (nothing divides); 33x70x37 (K odd: A's scalar path;
 * N = 70: B's and C's); 100x36x44 (float4 paths with a partial K tile and
 * partial row and column blocks); 128^3 (whole tiles everywhere). */
static void test_awkward_shapes(void **state)
{
    (void)state;
    sl_run_opts o;
    mm_opts(&o);
    run_and_assert(simulated() ? "1x1x1,67x45x33,33x70x37,100x36x44" : "1x1x1,67x45x33,33x70x37,100x36x44,128", &o);
}

/* The GPU's configurations here too, so the tiles behind the benchmark's
 * figures are verified in CI: the default (128 x 128 x 8, 8 x 8 per
 * work-item, warptile's K step 16), a K step of 16, and the tuned 128 x
 * 256 x 8 with 8 x 16. Under oclgrind at 9 x (BN + 4) x 12: M a part of
 * a block, N one whole block and a part, K one whole step and a part;
 * each group computes its whole block, so oclgrind's time goes with the
 * groups (two here, where 9 x 260 x 12 would give the 128-wide blocks a
 * third, whole like the first). */
static void test_gpu_tiles(void **state)
{
    (void)state;
    static const uint64_t tiles[][5] = { /* bm, bn, bk, tm, tn */
                                         { 128, 128, 8, 8, 8 },
                                         { 128, 128, 16, 8, 8 },
                                         { 128, 256, 8, 8, 16 } };
    for (size_t t = 0; t < sizeof tiles / sizeof tiles[0]; ++t) {
        sl_run_opts o;
        mm_opts(&o);
        kt_param(&o, "bm", tiles[t][0]);
        kt_param(&o, "bn", tiles[t][1]);
        kt_param(&o, "bk", tiles[t][2]);
        kt_param(&o, "tm", tiles[t][3]);
        kt_param(&o, "tn", tiles[t][4]);
        kt_param(&o, "ts", 16);
        if (!simulated()) /* a GPU's K step, as the suite picks it there: 8 for 128 x 256 under 48 KiB */
            kt_param(&o, "wbk",
                     sl_mm_warptile_k_step((unsigned)tiles[t][0], (unsigned)tiles[t][1], (unsigned)tiles[t][3],
                                           (unsigned)tiles[t][4], 16, kt_device()->prof.local_mem));
        if (simulated() && tiles[t][2] == 16)
            continue; /* oclgrind has 32 KiB of local memory: dbuf would be skipped */
        run_and_assert(simulated() ? (tiles[t][1] == 128 ? "9x132x12" : "9x260x12") : "129x260x67,256", &o);
    }
}

/* NVIDIA's 48 KiB of local memory a work-group, simulated on this device
 * (its profile's limit lowered, so the suite plans as it would there):
 * warptile at 128 x 256 / 8 x 16 asked for a K step of 16 (49664 B) runs
 * at 8, verified at the H200's awkward shape, its tile saying so. Under
 * oclgrind (32 KiB) its own limit and 9 x 260 x 12. */
static void test_warptile_fits_48k(void **state)
{
    (void)state;
    sl_device *dev = kt_device();
    const uint64_t real = dev->prof.local_mem;
    const uint64_t cap = real < 49152 ? real : 49152;
    sl_run_opts o;
    mm_opts(&o);
    kt_param(&o, "bm", 128);
    kt_param(&o, "bn", 256);
    kt_param(&o, "bk", 16); /* a CPU's warptile step defaults to bk: ask for 16, as a GPU does */
    kt_param(&o, "tm", 8);
    kt_param(&o, "tn", 16);
    o.only = "warptile";
    o.sizes = simulated() ? "9x260x12" : "129x260x67";
    sl_results res = { 0 };
    char msg[1024];
    dev->prof.local_mem = cap;
    const int rc = kt_run("matmul", &o, &res, msg, sizeof msg);
    dev->prof.local_mem = real;
    if (rc != SL_OK)
        fail_msg("matmul: %s", msg);
    assert_int_equal(res.n, 1);
    const sl_row *r = &res.rows[0];
    if (!r->verified)
        fail_msg("warptile under %llu B: %s '%s'", (unsigned long long)cap, sl_row_status_name(r->status), r->reason);
    assert_string_equal(kt_str(&r->params, "tile"), "128x256x8/8x16");
    if (r->resources.local_bytes >= 0)
        assert_true((uint64_t)r->resources.local_bytes <= cap);
    sl_results_free(&res);
}

/* A wrong answer in one accumulator row of every work-item (i == 1 of
 * the 8 x 8 block: an eighth of C) is caught when the check samples rows,
 * as it does on big shapes: 64 of 512 rows here, one random row per
 * stratum of 8, each with a 1 in 4 chance to land on a wrong row in half
 * of the strata; all are missed with probability (3/4)^32 = 1e-4. Under
 * oclgrind the blocks are 16 columns wide, as wide as C (8 x 8 per
 * work-item still): 128-wide ones would simulate 8 times the work-items,
 * 7 in 8 of them past C's last column. */
static void test_sampled_check_catches_a_row_class(void **state)
{
    (void)state;
    const char *from = "*(global float4 *)c = (float4)(acc[i][d * 4], acc[i][d * 4 + 1], acc[i][d * 4 + 2],";
    const char *to = "*(global float4 *)c = (i == 1 ? 1.0f : 0.0f) + (float4)(acc[i][d * 4], acc[i][d * 4 + 1], "
                     "acc[i][d * 4 + 2],";
    const char *dir = kt_patched_kernels("matmul.cl", &from, &to, 1);
    assert_non_null(dir);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        sl_run_opts o;
        mm_opts(&o);
        o.seed = seed;
        o.kernels.cli = dir;
        o.only = "dbuf";
        kt_param(&o, "bm", 128);
        kt_param(&o, "tm", 8);
        kt_param(&o, "bk", 8);
        kt_param(&o, "check_rows", 64);
        if (simulated())
            kt_param(&o, "bn", 16);
        sl_results res = { 0 };
        run_matmul(simulated() ? "512x16x8" : "512x64x32", &o, &res);
        assert_int_equal(res.n, 1);
        const sl_row *r = &res.rows[0];
        assert_true(kt_num(&r->params, "checked_rows") == 64);
        if (r->status != SL_ROW_FAILED || r->verified)
            fail_msg("seed %llu: %s '%s', want the planted row class caught", (unsigned long long)seed,
                     sl_row_status_name(r->status), r->reason);
        sl_results_free(&res);
    }
}

/* warptile's own code, each mistake planted alone: its rows fail the
 * check, every other rung (sharing load_tiles and store_tiles) passes. The warp grid transposed, two lanes on one row owner, the last
 * K step dropped (in and after the loop), the next tile stored over the
 * one being read. 67 x 45 x 33 and 100 x 36 x 44: scalar and float4 paths,
 * three K steps or more. */
static void test_warptile_bugs_caught(void **state)
{
    (void)state;
    if (simulated()) { /* the planted bugs index past the local tiles: oclgrind would report the plants */
        print_message("skipped under oclgrind: its pass checks the real kernels (test_awkward_shapes)\n");
        skip();
    }
    static const struct { const char *from, *to; } bugs[] = {
        { "wm = w / (BN / WN), wn = w % (BN / WN);", "wm = w % (BN / WN), wn = w / (BN / WN);" },
        { "ly = lane / LX, lx = lane % LX", "ly = lane % LY, lx = lane % LX" },
        { "for (; t + 1 < steps; ++t) {", "for (; t + 2 < steps; ++t) {" },
        { "    mma_wtile(wm, wn, ly, lx, As[t & 1], Bs[t & 1], acc);\n", "\n" },
        { "store_tiles(lid, WBK, ra, rb, As[cur ^ 1], Bs[cur ^ 1]);",
          "store_tiles(lid, WBK, ra, rb, As[cur], Bs[cur ^ 1]);" },
    };
    for (size_t b = 0; b < sizeof bugs / sizeof bugs[0]; ++b) {
        const char *dir = kt_patched_kernels("matmul.cl", &bugs[b].from, &bugs[b].to, 1);
        assert_non_null(dir);
        sl_run_opts o;
        mm_opts(&o);
        o.kernels.cli = dir;
        o.sizes = "67x45x33,100x36x44";
        sl_results res = { 0 };
        kt_isolated iso; /* the plants index past the tiles: on a GPU that can lose the device */
        kt_run_isolated("matmul", &o, &res, &iso);
        if (!iso.ran) {
            print_message("bug %zu caught: %s\n", b, iso.msg);
            sl_results_free(&res);
            continue;
        }
        if (iso.rc != SL_OK)
            fail_msg("bug %zu: matmul returned %d: %s", b, iso.rc, iso.msg);
        assert_int_equal(res.n, 2 * (LADDER + peer_rows(&o)));
        size_t failed = 0;
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            if (strcmp(r->kernel, "warptile") == 0) {
                failed += r->status == SL_ROW_FAILED && !r->verified && isnan(r->gflops);
            } else if (!r->verified && !(r->status == SL_ROW_SKIPPED && strcmp(r->kernel, "clblast") == 0)) {
                fail_msg("bug %zu spared %s, yet: %s '%s'", b, r->kernel, sl_row_status_name(r->status), r->reason);
            }
        }
        if (failed != 2)
            fail_msg("bug %zu (%s): warptile failed %zu of 2 shapes", b, bugs[b].to, failed);
        sl_results_free(&res);
    }
}

/* A planted crash stays in its child: naive's store moved 2^46 floats
 * (256 TiB) past C, past any mapping, kills the child (PoCL: SIGSEGV) or
 * loses its device (a GPU), and counts as caught, through the shared
 * kt_assert_patched_fails too; then this process's own device, untouched,
 * verifies the same case, and the tests after this one run on it. Not
 * under oclgrind, which would report the store (it is the bounds check
 * there, and its log must stay empty). */
static void test_planted_crash_isolated(void **state)
{
    (void)state;
    if (simulated()) {
        print_message("skipped under oclgrind: it would report the planted store\n");
        skip();
    }
    const char *from = "C[i * N + j] = row_dot_col(N, K, A, B, i, j);"; /* naive's */
    const char *to = "C[i * N + j + ((ulong)1 << 46)] = row_dot_col(N, K, A, B, i, j);";
    const char *dir = kt_patched_kernels("matmul.cl", &from, &to, 1);
    assert_non_null(dir);
    sl_run_opts o;
    mm_opts(&o);
    o.kernels.cli = dir;
    o.only = "naive";
    o.sizes = "67x45x33";
    sl_results res = { 0 };
    kt_isolated iso;
    kt_run_isolated("matmul", &o, &res, &iso);
    if (iso.ran) /* a device that reports the store as a failed row caught it too */
        for (size_t i = 0; i < res.n; ++i)
            if (!kt_failed_by_device(&res.rows[i]))
                fail_msg("the planted crash: %s '%s'", sl_row_status_name(res.rows[i].status), res.rows[i].reason);
    if (!(kt_device()->prof.type & CL_DEVICE_TYPE_CPU) || iso.ran)
        print_message("the planted crash: %s\n", iso.ran ? "rows failed by the device" : iso.msg);
    else /* PoCL runs the kernel in this process's threads: the store is a SIGSEGV */
        assert_non_null(strstr(iso.msg, "died of"));
    sl_results_free(&res);
    kt_assert_patched_fails("matmul", "matmul.cl", from, to, &o, 1, "check failed", NULL);
    /* this process's device: as it was */
    res = (sl_results){ 0 };
    o.kernels.cli = NULL;
    run_matmul("67x45x33", &o, &res);
    assert_int_equal(res.n, 1);
    if (!res.rows[0].verified)
        fail_msg("naive after the crash: %s", res.rows[0].reason);
    sl_results_free(&res);
}

/* Rectangular blocks and per-work-item blocks, on whole blocks and cut
 * ones both ways (64 + 6 rows; 32 + 32 + 26 columns, under oclgrind 32 +
 * 6: one whole block fewer to simulate), N not a multiple of 4. */
static void test_rectangular_tiles(void **state)
{
    (void)state;
    sl_run_opts o;
    mm_opts(&o);
    kt_param(&o, "bm", 64);
    kt_param(&o, "bn", 32);
    kt_param(&o, "tm", 8);
    kt_param(&o, "tn", 4);
    kt_param(&o, "wpt", 4);
    run_and_assert(simulated() ? "70x38x20" : "70x90x20", &o);
}

/* One output of naive off by 1e-3 (C[M-1][0]): its row fails with the
 * place named; every other rung passes. Under oclgrind naive alone
 * (--only): the other rungs run unpatched code, which test_awkward_shapes
 * runs there on this shape. */
static void test_one_wrong_output_fails(void **state)
{
    (void)state;
    const char *from = "C[i * N + j] = row_dot_col(N, K, A, B, i, j);"; /* naive's: the first */
    const char *to = "C[i * N + j] = row_dot_col(N, K, A, B, i, j) + (i == M - 1 && j == 0 ? 1e-3f : 0.0f);";
    const char *dir = kt_patched_kernels("matmul.cl", &from, &to, 1);
    assert_non_null(dir);
    sl_run_opts o;
    mm_opts(&o);
    o.kernels.cli = dir;
    if (simulated())
        o.only = "naive";
    sl_results res = { 0 };
    run_matmul("67x45x33", &o, &res);
    assert_int_equal(res.n, simulated() ? 1 : LADDER + peer_rows(&o));
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        const int rung = rung_of(r);
        if (rung == 0) {
            if (r->status != SL_ROW_FAILED || r->verified || !isnan(r->gflops) || !strstr(r->reason, "C[66][0]"))
                fail_msg("%s: %s '%s', want a failed check at C[66][0]", r->kernel, sl_row_status_name(r->status),
                         r->reason);
        } else if (rung > 0 && !r->verified) {
            fail_msg("%s: %s", r->kernel, r->reason);
        }
    }
    sl_results_free(&res);
}

/* Zero, negative, malformed sizes: the suite refuses them too (the CLI
 * and tests/unit/test_matmul.c check the parser). */
static void test_bad_sizes_refused(void **state)
{
    (void)state;
    static const char *const bad[] = { "0", "-5", "12x0x3", "1x2", "" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, 0);
        o.sizes = bad[i];
        sl_results res = { 0 };
        char msg[512];
        if (kt_run("matmul", &o, &res, msg, sizeof msg) != SL_E_USAGE)
            fail_msg("--sizes '%s' was accepted", bad[i]);
        assert_non_null(strstr(msg, "--sizes"));
        assert_int_equal(res.n, 0);
    }
}

/* A param past its declared range: refused before anything runs (the
 * runner reads the table, for the tests as for the CLI). */
static void test_params_out_of_range_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("matmul");
}

/* Too big for int indices, too big for one allocation: every row skipped
 * with the reason, nothing allocated, and the next size still runs. */
static void test_too_big_is_skipped(void **state)
{
    (void)state;
    const sl_device *dev = kt_device();
    /* a square n past max allocation but within int indices, where there is one */
    const unsigned long long n = (unsigned long long)sqrt((double)dev->prof.max_alloc / 4.0) + 1;
    const bool alloc_case = (n + 512) * (n + 512) <= (unsigned long long)INT_MAX; /* the suite's index margin */
    char sizes[96];
    if (alloc_case)
        snprintf(sizes, sizeof sizes, "1048576x1048576x2,%llux%llux4,9", n, n);
    else
        snprintf(sizes, sizeof sizes, "1048576x1048576x2,9");
    sl_run_opts o;
    mm_opts(&o);
    o.only = "naive";
    sl_results res = { 0 };
    run_matmul(sizes, &o, &res);
    assert_int_equal(res.n, alloc_case ? 3 : 2);
    assert_int_equal(res.rows[0].status, SL_ROW_SKIPPED);
    assert_non_null(strstr(res.rows[0].reason, "2^31"));
    if (alloc_case) {
        assert_int_equal(res.rows[1].status, SL_ROW_SKIPPED);
        assert_non_null(strstr(res.rows[1].reason, "max allocation"));
    }
    assert_true(res.rows[res.n - 1].verified);
    sl_results_free(&res);
}

/* Tiles the device cannot run: skipped with the reason, the rest run. */
static void test_bad_tiles_skipped(void **state)
{
    (void)state;
    const sl_device *dev = kt_device();
    static const struct {
        const char *key[3];
        uint64_t val[3];
        const char *want;
    } cases[] = {
        { { "bm", "tm", "tn" }, { 96, 6, 4 }, "multiple of 4" },
        /* 128 x 128 work-items: more than any device's group */
        { { "bm", "bn", "tm" }, { 512, 512, 4 }, "work-group" },
        /* 514 KiB of tiles (dbuf twice that): past NVIDIA's 48 KiB and PoCL's 512 KiB, with bk in its range */
        { { "bm", "bk", "tm" }, { 512, 128, 16 }, "local memory" },
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
        sl_run_opts o;
        mm_opts(&o);
        for (int i = 0; i < 3; ++i)
            kt_param(&o, cases[c].key[i], cases[c].val[i]);
        if (c == 2) /* a step given is taken as it is; warptile's default would halve until it fits */
            kt_param(&o, "wbk", 128);
        if (c == 2 && (128.0 * (512 + 4) + 128.0 * 512) * 4 <= (double)dev->prof.local_mem)
            continue; /* a device with that much local memory */
        sl_results res = { 0 };
        run_matmul("40x24x16", &o, &res);
        assert_int_equal(res.n, LADDER + peer_rows(&o));
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            const int rung = rung_of(r);
            if (rung >= 5) { /* regblock2d, dbuf, warptile */
                if (r->status != SL_ROW_SKIPPED || !strstr(r->reason, cases[c].want))
                    fail_msg("case %zu %s: %s '%s', want skipped with '%s'", c, r->kernel,
                             sl_row_status_name(r->status), r->reason, cases[c].want);
            } else if (rung >= 0 && !r->verified) {
                fail_msg("case %zu %s: %s", c, r->kernel, r->reason);
            }
        }
        sl_results_free(&res);
    }
    /* tiled at ts = 64: 4096 work-items, past NVIDIA's 1024 (PoCL takes 4096) */
    sl_run_opts o;
    mm_opts(&o);
    kt_param(&o, "ts", 64);
    o.only = "tiled";
    sl_results res = { 0 };
    run_matmul("70", &o, &res);
    assert_int_equal(res.n, 2);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (dev->prof.max_work_group < 4096) {
            if (r->status != SL_ROW_SKIPPED || !strstr(r->reason, "work-group"))
                fail_msg("%s: %s '%s', want skipped for its work-group", r->kernel, sl_row_status_name(r->status),
                         r->reason);
        } else if (!r->verified && !(r->status == SL_ROW_SKIPPED && strstr(r->reason, "work-group"))) {
            fail_msg("%s: %s '%s'", r->kernel, sl_row_status_name(r->status), r->reason);
        }
    }
    sl_results_free(&res);
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    kt_assert_build_fails("matmul", "matmul.cl", "kernel void matmul_naive(", "-DTS=");
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    mm_opts(&o);
    o.sizes = "67x45x33";
    o.only = "naive";
    kt_assert_guarded("matmul", &o, 1, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_bad_sizes_refused),   cmocka_unit_test(test_params_out_of_range_refused),
        cmocka_unit_test(test_awkward_shapes),      cmocka_unit_test(test_gpu_tiles),
        cmocka_unit_test(test_warptile_fits_48k),
        cmocka_unit_test(test_rectangular_tiles),   cmocka_unit_test(test_sampled_check_catches_a_row_class),
        cmocka_unit_test(test_warptile_bugs_caught), cmocka_unit_test(test_planted_crash_isolated),
        cmocka_unit_test(test_one_wrong_output_fails),
        cmocka_unit_test(test_too_big_is_skipped),  cmocka_unit_test(test_bad_tiles_skipped),
        cmocka_unit_test(test_broken_build_reports),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
