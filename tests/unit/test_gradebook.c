/* test_gradebook.c - a class's grade, pure: rubric files good and bad, the
 * points of a pass, a wrong answer on a hidden dataset, a build error, a
 * time-out, no file, a speed target met and missed (all or nothing and
 * partial), a stopped grade; the gradebook's CSV exactly, and every
 * student's file for GitHub Classroom, Gradescope and PrairieLearn
 * against golden files in tests/data/grade/ (checked by hand against the
 * graders' specifications, and by tests/tools/grader_spec.py).
 *
 * SIMTLAB_GOLDEN_WRITE=1 writes the golden files instead of comparing:
 * only after a deliberate change of format, and read the diff. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/gradebook.h"
#include "simtlab/report.h"
#include "simtlab/str.h"
#include "simtlab/slurp.h"

static const char *const dataset_names[] = {
    "dataset 1/6: 1 float: only a tail",
    "dataset 2/6: 3 floats: a tail of 3, no whole float4",
    "dataset 3/6: 1001 floats: a tail of 1",
    "dataset 4/6: 1 Mi + 2 floats: a tail of 2 after many groups",
    "dataset 5/6: hidden: 4093 floats (a prime)",
    "dataset 6/6: 64 Mi floats (256 MiB)",
};
#define N_DATASETS 6
#define HIDDEN_INDEX 4

static sl_grade_test *add_test(sl_grade_row *r, sl_grade_kind kind, const char *name, sl_grade_status st,
                               const char *message)
{
    assert_true(r->n_tests < SL_GRADE_MAX_TESTS);
    sl_grade_test *t = &r->tests[r->n_tests++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    snprintf(t->name, sizeof t->name, "%s", name);
    t->status = st;
    snprintf(t->message, sizeof t->message, "%s", message);
    return t;
}

/* The six datasets: the first `pass` pass, the one after fails with
 * `why`, the rest are not run (pass == 6: all pass). */
static void add_datasets(sl_grade_row *r, unsigned pass, const char *why)
{
    for (unsigned i = 0; i < N_DATASETS; ++i) {
        sl_grade_status st = i < pass ? SL_GT_PASS : i == pass ? SL_GT_FAIL : SL_GT_NOT_RUN;
        sl_grade_test *t = add_test(r, SL_GK_DATASET, dataset_names[i], st, st == SL_GT_FAIL ? why : "");
        t->hidden = i == HIDDEN_INDEX;
    }
    r->total = N_DATASETS;
    r->passed = pass;
}

