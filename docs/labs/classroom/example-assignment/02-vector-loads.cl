/* Lab 2: vector loads. y = a x, one float4 (16 bytes) per work-item.
 *
 * The handout: simtlab lab show 2
 * Check it:    simtlab lab check 2
 *
 * The checker launches one work-item per 4 floats of y, rounded up to
 * whole work-groups, so the last work-items may have fewer than 4 floats
 * left (the tail) or none at all. n is not always a multiple of 4.
 *
 * Keep the signature: the checker passes (x, y, a, n) in this order. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        /* TODO(1): a whole float4 is in range. Load x[first .. first+3] with
         * ONE vload4, multiply by a, and store the four results to y with
         * ONE vstore4. (vload4(i, p) reads p[4i .. 4i+3].) This line is a
         * placeholder that does one float of the four: */
        y[first] = a * x[first];
    } else {
        /* TODO(2): the tail. Fewer than 4 floats are left from `first`:
         * handle each of them (there may be none). */
    }
}
