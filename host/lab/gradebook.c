/* gradebook.c - a class's grade: the rubric, the scores, and the gradebook
 * as CSV and JSON (gradebook.h). The graders' own formats are in
 * grade_formats.c. */
#include "simtlab/gradebook.h"

#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grade_json.h"
#include "simtlab/report.h"

const char *sl_grade_outcome_name(sl_grade_outcome o)
{
    switch (o) {
    case SL_GRADE_PASS: return "pass";
    case SL_GRADE_WRONG: return "wrong answer";
    case SL_GRADE_BUILD_ERROR: return "build error";
    case SL_GRADE_CRASH: return "crash";
    case SL_GRADE_TIMEOUT: return "timeout";
    case SL_GRADE_RACE: return "race";
    case SL_GRADE_MEMORY: return "memory error";
    case SL_GRADE_NOT_VECTORISED: return "not vectorised";
    case SL_GRADE_NO_FILE: return "no file";
    case SL_GRADE_NOT_GRADED: return "not graded";
    case SL_GRADE_NOT_CHECKED: return "not checked";
    case SL_GRADE_DEVICE_FAULT: return "device fault";
    }
    return "?";
}

const char *sl_grade_status_name(sl_grade_status s)
{
    switch (s) {
    case SL_GT_PASS: return "pass";
    case SL_GT_FAIL: return "fail";
    case SL_GT_SKIP: return "skip";
    case SL_GT_NOT_RUN: return "not run";
    case SL_GT_NOT_CHECKED: return "not checked";
    }
    return "?";
}

const char *sl_grade_kind_name(sl_grade_kind k)
{
    switch (k) {
    case SL_GK_DATASET: return "dataset";
    case SL_GK_MEMORY: return "memory";
    case SL_GK_SPEED: return "speed";
    case SL_GK_STATIC: return "static";
    }
    return "?";
}

/* ---- the rubric ---- */

enum { RK_CORRECTNESS, RK_MEMORY, RK_SPEED, RK_STATIC, RK_PARTIAL, RK_N };
static const char *const rubric_keys[RK_N] = { "correctness", "memory_check", "speed", "static_check",
                                               "speed_partial" };
#define RUBRIC_KEYS "correctness, memory_check, speed, static_check, speed_partial"
/* No course grades out of a million: a bigger number is a typo, and
 * keeping sums far from overflow keeps every score finite. */
#define RUBRIC_MAX_POINTS 1e6

static const char *skip_space(const char *p, const char *end)
{
    while (p < end && isspace((unsigned char)*p))
        ++p;
    return p;
}

static const char *trim_end(const char *begin, const char *end)
{
    while (end > begin && isspace((unsigned char)end[-1]))
        --end;
    return end;
}

static int rubric_key(const char *k, size_t len)
{
    for (int i = 0; i < RK_N; ++i)
        if (strlen(rubric_keys[i]) == len && memcmp(rubric_keys[i], k, len) == 0)
            return i;
    return -1;
}

/* One value into r; the words of the message name what was wrong. */
static int rubric_value(int key, const char *value, unsigned line, sl_rubric *r, sl_err *e)
{
    if (key == RK_PARTIAL) {
        char low[8] = "";
        size_t n = strlen(value);
        for (size_t i = 0; i < n && i + 1 < sizeof low; ++i)
            low[i] = (char)tolower((unsigned char)value[i]);
        if (n < sizeof low && (!strcmp(low, "yes") || !strcmp(low, "true"))) {
            r->speed_partial = true;
            return SL_OK;
        }
        if (n < sizeof low && (!strcmp(low, "no") || !strcmp(low, "false"))) {
            r->speed_partial = false;
            return SL_OK;
        }
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: speed_partial is yes, no, true or false, not '%.40s'", line,
                          value);
    }
    char *end = NULL;
    double v = *value ? strtod(value, &end) : 0.0;
    if (!*value || *end)
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: %s needs a number of points, not '%.40s'", line,
                          rubric_keys[key], value);
    if (!isfinite(v) || v < 0 || v > RUBRIC_MAX_POINTS)
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: %s is %.40s: points are 0 to %.0f", line, rubric_keys[key],
                          value, RUBRIC_MAX_POINTS);
    double *slot[] = { &r->correctness, &r->memory_check, &r->speed, &r->static_check };
    *slot[key] = v;
    return SL_OK;
}

