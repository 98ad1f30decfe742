/* grade_json.h - what gradebook.c and grade_formats.c share: JSON values
 * that are always valid UTF-8, and a document appended to an sl_str.
 * Private to host/lab/. */
#ifndef SIMTLAB_GRADE_JSON_H
#define SIMTLAB_GRADE_JSON_H

#include <cjson/cJSON.h>

#include "simtlab/str.h"

/* A string item, escaped as sl_str_escape does: a student's file name or
 * a compiler's message may hold raw bytes or an ESC sequence, which
 * reach the grader's page (or a terminal that shows the file) as \xNN. */
cJSON *sl_gj_str(const char *v);
void sl_gj_add_str(cJSON *o, const char *key, const char *v);
/* The same for a multi-line text (the check's output): line breaks and
 * tabs kept. */
void sl_gj_add_text(cJSON *o, const char *key, const char *v);

/* A number, or null when it is not finite (not measured, not graded). */
void sl_gj_add_num(cJSON *o, const char *key, double v);

/* doc printed onto out with a final newline, then deleted: SL_OK, or
 * SL_FAIL when memory ran out. */
int sl_gj_finish(cJSON *doc, sl_str *out);

#endif
