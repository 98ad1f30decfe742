/* Lab 3, a plausible attempt: correct, but four scalar loads and stores
 * per lane instead of one vload4 and one vstore4. */

kernel void scale4_offset(global const float *x, global float *y, float a, ulong n, ulong off)
{
    size_t i = get_global_id(0), first = 4 * i;
    global const float *src = x + off; /* aligned to 4 bytes only */
    if (first + 4 <= n) {
        for (size_t j = first; j < first + 4; ++j) /* four 4-byte loads and stores */
            y[j] = a * src[j];
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * src[j];
    }
}