/* One line, its comment and outer blanks gone: "key = value" into r. */
static int rubric_line(const char *p, const char *end, unsigned line, unsigned seen[RK_N], sl_rubric *r, sl_err *e)
{
    const char *eq = memchr(p, '=', (size_t)(end - p));
    if (!eq)
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: '%.*s' is not 'key = value' (keys: " RUBRIC_KEYS ")", line,
                          (int)(end - p > 40 ? 40 : end - p), p);
    const char *kend = trim_end(p, eq);
    int key = rubric_key(p, (size_t)(kend - p));
    if (key < 0)
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: unknown key '%.*s' (keys: " RUBRIC_KEYS ")", line,
                          (int)(kend - p > 40 ? 40 : kend - p), p);
    if (seen[key])
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: %s given twice (first on line %u)", line, rubric_keys[key],
                          seen[key]);
    seen[key] = line;
    const char *v = skip_space(eq + 1, end);
    char value[64];
    if ((size_t)(end - v) >= sizeof value)
        return sl_err_set(e, SL_E_USAGE, "rubric line %u: %s's value is too long: '%.40s...'", line, rubric_keys[key], v);
    memcpy(value, v, (size_t)(end - v));
    value[end - v] = '\0';
    return rubric_value(key, value, line, r, e);
}

int sl_rubric_parse(const char *text, sl_rubric *r, sl_err *e)
{
    sl_rubric got = *r;
    unsigned seen[RK_N] = { 0 };
    unsigned line = 0;
    for (const char *p = text; p && *p;) {
        const char *eol = strchr(p, '\n');
        const char *next = eol ? eol + 1 : p + strlen(p);
        const char *end = eol ? eol : next;
        const char *hash = memchr(p, '#', (size_t)(end - p));
        ++line;
        const char *b = skip_space(p, hash ? hash : end);
        const char *f = trim_end(b, hash ? hash : end);
        p = next;
        if (b == f)
            continue;
        int rc = rubric_line(b, f, line, seen, &got, e);
        if (rc != SL_OK)
            return rc;
    }
    if (!(got.correctness + got.memory_check + got.speed + got.static_check > 0))
        return sl_err_set(e, SL_E_USAGE,
                          "rubric: correctness, memory_check, speed and static_check are all 0: nothing to grade");
    *r = got;
    return SL_OK;
}

/* ---- the scores ---- */

/* Points are kept in hundredths: what a gradebook shows is what sums. */
static double round2(double v)
{
    return round(v * 100.0) / 100.0;
}

static double speed_points(const sl_rubric *r, const sl_grade_row *row, bool datasets_passed, double max)
{
    if (!datasets_passed)
        return 0;   /* a fast wrong answer earns nothing */
    if (row->speed_met)
        return max;
    if (!r->speed_partial || !isfinite(row->target_ratio) || row->target_ratio <= 0)
        return 0;
    return fmin(max, round2(r->speed * fmin(1.0, row->target_ratio)));
}

/* The outcome and its cause: a build error, a crash, a time-out, a wrong
 * answer (a store out of bounds that the guard zones caught is a memory
 * error), then oclgrind's race or memory error (each told by data: the
 * tests' faults, the tallies), then the static check,
 * then a memory check that did not finish ("not checked"); else a pass. */
