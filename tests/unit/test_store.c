/* test_store.c - the results store (store.h): keys taken from a real
 * results file, runs sorted by key whatever order they came in, the same
 * bytes back from a store read and written again, duplicates refused or
 * skipped with both sources named, malformed and edited stores refused,
 * and the median rows compare and plot draw from many runs. Pure C. */
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
#include "simtlab/slurp.h"
#include "simtlab/store.h"

#define assert_double_equal(a, b, eps) assert_true(fabs((double)(a) - (double)(b)) <= (eps))

#define REAL SIMTLAB_RESULTS_DIR "/bandwidth-pocl-2core-2026-11-26.json"

/* The real file whole (malloc'd). */
static char *real(size_t *len)
{
    char *text = NULL;
    sl_err e = { 0 };
    assert_int_equal(sl_slurp(REAL, "results file", 0, &text, len, &e), SL_OK);
    return text;
}

/* text with its first `from` replaced by `to` (malloc'd); the test fails when from is not there. */
static char *subst(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    const size_t n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    assert_non_null(out);
    snprintf(out, n + 1, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

/* The real file as run on host `host` (malloc'd). */
static char *on_host(const char *host)
{
    size_t len;
    char *text = real(&len), to[64];
    snprintf(to, sizeof to, "\"host\":\t\"%s\"", host);
    char *out = subst(text, "\"host\":\t\"vm\"", to);
    free(text);
    return out;
}

static void add_results(sl_store *s, const char *path, char *text)
{
    sl_err e = { 0 };
    assert_int_equal(sl_store_add_results(s, path, text, strlen(text), &e), SL_OK);
}

static void test_key_of_real_file(void **state)
{
    (void)state;
    size_t len;
    char *text = real(&len);
    sl_store_key k;
    sl_err e = { 0 };
    assert_int_equal(sl_store_key_of(text, len, &k, &e), SL_OK);
    assert_string_equal(k.host, "vm");
    assert_string_equal(k.device, "pthread-skylake-avx512-AMD EPYC");
    assert_string_equal(k.device_index, "0:0");
    assert_string_equal(k.driver, "3.1+debian");
    assert_string_equal(k.version, "0.1.0");
    assert_string_equal(k.utc, "2026-11-26T13:48:54Z");
    assert_false(sl_store_is(text, len));
    assert_int_equal(sl_store_key_of("[1]", 3, &k, &e), SL_E_USAGE);
    free(text);
}

static void test_sorted_whatever_the_order(void **state)
{
    (void)state;
    const char *hosts[] = { "c", "a", "b" };
    sl_store one = { 0 }, two = { 0 };
    for (int i = 0; i < 3; ++i)
        add_results(&one, hosts[i], on_host(hosts[i]));
    for (int i = 2; i >= 0; --i)
        add_results(&two, hosts[i], on_host(hosts[i]));
    sl_err e = { 0 };
    assert_int_equal(sl_store_finish(&one, false, NULL, NULL, &e), SL_OK);
    assert_int_equal(sl_store_finish(&two, false, NULL, NULL, &e), SL_OK);
    assert_int_equal(one.n, 3);
    assert_string_equal(one.runs[0].key.host, "a");
    assert_string_equal(one.runs[1].key.host, "b");
    assert_string_equal(one.runs[2].key.host, "c");
    assert_string_equal(one.runs[0].source, "a");
    char *t1, *t2;
    size_t l1, l2;
    assert_int_equal(sl_store_text(&one, "9.9", &t1, &l1, &e), SL_OK);
    assert_int_equal(sl_store_text(&two, "9.9", &t2, &l2, &e), SL_OK);
    assert_int_equal(l1, l2);
    assert_memory_equal(t1, t2, l1);
    assert_true(sl_store_is(t1, 60)); /* the schema comes first: a prefix says it */
    assert_non_null(strstr(t1, "\"version\":\"9.9\""));
    /* the results kept byte for byte, and their sha256 is of those bytes */
    size_t len;
    char *text = on_host("a");
    len = strlen(text);
    while (len && text[len - 1] == '\n')
        --len;
    assert_int_equal(one.runs[0].doc_len, len);
    assert_memory_equal(one.runs[0].doc, text, len);
    char hex[SL_SHA256_HEX];
    sl_sha256_hex(text, len, hex);
    assert_string_equal(one.runs[0].sha256, hex);
    free(text);
    free(t1);
    free(t2);
    sl_store_free(&one);
    sl_store_free(&two);
}

static void test_round_trip(void **state)
{
    (void)state;
    sl_store s = { 0 }, back = { 0 };
    add_results(&s, "x.json", on_host("x"));
    add_results(&s, "y.json", on_host("y"));
    sl_err e = { 0 };
    assert_int_equal(sl_store_finish(&s, false, NULL, NULL, &e), SL_OK);
    char *t1, *t2;
    size_t l1, l2;
    assert_int_equal(sl_store_text(&s, "1", &t1, &l1, &e), SL_OK);
    char *copy = malloc(l1 + 1);
    memcpy(copy, t1, l1 + 1);
    assert_int_equal(sl_store_add_store(&back, "s.json", copy, l1, &e), SL_OK);
    assert_int_equal(back.n, 2);
    assert_string_equal(back.runs[1].source, "y.json");
    assert_string_equal(back.runs[1].from, "s.json");
    assert_int_equal(sl_store_key_cmp(&back.runs[1].key, &s.runs[1].key), 0);
    assert_int_equal(sl_store_finish(&back, false, NULL, NULL, &e), SL_OK);
    assert_int_equal(sl_store_text(&back, "1", &t2, &l2, &e), SL_OK);
    assert_int_equal(l1, l2);
    assert_memory_equal(t1, t2, l1);
    free(t1);
    free(t2);
    sl_store_free(&s);
    sl_store_free(&back);
}

static void test_duplicates(void **state)
{
    (void)state;
    sl_store s = { 0 };
    add_results(&s, "first.json", on_host("h"));
    add_results(&s, "other.json", on_host("k"));
    add_results(&s, "again.json", on_host("h"));
    sl_err e = { 0 };
    assert_int_equal(sl_store_finish(&s, false, NULL, NULL, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "the same run twice"));
    assert_non_null(strstr(e.msg, "in first.json and in again.json"));
    assert_int_equal(s.n, 3);
    sl_store_dup *d = NULL;
    size_t nd = 0;
    assert_int_equal(sl_store_finish(&s, true, &d, &nd, &e), SL_OK);
    assert_int_equal(s.n, 2);
    assert_int_equal(nd, 1);
    assert_string_equal(d[0].from, "again.json");
    assert_string_equal(d[0].kept_from, "first.json");
    assert_string_equal(d[0].key.host, "h");
    assert_string_equal(s.runs[0].source, "first.json");
    free(d);
    sl_store_free(&s);
}

/* A store of two runs as text (malloc'd) into *t. */
static void store_text(char **t, size_t *len)
{
    sl_store s = { 0 };
    add_results(&s, "x.json", on_host("x"));
    add_results(&s, "y.json", on_host("y"));
    sl_err e = { 0 };
    assert_int_equal(sl_store_finish(&s, false, NULL, NULL, &e), SL_OK);
    assert_int_equal(sl_store_text(&s, "1", t, len, &e), SL_OK);
    sl_store_free(&s);
}

/* text refused as a store with a message holding `want`; s's runs untouched. */
static void refused(char *text, const char *want)
{
    sl_store s = { 0 };
    add_results(&s, "kept.json", on_host("kept"));
    sl_err e = { 0 };
    assert_int_equal(sl_store_add_store(&s, "bad.json", text, strlen(text), &e), SL_E_USAGE);
    if (!strstr(e.msg, want))
        fail_msg("'%s' not in '%s'", want, e.msg);
    assert_non_null(strstr(e.msg, "bad.json"));
    assert_int_equal(s.n, 1);
    assert_string_equal(s.runs[0].source, "kept.json");
    sl_store_free(&s);
}

static void test_malformed_stores(void **state)
{
    (void)state;
    size_t len;
    char *good = NULL;
    store_text(&good, &len);
    /* one run twice in one store: the first run's text again before the second */
    const size_t second = strstr(good, ",\n{\"key\"") - good, first = strstr(good, "\n{\"key\"") + 1 - good;
    char *twice = malloc(len + second - first + 8);
    snprintf(twice, len + second - first + 8, "%.*s,\n%.*s%s", (int)second, good, (int)(second - first), good + first,
             good + second);
    /* a figure edited after the merge */
    refused(subst(good, "\"host\":\t\"y\"", "\"host\":\t\"z\""), "do not have the sha256 recorded");
    /* a key edited: the results still hash right, but say another host */
    refused(subst(good, "{\"host\":\"y\"", "{\"host\":\"w\""), "is not its results'");
    refused(subst(good, "\"source\":\"y.json\",", ""), "lacks its source");
    refused(subst(good, "\"runs\":[", "\"rows\":["), "lacks its runs");
    refused(subst(good, "\"utc\":\"2026-11-26T13:48:54Z\"},\"source\":\"y", "\"utc\":5},\"source\":\"y"),
            "key.utc is not a string");
    /* cut short, and something after it */
    char *cut = malloc(len);
    memcpy(cut, good, len - 10);
    cut[len - 10] = '\0';
    refused(cut, "cut short");
    char *trail = malloc(len + 8);
    snprintf(trail, len + 8, "%s{}", good);
    refused(trail, "trailing data");
    refused(twice, "the same run twice");
    /* a run whose results are not a results document */
    sl_store s = { 0 };
    sl_err e = { 0 };
    char *junk = strdup("{\"schema\":\"simtlab-store/1\",\"runs\":[{\"key\":{\"host\":\"\",\"device\":\"\","
                        "\"device_index\":\"\",\"driver\":\"\",\"version\":\"\",\"utc\":\"\"},\"source\":\"j\",\"sha256\":\"0\","
                        "\"results\":{\"schema\":\"simtlab-results/9\"}}]}");
    assert_int_equal(sl_store_add_store(&s, "junk.json", junk, strlen(junk), &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "unknown results schema 'simtlab-results/9'"));
    assert_int_equal(s.n, 0);
    free(good);
    sl_store_free(&s);
}

/* A store with no runs is read, adds none and keeps nothing it does not
 * free (fuzz_store found its source's name leaked: corpus no-runs-leak.json;
 * the ASan ctest's leak check is what fails here). */
static void test_store_with_no_runs(void **state)
{
    (void)state;
    sl_store s = { 0 };
    sl_err e = { 0 };
    char *empty = strdup("{\"schema\":\"simtlab-store/1\",\"tool\":{\"name\":\"simtlab\",\"version\":\"0.1.0\"},"
                         "\"runs\":[\n]}\n");
    assert_int_equal(sl_store_add_store(&s, "empty.json", empty, strlen(empty), &e), SL_OK);
    assert_int_equal(s.n, 0);
    sl_store_free(&s);
    sl_err_clear(&e);
}

/* A verified row of case `c` at gbps with median time t. */
static sl_row grow_row(const char *c, double gbps, double t)
{
    sl_row r;
    sl_row_init(&r, "bandwidth", "read");
    snprintf(r.case_name, sizeof r.case_name, "%s", c);
    r.verified = true;
    r.gbps = gbps;
    r.time_ns = (sl_stats){ t, t, t, t, 0.0, 5 };
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, gbps / 100.0);
    sl_kv_num(&r.derived, SL_D_SPREAD, 0.0);
    return r;
}

static void test_group_medians(void **state)
{
    (void)state;
    /* three runs: x at 10, 30, 20 GB/s; y verified once, failed once, missing once; z only in run 2 */
    sl_rowpack runs[3] = { { 0 } };
    sl_row r = grow_row("x", 10, 300);
    sl_rowpack_add(&runs[0], &r);
    r = grow_row("y", 50, 100);
    sl_rowpack_add(&runs[0], &r);
    r = grow_row("x", 30, 100);
    sl_rowpack_add(&runs[1], &r);
    r = grow_row("y", NAN, 100);
    sl_row_fail(&r, "wrong answer");
    sl_rowpack_add(&runs[1], &r);
    r = grow_row("z", 7, 100);
    sl_row_skip(&r, "does not fit");
    sl_rowpack_add(&runs[2], &r);
    r = grow_row("x", 20, 200);
    sl_rowpack_add(&runs[2], &r);
    sl_rowpack out;
    sl_group_stat *st;
    sl_err e = { 0 };
    assert_int_equal(sl_store_group(runs, 3, &out, &st, &e), SL_OK);
    assert_int_equal(out.n, 3); /* x, y, z in the order they first appear */
    sl_row g;
    sl_rowpack_get(&out, 0, &g);
    assert_string_equal(g.case_name, "x");
    assert_double_equal(g.gbps, 20.0, 1e-12);
    assert_double_equal(sl_kv_number(&g.derived, SL_D_EFFICIENCY), 0.2, 1e-12);
    assert_int_equal(st[0].runs, 3);
    assert_int_equal(st[0].ok, 3);
    assert_double_equal(st[0].fig_min, 10.0, 0);
    assert_double_equal(st[0].fig_max, 30.0, 0);
    assert_double_equal(st[0].fig_median, 20.0, 0);
    /* run-to-run times: 300, 100, 200 -> median 200, sd 100 */
    assert_int_equal(g.time_ns.n, 3);
    assert_double_equal(g.time_ns.median, 200.0, 1e-9);
    assert_double_equal(g.time_ns.stddev, 100.0, 1e-9);
    assert_double_equal(sl_kv_number(&g.derived, SL_D_SPREAD), 0.5, 1e-12);
    sl_rowpack_get(&out, 1, &g);
    assert_string_equal(g.case_name, "y");
    assert_true(g.verified);
    assert_double_equal(g.gbps, 50.0, 0);
    assert_int_equal(g.time_ns.n, 5); /* one run verified it: its own times */
    assert_int_equal(st[1].ok, 1);
    assert_int_equal(st[1].failed, 1);
    assert_int_equal(st[1].skipped, 0);
    sl_rowpack_get(&out, 2, &g);
    assert_string_equal(g.case_name, "z");
    assert_int_equal(g.status, SL_ROW_SKIPPED);
    assert_int_equal(st[2].ok, 0);
    assert_int_equal(st[2].skipped, 1);
    assert_true(isnan(st[2].fig_median));
    double v[] = { 4, 1, 3, 2 };
    assert_double_equal(sl_store_median(v, 4), 2.5, 0);
    assert_true(isnan(sl_store_median(v, 0)));
    free(st);
    sl_rowpack_free(&out);
    for (int i = 0; i < 3; ++i)
        sl_rowpack_free(&runs[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_key_of_real_file),  cmocka_unit_test(test_sorted_whatever_the_order),
        cmocka_unit_test(test_round_trip),        cmocka_unit_test(test_duplicates),
        cmocka_unit_test(test_malformed_stores),  cmocka_unit_test(test_group_medians),
        cmocka_unit_test(test_store_with_no_runs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
