/* offset.cl - a contiguous read that starts `first` floats (4 x first bytes)
 * past the start of the buffer: the classic alignment cases (0 aligned, 96
 * sector-aligned but crossing a line, 100 not sector-aligned).
 *
 * Built once per width with -DVEC=1|4 and -DINFLIGHT=N (independent loads
 * per lane before any is used). VEC=4 loads with vload4 from a float
 * pointer: a float4 pointer 4 bytes past an aligned one is undefined in
 * OpenCL C, so an unaligned 16-byte read has to be spelled this way. */
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
#define LOAD(j, p) ((p)[j])
#define HSUM(v) (v)
#elif VEC == 4
typedef float4 T;
#define LOAD(j, p) vload4((j), (p))
/* single components: .lo/.hi shuffles trip oclgrind's uninitialized check */
#define HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#else
#error "VEC must be 1 or 4"
#endif

/* read_offset: a persistent grid-stride sweep over n VEC-wide elements that
 * start at in + first; lanes of a warp/wavefront read consecutive elements,
 * so each request is contiguous but starts 4 x first bytes past a line.
 * INFLIGHT loads in flight per lane, one float sum per work-item out.
 * Teaches: an unaligned contiguous request touches one more sector (and a
 * second line) than an aligned one, but a stream of neighbouring requests
 * shares those extras: alignment costs one request a lot, a stream little. */
kernel void read_offset(global const float *restrict in, global float *restrict sums, ulong n, ulong first)
{
    const ulong gid = get_global_id(0);
    const ulong gsz = get_global_size(0);
    global const float *p = in + first;
    T acc[INFLIGHT];
#pragma unroll
    for (int k = 0; k < INFLIGHT; ++k)
        acc[k] = (T)(0.0f);
    const ulong step = gsz * INFLIGHT;
    const ulong rounds = n / step;
    ulong j = gid;
    for (ulong r = 0; r < rounds; ++r, j += step) {
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            acc[k] += LOAD(j + (ulong)k * gsz, p);
    }
    /* the tail, fewer than gsz * INFLIGHT elements */
    for (; j < n; j += gsz)
        acc[0] += LOAD(j, p);
#pragma unroll
    for (int k = 1; k < INFLIGHT; ++k)
        acc[0] += acc[k];
    sums[gid] = HSUM(acc[0]);
}
