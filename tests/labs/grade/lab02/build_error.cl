/* build_error: a float4 assigned to a float (a type error): the kernel does not compile. */
/* Lab 2, from the solution with one planted fault. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        float v = vload4(i, x);
        vstore4(a * v, i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * x[j];
    }
}
