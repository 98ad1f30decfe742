/* wrong_name: correct code, but the kernel is called scale_4, not scale4. */
/* Lab 2, the solution renamed. */

kernel void scale_4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, x), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * x[j];
    }
}
