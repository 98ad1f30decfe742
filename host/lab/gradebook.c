/* gradebook.c - a class's grade: the rubric, the scores and the files
 * graders read (gradebook.h). */
#include "simtlab/gradebook.h"

/* TEMPORARY stubs until the gradebook branch lands. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
const char *sl_grade_outcome_name(sl_grade_outcome o)
{
    static const char *names[] = { "pass", "wrong answer", "build error", "crash", "timeout", "race", "memory error", "no file", "not graded" };
    return names[o];
}
int sl_rubric_parse(const char *text, sl_rubric *r, sl_err *e) { (void)text; (void)r; (void)e; return SL_OK; }
void sl_grade_score(const sl_rubric *r, sl_grade_row *row) { (void)r; row->score = row->passed; row->max_score = row->total; }
sl_grade_row *sl_gradebook_add(sl_gradebook *g)
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? 2 * g->cap : 8;
        sl_grade_row *p = realloc(g->rows, cap * sizeof *p);
        if (!p) return NULL;
        g->rows = p; g->cap = cap;
    }
    sl_grade_row *r = &g->rows[g->n++];
    memset(r, 0, sizeof *r);
    r->figure = r->target_ratio = NAN;
    return r;
}
void sl_gradebook_free(sl_gradebook *g) { for (size_t i = 0; i < g->n; ++i) free(g->rows[i].output); free(g->rows); g->rows = NULL; g->n = g->cap = 0; }
int sl_gradebook_csv(const sl_gradebook *g, sl_str *out) { for (size_t i = 0; i < g->n; ++i) sl_str_printf(out, "%s,%s,%u,%u,%s,%s\n", g->rows[i].id, g->rows[i].sha256, g->rows[i].passed, g->rows[i].total, sl_grade_outcome_name(g->rows[i].outcome), g->rows[i].cause); return SL_OK; }
int sl_gradebook_json(const sl_gradebook *g, sl_str *out) { (void)g; sl_str_printf(out, "{}\n"); return SL_OK; }
int sl_grade_format_parse(const char *name, sl_grade_format *f, sl_err *e) { (void)name; (void)e; *f = SL_FORMAT_CLASSROOM; return SL_OK; }
int sl_grade_format_write(const sl_gradebook *g, const sl_grade_row *row, sl_grade_format f, sl_str *out) { (void)g; (void)f; sl_str_printf(out, "{\"id\":\"%s\"}\n", row->id); return SL_OK; }
