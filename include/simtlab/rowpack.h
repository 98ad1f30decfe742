/* rowpack.h - result rows held packed, for readers of many large files.
 *
 * An sl_row is about 7 KB in memory (four key/value lists of 16 fixed
 * slots, fixed strings) for a row that is 300 to 1500 bytes of JSON: 8
 * results files of 64 MiB held as sl_rows took 3.3 GB in `simtlab
 * compare`. A pack holds each row's bytes with their runs of zeros left
 * out (the unused slots and string tails sl_row_init zeroes), about the
 * size of its JSON, and gives back the exact row on demand. It knows no
 * field of sl_row, so a field added later is packed too.
 */
#ifndef SIMTLAB_ROWPACK_H
#define SIMTLAB_ROWPACK_H

#include <stddef.h>

#include "simtlab/result.h"

typedef struct sl_rowpack {
    unsigned char *buf;  /* the packed rows, one after another */
    size_t len, cap;
    size_t *off;         /* where row i begins in buf */
    size_t n, ncap;
} sl_rowpack;

/* Append row r; 0, or -1 when memory runs out (p unchanged). */
int sl_rowpack_add(sl_rowpack *p, const sl_row *r);
/* Row i (< p->n) into out, byte for byte as it was added. */
void sl_rowpack_get(const sl_rowpack *p, size_t i, sl_row *out);
/* Forget rows from n on (a file refused adds no rows). */
void sl_rowpack_truncate(sl_rowpack *p, size_t n);
void sl_rowpack_free(sl_rowpack *p);

#endif
