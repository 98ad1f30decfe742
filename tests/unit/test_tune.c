/* test_tune.c - `simtlab tune` without a device: the search's order and
 * budget rule (tunespace.h), --budget's parser, every suite's declared
 * space, a tuned param's precedence (sl_ctx_param), the tuning file's
 * path, reading, merging and refusals (tuning.h), the search's log, and a
 * row naming its tuning file through the results JSON. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "simtlab/parse.h"
#include "simtlab/registry.h"
#include "simtlab/report.h"
#include "simtlab/suite.h"
#include "simtlab/tunespace.h"
#include "simtlab/tuning.h"

/* ---- --budget ------------------------------------------------------------ */

static void test_parse_duration(void **state)
{
    (void)state;
    sl_err e = { 0 };
    double s = 0.0;
    static const struct { const char *text; double s; } ok[] = {
        { "600", 600.0 }, { "600s", 600.0 }, { "10m", 600.0 }, { "1.5h", 5400.0 }, { "0.5", 0.5 }, { "90s", 90.0 },
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; ++i) {
        assert_int_equal(sl_parse_duration(ok[i].text, "--budget", &s, &e), SL_OK);
        assert_float_equal(s, ok[i].s, 1e-9);
    }
    static const char *const bad[] = { "", "0", "0s", "-5", "abc", "10x", "10mm", "1e3", "0x10", "inf", "nan",
                                       " 5", "5 ", "m", ".", "1..2", "+5", "200h" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        s = -1.0;
        assert_int_equal(sl_parse_duration(bad[i], "--budget", &s, &e), SL_E_USAGE);
        assert_float_equal(s, -1.0, 0.0); /* untouched */
        assert_non_null(strstr(e.msg, "--budget"));
    }
    assert_int_equal(sl_parse_duration(NULL, "--budget", &s, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "600, 600s, 10m, 1.5h"));
    assert_int_equal(sl_parse_duration("200h", "--budget", &s, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "longer than a week"));
}

/* ---- the search's order --------------------------------------------------- */

static const sl_tune_axis axes_ab[] = { { "a", { 1, 2, 3 } }, { "b", { 10, 20, 30 } }, { NULL, { 0 } } };

/* A made-up landscape over axes_ab: the best is (3, 10). */
static double landscape(const sl_tune_point *p)
{
    static const double f[3][3] = { { 1.0, 4.0, 0.5 }, { 2.0, 5.0, 0.5 }, { 7.0, 6.0, 3.0 } };
    return f[p->v[0] - 1][p->v[1] / 10 - 1];
}

static void test_search_order(void **state)
{
    (void)state;
    sl_tune_search s;
    const sl_tune_point base = { { 2, 20 } };
    assert_int_equal(sl_tune_search_begin(&s, axes_ab, &base, landscape(&base)), 0);
    assert_int_equal(sl_tune_total(&s), 9);
    /* descent: a from (2,20); the best moves to (3,20); b from there, the
     * best moves to (3,10); a second pass moves nothing; the grid's two
     * left, both two axes from (3,10), lower index first */
    static const struct { uint64_t a, b; sl_tune_phase ph; } want[] = {
        { 1, 20, SL_TUNE_DESCENT }, { 3, 20, SL_TUNE_DESCENT }, { 3, 10, SL_TUNE_DESCENT },
        { 3, 30, SL_TUNE_DESCENT }, { 1, 10, SL_TUNE_DESCENT }, { 2, 10, SL_TUNE_DESCENT },
        { 1, 30, SL_TUNE_GRID },    { 2, 30, SL_TUNE_GRID },
    };
    sl_tune_point p;
    sl_tune_phase ph;
    for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i) {
        assert_true(sl_tune_next(&s, &p, &ph));
        assert_int_equal(p.v[0], want[i].a);
        assert_int_equal(p.v[1], want[i].b);
        assert_int_equal(ph, want[i].ph);
        sl_tune_record(&s, landscape(&p));
    }
    assert_false(sl_tune_next(&s, &p, &ph)); /* every point once */
    double best = 0.0;
    assert_true(sl_tune_best(&s, &p, &best));
    assert_int_equal(p.v[0], 3);
    assert_int_equal(p.v[1], 10);
    assert_float_equal(best, 7.0, 0.0);
    assert_string_equal(sl_tune_point_format(axes_ab, 2, &p, (char[32]){ 0 }, 32), "a=3 b=10");
    sl_tune_search_free(&s);
}

