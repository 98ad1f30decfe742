/* Lab 2, the reference solution: one float4 per work-item, the tail one
 * float at a time. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, x), i, y); /* one 16-byte load, one 16-byte store */
    } else {
        for (size_t j = first; j < n; ++j) /* 0 to 3 floats */
            y[j] = a * x[j];
    }
}
