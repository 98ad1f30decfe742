/* grade_formats.c - one student's result in the file a grader reads
 * (gradebook.h, sl_grade_format_write). Each follows its grader's own
 * description, checked against the source where there is one:
 *
 * GitHub Classroom: the result that classroom-resources/
 *   autograding-grading-reporter@v1 decodes (src/main.js: the base64 of
 *   the JSON in env RUNNER_RESULTS; notify-classroom.js sums tests[].score
 *   against max_score), in the shape autograding-command-grader@v1 and
 *   autograding-io-grader@v1 write: {version: 1, status "pass" | "fail" |
 *   "error", max_score, tests: [{name, status, score, message, test_code,
 *   filename, line_no, duration}]}.
 * Gradescope: results.json of the autograder specification
 *   (https://gradescope-autograders.readthedocs.io/en/latest/specs/,
 *   gradescope/autograder_samples docs/specs.md as of January 2025): score,
 *   execution_time (seconds), output with output_format, tests with
 *   score, max_score, status "passed" | "failed", name, output,
 *   visibility; leaderboard entries {name, value, order}.
 * PrairieLearn: /grade/results/results.json of external grading
 *   (https://prairielearn.readthedocs.io/en/latest/externalGrading/,
 *   "Grading results"): gradable, score in [0, 1], format_errors when not
 *   gradable, message, output, tests with name, description, points,
 *   max_points, message, output; the whole file under 1 MB. */
#include "simtlab/gradebook.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "grade_json.h"

/* The check's own text in a grader's file is cut here: PrairieLearn
 * refuses a results.json over 1 MB, and a crash's output can be longer. */
#define SL_GRADE_OUTPUT_MAX (64 * 1024)

int sl_grade_format_parse(const char *name, sl_grade_format *f, sl_err *e)
{
    if (name && (!strcmp(name, "classroom") || !strcmp(name, "github")))
        *f = SL_FORMAT_CLASSROOM;
    else if (name && !strcmp(name, "gradescope"))
        *f = SL_FORMAT_GRADESCOPE;
    else if (name && !strcmp(name, "prairielearn"))
        *f = SL_FORMAT_PRAIRIELEARN;
    else
        return sl_err_set(e, SL_E_USAGE, "unknown grader format '%.40s' (formats: classroom (or github), gradescope, "
                                         "prairielearn)", name ? name : "");
    return SL_OK;
}

/* The rows that never reached a verdict on the student's code. */
static bool row_is_error(const sl_grade_row *r)
{
    return r->outcome == SL_GRADE_BUILD_ERROR || r->outcome == SL_GRADE_NO_FILE || r->outcome == SL_GRADE_NOT_GRADED;
}

static const char *row_cause(const sl_grade_row *r)
{
    return r->cause[0] ? r->cause : sl_grade_outcome_name(r->outcome);
}

static size_t row_tests(const sl_grade_row *r)
{
    return r->n_tests < SL_GRADE_MAX_TESTS ? r->n_tests : SL_GRADE_MAX_TESTS;
}

/* 56 -> "56", 23.3 -> "23.3", 23.34 -> "23.34": points are in hundredths. */
static const char *points_text(double v, char *buf, size_t len)
{
    snprintf(buf, len, "%.2f", v);
    char *end = buf + strlen(buf);
    while (end > buf && end[-1] == '0')
        *--end = '\0';
    if (end > buf && end[-1] == '.')
        end[-1] = '\0';
    return buf;
}

/* One line a student reads first: the outcome, the counts, the points,
 * and the first failure's cause. */
