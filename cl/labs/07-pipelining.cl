/* Lab 7: pipelining at occupancy 1. Sum a float4 stream with one warp
 * (wavefront) per compute unit, keeping 4 loads in flight per lane.
 *
 * The handout: simtlab lab show 7
 * Check it:    simtlab lab check 7
 *
 * The checker builds this file with -DDEPTH=4 and launches one warp's
 * worth of work-items per compute unit. Work-item gid must add every
 * in[j] with j = gid, gid + gsz, gid + 2 gsz, ... (j < n) into sums[gid];
 * which order it adds them in is yours (the inputs make every order exact).
 *
 * Keep the signature: the checker passes (in, sums, n) in this order. */

kernel void sum_stream(global const float4 *restrict in, global float *restrict sums, ulong n)
{
    const ulong gid = get_global_id(0), gsz = get_global_size(0);
    float4 acc[DEPTH];
#pragma unroll
    for (int k = 0; k < DEPTH; ++k)
        acc[k] = (float4)(0.0f);
    const ulong step = gsz * DEPTH, rounds = n / step;
    ulong j = gid;

    /* TODO(1): for each of the `rounds` rounds, add DEPTH elements that are
     * gsz apart (j, j + gsz, ..., j + (DEPTH-1) gsz) into DEPTH different
     * accumulators, then move j on by `step`. Independent accumulators are
     * the point: no load may wait for another. The simple loop this lab
     * improves on is
     *     for (; j < n; j += gsz) acc[0] += in[j];
     * with one load in flight per lane. */
#pragma unroll 1
    for (ulong r = 0; r < rounds; ++r, j += step) {
    }

    /* Given: the tail, fewer than DEPTH elements per lane, one at a time. */
#pragma unroll 1
    for (; j < n; j += gsz)
        acc[0] += in[j];

    /* TODO(2): add the DEPTH accumulators together into acc[0]. */

    sums[gid] = (acc[0].x + acc[0].y) + (acc[0].z + acc[0].w);
}
