/* Lab 1: coalescing. Sum every row of a ROWS x COLS row-major matrix,
 * one work-group per row.
 *
 * The handout: simtlab lab show 1
 * Check it:    simtlab lab check 1
 *
 * The checker builds this file with -DROWS=.., -DCOLS=.. (the matrix) and
 * -DLOCAL=.. (the work-group size), and launches ROWS work-groups of LOCAL
 * work-items. COLS need not be a multiple of LOCAL, and may be smaller.
 *
 * Keep the signature: the checker passes (m, out) in this order. */

kernel void sum_rows_group_per_row(global const float *restrict m, global float *restrict out)
{
    local float scratch[LOCAL];
    const uint lid = get_local_id(0);
    global const float *row = m + (ulong)get_group_id(0) * COLS; /* this group's row */

    /* TODO(1): add this lane's share of row[0 .. COLS-1] into acc. Every
     * element must be added by exactly one lane of the group. Which
     * elements a lane takes is the whole lesson: at each step of your
     * loop, what do the 32 lanes of a warp read together? */
    float acc = 0.0f;

    /* Given: the group adds its lanes' partial sums in local memory. */
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