static sl_grade_row *add_row(sl_gradebook *g, const char *id, sl_grade_outcome o, const char *cause, double seconds)
{
    sl_grade_row *r = sl_gradebook_add(g);
    assert_non_null(r);
    assert_true(isnan(r->figure) && isnan(r->target_ratio));
    snprintf(r->id, sizeof r->id, "%s", id);
    if (o != SL_GRADE_NO_FILE && o != SL_GRADE_NOT_GRADED) {
        snprintf(r->file, sizeof r->file, "submissions/%s/02-vector-loads.cl", id);
        /* not real digests: 64 hex digits that say whose they are */
        snprintf(r->sha256, sizeof r->sha256, "%.64s",
                 strcmp(id, "alice") == 0 ? "a1ce00000000000000000000000000000000000000000000000000000000a1ce"
                                          : "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
    }
    r->outcome = o;
    snprintf(r->cause, sizeof r->cause, "%s", cause);
    r->seconds = seconds;
    return r;
}

static void set_output(sl_grade_row *r, const char *text)
{
    size_t n = strlen(text) + 1;
    r->output = malloc(n);
    assert_non_null(r->output);
    memcpy(r->output, text, n);
}

static void speed(sl_grade_row *r, sl_grade_status st, double figure, double ratio, const char *message)
{
    add_test(r, SL_GK_SPEED, "speed", st, message);
    r->speed_graded = true;
    r->speed_met = st == SL_GT_PASS;
    r->figure = figure;
    r->target_ratio = ratio;
}

static void memory_pass(sl_grade_row *r)
{
    add_test(r, SL_GK_MEMORY, "memory check (oclgrind)", SL_GT_PASS, "");
    r->memory_checked = true;
}

static void class_header(sl_gradebook *g)
{
    memset(g, 0, sizeof *g);
    g->lab = 2;
    snprintf(g->lab_title, sizeof g->lab_title, "Vector loads: one float4 per lane (DWORDx4), with the tail handled");
    snprintf(g->unit, sizeof g->unit, "GB/s");
    snprintf(g->target_text, sizeof g->target_text,
             ">= 80%% of this device's streaming-read ceiling (x read and y written)");
    snprintf(g->device, sizeof g->device, "[0:0] NVIDIA H100 80GB HBM3 (NVIDIA CUDA, 580.159.04)");
    g->speed_counts = true;
    g->seed = 1;
    g->hidden = true;
    g->hidden_seed = UINT64_C(18446744073709551557);   /* past 2^53: must come out exact */
    g->rubric = (sl_rubric)SL_RUBRIC_DEFAULT;
    g->solution = 2950.2;
    g->baseline = 2210.5;
    g->ceiling = 3201.7;
    snprintf(g->started, sizeof g->started, "2025-06-01T09:30:00Z");
    snprintf(g->version, sizeof g->version, "0.1.0");
    g->interrupted = true;
}

#define GRACE_CAUSE "the memory check (oclgrind) was stopped after 60 s: not checked"

/* The class: one row of each kind the grade command fills. */
static void build_class(sl_gradebook *g)
{
    class_header(g);
    sl_grade_row *r = add_row(g, "alice", SL_GRADE_PASS, "", 41.26);
    add_datasets(r, 6, "");
    memory_pass(r);
    speed(r, SL_GT_PASS, 2810.6, 1.0973, "2810.6 GB/s: 87.8% of the ceiling (target 80%)");
    set_output(r, "lab 2: Vector loads\nPASS  dataset 1/6\n...\nPASS  speed: 2810.6 GB/s\n");

    r = add_row(g, "bob", SL_GRADE_WRONG, "dataset 5/6: 4093 floats, \"hidden\": 3 wrong, first at [4092]", 12.04);
    add_datasets(r, 4, "3 wrong, first at [4092]: got 0, want 2.5 (y = 2.5 x)");
    r->tests[5].status = SL_GT_PASS;   /* the check goes on past a wrong dataset */
    r->passed = 5;
    memory_pass(r);
    add_test(r, SL_GK_SPEED, "speed", SL_GT_NOT_RUN, "not timed: a dataset failed");
    snprintf(r->hidden_failed, sizeof r->hidden_failed, "hidden: 4093 floats (a prime)");
    set_output(r, "FAIL  dataset 5/6: hidden: 4093 floats (a prime)\n      y[4092] = 0 <- want 2.5\n");

    r = add_row(g, "carol", SL_GRADE_BUILD_ERROR, "02-vector-loads.cl:14:9: error: use of undeclared identifier 'n4'",
                0.61);
    add_datasets(r, 0, "");
    r->tests[0].status = SL_GT_NOT_RUN;
    set_output(r, "build failed:\n02-vector-loads.cl:14:9: error: use of undeclared identifier 'n4'\n");

    r = add_row(g, "dave", SL_GRADE_TIMEOUT, "dataset 4/6: still running after 300 s", 302.5);
    add_datasets(r, 3, "timed out after 300 s");
    memory_pass(r);

    add_row(g, "erin", SL_GRADE_NO_FILE, "no .cl file in submissions/erin", 0);

    r = add_row(g, "frank", SL_GRADE_PASS, "", 39.98);
    add_datasets(r, 6, "");
    memory_pass(r);
    speed(r, SL_GT_FAIL, 1920.4, 0.7498, "1920.4 GB/s: 60.0% of the ceiling; the target asks 80%");

    /* every dataset right on a CPU, but oclgrind was stopped at its limit:
     * never a pass, and the memory check's points are not given (issue 42) */
    r = add_row(g, "grace", SL_GRADE_NOT_CHECKED, GRACE_CAUSE, 95.2);
    add_datasets(r, 6, "");
    add_test(r, SL_GK_MEMORY, "memory check (oclgrind)", SL_GT_NOT_CHECKED, GRACE_CAUSE);
    r->memory_checked = true;
    set_output(r, "PASS  dataset 6/6\n  ....  oclgrind: still running after 60 s, stopped: not checked\n");

    add_row(g, "heidi", SL_GRADE_NOT_GRADED, "the grade was stopped (SIGINT) before this submission", 0);

    for (size_t i = 0; i < g->n; ++i)
        sl_grade_score(&g->rubric, &g->rows[i]);
}

static const sl_grade_row *row_of(const sl_gradebook *g, const char *id)
{
    for (size_t i = 0; i < g->n; ++i)
        if (strcmp(g->rows[i].id, id) == 0)
            return &g->rows[i];
    fail_msg("no row %s", id);
    return NULL;
}

static void test_scores(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    /* 70 over 6 datasets, cumulative hundredths: 11.67 11.66 11.67 11.67 11.66 11.67 */
    const double share[N_DATASETS] = { 11.67, 11.66, 11.67, 11.67, 11.66, 11.67 };
    const sl_grade_row *a = row_of(&g, "alice");
    for (unsigned i = 0; i < N_DATASETS; ++i) {
        assert_float_equal(a->tests[i].max_points, share[i], 1e-9);
        assert_float_equal(a->tests[i].points, share[i], 1e-9);
    }
    assert_float_equal(a->tests[6].points, 10, 0);
    assert_float_equal(a->tests[7].points, 20, 0);
    assert_float_equal(a->score, 100, 0);
    assert_float_equal(a->max_score, 100, 0);
    const sl_grade_row *b = row_of(&g, "bob");   /* 70 - 11.66 + 10; speed not timed: 0 of 0 */
    assert_float_equal(b->tests[HIDDEN_INDEX].points, 0, 0);
    assert_float_equal(b->tests[7].max_points, 0, 0);
    assert_float_equal(b->score, 68.34, 1e-9);
    assert_float_equal(b->max_score, 80, 0);
    const sl_grade_row *c = row_of(&g, "carol");
    assert_float_equal(c->score, 0, 0);
    assert_float_equal(c->max_score, 70, 0);
    const sl_grade_row *d = row_of(&g, "dave");   /* three datasets and the memory check */
    assert_float_equal(d->score, 45, 1e-9);
    assert_float_equal(d->max_score, 80, 0);
    const sl_grade_row *e = row_of(&g, "erin");   /* no tests: the correctness on offer */
    assert_float_equal(e->score, 0, 0);
    assert_float_equal(e->max_score, 70, 0);
    const sl_grade_row *f = row_of(&g, "frank");  /* all or nothing: no speed points */
    assert_float_equal(f->tests[7].points, 0, 0);
    assert_float_equal(f->tests[7].max_points, 20, 0);
    assert_float_equal(f->score, 80, 0);
    assert_float_equal(f->max_score, 100, 0);
    sl_gradebook_free(&g);
    assert_null(g.rows);
}

/* A memory check that did not finish (issue 42): the datasets' points
 * stay, the memory check's 10 are on offer and not given, and every
 * format says "not checked", never a pass. */
static void test_not_checked(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    const sl_grade_row *r = row_of(&g, "grace");
    assert_int_equal(r->outcome, SL_GRADE_NOT_CHECKED);
    assert_float_equal(r->tests[6].points, 0, 0);
    assert_float_equal(r->tests[6].max_points, 10, 0);
    assert_float_equal(r->score, 70, 1e-9);
    assert_float_equal(r->max_score, 80, 0);

    sl_str s = { 0 };
    assert_int_equal(sl_grade_format_write(&g, r, SL_FORMAT_CLASSROOM, &s), SL_OK);
    cJSON *doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(doc, "status")), "fail");
    cJSON *mem = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "tests"), 6);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(mem, "status")), "fail");
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(mem, "score")), 0, 0);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(mem, "message")), GRACE_CAUSE);
    cJSON_Delete(doc);
    sl_str_free(&s);

    assert_int_equal(sl_grade_format_write(&g, r, SL_FORMAT_GRADESCOPE, &s), SL_OK);
    doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(doc, "score")), 70, 1e-9);
    mem = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "tests"), 6);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(mem, "status")), "failed");
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(mem, "score")), 0, 0);
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(mem, "max_score")), 10, 0);
    assert_non_null(strstr(sl_str_text(&s), "not checked"));
    cJSON_Delete(doc);
    sl_str_free(&s);

    assert_int_equal(sl_grade_format_write(&g, r, SL_FORMAT_PRAIRIELEARN, &s), SL_OK);
    doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(doc, "score")), 70.0 / 80.0, 1e-9);
    mem = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "tests"), 6);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(mem, "output")), "not checked");
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(mem, "points")), 0, 0);
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(mem, "max_points")), 10, 0);
    cJSON_Delete(doc);
    sl_str_free(&s);

    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    cJSON *st = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "students"), 6);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(st, "id")), "grace");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(st, "outcome")), "not checked");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(st, "cause")), GRACE_CAUSE);
    mem = cJSON_GetArrayItem(cJSON_GetObjectItem(st, "tests"), 6);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(mem, "status")), "not checked");
    cJSON_Delete(doc);
    sl_str_free(&s);
    sl_gradebook_free(&g);
}