/* A point that did not pass never becomes the best, nor moves the descent. */
static void test_search_failures(void **state)
{
    (void)state;
    sl_tune_search s;
    const sl_tune_point base = { { 1, 10 } };
    assert_int_equal(sl_tune_search_begin(&s, axes_ab, &base, NAN), 0); /* the defaults failed */
    assert_false(sl_tune_best(&s, NULL, NULL));
    sl_tune_point p;
    size_t n = 0, seen[3][3] = { { 0 } };
    seen[0][0] = 1;
    while (sl_tune_next(&s, &p, NULL)) {
        ++n;
        seen[p.v[0] - 1][p.v[1] / 10 - 1]++;
        /* only (2, 30) passes, with the lowest figure there is */
        sl_tune_record(&s, p.v[0] == 2 && p.v[1] == 30 ? 0.25 : NAN);
    }
    assert_int_equal(n, 8);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            assert_int_equal(seen[i][j], 1);
    double best = 0.0;
    assert_true(sl_tune_best(&s, &p, &best));
    assert_int_equal(p.v[0], 2);
    assert_int_equal(p.v[1], 30);
    assert_float_equal(best, 0.25, 0.0);
    sl_tune_search_free(&s);
}

/* Defaults off the grid: tried first, counted once more, never again. */
static void test_search_off_grid(void **state)
{
    (void)state;
    static const sl_tune_axis axes[] = { { "a", { 1, 2 } }, { "b", { 10 } }, { NULL, { 0 } } };
    sl_tune_search s;
    const sl_tune_point base = { { 5, 10 } };
    assert_int_equal(sl_tune_search_begin(&s, axes, &base, 1.0), 0);
    assert_int_equal(sl_tune_total(&s), 3);
    assert_int_equal(sl_tune_grid_index(&s, &base), -1);
    sl_tune_point p;
    assert_true(sl_tune_next(&s, &p, NULL));
    assert_int_equal(p.v[0], 1);
    sl_tune_record(&s, 2.0); /* better: the next axis starts from a=1 */
    assert_true(sl_tune_next(&s, &p, NULL));
    assert_int_equal(p.v[0], 2);
    sl_tune_record(&s, 1.5); /* worse than a=1: the best stays */
    assert_false(sl_tune_next(&s, &p, NULL));
    assert_true(sl_tune_best(&s, &p, NULL));
    assert_int_equal(p.v[0], 1);
    sl_tune_search_free(&s);
}

static void test_space_check(void **state)
{
    (void)state;
    char why[96];
    size_t grid = 0;
    assert_int_equal(sl_tune_space_check(axes_ab, &grid, why, sizeof why), 2);
    assert_int_equal(grid, 9);
    static const sl_tune_axis none[] = { { NULL, { 0 } } };
    assert_int_equal(sl_tune_space_check(none, &grid, why, sizeof why), 0);
    assert_string_equal(why, "no axis");
    static const sl_tune_axis empty[] = { { "a", { 0 } }, { NULL, { 0 } } };
    assert_int_equal(sl_tune_space_check(empty, &grid, why, sizeof why), 0);
    assert_string_equal(why, "axis a has no value");
    static const sl_tune_axis twice[] = { { "a", { 4, 8, 4 } }, { NULL, { 0 } } };
    assert_int_equal(sl_tune_space_check(twice, &grid, why, sizeof why), 0);
    assert_string_equal(why, "axis a lists 4 twice");
    static const sl_tune_axis key2[] = { { "a", { 1 } }, { "a", { 2 } }, { NULL, { 0 } } };
    assert_int_equal(sl_tune_space_check(key2, &grid, why, sizeof why), 0);
    assert_string_equal(why, "axis a is declared twice");
    static const sl_tune_axis big[] = {
        { "a", { 1, 2, 3, 4, 5, 6, 7, 8 } }, { "b", { 1, 2, 3, 4, 5, 6, 7, 8 } }, { "c", { 1, 2, 3, 4, 5, 6, 7, 8 } },
        { "d", { 1, 2, 3, 4, 5, 6, 7, 8 } }, { "e", { 1, 2, 3, 4, 5, 6, 7, 8 } }, { "f", { 1, 2, 3, 4, 5, 6, 7, 8 } },
        { NULL, { 0 } },
    };
    assert_int_equal(sl_tune_space_check(big, &grid, why, sizeof why), 0);
    assert_string_equal(why, "more than 65536 points");
}

