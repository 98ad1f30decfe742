/* hidden.c - a lab's hidden datasets (lab.h, sl_lab_with_hidden). */
#include "simtlab/lab.h"

#include <string.h>

/* TEMPORARY stub until the hidden-datasets branch lands: a plain copy. */
int sl_lab_with_hidden(const sl_lab *lab, uint64_t seed, sl_lab_hidden *out, sl_err *e)
{
    (void)seed;
    (void)e;
    memset(out, 0, sizeof *out);
    out->lab = *lab;
    return SL_OK;
}

bool sl_lab_dataset_hidden(const sl_lab_dataset *d)
{
    return strncmp(d->label, "hidden: ", 8) == 0;
}
