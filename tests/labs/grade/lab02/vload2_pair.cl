/* vload2_pair: correct, but two float2 loads and stores per lane, each stored before the next load, so no 16-byte access (static check). */
/* Lab 2: each lane moves its float4 as two halves; y may alias x, so the
 * compiler keeps the store between the two loads and merges nothing. */

kernel void scale4(global const float *x, global float *y, float a, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore2(a * vload2(2 * i, x), 2 * i, y);
        vstore2(a * vload2(2 * i + 1, x), 2 * i + 1, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * x[j];
    }
}
