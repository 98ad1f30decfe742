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

/* The same with one float4 per work-item through vload4 and vstore4 (16
 * bytes a lane; one DWORDx4 load and store on AMD, four DWORD ones on
 * NVIDIA: see scale4_ptr); the last work-item takes the 1..3 floats of the
 * tail one by one. Lab 2 asks a student to write this. */
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

/* scale4 through float4 pointers. x and y are the starts of buffers,
 * aligned far past 16 bytes (CL_DEVICE_MEM_BASE_ADDR_ALIGN), so a float4
 * pointer to them is legal, and its type promises the 16-byte alignment
 * that vload4's float pointer does not. NVIDIA's PTX has no 16-byte load
 * from an address aligned to 4 only: the H100's and H200's driver (580)
 * builds scale4's vload4 into four ld.global.f32, this into one
 * ld.global.v4.f32 (`simtlab isa scale`). AMD's global_load_dwordx4 needs
 * 4-byte alignment: both are DWORDx4 there. */
kernel void scale4_ptr(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        ((global float4 *)y)[i] = a * ((global const float4 *)x)[i];
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