static const char *summary(const sl_gradebook *g, const sl_grade_row *r, char *buf, size_t len)
{
    const sl_lab *lab = sl_lab_find(g->lab);
    char counts[64] = "", s[32], m[32];
    if (r->total > 0)   /* no file or not graded: nothing was counted */
        snprintf(counts, sizeof counts, "%u of %u %s passed; ", r->passed, r->total,
                 lab && sl_lab_is_answers(lab) ? "questions" : "datasets");
    int n = snprintf(buf, len, "%s: %s%s of %s points", sl_grade_outcome_name(r->outcome), counts,
                     points_text(r->score, s, sizeof s), points_text(r->max_score, m, sizeof m));
    if (r->cause[0] && n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, ". %s", r->cause);
    return buf;
}

/* The check's text, cut at SL_GRADE_OUTPUT_MAX on a UTF-8 boundary. */
static void add_output(cJSON *o, const char *key, const char *head, const char *text)
{
    sl_str b = { 0 };
    size_t n = text ? strlen(text) : 0, keep = n;
    if (keep > SL_GRADE_OUTPUT_MAX) {
        keep = SL_GRADE_OUTPUT_MAX;
        while (keep > 0 && ((unsigned char)text[keep] & 0xC0) == 0x80)
            --keep;
    }
    if (head)
        sl_str_printf(&b, "%s%s", head, n ? "\n\n" : "");
    if (n)
        sl_str_printf(&b, "%.*s", (int)keep, text);
    if (keep < n)
        sl_str_printf(&b, "\n[... %zu more bytes of the check's output cut]\n", n - keep);
    sl_gj_add_text(o, key, sl_str_text(&b));
    sl_str_free(&b);
}

/* What a student reads beside a test: a skip says so, and a test the
 * check never reached says that rather than nothing. */
static const char *test_message(const sl_grade_test *t, char *buf, size_t len)
{
    if (t->status == SL_GT_SKIP)
        snprintf(buf, len, "skipped%s%s", t->message[0] ? ": " : "", t->message);
    else if (t->status == SL_GT_NOT_RUN && !t->message[0])
        snprintf(buf, len, "not run");
    else
        snprintf(buf, len, "%s", t->message);
    return buf;
}

/* ---- GitHub Classroom ---- */

static void classroom_test(cJSON *tests, const char *name, const char *status, double score, const char *message,
                           const char *code, const char *file)
{
    cJSON *t = cJSON_CreateObject();
    sl_gj_add_str(t, "name", name);
    sl_gj_add_str(t, "status", status);
    cJSON_AddNumberToObject(t, "score", score);
    if (message[0])   /* the graders write null for a plain pass; a build error's has the compiler's lines */
        sl_gj_add_text(t, "message", message);
    else
        cJSON_AddNullToObject(t, "message");
    sl_gj_add_str(t, "test_code", code);
    sl_gj_add_str(t, "filename", file);
    cJSON_AddNumberToObject(t, "line_no", 0);
    cJSON_AddNumberToObject(t, "duration", 0);   /* ms; the check is timed whole, not test by test */
    cJSON_AddItemToArray(tests, t);
}

/* What the reporter (v1) does with it: notify-classroom.js sums the
 * tests' scores against max_score, the points Classroom records;
 * console-results.js prints a test's name with a mark, or for status
 * "error" its message alone, and its test_code when there is one (its own
 * total counts passed tests, not scores: its issue 10). The top-level
 * status fails the run unless "pass": "error" where the check never
 * judged the code, "pass" only when no test failed (a missed speed target
 * included). */
