/* test_results_files.c - every results file in data/results/ still reads:
 * /1 files are migrated, written back as /2 and read again with every
 * field of every row the same. The directory is SIMTLAB_RESULTS_DIR, or
 * the first argument. No OpenCL device is needed. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/report.h"

static const char *results_dir = SIMTLAB_RESULTS_DIR;

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0, got;
    do {
        if (len + 4096 + 1 > cap) {
            cap = cap ? 2 * cap : 65536;
            char *g = realloc(buf, cap);
            if (!g) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = g;
        }
        got = fread(buf + len, 1, 4096, f);
        len += got;
    } while (got == 4096);
    fclose(f);
    buf[len] = '\0';
    return buf;
}

/* Two figures are the same number, or both unknown. */
static void assert_same_num(double a, double b, const char *what, size_t row)
{
    if (isnan(a) && isnan(b))
        return;
    if (a != b)
        fail_msg("row %zu %s: %.17g then %.17g", row, what, a, b);
}

static void assert_same_kv(const sl_kvlist *a, const sl_kvlist *b, const char *what, size_t row)
{
    if (a->n != b->n)
        fail_msg("row %zu %s: %d keys then %d", row, what, a->n, b->n);
    for (int i = 0; i < a->n; ++i) {
        const sl_kv *x = &a->items[i], *y = &b->items[i];
        assert_string_equal(x->key, y->key);
        assert_int_equal(x->is_str, y->is_str);
        if (x->is_str)
            assert_string_equal(x->str, y->str);
        else
            assert_same_num(x->num, y->num, x->key, row);
    }
}

static void assert_same_rows(const sl_results *a, const sl_results *b)
{
    assert_int_equal(a->n, b->n);
    for (size_t i = 0; i < a->n; ++i) {
        const sl_row *x = &a->rows[i], *y = &b->rows[i];
        assert_string_equal(x->suite, y->suite);
        assert_string_equal(x->kernel, y->kernel);
        assert_same_kv(&x->params, &y->params, "params", i);
        assert_same_kv(&x->model, &y->model, "model", i);
        assert_same_kv(&x->metrics, &y->metrics, "metrics", i);
        assert_same_kv(&x->derived, &y->derived, "derived", i);
        assert_int_equal(x->dims, y->dims);
        for (unsigned d = 0; d < x->dims; ++d) {
            assert_int_equal(x->global[d], y->global[d]);
            assert_int_equal(x->local[d], y->local[d]);
        }
        assert_int_equal(x->simd_width, y->simd_width);
        assert_same_num(x->warps_per_group, y->warps_per_group, "warps_per_group", i);
        assert_same_num(x->groups_per_cu, y->groups_per_cu, "groups_per_cu", i);
        assert_same_num(x->bytes, y->bytes, "bytes", i);
        assert_same_num(x->flops, y->flops, "flops", i);
        assert_same_num(x->time_ns.min, y->time_ns.min, "time_ns.min", i);
        assert_same_num(x->time_ns.median, y->time_ns.median, "time_ns.median", i);
        assert_same_num(x->time_ns.mean, y->time_ns.mean, "time_ns.mean", i);
        assert_same_num(x->time_ns.max, y->time_ns.max, "time_ns.max", i);
        assert_same_num(x->time_ns.stddev, y->time_ns.stddev, "time_ns.stddev", i);
        assert_int_equal(x->time_ns.n, y->time_ns.n);
        assert_same_num(x->gbps, y->gbps, "gbps", i);
        assert_same_num(x->gflops, y->gflops, "gflops", i);
        assert_int_equal(x->verified, y->verified);
        assert_int_equal(x->status, y->status);
        assert_string_equal(x->reason, y->reason);
        assert_string_equal(x->source_path, y->source_path);
        assert_string_equal(x->source_sha256, y->source_sha256);
        assert_int_equal(x->resources.registers, y->resources.registers);
        assert_int_equal(x->resources.spills, y->resources.spills);
        assert_int_equal(x->resources.local_bytes, y->resources.local_bytes);
        assert_same_num(x->resources.occupancy, y->resources.occupancy, "resources.occupancy", i);
    }
}

