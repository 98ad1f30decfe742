/* answers.c - grading an answer lab (lab.h): each prediction against the
 * coalescing model, pure arithmetic. */
#include "simtlab/lab.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/model.h"

double sl_lab_q_expected(const sl_lab_question *q)
{
    const sl_geometry *g = sl_model_geometry(q->geometry);
    sl_request r;
    if (!g)
        return NAN;
    const unsigned lanes = q->what == SL_LAB_Q_PCT_STREAM ? q->lanes * SL_MODEL_STREAM_REQUESTS : q->lanes;
    if (sl_model_request_strided(q->offset, lanes, q->elem_bytes, q->stride, g, &r) != 0)
        return NAN;
    switch (q->what) {
    case SL_LAB_Q_LINES: return r.cache.lines;
    case SL_LAB_Q_SECTORS: return r.cache.sectors;
    case SL_LAB_Q_PCT_REQUEST: return 100.0 * r.cache.efficiency;
    case SL_LAB_Q_PCT_STREAM: return 100.0 * r.dram_efficiency;
    }
    return NAN;
}

/* The value after "key =" on its own line of text (comments start with
 * '#'), trimmed, into buf; false when there is no such line. *count (when
 * not NULL) is how many such lines there are. */
static bool find_value_n(const char *text, const char *key, char *buf, size_t len, unsigned *count)
{
    const size_t kl = strlen(key);
    bool found = false;
    if (count)
        *count = 0;
    for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        const char *p = line;
        while (*p == ' ' || *p == '\t')
            ++p;
        if (strncmp(p, key, kl) != 0)
            continue;
        p += kl;
        while (*p == ' ' || *p == '\t')
            ++p;
        if (*p != '=')
            continue;
        ++p;
        while (*p == ' ' || *p == '\t')
            ++p;
        size_t n = strcspn(p, "#\r\n");
        while (n && (p[n - 1] == ' ' || p[n - 1] == '\t'))
            --n;
        if (!found)
            snprintf(buf, len, "%.*s", (int)n, p);
        found = true;
        if (!count)
            break;
        ++*count;
    }
    return found;
}

static bool find_value(const char *text, const char *key, char *buf, size_t len)
{
    return find_value_n(text, key, buf, len, NULL);
}

static const char *what_word(sl_lab_q_what w)
{
    switch (w) {
    case SL_LAB_Q_LINES: return "a count of cache lines";
    case SL_LAB_Q_SECTORS: return "a count of sectors";
    default: return "a percentage";
    }
}

/* One row per answer: the question, the answer as written, the verdict;
 * never the expected value (a results file is not an answer key). */
static void answer_row(sl_results *res, const sl_lab *lab, const char *key, const char *given, const char *why)
{
    if (!res)
        return;
    sl_row r;
    sl_row_init(&r, lab->suite, "answer");
    snprintf(r.case_name, sizeof r.case_name, "%s", key);
    if (why[0])
        sl_row_fail(&r, why);
    else
        r.verified = true; /* graded against the model: nothing was timed */
    sl_kv_num(&r.metrics, "lab", lab->number);
    sl_kv_str(&r.metrics, "question", key);
    sl_kv_str(&r.metrics, "answer", given);
    sl_kv_str(&r.metrics, "verdict", why[0] ? "fail" : "pass");
    (void)sl_results_add(res, &r);
}

void sl_lab_grade_answers(const sl_lab *lab, const char *text, FILE *out, unsigned *passed, unsigned *failed,
                          sl_results *res)
{
    *passed = *failed = 0;
    for (const sl_lab_question *q = lab->questions; q < lab->questions + SL_LAB_MAX_QUESTIONS && q->key; ++q) {
        char v[128];
        const double want = sl_lab_q_expected(q);
        const bool pct = q->what == SL_LAB_Q_PCT_REQUEST || q->what == SL_LAB_Q_PCT_STREAM;
        char why[256] = "";
        unsigned times = 0;
        if (!find_value_n(text, q->key, v, sizeof v, &times)) {
            snprintf(why, sizeof why, "no '%s = ...' line in the file", q->key);
        } else if (times > 1) { /* which one counts would be a guess */
            snprintf(why, sizeof why, "answered %u times: keep one '%s = ...' line", times, q->key);
        } else if (!v[0] || strstr(v, "TODO")) {
            snprintf(why, sizeof why, "not answered yet");
        } else {
            char *end;
            double got = strtod(v, &end);
            while (*end == ' ')
                ++end;
            if (pct && *end == '%')
                ++end;
            if (end == v || *end || !isfinite(got)) {
                snprintf(why, sizeof why, "'%s' is not a number (write %s)", v, what_word(q->what));
            } else if (pct && got > 0.0 && got <= 1.0 && want > 1.0) {
                snprintf(why, sizeof why, "%s looks like a fraction: write a percentage (0.5 is 50)", v);
            } else if (!pct && floor(got) != got) {
                snprintf(why, sizeof why, "%s: a count is a whole number", v);
            } else if (pct ? fabs(got - want) > 0.5 : got != want) {
                snprintf(why, sizeof why, "%s is not what the model says%s", v,
                         pct ? " (within half a point)" : "");
            }
        }
        answer_row(res, lab, q->key, find_value(text, q->key, v, sizeof v) ? v : "", why);
        if (why[0]) {
            ++*failed;
            fprintf(out, "  FAIL  %-38s %s\n        ask the model: %s\n", q->key, why, q->ask);
        } else {
            ++*passed;
            fprintf(out, "  PASS  %-38s %s\n", q->key, v);
        }
    }
    char explain[128];
    const bool explained =
        find_value(text, "explain", explain, sizeof explain) && strlen(explain) >= 20 && !strstr(explain, "TODO");
    answer_row(res, lab, "explain", explained ? explain : "",
               explained ? "" : "write a sentence (20 characters or more)");
    if (!explained) {
        ++*failed;
        fprintf(out, "  FAIL  %-38s write a sentence (20 characters or more): why does a 4-byte shift cost a "
                     "wave64 request on CDNA3 a third of its bytes but a long stream almost nothing?\n",
                "explain");
    } else {
        ++*passed;
        fprintf(out, "  PASS  %-38s (read by your instructor, not graded here)\n", "explain");
    }
}