static int write_classroom(const sl_gradebook *g, const sl_grade_row *r, sl_str *out)
{
    char code[1200] = "", msg[600];
    if (r->file[0])   /* what the student runs to see the same verdicts */
        snprintf(code, sizeof code, "simtlab lab check %u --kernel %s", g->lab, r->file);
    bool failed = false;
    for (size_t i = 0; i < row_tests(r); ++i)
        failed = failed || (r->tests[i].status != SL_GT_PASS && r->tests[i].status != SL_GT_SKIP);
    const char *status = row_is_error(r) ? "error" : failed || r->outcome != SL_GRADE_PASS ? "fail" : "pass";
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddNumberToObject(doc, "version", 1);
    sl_gj_add_str(doc, "status", status);
    cJSON_AddNumberToObject(doc, "max_score", r->max_score);
    cJSON *tests = cJSON_AddArrayToObject(doc, "tests");
    /* first, why nothing was judged (a compiler's message); also the one
     * test of a row with none, as the reporter divides by their number */
    if (row_is_error(r) || row_tests(r) == 0) {
        /* a build error's message with the compiler's lines (the check's "        | " ones) */
        sl_str m = { 0 };
        sl_str_printf(&m, "%s", row_cause(r));
        for (const char *p = r->outcome == SL_GRADE_BUILD_ERROR && r->output ? r->output : ""; *p;) {
            const char *eol = strchr(p, '\n');
            const size_t len = eol ? (size_t)(eol - p) : strlen(p), ind = strspn(p, " ");
            if (ind < len && p[ind] == '|')
                sl_str_printf(&m, "\n%.*s", (int)(len - ind), p + ind);
            p += eol ? len + 1 : len;
        }
        classroom_test(tests, "submission", row_is_error(r) ? "error" : "fail", 0, sl_str_text(&m), code, r->file);
        sl_str_free(&m);
    }
    for (size_t i = 0; i < row_tests(r); ++i) {
        const sl_grade_test *t = &r->tests[i];
        bool ok = t->status == SL_GT_PASS || t->status == SL_GT_SKIP;
        test_message(t, msg, sizeof msg);
        if (t->status == SL_GT_NOT_RUN) {   /* "error": it never ran; the reporter prints the message alone */
            char named[800];
            snprintf(named, sizeof named, "%s: %s", t->name, msg);
            classroom_test(tests, t->name, "error", t->points, named, code, r->file);
        } else {   /* test_code only where there is something to reproduce */
            classroom_test(tests, t->name, ok ? "pass" : "fail", t->points, msg, ok ? "" : code, r->file);
        }
    }
    return sl_gj_finish(doc, out);
}

/* ---- Gradescope ---- */

static void gradescope_test(cJSON *tests, const char *name, const char *status, double score, double max,
                            const char *output, const char *visibility)
{
    cJSON *t = cJSON_CreateObject();
    cJSON_AddNumberToObject(t, "score", score);
    cJSON_AddNumberToObject(t, "max_score", max);
    if (status)   /* a skip has no status: 0 of 0 reads as neither */
        sl_gj_add_str(t, "status", status);
    sl_gj_add_str(t, "name", name);
    sl_gj_add_str(t, "output", output);
    sl_gj_add_str(t, "visibility", visibility);
    cJSON_AddItemToArray(tests, t);
}

/* A hidden dataset's label as the check prints it ("hidden: 1023 floats
 * (...)"): its test's name after "dataset i/n: ". */
static const char *hidden_label(const sl_grade_test *t)
{
    const char *c = strchr(t->name, ':');
    return c && c[1] == ' ' ? c + 2 : t->name;
}

/* The check's text with each line that names a hidden dataset's size
 * saying "hidden dataset k" instead, and the lines indented under it (its
 * wrong element's index: a size too) left out. */
static void hide_sizes(const sl_grade_row *r, const char *text, sl_str *b)
{
    size_t deeper = SIZE_MAX;   /* the indent of a hidden dataset's line being left out under */
    for (const char *p = text ? text : ""; *p;) {
        const char *eol = strchr(p, '\n');
        const size_t len = eol ? (size_t)(eol - p) + 1 : strlen(p);
        const size_t indent = strspn(p, " ");
        if (deeper != SIZE_MAX && indent > deeper && indent < len && p[indent] != '\n') {
            p += len;
            continue;
        }
        deeper = SIZE_MAX;
        size_t k = 0;
        const char *at = NULL, *label = NULL;
        for (size_t i = 0; i < row_tests(r) && !at; ++i)
            if (r->tests[i].kind == SL_GK_DATASET && r->tests[i].hidden) {
                ++k;
                label = hidden_label(&r->tests[i]);
                at = strstr(p, label);
                if (at && at >= p + len)
                    at = NULL;
            }
        if (!at) {
            sl_str_printf(b, "%.*s", (int)len, p);
        } else {
            sl_str_printf(b, "%.*shidden dataset %zu%.*s", (int)(at - p), p, k,
                          (int)(len - (size_t)(at - p) - strlen(label)), at + strlen(label));
            deeper = indent;
        }
        p += len;
    }
}

