/* scale.cl - y = a x, one float per work-item: the smallest streaming
 * suite, kept as the worked example of adding one (docs/architecture.md).
 * Teaches: a coalesced read and write reach the copy ceiling. */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

kernel void scale(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i];
}
