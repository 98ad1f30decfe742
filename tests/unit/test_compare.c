/* test_compare.c - matching rows of several result files: by case name
 * whatever the params, by kernel and params when a file names no cases,
 * rows one file lacks, --only, the normalized figure and its fallbacks,
 * and the disagreement rule against the runs' spread. Pure C. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/compare.h"
#include "simtlab/devspec.h"
#include "simtlab/derive.h"
#include "simtlab/report.h"

/* A verified row: GB/s at `eff` of its ceiling, times of median 1000 ns
 * with a standard deviation of spread x 1000 ns. */
static sl_row row(const char *suite, const char *kernel, const char *cname, double n, double eff, double spread)
{
    sl_row r;
    sl_row_init(&r, suite, kernel);
    snprintf(r.case_name, sizeof r.case_name, "%s", cname);
    sl_kv_str(&r.params, "vector", "float4");
    sl_kv_num(&r.params, "n", n);
    r.verified = true;
    r.gbps = 1000.0 * eff;
    r.time_ns = (sl_stats){ 900.0, 1000.0, 1000.0, 5000.0, 1000.0 * spread, 5 }; /* one slow outlier: max */
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, eff);
    return r;
}

static void add(sl_rowpack *p, sl_row r)
{
    assert_int_equal(sl_rowpack_add(p, &r), 0);
}

static void test_match_by_case(void **state)
{
    (void)state;
    sl_rowpack a = { 0 }, b = { 0 };
    add(&a, row("stride", "read_strided", "read_strided:float:s1", 1e6, 0.90, 0.02));
    add(&a, row("stride", "read_strided", "read_strided:float:s2", 1e6, 0.47, 0.02));
    add(&a, row("stride", "read_strided", "read_strided:float:s64", 1e6, 0.04, 0.02));
    /* B: sized to its device (another n), its rows in another order, one missing, one of its own */
    add(&b, row("stride", "read_strided", "read_strided:float:s2", 65536, 0.48, 0.02));
    add(&b, row("stride", "read_strided", "read_strided:float:s1", 65536, 0.60, 0.02));
    add(&b, row("offset", "read_offset", "read_offset:float:o4", 65536, 0.80, 0.02));
    sl_rowpack files[2] = { a, b };
    sl_cmp c;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 4);
    /* s1: matched across n, differs (0.90 vs 0.60 against 2 x (0.018 + 0.012)) */
    assert_int_equal(c.lines[0].rows[0], 0);
    assert_int_equal(c.lines[0].rows[1], 1);
    assert_true(c.lines[0].params_differ);
    assert_true(c.lines[0].disagree);
    sl_row got;
    assert_true(sl_cmp_row(files, &c.lines[0], 1, &got));
    assert_string_equal(got.case_name, "read_strided:float:s1");
    assert_float_equal(got.gbps, 600.0, 1e-9);
    /* s2: 0.47 vs 0.48 within 2 x (0.0094 + 0.0096): no */
    assert_int_equal(c.lines[1].rows[1], 0);
    assert_false(c.lines[1].disagree);
    /* s64: missing from B; B's offset row: missing from A */
    assert_int_equal(c.lines[2].rows[1], SL_CMP_NONE);
    assert_false(sl_cmp_row(files, &c.lines[2], 1, &got));
    assert_false(c.lines[2].disagree);
    assert_int_equal(c.lines[3].rows[0], SL_CMP_NONE);
    assert_int_equal(c.lines[3].rows[1], 2);
    sl_cmp_free(&c);

    /* --only */
    assert_int_equal(sl_cmp_match(files, 2, "s6", &c), SL_OK);
    assert_int_equal(c.n, 1);
    sl_cmp_free(&c);
    sl_rowpack_free(&a);
    sl_rowpack_free(&b);
}

