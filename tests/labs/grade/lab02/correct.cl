/* correct: the solution written another way (vload4 from x + j, an early return, the tail in a while loop). */
/* Lab 2, a student's own correct kernel: same loads and stores as the
 * reference, laid out differently. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    const size_t i = get_global_id(0);
    size_t j = i * 4;
    if (j + 3 < n) {
        const float4 v = vload4(0, x + j);
        vstore4(v * a, 0, y + j);
        return;
    }
    while (j < n) { /* the tail: 0 to 3 floats */
        y[j] = x[j] * a;
        ++j;
    }
}
