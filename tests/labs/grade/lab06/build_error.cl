/* build_error: the tile's declaration lost a closing bracket (a syntax error): the kernel does not compile. */
/* Lab 6, from the solution with one planted fault. */
#ifndef TILE
#define TILE 32
#endif
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8
#endif

kernel void transpose_tiled_padded(global const float *restrict in, global float *restrict out, uint rows,
                                   uint cols)
{
    /* TILE + 1: row i of the tile starts i floats (banks) later, so a
     * column of it is 32 different banks */
    local float tile[TILE][TILE + 1;

    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint bx = get_group_id(0), by = get_group_id(1);

    uint x = bx * TILE + lx, y0 = by * TILE;
    if (x < cols)
        for (uint j = ly; j < TILE && y0 + j < rows; j += BLOCK_ROWS)
            tile[j][lx] = in[(ulong)(y0 + j) * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);

    /* out's tile (by, bx): its columns are in's rows by * TILE.., its rows
     * in's columns bx * TILE.. */
    x = by * TILE + lx;
    y0 = bx * TILE;

    if (x < rows)
        for (uint j = ly; j < TILE && y0 + j < cols; j += BLOCK_ROWS)
            out[(ulong)(y0 + j) * rows + x] = tile[lx][j];
}