static void test_score_rules(void **state)
{
    (void)state;
    sl_rubric partial = SL_RUBRIC_DEFAULT;
    partial.speed_partial = true;
    sl_grade_row r;
    memset(&r, 0, sizeof r);
    add_datasets(&r, 6, "");
    speed(&r, SL_GT_FAIL, 1920.4, 0.75, "");
    sl_grade_score(&partial, &r);   /* 20 x 0.75 */
    assert_float_equal(r.tests[6].points, 15, 1e-9);
    assert_float_equal(r.score, 85, 1e-9);
    assert_float_equal(r.max_score, 90, 0);   /* not memory checked: its 10 are not on offer */
    r.target_ratio = 1.4;                       /* over the target but not "met": never more than all */
    sl_grade_score(&partial, &r);
    assert_float_equal(r.tests[6].points, 20, 1e-9);
    r.target_ratio = NAN;
    sl_grade_score(&partial, &r);
    assert_float_equal(r.tests[6].points, 0, 0);
    /* a fast wrong answer: no speed points, met or partial */
    r.tests[2].status = SL_GT_FAIL;
    r.speed_met = true;
    r.target_ratio = 1.2;
    sl_grade_score(&partial, &r);
    assert_float_equal(r.tests[6].points, 0, 0);
    assert_float_equal(r.score, 70 - 11.67, 1e-9);

    /* 70 over 3 datasets sums to 70; a skipped one counts nothing */
    memset(&r, 0, sizeof r);
    sl_rubric def = SL_RUBRIC_DEFAULT;
    for (int i = 0; i < 4; ++i)
        add_test(&r, SL_GK_DATASET, "d", i == 1 ? SL_GT_SKIP : SL_GT_PASS, "");
    sl_grade_score(&def, &r);
    assert_float_equal(r.tests[0].max_points, 23.33, 1e-9);
    assert_float_equal(r.tests[1].max_points, 0, 0);
    assert_float_equal(r.tests[2].max_points, 23.34, 1e-9);
    assert_float_equal(r.tests[3].max_points, 23.33, 1e-9);
    assert_float_equal(r.score, 70, 1e-9);
    /* the memory check fails: 0 of its 10 */
    add_test(&r, SL_GK_MEMORY, "memory check (oclgrind)", SL_GT_FAIL, "a data race on y[0]");
    r.memory_checked = true;
    sl_grade_score(&def, &r);
    assert_float_equal(r.score, 70, 1e-9);
    assert_float_equal(r.max_score, 80, 0);
    /* a row with no tests that would have had all three */
    memset(&r, 0, sizeof r);
    r.memory_checked = r.speed_graded = true;
    sl_grade_score(&def, &r);
    assert_float_equal(r.max_score, 100, 0);
    r.static_graded = true;
    sl_grade_score(&def, &r);
    assert_float_equal(r.max_score, 120, 0);

    /* the static check (labs 2 and 3 on a CPU): its 20 where graded; a
     * skip (no compiler) neither scores nor counts; a wrong answer earns none */
    memset(&r, 0, sizeof r);
    add_datasets(&r, 6, "");
    add_test(&r, SL_GK_STATIC, "static check", SL_GT_FAIL, "no 16-byte global load");
    r.static_graded = true;
    sl_grade_score(&def, &r);
    assert_float_equal(r.tests[6].max_points, 20, 0);
    assert_float_equal(r.score, 70, 1e-9);
    assert_float_equal(r.max_score, 90, 0);
    r.tests[6].status = SL_GT_PASS;
    sl_grade_score(&def, &r);
    assert_float_equal(r.score, 90, 1e-9);
    r.tests[6].status = SL_GT_SKIP;
    sl_grade_score(&def, &r);
    assert_float_equal(r.tests[6].max_points, 0, 0);
    assert_float_equal(r.max_score, 70, 0);
    r.tests[6].status = SL_GT_PASS;
    r.static_graded = false;   /* a GPU: speed grades the lab, the static check is shown only */
    sl_grade_score(&def, &r);
    assert_float_equal(r.max_score, 70, 0);
    r.static_graded = true;
    r.tests[0].status = SL_GT_FAIL;
    sl_grade_score(&def, &r);
    assert_float_equal(r.tests[6].points, 0, 0);
}

