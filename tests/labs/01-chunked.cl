/* Lab 1, a plausible first attempt: correct, but each lane walks its own
 * chunk of the row, so a warp's lanes read chunk x 4 bytes apart. The
 * checker must pass it and, on a GPU, say the target is missed. */

kernel void sum_rows_group_per_row(global const float *restrict m, global float *restrict out)
{
    local float scratch[LOCAL];
    const uint lid = get_local_id(0);
    global const float *row = m + (ulong)get_group_id(0) * COLS;

    /* each lane sums its own contiguous chunk: right, and a row's
     * chunk-width apart across the warp */
    const uint chunk = (COLS + LOCAL - 1) / LOCAL;
    const uint c0 = lid * chunk, c1 = c0 + chunk < COLS ? c0 + chunk : COLS;
    float acc = 0.0f;
    for (uint c = c0; c < c1; ++c)
        acc += row[c];

    scratch[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint h = 1;
    while (h * 2 < LOCAL)
        h *= 2;
    for (; h > 0; h /= 2) {
        if (lid < h && lid + h < LOCAL)
            scratch[lid] += scratch[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = scratch[0];
}
