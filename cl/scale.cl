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

/* The same with one float4 per work-item (a 16-byte, DWORDx4 load and
 * store per lane); the last work-item takes the 1..3 floats of the tail
 * one by one. Lab 2 asks a student to write this. */
kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, x), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * x[j];
    }
}
