/* wrong: adds a instead of multiplying by it (y = x + a), in the float4 part and the tail: every dataset fails. */
/* Lab 2, from the solution with one planted fault. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a + vload4(i, x), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a + x[j];
    }
}