/* One simtlab results file: read (migrated), written as /2, read again. */
static void round_trip(const char *path, const char *text)
{
    sl_results first = { 0 }, again = { 0 };
    char name[256] = "", name2[256] = "";
    sl_err e = { 0 };
    if (sl_report_read_json(path, &first, name, sizeof name, &e) != SL_OK)
        fail_msg("%s", e.msg);
    assert_true(first.n > 0);
    assert_true(name[0] != '\0');

    /* the figures /1 wrote as row keys are the migrated rows' derived ones */
    if (strstr(text, "\"simtlab-results/1\"")) {
        for (size_t i = 0; i < first.n; ++i) {
            assert_int_equal(first.rows[i].metrics.n, 0);
            assert_int_equal(first.rows[i].derived.n, 5);
            const sl_row *r = &first.rows[i];
            if (r->status == SL_ROW_OK && isfinite(r->gbps) && !isfinite(r->gflops))
                assert_true(sl_derived(r, SL_D_PCT_OF_BEST) > 0.0 && sl_derived(r, SL_D_PCT_OF_BEST) <= 100.0);
        }
    }

    sl_profile prof;
    memset(&prof, 0, sizeof prof);
    snprintf(prof.name, sizeof prof.name, "%s", name);
    sl_run_info info;
    memset(&info, 0, sizeof info);
    char *v2 = sl_report_json_text(&info, &prof, &first);
    assert_non_null(v2);
    assert_non_null(strstr(v2, "\"schema\":\t\"" SL_SCHEMA "\""));
    if (sl_report_parse_json(v2, &again, name2, sizeof name2, &e) != SL_OK)
        fail_msg("%s written as /2: %s", path, e.msg);
    assert_string_equal(name, name2);
    assert_same_rows(&first, &again);

    /* every suite's default table fits 100 columns (issue 28), from every
     * device a file has come from */
    for (size_t from = 0; from < first.n;) {
        size_t end = from;
        while (end < first.n && strcmp(first.rows[end].suite, first.rows[from].suite) == 0)
            ++end;
        sl_results part = { .rows = first.rows + from, .n = end - from, .cap = end - from };
        char *table = NULL;
        size_t tlen = 0;
        FILE *f = open_memstream(&table, &tlen);
        assert_non_null(f);
        sl_report_table_brief(f, &part, 0, &prof, 100);
        fclose(f);
        for (const char *line = table; *line;) {
            const size_t n = strcspn(line, "\n");
            if (n > 100)
                fail_msg("%s, suite %s: a line of %zu columns in the default table:\n%.*s", path,
                         first.rows[from].suite, n, (int)n, line);
            line += n + (line[n] == '\n');
        }
        free(table);
        from = end;
    }

    /* and /2 text is a fixed point: written again, the same text */
    char *v2b = sl_report_json_text(&info, &prof, &again);
    assert_non_null(v2b);
    assert_string_equal(v2, v2b);
    free(v2);
    free(v2b);
    sl_results_free(&first);
    sl_results_free(&again);
}

static void test_every_results_file(void **state)
{
    (void)state;
    DIR *d = opendir(results_dir);
    if (!d)
        fail_msg("cannot open %s", results_dir);
    int read = 0, foreign = 0, simtlab = 0;
    const struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        size_t len = strlen(ent->d_name);
        if (len < 5 || strcmp(ent->d_name + len - 5, ".json") != 0)
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", results_dir, ent->d_name);
        char *text = slurp(path);
        assert_non_null(text);
        if (strstr(text, "\"schema\": \"simtlab-results/") || strstr(text, "\"schema\":\t\"simtlab-results/")) {
            ++simtlab;
            round_trip(path, text);
            ++read;
        } else {
            /* another tool's figures (torch): refused, saying why */
            sl_results none = { 0 };
            sl_err e = { 0 };
            assert_int_equal(sl_report_read_json(path, &none, NULL, 0, &e), SL_E_USAGE);
            assert_non_null(strstr(e.msg, path));
            assert_non_null(strstr(e.msg, "unknown results schema '(none)'"));
            assert_int_equal(none.n, 0);
            ++foreign;
        }
        free(text);
    }
    closedir(d);
    print_message("%d results files read, migrated and written back; %d other JSON files refused\n", read,
                  foreign);
    assert_int_equal(read, simtlab);
    assert_true(read >= 10);   /* the ten /1 files of 2026-11 at least */
}

int main(int argc, char **argv)
{
    if (argc > 1)
        results_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_results_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
