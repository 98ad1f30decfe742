/* Lab 2, a plausible attempt: correct, but four scalar loads per lane, so
 * each load instruction of a warp touches 4 lines with 1 float in 4 used
 * from each (the compiler may or may not merge them: the checker says). */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        for (size_t j = first; j < first + 4; ++j) /* four 4-byte loads, 16 bytes apart across lanes */
            y[j] = a * x[j];
    } else {
        for (size_t j = first; j < n; ++j) /* 0 to 3 floats */
            y[j] = a * x[j];
    }
}
