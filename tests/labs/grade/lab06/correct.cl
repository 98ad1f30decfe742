/* correct: the solution written another way (named row and column variables, the pad as a macro, a while loop per lane). */
/* Lab 6, a student's own correct kernel. */
#ifndef TILE
#define TILE 32
#endif
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8
#endif
#define PAD 1 /* one float per tile row: a column of the tile spans 32 banks */

kernel void transpose_tiled_padded(global const float *restrict in, global float *restrict out, uint rows,
                                   uint cols)
{
    local float t[TILE][TILE + PAD];
    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint row0 = get_group_id(1) * TILE, col0 = get_group_id(0) * TILE;

    const uint c = col0 + lx; /* in's column this lane reads */
    uint k = ly;
    while (c < cols && k < TILE && row0 + k < rows) {
        t[k][lx] = in[(ulong)(row0 + k) * cols + c];
        k += BLOCK_ROWS;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    const uint r = row0 + lx; /* out's column: in's row */
    k = ly;
    while (r < rows && k < TILE && col0 + k < cols) {
        out[(ulong)(col0 + k) * rows + r] = t[lx][k];
        k += BLOCK_ROWS;
    }
}
