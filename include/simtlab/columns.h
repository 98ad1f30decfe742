/* columns.h - what each column of `simtlab run`'s table means, in plain
 * words: the legend under the table (report/table.c) and `simtlab help
 * columns` read the same entries, so the two never disagree. */
#ifndef SIMTLAB_COLUMNS_H
#define SIMTLAB_COLUMNS_H

#include <stddef.h>
#include <stdio.h>

typedef struct sl_column_doc {
    const char *name;      /* the header ("GB/s"); "warps/grp" stands for wavefronts/grp and sgs/grp too */
    const char *brief;     /* a few words, for the legend under a table */
    const char *explain;   /* a sentence or two, for `simtlab help columns` */
    const char *example;   /* one worked example */
    int wide_only;         /* shown only with `run --wide` */
} sl_column_doc;

/* Every column, in the table's order; n set to the count. */
const sl_column_doc *sl_columns(size_t *n);

/* The entry of the column headed `name` (a SIMD group column by any of
 * its names; "w32"/"w64" by the other-width entry), or NULL. */
const sl_column_doc *sl_column_find(const char *name);

/* Every column explained, wrapped to width: `simtlab help columns`. */
void sl_columns_explain(FILE *out, int width);

#endif
