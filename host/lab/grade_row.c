/* grade_row.c - a gradebook row from a finished check (labgrade.h). */
#include "simtlab/labgrade.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/labstatic.h"
#include "simtlab/registry.h"
#include "simtlab/show.h"

static const char *metric_str(const sl_row *r, const char *key)
{
    return sl_kv_text(&r->metrics, key);
}

static double metric_num(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->metrics, key);
}

static bool is_student(const sl_lab_grade_in *in, const sl_row *r)
{
    return strcmp(metric_str(r, SL_LAB_M_ROLE), in->solution ? "solution" : "student") == 0;
}

/* Why a row of a dataset failed, from its verdict tag and the runner's
 * out-of-bounds mark: data, not the reason's words. */
static sl_grade_fault fault_of(const sl_row *r, const char *verdict)
{
    if (strcmp(verdict, "build error") == 0)
        return SL_GF_BUILD;
    if (strcmp(verdict, "crash") == 0)
        return SL_GF_CRASH;
    if (strcmp(verdict, "timeout") == 0)
        return SL_GF_TIMEOUT;
    if (strcmp(verdict, "not run") == 0)
        return SL_GF_NOT_RUN;
    return sl_kv_get(&r->metrics, SL_M_OUT_OF_BOUNDS) ? SL_GF_OUT_OF_BOUNDS : SL_GF_WRONG;
}

/* Dataset i's verdict from its rows: the worst of its correctness run and
 * its timed run (a timed run that fails is a race the first run missed). */
static sl_grade_status dataset_status(const sl_lab_grade_in *in, const sl_lab_tallies *t, size_t i, char *msg, size_t len,
                                      sl_grade_fault *fault)
{
    sl_grade_status st = SL_GT_NOT_RUN;
    msg[0] = '\0';
    *fault = SL_GF_NOT_RUN;
    for (size_t k = 0; k < t->rows.n; ++k) {
        const sl_row *r = &t->rows.rows[k];
        if (!is_student(in, r) || metric_num(r, SL_LAB_M_DATASET_INDEX) != (double)(i + 1))
            continue;
        const char *v = metric_str(r, SL_LAB_M_VERDICT);
        if (strcmp(v, "pass") == 0 || strcmp(v, "timed") == 0) {
            if (st == SL_GT_NOT_RUN)
                st = SL_GT_PASS;
        } else if (strcmp(v, "skip") == 0) {
            if (st == SL_GT_NOT_RUN)
                st = SL_GT_SKIP;
            snprintf(msg, len, "%s", r->reason);
        } else if (strcmp(v, "not run") != 0) {
            if (st != SL_GT_FAIL) {
                snprintf(msg, len, "%s: %s", v, r->reason);
                *fault = fault_of(r, v);
            }
            st = SL_GT_FAIL;
        } else if (st == SL_GT_NOT_RUN) {
            snprintf(msg, len, "%s", r->reason);
        }
    }
    if (st == SL_GT_NOT_RUN && !msg[0])
        snprintf(msg, len, "not run: the check stopped before this dataset");
    if (st == SL_GT_PASS || st == SL_GT_SKIP)
        *fault = SL_GF_NONE;
    return st;
}

static sl_grade_test *add_test(sl_grade_row *row, sl_grade_kind kind, sl_grade_status st, const char *msg)
{
    if (row->n_tests == SL_GRADE_MAX_TESTS)
        return NULL;
    sl_grade_test *x = &row->tests[row->n_tests++];
    memset(x, 0, sizeof *x);
    x->kind = kind;
    x->status = st;
    snprintf(x->message, sizeof x->message, "%s", msg);
    return x;
}

/* A kernel lab's datasets as tests; the hidden ones that failed named. */
static void dataset_tests(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row)
{
    size_t n = 0;
    while (n < SL_LAB_MAX_DATASETS && in->lab->datasets[n].label)
        ++n;
    for (size_t i = 0; i < n; ++i) {
        const sl_lab_dataset *d = &in->lab->datasets[i];
        char msg[512];
        sl_grade_fault fault;
        sl_grade_test *x = add_test(row, SL_GK_DATASET, dataset_status(in, t, i, msg, sizeof msg, &fault), msg);
        if (!x)
            break;
        x->fault = fault;
        snprintf(x->name, sizeof x->name, "dataset %zu/%zu: %s", i + 1, n, d->label);
        x->hidden = sl_lab_dataset_hidden(d);
        if (x->hidden && x->status == SL_GT_FAIL) { /* failed: not those a crash or a time-out left unrun */
            size_t l = strlen(row->hidden_failed);
            snprintf(row->hidden_failed + l, sizeof row->hidden_failed - l, "%s%s", l ? "; " : "",
                     d->label + strlen("hidden: "));
        }
    }
}

/* Lab 8: a test per answer row. */
static void answer_tests(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row)
{
    for (size_t k = 0; k < t->rows.n; ++k) {
        const sl_row *r = &t->rows.rows[k];
        if (!is_student(in, r))
            continue;
        const bool pass = strcmp(metric_str(r, SL_LAB_M_VERDICT), "pass") == 0;
        sl_grade_test *x = add_test(row, SL_GK_DATASET, pass ? SL_GT_PASS : SL_GT_FAIL, pass ? "" : r->reason);
        if (!x)
            break;
        snprintf(x->name, sizeof x->name, "%s", metric_str(r, "question"));
    }
}

/* The student's timed row's figure (GB/s, or GFLOP/s where the lab's
 * suite is judged on them), NAN when not timed. */