/* Every suite's declared space is one tune can search: its axes are its
 * params, every value in range, its metric a row figure. */
static void test_suites_spaces(void **state)
{
    (void)state;
    size_t tunable = 0;
    for (const sl_suite *const *s = sl_suite_all(); *s; ++s) {
        const sl_suite_tune *t = (*s)->tune;
        if (!t)
            continue;
        ++tunable;
        char why[96] = "";
        size_t grid = 0;
        const size_t n = sl_tune_space_check(t->axes, &grid, why, sizeof why);
        if (n == 0)
            fail_msg("%s: %s", (*s)->name, why);
        assert_true(strcmp(t->metric, "gflops") == 0 || strcmp(t->metric, "gbps") == 0);
        assert_true(t->rung && *t->rung && !strchr(t->rung, ':'));
        for (size_t a = 0; a < n; ++a) {
            const sl_suite_param *p = sl_suite_param_of(*s, t->axes[a].key);
            if (!p)
                fail_msg("%s: axis %s is not a param", (*s)->name, t->axes[a].key);
            for (size_t v = 0; v < sl_tune_axis_values(&t->axes[a]); ++v)
                if (p->max && (t->axes[a].values[v] < p->min || t->axes[a].values[v] > p->max))
                    fail_msg("%s: %s=%llu is out of %llu..%llu", (*s)->name, p->key,
                             (unsigned long long)t->axes[a].values[v], (unsigned long long)p->min,
                             (unsigned long long)p->max);
        }
    }
    assert_true(tunable >= 2); /* matmul and transpose */
    assert_non_null(sl_suite_find("matmul")->tune);
    assert_string_equal(sl_suite_find("matmul")->tune->rung, "warptile");
    assert_string_equal(sl_suite_find("transpose")->tune->rung, "tiled_v4");
    assert_non_null(sl_suite_find("transpose")->tune);
    assert_null(sl_suite_find("bandwidth")->tune);
}

static void test_may_start(void **state)
{
    (void)state;
    assert_true(sl_tune_may_start(0.0, 10.0, NULL, 0));
    assert_true(sl_tune_may_start(9.9, 10.0, NULL, 0));   /* nothing ran yet: any time left will do */
    assert_false(sl_tune_may_start(10.0, 10.0, NULL, 0)); /* none left */
    const double slow[] = { 1.0, 3.0, 5.0 }, fast[] = { 1.0, 5.0, 1.0 }, even[] = { 2.0, 4.0 };
    assert_false(sl_tune_may_start(8.0, 10.0, slow, 3)); /* median 3 s does not fit 2 */
    assert_true(sl_tune_may_start(7.0, 10.0, slow, 3));  /* it fits 3 */
    assert_true(sl_tune_may_start(8.0, 10.0, fast, 3));  /* one slow candidate does not stop it */
    assert_true(sl_tune_may_start(7.0, 10.0, even, 2));  /* median 3 */
    assert_false(sl_tune_may_start(7.5, 10.0, even, 2));
}

/* ---- a tuned param's value -------------------------------------------------- */

static void test_ctx_param(void **state)
{
    (void)state;
    sl_run_opts o = { 0 };
    o.param_key[0] = "bm";
    o.param_val[0] = 32;
    o.n_params = 1;
    sl_tuning_entry t = { .path = "x.json" };
    sl_kv_num(&t.params, "bm", 256);
    sl_kv_num(&t.params, "bn", 128);
    sl_kvlist resolved = { 0 };
    sl_ctx ctx = { .opts = &o, .resolved = &resolved };
    /* no tuning file: --param, else the default */
    assert_int_equal(sl_ctx_param(&ctx, "bm", 64), 32);
    assert_int_equal(sl_ctx_param(&ctx, "bn", 64), 64);
    assert_false(ctx.tuned_used);
    /* with one: --param still wins, the file beats the default */
    ctx.tuned = &t;
    assert_int_equal(sl_ctx_param(&ctx, "bm", 64), 32);
    assert_false(ctx.tuned_used);
    assert_int_equal(sl_ctx_param(&ctx, "bn", 64), 128);
    assert_true(ctx.tuned_used);
    assert_int_equal(sl_ctx_param(&ctx, "bk", 8), 8);
    /* what tune's baseline reads back */
    assert_float_equal(sl_kv_number(&resolved, "bm"), 32, 0);
    assert_float_equal(sl_kv_number(&resolved, "bn"), 128, 0);
    assert_float_equal(sl_kv_number(&resolved, "bk"), 8, 0);
    assert_int_equal(resolved.n, 3);
}

