/* test_gather.c - every gather kernel on the default device at small and
 * awkward dims, pair counts and launch shapes; the host sort's row; the
 * ladder's rungs, their speedups and the per-lane rungs' sector model; the
 * tolerance shown to catch wrong cosines and NaN; skips for what does not
 * fit. */
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

/* host_sort, then the rungs: per_lane, per_lane_float4, random,
 * sorted_staged, sorted_double_buffered */
#define KERNELS 6
#define R_LANE 1
#define R_LANE4 2
#define R_RANDOM 3
#define R_STAGED 4
#define R_DOUBLE 5
static const char *const rung_names[KERNELS] = {
    "host_sort", "cosine_pairs_per_lane", "cosine_pairs_per_lane_float4", "cosine_pairs_random",
    "cosine_pairs_sorted_staged", "cosine_pairs_sorted_double_buffered"
};
#define CEILING 100.0 /* GB/s of the planted bandwidth row */

static const sl_row *row_of(const sl_results *res, size_t i)
{
    return &res->rows[i + 1]; /* past the planted ceiling */
}

static bool is_per_lane(const sl_row *r)
{
    return strncmp(r->kernel, "cosine_pairs_per_lane", 21) == 0;
}

/* The per-lane rungs' model: lane i at pair i's source row, so at most a
 * sector per lane in a request (rows repeat in a small table), and the
 * predicted fraction over reuse between elem / DRAM fetch unit (every row
 * a unit of its own) and 1, under each geometry. */
static void assert_per_lane_model(const sl_row *r)
{
    const sl_profile *p = &kt_device()->prof;
    const double elem = strcmp(r->kernel, "cosine_pairs_per_lane") == 0 ? 4.0 : 16.0;
    const double reuse = kt_num(&r->model, "reuse");
    const sl_geometry *g[2] = { sl_case_geometry(p), sl_case_other_geometry(p) };
    const char *lanes_key[2] = { "lanes", "other_lanes" }, *sectors_key[2] = { "sectors", "sectors_other" };
    const char *key[2] = { "predicted", "predicted_other" };
    for (int i = 0; i < 2; ++i) {
        const double lanes = kt_num(&r->model, lanes_key[i]), sectors = kt_num(&r->model, sectors_key[i]);
        assert_true(sectors >= 1.0 && sectors <= lanes * ceil(elem / g[i]->sector_bytes));
        const double level = kt_num(&r->model, key[i]) / reuse;
        if (level < elem / g[i]->dram_fetch_bytes - 1e-12 || level > 1.0 + 1e-12)
            fail_msg("%s %s: %g of reuse, outside [%g, 1]", r->kernel, key[i], level, elem / g[i]->dram_fetch_bytes);
    }
}

/* One ladder per dim, rung by rung in row order: x first over the first
 * verified rung of the dim, x prev over the verified rung before it (the
 * first rung has neither). */
static void assert_ladder(const sl_results *res)
{
    const sl_row *first = NULL, *prev = NULL;
    double dim = NAN;
    for (size_t j = 1; j < res->n; ++j) {
        const sl_row *r = &res->rows[j];
        if (strcmp(r->kernel, "host_sort") == 0 || !r->verified) {
            assert_true(isnan(sl_derived(r, SL_D_SPEEDUP_FIRST)));
            continue;
        }
        if (kt_num(&r->params, "dim") != dim) {
            dim = kt_num(&r->params, "dim");
            first = prev = NULL;
        }
        const double x_first = sl_derived(r, SL_D_SPEEDUP_FIRST), x_prev = sl_derived(r, SL_D_SPEEDUP_PREV);
        if (!first) {
            assert_true(isnan(x_first) && isnan(x_prev)); /* the base: nothing before it */
            first = prev = r;
            continue;
        }
        assert_true(fabs(x_first - r->gbps / first->gbps) <= 1e-12 * x_first);
        assert_true(fabs(x_prev - r->gbps / prev->gbps) <= 1e-12 * x_prev);
        prev = r;
    }
}

