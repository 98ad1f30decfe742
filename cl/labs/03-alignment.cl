/* Lab 3: alignment. y = a x, one float4 per work-item, where x starts
 * `off` floats past the start of its buffer: y[j] = a * x[off + j].
 *
 * The handout: simtlab lab show 3
 * Check it:    simtlab lab check 3
 * Predict first: simtlab model coalesce --offset 4 --elem 16
 *
 * The checker launches one work-item per 4 floats of y (rounded up to
 * whole work-groups) and tries off = 1, 3, 8 and 32 floats. y itself is
 * aligned. n is not always a multiple of 4.
 *
 * Keep the signature: the checker passes (x, y, a, n, off) in this order. */

kernel void scale4_offset(global const float *x, global float *y, float a, ulong n, ulong off)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        /* TODO(1): load x[off + first .. off + first + 3] as one float4 and
         * store a times it to y[first .. first + 3] with one vstore4.
         * Careful: `((global const float4 *)(x + off))[i]` compiles, but a
         * float4 pointer must be 16-byte aligned, and x + off is not when
         * off is not a multiple of 4 (undefined behaviour: a fault on some
         * GPUs, a wrong answer on others). The placeholder below ignores off: */
        vstore4(a * vload4(i, x), i, y);
    } else {
        /* TODO(2): the tail: the 0 to 3 floats left from `first`. */
    }
}