/* ---- the tuning file ------------------------------------------------------- */

static void test_tuning_name(void **state)
{
    (void)state;
    char n[96];
    sl_tuning_name("NVIDIA H100 80GB HBM3", n, sizeof n);
    assert_string_equal(n, "NVIDIA_H100_80GB_HBM3");
    sl_tuning_name("pthread-skylake-avx512-AMD EPYC", n, sizeof n);
    assert_string_equal(n, "pthread-skylake-avx512-AMD_EPYC");
    sl_tuning_name(" 3.1+debian ", n, sizeof n);
    assert_string_equal(n, "3.1_debian");
    sl_tuning_name("gfx90a:sramecc+:xnack-", n, sizeof n);
    assert_string_equal(n, "gfx90a_sramecc_xnack-");
    sl_tuning_name("..", n, sizeof n); /* never a step up the tree */
    assert_string_equal(n, "_.");
    sl_tuning_name("../../etc", n, sizeof n);
    assert_null(strchr(n, '/'));
    assert_true(n[0] != '.');
    sl_tuning_name("", n, sizeof n);
    assert_string_equal(n, "unknown");
    sl_tuning_name("\x01\x02", n, sizeof n);
    assert_string_equal(n, "unknown");
    char small[6];
    sl_tuning_name("abcdefgh", small, sizeof small);
    assert_string_equal(small, "abcde");
}

static sl_profile fake_device(const char *driver)
{
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.vendor = SL_VENDOR_POCL;
    snprintf(p.name, sizeof p.name, "cpu haswell/x");
    snprintf(p.driver, sizeof p.driver, "%s", driver);
    snprintf(p.platform, sizeof p.platform, "Portable Computing Language");
    snprintf(p.vendor_str, sizeof p.vendor_str, "GenuineIntel");
    p.simd_width = 8;
    return p;
}

static const sl_tune_axis axes_mm[] = { { "bm", { 64, 128 } }, { "bk", { 8, 16 } }, { NULL, { 0 } } };