static void assert_all_verified(const sl_results *res, size_t want)
{
    assert_int_equal(res->n, want + 1);
    assert_ladder(res);
    for (size_t i = 0; i < want; ++i) {
        const sl_row *r = row_of(res, i);
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("%s dim=%g: %s %s", r->kernel, kt_num(&r->params, "dim"), sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->suite, "gather");
        assert_true(r->time_ns.n >= 2 && r->time_ns.median > 0.0);
        if (strcmp(r->kernel, "host_sort") == 0) {
            /* host clock, no figure: the sort moves no device bytes */
            assert_string_equal(sl_kv_get(&r->params, "timer")->str, "host");
            assert_true(isnan(r->gbps) && isnan(sl_derived(r, SL_D_EFFICIENCY)));
            assert_null(sl_kv_get(&r->params, "rung"));
            continue;
        }
        /* the rung: its place in the ladder, its order */
        const double rung = kt_num(&r->params, "rung");
        assert_true(rung >= R_LANE && rung <= R_DOUBLE && strcmp(r->kernel, rung_names[(int)rung]) == 0);
        assert_string_equal(kt_str(&r->params, "order"), rung <= R_RANDOM ? "random" : "sorted");
        if (is_per_lane(r)) {
            /* one work-item per pair, in groups of `local` */
            assert_true(r->global[0] == (size_t)ceil(kt_num(&r->params, "pairs") / (double)r->local[0]) * r->local[0]);
            assert_per_lane_model(r);
        }
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_true(fabs(sl_derived(r, SL_D_EFFICIENCY) - r->gbps / CEILING) < 1e-9 * sl_derived(r, SL_D_EFFICIENCY));
        /* useful bytes: at least the pairs and the cosines, at most every
         * row read twice */
        const double pairs = kt_num(&r->params, "pairs"), dim = kt_num(&r->params, "dim");
        assert_true(r->bytes >= 12.0 * pairs + 4.0 * dim);
        assert_true(r->bytes <= 12.0 * pairs + 2.0 * pairs * 4.0 * dim);
        const sl_kv *reuse = sl_kv_get(&r->model, "reuse");
        assert_non_null(reuse);
        assert_true(reuse->num > 0.0 && reuse->num <= 1.0);
    }
}

static sl_results run_with(uint64_t size, const char *const *keys, const uint64_t *vals, int n, size_t rows)
{
    sl_run_opts o;
    kt_opts(&o, size);
    for (int i = 0; i < n; ++i) {
        o.param_key[i] = keys[i];
        o.param_val[i] = vals[i];
    }
    o.n_params = n;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    char msg[1024];
    int rc = kt_run("gather", &o, &res, msg, sizeof msg);
    if (rc != SL_OK)
        fail_msg("gather at %llu B: %s", (unsigned long long)size, msg);
    assert_all_verified(&res, rows);
    return res;
}

/* The default dims, 256 and 1024, over a small table: 19 and 4 rows. */
static void test_default_dims(void **state)
{
    (void)state;
    sl_results res = run_with(20000, NULL, NULL, 0, 2 * KERNELS);
    assert_true(kt_num(&row_of(&res, 0)->params, "dim") == 256 && kt_num(&row_of(&res, KERNELS)->params, "dim") == 1024);
    for (size_t i = 0; i < 2 * KERNELS; ++i)
        assert_string_equal(row_of(&res, i)->kernel, rung_names[i % KERNELS]);
    /* pairs: 4 per row (16 targets per source, a quarter of the rows as sources) */
    assert_true(kt_num(&row_of(&res, 0)->params, "pairs") == 76 && kt_num(&row_of(&res, KERNELS)->params, "pairs") == 16);
    sl_results_free(&res);
}