/* A file that names no cases matches on kernel and params only. */
static void test_match_without_case_names(void **state)
{
    (void)state;
    sl_rowpack a = { 0 }, b = { 0 };
    add(&a, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    add(&a, row("scale", "scale4", "scale4:float4", 1024, 0.6, 0.01));
    add(&b, row("scale", "scale", "", 1024, 0.5, 0.01));   /* same kernel and params */
    add(&b, row("scale", "scale4", "", 2048, 0.6, 0.01));  /* another n: not the same */
    sl_rowpack files[2] = { a, b };
    sl_cmp c;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 3);
    assert_int_equal(c.lines[0].rows[1], 0);
    assert_false(c.lines[0].params_differ);
    assert_int_equal(c.lines[1].rows[1], SL_CMP_NONE);
    assert_int_equal(c.lines[2].rows[0], SL_CMP_NONE);
    /* other suite, same case name: never the same */
    sl_row x = row("stride", "scale", "scale:float", 1024, 0.5, 0.01), a0;
    sl_rowpack_get(&a, 0, &a0);
    assert_false(sl_cmp_same_case(&a0, &x));
    /* a row repeated in one file does not fill its own line twice */
    sl_cmp_free(&c);
    add(&a, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    files[0] = a;
    assert_int_equal(sl_cmp_match(files, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 4);
    sl_cmp_free(&c);
    sl_rowpack_free(&a);
    sl_rowpack_free(&b);
}

/* Rows with equal keys take the lines in order, each line one row a file:
 * three equal unnamed rows in A, two in B, one named in C that matches
 * them by kernel and params (a file that names cases against one that
 * does not). The index's per-file cursor must not skip a line. */
static void test_match_equal_rows(void **state)
{
    (void)state;
    sl_rowpack a = { 0 }, b = { 0 }, c3 = { 0 };
    for (int i = 0; i < 3; ++i)
        add(&a, row("scale", "scale", "", 1024, 0.5, 0.01));
    for (int i = 0; i < 2; ++i)
        add(&b, row("scale", "scale", "", 1024, 0.5, 0.01));
    add(&c3, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    add(&c3, row("scale", "scale", "scale:float", 1024, 0.5, 0.01));
    sl_rowpack files[3] = { a, b, c3 };
    sl_cmp c;
    assert_int_equal(sl_cmp_match(files, 3, NULL, &c), SL_OK);
    assert_int_equal(c.n, 3);
    for (uint32_t j = 0; j < 3; ++j)
        assert_int_equal(c.lines[j].rows[0], j);
    assert_int_equal(c.lines[0].rows[1], 0);
    assert_int_equal(c.lines[1].rows[1], 1);
    assert_int_equal(c.lines[2].rows[1], SL_CMP_NONE);
    assert_int_equal(c.lines[0].rows[2], 0);
    assert_int_equal(c.lines[1].rows[2], 1);
    assert_int_equal(c.lines[2].rows[2], SL_CMP_NONE);
    sl_cmp_free(&c);
    /* named first: C's two rows start two lines, A's unnamed rows fill them and start a third */
    sl_rowpack named_first[2] = { c3, a };
    assert_int_equal(sl_cmp_match(named_first, 2, NULL, &c), SL_OK);
    assert_int_equal(c.n, 3);
    assert_int_equal(c.lines[0].rows[1], 0);
    assert_int_equal(c.lines[1].rows[1], 1);
    assert_int_equal(c.lines[2].rows[0], SL_CMP_NONE);
    assert_int_equal(c.lines[2].rows[1], 2);
    sl_cmp_free(&c);
    sl_rowpack_free(&a);
    sl_rowpack_free(&b);
    sl_rowpack_free(&c3);
}

/* A packed row comes back byte for byte: rows of random bytes (no runs of
 * zeros), rows as the reader makes them (mostly zeros), and every length
 * of a zero run around the 8 the packer splits at. */
static void test_rowpack_round_trip(void **state)
{
    (void)state;
    sl_rowpack p = { 0 };
    enum { N = 40 };
    sl_row *rows = calloc(N, sizeof *rows), *back = malloc(sizeof *back);
    assert_non_null(rows);
    assert_non_null(back);
    srand(7);
    for (int i = 0; i < N; ++i) {
        sl_row *r = &rows[i];
        if (i % 4 == 0) { /* random bytes, some zero */
            unsigned char *b = (unsigned char *)r;
            for (size_t k = 0; k < sizeof *r; ++k)
                b[k] = (unsigned char)(rand() % 3 == 0 ? 0 : rand());
        } else if (i % 4 == 1) { /* zero runs of every length up to 20 */
            unsigned char *b = (unsigned char *)r;
            size_t k = 0, run = (size_t)i % 21;
            while (k < sizeof *r) {
                for (size_t z = 0; z < run && k < sizeof *r; ++z)
                    b[k++] = 0;
                if (k < sizeof *r)
                    b[k++] = (unsigned char)(1 + rand() % 255);
                run = (run + 1) % 21;
            }
        } else {
            *r = row("stride", "read_strided", "read_strided:float:s2", 1e6 + i, 0.5, 0.01);
            sl_kv_num(&r->metrics, "x", i);
        }
        assert_int_equal(sl_rowpack_add(&p, r), 0);
    }
    assert_int_equal(p.n, N);
    for (int i = 0; i < N; ++i) {
        memset(back, 0xa5, sizeof *back);
        sl_rowpack_get(&p, (size_t)i, back);
        assert_memory_equal(back, &rows[i], sizeof *back);
    }
    /* a reader's row packs to a small part of its sizeof */
    const size_t before = p.len;
    assert_int_equal(sl_rowpack_add(&p, &rows[2]), 0);
    assert_true(p.len - before < sizeof(sl_row) / 8);
    sl_rowpack_truncate(&p, 3);
    assert_int_equal(p.n, 3);
    assert_int_equal(sl_rowpack_add(&p, &rows[5]), 0);
    sl_rowpack_get(&p, 3, back);
    assert_memory_equal(back, &rows[5], sizeof *back);
    sl_rowpack_free(&p);
    free(rows);
    free(back);
}

static void test_norm_and_spread(void **state)
{
    (void)state;
    sl_row r = row("stride", "k", "k:1", 1, 0.25, 0.10);
    assert_float_equal(sl_cmp_norm(&r), 0.25, 1e-12);
    assert_float_equal(sl_row_spread(&r), 0.10, 1e-12);
    /* a memory-bound row that also counts FLOPs (scale): still of the read ceiling, in GB/s */
    r.gflops = 5000.0;
    sl_kv_num(&r.derived, SL_D_PCT_PEAK, 0.7);
    assert_float_equal(sl_cmp_norm(&r), 0.25, 1e-12);
    assert_false(sl_cmp_in_flops(&r));
    /* FLOP rows with no read ceiling (matmul): of the FP32 peak, in GFLOP/s */
    sl_kv_num(&r.derived, SL_D_EFFICIENCY, NAN);
    assert_float_equal(sl_cmp_norm(&r), 0.7, 1e-12);
    assert_true(sl_cmp_in_flops(&r));
    /* no ceiling (bandwidth): of the suite's best, a percentage */
    sl_row bw = row("bandwidth", "read", "read:float4", 1, NAN, 0.01);
    sl_kv_num(&bw.derived, SL_D_PCT_OF_BEST, 80.0);
    assert_float_equal(sl_cmp_norm(&bw), 0.8, 1e-12);
    /* unverified, skipped: none */
    sl_row u = row("stride", "k", "k:1", 1, 0.25, 0.10);
    u.verified = false;
    assert_true(isnan(sl_cmp_norm(&u)));
    sl_row_skip(&u, "does not fit");
    assert_true(isnan(sl_cmp_norm(&u)));
    assert_false(sl_cmp_disagree(&u, &r));
    /* the rule at its edge: |0.5 - 0.6| = 0.1 against 2 (0.5 s + 0.6 s) */
    sl_row p = row("s", "k", "k", 1, 0.5, 0.0), q = row("s", "k", "k", 1, 0.6, 0.0);
    assert_true(sl_cmp_disagree(&p, &q));
    p = row("s", "k", "k", 1, 0.5, 0.1);
    q = row("s", "k", "k", 1, 0.6, 0.1); /* 2 x (0.05 + 0.06) = 0.22 > 0.1 */
    assert_false(sl_cmp_disagree(&p, &q));
    q = row("s", "k", "k", 1, 0.8, 0.1); /* 0.3 > 2 x (0.05 + 0.08) = 0.26 */
    assert_true(sl_cmp_disagree(&p, &q));
    /* the outlier in max does not count: the range would be 4.1 */
    assert_float_equal(sl_row_spread(&p), 0.1, 1e-12);
    /* no timing: no verdict */
    q.time_ns.median = NAN;
    assert_false(sl_cmp_disagree(&p, &q));
}

/* Every row of a real H200 run: what-if for the row's own geometry and
 * width gives its own prediction, and for the other width the
 * prediction the run made for it (amd-cdna3, 64 lanes); strided rows are
 * recomputed, the rest fall back to what the row holds. */
static void test_whatif_on_real_rows(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_read_json(SIMTLAB_RESULTS_DIR "/all-resources-h200-2026-11-23.json", &res, NULL, 0, &e),
                     SL_OK);
    size_t checked = 0, recomputed = 0;
    const sl_geometry *hopper = sl_model_geometry("nvidia-hopper"), *cdna3 = sl_model_geometry("amd-cdna3"),
                      *cdna2 = sl_model_geometry("amd-cdna2");
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        const sl_kv *own = sl_kv_get(&r->model, "predicted"), *other = sl_kv_get(&r->model, "predicted_other");
        if (!own || own->is_str || !other || other->is_str)
            continue;
        assert_float_equal(sl_whatif_fraction(r, hopper, 32), own->num, 1e-9);
        assert_float_equal(sl_whatif_fraction(r, cdna3, 64), other->num, 1e-9);
        ++checked;
        recomputed += isfinite(sl_whatif_fraction(r, cdna2, 64));
    }
    assert_true(checked >= 100);   /* stride, offset, vector, bandwidth, scale, layout, ... */
    assert_true(recomputed >= 100); /* the strided ones, on a geometry the run did not model */
    /* stride 2 floats on CDNA2 (64 B lines, wave64): half of what is fetched is used */
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        const sl_kv *st = sl_kv_get(&r->params, "stride"), *v = sl_kv_get(&r->params, "vector");
        if (strcmp(r->suite, "stride") == 0 && st && st->num == 2 && v && strcmp(v->str, "float") == 0)
            assert_float_equal(sl_whatif_fraction(r, cdna2, 64), 0.5, 1e-9);
    }
    /* no access pattern, no geometry of its own: nothing to say */
    sl_row m;
    sl_row_init(&m, "matmul", "naive");
    assert_true(isnan(sl_whatif_fraction(&m, cdna3, 64)));
    sl_results_free(&res);
}

