/* slow: correct, but four scalar loads and stores per lane instead of one vload4/vstore4 (passes every dataset). */
/* Lab 2: each load instruction of a warp touches 4 lines with 1 float in 4
 * used from each; right answers, the lesson missed. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        y[first] = a * x[first];
        y[first + 1] = a * x[first + 1];
        y[first + 2] = a * x[first + 2];
        y[first + 3] = a * x[first + 3];
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * x[j];
    }
}
