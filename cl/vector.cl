/* vector.cl - the same useful bytes read with 4-, 8- and 16-byte loads per
 * lane (float, float2, float4: DWORDx1/x2/x4, ld.global.f32/v2/v4 in PTX),
 * coalesced and strided.
 *
 * Built once per width with -DVEC=1|2|4 and -DINFLIGHT=N (independent loads
 * per lane before any is used). */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

#ifndef VEC
#define VEC 4
#endif
#ifndef INFLIGHT
#define INFLIGHT 4
#endif

/* single components: .lo/.hi shuffles trip oclgrind's uninitialized check */
#if VEC == 1
typedef float T;
#define HSUM(v) (v)
#elif VEC == 2
typedef float2 T;
#define HSUM(v) ((v).s0 + (v).s1)
#elif VEC == 4
typedef float4 T;
#define HSUM(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#else
#error "VEC must be 1, 2 or 4"
#endif

/* read_vector: a persistent grid-stride sweep over n VEC-wide elements, the
 * element j at in[j * stride]; lanes of a warp/wavefront take consecutive
 * j. INFLIGHT loads in flight per lane, one float sum per work-item out.
 * Teaches: at equal bytes a wider load moves more per instruction and per
 * lane in flight (Little's law), and it wastes less of each sector when the
 * pattern is strided: a lane's 16 B fill half a 32 B sector, its 4 B one
 * eighth. */
kernel void read_vector(global const T *restrict in, global float *restrict sums, ulong n, ulong stride)
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