static double timed_figure(const sl_lab_grade_in *in, const sl_lab_tallies *t)
{
    const sl_show *how = sl_suite_show(in->lab->suite);
    for (size_t k = 0; k < t->rows.n; ++k) {
        const sl_row *r = &t->rows.rows[k];
        if (is_student(in, r) && strcmp(metric_str(r, SL_LAB_M_VERDICT), "timed") == 0 && r->verified)
            return how && how->flops ? r->gflops : r->gbps;
    }
    return NAN;
}

/* The speed test: the figure over the target, where this grade times it. */
static void speed_test(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row)
{
    const sl_lab *lab = in->lab;
    row->figure = timed_figure(in, t);
    const double ref = lab->target == SL_LAB_OF_CEILING ? in->refs.ceiling : in->refs.baseline;
    if (isfinite(row->figure) && isfinite(ref) && ref > 0)
        row->target_ratio = row->figure / ref / lab->target_value;
    if (!row->speed_graded)
        return;
    char msg[512];
    if (!isfinite(row->target_ratio)) {
        snprintf(msg, sizeof msg, "not timed: %s", row->passed == row->total ? "no figure" : "a dataset failed");
        (void)add_test(row, SL_GK_SPEED, SL_GT_NOT_RUN, msg);
    } else {
        row->speed_met = row->target_ratio >= 1.0;
        snprintf(msg, sizeof msg, "%.1f %s: %.2fx the target (%s)", row->figure, in->unit, row->target_ratio,
                 lab->target_text);
        (void)add_test(row, SL_GK_SPEED, row->speed_met ? SL_GT_PASS : SL_GT_FAIL, msg);
    }
    if (row->n_tests)
        snprintf(row->tests[row->n_tests - 1].name, sizeof row->tests[0].name, "speed");
}

/* The memory check's test, where this grade runs oclgrind. */
static void memory_test(const sl_lab_tallies *t, sl_grade_row *row)
{
    if (!row->memory_checked)
        return;
    char msg[512] = "";
    sl_grade_status st = t->oclgrind > 0 ? SL_GT_PASS : t->oclgrind < 0 ? SL_GT_FAIL : SL_GT_NOT_RUN;
    if (st == SL_GT_NOT_RUN && t->unchecked[0]) { /* stopped at its limit, or no oclgrind: never a pass */
        st = SL_GT_NOT_CHECKED;
        snprintf(msg, sizeof msg, "%s", t->unchecked);
    } else if (st == SL_GT_NOT_RUN)
        snprintf(msg, sizeof msg, "not run: %s", t->timed_out ? "a dataset did not finish in time"
                                                             : "it runs once the datasets pass");
    for (size_t k = 0; st == SL_GT_FAIL && k < t->rows.n; ++k)
        if (strncmp(t->rows.rows[k].reason, "oclgrind", 8) == 0)
            snprintf(msg, sizeof msg, "%s", t->rows.rows[k].reason);
    if (st == SL_GT_FAIL && !msg[0])
        snprintf(msg, sizeof msg, "oclgrind: %s", t->oclgrind_kind[0] ? t->oclgrind_kind : "reported");
    sl_grade_test *x = add_test(row, SL_GK_MEMORY, st, msg);
    if (x)
        snprintf(x->name, sizeof x->name, "memory check (oclgrind: races, out-of-bounds, uninitialised reads)");
}

/* The static check's test (labs 2 and 3), where this grade runs it: a
 * skip (no compiler) scores and counts nothing. */
static void static_test(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row)
{
    const char *why = in->static_why ? in->static_why : "";
    if (!in->lab->static_bytes || sl_lab_is_answers(in->lab) || (!row->static_graded && !why[0]))
        return;
    char msg[512];
    sl_grade_status st = SL_GT_NOT_RUN;
    if (!row->static_graded) {
        st = SL_GT_SKIP;
        snprintf(msg, sizeof msg, "skipped (not a pass): %.480s", why);
    } else if (t->static_check == SL_LAB_STATIC_PASS || t->static_check == SL_LAB_STATIC_FAIL) {
        st = t->static_check == SL_LAB_STATIC_PASS ? SL_GT_PASS : SL_GT_FAIL;
        snprintf(msg, sizeof msg, "%s", t->static_msg);
    } else if (t->static_check == SL_LAB_STATIC_SKIPPED) {
        st = SL_GT_SKIP;
        snprintf(msg, sizeof msg, "%s", t->static_msg);
    } else {
        snprintf(msg, sizeof msg, "not run: it runs once the datasets pass");
    }
    sl_grade_test *x = add_test(row, SL_GK_STATIC, st, msg);
    if (x)
        snprintf(x->name, sizeof x->name, "static check (compiled offline for gfx90a, not run): 16-byte loads "
                                          "and stores");
}

/* What the check found besides its tests, for sl_grade_decide. */
static sl_grade_facts facts_of(const sl_lab_tallies *t)
{
    return (sl_grade_facts){ .device_fault = t->device_fault, .crashed = t->crashed, .timed_out = t->timed_out,
                             .memory_failed = t->oclgrind < 0, .race = t->oclgrind_race,
                             .static_failed = t->static_check == SL_LAB_STATIC_FAIL, .unchecked = t->unchecked[0] != 0,
                             .stopped_at = t->stopped_at };
}

void sl_lab_fill_row(const sl_lab_grade_in *in, const sl_lab_tallies *t, sl_grade_row *row)
{
    if (sl_lab_is_answers(in->lab))
        answer_tests(in, t, row);
    else
        dataset_tests(in, t, row);
    for (size_t i = 0; i < row->n_tests; ++i) {
        row->passed += row->tests[i].status == SL_GT_PASS;
        row->total += row->tests[i].status != SL_GT_SKIP;
    }
    memory_test(t, row);
    static_test(in, t, row);
    speed_test(in, t, row);
    const sl_grade_facts f = facts_of(t);
    sl_grade_decide(&f, row);
    sl_grade_score(in->rubric, row);
}