/* A search of two candidates, the second the winner. */
static void fake_log(sl_tune_log *log, sl_tune_cand c[2], const sl_profile *p, const sl_run_info *info,
                     const char *suite)
{
    memset(c, 0, 2 * sizeof *c);
    c[0] = (sl_tune_cand){ .point = { { 64, 8 } }, .phase = SL_TUNE_BASELINE, .status = SL_ROW_OK, .figure = 10.0,
                           .seconds = 1.0, .n_rows = 1 };
    snprintf(c[0].rows[0].case_name, sizeof c[0].rows[0].case_name, "dbuf:64x64x64");
    c[0].rows[0].time_ns = 100.0;
    c[0].rows[0].figure = 10.0;
    c[1] = (sl_tune_cand){ .point = { { 128, 8 } }, .phase = SL_TUNE_DESCENT, .status = SL_ROW_OK, .figure = 12.5,
                           .seconds = 1.0, .n_rows = 1 };
    c[1].rows[0] = c[0].rows[0];
    *log = (sl_tune_log){ .info = info, .prof = p, .suite = suite, .rung = "dbuf", .metric = "gflops",
                          .axes = axes_mm, .n_axes = 2, .shape = "64x64x64", .budget_s = 60.0, .spent_s = 2.0,
                          .stopped = "done", .cands = c, .n = 2, .winner = 1 };
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void test_tuning_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/simtlab-test-tune-XXXXXX";
    assert_non_null(mkdtemp(dir));
    const sl_profile p = fake_device("3.1+debian");
    char path[SL_TUNING_PATH_MAX], want[SL_TUNING_PATH_MAX + 64];
    assert_int_equal(sl_tuning_file_in(dir, &p, path, sizeof path), SL_OK);
    snprintf(want, sizeof want, "%s/pocl/cpu_haswell_x/3.1_debian.json", dir);
    assert_string_equal(path, want);
    assert_int_equal(sl_tuning_file_in(dir, &p, path, 20), SL_E_USAGE);
    assert_int_equal(sl_tuning_file_in(dir, &p, path, sizeof path), SL_OK);

    /* without the override: the source tree's, then the user's (XDG_DATA_HOME before HOME) */
    char dirs[SL_TUNING_MAX_DIRS][SL_TUNING_PATH_MAX], found[SL_TUNING_PATH_MAX], def[SL_TUNING_PATH_MAX];
    const sl_tuning_env user = { .xdg_data_home = "/xdg", .home = "/home/u" }, home = { .home = "/home/u" };
    size_t n = sl_tuning_dirs(&user, dirs);
    assert_true(n >= 1);
    bool xdg_seen = false;
    for (size_t i = 0; i < n; ++i)
        xdg_seen |= strcmp(dirs[i], "/xdg/simtlab/tuning") == 0;
    assert_true(xdg_seen);
    n = sl_tuning_dirs(&home, dirs);
    bool home_seen = false;
    for (size_t i = 0; i < n; ++i)
        home_seen |= strcmp(dirs[i], "/home/u/.local/share/simtlab/tuning") == 0;
    assert_true(home_seen);
    const sl_tuning_env relative = { .xdg_data_home = "xdg", .home = "home" }; /* not absolute: neither is used */
    const size_t none = sl_tuning_dirs(NULL, dirs);
    assert_int_equal(sl_tuning_dirs(&relative, dirs), none);

    /* the directory override alone is searched, and nothing is there yet */
    const sl_tuning_env env = { .dir = dir, .home = "/home/u" };
    assert_int_equal(sl_tuning_dirs(&env, dirs), 1);
    assert_string_equal(dirs[0], dir);
    sl_tuning_default_dir(&env, def, sizeof def);
    assert_string_equal(def, dir);
    assert_int_equal(sl_tuning_find(&env, &p, found, sizeof found), SL_SKIP);

    /* written: its directories made, then read back */
    sl_err e = { 0 };
    sl_run_info info;
    char *argv[] = { (char *)"simtlab", (char *)"tune", (char *)"matmul" };
    sl_run_info_now(&info, 3, argv, "9.9.9");
    sl_tune_log log;
    sl_tune_cand c[2];
    fake_log(&log, c, &p, &info, "matmul");
    assert_int_equal(sl_tuning_check_out(path, &p, &e), SL_OK);
    assert_int_equal(sl_tuning_save(path, &log, &e), SL_OK);
    assert_int_equal(sl_tuning_find(&env, &p, found, sizeof found), SL_OK);
    assert_string_equal(found, path);
    sl_tuning_entry t;
    assert_int_equal(sl_tuning_load(path, "matmul", &t, &e), SL_OK);
    assert_string_equal(t.path, path);
    assert_int_equal(strlen(t.sha256_16), 16);
    assert_int_equal(t.params.n, 2);
    assert_float_equal(sl_kv_number(&t.params, "bm"), 128, 0);
    assert_float_equal(sl_kv_number(&t.params, "bk"), 8, 0);
    assert_int_equal(sl_tuning_load(path, "transpose", &t, &e), SL_SKIP);
    assert_int_equal(sl_tuning_load(path, NULL, &t, &e), SL_OK);

    /* a second suite is added beside the first, which is kept */
    fake_log(&log, c, &p, &info, "transpose");
    c[0].figure = 30.0; /* the baseline wins this one */
    log.winner = 0;
    assert_int_equal(sl_tuning_save(path, &log, &e), SL_OK);
    assert_int_equal(sl_tuning_load(path, "matmul", &t, &e), SL_OK);
    assert_float_equal(sl_kv_number(&t.params, "bm"), 128, 0);
    assert_int_equal(sl_tuning_load(path, "transpose", &t, &e), SL_OK);
    assert_float_equal(sl_kv_number(&t.params, "bm"), 64, 0);
    char *text = NULL;
    size_t len = 0;
    {
        FILE *f = fopen(path, "r");
        assert_non_null(f);
        fseek(f, 0, SEEK_END);
        len = (size_t)ftell(f);
        rewind(f);
        text = malloc(len + 1);
        assert_int_equal(fread(text, 1, len, f), len);
        text[len] = '\0';
        fclose(f);
    }
    cJSON *doc = cJSON_Parse(text);
    free(text);
    assert_non_null(doc);
    assert_string_equal(cJSON_GetObjectItem(doc, "schema")->valuestring, SL_TUNING_SCHEMA);
    const cJSON *dev = cJSON_GetObjectItem(doc, "device");
    const cJSON *mm = cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "suites"), "matmul");
    assert_string_equal(cJSON_GetObjectItem(dev, "name")->valuestring, "cpu haswell/x");
    assert_string_equal(cJSON_GetObjectItem(dev, "driver")->valuestring, "3.1+debian");
    assert_float_equal(cJSON_GetObjectItem(mm, "figure")->valuedouble, 12.5, 0);
    assert_float_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(mm, "baseline"), "figure")->valuedouble, 10.0, 0);
    assert_string_equal(cJSON_GetObjectItem(mm, "shape")->valuestring, "64x64x64");
    assert_string_equal(cJSON_GetObjectItem(mm, "simtlab")->valuestring, "9.9.9");
    assert_string_equal(cJSON_GetObjectItem(mm, "date")->valuestring, info.utc);
    cJSON_Delete(doc);

    /* another driver's device: a new file, and this one refused as its output */
    const sl_profile q = fake_device("4.0");
    assert_int_equal(sl_tuning_find(&env, &q, found, sizeof found), SL_SKIP);
    assert_int_equal(sl_tuning_check_out(path, &q, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "another device's"));

    /* files that are not tuning files */
    char bad[SL_TUNING_PATH_MAX + 16];
    snprintf(bad, sizeof bad, "%s/bad.json", dir);
    static const struct { const char *text, *says; } refused[] = {
        { "{ not json", "not a JSON object" },
        { "{\"schema\": \"simtlab-results/2\", \"suites\": {}}", "schema 'simtlab-results/2'" },
        { "{\"suites\": {}}", "schema missing" },
        { "{\"schema\": \"simtlab-tuning/1\"}", "\"suites\" is missing" },
        { "{\"schema\": \"simtlab-tuning/1\", \"suites\": {\"matmul\": 3}}", "matmul is not an object" },
        { "{\"schema\": \"simtlab-tuning/1\", \"suites\": {\"matmul\": {}}}", "no \"params\" object" },
        { "{\"schema\": \"simtlab-tuning/1\", \"suites\": {\"matmul\": {\"params\": {\"bm\": 1.5}}}}",
          "bm is not a whole number" },
        { "{\"schema\": \"simtlab-tuning/1\", \"suites\": {\"matmul\": {\"params\": {\"bm\": 0}}}}",
          "bm is not a whole number" },
        { "{\"schema\": \"simtlab-tuning/1\", \"suites\": {\"x\": {\"params\": {\"bm\": \"64\"}}}}",
          "x's bm is not a whole number" },
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; ++i) {
        write_text(bad, refused[i].text);
        assert_int_equal(sl_tuning_load(bad, "matmul", &t, &e), SL_E_USAGE);
        if (!strstr(e.msg, refused[i].says))
            fail_msg("'%s': '%s' not in '%s'", refused[i].text, refused[i].says, e.msg);
        assert_non_null(strstr(e.msg, bad)); /* the file is named */
        assert_int_equal(sl_tuning_check_out(bad, &p, &e), SL_E_USAGE);
    }
    assert_int_equal(sl_tuning_load("/nonexistent/x.json", "matmul", &t, &e), SL_E_USAGE);
    /* an output nobody can make: a file where a directory must be */
    char under[SL_TUNING_PATH_MAX + 32];
    snprintf(under, sizeof under, "%s/sub/x.json", bad);
    assert_int_equal(sl_tuning_check_out(under, &p, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "is not a directory"));

    char cmd[SL_TUNING_PATH_MAX + 16];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* The search's log: every candidate, the winner, the file. */