/* Dims that are no multiple of any work-group or slice; a work-group that
 * is no multiple of the SIMD width; slices of one lane and of a whole group;
 * a source with many targets. */
static void test_awkward_shapes(void **state)
{
    (void)state;
    static const struct {
        uint64_t dim, pairs, targets, local, slice, gpc, rlocal;
    } cases[] = {
        { 36, 37, 3, 24, 6, 1, 0 },   /* 9 float4 per row, 4 slices of 6; random groups of 4 */
        { 100, 50, 7, 40, 5, 2, 0 },  /* 25 float4, random groups of 12 */
        { 4, 9, 2, 8, 1, 1, 0 },      /* one float4 per row, slices of one lane */
        { 68, 33, 33, 12, 12, 3, 0 }, /* one source, a slice as wide as the group */
        { 52, 20, 4, 16, 4, 1, 13 },  /* a random group of 13 lanes, one float4 each */
        { 52, 20, 4, 16, 4, 1, 99 },  /* more lanes than float4s: 13 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const char *k[] = { "dim", "pairs", "targets", "local", "slice", "groups_per_cu", "random_local" };
        const uint64_t v[] = { cases[i].dim, cases[i].pairs, cases[i].targets, cases[i].local,
                               cases[i].slice, cases[i].gpc, cases[i].rlocal };
        sl_results res = run_with(5000, k, v, cases[i].rlocal ? 7 : 6, KERNELS);
        const sl_row *staged = row_of(&res, R_STAGED);
        assert_string_equal(staged->kernel, "cosine_pairs_sorted_staged");
        assert_true(kt_num(&staged->params, "pairs") == (double)cases[i].pairs);
        assert_true(kt_num(&staged->params, "slice") == (double)cases[i].slice);
        /* one work-group per distinct source */
        assert_true(staged->global[0] / staged->local[0] == (size_t)kt_num(&staged->params, "sources"));
        /* the random kernel: one group per pair, of random_local or dim / 8
         * lanes (at least 1), at most dim / 4 */
        const sl_row *rnd = row_of(&res, R_RANDOM);
        size_t rl = cases[i].rlocal ? cases[i].rlocal : cases[i].dim / 8 ? cases[i].dim / 8 : 1;
        rl = rl < cases[i].dim / 4 ? rl : cases[i].dim / 4;
        assert_true(rnd->local[0] == rl && rnd->global[0] == rl * cases[i].pairs);
        /* the per-lane rungs: one work-item per pair, groups of `local` */
        for (size_t k = R_LANE; k <= R_LANE4; ++k) {
            const sl_row *lane = row_of(&res, k);
            assert_true(lane->local[0] == cases[i].local);
            assert_true(lane->global[0] == (cases[i].pairs + cases[i].local - 1) / cases[i].local * cases[i].local);
        }
        sl_results_free(&res);
    }
}

/* Targets from a hot set of 3 rows: every target row repeats. */
static void test_hot_targets(void **state)
{
    (void)state;
    const char *k[] = { "dim", "pairs", "targets", "target_rows", "local", "slice" };
    const uint64_t v[] = { 36, 40, 4, 3, 16, 4 };
    sl_results res = run_with(5000, k, v, 6, KERNELS);
    for (size_t i = 0; i < KERNELS; ++i)
        assert_true(kt_num(&row_of(&res, i)->params, "target_rows") == 3);
    /* useful bytes: at most the 10 sources' and 3 targets' rows, plus the pairs and cosines */
    for (size_t i = R_LANE; i < KERNELS; ++i)
        assert_true(row_of(&res, i)->bytes == row_of(&res, R_LANE)->bytes);
    assert_true(row_of(&res, R_RANDOM)->bytes <= (10.0 + 3.0) * 36 * 4 + 12.0 * 40);
    sl_results_free(&res);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 20000);
    o.only = "cosine_pairs_sorted";
    o.param_key[0] = "dim";
    o.param_val[0] = 64;
    o.n_params = 1;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 2);
    assert_string_equal(row_of(&res, 0)->kernel, "cosine_pairs_sorted_staged");
    assert_string_equal(row_of(&res, 1)->kernel, "cosine_pairs_sorted_double_buffered");
    sl_results_free(&res);

    /* the per-lane rungs: their ladder starts at the first of them */
    o.only = "cosine_pairs_per_lane";
    res = (sl_results){ 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 2);
    assert_string_equal(row_of(&res, 0)->kernel, "cosine_pairs_per_lane");
    assert_string_equal(row_of(&res, 1)->kernel, "cosine_pairs_per_lane_float4");
    sl_results_free(&res);

    o.only = "host_sort:dim1024";
    o.n_params = 0;
    res = (sl_results){ 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_all_verified(&res, 1);
    assert_true(kt_num(&row_of(&res, 0)->params, "dim") == 1024);
    sl_results_free(&res);
}