void sl_grade_decide(const sl_grade_facts *f, sl_grade_row *row)
{
    const sl_grade_test *bad = NULL;
    bool build = false;
    for (size_t i = 0; i < row->n_tests && !bad; ++i)
        if (row->tests[i].kind == SL_GK_DATASET &&
            (row->tests[i].status == SL_GT_FAIL || row->tests[i].status == SL_GT_NOT_RUN))
            bad = &row->tests[i];
    build = bad && bad->fault == SL_GF_BUILD;
    if (build)
        row->outcome = SL_GRADE_BUILD_ERROR;
    else if (f->device_fault) /* oclgrind ran the dataset the device failed on clean: not the student's crash */
        row->outcome = SL_GRADE_DEVICE_FAULT;
    else if (f->crashed || (bad && bad->fault == SL_GF_CRASH))
        row->outcome = SL_GRADE_CRASH;
    else if (f->timed_out)
        row->outcome = SL_GRADE_TIMEOUT;
    else if (bad)
        row->outcome = bad->fault == SL_GF_OUT_OF_BOUNDS ? SL_GRADE_MEMORY : SL_GRADE_WRONG;
    else if (f->memory_failed)
        row->outcome = f->race ? SL_GRADE_RACE : SL_GRADE_MEMORY;
    else if (row->static_graded && f->static_failed)
        row->outcome = SL_GRADE_NOT_VECTORISED;
    else if (row->memory_checked && f->unchecked)
        row->outcome = SL_GRADE_NOT_CHECKED;
    else
        row->outcome = SL_GRADE_PASS;
    if (bad) {
        /* a crash or time-out names the dataset it stopped in */
        for (size_t i = 0; i < row->n_tests; ++i)
            if (row->tests[i].status == SL_GT_FAIL && row->tests[i].kind == SL_GK_DATASET) {
                bad = &row->tests[i];
                break;
            }
        if (row->outcome == SL_GRADE_DEVICE_FAULT)
            snprintf(row->cause, sizeof row->cause,
                     "for review: oclgrind ran dataset %u clean, right answers; the device failed there: %.150s: %.250s",
                     f->stopped_at, bad->name, bad->message);
        else
            snprintf(row->cause, sizeof row->cause, "%.150s: %.350s", bad->name, bad->message);
    } else if (row->outcome != SL_GRADE_PASS) {
        const sl_grade_kind why = row->outcome == SL_GRADE_NOT_VECTORISED ? SL_GK_STATIC : SL_GK_MEMORY;
        for (size_t i = 0; i < row->n_tests; ++i)
            if (row->tests[i].kind == why)
                snprintf(row->cause, sizeof row->cause, "%s", row->tests[i].message);
    }
}

/* Correctness is split over the n datasets that count with cumulative
 * rounding: dataset k's share is round2(C*k/n) - round2(C*(k-1)/n), so
 * the shares are in hundredths and sum to C exactly (70 over 3 datasets:
 * 23.33, 23.34, 23.33), and a full pass scores every point. */
void sl_grade_score(const sl_rubric *r, sl_grade_row *row)
{
    size_t nt = row->n_tests < SL_GRADE_MAX_TESTS ? row->n_tests : SL_GRADE_MAX_TESTS;
    size_t n_data = 0;
    bool data_ok = true;
    for (size_t i = 0; i < nt; ++i)
        if (row->tests[i].kind == SL_GK_DATASET && row->tests[i].status != SL_GT_SKIP) {
            ++n_data;
            data_ok = data_ok && row->tests[i].status == SL_GT_PASS;
        }
    double score = 0, max = 0;
    size_t k = 0;
    for (size_t i = 0; i < nt; ++i) {
        sl_grade_test *t = &row->tests[i];
        t->points = t->max_points = 0;
        if (t->kind == SL_GK_DATASET && t->status != SL_GT_SKIP) {
            ++k;
            t->max_points = round2(round2(r->correctness * (double)k / (double)n_data) -
                                   round2(r->correctness * (double)(k - 1) / (double)n_data));
            t->points = t->status == SL_GT_PASS ? t->max_points : 0;
        } else if (t->kind == SL_GK_MEMORY && row->memory_checked) {
            t->max_points = round2(r->memory_check);
            t->points = t->status == SL_GT_PASS ? t->max_points : 0;
        } else if (t->kind == SL_GK_SPEED && row->speed_graded) {
            t->max_points = round2(r->speed);
            t->points = speed_points(r, row, data_ok, t->max_points);
        } else if (t->kind == SL_GK_STATIC && row->static_graded && t->status != SL_GT_SKIP) {
            t->max_points = round2(r->static_check);
            t->points = t->status == SL_GT_PASS && data_ok ? t->max_points : 0;
        }
        score += t->points;
        max += t->max_points;
    }
    if (nt == 0)   /* no file, not graded: what the check would have offered */
        max = round2(r->correctness) + (row->memory_checked ? round2(r->memory_check) : 0) +
              (row->speed_graded ? round2(r->speed) : 0) + (row->static_graded ? round2(r->static_check) : 0);
    row->score = round2(score);
    row->max_score = round2(max);
}