static void test_tune_log(void **state)
{
    (void)state;
    const sl_profile p = fake_device("3.1");
    sl_run_info info;
    char *argv[] = { (char *)"simtlab", (char *)"tune" };
    sl_run_info_now(&info, 2, argv, "1.0");
    sl_tune_log log;
    sl_tune_cand c[2];
    fake_log(&log, c, &p, &info, "matmul");
    c[0].status = SL_ROW_SKIPPED;
    c[0].figure = NAN;
    snprintf(c[0].reason, sizeof c[0].reason, "too big");
    log.tuning_file = "/x/y.json";
    char *text = sl_tune_log_json(&log);
    assert_non_null(text);
    cJSON *doc = cJSON_Parse(text);
    free(text);
    assert_non_null(doc);
    assert_string_equal(cJSON_GetObjectItem(doc, "schema")->valuestring, SL_TUNE_LOG_SCHEMA);
    assert_int_equal(cJSON_GetObjectItem(doc, "winner")->valueint, 1);
    assert_int_equal(cJSON_GetObjectItem(doc, "passed")->valueint, 1);
    assert_string_equal(cJSON_GetObjectItem(doc, "tuning_file")->valuestring, "/x/y.json");
    const cJSON *cands = cJSON_GetObjectItem(doc, "candidates");
    assert_int_equal(cJSON_GetArraySize(cands), 2);
    const cJSON *c0 = cJSON_GetArrayItem(cands, 0), *c1 = cJSON_GetArrayItem(cands, 1);
    assert_string_equal(cJSON_GetObjectItem(c0, "verdict")->valuestring, "SKIP");
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(c0, "figure")));
    assert_string_equal(cJSON_GetObjectItem(c0, "reason")->valuestring, "too big");
    assert_string_equal(cJSON_GetObjectItem(c0, "phase")->valuestring, "baseline");
    assert_string_equal(cJSON_GetObjectItem(c1, "verdict")->valuestring, "PASS");
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(c1, "reason")));
    assert_float_equal(cJSON_GetObjectItem(c1, "figure")->valuedouble, 12.5, 0);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(c1, "params"), "bm")->valueint, 128);
    const cJSON *row = cJSON_GetArrayItem(cJSON_GetObjectItem(c1, "rows"), 0);
    assert_string_equal(cJSON_GetObjectItem(row, "case")->valuestring, "dbuf:64x64x64");
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(cJSON_GetObjectItem(doc, "axes"), "bm")), 2);
    cJSON_Delete(doc);
}

