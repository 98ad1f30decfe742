/* occupancy.cl - a streaming float4 sum, with DEPTH independent loads in
 * flight per lane (-DDEPTH=1, 2, 4 or 8), launched from one warp/wavefront
 * per compute unit up to full occupancy.
 *
 * Teaches: a lane that waits for each load before it issues the next keeps
 * one 16-byte request in flight; at one warp per compute unit that is far
 * too few bytes to cover DRAM's latency (Little's law: bandwidth = bytes in
 * flight / latency). More warps or more independent loads per lane fill
 * the pipe: the manually pipelined loop does at occupancy 1 what the
 * simple loop needs many warps for. */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

#ifndef DEPTH
#define DEPTH 1
#endif

/* Work-item gid sums in[j] for j = gid, gid + gsz, ... (a grid-stride
 * sweep: at every step the lanes of a warp read one contiguous run), DEPTH
 * loads at a time into DEPTH accumulators, so no load waits on another.
 * `#pragma unroll 1` keeps the round loop a loop: unrolled, the compiler
 * would hoist the next round's loads and pipeline the simple form itself. */
static inline float stream_sum(global const float4 *restrict in, ulong n)
{
    const ulong gid = get_global_id(0), gsz = get_global_size(0);
    float4 acc[DEPTH];
#pragma unroll
    for (int k = 0; k < DEPTH; ++k)
        acc[k] = (float4)(0.0f);
    const ulong step = gsz * DEPTH, rounds = n / step;
    ulong j = gid;
#pragma unroll 1
    for (ulong r = 0; r < rounds; ++r, j += step) {
#pragma unroll
        for (int k = 0; k < DEPTH; ++k)
            acc[k] += in[j + (ulong)k * gsz];
    }
#pragma unroll 1
    for (; j < n; j += gsz)
        acc[0] += in[j];
#pragma unroll
    for (int k = 1; k < DEPTH; ++k)
        acc[0] += acc[k];
    return (acc[0].x + acc[0].y) + (acc[0].z + acc[0].w);
}

kernel void sum_stream(global const float4 *restrict in, global float *restrict sums, ulong n)
{
    sums[get_global_id(0)] = stream_sum(in, n);
}

/* The same sum with `reserve` bytes of local memory per work-group, sized
 * by the host (clSetKernelArg with a size and no value) and never touched:
 * a work-group holds it while it is resident, so local memory, not the
 * launch, limits how many groups a compute unit runs at once. */
kernel void sum_stream_lmem(global const float4 *restrict in, global float *restrict sums, ulong n,
                            local float4 *reserve)
{
    (void)reserve;
    sums[get_global_id(0)] = stream_sum(in, n);
}