/* The row as a student may see it: a cause that names a hidden dataset
 * (its test's "dataset i/n:", anywhere: a device fault's comes after what
 * oclgrind said) says "hidden dataset k failed" and when (after), not its
 * size. */
static void hide_cause(const sl_grade_row *r, sl_grade_row *shown, const char *after)
{
    size_t k = 0;
    for (size_t i = 0; i < row_tests(r); ++i)
        if (r->tests[i].kind == SL_GK_DATASET && r->tests[i].hidden) {
            ++k;
            char head[sizeof r->tests[i].name];
            snprintf(head, sizeof head, "%s", r->tests[i].name);
            char *colon = strchr(head, ':');
            if (colon)
                colon[1] = '\0';
            if (strstr(r->cause, head))
                snprintf(shown->cause, sizeof shown->cause, "hidden dataset %zu failed%s", k, after);
        }
}

/* Hidden datasets are tests the student sees after the due date, named
 * "hidden dataset k" (never by size), and the check's text and the
 * summary say no more: one submission must not reveal the secret sizes. */
static int write_gradescope(const sl_gradebook *g, const sl_grade_row *r, sl_str *out)
{
    char head[1200], msg[600], name[64];
    sl_grade_row shown = *r;   /* the summary's cause, its hidden size left out */
    sl_str text = { 0 };
    hide_sizes(r, r->output, &text);
    hide_cause(r, &shown, " (shown after the due date)");
    size_t k = 0;
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddNumberToObject(doc, "score", r->score);
    /* whole seconds, as the specification's example gives them */
    cJSON_AddNumberToObject(doc, "execution_time", isfinite(r->seconds) ? round(r->seconds) : 0);
    add_output(doc, "output", summary(g, &shown, head, sizeof head), r->output ? sl_str_text(&text) : NULL);
    sl_str_free(&text);
    sl_gj_add_str(doc, "output_format", "text");   /* the check's text is not HTML */
    cJSON *tests = cJSON_AddArrayToObject(doc, "tests");
    k = 0;
    for (size_t i = 0; i < row_tests(r); ++i) {
        const sl_grade_test *t = &r->tests[i];
        const char *status = t->status == SL_GT_PASS ? "passed" : t->status == SL_GT_SKIP ? NULL : "failed";
        const bool hidden = t->kind == SL_GK_DATASET && t->hidden;
        if (hidden)
            snprintf(name, sizeof name, "hidden dataset %zu", ++k);
        gradescope_test(tests, hidden ? name : t->name, status, t->points, t->max_points,
                        test_message(t, msg, sizeof msg), hidden ? "after_due_date" : "visible");
    }
    if (row_tests(r) == 0)   /* so the student sees 0 of the points and why */
        gradescope_test(tests, "submission", "failed", 0, r->max_score, row_cause(r), "visible");
    if (r->speed_graded && isfinite(r->figure)) {
        cJSON *board = cJSON_AddArrayToObject(doc, "leaderboard");
        cJSON *entry = cJSON_CreateObject();
        sl_gj_add_str(entry, "name", g->unit);
        cJSON_AddNumberToObject(entry, "value", round(r->figure * 10) / 10);
        sl_gj_add_str(entry, "order", "desc");   /* faster is higher */
        cJSON_AddItemToArray(board, entry);
    }
    return sl_gj_finish(doc, out);
}

/* ---- PrairieLearn ---- */