static void test_bad_params_are_usage_errors(void **state)
{
    (void)state;
    static const struct {
        const char *key;
        uint64_t val;
    } bad[] = {
        { "dim", 30 }, { "dim", 1u << 20 }, { "targets", 0 }, { "local", 0 },
        { "local", 5000 }, { "pairs", 1u << 30 }, { "groups_per_cu", 0 }, { "random_local", 5000 },
    };
    /* the runner checks each param's range; the suite what ties values
     * together. The read ceiling preset: refusing needs none, and each
     * measured one would be a bandwidth run (seconds under oclgrind). */
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, 20000);
        o.param_key[0] = bad[i].key;
        o.param_val[0] = bad[i].val;
        o.n_params = 1;
        sl_results res = { 0 };
        char msg[1024];
        if (kt_run_preset("gather", &o, &res, msg, sizeof msg) != SL_E_USAGE)
            fail_msg("%s=%llu was accepted", bad[i].key, (unsigned long long)bad[i].val);
        assert_int_equal(res.n, 0);
        assert_non_null(strstr(msg, i == 0 ? "gather: dim 30 is not a multiple of 4" : "out of range for gather"));
    }
    /* a slice that does not divide the work-group */
    sl_run_opts o;
    kt_opts(&o, 20000);
    o.param_key[0] = "local";
    o.param_val[0] = 24;
    o.param_key[1] = "slice";
    o.param_val[1] = 7;
    o.n_params = 2;
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run_preset("gather", &o, &res, msg, sizeof msg), SL_E_USAGE);
    assert_non_null(strstr(msg, "does not divide"));
}

/* A source row that fills half the device's local memory: the staged
 * kernel fits, the double-buffered one (two rows) does not and is skipped
 * with the reason; the random kernel needs no row in local memory. */
static void test_local_memory_too_small_is_skipped(void **state)
{
    (void)state;
    const sl_profile *p = &kt_device()->prof;
    uint64_t dim = p->local_mem / 8 / 4 * 4; /* floats: half the local memory */
    if (dim < 4 || dim > 262144)
        skip();
    const char *k[] = { "dim", "pairs", "targets", "local", "slice" };
    const uint64_t v[] = { dim, 3, 2, 32, 8 };
    sl_run_opts o;
    kt_opts(&o, 2 * dim * 4);
    for (int i = 0; i < 5; ++i) {
        o.param_key[i] = k[i];
        o.param_val[i] = v[i];
    }
    o.n_params = 5;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, KERNELS + 1);
    /* the other rows run, or are skipped for a reason of this device (the
     * random kernel's group of dim/8 lanes can exceed a kernel's limit,
     * and the runner skips a launch the driver refuses) */
    for (size_t i = 0; i < KERNELS - 1; ++i)
        if (!row_of(&res, i)->verified &&
            !(row_of(&res, i)->status == SL_ROW_SKIPPED && strstr(row_of(&res, i)->reason, "driver refuses")))
            fail_msg("%s: %s", row_of(&res, i)->kernel, row_of(&res, i)->reason);
    const sl_row *dbl = row_of(&res, R_DOUBLE);
    assert_string_equal(dbl->kernel, "cosine_pairs_sorted_double_buffered");
    assert_int_equal(dbl->status, SL_ROW_SKIPPED);
    assert_non_null(strstr(dbl->reason, "of local memory per work-group"));
    sl_results_free(&res);
}

