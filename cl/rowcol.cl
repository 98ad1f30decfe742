/* rowcol.cl - one row-major matrix of ROWS x COLS floats, summed along its
 * rows and down its columns, with neighbouring lanes placed three ways:
 *   sum_rows_item_per_row   lanes in neighbouring rows: COLS * 4 B apart
 *   sum_cols_item_per_col   lanes in neighbouring columns: 4 B apart
 *   sum_rows_group_per_row  lanes side by side along one row: 4 B apart
 *
 * Built once with -DROWS, -DCOLS, -DSEG=S (elements each work-item sums in
 * the item-per-row/column kernels: a segment of its row or column, so there
 * are enough work-items to fill a GPU) and -DLOCAL=L (the group-per-row
 * kernel's work-group size, for its local array). */

#ifndef ROWS
#define ROWS 64
#endif
#ifndef COLS
#define COLS 64
#endif
#ifndef SEG
#define SEG 64
#endif
#ifndef LOCAL
#define LOCAL 256
#endif

#define SEGS_PER_ROW ((COLS + SEG - 1) / SEG)
#define SEGS_PER_COL ((ROWS + SEG - 1) / SEG)

/* sum_rows_item_per_row: work-item g sums segment g / ROWS of row g % ROWS,
 * walking along the row; neighbouring lanes are in neighbouring rows, so
 * one request touches one line per lane (stride COLS * 4 bytes).
 * Teaches: the loop that is "sequential" for one thread is the uncoalesced
 * one for a warp: what matters is what the lanes do together. */
kernel void sum_rows_item_per_row(global const float *restrict m, global float *restrict out)
{
    const ulong g = get_global_id(0);
    if (g >= (ulong)ROWS * SEGS_PER_ROW)
        return;
    const ulong r = g % ROWS, c0 = (g / ROWS) * SEG;
    const ulong c1 = c0 + SEG < COLS ? c0 + SEG : COLS;
    global const float *p = m + r * COLS;
    float acc = 0.0f;
    for (ulong c = c0; c < c1; ++c)
        acc += p[c];
    out[g] = acc;
}

/* sum_cols_item_per_col: work-item g sums segment g / COLS of column
 * g % COLS, walking down the column; neighbouring lanes read neighbouring
 * floats of the same row at every step.
 * Teaches: the same loop with rows and columns swapped is coalesced: one
 * request is one contiguous run of 4 x lanes bytes. */
kernel void sum_cols_item_per_col(global const float *restrict m, global float *restrict out)
{
    const ulong g = get_global_id(0);
    if (g >= (ulong)COLS * SEGS_PER_COL)
        return;
    const ulong c = g % COLS, r0 = (g / COLS) * SEG;
    const ulong r1 = r0 + SEG < ROWS ? r0 + SEG : ROWS;
    float acc = 0.0f;
    for (ulong r = r0; r < r1; ++r)
        acc += m[r * COLS + c];
    out[g] = acc;
}

/* sum_rows_group_per_row: work-group g sums row g; its lanes stride along
 * the row side by side, then add their partial sums in local memory.
 * Teaches: when the answer must be per row, make the lanes cooperate along
 * the row instead of giving each lane a row. */
kernel void sum_rows_group_per_row(global const float *restrict m, global float *restrict out)
{
    local float scratch[LOCAL];
    const uint lid = get_local_id(0);
    global const float *p = m + (ulong)get_group_id(0) * COLS;
    float acc = 0.0f;
    for (uint c = lid; c < COLS; c += LOCAL)
        acc += p[c];
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