static const char *pl_description(const sl_gradebook *g, const sl_grade_test *t)
{
    const sl_lab *lab = sl_lab_find(g->lab);
    switch (t->kind) {
    case SL_GK_DATASET:
        if (lab && sl_lab_is_answers(lab))
            return "a question of the handout, against the model's answer";
        return t->hidden ? "a hidden dataset: a size the handout does not list"
                         : "a dataset of the handout: every output checked against the host's";
    case SL_GK_MEMORY:
        return "oclgrind over the first datasets: data races, out-of-bounds accesses, uninitialised reads";
    case SL_GK_SPEED:
        return g->target_text[0] ? g->target_text : "the lab's speed target on this device";
    case SL_GK_STATIC:
        return "compiled offline for gfx90a, not run: a 16-byte global load and a 16-byte global store in the kernel";
    }
    return "";
}

/* A build error, no file or a stopped grade is "not gradable": no points
 * are awarded or lost and the student keeps the attempt. PrairieLearn
 * shows every test at once: a hidden dataset is "hidden dataset k", never
 * its size, in the tests, the message and the check's text, as in
 * Gradescope's file. */
static int write_prairielearn(const sl_gradebook *g, const sl_grade_row *r, sl_str *out)
{
    char head[1200], msg[600], name[64];
    sl_grade_row shown = *r;
    sl_str text = { 0 };
    hide_sizes(r, r->output, &text);
    hide_cause(r, &shown, "");
    cJSON *doc = cJSON_CreateObject();
    bool gradable = !row_is_error(r);
    cJSON_AddBoolToObject(doc, "gradable", gradable);
    if (gradable) {
        double score = r->max_score > 0 ? r->score / r->max_score : 0;
        cJSON_AddNumberToObject(doc, "score", fmin(1.0, fmax(0.0, score)));
    } else {
        cJSON *errs = cJSON_AddArrayToObject(doc, "format_errors");
        cJSON_AddItemToArray(errs, sl_gj_str(row_cause(&shown)));
    }
    sl_gj_add_str(doc, "message", summary(g, &shown, head, sizeof head));
    add_output(doc, "output", NULL, r->output ? sl_str_text(&text) : NULL);
    sl_str_free(&text);
    cJSON *tests = cJSON_AddArrayToObject(doc, "tests");
    size_t k = 0;
    for (size_t i = 0; i < row_tests(r); ++i) {
        const sl_grade_test *t = &r->tests[i];
        cJSON *o = cJSON_CreateObject();
        if (t->kind == SL_GK_DATASET && t->hidden)
            snprintf(name, sizeof name, "hidden dataset %zu", ++k);
        sl_gj_add_str(o, "name", t->kind == SL_GK_DATASET && t->hidden ? name : t->name);
        sl_gj_add_str(o, "description", pl_description(g, t));
        cJSON_AddNumberToObject(o, "points", t->points);
        cJSON_AddNumberToObject(o, "max_points", t->max_points);
        /* a hidden dataset's message (an element's index) would tell its size */
        sl_gj_add_str(o, "message", t->kind == SL_GK_DATASET && t->hidden
                                        ? (t->status == SL_GT_PASS ? "" : "a size the handout does not list: "
                                                                          "look at the tails and the launch")
                                        : test_message(t, msg, sizeof msg));
        sl_gj_add_str(o, "output", sl_grade_status_name(t->status));
        cJSON_AddItemToArray(tests, o);
    }
    return sl_gj_finish(doc, out);
}

int sl_grade_format_write(const sl_gradebook *g, const sl_grade_row *row, sl_grade_format f, sl_str *out)
{
    switch (f) {
    case SL_FORMAT_CLASSROOM: return write_classroom(g, row, out);
    case SL_FORMAT_GRADESCOPE: return write_gradescope(g, row, out);
    case SL_FORMAT_PRAIRIELEARN: return write_prairielearn(g, row, out);
    }
    return SL_FAIL;
}
