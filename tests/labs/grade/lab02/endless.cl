/* endless: the tail loop steps by (size_t)x[j], the integer part of an input in (-1, 1): 0, so j never reaches n (the check's --timeout stops it). */
/* Lab 2, from the solution with one planted fault: the step is read from
 * memory, so the compiler cannot prove the loop endless and remove it. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(a * vload4(i, x), i, y);
    } else {
        for (size_t j = first; j < n; j += (size_t)fabs(x[j]))
            y[j] = a * x[j];
    }
}