static void test_csv(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    sl_str s = { 0 };
    assert_int_equal(sl_gradebook_csv(&g, &s), SL_OK);
    const char *want =
        "id,sha256,passed,total,outcome,cause,hidden_failed,figure,unit,target_ratio,speed_met,score,max_score,seconds\n"
        "alice,a1ce00000000000000000000000000000000000000000000000000000000a1ce,6,6,pass,,,2810.6,GB/s,1.097,yes,"
        "100.00,100.00,41.3\n"
        "bob,0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef,5,6,wrong answer,"
        "\"dataset 5/6: 4093 floats, \"\"hidden\"\": 3 wrong, first at [4092]\",hidden: 4093 floats (a prime),,,,,"
        "68.34,80.00,12.0\n"
        "carol,0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef,0,6,build error,"
        "02-vector-loads.cl:14:9: error: use of undeclared identifier 'n4',,,,,,0.00,70.00,0.6\n"
        "dave,0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef,3,6,timeout,"
        "dataset 4/6: still running after 300 s,,,,,,45.00,80.00,302.5\n"
        "erin,,0,0,no file,no .cl file in submissions/erin,,,,,,0.00,70.00,0.0\n"
        "frank,0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef,6,6,pass,,,1920.4,GB/s,0.750,no,"
        "80.00,100.00,40.0\n"
        "grace,0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef,6,6,not checked,"
        GRACE_CAUSE ",,,,,,70.00,80.00,95.2\n"
        "heidi,,0,0,not graded,the grade was stopped (SIGINT) before this submission,,,,,,0.00,70.00,0.0\n";
    assert_string_equal(sl_str_text(&s), want);
    sl_str_free(&s);
    /* a line break inside a field is escaped (a cell is one line), and so is each raw byte */
    sl_gradebook one;
    class_header(&one);
    sl_grade_row *r = add_row(&one, "z\xff", SL_GRADE_CRASH, "SIGSEGV\nin scale4", 1);
    r->sha256[0] = '\0';
    assert_int_equal(sl_gradebook_csv(&one, &s), SL_OK);
    assert_non_null(strstr(sl_str_text(&s), "\nz\\xFF,,0,0,crash,SIGSEGV\\x0Ain scale4,,,,,,0.00,0.00,1.0\n"));
    sl_str_free(&s);
    sl_gradebook_free(&one);
    sl_gradebook_free(&g);
}

/* text against tests/data/grade/name, or written there with SIMTLAB_GOLDEN_WRITE=1 */
static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/grade/%s", SIMTLAB_TEST_DATA, name);
    const char *w = getenv("SIMTLAB_GOLDEN_WRITE");
    if (w && strcmp(w, "1") == 0) {
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        assert_int_equal(fputs(text, f) >= 0, 1);
        assert_int_equal(fclose(f), 0);
        return;
    }
    char *want = NULL;
    size_t len = 0;
    sl_err e = { 0 };
    if (sl_slurp(path, "golden file", 1 << 20, &want, &len, &e) != SL_OK)
        fail_msg("%s", e.msg);
    if (strcmp(text, want) != 0)
        fail_msg("%s differs from this output (SIMTLAB_GOLDEN_WRITE=1 rewrites it):\n%s", path, text);
    free(want);
}

static void test_formats_golden(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    const char *const names[] = { "classroom", "gradescope", "prairielearn" };
    const sl_grade_format fmts[] = { SL_FORMAT_CLASSROOM, SL_FORMAT_GRADESCOPE, SL_FORMAT_PRAIRIELEARN };
    for (size_t i = 0; i < g.n; ++i)
        for (size_t f = 0; f < 3; ++f) {
            sl_str s = { 0 };
            assert_int_equal(sl_grade_format_write(&g, &g.rows[i], fmts[f], &s), SL_OK);
            char file[256];
            snprintf(file, sizeof file, "%s.%s.json", g.rows[i].id, names[f]);
            golden(file, sl_str_text(&s));
            sl_str_free(&s);
        }
    sl_str s = { 0 };
    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    golden("gradebook.json", sl_str_text(&s));
    /* values read back, not only text compared */
    cJSON *doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    assert_non_null(strstr(sl_str_text(&s), "\"hidden_seed\":\t18446744073709551557"));
    cJSON *bob = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "students"), 1);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(bob, "outcome")), "wrong answer");
    assert_float_equal(cJSON_GetNumberValue(cJSON_GetObjectItem(bob, "score")), 68.34, 1e-9);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(bob, "figure")));
    assert_null(cJSON_GetObjectItem(bob, "output"));
    cJSON_Delete(doc);
    sl_str_free(&s);
    sl_gradebook_free(&g);
}

/* The check's text is cut for the graders' size limits, on a UTF-8 boundary. */
static void test_output_cut(void **state)
{
    (void)state;
    sl_gradebook g;
    class_header(&g);
    sl_grade_row *r = add_row(&g, "long", SL_GRADE_CRASH, "SIGSEGV", 1);
    size_t n = 200 * 1024;
    r->output = malloc(n + 1);
    assert_non_null(r->output);
    for (size_t i = 0; i + 1 < n; i += 2)
        memcpy(r->output + i, "\xc3\xa9", 2);   /* e-acute: a cut in its middle would leave half */
    r->output[n] = '\0';
    sl_str s = { 0 };
    assert_int_equal(sl_grade_format_write(&g, r, SL_FORMAT_PRAIRIELEARN, &s), SL_OK);
    assert_true(s.n < 80 * 1024);
    assert_null(strstr(sl_str_text(&s), "\xef\xbf\xbd"));
    assert_non_null(strstr(sl_str_text(&s), "[... 139264 more bytes of the check's output cut]"));
    sl_str_free(&s);
    sl_gradebook_free(&g);
}

