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

/* scale4 with x read from `off` floats past the start of its buffer, so a
 * lane's 16 bytes start 4 x off bytes past a 16-byte boundary. vload4
 * takes a float pointer and any float alignment; a float4 pointer must be
 * 16-byte aligned, so `*(global float4 *)(x + off)` is undefined for an
 * off that is not a multiple of 4. Lab 3 asks a student to write this. */
kernel void scale4_offset(global const float *x, global float *y, float a, ulong n, ulong off)
{
    size_t i = get_global_id(0), first = 4 * i;
    global const float *src = x + off;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, src), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * src[j];
    }
}