/* A row that took a tuning file's values names it through the results
 * JSON (a watched run's rows cross a pipe that way), and one that took
 * none says nothing. */
static void test_row_names_tuning(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    sl_row_init(&r, "matmul", "dbuf");
    snprintf(r.case_name, sizeof r.case_name, "dbuf:64x64x64");
    sl_row_skip(&r, "not here");
    snprintf(r.tuning_path, sizeof r.tuning_path, "/t/pocl/cpu/3.1.json");
    snprintf(r.tuning_sha256, sizeof r.tuning_sha256, "0123456789abcdef");
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "matmul", "naive");
    sl_row_skip(&r, "not here");
    assert_int_equal(sl_results_add(&res, &r), 0);
    char *text = sl_report_rows_json(&res, 0);
    assert_non_null(text);
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    cJSON_free(text);
    assert_int_equal(back.n, 2);
    assert_string_equal(back.rows[0].tuning_path, "/t/pocl/cpu/3.1.json");
    assert_string_equal(back.rows[0].tuning_sha256, "0123456789abcdef");
    assert_string_equal(back.rows[1].tuning_path, "");
    sl_results_free(&res);
    sl_results_free(&back);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_duration), cmocka_unit_test(test_search_order),
        cmocka_unit_test(test_search_failures), cmocka_unit_test(test_search_off_grid),
        cmocka_unit_test(test_space_check),   cmocka_unit_test(test_suites_spaces),
        cmocka_unit_test(test_may_start),     cmocka_unit_test(test_ctx_param),
        cmocka_unit_test(test_tuning_name),   cmocka_unit_test(test_tuning_file),
        cmocka_unit_test(test_tune_log),      cmocka_unit_test(test_row_names_tuning),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