static const char sheet[] =
    "{\"schema\":\"simtlab-device/1\",\"id\":\"t\",\"name\":\"Test GPU\",\"vendor\":\"amd\",\"type\":\"gpu\","
    "\"arch\":\"gfx90a\",\"geometry\":\"amd-cdna2\",\"simd_width\":64,\"compute_units\":104,"
    "\"boost_clock_mhz\":1700,\"fp32_peak_gflops\":22600,\"memory_bandwidth_gbps\":1638.4,\"l2_bytes\":null,"
    "\"sources\":{\"simd_width\":\"s\",\"compute_units\":\"s\",\"boost_clock_mhz\":\"s\","
    "\"fp32_peak_gflops\":\"s\",\"memory_bandwidth_gbps\":\"s\"}}";

/* Spec sheets: a good one, and each way one is refused. */
static void test_devspec(void **state)
{
    (void)state;
    sl_devspec d;
    sl_err e = { 0 };
    assert_int_equal(sl_devspec_parse(sheet, "t.json", &d, &e), SL_OK);
    assert_string_equal(d.name, "Test GPU");
    assert_string_equal(d.geometry->name, "amd-cdna2");
    assert_int_equal(d.simd_width, 64);
    assert_int_equal(d.compute_units, 104);
    assert_float_equal(d.bandwidth_gbps, 1638.4, 1e-9);
    assert_true(isnan(d.l2_bytes)); /* null: unknown */
    struct { const char *from, *to, *says; } bad[] = {
        { "simtlab-device/1", "simtlab-device/9", "schema" },
        { "amd-cdna2", "amd-cdna9", "unknown geometry" },
        { "\"memory_bandwidth_gbps\":\"s\"", "\"x\":\"s\"", "memory_bandwidth_gbps\" has no source" },
        { "\"simd_width\":64", "\"simd_width\":\"64\"", "simd_width" },
        { "\"compute_units\":104,", "", "compute_units\" is missing" },
        { "{\"schema", "[{\"schema", "not a JSON object" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        char text[2048];
        const char *at = strstr(sheet, bad[i].from);
        assert_non_null(at);
        snprintf(text, sizeof text, "%.*s%s%s", (int)(at - sheet), sheet, bad[i].to, at + strlen(bad[i].from));
        assert_int_equal(sl_devspec_parse(text, "t.json", &d, &e), SL_E_USAGE);
        if (!strstr(e.msg, bad[i].says))
            fail_msg("case %zu: '%s' not in '%s'", i, bad[i].says, e.msg);
        assert_non_null(strstr(e.msg, "t.json"));
    }
    /* by id from $SIMTLAB_DEVICE_DATA, and an unknown id listing the ones there are */
    char dir[] = "/tmp/simtlab-devspec-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/t.json", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(sheet, f);
    fclose(f);
    setenv("SIMTLAB_DEVICE_DATA", dir, 1);
    assert_int_equal(sl_devspec_load("t", &d, &e), SL_OK);
    assert_string_equal(d.path, path);
    assert_int_equal(sl_devspec_load("nosuch", &d, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "nosuch"));
    assert_non_null(strstr(e.msg, "t"));
    assert_int_equal(sl_devspec_load(path, &d, &e), SL_OK);
    assert_int_equal(sl_devspec_load("/nonexistent/x.json", &d, &e), SL_E_USAGE);
    unsetenv("SIMTLAB_DEVICE_DATA");
    remove(path);
    rmdir(dir);
}

/* Every sheet in data/devices parses, names a known geometry, and its
 * FP32 peak is its units x lanes x 2 x clock within 2% (the README's rule). */
static void test_every_sheet(void **state)
{
    (void)state;
    const char *ids[] = { "h100-sxm", "h100-pcie", "h200", "a100-sxm", "l4", "mi210", "mi250x", "mi300x",
                          "rx7900xtx", "intel-max1550", "generic-cpu" };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; ++i) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s.json", SIMTLAB_DEVICE_DIR, ids[i]);
        sl_devspec d;
        sl_err e = { 0 };
        if (sl_devspec_load(path, &d, &e) != SL_OK)
            fail_msg("%s", e.msg);
        assert_string_equal(d.id, ids[i]);
        assert_true(d.bandwidth_gbps > 0.0);
        assert_true(d.fp32_peak_gflops > 0.0);
        assert_true(d.simd_width == 8 || d.simd_width == 16 || d.simd_width == 32 || d.simd_width == 64);
    }
    /* the ones the lesson leans on */
    sl_devspec d;
    sl_err e = { 0 };
    assert_int_equal(sl_devspec_load(SIMTLAB_DEVICE_DIR "/mi300x.json", &d, &e), SL_OK);
    assert_string_equal(d.geometry->name, "amd-cdna3");
    assert_int_equal(d.simd_width, 64);
    assert_int_equal(sl_devspec_load(SIMTLAB_DEVICE_DIR "/rx7900xtx.json", &d, &e), SL_OK);
    assert_int_equal(d.simd_width, 32);
}

