/* local256: lab 1 with the work-group size hard-coded as 256, the default: right at every published size, wrong where a hidden dataset launches groups of 64 or 128. */
/* Lab 1, the reference solution: at each step the lanes of a work-group
 * read 256 neighbouring floats of the row, so a warp's 32 lanes read one
 * contiguous 128-byte line (a wavefront's 64 lanes, 256 bytes). */

kernel void sum_rows_group_per_row(global const float *restrict m, global float *restrict out)
{
    local float scratch[256];
    const uint lid = get_local_id(0);
    global const float *row = m + (ulong)get_group_id(0) * COLS;

    float acc = 0.0f;
    for (uint c = lid; c < COLS; c += 256) /* lane lid: lid, lid + 256, ... */
        acc += row[c];

    scratch[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint h = 1;
    while (h * 2 < 256)
        h *= 2;
    for (; h > 0; h /= 2) {
        if (lid < h && lid + h < 256)
            scratch[lid] += scratch[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = scratch[0];
}