static void test_format_parse(void **state)
{
    (void)state;
    sl_grade_format f = SL_FORMAT_PRAIRIELEARN;
    sl_err e = { 0 };
    assert_int_equal(sl_grade_format_parse("classroom", &f, &e), SL_OK);
    assert_int_equal(f, SL_FORMAT_CLASSROOM);
    f = SL_FORMAT_PRAIRIELEARN;
    assert_int_equal(sl_grade_format_parse("github", &f, &e), SL_OK);
    assert_int_equal(f, SL_FORMAT_CLASSROOM);
    assert_int_equal(sl_grade_format_parse("gradescope", &f, &e), SL_OK);
    assert_int_equal(f, SL_FORMAT_GRADESCOPE);
    assert_int_equal(sl_grade_format_parse("prairielearn", &f, &e), SL_OK);
    assert_int_equal(f, SL_FORMAT_PRAIRIELEARN);
    assert_int_equal(sl_grade_format_parse("moodle", &f, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "'moodle'"));
    assert_non_null(strstr(e.msg, "classroom (or github), gradescope, prairielearn"));
    assert_int_equal(sl_grade_format_parse(NULL, &f, &e), SL_E_USAGE);
    assert_string_equal(sl_grade_outcome_name(SL_GRADE_MEMORY), "memory error");
    assert_string_equal(sl_grade_status_name(SL_GT_NOT_RUN), "not run");
    assert_string_equal(sl_grade_status_name(SL_GT_NOT_CHECKED), "not checked");
    assert_string_equal(sl_grade_outcome_name(SL_GRADE_NOT_CHECKED), "not checked");
    assert_string_equal(sl_grade_outcome_name(SL_GRADE_DEVICE_FAULT), "device fault");
    assert_string_equal(sl_grade_kind_name(SL_GK_SPEED), "speed");
    assert_string_equal(sl_grade_kind_name(SL_GK_STATIC), "static");
    assert_string_equal(sl_grade_outcome_name(SL_GRADE_NOT_VECTORISED), "not vectorised");
}

static void test_rubric_good(void **state)
{
    (void)state;
    sl_err e = { 0 };
    sl_rubric r = SL_RUBRIC_DEFAULT;
    assert_int_equal(sl_rubric_parse("# CS 4xx, lab 2\n\ncorrectness = 60   # most of it\r\n"
                                     "memory_check=15\n  speed\t=  25.5  \nspeed_partial = Yes",
                                     &r, &e),
                     SL_OK);
    assert_float_equal(r.correctness, 60, 0);
    assert_float_equal(r.memory_check, 15, 0);
    assert_float_equal(r.speed, 25.5, 0);
    assert_true(r.speed_partial);
    sl_rubric d = SL_RUBRIC_DEFAULT;   /* a key not given keeps its default */
    assert_int_equal(sl_rubric_parse("speed = 0\nspeed_partial = false\n", &d, &e), SL_OK);
    assert_float_equal(d.correctness, 70, 0);
    assert_float_equal(d.memory_check, 10, 0);
    assert_float_equal(d.speed, 0, 0);
    assert_false(d.speed_partial);
    sl_rubric empty = SL_RUBRIC_DEFAULT;
    assert_int_equal(sl_rubric_parse("# nothing but a comment\n\n", &empty, &e), SL_OK);
    assert_float_equal(empty.correctness + empty.memory_check + empty.speed, 100, 0);
    sl_rubric upper = SL_RUBRIC_DEFAULT;   /* yes/no/true/false in any case */
    assert_int_equal(sl_rubric_parse("speed_partial = TRUE\n", &upper, &e), SL_OK);
    assert_true(upper.speed_partial);
    sl_rubric st = SL_RUBRIC_DEFAULT;   /* the static check's points (labs 2 and 3 on a CPU) */
    assert_float_equal(st.static_check, 20, 0);
    assert_int_equal(sl_rubric_parse("static_check = 15\n", &st, &e), SL_OK);
    assert_float_equal(st.static_check, 15, 0);
}

