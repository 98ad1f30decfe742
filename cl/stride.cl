/* stride.cl - strided reads: the same useful bytes read at element strides
 * of 1 .. 64, so the time of a row says how much of what memory fetched the
 * kernel used.
 *
 * Built once per element type with -DVEC=1|4 (float or float4),
 * -DINFLIGHT=N (independent loads per lane before any is used) and
 * -DBLOCKED=0|1 (which elements a work-item reads: SL_READ_SWEEP in
 * common.h, 0 on GPUs, 1 on CPUs). */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

#ifndef VEC
#define VEC 1
#endif
#ifndef INFLIGHT
#define INFLIGHT 4
#endif

#if VEC == 1
typedef float T;
#define HSUM(v) (v)
#elif VEC == 4
typedef float4 T;
#define HSUM(v) SL_HSUM4(v)
#else
#error "VEC must be 1 or 4"
#endif

/* read_strided: element j of n is in[j * stride]; on a GPU the lanes of a
 * warp/wavefront take neighbouring j, so one load instruction touches
 * addresses stride * sizeof(T) apart. Each work-item sums what it read into
 * one float (checked exactly on the host). The buffer is
 * ((n - 1) * stride + 1) elements, so nothing past it is read.
 * Teaches: memory moves whole sectors and lines, not the bytes you asked
 * for: at stride s a request uses 1/s of what it fetches, until each lane
 * owns a whole fetch unit (64 B DRAM fetch on Ampere/Hopper: 1/16 for float). */
#define STRIDED(j) in[(j) * stride]
kernel void read_strided(global const T *restrict in, global float *restrict sums, ulong n, ulong stride)
{
    T acc[INFLIGHT];
    SL_READ_SWEEP(acc, n, STRIDED);
    sums[get_global_id(0)] = HSUM(acc[0]);
}
