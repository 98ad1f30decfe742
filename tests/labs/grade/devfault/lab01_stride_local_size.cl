/* stride_local_size: a correct lab 1 kernel that strides by get_local_size(0) instead of LOCAL. PoCL 3.1 (Debian 12) crashes on it (SIGSEGV) wherever a row is one column (1 x 1, and --hidden 7's 2591 x 1), and oclgrind runs those datasets clean with right answers: a device fault, for review, never the student's crash (issue 42 item 5). */
/* Lab 1, the reference solution: at each step the lanes of a work-group
 * read LOCAL neighbouring floats of the row, so a warp's 32 lanes read one
 * contiguous 128-byte line (a wavefront's 64 lanes, 256 bytes). */

kernel void sum_rows_group_per_row(global const float *restrict m, global float *restrict out)
{
    local float scratch[LOCAL];
    const uint lid = get_local_id(0);
    global const float *row = m + (ulong)get_group_id(0) * COLS;

    float acc = 0.0f;
    for (uint c = lid; c < COLS; c += get_local_size(0)) /* lane lid: lid, lid + LOCAL, ... */
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