static void test_rubric_bad(void **state)
{
    (void)state;
    static const struct { const char *text, *says; } bad[] = {
        { "correctness = nan\n", "rubric line 1: correctness is nan" },
        { "correctness = -1\n", "rubric line 1: correctness is -1: points are 0 to 1000000" },
        { "memory_check = inf\n", "rubric line 1: memory_check is inf" },
        { "speed = abc\n", "rubric line 1: speed needs a number of points, not 'abc'" },
        { "\n# x\nspeed = 20 points\n", "rubric line 3: speed needs a number of points, not '20 points'" },
        { "correctness =\n", "rubric line 1: correctness needs a number of points, not ''" },
        { "correctness = 1e7\n", "points are 0 to 1000000" },
        { "correctness 70\n", "rubric line 1: 'correctness 70' is not 'key = value' (keys: correctness, "
                              "memory_check, speed, static_check, speed_partial)" },
        { "bonus = 5\n", "rubric line 1: unknown key 'bonus' (keys: correctness, memory_check, speed, static_check, "
                         "speed_partial)" },
        { "= 5\n", "rubric line 1: unknown key ''" },
        { "speed = 10\n\nspeed = 20\n", "rubric line 3: speed given twice (first on line 1)" },
        { "speed_partial = maybe\n", "rubric line 1: speed_partial is yes, no, true or false, not 'maybe'" },
        { "correctness = 0\nmemory_check = 0\nspeed = 0\nstatic_check = 0\n", "all 0: nothing to grade" },
        { "static_check = -2\n", "rubric line 1: static_check is -2: points are 0 to 1000000" },
        { "speed = 1x\n", "rubric line 1: speed needs a number" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_rubric r = SL_RUBRIC_DEFAULT;
        sl_err e = { 0 };
        int rc = sl_rubric_parse(bad[i].text, &r, &e);
        if (rc != SL_E_USAGE || !strstr(e.msg, bad[i].says))
            fail_msg("'%s': rc %d, '%s' (want '%s')", bad[i].text, rc, e.msg, bad[i].says);
        /* a bad file changes nothing */
        assert_float_equal(r.correctness, 70, 0);
        assert_float_equal(r.speed, 20, 0);
    }
}

/* ---- a student's text in the outputs (issue 42) ---- */

static void escaped_is(const char *in, unsigned flags, const char *want)
{
    sl_str b = { 0 };
    sl_str_escape(&b, in, flags);
    if (strcmp(sl_str_text(&b), want) != 0)
        fail_msg("escape of '%s' (flags %u): '%s', want '%s'", in, flags, sl_str_text(&b), want);
    sl_str_free(&b);
}

/* One rule: C0 (but line breaks and tabs in a log), DEL, C1 and every byte
 * of invalid UTF-8 as \xNN; valid UTF-8 and backslashes kept. */
static void test_escape(void **state)
{
    (void)state;
    escaped_is("alice", 0, "alice");
    escaped_is("esc\x1b[31mred\x1b[0m", 0, "esc\\x1B[31mred\\x1B[0m");
    escaped_is("bell\a del\x7f", 0, "bell\\x07 del\\x7F");
    escaped_is("csi\xc2\x9b" "2J", 0, "csi\\x9B2J");          /* U+009B, C1's CSI */
    escaped_is("nbsp\xc2\xa0", 0, "nbsp\xc2\xa0");            /* U+00A0 is text */
    escaped_is("bad\xff\xfe", 0, "bad\\xFF\\xFE");
    escaped_is("over\xc0\xaf", 0, "over\\xC0\\xAF");          /* an overlong '/' */
    escaped_is("sur\xed\xa0\x80", 0, "sur\\xED\\xA0\\x80");   /* a surrogate */
    escaped_is("cut\xe2\x82", 0, "cut\\xE2\\x82");            /* a sequence cut short */
    escaped_is("caf\xc3\xa9 \xe6\x97\xa5 \xf0\x9f\x99\x82", 0, "caf\xc3\xa9 \xe6\x97\xa5 \xf0\x9f\x99\x82");
    escaped_is("back\\x1B", 0, "back\\x1B");                  /* kept: the id check compares escaped forms */
    escaped_is("a\nb\tc\rd", 0, "a\\x0Ab\\x09c\\x0Dd");
    escaped_is("a\nb\tc\rd\x1b", SL_ESC_LINES, "a\nb\tc\\x0Dd\\x1B");
    escaped_is("", 0, "");
    /* the fixed buffer: cut on a whole escape or character, never inside one */
    char out[8];
    assert_int_equal(sl_str_escape_ctrl("ab\x1b" "cd", out, sizeof out), 7);
    assert_string_equal(out, "ab\\x1Bc");
    assert_int_equal(sl_str_escape_ctrl("abcd\x1b", out, sizeof out), 4);
    assert_string_equal(out, "abcd");
    assert_int_equal(sl_str_escape_ctrl("abcde\xc3\xa9", out, sizeof out), 7);
    assert_string_equal(out, "abcde\xc3\xa9");
    assert_int_equal(sl_str_escape_ctrl("abcdef\xc3\xa9", out, sizeof out), 6);
    assert_string_equal(out, "abcdef");
    /* escaping is idempotent: an id escaped once stays as it is */
    escaped_is("esc\\x1B[31mred", 0, "esc\\x1B[31mred");
}

static void cell_is(const char *in, const char *want)
{
    sl_str b = { 0 };
    sl_csv_cell(&b, in);
    if (strcmp(sl_str_text(&b), want) != 0)
        fail_msg("CSV cell of '%s': '%s', want '%s'", in, sl_str_text(&b), want);
    sl_str_free(&b);
}

/* OWASP's CSV injection: a cell that would begin with = + - @ tab or CR
 * begins with a ' instead; quoted as RFC 4180 needs. */
static void test_csv_injection(void **state)
{
    (void)state;
    cell_is("=cmd|' -C calc'!A0", "'=cmd|' -C calc'!A0");
    cell_is("-2+3", "'-2+3");
    cell_is("+1", "'+1");
    cell_is("@SUM(1+1)", "'@SUM(1+1)");
    cell_is("=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
    cell_is("\t=1", "\\x09=1");   /* a tab or CR is escaped: the cell begins with a backslash */
    cell_is("\r=1", "\\x0D=1");
    cell_is("a=1", "a=1");         /* only the first character counts */
    cell_is("alice", "alice");
    cell_is("a,b", "\"a,b\"");
    cell_is("", "");
    cell_is("x\ny", "x\\x0Ay");    /* a cell is one line */
    /* the gradebook: the ids and a cause disarmed; its own numbers left as numbers */
    sl_gradebook g;
    class_header(&g);
    const char *const ids[] = { "=cmd|' -C calc'!A0", "-2+3", "@SUM(1+1)", "=HYPERLINK(\"http://x\",\"y\")" };
    for (size_t i = 0; i < 4; ++i)
        add_row(&g, ids[i], SL_GRADE_CRASH, i == 0 ? "-SIGSEGV \x1b]0;pwned\a" : "SIGSEGV", 1);
    g.rows[1].target_ratio = -0.5;   /* not a real ratio: a number of ours is never prefixed */
    sl_str s = { 0 };
    assert_int_equal(sl_gradebook_csv(&g, &s), SL_OK);
    const char *t = sl_str_text(&s);
    assert_non_null(strstr(t, "\n'=cmd|' -C calc'!A0,0123456789abcdef"));
    assert_non_null(strstr(t, ",crash,'-SIGSEGV \\x1B]0;pwned\\x07,"));
    assert_non_null(strstr(t, "\n'-2+3,"));
    assert_non_null(strstr(t, ",,-0.500,,"));
    assert_non_null(strstr(t, "\n'@SUM(1+1),"));
    assert_non_null(strstr(t, "\n\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","));
    assert_null(strchr(t, '\x1b'));
    sl_str_free(&s);
    /* the benchmark results' CSV shares the cell: a kernel or device name is text from outside too */
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    assert_non_null(f);
    sl_csv_field(f, "=1+1");
    sl_csv_field(f, "dev\x1b[2J");
    assert_int_equal(fclose(f), 0);
    assert_string_equal(text, "'=1+1,dev\\x1B[2J,");
    free(text);
    sl_gradebook_free(&g);
}

/* The JSON gradebook and every grader's file escape a student's text; the
 * check's text keeps its lines. */
static void test_json_escaped(void **state)
{
    (void)state;
    sl_gradebook g;
    class_header(&g);
    sl_grade_row *r = add_row(&g, "esc\x1b[31m\xff", SL_GRADE_BUILD_ERROR, "x.cl:1:1: error: \x1b[1mbold\x9b", 1);
    add_datasets(r, 0, "build error: \x1b[2J");
    set_output(r, "build failed:\n\tx.cl:1:1: \x1b]8;;http://evil\x1b\\link\n");
    sl_grade_score(&g.rubric, r);
    sl_str s = { 0 };
    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    assert_null(strstr(sl_str_text(&s), "\\u001b"));
    assert_null(strchr(sl_str_text(&s), '\x1b'));
    cJSON *doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    cJSON *st = cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "students"), 0);
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(st, "id")), "esc\\x1B[31m\\xFF");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(st, "cause")),
                        "x.cl:1:1: error: \\x1B[1mbold\\x9B");
    cJSON_Delete(doc);
    sl_str_free(&s);
    const sl_grade_format fmts[] = { SL_FORMAT_CLASSROOM, SL_FORMAT_GRADESCOPE, SL_FORMAT_PRAIRIELEARN };
    for (size_t f = 0; f < 3; ++f) {
        assert_int_equal(sl_grade_format_write(&g, r, fmts[f], &s), SL_OK);
        const char *t = sl_str_text(&s);
        assert_null(strstr(t, "\\u001b"));
        assert_null(strstr(t, "\\u009b"));
        assert_non_null(strstr(t, "\\\\x1B[2J"));   /* a test's message, in JSON: \\x1B */
        if (f != SL_FORMAT_CLASSROOM)               /* the check's text: lines and tabs kept */
            assert_non_null(strstr(t, "build failed:\\n\\tx.cl:1:1: \\\\x1B]8;;http://evil\\\\x1B\\\\link\\n"));
        sl_str_free(&s);
    }
    sl_gradebook_free(&g);
}