/* ---- the gradebook ---- */

sl_grade_row *sl_gradebook_add(sl_gradebook *g)
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 16;
        sl_grade_row *rows = realloc(g->rows, cap * sizeof *rows);
        if (!rows)
            return NULL;
        g->rows = rows;
        g->cap = cap;
    }
    sl_grade_row *row = &g->rows[g->n++];
    memset(row, 0, sizeof *row);
    row->figure = NAN;
    row->target_ratio = NAN;
    return row;
}

void sl_gradebook_free(sl_gradebook *g)
{
    for (size_t i = 0; i < g->n; ++i)
        free(g->rows[i].output);
    free(g->rows);
    g->rows = NULL;
    g->n = g->cap = 0;
}

/* A cell (sl_csv_cell: a student's text escaped, a formula disarmed); a
 * comma before all but the first. */
static void csv_field(sl_str *out, const char *raw, bool first)
{
    if (!first)
        sl_str_printf(out, ",");
    sl_csv_cell(out, raw);
}

/* v with `decimals` places, or an empty field when it is not finite: the
 * program's own number, written as it is (never read as a formula) */
static void csv_num(sl_str *out, int decimals, double v)
{
    if (isfinite(v))
        sl_str_printf(out, ",%.*f", decimals, v);
    else
        sl_str_printf(out, ",");
}

int sl_gradebook_csv(const sl_gradebook *g, sl_str *out)
{
    sl_str_printf(out, "id,sha256,passed,total,outcome,cause,hidden_failed,figure,unit,target_ratio,speed_met,"
                       "score,max_score,seconds\n");
    for (size_t i = 0; i < g->n; ++i) {
        const sl_grade_row *r = &g->rows[i];
        char counts[32];
        csv_field(out, r->id, true);
        csv_field(out, r->sha256, false);
        snprintf(counts, sizeof counts, "%u", r->passed);
        csv_field(out, counts, false);
        snprintf(counts, sizeof counts, "%u", r->total);
        csv_field(out, counts, false);
        csv_field(out, sl_grade_outcome_name(r->outcome), false);
        csv_field(out, r->cause, false);
        csv_field(out, r->hidden_failed, false);
        csv_num(out, 1, r->figure);
        csv_field(out, isfinite(r->figure) ? g->unit : "", false);
        csv_num(out, 3, r->target_ratio);
        csv_field(out, !r->speed_graded ? "" : r->speed_met ? "yes" : "no", false);
        csv_num(out, 2, r->score);
        csv_num(out, 2, r->max_score);
        csv_num(out, 1, r->seconds);
        sl_str_printf(out, "\n");
    }
    return out->oom ? SL_FAIL : SL_OK;
}

/* ---- JSON (shared with grade_formats.c through grade_json.h) ---- */

static cJSON *escaped_str(const char *v, unsigned flags)
{
    sl_str u = { 0 };
    sl_str_escape(&u, v ? v : "", flags);
    cJSON *item = u.oom ? NULL : cJSON_CreateString(sl_str_text(&u));
    sl_str_free(&u);
    return item;
}

cJSON *sl_gj_str(const char *v)
{
    return escaped_str(v, 0);
}