static void test_table_smaller_than_a_row_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 2000); /* holds rows of 256 floats, not of 1024 */
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, 2 * KERNELS + 1);
    for (size_t i = 0; i < KERNELS; ++i)
        assert_true(row_of(&res, i)->verified);
    for (size_t i = KERNELS; i < 2 * KERNELS; ++i) {
        assert_int_equal(row_of(&res, i)->status, SL_ROW_SKIPPED);
        assert_non_null(strstr(row_of(&res, i)->reason, "holds no row of 1024 floats"));
    }
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc + 4096);
    sl_results res = { 0 };
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    kt_assert_all(&res, 2 * KERNELS, SL_ROW_SKIPPED, "max allocation");
    sl_results_free(&res);
}

static void run_patched(const char *const *from, const char *const *to, int n, const char *const *want_fail,
                        int n_fail)
{
    const char *dir = kt_patched_kernels("gather.cl", from, to, n);
    assert_non_null(dir);
    /* enough table rows and pairs that every work-group of the persistent
     * double-buffered kernel handles at least two sources (so its prefetch
     * is used) on any CU count: ~2 sources per group expected, drawn from
     * 4x as many rows (--size is the table: rows of 36 floats) */
    const uint64_t cu = kt_device()->prof.compute_units;
    const uint64_t pairs = 3 * (4 * cu + 10) + 1;
    const uint64_t table_bytes = (8 * cu + 20) * 36 * sizeof(float);
    const char *k[] = { "dim", "pairs", "targets", "local", "slice", "groups_per_cu" };
    const uint64_t v[] = { 36, pairs, 3, 24, 6, 1 };
    sl_run_opts o;
    kt_opts(&o, table_bytes > 5000 ? table_bytes : 5000);
    o.kernels.cli = dir;
    for (int i = 0; i < 6; ++i) {
        o.param_key[i] = k[i];
        o.param_val[i] = v[i];
    }
    o.n_params = 6;
    sl_results res = { 0 };
    kt_plant_ceiling(&res, CEILING);
    assert_int_equal(kt_run("gather", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, KERNELS + 1);
    assert_true(row_of(&res, 0)->verified); /* the host sort is not patched */
    for (size_t i = 1; i < KERNELS; ++i) {
        const sl_row *r = row_of(&res, i);
        bool should_fail = false;
        for (int f = 0; f < n_fail; ++f)
            should_fail |= strcmp(r->kernel, want_fail[f]) == 0;
        if (!should_fail) {
            assert_true(r->verified);
            continue;
        }
        assert_int_equal(r->status, SL_ROW_FAILED);
        assert_false(r->verified);
        assert_true(isnan(r->gbps));
        if (!strstr(r->reason, "check failed: ") || !strstr(r->reason, "cosines off by more than"))
            fail_msg("%s: '%s'", r->kernel, r->reason);
    }
    sl_results_free(&res);
}

/* One cosine off by 0.01 in each kernel: far under any cosine's size, far
 * over the tolerance; each row fails alone. */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    {
        const char *from[] = { "out[get_group_id(0)] = rd[0] / sqrt(rs[0] * rt[0]);" };
        const char *to[] = { "out[get_group_id(0)] = rd[0] / sqrt(rs[0] * rt[0]) + "
                             "(get_group_id(0) == 5 ? 0.01f : 0.0f);" };
        const char *fails[] = { "cosine_pairs_random" };
        run_patched(from, to, 1, fails, 1);
    }
    {
        /* one float of each staged source lost */
        const char *from[] = { "        srow[k] = s[k];" };
        const char *to[] = { "        srow[k] = k == 1 ? (float4)(0.0f) : s[k];" };
        const char *fails[] = { "cosine_pairs_sorted_staged" };
        run_patched(from, to, 1, fails, 1);
    }
    {
        /* the prefetched next source: moved, so every source after a group's first is wrong */
        const char *from[] = { "other[lid + p * LOCAL] = pf[p];" };
        const char *to[] = { "other[lid + p * LOCAL] = pf[p] + (float4)(0.25f, 0.0f, 0.0f, 0.0f);" };
        const char *fails[] = { "cosine_pairs_sorted_double_buffered" };
        run_patched(from, to, 1, fails, 1);
    }
    {
        /* the shared per-target code: both sorted kernels fail */
        const char *from[] = { "out[j] = rd[lid] / sqrt(ss * rt[lid]);" };
        const char *to[] = { "out[j] = rd[lid] / sqrt(ss * rt[lid]) + (j == end - 1 ? 0.01f : 0.0f);" };
        const char *fails[] = { "cosine_pairs_sorted_staged", "cosine_pairs_sorted_double_buffered" };
        run_patched(from, to, 1, fails, 2);
    }
}

