/* Lab 3, the reference solution: vload4 from a float pointer accepts any
 * float-aligned address; the hardware then fetches the one or two extra
 * 32-byte sectors a misaligned request touches. */

kernel void scale4_offset(global const float *x, global float *y, float a, ulong n, ulong off)
{
    size_t i = get_global_id(0), first = 4 * i;
    global const float *src = x + off; /* aligned to 4 bytes only */
    if (first + 4 <= n) {
        vstore4(a * vload4(i, src), i, y);
    } else {
        for (size_t j = first; j < n; ++j)
            y[j] = a * src[j];
    }
}