void sl_gj_add_text(cJSON *o, const char *key, const char *v)
{
    cJSON *item = escaped_str(v, SL_ESC_LINES);
    if (item && !cJSON_AddItemToObject(o, key, item))
        cJSON_Delete(item);
}

void sl_gj_add_str(cJSON *o, const char *key, const char *v)
{
    cJSON *item = sl_gj_str(v);
    if (item && !cJSON_AddItemToObject(o, key, item))
        cJSON_Delete(item);
}

void sl_gj_add_num(cJSON *o, const char *key, double v)
{
    if (isfinite(v))
        cJSON_AddNumberToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

int sl_gj_finish(cJSON *doc, sl_str *out)
{
    char *text = doc ? cJSON_Print(doc) : NULL;
    cJSON_Delete(doc);
    if (!text)
        return SL_FAIL;
    sl_str_printf(out, "%s\n", text);
    cJSON_free(text);
    return out->oom ? SL_FAIL : SL_OK;
}

/* A 64-bit seed as an exact JSON number: a double would round one past
 * 2^53, and a hidden seed is often that big. */
static void add_seed(cJSON *o, const char *key, uint64_t v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%" PRIu64, v);
    cJSON_AddRawToObject(o, key, buf);
}

static cJSON *test_json(const sl_grade_test *t)
{
    cJSON *o = cJSON_CreateObject();
    sl_gj_add_str(o, "name", t->name);
    sl_gj_add_str(o, "kind", sl_grade_kind_name(t->kind));
    sl_gj_add_str(o, "status", sl_grade_status_name(t->status));
    cJSON_AddBoolToObject(o, "hidden", t->hidden);
    sl_gj_add_num(o, "points", t->points);
    sl_gj_add_num(o, "max_points", t->max_points);
    sl_gj_add_str(o, "message", t->message);
    return o;
}

static cJSON *student_json(const sl_grade_row *r)
{
    cJSON *o = cJSON_CreateObject();
    sl_gj_add_str(o, "id", r->id);
    sl_gj_add_str(o, "file", r->file);
    sl_gj_add_str(o, "sha256", r->sha256);
    cJSON_AddNumberToObject(o, "passed", r->passed);
    cJSON_AddNumberToObject(o, "total", r->total);
    sl_gj_add_str(o, "outcome", sl_grade_outcome_name(r->outcome));
    sl_gj_add_str(o, "cause", r->cause);
    sl_gj_add_str(o, "hidden_failed", r->hidden_failed);
    sl_gj_add_num(o, "figure", r->figure);
    sl_gj_add_num(o, "target_ratio", r->target_ratio);
    cJSON_AddBoolToObject(o, "speed_graded", r->speed_graded);
    if (r->speed_graded)
        cJSON_AddBoolToObject(o, "speed_met", r->speed_met);
    else
        cJSON_AddNullToObject(o, "speed_met");
    cJSON_AddBoolToObject(o, "memory_checked", r->memory_checked);
    cJSON_AddBoolToObject(o, "static_graded", r->static_graded);
    sl_gj_add_num(o, "score", r->score);
    sl_gj_add_num(o, "max_score", r->max_score);
    sl_gj_add_num(o, "seconds", r->seconds);
    cJSON *tests = cJSON_AddArrayToObject(o, "tests");
    size_t nt = r->n_tests < SL_GRADE_MAX_TESTS ? r->n_tests : SL_GRADE_MAX_TESTS;
    for (size_t i = 0; i < nt; ++i)
        cJSON_AddItemToArray(tests, test_json(&r->tests[i]));
    return o;
}

/* The check's own text (row->output) stays out: a class of them is
 * megabytes, and each student's format file carries their own. */
int sl_gradebook_json(const sl_gradebook *g, sl_str *out)
{
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddNumberToObject(doc, "simtlab_gradebook", 1);
    cJSON_AddNumberToObject(doc, "lab", g->lab);
    sl_gj_add_str(doc, "title", g->lab_title);
    sl_gj_add_str(doc, "unit", g->unit);
    sl_gj_add_str(doc, "target", g->target_text);
    sl_gj_add_str(doc, "device", g->device);
    cJSON_AddBoolToObject(doc, "speed_counts", g->speed_counts);
    cJSON_AddBoolToObject(doc, "static_counts", g->static_counts);
    add_seed(doc, "seed", g->seed);
    if (g->hidden)
        add_seed(doc, "hidden_seed", g->hidden_seed);
    else
        cJSON_AddNullToObject(doc, "hidden_seed");
    cJSON *rub = cJSON_AddObjectToObject(doc, "rubric");
    sl_gj_add_num(rub, "correctness", g->rubric.correctness);
    sl_gj_add_num(rub, "memory_check", g->rubric.memory_check);
    sl_gj_add_num(rub, "speed", g->rubric.speed);
    sl_gj_add_num(rub, "static_check", g->rubric.static_check);
    cJSON_AddBoolToObject(rub, "speed_partial", g->rubric.speed_partial);
    cJSON *refs = cJSON_AddObjectToObject(doc, "references");
    sl_gj_add_num(refs, "solution", g->solution);
    sl_gj_add_num(refs, "baseline", g->baseline);
    sl_gj_add_num(refs, "ceiling", g->ceiling);
    sl_gj_add_str(doc, "started", g->started);
    sl_gj_add_str(doc, "version", g->version);
    cJSON_AddBoolToObject(doc, "interrupted", g->interrupted);
    cJSON *students = cJSON_AddArrayToObject(doc, "students");
    for (size_t i = 0; i < g->n; ++i)
        cJSON_AddItemToArray(students, student_json(&g->rows[i]));
    return sl_gj_finish(doc, out);
}

static double ref_num(const cJSON *refs, const char *key, bool *ok)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(refs, key);
    if (cJSON_IsNull(v))
        return NAN;
    if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) || v->valuedouble <= 0.0)
        *ok = false;
    return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

