/* Lab 7, a plausible attempt: correct, but TODO(1) left as the simple
 * loop (one load in flight per lane): it must miss the target on a GPU. */

kernel void sum_stream(global const float4 *restrict in, global float *restrict sums, ulong n)
{
    const ulong gid = get_global_id(0), gsz = get_global_size(0);
    float4 acc[DEPTH];
#pragma unroll
    for (int k = 0; k < DEPTH; ++k)
        acc[k] = (float4)(0.0f);
    const ulong step = gsz * DEPTH, rounds = n / step;
    ulong j = gid;
    (void)rounds;
    (void)step; /* the simple loop: every element goes through the tail loop below */
#pragma unroll 1
    for (; j < n; j += gsz)
        acc[0] += in[j];
#pragma unroll
    for (int k = 1; k < DEPTH; ++k)
        acc[0] += acc[k];
    sums[gid] = (acc[0].x + acc[0].y) + (acc[0].z + acc[0].w);
}