/* --refs-from: a gradebook's own JSON read back gives its lab, device and
 * references exactly; a book without references, or not a book, is refused
 * with the reason. */
static void test_read_refs(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    sl_str s = { 0 };
    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    sl_gradebook back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_gradebook_read_refs(sl_str_text(&s), &back, &e), SL_OK);
    assert_int_equal(back.lab, 2);
    assert_string_equal(back.device, g.device);
    assert_true(back.solution == g.solution && back.baseline == g.baseline && back.ceiling == g.ceiling);
    assert_int_equal(back.n, 0); /* the rows are not read */
    sl_str_free(&s);
    /* one reference not measured (a student build has no solution): NAN, accepted */
    g.solution = NAN;
    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    assert_int_equal(sl_gradebook_read_refs(sl_str_text(&s), &back, &e), SL_OK);
    assert_true(isnan(back.solution) && back.baseline == g.baseline);
    sl_str_free(&s);
    /* none measured: speed was not graded where it was made */
    g.baseline = g.ceiling = NAN;
    assert_int_equal(sl_gradebook_json(&g, &s), SL_OK);
    assert_int_equal(sl_gradebook_read_refs(sl_str_text(&s), &back, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "no references"));
    sl_err_clear(&e);
    sl_str_free(&s);
    static const struct {
        const char *json, *why;
    } bad[] = {
        { "{", "not JSON" },
        { "[]", "not a gradebook" },
        { "{\"simtlab_gradebook\": 2, \"lab\": 2}", "not a gradebook" },
        { "{\"simtlab_gradebook\": 1, \"lab\": 2.5, \"device\": \"x\", \"references\": {}}", "mistyped" },
        { "{\"simtlab_gradebook\": 1, \"lab\": 2, \"references\": {}}", "missing" },
        { "{\"simtlab_gradebook\": 1, \"lab\": 2, \"device\": \"x\", \"references\": {\"solution\": -1}}",
          "not a positive number" },
        { "{\"simtlab_gradebook\": 1, \"lab\": 2, \"device\": \"x\", \"references\": {\"ceiling\": \"9\"}}",
          "not a positive number" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        assert_int_equal(sl_gradebook_read_refs(bad[i].json, &back, &e), SL_E_USAGE);
        if (!strstr(e.msg, bad[i].why))
            fail_msg("%s: '%s' lacks '%s'", bad[i].json, e.msg, bad[i].why);
        sl_err_clear(&e);
    }
    sl_gradebook_free(&g);
}

/* Gradescope: a hidden dataset is seen after the due date, by number, and
 * no text of the file names its size. */
static void test_gradescope_hidden(void **state)
{
    (void)state;
    sl_gradebook g;
    build_class(&g);
    const sl_grade_row *b = row_of(&g, "bob");
    sl_str s = { 0 };
    assert_int_equal(sl_grade_format_write(&g, b, SL_FORMAT_GRADESCOPE, &s), SL_OK);
    assert_null(strstr(sl_str_text(&s), "4093"));   /* the size; its test's message (after the due date) */
    cJSON *doc = cJSON_Parse(sl_str_text(&s));
    assert_non_null(doc);
    cJSON *tests = cJSON_GetObjectItem(doc, "tests");
    size_t hidden = 0;
    for (int i = 0; i < cJSON_GetArraySize(tests); ++i) {
        cJSON *t = cJSON_GetArrayItem(tests, i);
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItem(t, "name"));
        const char *vis = cJSON_GetStringValue(cJSON_GetObjectItem(t, "visibility"));
        if (i == HIDDEN_INDEX) {
            ++hidden;
            assert_string_equal(name, "hidden dataset 1");
            assert_string_equal(vis, "after_due_date");
        } else {   /* what the student sees now: no size of a hidden dataset, nor its wrong index */
            assert_string_equal(vis, "visible");
            assert_null(strstr(name, "hidden"));
            assert_null(strstr(cJSON_GetStringValue(cJSON_GetObjectItem(t, "output")), "4092"));
        }
    }
    assert_int_equal(hidden, 1);
    const char *out = cJSON_GetStringValue(cJSON_GetObjectItem(doc, "output"));
    assert_non_null(strstr(out, "hidden dataset 1 failed (shown after the due date)"));
    assert_null(strstr(out, "4092"));
    assert_non_null(strstr(out, "FAIL  dataset 5/6: hidden dataset 1\n"));
    cJSON_Delete(doc);
    sl_str_free(&s);
    sl_gradebook_free(&g);
}

