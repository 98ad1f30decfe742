/* offset.cl - a contiguous read that starts `first` floats (4 x first bytes)
 * past the start of the buffer: the classic alignment cases (0 aligned, 96
 * sector-aligned but crossing a line, 100 not sector-aligned).
 *
 * Built once per width with -DVEC=1|4, -DINFLIGHT=N (independent loads per
 * lane before any is used) and -DBLOCKED=0|1 (which elements a work-item
 * reads: SL_READ_SWEEP in common.h, 0 on GPUs, 1 on CPUs). VEC=4 loads
 * with vload4 from a float pointer: a float4 pointer 4 bytes past an
 * aligned one is undefined in OpenCL C, so an unaligned 16-byte read has to
 * be spelled this way. */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

#ifndef VEC
#define VEC 1
#endif
#ifndef INFLIGHT
#define INFLIGHT 4
#endif

/* UNALIGNED(j): element j of the VEC-wide elements that start at p */
#if VEC == 1
typedef float T;
#define UNALIGNED(j) p[j]
#define HSUM(v) (v)
#elif VEC == 4
typedef float4 T;
#define UNALIGNED(j) vload4((j), p)
#define HSUM(v) SL_HSUM4(v)
#else
#error "VEC must be 1 or 4"
#endif

/* read_offset: n contiguous VEC-wide elements that start at in + first, so
 * each request of a warp/wavefront is contiguous but starts 4 x first bytes
 * past a line; one float sum per work-item out.
 * Teaches: an unaligned contiguous request touches one more sector (and a
 * second line) than an aligned one, but a stream of neighbouring requests
 * shares those extras: alignment costs one request a lot, a stream little. */
kernel void read_offset(global const float *restrict in, global float *restrict sums, ulong n, ulong first)
{
    global const float *p = in + first;
    T acc[INFLIGHT];
    SL_READ_SWEEP(acc, n, UNALIGNED);
    sums[get_global_id(0)] = HSUM(acc[0]);
}
