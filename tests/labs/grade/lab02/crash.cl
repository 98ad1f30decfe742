/* crash: the tail writes y[j + 2^40], 4 TiB past y (a far stray store): PoCL's process dies of SIGSEGV on the first dataset. */
/* Lab 2, from the solution with one planted fault. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, x), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j + (1UL << 40)] = a * x[j];
    }
}