int sl_gradebook_read_refs(const char *json, sl_gradebook *g, sl_err *e)
{
    cJSON *doc = cJSON_Parse(json);
    if (!doc)
        return sl_err_set(e, SL_E_USAGE, "not JSON");
    int rc = SL_OK;
    const cJSON *mark = cJSON_GetObjectItemCaseSensitive(doc, "simtlab_gradebook");
    const cJSON *lab = cJSON_GetObjectItemCaseSensitive(doc, "lab");
    const cJSON *dev = cJSON_GetObjectItemCaseSensitive(doc, "device");
    const cJSON *refs = cJSON_GetObjectItemCaseSensitive(doc, "references");
    bool ok = true;
    if (!cJSON_IsNumber(mark) || mark->valuedouble != 1.0) {
        rc = sl_err_set(e, SL_E_USAGE, "not a gradebook of this simtlab (no \"simtlab_gradebook\": 1)");
    } else if (!cJSON_IsNumber(lab) || lab->valuedouble < 1 || lab->valuedouble > 99 ||
               lab->valuedouble != (double)(unsigned)lab->valuedouble || !cJSON_IsString(dev) ||
               !cJSON_IsObject(refs)) {
        rc = sl_err_set(e, SL_E_USAGE, "its lab, device or references are missing or mistyped");
    } else {
        g->lab = (unsigned)lab->valuedouble;
        snprintf(g->device, sizeof g->device, "%s", dev->valuestring);
        g->solution = ref_num(refs, "solution", &ok);
        g->baseline = ref_num(refs, "baseline", &ok);
        g->ceiling = ref_num(refs, "ceiling", &ok);
        if (!ok)
            rc = sl_err_set(e, SL_E_USAGE, "a reference is not a positive number");
        else if (isnan(g->solution) && isnan(g->baseline) && isnan(g->ceiling))
            rc = sl_err_set(e, SL_E_USAGE, "it has no references: speed was not graded there (%.120s)", g->device);
    }
    cJSON_Delete(doc);
    return rc;
}