/* A device that reports no peak finds its sheet by name, only when one
 * sheet fits (data/devices). */
static void test_sheet_by_name(void **state)
{
    (void)state;
    assert_true(sl_devspec_words_within("Intel(R) Data Center GPU Max 1550", "Intel Data Center GPU Max 1550"));
    assert_true(sl_devspec_words_within("NVIDIA H200", "NVIDIA H200 SXM 141GB"));
    assert_false(sl_devspec_words_within("NVIDIA H200 NVL", "NVIDIA H200 SXM 141GB"));
    assert_false(sl_devspec_words_within("", "x"));
    setenv("SIMTLAB_DEVICE_DATA", SIMTLAB_DEVICE_DIR, 1);
    sl_devspec d;
    assert_int_equal(sl_devspec_for_device("intel", "Intel(R) Data Center GPU Max 1550", &d), SL_OK);
    assert_string_equal(d.id, "intel-max1550");
    assert_int_equal(sl_devspec_for_device("nvidia", "NVIDIA H200", &d), SL_OK);
    assert_string_equal(d.id, "h200");
    /* "NVIDIA H100": the SXM and the PCIe sheets both fit, so neither is taken */
    assert_int_equal(sl_devspec_for_device("nvidia", "NVIDIA H100", &d), SL_FAIL);
    /* the vendor must agree */
    assert_int_equal(sl_devspec_for_device("amd", "NVIDIA H200", &d), SL_FAIL);
    unsetenv("SIMTLAB_DEVICE_DATA");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_match_by_case),
        cmocka_unit_test(test_match_without_case_names),
        cmocka_unit_test(test_norm_and_spread),
        cmocka_unit_test(test_whatif_on_real_rows),
        cmocka_unit_test(test_rowpack_round_trip),
        cmocka_unit_test(test_match_equal_rows),
        cmocka_unit_test(test_devspec),
        cmocka_unit_test(test_every_sheet),
        cmocka_unit_test(test_sheet_by_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
