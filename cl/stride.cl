/* stride.cl - strided reads: the same useful bytes read at element strides
 * of 1 .. 64, so the time of a row says how much of what memory fetched the
 * kernel used.
 *
 * Built once per element type with -DVEC=1|4 (float or float4) and
 * -DINFLIGHT=N (independent loads per lane before any is used). */
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
/* single components: .lo/.hi shuffles trip oclgrind's uninitialized check */
#define HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#else
#error "VEC must be 1 or 4"
#endif

/* read_strided: a persistent grid-stride sweep over n elements where element
 * j lives at in[j * stride]; lanes of a warp/wavefront take consecutive j,
 * so one load instruction touches addresses stride * sizeof(T) apart. Each
 * work-item keeps INFLIGHT loads in flight, sums what it read, writes one
 * float (checked exactly on the host: host/suites/stride.c).
 * Teaches: memory moves whole sectors and lines, not the bytes you asked
 * for: at stride s a request uses 1/s of what it fetches, until each lane
 * owns a whole fetch unit (64 B DRAM fetch on Ampere/Hopper: 1/16 for float).
 * The buffer is ((n - 1) * stride + 1) elements, so nothing past it is read. */
kernel void read_strided(global const T *restrict in, global float *restrict sums, ulong n, ulong stride)
{
    const ulong gid = get_global_id(0);
    const ulong gsz = get_global_size(0);
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
            acc[k] += in[(j + (ulong)k * gsz) * stride];
    }
    /* the tail, fewer than gsz * INFLIGHT elements */
    for (; j < n; j += gsz)
        acc[0] += in[j * stride];
#pragma unroll
    for (int k = 1; k < INFLIGHT; ++k)
        acc[0] += acc[k];
    sums[gid] = HSUM(acc[0]);
}
