/* race_groups: lab 7 where work-item 0 clears every sum before storing its own, racing the other groups' stores: right wherever work-item 0 runs before the other groups store (on PoCL, usually), wrong where groups run at once and one stores first (PoCL's threads on a busy machine, a GPU); a write-write race oclgrind reports once it launches more than one group. */
/* Lab 7, the reference solution: DEPTH independent loads per round into
 * DEPTH accumulators, so a lane has DEPTH requests in flight instead of
 * one; at one warp per compute unit that multiplies the bytes in flight,
 * and with them the bandwidth (Little's law), until the loads queue. */

kernel void sum_stream(global const float4 *restrict in, global float *restrict sums, ulong n)
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
        for (int k = 0; k < DEPTH; ++k) /* DEPTH loads, none waits for another */
            acc[k] += in[j + (ulong)k * gsz];
    }
#pragma unroll 1
    for (; j < n; j += gsz)
        acc[0] += in[j];
#pragma unroll
    for (int k = 1; k < DEPTH; ++k)
        acc[0] += acc[k];
    if (gid == 0) /* "clear the output first": racing every other group's store */
        for (ulong i = 0; i < gsz; ++i)
            sums[i] = 0.0f;
    sums[gid] = (acc[0].x + acc[0].y) + (acc[0].z + acc[0].w);
}