/* A row of six datasets, the first `pass` passed, the next failed with
 * fault and message, the rest not run; a memory check that passed. */
static void decided(sl_grade_row *r, unsigned pass, sl_grade_fault fault, const char *message,
                    const sl_grade_facts *f)
{
    memset(r, 0, sizeof *r);
    add_datasets(r, pass, message);
    for (unsigned i = 0; i < N_DATASETS; ++i)
        r->tests[i].fault = i < pass ? SL_GF_NONE : i == pass ? fault : SL_GF_NOT_RUN;
    add_test(r, SL_GK_MEMORY, "memory check (oclgrind)", f->memory_failed ? SL_GT_FAIL : SL_GT_PASS,
             f->memory_failed ? "oclgrind: Data race" : "");
    r->memory_checked = true;
    sl_grade_decide(f, r);
}

/* The outcome from data: each fault gives its outcome whatever its
 * message says (a message with another fault's words changes nothing), in
 * the order of precedence; the cause names the failed dataset. */
static void test_decide(void **state)
{
    (void)state;
    const sl_grade_facts none = { 0 };
    sl_grade_row r;
    const struct {
        sl_grade_fault fault;
        const char *message;
        sl_grade_outcome want;
    } cases[] = {
        { SL_GF_WRONG, "fail: 3 of 4096 wrong, the first at 17", SL_GRADE_WRONG },
        /* the words of a crash or an out-of-bounds store in a wrong answer's message: still wrong */
        { SL_GF_WRONG, "crash: store out of bounds (a student's printf)", SL_GRADE_WRONG },
        { SL_GF_OUT_OF_BOUNDS, "fail: out: written 1 element past its end", SL_GRADE_MEMORY },
        { SL_GF_BUILD, "build error: line 3: expected ';'", SL_GRADE_BUILD_ERROR },
        { SL_GF_CRASH, "crash: the check's process died of SIGSEGV", SL_GRADE_CRASH },
        { SL_GF_CRASH, "build error: the words do not decide", SL_GRADE_CRASH },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        decided(&r, 2, cases[i].fault, cases[i].message, &none);
        assert_int_equal(r.outcome, cases[i].want);
        char want[700];
        snprintf(want, sizeof want, "%.150s: %.350s", dataset_names[2], cases[i].message);
        assert_string_equal(r.cause, want);
    }
    /* the facts: a time-out, a crash of the whole check, a device fault (for review) */
    const sl_grade_facts timeout = { .timed_out = true, .stopped_at = 3 };
    decided(&r, 2, SL_GF_TIMEOUT, "timeout: stopped after 5 s", &timeout);
    assert_int_equal(r.outcome, SL_GRADE_TIMEOUT);
    const sl_grade_facts crashed = { .crashed = true, .stopped_at = 3 };
    decided(&r, 2, SL_GF_WRONG, "fail: the check ended without a verdict", &crashed);
    assert_int_equal(r.outcome, SL_GRADE_CRASH);
    const sl_grade_facts fault = { .device_fault = true, .crashed = true, .stopped_at = 3 };
    decided(&r, 2, SL_GF_CRASH, "crash: the device stopped the kernel", &fault);
    assert_int_equal(r.outcome, SL_GRADE_DEVICE_FAULT);
    assert_non_null(strstr(r.cause, "for review: oclgrind ran dataset 3 clean"));
    /* a build error comes first, even where the device also failed */
    decided(&r, 0, SL_GF_BUILD, "build error: no kernel sum_stream", &fault);
    assert_int_equal(r.outcome, SL_GRADE_BUILD_ERROR);
    /* every dataset right: the memory check's race or memory error, by the facts */
    const sl_grade_facts race = { .memory_failed = true, .race = true };
    decided(&r, N_DATASETS, SL_GF_NONE, "", &race);
    assert_int_equal(r.outcome, SL_GRADE_RACE);
    assert_string_equal(r.cause, "oclgrind: Data race");
    const sl_grade_facts memory = { .memory_failed = true };
    decided(&r, N_DATASETS, SL_GF_NONE, "", &memory);
    assert_int_equal(r.outcome, SL_GRADE_MEMORY);
    const sl_grade_facts unchecked = { .unchecked = true };
    decided(&r, N_DATASETS, SL_GF_NONE, "", &unchecked);
    assert_int_equal(r.outcome, SL_GRADE_NOT_CHECKED);
    decided(&r, N_DATASETS, SL_GF_NONE, "", &none);
    assert_int_equal(r.outcome, SL_GRADE_PASS);
    assert_string_equal(r.cause, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scores),
        cmocka_unit_test(test_not_checked),
        cmocka_unit_test(test_score_rules),
        cmocka_unit_test(test_csv),
        cmocka_unit_test(test_formats_golden),
        cmocka_unit_test(test_output_cut),
        cmocka_unit_test(test_format_parse),
        cmocka_unit_test(test_rubric_good),
        cmocka_unit_test(test_rubric_bad),
        cmocka_unit_test(test_escape),
        cmocka_unit_test(test_csv_injection),
        cmocka_unit_test(test_json_escaped),
        cmocka_unit_test(test_read_refs),
        cmocka_unit_test(test_gradescope_hidden),
        cmocka_unit_test(test_decide),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