/* Is r the float4 per-lane rung (spared when the scalar one is patched)? */
static bool is_per_lane_float4(const sl_row *r)
{
    return strcmp(r->kernel, "cosine_pairs_per_lane_float4") == 0;
}

static bool is_per_lane_scalar(const sl_row *r)
{
    return strcmp(r->kernel, "cosine_pairs_per_lane") == 0;
}

/* A planted bug in each per-lane rung fails its check, and only its own:
 * one pair reads the wrong float of its target row (scalar), one pair
 * drops its last float4 (float4). 37 pairs of 36-float rows. */
static void test_per_lane_wrong_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 5000);
    kt_param(&o, "dim", 36);
    kt_param(&o, "pairs", 37);
    kt_param(&o, "targets", 3);
    kt_param(&o, "local", 24);
    o.only = "cosine_pairs_per_lane";
    kt_assert_patched_fails("gather", "gather.cl", "const float a = s[k], b = t[k];",
                            "const float a = s[k], b = t[k == DIM - 1 && i == 3 ? 0 : k];", &o, 2,
                            "cosines off by more than", is_per_lane_float4);
    kt_assert_patched_fails("gather", "gather.cl", "for (uint k = 0; k < DIM4; ++k)",
                            "for (uint k = 0; k < DIM4 - (i == 0 ? 1 : 0); ++k)", &o, 2, "cosines off by more than",
                            is_per_lane_scalar);
}

/* NaN never passes: a negative product under the square root. */
static void test_nan_fails(void **state)
{
    (void)state;
    const char *from[] = { "out[get_group_id(0)] = rd[0] / sqrt(rs[0] * rt[0]);" };
    const char *to[] = { "out[get_group_id(0)] = rd[0] / sqrt(get_group_id(0) == 0 ? -1.0f : rs[0] * rt[0]);" };
    const char *fails[] = { "cosine_pairs_random" };
    run_patched(from, to, 1, fails, 1);
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
static bool is_host_sort(const sl_row *r)
{
    return strcmp(r->kernel, "host_sort") == 0; /* a host step: no device output */
}

static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 20000);
    o.only = "cosine_pairs_per_lane";
    kt_assert_guarded("gather", &o, 1, is_host_sort);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_default_dims),
        cmocka_unit_test(test_awkward_shapes),
        cmocka_unit_test(test_hot_targets),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_bad_params_are_usage_errors),
        cmocka_unit_test(test_local_memory_too_small_is_skipped),
        cmocka_unit_test(test_table_smaller_than_a_row_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_per_lane_wrong_fails),
        cmocka_unit_test(test_nan_fails),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
